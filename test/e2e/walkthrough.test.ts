import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeGitHub } from '../support/fake-github.js';
import { githubClaims, startLocalSigstore, type LocalSigstore } from '../support/local-sigstore.js';
import { ROOT } from '../support/paths.js';
import { runAction } from '../support/run-action.js';
import { runCliProcess } from '../support/run-process.js';
import { pullRequestEvent, TOKEN } from '../support/check-action-fixtures.js';

// The README's walkthrough ("From a fresh clone"), step by step and offline: the example MCP server
// (examples/server/server.mjs, over stdio; DEMO_CHANGE makes its next version), the built CLI and the check action as processes, a local Fulcio +
// Rekor + OIDC issuer standing in for Sigstore public good, a fake GitHub API for the comment.
// If a step of the README stops working, this test says which.
const DEMO = join(ROOT, 'examples', 'server', 'server.mjs');
const SERVER = ['--', process.execPath, DEMO];
const NAME = 'io.github.example/docs';

describe('walkthrough: pin, check, sign, verify and check a pull request', () => {
  let dir: string;
  let sigstore: LocalSigstore;
  let gh: FakeGitHub;
  const claims = githubClaims({ repository: 'example/docs-server', ref: 'refs/tags/v1.0.0' });
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

  const cli = (args: string[], env: Record<string, string> = {}) =>
    runCliProcess(args, { cwd: dir, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } });

  it('1. pins the server in mcp-tools.lock with a reviewed snapshot; check says matched', async () => {
    expect((await cli(['lock', '--snapshot-dir', '.toolseal/snapshots', ...SERVER])).code).toBe(0);
    expect(Object.keys(JSON.parse(readFileSync(join(dir, 'mcp-tools.lock'), 'utf8')).servers)).toEqual([
      'io.github.toolseal/example-notes',
    ]);
    expect((await cli(['check', '--snapshot-dir', '.toolseal/snapshots', ...SERVER])).code).toBe(0);
  });

  it('2. reports a changed description with its pointer (exit 0 under warn) and blocks a widening (exit 3)', async () => {
    const changed = await cli([
      'check',
      '--snapshot-dir',
      '.toolseal/snapshots',
      '--env',
      'DEMO_CHANGE=describe',
      '--markdown',
      'comment.md',
      ...SERVER,
    ]);
    expect(changed.code).toBe(0);
    expect(readFileSync(join(dir, 'comment.md'), 'utf8')).toContain('/inputSchema/properties/filter/properties/after/description');
    expect((await cli(['check', '--snapshot-dir', '.toolseal/snapshots', '--env', 'DEMO_CHANGE=widen', ...SERVER])).code).toBe(3);
    expect(
      (await cli(['check', '--snapshot-dir', '.toolseal/snapshots', '--on-change', 'fail', '--env', 'DEMO_CHANGE=describe', ...SERVER]))
        .code,
    ).toBe(1);
  });

  it('3. builds the statement and signs it (keyless, here against a local Sigstore)', async () => {
    expect((await cli(['snapshot', '--out', 'demo.snapshot.json', ...SERVER])).code).toBe(0);
    const st = await cli(['statement', '--snapshot', 'demo.snapshot.json', '--server-name', NAME, '--out', 'docs.statement.json']);
    expect(st.code).toBe(0);
    const sign = await cli(
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
        SIGSTORE_ID_TOKEN: sigstore.issueToken(claims),
      },
    );
    expect(sign.stderr).toBe('');
    expect(sign.code).toBe(0);
  });

  it('4. verifies the bundle against the live server; a changed server or another signer fails', async () => {
    const args = [
      'verify',
      '--bundle',
      'docs.sigstore.json',
      '--certificate-identity',
      SAN,
      '--server-name',
      NAME,
      '--trusted-root',
      sigstore.trustedRootPath,
      ...SERVER,
    ];
    expect((await cli(args)).code).toBe(0);
    const changed = [...args.slice(0, -3), '--env', 'DEMO_CHANGE=describe', ...SERVER];
    expect((await cli(changed)).code).toBe(1);
    expect((await cli(args.map((a) => (a === SAN ? SAN.replace('example/', 'mallory/') : a)))).code).toBe(1);
  });

  it('5. checks a pull request as README step 5 sets it up (pinned from .mcp.json): matched writes no comment; the widened server fails the step and comments; back to matched updates it', async () => {
    const config = (env: Record<string, string> = {}) =>
      writeFileSync(join(dir, '.mcp.json'), JSON.stringify({ mcpServers: { notes: { command: process.execPath, args: [DEMO], env } } }));
    config();
    // A repository of its own: its lock pins what .mcp.json starts (the id is the config key, "notes").
    expect((await cli(['lock', '--config', '.mcp.json', '--all', '--lock', 'repo.lock', '--snapshot-dir', 'repo-snapshots'])).code).toBe(0);
    expect(Object.keys(JSON.parse(readFileSync(join(dir, 'repo.lock'), 'utf8')).servers)).toEqual(['notes']);
    const inputs = { config: '.mcp.json', lock: 'repo.lock', 'snapshot-dir': 'repo-snapshots' };
    const run = () => runAction(join(ROOT, 'check'), { cwd: dir, token: TOKEN, apiUrl: gh.url, event: pullRequestEvent(), inputs });
    const first = await run();
    expect(first.code).toBe(0);
    expect(first.outputs['pin-state']).toBe('matched');
    expect(gh.commentsOn(42)).toHaveLength(0);

    config({ DEMO_CHANGE: 'widen' });
    const second = await run();
    expect(second.code).toBe(3);
    expect(JSON.parse(second.outputs['changed-tools']!)).toEqual(['delete_note']);
    expect(gh.commentsOn(42)).toHaveLength(1);
    expect(gh.commentsOn(42)[0]!.body).toMatch(/widen/i);
    expect(gh.commentsOn(42)[0]!.body).toContain('delete_note');

    config();
    const third = await run();
    expect(third.code).toBe(0);
    expect(gh.commentsOn(42)).toHaveLength(1);
    expect(gh.commentsOn(42)[0]!.body).toMatch(/back to matched/i);
  });
});
