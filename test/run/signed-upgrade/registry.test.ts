import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildStatement } from '../../../src/core/statement/statement.js';
import type { RawTool } from '../../../src/core/surface/surface.js';
import { official, startHostileRegistry, surfaceFragment, type HostileRegistry } from '../../support/hostile-registry.js';
import { githubClaims } from '../../support/local-sigstore.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import {
  DEFAULT_CLAIMS,
  DEFAULT_SERVER_NAME,
  TOOLS,
  sanOf,
  snapshotText,
  startSigningBench,
  type SigningBench,
} from '../../support/signing-bench.js';

/**
 * `check --registry URL`: the statement of a changed surface taken from the MCP registry's entry of the
 * pin's server name (a registry on 127.0.0.1 whose every answer the test sets), read as `verify --registry`
 * reads it and verified under the pin's publisher. Each refusal beside the entry that passes.
 */
const release2: RawTool[] = TOOLS.map((t) => (t.name === 'fetch' ? { ...t, description: 'Fetch a page (release 2)' } : t));
const digestOf = (tools: RawTool[]) => buildStatement({ serverName: DEFAULT_SERVER_NAME, serverVersion: '1', tools }).manifestDigest;

describe('check --registry: a signed upgrade named by the registry entry', () => {
  let bench: SigningBench;
  let registry: HostileRegistry;
  let lock = '';
  let live = '';
  const SAN = sanOf(DEFAULT_CLAIMS);

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
    registry.hanging.add('/assets/hangs.sigstore.json');
    lock = join(bench.dir, 'mcp-tools.lock');
    const r = await runInProcess([
      'lock',
      '--snapshot',
      bench.write('v1.snapshot.json', snapshotText(TOOLS)),
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
    live = bench.write('v2.snapshot.json', snapshotText(release2));
  });
  afterAll(async () => {
    await registry.close();
    await bench.close();
  });

  /** The registry lists one version of the server, marked latest unless said, whose fragment names `asset`. */
  const serve = (asset: string, meta = official(true), names = digestOf(release2)) => {
    registry.pages = [
      [
        {
          server: {
            name: DEFAULT_SERVER_NAME,
            version: '2.0.0',
            repository: { url: 'https://github.com/octo-org/docs-server' },
            _meta: surfaceFragment(names, `${registry.url()}${asset}`, 2),
          },
          _meta: meta,
        },
      ],
    ];
  };
  const check = (...args: string[]) =>
    runInProcess([
      'check',
      '--snapshot',
      live,
      '--lock',
      lock,
      '--on-change',
      'signed',
      '--registry',
      registry.url(),
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--json',
      ...args,
    ]);
  const upgradeOf = (stdout: string) => (JSON.parse(stdout) as { servers: Array<{ signedUpgrade: unknown }> }).servers[0]!.signedUpgrade;

  it("one hop: the entry's statement of revision 2, signed by the publisher, is a signed upgrade 1 → 2", async () => {
    serve('/assets/r2.sigstore.json');
    const r = await check();
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(upgradeOf(r.stdout)).toMatchObject({ accepted: true, fromRevision: 1, toRevision: 2, signer: SAN, hops: 1 });
    expect(registry.hits).toContain('/assets/r2.sigstore.json');
  });

  it('(hostile) the same registry serving a statement of the same surface by another signer is refused (UNTRUSTED_SIGNER)', async () => {
    serve('/assets/other.sigstore.json');
    const r = await check();
    expect([r.error, r.code]).toEqual(['UNSIGNED_CHANGE', 1]);
    expect(upgradeOf(r.stdout)).toMatchObject({ accepted: false, code: 'UNTRUSTED_SIGNER' });
  });

  it('(hostile) an entry the registry marks deleted is not taken, though its statement would verify', async () => {
    serve('/assets/r2.sigstore.json', official(true, 'deleted'));
    const r = await check();
    expect([r.error, r.code]).toEqual(['UNSIGNED_CHANGE', 1]);
    expect(upgradeOf(r.stdout)).toMatchObject({ accepted: false, code: 'INVALID_INPUT' });
    expect(JSON.stringify(upgradeOf(r.stdout))).toContain('deleted');
  });

  it("(hostile) an entry whose fragment names another digest than its statement signs is not this release's (DIGEST_MISMATCH)", async () => {
    serve('/assets/r2.sigstore.json', official(true), digestOf(TOOLS));
    const r = await check();
    expect([r.error, r.code]).toEqual(['UNSIGNED_CHANGE', 1]);
    expect(upgradeOf(r.stdout)).toMatchObject({ accepted: false, code: 'DIGEST_MISMATCH' });
  });

  it('(bounded) a bundle URL that is never answered ends with --timeout: refused (IO_ERROR), not waited on', async () => {
    serve('/assets/hangs.sigstore.json');
    const r = await check('--timeout', '1');
    expect([r.error, r.code]).toEqual(['UNSIGNED_CHANGE', 1]);
    expect(upgradeOf(r.stdout)).toMatchObject({ accepted: false, code: 'IO_ERROR' });
  });

  it('lock --accept-signed --registry moves the pin to the upgrade the entry names; another signer is refused, nothing written', async () => {
    const copy = bench.write('accept.lock', readFileSync(lock, 'utf8'));
    const accept = () =>
      runInProcess([
        'lock',
        '--snapshot',
        live,
        '--lock',
        copy,
        '--accept-signed',
        '--registry',
        registry.url(),
        '--trusted-root',
        bench.sigstore.trustedRootPath,
      ]);
    serve('/assets/other.sigstore.json');
    const refused = await accept();
    expect([refused.error, refused.code]).toEqual(['UNSIGNED_CHANGE', 1]);
    expect(readFileSync(copy, 'utf8')).toBe(readFileSync(lock, 'utf8'));
    serve('/assets/r2.sigstore.json');
    const moved = await accept();
    expect([moved.error, moved.code]).toEqual([undefined, 0]);
    const entry = (JSON.parse(readFileSync(copy, 'utf8')) as { servers: Record<string, { publisher: { revision: number } }> }).servers
      .docs!;
    expect(entry.publisher.revision).toBe(2);
  });

  it('(usage) lock --registry without --accept-signed: the pin records no server name yet to look up', async () => {
    const r = await runInProcess(['lock', '--snapshot', live, '--lock', lock, '--certificate-identity', SAN, '--registry', registry.url()]);
    expect([r.error, r.code]).toEqual(['USAGE', 2]);
    expect(r.stderr).toContain('it is for --accept-signed');
  });

  it('(usage) --registry takes the registry URL, not a server name', async () => {
    const r = await runInProcess(['check', '--snapshot', live, '--lock', lock, '--registry', DEFAULT_SERVER_NAME]);
    expect([r.error, r.code]).toEqual(['USAGE', 2]);
  });
});
