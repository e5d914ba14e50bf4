import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';
import type { SnapshotBudget } from '../server/snapshot-budget.js';
import { isJsonObject } from '../../core/json/json-object.js';

/** What the snapshot transport saw of the `initialize` exchange, as the server sent it. */
export interface InitializeSeen {
  protocolVersion?: string;
  serverInfo?: Record<string, unknown>;
  /** The server's `instructions`, as received (only a string is instructions a host would use). */
  instructions?: string;
  /** The capabilities the server declared (which lists beside tools it has). */
  capabilities?: Record<string, unknown>;
}

/**
 * The transport a snapshot's client talks through: it wraps the stdio or HTTP transport to keep the
 * server's own `initialize` result (the SDK's copy of `serverInfo` is re-typed, and the negotiated protocol
 * version is not exposed by the client) and, over HTTP, to put the strict copy of each result in place of
 * the SDK's. Everything else passes through unchanged.
 */
export class SnapshotTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;
  readonly initialize: InitializeSeen = {};
  private initializeId: string | number | undefined;

  /**
   * @param wire results parsed strictly from the wire by the snapshot's fetch (HTTP, see `snapshotFetch`): a response's result
   * is replaced by that parse of the same bytes, so the tools are ours to vouch for, not the SDK's copy.
   * @param budget with `wire`: a result that has no strict copy fails the snapshot (SNAPSHOT_INCOMPLETE)
   * and is not passed on; falling back to the SDK's `JSON.parse` copy would let a duplicate member through.
   */
  constructor(
    readonly inner: Transport,
    private readonly wire?: Map<string | number, unknown>,
    private readonly budget?: SnapshotBudget,
  ) {
    inner.onclose = () => this.onclose?.();
    inner.onerror = (e) => this.onerror?.(e);
    inner.onmessage = (received, extra) => {
      let message = received;
      const id = (received as Record<string, unknown>).id as string | number | undefined;
      if (this.wire && id !== undefined && Object.hasOwn(received, 'result')) {
        if (!this.wire.has(id)) {
          const reason = `protocol error: the response with id ${JSON.stringify(id)} was not read strictly from the wire (its Content-Type is neither JSON nor an event stream to toolseal)`;
          this.budget?.fail(reason);
          this.onerror?.(new Error(reason));
          return;
        } else {
          message = { ...received, result: this.wire.get(id) } as typeof received;
          this.wire.delete(id);
        }
      }
      const m = message as Record<string, unknown>;
      if (this.initializeId !== undefined && m.id === this.initializeId && typeof m.result === 'object' && m.result !== null) {
        const r = m.result as Record<string, unknown>;
        if (typeof r.protocolVersion === 'string') this.initialize.protocolVersion = r.protocolVersion;
        if (typeof r.serverInfo === 'object' && r.serverInfo !== null) this.initialize.serverInfo = r.serverInfo as Record<string, unknown>;
        if (typeof r.instructions === 'string') this.initialize.instructions = r.instructions;
        if (isJsonObject(r.capabilities)) this.initialize.capabilities = r.capabilities;
      }
      this.onmessage?.(message, extra);
    };
  }

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  start(): Promise<void> {
    return this.inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    const m = message as Record<string, unknown>;
    if (m.method === 'initialize' && m.id !== undefined) this.initializeId = m.id as string | number;
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }
}
