import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { FIXTURES, ROOT } from '../../support/paths.js';
import { runAction } from '../../support/run-action.js';
import { FakeGitHub } from '../../support/fake-github.js';
import { DEFAULT_CLAIMS, TOOLS, sanOf, snapshotText, startSigningBench, type SigningBench } from '../../support/signing-bench.js';

/**
 * verify/action.yml run as the runner runs it (node24, ../dist/verify.js, INPUT_* variables), against
 * bundles signed by the local Fulcio and Rekor, fetched from a path or a release-asset URL.
 */
const ACTION = join(ROOT, 'verify');
const SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');

describe('the verify action', () => {
  let bench: SigningBench;
  let bundlePath: string;
  let bundleText: string;
  let same: string;
  let changed: string;
  let http: Server;
  let baseURL: string;
  const SAN = sanOf(DEFAULT_CLAIMS);
  const changedTools = [TOOLS[0]!, { ...TOOLS[1]!, description: 'Fetch a page <img src=x onerror=alert(1)> | x |' }];

  beforeAll(async () => {
    bench = await startSigningBench();
    ({ path: bundlePath, text: bundleText } = await bench.signTools({ file: 'docs.sigstore.json' }));
    same = bench.write('same.snapshot.json', snapshotText(TOOLS));
    changed = bench.write('changed.snapshot.json', snapshotText(changedTools));
    // A release-asset host on 127.0.0.1: the bundle at /releases/download/v1.4.2/docs.sigstore.json.
    http = createServer((req, res) => {
      if (req.url === '/releases/download/v1.4.2/docs.sigstore.json') {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.end(bundleText);
      } else {
        res.writeHead(404);
        res.end('not found');
      }
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => http.close(resolve));
    await bench.close();
  });

  const inputs = (more: Record<string, string>) => ({
    bundle: bundlePath,
    'certificate-identity': SAN,
    'trusted-root': bench.sigstore.trustedRootPath,
    ...more,
  });

  it('passes with match=same for a bundle by path and a matching snapshot, and writes the report', async () => {
    const run = await runAction(ACTION, { cwd: bench.dir, inputs: inputs({ snapshot: same, 'report-path': 'report.json' }) });
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.outputs).toMatchObject({ match: 'same', 'changed-tools': '[]', 'report-path': join(bench.dir, 'report.json') });
    expect(JSON.parse(readFileSync(join(bench.dir, 'report.json'), 'utf8'))).toMatchObject({ verified: true, match: 'same' });
    expect(run.summary).toContain('| match | **same** |');
  });

  it('fetches the bundle from a release-asset URL', async () => {
    const run = await runAction(ACTION, {
      cwd: bench.dir,
      inputs: inputs({ bundle: `${baseURL}/releases/download/v1.4.2/docs.sigstore.json`, snapshot: same }),
    });
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.outputs.match).toBe('same');
  });

  it('fails on a URL that does not answer with the bundle', async () => {
    const run = await runAction(ACTION, {
      cwd: bench.dir,
      inputs: inputs({ bundle: `${baseURL}/releases/download/v9/none.sigstore.json`, snapshot: same }),
    });
    expect(run.code).not.toBe(0);
    expect(run.commands.find((c) => c.command === 'error')?.message).toMatch(/^IO_ERROR: /);
  });

  it('verifies against a live stdio server', async () => {
    const tools = bench.write('live-tools.json', JSON.stringify(TOOLS));
    const run = await runAction(ACTION, {
      cwd: bench.dir,
      inputs: inputs({ 'server-command': JSON.stringify([process.execPath, SERVER, tools]) }),
      env: { PATH: process.env.PATH ?? '' },
    });
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.outputs.match).toBe('same');
  });

  it('fails the step on a changed surface under on-mismatch: fail (the default), naming the tools', async () => {
    const run = await runAction(ACTION, { cwd: bench.dir, inputs: inputs({ snapshot: changed }) });
    expect(run.code).not.toBe(0);
    expect(run.outputs).toMatchObject({ match: 'different', 'changed-tools': '["fetch"]' });
    expect(run.commands.find((c) => c.command === 'error')?.message).toMatch(/^DIGEST_MISMATCH: /);
    // The summary names the tool and field; the server's text never reaches it raw.
    expect(run.summary).toContain('| changed |');
    expect(run.summary).not.toContain('<img');
  });

  it('warns and passes on a changed surface under on-mismatch: warn', async () => {
    const run = await runAction(ACTION, { cwd: bench.dir, inputs: inputs({ snapshot: changed, 'on-mismatch': 'warn' }) });
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.outputs.match).toBe('different');
    expect(run.commands.find((c) => c.command === 'warning')?.message).toMatch(/^DIGEST_MISMATCH: /);
  });

  it('fails on an identity mismatch even under on-mismatch: warn', async () => {
    const run = await runAction(ACTION, {
      cwd: bench.dir,
      inputs: inputs({ snapshot: same, 'on-mismatch': 'warn', 'certificate-identity': SAN.replace('v1.4.2', 'v1.4.3') }),
    });
    expect(run.code).not.toBe(0);
    expect(run.commands.find((c) => c.command === 'error')?.message).toMatch(/^UNTRUSTED_SIGNER: /);
    expect(run.outputs.match).toBeUndefined();
    expect(run.summary).toContain('not verified');
  });

  it('fails on a bad signature (the public-good root does not know the local Fulcio) even under on-mismatch: warn', async () => {
    const run = await runAction(ACTION, {
      cwd: bench.dir,
      inputs: { bundle: bundlePath, 'certificate-identity': SAN, snapshot: same, 'on-mismatch': 'warn', offline: 'true' },
    });
    expect(run.code).not.toBe(0);
    expect(run.commands.find((c) => c.command === 'error')?.message).toMatch(/^SIGNATURE_INVALID: /);
  });

  it("finds the bundle in GitHub's attestations with repo (and signer-workflow), no bundle input", async () => {
    const gh = new FakeGitHub({ repository: DEFAULT_CLAIMS.repository, tokens: { ghs_verify_token: 'read' }, privateRepository: true });
    const apiUrl = await gh.start();
    try {
      gh.addAttestation(JSON.parse(bundleText));
      const base = { repo: DEFAULT_CLAIMS.repository, 'trusted-root': bench.sigstore.trustedRootPath, snapshot: same };
      const run = await runAction(ACTION, {
        cwd: bench.dir,
        apiUrl,
        token: 'ghs_verify_token',
        inputs: { ...base, 'signer-workflow': '.github/workflows/release.yml' },
      });
      expect({ code: run.code, stderr: run.stderr, match: run.outputs.match }).toEqual({ code: 0, stderr: '', match: 'same' });
      expect(gh.requests.at(-1)!.authorization).toBe('Bearer ghs_verify_token');
      // The twin: another workflow of the same repository is not the signer.
      const other = await runAction(ACTION, {
        cwd: bench.dir,
        apiUrl,
        token: 'ghs_verify_token',
        inputs: { ...base, 'signer-workflow': '.github/workflows/ci.yml' },
      });
      expect(other.code).toBe(1);
      expect(other.commands.find((c) => c.command === 'error')?.message).toMatch(/^UNTRUSTED_SIGNER: /);
      const unsigned = await runAction(ACTION, {
        cwd: bench.dir,
        apiUrl,
        token: 'ghs_verify_token',
        inputs: { ...base, snapshot: changed },
      });
      expect(unsigned.code).toBe(1);
      expect(unsigned.commands.find((c) => c.command === 'error')?.message).toMatch(/^NOT_SIGNED: .*sha256:[0-9a-f]{64}/);
    } finally {
      await gh.stop();
    }
  });

  it("ends a hanging attestations API at the timeout input, the whole step's deadline; the twin that answers passes", async () => {
    // The API accepts the connection and never answers: only the step's deadline can end the wait.
    const hanging = createServer(() => undefined);
    await new Promise<void>((done) => hanging.listen(0, '127.0.0.1', done));
    const gh = new FakeGitHub({ repository: DEFAULT_CLAIMS.repository, tokens: { ghs_verify_token: 'read' }, privateRepository: true });
    const apiUrl = await gh.start();
    try {
      gh.addAttestation(JSON.parse(bundleText));
      const base = { repo: DEFAULT_CLAIMS.repository, 'trusted-root': bench.sigstore.trustedRootPath, snapshot: same, timeout: '2' };
      const stuck = await runAction(ACTION, {
        cwd: bench.dir,
        apiUrl: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`,
        token: 'ghs_verify_token',
        inputs: base,
      });
      expect(stuck.code).not.toBe(0);
      expect(stuck.commands.find((c) => c.command === 'error')?.message).toMatch(/^IO_ERROR: .*--timeout passed/);
      const answered = await runAction(ACTION, { cwd: bench.dir, apiUrl, token: 'ghs_verify_token', inputs: { ...base, timeout: '30' } });
      expect({ code: answered.code, match: answered.outputs.match }).toEqual({ code: 0, match: 'same' });
    } finally {
      hanging.closeAllConnections();
      await new Promise<void>((done) => hanging.close(() => done()));
      await gh.stop();
    }
  });

  it('refuses a bad on-mismatch value', async () => {
    const run = await runAction(ACTION, { cwd: bench.dir, inputs: inputs({ snapshot: same, 'on-mismatch': 'ignore' }) });
    expect(run.code).not.toBe(0);
    expect(run.commands.find((c) => c.command === 'error')?.message).toMatch(/^USAGE: /);
  });
});
