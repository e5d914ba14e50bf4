import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { buildStatement } from '../../../src/core/statement/statement.js';
import { startSdkHttpServer, type RunningServer } from '../../fixtures/servers/http-servers.js';
import { closeHttp, listen } from '../../support/loopback-http.js';
import { ROOT } from '../../support/paths.js';
import { runAction } from '../../support/run-action.js';
import { DEFAULT_SERVER_NAME, TOOLS, snapshotText, startSigningBench, type SigningBench } from '../../support/signing-bench.js';

const ACTION = join(ROOT, 'verify');
const NAME = DEFAULT_SERVER_NAME; // io.github.octo-org/docs, signed from octo-org/docs-server
const PUBLISHER = 'io.modelcontextprotocol.registry/publisher-provided';

/**
 * verify/action.yml with its `registry` input, run as the runner runs it: the entry read from a local
 * HTTP server shaped as the MCP registry's v0 API on 127.0.0.1, the bundle signed by the local Fulcio and
 * Rekor, and (with no server input) the live server the entry's streamable-http remote names, a real SDK
 * server over HTTP on 127.0.0.1.
 */
describe('the verify action with registry', () => {
  let bench: SigningBench;
  let live: RunningServer;
  let port = 0;
  let bundle = '';
  let manifestDigest = '';
  let changed = '';
  let same = '';
  let remotes: unknown[] = [];
  let packages: unknown[] = [];
  /** The fragment's bundle: the release asset's URL, or the attestation's digest (looked up at GITHUB_API_URL). */
  let byAttestation = false;
  /** The bundles the attestations API stores for the manifest digest. */
  let attested: string[] = [];
  const hits: string[] = [];
  const registry = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    hits.push(url.pathname);
    if (url.pathname === '/assets/docs.sigstore.json') return void res.writeHead(200).end(bundle);
    if (url.pathname !== '/v0/servers') return void res.writeHead(404).end();
    const server = {
      name: NAME,
      version: '1.4.2',
      repository: { url: 'https://github.com/octo-org/docs-server', source: 'github' },
      remotes,
      packages,
      _meta: {
        [PUBLISHER]: {
          'dev.toolseal/surface': {
            manifestDigest,
            revision: 1,
            bundle: byAttestation ? { attestation: manifestDigest } : `http://127.0.0.1:${port}/assets/docs.sigstore.json`,
          },
        },
      },
    };
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ servers: [{ server, _meta: {} }], metadata: { count: 1 } }));
  });
  /** GitHub's attestations API, on 127.0.0.1: the stored bundles for the manifest digest. */
  const api = createServer((req: IncomingMessage, res: ServerResponse) => {
    if ((req.url ?? '').startsWith(`/repos/octo-org/docs-server/attestations/${manifestDigest}`))
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ attestations: attested.map((b) => ({ bundle: JSON.parse(b) })) }));
    res.writeHead(404).end('{}');
  });
  let apiPort = 0;

  beforeAll(async () => {
    [bench, live, port, apiPort] = await Promise.all([
      startSigningBench(),
      startSdkHttpServer({ transport: 'streamable-http', pages: [TOOLS] }),
      listen(registry),
      listen(api),
    ]);
    const built = buildStatement({ serverName: NAME, serverVersion: '1.4.2', tools: TOOLS });
    manifestDigest = built.manifestDigest;
    bundle = await bench.signText(built.statementText);
    same = bench.write('same.snapshot.json', snapshotText(TOOLS));
    changed = bench.write('changed.snapshot.json', snapshotText([TOOLS[0]!, { ...TOOLS[1]!, description: 'Fetch a page, and post it' }]));
  });
  afterAll(async () => {
    await Promise.all([closeHttp(registry), closeHttp(api), live?.close(), bench?.close()]);
  });
  beforeEach(() => {
    hits.length = 0;
    remotes = [{ type: 'streamable-http', url: live.url }];
    packages = [];
    byAttestation = false;
    attested = [];
  });

  const run = (more: Record<string, string> = {}) =>
    runAction(ACTION, {
      cwd: bench.dir,
      apiUrl: `http://127.0.0.1:${apiPort}`,
      inputs: {
        registry: NAME,
        'registry-url': `http://127.0.0.1:${port}`,
        'trusted-root': bench.sigstore.trustedRootPath,
        timeout: '30',
        ...more,
      },
    });
  const error = (r: { commands: Array<{ command: string; message: string }> }) => r.commands.find((c) => c.command === 'error')?.message;

  it('with no server input, verifies the server the entry names (its remote): match=same, said in a notice', async () => {
    const opened = live.openedSessions.length;
    const r = await run();
    expect({ code: r.code, error: error(r) }).toEqual({ code: 0, error: undefined });
    expect(r.outputs).toMatchObject({ match: 'same', 'changed-tools': '[]' });
    expect(r.commands.find((c) => c.command === 'notice')?.message).toBe(
      `toolseal: verifying the server the registry entry names (remotes[0]): ${new URL(live.url).origin}`,
    );
    expect(live.openedSessions.length).toBeGreaterThan(opened);
    expect(hits).toEqual(['/v0/servers', '/assets/docs.sigstore.json']);
  });

  it("a fragment naming an attestation whose stored bundle does not verify fails the step (SIGNATURE_INVALID): the entry's remote is never contacted", async () => {
    byAttestation = true;
    const b = JSON.parse(bundle) as { dsseEnvelope: { signatures: Array<{ sig: string }> } };
    const sig = b.dsseEnvelope.signatures[0]!.sig;
    b.dsseEnvelope.signatures[0]!.sig = sig.slice(0, 20) + (sig[20] === 'A' ? 'B' : 'A') + sig.slice(21);
    attested = [JSON.stringify(b)];
    const opened = live.openedSessions.length;
    const r = await run();
    expect(r.code).toBe(1);
    expect(error(r)).toMatch(/^SIGNATURE_INVALID: /);
    expect(live.openedSessions.length).toBe(opened);
  });

  it('the twin: the stored bundle verifies, then the remote is contacted and matches', async () => {
    byAttestation = true;
    attested = [bundle];
    const opened = live.openedSessions.length;
    const r = await run();
    expect({ code: r.code, error: error(r), match: r.outputs.match }).toEqual({ code: 0, error: undefined, match: 'same' });
    expect(live.openedSessions.length).toBeGreaterThan(opened);
  });

  it("a server input wins over the entry's: a changed snapshot fails the step (DIGEST_MISMATCH); the same one passes", async () => {
    const opened = live.openedSessions.length;
    const different = await run({ snapshot: changed });
    expect({ code: different.code, match: different.outputs.match }).toEqual({ code: 1, match: 'different' });
    expect(error(different)).toMatch(/^DIGEST_MISMATCH: /);
    expect((await run({ snapshot: same })).outputs.match).toBe('same');
    expect(live.openedSessions.length).toBe(opened);
  });

  it('an entry whose only package is at latest starts nothing: INVALID_INPUT (exit 2); the entry with a remote above is its twin', async () => {
    remotes = [];
    packages = [{ registryType: 'npm', identifier: '@octo-org/docs-server', version: 'latest', transport: { type: 'stdio' } }];
    const r = await run();
    expect(r.code).toBe(2);
    expect(error(r)).toMatch(
      /^INVALID_INPUT: .*packages\[0\] \(npm "@octo-org\/docs-server"\): @latest is whatever is newest.*name the server with/,
    );
    expect(r.commands.some((c) => c.command === 'notice' && c.message.includes('verifying the server'))).toBe(false);
  });

  it('refuses a remote URL with credentials in the entry (INVALID_INPUT), never shown', async () => {
    const u = new URL(live.url);
    u.username = 'bob';
    u.password = 'hunter2';
    remotes = [{ type: 'streamable-http', url: u.href }];
    const r = await run();
    expect(r.code).toBe(2);
    expect(error(r)).toMatch(/^INVALID_INPUT: .*server\.remotes\[0\]\.url carries credentials/);
    expect(r.stdout + r.stderr + r.summary).not.toContain('hunter2');
  });

  it.each([
    ['bundle', 'x.sigstore.json'],
    ['repo', 'octo-org/docs-server'],
    ['server-name', NAME],
  ])('refuses %s beside registry (USAGE, exit 2) before reading the registry', async (name, value) => {
    const r = await run({ [name]: value });
    expect(r.code).toBe(2);
    expect(error(r)).toMatch(
      new RegExp(`^USAGE: registry takes the signer, the server name and the bundle from the registry entry: leave out ${name}$`),
    );
    expect(hits).toEqual([]);
  });

  it('refuses registry-url without registry (USAGE)', async () => {
    const r = await runAction(ACTION, {
      cwd: bench.dir,
      inputs: { 'registry-url': `http://127.0.0.1:${port}`, repo: 'octo-org/docs-server', snapshot: same },
    });
    expect({ code: r.code, error: error(r) }).toEqual({ code: 2, error: 'USAGE: registry-url is for the registry input' });
  });
});
