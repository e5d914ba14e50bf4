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
import { ApprovalWaits } from '../mcp/oauth-options.js';
import { OAuthSession } from '../mcp/oauth-session.js';
import type { ServerSecrets } from '../mcp/secret-values.js';
import type { ServerSpec } from '../mcp/server-spec.js';
import { SnapshotBudget } from '../mcp/snapshot-budget.js';
import { StdioProcessTransport } from '../mcp/stdio-source.js';
import { framed } from './line-splitter.js';
import { ServerStderrRelay } from './server-stderr.js';

/** What an upstream tells the proxy. */
export interface UpstreamEvents {
  /** stdio: a chunk of the server's stdout, as read. */
  data(chunk: Buffer): void;
  /** HTTP: one message, as the SDK's transport parsed it. */
  message(message: Record<string, unknown>): void;
  /** The upstream is gone: the server's exit code (HTTP: 0 when closed, 4 when it failed). */
  end(code: number, reason?: string): void;
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
      { command: spec.command, args: spec.args, env: { ...inheritedEnv(), ...spec.env }, cwd: spec.cwd, onStdout: (c) => this.events.data(c) },
      sessionBudget(where),
      where,
      secrets,
    );
  }

  get pid(): number | undefined {
    return this.inner.pid;
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
  ) {}

  get transport(): Transport {
    return this.kind;
  }

  async start(): Promise<void> {
    this.kind = this.spec.transport === 'sse' ? 'sse' : 'streamable-http';
    if (this.spec.oauth) this.session = await OAuthSession.open(this.spec.oauth, this.spec.url, this.where, this.secrets);
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
    inner.onmessage = (m) => this.events.message(m as Record<string, unknown>);
    inner.onerror = () => {
      // Stream hiccups are the SDK's to retry; a failed send is answered where it was sent.
    };
    inner.onclose = () => {
      if (this.inner === inner && !this.ended) {
        this.ended = true;
        this.events.end(this.connected ? 0 : 4, 'the server closed the connection');
      }
    };
    this.inner = inner;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        // SSE asks for authorization when it connects; Streamable HTTP with its first message.
        this.authorized(() => inner.start()),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no connection after ${this.connectTimeoutMs / 1000} s (--timeout)`)), this.connectTimeoutMs);
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
    const strict = this.strictFetch();
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
    const p = this.queue.then(run, run);
    this.queue = p.catch(() => {});
    return p;
  }

  forward(_line: Buffer, parsed: unknown): boolean {
    if (typeof parsed !== 'object' || parsed === null) return true; // not a message: nothing can carry it over HTTP
    this.send(parsed as Record<string, unknown>).catch((e) => this.failedSend(parsed as Record<string, unknown>, e));
    return true;
  }

  send(message: Record<string, unknown>): Promise<void> {
    return this.sendInOrder(message);
  }

  /** A request the server could not be sent is answered with an error, so the host does not wait for ever. */
  private failedSend(message: Record<string, unknown>, e: unknown): void {
    if (!this.connected && !this.ended) {
      this.ended = true;
      this.events.end(4, `cannot reach the server: ${this.reason(e)}`);
      return;
    }
    if (typeof message.method === 'string' && (typeof message.id === 'string' || typeof message.id === 'number')) {
      this.events.message({
        jsonrpc: '2.0',
        id: message.id,
        error: { code: -32603, message: `toolseal guard: the server could not be reached: ${this.reason(e).slice(0, 200)}` },
      });
    }
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
   * A fetch that also reads, strictly, each message on the wire that answers one of the guard's own
   * requests (found by the id prefix; a message that hides it in escapes has no strict copy and its list
   * is refused). Other bytes are not held: the SDK parses them for itself.
   */
  private strictFetch(): FetchLike {
    return async (url, init) => {
      const response = await fetch(url, init);
      if (!response.body) return response;
      const type = response.headers.get('content-type');
      const essence = mediaTypeEssence(type ?? undefined);
      const isStream = essence === 'text/event-stream' || type?.startsWith('text/event-stream') === true;
      const body = typeof init?.body === 'string' ? init.body : '';
      const ours = body.includes(this.guardPrefix);
      if (!isStream && !(essence === 'application/json' && ours)) return response;
      const decoder = new TextDecoder('utf-8', { fatal: true });
      let broken = false;
      let text = '';
      const parser = createParser({ onEvent: (ev) => (ev.event === undefined || ev.event === '' || ev.event === 'message') && this.readStrict(ev.data) });
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
            const t = decode(chunk);
            if (isStream) parser.feed(t);
            else if (text.length <= this.maxMessageBytes) text += t;
            controller.enqueue(chunk);
          },
          flush: () => {
            const t = decode();
            if (isStream) parser.feed(t);
            else if (!broken && text.length + t.length <= this.maxMessageBytes) this.readStrict(text + t);
          },
        }),
      );
      return new Response(checked, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
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
