import { join } from 'node:path';
import { buildStatement } from '../../../src/core/statement/statement.js';
import type { RawTool } from '../../../src/core/surface/surface.js';
import { FakeGitHub } from '../../support/fake-github.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { DEFAULT_CLAIMS, TOOLS, snapshotText, startSigningBench, type SigningBench } from '../../support/signing-bench.js';

/**
 * Signed upgrades found in GitHub's attestations (a fake GitHub REST API on 127.0.0.1): the pin's publisher
 * recorded as `--repo`, each hop of the chain looked up by its digest, one request per hop.
 */
const REPO = DEFAULT_CLAIMS.repository;
const release = (n: number): RawTool[] => TOOLS.map((t) => (t.name === 'fetch' ? { ...t, description: `Fetch a page (release ${n})` } : t));
const digestOf = (tools: RawTool[]) => buildStatement({ serverName: 'io.github.octo-org/docs', serverVersion: '1', tools }).manifestDigest;

describe('check --repo: the chain of a signed upgrade from the attestations API', () => {
  let bench: SigningBench;
  let gh: FakeGitHub;
  let apiUrl = '';
  let lock = '';
  let v3 = '';

  beforeAll(async () => {
    bench = await startSigningBench();
    gh = new FakeGitHub({ repository: REPO, tokens: {}, maxPerPage: 2 });
    apiUrl = await gh.start();
    const r1 = await bench.signTools({ tools: TOOLS });
    const r2 = await bench.signTools({ tools: release(2), previous: { revision: 1, manifestDigest: digestOf(TOOLS) } });
    const r3 = await bench.signTools({ tools: release(3), previous: { revision: 2, manifestDigest: digestOf(release(2)) } });
    for (const b of [r1, r3]) gh.addAttestation(JSON.parse(b.text));
    gh.addAttestation(JSON.parse(r2.text));
    lock = join(bench.dir, 'mcp-tools.lock');
    const v1 = bench.write('v1.snapshot.json', snapshotText(TOOLS));
    const pinned = await runInProcess(
      ['lock', '--snapshot', v1, '--lock', lock, '--repo', REPO, '--trusted-root', bench.sigstore.trustedRootPath],
      {
        GITHUB_API_URL: apiUrl,
      },
    );
    expect([pinned.error, pinned.code]).toEqual([undefined, 0]);
    v3 = bench.write('v3.snapshot.json', snapshotText(release(3)));
  });
  afterAll(async () => {
    await gh.stop();
    await bench.close();
  });

  it('two hops, each found by its digest: a signed upgrade 1 → 3', async () => {
    const r = await runInProcess(
      [
        'check',
        '--snapshot',
        v3,
        '--lock',
        lock,
        '--on-change',
        'signed',
        '--repo',
        REPO,
        '--trusted-root',
        bench.sigstore.trustedRootPath,
        '--json',
      ],
      { GITHUB_API_URL: apiUrl },
    );
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(JSON.parse(r.stdout).servers[0].signedUpgrade).toMatchObject({ accepted: true, fromRevision: 1, toRevision: 3, hops: 2 });
    const asked = gh.requests.filter((q) => q.path.startsWith(`/repos/${REPO}/attestations/sha256:`)).map((q) => q.path.split('/').at(-1));
    expect(asked).toEqual(expect.arrayContaining([digestOf(release(3)), digestOf(release(2))]));
  });

  it('(hostile twin) without --repo nothing is looked up: UNSIGNED_CHANGE', async () => {
    const r = await runInProcess(['check', '--snapshot', v3, '--lock', lock, '--on-change', 'signed'], { GITHUB_API_URL: apiUrl });
    expect([r.error, r.code]).toEqual(['UNSIGNED_CHANGE', 1]);
  });
});
