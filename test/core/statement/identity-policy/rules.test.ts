import {
  FULCIO_OID,
  checkIdentity,
  checkNamespace,
  decodeFulcioExtension,
  githubIdentityPolicy,
  issuerOf,
  namespaceOwnerOf,
  signerIdentityOf,
  wholeStringRegExp,
  type IdentityPolicy,
} from '../../../../src/core/statement/identity-policy.js';
import { isToolsealError, type ErrorCode } from '../../../../src/core/errors.js';

const utf8 = (s: string) => new TextEncoder().encode(s);
/** A DER UTF8String of s (short or long length form). */
function der(s: string): Uint8Array {
  const body = utf8(s);
  const len = body.length < 0x80 ? [body.length] : body.length < 0x100 ? [0x81, body.length] : [0x82, body.length >> 8, body.length & 0xff];
  return new Uint8Array([0x0c, ...len, ...body]);
}

function codeOf(f: () => unknown): ErrorCode | undefined {
  try {
    f();
    return undefined;
  } catch (e) {
    if (isToolsealError(e)) return e.code;
    throw e;
  }
}

const ISSUER = 'https://token.actions.githubusercontent.com';
const SAN = 'https://github.com/octo-org/docs-server/.github/workflows/release.yml@refs/tags/v1.4.2';

describe('decodeFulcioExtension', () => {
  it('reads the newer OIDs as DER UTF8String, short and long length forms', () => {
    expect(decodeFulcioExtension(FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI, der('https://github.com/octo-org'))).toBe(
      'https://github.com/octo-org',
    );
    const long = 'https://github.com/' + 'x'.repeat(200);
    expect(decodeFulcioExtension(FULCIO_OID.SOURCE_REPOSITORY_URI, der(long))).toBe(long);
  });

  it('reads the legacy OIDs (1 to 6) as raw bytes', () => {
    expect(decodeFulcioExtension(FULCIO_OID.ISSUER_V1, utf8(ISSUER))).toBe(ISSUER);
  });

  it('does not take a raw value where a DER one is expected (raw bytes compared would)', () => {
    expect(codeOf(() => decodeFulcioExtension(FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI, utf8('https://github.com/octo-org')))).toBe(
      'UNTRUSTED_SIGNER',
    );
  });

  it('refuses trailing bytes, a short value, non-minimal lengths and invalid UTF-8', () => {
    const good = der('abc');
    expect(codeOf(() => decodeFulcioExtension(FULCIO_OID.ISSUER_V2, new Uint8Array([...good, 0x00])))).toBe('UNTRUSTED_SIGNER');
    expect(codeOf(() => decodeFulcioExtension(FULCIO_OID.ISSUER_V2, good.subarray(0, 3)))).toBe('UNTRUSTED_SIGNER');
    expect(codeOf(() => decodeFulcioExtension(FULCIO_OID.ISSUER_V2, new Uint8Array([0x0c, 0x81, 0x03, 0x61, 0x62, 0x63])))).toBe(
      'UNTRUSTED_SIGNER',
    );
    expect(codeOf(() => decodeFulcioExtension(FULCIO_OID.ISSUER_V2, new Uint8Array([0x0c, 0x02, 0xc3, 0x28])))).toBe('UNTRUSTED_SIGNER');
    expect(codeOf(() => decodeFulcioExtension(FULCIO_OID.ISSUER_V1, new Uint8Array([0xff])))).toBe('UNTRUSTED_SIGNER');
  });

  it('leaves out a Fulcio extension it does not read when its value is not a string, but refuses one it reads', () => {
    const issuer = { oid: FULCIO_OID.ISSUER_V2, value: der(ISSUER) };
    const integer = new Uint8Array([0x02, 0x01, 0x05]); // a DER INTEGER, as a future extension might hold
    const signer = signerIdentityOf(SAN, [issuer, { oid: '1.3.6.1.4.1.57264.1.99', value: integer }]);
    expect(issuerOf(signer)).toBe(ISSUER);
    expect(signer.extensions['1.3.6.1.4.1.57264.1.99']).toBeUndefined();
    expect(codeOf(() => signerIdentityOf(SAN, [issuer, { oid: FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI, value: integer }]))).toBe(
      'UNTRUSTED_SIGNER',
    );
  });

  it('refuses a certificate carrying one Fulcio extension twice', () => {
    const ext = { oid: FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI, value: der('https://github.com/a') };
    expect(codeOf(() => signerIdentityOf(SAN, [ext, { ...ext, value: der('https://github.com/b') }]))).toBe('UNTRUSTED_SIGNER');
  });
});

describe('checkIdentity', () => {
  // As Fulcio writes it for a GitHub Actions run: the run's repository beside the SAN's workflow.
  const signer = signerIdentityOf(SAN, [
    { oid: FULCIO_OID.ISSUER_V2, value: der(ISSUER) },
    { oid: FULCIO_OID.SOURCE_REPOSITORY_URI, value: der('https://github.com/octo-org/docs-server') },
  ]);
  const exact = (san: string, issuer = ISSUER): IdentityPolicy => ({ issuer, identity: { kind: 'exact', san } });
  const regexp = (pattern: string): IdentityPolicy => ({ issuer: ISSUER, identity: { kind: 'regexp', pattern } });

  it('accepts the exact SAN and issuer', () => {
    expect(codeOf(() => checkIdentity(signer, exact(SAN)))).toBeUndefined();
  });

  it('refuses a prefix, a suffix and a case variant of the SAN', () => {
    expect(codeOf(() => checkIdentity(signer, exact(SAN.slice(0, -1))))).toBe('UNTRUSTED_SIGNER');
    expect(codeOf(() => checkIdentity(signer, exact(SAN.slice(8))))).toBe('UNTRUSTED_SIGNER');
    expect(codeOf(() => checkIdentity(signer, exact(SAN.toUpperCase())))).toBe('UNTRUSTED_SIGNER');
  });

  it('takes an exact identity literally, not as a pattern', () => {
    // As a regular expression, the dots of the policy's SAN would match the X of this signer's.
    const lookalike = signerIdentityOf(SAN.replace('github.com', 'githubXcom'), [{ oid: FULCIO_OID.ISSUER_V2, value: der(ISSUER) }]);
    expect(codeOf(() => checkIdentity(lookalike, exact(SAN)))).toBe('UNTRUSTED_SIGNER');
    expect(codeOf(() => checkIdentity(signer, exact('.*')))).toBe('UNTRUSTED_SIGNER');
  });

  it('matches a regexp against the whole SAN only', () => {
    expect(codeOf(() => checkIdentity(signer, regexp('https://github\\.com/octo-org/.*')))).toBeUndefined();
    expect(codeOf(() => checkIdentity(signer, regexp('octo-org/docs-server')))).toBe('UNTRUSTED_SIGNER');
    expect(codeOf(() => checkIdentity(signer, regexp('https://github\\.com/octo-org/docs-server')))).toBe('UNTRUSTED_SIGNER');
    expect(codeOf(() => checkIdentity(signer, regexp('x|https://github\\.com/octo-org/docs-server/.*')))).toBeUndefined();
    expect(codeOf(() => checkIdentity(signer, regexp('https://github\\.com/octo-org/docs|x')))).toBe('UNTRUSTED_SIGNER');
  });

  it('refuses another issuer, and reads the legacy issuer extension when the newer one is absent', () => {
    expect(codeOf(() => checkIdentity(signer, exact(SAN, 'https://accounts.google.com')))).toBe('ISSUER_MISMATCH');
    const legacy = signerIdentityOf(SAN, [
      { oid: FULCIO_OID.ISSUER_V1, value: utf8(ISSUER) },
      { oid: FULCIO_OID.GITHUB_WORKFLOW_REPOSITORY_V1, value: utf8('octo-org/docs-server') },
    ]);
    expect(issuerOf(legacy)).toBe(ISSUER);
    expect(codeOf(() => checkIdentity(legacy, exact(SAN)))).toBeUndefined();
    expect(codeOf(() => checkIdentity(signerIdentityOf(SAN, []), exact(SAN)))).toBe('ISSUER_MISMATCH');
  });

  it('matches the issuer exactly: a near miss on either side is refused, the exact issuer passes (the twin)', () => {
    const longer = signerIdentityOf(SAN, [{ oid: FULCIO_OID.ISSUER_V2, value: der(`${ISSUER}.evil.example`) }]);
    expect(codeOf(() => checkIdentity(longer, exact(SAN)))).toBe('ISSUER_MISMATCH');
    expect(codeOf(() => checkIdentity(signer, exact(SAN, ISSUER.slice(0, -4))))).toBe('ISSUER_MISMATCH');
    expect(codeOf(() => checkIdentity(signer, exact(SAN, ISSUER.toUpperCase())))).toBe('ISSUER_MISMATCH');
    expect(codeOf(() => checkIdentity(signer, exact(SAN, ISSUER)))).toBeUndefined();
  });

  it('refuses a certificate without a SAN', () => {
    const none = signerIdentityOf(undefined, [{ oid: FULCIO_OID.ISSUER_V2, value: der(ISSUER) }]);
    expect(codeOf(() => checkIdentity(none, regexp('.*')))).toBe('UNTRUSTED_SIGNER');
  });

  it('refuses an invalid pattern as usage', () => {
    expect(codeOf(() => wholeStringRegExp('('))).toBe('USAGE');
  });

  it('refuses a pattern that would close the anchoring group early (it compiles only inside the wrapper)', () => {
    // `^(?:foo)|(.*)$` compiles and matches any SAN; the pattern alone has an unmatched `)`.
    for (const p of ['foo)|(.*', 'x)|.*|(?:y', ')|(.*']) {
      expect(codeOf(() => wholeStringRegExp(p))).toBe('USAGE');
      expect(codeOf(() => checkIdentity(signer, regexp(p)))).toBe('USAGE');
    }
  });

  it('keeps every branch of an alternation anchored: a|b against a-prefix and prefix-b', () => {
    const ab = (san: string) => signerIdentityOf(san, [{ oid: FULCIO_OID.ISSUER_V2, value: der(ISSUER) }]);
    expect(codeOf(() => checkIdentity(ab('a'), regexp('a|b')))).toBeUndefined();
    expect(codeOf(() => checkIdentity(ab('b'), regexp('a|b')))).toBeUndefined();
    expect(codeOf(() => checkIdentity(ab('a-prefix'), regexp('a|b')))).toBe('UNTRUSTED_SIGNER');
    expect(codeOf(() => checkIdentity(ab('prefix-b'), regexp('a|b')))).toBe('UNTRUSTED_SIGNER');
  });

  it('does not let a line break end the match early ($ is the end of the SAN, not of a line)', () => {
    const twoLines = signerIdentityOf(`${SAN}\nhttps://evil.example/x`, [{ oid: FULCIO_OID.ISSUER_V2, value: der(ISSUER) }]);
    expect(codeOf(() => checkIdentity(twoLines, regexp('https://github\\.com/octo-org/docs-server/[^\\n]*')))).toBe('UNTRUSTED_SIGNER');
    expect(codeOf(() => checkIdentity(signer, regexp('https://github\\.com/octo-org/docs-server/[^\\n]*')))).toBeUndefined();
  });

  it('takes lookarounds and inline flag groups, still over the whole SAN', () => {
    expect(codeOf(() => checkIdentity(signer, regexp('(?=https://github\\.com/octo-org/).*(?<=@refs/tags/v1\\.4\\.2)')))).toBeUndefined();
    expect(codeOf(() => checkIdentity(signer, regexp('(?=https://github\\.com/octo-org/).*(?<=@refs/tags/v1)')))).toBe('UNTRUSTED_SIGNER');
    // A lookbehind sees past the start of the match, not past the SAN: a prefix cannot be skipped by it.
    expect(codeOf(() => checkIdentity(signer, regexp('(?<=https://)github\\.com/.*')))).toBe('UNTRUSTED_SIGNER');
    expect(codeOf(() => checkIdentity(signer, regexp('(?i:HTTPS://GITHUB\\.COM/OCTO-ORG/).*')))).toBeUndefined();
    expect(codeOf(() => checkIdentity(signer, regexp('(?i:HTTPS://GITHUB\\.COM/OCTO-ORG/)')))).toBe('UNTRUSTED_SIGNER');
  });
});

describe('checkNamespace', () => {
  const signerOf = (owner?: string) =>
    signerIdentityOf(SAN, owner === undefined ? [] : [{ oid: FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI, value: der(owner) }]);

  it('reads the owner of io.github.<owner>/… names only', () => {
    expect(namespaceOwnerOf('io.github.octo-org/docs')).toBe('octo-org');
    expect(namespaceOwnerOf('com.example/docs')).toBeUndefined();
    expect(namespaceOwnerOf('io.githubx.octo-org/docs')).toBeUndefined();
  });

  it('accepts the owner, case-insensitively', () => {
    expect(codeOf(() => checkNamespace('io.github.octo-org/docs', signerOf('https://github.com/octo-org')))).toBeUndefined();
    expect(codeOf(() => checkNamespace('io.github.Octo-Org/docs', signerOf('https://github.com/octo-org')))).toBeUndefined();
    expect(codeOf(() => checkNamespace('io.github.octo-org/docs', signerOf('https://github.com/OCTO-ORG')))).toBeUndefined();
  });

  it('refuses another owner, an owner with the same prefix, and a certificate without the owner extension', () => {
    expect(codeOf(() => checkNamespace('io.github.octo-org/docs', signerOf('https://github.com/evil-org')))).toBe('NAMESPACE_MISMATCH');
    expect(codeOf(() => checkNamespace('io.github.octo/docs', signerOf('https://github.com/octo-org')))).toBe('NAMESPACE_MISMATCH');
    expect(codeOf(() => checkNamespace('io.github.octo-org/docs', signerOf('https://github.com/octo')))).toBe('NAMESPACE_MISMATCH');
    expect(codeOf(() => checkNamespace('io.github.octo-org/docs', signerOf()))).toBe('NAMESPACE_MISMATCH');
    expect(codeOf(() => checkNamespace('io.github./docs', signerOf('https://github.com/')))).toBe('NAMESPACE_MISMATCH');
  });

  it('does not apply to other names', () => {
    expect(codeOf(() => checkNamespace('com.example/docs', signerOf()))).toBeUndefined();
  });

  it('reads the owner of a name without a slash, and of an upper-case prefix', () => {
    expect(namespaceOwnerOf('io.github.octo-org')).toBe('octo-org');
    expect(namespaceOwnerOf('IO.GitHub.Octo-Org/docs')).toBe('Octo-Org');
    expect(codeOf(() => checkNamespace('io.github.octo-org', signerOf('https://github.com/octo-org')))).toBeUndefined();
    expect(codeOf(() => checkNamespace('io.github.evil-org', signerOf('https://github.com/octo-org')))).toBe('NAMESPACE_MISMATCH');
    expect(codeOf(() => checkNamespace('IO.GITHUB.evil-org/docs', signerOf('https://github.com/octo-org')))).toBe('NAMESPACE_MISMATCH');
    expect(codeOf(() => checkNamespace('IO.GITHUB.OCTO-ORG/docs', signerOf('https://github.com/octo-org')))).toBeUndefined();
  });

  it('takes the whole segment before the slash as the owner (a dotted name is not its first label)', () => {
    expect(codeOf(() => checkNamespace('io.github.octo-org.evil/docs', signerOf('https://github.com/octo-org')))).toBe(
      'NAMESPACE_MISMATCH',
    );
    expect(codeOf(() => checkNamespace('io.github.octo-org/evil-org/docs', signerOf('https://github.com/octo-org')))).toBeUndefined();
    expect(codeOf(() => checkNamespace('io.github.octo-org/evil-org/docs', signerOf('https://github.com/evil-org')))).toBe(
      'NAMESPACE_MISMATCH',
    );
  });

  it("folds ASCII case only: a look-alike letter (the Kelvin sign) is not the owner's k", () => {
    expect(codeOf(() => checkNamespace('io.github.\u212Aevin/docs', signerOf('https://github.com/kevin')))).toBe('NAMESPACE_MISMATCH');
    expect(codeOf(() => checkNamespace('io.github.Kevin/docs', signerOf('https://github.com/kevin')))).toBeUndefined();
    expect(namespaceOwnerOf('\u0130O.github.kevin/docs')).toBeUndefined();
  });
});

describe('githubIdentityPolicy (the gh-style --repo, --owner, --signer-workflow, --signer-ref)', () => {
  const ISSUER = 'https://token.actions.githubusercontent.com';
  const signer = (san: string, repo = 'octo-org/docs', owner = 'octo-org') => ({
    san,
    extensions: {
      [FULCIO_OID.ISSUER_V2]: ISSUER,
      [FULCIO_OID.SOURCE_REPOSITORY_URI]: `https://github.com/${repo}`,
      [FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI]: `https://github.com/${owner}`,
    },
  });
  const RELEASE = 'https://github.com/octo-org/docs/.github/workflows/release.yml@refs/tags/v1.0.0';
  const check = (policy: IdentityPolicy, s: ReturnType<typeof signer>) => codeOf(() => checkIdentity(s, policy));

  describe('with --repo alone', () => {
    const policy = githubIdentityPolicy({ repo: 'octo-org/docs' });
    it('accepts any workflow of the repository at any ref, the names in any case', () => {
      expect(check(policy, signer(RELEASE))).toBeUndefined();
      expect(
        check(policy, signer('https://github.com/Octo-Org/Docs/.github/workflows/ci.yml@refs/heads/main', 'Octo-Org/Docs', 'Octo-Org')),
      ).toBeUndefined();
    });
    it('refuses another repository, a repository whose name only starts the same, and a non-workflow SAN', () => {
      expect(check(policy, signer(RELEASE.replace('/docs/', '/docs-evil/'), 'octo-org/docs-evil'))).toBe('UNTRUSTED_SIGNER');
      expect(check(policy, signer(RELEASE.replace('/docs/', '/docs-evil/')))).toBe('UNTRUSTED_SIGNER'); // SAN of another repo, source claims this one
      expect(check(policy, signer(RELEASE, 'octo-org/other'))).toBe('UNTRUSTED_SIGNER'); // run in another repository
      expect(check(policy, signer('https://github.com/octo-org/docs/scripts/sign.yml@refs/heads/main'))).toBe('UNTRUSTED_SIGNER');
      expect(check(policy, signer('mailto:octo@example.com'))).toBe('UNTRUSTED_SIGNER');
    });
    it('checks the issuer exactly first', () => {
      const s = signer(RELEASE);
      s.extensions[FULCIO_OID.ISSUER_V2] = 'https://token.actions.githubusercontent.com.evil';
      expect(check(policy, s)).toBe('ISSUER_MISMATCH');
    });
  });

  it('narrows to one workflow file (PATH or OWNER/REPO/PATH) and one ref, exactly', () => {
    const wf = githubIdentityPolicy({
      repo: 'octo-org/docs',
      signerWorkflow: '.github/workflows/release.yml',
      signerRef: 'refs/tags/v1.0.0',
    });
    expect(check(wf, signer(RELEASE))).toBeUndefined();
    expect(check(wf, signer(RELEASE.replace('release.yml', 'release.yml.bak')))).toBe('UNTRUSTED_SIGNER');
    expect(check(wf, signer(RELEASE.replace('v1.0.0', 'v1.0.0-rc')))).toBe('UNTRUSTED_SIGNER');
    // A reusable workflow of another repository, called from this one.
    const reusable = githubIdentityPolicy({ repo: 'octo-org/docs', signerWorkflow: 'octo-org/shared/.github/workflows/sign.yml' });
    expect(check(reusable, signer('https://github.com/octo-org/shared/.github/workflows/sign.yml@refs/heads/main'))).toBeUndefined();
    expect(check(reusable, signer(RELEASE))).toBe('UNTRUSTED_SIGNER');
  });

  it('with --owner accepts any repository of that owner only', () => {
    const policy = githubIdentityPolicy({ owner: 'octo-org' });
    expect(check(policy, signer(RELEASE))).toBeUndefined();
    expect(
      check(policy, signer('https://github.com/octo-orgx/docs/.github/workflows/r.yml@refs/heads/main', 'octo-orgx/docs', 'octo-orgx')),
    ).toBe('UNTRUSTED_SIGNER');
  });

  it('refuses names GitHub cannot hold and options that do not fit (USAGE)', () => {
    for (const bad of [
      { repo: 'octo-org' },
      { repo: 'a/b/c' },
      { owner: 'octo org' },
      {},
      { repo: 'a/b', owner: 'a' },
      { repo: 'a/b', signerWorkflow: 'release.yml' },
      { repo: 'a/b', signerWorkflow: '.github/workflows/../x.yml' },
      { repo: 'a/b', signerRef: 'v1.0.0' },
      { owner: 'a', signerWorkflow: '.github/workflows/x.yml' },
    ]) {
      expect(codeOf(() => githubIdentityPolicy(bad))).toBe('USAGE');
    }
  });
});
