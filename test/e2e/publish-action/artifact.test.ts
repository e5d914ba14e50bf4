import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { buildSnapshot } from '../../../src/core/snapshot/snapshot.js';
import { parseStatement } from '../../../src/core/statement/statement.js';
import { ROOT } from '../../support/paths.js';
import { runAction } from '../../support/run-action.js';
import { githubClaims, startLocalSigstore, type LocalSigstore, type TokenEndpoint } from '../../support/local-sigstore.js';
import { packTinyPackage } from '../../support/pack.js';

const SERVER = 'io.github.octo-org/docs';
const TOOLS = [{ name: 'search', description: 'Search the docs', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } }];

/** The publish action's `artifact` input and the verify action's, run as processes (the built dist). */
describe("the actions' artifact input (one artifact a line)", () => {
  let sigstore: LocalSigstore;
  let endpoint: TokenEndpoint;
  let workspace: string;
  const claims = githubClaims({ repository: 'octo-org/docs', ref: 'refs/tags/v1.0.0' });
  const SAN = `https://github.com/${claims.job_workflow_ref}`;
  const IMAGE = `oci://ghcr.io/octo-org/docs@sha256:${'cd'.repeat(32)}`;
  let tarball: string;
  let twin: string;
  let bundlePath: string;

  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'dist', 'publish.js'))) throw new Error('dist/publish.js is missing: run npm run bundle first');
    sigstore = await startLocalSigstore();
    endpoint = await sigstore.startTokenEndpoint(claims);
    workspace = mkdtempSync(join(tmpdir(), 'toolseal-artifact-action-'));
    const packs = mkdtempSync(join(tmpdir(), 'toolseal-artifact-packs-'));
    // The release's tarball in the workspace; its twin (same name and version, other bytes) in a folder of its own.
    const packed = packTinyPackage(packs, '@octo-org/docs-server', '1.0.0', 'release');
    tarball = join(workspace, basename(packed));
    copyFileSync(packed, tarball);
    mkdirSync(join(workspace, 'twin'));
    twin = join(workspace, 'twin', basename(packed));
    copyFileSync(packTinyPackage(packs, '@octo-org/docs-server', '1.0.0', 'hostile'), twin);
    rmSync(packs, { recursive: true, force: true });
    writeFileSync(
      join(workspace, 'docs.snapshot.json'),
      JSON.stringify(
        buildSnapshot({
          server: 'docs',
          transport: 'stdio',
          protocolVersion: '2025-11-25',
          serverInfo: { name: 'docs', version: '1.0.0' },
          pages: 1,
          tools: TOOLS,
        }),
      ),
    );
  });
  afterAll(async () => {
    await sigstore.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it("publish signs the artifacts as subjects after the manifest's; verify passes for the tarball and fails its twin", async () => {
    const run = await runAction(ROOT, {
      cwd: workspace,
      inputs: {
        'server-name': SERVER,
        'fulcio-url': sigstore.fulcioURL,
        'rekor-url': sigstore.rekorURL,
        snapshot: 'docs.snapshot.json',
        'previous-bundle': 'none',
        attest: 'false',
        artifact: `${basename(tarball)}\n\n${IMAGE}\n`,
      },
      env: endpoint.env,
    });
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    bundlePath = run.outputs['bundle-path']!;
    // No release: the fragment names the digest the attestation is stored under.
    expect(JSON.parse(readFileSync(run.outputs['registry-fragment-path']!, 'utf8'))).toEqual({
      _meta: {
        'io.modelcontextprotocol.registry/publisher-provided': {
          'dev.toolseal/surface': {
            manifestDigest: run.outputs['manifest-digest'],
            revision: 1,
            bundle: run.outputs['manifest-digest'],
            // The signed interop set hashes ride along (this server has no prompts or instructions).
            interop: { toolSetHash: expect.stringMatching(/^sha256:[0-9a-f]{64}$/), promptSetHash: null, instructionsHash: null },
          },
        },
      },
    });
    const statement = parseStatement(readFileSync(run.outputs['statement-path']!, 'utf8'), 'statement');
    const bytes = readFileSync(tarball);
    expect(statement.subject.slice(1)).toEqual([
      {
        name: basename(tarball),
        digest: { sha256: createHash('sha256').update(bytes).digest('hex'), sha512: createHash('sha512').update(bytes).digest('hex') },
      },
      { name: 'oci://ghcr.io/octo-org/docs', digest: { sha256: 'cd'.repeat(32) } },
    ]);

    const verify = (artifact: string) =>
      runAction(join(ROOT, 'verify'), {
        cwd: workspace,
        inputs: {
          bundle: bundlePath,
          'certificate-identity': SAN,
          'trusted-root': sigstore.trustedRootPath,
          snapshot: 'docs.snapshot.json',
          artifact,
        },
      });
    const ok = await verify(`${basename(tarball)}\n${IMAGE}`);
    expect({ code: ok.code, stderr: ok.stderr }).toEqual({ code: 0, stderr: '' });
    const bad = await verify(join('twin', basename(twin)));
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('::error::ARTIFACT_MISMATCH');
  }, 120_000);
});
