import { jsonRpcEnvelope } from '../../../src/mcp/transport/json-rpc-envelope.js';

describe('jsonRpcEnvelope', () => {
  it('drops extra envelope keys and keeps the payload object itself, untouched', () => {
    const result = { tools: [{ name: 'search' }] };
    const out = jsonRpcEnvelope({ jsonrpc: '2.0', id: 1, result, x: 1, _debug: { a: 1 } });
    expect(out).toEqual({ jsonrpc: '2.0', id: 1, result });
    expect(out!.result).toBe(result);
  });

  it('twin: a plain request, notification and error answer come back with the same members', () => {
    const request = { jsonrpc: '2.0', id: 'a', method: 'tools/list', params: { cursor: 'c' } };
    const notification = { jsonrpc: '2.0', method: 'notifications/tools/list_changed' };
    const error = { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } };
    for (const m of [request, notification, error]) expect(jsonRpcEnvelope(m)).toEqual(m);
  });

  it('does not take members from the prototype: a parsed "__proto__" key is data, not an envelope (hostile)', () => {
    const raw = JSON.parse('{"jsonrpc":"2.0","__proto__":{"id":9,"result":{"tools":[]}}}') as unknown;
    expect(jsonRpcEnvelope(raw)).toEqual({ jsonrpc: '2.0' });
    expect(Object.hasOwn(jsonRpcEnvelope(raw)!, 'id')).toBe(false);
  });

  it('is undefined for anything that is not an object with jsonrpc: an array (a batch), null, a string', () => {
    for (const raw of [[{ jsonrpc: '2.0', id: 1 }], null, 'x', 1, { id: 1, result: {} }]) expect(jsonRpcEnvelope(raw)).toBeUndefined();
  });
});
