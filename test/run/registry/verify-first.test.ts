import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import { buildStatement } from '../../../src/core/statement/statement.js';
import { startSdkHttpServer, type RunningServer } from '../../fixtures/servers/http-servers.js';
import { official, startHostileRegistry, surfaceFragment, tamperedBundle, type HostileRegistry } from '../../support/hostile-registry.js';
import { closeHttp, listen } from '../../support/loopback-http.js';
import { ROOT } from '../../support/paths.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { DEFAULT_SERVER_NAME, TOOLS, startSigningBench, type SigningBench } from '../../support/signing-bench.js';

const NAME = DEFAULT_SERVER_NAME; // io.github.octo-org/docs, signed from octo-org/docs-server
const PYPI = 'octo-docs-server';

/** An HTTP front on 127.0.0.1 that counts every connection made to it and every request (a pooled connection carries several), relaying each to `target` (a real SDK server). */
async function countingFront(target: string): Promise<{ url: string; contacts(): number; close(): Promise<void> }> {
  let contacts = 0;
  const t = new URL(target);
  const http: Server = createServer((req, res) => {
    contacts++;
    const up = request({ host: '127.0.0.1', port: t.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  http.on('connection', () => contacts++);
  const port = await listen(http);
  return { url: `http://127.0.0.1:${port}${t.pathname}`, contacts: () => contacts, close: () => closeHttp(http) };
}

/**
 * `verify --registry NAME` with no server named finds and verifies the signature before the server the
 * entry names is contacted or started: a remote (an HTTP front that counts every connection, before a
 * real SDK server) or a package (`uvx NAME==VERSION`, where the `uvx` first on PATH writes down each start
 * and then runs a real stdio MCP server). A bundle that does not verify, from the fragment's URL or from
 * the attestations of the entry's repository, leaves both untouched; its twin with the good bundle
 * reaches them.
 */
describe('verify --registry: nothing is contacted or started before a bundle verifies', () => {
  let bench: SigningBench;
  let registry: HostileRegistry;
  let sdk: RunningServer;
  let front: Awaited<ReturnType<typeof countingFront>>;
  let api: Server;
  let apiUrl = '';
  let good = '';
  let manifestDigest = '';
  /** What the attestations API serves for the manifest digest (none: an empty list). */
  let attested: string[] = [];
  let shimDir = '';
  let starts = '';

  beforeAll(async () => {
    [bench, registry, sdk] = await Promise.all([
      startSigningBench(),
      startHostileRegistry(),
      startSdkHttpServer({ transport: 'streamable-http', pages: [TOOLS] }),
    ]);
    front = await countingFront(sdk.url);
    const built = buildStatement({ serverName: NAME, serverVersion: '1.4.2', tools: TOOLS });
    manifestDigest = built.manifestDigest;
    good = await bench.signText(built.statementText);
    api = createServer((req, res) => {
      if ((req.url ?? '').startsWith(`/repos/octo-org/docs-server/attestations/${manifestDigest}`))
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ attestations: attested.map((b) => ({ bundle: JSON.parse(b) })) }));
      res.writeHead(404).end('{}');
    });
    apiUrl = `http://127.0.0.1:${await listen(api)}`;
    // The package's code: a uvx first on PATH that writes down each start, then serves TOOLS over stdio.
    shimDir = join(bench.dir, 'bin');
    mkdirSync(shimDir);
    starts = join(bench.dir, 'uvx-starts.txt');
    const script = bench.write('script.json', JSON.stringify({ serverInfo: { name: 'docs', version: '1.4.2' }, tools: TOOLS }));
    const server = join(ROOT, 'test', 'fixtures', 'servers', 'scripted-stdio-server.mjs');
    writeFileSync(join(shimDir, 'uvx'), `#!/bin/sh\necho "$*" >> '${starts}'\nexec '${process.execPath}' '${server}' '${script}'\n`);
    chmodSync(join(shimDir, 'uvx'), 0o755);
  });
  afterAll(async () => {
    await Promise.all([registry?.close(), front?.close(), sdk?.close(), api && closeHttp(api)]);
    await bench?.close();
  });

  /** The registry lists NAME once, marked latest, naming `live` and the bundle (an asset URL or an attestation). */
  const publish = (live: 'remote' | 'package', bundle: 'url' | 'attestation') => {
    registry.pages = [
      [
        {
          server: {
            name: NAME,
            version: '1.4.2',
            repository: { url: 'https://github.com/octo-org/docs-server', source: 'github' },
            ...(live === 'remote'
              ? { remotes: [{ type: 'streamable-http', url: front.url }] }
              : { packages: [{ registryType: 'pypi', identifier: PYPI, version: '1.4.2', transport: { type: 'stdio' } }] }),
            _meta: surfaceFragment(
              manifestDigest,
              bundle === 'url' ? `${registry.url()}/assets/docs.sigstore.json` : { attestation: manifestDigest },
            ),
          },
          _meta: official(true),
        },
      ],
    ];
  };
  /** Serves `bundle` where the fragment says: as the release asset and as the repository's one attestation. */
  const serve = (bundle: string) => {
    registry.assets['/assets/docs.sigstore.json'] = bundle;
    attested = [bundle];
  };
  /** The CLI; a package's command line gets the PATH whose uvx writes down its starts (--env is for stdio servers only). */
  const verify = (live: 'remote' | 'package') =>
    runInProcess(
      [
        'verify',
        '--registry',
        NAME,
        '--registry-url',
        registry.url(),
        '--trusted-root',
        bench.sigstore.trustedRootPath,
        '--timeout',
        '30',
        ...(live === 'package' ? ['--env', `PATH=${shimDir}:${process.env.PATH ?? ''}`] : []),
      ],
      { GITHUB_API_URL: apiUrl },
    );
  const started = () => (existsSync(starts) ? readFileSync(starts, 'utf8').trim().split('\n') : []);
  beforeEach(() => rmSync(starts, { force: true }));

  describe.each(['url', 'attestation'] as const)('the bundle from the fragment by %s', (route) => {
    it('a bundle that does not verify: SIGNATURE_INVALID, and the remote is never contacted', async () => {
      publish('remote', route);
      serve(tamperedBundle(good));
      const before = front.contacts();
      const r = await verify('remote');
      expect([r.error, r.code]).toEqual(['SIGNATURE_INVALID', 1]);
      expect(front.contacts()).toBe(before);
    });

    it('the twin: the good bundle verifies, then the remote is contacted and matches', async () => {
      publish('remote', route);
      serve(good);
      const before = front.contacts();
      const r = await verify('remote');
      expect([r.error, r.code]).toEqual([undefined, 0]);
      expect(front.contacts()).toBeGreaterThan(before);
    });

    it('a bundle that does not verify: SIGNATURE_INVALID, and the package is never started', async () => {
      publish('package', route);
      serve(tamperedBundle(good));
      const r = await verify('package');
      expect([r.error, r.code]).toEqual(['SIGNATURE_INVALID', 1]);
      expect(started()).toEqual([]);
    });

    it('the twin: the good bundle verifies, then uvx NAME==VERSION is started once and matches', async () => {
      publish('package', route);
      serve(good);
      const r = await verify('package');
      expect([r.error, r.code]).toEqual([undefined, 0]);
      expect(started()).toEqual([`${PYPI}==1.4.2`]);
    });
  });

  it('no attestation stored for the fragment digest: NOT_SIGNED, naming it, and nothing contacted or started', async () => {
    attested = [];
    for (const live of ['remote', 'package'] as const) {
      publish(live, 'attestation');
      const before = front.contacts();
      const r = await verify(live);
      expect([r.error, r.code]).toEqual(['NOT_SIGNED', 1]);
      expect(r.stderr).toContain(
        `no attestation is stored for ${manifestDigest}, the manifest digest the registry entry ${registry.url()}/v0/servers names, in GitHub's attestations of octo-org/docs-server`,
      );
      expect(front.contacts()).toBe(before);
      expect(started()).toEqual([]);
    }
  });
});
