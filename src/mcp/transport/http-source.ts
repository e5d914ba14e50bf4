import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { OAuthError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { FetchLike, Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { isToolsealError } from '../../core/errors.js';
import type { ServerSession } from '../server/server-session.js';
import { SnapshotTransport } from './snapshot-transport.js';
import { snapshotFetch } from './snapshot-fetch.js';
import { errorText, newClient, withoutHtmlPages, type Connection } from './connection.js';
import {
  LEGACY_PROTOCOL,
  MODERN_PROTOCOL,
  ModernClient,
  modernHeadersFetch,
  notModernError,
  offersModern,
  onlyModernError,
  openSession,
  requestEnvelope,
  unsupportedVersionIn,
} from './protocol-era.js';
import type { ProtocolChoice } from '../server/protocol-versions.js';

export interface HttpServerParams {
  url: string;
  transport: 'auto' | 'http' | 'sse';
  /** Sent with every request (e.g. Authorization); values are secrets. */
  headers?: Record<string, string>;
  /** OAuth: the SDK's client auth provider, and a look at each response the server sends (401, 403). */
  oauth?: { provider: OAuthClientProvider; observe(response: Response): void };
  /** The era to speak: `auto` probes `server/discover` and falls back to `initialize` (the default). */
  protocol?: ProtocolChoice;
  /** The capabilities object to declare (`initialize`, or each request's envelope). */
  capabilities?: Record<string, unknown>;
}

/** Thrown by the modern probe when the server answered, but not as a 2026-07-28 server. */
class NotModern extends Error {}

function observed(fetch: FetchLike, observe: ((r: Response) => void) | undefined): FetchLike {
  if (!observe) return fetch;
  return async (url, init) => {
    const response = await fetch(url, init);
    observe(response);
    return response;
  };
}

/** How long the session's DELETE may take when ending, at most (cut to fit the deadline). */
const SESSION_END_GRACE_MS = 2000;
/** Past the deadline, the DELETE still gets this long to go out. */
const SIGNAL_FLOOR_MS = 100;

async function connectWith(
  kind: 'streamable-http' | 'sse',
  url: URL,
  params: HttpServerParams,
  session: ServerSession,
  era: 'legacy' | 'modern' = 'legacy',
): Promise<Connection> {
  const { budget, label } = session;
  const wire = new Map<string | number, unknown>();
  const tapped = observed(snapshotFetch(budget, label, wire), params.oauth?.observe);
  const fetch = era === 'modern' ? modernHeadersFetch(tapped) : tapped;
  const authProvider = params.oauth?.provider;
  const requestInit: RequestInit = { headers: params.headers ?? {} };
  const inner: Transport =
    kind === 'streamable-http'
      ? new StreamableHTTPClientTransport(url, {
          fetch,
          requestInit,
          authProvider,
          // A snapshot is one short exchange: a dropped stream is a failure, not something to wait out.
          reconnectionOptions: {
            maxRetries: 0,
            initialReconnectionDelay: 1000,
            maxReconnectionDelay: 1000,
            reconnectionDelayGrowFactor: 1,
          },
        })
      : new SSEClientTransport(url, { fetch, requestInit, authProvider });
  const tap = new SnapshotTransport(inner, wire, budget);
  const client = era === 'modern' ? new ModernClient(requestEnvelope(params.capabilities)) : newClient(params.capabilities);
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
  await openSession(
    client,
    tap,
    budget,
    label,
    close,
    (e) => {
      throw budget.failed ?? (e instanceof UnauthorizedError || e instanceof OAuthError ? e : new NotModern(errorText(e), { cause: e }));
    },
    (result) => {
      if (!offersModern(result)) throw new NotModern(`its server/discover result does not offer ${MODERN_PROTOCOL}`);
    },
  );
  return { client, tap, transport: kind, close };
}

/**
 * The 2025-era connection (Streamable HTTP, or SSE, or one then the other), with a clear error when the
 * server is one that speaks only 2026-07-28 and refused the `initialize` handshake.
 */
async function connectLegacy(url: URL, params: HttpServerParams, session: ServerSession): Promise<Connection> {
  try {
    return await connectLegacyTransports(url, params, session);
  } catch (e) {
    if (session.budget.failed) throw session.budget.failed;
    const supported = unsupportedVersionIn(errorText(e));
    if (supported?.includes(MODERN_PROTOCOL)) {
      throw onlyModernError(session.label, supported, e);
    }
    throw e;
  }
}

/**
 * Connects to a Streamable HTTP or legacy SSE server, in the era `params.protocol` names. `auto` first
 * probes with `server/discover` over Streamable HTTP as the SDK v2 client does (a 2026-07-28 server is
 * spoken to in that revision on that connection), and otherwise speaks the 2025 era: `auto` transport
 * then tries Streamable HTTP first and, when that fails for any reason but the snapshot's own bounds,
 * SSE (the fallback the SDK's client example uses).
 */
export async function connectHttp(params: HttpServerParams, session: ServerSession): Promise<Connection> {
  const url = new URL(params.url);
  const protocol = params.protocol ?? 'auto';
  // The 2026-07-28 revision is served over Streamable HTTP only; SSE is of the 2025 era.
  if (protocol === LEGACY_PROTOCOL || params.transport === 'sse') return connectLegacy(url, params, session);
  if (protocol === MODERN_PROTOCOL) {
    try {
      return await connectWith('streamable-http', url, params, session, 'modern');
    } catch (e) {
      if (e instanceof NotModern) throw notModernError(session.label, withoutHtmlPages(e.message), e);
      throw e;
    }
  }
  // As the SDK v2 client negotiates: probe with server/discover; anything but definitive modern evidence
  // (an error, a result that does not offer the revision) falls back to the initialize handshake.
  try {
    return await connectWith('streamable-http', url, params, session, 'modern');
  } catch (e) {
    if (session.budget.failed) throw session.budget.failed;
    if (!(e instanceof NotModern)) throw e;
  }
  return connectLegacy(url, params, session);
}

/** {@link connectHttp} in the 2025 era: `auto` tries Streamable HTTP first and, failing that, SSE. */
async function connectLegacyTransports(url: URL, params: HttpServerParams, session: ServerSession): Promise<Connection> {
  const { budget } = session;
  if (params.transport === 'http') return connectWith('streamable-http', url, params, session);
  if (params.transport === 'sse') return connectWith('sse', url, params, session);
  try {
    return await connectWith('streamable-http', url, params, session);
  } catch (first) {
    if (budget.failed) throw budget.failed;
    // A server that asks for authorization is a Streamable HTTP server: trying SSE would ask the user twice.
    // An OAuth refusal of toolseal's own (an unsafe authorization server) holds for SSE as well.
    if (first instanceof UnauthorizedError || first instanceof OAuthError || isToolsealError(first, 'OAUTH_FAILED')) throw first;
    try {
      return await connectWith('sse', url, params, session);
    } catch (second) {
      if (budget.failed) throw budget.failed;
      throw new Error(`neither Streamable HTTP (${errorText(first)}) nor SSE (${errorText(second)}) connected`, { cause: second });
    }
  }
}
