import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { FetchLike, Transport as SdkTransport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { ToolsealError, isToolsealError } from '../../core/errors.js';
import { escapeForTerminal } from '../../core/text/terminal-text.js';
import type { Transport } from '../../core/snapshot/snapshot.js';
import { errorText } from '../../mcp/transport/connection.js';
import { ApprovalWaits } from '../../mcp/oauth/oauth-options.js';
import { OAuthSession } from '../../mcp/oauth/oauth-session.js';
import { hostIdText, readMessageLine, writtenCancelledIdOf, writtenIdsOfBatch, type LineRead } from '../message-line.js';
import type { ServerSpec } from '../../mcp/server/server-spec.js';
import type { ServerSecrets } from '../../mcp/server/secret-values.js';
import { HostBodies, OwnAnswersOffWire, ReadingGate, isEndpoint, strictReadingFetch, wireLine } from './http-wire.js';
import { HostRequestDeadlines } from './http-deadlines.js';
import {
  failureCode,
  failureText,
  hostFailureText,
  isSseFallback,
  refuseNotUtf8,
  refuseOverLimit,
  type WireRefusalParts,
} from './http-failure.js';
import type { Upstream, UpstreamEvents, UpstreamOptions, UpstreamSession } from './index.js';
import { JsonRpcErrorCode } from '../../mcp/transport/json-rpc-codes.js';
import { isRequestId } from '../../mcp/transport/json-rpc-envelope.js';

function noop(): void {}

/**
 * A Streamable HTTP or SSE server, reached through the SDK's client transports (so a stdio-only host can
 * reach a remote server). Messages cross as the SDK parsed them; the answers to the guard's own requests
 * are also read strictly off the wire (a duplicate member refuses the list instead of letting
 * `JSON.parse` pick a winner).
 */
export class HttpUpstream implements Upstream {
  private inner: SdkTransport | undefined;
  private kind: 'streamable-http' | 'sse' = 'streamable-http';
  /** The answers to the guard's own requests, read strictly off the wire. */
  private readonly ownAnswers: OwnAnswersOffWire;
  /** The host's bytes as the body of each POST of its message (the SDK would write its own JSON.stringify). */
  private readonly hostBodies = new HostBodies();
  /** Paused while the host does not read (or a decision holds the server's messages): the bodies are not read on. */
  private readonly reading = new ReadingGate();
  private connected = false;
  private ended = false;
  /** Why the server's side ended (refused before the handshake, or closed): every request then is answered with it at once. */
  private endedBecause: string | undefined;
  private queue: Promise<void> = Promise.resolve();
  /** The host's requests sent and not answered yet, each with its deadline (the --timeout). */
  private readonly deadlines: HostRequestDeadlines;
  /** `--oauth`: the same session the other commands open (token cache, refresh, loopback approval). */
  private session: OAuthSession | undefined;
  private readonly label: string;
  /** The server's secrets (the proxy's): kept out of every message; OAuth adds each token it learns. */
  private readonly secrets: ServerSecrets;
  private readonly ownIdPrefix: string;
  private readonly maxMessageBytes: number;
  /** How long connecting may take (an SSE server that never sends its endpoint would hold the guard for ever), and a host request its answer. */
  private readonly timeoutMs: number;
  /** Wraps the fetch each request goes through (a 2026-07-28 server's headers, see ModernUpstream). */
  private readonly wrapFetch: (fetch: FetchLike) => FetchLike;

  constructor(
    private readonly spec: Extract<ServerSpec, { kind: 'url' }>,
    private readonly events: UpstreamEvents,
    session: UpstreamSession,
    options: Omit<UpstreamOptions, 'stderr'> & { wrapFetch?: (fetch: FetchLike) => FetchLike },
  ) {
    this.label = session.label;
    this.secrets = session.secrets;
    this.ownIdPrefix = options.ownIdPrefix;
    this.maxMessageBytes = options.maxMessageBytes;
    this.timeoutMs = options.timeoutMs;
    this.wrapFetch = options.wrapFetch ?? ((f) => f);
    this.ownAnswers = new OwnAnswersOffWire(this.label, this.ownIdPrefix, options.numbers);
    this.deadlines = new HostRequestDeadlines(
      this.timeoutMs,
      (id, method, idText) => this.deadlinePassed(id, method, idText),
      (id, idText) => this.answerError(id, 'too many requests waiting for the server: SNAPSHOT_INCOMPLETE', idText),
    );
  }

  get transport(): Transport {
    return this.kind;
  }

  /** What a message refused off the wire (past --max-bytes, not UTF-8) reaches. */
  private get refusalParts(): WireRefusalParts {
    return {
      label: this.label,
      maxMessageBytes: this.maxMessageBytes,
      ownIdPrefix: this.ownIdPrefix,
      ownAnswers: this.ownAnswers,
      answerError: (id, text, idText) => this.answerError(id, text, idText),
      ownError: (id, text) =>
        this.events.message({ jsonrpc: '2.0', id, error: { code: JsonRpcErrorCode.InternalError, message: text } }, undefined, true),
      notice: (text) => this.events.notice?.(text),
    };
  }

  async start(): Promise<void> {
    this.kind = this.spec.transport === 'sse' ? 'sse' : 'streamable-http';
    if (this.spec.oauth)
      this.session = await OAuthSession.open(this.spec.oauth, this.spec.url, { label: this.label, secrets: this.secrets });
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
      await this.session.authorize(this.timeoutMs, new ApprovalWaits());
    }
  }

  private async open(): Promise<void> {
    const url = new URL(this.spec.url);
    const options = this.transportOptions();
    const inner: SdkTransport =
      this.kind === 'streamable-http' ? new StreamableHTTPClientTransport(url, options) : new SSEClientTransport(url, options);
    // Messages are read off the wire (strictFetch), as sent: the SDK's parsed copies would lose what a double cannot hold.
    inner.onmessage = noop;
    inner.onerror = () => {
      // Stream hiccups are the SDK's to retry; a failed send is answered where it was sent.
    };
    inner.onclose = () => {
      if (this.inner === inner && !this.ended) {
        if (this.connected) this.upstreamEnded(0, undefined, 'the server closed the connection');
        else this.upstreamEnded(4, 'SNAPSHOT_INCOMPLETE', 'the server closed the connection before the handshake');
      }
    };
    this.inner = inner;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        // SSE asks for authorization when it connects; Streamable HTTP with its first message.
        this.authorized(() => inner.start()),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new ToolsealError('SNAPSHOT_INCOMPLETE', `no connection after ${this.timeoutMs / 1000} s (--timeout)`)),
            this.timeoutMs,
          );
        }),
      ]);
    } catch (e) {
      await inner.close().catch(() => {});
      if (isToolsealError(e) && e.code === 'OAUTH_FAILED') throw e;
      throw new ToolsealError('SNAPSHOT_INCOMPLETE', `${this.label}: cannot connect: ${this.secrets.redact(errorText(e))}`, { cause: e });
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * What both SDK transports are given: the strict-reading fetch, the configured headers and, with
   * `--oauth`, the session's auth provider (which also looks at each response: 401, 403).
   */
  private transportOptions(): { fetch: FetchLike; requestInit: RequestInit; authProvider?: OAuthClientProvider } {
    const strict = this.hostBodies.fetch(
      this.wrapFetch(
        strictReadingFetch({
          maxMessageBytes: this.maxMessageBytes,
          atEndpoint: (url) => isEndpoint(url, this.spec.url),
          onMessage: (text) => this.onWireMessage(text),
          onNotUtf8: (body) => refuseNotUtf8(this.refusalParts, body),
          onOverLimit: (body, isStream) => refuseOverLimit(this.refusalParts, body, isStream),
          gate: this.reading,
        }),
      ),
    );
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
   * `line`: the host's bytes of the message, posted as they are (none for a message of the guard's own).
   */
  private sendInOrder(message: Record<string, unknown>, line?: Buffer): Promise<void> {
    const post = () => this.hostBodies.send(message, line, () => this.inner!.send(message as JSONRPCMessage));
    // Once the handshake's first answer is in (a session id set, the transport chosen), requests are
    // independent: one the server is slow to answer must not hold a ping or a cancellation behind it.
    const direct = () => this.authorized(post);
    if (this.connected) return direct();
    const run = async () => {
      try {
        await this.authorized(post);
        this.connected = true;
      } catch (e) {
        if (!this.connected && this.spec.transport === 'auto' && this.kind === 'streamable-http' && isSseFallback(e)) {
          this.kind = 'sse';
          const old = this.inner;
          this.inner = undefined;
          await old?.close().catch(() => {});
          await this.open();
          await this.authorized(post);
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
    // The server's side has ended: a request is answered now, nothing is sent.
    if (this.endedBecause !== undefined) {
      if (typeof message.method === 'string' && isRequestId(message.id))
        this.errorTo(message.id, this.endedBecause, hostIdText(line, message.id));
      return true;
    }
    // A subscriptions/listen stream (2026-07-28) is open as long as the host keeps it: no deadline.
    const idText = typeof message.method === 'string' && isRequestId(message.id) ? hostIdText(line, message.id) : undefined;
    if (typeof message.method === 'string' && isRequestId(message.id) && message.method !== 'subscriptions/listen')
      this.deadlines.start(message, idText);
    else if (message.method === 'notifications/cancelled') {
      const params = message.params as Record<string, unknown> | undefined;
      // The host gave up on it (the request of that id as written): no answer is due, and none is made up.
      if (isRequestId(params?.requestId)) this.deadlines.settle(params.requestId, writtenCancelledIdOf(line, params.requestId));
    }
    // The host's bytes are the body (a number no double holds stays as written); the SDK reads the object.
    this.sendInOrder(message, line).catch((e) => this.failedSend(message, e, idText));
    return true;
  }

  /**
   * One message off the wire (a JSON body, or one SSE event's data), read as a stdio line is (see
   * wireLine): the host gets its bytes as they are, or an error when it is not one JSON-RPC message; a
   * batch is taken element by element, as the SDK did.
   */
  private fromWire(text: string): void {
    const line = wireLine(text);
    if (line === undefined) return;
    const read = readMessageLine(line, `${this.label}: a message from the server`, false, this.ownAnswers.numbers);
    if (read.kind === 'message') this.fromServer(read.value, read, line);
    else if (read.kind === 'batch') {
      const written = writtenIdsOfBatch(line);
      read.value.forEach((m, i) => {
        if (typeof m === 'object' && m !== null && !Array.isArray(m))
          this.fromServer(m as Record<string, unknown>, undefined, undefined, written[i]);
      });
    } else if (read.kind === 'refused') {
      if (read.method === undefined && isRequestId(read.id)) this.deadlines.settle(read.id, hostIdText(line, read.id));
      this.events.refused?.(read, line);
    }
  }

  /**
   * A message from the server: an answer settles its request, progress restarts its deadline. `line`: the
   * message as read; `written`, for an element of a batch, its id as the server wrote it.
   */
  private fromServer(m: Record<string, unknown>, read?: Extract<LineRead, { kind: 'message' }>, line?: Buffer, written?: string): void {
    // The id's text as the server wrote it settles the request of that text only (see HostRequestDeadlines).
    const idText = !isRequestId(m.id) ? undefined : line ? hostIdText(line, m.id) : written === JSON.stringify(m.id) ? undefined : written;
    if (isRequestId(m.id) && m.method === undefined) this.deadlines.settle(m.id, idText);
    else if (m.method === 'notifications/progress')
      this.deadlines.progressed((m.params as Record<string, unknown> | undefined)?.progressToken);
    this.events.message(m, read, undefined, read ? undefined : idText);
  }

  /**
   * A request past its deadline: it gets an error and the server a cancellation. Most are the host's; a
   * request of the guard's own that is forwarded (a 2026-07-28 server's server/discover, see
   * ModernUpstream) is named as the guard's, and its error goes to the guard, not to the host.
   */
  private deadlinePassed(id: string | number, method: string, idText?: string): void {
    const seconds = this.timeoutMs / 1000;
    if (!this.answerError(id, `the server did not answer ${method} within ${seconds} s (--timeout): SNAPSHOT_INCOMPLETE`, idText)) return;
    const guards = typeof id === 'string' && id.startsWith(this.ownIdPrefix);
    const what = `${guards ? "the guard's own" : "the host's"} ${escapeForTerminal(String(method)).slice(0, 80)}`;
    this.events.notice?.(
      `DROPPED SNAPSHOT_INCOMPLETE: the server did not answer ${what} within ${seconds} s (--timeout): ${guards ? 'given up' : 'answered with an error'}`,
    );
    if (this.ended) return;
    // The request named as the host wrote it (the double's text may name another request, or be null).
    const cancel = { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason: 'timed out' } };
    const text = `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":${idText ?? JSON.stringify(id)},"reason":"timed out"}}`;
    this.sendInOrder(cancel, Buffer.from(text, 'utf8')).catch(() => {});
  }

  /** Answers a waiting host request with an error of the guard's (`idText`: its id as written); false when it was answered already. */
  private answerError(id: string | number, text: string, idText?: string): boolean {
    const waiting = this.deadlines.take(id, idText);
    if (!waiting) return false;
    this.errorTo(id, text, waiting.idText);
    return true;
  }

  /** The guard's JSON-RPC error for the request `id` (`idText`: its id as the host wrote it, see hostIdText). */
  private errorTo(id: string | number, text: string, idText?: string): void {
    const error = { jsonrpc: '2.0', id, error: { code: JsonRpcErrorCode.InternalError, message: `toolseal guard: ${text}` } };
    this.events.message(error, undefined, true, idText);
  }

  send(message: Record<string, unknown>): Promise<void> {
    return this.sendInOrder(message);
  }

  /** A request the server could not be sent is answered with an error, so the host does not wait for ever. */
  private failedSend(message: Record<string, unknown>, e: unknown, idText?: string): void {
    // stderr may say why in the server's words (escaped, redacted); the host gets the guard's own.
    const forHost = hostFailureText(e, this.session);
    if (!this.connected && !this.ended)
      return this.upstreamEnded(4, failureCode(e), `cannot reach the server: ${failureText(e, this.session, this.secrets)}`, forHost);
    if (typeof message.method !== 'string' || !isRequestId(message.id)) return;
    // The guard's own request (its list) fails into a stderr line, where the escaped, redacted reason may stand.
    const own = typeof message.id === 'string' && message.id.startsWith(this.ownIdPrefix);
    const why = own ? failureText(e, this.session, this.secrets) : forHost;
    if (!own) this.events.notice?.(`a request of the host's could not be sent: ${failureText(e, this.session, this.secrets)}`);
    this.answerError(message.id, `the server could not be reached: ${why}: ${failureCode(e)}`, idText);
  }

  /**
   * The server's side ended (`code`: the proxy's exit; `errorCode`: what failed): the requests still waiting are
   * answered at once (not at --timeout) with why (`forHost`: no text of the server's), then the proxy is told.
   */
  private upstreamEnded(code: number, errorCode: ToolsealError['code'] | undefined, why: string, forHost = why): void {
    this.ended = true;
    this.endedBecause = `the upstream ended: ${forHost}: ${errorCode ?? 'SNAPSHOT_INCOMPLETE'}`;
    for (const { id, idText } of this.deadlines.waiting()) this.answerError(id, this.endedBecause, idText);
    this.events.end(code, errorCode === undefined ? why : `${errorCode}: ${why}`);
  }

  /** The protocol version the host and server agreed on: the HTTP transport sends it as a header from now on. */
  setProtocolVersion(version: string): void {
    this.inner?.setProtocolVersion?.(version);
  }

  takeOwnAnswer(id: string): Record<string, unknown> | ToolsealError {
    return this.ownAnswers.take(id);
  }

  onDrain(_fn: () => void): void {}
  batch(forwardLines: () => void): void {
    forwardLines();
  }
  pause(): void {
    this.reading.pause();
  }

  resume(): void {
    this.reading.resume();
  }

  async close(): Promise<void> {
    this.ended = true;
    this.reading.close();
    this.deadlines.clear();
    const inner = this.inner;
    if (inner instanceof StreamableHTTPClientTransport && inner.sessionId !== undefined) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([inner.terminateSession().catch(() => {}), new Promise<void>((r) => (timer = setTimeout(r, 2000)))]);
      clearTimeout(timer);
    }
    await inner?.close().catch(() => {});
    await this.session?.close().catch(() => {});
  }

  /** One message off the wire: its strict copy when it answers the guard, then on as read (fromWire). */
  private onWireMessage(text: string): void {
    this.ownAnswers.read(text);
    this.fromWire(text);
  }
}
