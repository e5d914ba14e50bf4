import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { OAuthError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { FetchLike, Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { isToolsealError } from '../core/errors.js';
import type { SnapshotBudget } from './snapshot-budget.js';
import { TransportTap } from './transport-tap.js';
import { wireTapFetch } from './wire-tap.js';
import { errorText, newClient, type Connection } from './connection.js';

export interface HttpServerParams {
  url: string;
  transport: 'auto' | 'http' | 'sse';
  /** Sent with every request (e.g. Authorization); values are secrets. */
  headers?: Record<string, string>;
  /** OAuth: the SDK's client auth provider, and a look at each response the server sends (401, 403). */
  oauth?: { provider: OAuthClientProvider; observe(response: Response): void };
}

function observed(fetch: FetchLike, observe: ((r: Response) => void) | undefined): FetchLike {
  if (!observe) return fetch;
  return async (url, init) => {
    const response = await fetch(url, init);
    observe(response);
    return response;
  };
}

/**
 * Where a URL points, for messages: its origin only. Userinfo and the query may hold a token, and so may
 * the path (hosted MCP servers often put a key in it: `/s/<key>/mcp`).
 */
export function describeUrl(url: string): string {
  return URL.canParse(url) ? new URL(url).origin : 'the server URL';
}

export { urlSecrets } from './secret-values.js';

/** How long the session's DELETE may take when ending, at most (cut to fit the deadline). */
const SESSION_END_GRACE_MS = 2000;
/** Past the deadline, the DELETE still gets this long to go out. */
const SIGNAL_FLOOR_MS = 100;

async function connectWith(
  kind: 'streamable-http' | 'sse',
  url: URL,
  params: HttpServerParams,
  budget: SnapshotBudget,
  where: string,
): Promise<Connection> {
  const wire = new Map<string | number, unknown>();
  const fetch = observed(wireTapFetch(budget, where, wire), params.oauth?.observe);
  const authProvider = params.oauth?.provider;
  const requestInit: RequestInit = { headers: params.headers ?? {} };
  const inner: Transport =
    kind === 'streamable-http'
      ? new StreamableHTTPClientTransport(url, {
          fetch,
          requestInit,
          authProvider,
          // A snapshot is one short exchange: a dropped stream is a failure, not something to wait out.
          reconnectionOptions: { maxRetries: 0, initialReconnectionDelay: 1000, maxReconnectionDelay: 1000, reconnectionDelayGrowFactor: 1 },
        })
      : new SSEClientTransport(url, { fetch, requestInit, authProvider });
  const tap = new TransportTap(inner, wire, budget);
  const client = newClient();
  const close = async () => {
    if (inner instanceof StreamableHTTPClientTransport && inner.sessionId !== undefined) {
      // Ends the server's session (HTTP DELETE); a server may answer 405 (it keeps no sessions).
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        inner.terminateSession().catch(() => {}),
        new Promise<void>((r) => {
          // Within the snapshot's deadline; past it, a moment for the request to go out.
          timer = setTimeout(r, budget.graceMs(SESSION_END_GRACE_MS, 0, SIGNAL_FLOOR_MS));
        }),
      ]);
      clearTimeout(timer);
    }
    await client.close().catch(() => {});
  };
  try {
    await budget.race(client.connect(tap, { timeout: budget.requestTimeoutMs(), signal: budget.signal }));
  } catch (e) {
    await close();
    throw e;
  }
  return { client, tap, transport: kind, close };
}

/**
 * Connects to a Streamable HTTP or legacy SSE server. `auto` tries Streamable HTTP first and, when that
 * fails for any reason but the snapshot's own bounds, SSE: the fallback the SDK's client example uses.
 */
export async function connectHttp(params: HttpServerParams, budget: SnapshotBudget, where: string): Promise<Connection> {
  const url = new URL(params.url);
  if (params.transport === 'http') return connectWith('streamable-http', url, params, budget, where);
  if (params.transport === 'sse') return connectWith('sse', url, params, budget, where);
  try {
    return await connectWith('streamable-http', url, params, budget, where);
  } catch (first) {
    if (budget.failed) throw budget.failed;
    // A server that asks for authorization is a Streamable HTTP server: trying SSE would ask the user twice.
    // An OAuth refusal of toolseal's own (an unsafe authorization server) holds for SSE as well.
    if (first instanceof UnauthorizedError || first instanceof OAuthError || isToolsealError(first, 'OAUTH_FAILED')) throw first;
    try {
      return await connectWith('sse', url, params, budget, where);
    } catch (second) {
      if (budget.failed) throw budget.failed;
      throw new Error(`neither Streamable HTTP (${errorText(first)}) nor SSE (${errorText(second)}) connected`, { cause: second });
    }
  }
}
