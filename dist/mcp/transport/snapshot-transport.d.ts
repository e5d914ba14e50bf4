import type { Transport, TransportSendOptions } from '../../external-types.js';
import type { JSONRPCMessage, MessageExtraInfo } from '../../external-types.js';
import type { SnapshotBudget } from '../server/snapshot-budget.js';
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
export declare class SnapshotTransport implements Transport {
    readonly inner: Transport;
    private readonly wire?;
    private readonly budget?;
    onclose?: () => void;
    onerror?: (error: Error) => void;
    onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;
    readonly initialize: InitializeSeen;
    private initializeId;
    /**
     * @param wire results parsed strictly from the wire by the snapshot's fetch (HTTP, see `snapshotFetch`): a response's result
     * is replaced by that parse of the same bytes, so the tools are ours to vouch for, not the SDK's copy.
     * @param budget with `wire`: a result that has no strict copy fails the snapshot (SNAPSHOT_INCOMPLETE)
     * and is not passed on; falling back to the SDK's `JSON.parse` copy would let a duplicate member through.
     */
    constructor(inner: Transport, wire?: Map<string | number, unknown> | undefined, budget?: SnapshotBudget | undefined);
    get sessionId(): string | undefined;
    start(): Promise<void>;
    send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void>;
    close(): Promise<void>;
    setProtocolVersion(version: string): void;
}
