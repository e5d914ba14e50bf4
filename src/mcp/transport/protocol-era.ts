import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { FetchLike, Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import * as z from 'zod/v4';
import { ToolsealError } from '../../core/errors.js';
import { escapeForTerminal } from '../../core/text/terminal-text.js';
import { VERSION } from '../../version.js';
import type { SnapshotBudget } from '../server/snapshot-budget.js';
import type { InitializeSeen, SnapshotTransport } from './snapshot-transport.js';

import { LEGACY_PROTOCOL, MODERN_PROTOCOL } from '../server/protocol-versions.js';

export { LEGACY_PROTOCOL, MODERN_PROTOCOL, PROTOCOL_CHOICES, isProtocolChoice, type ProtocolChoice } from '../server/protocol-versions.js';

/** The reserved `_meta` keys of the per-request envelope, and the one a result names its server by. */
export const META_PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';
export const META_CLIENT_INFO = 'io.modelcontextprotocol/clientInfo';
export const META_CLIENT_CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';
export const META_SERVER_INFO = 'io.modelcontextprotocol/serverInfo';
/** The `_meta` key of a notification that names the `subscriptions/listen` request it belongs to. */
export const META_SUBSCRIPTION_ID = 'io.modelcontextprotocol/subscriptionId';

/** The per-request envelope toolseal sends to a 2026-07-28 server: as a client with no capabilities. */
export function requestEnvelope(capabilities: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    [META_PROTOCOL_VERSION]: MODERN_PROTOCOL,
    [META_CLIENT_INFO]: { name: 'toolseal', version: VERSION },
    [META_CLIENT_CAPABILITIES]: capabilities,
  };
}

const ANY_RESULT = z.unknown();

/**
 * An MCP client for the 2026-07-28 revision over the SDK's transports: no `initialize` (there is none in
 * that revision), and the per-request envelope merged into every request's `_meta` (a key the request
 * gives itself wins, as in the SDK v2 client). The result is still any object, as the transport gave it.
 */
export class ModernClient extends Client {
  constructor(private readonly envelope: Record<string, unknown>) {
    super({ name: 'toolseal', version: VERSION }, { capabilities: {} });
  }

  override async connect(transport: Transport): Promise<void> {
    // The protocol layer's connect only: Client's own would send `initialize`.
    const protocolConnect = (Object.getPrototypeOf(Client.prototype) as { connect(t: Transport): Promise<void> }).connect;
    await protocolConnect.call(this, transport);
    transport.setProtocolVersion?.(MODERN_PROTOCOL);
  }

  override request(...[request, schema, options]: Parameters<Client['request']>): ReturnType<Client['request']> {
    const params: Record<string, unknown> = request.params ?? {};
    const meta = typeof params._meta === 'object' && params._meta !== null ? (params._meta as Record<string, unknown>) : {};
    return super.request({ ...request, params: { ...params, _meta: { ...this.envelope, ...meta } } }, schema, options);
  }
}

/**
 * A fetch that adds the headers a 2026-07-28 Streamable HTTP server requires to agree with the body:
 * `Mcp-Method` names the JSON-RPC method of the POSTed message (the SDK v1 transport sends the
 * `MCP-Protocol-Version` header itself once told the version).
 */
export function modernHeadersFetch(inner: FetchLike): FetchLike {
  return (url, init) => {
    if (init?.method !== 'POST' || typeof init.body !== 'string') return inner(url, init);
    let method: unknown;
    try {
      method = (JSON.parse(init.body) as { method?: unknown }).method;
    } catch {
      return inner(url, init);
    }
    if (typeof method !== 'string') return inner(url, init);
    const headers = new Headers(init.headers);
    headers.set('mcp-method', method);
    const name = mcpNameOf(method, (JSON.parse(init.body) as { params?: unknown }).params);
    if (name !== undefined) headers.set('mcp-name', name);
    return inner(url, { ...init, headers });
  };
}

/** The methods whose `Mcp-Name` header mirrors a member of their params (the server checks that the two agree). */
const MCP_NAME_SOURCE: Record<string, string> = { 'tools/call': 'name', 'prompts/get': 'name', 'resources/read': 'uri' };

/**
 * The `Mcp-Name` header of a request: the mirrored member as it is when it is printable ASCII with no
 * space at either end, else `=?base64?…?=` of its UTF-8 (a header cannot carry it otherwise).
 */
function mcpNameOf(method: string, params: unknown): string | undefined {
  const field = Object.hasOwn(MCP_NAME_SOURCE, method) ? MCP_NAME_SOURCE[method]! : undefined;
  if (field === undefined || typeof params !== 'object' || params === null) return undefined;
  const value = (params as Record<string, unknown>)[field];
  if (typeof value !== 'string') return undefined;
  if (/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(value) && !value.startsWith('=?base64?')) return value;
  return `=?base64?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** Whether a `server/discover` result is definitive modern evidence: an object that offers 2026-07-28. */
export function offersModern(result: unknown): boolean {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return false;
  const versions = (result as { supportedVersions?: unknown }).supportedVersions;
  return Array.isArray(versions) && versions.includes(MODERN_PROTOCOL);
}

/**
 * What a `server/discover` result says, in the shape the `initialize` result gave it: the revision
 * spoken, `serverInfo` (from the result's `_meta`), the `instructions` (the same non-tool as in
 * `initialize`), and the capabilities. `resultType`, `ttlMs`, `cacheScope` and the rest of `_meta` are
 * not kept: they say how long to cache, not what the model reads.
 */
export function seenFromDiscover(result: unknown, label: string): InitializeSeen {
  if (!offersModern(result)) {
    throw new ToolsealError(
      'SNAPSHOT_INCOMPLETE',
      `${label}: protocol error: the server/discover result does not offer ${MODERN_PROTOCOL}`,
    );
  }
  const r = result as Record<string, unknown>;
  const seen: InitializeSeen = { protocolVersion: MODERN_PROTOCOL };
  const meta = r._meta;
  const info = typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>)[META_SERVER_INFO] : undefined;
  if (typeof info === 'object' && info !== null && !Array.isArray(info)) seen.serverInfo = info as Record<string, unknown>;
  if (typeof r.instructions === 'string') seen.instructions = r.instructions;
  if (typeof r.capabilities === 'object' && r.capabilities !== null && !Array.isArray(r.capabilities))
    seen.capabilities = r.capabilities as Record<string, unknown>;
  return seen;
}

/** Sends `server/discover` (bounded by the snapshot's deadline) and returns its result as received. */
export function discover(client: ModernClient, budget: SnapshotBudget): Promise<unknown> {
  return budget.race(
    client.request({ method: 'server/discover', params: {} }, ANY_RESULT, { timeout: budget.requestTimeoutMs(), signal: budget.signal }),
  );
}

/**
 * Opens `client` on `tap` within the snapshot's budget: `initialize` for a 2025-era client, and for a
 * 2026-07-28 one `server/discover`, whose result becomes what the tap saw of the opening. `discoverFailed`
 * throws the error the caller's transport reports for a failed discover, `checkOffer` refuses a result that
 * is not of that revision; on any failure `close` ends everything before the error is thrown.
 */
export async function openSession(
  client: Client,
  tap: SnapshotTransport,
  budget: SnapshotBudget,
  label: string,
  close: () => Promise<void>,
  discoverFailed: (e: unknown) => never,
  checkOffer: (result: unknown) => void = () => {},
): Promise<void> {
  try {
    await budget.race(client.connect(tap, { timeout: budget.requestTimeoutMs(), signal: budget.signal }));
    if (client instanceof ModernClient) {
      let result: unknown;
      try {
        result = await discover(client, budget);
      } catch (e) {
        discoverFailed(e);
      }
      checkOffer(result);
      Object.assign(tap.initialize, seenFromDiscover(result, label));
    }
  } catch (e) {
    await close();
    throw e;
  }
}

/**
 * The revisions a server named in an "unsupported protocol version" error (-32022, `data.supported`), found
 * in an error's text (the SDK's HTTP transport puts the response body in its message): the sign of a
 * server of the other era. Undefined when the text holds no such error.
 */
export function unsupportedVersionIn(text: string): string[] | undefined {
  if (!/"code"\s*:\s*-32022\b/.test(text)) return undefined;
  const m = /"supported"\s*:\s*(\[[^\]]{0,400}\])/.exec(text);
  if (!m) return [];
  try {
    const v = JSON.parse(m[1]!) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, 8) : [];
  } catch {
    return [];
  }
}

/** The error of a server that speaks only 2026-07-28 and refused the 2025-era handshake. */
export function onlyModernError(label: string, supported: readonly string[], cause: unknown): ToolsealError {
  return new ToolsealError(
    'SNAPSHOT_INCOMPLETE',
    `${label}: the server speaks only ${supported.join(', ')} and refused the ${LEGACY_PROTOCOL} initialize handshake; use --protocol auto or ${MODERN_PROTOCOL}`,
    { cause },
  );
}

/** The error of `--protocol 2026-07-28` against a server that did not answer `server/discover` as one (its reason: foreign text, cut and escaped). */
export function notModernError(label: string, reason: string, cause: unknown): ToolsealError {
  const shown = escapeForTerminal(reason.slice(0, 300));
  return new ToolsealError(
    'SNAPSHOT_INCOMPLETE',
    `${label}: no ${MODERN_PROTOCOL} server answered server/discover (--protocol ${MODERN_PROTOCOL}): ${shown}`,
    { cause },
  );
}
