import { join } from 'node:path';
import { buildStatement } from '../../src/core/statement.js';
import type { RawTool } from '../../src/core/surface.js';
import { readLockIfAny } from '../../src/run/check.js';
import { guardUpgradeLookup } from '../../src/run/signed-upgrade.js';
import { readTrustedRootFile } from '../../src/sigstore/trusted-root.js';
import { githubClaims } from '../support/local-sigstore.js';
import { closeGuards, scriptedServer, startGuard } from '../support/in-process-guard.js';
import { runInProcess } from '../support/run-cli-in-process.js';
import { DEFAULT_CLAIMS, TOOLS, sanOf, startSigningBench, type SigningBench } from '../support/signing-bench.js';

/**
 * The guard (in process, from src/) in front of a real stdio server whose surface is a later release than
 * the pin: with --on-change signed, a statement of it signed by the lock entry's publisher and linked to the
 * pin serves every tool before the host's first tools/list is answered; one by another signer serves none.
 */
const release2: RawTool[] = TOOLS.map((t) => (t.name === 'fetch' ? { ...t, description: 'Fetch a page (release 2)' } : t));
const digestOf = (tools: RawTool[]) => buildStatement({ serverName: 'io.github.octo-org/docs', serverVersion: '1', tools }).manifestDigest;

describe('guard --on-change signed: a signed upgrade of the pin is served, any other change is not', () => {
  let bench: SigningBench;
  let lockFile: string;
  let signed: string;
  let otherSigner: string;

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

  const guardWith = (bundle: string) => {
    const lock = readLockIfAny(lockFile).lock;
    const sources = { bundles: [bundle], trustedRoot: readTrustedRootFile(bench.sigstore.trustedRootPath), cwd: bench.dir };
    return startGuard({
      upstream: scriptedServer(bench.dir, { tools: [{ tools: release2 }] }).spec,
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
});
