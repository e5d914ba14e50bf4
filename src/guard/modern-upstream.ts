import type { Transport } from '../core/snapshot.js';
import { ToolsealError } from '../core/errors.js';
import { LEGACY_PROTOCOL, META_CLIENT_INFO, MODERN_PROTOCOL, META_SERVER_INFO, modernHeadersFetch, offersModern, requestEnvelope } from '../mcp/protocol-era.js';
import type { ServerSecrets } from '../mcp/secret-values.js';
import type { ServerSpec } from '../mcp/server-spec.js';
import { HttpUpstream, type Upstream, type UpstreamEvents } from './upstream.js';

type Message = Record<string, unknown>;

/** JSON-RPC "internal error": the host's initialize when the server did not answer server/discover as a 2026-07-28 server. */
const INTERNAL_ERROR = -32603;

/** The 2025-era revisions a host may ask for in its initialize; anything else is answered in the newest of them. */
const HOST_REVISIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

/** The change notifications the guard asks `subscriptions/listen` for: every list it decides on. */
const LISTEN_FILTER = { toolsListChanged: true, promptsListChanged: true, resourcesListChanged: true };

function isObject(v: unknown): v is Message {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * A server that speaks only the 2026-07-28 revision, in front of a 2025-era host: the HTTP upstream (its
 * strict reading, bounds, deadlines and OAuth unchanged) with the era translated at its edge.
 *
 * - The host's `initialize` is not sent: it is answered from the server's `server/discover` (sent with the
 *   host's capabilities), in the shape an `initialize` result has; the proxy then decides on it as on any
 *   server's answer (and withholds the instructions of a blocked server). There is no
 *   `notifications/initialized` in that revision: neither the host's nor the guard's is sent.
 * - Every message with a method (the host's and the guard's own) carries the per-request envelope in its
 *   `_meta` (the revision, the host's clientInfo and capabilities), and its POST the `Mcp-Method` header.
 * - Once the host is answered, one `subscriptions/listen` stream is opened: its list_changed notifications
 *   reach the proxy as a 2025-era server's would (a fresh decision, and the host told); its acknowledgement
 *   and final result are the guard's and never reach the host.
 */
export class ModernUpstream implements Upstream {
  private readonly inner: HttpUpstream;
  /** The envelope, from the host's initialize (until then: as a client with no capabilities). */
  private envelope: Message = requestEnvelope();
  /** The guard's own requests of this era (server/discover, subscriptions/listen), by id: what to do with the answer. */
  private readonly own = new Map<string, (answer: Message) => void>();
  private counter = 0;
  private listening = false;

  constructor(
    spec: Extract<ServerSpec, { kind: 'url' }>,
    private readonly events: UpstreamEvents,
    private readonly where: string,
    private readonly guardPrefix: string,
    maxMessageBytes: number,
    connectTimeoutMs: number,
    secrets: ServerSecrets,
  ) {
    const wrapped: UpstreamEvents = { ...events, message: (m) => this.fromServer(m) };
    this.inner = new HttpUpstream(spec, wrapped, where, guardPrefix, maxMessageBytes, connectTimeoutMs, secrets, modernHeadersFetch);
  }

  get transport(): Transport {
    return this.inner.transport;
  }

  async start(): Promise<void> {
    await this.inner.start();
    this.inner.setProtocolVersion(MODERN_PROTOCOL);
  }

  /** A message from the server: the answer to one of this era's own requests is taken here, the rest goes to the proxy. */
  private fromServer(m: Message): void {
    if (typeof m.id === 'string' && m.method === undefined && this.own.has(m.id)) {
      const then = this.own.get(m.id)!;
      this.own.delete(m.id);
      // The strict copy read off the wire (a duplicate member or a hidden id refuses it), not the SDK's parse.
      const strict = this.inner.takeStrict(m.id);
      const refusal = this.inner.takeRefusal();
      if (m.error !== undefined) then(m);
      else if (refusal || !strict || 'error' in strict) then({ id: m.id, error: { code: INTERNAL_ERROR, message: 'the answer could not be read strictly off the wire' } });
      else then(strict.value);
      return;
    }
    if (m.method === 'notifications/subscriptions/acknowledged' && m.id === undefined) return;
    this.events.message(m);
  }

  /** The message with the envelope merged into its `_meta` (the envelope's keys win: the guard speaks the revision). */
  private enveloped(m: Message): Message {
    if (typeof m.method !== 'string') return m;
    const params = isObject(m.params) ? m.params : {};
    const meta = isObject(params._meta) ? params._meta : {};
    return { ...m, params: { ...params, _meta: { ...meta, ...this.envelope } } };
  }

  private ownId(): string {
    return `${this.guardPrefix}era:${++this.counter}`;
  }

  forward(line: Buffer, parsed: unknown): boolean {
    if (!isObject(parsed)) return true;
    if (parsed.method === 'notifications/initialized' && parsed.id === undefined) return true;
    if (parsed.method === 'initialize' && (typeof parsed.id === 'string' || typeof parsed.id === 'number')) {
      this.answerInitialize(parsed);
      return true;
    }
    return this.inner.forward(line, this.enveloped(parsed));
  }

  /**
   * The host's initialize, answered from `server/discover` (sent with the host's capabilities and
   * clientInfo, under the request's deadline): the revision the host asked for when it is one of the 2025
   * era, the server's capabilities, its serverInfo (from the result's `_meta`) and its instructions.
   */
  private answerInitialize(request: Message): void {
    const params = isObject(request.params) ? request.params : {};
    const capabilities = isObject(params.capabilities) ? params.capabilities : {};
    this.envelope = { ...requestEnvelope(capabilities), ...(isObject(params.clientInfo) ? { [META_CLIENT_INFO]: params.clientInfo } : {}) };
    const asked = params.protocolVersion;
    const version = typeof asked === 'string' && HOST_REVISIONS.includes(asked) ? asked : LEGACY_PROTOCOL;
    const hostId = request.id as string | number;
    const id = this.ownId();
    this.own.set(id, (answer) => {
      const result = answer.result;
      if (answer.error !== undefined || !offersModern(result)) {
        this.events.notice?.(`the server did not answer server/discover as a ${MODERN_PROTOCOL} server (--protocol ${MODERN_PROTOCOL}): the host's initialize gets an error`);
        this.events.message({ jsonrpc: '2.0', id: hostId, error: { code: INTERNAL_ERROR, message: `toolseal guard: ${this.where}: no ${MODERN_PROTOCOL} server answered server/discover` } });
        return;
      }
      this.events.message({ jsonrpc: '2.0', id: hostId, result: initializeFromDiscover(result as Message, version) });
      this.listen();
    });
    // Forwarded, not sent: the host's request deadline (--timeout) bounds it, and its error answers the host.
    this.inner.forward(Buffer.alloc(0), this.enveloped({ jsonrpc: '2.0', id, method: 'server/discover', params: {} }));
  }

  /** Opens the one `subscriptions/listen` stream; its end or refusal is named on stderr (the lists are still decided on each call). */
  private listen(): void {
    if (this.listening) return;
    this.listening = true;
    const id = this.ownId();
    this.own.set(id, (answer) => {
      this.listening = false;
      if (answer.error !== undefined) this.events.notice?.(`the server refused subscriptions/listen: changes to its lists are not seen until the host lists again`);
    });
    this.inner.send(this.enveloped({ jsonrpc: '2.0', id, method: 'subscriptions/listen', params: { notifications: LISTEN_FILTER } })).catch(() => {
      this.own.delete(id);
      this.listening = false;
      this.events.notice?.('subscriptions/listen could not be opened: changes to the server\'s lists are not seen until the host lists again');
    });
  }

  send(message: Record<string, unknown>): Promise<void> {
    // The revision has no initialized notification: the proxy's end of the handshake is not sent.
    if (message.method === 'notifications/initialized' && message.id === undefined) return Promise.resolve();
    return this.inner.send(this.enveloped(message));
  }

  takeStrict(id: string): { value: Record<string, unknown> } | { error: ToolsealError } | undefined {
    return this.inner.takeStrict(id);
  }

  takeRefusal(): ToolsealError | undefined {
    return this.inner.takeRefusal();
  }

  onDrain(fn: () => void): void {
    this.inner.onDrain(fn);
  }

  batch(forwardLines: () => void): void {
    this.inner.batch(forwardLines);
  }

  pause(): void {
    this.inner.pause();
  }

  resume(): void {
    this.inner.resume();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

/**
 * A `server/discover` result in the shape of an `initialize` result: `serverInfo` from its `_meta`,
 * `capabilities` and `instructions` as they are; `resultType`, `ttlMs`, `cacheScope` and the rest of
 * `_meta` say how long to cache, and are left out.
 */
export function initializeFromDiscover(result: Message, protocolVersion: string): Message {
  const meta = isObject(result._meta) ? result._meta : {};
  const info = isObject(meta[META_SERVER_INFO]) ? meta[META_SERVER_INFO] : undefined;
  return {
    protocolVersion,
    capabilities: isObject(result.capabilities) ? result.capabilities : {},
    ...(info ? { serverInfo: info } : {}),
    ...(typeof result.instructions === 'string' ? { instructions: result.instructions } : {}),
  };
}
