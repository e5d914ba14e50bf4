import { canonicalize, canonicalString, MAX_DEPTH } from '../../../src/core/json/jcs.js';
import { ToolsealError } from '../../../src/core/errors.js';
import { codeOf } from '../../support/thrown.js';

function nested(depth: number, leaf: unknown = 1): unknown {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

describe('canonicalize (RFC 8785)', () => {
  describe('numbers are written in ECMAScript Number serialization', () => {
    it.each([
      [0, '0'],
      [-0, '0'],
      [1, '1'],
      [-1.5, '-1.5'],
      [1e21, '1e+21'],
      [1e20, '100000000000000000000'],
      [1e-7, '1e-7'],
      [0.000001, '0.000001'],
      // eslint-disable-next-line no-loss-of-precision -- RFC 8785's own example: more digits than a double holds, on purpose
      [333333333.33333329, '333333333.3333333'],
      [4.5, '4.5'],
      [2e-3, '0.002'],
      [Number.MAX_SAFE_INTEGER, '9007199254740991'],
      [Number.MIN_VALUE, '5e-324'],
      [Number.MAX_VALUE, '1.7976931348623157e+308'],
    ])('%p is written as %s', (n, text) => {
      expect(canonicalize(n)).toBe(text);
    });
  });

  describe('object keys are sorted by UTF-16 code units', () => {
    it('sorts by code unit, not by code point or locale', () => {
      // U+FB01 (one code unit 0xFB01) sorts after U+1F600 (surrogates 0xD83D 0xDE00) by code units,
      // although its code point is smaller; "a" < "b" < "é"; upper case before lower case.
      const v = { '\u{fb01}': 1, '\u{1f600}': 2, b: 3, a: 4, é: 5, B: 6 };
      expect(canonicalize(v)).toBe('{"B":6,"a":4,"b":3,"é":5,"\u{1f600}":2,"\u{fb01}":1}');
    });
    it('sorts integer-like keys as strings ("10" before "2"), unlike JavaScript property order', () => {
      expect(canonicalize({ 2: 'b', 10: 'a', 1: 'c' })).toBe('{"1":"c","10":"a","2":"b"}');
    });
    it('sorts nested objects too, and keeps array order', () => {
      expect(canonicalize({ z: [3, 1, { y: 1, x: 2 }], a: {} })).toBe('{"a":{},"z":[3,1,{"x":2,"y":1}]}');
    });
  });

  describe('strings are escaped as RFC 8785 §3.2.2.2 says', () => {
    it('escapes quote, backslash and control characters, short forms where JSON has them', () => {
      expect(canonicalize('"\\\b\f\n\r\t\u0000\u001f')).toBe('"\\"\\\\\\b\\f\\n\\r\\t\\u0000\\u001f"');
    });
    it('writes everything else as itself: "/", DEL, non-ASCII, paired surrogates', () => {
      expect(canonicalize('/\u007f€\u{1f600}\u2028')).toBe('"/\u007f€\u{1f600}\u2028"');
    });
    it('writes the literals', () => {
      expect(canonicalize([null, true, false])).toBe('[null,true,false]');
    });
  });

  it('escapes every code unit below U+0100 beside a quote as JSON.stringify does, before and after non-ASCII text', () => {
    for (let c = 0; c < 0x100; c++) {
      const ch = String.fromCharCode(c);
      for (const s of [`"${ch}\\`, `${ch}"`, `é"${ch}`, `"${ch}😀${ch}`]) {
        expect(canonicalize(s)).toBe(JSON.stringify(s));
        expect(canonicalize({ [s]: [s] })).toBe(`{${JSON.stringify(s)}:[${JSON.stringify(s)}]}`);
      }
    }
  });

  it('writes no whitespace', () => {
    expect(canonicalize({ a: [1, { b: 'c d' }], e: null })).toBe('{"a":[1,{"b":"c d"}],"e":null}');
  });

  describe('refuses what JSON cannot represent exactly, with NOT_CANONICALIZABLE', () => {
    it.each<[string, unknown]>([
      ['a lone high surrogate in a value', { a: 'x\ud800' }],
      ['a lone low surrogate in a value', ['\udc00y']],
      ['surrogates in the wrong order', '\udc00\ud800'],
      ['a lone surrogate in a member name', { 'k\ud800': 1 }],
      ['Infinity (what 1e400 parses to)', { n: JSON.parse('1e400') }],
      ['-Infinity', -Infinity],
      ['NaN', [NaN]],
      ['undefined as a member value', { a: undefined }],
      ['undefined in an array', [undefined]],
      ['undefined at the top', undefined],
      ['a function', { f: () => 1 }],
      ['a symbol value', { s: Symbol('x') }],
      ['a symbol-keyed member', { [Symbol('k')]: 1 }],
      ['a bigint', { n: 10n }],
      ['a Date', { d: new Date(0) }],
      ['a Map', new Map([['a', 1]])],
      ['a Set', new Set([1])],
      [
        'a class instance',
        new (class Point {
          x = 1;
        })(),
      ],
      ['a boxed string', new String('s')],
      ['a typed array', new Uint8Array(2)],
      ['an array subclass', new (class Xs extends Array {})()],
      ['a sparse array', [1, , 3]], // eslint-disable-line no-sparse-arrays
      ['an object with toJSON (a function member)', { toJSON: () => 'x' }],
      [`nesting deeper than ${MAX_DEPTH} levels`, nested(MAX_DEPTH + 1)],
      [
        'a cycle',
        (() => {
          const o: Record<string, unknown> = {};
          o.self = o;
          return o;
        })(),
      ],
    ])('refuses %s', (_what, value) => {
      expect(codeOf(() => canonicalize(value))).toBe('NOT_CANONICALIZABLE');
    });

    it('accepts the twins of those refusals: paired surrogates, large finite numbers, null, plain objects', () => {
      expect(canonicalize({ a: 'x\ud83d\ude00', n: 1e308, u: null, d: '1970-01-01T00:00:00.000Z' })).toBe(
        '{"a":"x\u{1f600}","d":"1970-01-01T00:00:00.000Z","n":1e+308,"u":null}',
      );
    });

    it(`accepts exactly ${MAX_DEPTH} levels of nesting, the documented bound`, () => {
      expect(MAX_DEPTH).toBe(1000);
      expect(canonicalize(nested(MAX_DEPTH))).toBe('['.repeat(MAX_DEPTH) + '1' + ']'.repeat(MAX_DEPTH));
      expect(codeOf(() => canonicalize(nested(MAX_DEPTH + 1)))).toBe('NOT_CANONICALIZABLE');
    });

    it('refuses a very deep value cleanly, without overflowing the stack', () => {
      expect(codeOf(() => canonicalize(nested(200_000)))).toBe('NOT_CANONICALIZABLE');
    });

    it('names where the refused value is', () => {
      try {
        canonicalize({ tools: [{ inputSchema: { properties: { q: { default: 'a\ud800' } } } }] });
        throw new Error('not refused');
      } catch (e) {
        expect(e).toBeInstanceOf(ToolsealError);
        expect((e as ToolsealError).message).toContain('$.tools[0].inputSchema.properties.q.default');
      }
    });
  });

  describe('__proto__, constructor and toString are ordinary keys', () => {
    it('keeps an own __proto__ member (as JSON.parse makes it) and does not touch the prototype', () => {
      const v = JSON.parse('{"__proto__":{"polluted":true},"constructor":1,"toString":"s"}');
      expect(canonicalize(v)).toBe('{"__proto__":{"polluted":true},"constructor":1,"toString":"s"}');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
    it('canonicalizes a null-prototype object like a plain one', () => {
      const o = Object.create(null) as Record<string, unknown>;
      o.b = 1;
      o.__proto__ = 2;
      expect(canonicalize(o)).toBe('{"__proto__":2,"b":1}');
    });
  });

  describe('canonicalString', () => {
    it('quotes a string as canonicalize does', () => {
      expect(canonicalString('a"\n')).toBe(canonicalize('a"\n'));
    });
    it('refuses a lone surrogate', () => {
      expect(codeOf(() => canonicalString('\ud800'))).toBe('NOT_CANONICALIZABLE');
    });
  });
});
