import { constants } from 'node:os';
import { mediaTypeEssence } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import { SSEClientTransport, SseError } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { OAuthError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { FetchLike, Transport as SdkTransport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { createParser } from 'eventsource-parser';
import { ToolsealError, isToolsealError } from '../core/errors.js';
import { parseJsonStrict } from '../core/json-text.js';
import { escapeForTerminal } from '../core/terminal-text.js';
import type { Transport } from '../core/snapshot.js';
import { errorText } from '../mcp/connection.js';
import { JsonRpcErrorCode } from '../mcp/json-rpc-codes.js';
import { ApprovalWaits } from '../mcp/oauth-options.js';
import { OAuthSession } from '../mcp/oauth-session.js';
import type { ServerSecrets } from '../mcp/secret-values.js';
import type { ServerSpec } from '../mcp/server-spec.js';
import { SnapshotBudget, serverInputBegins } from '../mcp/snapshot-budget.js';
import { StdioProcessTransport } from '../mcp/stdio-source.js';
import { framed } from './line-splitter.js';
import { readMessageLine, type LineRead } from './message-line.js';
import { ServerStderrRelay } from './server-stderr.js';

/** What an upstream tells the proxy. */
export interface UpstreamEvents {
  /** stdio: a chunk of the server's stdout, as read. */
  data(chunk: Buffer): void;
  /**
   * HTTP: one message. `read` is the message as read off the wire (its line, byte for byte, is what the
   * host gets); without it the message is one of the guard's own (an error it answers with).
   */
  message(message: Record<string, unknown>, read?: Extract<LineRead, { kind: 'message' }>): void;
  /** HTTP: a message off the wire that is not one JSON-RPC message (the host gets an error for it when its id can be read). */
  refused?(read: Extract<LineRead, { kind: 'refused' }>, line: Buffer): void;
  /** The upstream is gone: the server's exit code (HTTP: 0 when closed, 4 when it failed). */
  end(code: number, reason?: string): void;
  /** HTTP: a line for the guard's stderr (a message refused, a request past its deadline). */
  notice?(text: string): void;
}

/** JSON-RPC "internal error": what a host gets for a request the guard could not get an answer to. */
const INTERNAL_ERROR = JsonRpcErrorCode.InternalError;
/** Host requests in flight over HTTP that the guard keeps a deadline for, at most (oldest answered first past it). */
const MAX_DEADLINES = 100_000;

/** A request id as a map key (a Map would tell 1 from "1" too, but the key also names the progress token). */
function idKey(id: string | number): string {
  return typeof id === 'number' ? `n${id}` : `s${id}`;
}

function noop(): void {}

function isRequestId(v: unknown): v is string | number {
  return typeof v === 'string' || typeof v === 'number';
}

/**
 * Where the last blank line (an SSE event's end) is in `text`, or -1: two line ends in a row, where a
 * line ends at CR, LF or CRLF (so LF LF, CR CR and LF CR, and CR LF CR LF through its LF CR).
 */
function lastEventEnd(text: string): number {
  return Math.max(text.lastIndexOf('\n\n'), text.lastIndexOf('\r\r'), text.lastIndexOf('\n\r'));
}

/** The server behind the guard: a stdio process, or a Streamable HTTP / SSE endpoint. */
export interface Upstream {
  readonly transport: Transport;
  start(): Promise<void>;
  /** Forwards a host line: stdio writes its bytes as they are; HTTP sends the message (`parsed`), if it is one. Returns false when the caller should wait for `drain`. */
  forward(line: Buffer, parsed: unknown): boolean;
  /** Sends a message of the guard's own. */
  send(message: Record<string, unknown>): Promise<void>;
  /** HTTP: the strict parse of the answer to one of the guard's requests (stdio lines are parsed by the proxy). */
  takeStrict?(id: string): { value: Record<string, unknown> } | { error: ToolsealError } | undefined;
  onDrain(fn: () => void): void;
  /**
   * Forwarding, batched: the lines `forward` writes while `batch` runs leave in one write (stdio: the
   * server's stdin is corked, then uncorked), so the lines of one chunk of host input cost one system call.
   */
  batch(forwardLines: () => void): void;
  pause(): void;
  resume(): void;
  /** Ends the upstream (a stdio server and every process it started); never throws. */
  close(): Promise<void>;
  /** The envelope a 2026-07-28 host's request carries: a modern upstream sends the guard's own requests with it. */
  observeHost?(envelope: Record<string, unknown>): void;
}

function inheritedEnv(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) out[k] = v;
  return out;
}

/** No deadline and no byte cap: the guard's session lasts as long as the host's; each list has its own budget. */
function sessionBudget(where: string): SnapshotBudget {
  const budget = new SnapshotBudget({ timeoutMs: 2 ** 31 - 1, maxPages: 1, maxBytes: Number.POSITIVE_INFINITY, maxTools: Number.POSITIVE_INFINITY }, where);
  budget.dispose();
  return budget;
}

/** A stdio server started by the guard, its lines passed on byte for byte (the snapshot transport in raw mode). */
export class StdioUpstream implements Upstream {
  readonly transport = 'stdio' as const;
  private readonly inner: StdioProcessTransport;
  private ended = false;

  constructor(
    private readonly spec: Extract<ServerSpec, { kind: 'stdio' }>,
    private readonly events: UpstreamEvents,
    private readonly where: string,
    private readonly secrets: readonly string[],
    private readonly stderr: (chunk: string) => void,
  ) {
    this.inner = new StdioProcessTransport(
      // The server gets the environment the host gave the guard (a wrapped config's `env` is set on the
      // guard), as if the guard were not there; --env adds to it.
      { command: spec.command, args: spec.args, env: { ...inheritedEnv(), ...spec.env }, cwd: spec.cwd, onStdout: (c) => this.onStdout(c) },
      sessionBudget(where),
      where,
      secrets,
    );
  }

  get pid(): number | undefined {
    return this.inner.pid;
  }

  /**
   * A line longer than this is a list arriving (a message of the usual size never is): from then on, V8's
   * young generation keeps its start size, as for a snapshot (see bin.ts).
   */
  private static readonly LONG_LINE_BYTES = 1 << 20;
  /** Bytes since the last newline on stdout, until the first long line. */
  private lineBytes = 0;
  private longLineSeen = false;

  private onStdout(chunk: Buffer): void {
    if (!this.longLineSeen) {
      const nl = chunk.lastIndexOf(10);
      this.lineBytes = nl < 0 ? this.lineBytes + chunk.length : chunk.length - nl - 1;
      if (this.lineBytes > StdioUpstream.LONG_LINE_BYTES || (nl >= 0 && nl > StdioUpstream.LONG_LINE_BYTES)) {
        this.longLineSeen = true;
        serverInputBegins();
      }
    }
    this.events.data(chunk);
  }

  async start(): Promise<void> {
    try {
      await this.inner.start();
    } catch (e) {
      throw new ToolsealError('SNAPSHOT_INCOMPLETE', `${this.where}: ${isToolsealError(e) ? e.message.replace(`${this.where}: `, '') : errorText(e)}`, { cause: e });
    }
    const child = this.inner.childProcess!;
    // The server's stderr is the host's to log, a line at a time, marked as the server's and with its secrets redacted.
    const relay = new ServerStderrRelay(this.secrets, this.stderr);
    child.stderr!.on('data', (c: string | Buffer) => relay.push(typeof c === 'string' ? c : c.toString('utf8')));
    child.stderr!.once('end', () => relay.end());
    child.once('exit', (code, signal) => {
      const status = code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0);
      // Let the last lines the server wrote arrive first; a child of the server may hold stdout open.
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        this.finish(status);
      };
      child.once('close', finish);
      setTimeout(finish, 500).unref();
    });
  }

  private finish(code: number): void {
    if (this.ended) return;
    this.ended = true;
    void this.inner.close().then(() => this.events.end(code));
  }

  forward(line: Buffer, _parsed: unknown): boolean {
    const stdin = this.inner.childProcess?.stdin;
    if (!stdin || stdin.destroyed || !stdin.writable) return true;
    // The line ends in its newline: one write, which no other writer can split.
    return stdin.write(line);
  }

  send(message: Record<string, unknown>): Promise<void> {
    this.forward(framed(JSON.stringify(message)), message);
    return Promise.resolve();
  }

  onDrain(fn: () => void): void {
    this.inner.childProcess?.stdin?.once('drain', fn);
  }

  batch(forwardLines: () => void): void {
    const stdin = this.inner.childProcess?.stdin;
    if (!stdin || stdin.destroyed) return forwardLines();
    stdin.cork();
    try {
      forwardLines();
    } finally {
      stdin.uncork();
    }
  }

  pause(): void {
    this.inner.childProcess?.stdout?.pause();
  }

  resume(): void {
    this.inner.childProcess?.stdout?.resume();
  }

  async close(): Promise<void> {
    this.ended = true;
    await this.inner.close().catch(() => {});
  }

  /** Secret values to keep out of the guard's own messages. */
  get secretValues(): readonly string[] {
    return this.secrets;
  }

  get command(): string {
    return this.spec.command;
  }
}


/**
 * A Streamable HTTP or SSE server, reached through the SDK's client transports (so a stdio-only host can
 * reach a remote server). Messages cross as the SDK parsed them; the answers to the guard's own requests
 * are also read strictly off the wire (a duplicate member refuses the list instead of letting
 * `JSON.parse` pick a winner).
 */
export class HttpUpstream implements Upstream {
  private inner: SdkTransport | undefined;
  private kind: 'streamable-http' | 'sse' = 'streamable-http';
  private readonly strict = new Map<string, { value: Record<string, unknown> } | { error: ToolsealError }>();
  private connected = false;
  private ended = false;
  private queue: Promise<void> = Promise.resolve();
  /**
   * The host's requests sent and not answered yet, by id: each has a deadline (the --timeout), after
   * which the host gets a JSON-RPC error instead of waiting for ever; the first of an answer, that
   * error, or a refusal settles it (the others are then dropped by the proxy as answering nothing).
   */
  private readonly deadlines = new Map<string, { id: string | number; method: string; timer: NodeJS.Timeout; progress?: string }>();
  /** The progress token of a request with a deadline: progress on it restarts the deadline. */
  private readonly progressTokens = new Map<string, string>();
  /** `--oauth`: the same session the other commands open (token cache, refresh, loopback approval). */
  private session: OAuthSession | undefined;
  constructor(
    private readonly spec: Extract<ServerSpec, { kind: 'url' }>,
    private readonly events: UpstreamEvents,
    private readonly where: string,
    private readonly guardPrefix: string,
    private readonly maxMessageBytes: number,
    /** How long connecting may take (an SSE server that never sends its endpoint would hold the guard for ever). */
    private readonly connectTimeoutMs: number,
    /** The server's secrets (the proxy's): kept out of every message; OAuth adds each token it learns. */
    private readonly secrets: ServerSecrets,
    /** Wraps the fetch each request goes through (a 2026-07-28 server's headers, see ModernUpstream). */
    private readonly wrapFetch: (fetch: FetchLike) => FetchLike = (f) => f,
  ) {}

  get transport(): Transport {
    return this.kind;
  }

  async start(): Promise<void> {
    this.kind = this.spec.transport === 'sse' ? 'sse' : 'streamable-http';
    if (this.spec.oauth) this.session = await OAuthSession.open(this.spec.oauth, this.spec.url, { label: this.where, secrets: this.secrets });
    await this.open();
  }

  /**
   * Runs `attempt` again after each approval the server asks for, as a snapshot does: the SDK's transport
   * uses cached tokens, refreshes them and runs the client-credentials grant itself; it stops where a user
   * must approve in a browser. The session bounds the approvals (it fails once too many were asked for).
   */
  private async authorized<T>(attempt: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await attempt();
      } catch (e) {
        if (!this.session?.needsUser) throw e;
      }
      await this.session.authorize(this.connectTimeoutMs, new ApprovalWaits());
    }
  }

  private async open(): Promise<void> {
    const url = new URL(this.spec.url);
    const options = this.transportOptions();
    const inner: SdkTransport = this.kind === 'streamable-http' ? new StreamableHTTPClientTransport(url, options) : new SSEClientTransport(url, options);
    // Messages are read off the wire (strictFetch), as sent: the SDK's parsed copies would lose what a double cannot hold.
    inner.onmessage = noop;
    inner.onerror = () => {
      // Stream hiccups are the SDK's to retry; a failed send is answered where it was sent.
    };
    inner.onclose = () => {
      if (this.inner === inner && !this.ended) {
        this.ended = true;
        this.events.end(this.connected ? 0 : 4, this.connected ? 'the server closed the connection' : 'SNAPSHOT_INCOMPLETE: the server closed the connection before the handshake');
      }
    };
    this.inner = inner;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        // SSE asks for authorization when it connects; Streamable HTTP with its first message.
        this.authorized(() => inner.start()),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new ToolsealError('SNAPSHOT_INCOMPLETE', `no connection after ${this.connectTimeoutMs / 1000} s (--timeout)`)), this.connectTimeoutMs);
        }),
      ]);
    } catch (e) {
      await inner.close().catch(() => {});
      if (isToolsealError(e) && e.code === 'OAUTH_FAILED') throw e;
      throw new ToolsealError('SNAPSHOT_INCOMPLETE', `${this.where}: cannot connect: ${this.secrets.redact(errorText(e))}`, { cause: e });
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * What both SDK transports are given: the strict-reading fetch, the configured headers and, with
   * `--oauth`, the session's auth provider (which also looks at each response: 401, 403).
   */
  private transportOptions(): { fetch: FetchLike; requestInit: RequestInit; authProvider?: OAuthClientProvider } {
    const strict = rawBodies(this.wrapFetch(this.strictFetch()));
    const requestInit = { headers: this.spec.headers ?? {} };
    const session = this.session;
    if (!session) return { fetch: strict, requestInit };
    const fetch: FetchLike = async (url, init) => {
      const response = await strict(url, init);
      session.provider.observe(response);
      return response;
    };
    return { fetch, requestInit, authProvider: session.provider };
  }

  /**
   * Sends in order (the SDK's HTTP transport would otherwise race two POSTs). With `auto`, a 4xx answer to
   * the first message (the host's initialize) falls back to SSE, as the SDK's own client example does.
   */
  private sendInOrder(message: Record<string, unknown>): Promise<void> {
    // Once the handshake's first answer is in (a session id set, the transport chosen), requests are
    // independent: one the server is slow to answer must not hold a ping or a cancellation behind it.
    const direct = () => this.authorized(() => this.inner!.send(message as JSONRPCMessage));
    if (this.connected) return direct();
    const run = async () => {
      try {
        await this.authorized(() => this.inner!.send(message as JSONRPCMessage));
        this.connected = true;
      } catch (e) {
        const status = e instanceof StreamableHTTPError ? e.code : undefined;
        // A server that asks for authorization (401, 403) is a Streamable HTTP server: SSE would be refused too.
        if (!this.connected && this.spec.transport === 'auto' && this.kind === 'streamable-http' && status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 403) {
          this.kind = 'sse';
          const old = this.inner;
          this.inner = undefined;
          await old?.close().catch(() => {});
          await this.open();
          await this.authorized(() => this.inner!.send(message as JSONRPCMessage));
          this.connected = true;
          return;
        }
        throw e;
      }
    };
    // Before that, each message waits for the one before it; a message whose turn comes once connected goes at once.
    const turn = this.queue.then(
      () => this.connected,
      () => this.connected,
    );
    const p = turn.then((connected) => (connected ? direct() : run()));
    this.queue = turn.then((connected) => (connected ? undefined : p.then(noop, noop)));
    return p;
  }

  forward(line: Buffer, parsed: unknown): boolean {
    if (typeof parsed !== 'object' || parsed === null) return true; // not a message: nothing can carry it over HTTP
    const message = parsed as Record<string, unknown>;
    // A subscriptions/listen stream (2026-07-28) is open as long as the host keeps it: no deadline.
    if (typeof message.method === 'string' && isRequestId(message.id) && message.method !== 'subscriptions/listen') this.startDeadline(message);
    else if (message.method === 'notifications/cancelled') {
      const params = message.params as Record<string, unknown> | undefined;
      // The host gave up on it: no answer is due, and none is made up.
      if (isRequestId(params?.requestId)) this.settle(params.requestId);
    }
    // The host's bytes are the body (a number no double holds stays as written); the SDK reads the object.
    this.send(line.length > 0 ? withRawBody(message, line) : message).catch((e) => this.failedSend(message, e));
    return true;
  }

  /**
   * One message off the wire (a JSON body, or one SSE event's data), read as a stdio line is: the host gets
   * its bytes as they are (insignificant line breaks of a pretty-printed body made spaces), or an error
   * when it is not one JSON-RPC message; a batch is taken element by element, as the SDK did.
   */
  private fromWire(text: string): void {
    let t = text.trim();
    if (t === '') return;
    if (/[\r\n]/.test(t)) {
      // Valid JSON holds a raw line break only between tokens (inside a string it is invalid, and refused as it is).
      try {
        JSON.parse(t);
        t = t.replace(/\r\n|\r|\n/g, ' ');
      } catch {
        // refused below, as read
      }
    }
    const line = Buffer.from(t + '\n', 'utf8');
    const read = readMessageLine(line, `${this.where}: a message from the server`);
    if (read.kind === 'message') this.fromServer(read.value, read);
    else if (read.kind === 'batch') {
      for (const m of read.value) if (typeof m === 'object' && m !== null && !Array.isArray(m)) this.fromServer(m as Record<string, unknown>);
    } else if (read.kind === 'refused') {
      if (read.method === undefined && isRequestId(read.id)) this.settle(read.id);
      this.events.refused?.(read, line);
    }
  }

  /** A message from the server: an answer settles its request, progress restarts its deadline. */
  private fromServer(m: Record<string, unknown>, read?: Extract<LineRead, { kind: 'message' }>): void {
    if (isRequestId(m.id) && m.method === undefined) this.settle(m.id);
    else if (m.method === 'notifications/progress' && this.progressTokens.size > 0) {
      const token = (m.params as Record<string, unknown> | undefined)?.progressToken;
      const key = isRequestId(token) ? this.progressTokens.get(idKey(token)) : undefined;
      const entry = key === undefined ? undefined : this.deadlines.get(key);
      if (entry) entry.timer.refresh();
    }
    this.events.message(m, read);
  }

  /** Gives a host request its deadline: past --timeout without an answer, the host gets an error and the server a cancellation. */
  private startDeadline(message: Record<string, unknown>): void {
    const id = message.id as string | number;
    const key = idKey(id);
    this.settle(id);
    if (this.deadlines.size >= MAX_DEADLINES) {
      const oldest = this.deadlines.values().next().value!;
      this.answerError(oldest.id, 'too many requests waiting for the server: SNAPSHOT_INCOMPLETE');
    }
    const seconds = this.connectTimeoutMs / 1000;
    const timer = setTimeout(() => {
      if (!this.answerError(id, `the server did not answer ${message.method as string} within ${seconds} s (--timeout): SNAPSHOT_INCOMPLETE`)) return;
      this.events.notice?.(`DROPPED SNAPSHOT_INCOMPLETE: the server did not answer the host's ${escapeForTerminal(String(message.method)).slice(0, 80)} within ${seconds} s (--timeout): answered with an error`);
      if (!this.ended) this.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason: 'timed out' } }).catch(() => {});
    }, this.connectTimeoutMs);
    timer.unref();
    const meta = (message.params as Record<string, unknown> | undefined)?._meta as Record<string, unknown> | undefined;
    const token = meta?.progressToken;
    const progress = isRequestId(token) ? idKey(token) : undefined;
    if (progress !== undefined) this.progressTokens.set(progress, key);
    this.deadlines.set(key, { id, method: message.method as string, timer, ...(progress !== undefined ? { progress } : {}) });
  }

  /** Forgets a request's deadline; true when it was still waiting (it is answered now, by whoever called). */
  private settle(id: string | number): boolean {
    const key = idKey(id);
    const entry = this.deadlines.get(key);
    if (!entry) return false;
    clearTimeout(entry.timer);
    this.deadlines.delete(key);
    if (entry.progress !== undefined) this.progressTokens.delete(entry.progress);
    return true;
  }

  /** Answers a waiting host request with an error of the guard's; false when it was answered already. */
  private answerError(id: string | number, text: string): boolean {
    if (!this.settle(id)) return false;
    this.events.message({ jsonrpc: '2.0', id, error: { code: INTERNAL_ERROR, message: `toolseal guard: ${text}` } });
    return true;
  }

  send(message: Record<string, unknown>): Promise<void> {
    return this.sendInOrder(message);
  }

  /** A request the server could not be sent is answered with an error, so the host does not wait for ever. */
  private failedSend(message: Record<string, unknown>, e: unknown): void {
    if (!this.connected && !this.ended) {
      this.ended = true;
      this.events.end(4, `${failureCode(e)}: cannot reach the server: ${this.reason(e)}`);
      return;
    }
    if (typeof message.method === 'string' && isRequestId(message.id)) this.answerError(message.id, `the server could not be reached: ${this.reason(e).slice(0, 200)}: ${failureCode(e)}`);
  }

  /** Why a send failed, secrets redacted; a refusal to authorize says what to do, as snapshot does. */
  private reason(e: unknown): string {
    let text = this.session?.explain(e) ?? errorText(e);
    // The authorization server's error code says most (`invalid_client`); its description may be empty.
    if (e instanceof OAuthError) text = `OAuth: the authorization server answered ${e.errorCode}${e.message ? `: ${e.message}` : ''}`;
    else if (e instanceof UnauthorizedError) text = `OAuth: ${text || 'the server refused the token'}`;
    else if (!this.session && (e instanceof StreamableHTTPError || e instanceof SseError) && e.code === 401) {
      text += '; the server asks for authorization: run with --oauth, or give a token with --header "Authorization: Bearer …"';
    }
    return escapeForTerminal(this.secrets.redact(text));
  }

  /** The protocol version the host and server agreed on: the HTTP transport sends it as a header from now on. */
  setProtocolVersion(version: string): void {
    this.inner?.setProtocolVersion?.(version);
  }

  takeStrict(id: string): { value: Record<string, unknown> } | { error: ToolsealError } | undefined {
    const v = this.strict.get(id);
    this.strict.delete(id);
    return v;
  }

  onDrain(_fn: () => void): void {}
  batch(forwardLines: () => void): void {
    forwardLines();
  }
  pause(): void {}
  resume(): void {}

  async close(): Promise<void> {
    this.ended = true;
    for (const entry of this.deadlines.values()) clearTimeout(entry.timer);
    this.deadlines.clear();
    this.progressTokens.clear();
    const inner = this.inner;
    if (inner instanceof StreamableHTTPClientTransport && inner.sessionId !== undefined) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([inner.terminateSession().catch(() => {}), new Promise<void>((r) => (timer = setTimeout(r, 2000)))]);
      clearTimeout(timer);
    }
    await inner?.close().catch(() => {});
    await this.session?.close().catch(() => {});
  }

  /**
   * A fetch that bounds every answer and also reads, strictly, each message on the wire that answers one
   * of the guard's own requests (found by the id prefix; a message that hides it in escapes has no strict
   * copy and its list is refused). Other bytes are not held: the SDK parses them for itself.
   *
   * --max-bytes bounds one message: a body that is not a stream, and each event of an SSE stream (the
   * bytes since the last event's end). Past it the stream fails before the SDK holds more, and the host's
   * requests in that POST are answered with an error.
   */
  private strictFetch(): FetchLike {
    return async (url, init) => {
      const response = await fetch(url, init);
      if (!response.body) return response;
      const type = response.headers.get('content-type');
      const essence = mediaTypeEssence(type ?? undefined);
      const isStream = essence === 'text/event-stream' || type?.startsWith('text/event-stream') === true;
      const body = typeof init?.body === 'string' ? init.body : '';
      // A message (not an error's text, which the SDK reads itself, nor an authorization server's answer) is
      // read here, every one: see fromWire.
      const strict = response.ok && (isStream || essence === 'application/json') && this.atEndpoint(url);
      const max = this.maxMessageBytes;
      const decoder = new TextDecoder('utf-8', { fatal: true });
      let broken = false;
      let text = '';
      /** Bytes of the message being received: the whole body, or the SSE event not ended yet. */
      let bytes = 0;
      let lastChar = '';
      let over = false;
      const parser = createParser({ onEvent: (ev) => (ev.event === undefined || ev.event === '' || ev.event === 'message') && this.onWireMessage(ev.data) });
      const decode = (chunk?: Uint8Array): string => {
        if (broken) return '';
        try {
          return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
        } catch {
          broken = true; // not UTF-8: no strict copy, and a list that needed one is refused
          return '';
        }
      };
      const checked = response.body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform: (chunk, controller) => {
            if (over) return;
            bytes += chunk.length;
            const wasBroken = broken;
            const t = strict || isStream ? decode(chunk) : '';
            if (isStream && broken && !wasBroken) this.notUtf8(body);
            if (isStream && !broken) {
              const end = lastEventEnd(lastChar + t);
              if (end >= 0) bytes = Buffer.byteLength(t.slice(Math.max(0, end + 2 - lastChar.length)));
              lastChar = t.length > 0 ? t[t.length - 1]! : lastChar;
            }
            if (bytes > max) {
              over = true;
              parser.reset();
              text = '';
              controller.error(this.overLimit(body, isStream));
              return;
            }
            if (isStream && strict) parser.feed(t);
            else if (strict) text += t;
            controller.enqueue(chunk);
          },
          flush: () => {
            if (over || !strict) return;
            const t = decode();
            if (isStream) parser.feed(t);
            else if (!broken) this.onWireMessage(text + t);
            else this.notUtf8(body);
          },
        }),
      );
      return new Response(checked, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
  }

  /**
   * A message from the server past --max-bytes: the host's requests in that POST get an error now (the SDK
   * only sees its stream fail), the guard's own list fails, and the error returned ends the stream.
   */
  private overLimit(body: string, isStream: boolean): Error {
    const what = isStream ? 'an SSE event' : 'an answer';
    const text = `${what} longer than ${this.maxMessageBytes} bytes (--max-bytes), not passed on`;
    let sent: unknown;
    try {
      sent = body === '' ? undefined : JSON.parse(body);
    } catch {
      sent = undefined;
    }
    let answered = 0;
    for (const m of Array.isArray(sent) ? sent : [sent]) {
      const id = (m as Record<string, unknown> | null | undefined)?.id;
      if (typeof id === 'string' && id.startsWith(this.guardPrefix)) {
        // The guard's own list: refused with this reason, now rather than at its deadline.
        this.strict.set('*', { error: new ToolsealError('SNAPSHOT_INCOMPLETE', `${this.where}: the server sent ${text}`) });
        this.events.message({ jsonrpc: '2.0', id, error: { code: INTERNAL_ERROR, message: text } });
      } else if (isRequestId(id) && this.answerError(id, `the server sent ${text}: SNAPSHOT_INCOMPLETE`)) answered++;
    }
    this.events.notice?.(`DROPPED SNAPSHOT_INCOMPLETE: the server sent ${text}${answered > 0 ? '; the host got an error for its request' : ''}`);
    return new ToolsealError('SNAPSHOT_INCOMPLETE', `the server sent ${text}`);
  }

  /** Whether a request goes to the server's MCP endpoint (--url; not OAuth metadata, registration or tokens). */
  private atEndpoint(url: string | URL): boolean {
    try {
      const a = new URL(String(url));
      const b = new URL(this.spec.url);
      return a.origin === b.origin && a.pathname === b.pathname && a.search === b.search;
    } catch {
      return false;
    }
  }

  /** One message off the wire: its strict copy when it answers the guard, then on as read (fromWire). */
  private onWireMessage(text: string): void {
    this.readStrict(text);
    this.fromWire(text);
  }

  /** A body or event stream that is not UTF-8: nothing more is read from it; the host's requests in that POST get an error. */
  private notUtf8(body: string): void {
    if (body.includes(this.guardPrefix)) this.strict.set('*', { error: new ToolsealError('INVALID_INPUT', `${this.where}: the server sent a message that is not UTF-8`) });
    let answered = 0;
    for (const id of requestIds(body)) if (this.answerError(id, "the server's answer was not passed on: INVALID_INPUT (not UTF-8)")) answered++;
    this.events.notice?.(`DROPPED INVALID_INPUT: the server sent a message that is not UTF-8${answered > 0 ? '; the host got an error for its request' : ''}`);
  }

  private readStrict(text: string): void {
    if (!text.includes(this.guardPrefix)) return;
    let value: unknown;
    try {
      value = parseJsonStrict(text, `${this.where}: a message from the server`);
    } catch (e) {
      // The id cannot be trusted from a text that did not parse: every pending list is refused.
      const error = isToolsealError(e) ? e : new ToolsealError('INVALID_JSON', String(e));
      this.strict.set('*', { error });
      return;
    }
    for (const m of Array.isArray(value) ? value : [value]) {
      const id = (m as Record<string, unknown> | null)?.id;
      if (typeof id === 'string' && id.startsWith(this.guardPrefix)) this.strict.set(id, { value: m as Record<string, unknown> });
    }
  }

  /** A refusal recorded for a message whose id could not be read (see readStrict). */
  takeRefusal(): ToolsealError | undefined {
    const v = this.strict.get('*');
    this.strict.delete('*');
    return v && 'error' in v ? v.error : undefined;
  }
}

/** The code of a failure to reach the server: an authorization refused is OAUTH_FAILED, the rest SNAPSHOT_INCOMPLETE (or its own). */
function failureCode(e: unknown): ToolsealError['code'] {
  if (isToolsealError(e)) return e.code;
  return e instanceof OAuthError || e instanceof UnauthorizedError ? 'OAUTH_FAILED' : 'SNAPSHOT_INCOMPLETE';
}

/** The ids of the requests in a POST body (a message or a batch), as a lenient reader finds them. */
function requestIds(body: string): Array<string | number> {
  let sent: unknown;
  try {
    sent = body === '' ? undefined : JSON.parse(body);
  } catch {
    return [];
  }
  const ids: Array<string | number> = [];
  for (const m of Array.isArray(sent) ? sent : [sent]) {
    const r = m as Record<string, unknown> | null | undefined;
    if (typeof r?.method === 'string' && isRequestId(r.id)) ids.push(r.id);
  }
  return ids;
}

/** Marks a body that is the host's own bytes (see withRawBody): never the start of a JSON-RPC message. */
const RAW_BODY = '\u0000toolseal-raw-body\u0000';

/**
 * The message, for the SDK's transport, with the host's line as the text it is sent as: the SDK writes
 * the body with JSON.stringify, which calls toJSON (the members stay for the SDK to read); rawBodies,
 * around the fetch, puts the host's bytes back in its place.
 */
function withRawBody(message: Record<string, unknown>, line: Buffer): Record<string, unknown> {
  let end = line.length;
  if (end > 0 && line[end - 1] === 0x0a) end--;
  const text = line.subarray(0, end).toString('utf8');
  const copy = { ...message };
  Object.defineProperty(copy, 'toJSON', { value: () => RAW_BODY + text, enumerable: false });
  return copy;
}

/** The fetch a POST of withRawBody goes through: its body is the host's text, as the host wrote it. */
function rawBodies(inner: FetchLike): FetchLike {
  return (url, init) => {
    const body = init?.body;
    if (typeof body === 'string' && body.startsWith('"\\u0000toolseal-raw-body')) {
      const text = (JSON.parse(body) as string).slice(RAW_BODY.length);
      return inner(url, { ...init, body: text });
    }
    return inner(url, init);
  };
}
