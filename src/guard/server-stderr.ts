import { escapeForTerminal } from '../core/text/terminal-text.js';
import { redactSecrets } from '../mcp/server/secret-values.js';

/** What starts each line of the server's stderr the guard passes on: never the guard's own `toolseal guard:`. */
export const SERVER_LINE_PREFIX = '[server] ';

/** A stderr line is passed on up to this many characters; the rest of it is dropped. */
export const MAX_SERVER_LINE = 16 * 1024;

/**
 * The server's stderr, passed on to the host's stderr a whole line at a time: each line prefixed with
 * {@link SERVER_LINE_PREFIX}, its secrets redacted (an `--env` value the server logs) and its control,
 * invisible and direction-changing characters escaped, so no server line can pass for one of the guard's
 * (`toolseal guard: …`), move the cursor, recolour the terminal or end early at a carriage return. Whole
 * lines only: a line is never split around a guard notice, and a secret is never cut in two where one
 * half would escape the redaction. A line longer than {@link MAX_SERVER_LINE} is cut (its last characters
 * before the cut are dropped too, so no beginning of a secret is left at its end) and the rest skipped.
 */
export class ServerStderrRelay {
  private pending = '';
  private skipping = false;

  constructor(
    private readonly secrets: readonly string[],
    private readonly write: (text: string) => void,
  ) {}

  push(chunk: string): void {
    let text = chunk;
    if (this.skipping) {
      const nl = text.indexOf('\n');
      if (nl < 0) return;
      this.skipping = false;
      text = text.slice(nl + 1);
    }
    text = this.pending + text;
    const last = text.lastIndexOf('\n');
    let out = '';
    if (last >= 0) {
      for (const line of text.slice(0, last).split('\n')) out += this.line(line);
      text = text.slice(last + 1);
    }
    if (text.length > MAX_SERVER_LINE) {
      out += this.cut(text);
      text = '';
      this.skipping = true;
    }
    this.pending = text;
    if (out !== '') this.write(out);
  }

  /** The server's stderr ended: a last line without its newline is passed on too. */
  end(): void {
    const rest = this.pending;
    this.pending = '';
    if (rest !== '' && !this.skipping) this.write(this.line(rest));
    this.skipping = false;
  }

  private line(raw: string): string {
    if (raw.length > MAX_SERVER_LINE) return this.cut(raw);
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    return `${SERVER_LINE_PREFIX}${escapeForTerminal(redactSecrets(line, this.secrets))}\n`;
  }

  private cut(raw: string): string {
    // A secret's longest spelling (percent-encoded, four bytes a character): the most of one a cut can leave.
    const longest = this.secrets.reduce((n, s) => Math.max(n, s.length), 0);
    const head = raw.slice(0, Math.max(0, MAX_SERVER_LINE - longest * 12));
    return `${SERVER_LINE_PREFIX}${escapeForTerminal(redactSecrets(head, this.secrets))}… (a line of more than ${MAX_SERVER_LINE} characters, cut)\n`;
  }
}
