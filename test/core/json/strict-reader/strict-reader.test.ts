import { ToolsealError } from '../../../../src/core/errors.js';
import { MAX_DEPTH } from '../../../../src/core/json/jcs.js';
import { decodeUtf8, isExactNumberLiteral, parseJsonStrict, parseJsonStrictEach } from '../../../../src/core/json/strict-reader.js';

// The exact reader and a value read for its place in a larger document, as options of the one strict reader.
const parseJsonExact = (text: string, source: string) => parseJsonStrict(text, source, { exact: true });
const parseJsonStrictAt = (text: string, source: string, path: Array<string | number>, depth: number, seen?: { escapedName: boolean }) =>
  parseJsonStrict(text, source, { at: { path, depth }, seen });
import { codeOf, messageOf } from '../../../support/thrown.js';
import { objectAt } from '../../../support/json-view.js';

const parse = (text: string) => parseJsonStrict(text, 'input.json');

describe('parseJsonStrict', () => {
  it('parses valid JSON to the same value as JSON.parse', () => {
    const text = '{"a":[1,2.5,-0,1e21,"x\\u0041\\"",{"b":null}],"c":true,"d":{}}';
    expect(parse(text)).toEqual(JSON.parse(text));
  });

  it('accepts a leading byte order mark', () => {
    expect(parse('\ufeff{"a":1}')).toEqual({ a: 1 });
  });

  describe('refuses invalid JSON with INVALID_JSON and the source named', () => {
    it.each(['', '{', '{"a":1,}', "{'a':1}", '[1 2]', '{"a":1} x', 'NaN', '{"a":"\\x"}', '"unterminated'])('refuses %p', (text) => {
      expect(codeOf(() => parse(text))).toBe('INVALID_JSON');
      expect(messageOf(() => parse(text))).toContain('input.json');
    });
  });

  describe('refuses a duplicate member name anywhere with DUPLICATE_JSON_MEMBER', () => {
    // Each case: the text with a duplicate, and its twin without one (which must pass).
    it.each([
      ['at the top', '{"name":"a","name":"b"}', '{"name":"a","title":"b"}'],
      [
        'nested in a tool schema',
        '{"tools":[{"name":"t","inputSchema":{"properties":{"q":{"type":"string","type":"number"}}}}]}',
        '{"tools":[{"name":"t","inputSchema":{"properties":{"q":{"type":"string","format":"number"}}}}]}',
      ],
      [
        'inside _meta (which is not hashed)',
        '{"tools":[{"name":"t","_meta":{"k":1,"k":2}}]}',
        '{"tools":[{"name":"t","_meta":{"k":1,"j":2}}]}',
      ],
      [
        'in a snapshot envelope',
        '{"snapshotVersion":1,"server":"a","server":"b","tools":[]}',
        '{"snapshotVersion":1,"server":"a","tools":[]}',
      ],
      ['equal only after unescaping ("a" and "\\u0061")', '{"a":1,"\\u0061":2}', '{"a":1,"\\u0062":2}'],
      ['equal only after unescaping a surrogate pair', '{"\ud83d\ude00":1,"\\ud83d\\ude00":2}', '{"\ud83d\ude00":1,"\\ud83d\\ude01":2}'],
      ['a repeated __proto__', '{"__proto__":{},"__proto__":{"x":1}}', '{"__proto__":{},"constructor":{"x":1}}'],
      ['a repeated constructor and toString', '{"constructor":1,"toString":2,"constructor":3}', '{"constructor":1,"toString":2}'],
      ['with the same value twice', '{"a":1,"a":1}', '{"a":1,"b":1}'],
      ['deep in arrays of objects', '[[[{"x":[{"y":1,"z":2,"y":3}]}]]]', '[[[{"x":[{"y":1,"z":2},{"y":3}]}]]]'],
      ['with whitespace around the names', '{ "a" : 1 ,\n "a"\t: 2 }', '{ "a" : 1 ,\n "b"\t: 2 }'],
      ['with a name holding escaped quotes and a colon', '{"a\\":b":1,"a\\":b":2}', '{"a\\":b":1,"a\\":c":2}'],
    ])('refuses a duplicate %s, passes its twin', (_where, dup, twin) => {
      expect(codeOf(() => parse(dup))).toBe('DUPLICATE_JSON_MEMBER');
      expect(() => parse(twin)).not.toThrow();
    });

    it('names the duplicate and the object holding it', () => {
      const msg = messageOf(() => parse('{"tools":[{"name":"t"},{"name":"u","inputSchema":{"type":"object","type":"array"}}]}'));
      expect(msg).toContain('"type"');
      expect(msg).toContain('$.tools[1].inputSchema');
      expect(msg).toContain('input.json');
    });

    it('is not fooled by colons, braces and quotes inside strings', () => {
      expect(parse('{"a":"x:y,{\\"b\\":1}","b":"\\\\","c":"\\\\\\""}')).toEqual({ a: 'x:y,{"b":1}', b: '\\', c: '\\"' });
    });
  });

  describe('__proto__ as a member name', () => {
    it('is kept as an own member, without touching any prototype', () => {
      const v = parse('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
      expect(Object.hasOwn(v, '__proto__')).toBe(true);
      expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe(`refuses nesting deeper than ${MAX_DEPTH} levels with NOT_CANONICALIZABLE`, () => {
    it(`accepts ${MAX_DEPTH} levels`, () => {
      expect(() => parse('['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH))).not.toThrow();
      expect(() => parse('{"a":'.repeat(MAX_DEPTH - 1) + '{}' + '}'.repeat(MAX_DEPTH - 1))).not.toThrow();
    });
    it(`refuses ${MAX_DEPTH + 1} levels, of arrays or objects`, () => {
      expect(codeOf(() => parse('['.repeat(MAX_DEPTH + 1) + ']'.repeat(MAX_DEPTH + 1)))).toBe('NOT_CANONICALIZABLE');
      expect(codeOf(() => parse('{"a":'.repeat(MAX_DEPTH) + '{}' + '}'.repeat(MAX_DEPTH)))).toBe('NOT_CANONICALIZABLE');
    });
    it('refuses a 200,000-deep [[[…1…]]] cleanly', () => {
      const n = 200_000;
      expect(codeOf(() => parse('['.repeat(n) + '1' + ']'.repeat(n)))).toBe('NOT_CANONICALIZABLE');
    });
    it('does not count brackets inside strings', () => {
      const deepLooking = '"' + '['.repeat(MAX_DEPTH + 5) + '"';
      expect(parse(`{"a":${deepLooking}}`)).toEqual({ a: '['.repeat(MAX_DEPTH + 5) });
    });
  });
});

describe('numbers: refused unless a double holds exactly the value written (NOT_CANONICALIZABLE)', () => {
  // Each case: a literal a double cannot hold as written, and its twin that it can.
  it.each([
    ['an integer beyond 2^53', '9007199254740993', '9007199254740992'],
    ['the same with a fraction part', '9007199254740993.0', '9007199254740992.0'],
    ['the same in exponent notation', '9.007199254740993e15', '9.007199254740992e15'],
    ['a negative integer beyond -2^53', '-9007199254740993', '-9007199254740992'],
    ['more digits than a double keeps', '0.30000000000000000001', '0.3'],
    ['an overflow to Infinity', '1e400', '1e308'],
    ['an underflow to zero', '1e-400', '5e-324'],
    ['a subnormal with more digits than it keeps', '2.4703282292062328e-324', '1e-323'],
    ['more than 17 significant digits', '333333333.333333291', '333333333.33333329'],
    ['a huge integer', '123456789012345678901', '123456789012345680000'],
  ])('refuses %s, passes its twin', (_what, hostile, twin) => {
    // The last text has an escaped member name, so it takes the exact reader.
    for (const text of [`{"maximum":${hostile}}`, `[1,{"a":[${hostile}]}]`, `{"\\u0061":[${hostile}]}`]) {
      expect(codeOf(() => parse(text))).toBe('NOT_CANONICALIZABLE');
      expect(codeOf(() => parseJsonExact(text, 'f'))).toBe('NOT_CANONICALIZABLE');
    }
    expect(isExactNumberLiteral(hostile)).toBe(false);
    expect(parse(`{"maximum":${twin}}`)).toEqual({ maximum: Number(twin) });
    expect(parseJsonExact(`{"maximum":${twin}}`, 'f')).toEqual({ maximum: Number(twin) });
    expect(isExactNumberLiteral(twin)).toBe(true);
  });

  it.each([
    '0',
    '-0',
    '0.0',
    '0e400',
    '1.0',
    '0.1',
    '1e21',
    '1E+2',
    '1e23',
    '0.5e1',
    '100',
    '-1.5',
    '2E-2',
    '1.7976931348623157e308',
    '333333333.33333329',
    '4.50',
  ])('accepts %s (an integer RFC 8785 writes as such, or a fraction of at most 17 significant digits)', (literal) => {
    expect(isExactNumberLiteral(literal)).toBe(true);
    expect(parse(`[${literal}]`)).toEqual([Number(literal)]);
  });

  it('names the number and where it is', () => {
    const msg = messageOf(() => parse('{"tools":[{"name":"t","inputSchema":{"maximum":9007199254740993}}]}'));
    expect(msg).toContain('9007199254740993');
    expect(msg).toContain('9007199254740992');
    expect(msg).toContain('input.json');
  });

  it('does not read digits inside strings as numbers, and reports bad syntax as INVALID_JSON first', () => {
    expect(parse('{"a":"9007199254740993"}')).toEqual({ a: '9007199254740993' });
    expect(codeOf(() => parse('[1.2.3]'))).toBe('INVALID_JSON');
    expect(codeOf(() => parse('[01]'))).toBe('INVALID_JSON');
  });
});

describe('parseJsonStrictEach (a document read element by element) refuses what parseJsonStrict refuses', () => {
  const each = (text: string) => parseJsonStrictEach(text, 'input.json', 'tools', () => {});
  const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  it.each([
    // [what, hostile, twin]
    ['nesting one level too deep inside {"tools":[…]}', `{"tools":[${nested(MAX_DEPTH - 1)}]}`, `{"tools":[${nested(MAX_DEPTH - 2)}]}`],
    ['nesting one level too deep inside a bare array', `[${nested(MAX_DEPTH)}]`, `[${nested(MAX_DEPTH - 1)}]`],
    ['nesting too deep beside the tools', `{"tools":[],"x":${nested(MAX_DEPTH)}}`, `{"tools":[],"x":${nested(MAX_DEPTH - 1)}}`],
    ['a second tools member', '{"tools":[{"name":"a"}],"tools":[]}', '{"tools":[{"name":"a"}],"tool":[]}'],
    ['a second tools member, written with an escape', '{"tools":[],"t\\u006fols":[]}', '{"tools":[],"t\\u006fol":[]}'],
    ['a duplicate member inside a tool', '{"tools":[{"name":"a","name":"b"}]}', '{"tools":[{"name":"a","title":"b"}]}'],
    ['an inexact number inside a tool', '{"tools":[{"name":"a","x":9007199254740993}]}', '{"tools":[{"name":"a","x":9007199254740992}]}'],
    ['text after the document', '{"tools":[]} {}', '{"tools":[]} '],
    ['a missing comma between tools', '{"tools":[{"name":"a"} {"name":"b"}]}', '{"tools":[{"name":"a"}, {"name":"b"}]}'],
    ['an empty element', '{"tools":[{"name":"a"},]}', '{"tools":[{"name":"a"}]}'],
  ])('refuses %s as parseJsonStrict does, passes its twin', (_what, hostile, twin) => {
    expect(codeOf(() => each(hostile))).toBe(codeOf(() => parse(hostile)));
    expect(() => each(twin)).not.toThrow();
    expect(() => parse(twin)).not.toThrow();
  });
});

describe('decodeUtf8', () => {
  it('decodes UTF-8, dropping a byte order mark', () => {
    expect(decodeUtf8(Buffer.from('\ufeff{"é":"\u{1f600}"}', 'utf8'), 'f')).toBe('{"é":"\u{1f600}"}');
  });
  it.each([
    ['a stray continuation byte', [0x7b, 0x80, 0x7d]],
    ['a truncated sequence', [0x22, 0xe2, 0x82, 0x22]],
    ['an overlong encoding', [0x22, 0xc0, 0xaf, 0x22]],
    ['an encoded surrogate (CESU-8)', [0x22, 0xed, 0xa0, 0x80, 0x22]],
    ['0xFF', [0x22, 0xff, 0x22]],
  ])('refuses %s with INVALID_INPUT instead of replacing it with U+FFFD', (_what, bytes) => {
    expect(codeOf(() => decodeUtf8(Uint8Array.from(bytes), 'f'))).toBe('INVALID_INPUT');
  });
});

describe('member names written with escapes are read exactly', () => {
  // V8's JSON.parse (Node 24) compares the raw text of an escaped member name with the name it expects
  // from objects parsed before, so `"ab\t"` can come back as `ab\`. These run in one process, in order.
  it('reads "ab\\t" as a, b, TAB after an object named "ab\\\\" was read', () => {
    parseJsonStrict('{"y":null,"ab\\\\":null}', 'first');
    const v = parseJsonStrict('{"y":null,"ab\\t":null}', 'second') as Record<string, unknown>;
    expect(Object.keys(v)).toEqual(['y', 'ab\t']);
  });
  it('reads "ab\\u0009" as a, b, TAB after the same', () => {
    parseJsonStrict('{"q":0,"ab\\\\":1}', 'first');
    expect(Object.keys(parseJsonStrict('{"q":0,"ab\\u0009":1}', 'second') as object)).toEqual(['q', 'ab\t']);
  });
  it('reads names inside tool schemas exactly, tool after tool', () => {
    const a = '{"tools":[{"name":"a","inputSchema":{"type":"object","properties":{"q\\\\":{"type":"string"}}}}]}';
    const b = '{"tools":[{"name":"a","inputSchema":{"type":"object","properties":{"q\\"":{"type":"string"}}}}]}';
    parseJsonStrict(a, 'a');
    expect(Object.keys(objectAt(parseJsonStrict(b, 'b'), 'tools', 0, 'inputSchema', 'properties'))).toEqual(['q"']);
  });
  it('still refuses a duplicate that only unescaping reveals, on the exact path', () => {
    expect(codeOf(() => parse('{"a\\n":1,"a\\u000a":2}'))).toBe('DUPLICATE_JSON_MEMBER');
    expect(messageOf(() => parse('{"x":[{"a\\n":1,"a\\u000a":2}]}'))).toContain('$.x[0]');
  });
  it('gives what JSON.parse gives for values, numbers, literals and __proto__', () => {
    const text = '{"\\u0061":[1,-0,1.5e3,-2E-2,0.1,true,false,null,"s\\u00e9\\n",{}],"__proto__":{"p":1},"b\\u0000":{"c":[]}}';
    const v = parseJsonStrict(text, 'f') as Record<string, unknown>;
    expect(v).toEqual({ a: [1, -0, 1500, -0.02, 0.1, true, false, null, 'sé\n', {}], 'b\u0000': { c: [] }, ['__proto__']: { p: 1 } });
    expect(Object.hasOwn(v, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.is((v.a as unknown[])[1], -0)).toBe(true);
  });
  it.each([
    ['a trailing comma', '{"a\\n":1,}'],
    ['a missing colon', '{"a\\n" 1}'],
    ['a leading zero', '{"a\\n":01}'],
    ['a bare dot', '{"a\\n":1.}'],
    ['a leading dot', '{"a\\n":.5}'],
    ['a plus sign', '{"a\\n":+1}'],
    ['an empty exponent', '{"a\\n":1e}'],
    ['a lone minus', '{"a\\n":-}'],
    ['hexadecimal', '{"a\\n":0x1}'],
    ['a misspelled literal', '{"a\\n":tru}'],
    ['a raw control character in a string', '{"a\\n":"\u0001"}'],
    ['an invalid escape', '{"a\\x":1}'],
    ['an unterminated string', '{"a\\n":"x}'],
    ['text after the value', '{"a\\n":1} 2'],
    ['a single-quoted name', "{'a\\n':1}"],
    ['an unclosed object', '{"a\\n":1'],
    ['an unclosed array', '{"a\\n":[1,2}'],
    ['a comment', '{"a\\n":1 /* c */}'],
  ])('refuses %s (INVALID_JSON), as JSON.parse does', (_what, text) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(codeOf(() => parse(text))).toBe('INVALID_JSON');
  });
  it(`refuses nesting deeper than ${MAX_DEPTH} on the exact path too`, () => {
    const deep = '{"a\\n":' + '['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH) + '}';
    expect(codeOf(() => parseJsonExact(deep, 'f'))).toBe('NOT_CANONICALIZABLE');
    expect(codeOf(() => parse(deep))).toBe('NOT_CANONICALIZABLE');
  });
});

describe('parseJsonStrictAt (a value read on its own, for the place it has in a larger document)', () => {
  const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  it('bounds the nesting by what is left at its depth, as the whole document would', () => {
    expect(parseJsonStrictAt(nested(MAX_DEPTH - 3), 'f', ['result', 'tools', 0], 3)).toEqual(JSON.parse(nested(MAX_DEPTH - 3)));
    expect(codeOf(() => parseJsonStrictAt(nested(MAX_DEPTH - 2), 'f', ['result', 'tools', 0], 3))).toBe('NOT_CANONICALIZABLE');
    expect(codeOf(() => parse(`{"result":{"tools":[${nested(MAX_DEPTH - 2)}]}}`))).toBe('NOT_CANONICALIZABLE');
  });

  it('refuses what parseJsonStrict refuses, naming the place; says when it read an escaped member name', () => {
    expect(messageOf(() => parseJsonStrictAt('{"a":1,"a":2}', 'f', ['result', 'tools', 4], 3))).toMatch(/"a".*\$\.result\.tools\[4\]/);
    expect(codeOf(() => parseJsonStrictAt('[9007199254740993]', 'f', [], 3))).toBe('NOT_CANONICALIZABLE');
    expect(codeOf(() => parseJsonStrictAt('{"a":1,}', 'f', [], 3))).toBe('INVALID_JSON');
    const seen = { escapedName: false };
    expect(parseJsonStrictAt('{"a":"\\u0041"}', 'f', [], 3, seen)).toEqual({ a: 'A' });
    expect(seen.escapedName).toBe(false);
    expect(parseJsonStrictAt('{"\\u0061":1}', 'f', [], 3, seen)).toEqual({ a: 1 });
    expect(seen.escapedName).toBe(true);
  });
});

describe('parseJsonStrict with exact (an escaped member name known to be in the document, outside this text)', () => {
  it('reads the text with the exact reader: its first refusal in text order wins, as in the whole document', () => {
    const text = '{"a":1,"a":2,"b":}';
    expect(codeOf(() => parse(text))).toBe('INVALID_JSON');
    expect(codeOf(() => parseJsonStrict(text, 'f', { exact: true }))).toBe('DUPLICATE_JSON_MEMBER');
    expect(parseJsonStrict('{"a":[1,{"b":2}]}', 'f', { exact: true })).toEqual({ a: [1, { b: 2 }] });
  });
});

describe('parseJsonStrictEach: a number beyond a double in a tool', () => {
  const text = '{"tools":[{"name":"ok"},{"name":"big","inputSchema":{"properties":{"id":{"maximum":9223372036854775807}}}}]}';
  const each = (numbers?: 'rounded') => {
    const got: unknown[] = [];
    parseJsonStrictEach(text, 'tools.json', 'tools', (v) => got.push(v), numbers);
    return got;
  };

  it('is refused naming the tool, the JSON Pointer of the number in it and --round-inexact-numbers (hostile)', () => {
    let e: unknown;
    try {
      each();
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(ToolsealError);
    expect((e as ToolsealError).code).toBe('NOT_CANONICALIZABLE');
    expect((e as ToolsealError).message).toContain('in tool "big" (/tools/1) at /inputSchema/properties/id/maximum');
    expect((e as ToolsealError).message).toContain('--round-inexact-numbers');
  });

  it('with numbers rounded, is read as RFC 8785 reads it, the nearest double (twin)', () => {
    const got = each('rounded') as Array<{ inputSchema?: { properties: { id: { maximum: number } } } }>;
    expect(got[1]!.inputSchema!.properties.id.maximum).toBe(2 ** 63);
  });

  it('names the tool the same way when the tool has an escaped member name (the exact reader)', () => {
    const escaped = text.replace('"inputSchema"', '"x\\u0061":1,"inputSchema"');
    expect(() => parseJsonStrictEach(escaped, 'tools.json', 'tools', () => undefined)).toThrow(
      /in tool "big" \(\/tools\/1\) at \/inputSchema\/properties\/id\/maximum/,
    );
  });
});

describe('parseJsonStrict: a number beyond a double in a tool of a text read whole', () => {
  const big = '{"name":"big","inputSchema":{"properties":{"id":{"maximum":9223372036854775807}}}}';
  const refusal = (text: string) => {
    try {
      parseJsonStrict(text, 'a message');
    } catch (e) {
      expect((e as ToolsealError).code).toBe('NOT_CANONICALIZABLE');
      return (e as ToolsealError).message;
    }
    throw new Error('not refused');
  };

  it.each([
    ['a tools/list answer', `{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"ok"},${big}]}}`, '/result/tools/1'],
    ['a snapshot', `{"tools":[{"name":"ok"},${big}]}`, '/tools/1'],
    [
      'a tools/list answer with an escaped member name (the exact reader)',
      `{"jsonrpc":"2.0","id":1,"result":{"tools":[{"n\\u0061me":"ok"},${big}]}}`,
      '/result/tools/1',
    ],
  ])('%s: refused naming the tool, its place, the pointer in it and the flag (hostile)', (_what, text, place) => {
    const message = refusal(text);
    expect(message).toContain(`in tool "big" (${place}) at /inputSchema/properties/id/maximum (offset`);
    expect(message).toContain('--round-inexact-numbers');
  });

  it('a tool with no string name is named by its place', () => {
    expect(refusal('{"result":{"tools":[{"name":1,"x":9007199254740993}]}}')).toContain('in the tool at /result/tools/0 at /x (offset');
  });

  it('a number outside a tools list is refused at its pointer, no tool named (twin)', () => {
    const message = refusal('{"result":{"other":[{"name":"big","x":9007199254740993}]}}');
    expect(message).toContain('at /result/other/0/x (offset');
    expect(message).not.toContain('in tool');
  });

  it('with numbers rounded, the same answer is read as RFC 8785 reads it (twin)', () => {
    const value = parseJsonStrict(`{"result":{"tools":[${big}]}}`, 'a message', { numbers: 'rounded' });
    expect(value).toEqual({ result: { tools: [{ name: 'big', inputSchema: { properties: { id: { maximum: 2 ** 63 } } } }] } });
  });
});
