// A host of the 2026-07-28 revision in front of the guard: it opens with `server/discover` (no
// `initialize`), and each of its requests carries its protocol version, clientInfo and capabilities in
// `_meta`. The guard passes its messages to a server of that revision as they are (the envelope is the
// host's own), and decides on the server/discover answer as on an initialize answer.
import { isJsonObject as isObject } from '../core/json-object.js';
import { META_PROTOCOL_VERSION, META_SERVER_INFO, MODERN_PROTOCOL } from '../mcp/protocol-era.js';

type Message = Record<string, unknown>;


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
