import fc from 'fast-check';
import { isToolsealError } from '../../../src/core/errors.js';
import { MAX_DEPTH } from '../../../src/core/json/jcs.js';
import { parseJsonStrict } from '../../../src/core/json/strict-reader.js';
import { ToolsAnswerReader } from '../../../src/mcp/transport/tools-answer-reader.js';

type Outcome = { value: unknown } | { code: string; message?: string };

/** What reading a line gives: its value, or the refusal (the message too, but for invalid JSON, which is skipped as noise unread). */
function outcome(read: () => unknown): Outcome {
  try {
    return { value: read() };
  } catch (e) {
    if (!isToolsealError(e)) throw e;
    return e.code === 'INVALID_JSON' ? { code: e.code } : { code: e.code, message: e.message };
  }
}

const stripCR = (t: string) => (t.endsWith('\r') ? t.slice(0, -1) : t);

/** The line read whole, as the transport read every line before. */
function wholeParse(text: string): Outcome {
  return outcome(() => parseJsonStrict(stripCR(text), 'line'));
}

/** The line fed to an ToolsAnswerReader in pieces cut at `cuts`, then read as the transport reads it. */
function arriving(text: string, cuts: number[] = []): { outcome: Outcome; inParts: boolean } {
  const line = new ToolsAnswerReader('line');
  let at = 0;
  for (const cut of [...cuts.map((c) => c % (text.length + 1))].sort((a, b) => a - b)) {
    line.feed(text.slice(at, cut));
    at = cut;
  }
  line.feed(text.slice(at));
  const parts = line.value();
  if (parts) return { outcome: { value: parts.value }, inParts: true };
  const whole = line.whole();
  expect(whole.text.length).toBe(text.length);
  return { outcome: outcome(() => parseJsonStrict(stripCR(whole.text), 'line', { exact: whole.exact })), inParts: false };
}

/** Reads `text` both ways, whole and piece by piece (several cuttings), and expects the same outcome; returns whether it was read in parts. */
function same(text: string): boolean {
  const expected = wholeParse(text);
  const cuttings = [[], [1], [text.length >> 1], [3, 17, 18, 40], Array.from({ length: text.length }, (_, i) => i)];
  let inParts: boolean | undefined;
  for (const cuts of cuttings) {
    const got = arriving(text, cuts);
    expect(got.outcome).toStrictEqual(expected);
    inParts ??= got.inParts;
    expect(got.inParts).toBe(inParts);
  }
  return inParts!;
}

const msg = (result: string, more = '') => `{"jsonrpc":"2.0","id":1${more},"result":${result}}`;

describe('ToolsAnswerReader: a line read element by element gives what the whole line gives', () => {
  it('a tools/list page is read in parts, the values those of the whole parse', () => {
    expect(same(msg('{"tools":[{"name":"a","inputSchema":{"type":"object"}},{"name":"b","x":[1,2.5,"c,]"]}]}'))).toBe(true);
    expect(same(msg('{"tools":[{"name":"a"}],"nextCursor":"p1"}'))).toBe(true);
    expect(same(msg('{"nextCursor":"p1","tools":[{"name":"a"}]}'))).toBe(true);
    expect(same(msg('{"tools":[]}'))).toBe(true);
    expect(same(msg('{"tools":[ \n ]}'))).toBe(true);
    expect(same(JSON.stringify(JSON.parse(msg('{"tools":[{"name":"a"},{"name":"b"}]}')), null, 2))).toBe(true);
    // Not objects: taken as sent (the digests refuse them later).
    expect(same(msg('{"tools":[1,"two",null,true,[3]]}'))).toBe(true);
    // A trailing \r, a byte order mark, __proto__ and integer-like names.
    expect(same(msg('{"tools":[{"name":"a"}]}') + '\r')).toBe(true);
    expect(same('\ufeff' + msg('{"tools":[{"name":"a"}]}'))).toBe(true);
    expect(same(msg('{"tools":[{"__proto__":{"x":1},"name":"p","10":1,"2":2}],"__proto__":[]}'))).toBe(true);
  });

  it('tiny tools (read without JSON.parse, see readFlatStringObject): the values of the whole parse; hostile ones refused as the whole line is', () => {
    const tiny = Array.from({ length: 50 }, (_, i) => `{"name":"t${i}"${i % 7 === 0 ? ' , "title" : "T"' : ''}}`).join(' ,\n');
    expect(same(msg(`{"tools":[${tiny},{"name":"1234567890123"},{"__proto__":"p"},{"":"e"}]}`))).toBe(true);
    const line = new ToolsAnswerReader('line');
    line.feed(msg(`{"tools":[${tiny}]}`));
    const tools = (line.value()!.value as { result: { tools: object[] } }).result.tools;
    expect(tools.map((t) => Object.getPrototypeOf(t))).toEqual(tools.map(() => Object.prototype));
    for (const hostile of ['{"name":"a","name":"b"}', '{"name":"a\tb"}', '{"name":"a"} x', '{"name":"a",}']) {
      const text = msg(`{"tools":[${tiny},${hostile},{"name":"z"}]}`);
      expect(wholeParse(text)).toHaveProperty('code');
      expect(same(text)).toBe(false);
    }
  });

  it('escaped member names: inside a tool, read exactly; as `result` or `tools`, the whole line decides', () => {
    // The V8 case (see strict-reader.ts): a name written with an escape after a similar one.
    expect(same(msg('{"tools":[{"ab\\\\":1},{"ab\\t":2}]}'))).toBe(true);
    expect(same(msg('{"tools":[{"n\\u0061me":"a"}]}'))).toBe(true);
    expect(same(msg('{"\\u0074ools":[{"name":"a"}]}'))).toBe(false);
    expect(same(`{"jsonrpc":"2.0","id":1,"r\\u0065sult":{"tools":[{"name":"a"}]}}`)).toBe(false);
    // Twins refused: the escaped `tools` beside a plain one is a duplicate.
    expect(wholeParse(msg('{"\\u0074ools":[1],"tools":[2]}'))).toMatchObject({ code: 'DUPLICATE_JSON_MEMBER' });
    expect(same(msg('{"\\u0074ools":[1],"tools":[2]}'))).toBe(false);
    expect(same(msg('{"tools":[1],"\\u0074ools":[2]}'))).toBe(false);
  });

  it('duplicate members: in the envelope, in result, tools twice, inside a tool; each twin without the duplicate is read in parts', () => {
    const refused = [
      msg('{"tools":[{"name":"a"}],"tools":[{"name":"b"}]}'),
      `{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"a"}]},"result":{"tools":[]}}`,
      `{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"a"}]},"result":{"tools":[{"name":"b"}]}}`,
      msg('{"tools":[{"name":"a"}]}', ',"id":2'),
      msg('{"tools":[{"name":"a"}],"nextCursor":"x","nextCursor":"y"}'),
      msg('{"tools":[{"name":"a"},{"name":"b","name":"c"},{"name":"d"}]}'),
      msg('{"tools":[{"name":"a"},{"name":"b","x":{"y":1,"y":2}}]}'),
    ];
    for (const text of refused) {
      expect(wholeParse(text)).toMatchObject({ code: 'DUPLICATE_JSON_MEMBER' });
      expect(same(text)).toBe(false);
    }
    expect(same(msg('{"tools":[{"name":"a"}],"tool":[{"name":"b"}]}'))).toBe(true);
    expect(same(`{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"a"}]},"resul":{"tools":[{"name":"b"}]}}`)).toBe(true);
    expect(same(msg('{"tools":[{"name":"a"},{"name":"b","nam":"c"},{"name":"d"}]}'))).toBe(true);
  });

  it('a batch, tools not an array, tools deeper down: read whole, as before', () => {
    expect(same(`[${msg('{"tools":[{"name":"a"}]}')},${msg('{"tools":[]}')}]`)).toBe(false);
    expect(same(`[${msg('{"tools":[{"name":"a","name":"b"}]}')}]`)).toBe(false);
    for (const tools of ['{"a":{"name":"a"}}', '"tools"', 'null', '1']) expect(same(msg(`{"tools":${tools}}`))).toBe(false);
    expect(same(msg('{"x":{"tools":[{"name":"a"}]}}'))).toBe(false);
    expect(same(msg('{"x":{"tools":[{"name":"a","name":"b"}]}}'))).toBe(false);
    expect(same(`{"jsonrpc":"2.0","id":1,"params":{"tools":[{"name":"a"}]}}`)).toBe(false);
  });

  it("a refusal mid-array is the whole line's: its first refusal, offsets and paths, whatever was read before it", () => {
    const tools = Array.from({ length: 5 }, (_, i) => `{"name":"t${i}"}`);
    const at = (k: number, bad: string, after = ']}') =>
      msg(`{"tools":[${[...tools.slice(0, k), bad, ...tools.slice(k)].join(',')}${after}`);
    // A duplicate after elements already read and dropped: the same path ($.result.tools[3]) and offset.
    const dup = wholeParse(at(3, '{"name":"x","name":"y"}'));
    expect(dup).toMatchObject({ code: 'DUPLICATE_JSON_MEMBER', message: expect.stringMatching(/\$\.result\.tools\[3\].*offset \d+/) });
    expect(same(at(3, '{"name":"x","name":"y"}'))).toBe(false);
    // The same, and the line then not JSON: invalid JSON wins (the line is skipped), as it always did.
    expect(wholeParse(at(3, '{"name":"x","name":"y"}', ']} x'))).toEqual({ code: 'INVALID_JSON' });
    expect(same(at(3, '{"name":"x","name":"y"}', ']} x'))).toBe(false);
    // ...unless a name read before had an escape: then the exact reader finds the duplicate first.
    const escaped = msg(`{"tools":[{"n\\u0061me":"e"},${tools.join(',')},{"name":"x","name":"y"}]} x`);
    expect(wholeParse(escaped)).toMatchObject({ code: 'DUPLICATE_JSON_MEMBER' });
    expect(same(escaped)).toBe(false);
    // Numbers a double cannot hold, nesting past the bound, a syntax error, an element that ends the line.
    expect(same(at(2, '{"name":"x","n":9007199254740993}'))).toBe(false);
    expect(wholeParse(at(2, '{"name":"x","n":9007199254740993}'))).toMatchObject({ code: 'NOT_CANONICALIZABLE' });
    const deep = '['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH);
    expect(same(at(4, `{"name":"x","d":${deep}}`))).toBe(false);
    expect(wholeParse(at(4, `{"name":"x","d":${deep}}`))).toMatchObject({ code: 'NOT_CANONICALIZABLE' });
    expect(same(at(1, '{"name":"x",}'))).toBe(false);
    expect(same(at(5, '', ']}'))).toBe(false); // [a,b,…,] a trailing comma
    expect(same(msg('{"tools":[,{"name":"a"}]}'))).toBe(false);
    expect(same(msg(`{"tools":[${tools.join(',')}`).slice(0, -2))).toBe(false); // the line ends inside the array
    expect(same(msg(`{"tools":[${tools.join(',')}}}`))).toBe(false); // the array closed with }
    expect(same(msg(`{"tools":[${tools.join(',')}]}`) + ' x')).toBe(false);
    expect(same('x ' + msg(`{"tools":[${tools.join(',')}]}`))).toBe(false);
    // The nesting bound counts the message's levels: the deepest element allowed, then one deeper.
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(same(msg(`{"tools":[${nested(MAX_DEPTH - 3)}]}`))).toBe(true);
    expect(wholeParse(msg(`{"tools":[${nested(MAX_DEPTH - 3)}]}`))).toHaveProperty('value');
    expect(same(msg(`{"tools":[${nested(MAX_DEPTH - 2)}]}`))).toBe(false);
    expect(wholeParse(msg(`{"tools":[${nested(MAX_DEPTH - 2)}]}`))).toMatchObject({ code: 'NOT_CANONICALIZABLE' });
  });

  it('any JSON-RPC page, mutated or not, cut anywhere: the same outcome as the whole line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 12 }),
        fc.dictionary(fc.constantFrom('nextCursor', 'tools', 'x', '_meta'), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }),
        fc.boolean(),
        fc.option(
          fc.tuple(
            fc.nat(),
            fc.constantFrom('', ',', '"', '\\', '}', ']', '[', '{', ':', '1', 'e9999', '"tools":[', '"a":1,"a":2', ' ', '\r'),
            fc.nat({ max: 3 }),
          ),
        ),
        fc.array(fc.nat(), { maxLength: 6 }),
        (tools, extra, toolsFirst, mutation, cuts) => {
          const result = JSON.stringify(toolsFirst ? { tools, ...extra } : { ...extra, tools });
          let text = msg(result);
          if (mutation) {
            const [at, insert, remove] = mutation;
            const i = at % (text.length + 1);
            text = text.slice(0, i) + insert + text.slice(i + remove);
          }
          const expected = wholeParse(text);
          expect(arriving(text, cuts).outcome).toStrictEqual(expected);
        },
      ),
      { numRuns: 1500 },
    );
  });
});
