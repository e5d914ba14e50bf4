// The per-request envelope of the 2026-07-28 revision, both ways. A host of that revision opens with
// `server/discover` (no `initialize`), and each of its requests carries its protocol version, clientInfo
// and capabilities in `_meta`: the guard passes its messages to a server of that revision as they are
// (the envelope is the host's own), and decides on the server/discover answer as on an initialize answer.
// A 2025-era host in front of such a server gets its initialize answered from server/discover, and its
// requests sent with the envelope spliced in.
import { isJsonObject as isObject } from '../../core/json/json-object.js';
import {
  LEGACY_PROTOCOL,
  META_CLIENT_INFO,
  META_PROTOCOL_VERSION,
  META_SERVER_INFO,
  META_SUBSCRIPTION_ID,
  MODERN_PROTOCOL,
  requestEnvelope,
  seenFromDiscover,
} from '../../mcp/transport/protocol-era.js';

type Message = Record<string, unknown>;

/** The 2025-era revisions a host may ask for in its initialize; anything else is answered in the newest of them. */
const HOST_REVISIONS: readonly string[] = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

/** The revision a 2025-era host's initialize is answered in, before a 2026-07-28 server: the one it asked for, or the newest. */
export function hostRevision(asked: unknown): string {
  return typeof asked === 'string' && HOST_REVISIONS.includes(asked) ? asked : LEGACY_PROTOCOL;
}

/**
 * What a 2025-era host's initialize gives the guard before a 2026-07-28 server: the envelope each of its
 * requests is then sent with (its capabilities and clientInfo), and the revision the answer is made in.
 */
export function hostInitialize(request: Message): { envelope: Message; version: string } {
  const params = isObject(request.params) ? request.params : {};
  const capabilities = isObject(params.capabilities) ? params.capabilities : {};
  const envelope = { ...requestEnvelope(capabilities), ...(isObject(params.clientInfo) ? { [META_CLIENT_INFO]: params.clientInfo } : {}) };
  return { envelope, version: hostRevision(params.protocolVersion) };
}

/** The change notifications the guard asks `subscriptions/listen` for: every list it decides on. */
export const LISTEN_FILTER = { toolsListChanged: true, promptsListChanged: true, resourcesListChanged: true } as const;

/** The per-request envelope a modern host's request carries (its `_meta` members of the revision), or undefined. */
export function hostEnvelope(m: Message): Message | undefined {
  const params = isObject(m.params) ? m.params : undefined;
  const meta = params && isObject(params._meta) ? params._meta : undefined;
  if (!meta || meta[META_PROTOCOL_VERSION] !== MODERN_PROTOCOL) return undefined;
  const out: Message = {};
  for (const key of Object.keys(meta)) if (key.startsWith('io.modelcontextprotocol/')) out[key] = meta[key];
  return out;
}

/** What a server/discover answer says for the guard: the server's name (from the result's `_meta`) and the result itself. */
export function discoverAnswerSeen(answer: Message): { serverName?: string; result?: Message } {
  const result = isObject(answer.result) ? answer.result : undefined;
  if (!result) return {};
  const meta = isObject(result._meta) ? result._meta : undefined;
  const info = meta && isObject(meta[META_SERVER_INFO]) ? (meta[META_SERVER_INFO] as Message) : undefined;
  return { result, ...(typeof info?.name === 'string' ? { serverName: info.name } : {}) };
}

/**
 * A `server/discover` result in the shape of an `initialize` result, as the snapshot reads it
 * (seenFromDiscover: `serverInfo` from its `_meta`, `capabilities` and `instructions` as they are; the
 * cache members left out), in the revision the host asked for.
 */
export function initializeFromDiscover(result: Message, protocolVersion: string, where: string): Message {
  const seen = seenFromDiscover(result, where);
  return {
    protocolVersion,
    capabilities: seen.capabilities ?? {},
    ...(seen.serverInfo ? { serverInfo: seen.serverInfo } : {}),
    ...(seen.instructions !== undefined ? { instructions: seen.instructions } : {}),
  };
}

/**
 * The host's line with the envelope in its params' `_meta`, the rest as the host wrote it (a number no
 * double holds stays as written): `"_meta":{…}` put first in a params object that has no `_meta`. Anything
 * else (no params, params with a `_meta` of their own) is re-written from the parsed message: an empty
 * line, which the HTTP upstream sends as the SDK writes it.
 */
export function withEnvelopeText(line: Buffer, parsed: Message, envelope: Message): Buffer {
  const params = parsed.params;
  if (!isObject(params) || Object.hasOwn(params, '_meta')) return Buffer.alloc(0);
  const text = line.toString('utf8');
  const at = paramsObjectStart(text);
  if (at < 0) return Buffer.alloc(0);
  const meta = `"_meta":${JSON.stringify(envelope)}`;
  const empty = /^\s*\}/.test(text.slice(at + 1));
  return Buffer.from(`${text.slice(0, at + 1)}${meta}${empty ? '' : ','}${text.slice(at + 1)}`, 'utf8');
}

/** Where the `{` of the top-level `params` member's value is in a JSON-RPC message's text, or -1. */
function paramsObjectStart(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      if (depth !== 1) continue;
      let key: unknown;
      try {
        key = JSON.parse(text.slice(start, i + 1));
      } catch {
        return -1;
      }
      if (key !== 'params') continue;
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j]!)) j++;
      if (text[j] !== ':') continue; // a string value, not a key
      j++;
      while (j < text.length && /\s/.test(text[j]!)) j++;
      return text[j] === '{' ? j : -1;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return -1;
}

/** How an error of the guard's own begins (the HTTP upstream's: see http.ts). */
const GUARD_ERROR = 'toolseal guard: ';

/**
 * Why server/discover did not open a 2026-07-28 session, for the host's initialize: the guard's own error
 * (`guards`: the upstream made it; it ended: a 2025-era server refuses the request outright; no answer
 * within --timeout), the server's refusal (by its code only: its text is the server's, even one that
 * begins as the guard's own errors do), or a result that does not offer the revision.
 */
export function discoverFailure(answer: Record<string, unknown>, guards: boolean): string {
  const error = isObject(answer.error) ? answer.error : undefined;
  if (error === undefined) return `its result does not offer ${MODERN_PROTOCOL}`;
  if (!guards) return `the server refused it with error ${Number.isSafeInteger(error.code) ? String(error.code) : 'without a code'}`;
  const text = typeof error.message === 'string' ? error.message : '';
  return (text.startsWith(GUARD_ERROR) ? text.slice(GUARD_ERROR.length) : text).slice(0, 300);
}

/**
 * A notification of a subscription the guard opened itself (its `_meta` names one of the guard's own ids,
 * `ownPrefix`), without that id: the 2025-era host opened no subscription, and gets it as a 2025-era
 * server sends it (a `_meta`, then `params`, left empty go too). Undefined for any other message: a notification of a
 * subscription of the host's keeps its id.
 */
export function withoutOwnSubscription(m: Message, ownPrefix: string): Message | undefined {
  if (typeof m.method !== 'string' || m.id !== undefined || !isObject(m.params) || !isObject(m.params._meta)) return undefined;
  const id = m.params._meta[META_SUBSCRIPTION_ID];
  if (typeof id !== 'string' || !id.startsWith(ownPrefix)) return undefined;
  const { [META_SUBSCRIPTION_ID]: _ours, ...meta } = m.params._meta;
  const { _meta: _old, ...rest } = m.params;
  const params = Object.keys(meta).length > 0 ? { ...rest, _meta: meta } : rest;
  const { params: _params, ...plain } = m;
  return Object.keys(params).length > 0 ? { ...plain, params } : plain;
}

/** The id of a POSTed `subscriptions/listen` request (a string: the guard's own ids are). */
export function listenIdOf(init: RequestInit | undefined): string | undefined {
  if (init?.method !== 'POST' || typeof init.body !== 'string' || !init.body.includes('subscriptions/listen')) return undefined;
  try {
    const m = JSON.parse(init.body) as { method?: unknown; id?: unknown };
    return m.method === 'subscriptions/listen' && typeof m.id === 'string' ? m.id : undefined;
  } catch {
    return undefined;
  }
}
