import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { JsonRpcErrorCode } from '../../../src/mcp/transport/json-rpc-codes.js';

describe('JsonRpcErrorCode', () => {
  it("names the JSON-RPC 2.0 codes as the MCP SDK's ErrorCode does", () => {
    expect(JsonRpcErrorCode.ParseError).toBe(ErrorCode.ParseError);
    expect(JsonRpcErrorCode.InvalidRequest).toBe(ErrorCode.InvalidRequest);
    expect(JsonRpcErrorCode.MethodNotFound).toBe(ErrorCode.MethodNotFound);
    expect(JsonRpcErrorCode.InvalidParams).toBe(ErrorCode.InvalidParams);
    expect(JsonRpcErrorCode.InternalError).toBe(ErrorCode.InternalError);
  });

  it('names no two errors with one code', () => {
    const codes = Object.values(JsonRpcErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
