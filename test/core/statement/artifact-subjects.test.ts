import { assertArtifactSubject, npmSubjectName, parseArtifactSpec } from '../../../src/core/statement/artifact-subjects.js';
import { codeOf, messageOf } from '../../support/thrown.js';

const HEX64 = 'a'.repeat(64);

describe('parseArtifactSpec (--artifact)', () => {
  it('reads an OCI digest, an exact npm version and a local file', () => {
    expect(parseArtifactSpec(`oci://ghcr.io/acme/docs@sha256:${HEX64}`)).toEqual({
      kind: 'oci',
      spec: `oci://ghcr.io/acme/docs@sha256:${HEX64}`,
      repository: 'ghcr.io/acme/docs',
      sha256: HEX64,
    });
    expect(parseArtifactSpec('npm:@acme/docs-server@1.2.3-rc.1')).toEqual({
      kind: 'npm',
      spec: 'npm:@acme/docs-server@1.2.3-rc.1',
      name: '@acme/docs-server',
      version: '1.2.3-rc.1',
    });
    expect(parseArtifactSpec('dist/docs.mcpb')).toEqual({ kind: 'file', spec: 'dist/docs.mcpb', path: 'dist/docs.mcpb' });
  });

  it('refuses what names no bytes: an OCI tag, an npm range or dist-tag, a URL (hostile)', () => {
    for (const spec of [
      'oci://ghcr.io/acme/docs:latest',
      `oci://ghcr.io/acme/docs@sha256:${'A'.repeat(64)}`,
      'npm:docs-server@^1.2.3',
      'npm:docs-server@latest',
      'npm:docs-server',
      'NPM:docs-server@1.0.0',
      'https://example.com/docs.tgz',
    ])
      expect([spec, codeOf(() => parseArtifactSpec(spec))]).toEqual([spec, 'INVALID_INPUT']);
  });

  it('refuses a control or bidi character, and quotes the spec so the message cannot drive a terminal (hostile)', () => {
    const message = messageOf(() => parseArtifactSpec('docs\u202e.tgz'));
    expect(message).toContain('\\u202e');
    expect(message).not.toContain('\u202e');
    expect(codeOf(() => parseArtifactSpec(''))).toBe('INVALID_INPUT');
  });
});

describe('npmSubjectName', () => {
  it('is the package URL, a scope percent-encoded', () => {
    expect(npmSubjectName('@acme/docs', '1.2.3')).toBe('pkg:npm/%40acme/docs@1.2.3');
    expect(npmSubjectName('docs', '0.1.0')).toBe('pkg:npm/docs@0.1.0');
  });
});

describe('assertArtifactSubject', () => {
  it('takes a name and a sha256 and/or sha512 digest in lowercase hex', () => {
    expect(() =>
      assertArtifactSubject({ name: 'docs.tgz', digest: { sha256: HEX64, sha512: 'b'.repeat(128) } }, 'subject', 'INVALID_INPUT'),
    ).not.toThrow();
  });

  it('refuses another algorithm, a short or upper-case digest, a hidden character in the name, an empty digest (hostile)', () => {
    for (const subject of [
      { name: 'x', digest: { md5: 'a'.repeat(32) } },
      { name: 'x', digest: { sha256: 'a'.repeat(63) } },
      { name: 'x', digest: { sha256: 'A'.repeat(64) } },
      { name: 'x\u0000y', digest: { sha256: HEX64 } },
      { name: 'x', digest: {} },
      { name: '', digest: { sha256: HEX64 } },
      { name: 'x'.repeat(513), digest: { sha256: HEX64 } },
      ['x'],
    ])
      expect(codeOf(() => assertArtifactSubject(subject, 'statement: subject[1]', 'STATEMENT_INVALID'))).toBe('STATEMENT_INVALID');
    expect(messageOf(() => assertArtifactSubject({ name: 'x', digest: { md5: 'a' } }, 'statement: subject[1]', 'STATEMENT_INVALID'))).toBe(
      'statement: subject[1]: digest.md5: only sha256 and sha512 are taken',
    );
  });
});
