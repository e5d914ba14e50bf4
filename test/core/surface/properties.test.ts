import fc from 'fast-check';
import canonicalizeNpm from 'canonicalize';
import { ToolsealError } from '../../../src/core/errors.js';
import { canonicalize, MAX_DEPTH } from '../../../src/core/json/jcs.js';
import { isExactNumberLiteral, parseJsonStrict, parseJsonStrictEach } from '../../../src/core/json/strict-reader.js';
import { buildSnapshot } from '../../../src/core/snapshot/snapshot.js';
import { digestDocumentText } from '../../../src/core/snapshot/snapshot-read.js';
import { stableJson } from '../../../src/core/lock/lock-text.js';
import { digestTools, toolDigest, toolDigestsOf, type RawTool } from '../../../src/core/surface/surface.js';

// JSON values with what trips canonicalizers up: full Unicode strings (paired surrogates, controls),
// keys like __proto__ and integer-like keys, every double (-0, subnormals, 1e21 and beyond), deep nesting.
// Strings over the characters that need escaping or care, so they come up often, not once in a million.
const tricky = fc.string({
  unit: fc.constantFrom(
    '"',
    '\\',
    '/',
    '\u0000',
    '\b',
    '\f',
    '\n',
    '\r',
    '\t',
    '\u001f',
    '\u007f',
    'a',
    'é',
    '\u2028',
    '\u{1f600}',
    '\ufeff',
  ),
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
    Object.defineProperty(out, k, {
      value: reorderKeys((v as Record<string, unknown>)[k], seed + 7),
      enumerable: true,
      writable: true,
      configurable: true,
    });
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
    Object.defineProperty(out, k, {
      value: withoutNegativeZero((v as Record<string, unknown>)[k]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
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
      const name = (k: string) =>
        '"' + Array.from({ length: k.length }, (_, i) => '\\u' + k.charCodeAt(i).toString(16).padStart(4, '0')).join('') + '"';
      const o = v as Record<string, unknown>;
      return (
        '{' +
        Object.keys(o)
          .map((k) => name(k) + ':' + escapedText(o[k]))
          .join(',') +
        '}'
      );
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
        expect(b.manifestText()).toBe(a.manifestText());
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

// Generated JSON *texts*, each with a model of what it says: the value a careful reader gets (strings
// decoded one token at a time, which no earlier object can confuse), and the defects it carries on purpose
// (a repeated member name, possibly written with other escapes; a number no double holds as written; a
// lone surrogate, which parses but has no canonical form). The strict reader must give the model's value
// when there is no defect, and refuse with a defect's code when there is one.
interface Doc {
  text: string;
  value: unknown;
  dup: boolean;
  inexact: boolean;
  lone: boolean;
  /** A member name written with a backslash escape somewhere (the texts V8's JSON.parse can misread). */
  escapedName: boolean;
}

const hex4 = (c: number) => '\\u' + c.toString(16).padStart(4, '0');
/** A string written as JSON.stringify writes it, or with every code unit as a \\u escape, or with only its a and b escaped. */
const writeString = (s: string, how: number): string =>
  how === 0
    ? JSON.stringify(s)
    : how === 1
      ? '"' + Array.from({ length: s.length }, (_, i) => hex4(s.charCodeAt(i))).join('') + '"'
      : '"' + Array.from(s, (c) => (c === 'a' || c === 'b' ? hex4(c.charCodeAt(0)) : JSON.stringify(c).slice(1, -1))).join('') + '"';

const plainString = fc.string({
  unit: fc.constantFrom('a', 'b', 'é', '"', '\\', '\n', '/', '\u0001', '\u2028', '\u{1f600}', '東'),
  maxLength: 6,
});
const stringDoc: fc.Arbitrary<Doc> = fc.oneof(
  fc
    .tuple(plainString, fc.nat(2))
    .map(([s, how]) => ({ text: writeString(s, how), value: s, dup: false, inexact: false, lone: false, escapedName: false })),
  // A lone surrogate: JSON allows the escape, RFC 8785 has no form for it.
  fc.tuple(plainString, fc.constantFrom(0xd800, 0xdbff, 0xdc00, 0xdfff)).map(([s, u]) => ({
    text: JSON.stringify(s).slice(0, -1) + hex4(u) + '"',
    value: s + String.fromCharCode(u),
    dup: false,
    inexact: false,
    lone: true,
    escapedName: false,
  })),
);

const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
const numberDoc: fc.Arbitrary<Doc> = fc.oneof(
  // Held exactly: a double's shortest form, in any notation (what JSON.stringify writes, exponent form, trailing zeros).
  fc.tuple(finite, fc.nat(2)).map(([d, how]) => {
    const s = String(d);
    const text = how === 0 ? s : how === 1 ? d.toExponential() : /[.e]/.test(s) ? s.replace(/e|$/, (m) => '000' + m) : s + '.000';
    // String(-0) and (-0).toExponential() drop the sign, so those texts say 0.
    return {
      text: text.replace('.000e', 'e').replace(/^(-?\d+)000e/, '$1e'),
      value: d === 0 ? 0 : d,
      dup: false,
      inexact: false,
      lone: false,
      escapedName: false,
    };
  }),
  fc.integer().map((n) => ({ text: String(n), value: n, dup: false, inexact: false, lone: false, escapedName: false })),
  // An integer no double holds (odd, beyond 2^53), written as an integer, with .0, or with an exponent.
  fc
    .tuple(fc.bigInt({ min: 2n ** 53n + 1n, max: 2n ** 70n }), fc.boolean(), fc.nat(2))
    .filter(([n]) => BigInt(Number(n)) !== n)
    .map(([n, neg, how]) => {
      const digits = n.toString();
      const body = how === 0 ? digits : how === 1 ? digits + '.0' : digits[0] + '.' + digits.slice(1) + 'e' + (digits.length - 1);
      return {
        text: (neg ? '-' : '') + body,
        value: Number((neg ? '-' : '') + digits),
        dup: false,
        inexact: true,
        lone: false,
        escapedName: false,
      };
    }),
  // More than 17 significant digits that a double drops, overflow, and underflow.
  fc.tuple(fc.double({ min: 0.001, max: 1e6, noNaN: true }), fc.integer({ min: 1, max: 9 })).map(([d, tail]) => {
    const s = String(d).includes('e') ? '0.5' : String(d).includes('.') ? String(d) : String(d) + '.5';
    return {
      text: s + '0'.repeat(20) + tail,
      value: Number(s + '0'.repeat(20) + tail),
      dup: false,
      inexact: true,
      lone: false,
      escapedName: false,
    };
  }),
  fc
    .constantFrom('1e400', '-1e999', '1e-400', '-2E-500')
    .map((t) => ({ text: t, value: Number(t), dup: false, inexact: true, lone: false, escapedName: false })),
);

const nameArb = fc.oneof(plainString, fc.constantFrom('__proto__', 'constructor', 'toString', '0', '10', 'ab\\', 'ab\t', 'ab'));
const { doc } = fc.letrec<{ doc: Doc }>((tie) => ({
  doc: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom<Doc>(
      ...(['null', 'true', 'false'] as const).map((t) => ({
        text: t,
        value: JSON.parse(t),
        dup: false,
        inexact: false,
        lone: false,
        escapedName: false,
      })),
    ),
    numberDoc,
    stringDoc,
    fc.array(tie('doc'), { maxLength: 4 }).map((items): Doc => ({
      text: '[' + items.map((d) => d.text).join(',') + ']',
      value: items.map((d) => d.value),
      dup: items.some((d) => d.dup),
      inexact: items.some((d) => d.inexact),
      lone: items.some((d) => d.lone),
      escapedName: items.some((d) => d.escapedName),
    })),
    // An object; with `repeat`, one of its names comes again (written in another way, or the same).
    fc
      .tuple(
        fc.array(fc.tuple(nameArb, fc.nat(2), tie('doc')), { maxLength: 4 }),
        fc.option(fc.tuple(fc.nat(), fc.nat(2), tie('doc')), { nil: undefined }),
      )
      .map(([members, repeat]): Doc => {
        const all = [...members];
        if (repeat && members.length > 0) all.push([members[repeat[0] % members.length]![0], repeat[1], repeat[2]]);
        const seen = new Set<string>();
        let dup = false;
        const value: Record<string, unknown> = {};
        for (const [name, , d] of all) {
          if (seen.has(name)) dup = true;
          seen.add(name);
          Object.defineProperty(value, name, { value: d.value, enumerable: true, writable: true, configurable: true });
        }
        const texts = all.map(([name, how, d]) => writeString(name, how) + ':' + d.text);
        return {
          text: '{' + texts.join(',') + '}',
          value,
          dup: dup || all.some(([, , d]) => d.dup),
          inexact: all.some(([, , d]) => d.inexact),
          lone: all.some(([name, , d]) => d.lone || !name.isWellFormed()),
          escapedName: all.some(([name, how, d]) => d.escapedName || writeString(name, how).includes('\\')),
        };
      }),
  ),
}));

const codesOf = (d: Doc): string[] => [...(d.dup ? ['DUPLICATE_JSON_MEMBER'] : []), ...(d.inexact ? ['NOT_CANONICALIZABLE'] : [])];

describe('the strict reader and canonicalizer against JSON.parse and an independent JCS (generated texts)', () => {
  it('accepts exactly the texts without a duplicate member or an inexact number, and reads them as the model says', () => {
    fc.assert(
      fc.property(doc, fc.boolean(), (d, pretty) => {
        // Whitespace between tokens changes nothing.
        const text = pretty ? d.text.replace(/([,:[{])(?=(?:[^"\\]|\\.|"(?:[^"\\]|\\.)*")*$)/g, '$1\n  ') : d.text;
        let value: unknown;
        try {
          value = parseJsonStrict(text, 'generated');
        } catch (e) {
          if (!(e instanceof ToolsealError)) throw e;
          expect(codesOf(d)).toContain(e.code);
          return;
        }
        expect(codesOf(d)).toEqual([]);
        expect(value).toEqual(d.value);
        // JSON.parse agrees wherever it reads names right (no escaped member name in the text).
        if (!d.escapedName) expect(value).toEqual(JSON.parse(text));
      }),
      { numRuns: 600 },
    );
  });

  it('canonicalizes what it accepts as the canonicalize npm package does, and refuses a lone surrogate', () => {
    fc.assert(
      fc.property(
        doc.filter((d) => !d.dup && !d.inexact),
        (d) => {
          const value = parseJsonStrict(d.text, 'generated');
          if (d.lone) {
            try {
              canonicalize(value);
              throw new Error('a lone surrogate was canonicalized');
            } catch (e) {
              expect((e as ToolsealError).code).toBe('NOT_CANONICALIZABLE');
            }
            return;
          }
          expect(canonicalize(value)).toBe(canonicalizeNpm(d.value));
          // Canonical text reads back to itself.
          expect(canonicalize(parseJsonStrict(canonicalize(value), 'canonical'))).toBe(canonicalize(value));
        },
      ),
      { numRuns: 400 },
    );
  });

  it(`refuses nesting deeper than ${MAX_DEPTH} levels and accepts ${MAX_DEPTH}, around any document`, () => {
    fc.assert(
      fc.property(
        doc.filter((d) => codesOf(d).length === 0),
        fc.integer({ min: -2, max: 2 }),
        fc.boolean(),
        (d, extra, objects) => {
          // The document's own depth, then wrappers up to MAX_DEPTH + extra levels in all.
          const own = (v: unknown): number => (typeof v === 'object' && v !== null ? 1 + Math.max(0, ...Object.values(v).map(own)) : 0);
          const levels = Math.max(0, MAX_DEPTH + extra - own(d.value));
          const text = objects ? '{"a":'.repeat(levels) + d.text + '}'.repeat(levels) : '['.repeat(levels) + d.text + ']'.repeat(levels);
          const deep = levels + own(d.value) > MAX_DEPTH;
          if (deep) {
            try {
              parseJsonStrict(text, 'deep');
              throw new Error('over-deep text accepted');
            } catch (e) {
              expect((e as ToolsealError).code).toBe('NOT_CANONICALIZABLE');
            }
          } else {
            expect(() => parseJsonStrict(text, 'deep')).not.toThrow();
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('settles every number literal in the scan exactly as the full rule does', () => {
    const literal = fc
      .tuple(
        fc.boolean(),
        fc.stringMatching(/^(0|[1-9][0-9]{0,22})$/),
        fc.option(fc.stringMatching(/^[0-9]{1,22}$/), { nil: undefined }),
        fc.option(fc.tuple(fc.constantFrom('e', 'E', 'e+', 'e-', 'E-'), fc.integer({ min: 0, max: 330 })), { nil: undefined }),
      )
      .map(
        ([neg, int, frac, exp]) =>
          (neg ? '-' : '') + int + (frac === undefined ? '' : '.' + frac) + (exp === undefined ? '' : exp[0] + exp[1]),
      );
    fc.assert(
      fc.property(literal, (lit) => {
        let accepted = true;
        try {
          parseJsonStrict(`[${lit}]`, 'n');
        } catch (e) {
          expect((e as ToolsealError).code).toBe('NOT_CANONICALIZABLE');
          accepted = false;
        }
        expect(accepted).toBe(isExactNumberLiteral(lit));
        // Whatever is accepted canonicalizes to a form with the value written (integers) or its nearest double.
        if (accepted) expect(Number(canonicalize(Number(lit))) === Number(lit)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('reading a document tool by tool gives what reading it whole gives', () => {
  const outcome = (f: () => unknown): { code?: string; value?: unknown } => {
    try {
      return { value: f() };
    } catch (e) {
      if (!(e instanceof ToolsealError)) throw e;
      return { code: e.code };
    }
  };

  it('parseJsonStrictEach: the same elements and envelope, or a refusal where the whole text is refused', () => {
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 4 }), doc, doc, fc.boolean(), (items, before, after, bare) => {
        const text = bare
          ? '[' + items.map((d) => d.text).join(',') + ']'
          : `{"x":${before.text},"tools":[${items.map((d) => d.text).join(' , ')}],"y":${after.text}}`;
        const whole = outcome(() => parseJsonStrict(text, 'doc'));
        const elements: unknown[] = [];
        const each = outcome(() =>
          parseJsonStrictEach(text, 'doc', 'tools', (v, i) => {
            expect(i).toBe(elements.length);
            elements.push(v);
          }),
        );
        const defects = [...items, ...(bare ? [] : [before, after])].flatMap(codesOf);
        if (whole.code !== undefined) {
          expect(defects).toContain(whole.code);
          expect(defects).toContain(each.code);
          return;
        }
        expect(each.code).toBeUndefined();
        expect(elements).toEqual(bare ? whole.value : (whole.value as { tools: unknown[] }).tools);
        if (!bare) expect(each.value).toEqual({ ...(whole.value as object), tools: [] });
      }),
      { numRuns: 300 },
    );
  });

  it('digestDocumentText: the digests of digestTools, for a tools/list result, a bare array and a snapshot', () => {
    fc.assert(
      fc.property(toolList, (tools) => {
        const want = digestTools(tools as RawTool[]);
        const snapshot = buildSnapshot({
          server: 's',
          transport: 'stdio',
          protocolVersion: '2025-11-25',
          serverInfo: { name: 's', version: '1' },
          pages: 1,
          tools,
        });
        for (const text of [JSON.stringify({ tools }), JSON.stringify(tools), JSON.stringify(snapshot, null, 2)]) {
          const got = digestDocumentText(text, 'doc');
          expect(got.manifestDigest).toBe(want.manifestDigest);
          expect([...toolDigestsOf(got)]).toEqual([...want.tools]);
          expect(got.manifestText()).toBe(want.manifestText());
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('stableJson', () => {
  // The written form, spelled out: keys sorted by UTF-16 code units at every level, two-space indent.
  const reference = (v: unknown, indent = ''): string => {
    if (typeof v !== 'object' || v === null) return JSON.stringify(v);
    const inner = indent + '  ';
    if (Array.isArray(v))
      return v.length === 0 ? '[]' : '[\n' + v.map((x) => inner + reference(x, inner)).join(',\n') + '\n' + indent + ']';
    const keys = Object.keys(v).sort();
    if (keys.length === 0) return '{}';
    return (
      '{\n' +
      keys.map((k) => inner + JSON.stringify(k) + ': ' + reference((v as Record<string, unknown>)[k], inner)).join(',\n') +
      '\n' +
      indent +
      '}'
    );
  };

  it('writes every value with sorted keys, whether its keys came in order (the fast path) or not', () => {
    fc.assert(
      fc.property(json, fc.integer(), (v, seed) => {
        const want = reference(v) + '\n';
        expect(stableJson(v)).toBe(want);
        expect(stableJson(reorderKeys(v, seed))).toBe(want);
        // The same value built with its keys in sorted order.
        expect(stableJson(JSON.parse(want))).toBe(want);
      }),
      { numRuns: 300 },
    );
  });
});
