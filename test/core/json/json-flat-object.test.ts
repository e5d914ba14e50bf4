import fc from 'fast-check';
import { isToolsealError } from '../../../src/core/errors.js';
import { parseJsonStrict, readFlatStringObject } from '../../../src/core/json/strict-reader.js';

/** What the strict parse gives a text: its value, or its refusal's code. */
function strict(text: string): { value: unknown } | { code: string } {
  try {
    return { value: parseJsonStrict(text, 'tool', { at: { path: ['result', 'tools', 0], depth: 3 } }) };
  } catch (e) {
    if (!isToolsealError(e)) throw e;
    return { code: e.code };
  }
}

describe('readFlatStringObject: a flat object of short strings, read without JSON.parse', () => {
  it('reads what the strict parse reads, a plain object of the same members in the same order', () => {
    const texts = [
      '{"name":"t12"}',
      '{}',
      ' { } ',
      '{"name":"a","title":"b"}',
      ' {\t"name" :\n"t0" ,\r\n "x": ""}\n',
      '{"name":"123456789012"}',
      '{"name":"é☃😀"}',
      '{"10":"a","2":"b","name":"c"}',
      '{"name":"a b,c}d:e"}',
    ];
    for (const text of texts) {
      const read = readFlatStringObject(text);
      expect(read).toBeDefined();
      expect({ value: read }).toStrictEqual(strict(text));
      expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
      expect(Object.keys(read!)).toEqual(Object.keys(JSON.parse(text) as object));
      expect(JSON.stringify(read)).toBe(JSON.stringify(JSON.parse(text)));
    }
  });

  it('hostile or other texts are left to the strict parse (undefined), refused or not as before', () => {
    const left: Array<[string, string | 'value']> = [
      ['{"name":"a","name":"b"}', 'DUPLICATE_JSON_MEMBER'],
      ['{"__proto__":"x"}', 'value'],
      ['{"n\\u0061me":"a"}', 'value'],
      ['{"name":"a\\"b"}', 'value'],
      ['{"name":"a\tb"}', 'INVALID_JSON'],
      ['{"name":"1234567890123"}', 'value'],
      ['{"name":1}', 'value'],
      ['{"name":"a","n":1e400}', 'NOT_CANONICALIZABLE'],
      ['{"name":"a","x":{"y":"z"}}', 'value'],
      ['{"":"a"}', 'value'],
      ['{"name":"a"} x', 'INVALID_JSON'],
      ['{"name":"a"}}', 'INVALID_JSON'],
      ['{"name":"a",}', 'INVALID_JSON'],
      ['{"name":"a"', 'INVALID_JSON'],
      ['{"name":"a', 'INVALID_JSON'],
      ['{"name"', 'INVALID_JSON'],
      ['{name:"a"}', 'INVALID_JSON'],
      ['\ufeff{"name":"a"}', 'INVALID_JSON'],
      ['["name"]', 'value'],
      ['"name"', 'value'],
      ['', 'INVALID_JSON'],
    ];
    for (const [text, outcome] of left) {
      expect(readFlatStringObject(text)).toBeUndefined();
      const got = strict(text);
      if (outcome === 'value') expect(got).toHaveProperty('value');
      else expect(got).toEqual({ code: outcome });
    }
  });

  it('any flat object of strings, written with any spacing: read as the strict parse reads it, or left to it', () => {
    const space = fc.constantFrom('', ' ', '\n', '\t', '\r\n ');
    const member = fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 14 }), space, space, space);
    fc.assert(
      fc.property(fc.array(member, { maxLength: 5 }), space, (members, end) => {
        const text = `{${members.map(([k, v, a, b, c]) => `${a}${JSON.stringify(k)}${b}:${c}${JSON.stringify(v)}`).join(',')}${end}}`;
        const read = readFlatStringObject(text);
        const expected = strict(text);
        if (read === undefined) {
          // Left only for a reason: a duplicate, __proto__, an empty or escaped name, a long or escaped value.
          const reason = members.some(
            ([k, v], i) =>
              k === '' ||
              k === '__proto__' ||
              members.findIndex(([other]) => other === k) !== i ||
              JSON.stringify(k).length !== k.length + 2 ||
              JSON.stringify(v).length !== v.length + 2 ||
              v.length > 12,
          );
          expect(reason).toBe(true);
        } else expect({ value: read }).toStrictEqual(expected);
      }),
    );
  });
});
