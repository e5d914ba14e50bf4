import { spawn, type ChildProcess } from 'node:child_process';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { isToolsealError, osErrorText } from '../core/errors.js';
import { parseJsonStrict } from '../core/json-text.js';
import { jsonRpcEnvelope } from './json-rpc-envelope.js';
import { escapeForTerminal } from '../core/terminal-text.js';
import { redactSecrets } from './secret-values.js';
import type { SnapshotBudget } from './snapshot-budget.js';
import { invalidUtf8 } from './wire-tap.js';

export interface StdioServerParams {
  command: string;
  args: string[];
  /** Added to the SDK's default inherited environment (HOME, PATH, …); values are secrets. */
  env?: Record<string, string>;
  cwd?: string;
}

const STDERR_TAIL_BYTES = 4096;
/** Whole lines only (never a stream), so one decoder serves every transport; a BOM is kept as the server sent it. */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** How long a server gets to exit by itself after its stdin closes, then after SIGTERM. */
const EXIT_GRACE_MS = 1000;
const GROUP_GRACE_MS = 500;

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
 * - the server starts in its own process group (POSIX), so closing ends it and every child it started.
 */
export class StdioProcessTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T) => void;

  private child: ChildProcess | undefined;
  private exited = false;
  private closing = false;
  private closed = false;
  private pending: Buffer[] = [];
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
  ) {}

  /** The server's process id once started. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(): Promise<void> {
    if (this.child) throw new Error('already started');
    return new Promise((resolve, reject) => {
      const child = spawn(this.params.command, this.params.args, {
        env: { ...getDefaultEnvironment(), ...this.params.env },
        cwd: this.params.cwd,
        stdio: ['pipe', 'pipe', 'pipe'],
        shell: false,
        // Own process group: closing signals the whole group, so children of the server end too.
        detached: process.platform !== 'win32',
        windowsHide: true,
      });
      this.child = child;
      this.exitPromise = new Promise((r) => {
        child.once('exit', () => r());
        child.once('error', () => r()); // never started: there will be no 'exit'
      });
      child.once('error', (e: NodeJS.ErrnoException) => {
        this.exited = true;
        const reason = `cannot start ${JSON.stringify(this.params.command)}: ${osErrorText(e)}`;
        this.budget.fail(reason, e);
        reject(this.budget.failed);
      });
      child.once('spawn', () => {
        RUNNING.add(this);
        watchProcessEnd();
        resolve();
      });
      const exitedEarly = (code: number | null, signal: NodeJS.Signals | null) => {
        if (this.closing || this.budget.failed) return;
        const tail = this.lastStderrLine();
        this.budget.fail(
          `the server exited (${signal ? `signal ${signal}` : `code ${code}`}) before the snapshot was complete${tail ? `; its last stderr line: ${tail}` : ''}`,
        );
        void this.close();
      };
      child.once('exit', (code, signal) => {
        this.exited = true;
        // 'close' comes once stdout is drained, so a last page written just before exiting still counts;
        // but a child of the server may hold stdout open for ever: then the exit is reported shortly.
        setTimeout(() => exitedEarly(code, signal), 250).unref();
      });
      child.once('close', exitedEarly);
      child.stdout!.on('data', (chunk: Buffer) => this.onData(chunk));
      child.stderr!.setEncoding('utf8');
      child.stderr!.on('data', (chunk: string) => this.onStderr(chunk));
      child.stdin!.on('error', () => {
        // EPIPE when the server is gone: its exit is reported by the exit handler.
      });
    });
  }

  /** Keeps the last few KB of stderr, whole lines only: a line cut at the front could show the tail of a secret unredacted. */
  private onStderr(chunk: string): void {
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

  private lastStderrLine(): string {
    const lines = this.stderrTail.split(/\r?\n/).filter((l) => l.trim() !== '');
    const last = lines.at(-1);
    // Escaped here, where the server's text enters a message: no report or log gets its controls raw.
    return last === undefined ? '' : escapeForTerminal(redactSecrets(last, this.secrets).slice(0, 200));
  }

  private onData(chunk: Buffer): void {
    if (this.budget.failed) return;
    this.budget.addBytes(chunk.length);
    if (this.budget.failed) return;
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(10, start);
      if (nl < 0) {
        if (start < chunk.length) this.pending.push(chunk.subarray(start));
        return;
      }
      const piece = chunk.subarray(start, nl);
      const line = this.pending.length === 0 ? piece : Buffer.concat([...this.pending, piece]);
      this.pending = [];
      start = nl + 1;
      this.onLine(line);
      if (this.budget.failed) return;
    }
  }

  private onLine(line: Buffer): void {
    let text: string;
    try {
      // Fatal: Buffer#toString would put U+FFFD in place of invalid bytes, and the tools would no longer be the server's.
      text = STRICT_UTF8.decode(line);
    } catch (e) {
      // A log line in another encoding is noise like any other; a message (it starts as JSON) is refused.
      const first = line.toString('utf8').trimStart()[0];
      if (first === '{' || first === '[') this.budget.fail(invalidUtf8(this.where, e));
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
      value = parseJsonStrict(text, `${this.where}: a message from the server`);
    } catch (e) {
      if (isToolsealError(e, 'INVALID_JSON')) {
        this.noiseLines++;
        return;
      }
      // A duplicate member (parsers disagree on which one wins) or nesting past the bound: refuse.
      this.budget.fail(e as never);
      return;
    }
    for (const m of Array.isArray(value) ? value : [value]) this.deliver(m);
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

  /** Ends the server and every process in its group; resolves when they are gone (or were killed). */
  async close(): Promise<void> {
    if (this.closing) {
      await this.exitPromise;
      return;
    }
    this.closing = true;
    const child = this.child;
    if (child && child.pid !== undefined) {
      if (!this.exited) {
        child.stdin?.end();
        if (!(await this.waitExit(EXIT_GRACE_MS))) {
          this.signalGroup('SIGTERM');
          if (!(await this.waitExit(EXIT_GRACE_MS))) {
            this.signalGroup('SIGKILL');
            await this.waitExit(EXIT_GRACE_MS);
          }
        }
      }
      // The server is gone; children it started may not be.
      if (this.groupAlive()) {
        this.signalGroup('SIGTERM');
        const until = Date.now() + GROUP_GRACE_MS;
        while (this.groupAlive() && Date.now() < until) await sleep(20);
        if (this.groupAlive()) this.signalGroup('SIGKILL');
      }
      child.stdout?.destroy();
      child.stderr?.destroy();
      RUNNING.delete(this);
      if (RUNNING.size === 0) unwatchProcessEnd();
    }
    this.pending = [];
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
  for (const t of RUNNING) t.signalGroup('SIGKILL');
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
