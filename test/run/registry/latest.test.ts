import { buildStatement } from '../../../src/core/statement/statement.js';
import { official, startHostileRegistry, surfaceFragment, type HostileRegistry, type ListedEntry } from '../../support/hostile-registry.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { DEFAULT_SERVER_NAME, TOOLS, snapshotText, startSigningBench, type SigningBench } from '../../support/signing-bench.js';

const NAME = DEFAULT_SERVER_NAME;

/**
 * Which version of a server `verify --registry NAME` takes: the one the registry marks latest (`isLatest`
 * in its `_meta["io.modelcontextprotocol.registry/official"]`), across every search page, never an older
 * version that happens to be alone on a page (a rollback); when the pages do not say, the registry's
 * `versions/latest`. A version marked `deleted` is refused, `deprecated` warns. Each version's fragment
 * points at its own bundle asset, so the asset fetched shows which version was taken.
 */
describe('verify --registry NAME takes the version the registry marks latest', () => {
  let bench: SigningBench;
  let registry: HostileRegistry;
  let snapshot = '';
  let manifestDigest = '';

  beforeAll(async () => {
    [bench, registry] = await Promise.all([startSigningBench(), startHostileRegistry()]);
    const built = buildStatement({ serverName: NAME, serverVersion: '1.4.2', tools: TOOLS });
    manifestDigest = built.manifestDigest;
    const bundle = await bench.signText(built.statementText);
    for (const v of ['1.4.1', '1.4.2']) registry.assets[`/assets/${v}.sigstore.json`] = bundle;
    snapshot = bench.write('docs.snapshot.json', snapshotText(TOOLS));
  });
  afterAll(async () => {
    await registry?.close();
    await bench?.close();
  });
  beforeEach(() => {
    registry.hits.length = 0;
    registry.latest = undefined;
  });

  /** A listed version of NAME, its fragment pointing at /assets/VERSION.sigstore.json, with the registry's mark (or none). */
  const version = (v: string, meta?: Record<string, unknown>): ListedEntry => ({
    server: {
      name: NAME,
      version: v,
      repository: { url: 'https://github.com/octo-org/docs-server' },
      _meta: surfaceFragment(manifestDigest, `${registry.url()}/assets/${v}.sigstore.json`),
    },
    ...(meta === undefined ? {} : { _meta: meta }),
  });
  const other = (name: string): ListedEntry => ({ server: { ...version('9.9.9').server, name }, _meta: official(true) });
  const verify = () =>
    runInProcess([
      'verify',
      '--registry',
      NAME,
      '--registry-url',
      registry.url(),
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--snapshot',
      snapshot,
    ]);
  /** The bundle assets fetched: which version was taken. */
  const taken = () => registry.hits.filter((h) => h.startsWith('/assets/'));

  it('an older version alone on the first page is not taken: the one marked latest on the next page is (a rollback refused)', async () => {
    registry.pages = [[version('1.4.1', official(false)), other(`${NAME}-extras`)], [version('1.4.2', official(true))]];
    const r = await verify();
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(registry.hits).toContain('/v0/servers#p1');
    expect(taken()).toEqual(['/assets/1.4.2.sigstore.json']);
  });

  it('the twin: a version marked latest on the first page is taken, the other pages read too', async () => {
    registry.pages = [[version('1.4.2', official(true))], [version('1.4.1', official(false))]];
    const r = await verify();
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(taken()).toEqual(['/assets/1.4.2.sigstore.json']);
  });

  it('the only version listed, unmarked, on pages read to their end, is taken as it is (no versions/latest asked)', async () => {
    registry.pages = [[version('1.4.1')], [other(`${NAME}-extras`)]];
    const r = await verify();
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(taken()).toEqual(['/assets/1.4.1.sigstore.json']);
    expect(registry.hits.filter((h) => h.endsWith('/versions/latest'))).toEqual([]);
  });

  it.each([
    ['the only version listed is marked not latest', () => [[version('1.4.1', official(false))]]],
    ['two versions are marked latest', () => [[version('1.4.1', official(true))], [version('1.4.2', official(true))]]],
    [
      'the pages end (10 read) before the list does',
      () => [[version('1.4.1')], ...Array.from({ length: 10 }, () => [other(`${NAME}-extras`)])],
    ],
  ] as Array<[string, () => ListedEntry[][]]>)('%s: the registry is asked for versions/latest, and its answer taken', async (_, pages) => {
    registry.pages = pages();
    registry.latest = version('1.4.2', official(true));
    const r = await verify();
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(registry.hits).toContain(`/v0/servers/${encodeURIComponent(NAME)}/versions/latest`);
    expect(taken()).toEqual(['/assets/1.4.2.sigstore.json']);
  });

  it('a latest version the registry marks deleted is refused (INVALID_INPUT, exit 2) before its bundle is fetched; active is its twin', async () => {
    registry.pages = [[version('1.4.1', official(false)), version('1.4.2', official(true, 'deleted'))]];
    const r = await verify();
    expect([r.error, r.code]).toEqual(['INVALID_INPUT', 2]);
    expect(r.stderr).toContain(`the registry marks "${NAME}" version "1.4.2" deleted: not verified, nothing started`);
    expect(taken()).toEqual([]);
    registry.pages = [[version('1.4.1', official(false)), version('1.4.2', official(true, 'active'))]];
    const twin = await verify();
    expect([twin.error, twin.code, twin.stderr]).toEqual([undefined, 0, '']);
  });

  it('versions/latest answering with a deleted version: refused the same way', async () => {
    registry.pages = [[version('1.4.1', official(true)), version('1.4.2', official(true))]];
    registry.latest = version('1.4.2', official(true, 'deleted'));
    const r = await verify();
    expect([r.error, r.code]).toEqual(['INVALID_INPUT', 2]);
    expect(taken()).toEqual([]);
  });

  it('a deprecated latest version is verified with a warning line naming it', async () => {
    registry.pages = [[version('1.4.2', official(true, 'deprecated'))]];
    const r = await verify();
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(r.stderr).toMatch(/^toolseal: warning: .*the registry marks "io\.github\.octo-org\/docs" version "1\.4\.2" deprecated\n$/);
  });
});
