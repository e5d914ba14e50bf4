import { parseJsonStrict } from '../../core/json/strict-reader.js';
import { MODERN_PROTOCOL, offersModern, requestEnvelope, unsupportedVersionIn } from '../../mcp/transport/protocol-era.js';
import type { ServerSpec } from '../../mcp/server/server-spec.js';
import { framed } from '../line-splitter.js';
import { hostIdText, jsonWithIdText } from '../message-line.js';
import { hostEnvelope, hostInitialize, initializeFromDiscover, LISTEN_FILTER, withoutOwnSubscription } from './modern-envelope.js';
import type { UpstreamEvents, UpstreamOptions, UpstreamSession } from './index.js';
import { StdioUpstream } from './stdio.js';
import { isJsonObject as isObject } from '../../core/json/json-object.js';
import { JsonRpcErrorCode } from '../../mcp/transport/json-rpc-codes.js';
import { isRequestId } from '../../mcp/transport/json-rpc-envelope.js';

type Message = Record<string, unknown>;

const ACKNOWLEDGED = Buffer.from('notifications/subscriptions/acknowledged');

/**
 * A stdio server that speaks the 2026-07-28 revision, in front of a 2025-era host: the stdio upstream (the
 * server's lines passed on byte for byte) with the era translated at its edge, as ModernUpstream does over
 * HTTP.
 *
 * - `--protocol 2026-07-28`: the host's `initialize` is not sent; it is answered from the server's
 *   `server/discover` (sent with the host's capabilities and clientInfo). `auto` (the default): the host's
 *   `initialize` is sent as it is, and when the server refuses it as a revision it does not support
 *   (-32022) while naming 2026-07-28 (an SDK v2 server with `legacy: 'reject'` keeps the connection open
 *   for a modern opening), that refusal is not passed on and the host is answered from `server/discover`
 *   instead; any other answer leaves the session in the 2025 era, its bytes passed on unread from then on.
 * - In the 2026-07-28 era, every message with a method (the host's and the guard's own lists) carries the
 *   per-request envelope in its `_meta`; neither `notifications/initialized` is sent; once the host is
 *   answered, one `subscriptions/listen` request is sent, and its list_changed notifications reach the
 *   proxy as a 2025-era server's would. The answers to this era's own requests and the listen
 *   acknowledgement never reach the host.
 */
export class ModernStdioUpstream extends StdioUpstream {
  /** Whether the guard reaches this stdio server through a ModernStdioUpstream: any --protocol but 2025-11-25. */
  static serves(spec: Extract<ServerSpec, { kind: 'stdio' }>): boolean {
    return spec.protocol !== '2025-11-25';
  }

  private era: 'auto' | 'modern' | 'legacy';
  private readonly toProxy: UpstreamEvents;
  /** Server bytes not yet read as whole lines (the auto and modern eras read each line). */
  private pendingOut: Buffer[] = [];
  private pendingBytes = 0;
  /** auto: the host's initialize, sent as it is, whose answer says the era. */
  private hostInitialize: { id: string | number; request: Message; line: Buffer } | undefined;
  private envelope: Message = requestEnvelope();
  private readonly own = new Map<string, (answer: Message) => void>();
  private counter = 0;
  private listening = false;
  private readonly ownIdBytes: Buffer;

  private readonly ownIdPrefix: string;
  private readonly maxMessageBytes: number;

  constructor(spec: Extract<ServerSpec, { kind: 'stdio' }>, events: UpstreamEvents, session: UpstreamSession, options: UpstreamOptions) {
    const self: { target?: ModernStdioUpstream } = {};
    super(spec, { ...events, data: (chunk) => self.target!.fromServer(chunk) }, session, options);
    self.target = this;
    this.toProxy = events;
    this.ownIdPrefix = options.ownIdPrefix;
    this.maxMessageBytes = options.maxMessageBytes;
    this.era = spec.protocol === MODERN_PROTOCOL ? 'modern' : 'auto';
    this.ownIdBytes = Buffer.from(`${this.ownIdPrefix}era:`);
  }

  /** The server's stdout: in the 2025 era passed on as read; otherwise a whole line at a time, this era's own answers taken out. */
  private fromServer(chunk: Buffer): void {
    if (this.era === 'legacy' && this.pendingBytes === 0) return this.toProxy.data(chunk);
    let from = 0;
    for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, from)) {
      const part = chunk.subarray(from, nl + 1);
      from = nl + 1;
      const line = this.pendingBytes === 0 ? part : Buffer.concat([...this.pendingOut, part]);
      this.pendingOut = [];
      this.pendingBytes = 0;
      if (this.era === 'legacy') this.toProxy.data(line);
      else this.onServerLine(line);
    }
    if (from >= chunk.length) return;
    const rest = chunk.subarray(from);
    // In the 2025 era again (auto decided on this chunk): the rest passes as read.
    if (this.era === 'legacy' && this.pendingBytes === 0) return this.toProxy.data(rest);
    this.pendingOut.push(Buffer.from(rest));
    this.pendingBytes += rest.length;
    if (this.pendingBytes > this.maxMessageBytes) {
      // Passed on as it is: the proxy's own reading refuses a line this long (and fails the list it was).
      const long = Buffer.concat(this.pendingOut);
      this.pendingOut = [];
      this.pendingBytes = 0;
      this.toProxy.data(long);
    }
  }

  private onServerLine(line: Buffer): void {
    // Only a line that names one of this era's own ids, the host's initialize answer or the listen
    // acknowledgement is read here; every other line passes to the proxy as it came.
    const mayBeOwn = line.includes(this.ownIdBytes);
    const isAck = line.includes(ACKNOWLEDGED);
    if (!mayBeOwn && !isAck && this.hostInitialize === undefined) return this.toProxy.data(line);
    const text = line.toString('utf8');
    let m: unknown;
    try {
      m = parseJsonStrict(text.trim(), 'a message from the server');
    } catch {
      return this.toProxy.data(line);
    }
    if (!isObject(m)) return this.toProxy.data(line);
    if (m.method === undefined && typeof m.id === 'string' && this.own.has(m.id)) {
      const then = this.own.get(m.id)!;
      this.own.delete(m.id);
      then(m);
      return;
    }
    // The acknowledgement of the guard's own listen (it names the listen's id); a modern host's own passes.
    if (m.method === 'notifications/subscriptions/acknowledged' && m.id === undefined && this.era === 'modern' && mayBeOwn) return;
    // A change on the guard's own listen: the host gets it without the guard's subscription id.
    const plain = this.era === 'modern' && mayBeOwn ? withoutOwnSubscription(m, `${this.ownIdPrefix}era:`) : undefined;
    if (plain) return this.toProxy.data(framed(JSON.stringify(plain)));
    const init = this.hostInitialize;
    if (init !== undefined && m.method === undefined && m.id === init.id) {
      this.hostInitialize = undefined;
      const error = isObject(m.error) ? m.error : undefined;
      const supported = error?.code === -32022 ? unsupportedVersionIn(JSON.stringify({ code: error.code, data: error.data })) : undefined;
      if (supported?.includes(MODERN_PROTOCOL)) {
        // A server of the 2026-07-28 revision only: the host is answered from server/discover instead.
        this.era = 'modern';
        this.answerInitialize(init.request, init.line);
        return;
      }
      this.era = 'legacy';
    }
    this.toProxy.data(line);
  }

  private ownId(): string {
    return `${this.ownIdPrefix}era:${++this.counter}`;
  }

  private enveloped(m: Message): Message {
    const params = isObject(m.params) ? m.params : {};
    const meta = isObject(params._meta) ? params._meta : {};
    return { ...m, params: { ...params, _meta: { ...meta, ...this.envelope } } };
  }

  /** Writes a message anew (`idText`: its id as the host wrote it, see hostIdText, which the server's answer names). */
  private write(m: Message, idText?: string): boolean {
    return super.forward(framed(jsonWithIdText(m, idText)), m);
  }

  override forward(line: Buffer, parsed: unknown): boolean {
    if (this.era === 'legacy' || !isObject(parsed)) return super.forward(line, parsed);
    const isInitialize = parsed.method === 'initialize' && (typeof parsed.id === 'string' || typeof parsed.id === 'number');
    // A host of the 2026-07-28 revision: its messages carry their own envelope and pass as they are; the
    // guard's own requests carry the host's envelope (its capabilities are what it is listed for).
    const own = typeof parsed.method === 'string' && !isInitialize ? hostEnvelope(parsed) : undefined;
    if (own !== undefined) {
      this.era = 'modern';
      this.envelope = own;
      return super.forward(line, parsed);
    }
    if (this.era === 'auto') {
      // The opening decides the era: the host's initialize goes as it is, and its answer is read.
      if (isInitialize) this.hostInitialize = { id: parsed.id as string | number, request: parsed, line };
      return super.forward(line, parsed);
    }
    if (parsed.method === 'notifications/initialized' && parsed.id === undefined) return true;
    if (isInitialize) {
      this.answerInitialize(parsed, line);
      return true;
    }
    // A message with a method carries the envelope (its line is written anew); an answer passes as it is.
    if (typeof parsed.method !== 'string') return super.forward(line, parsed);
    return this.write(this.enveloped(parsed), isRequestId(parsed.id) ? hostIdText(line, parsed.id) : undefined);
  }

  /** A 2026-07-28 host: the session is of that revision, and the guard's own requests carry the host's envelope. */
  observeHost(envelope: Record<string, unknown>): void {
    if (this.era === 'legacy') return;
    this.era = 'modern';
    this.envelope = envelope;
  }

  override send(message: Record<string, unknown>): Promise<void> {
    if (this.era !== 'modern') return super.send(message);
    if (message.method === 'notifications/initialized' && message.id === undefined) return Promise.resolve();
    this.write(typeof message.method === 'string' ? this.enveloped(message) : message);
    return Promise.resolve();
  }

  /** The host's initialize, answered from server/discover (sent with the host's capabilities and clientInfo). */
  private answerInitialize(request: Message, line: Buffer): void {
    const { envelope, version } = hostInitialize(request);
    this.envelope = envelope;
    const hostId = request.id as string | number;
    // The host's id as it wrote it, for the answer the guard makes (see hostIdText).
    const hostIdAs = hostIdText(line, hostId);
    const id = this.ownId();
    this.own.set(id, (answer) => {
      const result = answer.result;
      if (answer.error !== undefined || !offersModern(result)) {
        this.toProxy.notice?.(
          `SNAPSHOT_INCOMPLETE: the server did not answer server/discover as a ${MODERN_PROTOCOL} server: the host's initialize gets an error`,
        );
        this.toProxy.data(
          framed(
            jsonWithIdText(
              {
                jsonrpc: '2.0',
                id: hostId,
                error: {
                  code: JsonRpcErrorCode.InternalError,
                  message: `toolseal guard: no ${MODERN_PROTOCOL} server answered server/discover`,
                },
              },
              hostIdAs,
            ),
          ),
        );
        return;
      }
      this.toProxy.data(
        framed(
          jsonWithIdText(
            { jsonrpc: '2.0', id: hostId, result: initializeFromDiscover(result as Message, version, 'server/discover') },
            hostIdAs,
          ),
        ),
      );
      this.listen();
    });
    this.write(this.enveloped({ jsonrpc: '2.0', id, method: 'server/discover', params: {} }));
  }

  /** Sends the one `subscriptions/listen` request; its refusal is named on stderr (the lists are still decided on each list). */
  private listen(): void {
    if (this.listening) return;
    this.listening = true;
    const id = this.ownId();
    this.own.set(id, (answer) => {
      this.listening = false;
      if (answer.error !== undefined)
        this.toProxy.notice?.(
          'WARN SNAPSHOT_INCOMPLETE: the server refused subscriptions/listen: changes to its lists are not seen until the host lists again',
        );
    });
    this.write(this.enveloped({ jsonrpc: '2.0', id, method: 'subscriptions/listen', params: { notifications: LISTEN_FILTER } }));
  }
}
