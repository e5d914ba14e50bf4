import { join } from 'node:path';
import { run } from '../../../src/action/check.js';
import { buildStatement } from '../../../src/core/statement/statement.js';
import type { RawTool } from '../../../src/core/surface/surface.js';
import { FakeGitHub } from '../../support/fake-github.js';
import { official, startHostileRegistry, surfaceFragment, type HostileRegistry } from '../../support/hostile-registry.js';
import { runActionInProcess } from '../../support/in-process-action.js';
import { githubClaims } from '../../support/local-sigstore.js';
import { ROOT } from '../../support/paths.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import {
  DEFAULT_CLAIMS,
  DEFAULT_SERVER_NAME,
  TOOLS,
  snapshotText,
  startSigningBench,
  type SigningBench,
} from '../../support/signing-bench.js';

/**
 * The check action's sources of signed upgrades beside `bundle`: `repo` (GitHub's attestations, a fake
 * REST API on 127.0.0.1) and `registry` (an MCP registry on 127.0.0.1), built by the code that builds
 * `check --repo/--registry`'s, with statements the local Fulcio and Rekor sign (real crypto). The action
 * runs from src/ in this process. A pin locked with its publisher; the live surface is release 2.
 */
const CHECK = join(ROOT, 'check');
const REPO = DEFAULT_CLAIMS.repository;
const release2: RawTool[] = TOOLS.map((t) => (t.name === 'fetch' ? { ...t, description: 'Fetch a page (release 2)' } : t));
const digestOf = (tools: RawTool[]) => buildStatement({ serverName: DEFAULT_SERVER_NAME, serverVersion: '1', tools }).manifestDigest;
const EVIL = githubClaims({ repository: 'evil-org/docs-server', ref: 'refs/tags/v1.4.2' });

describe('check action: signed upgrades from the repo and registry inputs', () => {
  let bench: SigningBench;
  let signed: FakeGitHub;
  let forged: FakeGitHub;
  let registry: HostileRegistry;
  const bundles: Record<'publisher' | 'other', { text: string; path: string }> = {} as never;
  let lock = '';
  let live = '';

  beforeAll(async () => {
    bench = await startSigningBench();
    const linked = { previous: { revision: 1, manifestDigest: digestOf(TOOLS) } };
    const pinned = await bench.signTools({ tools: TOOLS });
    bundles.publisher = await bench.signTools({ tools: release2, ...linked, file: 'r2.sigstore.json' });
    bundles.other = await bench.signTools({ tools: release2, ...linked, claims: EVIL, file: 'r2-other.sigstore.json' });
    // One API serves the publisher's statement of release 2, the other a statement of it by another signer.
    signed = new FakeGitHub({ repository: REPO });
    forged = new FakeGitHub({ repository: REPO });
    await signed.start();
    await forged.start();
    signed.addAttestation(JSON.parse(bundles.publisher.text));
    forged.addAttestation(JSON.parse(bundles.other.text));
    registry = await startHostileRegistry();
    lock = join(bench.dir, 'mcp-tools.lock');
    const v1 = bench.write('v1.snapshot.json', snapshotText(TOOLS));
    const r = await runInProcess([
      'lock',
      '--snapshot',
      v1,
      '--lock',
      lock,
      '--repo',
      REPO,
      '--bundle',
      pinned.path,
      '--trusted-root',
      bench.sigstore.trustedRootPath,
    ]);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    live = bench.write('v2.snapshot.json', snapshotText(release2));
  });
  afterAll(async () => {
    await signed.stop();
    await forged.stop();
    await registry.close();
    await bench.close();
  });

  const check = (inputs: Record<string, string>, apiUrl = 'http://127.0.0.1:9') =>
    runActionInProcess(CHECK, run, {
      cwd: bench.dir,
      summaryFile: join(bench.dir, 'summary.md'),
      env: { GITHUB_API_URL: apiUrl },
      inputs: { snapshot: live, lock, 'on-change': 'signed', 'trusted-root': bench.sigstore.trustedRootPath, ...inputs },
    });
  /** The registry lists release 2 of the server, marked latest, its fragment naming the bundle at `asset`. */
  const serve = (asset: string, text: string) => {
    registry.assets[asset] = text;
    registry.pages = [
      [
        {
          server: {
            name: DEFAULT_SERVER_NAME,
            version: '2.0.0',
            repository: { url: 'https://github.com/octo-org/docs-server' },
            _meta: surfaceFragment(digestOf(release2), `${registry.url()}${asset}`, 2),
          },
          _meta: official(true),
        },
      ],
    ];
  };
  const errors = (r: { commands: Array<{ command: string; message: string }> }) =>
    r.commands.filter((c) => c.command === 'error').map((c) => c.message);

  it("repo: the publisher's statement of release 2 in the attestations is a signed upgrade: the step passes", async () => {
    const r = await check({ repo: REPO }, signed.url);
    expect(errors(r)).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.outputs['pin-state']).toBe('changed');
    expect(r.summary).toContain('signed upgrade');
    expect(signed.requests.some((q) => q.path === `/repos/${REPO}/attestations/${digestOf(release2)}`)).toBe(true);
  });

  it('(hostile twin) repo: the same surface attested by another signer fails the step, UNSIGNED_CHANGE (exit 1)', async () => {
    const r = await check({ repo: REPO }, forged.url);
    expect(r.code).toBe(1);
    expect(errors(r).some((m) => m.startsWith('UNSIGNED_CHANGE'))).toBe(true);
    expect(r.summary).toContain('UNTRUSTED_SIGNER');
  });

  it("registry: the statement the entry of the pin's server name names, signed by the publisher, passes", async () => {
    serve('/assets/r2.sigstore.json', bundles.publisher.text);
    const r = await check({ registry: registry.url() });
    expect(errors(r)).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.summary).toContain('signed upgrade');
  });

  it('(hostile twin) registry: the entry naming a statement of the same surface by another signer fails, UNSIGNED_CHANGE', async () => {
    serve('/assets/other.sigstore.json', bundles.other.text);
    const r = await check({ registry: registry.url() });
    expect(r.code).toBe(1);
    expect(errors(r).some((m) => m.startsWith('UNSIGNED_CHANGE'))).toBe(true);
    expect(r.summary).toContain('UNTRUSTED_SIGNER');
    expect(registry.hits).toContain('/assets/other.sigstore.json');
  });

  it('(hostile) trusted-root with no bundle, repo or registry fails the step (exit 2 USAGE), naming the inputs', async () => {
    const r = await check({});
    expect(r.code).toBe(2);
    expect(errors(r)).toEqual([
      'USAGE: the trusted-root input verifies the statements of the bundle input, the repo input or the registry input: give one',
    ]);
  });

  it('(hostile) a registry input that is not a URL fails the step (exit 2 USAGE); offline with trusted-root too', async () => {
    const r = await check({ registry: DEFAULT_SERVER_NAME });
    expect(r.code).toBe(2);
    expect(errors(r)[0]).toMatch(/^USAGE: the registry input .*: the MCP registry's URL/);
    const both = await check({ repo: REPO, offline: 'true' }, signed.url);
    expect(both.code).toBe(2);
    expect(errors(both)[0]).toMatch(/^USAGE: /);
  });
});
