import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSnapshot } from '../../../src/core/snapshot/snapshot.js';
import { runCliProcess } from '../../support/run-process.js';
import { githubClaims, startLocalSigstore, type LocalSigstore } from '../../support/local-sigstore.js';

// The built CLI (dist/cli.js) as a real process: what a publisher runs by hand.
describe('toolseal statement | sign as processes', () => {
  let dir: string;
  let sigstore: LocalSigstore;
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toolseal-sign-process-'));
    sigstore = await startLocalSigstore();
    const snapshot = buildSnapshot({
      server: 'docs',
      transport: 'stdio',
      protocolVersion: '2025-11-25',
      serverInfo: { name: 'docs', version: '3.0.0' },
      pages: 1,
      tools: [{ name: 'search', description: 'Search' }],
    });
    writeFileSync(join(dir, 'docs.snapshot.json'), JSON.stringify(snapshot));
    const r = await runCliProcess(
      ['statement', '--snapshot', 'docs.snapshot.json', '--server-name', 'io.github.octo-org/docs', '--out', 'docs.statement.json'],
      { cwd: dir, env: base },
    );
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
  });
  afterAll(async () => {
    await sigstore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('signs with SIGSTORE_ID_TOKEN against the given Fulcio and Rekor, never printing the token', async () => {
    const token = sigstore.issueToken(githubClaims({ repository: 'octo-org/docs' }));
    const r = await runCliProcess(
      [
        'sign',
        'docs.statement.json',
        '--bundle',
        'docs.sigstore.json',
        '--fulcio-url',
        sigstore.fulcioURL,
        '--rekor-url',
        sigstore.rekorURL,
      ],
      {
        cwd: dir,
        env: { ...base, SIGSTORE_ID_TOKEN: token },
      },
    );
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expect(r.stdout).toMatch(
      /^bundle docs\.sigstore\.json: Rekor log index \d+ \(http:\/\/127\.0\.0\.1:\d+\/api\/v1\/log\/entries\?logIndex=\d+\)\n$/,
    );
    expect(r.stdout).not.toContain(token);
    expect(JSON.parse(readFileSync(join(dir, 'docs.sigstore.json'), 'utf8')).mediaType).toBe(
      'application/vnd.dev.sigstore.bundle.v0.3+json',
    );
  });

  it('without any identity exits 2 with one IDENTITY_TOKEN_MISSING line', async () => {
    const r = await runCliProcess(
      [
        'sign',
        'docs.statement.json',
        '--bundle',
        'none.sigstore.json',
        '--fulcio-url',
        sigstore.fulcioURL,
        '--rekor-url',
        sigstore.rekorURL,
      ],
      { cwd: dir, env: base },
    );
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^toolseal: IDENTITY_TOKEN_MISSING: [^\n]+\n$/);
  });

  it('reports a Fulcio refusal as SIGNING_FAILED (exit 1) without the token', async () => {
    const expired = sigstore.issueToken(githubClaims(), { expiresInSeconds: -120 });
    const r = await runCliProcess(
      ['sign', 'docs.statement.json', '--bundle', 'x.sigstore.json', '--fulcio-url', sigstore.fulcioURL, '--rekor-url', sigstore.rekorURL],
      {
        cwd: dir,
        env: { ...base, SIGSTORE_ID_TOKEN: expired },
      },
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^toolseal: SIGNING_FAILED: Fulcio did not issue a certificate \(http:\/\/127\.0\.0\.1:\d+\): \(401\) identity token [^\n]*expired[^\n]*\n$/,
    );
    expect(r.stderr).not.toContain(expired.split('.')[1]!);
  });
});
