import { execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { FakeGitHub } from '../../support/fake-github.js';
import { closeHttp, listen } from '../../support/loopback-http.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { DEFAULT_CLAIMS, TOOLS, snapshotText, startSigningBench, type SigningBench } from '../../support/signing-bench.js';

/**
 * `verify --repo` against an attestations API that is hostile (a local HTTP server on 127.0.0.1): its
 * `bundle_url` is only ever fetched (https, or http to this machine when the API is here too), never read
 * as a path; the fetch has `--bundle`'s bound; `--timeout` is the whole command's deadline, every fetch
 * included; at most 1,000 attestations are taken in all, not per page; and OWNER/REPO must be names GitHub
 * allows. Each hostile case sits beside its passing twin.
 */
const REPO = DEFAULT_CLAIMS.repository; // octo-org/docs-server

describe('verify --repo: what the attestations API answers is not trusted', () => {
  let bench: SigningBench;
  let signed: { path: string; text: string; manifestDigest: string };
  let same = '';
  let secret = '';
  let fifo = '';
  /** What the API lists on its one page, and whether it answers at all. */
  let items: () => unknown[] = () => [];
  let hang = false;
  let bundleHits = 0;
  let port = 0;
  const api = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0]!;
    if (path === '/bundle.json') {
      bundleHits++;
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(signed.text);
    }
    if (path === '/hanging-bundle.json') return; // never answered
    if (path === '/huge-bundle.json') {
      // 40 MiB with no Content-Length: the bound is the bytes read, not what a header said.
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1 << 20, 0x20);
      let sent = 0;
      const more = (): void => {
        while (sent < 40 && res.write(chunk)) sent++;
        if (sent >= 40) res.end();
        else res.once('drain', more);
      };
      res.on('error', () => {});
      return more();
    }
    if (!path.startsWith(`/repos/${REPO}/attestations/`)) return void res.writeHead(404).end('{}');
    if (hang) return; // the API never answers
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ attestations: items() }));
  });
  const local = (p: string) => `http://127.0.0.1:${port}${p}`;

  beforeAll(async () => {
    bench = await startSigningBench();
    signed = await bench.signTools();
    same = bench.write('same.snapshot.json', snapshotText(TOOLS));
    secret = bench.write('secret.txt', 'SECRET-TOKEN-do-not-show-0123456789');
    fifo = join(bench.dir, 'bundle.fifo');
    execFileSync('mkfifo', [fifo]);
    port = await listen(api);
  });
  afterAll(async () => {
    await closeHttp(api);
    await bench.close();
  });
  beforeEach(() => {
    hang = false;
    bundleHits = 0;
  });

  const verify = (args: string[]) =>
    runInProcess(['verify', '--trusted-root', bench.sigstore.trustedRootPath, '--repo', REPO, '--snapshot', same, ...args], {
      GITHUB_API_URL: `http://127.0.0.1:${port}`,
    });

  it('fetches a bundle_url on this machine when the API is on this machine too (the twin: exit 0)', async () => {
    items = () => [{ bundle_url: local('/bundle.json') }];
    const r = await verify(['--json']);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(JSON.parse(r.stdout)).toMatchObject({ verified: true, match: 'same' });
    expect(bundleHits).toBe(1);
  });

  it.each([
    ['a path to a secret file', () => secret],
    ['a path to the very bundle that would pass', () => signed.path],
    ['a FIFO (which would hang the read)', () => fifo],
    ['a file: URL', () => `file://${secret}`],
    ['a relative path', () => 'secret.txt'],
  ])('never reads a bundle_url that is %s (GITHUB_API_ERROR, nothing of the file shown)', async (_what, ref) => {
    items = () => [{ bundle_url: ref() }];
    const r = await verify([]);
    expect([r.error, r.code]).toEqual(['GITHUB_API_ERROR', 1]);
    expect(r.stderr).toContain('bundle_url');
    expect(r.stderr).not.toContain('SECRET');
  });

  it('refuses a plain-http bundle_url to another host, without fetching it', async () => {
    items = () => [{ bundle_url: 'http://bundles.example.invalid/b.json' }];
    const r = await verify([]);
    expect([r.error, r.code]).toEqual(['GITHUB_API_ERROR', 1]);
    expect(r.stderr).toContain('not https; not fetched');
  });

  it('gives a bundle_url the 32 MiB bound of --bundle (a 40 MiB body is refused; the small twin above passes)', async () => {
    items = () => [{ bundle_url: local('/huge-bundle.json') }];
    const r = await verify([]);
    expect([r.error, r.code]).toEqual(['IO_ERROR', 2]);
    expect(r.stderr).toContain(`larger than ${32 * 1024 * 1024} bytes`);
  });

  it("ends a hanging API at --timeout, the whole command's deadline (IO_ERROR); the twin answers and passes", async () => {
    hang = true;
    const r = await verify(['--timeout', '2']);
    expect([r.error, r.code]).toEqual(['IO_ERROR', 2]);
    expect(r.stderr).toContain("the command's --timeout passed");
    hang = false;
    items = () => [{ bundle_url: local('/bundle.json') }];
    expect((await verify(['--timeout', '20'])).code).toBe(0);
  }, 30_000);

  it('ends a hanging bundle_url at --timeout too (one deadline for every fetch, not one per fetch)', async () => {
    items = () => [
      { bundle_url: local('/hanging-bundle.json') },
      { bundle_url: local('/hanging-bundle.json') },
      { bundle_url: local('/hanging-bundle.json') },
    ];
    const r = await verify(['--timeout', '2']);
    expect([r.error, r.code]).toEqual(['IO_ERROR', 2]);
    expect(r.stderr).toContain("the command's --timeout passed");
  }, 30_000);

  it('takes at most 1,000 attestations in all: one page of 3,000 is cut at 1,000', async () => {
    items = () => Array.from({ length: 3000 }, () => ({ bundle: { mediaType: 'not a bundle' } }));
    const r = await verify([]);
    // The first one's failure, with its own code (a document that is not a bundle: exit 2).
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('none of the 1000 attestation(s) stored');
  });

  it('the twin: the signed bundle as the 1,000th entry is still reached and passes; as the 1,001st it is not', async () => {
    const junk = { bundle: { mediaType: 'not a bundle' } };
    items = () => [...Array.from({ length: 999 }, () => junk), { bundle: JSON.parse(signed.text) }];
    expect((await verify([])).code).toBe(0);
    items = () => [...Array.from({ length: 1000 }, () => junk), { bundle: JSON.parse(signed.text) }];
    const past = await verify([]);
    expect(past.code).toBe(2);
    expect(past.stderr).toContain('none of the 1000 attestation(s) stored');
  });
});

describe('verify --repo / --owner: names as GitHub allows them', () => {
  let gh: FakeGitHub;
  let apiUrl = '';
  beforeAll(async () => {
    gh = new FakeGitHub({ repository: REPO });
    apiUrl = await gh.start();
  });
  afterAll(() => gh.stop());
  const verify = (args: string[]) =>
    runInProcess(['verify', '--offline', ...args, '--snapshot', 'none.snapshot.json'], { GITHUB_API_URL: apiUrl });

  it.each([
    ['--repo', 'octo-org/..'],
    ['--repo', 'octo-org/.'],
    ['--repo', '../octo-org/docs'],
    ['--repo', 'octo-org/docs/extra'],
    ['--repo', 'octo-org/' + 'a'.repeat(101)],
    ['--repo', '-octo/docs'],
    ['--repo', 'octo-org/docs%2f..'],
    ['--owner', 'octo--org'],
    ['--owner', 'octo-'],
    ['--owner', 'a'.repeat(40)],
    ['--owner', 'octo_org'],
    ['--owner', '..'],
  ])('refuses %s %s with USAGE (exit 2), sending nothing to the API', async (flag, value) => {
    const before = gh.requests.length;
    const r = await verify([flag, value]);
    expect([r.error, r.code]).toEqual(['USAGE', 2]);
    expect(r.stderr).toContain(flag);
    expect(gh.requests.length).toBe(before);
  });

  it.each([
    ['--repo', 'octo-org/docs-server'],
    ['--repo', 'octo-org/.github'],
    ['--repo', 'o/a..b_c-d.e'],
    ['--repo', 'octo-org/' + 'a'.repeat(100)],
    ['--owner', 'a'.repeat(39)],
    ['--owner', 'octo-org'],
  ])('the twin: %s %s passes the name check (and fails later, on the missing snapshot)', async (flag, value) => {
    const r = await verify([flag, value]);
    expect(r.error).toBe('IO_ERROR');
    expect(r.stderr).toContain('none.snapshot.json');
  });
});
