import { escapeForTerminal } from '../../core/text/terminal-text.js';
import { redactSecrets } from '../server/secret-values.js';

/** Bytes of a server's stderr kept for a failure's message (whole lines only). */
const STDERR_TAIL_BYTES = 8192;
/** `--verbose`: characters of one stderr line shown (a longer line is cut, said so). */
const VERBOSE_LINE_CHARS = 1000;
/** The last lines of a server's stderr a failure's message shows (a timeout, an exit, a failure to start). */
export const STDERR_TAIL_LINES = 5;
/** Characters of one such line shown (after redaction: a cut never shows part of a secret). */
const STDERR_LINE_CHARS = 200;

const ERROR_LINE =
  /^\s*(?:Uncaught\s+)?(?:(?:[A-Za-z_$][\w$.]*)?(?:Error|Exception)(?:\s*\[[^\]]{1,80}\])?:|(?:error|fatal|panic)(?:\[[^\]]{1,40}\])?:|(?:ERROR|FATAL|PANIC)\b)/;

function linesOf(tail: string): string[] {
  return tail
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/**
 * The line of a stderr tail that says why a process failed: the first one that reads as an error (`Error:
 * Cannot find module …`, `TypeError: …`, `Error [ERR_MODULE_NOT_FOUND]: …`, Python's `ModuleNotFoundError:
 * …`, `error: …`, `panic: …`), since runtimes print more after it (a stack, `Node.js v24…`); else the last
 * line that is not empty.
 */
export function crashLineOf(tail: string): { line: string; isError: boolean } | undefined {
  const lines = linesOf(tail);
  const error = lines.find((l) => ERROR_LINE.test(l));
  if (error !== undefined) return { line: error, isError: true };
  const last = lines.at(-1);
  return last === undefined ? undefined : { line: last, isError: false };
}

/**
 * What a server's stderr tail says about a failure, as the end of its one-line message (empty when it
 * said nothing): its last {@link STDERR_TAIL_LINES} lines that are not empty, joined by ` | `, preceded by
 * the line that reads as an error (see {@link crashLineOf}) when that one is further up. Each line is
 * redacted, cut, then escaped here, where the server's text enters a message: no report or log gets a
 * secret or a control character from it.
 */
export function stderrReasonOf(tail: string, secrets: readonly string[]): string {
  const lines = linesOf(tail);
  if (lines.length === 0) return '';
  const shown = (l: string) => escapeForTerminal(redactSecrets(l, secrets).slice(0, STDERR_LINE_CHARS));
  const last = lines.slice(-STDERR_TAIL_LINES);
  const error = crashLineOf(tail);
  const before =
    error?.isError && lines.lastIndexOf(error.line) < lines.length - last.length ? `; its error on stderr: ${shown(error.line)}` : '';
  const after =
    last.length === 1
      ? `; its last stderr line: ${shown(last[0]!)}`
      : `; its last ${last.length} stderr lines: ${last.map(shown).join(' | ')}`;
  return before + after;
}

/**
 * What a snapshot keeps of a server's stderr: the last few KB, whole lines only (a line cut at the front
 * could show the tail of a secret unredacted), for a failure's message; and with `--verbose`, each whole
 * line as it arrives, redacted, then escaped.
 */
export class StderrTail {
  private tail = '';
  private skipping = false;
  private verboseLine = '';
  private verboseSkipping = false;

  /**
   * @param showLine `--verbose`: where each line goes (the server's label, the line); none: lines are only kept.
   */
  constructor(
    private readonly label: string,
    private readonly secrets: readonly string[],
    private readonly showLine: ((label: string, line: string) => void) | undefined,
  ) {}

  push(chunk: string): void {
    if (this.showLine) this.verbose(chunk, this.showLine);
    let text = chunk;
    if (this.skipping) {
      const nl = text.indexOf('\n');
      if (nl < 0) return;
      text = text.slice(nl + 1);
      this.skipping = false;
    }
    text = this.tail + text;
    if (text.length <= STDERR_TAIL_BYTES) {
      this.tail = text;
      return;
    }
    const cut = text.indexOf('\n', text.length - STDERR_TAIL_BYTES);
    this.tail = cut < 0 ? '' : text.slice(cut + 1);
    this.skipping = cut < 0;
  }

  /** What stderr says about a failure, for the message (empty when it said nothing): see {@link stderrReasonOf}. */
  reason(): string {
    return stderrReasonOf(this.tail, this.secrets);
  }

  /**
   * `--verbose`: each whole stderr line, redacted, then escaped. A line longer than the bound is not
   * shown (a part of it could hold part of a secret, which redaction would miss): its length is.
   */
  private verbose(chunk: string, show: (label: string, line: string) => void): void {
    let text = this.verboseLine + chunk;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n')) {
      if (!this.verboseSkipping) this.showWhole(text.slice(0, nl), show);
      this.verboseSkipping = false;
      text = text.slice(nl + 1);
    }
    if (text.length > VERBOSE_LINE_CHARS && !this.verboseSkipping) {
      show(this.label, `(a line of more than ${VERBOSE_LINE_CHARS} characters, not shown)`);
      this.verboseSkipping = true;
    }
    this.verboseLine = this.verboseSkipping ? '' : text;
  }

  private showWhole(line: string, show: (label: string, line: string) => void): void {
    const shown = line.replace(/\r$/, '');
    if (shown.length > VERBOSE_LINE_CHARS) {
      show(this.label, `(a line of ${shown.length} characters, not shown)`);
      return;
    }
    show(this.label, escapeForTerminal(redactSecrets(shown, this.secrets)));
  }
}
