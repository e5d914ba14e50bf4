import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArtifactSpec } from '../../../src/core/statement/artifact-subjects.js';
import { assertStatement, parseStatement } from '../../../src/core/statement/statement.js';
import { codeOf } from '../../support/thrown.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { snapshotText, TOOLS } from '../../support/signing-bench.js';
import { packTinyPackage } from '../../support/pack.js';

const SERVER = 'io.github.octo-org/docs';

describe('statement --artifact: the artifacts that serve a surface, as subjects after the manifest', () => {
  let dir: string;
  let tarball: string;
  let snapshot: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'toolseal-artifact-'));
    tarball = packTinyPackage(dir, '@octo-org/docs-server', '1.4.2', 'release');
    snapshot = join(dir, 'docs.snapshot.json');
    writeFileSync(snapshot, snapshotText(TOOLS));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const statement = (...more: string[]) => runInProcess(['statement', '--snapshot', snapshot, '--server-name', SERVER, ...more]);

  it('adds an npm pack tarball (base name, sha256 and sha512 of its bytes) and an OCI digest after the manifest subject', async () => {
    const out = join(dir, 'a.statement.json');
    const oci = `oci://ghcr.io/octo-org/docs@sha256:${'ab'.repeat(32)}`;
    const r = await statement('--artifact', tarball, '--artifact', oci, '--out', out);
    expect([r.error, r.code]).toEqual([undefined, 0]);
    const bytes = readFileSync(tarball);
    const s = parseStatement(readFileSync(out, 'utf8'), out);
    expect(s.subject[0].name).toBe(SERVER);
    expect(s.subject.slice(1)).toEqual([
      {
        name: basename(tarball),
        digest: { sha256: createHash('sha256').update(bytes).digest('hex'), sha512: createHash('sha512').update(bytes).digest('hex') },
      },
      { name: 'oci://ghcr.io/octo-org/docs', digest: { sha256: 'ab'.repeat(32) } },
    ]);
    expect(r.stdout).toContain(`artifact "${basename(tarball)}" sha256:`);
    // Its twin without --artifact: the same manifest subject, alone (digests do not change).
    const plain = join(dir, 'plain.statement.json');
    expect((await statement('--out', plain)).code).toBe(0);
    const p = parseStatement(readFileSync(plain, 'utf8'), plain);
    expect(p.subject).toEqual([s.subject[0]]);
    expect(p.predicate).toEqual(s.predicate);
  });

  it.each([
    ['an OCI tag without a digest', 'oci://ghcr.io/octo-org/docs:1.4.2'],
    ['an OCI digest that is not sha256 hex', 'oci://ghcr.io/octo-org/docs@sha256:XYZ'],
    ['an npm range', 'npm:@octo-org/docs-server@^1.4.0'],
    ['an npm dist-tag', 'npm:@octo-org/docs-server@latest'],
    ['an npm name that is not one', 'npm:Docs Server@1.0.0'],
    ['a URL', 'https://example.com/docs-server-1.4.2.tgz'],
  ])('refuses %s (exit 2), while its twin passes', async (_what, spec) => {
    const r = await statement('--artifact', spec);
    expect([r.error, r.code]).toEqual(['INVALID_INPUT', 2]);
  });

  it('parses the twins of the refused specs', () => {
    expect(parseArtifactSpec(`oci://ghcr.io/octo-org/docs@sha256:${'0'.repeat(64)}`).kind).toBe('oci');
    expect(parseArtifactSpec('npm:@octo-org/docs-server@1.4.2')).toMatchObject({
      kind: 'npm',
      name: '@octo-org/docs-server',
      version: '1.4.2',
    });
    expect(parseArtifactSpec('npm:docs-server@1.4.2-rc.1')).toMatchObject({ kind: 'npm', name: 'docs-server', version: '1.4.2-rc.1' });
  });

  it('refuses the same artifact twice, and a missing file', async () => {
    expect((await statement('--artifact', tarball, '--artifact', tarball)).error).toBe('INVALID_INPUT');
    expect((await statement('--artifact', join(dir, 'nope.tgz'))).error).toBe('IO_ERROR');
  });

  it('checks the artifact subjects of a statement it reads: a bad digest or a repeated name is refused', async () => {
    const out = join(dir, 'b.statement.json');
    expect((await statement('--artifact', tarball, '--out', out)).code).toBe(0);
    const doc = JSON.parse(readFileSync(out, 'utf8'));
    expect(() => assertStatement(structuredClone(doc))).not.toThrow();
    const badDigest = structuredClone(doc);
    badDigest.subject[1].digest.sha512 = 'AB'.repeat(64);
    expect(codeOf(() => assertStatement(badDigest))).toBe('STATEMENT_INVALID');
    const otherAlg = structuredClone(doc);
    otherAlg.subject[1].digest = { md5: '0'.repeat(32) };
    expect(codeOf(() => assertStatement(otherAlg))).toBe('STATEMENT_INVALID');
    const repeated = structuredClone(doc);
    repeated.subject.push(structuredClone(repeated.subject[1]));
    expect(codeOf(() => assertStatement(repeated))).toBe('STATEMENT_INVALID');
    const named = structuredClone(doc);
    named.subject[1].name = SERVER;
    expect(codeOf(() => assertStatement(named))).toBe('STATEMENT_INVALID');
  });
});
