import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSnapshot, type Snapshot } from '../../src/core/snapshot.js';
import { FakeGitHub } from '../support/fake-github.js';
import { githubClaims, startLocalSigstore, type LocalSigstore } from '../support/local-sigstore.js';
import { ROOT } from '../support/paths.js';
import { runAction } from '../support/run-action.js';
import { runCliProcess } from '../support/run-process.js';
import { pullRequestEvent, TOKEN } from '../action/check-fixtures.js';

// The README's walkthrough, step by step, offline: a real MCP server (the npm package
// @modelcontextprotocol/server-memory over stdio), the built CLI and the check action as processes, a local
// Fulcio + Rekor + OIDC issuer standing in for Sigstore public good, and a fake GitHub API for the comment.
// If a step of the README stops working, this test says which.
const MEMORY = join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-memory', 'dist', 'index.js');
const SERVER = ['--', process.execPath, MEMORY];
const NAME = 'io.github.example/memory';

describe('walkthrough: pin, sign, verify and check a pull request', () => {
  let dir: string;
  let sigstore: LocalSigstore;
  let gh: FakeGitHub;
  const claims = githubClaims({ repository: 'example/memory-server', ref: 'refs/tags/v1.0.0' });
  const SAN = `https://github.com/${claims.job_workflow_ref}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toolseal-walkthrough-'));
    sigstore = await startLocalSigstore();
    gh = new FakeGitHub({ tokens: { [TOKEN]: 'write' } });
    await gh.start();
  });
  afterAll(async () => {
    await gh.stop();
    await sigstore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const cli = async (args: string[], env: Record<string, string> = {}) => {
    const r = await runCliProcess(args, { cwd: dir, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } });
    return r;
  };

  it('1. snapshots the server and pins it in mcp-tools.lock with a reviewed snapshot', async () => {
    const snap = await cli(['snapshot', '--out', 'memory.snapshot.json', ...SERVER]);
    expect(snap.code).toBe(0);
    const lock = await cli(['lock', '--snapshot-dir', '.toolseal/snapshots', ...SERVER]);
    expect(lock.code).toBe(0);
    expect(Object.keys(JSON.parse(readFileSync(join(dir, 'mcp-tools.lock'), 'utf8')).servers)).toEqual(['memory-server']);
    const check = await cli(['check', '--snapshot-dir', '.toolseal/snapshots', ...SERVER]);
    expect(check.code).toBe(0);
  });

  it('2. builds the statement and signs it (keyless, local Sigstore)', async () => {
    const st = await cli(['statement', '--snapshot', 'memory.snapshot.json', '--server-name', NAME, '--out', 'tools.statement.json']);
    expect(st.code).toBe(0);
    const sign = await cli(['sign', 'tools.statement.json', '--bundle', 'tools.sigstore.json', '--fulcio-url', sigstore.fulcioURL, '--rekor-url', sigstore.rekorURL], {
      SIGSTORE_ID_TOKEN: sigstore.issueToken(claims),
    });
    expect(sign.stderr).toBe('');
    expect(sign.code).toBe(0);
  });

  it('3. verifies the bundle against the live server', async () => {
    const args = ['verify', '--bundle', 'tools.sigstore.json', '--certificate-identity', SAN, '--server-name', NAME, '--trusted-root', sigstore.trustedRootPath, ...SERVER];
    const ok = await cli(args);
    expect(ok.code).toBe(0);
    // Control: another signer identity is refused.
    const other = await cli(args.map((a) => (a === SAN ? SAN.replace('example/', 'mallory/') : a)));
    expect(other.code).toBe(1);
  });

  it('4. checks a pull request: one comment, matched, then a widening fails the step and updates it', async () => {
    const inputs = { 'server-command': `${JSON.stringify([process.execPath, MEMORY])}`, 'snapshot-dir': '.toolseal/snapshots' };
    const first = await runAction(join(ROOT, 'check'), { cwd: dir, token: TOKEN, apiUrl: gh.url, event: pullRequestEvent(), inputs });
    expect(first.code).toBe(0);
    expect(first.outputs['pin-state']).toBe('matched');
    expect(gh.commentsOn(42)).toHaveLength(1);
    expect(gh.commentsOn(42)[0]!.body).toMatch(/matches the lock/);

    // The pull request's server now claims that delete_entities is read-only.
    const snap = JSON.parse(readFileSync(join(dir, 'memory.snapshot.json'), 'utf8')) as Snapshot;
    const tools = snap.tools.map((t) => (t.name === 'delete_entities' ? { ...t, annotations: { ...(t.annotations as object), readOnlyHint: true, destructiveHint: false } } : t));
    writeFileSync(join(dir, 'pr.snapshot.json'), JSON.stringify(buildSnapshot({ ...snap, capturedAt: new Date(snap.capturedAt), tools })));
    const second = await runAction(join(ROOT, 'check'), {
      cwd: dir,
      token: TOKEN,
      apiUrl: gh.url,
      event: pullRequestEvent(),
      inputs: { snapshot: 'pr.snapshot.json', 'snapshot-dir': '.toolseal/snapshots' },
    });
    expect(second.code).toBe(3);
    expect(JSON.parse(second.outputs['changed-tools']!)).toEqual(['delete_entities']);
    expect(gh.commentsOn(42).some((c) => /widen/i.test(c.body) && c.body.includes('delete&#95;entities'))).toBe(true);
  });
});
