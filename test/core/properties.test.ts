import fc from 'fast-check';
import canonicalizeNpm from 'canonicalize';
import { ToolsealError } from '../../src/core/errors.js';
import { canonicalize } from '../../src/core/jcs.js';
import { parseJsonStrict } from '../../src/core/json-text.js';
import { digestTools, toolDigest, type RawTool } from '../../src/core/surface.js';

// JSON values with what trips canonicalizers up: full Unicode strings (paired surrogates, controls),
// keys like __proto__ and integer-like keys, every double (-0, subnormals, 1e21 and beyond), deep nesting.
// Strings over the characters that need escaping or care, so they come up often, not once in a million.
const tricky = fc.string({
  unit: fc.constantFrom('"', '\\', '/', '\u0000', '\b', '\f', '\n', '\r', '\t', '\u001f', '\u007f', 'a', 'é', '\u2028', '\u{1f600}', '\ufeff'),
  maxLength: 8,
});
const key = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 6 }),
  tricky,
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', '0', '1', '10', '2', 'a', 'B', 'é', '\u{1f600}', '\u{fb01}'),
);
const { json } = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.string({ unit: 'binary', maxLength: 12 }),
    tricky,
    fc.array(tie('json'), { maxLength: 5 }),
    fc.dictionary(key, tie('json'), { maxKeys: 5 }),
  ),
}));

/** A seeded permutation, so fast-check can shrink and replay it. */
function permute<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The same value with every object's keys inserted in another order (own data properties, so __proto__ stays a key). */
function reorderKeys(v: unknown, seed: number): unknown {
  if (Array.isArray(v)) return v.map((x, i) => reorderKeys(x, seed + i));
  if (typeof v !== 'object' || v === null) return v;
  const out: Record<string, unknown> = {};
  for (const k of permute(Object.keys(v), seed)) {
    Object.defineProperty(out, k, { value: reorderKeys((v as Record<string, unknown>)[k], seed + 7), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** JSON has one zero: canonical text writes -0 as 0. */
function withoutNegativeZero(v: unknown): unknown {
  if (Object.is(v, -0)) return 0;
  if (Array.isArray(v)) return v.map(withoutNegativeZero);
  if (typeof v !== 'object' || v === null) return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    Object.defineProperty(out, k, { value: withoutNegativeZero((v as Record<string, unknown>)[k]), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

const tool = fc.record(
  {
    name: fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }),
    title: fc.oneof(fc.string({ unit: 'binary', maxLength: 8 }), fc.constant(null)),
    description: fc.string({ unit: 'binary', maxLength: 20 }),
    inputSchema: json,
    annotations: fc.dictionary(key, json, { maxKeys: 4 }),
    icons: json,
    _meta: json,
  },
  { requiredKeys: ['name'] },
);
const toolList = fc.uniqueArray(tool, { selector: (t) => t.name, maxLength: 8 });

describe('properties (fast-check)', () => {
  it('canonical output parses back to an equal value', () => {
    fc.assert(
      fc.property(json, (v) => {
        expect(JSON.parse(canonicalize(v))).toEqual(JSON.parse(JSON.stringify(withoutNegativeZero(v))));
        expect(parseJsonStrict(canonicalize(v), 'canonical')).toEqual(withoutNegativeZero(v));
      }),
      { numRuns: 300 },
    );
  });

  it('canonicalizing twice changes nothing', () => {
    fc.assert(
      fc.property(json, (v) => {
        const once = canonicalize(v);
        expect(canonicalize(parseJsonStrict(once, 'canonical'))).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it('canonical output does not depend on key order', () => {
    fc.assert(
      fc.property(json, fc.integer(), (v, seed) => {
        expect(canonicalize(reorderKeys(v, seed))).toBe(canonicalize(v));
      }),
      { numRuns: 300 },
    );
  });

  it('reading any JSON text of a value strictly gives the same canonical form (pretty, compact, escaped)', () => {
    fc.assert(
      fc.property(json, (v) => {
        const want = canonicalize(v);
        expect(canonicalize(parseJsonStrict(JSON.stringify(v, null, 2), 'pretty'))).toBe(want);
        // \u escapes for every non-ASCII code unit: the strict reader compares names after unescaping.
        const escaped = JSON.stringify(v).replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
        expect(canonicalize(parseJsonStrict(escaped, 'escaped'))).toBe(want);
      }),
      { numRuns: 200 },
    );
  });

  it('reads member names written with escapes exactly, whatever was read before', () => {
    // Every member name written as \\u escapes (the texts V8's JSON.parse can misread), values as JSON.stringify writes them.
    const escapedText = (v: unknown): string => {
      if (Array.isArray(v)) return '[' + v.map(escapedText).join(',') + ']';
      if (typeof v !== 'object' || v === null) return JSON.stringify(v);
      const name = (k: string) => '"' + Array.from({ length: k.length }, (_, i) => '\\u' + k.charCodeAt(i).toString(16).padStart(4, '0')).join('') + '"';
      const o = v as Record<string, unknown>;
      return '{' + Object.keys(o).map((k) => name(k) + ':' + escapedText(o[k])).join(',') + '}';
    };
    fc.assert(
      fc.property(json, (v) => {
        expect(parseJsonStrict(escapedText(v), 'escaped')).toEqual(withoutNegativeZero(v));
        expect(parseJsonStrict(JSON.stringify(v), 'plain')).toEqual(withoutNegativeZero(v));
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with the canonicalize npm package on every value both accept', () => {
    fc.assert(
      fc.property(json, (v) => {
        expect(canonicalize(v)).toBe(canonicalizeNpm(v));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses any object text with a member name repeated, and accepts it without the repeat', () => {
    fc.assert(
      fc.property(fc.dictionary(key, json, { minKeys: 1, maxKeys: 5 }), json, fc.nat(), (obj, extra, pick) => {
        const text = JSON.stringify(obj);
        const names = Object.keys(obj);
        const name = names[pick % names.length]!;
        const dup = text.slice(0, -1) + ',' + JSON.stringify(name) + ':' + JSON.stringify(extra) + '}';
        expect(() => parseJsonStrict(text, 'twin')).not.toThrow();
        try {
          parseJsonStrict('{"nested":[null,' + dup + ']}', 'dup');
          throw new Error('duplicate not refused');
        } catch (e) {
          expect((e as ToolsealError).code).toBe('DUPLICATE_JSON_MEMBER');
        }
      }),
      { numRuns: 200 },
    );
  });

  it('digests do not depend on tool order or key order', () => {
    fc.assert(
      fc.property(toolList, fc.integer(), (tools, seed) => {
        const a = digestTools(tools as RawTool[], { fields: true });
        const shuffled = permute(tools, seed).map((t, i) => reorderKeys(t, seed + i) as RawTool);
        const b = digestTools(shuffled, { fields: true });
        expect(b.manifestDigest).toBe(a.manifestDigest);
        expect(b.manifestText).toBe(a.manifestText);
        expect([...b.tools]).toEqual([...a.tools]);
      }),
      { numRuns: 200 },
    );
  });

  it('a tool digest does not depend on icons or _meta, and changes with its description', () => {
    fc.assert(
      fc.property(tool, json, json, (t, icons, meta) => {
        const raw = t as RawTool;
        expect(toolDigest({ ...raw, icons, _meta: meta })).toBe(toolDigest(raw));
        expect(toolDigest({ ...raw, description: String(raw.description ?? '') + '.' })).not.toBe(toolDigest(raw));
      }),
      { numRuns: 200 },
    );
  });
});
