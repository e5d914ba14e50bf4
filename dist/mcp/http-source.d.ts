import { type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { SnapshotBudget } from './snapshot-budget.js';
import { type Connection } from './connection.js';
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
}
/**
 * Where a URL points, for messages: its origin only. Userinfo and the query may hold a token, and so may
 * the path (hosted MCP servers often put a key in it: `/s/<key>/mcp`).
 */
export declare function describeUrl(url: string): string;
/** Parts of a URL that may be secrets, to redact from foreign error text: userinfo, query values, long path segments. */
export declare function urlSecrets(url: string): string[];
/**
 * Connects to a Streamable HTTP or legacy SSE server. `auto` tries Streamable HTTP first and, when that
 * fails for any reason but the snapshot's own bounds, SSE: the fallback the SDK's client example uses.
 */
export declare function connectHttp(params: HttpServerParams, budget: SnapshotBudget, where: string): Promise<Connection>;
