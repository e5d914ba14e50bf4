import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { isToolsealError } from '../../core/errors.js';
import { parseJsonStrict } from '../../core/json/strict-reader.js';
import { invalidUtf8 } from './invalid-utf8.js';
import { jsonRpcEnvelope } from './json-rpc-envelope.js';
import { startFailureReason } from '../process/platform-command.js';
import { ServerProcess, type ServerCommand } from '../process/server-process.js';
import type { ServerSession } from '../server/server-session.js';
import type { SnapshotBudget } from '../server/snapshot-budget.js';
import { StderrTail } from '../process/stderr-tail.js';
import { ToolsAnswerReader } from './tools-answer-reader.js';

/** How long after the server's exit its last lines may still arrive before the exit is reported (a child may hold stdout open). */
const AFTER_EXIT_MS = 250;
/** Bytes of a line's start kept to tell a message from a log line when the line is not UTF-8. */
const LINE_HEAD_BYTES = 64;

/**
 * A snapshot's client transport over a stdio server (its process is a {@link ServerProcess}), built on the
 * SDK's `Transport` interface.
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
 * - closing ends the server and every process it started (see {@link ServerProcess.close}), each wait cut
 *   to fit the snapshot's deadline;
 * - a line is decoded as its bytes arrive, and the elements of a page's `result.tools` are read one by one
 *   as they complete, their text then dropped (see {@link ToolsAnswerReader}): a page of millions of tools is
 *   held as values, never also as bytes, as its whole text, or in a parse of the whole page.
 */
export class StdioProcessTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T) => void;

  private readonly server: ServerProcess;
  private readonly budget: SnapshotBudget;
  private readonly label: string;
  private readonly stderr: StderrTail;
  private started = false;
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
  /** Lines on stdout that were not JSON-RPC (logged noise), for diagnostics. */
  noiseLines = 0;

  constructor(
    private readonly command: ServerCommand,
    session: ServerSession,
  ) {
    const { budget, label } = session;
    this.budget = budget;
    this.label = label;
    this.line = new ToolsAnswerReader(`${label}: a message from the server`, budget.limits.numbers);
    this.stderr = new StderrTail(label, session.secrets.values, budget.limits.onServerStderr);
    // A server that hangs often said why on stderr (waiting for a login, a missing variable): a timeout says it too.
    budget.lastWords = () => this.stderr.reason();
    this.server = new ServerProcess(
      command,
      {
        stdout: (chunk) => this.onData(chunk),
        stderr: (text) => this.stderr.push(text),
        ended: (code, signal) => this.exitedEarly(code, signal),
      },
      { afterExitMs: AFTER_EXIT_MS, grace: (wanted, reserve, floor) => budget.graceMs(wanted, reserve, floor) },
    );
  }

  /** The server's process id once started. */
  get pid(): number | undefined {
    return this.server.pid;
  }

  async start(): Promise<void> {
    if (this.started) throw new Error('already started');
    this.started = true;
    try {
      await this.server.start();
    } catch (e) {
      this.budget.fail(startFailureReason(this.command.command, e as NodeJS.ErrnoException), e);
      throw this.budget.failed;
    }
  }

  /** The server exited by itself before the snapshot was over: the snapshot fails, saying how (and what its stderr said). */
  private exitedEarly(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.budget.failed) return;
    this.budget.fail(
      `the server exited (${signal ? `signal ${signal}` : `code ${code}`}) before the snapshot was complete${this.stderr.reason()}`,
    );
    void this.close();
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
    this.lineError = undefined;
    this.lineHead = [];
    this.lineHeadBytes = 0;
    if (parts !== undefined) {
      this.line.reset();
      this.server.sampleDescendants();
      this.deliver(parts.value);
      return;
    }
    if (error !== undefined) {
      this.line.reset();
      // A log line in another encoding is noise like any other; a message (it starts as JSON) is refused.
      const first = Buffer.concat(head).toString('utf8').trimStart()[0];
      if (first === '{' || first === '[') this.budget.fail(invalidUtf8(this.label, error));
      else this.noiseLines++;
      return;
    }
    // The text is not needed once parsed (it lives only in wholeLine): with a page of millions of tools, two copies would double the peak.
    const whole = this.wholeLine();
    if (whole === undefined) return;
    this.server.sampleDescendants();
    if (Array.isArray(whole.value)) for (const m of whole.value) this.deliver(m);
    else this.deliver(whole.value);
  }

  /**
   * The line just ended, read whole (the reader reset once its text is taken): its value, or nothing
   * when it is noise (not JSON: a log line on stdout) or refused (the snapshot has failed).
   */
  private wholeLine(): { value: unknown } | undefined {
    const whole = this.line.whole();
    this.line.reset();
    let text = whole.text;
    if (text.endsWith('\r')) text = text.slice(0, -1);
    const first = text.trimStart()[0];
    if (first !== '{' && first !== '[') {
      if (text.trim() !== '') this.noiseLines++;
      return undefined;
    }
    try {
      return {
        value: parseJsonStrict(text, `${this.label}: a message from the server`, {
          exact: whole.exact,
          numbers: this.budget.limits.numbers,
        }),
      };
    } catch (e) {
      if (isToolsealError(e, 'INVALID_JSON')) this.noiseLines++;
      // A duplicate member (parsers disagree on which one wins) or nesting past the bound: refuse.
      else this.budget.fail(e as never);
      return undefined;
    }
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
    if (!this.server.running) throw new Error('not connected: the server process is not running');
    const line = JSON.stringify(message) + '\n';
    if (!this.server.write(line)) await new Promise<void>((r) => this.server.whenDrained(() => r()));
  }

  /**
   * Ends the server and every process it started (see {@link ServerProcess.close}: every wait cut to fit
   * the snapshot's deadline), then says the transport is closed.
   */
  async close(): Promise<void> {
    await this.server.close();
    this.line.reset();
    this.lineHead = [];
    if (!this.closed) {
      this.closed = true;
      this.onclose?.();
    }
  }
}
