import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildStatement } from '../../src/core/statement/statement.js';
import type { RawTool } from '../../src/core/surface/surface.js';
import type { CommandContext } from '../../src/cli/command.js';
import { guardUpgradeSourcesFromArgs } from '../../src/cli/upgrade-args.js';
import { GUARD_OPTIONS } from '../../src/mcp/config/wrapped-entry.js';
import { readLockIfAny } from '../../src/run/check-inputs.js';
import { guardUpgradeLookup } from '../../src/run/signed-upgrade.js';
import { official, startHostileRegistry, surfaceFragment, type HostileRegistry } from '../support/hostile-registry.js';
import { closeGuards, scriptedServer, startGuard } from '../support/in-process-guard.js';
import { githubClaims } from '../support/local-sigstore.js';
import { runInProcess } from '../support/run-cli-in-process.js';
import {
  DEFAULT_CLAIMS,
  DEFAULT_SERVER_NAME,
  TOOLS,
  sanOf,
  snapshotText,
  startSigningBench,
  type SigningBench,
} from '../support/signing-bench.js';

/**
 * The guard's options of signed upgrades (src/cli/upgrade-args.ts), parsed by the guard's own option table
 * and used by a guard in process in front of a real stdio server of release 2: `--upgrade-registry URL` (a
 * registry on 127.0.0.1 whose answers the test sets) and `--offline` (the shipped root, as check takes it).
 */
const release2: RawTool[] = TOOLS.map((t) => (t.name === 'fetch' ? { ...t, description: 'Fetch a page (release 2)' } : t));
const digestOf = (tools: RawTool[]) => buildStatement({ serverName: DEFAULT_SERVER_NAME, serverVersion: '1', tools }).manifestDigest;

describe('guard --upgrade-registry and --offline: the options parsed and used', () => {
  let bench: SigningBench;
  let registry: HostileRegistry;
  let lockFile = '';

  beforeAll(async () => {
    bench = await startSigningBench();
    registry = await startHostileRegistry();
    const pinned = await bench.signTools({ tools: TOOLS });
    const linked = { previous: { revision: 1, manifestDigest: digestOf(TOOLS) } };
    registry.assets['/assets/r2.sigstore.json'] = (await bench.signTools({ tools: release2, ...linked })).text;
    registry.assets['/assets/other.sigstore.json'] = (
      await bench.signTools({
        tools: release2,
        ...linked,
        claims: githubClaims({ repository: 'octo-org/other-server', ref: 'refs/tags/v2' }),
      })
    ).text;
    lockFile = join(bench.dir, 'mcp-tools.lock');
    const r = await runInProcess([
      'lock',
      '--snapshot',
      bench.write('v1.snapshot.json', snapshotText(TOOLS)),
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
    await registry.close();
    await bench.close();
  });

  const serve = (asset: string) => {
    registry.pages = [
      [
        {
          server: {
            name: DEFAULT_SERVER_NAME,
            version: '2.0.0',
            repository: { url: 'https://github.com/octo-org/docs-server' },
            _meta: surfaceFragment(digestOf(release2), `${registry.url()}${asset}`, 2),
          },
          _meta: official(true),
        },
      ],
    ];
  };
  /** The guard's words as a host config would hold them, parsed by the guard's option table. */
  const contextOf = (args: string[]): CommandContext => {
    const { values, positionals } = parseArgs({ args, options: GUARD_OPTIONS, allowPositionals: true, strict: true });
    const io = { stdout: () => {}, stderr: () => {}, readStdin: async () => '', env: {}, cwd: bench.dir, isTTY: false };
    return { values, positionals, rest: undefined, io };
  };
  const guardWith = async (args: string[]) => {
    const lock = readLockIfAny(lockFile).lock;
    const sources = await guardUpgradeSourcesFromArgs(contextOf(args), 10_000);
    const guard = startGuard({
      upstream: scriptedServer(bench.dir, { tools: [{ tools: release2 }] }).spec,
      serverId: 'docs',
      lock,
      onChange: 'signed',
      upgradeOf: guardUpgradeLookup(lock, lockFile, sources, 10_000),
    });
    await guard.host.initialize();
    const answer = await guard.host.request('tools/list');
    return { guard, served: (answer.result as { tools: RawTool[] }).tools.map((t) => t.name).sort() };
  };
  const local = () => ['--trusted-root', bench.sigstore.trustedRootPath];

  it("--upgrade-registry: the entry's statement of revision 2, by the publisher, is served as a signed upgrade 1 → 2", async () => {
    serve('/assets/r2.sigstore.json');
    const { guard, served } = await guardWith(['--upgrade-registry', registry.url(), ...local()]);
    expect(served).toEqual(['fetch', 'search']);
    expect(guard.stderr()).toContain('SIGNED_UPGRADE: server "docs": signed upgrade: revision 1 → revision 2');
  });

  it('(hostile) --upgrade-registry: the same registry serving a statement by another signer: none served, UNTRUSTED_SIGNER', async () => {
    serve('/assets/other.sigstore.json');
    const { guard, served } = await guardWith(['--upgrade-registry', registry.url(), ...local()]);
    expect(served).toEqual([]);
    expect(await guard.stderrMatching(/BLOCKED UNSIGNED_CHANGE/)).toContain('not a signed upgrade (UNTRUSTED_SIGNER)');
  });

  it('(twin of the first) --offline verifies with the shipped public-good root: the statement the local Sigstore signed is not a signed upgrade', async () => {
    serve('/assets/r2.sigstore.json');
    const { guard, served } = await guardWith(['--upgrade-registry', registry.url(), '--offline']);
    expect(served).toEqual([]);
    expect(await guard.stderrMatching(/BLOCKED UNSIGNED_CHANGE/)).toContain('not a signed upgrade');
  });

  it('(usage) --offline with --trusted-root is one choice too many, as in check and verify', async () => {
    await expect(
      guardUpgradeSourcesFromArgs(contextOf(['--upgrade-registry', registry.url(), '--offline', ...local()]), 10_000),
    ).rejects.toMatchObject({
      code: 'USAGE',
      message: expect.stringMatching(/^give one of --trusted-root FILE, .*--offline$/) as unknown,
    });
    const check = await runInProcess([
      'check',
      '--snapshot',
      join(bench.dir, 'v1.snapshot.json'),
      '--lock',
      lockFile,
      '--offline',
      ...local(),
      '--registry',
      registry.url(),
    ]);
    expect([check.error, check.code]).toEqual(['USAGE', 2]);
  });

  it('(usage) guard --offline with nothing to verify is refused before any server starts', async () => {
    const r = await runInProcess(['guard', '--lock', lockFile, '--offline', '--', 'node', 'server.mjs']);
    expect([r.error, r.code]).toEqual(['USAGE', 2]);
    expect(r.stderr).toContain('--offline is for signed mode');
  });
});
