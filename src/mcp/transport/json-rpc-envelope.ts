import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/**
 * The JSON-RPC members of a message, without extra envelope keys (`{"jsonrpc":"2.0","id":1,"result":…,
 * "x":1}` would otherwise be dropped whole by the SDK's strict envelope schemas, and its request would
 * wait out the timeout). The payload (`result`, `error`, `params`) is the same object, untouched.
 * Returns undefined for anything that is not an object with `jsonrpc`.
 */
export function jsonRpcEnvelope(raw: unknown): (JSONRPCMessage & Record<string, unknown>) | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const m = raw as Record<string, unknown>;
  if (!Object.hasOwn(m, 'jsonrpc')) return undefined;
  const out: Record<string, unknown> = { jsonrpc: m.jsonrpc };
  for (const k of ['id', 'method', 'params', 'result', 'error'] as const) {
    if (Object.hasOwn(m, k)) out[k] = m[k];
  }
  return out as JSONRPCMessage & Record<string, unknown>;
}

/** Whether a value can be a JSON-RPC request id (a string or a number; null answers no request). */
export function isRequestId(v: unknown): v is string | number {
  return typeof v === 'string' || typeof v === 'number';
}
