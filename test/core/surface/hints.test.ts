import {
  HINT_DEFAULTS,
  HINT_NAMES,
  WIDENING_VALUE,
  classifyHint,
  effectiveHintBits,
  effectiveHints,
  hintChanges,
  isWidening,
} from '../../../src/core/surface/hints.js';
import type { RawTool } from '../../../src/core/surface/surface.js';

const withAnnotations = (annotations: unknown): RawTool => ({ name: 't', annotations });

describe('effectiveHints', () => {
  it('gives the MCP defaults when annotations are absent', () => {
    expect(effectiveHints({ name: 't' })).toEqual({
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: true,
    });
  });

  it.each([
    ['null', null],
    ['an array', [true]],
    ['a string', 'readOnlyHint'],
  ])('gives the defaults when annotations is %s', (_n, a) => {
    expect(effectiveHints(withAnnotations(a))).toEqual(HINT_DEFAULTS);
  });

  describe.each(HINT_NAMES)('%s', (hint) => {
    it('absent: the default', () => {
      expect(effectiveHints(withAnnotations({}))[hint]).toBe(HINT_DEFAULTS[hint]);
    });
    it('null: the default (not false)', () => {
      expect(effectiveHints(withAnnotations({ [hint]: null }))[hint]).toBe(HINT_DEFAULTS[hint]);
    });
    it.each([
      ['true', true, true],
      ['false', false, false],
      ['"yes"', 'yes', true],
      ['"" (empty string)', '', false],
      ['"false" (a non-empty string)', 'false', true],
      ['0', 0, false],
      ['1', 1, true],
      ['{}', {}, true],
    ])('%s: its truthiness', (_n, v, expected) => {
      expect(effectiveHints(withAnnotations({ [hint]: v }))[hint]).toBe(expected);
    });
  });

  it('reads only own members (an inherited readOnlyHint does not count)', () => {
    const annotations = Object.create({ readOnlyHint: true }) as Record<string, unknown>;
    expect(effectiveHints(withAnnotations(annotations)).readOnlyHint).toBe(false);
  });
});

describe('effectiveHintBits (the hints a pin is written with, as bits)', () => {
  // The bits of effectiveHints' object: bit i is HINT_NAMES[i]. What the digester writes a pin's hints from.
  const bitsOf = (h: ReturnType<typeof effectiveHints>) => HINT_NAMES.reduce((b, n, i) => (h[n] ? b | (1 << i) : b), 0);
  const inherited = Object.create({ readOnlyHint: true, destructiveHint: false }) as Record<string, unknown>;
  const own__proto__ = JSON.parse('{"__proto__": {"readOnlyHint": true}, "openWorldHint": 0}') as unknown;
  it.each([
    ['no annotations', { name: 't' } as RawTool],
    ['annotations null', withAnnotations(null)],
    ['annotations an array (its first hint ignored)', withAnnotations([true])],
    ['annotations a string', withAnnotations('readOnlyHint')],
    [
      'every hint the opposite of its default',
      withAnnotations({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }),
    ],
    [
      'truthy and falsy non-booleans ("yes", 1, 0, "")',
      withAnnotations({ readOnlyHint: 'yes', destructiveHint: 0, idempotentHint: 1, openWorldHint: '' }),
    ],
    ['null and absent hints (the defaults)', withAnnotations({ readOnlyHint: null, idempotentHint: undefined })],
    ['inherited hints (not own: the defaults)', withAnnotations(inherited)],
    ['an own "__proto__" member beside a hint', withAnnotations(own__proto__)],
    [
      'annotations inherited, not own (the defaults)',
      Object.assign(Object.create({ annotations: { readOnlyHint: true } }), { name: 't' }) as RawTool,
    ],
  ])('%s: the same hints as effectiveHints', (_what, tool) => {
    expect(effectiveHintBits(tool)).toBe(bitsOf(effectiveHints(tool)));
  });

  it('a flipped hint flips its bit alone (the bits are not the defaults whatever the tool)', () => {
    const defaults = effectiveHintBits({ name: 't' });
    expect(defaults).toBe(bitsOf(HINT_DEFAULTS));
    for (const [i, h] of HINT_NAMES.entries())
      expect(effectiveHintBits(withAnnotations({ [h]: !HINT_DEFAULTS[h] }))).toBe(defaults ^ (1 << i));
  });
});

describe('classifyHint (the table in docs/formats.md)', () => {
  it.each([
    ['readOnlyHint', false, true],
    ['destructiveHint', true, false],
    ['idempotentHint', false, true],
    ['openWorldHint', true, false],
  ] as const)('%s %s -> %s is a widening, and the reverse a narrowing', (hint, from, to) => {
    expect(classifyHint(hint, from, to)).toBe('widening');
    expect(isWidening(hint, from, to)).toBe(true);
    expect(classifyHint(hint, to, from)).toBe('narrowing');
    expect(isWidening(hint, to, from)).toBe(false);
  });

  it('no move is neither', () => {
    for (const h of HINT_NAMES) for (const v of [true, false]) expect(classifyHint(h, v, v)).toBeNull();
  });

  it('each widening value is the opposite of its default (one table, one direction)', () => {
    for (const h of HINT_NAMES) expect(WIDENING_VALUE[h]).toBe(!HINT_DEFAULTS[h]);
  });
});

describe('hintChanges', () => {
  it('lists each moved hint with its class, and nothing for the unmoved', () => {
    const before = { ...HINT_DEFAULTS };
    const after = { ...HINT_DEFAULTS, readOnlyHint: true, openWorldHint: true };
    expect(hintChanges(before, after)).toEqual([{ hint: 'readOnlyHint', from: false, to: true, class: 'widening' }]);
  });
});
