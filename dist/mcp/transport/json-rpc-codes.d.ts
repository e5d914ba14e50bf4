/**
 * The JSON-RPC 2.0 error codes toolseal sends or reads, by name (the MCP SDK's `ErrorCode` names the same
 * numbers, but loading it for a constant would load the SDK where a command does not need it).
 */
export declare const JsonRpcErrorCode: {
    readonly ParseError: -32700;
    readonly InvalidRequest: -32600;
    readonly MethodNotFound: -32601;
    readonly InvalidParams: -32602;
    readonly InternalError: -32603;
    /** MCP 2026-07-28: the server does not speak the revision asked for; `data.supported` names those it does. */
    readonly UnsupportedProtocolVersion: -32022;
};
