import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseStatement } from '../../../src/core/statement/statement.js';
import { closeHttp, listen } from '../../support/loopback-http.js';
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
import { startLocalNpmRegistry, type LocalNpmRegistry } from '../../support/local-npm-registry.js';
import { packTinyPackage } from '../../support/pack.js';

const NAME = '@octo-org/docs-server';
const NPM_ARTIFACT = `npm:${NAME}@1.4.2`;

/** A packument answering for NAME@1.4.2 with this integrity, whose tarball is these bytes. */
function hostileRegistry(integrityOf: Buffer, served: Buffer, packageName = NAME): Server {
  return createServer((req, res) => {
    const base = `http://127.0.0.1:${req.socket.localPort as number}`;
    if (req.url === '/@octo-org%2Fdocs-server') {
      res.setHeader('content-type', 'application/json');
      const integrity = `sha512-${createHash('sha512').update(integrityOf).digest('base64')}`;
      res.end(
        JSON.stringify({
          name: packageName,
          versions: { '1.4.2': { name: NAME, version: '1.4.2', dist: { integrity, tarball: `${base}/docs-server-1.4.2.tgz` } } },
        }),
      );
    } else if (req.url === '/docs-server-1.4.2.tgz') {
      res.end(served);
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
}

/**
 * npm: artifacts through a real npm registry (verdaccio on 127.0.0.1, the package `npm publish`ed to it):
 * signed with the registry's integrity as a subject, then verified by that npm version; and registries
 * that serve other bytes.
 */
describe('npm:NAME@VERSION artifacts, resolved through a real local npm registry', () => {
  let registry: LocalNpmRegistry;
  let bench: SigningBench;
  let scratch: string;
  let tarball: string;
  let twin: string;
  let snapshot: string;
  let bundle: string;
  let statementPath: string;
  const hostile: Server[] = [];
  const SAN = sanOf(DEFAULT_CLAIMS);

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'toolseal-npm-artifact-'));
    [registry, bench] = await Promise.all([startLocalNpmRegistry(), startSigningBench()]);
    tarball = packTinyPackage(scratch, NAME, '1.4.2', 'release');
    twin = packTinyPackage(scratch, NAME, '1.4.2', 'hostile');
    await registry.publish(tarball);
    snapshot = join(scratch, 'docs.snapshot.json');
    writeFileSync(snapshot, snapshotText(TOOLS));
    statementPath = join(scratch, 'docs.statement.json');
    const r = await runInProcess([
      'statement',
      '--snapshot',
      snapshot,
      '--server-name',
      DEFAULT_SERVER_NAME,
      '--artifact',
      NPM_ARTIFACT,
      '--npm-registry',
      registry.url,
      '--out',
      statementPath,
    ]);
    if (r.code !== 0) throw new Error(`statement failed: ${r.stderr}`);
    bundle = bench.write('docs.sigstore.json', await bench.signText(readFileSync(statementPath, 'utf8')));
  }, 180_000);
  afterAll(async () => {
    await Promise.all([registry?.close(), bench?.close(), ...hostile.map(closeHttp)]);
    rmSync(scratch, { recursive: true, force: true });
  });

  async function startHostile(integrityOf: Buffer, served: Buffer, packageName?: string): Promise<string> {
    const s = hostileRegistry(integrityOf, served, packageName);
    hostile.push(s);
    return `http://127.0.0.1:${await listen(s)}/`;
  }

  const verify = (...more: string[]) =>
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

  it('signs the package URL with the registry integrity (the sha512 of the published tarball) and its sha256', () => {
    const bytes = readFileSync(tarball);
    const s = parseStatement(readFileSync(statementPath, 'utf8'), statementPath);
    expect(s.subject.slice(1)).toEqual([
      {
        name: 'pkg:npm/%40octo-org/docs-server@1.4.2',
        digest: { sha256: createHash('sha256').update(bytes).digest('hex'), sha512: createHash('sha512').update(bytes).digest('hex') },
      },
    ]);
  });

  it('verifies by the npm version through the registry, and by the packed tarball itself', async () => {
    const byNpm = await verify('--artifact', NPM_ARTIFACT, '--npm-registry', registry.url);
    expect([byNpm.error, byNpm.code]).toEqual([undefined, 0]);
    const byEnv = await runInProcess(
      [
        'verify',
        '--bundle',
        bundle,
        '--trusted-root',
        bench.sigstore.trustedRootPath,
        '--certificate-identity',
        SAN,
        '--snapshot',
        snapshot,
        '--artifact',
        NPM_ARTIFACT,
      ],
      { npm_config_registry: registry.url },
    );
    expect([byEnv.error, byEnv.code]).toEqual([undefined, 0]);
    const byFile = await verify('--artifact', tarball);
    expect([byFile.error, byFile.code]).toEqual([undefined, 0]);
  });

  it("fails a registry serving the twin under the same version, with the twin's integrity (ARTIFACT_MISMATCH: not signed)", async () => {
    const bytes = readFileSync(twin);
    const url = await startHostile(bytes, bytes);
    const r = await verify('--artifact', NPM_ARTIFACT, '--npm-registry', url);
    expect([r.error, r.code]).toEqual(['ARTIFACT_MISMATCH', 1]);
    expect(r.stderr).toContain('is not a subject of this signed surface');
  });

  it('fails a registry whose tarball is not its own integrity, in statement and in verify (ARTIFACT_MISMATCH)', async () => {
    const url = await startHostile(readFileSync(tarball), readFileSync(twin));
    const v = await verify('--artifact', NPM_ARTIFACT, '--npm-registry', url);
    expect([v.error, v.code]).toEqual(['ARTIFACT_MISMATCH', 1]);
    expect(v.stderr).toContain("is not the registry's integrity");
    const s = await runInProcess([
      'statement',
      '--snapshot',
      snapshot,
      '--server-name',
      DEFAULT_SERVER_NAME,
      '--artifact',
      NPM_ARTIFACT,
      '--npm-registry',
      url,
    ]);
    expect([s.error, s.code]).toEqual(['ARTIFACT_MISMATCH', 1]);
  });

  it('refuses a packument for another package, while the same document under the right name resolves', async () => {
    const bytes = readFileSync(tarball);
    const other = await startHostile(bytes, bytes, '@octo-org/other-server');
    const r = await verify('--artifact', NPM_ARTIFACT, '--npm-registry', other);
    expect([r.error, r.code]).toEqual(['INVALID_INPUT', 2]);
    const same = await startHostile(bytes, bytes);
    expect((await verify('--artifact', NPM_ARTIFACT, '--npm-registry', same)).code).toBe(0);
  });

  it('refuses a version the registry does not have (exit 2), while the published one resolves', async () => {
    const r = await runInProcess([
      'statement',
      '--snapshot',
      snapshot,
      '--server-name',
      DEFAULT_SERVER_NAME,
      '--artifact',
      `npm:${NAME}@9.9.9`,
      '--npm-registry',
      registry.url,
    ]);
    expect([r.error, r.code]).toEqual(['INVALID_INPUT', 2]);
    expect(r.stderr).toContain('no such version');
  });
});
