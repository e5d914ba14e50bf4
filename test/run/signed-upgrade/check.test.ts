import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildStatement } from '../../../src/core/statement/statement.js';
import type { RawTool } from '../../../src/core/surface/surface.js';
import { githubClaims } from '../../support/local-sigstore.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { DEFAULT_CLAIMS, TOOLS, sanOf, snapshotText, startSigningBench, type SigningBench } from '../../support/signing-bench.js';

/**
 * Signed upgrades through `toolseal check` (in process), with statements a local Fulcio and Rekor sign (real
 * crypto): a pin locked with its publisher and a verified revision 1, then surfaces of later releases, each
 * a description away from the one before. Every hostile chain beside the twin that passes.
 */
const described = (n: number): RawTool[] =>
  TOOLS.map((t) => (t.name === 'fetch' ? { ...t, description: `Fetch a page (release ${n})` } : t));
const digestOf = (tools: RawTool[]) => buildStatement({ serverName: 'io.github.octo-org/docs', serverVersion: '1', tools }).manifestDigest;

describe('check: a changed surface accepted as a signed upgrade of its pin', () => {
  let bench: SigningBench;
  let lock: string;
  const SAN = sanOf(DEFAULT_CLAIMS);
  const snap: string[] = [];
  const bundle: string[] = [];
  // Signed in beforeAll, one after another (an idle keep-alive connection to the local Fulcio can be reset).
  const hostile: Record<'otherSigner' | 'caller' | 'otherServer' | 'widened', string> = {
    otherSigner: '',
    caller: '',
    otherServer: '',
    widened: '',
  };
  const widened = TOOLS.map((t) => (t.name === 'fetch' ? { ...t, annotations: { readOnlyHint: true } } : t));
  const caller = githubClaims({
    repository: 'evil-org/evil-server',
    ref: 'refs/heads/main',
    job_workflow_ref: DEFAULT_CLAIMS.job_workflow_ref,
  });

  beforeAll(async () => {
    bench = await startSigningBench();
    for (let n = 1; n <= 4; n++) {
      snap[n] = bench.write(`r${n}.snapshot.json`, snapshotText(n === 1 ? TOOLS : described(n)));
      const previous = n === 1 ? undefined : { revision: n - 1, manifestDigest: digestOf(n === 2 ? TOOLS : described(n - 1)) };
      bundle[n] = (await bench.signTools({ tools: n === 1 ? TOOLS : described(n), previous, file: `r${n}.sigstore.json` })).path;
    }
    const linked = { previous: { revision: 1, manifestDigest: digestOf(TOOLS) } };
    hostile.otherSigner = (
      await bench.signTools({
        tools: described(2),
        ...linked,
        claims: githubClaims({ repository: 'evil-org/docs-server', ref: 'refs/tags/v1.4.2' }),
      })
    ).path;
    hostile.caller = (await bench.signTools({ tools: described(2), ...linked, claims: caller, serverName: 'com.example/docs' })).path;
    hostile.otherServer = (await bench.signTools({ tools: described(2), ...linked, serverName: 'io.github.octo-org/other' })).path;
    hostile.widened = (await bench.signTools({ tools: widened, ...linked })).path;
    lock = join(bench.dir, 'mcp-tools.lock');
    const r = await runInProcess([
      'lock',
      '--snapshot',
      snap[1]!,
      '--lock',
      lock,
      '--certificate-identity',
      SAN,
      '--bundle',
      bundle[1]!,
      '--trusted-root',
      bench.sigstore.trustedRootPath,
    ]);
    expect([r.error, r.code]).toEqual([undefined, 0]);
  });
  afterAll(async () => {
    await bench.close();
  });

  const check = (snapshot: string, ...args: string[]) =>
    runInProcess(['check', '--snapshot', snapshot, '--lock', lock, '--trusted-root', bench.sigstore.trustedRootPath, '--json', ...args]);
  const serverOf = (stdout: string) => (JSON.parse(stdout) as { servers: Array<Record<string, unknown>> }).servers[0]!;
  const folder = (name: string, revisions: number[]) => {
    const dir = join(bench.dir, name);
    mkdirSync(dir);
    for (const n of revisions) writeFileSync(join(dir, `r${n}.sigstore.json`), readFileSync(bundle[n]!));
    return dir;
  };

  it('lock records the publisher, with the revision and server of the verified statement of the pinned surface', () => {
    const entry = (JSON.parse(readFileSync(lock, 'utf8')) as { servers: Record<string, { publisher: unknown }> }).servers.docs!;
    expect(entry.publisher).toEqual({
      certificateIdentity: SAN,
      certificateOidcIssuer: 'https://token.actions.githubusercontent.com',
      revision: 1,
      server: 'io.github.octo-org/docs',
    });
  });

  it('one hop: revision 2 signed by the publisher, linked to the pin, continues as signed-upgrade under --on-change signed', async () => {
    const r = await check(snap[2]!, '--on-change', 'signed', '--bundle', bundle[2]!);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    const s = serverOf(r.stdout);
    expect(s.verdict).toBe('signed-upgrade');
    expect(s.signedUpgrade).toEqual({
      accepted: true,
      server: 'io.github.octo-org/docs',
      fromRevision: 1,
      toRevision: 2,
      manifestDigest: digestOf(described(2)),
      signer: SAN,
      hops: 1,
    });
    const text = await runInProcess([
      'check',
      '--snapshot',
      snap[2]!,
      '--lock',
      lock,
      '--on-change',
      'signed',
      '--bundle',
      bundle[2]!,
      '--trusted-root',
      bench.sigstore.trustedRootPath,
    ]);
    expect(text.stdout).toContain(`signed upgrade: revision 1 → revision 2, signed by ${JSON.stringify(SAN)}, 1 hop(s)`);
  });

  it('(hostile twin) the same change with no statement fails under --on-change signed: UNSIGNED_CHANGE, exit 1', async () => {
    const r = await runInProcess(['check', '--snapshot', snap[2]!, '--lock', lock, '--on-change', 'signed']);
    expect([r.error, r.code]).toEqual(['UNSIGNED_CHANGE', 1]);
    expect(r.stdout).toContain('not a signed upgrade (NOT_SIGNED)');
  });

  it('three hops: a folder holding revisions 2 to 4 links revision 4 back to the pinned revision 1', async () => {
    const r = await check(snap[4]!, '--on-change', 'signed', '--bundle', folder('all', [2, 3, 4]));
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(serverOf(r.stdout).signedUpgrade).toMatchObject({ accepted: true, fromRevision: 1, toRevision: 4, hops: 3 });
  });

  it('(hostile) a gap: revision 3 missing from the folder, so revision 4 does not reach the pin', async () => {
    const r = await check(snap[4]!, '--on-change', 'signed', '--bundle', folder('gap', [2, 4]));
    expect([r.error, r.code]).toEqual(['UNSIGNED_CHANGE', 1]);
    expect(serverOf(r.stdout).signedUpgrade).toMatchObject({ accepted: false, code: 'NOT_SIGNED' });
  });

  it('(hostile) another signer: revision 2 signed from another repository is not the publisher, twin above passes', async () => {
    const r = await check(snap[2]!, '--on-change', 'signed', '--bundle', hostile.otherSigner);
    expect([r.error, r.code]).toEqual(['UNSIGNED_CHANGE', 1]);
    expect(serverOf(r.stdout).signedUpgrade).toMatchObject({ accepted: false, code: 'UNTRUSTED_SIGNER' });
  });

  it("(hostile) a reusable-workflow caller: the publisher's SAN from a run of another repository is refused", async () => {
    expect(sanOf(caller)).toBe(SAN);
    const r = await check(snap[2]!, '--on-change', 'signed', '--bundle', hostile.caller);
    expect([r.error, r.code]).toEqual(['UNSIGNED_CHANGE', 1]);
    expect(serverOf(r.stdout).signedUpgrade).toMatchObject({ accepted: false, code: 'UNTRUSTED_SIGNER' });
  });

  it('(hostile) a statement for another server name, linked to the pin by the same publisher, is refused', async () => {
    const r = await check(snap[2]!, '--on-change', 'signed', '--bundle', hostile.otherServer);
    expect([r.error, r.code]).toEqual(['UNSIGNED_CHANGE', 1]);
    expect(serverOf(r.stdout).signedUpgrade).toMatchObject({ accepted: false, code: 'SERVER_NAME_MISMATCH' });
  });

  it('(hostile) a widening blocks with exit 3 even when the publisher signed it', async () => {
    const r = await check(
      bench.write('widened.snapshot.json', snapshotText(widened)),
      '--on-change',
      'signed',
      '--bundle',
      hostile.widened,
    );
    expect([r.error, r.code]).toEqual(['PRIVILEGE_WIDENING', 3]);
    expect(serverOf(r.stdout)).toMatchObject({ verdict: 'blocked', signedUpgrade: { accepted: true } });
  });

  it('under --on-change fail a signed upgrade still fails; under warn it continues as signed-upgrade', async () => {
    const fail = await check(snap[2]!, '--on-change', 'fail', '--bundle', bundle[2]!);
    expect([fail.error, fail.code]).toEqual(['SURFACE_CHANGED', 1]);
    const warn = await check(snap[2]!, '--bundle', bundle[2]!);
    expect([warn.error, warn.code, serverOf(warn.stdout).verdict]).toEqual([undefined, 0, 'signed-upgrade']);
  });
});

describe('check: a lower revision is a rollback, not an upgrade', () => {
  let bench: SigningBench;
  let lock: string;
  let later: string;
  let low: string;
  let high: string;
  const SAN = sanOf(DEFAULT_CLAIMS);

  beforeAll(async () => {
    bench = await startSigningBench();
    // The pin is revision 3 of TOOLS.
    const pinned = await bench.signTools({ tools: TOOLS, previous: { revision: 2, manifestDigest: digestOf(described(9)) } });
    lock = join(bench.dir, 'mcp-tools.lock');
    const r = await runInProcess([
      'lock',
      '--snapshot',
      bench.write('r3.snapshot.json', snapshotText(TOOLS)),
      '--lock',
      lock,
      '--certificate-identity',
      SAN,
      '--bundle',
      pinned.path,
      '--trusted-root',
      bench.sigstore.trustedRootPath,
    ]);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    later = bench.write('later.snapshot.json', snapshotText(described(2)));
    low = (await bench.signTools({ tools: described(2), previous: { revision: 1, manifestDigest: digestOf(TOOLS) } })).path;
    high = (await bench.signTools({ tools: described(2), previous: { revision: 3, manifestDigest: digestOf(TOOLS) } })).path;
  });
  afterAll(async () => {
    await bench.close();
  });

  const check = (bundle: string) =>
    runInProcess([
      'check',
      '--snapshot',
      later,
      '--lock',
      lock,
      '--on-change',
      'signed',
      '--bundle',
      bundle,
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--json',
    ]);

  it('(hostile) revision 2 linked to the pinned revision 3 is refused (REVISION_ROLLBACK)', async () => {
    const r = await check(low);
    expect([r.error, r.code]).toEqual(['UNSIGNED_CHANGE', 1]);
    expect(JSON.parse(r.stdout).servers[0].signedUpgrade).toMatchObject({ accepted: false, code: 'REVISION_ROLLBACK' });
  });

  it('(twin) revision 4 of the same surface, linked to it, is a signed upgrade 3 → 4', async () => {
    const r = await check(high);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(JSON.parse(r.stdout).servers[0].signedUpgrade).toMatchObject({ accepted: true, fromRevision: 3, toRevision: 4 });
  });
});
