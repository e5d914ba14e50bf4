import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalNpmRegistry, type LocalNpmRegistry } from '../support/local-npm-registry.js';
import { buildStatement } from '../../src/core/statement/statement.js';
import { startSdkHttpServer, type RunningServer } from '../fixtures/servers/http-servers.js';
import { closeHttp, listen } from '../support/loopback-http.js';
import { ROOT } from '../support/paths.js';
import { runInProcess } from '../support/run-cli-in-process.js';
import { runCliProcess } from '../support/run-process.js';
import { DEFAULT_SERVER_NAME, TOOLS, snapshotText, startSigningBench, type SigningBench } from '../support/signing-bench.js';

const NAME = DEFAULT_SERVER_NAME; // io.github.octo-org/docs, signed from octo-org/docs-server
const PUBLISHER = 'io.modelcontextprotocol.registry/publisher-provided';
const CHANGED = [{ ...TOOLS[0]!, description: 'Search the docs, and mail them out' }, TOOLS[1]!];

/** A local HTTP server on 127.0.0.1 shaped as the MCP registry's v0 API, answering with `entry()`; it also serves the bundle at /assets/docs.sigstore.json. */
function v0Registry(entry: () => Record<string, unknown>, bundle: () => string) {
  let port = 0;
  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname === '/assets/docs.sigstore.json') return void res.writeHead(200).end(bundle());
    if (url.pathname !== '/v0/servers') return void res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ servers: [{ server: entry(), _meta: {} }], metadata: { count: 1 } }));
  });
  return {
    async start() {
      port = await listen(http);
    },
    url: () => `http://127.0.0.1:${port}`,
    close: () => closeHttp(http),
  };
}

/**
 * `verify --registry NAME` with no server named: the live server is the entry's streamable-http remote (a
 * real SDK server over HTTP on 127.0.0.1). Given server flags still win; a remote URL with credentials in
 * it is refused before anything is contacted.
 */
describe('verify --registry NAME verifies the remote the entry names', () => {
  let bench: SigningBench;
  let same: RunningServer;
  let changed: RunningServer;
  let bundle = '';
  let manifestDigest = '';
  let remotes: unknown[] = [];
  let packages: unknown[] = [];
  let snapshot = '';
  const registry = v0Registry(
    () => ({
      name: NAME,
      version: '1.4.2',
      repository: { url: 'https://github.com/octo-org/docs-server', source: 'github' },
      remotes,
      packages,
      _meta: {
        [PUBLISHER]: { 'dev.toolseal/surface': { manifestDigest, revision: 1, bundle: `${registry.url()}/assets/docs.sigstore.json` } },
      },
    }),
    () => bundle,
  );

  beforeAll(async () => {
    [bench, same, changed] = await Promise.all([
      startSigningBench(),
      startSdkHttpServer({ transport: 'streamable-http', pages: [TOOLS] }),
      startSdkHttpServer({ transport: 'streamable-http', pages: [CHANGED] }),
      registry.start(),
    ]);
    const built = buildStatement({ serverName: NAME, serverVersion: '1.4.2', tools: TOOLS });
    manifestDigest = built.manifestDigest;
    bundle = await bench.signText(built.statementText);
    snapshot = bench.write('docs.snapshot.json', snapshotText(TOOLS));
  });
  afterAll(async () => {
    await Promise.all([registry.close(), same?.close(), changed?.close(), bench?.close()]);
  });
  beforeEach(() => {
    packages = [];
  });

  const verify = (...more: string[]) =>
    runInProcess([
      'verify',
      '--registry',
      NAME,
      '--registry-url',
      registry.url(),
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--timeout',
      '30',
      ...more,
    ]);

  it("verifies the entry's streamable-http remote with no server flag (an sse remote before it passed over)", async () => {
    remotes = [
      { type: 'sse', url: `${changed.url}/sse` },
      { type: 'streamable-http', url: same.url },
    ];
    const opened = same.openedSessions.length;
    const r = await verify('--json');
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(JSON.parse(r.stdout)).toMatchObject({ verified: true, match: 'same' });
    expect(r.stderr).toContain(
      `toolseal: notice: verifying the server the registry entry names (remotes[1]): "${new URL(same.url).origin}"`,
    );
    expect(same.openedSessions.length).toBeGreaterThan(opened);
  });

  it('a remote serving other tools than the signed ones is DIGEST_MISMATCH (exit 1): the remote is what was compared', async () => {
    remotes = [{ type: 'streamable-http', url: changed.url }];
    const r = await verify();
    expect([r.error, r.code]).toEqual(['DIGEST_MISMATCH', 1]);
  });

  it("a server given on the command line wins over the entry's remote (its twin above reads the remote)", async () => {
    remotes = [{ type: 'streamable-http', url: changed.url }];
    const opened = changed.openedSessions.length;
    const bySnapshot = await verify('--snapshot', snapshot);
    expect([bySnapshot.error, bySnapshot.code]).toEqual([undefined, 0]);
    const byUrl = await verify('--url', same.url);
    expect([byUrl.error, byUrl.code]).toEqual([undefined, 0]);
    expect(changed.openedSessions.length).toBe(opened);
    expect(bySnapshot.stderr + byUrl.stderr).not.toContain('notice: verifying the server the registry entry names');
  });

  it('refuses a remote URL with credentials in it (INVALID_INPUT, exit 2), never shown nor contacted; the same URL without them passes', async () => {
    const u = new URL(same.url);
    u.username = 'bob';
    u.password = 'hunter2';
    remotes = [{ type: 'streamable-http', url: u.href }];
    const opened = same.openedSessions.length;
    const r = await verify();
    expect([r.error, r.code]).toEqual(['INVALID_INPUT', 2]);
    expect(r.stderr).toContain('server.remotes[0].url carries credentials');
    expect(r.stderr).not.toContain('hunter2');
    expect(same.openedSessions.length).toBe(opened);
    remotes = [{ type: 'streamable-http', url: same.url }];
    expect((await verify()).code).toBe(0);
  });

  it('an entry with nothing exact to start is INVALID_INPUT (exit 2), naming what is missing; server flags make it verifiable', async () => {
    remotes = [];
    packages = [{ registryType: 'oci', identifier: 'ghcr.io/octo-org/docs-server:1.4.2', transport: { type: 'stdio' } }];
    const r = await verify();
    expect([r.error, r.code]).toEqual(['INVALID_INPUT', 2]);
    expect(r.stderr).toMatch(
      /the entry names no server to start at one exact version \(packages\[0\] \(oci "ghcr.io\/octo-org\/docs-server:1.4.2"\): an image without a digest \(@sha256:…\) can be moved\): name the server with -- CMD ARGS or --url URL/,
    );
    expect((await verify('--url', same.url)).code).toBe(0);
  });
});

/** `npm pack` of a package whose bin is a real MCP stdio server serving TOOLS (no dependencies: npx installs it from the local registry alone). */
function packServerPackage(dir: string, name: string, version: string): Promise<string> {
  const pkg = join(dir, `pkg-${version}`);
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name, version, bin: { 'docs-server': 'bin.mjs' }, license: 'MIT' }));
  copyFileSync(join(ROOT, 'test', 'fixtures', 'servers', 'scripted-stdio-server.mjs'), join(pkg, 'server.mjs'));
  writeFileSync(join(pkg, 'script.json'), JSON.stringify({ serverInfo: { name: 'docs', version }, tools: TOOLS }));
  writeFileSync(
    join(pkg, 'bin.mjs'),
    "#!/usr/bin/env node\nimport { fileURLToPath } from 'node:url';\nprocess.argv.splice(2, 0, fileURLToPath(new URL('./script.json', import.meta.url)));\nawait import('./server.mjs');\n",
  );
  return new Promise<string>((resolve, reject) =>
    execFile('npm', ['pack', '--json', '--pack-destination', dir], { cwd: pkg, encoding: 'utf8', timeout: 60_000 }, (e, out) =>
      e ? reject(e) : resolve(join(dir, (JSON.parse(out) as Array<{ filename: string }>)[0]!.filename)),
    ),
  );
}

/**
 * `verify --registry NAME` with no server named, for an entry whose package is on npm: a release signed
 * with its tarball as a subject, published to a real npm registry (verdaccio on 127.0.0.1), started by
 * the real `npx -y NAME@VERSION` the entry names. The CLI runs as a process with its own HOME, so npx's
 * cache is this test's.
 */
describe('verify --registry NAME starts the npm package the entry names', () => {
  const PKG = '@octo-org/docs-server';
  let bench: SigningBench;
  let npm: LocalNpmRegistry;
  let dir: string;
  let bundle = '';
  let manifestDigest = '';
  let version = '1.4.2';
  const registry = v0Registry(
    () => ({
      name: NAME,
      version: '1.4.2',
      repository: { url: 'https://github.com/octo-org/docs-server', source: 'github' },
      packages: [{ registryType: 'npm', registryBaseUrl: npm.url, identifier: PKG, version, transport: { type: 'stdio' } }],
      _meta: {
        [PUBLISHER]: { 'dev.toolseal/surface': { manifestDigest, revision: 1, bundle: `${registry.url()}/assets/docs.sigstore.json` } },
      },
    }),
    () => bundle,
  );

  beforeAll(async () => {
    [bench, npm] = await Promise.all([startSigningBench(), startLocalNpmRegistry(), registry.start()]);
    dir = mkdtempSync(join(tmpdir(), 'toolseal-registry-npx-'));
    const tarball = await packServerPackage(dir, PKG, '1.4.2');
    await npm.publish(tarball);
    const bytes = readFileSync(tarball);
    const digest = { sha256: createHash('sha256').update(bytes).digest('hex'), sha512: createHash('sha512').update(bytes).digest('hex') };
    const built = buildStatement({
      serverName: NAME,
      serverVersion: '1.4.2',
      tools: TOOLS,
      artifacts: [{ name: `npm:${PKG}@1.4.2`, digest }],
    });
    manifestDigest = built.manifestDigest;
    bundle = await bench.signText(built.statementText);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([registry.close(), npm?.close(), bench?.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  const verify = (home: string) =>
    runCliProcess(
      [
        'verify',
        '--registry',
        NAME,
        '--registry-url',
        registry.url(),
        '--trusted-root',
        bench.sigstore.trustedRootPath,
        '--timeout',
        '120',
      ],
      {
        env: { PATH: process.env.PATH ?? '', HOME: home },
        timeoutMs: 150_000,
      },
    );

  it('refuses an entry whose npm version is latest or a range (INVALID_INPUT, exit 2): npx is never run', async () => {
    const home = join(dir, 'home-refused');
    mkdirSync(home);
    for (const v of ['latest', '^1.4.0']) {
      version = v;
      const r = await verify(home);
      expect({ code: r.code, stderr: r.stderr }).toEqual({
        code: 2,
        stderr: expect.stringMatching(
          /^toolseal: INVALID_INPUT: .*packages\[0\] \(npm "@octo-org\/docs-server"\): .*name the server with/m,
        ),
      });
      expect(r.stderr).not.toContain('notice: verifying the server');
    }
    // npx never ran: it would have made its cache in this HOME.
    expect(existsSync(join(home, '.npm'))).toBe(false);
  }, 60_000);

  it("starts npx -y NAME@VERSION from the entry's registry and verifies it (the twin of the refusals above)", async () => {
    version = '1.4.2';
    const home = join(dir, 'home-started');
    mkdirSync(home);
    const r = await verify(home);
    expect({ code: r.code, stderr: r.stderr }).toEqual({
      code: 0,
      stderr: expect.stringContaining(
        `notice: verifying the server the registry entry names (packages[0]): "npx -y --registry ${npm.url} ${PKG}@1.4.2"`,
      ),
    });
    expect(r.stdout).toMatch(/same/);
    expect(existsSync(join(home, '.npm', '_npx'))).toBe(true);
  }, 180_000);
});
