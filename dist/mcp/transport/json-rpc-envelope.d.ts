import type { JSONRPCMessage } from '../../external-types.js';
/**
 * The JSON-RPC members of a message, without extra envelope keys (`{"jsonrpc":"2.0","id":1,"result":…,
 * "x":1}` would otherwise be dropped whole by the SDK's strict envelope schemas, and its request would
 * wait out the timeout). The payload (`result`, `error`, `params`) is the same object, untouched.
 * Returns undefined for anything that is not an object with `jsonrpc`.
 */
export declare function jsonRpcEnvelope(raw: unknown): (JSONRPCMessage & Record<string, unknown>) | undefined;
/** Whether a value can be a JSON-RPC request id (a string or a number; null answers no request). */
export declare function isRequestId(v: unknown): v is string | number;
