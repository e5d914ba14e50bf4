import type { Client } from '../../external-types.js';
import type { FetchLike, Transport } from '../../external-types.js';
import { ToolsealError } from '../../core/errors.js';
import type { SnapshotBudget } from '../server/snapshot-budget.js';
import type { InitializeSeen, SnapshotTransport } from './snapshot-transport.js';
export { LEGACY_PROTOCOL, MODERN_PROTOCOL, PROTOCOL_CHOICES, isProtocolChoice, type ProtocolChoice } from '../server/protocol-versions.js';
/** The reserved `_meta` keys of the per-request envelope, and the one a result names its server by. */
export declare const META_PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion";
export declare const META_CLIENT_INFO = "io.modelcontextprotocol/clientInfo";
export declare const META_CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";
export declare const META_SERVER_INFO = "io.modelcontextprotocol/serverInfo";
/** The `_meta` key of a notification that names the `subscriptions/listen` request it belongs to. */
export declare const META_SUBSCRIPTION_ID = "io.modelcontextprotocol/subscriptionId";
/** The per-request envelope toolseal sends to a 2026-07-28 server: as a client with no capabilities. */
export declare function requestEnvelope(capabilities?: Record<string, unknown>): Record<string, unknown>;
/**
 * An MCP client for the 2026-07-28 revision over the SDK's transports: no `initialize` (there is none in
 * that revision), and the per-request envelope merged into every request's `_meta` (a key the request
 * gives itself wins, as in the SDK v2 client). The result is still any object, as the transport gave it.
 */
export declare class ModernClient extends Client {
    private readonly envelope;
    constructor(envelope: Record<string, unknown>);
    connect(transport: Transport): Promise<void>;
    request(...[request, schema, options]: Parameters<Client['request']>): ReturnType<Client['request']>;
}
/**
 * A fetch that adds the headers a 2026-07-28 Streamable HTTP server requires to agree with the body:
 * `Mcp-Method` names the JSON-RPC method of the POSTed message (the SDK v1 transport sends the
 * `MCP-Protocol-Version` header itself once told the version).
 */
export declare function modernHeadersFetch(inner: FetchLike): FetchLike;
/** Whether a `server/discover` result is definitive modern evidence: an object that offers 2026-07-28. */
export declare function offersModern(result: unknown): boolean;
/**
 * What a `server/discover` result says, in the shape the `initialize` result gave it: the revision
 * spoken, `serverInfo` (from the result's `_meta`), the `instructions` (the same non-tool as in
 * `initialize`), and the capabilities. `resultType`, `ttlMs`, `cacheScope` and the rest of `_meta` are
 * not kept: they say how long to cache, not what the model reads.
 */
export declare function seenFromDiscover(result: unknown, label: string): InitializeSeen;
/** Sends `server/discover` (bounded by the snapshot's deadline) and returns its result as received. */
export declare function discover(client: ModernClient, budget: SnapshotBudget): Promise<unknown>;
/**
 * Opens `client` on `tap` within the snapshot's budget: `initialize` for a 2025-era client, and for a
 * 2026-07-28 one `server/discover`, whose result becomes what the tap saw of the opening. `discoverFailed`
 * throws the error the caller's transport reports for a failed discover, `checkOffer` refuses a result that
 * is not of that revision; on any failure `close` ends everything before the error is thrown.
 */
export declare function openSession(client: Client, tap: SnapshotTransport, budget: SnapshotBudget, label: string, close: () => Promise<void>, discoverFailed: (e: unknown) => never, checkOffer?: (result: unknown) => void): Promise<void>;
/**
 * The revisions a server named in an "unsupported protocol version" error (-32022, `data.supported`), found
 * in an error's text (the SDK's HTTP transport puts the response body in its message): the sign of a
 * server of the other era. Undefined when the text holds no such error.
 */
export declare function unsupportedVersionIn(text: string): string[] | undefined;
/** The error of a server that speaks only 2026-07-28 and refused the 2025-era handshake. */
export declare function onlyModernError(label: string, supported: readonly string[], cause: unknown): ToolsealError;
/** The error of `--protocol 2026-07-28` against a server that did not answer `server/discover` as one (its reason: foreign text, cut and escaped). */
export declare function notModernError(label: string, reason: string, cause: unknown): ToolsealError;
