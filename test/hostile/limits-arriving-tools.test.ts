import fc from 'fast-check';
import { ToolsEventStreamCounter, ToolsAnswerCounter } from '../../src/mcp/transport/tools-answer-counter.js';

/** Feeds `text` in pieces cut at the given points and returns the count. */
function countIn(text: string, cuts: number[] = []): number {
  const counter = new ToolsAnswerCounter();
  let at = 0;
  for (const cut of [...cuts.map((c) => c % (text.length + 1))].sort((a, b) => a - b)) {
    counter.feed(text.slice(at, cut));
    at = cut;
  }
  counter.feed(text.slice(at));
  return counter.count;
}

describe('ToolsAnswerCounter (the tools of a page counted while it arrives)', () => {
  it('counts the elements of result.tools, whatever the other members, their order and the pieces', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 30 }),
        fc.dictionary(
          fc.string({ maxLength: 6 }).filter((k) => k !== 'tools'),
          fc.jsonValue({ maxDepth: 2 }),
          { maxKeys: 3 },
        ),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 6 }),
        (tools, extra, toolsFirst, cuts) => {
          const result = toolsFirst ? { tools, ...extra } : { ...extra, tools };
          const text = JSON.stringify({ jsonrpc: '2.0', id: 7, result, nextCursor: undefined });
          expect(countIn(text, cuts)).toBe(tools.length);
          // Pretty-printed, with the envelope members in another order.
          expect(countIn(JSON.stringify({ result, id: 'x', jsonrpc: '2.0' }, null, 2), cuts)).toBe(tools.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts nothing outside result.tools: a tools array elsewhere, in a string, or under an escaped name', () => {
    expect(countIn('{"jsonrpc":"2.0","id":1,"result":{"x":{"tools":[1,2,3]}}}')).toBe(0);
    expect(countIn('{"jsonrpc":"2.0","id":1,"params":{"tools":[1,2,3]}}')).toBe(0);
    expect(countIn('{"jsonrpc":"2.0","id":1,"result":{"note":"\\"tools\\":[1,2,3]","tools":[]}}')).toBe(0);
    expect(countIn('{"jsonrpc":"2.0","id":1,"result":{"\\u0074ools":[1,2,3]}}')).toBe(0);
    expect(countIn('[{"jsonrpc":"2.0","id":1,"result":{"tools":[1,2,3]}}]')).toBe(0);
    // The control: the same tools where they belong.
    expect(countIn('{"jsonrpc":"2.0","id":1,"result":{"tools":[1,2,3]}}')).toBe(3);
  });

  it('reset starts a new message', () => {
    const counter = new ToolsAnswerCounter();
    counter.feed('{"result":{"tools":[{},{}');
    expect(counter.count).toBe(2);
    counter.reset();
    counter.feed('{"result":{"tools":[{}]}}');
    expect(counter.count).toBe(1);
  });
});

describe('ToolsEventStreamCounter (the same, on a server-sent event stream)', () => {
  /** Feeds a stream in pieces cut at the given points; the count after each event's data is complete. */
  function countEvents(stream: string, cuts: number[]): number {
    const counter = new ToolsEventStreamCounter();
    let at = 0;
    for (const cut of [...cuts.map((c) => c % (stream.length + 1))].sort((a, b) => a - b)) {
      counter.feed(stream.slice(at, cut));
      at = cut;
    }
    counter.feed(stream.slice(at));
    return counter.count;
  }

  it('counts result.tools across data lines, whatever the line ends, other fields and pieces', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 20 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 6 }),
        (tools, eol, pretty, cuts) => {
          const message = JSON.stringify({ jsonrpc: '2.0', id: 3, result: { tools } }, null, pretty ? 2 : undefined);
          const data = message
            .split('\n')
            .map((line, i) => `data:${i % 2 ? '' : ' '}${line}`)
            .join(eol);
          const stream = [': hello', 'event: message', 'id: 7', data, '', ''].join(eol);
          expect(countEvents(stream, cuts)).toBe(0); // the event ended: a new one starts from nothing
          expect(countEvents([': hello', 'event: message', data].join(eol), cuts)).toBe(tools.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts nothing in other fields, and starts again with each event', () => {
    expect(countEvents('event: x\nid: {"result":{"tools":[1,2]}}\n: data: {"result":{"tools":[1,2]}}\n', [])).toBe(0);
    expect(countEvents('data: {"result":{"tools":[1,2]}}\n\ndata: {"result":{"tools":[1', [])).toBe(1);
  });
});
