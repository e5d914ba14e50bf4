import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ToolsealError } from '../../../src/core/errors.js';
import {
  definitionHash,
  definitionWriter,
  instructionsHashOf,
  interopMismatch,
  listingSetHash,
  setHashOf,
  setLines,
  writeDefinition,
} from '../../../src/core/surface/interop-hashes.js';
import { canonicalize } from '../../../src/core/json/jcs.js';
import { parseJsonStrict } from '../../../src/core/json/strict-reader.js';
import { digestTools, digestToolsCompact, type Digest } from '../../../src/core/surface/surface.js';
import { ToolDigester } from '../../../src/core/surface/tool-digester.js';
import { VECTORS } from '../../support/paths.js';

// The published vectors of the tool definition hash v1, as copied (test/fixtures/vectors/interop/README.md).
interface Vectors {
  definitions: Array<{ about: string; input: string; canonical: string; hash: string }>;
  sets: Array<{ about: string; pages: string[]; lines: string[]; setHash: string }>;
  instructions: Array<{ about: string; instructions: string | null; hash: string | null }>;
  invalid: Array<{ about: string; input?: string; pages?: string[]; reason: string }>;
}
const vectors = JSON.parse(readFileSync(join(VECTORS, 'interop', 'tool-definition-hash-vectors.json'), 'utf8')) as Vectors;

// A vector's input is JSON text read as toolseal reads a server's: strictly, numbers as RFC 8785 reads them.
const read = (text: string) => parseJsonStrict(text, 'vector', { numbers: 'rounded' });
const listing = (pages: string[]) => pages.flatMap((p) => read(p) as unknown[]);

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof ToolsealError) return e.code;
    throw e;
  }
  return 'none';
}

describe('the tool definition hash v1 vectors (mcp-pin docs/tool-definition-hash-vectors.json)', () => {
  it('every vector passes: definitions (canonical bytes and hash), sets (lines and hash), instructions, invalid inputs', () => {
    const failures: string[] = [];
    let count = 0;
    for (const v of vectors.definitions) {
      count++;
      const w = definitionWriter();
      writeDefinition(w, read(v.input) as Record<string, unknown>);
      if (w.text() !== v.canonical) failures.push(`definition ${v.about}: canonical form`);
      if (definitionHash(read(v.input)) !== `sha256:${v.hash}`) failures.push(`definition ${v.about}: hash`);
    }
    for (const v of vectors.sets) {
      count++;
      const defs = listing(v.pages);
      const lines = setLines(defs.map((d) => [(d as { name: string }).name, definitionHash(d)] as const));
      if (JSON.stringify(lines) !== JSON.stringify(v.lines)) failures.push(`set ${v.about}: lines`);
      if (listingSetHash(defs, 'tools') !== `sha256:${v.setHash}`) failures.push(`set ${v.about}: set hash`);
    }
    for (const v of vectors.instructions) {
      count++;
      if (instructionsHashOf(v.instructions) !== (v.hash === null ? null : `sha256:${v.hash}`)) failures.push(`instructions ${v.about}`);
    }
    for (const v of vectors.invalid) {
      count++;
      const code =
        v.input !== undefined ? codeOf(() => definitionHash(read(v.input!))) : codeOf(() => listingSetHash(listing(v.pages!), 'tools'));
      const expected = v.reason === 'repeated member name' ? 'DUPLICATE_JSON_MEMBER' : 'MALFORMED_TOOL';
      if (code !== expected) failures.push(`invalid ${v.about}: ${code}`);
    }
    console.log(`tool definition hash v1: ${count} published vectors checked, ${failures.length} failed`);
    expect(failures).toEqual([]);
    expect(count).toBe(20);
  });
});

describe('definitionHash', () => {
  it('hashes every member the server sent, _meta and icons included (hostile: a change outside the surface), beside the same tool unchanged', () => {
    const tool = { name: 'a', description: 'd', _meta: { x: 1 } };
    expect(definitionHash({ ...tool })).toBe(definitionHash(tool));
    expect(definitionHash({ ...tool, _meta: { x: 2 } })).not.toBe(definitionHash(tool));
  });

  it('escapes an unpaired surrogate (lower case) where toolseal’s own digests refuse it, beside a paired one written as itself', () => {
    expect(definitionHash({ name: 'x', description: 'a\uDEADb' })).toBe(
      definitionHash(JSON.parse('{"name":"x","description":"a\\udeadb"}')),
    );
    const w = definitionWriter();
    writeDefinition(w, { name: 'x', d: 'a\uDEADb', e: '\uD83D\uDE00' });
    expect(w.text()).toBe('{"d":"a\\udeadb","e":"😀","name":"x"}');
  });

  it('leaves the strict writer strict: a member name with a lone surrogate escaped here is still refused there', () => {
    // (canonicalize is the strict writer; a name the lenient one wrote must not be remembered as written.)
    const name = 'k\uD800';
    const w = definitionWriter();
    writeDefinition(w, { name: 'x', [name]: 1 });
    expect(w.text()).toBe('{"k\\ud800":1,"name":"x"}');
    expect(codeOf(() => canonicalize({ [name]: 1 }))).toBe('NOT_CANONICALIZABLE');
  });
});

describe('interopMismatch', () => {
  const a: Digest = `sha256:${'a'.repeat(64)}`;
  const b: Digest = `sha256:${'b'.repeat(64)}`;
  it('names the first set hash that differs (hostile), and none when all agree (twin)', () => {
    expect(
      interopMismatch(
        { toolSetHash: a, promptSetHash: null, instructionsHash: a },
        { toolSetHash: a, promptSetHash: null, instructionsHash: b },
      ),
    ).toBe('instructionsHash');
    expect(
      interopMismatch(
        { toolSetHash: a, promptSetHash: a, instructionsHash: null },
        { toolSetHash: a, promptSetHash: b, instructionsHash: null },
      ),
    ).toBe('promptSetHash');
    expect(
      interopMismatch(
        { toolSetHash: a, promptSetHash: null, instructionsHash: null },
        { toolSetHash: a, promptSetHash: null, instructionsHash: null },
      ),
    ).toBe(undefined);
  });
});

describe('the definition hashes of a digest pass', () => {
  // A lone surrogate outside the surface (in _meta): our digests do not hash it, the definition hash escapes it.
  const tools = [
    { name: 'b', description: 'x', _meta: { odd: 'a\uDEAD' }, icons: [{ src: 'i' }] },
    { name: 'a', inputSchema: { type: 'object', properties: { n: { maximum: 2 ** 63 } } }, annotations: { readOnlyHint: true } },
    { name: 'é', zz: 1, _a: null },
  ];
  const plain = new Map(tools.map((t) => [t.name, definitionHash(t)]));
  const plainSet = setHashOf([...plain]);

  it('equal the plain definition hashes, from the reader’s digester (with and without pins), digestTools and the compact pass', () => {
    for (const withFields of [false, true]) {
      const digester = new ToolDigester(withFields, 'tools');
      for (const t of tools) digester.add(t);
      const d = digester.finish();
      expect(new Map(d.interop!.definitionHashes)).toEqual(plain);
      expect(d.interop!.toolSetHash).toBe(plainSet);
    }
    const listed = digestTools(tools, { fields: true });
    expect(new Map(listed.interop!.definitionHashes)).toEqual(plain);
    expect(listed.interop!.toolSetHash).toBe(plainSet);
    expect(digestToolsCompact(tools).toolSetHash).toBe(plainSet);
  });

  it('change with a member outside the surface (hostile) while the tool digests do not; the same list in another order hashes the same (twin)', () => {
    const changed = tools.map((t) => (t.name === 'é' ? { ...t, zz: 2 } : t));
    expect(digestTools(changed).manifestDigest).toBe(digestTools(tools).manifestDigest);
    expect(digestTools(changed).interop!.toolSetHash).not.toBe(plainSet);
    expect(digestTools([...tools].reverse()).interop!.toolSetHash).toBe(plainSet);
  });
});
