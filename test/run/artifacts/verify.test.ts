import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStatement } from '../../../src/core/statement/statement.js';
import type { RawTool } from '../../../src/core/surface/surface.js';
import { resolveArtifacts } from '../../../src/run/artifacts.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import {
  DEFAULT_CLAIMS,
  DEFAULT_SERVER_NAME,
  TOOLS,
  sanOf,
  snapshotText,
  startSigningBench,
  type SigningBench,
} from '../../support/signing-bench.js';
import { packTinyPackage } from '../../support/pack.js';

/**
 * verify --artifact: the artifact a consumer runs must be a subject of the signed surface. Two releases
 * of one server, each signed (local Fulcio/Rekor) with its own `npm pack` tarball as a subject.
 */
describe('verify --artifact binds the signed surface to the artifact that serves it', () => {
  let bench: SigningBench;
  let scratch: string;
  const SAN = sanOf(DEFAULT_CLAIMS);
  const TOOLS_2: RawTool[] = [...TOOLS, { name: 'list_pages', description: 'List the pages' }];
  let release1: { bundle: string; tarball: string; snapshot: string; manifestHex: string };
  let release2: { bundle: string; tarball: string; snapshot: string };
  let twin: string;

  async function release(version: string, tools: RawTool[], marker: string) {
    const tarball = packTinyPackage(scratch, '@octo-org/docs-server', version, marker);
    const built = buildStatement({
      serverName: DEFAULT_SERVER_NAME,
      serverVersion: version,
      tools,
      artifacts: await resolveArtifacts([tarball]),
    });
    const bundle = bench.write(`docs-${version}.sigstore.json`, await bench.signText(built.statementText));
    const snapshot = bench.write(`docs-${version}.snapshot.json`, snapshotText(tools));
    return { bundle, tarball, snapshot, manifestHex: built.manifestDigest.slice('sha256:'.length) };
  }

  beforeAll(async () => {
    bench = await startSigningBench();
    scratch = mkdtempSync(join(tmpdir(), 'toolseal-artifact-verify-'));
    release1 = await release('1.4.2', TOOLS, 'release-1');
    release2 = await release('1.5.0', TOOLS_2, 'release-2');
    // Same name and version as release 1, other bytes: what a hostile mirror would serve.
    twin = packTinyPackage(scratch, '@octo-org/docs-server', '1.4.2', 'hostile');
  });
  afterAll(async () => {
    await bench.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const verify = (bundle: string, snapshot: string, ...more: string[]) =>
    runInProcess([
      'verify',
      '--bundle',
      bundle,
      '--trusted-root',
      bench.sigstore.trustedRootPath,
      '--certificate-identity',
      SAN,
      '--snapshot',
      snapshot,
      ...more,
    ]);

  it('passes for the tarball released with this surface', async () => {
    const r = await verify(release1.bundle, release1.snapshot, '--artifact', release1.tarball);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(r.stdout).toContain('match: same');
  });

  it('fails for its hostile twin (same name and version, other bytes): ARTIFACT_MISMATCH, exit 1', async () => {
    const r = await verify(release1.bundle, release1.snapshot, '--artifact', twin);
    expect([r.error, r.code]).toEqual(['ARTIFACT_MISMATCH', 1]);
    expect(r.stderr).toContain('is not a subject of this signed surface');
  });

  it('fails for the tarball of another release, signed with another surface; that release passes with it', async () => {
    const r = await verify(release1.bundle, release1.snapshot, '--artifact', release2.tarball);
    expect([r.error, r.code]).toEqual(['ARTIFACT_MISMATCH', 1]);
    const own = await verify(release2.bundle, release2.snapshot, '--artifact', release2.tarball);
    expect([own.error, own.code]).toEqual([undefined, 0]);
  });

  it('fails when one of several artifacts is not signed, and never takes the manifest subject for an artifact', async () => {
    const both = await verify(release1.bundle, release1.snapshot, '--artifact', release1.tarball, '--artifact', twin);
    expect(both.error).toBe('ARTIFACT_MISMATCH');
    const manifestAsImage = await verify(
      release1.bundle,
      release1.snapshot,
      '--artifact',
      `oci://ghcr.io/octo-org/docs@sha256:${release1.manifestHex}`,
    );
    expect([manifestAsImage.error, manifestAsImage.code]).toEqual(['ARTIFACT_MISMATCH', 1]);
  });

  it('verifies a bundle with artifact subjects as before when no --artifact is given', async () => {
    const r = await verify(release1.bundle, release1.snapshot);
    expect([r.error, r.code]).toEqual([undefined, 0]);
  });
});
