import fc from 'fast-check';
import { isToolsealError } from '../../../../src/core/errors.js';
import { MAX_DEPTH } from '../../../../src/core/json/jcs.js';
import {
  parseJsonStrict,
  parseJsonStrictEach,
  readByNativeParse,
  readFlatStringObject,
  readJsonExact,
  readPlain,
  readValidJson,
  type NumberReading,
} from '../../../../src/core/json/strict-reader.js';

// Each fast path of the strict reader against its plain path (the exact reader), on inputs of many shapes:
// the same value (the same members in the same order, `__proto__` an own member) or the same refusal (its
// code; its message too, but for a syntax error, which a fast path words as the native parser does).
// The inputs come in pairs, a hostile text beside its benign twin, so each pair has a refusal or a misreading
// to find and a value to agree on; a seeded generator adds valid texts of random shapes.

type Outcome = { value: unknown; keys: string } | { code: string; message: string };

/** The keys of every object of a value, in order, at every depth: toStrictEqual does not see their order. */
function keyOrder(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    typeof x === 'object' && x !== null && !Array.isArray(x) ? { keys: Object.keys(x), ...x } : x,
  );
}

function outcome(read: () => unknown): Outcome {
  try {
    const value = read();
    return { value, keys: keyOrder(value) };
  } catch (e) {
    if (!isToolsealError(e)) throw e;
    return { code: e.code, message: e.message };
  }
}

/** Asserts that `fast` gives what `plain` gives: the value, or the refusal (its message unless a syntax error, or `codeOnly`). */
function expectSame(fast: Outcome, plain: Outcome, text: string, codeOnly = false): void {
  const shown = text.length > 120 ? `${text.slice(0, 120)}…` : text;
  if ('value' in plain) {
    expect({ text: shown, ...fast }).toStrictEqual({ text: shown, ...plain });
    return;
  }
  expect({ text: shown, code: 'code' in fast ? fast.code : 'a value' }).toEqual({ text: shown, code: plain.code });
  if (!codeOnly && plain.code !== 'INVALID_JSON' && 'message' in fast) expect(fast.message).toBe(plain.message);
}

const deep = (levels: number, inner = '1') => '['.repeat(levels) + inner + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '{}' + '}'.repeat(levels);
const tool = (i: number, extra = '') =>
  `{"name":"tool_${i}","description":"reads a file","inputSchema":{"type":"object","properties":{"path":{"type":"string"}},"required":["path"]}${extra}}`;

/** [shape, hostile text, its benign twin]. */
const PAIRS: Array<[string, string, string]> = [
  ['plain tools', `{"tools":[${tool(0)},${tool(1, ',"name":"again"')}]}`, `{"tools":[${tool(0)},${tool(1)}]}`],
  ['escaped names', '{"a\\tb":1,"a\\u0009b":2}', '{"a\\tb":1,"a\\u0008b":2}'],
  ['escaped names, the V8 case', '[{"ab\\\\":1},{"ab\\t":2,"ab\\u0009":3}]', '[{"ab\\\\":1},{"ab\\t":2}]'],
  ['an escaped name beside its plain spelling', '{"tools":[1],"\\u0074ools":[2]}', '{"tools":[1],"\\u0074oolz":[2]}'],
  ['deep nesting (arrays)', deep(MAX_DEPTH + 1), deep(MAX_DEPTH)],
  ['deep nesting (objects)', deepObject(MAX_DEPTH), deepObject(MAX_DEPTH - 1)],
  ['deep nesting inside tools', `{"tools":[${deep(MAX_DEPTH - 1)}]}`, `{"tools":[${deep(MAX_DEPTH - 2)}]}`],
  ['int64 literals', '{"id":9007199254740993}', '{"id":9007199254740992}'],
  ['big integers', '[123456789012345678901]', '[123456789012345680000,1e21]'],
  ['long fractions', '[0.30000000000000000001]', '[333333333.33333329,0.1,4.50]'],
  ['overflow and underflow', '[1e400]', '[1e300,-0,0e5,-0.0]'],
  ['subnormal', '[2.4703282292062328e-324]', '[5e-324]'],
  ['inexact number in a tool', `{"tools":[${tool(0, ',"max":9007199254740993')}]}`, `{"tools":[${tool(0, ',"max":9007199254740991')}]}`],
  ['unicode and surrogates', '{"😀":"\\ud83d\\ude00","😀":1}', '{"😀":"\\ud83d\\ude00","é":"\\ud800","データ":"x"}'],
  ['duplicates at depth', '{"a":{"b":[{"c":1},{"d":{"e":1,"e":2}}]}}', '{"a":{"b":[{"c":1},{"d":{"e":1,"f":2}}]}}'],
  [
    'duplicates in a tools element',
    `{"tools":[${tool(0)},{"name":"b","x":{"y":1,"y":1}}]}`,
    `{"tools":[${tool(0)},{"name":"b","x":{"y":1}}]}`,
  ],
  ['duplicate top-level member', '{"tools":[],"tools":[]}', '{"tools":[],"next":[]}'],
  ['trailing comma', '{"tools":[1,2,]}', '{"tools":[1,2]}'],
  ['missing colon', '{"a" 1}', '{"a": 1}'],
  ['unterminated string', '{"a":"b}', '{"a":"b"}'],
  ['raw control character', '{"a":"b\tc"}', '{"a":"b\\tc"}'],
  ['text after the value', '{"a":1}x', '{"a":1} \n'],
  ['bad literals', '[tru, NaN, 01]', '[true, null, 0]'],
  ['bad number forms', '[1., .5]', '[1.0, 0.5]'],
  ['empty text', '', '0'],
  ['byte order mark in the middle', '{"a":\ufeff1}', '\ufeff{"a":1}'],
  ['flat tiny objects', '{"name":"a","name":"b"}', '{"name":"t12"}'],
  ['flat tiny objects, spaces and no members', '{"name":"a",}', ' {\t"name" :\n"t0" ,\r\n "x": ""}\n'],
  ['flat tiny object, control character', '{"name":"a\u0000"}', '{"name":"a\\u0000"}'],
  ['__proto__ members', '{"__proto__":{"x":1},"__proto__":2}', '{"__proto__":{"x":1},"a":2}'],
  ['__proto__ flat', '{"__proto__":"x","__proto__":"y"}', '{"__proto__":"x"}'],
  ['__proto__ in tools', '{"tools":[{"name":"p","__proto__":[],"__proto__":[]}]}', '{"tools":[{"name":"p","__proto__":[]}]}'],
];

/** Valid texts of random shapes (seeded): JSON values of any nesting, written compact and indented. */
function generated(): string[] {
  const out: string[] = [];
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 6 }), (v) => {
      out.push(JSON.stringify(v), JSON.stringify({ tools: [v, v] }, null, 2));
    }),
    { seed: 38, numRuns: 150 },
  );
  return out;
}

const TEXTS = [...PAIRS.flatMap(([, hostile, twin]) => [hostile, twin]), ...generated()];
const READINGS: NumberReading[] = ['exact', 'rounded'];

describe('the fast paths of the strict reader equal its plain path', () => {
  it.each(PAIRS)('the pairs give a refusal or a value to compare: %s', (_shape, hostile, twin) => {
    expect('code' in outcome(() => readPlain(hostile, 'in.json'))).toBe(true);
    expect('value' in outcome(() => readPlain(twin, 'in.json'))).toBe(true);
  });

  it('readByNativeParse (parseJsonStrict) reads and refuses as readPlain does, numbers exact or rounded', () => {
    for (const numbers of READINGS)
      for (const text of TEXTS) {
        const plain = outcome(() => readPlain(text, 'in.json', { numbers }));
        expectSame(
          outcome(() => readByNativeParse(text, 'in.json', { numbers })),
          plain,
          text,
        );
        expectSame(
          outcome(() => parseJsonStrict(text, 'in.json', { numbers })),
          plain,
          text,
        );
      }
  });

  it('readByNativeParse for a value sat in a document (`at`) reads as readPlain at the same place', () => {
    const at = { path: ['result', 'tools', 2], depth: 3 };
    for (const text of TEXTS) {
      if (text.charCodeAt(0) === 0xfeff) continue; // a byte order mark only heads a whole document
      const plain = outcome(() => readPlain(text, 'in.json', { at }));
      // An inexact number in a tools element is named with its tool by the fast path (code compared only).
      expectSame(
        outcome(() => readByNativeParse(text, 'in.json', { at })),
        plain,
        text,
        'code' in plain && plain.message.includes('held exactly'),
      );
    }
  });

  it('parseJsonStrictEach hands out the elements readPlain reads in the whole text, or refuses as it does', () => {
    for (const name of ['items', 'tools'])
      for (const numbers of READINGS)
        for (const raw of TEXTS) {
          const text = name === 'tools' ? raw : raw.replaceAll('"tools"', '"items"');
          const plain = outcome(() => readPlain(text, 'in.json', { numbers }));
          const fast = outcome(() => {
            const elements: unknown[] = [];
            const doc = parseJsonStrictEach(text, 'in.json', name, (v, i) => (elements[i] = v), numbers);
            if (Array.isArray(doc) && doc.length === 0) return elements;
            const holder = doc as Record<string, unknown>;
            if (typeof doc === 'object' && doc !== null && Array.isArray(holder[name]) && (holder[name] as unknown[]).length === 0)
              holder[name] = elements;
            return doc;
          });
          // With `tools`, an inexact number inside an element is named with its tool: compared by code.
          expectSame(fast, plain, text, name === 'tools' && 'code' in plain && plain.message.includes('held exactly'));
        }
  });

  it('readValidJson (`canonical: false`) reads as the exact reader with numbers rounded and no bound on depth', () => {
    for (const text of [...TEXTS, deep(MAX_DEPTH + 50), deepObject(MAX_DEPTH + 50)]) {
      const plain = outcome(() => readJsonExact(text, 'in.json', { offset: 0, path: [], maxDepth: Infinity }, true));
      // Its duplicate refusal does not name the place: compared by code.
      const codeOnly = 'code' in plain && plain.code === 'DUPLICATE_JSON_MEMBER';
      expectSame(
        outcome(() => readValidJson(text, 'in.json')),
        plain,
        text,
        codeOnly,
      );
      expectSame(
        outcome(() => parseJsonStrict(text, 'in.json', { canonical: false })),
        plain,
        text,
        codeOnly,
      );
    }
  });

  it('of several faults, readByNativeParse may name another first (its depth refusal before all), but refuses as readPlain does', () => {
    const several = `[{"a":1,"a":2},${deep(MAX_DEPTH)}]`;
    const plain = outcome(() => readPlain(several, 'in.json'));
    const fast = outcome(() => readByNativeParse(several, 'in.json'));
    expect(['code' in plain && plain.code, 'code' in fast && fast.code]).toEqual(['DUPLICATE_JSON_MEMBER', 'NOT_CANONICALIZABLE']);
    // Its twin with one fault, the duplicate: the same refusal, word for word.
    const one = `[{"a":1,"a":2},${deep(MAX_DEPTH - 1)}]`;
    expect(outcome(() => readByNativeParse(one, 'in.json'))).toEqual(outcome(() => readPlain(one, 'in.json')));
    expect(outcome(() => readPlain(one, 'in.json'))).toMatchObject({ code: 'DUPLICATE_JSON_MEMBER' });
  });

  it('readFlatStringObject reads what readPlain reads, or leaves the text to it (undefined)', () => {
    let read = 0;
    for (const text of TEXTS) {
      const flat = readFlatStringObject(text);
      if (flat === undefined) continue;
      read++;
      expectSame(
        outcome(() => flat),
        outcome(() => readPlain(text, 'in.json')),
        text,
      );
      expect(Object.getPrototypeOf(flat)).toBe(Object.prototype);
    }
    // Hostile flat texts (a duplicate, `__proto__`, an escape, a trailing comma) are all left to the strict reader.
    for (const text of ['{"name":"a","name":"b"}', '{"__proto__":"x"}', '{"name":"a\\u0000"}', '{"name":"a",}'])
      expect(readFlatStringObject(text)).toBeUndefined();
    expect(read).toBeGreaterThanOrEqual(3);
  });
});
