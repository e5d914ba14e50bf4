// statement and verify with the tool definition hash v1's set hashes (predicate.interop): a real SDK server over
// stdio, signed against the local Sigstore. Where the signed digests match the live tools, a signed interop hash
// that does not is a statement inconsistent with what it signs (STATEMENT_INVALID, exit 1), not drift.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES } from '../../support/paths.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { DEFAULT_CLAIMS, DEFAULT_SERVER_NAME, sanOf, startSigningBench, type SigningBench } from '../../support/signing-bench.js';

const TOOLS_SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');
const base = [{ name: 'search', description: 'Search the docs', inputSchema: { type: 'object' }, _meta: { build: 1 } }];
const metaChanged = [{ name: 'search', description: 'Search the docs', inputSchema: { type: 'object' }, _meta: { build: 2 } }];

describe('statement and verify carry predicate.interop', () => {
  let bench: SigningBench;
  let signed: string;
  let withoutInterop: string;
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

  it('hostile: a live _meta unlike the signed one, the signed digests matching, fails naming interop.toolSetHash', async () => {
    const r = await verify(signed, ...serve('meta.json', metaChanged));
    expect([r.error, r.code]).toEqual(['STATEMENT_INVALID', 1]);
    expect(r.stderr).toContain('interop.toolSetHash');
  });

  it('a statement without predicate.interop still verifies (the predicate type did not move)', async () => {
    const r = await verify(withoutInterop, ...serve('old.json', metaChanged));
    expect([r.error, r.code]).toEqual([undefined, 0]);
  });
});
