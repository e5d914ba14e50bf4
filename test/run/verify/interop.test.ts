// statement and verify with the tool definition hash v1's set hashes (predicate.interop): a real SDK server over
// stdio, signed against the local Sigstore. Where the signed digests match the live surface, a signed tool set hash
// that does not is a change outside the fields toolseal pins (_meta, icons): reported, not failed. A signed
// instructions hash that does not match the very instructions the signed digest covers is a statement inconsistent
// with what it signs (STATEMENT_INVALID, exit 1).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES } from '../../support/paths.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { DEFAULT_CLAIMS, DEFAULT_SERVER_NAME, sanOf, startSigningBench, type SigningBench } from '../../support/signing-bench.js';

const TOOLS_SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');
const SURFACE_SERVER = join(FIXTURES, 'servers', 'surface-file-server.mjs');
const withInstructions = { instructions: 'Use search for the docs.', tools: [{ name: 'search', description: 'Search the docs' }] };
const base = [{ name: 'search', description: 'Search the docs', inputSchema: { type: 'object' }, _meta: { build: 1 } }];
const metaChanged = [{ name: 'search', description: 'Search the docs', inputSchema: { type: 'object' }, _meta: { build: 2 } }];

describe('statement and verify carry predicate.interop', () => {
  let bench: SigningBench;
  let signed: string;
  let withoutInterop: string;
  let instructionsSigned: string;
  let instructionsInconsistent: string;
  const serve = (name: string, surface: unknown) => ['--', process.execPath, TOOLS_SERVER, bench.write(name, JSON.stringify(surface))];
  const verify = (bundle: string, ...more: string[]) =>
    runInProcess([
      'verify',
      '--bundle',
      bundle,
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--certificate-identity',
      sanOf(DEFAULT_CLAIMS),
      ...more,
    ]);

  beforeAll(async () => {
    bench = await startSigningBench();
    const out = join(bench.dir, 'docs.statement.json');
    const r = await runInProcess(['statement', '--server-name', DEFAULT_SERVER_NAME, '--out', out, ...serve('base.json', base)]);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    const text = readFileSync(out, 'utf8');
    signed = bench.write('signed.sigstore.json', await bench.signText(text));
    // A statement as toolseal made it before the interop hashes: the same predicate type, without them.
    const old = JSON.parse(text);
    delete old.predicate.interop;
    withoutInterop = bench.write('old.sigstore.json', await bench.signText(JSON.stringify(old)));
    // A server with instructions: signed as made, and with a signed instructions hash that is not its instructions'.
    const out2 = join(bench.dir, 'docs2.statement.json');
    const surfaceFile = bench.write('surface.json', JSON.stringify(withInstructions));
    const r2 = await runInProcess([
      'statement',
      '--server-name',
      DEFAULT_SERVER_NAME,
      '--out',
      out2,
      '--',
      process.execPath,
      SURFACE_SERVER,
      surfaceFile,
    ]);
    expect([r2.error, r2.code]).toEqual([undefined, 0]);
    const text2 = readFileSync(out2, 'utf8');
    expect(JSON.parse(text2).predicate.interop.instructionsHash).toMatch(/^sha256:[0-9a-f]{64}$/);
    instructionsSigned = bench.write('instr.sigstore.json', await bench.signText(text2));
    const forged = JSON.parse(text2);
    forged.predicate.interop.instructionsHash = `sha256:${'0'.repeat(64)}`;
    instructionsInconsistent = bench.write('instr-bad.sigstore.json', await bench.signText(JSON.stringify(forged)));
  });
  afterAll(async () => {
    await bench.close();
  });

  it('the predicate signs the tool set hash (the prompt set and instructions hashes null: this server has neither)', () => {
    const p = JSON.parse(readFileSync(join(bench.dir, 'docs.statement.json'), 'utf8')).predicate;
    expect(p.interop).toEqual({ toolSetHash: expect.stringMatching(/^sha256:[0-9a-f]{64}$/), promptSetHash: null, instructionsHash: null });
  });

  it('twin: the live server as signed verifies (exit 0)', async () => {
    const r = await verify(signed, ...serve('same.json', base));
    expect([r.error, r.code]).toEqual([undefined, 0]);
  });

  it('a live _meta unlike the signed one, the signed digests matching: verified, and the report names interop.toolSetHash', async () => {
    const r = await verify(signed, ...serve('meta.json', metaChanged));
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(r.stdout).toContain('note: the signed interop.toolSetHash is not the live one');
    const j = await verify(signed, '--json', ...serve('meta2.json', metaChanged));
    expect(JSON.parse(j.stdout)).toMatchObject({ match: 'same', interopDiffers: ['toolSetHash'] });
    // The twin: as signed, nothing is said.
    const same = await verify(signed, '--json', ...serve('same2.json', base));
    expect(JSON.parse(same.stdout).interopDiffers).toBeUndefined();
  });

  it('hostile: a signed instructions hash that is not the instructions its signed digest covers fails (STATEMENT_INVALID), naming it', async () => {
    const surfaceFile = bench.write('surface2.json', JSON.stringify(withInstructions));
    const r = await verify(instructionsInconsistent, '--', process.execPath, SURFACE_SERVER, surfaceFile);
    expect([r.error, r.code]).toEqual(['STATEMENT_INVALID', 1]);
    expect(r.stderr).toContain('interop.instructionsHash');
    // The twin: the statement as made verifies against the same server.
    const ok = await verify(instructionsSigned, '--', process.execPath, SURFACE_SERVER, surfaceFile);
    expect([ok.error, ok.code]).toEqual([undefined, 0]);
  });

  it('a statement without predicate.interop still verifies (the predicate type did not move)', async () => {
    const r = await verify(withoutInterop, ...serve('old.json', metaChanged));
    expect([r.error, r.code]).toEqual([undefined, 0]);
  });
});
