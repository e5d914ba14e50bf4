import fc from 'fast-check';
import { isExactNumberLiteral } from '../../../src/core/json/json-numbers.js';
import { countKeys, findDuplicateMember, scanStructure } from '../../../src/core/json/json-scan.js';

// The one pass over a JSON text's structure that the strict reader compares with what the native parser
// read (JSON.parse keeps the last of two equal member names, silently: these counts are how it is seen).
describe('scanStructure', () => {
  it('counts the members outside strings, and a ":" or "{" inside a string is not one', () => {
    const s = scanStructure('{"a":1,"b":{"c":"x:{y}"},"d":[{"e":2}]}', 0, 1000, false);
    expect(s).toEqual({ end: 39, members: 5, tooDeepAt: -1, escapedName: false, inexactAt: -1 });
  });

  it('notes an escaped member name ("\\u0061" is "a"), the first inexact number, and nesting too deep (hostile)', () => {
    expect(scanStructure('{"a":1,"\\u0061":2}', 0, 1000, false).escapedName).toBe(true);
    const text = '[1, 9007199254740993, 9007199254740995]';
    expect(scanStructure(text, 0, 1000, false).inexactAt).toBe(text.indexOf('9007199254740993'));
    expect(scanStructure('[[[[1]]]]', 0, 3, false).tooDeepAt).toBeGreaterThanOrEqual(0);
  });

  it('twin: an escape in a value, not a name, is no escaped name; depth at the limit passes', () => {
    expect(scanStructure('{"a":"\\u0061","b":"\\"x\\":1"}', 0, 1000, false)).toEqual(
      expect.objectContaining({ members: 2, escapedName: false }),
    );
    expect(scanStructure('[[[1]]]', 0, 3, false).tooDeepAt).toBe(-1);
  });

  it('a fraction below the normal range written without an exponent is judged by its value, not its few significant digits (hostile)', () => {
    // 2.4703282292062328e-324 reads as the least double, which holds far fewer digits: refused.
    const lit = '0.' + '0'.repeat(323) + '24703282292062328';
    expect(isExactNumberLiteral(lit)).toBe(false);
    expect(scanStructure(`[${lit}]`, 0, 1000, false).inexactAt).toBe(1);
  });

  it('twin: zeros after the point before the digits do not count as digits: 0.000591250000000001 passes, as it reads', () => {
    const lit = '-0.000591250000000001';
    expect(isExactNumberLiteral(lit)).toBe(true);
    expect(scanStructure(`[${lit}]`, 0, 1000, false).inexactAt).toBe(-1);
  });

  it('settles every number as the exact rule does, leading and trailing zeros of any count included', () => {
    const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
    const literal = fc
      .tuple(
        fc.constantFrom('', '-'),
        fc.oneof(
          fc.constant('0'),
          fc.tuple(fc.integer({ min: 1, max: 9 }), digits(0, 20)).map(([a, b]) => `${a}${b}`),
        ),
        fc.option(
          fc.tuple(fc.integer({ min: 0, max: 420 }), digits(0, 22)).map(([z, d]) => '.' + '0'.repeat(z) + d + (d === '' ? '0' : '')),
        ),
        fc.option(fc.tuple(fc.constantFrom('e', 'E', 'e-', 'e+'), fc.integer({ min: 0, max: 400 })).map(([e, n]) => `${e}${n}`)),
      )
      .map(([sign, int, frac, exp]) => sign + int + (frac ?? '') + (exp ?? ''));
    fc.assert(
      fc.property(literal, (lit) => {
        expect(scanStructure(`[${lit}]`, 0, 1000, false).inexactAt >= 0).toBe(!isExactNumberLiteral(lit));
      }),
      { numRuns: 3000 },
    );
  });

  it('with one, stops just after the value at start', () => {
    const text = '{"a":{"b":1}} {"c":2}';
    expect(scanStructure(text, 0, 1000, true)).toEqual(expect.objectContaining({ end: 13, members: 2 }));
    expect(scanStructure(text, 14, 1000, true)).toEqual(expect.objectContaining({ end: text.length, members: 1 }));
  });
});

describe('countKeys', () => {
  it('counts the members of a parsed value at every depth, without recursion', () => {
    expect(countKeys({ a: 1, b: { c: [{ d: 1, e: null }] } })).toBe(5);
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = { k: deep };
    expect(countKeys(deep)).toBe(100_000);
  });

  it('a duplicate the native parser folded counts once: the difference from the scan is how it is seen (hostile)', () => {
    const text = '{"a":1,"a":2}';
    expect(countKeys(JSON.parse(text))).toBe(1);
    expect(scanStructure(text, 0, 1000, false).members).toBe(2);
  });
});

describe('findDuplicateMember', () => {
  it('names the first repeated member, its path and offset, an escaped spelling included (hostile)', () => {
    expect(findDuplicateMember('{"tools":[{"name":"x","name":"y"}]}')).toEqual({ name: 'name', path: ['tools', 0], offset: 22 });
    expect(findDuplicateMember('{"a":1,"\\u0061":2}')).toEqual(expect.objectContaining({ name: 'a', path: [] }));
  });

  it('twin: equal names in sibling objects are no duplicate', () => {
    expect(findDuplicateMember('[{"name":"x"},{"name":"y"}]')).toBeNull();
    expect(findDuplicateMember('{"a":{"a":{"a":1}}}')).toBeNull();
  });
});
