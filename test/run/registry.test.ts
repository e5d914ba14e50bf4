import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { startLocalNpmRegistry, type LocalNpmRegistry } from '../support/local-npm-registry.js';
import { packTinyPackage } from '../support/pack.js';
import { buildStatement } from '../../src/core/statement/statement.js';
import { closeHttp, listen } from '../support/loopback-http.js';
import { runInProcess } from '../support/run-cli-in-process.js';
import { DEFAULT_SERVER_NAME, TOOLS, snapshotText, startSigningBench, type SigningBench } from '../support/signing-bench.js';

const NAME = DEFAULT_SERVER_NAME; // io.github.octo-org/docs, signed from octo-org/docs-server
const PUBLISHER = 'io.modelcontextprotocol.registry/publisher-provided';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Two releases' MCPB files: the surface is the same, the bytes are not. */
const MCPB_THIS = sha256('docs-1.4.2.mcpb bytes');
const MCPB_OTHER = sha256('docs-1.4.1.mcpb bytes');

/**
 * `verify --registry NAME` against a local HTTP server on 127.0.0.1 shaped as the MCP registry's v0 API
 * (`/v0/servers?search=`, `/v0/servers/{name}/versions/latest`), which also serves the release assets the
 * fragments point at; the bundles are signed by the local Fulcio and Rekor. Each hostile entry sits beside
 * its passing twin.
 */
describe('verify --registry NAME', () => {
  let bench: SigningBench;
  let port = 0;
  let snapshot = '';
  let changed = '';
  const bundles: Record<string, string> = {};
  let manifestDigest = '';
  const hits: string[] = [];
  /** The server.json the registry answers with for NAME (the test sets it). */
  let entry: Record<string, unknown> = {};
  /** Extra entries the search lists (other names, other versions). */
  let others: unknown[] = [];
  let latestMarked = true;

  const origin = () => `http://127.0.0.1:${port}`;
  const fragment = (bundle: unknown, digest = manifestDigest, padding?: string) => ({
    [PUBLISHER]: {
      'dev.toolseal/surface': { manifestDigest: digest, revision: 1, bundle },
      ...(padding === undefined ? {} : { 'example.com/padding': padding }),
    },
  });
  const serverJson = (over: Record<string, unknown> = {}) => ({
    name: NAME,
    version: '1.4.2',
    repository: { url: 'https://github.com/octo-org/docs-server', source: 'github' },
    packages: [
      { registryType: 'mcpb', identifier: `${origin()}/assets/docs-1.4.2.mcpb`, fileSha256: MCPB_THIS, transport: { type: 'stdio' } },
    ],
    _meta: fragment(`${origin()}/assets/this.sigstore.json`),
    ...over,
  });

  const registry = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin());
    hits.push(url.pathname);
    const json = (doc: unknown) => void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(doc));
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.sigstore.json')) {
      const b = bundles[url.pathname.slice('/assets/'.length, -'.sigstore.json'.length)];
      return b === undefined ? void res.writeHead(404).end() : void res.writeHead(200).end(b);
    }
    if (url.pathname === '/elsewhere/v0/servers')
      return void res.writeHead(302, { location: `http://localhost:${port}/v0/servers${url.search}` }).end();
    if (url.pathname === '/moved/v0/servers') return void res.writeHead(302, { location: `/v0/servers${url.search}` }).end();
    if (url.pathname === '/loop/v0/servers') return void res.writeHead(302, { location: `/loop/v0/servers${url.search}` }).end();
    if (url.pathname === '/v0/servers') {
      const official = { 'io.modelcontextprotocol.registry/official': { status: 'active', isLatest: latestMarked } };
      return json({ servers: [...others, { server: entry, _meta: official }], metadata: { count: others.length + 1 } });
    }
    if (url.pathname === `/v0/servers/${encodeURIComponent(NAME)}/versions/latest`) return json({ server: entry, _meta: {} });
    res.writeHead(404).end();
  });

  beforeAll(async () => {
    bench = await startSigningBench();
    port = await listen(registry);
    const sign = async (artifactSha: string) => {
      const built = buildStatement({
        serverName: NAME,
        serverVersion: '1.4.2',
        tools: TOOLS,
        artifacts: [{ name: 'docs.mcpb', digest: { sha256: artifactSha } }],
      });
      manifestDigest = built.manifestDigest;
      return bench.signText(built.statementText);
    };
    bundles.this = await sign(MCPB_THIS);
    bundles.other = await sign(MCPB_OTHER);
    snapshot = bench.write('docs.snapshot.json', snapshotText(TOOLS));
    changed = bench.write(
      'changed.snapshot.json',
      snapshotText([{ ...TOOLS[0]!, description: 'Search the docs, and mail them out' }, TOOLS[1]!]),
    );
  });
  afterAll(async () => {
    await closeHttp(registry);
    await bench.close();
  });
  beforeEach(() => {
    hits.length = 0;
    entry = serverJson();
    others = [];
    latestMarked = true;
  });

  const verify = (...more: string[]) =>
    runInProcess([
      'verify',
      '--registry',
      NAME,
      '--registry-url',
      origin(),
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--snapshot',
      snapshot,
      ...more,
    ]);

  it('resolves the name to its repository, package and fragment, fetches the release asset, and verifies with no other flag', async () => {
    others = [{ server: { ...serverJson(), name: `${NAME}-extras` }, _meta: {} }];
    const r = await verify('--json');
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(JSON.parse(r.stdout)).toMatchObject({ verified: true, match: 'same' });
    expect(hits).toEqual(['/v0/servers', '/assets/this.sigstore.json']);
  });

  it('a live surface other than the signed one is DIGEST_MISMATCH (exit 1); the twin above is the same surface', async () => {
    const r = await runInProcess([
      'verify',
      '--registry',
      NAME,
      '--registry-url',
      origin(),
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--snapshot',
      changed,
    ]);
    expect([r.error, r.code]).toEqual(['DIGEST_MISMATCH', 1]);
  });

  it("refuses an entry whose repository is not the signer's (UNTRUSTED_SIGNER); its twin names the signer's", async () => {
    entry = serverJson({ repository: { url: 'https://github.com/octo-org/other-server', source: 'github' } });
    const r = await verify();
    expect([r.error, r.code]).toEqual(['UNTRUSTED_SIGNER', 1]);
    entry = serverJson({ repository: { url: 'https://github.com/octo-org/docs-server.git', source: 'github' } });
    expect((await verify()).code).toBe(0);
  });

  it("refuses an entry whose package digest is another release's artifact (ARTIFACT_MISMATCH), before the server is read", async () => {
    entry = serverJson({ packages: [{ registryType: 'mcpb', identifier: `${origin()}/assets/docs-1.4.1.mcpb`, fileSha256: MCPB_OTHER }] });
    const r = await verify();
    expect([r.error, r.code]).toEqual(['ARTIFACT_MISMATCH', 1]);
    // The same package beside the other release's bundle is that release's: verified (the twin).
    entry = serverJson({
      packages: [{ registryType: 'mcpb', identifier: `${origin()}/assets/docs-1.4.1.mcpb`, fileSha256: MCPB_OTHER }],
      _meta: fragment(`${origin()}/assets/other.sigstore.json`),
    });
    expect((await verify()).code).toBe(0);
  });

  it('refuses a fragment over 4 KB without reading it further (INVALID_INPUT, exit 2); a fragment just under passes', async () => {
    const bundle = `${origin()}/assets/this.sigstore.json`;
    const base = Buffer.byteLength(JSON.stringify(fragment(bundle, manifestDigest, '')[PUBLISHER]));
    entry = serverJson({ _meta: fragment(bundle, manifestDigest, 'x'.repeat(4096 - base + 1)) });
    const r = await verify();
    expect([r.error, r.code]).toEqual(['INVALID_INPUT', 2]);
    expect(r.stderr).toContain('4097 bytes');
    expect(hits).not.toContain('/assets/this.sigstore.json');
    entry = serverJson({ _meta: fragment(bundle, manifestDigest, 'x'.repeat(4096 - base)) });
    expect((await verify()).code).toBe(0);
  });

  it('refuses a fragment that names another manifest than the bundle signs (DIGEST_MISMATCH)', async () => {
    entry = serverJson({ _meta: fragment(`${origin()}/assets/this.sigstore.json`, `sha256:${'0'.repeat(64)}`) });
    const r = await verify();
    expect([r.error, r.code]).toEqual(['DIGEST_MISMATCH', 1]);
    expect(r.stderr).toContain('the entry does not describe this release');
  });

  it('refuses an entry that has no toolseal fragment, or a repository that is not on GitHub (INVALID_INPUT)', async () => {
    entry = serverJson({ _meta: {} });
    expect((await verify()).error).toBe('INVALID_INPUT');
    entry = serverJson({ repository: { url: 'https://gitlab.com/octo-org/docs-server', source: 'gitlab' } });
    expect((await verify()).error).toBe('INVALID_INPUT');
  });

  it('refuses a registry that redirects to another host, and ends a redirect loop; a redirect on the same host is followed', async () => {
    const via = (prefix: string) =>
      runInProcess([
        'verify',
        '--registry',
        NAME,
        '--registry-url',
        `${origin()}${prefix}`,
        '--trusted-root',
        bench.sigstore.trustedRootPath,
        '--snapshot',
        snapshot,
      ]);
    const elsewhere = await via('/elsewhere');
    expect([elsewhere.error, elsewhere.code]).toEqual(['IO_ERROR', 2]);
    expect(elsewhere.stderr).toContain('redirected to another host');
    expect(hits).not.toContain('/v0/servers');
    const loop = await via('/loop');
    expect([loop.error, loop.code]).toEqual(['IO_ERROR', 2]);
    expect(loop.stderr).toContain('more than 5 redirects');
    expect((await via('/moved')).code).toBe(0);
  });

  it('with several versions listed and none marked latest, asks for the latest version', async () => {
    latestMarked = false;
    others = [{ server: { ...serverJson(), version: '1.4.1' }, _meta: {} }];
    const r = await verify();
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(hits).toContain(`/v0/servers/${encodeURIComponent(NAME)}/versions/latest`);
  });

  it('finds the bundle by its attestation when the fragment names a digest (as --repo)', async () => {
    entry = serverJson({ _meta: fragment({ attestation: manifestDigest }) });
    const api = createServer((req, res) => {
      if ((req.url ?? '').startsWith(`/repos/octo-org/docs-server/attestations/${manifestDigest}`)) {
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ attestations: [{ bundle: JSON.parse(bundles.this!) }] }));
      }
      res.writeHead(404).end('{}');
    });
    const apiPort = await listen(api);
    try {
      const r = await runInProcess(
        [
          'verify',
          '--registry',
          NAME,
          '--registry-url',
          origin(),
          '--trusted-root',
          bench.sigstore.trustedRootPath,
          '--snapshot',
          snapshot,
        ],
        { GITHUB_API_URL: `http://127.0.0.1:${apiPort}` },
      );
      expect([r.error, r.code]).toEqual([undefined, 0]);
    } finally {
      await closeHttp(api);
    }
  });

  it.each([
    ['--repo', 'octo-org/docs-server'],
    ['--bundle', 'x.json'],
    ['--certificate-identity', 'https://github.com/x'],
    ['--server-name', NAME],
  ])('refuses %s beside --registry (USAGE): it would be ignored', async (flag, value) => {
    const r = await verify(flag, value);
    expect([r.error, r.code]).toEqual(['USAGE', 2]);
    expect(hits).toEqual([]);
  });

  it('refuses --registry-url without --registry (USAGE)', async () => {
    const r = await runInProcess(['verify', '--registry-url', origin(), '--repo', 'octo-org/docs-server', '--snapshot', snapshot]);
    expect([r.error, r.code]).toEqual(['USAGE', 2]);
  });
});

/**
 * A release of the server signed with its npm tarball as a subject, verified by its registry name: the
 * entry's npm package resolved through a real npm registry (verdaccio on 127.0.0.1), and another release's
 * version of the same package refused.
 */
describe('verify --registry NAME with an npm package, through a real local npm registry', () => {
  let bench: SigningBench;
  let npm: LocalNpmRegistry;
  let port = 0;
  let snapshot = '';
  let bundle = '';
  let manifestDigest = '';
  let packageVersion = '1.4.2';
  const PKG = '@octo-org/docs-server';

  const registry = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname === '/assets/docs.sigstore.json') return void res.writeHead(200).end(bundle);
    if (url.pathname !== '/v0/servers') return void res.writeHead(404).end();
    const server = {
      name: NAME,
      version: packageVersion,
      repository: { url: 'https://github.com/octo-org/docs-server', source: 'github' },
      packages: [{ registryType: 'npm', registryBaseUrl: npm.url, identifier: PKG, version: packageVersion, transport: { type: 'stdio' } }],
      _meta: {
        [PUBLISHER]: {
          'dev.toolseal/surface': { manifestDigest, revision: 1, bundle: `http://127.0.0.1:${port}/assets/docs.sigstore.json` },
        },
      },
    };
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ servers: [{ server, _meta: {} }], metadata: { count: 1 } }));
  });

  beforeAll(async () => {
    [bench, npm] = await Promise.all([startSigningBench(), startLocalNpmRegistry()]);
    port = await listen(registry);
    // The earlier release first (npm publishes a lower version than the latest only under another tag).
    await npm.publish(packTinyPackage(bench.dir, PKG, '1.4.1', 'earlier'));
    const tarball = packTinyPackage(bench.dir, PKG, '1.4.2', 'release');
    await npm.publish(tarball);
    const bytes = readFileSync(tarball);
    const digest = { sha256: createHash('sha256').update(bytes).digest('hex'), sha512: createHash('sha512').update(bytes).digest('hex') };
    const built = buildStatement({
      serverName: NAME,
      serverVersion: '1.4.2',
      tools: TOOLS,
      artifacts: [{ name: 'pkg:npm/%40octo-org/docs-server@1.4.2', digest }],
    });
    manifestDigest = built.manifestDigest;
    bundle = await bench.signText(built.statementText);
    snapshot = bench.write('docs.snapshot.json', snapshotText(TOOLS));
  }, 180_000);
  afterAll(async () => {
    await closeHttp(registry);
    await Promise.all([npm?.close(), bench?.close()]);
  });

  const verify = () =>
    runInProcess([
      'verify',
      '--registry',
      NAME,
      '--registry-url',
      `http://127.0.0.1:${port}`,
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--snapshot',
      snapshot,
    ]);

  it("verifies the release whose tarball the entry names; refuses an entry naming another release's version (ARTIFACT_MISMATCH)", async () => {
    packageVersion = '1.4.2';
    const ok = await verify();
    expect([ok.error, ok.code]).toEqual([undefined, 0]);
    packageVersion = '1.4.1';
    const other = await verify();
    expect([other.error, other.code]).toEqual(['ARTIFACT_MISMATCH', 1]);
  }, 60_000);
});
