import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { Transport } from '../../core/snapshot/snapshot.js';
import { ToolsealError } from '../../core/errors.js';
import { MODERN_PROTOCOL, modernHeadersFetch, offersModern, requestEnvelope } from '../../mcp/transport/protocol-era.js';
import type { ServerSpec } from '../../mcp/server/server-spec.js';
import { hostIdText, jsonWithIdText, type LineRead } from '../message-line.js';
import {
  discoverFailure,
  hostEnvelope,
  initializeFromDiscover,
  listenIdOf,
  withEnvelopeText,
  withoutOwnSubscription,
  hostInitialize,
  LISTEN_FILTER,
} from './modern-envelope.js';
import { HttpUpstream } from './http.js';
import type { Upstream, UpstreamEvents, UpstreamOptions, UpstreamSession } from './index.js';
import { isJsonObject as isObject } from '../../core/json/json-object.js';
import { JsonRpcErrorCode } from '../../mcp/transport/json-rpc-codes.js';

type Message = Record<string, unknown>;

/**
 * A `subscriptions/listen` stream that drops (it ends without the final result, or its connection breaks)
 * is opened again after a backoff: 250 ms, doubling, at most 8 s; at most this many times in a row (an
 * acknowledged stream starts the count again). Past it, stderr says so once and lists are still decided
 * on each list and each call after a change the host hears of.
 */
export const LISTEN_RETRIES = 6;
const LISTEN_BACKOFF_MS = 250;
const LISTEN_BACKOFF_MAX_MS = 8_000;

/**
 * A server that speaks the 2026-07-28 revision, in front of a 2025-era host: the HTTP upstream (its strict
 * reading, bounds, deadlines and OAuth unchanged) with the era translated at its edge. With `--protocol
 * auto` it probes `server/discover` at start and, when the server is not one of that revision, is a plain
 * 2025-era HTTP upstream (SSE fallback included) from then on.
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
  /**
   * Whether the guard reaches this --url server through a ModernUpstream: `--protocol 2026-07-28`, or
   * `auto` over Streamable HTTP (it negotiates at start). SSE and `--oauth` sessions stay in the 2025 era
   * unless the revision is given (one OAuth session per guard; the probe would open a second).
   */
  static serves(spec: Extract<ServerSpec, { kind: 'url' }>): boolean {
    if (spec.protocol === MODERN_PROTOCOL) return true;
    return (spec.protocol === undefined || spec.protocol === 'auto') && spec.transport !== 'sse' && spec.oauth === undefined;
  }

  private inner: HttpUpstream;
  /** `auto` until the probe at start says which era the server speaks; `legacy`: every message passes to a 2025-era HTTP upstream as it is. */
  private era: 'auto' | 'modern' | 'legacy';
  /** While probing: what the probe's end (the server unreachable) settles. */
  private probeEnded: (() => void) | undefined;
  /** 2025 era: the id of the host's initialize, whose answer names the revision the HTTP transport then sends as a header. */
  private legacyInitializeId: string | number | undefined;
  /** The envelope, from the host's initialize (until then: as a client with no capabilities). */
  private envelope: Message = requestEnvelope();
  /** The guard's own requests of this era (server/discover, subscriptions/listen), by id: what to do with the answer (`guards`: an error the guard made). */
  private readonly own = new Map<string, (answer: Message, guards: boolean) => void>();
  private counter = 0;
  private listening = false;
  /** The id of the open `subscriptions/listen` request, while its stream is open. */
  private listenId: string | undefined;
  /** Drops in a row since the last acknowledged stream; the timer of the reopening that waits. */
  private listenDrops = 0;
  private listenTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private paused = false; // the host does not read: a 2025-era upstream that replaces the probe's starts paused too

  private readonly label: string;
  private readonly ownIdPrefix: string;

  constructor(
    private readonly spec: Extract<ServerSpec, { kind: 'url' }>,
    private readonly events: UpstreamEvents,
    private readonly session: UpstreamSession,
    private readonly options: UpstreamOptions,
  ) {
    this.label = session.label;
    this.ownIdPrefix = options.ownIdPrefix;
    this.era = spec.protocol === MODERN_PROTOCOL ? 'modern' : 'auto';
    const wrapped: UpstreamEvents = {
      ...events,
      message: (...args) => this.fromServer(...args),
      // The probe's own failures (no answer, a refusal) are not the session's: the 2025-era upstream says its own.
      notice: (text) => this.era !== 'auto' && events.notice?.(text),
      end: (code, reason) => (this.era === 'auto' ? this.probeEnded?.() : events.end(code, reason)),
    };
    // Streamable HTTP only (no SSE fallback on the probe's 4xx): the 2026-07-28 revision has no SSE transport.
    const modernSpec = this.era === 'auto' ? { ...spec, transport: 'http' as const } : spec;
    this.inner = new HttpUpstream(modernSpec, wrapped, session, {
      ...options,
      wrapFetch: (f) => modernHeadersFetch(this.watchingListen(f)),
    });
  }

  get transport(): Transport {
    return this.inner.transport;
  }

  async start(): Promise<void> {
    if (this.era === 'auto') {
      // As the SDK v2 client negotiates: server/discover first, and anything but a result that offers the
      // revision (an error, no answer within --timeout, a 2025-era server's refusal) falls back to the 2025 era.
      try {
        await this.inner.start();
        this.inner.setProtocolVersion(MODERN_PROTOCOL);
        if (await this.probe()) {
          this.era = 'modern';
          return;
        }
      } catch {
        // Not reached as a 2026-07-28 server: the 2025-era upstream connects (or says why it cannot).
      }
      await this.inner.close();
      this.era = 'legacy';
      const legacyEvents: UpstreamEvents = { ...this.events, message: (...args) => this.fromServer(...args) };
      this.inner = new HttpUpstream(this.spec, legacyEvents, this.session, this.options);
      if (this.paused) this.inner.pause();
      await this.inner.start();
      return;
    }
    await this.inner.start();
    this.inner.setProtocolVersion(MODERN_PROTOCOL);
  }

  /** Whether the server answers server/discover (as a client with no capabilities) with a result that offers 2026-07-28; bounded by --timeout. */
  private probe(): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const id = this.ownId();
      this.probeEnded = () => {
        this.own.delete(id);
        resolve(false);
      };
      this.own.set(id, (answer) => resolve(answer.error === undefined && offersModern(answer.result)));
      this.inner.forward(Buffer.alloc(0), this.enveloped({ jsonrpc: '2.0', id, method: 'server/discover', params: {} }));
    }).finally(() => {
      this.probeEnded = undefined;
    });
  }

  /** A message from the server: the answer to one of this era's own requests is taken here, the rest goes to the proxy. */
  private fromServer(m: Message, read?: Extract<LineRead, { kind: 'message' }>, guards?: true, idText?: string): void {
    if (this.era === 'legacy') {
      // Over HTTP the transport sends the agreed version as a header, as the SDK's client has it do.
      if (this.legacyInitializeId !== undefined && m.id === this.legacyInitializeId && m.method === undefined) {
        this.legacyInitializeId = undefined;
        const version = isObject(m.result) ? m.result.protocolVersion : undefined;
        if (typeof version === 'string') this.inner.setProtocolVersion(version);
      }
      this.events.message(m, read, guards, idText);
      return;
    }
    if (typeof m.id === 'string' && m.method === undefined && this.own.has(m.id)) {
      const then = this.own.get(m.id)!;
      this.own.delete(m.id);
      // The strict copy read off the wire (a duplicate member or a hidden id refuses it), not the SDK's parse.
      const own = this.inner.takeOwnAnswer(m.id);
      if (m.error !== undefined) then(m, guards === true);
      else if (own instanceof ToolsealError)
        then(
          { id: m.id, error: { code: JsonRpcErrorCode.InternalError, message: 'the answer could not be read strictly off the wire' } },
          true,
        );
      else then(own, false);
      return;
    }
    // The acknowledgement of the guard's own listen (it names the listen's id); a modern host's own passes.
    if (
      m.method === 'notifications/subscriptions/acknowledged' &&
      m.id === undefined &&
      JSON.stringify(m.params ?? null).includes(`${this.ownIdPrefix}era:`)
    ) {
      // The stream is open again: a later drop starts the count of retries from nought.
      this.listenDrops = 0;
      return;
    }
    // A change on the guard's own listen: the host gets it without the guard's subscription id.
    const plain = withoutOwnSubscription(m, `${this.ownIdPrefix}era:`);
    this.events.message(plain ?? m, plain ? undefined : read, guards, idText);
  }

  /** The message with the envelope merged into its `_meta` (the envelope's keys win: the guard speaks the revision). */
  private enveloped(m: Message): Message {
    if (typeof m.method !== 'string' || this.era === 'legacy') return m;
    const params = isObject(m.params) ? m.params : {};
    const meta = isObject(params._meta) ? params._meta : {};
    return { ...m, params: { ...params, _meta: { ...meta, ...this.envelope } } };
  }

  private ownId(): string {
    return `${this.ownIdPrefix}era:${++this.counter}`;
  }

  forward(line: Buffer, parsed: unknown): boolean {
    if (this.era === 'legacy') {
      if (isObject(parsed) && parsed.method === 'initialize' && (typeof parsed.id === 'string' || typeof parsed.id === 'number'))
        this.legacyInitializeId = parsed.id;
      return this.inner.forward(line, parsed);
    }
    if (!isObject(parsed)) return true;
    // A host of the 2026-07-28 revision: its messages carry their own envelope and go as they are; the
    // guard's own requests carry the host's envelope (its capabilities are what it is listed for).
    const hosts = typeof parsed.method === 'string' && parsed.method !== 'initialize' ? hostEnvelope(parsed) : undefined;
    if (hosts !== undefined) {
      this.envelope = hosts;
      return this.inner.forward(line, parsed);
    }
    if (parsed.method === 'notifications/initialized' && parsed.id === undefined) return true;
    if (parsed.method === 'initialize' && (typeof parsed.id === 'string' || typeof parsed.id === 'number')) {
      this.answerInitialize(parsed, line);
      return true;
    }
    // An answer (to sampling, elicitation, roots) carries no envelope: the host's bytes. A request or
    // notification does: its params gain the envelope, spliced into the host's text where it can be.
    if (typeof parsed.method !== 'string') return this.inner.forward(line, parsed);
    const enveloped = this.enveloped(parsed);
    const spliced = withEnvelopeText(line, parsed, this.envelope);
    // Written anew (params that hold a _meta, or none): a number id still as the host wrote it, which its answer names.
    const idText = spliced.length === 0 && typeof parsed.id === 'number' ? hostIdText(line, parsed.id) : undefined;
    return this.inner.forward(idText === undefined ? spliced : Buffer.from(jsonWithIdText(enveloped, idText), 'utf8'), enveloped);
  }

  /**
   * The host's initialize, answered from `server/discover` (sent with the host's capabilities and
   * clientInfo, under the request's deadline): the revision the host asked for when it is one of the 2025
   * era, the server's capabilities, its serverInfo (from the result's `_meta`) and its instructions.
   */
  private answerInitialize(request: Message, line: Buffer): void {
    const { envelope, version } = hostInitialize(request);
    this.envelope = envelope;
    const hostId = request.id as string | number;
    const hostIdAs = hostIdText(line, hostId); // for the answer the guard makes
    const id = this.ownId();
    this.own.set(id, (answer, guards) => {
      const result = answer.result;
      if (answer.error !== undefined || !offersModern(result)) {
        this.events.notice?.(
          `SNAPSHOT_INCOMPLETE: the server did not answer server/discover as a ${MODERN_PROTOCOL} server (--protocol ${MODERN_PROTOCOL}): the host's initialize gets an error`,
        );
        const message = `toolseal guard: ${this.label}: no ${MODERN_PROTOCOL} server answered server/discover (${discoverFailure(answer, guards)}): SNAPSHOT_INCOMPLETE`;
        this.events.message(
          { jsonrpc: '2.0', id: hostId, error: { code: JsonRpcErrorCode.InternalError, message } },
          undefined,
          true,
          hostIdAs,
        );
        return;
      }
      const initialized = { jsonrpc: '2.0', id: hostId, result: initializeFromDiscover(result as Message, version, this.label) };
      this.events.message(initialized, undefined, true, hostIdAs);
      this.listen();
    });
    // Forwarded, not sent: the host's request deadline (--timeout) bounds it, and its error answers the host.
    this.inner.forward(Buffer.alloc(0), this.enveloped({ jsonrpc: '2.0', id, method: 'server/discover', params: {} }));
  }

  /**
   * Opens the one `subscriptions/listen` stream; its refusal is named on stderr (the lists are still
   * decided on each list). A stream that drops, or could not be sent, is opened again (bounded, with backoff).
   */
  private listen(): void {
    if (this.listening || this.closed) return;
    this.listening = true;
    const id = this.ownId();
    this.listenId = id;
    this.own.set(id, (answer) => {
      this.listening = false;
      this.listenId = undefined;
      if (answer.error !== undefined)
        this.events.notice?.(
          `WARN SNAPSHOT_INCOMPLETE: the server refused subscriptions/listen: changes to its lists are not seen until the host lists again`,
        );
    });
    this.inner
      .send(this.enveloped({ jsonrpc: '2.0', id, method: 'subscriptions/listen', params: { notifications: LISTEN_FILTER } }))
      .catch(() => this.listenDropped(id));
  }

  /**
   * The listen stream `id` ended with no final result (the connection broke, or the server closed it
   * without one): opened again after a backoff, at most {@link LISTEN_RETRIES} times in a row.
   */
  private listenDropped(id: string): void {
    // Its final result, when it came, was read first: the stream ended as it should.
    if (this.listenId !== id || !this.own.has(id) || this.closed) return;
    this.own.delete(id);
    this.listenId = undefined;
    this.listening = false;
    if (this.listenDrops >= LISTEN_RETRIES) {
      this.events.notice?.(
        `WARN SNAPSHOT_INCOMPLETE: the subscriptions/listen stream dropped ${LISTEN_RETRIES + 1} times in a row: it is not opened again, and changes to the server's lists are not seen until the host lists again`,
      );
      return;
    }
    const delay = Math.min(LISTEN_BACKOFF_MS * 2 ** this.listenDrops, LISTEN_BACKOFF_MAX_MS);
    this.listenDrops++;
    this.listenTimer = setTimeout(() => {
      this.listenTimer = undefined;
      this.listen();
    }, delay);
    this.listenTimer.unref();
  }

  /**
   * The fetch of the HTTP upstream, watching the response to a `subscriptions/listen` POST: when its body
   * ends or breaks, the stream is looked at once what it carried has been read (see {@link listenDropped}).
   */
  private watchingListen(inner: FetchLike): FetchLike {
    return async (url, init) => {
      const id = listenIdOf(init);
      const response = await inner(url, init);
      if (id === undefined || response.body === null) return response;
      const reader = response.body.getReader();
      // After the SDK has read what the last chunk held (its final result, if any).
      const ended = () => setTimeout(() => this.listenDropped(id), 50).unref();
      const watched = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const { done, value } = await reader.read();
            if (done) {
              controller.close();
              ended();
            } else controller.enqueue(value);
          } catch (e) {
            controller.error(e);
            ended();
          }
        },
        cancel(reason) {
          ended();
          return reader.cancel(reason);
        },
      });
      return new Response(watched, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
  }

  /** A 2026-07-28 host: the guard's own requests carry the host's envelope. */
  observeHost(envelope: Record<string, unknown>): void {
    if (this.era !== 'legacy') this.envelope = envelope;
  }

  send(message: Record<string, unknown>): Promise<void> {
    if (this.era === 'legacy') return this.inner.send(message);
    // The revision has no initialized notification: the proxy's end of the handshake is not sent.
    if (message.method === 'notifications/initialized' && message.id === undefined) return Promise.resolve();
    return this.inner.send(this.enveloped(message));
  }

  takeOwnAnswer(id: string): Record<string, unknown> | ToolsealError {
    return this.inner.takeOwnAnswer(id);
  }

  onDrain(fn: () => void): void {
    this.inner.onDrain(fn);
  }

  batch(forwardLines: () => void): void {
    this.inner.batch(forwardLines);
  }

  pause(): void {
    this.paused = true;
    this.inner.pause();
  }

  resume(): void {
    this.paused = false;
    this.inner.resume();
  }

  close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.listenTimer);
    return this.inner.close();
  }
}
