import { createHash } from 'node:crypto';
import { canonicalize } from '../../../src/core/json/jcs.js';
import { parseJsonStrict } from '../../../src/core/json/strict-reader.js';
import {
  SURFACE_FIELDS,
  assertTools,
  digestTools,
  fieldDigest,
  manifestDigest,
  manifestOf,
  surfaceOf,
  toolDigest,
  type RawTool,
  type SurfaceField,
} from '../../../src/core/surface/surface.js';
import { codeOf, messageOf } from '../../support/thrown.js';
import { objectAt } from '../../support/json-view.js';

/** sha256 of a canonical text written out by hand: an oracle independent of the code under test. */
const sha = (text: string) => 'sha256:' + createHash('sha256').update(text, 'utf8').digest('hex');

const search = (): RawTool => ({
  name: 'search',
  title: 'Search',
  description: 'Find pages.',
  inputSchema: {
    type: 'object',
    properties: { query: { type: 'string', description: 'Words to look for.' } },
    required: ['query'],
  },
  annotations: { readOnlyHint: true },
  icons: [{ src: 'https://example.com/a.png' }],
  _meta: { 'example.com/x': 1 },
});

describe('the tool surface', () => {
  it('has exactly the seven surface fields', () => {
    expect([...SURFACE_FIELDS].sort()).toEqual(['annotations', 'description', 'execution', 'inputSchema', 'name', 'outputSchema', 'title']);
  });

  describe('surfaceOf', () => {
    it('keeps the present surface fields and drops icons, _meta and any other key', () => {
      const s = surfaceOf({ ...search(), somethingElse: 1 });
      expect(Object.keys(s).sort()).toEqual(['annotations', 'description', 'inputSchema', 'name', 'title']);
    });
    it('omits an absent field (never writes it as null) and keeps a field present as null', () => {
      const s = surfaceOf({ name: 't', description: null });
      expect(Object.hasOwn(s, 'title')).toBe(false);
      expect(Object.hasOwn(s, 'description')).toBe(true);
      expect(s.description).toBeNull();
    });
    it('keeps everything inside a kept field as received, unknown keys included', () => {
      const tool = { name: 't', annotations: { readOnlyHint: true, fooHint: 'x' }, inputSchema: { type: 'object', 'x-vendor': [1] } };
      expect(surfaceOf(tool).annotations).toBe(tool.annotations);
      expect(surfaceOf(tool).inputSchema).toBe(tool.inputSchema);
    });
  });

  describe('toolDigest = sha256(JCS(surface(tool)))', () => {
    it('is the sha256 of the canonical surface text', () => {
      expect(toolDigest({ name: 'b', description: 'd', icons: [] })).toBe(sha('{"description":"d","name":"b"}'));
      expect(toolDigest({ name: 'b', title: null })).toBe(sha('{"name":"b","title":null}'));
    });

    describe('fields outside the surface are not hashed', () => {
      it('does not change when icons change', () => {
        expect(toolDigest({ ...search(), icons: [{ src: 'https://evil.example/b.png' }] })).toBe(toolDigest(search()));
      });
      it('does not change when _meta changes, or gains a key', () => {
        expect(toolDigest({ ...search(), _meta: { other: true } })).toBe(toolDigest(search()));
      });
      it('does not change when an unknown top-level key is added', () => {
        expect(toolDigest({ ...search(), vendorExtension: { a: 1 } })).toBe(toolDigest(search()));
      });
    });

    describe('everything inside a surface field is hashed', () => {
      it('changes when a nested property description changes, the top-level description unchanged', () => {
        const changed = search();
        objectAt(changed, 'inputSchema', 'properties', 'query').description = 'Words to look for!';
        expect(changed.description).toBe(search().description);
        expect(toolDigest(changed)).not.toBe(toolDigest(search()));
      });
      it('changes when an unknown annotation (fooHint) or schema key (x-vendor) is added', () => {
        expect(toolDigest({ ...search(), annotations: { readOnlyHint: true, fooHint: true } })).not.toBe(toolDigest(search()));
        const vendor = search();
        objectAt(vendor, 'inputSchema')['x-vendor'] = 1;
        expect(toolDigest(vendor)).not.toBe(toolDigest(search()));
      });
      it.each(SURFACE_FIELDS.filter((f) => f !== 'name'))('changes when %s is added', (f) => {
        expect(toolDigest({ ...search(), [f]: 'x' })).not.toBe(toolDigest({ ...search(), [f]: 'y' }));
      });
      it('tells absent from null: a field present as null differs from the field absent', () => {
        expect(toolDigest({ name: 't', outputSchema: null })).not.toBe(toolDigest({ name: 't' }));
      });
    });

    it('does not depend on key order inside the tool', () => {
      const a = { name: 't', description: 'd', inputSchema: { b: 1, a: 2 } };
      const b = { inputSchema: { a: 2, b: 1 }, description: 'd', name: 't' };
      expect(toolDigest(a)).toBe(toolDigest(b));
    });
  });

  describe('fieldDigest = sha256(JCS(tool[field]))', () => {
    it('is the sha256 of the canonical field value', () => {
      expect(fieldDigest(search(), 'annotations')).toBe(sha('{"readOnlyHint":true}'));
      expect(fieldDigest(search(), 'name')).toBe(sha('"search"'));
      expect(fieldDigest({ name: 't', title: null }, 'title')).toBe(sha('null'));
    });
    it('refuses an absent field', () => {
      expect(codeOf(() => fieldDigest(search(), 'execution'))).toBe('INVALID_INPUT');
    });
    it('is what digestTools reports per field, for present fields only', () => {
      const d = digestTools([search()], { fields: true }).tools.get('search')!;
      expect(Object.keys(d.fields!).sort()).toEqual(['annotations', 'description', 'inputSchema', 'name', 'title']);
      for (const [f, digest] of Object.entries(d.fields!)) expect(digest).toBe(fieldDigest(search(), f as SurfaceField));
    });
    it('leaves the per-field digests out unless asked for', () => {
      expect(digestTools([search()]).tools.get('search')!.fields).toBeUndefined();
    });
  });

  describe('manifestDigest = sha256(JCS({ [name]: surface }))', () => {
    const a = { name: 'a', description: 'A' };
    const b = { name: 'b', title: 'B', _meta: { x: 1 } };
    it('is the sha256 of the canonical name-keyed manifest', () => {
      expect(manifestDigest([b, a])).toBe(sha('{"a":{"description":"A","name":"a"},"b":{"name":"b","title":"B"}}'));
    });
    it('does not depend on the order of tools/list', () => {
      expect(manifestDigest([a, b])).toBe(manifestDigest([b, a]));
    });
    it('of no tools is the digest of {}', () => {
      expect(manifestDigest([])).toBe(sha('{}'));
      expect(digestTools([]).manifestText()).toBe('{}');
    });
    it('composes the manifest text exactly as canonicalizing the manifest object does', () => {
      const tools = [search(), a, b, { name: '\u{1f600}', title: 'emoji' }, { name: 'Z' }, { name: '10' }, { name: '2' }];
      const d = digestTools(tools);
      expect(d.manifestText()).toBe(canonicalize(manifestOf(tools)));
      expect(d.manifestDigest).toBe(sha(d.manifestText()));
      expect([...d.tools.keys()]).toEqual(['10', '2', 'Z', 'a', 'b', 'search', '\u{1f600}']);
    });
    it('changes when a tool is added or removed', () => {
      expect(manifestDigest([a, b])).not.toBe(manifestDigest([a]));
    });
  });

  describe('__proto__, constructor and toString are ordinary tool names and keys', () => {
    const json = `[
      {"name":"__proto__","description":"p","inputSchema":{"properties":{"__proto__":{"description":"x"}}}},
      {"name":"constructor","description":"c"},
      {"name":"toString","description":"t","annotations":{"__proto__":{"readOnlyHint":true}}},
      {"name":"hasOwnProperty"}
    ]`;
    const tools = parseJsonStrict(json, 'tools.json') as RawTool[];

    it('gives every one of them its own digest, nothing dropped or merged', () => {
      const d = digestTools(tools, { fields: true });
      expect([...d.tools.keys()]).toEqual(['__proto__', 'constructor', 'hasOwnProperty', 'toString']);
      expect(new Set([...d.tools.values()].map((t) => t.digest)).size).toBe(4);
      expect(d.tools.get('__proto__')!.digest).toBe(
        sha('{"description":"p","inputSchema":{"properties":{"__proto__":{"description":"x"}}},"name":"__proto__"}'),
      );
      expect(d.tools.get('toString')!.fields!.annotations).toBe(sha('{"__proto__":{"readOnlyHint":true}}'));
    });
    it('puts each in the manifest under its own name', () => {
      const manifest = manifestOf(tools);
      expect(Object.keys(manifest).sort()).toEqual(['__proto__', 'constructor', 'hasOwnProperty', 'toString']);
      expect(digestTools(tools).manifestText()).toBe(canonicalize(manifest));
      expect(digestTools(tools).manifestText().startsWith('{"__proto__":{"description":"p"')).toBe(true);
    });
    it('pollutes no prototype', () => {
      digestTools(tools, { fields: true });
      manifestOf(tools);
      expect(({} as Record<string, unknown>).readOnlyHint).toBeUndefined();
      expect(({} as Record<string, unknown>).description).toBeUndefined();
      expect(typeof ({} as Record<string, unknown>).toString).toBe('function');
    });
  });

  describe('refusals', () => {
    it('refuses two tools with one name with DUPLICATE_TOOL_NAME, naming both positions', () => {
      const tools = [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'b', description: 'other' }];
      expect(codeOf(() => digestTools(tools))).toBe('DUPLICATE_TOOL_NAME');
      expect(codeOf(() => manifestDigest(tools))).toBe('DUPLICATE_TOOL_NAME');
      const msg = messageOf(() => assertTools(tools));
      expect(msg).toContain('[1]');
      expect(msg).toContain('[3]');
      expect(msg).toContain('"b"');
    });
    it('passes the twin whose names differ only in case', () => {
      expect(() => digestTools([{ name: 'b' }, { name: 'B' }])).not.toThrow();
    });
    it.each<[string, unknown]>([
      ['not an array', { name: 'a' }],
      ['a tool that is null', [null]],
      ['a tool that is a string', ['search']],
      ['a tool that is an array', [[{ name: 'a' }]]],
      ['a tool with no name', [{ description: 'd' }]],
      ['a tool with an empty name', [{ name: '' }]],
      ['a tool with a numeric name', [{ name: 1 }]],
      ['a tool with a null name', [{ name: null }]],
      ['a tool whose name is only inherited', [Object.create({ name: 'a' })]],
    ])('refuses %s with MALFORMED_TOOL', (_what, tools) => {
      expect(codeOf(() => assertTools(tools))).toBe('MALFORMED_TOOL');
      expect(codeOf(() => digestTools(tools as RawTool[]))).toBe('MALFORMED_TOOL');
    });
    it('names the position of a malformed tool', () => {
      expect(messageOf(() => assertTools([{ name: 'a' }, { name: 'b' }, {}]))).toContain('[2]');
    });
    it('refuses an uncanonicalizable surface with NOT_CANONICALIZABLE, naming the tool and field', () => {
      const tools = [{ name: 'a' }, { name: 'b', inputSchema: { default: '\ud800' } }];
      expect(codeOf(() => digestTools(tools))).toBe('NOT_CANONICALIZABLE');
      const msg = messageOf(() => digestTools(tools));
      expect(msg).toContain('"b"');
      expect(msg).toContain('inputSchema');
    });
    it('refuses a tool name with a lone surrogate', () => {
      expect(codeOf(() => digestTools([{ name: 'a\udc00' }]))).toBe('NOT_CANONICALIZABLE');
    });
    it('ignores an uncanonicalizable value outside the surface (it is not hashed)', () => {
      expect(() => digestTools([{ name: 'a', _meta: { bad: '\ud800' } }])).not.toThrow();
    });
  });
});
