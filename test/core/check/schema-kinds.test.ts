import { MAX_DEPTH } from '../../../src/core/json/jcs.js';
import { schemaChangeKinds, type SchemaWork } from '../../../src/core/check/schema-kinds.js';

const kinds = (a: unknown, b: unknown) => [...schemaChangeKinds(a, b)].sort();
const obj = (extra: Record<string, unknown>) => ({ type: 'object', properties: { q: { type: 'string' } }, ...extra });

describe('schemaChangeKinds', () => {
  it('gives nothing for equal schemas, whatever their member order', () => {
    expect(kinds({ type: 'string', description: 'x' }, { description: 'x', type: 'string' })).toEqual([]);
  });

  describe('prose', () => {
    it('a description, title, examples or $comment at any depth is prose only', () => {
      const a = obj({
        description: 'a',
        properties: { q: { type: 'string', description: 'a', title: 't', examples: ['x'], $comment: 'c' } },
      });
      const b = obj({
        description: 'b',
        properties: { q: { type: 'string', description: 'b', title: 'u', examples: ['y'], $comment: 'd' } },
      });
      expect(kinds(a, b)).toEqual(['prose']);
    });

    it('hostile: an expansion hidden beside a prose edit is reported, never as prose only', () => {
      const a = obj({ description: 'Search.', required: ['q'] });
      const b = obj({ description: 'Search the web.', required: [] });
      expect(kinds(a, b)).toEqual(['prose', 'schema-expansion']);
    });

    it('hostile: a property named "description" is a property, not prose', () => {
      const a = obj({});
      const b = obj({ properties: { q: { type: 'string' }, description: { type: 'string' } } });
      expect(kinds(a, b)).toEqual(['schema-expansion']);
    });

    it('hostile: a `default` the model may send is not prose', () => {
      expect(kinds({ type: 'string', default: 'a' }, { type: 'string', default: 'rm -rf /' })).toEqual(['unclassified']);
    });
  });

  // Each keyword: [before, after] that lets more through; the reverse is a narrowing.
  const expansions: Array<[string, unknown, unknown]> = [
    ['a property added', obj({}), obj({ properties: { q: { type: 'string' }, r: {} } })],
    ['required dropped', obj({ required: ['q'] }), obj({})],
    ['enum widened', { enum: ['a'] }, { enum: ['a', 'b'] }],
    ['enum removed', { enum: ['a'] }, {}],
    ['const removed', { const: 'a' }, {}],
    ['type broadened', { type: 'integer' }, { type: 'number' }],
    ['type list broadened', { type: 'string' }, { type: ['string', 'null'] }],
    ['type removed', { type: 'string' }, {}],
    ['additionalProperties opened', obj({ additionalProperties: false }), obj({})],
    ['additionalProperties schema to true', obj({ additionalProperties: { type: 'string' } }), obj({ additionalProperties: true })],
    [
      'patternProperties added',
      obj({ additionalProperties: false }),
      obj({ additionalProperties: false, patternProperties: { '^x': {} } }),
    ],
    ['items opened', { type: 'array', items: { type: 'string' } }, { type: 'array' }],
    ['items type broadened', { type: 'array', items: { type: 'string' } }, { type: 'array', items: { type: ['string', 'number'] } }],
    ['additionalItems opened (draft-07)', { items: [{}], additionalItems: false }, { items: [{}] }],
    ['prefixItems item broadened', { prefixItems: [{ type: 'string' }] }, { prefixItems: [{}] }],
    ['minimum lowered', { minimum: 1 }, { minimum: 0 }],
    ['maximum removed', { maximum: 10 }, {}],
    ['exclusiveMaximum raised', { exclusiveMaximum: 10 }, { exclusiveMaximum: 11 }],
    ['minLength lowered', { minLength: 2 }, { minLength: 1 }],
    ['maxLength raised', { maxLength: 64 }, { maxLength: 65536 }],
    ['minItems lowered', { minItems: 1 }, { minItems: 0 }],
    ['maxItems raised', { maxItems: 1 }, { maxItems: 2 }],
    ['maxProperties raised', { maxProperties: 1 }, { maxProperties: 2 }],
    ['multipleOf divided', { multipleOf: 4 }, { multipleOf: 2 }],
    ['uniqueItems dropped', { uniqueItems: true }, {}],
    ['pattern removed', { pattern: '^[a-z]+$' }, {}],
    ['format removed', { format: 'uri' }, {}],
    ['a new anyOf branch', { anyOf: [{ type: 'string' }] }, { anyOf: [{ type: 'string' }, { type: 'object' }] }],
    ['a new oneOf branch', { oneOf: [{ const: 1 }] }, { oneOf: [{ const: 1 }, { const: 2 }] }],
    ['an allOf branch dropped', { allOf: [{ minLength: 1 }, { maxLength: 3 }] }, { allOf: [{ minLength: 1 }] }],
    ['not narrowed (so more passes)', { not: { type: 'string' } }, { not: { const: 'x' } }],
    ['not removed', { not: { type: 'string' } }, {}],
    ['then opened', { if: { type: 'string' }, then: { maxLength: 3 } }, { if: { type: 'string' }, then: {} }],
    ['a $defs member loosened', { $defs: { a: { type: 'string' } }, $ref: '#/$defs/a' }, { $defs: { a: {} }, $ref: '#/$defs/a' }],
    ['a definitions member loosened (draft-07)', { definitions: { a: { maxLength: 1 } } }, { definitions: { a: {} } }],
    ['contains removed', { contains: { const: 1 } }, {}],
    ['the schema false to true', false, true],
  ];
  describe.each(expansions)('%s', (_name, before, after) => {
    it('is a schema-expansion', () => {
      expect(kinds(before, after)).toContain('schema-expansion');
      expect(kinds(before, after)).not.toContain('prose');
    });
    it('its reverse is a schema-narrowing', () => {
      expect(kinds(after, before)).toContain('schema-narrowing');
    });
  });

  it('a narrowing only is no expansion (minLength raised)', () => {
    expect(kinds({ minLength: 1 }, { minLength: 2 })).toEqual(['schema-narrowing']);
  });

  it('a changed $ref target is an expansion (its target is not followed)', () => {
    expect(kinds({ $ref: '#/$defs/a' }, { $ref: '#/$defs/b' })).toEqual(['schema-expansion']);
  });

  it('a changed pattern, format or const counts both ways', () => {
    expect(kinds({ pattern: 'a' }, { pattern: 'b' })).toEqual(['schema-expansion', 'schema-narrowing']);
    expect(kinds({ format: 'uri' }, { format: 'email' })).toEqual(['schema-expansion', 'schema-narrowing']);
    expect(kinds({ const: 1 }, { const: 2 })).toEqual(['schema-expansion', 'schema-narrowing']);
  });

  it('a dropped property of an open object is also an expansion (its value is no longer checked)', () => {
    expect(kinds(obj({}), { type: 'object' })).toEqual(['schema-expansion', 'schema-narrowing']);
    expect(kinds(obj({ additionalProperties: false }), { type: 'object', additionalProperties: false })).toEqual(['schema-narrowing']);
  });

  it('what it cannot place is unclassified: an unknown keyword, a changed if, a tuple of another length, draft-04 booleans', () => {
    expect(kinds({ 'x-vendor': 1 }, { 'x-vendor': 2 })).toEqual(['unclassified']);
    expect(kinds({ if: { type: 'string' } }, { if: { type: 'number' } })).toEqual(['unclassified']);
    expect(kinds({ prefixItems: [{}] }, { prefixItems: [{}, {}] })).toEqual(['unclassified']);
    expect(kinds({ exclusiveMinimum: true, minimum: 1 }, { exclusiveMinimum: false, minimum: 1 })).toEqual(['unclassified']);
    expect(kinds({ $defs: {} }, { $defs: { a: {} } })).toEqual(['unclassified']);
  });

  it('with both `not` and `$ref`, a direction cannot be told: any expansion or narrowing counts both ways', () => {
    const a = { $defs: { s: { maxLength: 2 } }, not: { $ref: '#/$defs/s' } };
    const b = { $defs: { s: { maxLength: 3 } }, not: { $ref: '#/$defs/s' } };
    expect(kinds(a, b)).toEqual(['schema-expansion', 'schema-narrowing']);
  });

  describe('hostile schemas', () => {
    it('a $ref cycle is compared as text and ends: an expansion inside the cycle is found', () => {
      const tree = (leaf: unknown) => ({
        $defs: { node: { type: 'object', properties: { child: { $ref: '#/$defs/node' }, v: leaf } } },
        $ref: '#/$defs/node',
      });
      expect(kinds(tree({ type: 'string' }), tree({}))).toEqual(['schema-expansion']);
      // Its twin: the same cycle, a description changed.
      expect(kinds(tree({ type: 'string' }), tree({ type: 'string', description: 'v' }))).toEqual(['prose']);
    });

    it('a 10,000-branch anyOf with one branch more is an expansion; its twin, one description edited, prose', () => {
      const branches = Array.from({ length: 10_000 }, (_, i) => ({ const: i, description: `b${i}` }));
      const more = [...branches, { type: 'string' }];
      expect(kinds({ anyOf: branches }, { anyOf: more })).toEqual(['schema-expansion']);
      const edited = branches.map((b, i) => (i === 5000 ? { ...b, description: 'edited' } : b));
      expect(kinds({ anyOf: branches }, { anyOf: edited })).toEqual(['prose']);
    });

    it('a schema nested at the depth limit is classified: a type dropped at the bottom is an expansion; its twin prose', () => {
      // Each level is two JSON levels (items, then the schema): MAX_DEPTH / 2 levels.
      const deep = (leaf: Record<string, unknown>) => {
        let s: Record<string, unknown> = leaf;
        for (let d = 0; d < MAX_DEPTH / 2 - 1; d++) s = { type: 'array', items: s };
        return s;
      };
      expect(kinds(deep({ type: 'string' }), deep({}))).toEqual(['schema-expansion']);
      expect(kinds(deep({ type: 'string' }), deep({ type: 'string', description: 'x' }))).toEqual(['prose']);
    });
  });

  describe('work', () => {
    const wide = (n: number, leaf: string) => ({
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: n }, (_, i) => [`p${i}`, { anyOf: [{ type: 'string', description: `${leaf}${i}` }, { enum: [i, i + 1] }] }]),
      ),
      required: Array.from({ length: n }, (_, i) => `p${i}`),
    });
    const deep = (n: number, leaf: string) => {
      let s: Record<string, unknown> = { type: 'string', description: leaf };
      for (let d = 0; d < n; d++) s = { anyOf: [s, { const: d }], description: `${leaf}${d}` };
      return s;
    };
    const unitsOf = (shape: (n: number, leaf: string) => unknown, n: number) => {
      const work: SchemaWork = { units: 0 };
      schemaChangeKinds(shape(n, 'a'), shape(n, 'b'), undefined, work);
      return work.units;
    };

    it.each([
      ['wide', wide],
      ['deep', deep],
    ] as const)('is linear in the size of a %s schema (10 times the size, at most 10.5 times the work)', (_name, shape) => {
      const small = unitsOf(shape, 40);
      const large = unitsOf(shape, 400);
      expect(small).toBeGreaterThan(40);
      expect(large / small).toBeLessThanOrEqual(10.5);
    });
  });
});
