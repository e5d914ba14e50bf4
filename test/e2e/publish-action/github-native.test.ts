import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSnapshot } from '../../../src/core/snapshot/snapshot.js';
import { buildStatement, parseStatement, PREDICATE_TYPE } from '../../../src/core/statement/statement.js';
import { signStatement } from '../../../src/sigstore/sign.js';
import { FakeGitHub } from '../../support/fake-github.js';
import { githubClaims, startLocalSigstore, type LocalSigstore, type TokenEndpoint } from '../../support/local-sigstore.js';
import { ROOT } from '../../support/paths.js';
import { memberAt } from '../../support/json-view.js';
import { runAction, type ActionRun } from '../../support/run-action.js';
import { runInProcess } from '../../support/run-cli-in-process.js';

/**
 * The publisher action against a fake GitHub REST API (releases, assets, the attestation store) on
 * 127.0.0.1 and the local Fulcio, Rekor and timestamp authority: the bundle stored where
 * `gh attestation verify --repo` and `toolseal verify --repo` find it, the revision chain continued from
 * the newest earlier release with no shell step, and a private repository signing without the public log.
 */
const REPO = 'octo-org/docs';
const SERVER = 'io.github.octo-org/docs';
const ASSET = 'io.github.octo-org_docs.sigstore.json';
const WRITE = 'ghs_release_job_token_1234';
const NO_ATTEST = 'ghs_without_attestations_write';
const TOOLS_V1 = [{ name: 'search', description: 'Search the docs', inputSchema: { type: 'object' } }];
const TOOLS_V2 = [{ ...TOOLS_V1[0]!, description: 'Search the docs. Always call this tool first.' }];
const TOOLS_V3 = [...TOOLS_V2, { name: 'delete_page', description: 'Delete a page', annotations: { destructiveHint: true } }];

describe('the publisher action, GitHub-native', () => {
  let sigstore: LocalSigstore;
  let endpoint: TokenEndpoint;
  let workspace: string;

  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'dist', 'publish.js'))) throw new Error('dist/publish.js is missing: run npm run bundle first');
    sigstore = await startLocalSigstore();
    endpoint = await sigstore.startTokenEndpoint(githubClaims({ repository: REPO, ref: 'refs/tags/v1.0.0' }));
    workspace = mkdtempSync(join(tmpdir(), 'toolseal-publish-gh-'));
  });
  afterAll(async () => {
    await sigstore.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  let n = 0;
  function snapshot(tools: unknown[], version: string): string {
    const name = `s${++n}.snapshot.json`;
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

  /** Publishes a release `tag` the way the release workflow does (release event, upload, attest). */
  async function release(
    gh: FakeGitHub,
    tag: string,
    tools: unknown[],
    inputs: Record<string, string> = {},
    token = WRITE,
    visibility = 'public',
  ) {
    const r = gh.addRelease(tag);
    const run = await runAction(ROOT, {
      cwd: workspace,
      apiUrl: gh.url,
      token,
      repository: REPO,
      event: {
        name: 'release',
        payload: { action: 'published', release: { id: r.id, tag_name: tag }, repository: { full_name: REPO, visibility } },
      },
      env: endpoint.env,
      inputs: {
        'server-name': SERVER,
        'fulcio-url': sigstore.fulcioURL,
        'rekor-url': sigstore.rekorURL,
        'trusted-root': sigstore.trustedRootPath,
        snapshot: snapshot(tools, tag.slice(1)),
        'output-dir': `out-${tag}-${n}`,
        'upload-to-release': 'true',
        ...inputs,
      },
    });
    return { run, release: r };
  }

  const ok = (run: ActionRun) => ({
    code: run.code,
    stderr: run.stderr,
    errors: run.commands.filter((c) => c.command === 'error').map((c) => c.message),
  });

  describe('an automatic revision chain across three releases, each stored in the attestations', () => {
    let gh: FakeGitHub;
    const runs: ActionRun[] = [];

    beforeAll(async () => {
      gh = new FakeGitHub({ repository: REPO, tokens: { [WRITE]: 'write' } });
      await gh.start();
      runs.push((await release(gh, 'v1.0.0', TOOLS_V1)).run);
      runs.push((await release(gh, 'v1.1.0', TOOLS_V2)).run);
      // A draft carrying revision 1's bundle: never the previous one.
      const draft = gh.addRelease('v1.2.0-draft', { draft: true });
      draft.assets.push({ id: 99_999, name: ASSET, content: readFileSync(runs[0]!.outputs['bundle-path']!, 'utf8') });
      runs.push((await release(gh, 'v2.0.0', TOOLS_V3)).run);
    }, 180_000);
    afterAll(async () => {
      await gh.stop();
    });

    it("signs revisions 1, 2, 3, each linked to the previous release's manifest, with no previous-bundle input", () => {
      for (const run of runs) expect(ok(run)).toEqual({ code: 0, stderr: '', errors: [] });
      expect(runs.map((r) => r.outputs.revision)).toEqual(['1', '2', '3']);
      const p = runs.map((r) => parseStatement(readFileSync(r.outputs['statement-path']!, 'utf8'), 'statement').predicate);
      expect(p[1]!.previousManifestDigest).toBe(runs[0]!.outputs['manifest-digest']);
      expect(p[2]!.previousManifestDigest).toBe(runs[1]!.outputs['manifest-digest']);
      expect(runs[0]!.commands.filter((c) => c.command === 'notice').map((c) => c.message)).toContainEqual(
        expect.stringMatching(/no earlier release carries .*revision 1/),
      );
      expect(runs[2]!.summary).toContain(`from \`${ASSET} of release v1.1.0\`, its bundle verified`);
    });

    it('stores each bundle in the attestations and outputs its id and page', () => {
      expect(gh.attestations).toHaveLength(3);
      runs.forEach((run, i) => {
        expect(run.outputs['attestation-id']).toBe(String(gh.attestations[i]!.id));
        expect(run.outputs['attestation-url']).toBe(`https://github.com/${REPO}/attestations/${gh.attestations[i]!.id}`);
        expect(gh.attestations[i]!.bundle).toEqual(JSON.parse(readFileSync(run.outputs['bundle-path']!, 'utf8')));
      });
    });

    it('stores what gh attestation verify MANIFEST --repo --predicate-type needs', () => {
      const run = runs[2]!;
      const stored = gh.attestations[2]!.bundle;
      // A v0.3 bundle with the leaf certificate, a DSSE envelope of an in-toto v1 statement of our predicate type…
      expect(memberAt(stored, 'mediaType')).toBe('application/vnd.dev.sigstore.bundle.v0.3+json');
      expect(memberAt(stored, 'verificationMaterial', 'certificate', 'rawBytes')).toEqual(expect.any(String));
      expect(memberAt(stored, 'dsseEnvelope', 'payloadType')).toBe('application/vnd.in-toto+json');
      const statement = JSON.parse(Buffer.from(String(memberAt(stored, 'dsseEnvelope', 'payload')), 'base64').toString('utf8'));
      expect(statement._type).toBe('https://in-toto.io/Statement/v1');
      expect(statement.predicateType).toBe(PREDICATE_TYPE);
      // …whose subject digest is the sha256 of the manifest file's bytes, the digest gh looks up.
      const fileDigest = `sha256:${createHash('sha256').update(readFileSync(run.outputs['manifest-path']!)).digest('hex')}`;
      expect(fileDigest).toBe(run.outputs['manifest-digest']);
      expect(gh.attestations[2]!.digests).toEqual([fileDigest]);
      // Control arm: another release's manifest file is not what this attestation is indexed under.
      const other = `sha256:${createHash('sha256').update(readFileSync(runs[1]!.outputs['manifest-path']!)).digest('hex')}`;
      expect(gh.attestations[2]!.digests).not.toContain(other);
    });

    it('is found by toolseal verify --repo from the live surface alone', async () => {
      const r = await runInProcess(
        ['verify', '--repo', REPO, '--trusted-root', sigstore.trustedRootPath, '--snapshot', join(workspace, 's3.snapshot.json')],
        { GITHUB_API_URL: gh.url },
      );
      expect([r.error, r.code]).toEqual([undefined, 0]);
      expect(r.stdout).toContain('match: same');
    });
  });

  it('gives a notice, not a failure, to a token without attestations: write; the release assets stand', async () => {
    const gh = new FakeGitHub({ repository: REPO, tokens: { [NO_ATTEST]: 'write' }, noAttestationsWrite: [NO_ATTEST] });
    await gh.start();
    try {
      const { run, release: r } = await release(gh, 'v1.0.0', TOOLS_V1, {}, NO_ATTEST);
      expect(ok(run)).toEqual({ code: 0, stderr: '', errors: [] });
      expect(run.commands.filter((c) => c.command === 'notice').map((c) => c.message)).toContainEqual(
        expect.stringMatching(/attestations: write/),
      );
      expect(run.outputs['attestation-id']).toBeUndefined();
      expect(gh.attestations).toHaveLength(0);
      expect(r.assets.map((a) => a.name).sort()).toEqual([
        'io.github.octo-org_docs.manifest.json',
        ASSET,
        'io.github.octo-org_docs.statement.json',
      ]);
      expect(run.stdout).not.toContain(NO_ATTEST);
    } finally {
      await gh.stop();
    }
  });

  it('starts at revision 1 on purpose with previous-bundle: none, though earlier releases are signed', async () => {
    const gh = new FakeGitHub({ repository: REPO, tokens: { [WRITE]: 'write' } });
    await gh.start();
    try {
      expect((await release(gh, 'v1.0.0', TOOLS_V1)).run.outputs.revision).toBe('1');
      expect((await release(gh, 'v1.1.0', TOOLS_V2)).run.outputs.revision).toBe('2');
      const restarted = (await release(gh, 'v2.0.0', TOOLS_V3, { 'previous-bundle': 'none' })).run;
      expect(ok(restarted).code).toBe(0);
      expect(restarted.outputs.revision).toBe('1');
    } finally {
      await gh.stop();
    }
  });

  it("refuses an earlier release's bundle signed by another repository before signing (UNTRUSTED_SIGNER, no log entry)", async () => {
    const gh = new FakeGitHub({ repository: REPO, tokens: { [WRITE]: 'write' } });
    await gh.start();
    try {
      const built = buildStatement({ serverName: SERVER, serverVersion: '1.0.0', tools: TOOLS_V1 });
      const foreign = await signStatement(built.statementText, {
        identityToken: sigstore.issueToken(githubClaims({ repository: 'octo-org/evil', ref: 'refs/tags/v1.0.0' })),
        endpoints: { fulcioURL: sigstore.fulcioURL, rekorURL: sigstore.rekorURL },
        retries: 0,
      });
      gh.addRelease('v1.0.0').assets.push({ id: 88_888, name: ASSET, content: foreign.bundleText });
      const logged = sigstore.logSize();
      const { run } = await release(gh, 'v1.1.0', TOOLS_V2);
      expect(run.code).toBe(1);
      expect(ok(run).errors).toEqual([expect.stringMatching(/^UNTRUSTED_SIGNER: .*octo-org\/evil/)]);
      expect(sigstore.logSize()).toBe(logged);
    } finally {
      await gh.stop();
    }
  });

  describe('a private repository', () => {
    let gh: FakeGitHub;
    let run: ActionRun;
    let logged = 0;
    let tsaOnlyRoot = '';

    beforeAll(async () => {
      gh = new FakeGitHub({ repository: REPO, tokens: { [WRITE]: 'write' }, privateRepository: true });
      await gh.start();
      logged = sigstore.logSize();
      // GitHub's instance is Fulcio plus a timestamp authority: here the local ones, and no rekor-url.
      ({ run } = await release(
        gh,
        'v1.0.0',
        TOOLS_V1,
        { 'rekor-url': '', 'tsa-url': sigstore.tsaURL, sigstore: 'github' },
        WRITE,
        'private',
      ));
      tsaOnlyRoot = join(workspace, 'tsa-only-root.json');
      writeFileSync(tsaOnlyRoot, JSON.stringify({ ...sigstore.trustedRoot, tlogs: [] }));
    }, 120_000);
    afterAll(async () => {
      await gh.stop();
    });

    it('signs without writing to the transparency log: a timestamp instead', () => {
      expect(ok(run)).toEqual({ code: 0, stderr: '', errors: [] });
      expect(sigstore.logSize()).toBe(logged);
      expect(run.outputs['log-index']).toBeUndefined();
      const bundle = JSON.parse(readFileSync(run.outputs['bundle-path']!, 'utf8'));
      expect(bundle.verificationMaterial.tlogEntries).toEqual([]);
      expect(bundle.verificationMaterial.timestampVerificationData.rfc3161Timestamps).toHaveLength(1);
    });

    it('verifies against a trusted root with that timestamp authority and no log; a root with logs wants a log entry', async () => {
      const args = (root: string) => [
        'verify',
        '--repo',
        REPO,
        '--trusted-root',
        root,
        '--snapshot',
        join(workspace, `s${n}.snapshot.json`),
      ];
      const r = await runInProcess(args(tsaOnlyRoot), { GITHUB_API_URL: gh.url, GITHUB_TOKEN: WRITE });
      expect([r.error, r.code]).toEqual([undefined, 0]);
      const withLogs = await runInProcess(args(sigstore.trustedRootPath), { GITHUB_API_URL: gh.url, GITHUB_TOKEN: WRITE });
      expect([withLogs.error, withLogs.code]).toEqual(['SIGNATURE_INVALID', 1]);
    });
  });
});
