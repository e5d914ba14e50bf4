import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseJsonStrict } from '../../src/core/json/strict-reader.js';
import { digestNonTool, surfaceDigest } from '../../src/core/surface/non-tool-surface.js';
import { nonToolOfSnapshot, type Snapshot } from '../../src/core/snapshot/snapshot.js';
import { checkSnapshot } from '../../src/core/snapshot/snapshot-read.js';
import { digestTools } from '../../src/core/surface/surface.js';
import { jcsExpect, surfaceExpect, type VectorFile } from '../../scripts/digest-vectors/generate.js';
import { EVERYTHING_SERVER, MEMORY_SERVER, rawToolsListText } from '../mcp/helpers.js';
import { ROOT, VECTORS } from '../support/paths.js';
import { runInProcess } from '../support/run-cli-in-process.js';

// The second implementations under docs/reference/ (Python 3, standard library only), run against every
// vector and every real server's snapshot of the corpus, and compared with what toolseal computes in this
// process: toolseal_digests.py (toolseal's own digests, from docs/formats.md) and interop_hashes.py (the
// tool definition hash v1, from its public document). CI has python3; only where it is not installed
// (and not on CI) are these skipped, and the skip says so.

const PYTHON = 'python3';
const python = spawnSync(PYTHON, ['--version'], { encoding: 'utf8', timeout: 10_000 });
const hasPython = python.error === undefined && python.status === 0;
/** The Python runs are bounded: all vectors and the whole corpus take a few seconds on a loaded machine. */
const PYTHON_TIMEOUT_MS = 120_000;

const REFERENCE = join(ROOT, 'docs', 'reference');
const SURFACES = join(VECTORS, 'surfaces.json');
const INTEROP_VECTORS = join(VECTORS, 'interop', 'tool-definition-hash-vectors.json');
const HISTOR = join(VECTORS, 'digests.json');
const JCS_VECTORS = join(VECTORS, 'jcs');
const jcsInputs = readdirSync(join(JCS_VECTORS, 'input'))
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => join(JCS_VECTORS, 'input', f));
const CORPUS = join(ROOT, 'test', 'fixtures', 'corpus');
const corpusFiles = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.snapshot.json'))
  .sort()
  .map((f) => join(CORPUS, f));

/** Runs one of the reference scripts once with `args` and returns its JSON output. */
interface PythonOutput {
  vectors: Record<string, unknown>;
  files: Record<string, Record<string, unknown>>;
  jcs?: Record<string, { canonical?: string; error?: string }>;
  histor?: Record<string, Record<string, unknown>>;
}

function runPython(script: string, args: string[]): PythonOutput {
  const r = spawnSync(PYTHON, [join(REFERENCE, script), '--json', ...args], {
    encoding: 'utf8',
    timeout: PYTHON_TIMEOUT_MS,
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.error !== undefined || r.status !== 0)
    throw new Error(`${script} failed (status ${r.status}): ${r.error?.message ?? r.stderr.slice(-2000)}`);
  return JSON.parse(r.stdout) as PythonOutput;
}

describe('python3 for the reference implementations', () => {
  it(hasPython ? `is present (${python.stdout.trim()}): the references run` : 'is absent: the reference tests below are skipped', () => {
    // On CI python3 is part of the runner image: its absence there is a failure, not a skip.
    if (!hasPython) expect(process.env.CI ?? '').toBe('');
  });
});

const describePython = hasPython ? describe : describe.skip;

describePython('docs/reference/toolseal_digests.py, beside toolseal', () => {
  const vectors = JSON.parse(readFileSync(SURFACES, 'utf8')) as VectorFile;
  let py: PythonOutput;
  beforeAll(() => {
    py = runPython('toolseal_digests.py', [
      '--vectors',
      SURFACES,
      '--histor',
      HISTOR,
      ...jcsInputs.flatMap((f) => ['--jcs', f]),
      ...corpusFiles,
    ]);
  });
  const surfaces = () => (py.vectors[SURFACES] as { surfaces: Record<string, unknown>; jcs: Record<string, unknown> }).surfaces;
  const jcs = () => (py.vectors[SURFACES] as { surfaces: Record<string, unknown>; jcs: Record<string, unknown> }).jcs;

  it.each(vectors.surfaces.map((c) => [c.name, c] as const))('surface vector %s: the same digests, or the same refusal', (_n, c) => {
    expect(surfaces()[c.name]).toEqual(surfaceExpect(c.input));
  });

  it.each(vectors.jcs.map((c) => [c.name, c] as const))('jcs vector %s: the same bytes, or the same refusal', (_n, c) => {
    expect(jcs()[c.name]).toEqual(jcsExpect(c.input));
  });

  it('gives the HISTOR vectors of digests.json', () => {
    const { cases } = JSON.parse(readFileSync(HISTOR, 'utf8')) as {
      cases: Array<{ name: string; toolDigests: object; manifestDigest: string }>;
    };
    expect(cases.length).toBeGreaterThanOrEqual(2);
    for (const c of cases) {
      expect({ name: c.name, ...py.histor![HISTOR]![c.name]! }).toEqual({
        name: c.name,
        toolDigests: c.toolDigests,
        manifestDigest: c.manifestDigest,
      });
    }
  });

  it.each(jcsInputs.map((f) => [f.slice(JCS_VECTORS.length + 1), f]))(
    'gives the RFC 8785 conformance output of jcs/%s, byte for byte',
    (_n, f) => {
      expect(py.jcs![f]).toEqual({ canonical: readFileSync(f.replace(`${join('jcs', 'input')}`, join('jcs', 'output')), 'utf8') });
    },
  );

  it.each([
    ['refused-integer-beyond-double', 'numbers'],
    ['refused-lone-surrogate', 'strings'],
    ['refused-repeated-member', 'member-order'],
    ['refused-depth-1001', 'depth-1000'],
    ['refused-tool-name-twice', 'manifest-order'],
    ['refused-volatile-unmatched', 'volatile'],
    ['refused-int64-bound', 'rounded-int64-bound'],
  ])('refuses %s as toolseal does, and digests its twin %s', (hostile, twin) => {
    const refused = surfaces()[hostile] as { error?: string };
    expect(refused.error).toBeDefined();
    expect(refused).toEqual(surfaceExpect(vectors.surfaces.find((c) => c.name === hostile)!.input));
    expect(surfaces()[twin]).toHaveProperty('manifestDigest');
  });

  it(`gives every digest of the ${corpusFiles.length} corpus snapshots of real npm servers that toolseal gives`, () => {
    expect(corpusFiles.length).toBeGreaterThanOrEqual(100);
    for (const file of corpusFiles) {
      const snapshot = parseJsonStrict(readFileSync(file, 'utf8'), file) as Snapshot;
      const d = checkSnapshot(snapshot, file, { fields: true });
      const nonTool = digestNonTool(nonToolOfSnapshot(snapshot) ?? {});
      const toolseal = {
        manifest: d.manifestText(),
        manifestDigest: d.manifestDigest,
        toolDigests: Object.fromEntries([...d.tools].map(([n, t]) => [n, t.digest])),
        toolFieldDigests: Object.fromEntries([...d.tools].map(([n, t]) => [n, { ...t.fields }])),
        instructionsDigest: nonTool.instructionsDigest,
        promptDigests: { ...nonTool.promptDigests },
        resourceTemplateDigests: { ...nonTool.resourceTemplateDigests },
        surfaceDigest: surfaceDigest(d.manifestDigest, nonTool),
      };
      expect({ file, ...py.files[file] }).toEqual({ file, ...toolseal });
    }
  });

  it('differs from toolseal on a real server with one character of one description edited, and agrees on the server as sent', () => {
    const file = corpusFiles[0]!;
    const snapshot = parseJsonStrict(readFileSync(file, 'utf8'), file) as Snapshot;
    const [first, ...rest] = snapshot.tools;
    const edited = [{ ...first!, description: `${String(first!.description)}.` }, ...rest];
    expect(digestTools(edited).manifestDigest).not.toBe(py.files[file]!.manifestDigest);
    expect(digestTools(snapshot.tools).manifestDigest).toBe(py.files[file]!.manifestDigest);
  });
});

describePython('docs/reference/interop_hashes.py (tool definition hash v1), beside toolseal', () => {
  let py: PythonOutput;
  beforeAll(() => {
    py = runPython('interop_hashes.py', [...(existsSync(INTEROP_VECTORS) ? ['--vectors', INTEROP_VECTORS] : []), ...corpusFiles]);
  });

  it('passes every vector of the published vector file (test/fixtures/vectors/interop/)', () => {
    // The file is copied there, with its source and licence, by the change that computes these hashes.
    if (!existsSync(INTEROP_VECTORS))
      throw new Error(`${INTEROP_VECTORS} is missing: the published tool definition hash vectors are not in the repository`);
    const result = py.vectors[INTEROP_VECTORS] as { total: number; failed: unknown[] };
    expect(result.total).toBeGreaterThanOrEqual(20);
    expect(result.failed).toEqual([]);
  });

  it(`gives the interop hashes toolseal digest --json prints, for the ${corpusFiles.length} corpus snapshots`, async () => {
    for (const file of corpusFiles) {
      const r = await runInProcess(['digest', file, '--json']);
      expect({ file, code: r.code, stderr: r.stderr }).toEqual({ file, code: 0, stderr: '' });
      const out = JSON.parse(r.stdout) as { interop?: Record<string, unknown> };
      if (out.interop === undefined)
        throw new Error('toolseal digest --json printed no "interop" object: the interop hashes are not computed in this build');
      expect({ file, ...out.interop }).toEqual({ file, ...py.files[file] });
    }
  });

  it.each([
    ['@modelcontextprotocol/server-everything', EVERYTHING_SERVER],
    ['@modelcontextprotocol/server-memory', MEMORY_SERVER],
  ])(
    '%s, live over stdio: the hashes of its snapshot are those the reference gives for its tools/list read off the wire',
    async (_name, entry) => {
      const dir = mkdtempSync(join(tmpdir(), 'toolseal-reference-live-'));
      try {
        // The reference reads the answer as a plain client received it (no SDK, no toolseal); toolseal takes
        // its own snapshot of the same server and digests that.
        const wire = join(dir, 'wire.json');
        writeFileSync(wire, `{"tools":${await rawToolsListText(process.execPath, [entry])}}`);
        const snap = join(dir, 'live.snapshot.json');
        const taken = await runInProcess(['snapshot', '--out', snap, '--', process.execPath, entry]);
        expect([taken.code, taken.stderr]).toEqual([0, expect.any(String)]);
        const r = await runInProcess(['digest', snap, '--json']);
        expect(r.code).toBe(0);
        const ours = (JSON.parse(r.stdout) as { interop: { definitionHashes: Record<string, string>; toolSetHash: string } }).interop;
        const theirs = runPython('interop_hashes.py', [wire]).files[wire]!;
        expect(Object.keys(ours.definitionHashes).length).toBeGreaterThan(3);
        expect({ definitionHashes: ours.definitionHashes, toolSetHash: ours.toolSetHash }).toEqual({
          definitionHashes: theirs.definitionHashes,
          toolSetHash: theirs.toolSetHash,
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('a _meta edit changes the tool definition hash (the whole tool), and leaves the tool digest (its surface) as it was', async () => {
    const file = corpusFiles[0]!;
    const snapshot = parseJsonStrict(readFileSync(file, 'utf8'), file) as Snapshot;
    const [first, ...rest] = snapshot.tools;
    const dir = mkdtempSync(join(tmpdir(), 'toolseal-reference-'));
    try {
      const edited = join(dir, 'edited.json');
      writeFileSync(edited, JSON.stringify({ tools: [{ ...first!, _meta: { 'example.com/edited': true } }, ...rest] }));
      const r = await runInProcess(['digest', edited, '--json']);
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout) as { toolDigests: Record<string, string>; interop?: { definitionHashes: Record<string, string> } };
      if (out.interop === undefined)
        throw new Error('toolseal digest --json printed no "interop" object: the interop hashes are not computed in this build');
      const theirs = py.files[file]!.definitionHashes as Record<string, string>;
      expect(out.interop.definitionHashes[first!.name]).not.toBe(theirs[first!.name]);
      expect(out.toolDigests[first!.name]).toBe(snapshot.toolDigests[first!.name]);
      for (const t of rest) expect(out.interop.definitionHashes[t.name]).toBe(theirs[t.name]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
