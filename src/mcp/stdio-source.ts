import { spawn, type ChildProcess } from 'node:child_process';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { isToolsealError, osErrorText } from '../core/errors.js';
import { parseJsonStrict } from '../core/json-text.js';
import { jsonRpcEnvelope } from './json-rpc-envelope.js';
import { escapeForTerminal } from '../core/terminal-text.js';
import { ToolsAnswerReader } from './tools-answer-reader.js';
import {
  PROCESS_MARK_NAME,
  descendantsOf,
  isSameProcess,
  newProcessMark,
  processesMarked,
  signalProcess,
  type ProcessRef,
} from './process-tree.js';
import { redactSecrets } from './secret-values.js';
import type { SnapshotBudget } from './snapshot-budget.js';
import { invalidUtf8 } from './wire-tap.js';

export interface StdioServerParams {
  command: string;
  args: string[];
  /** Added to the SDK's default inherited environment (HOME, PATH, …); values are secrets. */
  env?: Record<string, string>;
  cwd?: string;
  /**
   * Raw mode (the run-time guard, which forwards the server's lines byte for byte): every stdout chunk
   * goes here instead of being parsed as messages or counted against the budget.
   */
  onStdout?: (chunk: Buffer) => void;
}

const STDERR_TAIL_BYTES = 8192;
/** `--verbose`: characters of one stderr line shown (a longer line is cut, said so). */
const VERBOSE_LINE_CHARS = 1000;
/** How long a server gets to exit by itself after its stdin closes, then after SIGTERM (both cut to fit the deadline). */
const EXIT_GRACE_MS = 1000;
/** Of the time left, what the steps after the stdin grace need (SIGTERM, then the descendants). */
const CLOSE_RESERVE_MS = 300;
/** Past the deadline, a signal still gets this long to land before the next, harder one. */
const SIGNAL_FLOOR_MS = 100;
/** SIGKILL cannot be caught: the exit follows at once, this is only a bound. */
const KILL_WAIT_MS = 500;
const GROUP_GRACE_MS = 500;
/** The process tree is sampled at most this often while the server runs (see {@link StdioProcessTransport.sampleDescendants}). */
const SAMPLE_INTERVAL_MS = 250;
/** At most this many of the server's descendants are remembered (those still running first). */
const MAX_KNOWN_DESCENDANTS = 4096;
/** Bytes of a line's start kept to tell a message from a log line when the line is not UTF-8. */
const LINE_HEAD_BYTES = 64;

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

const ERROR_LINE =
  /^\s*(?:Uncaught\s+)?(?:(?:[A-Za-z_$][\w$.]*)?(?:Error|Exception)(?:\s*\[[^\]]{1,80}\])?:|(?:error|fatal|panic)(?:\[[^\]]{1,40}\])?:|(?:ERROR|FATAL|PANIC)\b)/;

/** The last lines of a server's stderr a failure's message shows (a timeout, an exit, a failure to start). */
export const STDERR_TAIL_LINES = 5;
/** Characters of one such line shown (after redaction: a cut never shows part of a secret). */
const STDERR_LINE_CHARS = 200;

function linesOf(tail: string): string[] {
  return tail
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
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
 * A client transport over a child process's stdin/stdout, built on the SDK's `Transport` interface.
 *
 * Why not the SDK's `StdioClientTransport`: its read buffer is capped at 10 MB by default and copies the
 * whole buffer on every chunk; it parses lines with `JSON.parse` (a duplicate member's last value wins
 * silently); it drops a message whose envelope has an extra key; and it ends only the direct child. Here:
 * - every byte the server writes counts against `--max-bytes` (the only cap on a line's length);
 * - each line is parsed strictly (`DUPLICATE_JSON_MEMBER` ends the snapshot), and the values passed on
 *   are those of that parse, so the tools are exactly the server's;
 * - a line that is not JSON (a log line on stdout) is skipped, as MCP clients do;
 * - the envelope is reduced to its JSON-RPC members (extra keys do not cost the message); the result
 *   inside is untouched;
 * - the server starts in its own process group (POSIX), so closing ends it and every child it started;
 *   on Linux, its descendants are also found under /proc (before it is signalled), so a child that left
 *   the group with `setsid` ends too;
 * - a line is decoded as its bytes arrive, and the elements of a page's `result.tools` are read one by one
 *   as they complete, their text then dropped (see {@link ToolsAnswerReader}): a page of millions of tools is
 *   held as values, never also as bytes, as its whole text, or in a parse of the whole page.
 */
export class StdioProcessTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T) => void;

  private child: ChildProcess | undefined;
  private exited = false;
  private closing = false;
  private closed = false;
  /**
   * The line being received, decoded as it arrives (the bytes are not kept), its tools read as they
   * complete (see {@link ToolsAnswerReader}): a page is never also joined into one text or parsed whole.
   */
  private readonly line: ToolsAnswerReader;
  private lineDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  private lineError: unknown;
  private lineHead: Buffer[] = [];
  private lineHeadBytes = 0;
  /** The server's descendants seen so far (they may leave its process group, or outlive it). */
  private descendants: ProcessRef[] = [];
  private lastSample = 0;
  /** Samples the process tree while the server runs, for the whole session (see {@link sampleDescendants}). */
  private sampler: NodeJS.Timeout | undefined;
  /** The value of {@link PROCESS_MARK_NAME} this server and everything it starts inherit. */
  private readonly mark = newProcessMark();
  private stderrTail = '';
  private stderrSkipping = false;
  private exitPromise: Promise<void> | undefined;
  /** Lines on stdout that were not JSON-RPC (logged noise), for diagnostics. */
  noiseLines = 0;

  constructor(
    private readonly params: StdioServerParams,
    private readonly budget: SnapshotBudget,
    private readonly where: string,
    private readonly secrets: readonly string[],
  ) {
    this.line = new ToolsAnswerReader(`${where}: a message from the server`);
    // A server that hangs often said why on stderr (waiting for a login, a missing variable): a timeout says it too.
    budget.lastWords = () => this.stderrReason();
  }

  /** The server's process id once started. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The server's process once started (raw mode writes to its stdin and watches its exit). */
  get childProcess(): ChildProcess | undefined {
    return this.child;
  }

  start(): Promise<void> {
    if (this.child) throw new Error('already started');
    return new Promise((resolve, reject) => {
      const child = spawn(this.params.command, this.params.args, {
        // The mark finds what the server started even once re-parented away from it (a double-forked daemon).
        env: { ...getDefaultEnvironment(), ...this.params.env, [PROCESS_MARK_NAME]: this.mark },
        cwd: this.params.cwd,
        stdio: ['pipe', 'pipe', 'pipe'],
        shell: false,
        // Own process group: closing signals the whole group, so children of the server end too.
        detached: process.platform !== 'win32',
        windowsHide: true,
      });
      this.child = child;
      // Watched from the moment it exists: a Ctrl-C that lands before the 'spawn' event must still end it.
      RUNNING.add(this);
      watchProcessEnd();
      this.exitPromise = new Promise((r) => {
        child.once('exit', () => r());
        child.once('error', () => r()); // never started: there will be no 'exit'
      });
      child.once('error', (e: NodeJS.ErrnoException) => {
        this.exited = true;
        RUNNING.delete(this);
        if (RUNNING.size === 0) unwatchProcessEnd();
        const reason = `cannot start ${JSON.stringify(this.params.command)}: ${osErrorText(e)}`;
        this.budget.fail(reason, e);
        reject(this.budget.failed);
      });
      child.once('spawn', () => {
        this.sampleDescendants(true);
        // For the whole session, not only as messages arrive: a guarded server may start a helper at any time.
        this.sampler = setInterval(() => this.sampleDescendants(true), SAMPLE_INTERVAL_MS);
        this.sampler.unref();
        resolve();
      });
      const exitedEarly = (code: number | null, signal: NodeJS.Signals | null) => {
        if (this.closing || this.budget.failed) return;
        this.budget.fail(
          `the server exited (${signal ? `signal ${signal}` : `code ${code}`}) before the snapshot was complete${this.stderrReason()}`,
        );
        void this.close();
      };
      child.once('exit', (code, signal) => {
        this.exited = true;
        clearInterval(this.sampler);
        // 'close' comes once stdout is drained, so a last page written just before exiting still counts;
        // but a child of the server may hold stdout open for ever: then the exit is reported shortly.
        setTimeout(() => exitedEarly(code, signal), 250).unref();
      });
      child.once('close', exitedEarly);
      const onStdout = this.params.onStdout;
      child.stdout!.on('data', onStdout ?? ((chunk: Buffer) => this.onData(chunk)));
      child.stderr!.setEncoding('utf8');
      child.stderr!.on('data', (chunk: string) => this.onStderr(chunk));
      child.stdin!.on('error', () => {
        // EPIPE when the server is gone: its exit is reported by the exit handler.
      });
    });
  }

  /** Keeps the last few KB of stderr, whole lines only: a line cut at the front could show the tail of a secret unredacted. */
  private onStderr(chunk: string): void {
    if (this.budget.limits.onServerStderr) this.verboseStderr(chunk);
    let text = chunk;
    if (this.stderrSkipping) {
      const nl = text.indexOf('\n');
      if (nl < 0) return;
      text = text.slice(nl + 1);
      this.stderrSkipping = false;
    }
    text = this.stderrTail + text;
    if (text.length <= STDERR_TAIL_BYTES) {
      this.stderrTail = text;
      return;
    }
    const cut = text.indexOf('\n', text.length - STDERR_TAIL_BYTES);
    this.stderrTail = cut < 0 ? '' : text.slice(cut + 1);
    this.stderrSkipping = cut < 0;
  }

  private verboseLine = '';
  private verboseSkipping = false;
  /**
   * `--verbose`: each whole stderr line, redacted, then escaped. A line longer than the bound is not
   * shown (a part of it could hold part of a secret, which redaction would miss): its length is.
   */
  private verboseStderr(chunk: string): void {
    let text = this.verboseLine + chunk;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n')) {
      if (!this.verboseSkipping) this.showStderrLine(text.slice(0, nl));
      this.verboseSkipping = false;
      text = text.slice(nl + 1);
    }
    if (text.length > VERBOSE_LINE_CHARS && !this.verboseSkipping) {
      this.budget.limits.onServerStderr!(this.where, `(a line of more than ${VERBOSE_LINE_CHARS} characters, not shown)`);
      this.verboseSkipping = true;
    }
    this.verboseLine = this.verboseSkipping ? '' : text;
  }

  private showStderrLine(line: string): void {
    const shown = line.replace(/\r$/, '');
    if (shown.length > VERBOSE_LINE_CHARS) {
      this.budget.limits.onServerStderr!(this.where, `(a line of ${shown.length} characters, not shown)`);
      return;
    }
    this.budget.limits.onServerStderr!(this.where, escapeForTerminal(redactSecrets(shown, this.secrets)));
  }

  /** What stderr says about a failure, for the message (empty when it said nothing). */
  private stderrReason(): string {
    return stderrReasonOf(this.stderrTail, this.secrets);
  }

  private onData(chunk: Buffer): void {
    if (this.budget.failed) return;
    this.budget.addBytes(chunk.length);
    if (this.budget.failed) return;
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(10, start);
      this.takeLinePart(chunk.subarray(start, nl < 0 ? chunk.length : nl));
      if (nl < 0 || this.budget.failed) return;
      start = nl + 1;
      this.endLine();
      if (this.budget.failed) return;
    }
  }

  /** Decodes part of a line as it arrives (UTF-8, strictly: a sequence split across chunks is joined by the decoder). */
  private takeLinePart(part: Buffer): void {
    if (part.length === 0) return;
    if (this.lineHeadBytes < LINE_HEAD_BYTES) {
      const head = Buffer.from(part.subarray(0, LINE_HEAD_BYTES - this.lineHeadBytes));
      this.lineHead.push(head);
      this.lineHeadBytes += head.length;
    }
    if (this.lineError !== undefined) return;
    try {
      // Fatal: Buffer#toString would put U+FFFD in place of invalid bytes, and the tools would no longer be the server's.
      this.line.feed(this.lineDecoder.decode(part, { stream: true }));
      this.budget.checkArrivingTools(this.line.count);
    } catch (e) {
      this.lineBroken(e);
    }
  }

  private lineBroken(e: unknown): void {
    this.lineError = e;
    this.line.reset();
    this.lineDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  }

  private endLine(): void {
    if (this.lineError === undefined) {
      try {
        const last = this.lineDecoder.decode();
        if (last !== '') this.line.feed(last);
      } catch (e) {
        this.lineBroken(e);
      }
    }
    const error = this.lineError;
    const head = this.lineHead;
    // Read in parts when it is a message that reads strictly so (the values are the whole text's), else whole.
    const parts = error === undefined ? this.line.value() : undefined;
    const whole = error === undefined && parts === undefined ? this.line.whole() : undefined;
    let text = whole?.text;
    this.line.reset();
    this.lineError = undefined;
    this.lineHead = [];
    this.lineHeadBytes = 0;
    if (parts !== undefined) {
      this.sampleDescendants(false);
      this.deliver(parts.value);
      return;
    }
    if (text === undefined) {
      // A log line in another encoding is noise like any other; a message (it starts as JSON) is refused.
      const first = Buffer.concat(head).toString('utf8').trimStart()[0];
      if (first === '{' || first === '[') this.budget.fail(invalidUtf8(this.where, error));
      else this.noiseLines++;
      return;
    }
    if (text.endsWith('\r')) text = text.slice(0, -1);
    const first = text.trimStart()[0];
    if (first !== '{' && first !== '[') {
      if (text.trim() !== '') this.noiseLines++;
      return;
    }
    let value: unknown;
    try {
      value = parseJsonStrict(text, `${this.where}: a message from the server`, { exact: whole!.exact });
    } catch (e) {
      if (isToolsealError(e, 'INVALID_JSON')) {
        this.noiseLines++;
        return;
      }
      // A duplicate member (parsers disagree on which one wins) or nesting past the bound: refuse.
      this.budget.fail(e as never);
      return;
    }
    this.sampleDescendants(false);
    if (Array.isArray(value)) for (const m of value) this.deliver(m);
    else this.deliver(value);
  }

  private deliver(raw: unknown): void {
    const message = jsonRpcEnvelope(raw);
    if (!message || !JSONRPCMessageSchema.safeParse(message).success) {
      // Fatal only for an answer to one of our requests (a numeric or string id); the rest is skipped.
      const id = (message as Record<string, unknown> | undefined)?.id;
      if (message && (typeof id === 'number' || typeof id === 'string') && ('result' in message || 'error' in message)) {
        this.budget.fail(`protocol error: a malformed JSON-RPC response (id ${JSON.stringify(message.id)})`);
        return;
      }
      this.onerror?.(new Error('skipped a message that is not JSON-RPC'));
      return;
    }
    this.onmessage?.(message as JSONRPCMessage);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || this.exited || this.closing) throw new Error('not connected: the server process is not running');
    const line = JSON.stringify(message) + '\n';
    if (!stdin.write(line)) await new Promise<void>((r) => stdin.once('drain', () => r()));
  }

  /**
   * Records the server's descendants from /proc while it runs (at spawn, then every
   * {@link SAMPLE_INTERVAL_MS} and as messages arrive): a child that called `setsid` is out of the server's
   * process group, and once the server has exited it is nobody's descendant, so it must be known before.
   * (One that was gone from the tree between two samples is still found at close by its mark.)
   */
  private sampleDescendants(force: boolean): void {
    const pid = this.child?.pid;
    if (pid === undefined || this.exited || process.platform !== 'linux') return;
    const now = Date.now();
    if (!force && now - this.lastSample < SAMPLE_INTERVAL_MS) return;
    this.lastSample = now;
    this.addDescendants(descendantsOf([pid]));
  }

  private addDescendants(found: readonly ProcessRef[]): void {
    const known = new Set(this.descendants.map((d) => `${d.pid}/${d.startTime}`));
    for (const ref of found) if (!known.has(`${ref.pid}/${ref.startTime}`)) this.descendants.push(ref);
    // A server that starts many short-lived processes: only those still running are worth keeping.
    if (this.descendants.length > MAX_KNOWN_DESCENDANTS)
      this.descendants = this.descendants.filter(isSameProcess).slice(-MAX_KNOWN_DESCENDANTS);
  }

  /**
   * Adds the descendants of the server and of every descendant known so far that still runs, and every
   * process that carries the server's mark in its environment (started by it, wherever it went since).
   */
  private collectDescendants(): void {
    const pid = this.child?.pid;
    if (pid === undefined || process.platform !== 'linux') return;
    this.addDescendants(descendantsOf([...(this.exited ? [] : [pid]), ...this.descendants.filter(isSameProcess).map((d) => d.pid)]));
    this.addDescendants(processesMarked(this.mark).filter((ref) => ref.pid !== pid));
  }

  private descendantsAlive(): boolean {
    return this.descendants.some(isSameProcess);
  }

  /** Signals the server's process group and every descendant found (those that left the group too). */
  private signalAll(signal: NodeJS.Signals): void {
    this.signalGroup(signal);
    for (const d of this.descendants) signalProcess(d, signal);
  }

  /**
   * Ends the server and every process it started, in its group or out of it (found under /proc before the
   * server is signalled); resolves when they are gone (or were killed). Every wait is cut to fit the
   * snapshot's deadline: past it, the signals follow one another at once.
   */
  async close(): Promise<void> {
    if (this.closing) {
      await this.exitPromise;
      return;
    }
    this.closing = true;
    clearInterval(this.sampler);
    const child = this.child;
    if (child && child.pid !== undefined) {
      // Before anything makes the server exit: after, its children are no longer found through it.
      this.collectDescendants();
      if (!this.exited) {
        child.stdin?.end();
        if (!(await this.waitExit(this.budget.graceMs(EXIT_GRACE_MS, CLOSE_RESERVE_MS)))) {
          this.collectDescendants();
          this.signalGroup('SIGTERM');
          if (!(await this.waitExit(this.budget.graceMs(EXIT_GRACE_MS, SIGNAL_FLOOR_MS, SIGNAL_FLOOR_MS)))) {
            this.collectDescendants();
            this.signalGroup('SIGKILL');
            await this.waitExit(KILL_WAIT_MS);
          }
        }
      }
      // The server is gone; children it started may not be, in its group or out of it.
      this.collectDescendants();
      if (this.groupAlive() || this.descendantsAlive()) {
        this.signalAll('SIGTERM');
        const until = Date.now() + this.budget.graceMs(GROUP_GRACE_MS, 0, SIGNAL_FLOOR_MS);
        while ((this.groupAlive() || this.descendantsAlive()) && Date.now() < until) await sleep(20);
        // A descendant may have started another meanwhile.
        this.collectDescendants();
        if (this.groupAlive()) this.signalGroup('SIGKILL');
        for (const d of this.descendants) signalProcess(d, 'SIGKILL');
      }
      child.stdout?.destroy();
      child.stderr?.destroy();
      RUNNING.delete(this);
      if (RUNNING.size === 0) unwatchProcessEnd();
    }
    this.line.reset();
    this.lineHead = [];
    if (!this.closed) {
      this.closed = true;
      this.onclose?.();
    }
  }

  private async waitExit(ms: number): Promise<boolean> {
    if (this.exited) return true;
    let timer: NodeJS.Timeout | undefined;
    const done = await Promise.race([
      this.exitPromise!.then(() => true),
      new Promise<boolean>((r) => {
        timer = setTimeout(() => r(false), ms);
      }),
    ]);
    clearTimeout(timer);
    return done;
  }

  /** Kills the server and everything it started, synchronously (toolseal itself is ending). */
  killNow(): void {
    this.collectDescendants();
    this.signalAll('SIGKILL');
  }

  /** Signals the server's whole process group (its children too). */
  signalGroup(signal: NodeJS.Signals): void {
    const pid = this.child?.pid;
    if (pid === undefined) return;
    try {
      if (process.platform === 'win32') this.child!.kill(signal);
      else process.kill(-pid, signal);
    } catch {
      // ESRCH: nothing left to signal.
    }
  }

  private groupAlive(): boolean {
    const pid = this.child?.pid;
    if (pid === undefined || process.platform === 'win32') return false;
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * Servers running now. If toolseal itself ends first (an uncaught exit, Ctrl-C, SIGTERM from a CI
 * runner), their process groups are killed on the way out: they run detached, so the terminal's signal
 * does not reach them by itself.
 */
const RUNNING = new Set<StdioProcessTransport>();
const ENDING_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

function killAll(): void {
  for (const t of RUNNING) t.killNow();
}

function onEndingSignal(signal: NodeJS.Signals): void {
  killAll();
  unwatchProcessEnd();
  // Die of the same signal, as if we had not been listening.
  process.kill(process.pid, signal);
}

let watching = false;
function watchProcessEnd(): void {
  if (watching) return;
  watching = true;
  process.on('exit', killAll);
  for (const s of ENDING_SIGNALS) process.on(s, onEndingSignal);
}

function unwatchProcessEnd(): void {
  if (!watching) return;
  watching = false;
  process.off('exit', killAll);
  for (const s of ENDING_SIGNALS) process.off(s, onEndingSignal);
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
