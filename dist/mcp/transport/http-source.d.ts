import type { OAuthClientProvider } from '../../external-types.js';
import type { ServerSession } from '../server/server-session.js';
import { type Connection } from './connection.js';
import type { ProtocolChoice } from '../server/protocol-versions.js';
export interface HttpServerParams {
    url: string;
    transport: 'auto' | 'http' | 'sse';
    /** Sent with every request (e.g. Authorization); values are secrets. */
    headers?: Record<string, string>;
    /** OAuth: the SDK's client auth provider, and a look at each response the server sends (401, 403). */
    oauth?: {
        provider: OAuthClientProvider;
        observe(response: Response): void;
    };
    /** The era to speak: `auto` probes `server/discover` and falls back to `initialize` (the default). */
    protocol?: ProtocolChoice;
    /** The capabilities object to declare (`initialize`, or each request's envelope). */
    capabilities?: Record<string, unknown>;
}
/**
 * Connects to a Streamable HTTP or legacy SSE server, in the era `params.protocol` names. `auto` first
 * probes with `server/discover` over Streamable HTTP as the SDK v2 client does (a 2026-07-28 server is
 * spoken to in that revision on that connection), and otherwise speaks the 2025 era: `auto` transport
 * then tries Streamable HTTP first and, when that fails for any reason but the snapshot's own bounds,
 * SSE (the fallback the SDK's client example uses).
 */
export declare function connectHttp(params: HttpServerParams, session: ServerSession): Promise<Connection>;
