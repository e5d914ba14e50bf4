import { join } from 'node:path';
import { buildStatement } from '../../../src/core/statement/statement.js';
import type { RawTool } from '../../../src/core/surface/surface.js';
import { githubClaims } from '../../support/local-sigstore.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { DEFAULT_CLAIMS, TOOLS, sanOf, snapshotText, startSigningBench, type SigningBench } from '../../support/signing-bench.js';

/**
 * A reusable workflow's SAN is the same whoever calls it: a statement from a caller's run is a signed
 * upgrade only when the pin recorded `--allow-reusable-callers`. The server name is not a github.com one,
 * so only the signer policy tells the two pins apart (an `io.github.` name is held to its owner anyway).
 */
const NAME = 'com.example/docs';
const SAN = sanOf(DEFAULT_CLAIMS);
const release2: RawTool[] = TOOLS.map((t) => (t.name === 'fetch' ? { ...t, description: 'Fetch a page (release 2)' } : t));
const digestOf = (tools: RawTool[]) => buildStatement({ serverName: NAME, serverVersion: '1', tools }).manifestDigest;

describe('check: a statement from a reusable-workflow caller under the pin that allows callers', () => {
  let bench: SigningBench;
  let strict = '';
  let allowing = '';
  let live = '';
  let callerBundle = '';

  beforeAll(async () => {
    bench = await startSigningBench();
    const pinned = await bench.signTools({ tools: TOOLS, serverName: NAME });
    const caller = githubClaims({
      repository: 'evil-org/evil-server',
      ref: 'refs/heads/main',
      job_workflow_ref: DEFAULT_CLAIMS.job_workflow_ref,
    });
    expect(sanOf(caller)).toBe(SAN);
    callerBundle = (
      await bench.signTools({
        tools: release2,
        serverName: NAME,
        claims: caller,
        previous: { revision: 1, manifestDigest: digestOf(TOOLS) },
      })
    ).path;
    const v1 = bench.write('v1.snapshot.json', snapshotText(TOOLS));
    live = bench.write('v2.snapshot.json', snapshotText(release2));
    const lock = async (file: string, ...extra: string[]) => {
      const path = join(bench.dir, file);
      const r = await runInProcess([
        'lock',
        '--snapshot',
        v1,
        '--lock',
        path,
        '--certificate-identity',
        SAN,
        ...extra,
        '--bundle',
        pinned.path,
        '--trusted-root',
        bench.sigstore.trustedRootPath,
      ]);
      expect([r.error, r.code]).toEqual([undefined, 0]);
      return path;
    };
    strict = await lock('strict.lock');
    allowing = await lock('allowing.lock', '--allow-reusable-callers');
  });
  afterAll(async () => {
    await bench.close();
  });

  const check = (lock: string) =>
    runInProcess([
      'check',
      '--snapshot',
      live,
      '--lock',
      lock,
      '--on-change',
      'signed',
      '--bundle',
      callerBundle,
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--json',
    ]);
  const upgradeOf = (stdout: string) => (JSON.parse(stdout) as { servers: Array<{ signedUpgrade: unknown }> }).servers[0]!.signedUpgrade;

  it('(hostile) the pin without --allow-reusable-callers refuses the caller run (UNTRUSTED_SIGNER)', async () => {
    const r = await check(strict);
    expect([r.error, r.code]).toEqual(['UNSIGNED_CHANGE', 1]);
    expect(upgradeOf(r.stdout)).toMatchObject({ accepted: false, code: 'UNTRUSTED_SIGNER' });
  });

  it('(twin) the pin that records --allow-reusable-callers accepts the same statement as a signed upgrade 1 → 2', async () => {
    const r = await check(allowing);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(upgradeOf(r.stdout)).toMatchObject({ accepted: true, fromRevision: 1, toRevision: 2, signer: SAN, server: NAME });
  });
});
