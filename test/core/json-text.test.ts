import { ToolsealError, type ErrorCode } from '../../src/core/errors.js';
import { MAX_DEPTH } from '../../src/core/jcs.js';
import { decodeUtf8, parseJsonStrict } from '../../src/core/json-text.js';

function codeOf(fn: () => unknown): ErrorCode {
  try {
    fn();
  } catch (e) {
    if (e instanceof ToolsealError) return e.code;
    throw e;
  }
  throw new Error('expected a ToolsealError, nothing was thrown');
}

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('nothing was thrown');
}

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
      ['nested in a tool schema', '{"tools":[{"name":"t","inputSchema":{"properties":{"q":{"type":"string","type":"number"}}}}]}',
        '{"tools":[{"name":"t","inputSchema":{"properties":{"q":{"type":"string","format":"number"}}}}]}'],
      ['inside _meta (which is not hashed)', '{"tools":[{"name":"t","_meta":{"k":1,"k":2}}]}', '{"tools":[{"name":"t","_meta":{"k":1,"j":2}}]}'],
      ['in a snapshot envelope', '{"snapshotVersion":1,"server":"a","server":"b","tools":[]}', '{"snapshotVersion":1,"server":"a","tools":[]}'],
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
