/**
 * The JSON-RPC 2.0 error codes toolseal sends or reads, by name (the MCP SDK's `ErrorCode` names the same
 * numbers, but loading it for a constant would load the SDK where a command does not need it).
 */
export const JsonRpcErrorCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  /** MCP 2026-07-28: the server does not speak the revision asked for; `data.supported` names those it does. */
  UnsupportedProtocolVersion: -32022,
} as const;
