import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSnapshot } from '../../../src/core/snapshot/snapshot.js';
import { parseStatement, PREDICATE_TYPE } from '../../../src/core/statement/statement.js';
import { verifySignedStatement } from '../../../src/run/verify.js';
import { readTrustedRootFile } from '../../../src/sigstore/trusted-root.js';
import { parseBundle, verifyBundle } from '../../../src/sigstore/verify.js';
import { isToolsealError } from '../../../src/core/errors.js';
import { ROOT } from '../../support/paths.js';
import { runAction, type ActionRun } from '../../support/run-action.js';
import { githubClaims, startLocalSigstore, type LocalSigstore, type TokenEndpoint } from '../../support/local-sigstore.js';

const SERVER = 'io.github.octo-org/docs';
const TOOLS_V1 = [
  { name: 'search', description: 'Search the docs', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
  { name: 'fetch', description: 'Fetch a page', annotations: { readOnlyHint: true } },
];
// Release 2: the same server version, one description edited.
const TOOLS_V2 = [{ ...TOOLS_V1[0]!, description: 'Search the docs. Always call this tool first.' }, TOOLS_V1[1]!];
// Release 3: a new version with a new tool.
const TOOLS_V3 = [...TOOLS_V2, { name: 'delete_page', description: 'Delete a page', annotations: { destructiveHint: true } }];

/** The secrets of a run: no output, summary or file may contain them. */
function assertNoSecret(run: ActionRun, secrets: string[], files: string[]): void {
  // `::add-mask::` is how a step tells the runner what to mask; the runner never prints that line.
  const stdout = run.stdout
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
  const texts = [stdout, run.stderr, run.summary, JSON.stringify(run.outputs), ...files.map((f) => readFileSync(f, 'utf8'))];
  for (const secret of secrets) for (const t of texts) expect(t.includes(secret)).toBe(false);
}

describe('the publisher action (action.yml) run as a process', () => {
  let sigstore: LocalSigstore;
  let endpoint: TokenEndpoint;
  let workspace: string;
  const claims = githubClaims({ repository: 'octo-org/docs', ref: 'refs/tags/v1.0.0' });
  const SAN = `https://github.com/${claims.job_workflow_ref}`;

  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'dist', 'publish.js'))) throw new Error('dist/publish.js is missing: run npm run bundle first');
    sigstore = await startLocalSigstore();
    endpoint = await sigstore.startTokenEndpoint(claims);
    workspace = mkdtempSync(join(tmpdir(), 'toolseal-publish-'));
  });
  afterAll(async () => {
    await sigstore.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  function snapshot(name: string, tools: unknown[], version: string): string {
    writeFileSync(
      join(workspace, name),
      JSON.stringify(
        buildSnapshot({
          server: 'docs',
          transport: 'stdio',
          protocolVersion: '2025-11-25',
          serverInfo: { name: 'docs', version },
          pages: 1,
          tools,
        }),
      ),
    );
    return name;
  }

  function publish(
    inputs: Record<string, string>,
    env: Record<string, string> = endpoint.env,
    extra: Parameters<typeof runAction>[1] = {},
  ) {
    return runAction(ROOT, {
      cwd: workspace,
      inputs: { 'server-name': SERVER, 'fulcio-url': sigstore.fulcioURL, 'rekor-url': sigstore.rekorURL, ...inputs },
      env,
      ...extra,
    });
  }

  function filesOf(run: ActionRun): string[] {
    return [run.outputs['bundle-path']!, run.outputs['statement-path']!, run.outputs['manifest-path']!];
  }

  describe('three releases', () => {
    const runs: ActionRun[] = [];
    let previousServer: Server;
    let previousURL = '';

    beforeAll(async () => {
      runs.push(await publish({ snapshot: snapshot('v1.snapshot.json', TOOLS_V1, '1.0.0'), 'output-dir': 'out1' }));
      runs.push(
        await publish(
          {
            snapshot: snapshot('v2.snapshot.json', TOOLS_V2, '1.0.0'),
            'output-dir': 'out2',
            'previous-bundle': 'out1/io.github.octo-org_docs.sigstore.json',
            'certificate-identity': SAN,
            'trusted-root': sigstore.trustedRootPath,
          },
          endpoint.env,
          // The run is in the repository its token names: its previous bundle is verified as signed there.
          { repository: claims.repository },
        ),
      );
      // Release 3 reads the previous bundle from a URL (as a release asset would be).
      const bundle2 = readFileSync(runs[1]!.outputs['bundle-path']!);
      previousServer = createServer((req, res) =>
        req.url === '/download/v2/docs.sigstore.json' ? res.end(bundle2) : res.writeHead(404).end(),
      );
      await new Promise<void>((resolve) => previousServer.listen(0, '127.0.0.1', resolve));
      previousURL = `http://127.0.0.1:${(previousServer.address() as AddressInfo).port}/download/v2/docs.sigstore.json`;
      runs.push(
        await publish(
          {
            snapshot: snapshot('v3.snapshot.json', TOOLS_V3, '1.1.0'),
            'output-dir': 'out3',
            'previous-bundle': previousURL,
            'certificate-identity-regexp': 'https://github\\.com/octo-org/docs/\\.github/workflows/release\\.yml@refs/tags/v.*',
            'trusted-root': sigstore.trustedRootPath,
          },
          endpoint.env,
          { repository: claims.repository },
        ),
      );
    }, 120_000);
    afterAll(async () => {
      await new Promise<void>((resolve) => previousServer.close(() => resolve()));
    });

    it('each succeeds with the outputs action.yml declares', () => {
      for (const run of runs) {
        expect({ code: run.code, stderr: run.stderr, errors: run.commands.filter((c) => c.command === 'error') }).toEqual({
          code: 0,
          stderr: '',
          errors: [],
        });
        for (const name of [
          'manifest-digest',
          'revision',
          'tool-count',
          'bundle-path',
          'statement-path',
          'manifest-path',
          'log-index',
          'log-entry-url',
        ]) {
          expect(run.outputs[name]).toBeTruthy();
        }
        for (const f of filesOf(run)) expect(existsSync(f)).toBe(true);
      }
      expect(runs.map((r) => r.outputs.revision)).toEqual(['1', '2', '3']);
      expect(runs.map((r) => r.outputs['tool-count'])).toEqual(['2', '2', '3']);
      expect(endpoint.audiences.every((a) => a === 'sigstore')).toBe(true);
    });

    it('links each revision to the previous manifest digest', () => {
      const p = runs.map((r) => parseStatement(readFileSync(r.outputs['statement-path']!, 'utf8'), 'statement').predicate);
      expect(p[0]!.previousManifestDigest).toBeUndefined();
      expect(p[1]!.previousManifestDigest).toBe(runs[0]!.outputs['manifest-digest']);
      expect(p[2]!.previousManifestDigest).toBe(runs[1]!.outputs['manifest-digest']);
    });

    it('gives a changed description under the same server version a new manifest and tool digest', () => {
      const [p1, p2] = runs.map((r) => parseStatement(readFileSync(r.outputs['statement-path']!, 'utf8'), 'statement').predicate);
      expect(p2!.serverVersion).toBe(p1!.serverVersion);
      expect(p2!.manifestDigest).not.toBe(p1!.manifestDigest);
      expect(p2!.toolDigests.search).not.toBe(p1!.toolDigests.search);
      expect(p2!.toolFieldDigests.search!.description).not.toBe(p1!.toolFieldDigests.search!.description);
      expect(p2!.toolDigests.fetch).toBe(p1!.toolDigests.fetch);
    });

    it('writes bundles that verify (verification steps 1-4) for the workflow identity', () => {
      const trustedRoot = readTrustedRootFile(sigstore.trustedRootPath);
      for (const run of runs) {
        const bundleText = readFileSync(run.outputs['bundle-path']!, 'utf8');
        const v = verifySignedStatement({
          bundleText,
          bundleSource: 'bundle',
          trustedRoot,
          policy: { issuer: claims.iss, identity: { kind: 'exact', san: SAN } },
          serverName: SERVER,
        });
        expect(v.statement.predicate.manifestDigest).toBe(run.outputs['manifest-digest']);
        expect(v.namespaceOwner).toBe('octo-org');
      }
    });

    it('follows the conventions cosign verify-blob-attestation and gh attestation verify check', () => {
      const trustedRoot = readTrustedRootFile(sigstore.trustedRootPath);
      const run = runs[2]!;
      const bundleText = readFileSync(run.outputs['bundle-path']!, 'utf8');
      const doc = JSON.parse(bundleText);
      expect(doc.mediaType).toBe('application/vnd.dev.sigstore.bundle.v0.3+json');
      expect(doc.dsseEnvelope.payloadType).toBe('application/vnd.in-toto+json');
      expect(doc.verificationMaterial.certificate).toBeDefined(); // v0.3: the leaf alone, not a chain
      expect(doc.verificationMaterial.tlogEntries[0].kindVersion).toEqual({ kind: 'dsse', version: '0.0.1' });
      const statement = JSON.parse(Buffer.from(doc.dsseEnvelope.payload, 'base64').toString('utf8'));
      expect(statement.predicateType).toBe(PREDICATE_TYPE);
      const manifest = readFileSync(run.outputs['manifest-path']!);
      expect(`sha256:${createHash('sha256').update(manifest).digest('hex')}`).toBe(run.outputs['manifest-digest']);
      // The blob check both tools make: the file's sha256 is a subject of the verified statement.
      expect(() =>
        verifyBundle(parseBundle(bundleText, 'b'), 'b', { trustedRoot, artifact: { kind: 'bytes', bytes: manifest } }),
      ).not.toThrow();
      // Control arm: another release's manifest file is not a subject.
      const other = readFileSync(runs[0]!.outputs['manifest-path']!);
      let code: string | undefined;
      try {
        verifyBundle(parseBundle(bundleText, 'b'), 'b', { trustedRoot, artifact: { kind: 'bytes', bytes: other } });
      } catch (e) {
        code = isToolsealError(e) ? e.code : 'other';
      }
      expect(code).toBe('SIGNATURE_INVALID');
    });

    it('writes a job summary with server, version, revision, tool count, manifest digest and a link to the Rekor entry', async () => {
      const run = runs[2]!;
      expect(run.summary).toContain('| server | `io.github.octo-org/docs` |');
      expect(run.summary).toContain('| version | `1.1.0` |');
      expect(run.summary).toMatch(/\| revision \| 3 \(previous `sha256:[0-9a-f]{64}` from `[^`]+`, its bundle verified\) \|/);
      expect(run.summary).toContain('| tools | 3 |');
      expect(run.summary).toContain(run.outputs['manifest-digest']!);
      expect(run.summary).toContain(`[${run.outputs['log-index']}](${run.outputs['log-entry-url']})`);
      const entry = await fetch(run.outputs['log-entry-url']!);
      expect(entry.status).toBe(200);
      const [logged] = Object.values((await entry.json()) as Record<string, { logIndex: number }>);
      expect(String(logged!.logIndex)).toBe(run.outputs['log-index']);
    });

    it("never shows the OIDC token or the runner's request token", () => {
      expect(endpoint.issued.length).toBeGreaterThanOrEqual(3);
      for (const run of runs) assertNoSecret(run, [...endpoint.issued, endpoint.requestToken], filesOf(run));
      // The token is registered with the runner as a secret (masked in every later log line).
      expect(runs[0]!.commands.some((c) => c.command === 'add-mask' && endpoint.issued.includes(c.message))).toBe(true);
    });
  });

  it('signs a live stdio MCP server (the example server, started without a shell)', async () => {
    const run = await publish({
      'server-command': JSON.stringify([process.execPath, join(ROOT, 'examples', 'server', 'server.mjs')]),
      'output-dir': 'out-live',
    });
    expect({ code: run.code, stderr: run.stderr, errors: run.commands.filter((c) => c.command === 'error') }).toEqual({
      code: 0,
      stderr: '',
      errors: [],
    });
    const p = parseStatement(readFileSync(run.outputs['statement-path']!, 'utf8'), 'statement').predicate;
    expect(p.serverVersion).toBe('1.0.0'); // the server's own serverInfo.version
    expect(Object.keys(p.toolDigests).length).toBe(Number(run.outputs['tool-count']));
    expect(Number(run.outputs['tool-count'])).toBeGreaterThan(0);
  });

  it('without id-token: write fails with IDENTITY_TOKEN_MISSING, one line, exit 2', async () => {
    const logged = sigstore.logSize();
    const run = await publish({ snapshot: snapshot('n.snapshot.json', TOOLS_V1, '1.0.0'), 'output-dir': 'out-n' }, {});
    expect(run.code).toBe(2);
    const errors = run.commands.filter((c) => c.command === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^IDENTITY_TOKEN_MISSING: [^\n]*id-token: write/);
    expect(sigstore.logSize()).toBe(logged);
    expect(existsSync(join(workspace, 'out-n'))).toBe(false);
  });

  it('refuses a previous bundle from another signer before signing (UNTRUSTED_SIGNER, exit 1)', async () => {
    const first = await publish({ snapshot: snapshot('u1.snapshot.json', TOOLS_V1, '1.0.0'), 'output-dir': 'out-u1' });
    expect(first.code).toBe(0);
    const logged = sigstore.logSize();
    const run = await publish({
      snapshot: snapshot('u2.snapshot.json', TOOLS_V2, '1.0.0'),
      'output-dir': 'out-u2',
      'previous-bundle': first.outputs['bundle-path']!,
      'certificate-identity': SAN.replace('release.yml', 'other.yml'),
      'trusted-root': sigstore.trustedRootPath,
    });
    expect(run.code).toBe(1);
    expect(run.commands.find((c) => c.command === 'error')?.message).toMatch(/^UNTRUSTED_SIGNER: /);
    expect(sigstore.logSize()).toBe(logged);
  });

  it("refuses a previous bundle with the workflow's SAN whose run was in another repository than this one (UNTRUSTED_SIGNER); the twin in its own passes", async () => {
    // The SAN of a reusable workflow is the same for every repository that calls it: the previous release
    // must have been made by a run of the repository publishing now (GITHUB_REPOSITORY).
    const first = await publish({ snapshot: snapshot('r1.snapshot.json', TOOLS_V1, '1.0.0'), 'output-dir': 'out-r1' });
    expect(first.code).toBe(0);
    const next = (dir: string, repository: string) =>
      publish(
        {
          snapshot: snapshot(`${dir}.snapshot.json`, TOOLS_V2, '1.0.0'),
          'output-dir': dir,
          'previous-bundle': first.outputs['bundle-path']!,
          'certificate-identity': SAN,
          'trusted-root': sigstore.trustedRootPath,
        },
        endpoint.env,
        { repository },
      );
    const elsewhere = await next('out-r2', 'evil-org/evil-server');
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.commands.find((c) => c.command === 'error')?.message).toMatch(/^UNTRUSTED_SIGNER: /);
    const own = await next('out-r3', claims.repository);
    expect({ code: own.code, errors: own.commands.filter((c) => c.command === 'error') }).toEqual({ code: 0, errors: [] });
    expect(own.outputs.revision).toBe('2');
  });

  it('signs revision 1 when previous-bundle is empty, with the identity inputs a release workflow always sets', async () => {
    // docs/workflows/release-signing.yml on the first release: no previous bundle found, identity inputs set.
    const run = await publish({
      snapshot: snapshot('first.snapshot.json', TOOLS_V1, '1.0.0'),
      'output-dir': 'out-first',
      'previous-bundle': '',
      'certificate-identity-regexp': '^https://github\\.com/octo-org/docs/\\.github/workflows/release\\.yml@refs/tags/.+$',
      'trusted-root': sigstore.trustedRootPath,
    });
    expect({ code: run.code, errors: run.commands.filter((c) => c.command === 'error') }).toEqual({ code: 0, errors: [] });
    expect(run.outputs.revision).toBe('1');
    // A restarted chain is visible on the run's page, not only in the log.
    expect(run.commands.filter((c) => c.command === 'warning').map((c) => c.message)).toEqual([expect.stringMatching(/revision 1/)]);
  });

  it("refuses a server name in another owner's io.github namespace before signing (NAMESPACE_MISMATCH, exit 1)", async () => {
    const logged = sigstore.logSize();
    const env = { ...endpoint.env, GITHUB_REPOSITORY_OWNER: 'octo-org' };
    const run = await publish(
      { snapshot: snapshot('ns.snapshot.json', TOOLS_V1, '1.0.0'), 'output-dir': 'out-ns', 'server-name': 'io.github.evil-org/docs' },
      env,
    );
    expect(run.code).toBe(1);
    expect(run.commands.filter((c) => c.command === 'error').map((c) => c.message)).toEqual([
      expect.stringMatching(/^NAMESPACE_MISMATCH: /),
    ]);
    expect(sigstore.logSize()).toBe(logged);
    // The twin: the job's own owner, in another case, signs.
    const own = await publish({ snapshot: 'ns.snapshot.json', 'output-dir': 'out-ns-own', 'server-name': 'io.github.Octo-Org/docs' }, env);
    expect(own.code).toBe(0);
  });

  it('refuses an output-dir it cannot create before signing (IO_ERROR, exit 2, no Rekor entry)', async () => {
    writeFileSync(join(workspace, 'a-file'), 'not a folder');
    const logged = sigstore.logSize();
    const run = await publish({ snapshot: snapshot('od.snapshot.json', TOOLS_V1, '1.0.0'), 'output-dir': 'a-file/out' });
    expect(run.code).toBe(2);
    expect(run.commands.filter((c) => c.command === 'error').map((c) => c.message)).toEqual([expect.stringMatching(/^IO_ERROR: /)]);
    expect(sigstore.logSize()).toBe(logged);
  });

  it('keeps an untrusted server version inside its summary cell', async () => {
    const hostile = '9.9 | <img src=x onerror=alert(1)> `x` \n| injected | row |';
    const run = await publish({ snapshot: snapshot('h.snapshot.json', TOOLS_V1, hostile), 'output-dir': 'out-h' });
    expect(run.code).toBe(0);
    const row = run.summary.split('\n').find((l) => l.startsWith('| version |'))!;
    expect(row.split('|')).toHaveLength(4); // '', ' version ', ' `…` ', ''
    expect(run.summary).not.toMatch(/^\| injected/m);
    expect(row).toMatch(/^\| version \| `[^`]*` \|$/);
  });

  describe('upload-to-release', () => {
    let api: Server;
    let apiUrl = '';
    const assets: Array<{ id: number; name: string; size: number; authorization?: string }> = [];
    const deleted: number[] = [];
    let nextId = 1;

    beforeAll(async () => {
      const read = (req: IncomingMessage) =>
        new Promise<Buffer>((resolve) => {
          const chunks: Buffer[] = [];
          req.on('data', (c: Buffer) => chunks.push(c));
          req.on('end', () => resolve(Buffer.concat(chunks)));
        });
      // A fake GitHub releases API (the endpoints upload-to-release uses), uploads on the same host.
      api = createServer(async (req, res) => {
        const url = new URL(req.url ?? '/', apiUrl);
        const json = (status: number, body: unknown) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (req.headers.authorization !== 'token ghs_release_token') return json(401, { message: 'Bad credentials' });
        if (req.method === 'GET' && url.pathname === '/repos/octo-org/docs/releases/77') {
          return json(200, { id: 77, tag_name: 'v1.0.0', upload_url: `${apiUrl}/repos/octo-org/docs/releases/77/assets{?name,label}` });
        }
        if (req.method === 'GET' && url.pathname === '/repos/octo-org/docs/releases/77/assets') {
          return json(
            200,
            assets.map((a) => ({ id: a.id, name: a.name, size: a.size })),
          );
        }
        const del = /^\/repos\/octo-org\/docs\/releases\/assets\/(\d+)$/.exec(url.pathname);
        if (req.method === 'DELETE' && del) {
          const i = assets.findIndex((a) => a.id === Number(del[1]));
          if (i < 0) return json(404, { message: 'Not Found' });
          deleted.push(assets[i]!.id);
          assets.splice(i, 1);
          return res.writeHead(204).end();
        }
        if (req.method === 'POST' && url.pathname === '/repos/octo-org/docs/releases/77/assets') {
          const body = await read(req);
          const name = url.searchParams.get('name')!;
          if (assets.some((a) => a.name === name)) return json(422, { message: 'Validation Failed', errors: [{ code: 'already_exists' }] });
          const asset = { id: nextId++, name, size: body.length };
          assets.push(asset);
          return json(201, { ...asset, browser_download_url: `https://github.com/octo-org/docs/releases/download/v1.0.0/${name}` });
        }
        return json(404, { message: 'Not Found' });
      });
      await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
      apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => api.close(() => resolve()));
    });

    it('attaches bundle, manifest and statement to the release, replacing them on a re-run', async () => {
      const opts = {
        apiUrl,
        token: 'ghs_release_token',
        repository: 'octo-org/docs',
        event: { name: 'release', payload: { action: 'published', release: { id: 77, tag_name: 'v1.0.0' } } },
      };
      const inputs = {
        snapshot: snapshot('rel.snapshot.json', TOOLS_V1, '1.0.0'),
        'output-dir': 'out-rel',
        'upload-to-release': 'true',
        'previous-bundle': 'none',
      };
      const run = await publish(inputs, endpoint.env, opts);
      expect({ code: run.code, stderr: run.stderr, errors: run.commands.filter((c) => c.command === 'error') }).toEqual({
        code: 0,
        stderr: '',
        errors: [],
      });
      expect(assets.map((a) => a.name).sort()).toEqual([
        'io.github.octo-org_docs.manifest.json',
        'io.github.octo-org_docs.sigstore.json',
        'io.github.octo-org_docs.statement.json',
      ]);
      const manifest = assets.find((a) => a.name.endsWith('.manifest.json'))!;
      expect(manifest.size).toBe(readFileSync(run.outputs['manifest-path']!).length);
      expect(run.summary).toContain('Attached to the release');
      const again = await publish(inputs, endpoint.env, opts);
      expect(again.code).toBe(0);
      expect(deleted).toHaveLength(3);
      expect(assets).toHaveLength(3);
      assertNoSecret(
        again,
        ['ghs_release_token', ...endpoint.issued],
        readdirSync(join(workspace, 'out-rel')).map((f) => join(workspace, 'out-rel', f)),
      );
    });

    it('refuses upload-to-release outside a release or tag push before signing anything (USAGE, exit 2)', async () => {
      const logged = sigstore.logSize();
      const run = await publish(
        { snapshot: 'rel.snapshot.json', 'output-dir': 'out-rel-push', 'upload-to-release': 'true', 'previous-bundle': 'none' },
        endpoint.env,
        { apiUrl, token: 'ghs_release_token', repository: 'octo-org/docs', event: { name: 'push', payload: {} } },
      );
      expect(run.code).toBe(2);
      const errors = run.commands.filter((c) => c.command === 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toMatch(/^USAGE: upload-to-release needs a release/);
      expect(sigstore.logSize()).toBe(logged);
      expect(existsSync(join(workspace, 'out-rel-push'))).toBe(false);
    });

    it('refuses a tag push whose release does not exist before signing (GITHUB_API_ERROR, exit 1, no Rekor entry)', async () => {
      const logged = sigstore.logSize();
      const run = await publish(
        { snapshot: 'rel.snapshot.json', 'output-dir': 'out-rel-tag', 'upload-to-release': 'true', 'previous-bundle': 'none' },
        { ...endpoint.env, GITHUB_REF: 'refs/tags/v9.9.9' },
        { apiUrl, token: 'ghs_release_token', repository: 'octo-org/docs', event: { name: 'push', payload: {} } },
      );
      expect(run.code).toBe(1);
      expect(run.commands.filter((c) => c.command === 'error').map((c) => c.message)).toEqual([
        expect.stringMatching(/^GITHUB_API_ERROR: .*v9\.9\.9.*HTTP 404/),
      ]);
      expect(sigstore.logSize()).toBe(logged);
      expect(existsSync(join(workspace, 'out-rel-tag'))).toBe(false);
    });

    it('fails with GITHUB_API_ERROR when the token is refused', async () => {
      const run = await publish(
        { snapshot: 'rel.snapshot.json', 'output-dir': 'out-rel2', 'upload-to-release': 'true', 'previous-bundle': 'none' },
        endpoint.env,
        { apiUrl, token: 'ghs_wrong', repository: 'octo-org/docs', event: { name: 'release', payload: { release: { id: 77 } } } },
      );
      expect(run.code).toBe(1);
      expect(run.commands.find((c) => c.command === 'error')?.message).toMatch(/^GITHUB_API_ERROR: .*HTTP 401/);
    });
  });
});
