import { join } from 'node:path';
import { buildStatement } from '../../src/core/statement/statement.js';
import type { RawTool } from '../../src/core/surface/surface.js';
import { readLockIfAny } from '../../src/run/check-inputs.js';
import { guardUpgradeLookup } from '../../src/run/signed-upgrade.js';
import { readTrustedRootFile } from '../../src/sigstore/trusted-root.js';
import { githubClaims } from '../support/local-sigstore.js';
import { closeGuards, scriptedServer, startGuard } from '../support/in-process-guard.js';
import { runInProcess } from '../support/run-cli-in-process.js';
import { DEFAULT_CLAIMS, TOOLS, sanOf, snapshotText, startSigningBench, type SigningBench } from '../support/signing-bench.js';

/**
 * The guard (in process, from src/) in front of a real stdio server whose surface is a later release than
 * the pin: with --on-change signed, a statement of it signed by the lock entry's publisher and linked to the
 * pin serves every tool before the host's first tools/list is answered; one by another signer serves none.
 * Every chain check's tests hold (test/run/signed-upgrade/check.test.ts) holds here too, each beside its twin:
 * three hops and a gap, a reusable-workflow caller, another server name, a lower revision.
 */
const release = (n: number): RawTool[] => TOOLS.map((t) => (t.name === 'fetch' ? { ...t, description: `Fetch a page (release ${n})` } : t));
const release2 = release(2);
const digestOf = (tools: RawTool[]) => buildStatement({ serverName: 'io.github.octo-org/docs', serverVersion: '1', tools }).manifestDigest;

describe('guard --on-change signed: a signed upgrade of the pin is served, any other change is not', () => {
  let bench: SigningBench;
  let lockFile: string;
  let signed: string;
  let otherSigner: string;
  const chain: string[] = [];
  let caller = '';
  let otherServer = '';

  beforeAll(async () => {
    bench = await startSigningBench();
    const pinned = await bench.signTools({ tools: TOOLS });
    const linked = { previous: { revision: 1, manifestDigest: digestOf(TOOLS) } };
    signed = (await bench.signTools({ tools: release2, ...linked })).path;
    otherSigner = (
      await bench.signTools({
        tools: release2,
        ...linked,
        claims: githubClaims({ repository: 'evil-org/docs-server', ref: 'refs/tags/v1.4.2' }),
      })
    ).path;
    // Releases 3 and 4, each linked to the one before: with release 2, a chain of three hops from the pin.
    chain[2] = signed;
    for (const n of [3, 4])
      chain[n] = (
        await bench.signTools({ tools: release(n), previous: { revision: n - 1, manifestDigest: digestOf(release(n - 1)) } })
      ).path;
    // The publisher's SAN (its reusable workflow) in a run of another repository.
    const callerClaims = githubClaims({
      repository: 'evil-org/evil-server',
      ref: 'refs/heads/main',
      job_workflow_ref: DEFAULT_CLAIMS.job_workflow_ref,
    });
    expect(sanOf(callerClaims)).toBe(sanOf(DEFAULT_CLAIMS));
    caller = (await bench.signTools({ tools: release2, ...linked, claims: callerClaims })).path;
    otherServer = (await bench.signTools({ tools: release2, ...linked, serverName: 'io.github.octo-org/other' })).path;
    lockFile = join(bench.dir, 'mcp-tools.lock');
    const v1 = scriptedServer(bench.dir, { tools: [{ tools: TOOLS }] });
    const r = await runInProcess([
      'lock',
      '--lock',
      lockFile,
      '--server-id',
      'docs',
      '--certificate-identity',
      sanOf(DEFAULT_CLAIMS),
      '--bundle',
      pinned.path,
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--',
      ...[v1.spec.command, ...v1.spec.args!],
    ]);
    expect([r.error, r.code]).toEqual([undefined, 0]);
  });
  afterEach(async () => {
    await closeGuards();
  });
  afterAll(async () => {
    await bench.close();
  });

  const guardWith = (bundle: string | string[], live = release2) => {
    const lock = readLockIfAny(lockFile).lock;
    const bundles = Array.isArray(bundle) ? bundle : [bundle];
    const sources = { bundles, trustedRoot: readTrustedRootFile(bench.sigstore.trustedRootPath), cwd: bench.dir };
    return startGuard({
      upstream: scriptedServer(bench.dir, { tools: [{ tools: live }] }).spec,
      serverId: 'docs',
      lock,
      onChange: 'signed',
      upgradeOf: guardUpgradeLookup(lock, lockFile, sources, 10_000),
    });
  };

  it('one hop signed by the publisher: every tool is served, and a SIGNED_UPGRADE line names revision 1 → 2', async () => {
    const guard = guardWith(signed);
    await guard.host.initialize();
    const answer = await guard.host.request('tools/list');
    expect((answer.result as { tools: RawTool[] }).tools.map((t) => t.name).sort()).toEqual(['fetch', 'search']);
    expect(guard.stderr()).toContain('SIGNED_UPGRADE: server "docs": signed upgrade: revision 1 → revision 2');
    expect(guard.stderr()).not.toContain('BLOCKED');
  });

  it('(hostile) the same surface signed by another repository: none is served, BLOCKED UNSIGNED_CHANGE', async () => {
    const guard = guardWith(otherSigner);
    await guard.host.initialize();
    const answer = await guard.host.request('tools/list');
    expect((answer.result as { tools: RawTool[] }).tools).toEqual([]);
    expect(await guard.stderrMatching(/BLOCKED UNSIGNED_CHANGE/)).toContain('not a signed upgrade (UNTRUSTED_SIGNER)');
    const call = await guard.host.request('tools/call', { name: 'search', arguments: {} });
    expect(call.error).toMatchObject({ code: -32602 });
  });
  /** The host's first list through the guard: the tool names served and the guard's stderr. */
  const firstList = async (bundle: string | string[], live = release2) => {
    const guard = guardWith(bundle, live);
    await guard.host.initialize();
    const answer = await guard.host.request('tools/list');
    return { names: (answer.result as { tools: RawTool[] }).tools.map((t) => t.name).sort(), guard };
  };

  it('three hops: releases 2 to 4, each linked to the one before, serve release 4 (revision 1 → 4)', async () => {
    const { names, guard } = await firstList([chain[2]!, chain[3]!, chain[4]!], release(4));
    expect(names).toEqual(['fetch', 'search']);
    expect(guard.stderr()).toContain('signed upgrade: revision 1 → revision 4');
  });

  it('(hostile twin) a gap: release 3 missing, so release 4 does not reach the pin: none is served', async () => {
    const { names, guard } = await firstList([chain[2]!, chain[4]!], release(4));
    expect(names).toEqual([]);
    expect(await guard.stderrMatching(/BLOCKED UNSIGNED_CHANGE/)).toContain('not a signed upgrade (NOT_SIGNED)');
  });

  it("(hostile) a reusable-workflow caller: the publisher's SAN from another repository's run serves none", async () => {
    const { names, guard } = await firstList(caller);
    expect(names).toEqual([]);
    expect(await guard.stderrMatching(/BLOCKED UNSIGNED_CHANGE/)).toContain('not a signed upgrade (UNTRUSTED_SIGNER)');
  });

  it('(hostile) a statement for another server name, by the publisher and linked to the pin, serves none', async () => {
    const { names, guard } = await firstList(otherServer);
    expect(names).toEqual([]);
    expect(await guard.stderrMatching(/BLOCKED UNSIGNED_CHANGE/)).toContain('not a signed upgrade (SERVER_NAME_MISMATCH)');
  });
});

describe('guard --on-change signed: a lower revision is a rollback, not an upgrade', () => {
  let bench: SigningBench;
  let lockFile = '';
  let low = '';
  let high = '';

  beforeAll(async () => {
    bench = await startSigningBench();
    // The pin is revision 3 of TOOLS.
    const pinned = await bench.signTools({ tools: TOOLS, previous: { revision: 2, manifestDigest: digestOf(release(9)) } });
    low = (await bench.signTools({ tools: release2, previous: { revision: 1, manifestDigest: digestOf(TOOLS) } })).path;
    high = (await bench.signTools({ tools: release2, previous: { revision: 3, manifestDigest: digestOf(TOOLS) } })).path;
    lockFile = join(bench.dir, 'mcp-tools.lock');
    const r = await runInProcess([
      'lock',
      '--snapshot',
      bench.write('r3.snapshot.json', snapshotText(TOOLS)),
      '--lock',
      lockFile,
      '--certificate-identity',
      sanOf(DEFAULT_CLAIMS),
      '--bundle',
      pinned.path,
      '--trusted-root',
      bench.sigstore.trustedRootPath,
    ]);
    expect([r.error, r.code]).toEqual([undefined, 0]);
  });
  afterEach(async () => {
    await closeGuards();
  });
  afterAll(async () => {
    await bench.close();
  });

  const firstList = async (bundle: string) => {
    const lock = readLockIfAny(lockFile).lock;
    const sources = { bundles: [bundle], trustedRoot: readTrustedRootFile(bench.sigstore.trustedRootPath), cwd: bench.dir };
    const guard = startGuard({
      upstream: scriptedServer(bench.dir, { tools: [{ tools: release2 }] }).spec,
      serverId: 'docs',
      lock,
      onChange: 'signed',
      upgradeOf: guardUpgradeLookup(lock, lockFile, sources, 10_000),
    });
    await guard.host.initialize();
    const answer = await guard.host.request('tools/list');
    return { names: (answer.result as { tools: RawTool[] }).tools.map((t) => t.name).sort(), guard };
  };

  it('(hostile) revision 2 linked to the pinned revision 3 serves none (REVISION_ROLLBACK)', async () => {
    const { names, guard } = await firstList(low);
    expect(names).toEqual([]);
    expect(await guard.stderrMatching(/BLOCKED UNSIGNED_CHANGE/)).toContain('not a signed upgrade (REVISION_ROLLBACK)');
  });

  it('(twin) revision 4 of the same surface, linked to it, serves every tool (revision 3 → 4)', async () => {
    const { names, guard } = await firstList(high);
    expect(names).toEqual(['fetch', 'search']);
    expect(guard.stderr()).toContain('signed upgrade: revision 3 → revision 4');
  });
});
