import { withEnvelopeText } from '../../src/guard/upstream/modern-envelope.js';

// A 2026-07-28 server gets the host's request with the per-request envelope in its params' _meta: the
// rest of the host's text is sent as written (a number no double holds stays as the host wrote it).

const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': { sampling: {} },
};
const spliced = (text: string) =>
  withEnvelopeText(Buffer.from(text + '\n'), JSON.parse(text) as Record<string, unknown>, ENVELOPE)
    .toString('utf8')
    .replace(/\n$/, '');

describe('withEnvelopeText', () => {
  it.each([
    [
      'a 64-bit integer argument',
      '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search","arguments":{"n":12345678901234567890}}}',
    ],
    ['an ordinary argument (the twin)', '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search","arguments":{"n":1}}}'],
    ['empty params', '{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}}'],
    [
      '"params" also inside the arguments and as a string value',
      '{"jsonrpc":"2.0","id":"params","method":"tools/call","params":{"name":"params","arguments":{"params":{"x":1}}}}',
    ],
    ['white space around the members', '{ "jsonrpc" : "2.0", "id" : 2, "method" : "tools/call", "params" : { "name" : "search" } }'],
  ])("%s: the envelope is put in, the host's text kept", (_what, text) => {
    const out = spliced(text);
    const parsed = JSON.parse(out) as { params: Record<string, unknown> };
    expect(parsed.params._meta).toEqual(ENVELOPE);
    const original = JSON.parse(text) as { params: Record<string, unknown> };
    expect({ ...parsed.params, _meta: undefined }).toEqual({ ...original.params, _meta: undefined });
    // Every byte the host wrote is still there, in order, around the one insertion.
    const meta = `"_meta":${JSON.stringify(ENVELOPE)}`;
    expect(out.replace(meta + (out.includes(meta + '}') ? '' : ','), '')).toBe(text);
  });

  it('params with a _meta of their own, or none at all: re-written from the parsed message (an empty line)', () => {
    expect(spliced('{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"_meta":{"progressToken":1},"name":"search"}}')).toBe('');
    expect(spliced('{"jsonrpc":"2.0","id":2,"method":"ping"}')).toBe('');
  });
});
