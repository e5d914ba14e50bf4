import {
  FULCIO_OID,
  checkIdentity,
  githubIdentityPolicy,
  signerIdentityOf,
  type IdentityPolicy,
  type RawExtension,
} from '../../../../src/core/statement/identity-policy.js';
import { isToolsealError, type ErrorCode } from '../../../../src/core/errors.js';
import { messageOf } from '../../../support/thrown.js';

// The SAN of a reusable workflow names the called workflow, whoever calls it: a run of another repository
// that calls the publisher's release.yml gets the publisher's SAN. The run's own repository is the
// certificate's Source Repository URI; a SAN policy (exact or pattern) holds it to the SAN's repository
// unless `caller` says otherwise. Each hostile certificate beside its twin.

const ISSUER = 'https://token.actions.githubusercontent.com';
const SAN = 'https://github.com/octo-org/docs-server/.github/workflows/release.yml@refs/tags/v1.4.2';

/** The code thrown, or undefined when the check passes. */
function codeOf(f: () => unknown): ErrorCode | undefined {
  try {
    f();
    return undefined;
  } catch (e) {
    if (isToolsealError(e)) return e.code;
    throw e;
  }
}

const utf8 = (s: string) => new TextEncoder().encode(s);
const der = (s: string) => new Uint8Array([0x0c, utf8(s).length, ...utf8(s)]);

/** A GitHub Actions certificate's identity: this SAN, run in `source` (Source Repository URI), or without one. */
function signer(san: string, source: string | undefined) {
  const extensions: RawExtension[] = [{ oid: FULCIO_OID.ISSUER_V2, value: der(ISSUER) }];
  if (source !== undefined) {
    extensions.push({ oid: FULCIO_OID.SOURCE_REPOSITORY_URI, value: der(source) });
    extensions.push({ oid: FULCIO_OID.SOURCE_REPOSITORY_OWNER_URI, value: der(source.split('/').slice(0, 4).join('/')) });
  }
  return signerIdentityOf(san, extensions);
}

const exact = (san: string, caller?: IdentityPolicy['caller']): IdentityPolicy => ({
  issuer: ISSUER,
  identity: { kind: 'exact', san },
  ...(caller ? { caller } : {}),
});
const regexp = (pattern: string): IdentityPolicy => ({ issuer: ISSUER, identity: { kind: 'regexp', pattern } });

const publisherRun = signer(SAN, 'https://github.com/octo-org/docs-server');
const callerRun = signer(SAN, 'https://github.com/evil-org/evil-server');

describe('checkIdentity: the run of a SAN policy must be in the SAN repository', () => {
  it('hostile: the publisher SAN from a run of another repository (a caller of the reusable workflow) is refused', () => {
    expect(codeOf(() => checkIdentity(callerRun, exact(SAN)))).toBe('UNTRUSTED_SIGNER');
    expect(messageOf(() => checkIdentity(callerRun, exact(SAN)))).toBe(
      `certificate identity ${JSON.stringify(SAN)} ran in "https://github.com/evil-org/evil-server", not in https://github.com/octo-org/docs-server: ` +
        'the workflow was called from another repository (a reusable workflow); give --source-repo OWNER/REPO for the caller you trust, or --allow-reusable-callers',
    );
    // A pattern over the SAN is no different: the run is still elsewhere.
    expect(codeOf(() => checkIdentity(callerRun, regexp('https://github\\.com/octo-org/docs-server/.+')))).toBe('UNTRUSTED_SIGNER');
  });

  it('twin: the same SAN from a run of its own repository passes, the owner and name in any case', () => {
    expect(codeOf(() => checkIdentity(publisherRun, exact(SAN)))).toBeUndefined();
    expect(codeOf(() => checkIdentity(publisherRun, regexp('https://github\\.com/octo-org/docs-server/.+')))).toBeUndefined();
    expect(codeOf(() => checkIdentity(signer(SAN, 'https://github.com/Octo-Org/Docs-Server'), exact(SAN)))).toBeUndefined();
  });

  it('hostile: a repository whose name only starts like the SAN one, and a certificate that names no run repository', () => {
    expect(codeOf(() => checkIdentity(signer(SAN, 'https://github.com/octo-org/docs-server-fork'), exact(SAN)))).toBe('UNTRUSTED_SIGNER');
    expect(codeOf(() => checkIdentity(signer(SAN, undefined), exact(SAN)))).toBe('UNTRUSTED_SIGNER');
  });

  it('twin: a certificate from before the Source Repository URI, read by its legacy GitHub Workflow Repository', () => {
    const legacy = (repo: string) =>
      signerIdentityOf(SAN, [
        { oid: FULCIO_OID.ISSUER_V1, value: utf8(ISSUER) },
        { oid: FULCIO_OID.GITHUB_WORKFLOW_REPOSITORY_V1, value: utf8(repo) },
      ]);
    expect(codeOf(() => checkIdentity(legacy('octo-org/docs-server'), exact(SAN)))).toBeUndefined();
    expect(codeOf(() => checkIdentity(legacy('evil-org/evil-server'), exact(SAN)))).toBe('UNTRUSTED_SIGNER');
  });

  it('a SAN that is not a github.com workflow has no repository to hold the run to (an e-mail, another forge)', () => {
    const mail = signerIdentityOf('dev@example.com', [{ oid: FULCIO_OID.ISSUER_V2, value: der('https://accounts.example.com') }]);
    expect(
      codeOf(() => checkIdentity(mail, { issuer: 'https://accounts.example.com', identity: { kind: 'exact', san: 'dev@example.com' } })),
    ).toBeUndefined();
  });
});

describe('checkIdentity: caller (--source-repo, --allow-reusable-callers)', () => {
  const trusted = { kind: 'repository', repository: 'evil-org/evil-server' } as const;

  it('--source-repo: the run must be in that repository: the caller named passes, the publisher itself and a third are refused', () => {
    expect(codeOf(() => checkIdentity(callerRun, exact(SAN, trusted)))).toBeUndefined();
    expect(codeOf(() => checkIdentity(publisherRun, exact(SAN, trusted)))).toBe('UNTRUSTED_SIGNER');
    expect(codeOf(() => checkIdentity(signer(SAN, 'https://github.com/third/x'), exact(SAN, trusted)))).toBe('UNTRUSTED_SIGNER');
    expect(codeOf(() => checkIdentity(signer(SAN, undefined), exact(SAN, trusted)))).toBe('UNTRUSTED_SIGNER');
  });

  it('--allow-reusable-callers: a run of any repository passes; the SAN itself is still matched', () => {
    expect(codeOf(() => checkIdentity(callerRun, exact(SAN, { kind: 'any' })))).toBeUndefined();
    expect(codeOf(() => checkIdentity(callerRun, exact(SAN.replace('v1.4.2', 'v9'), { kind: 'any' })))).toBe('UNTRUSTED_SIGNER');
  });
});

describe('a workflow file name that holds @: the SAN ref begins at its last @refs/', () => {
  const atSan = 'https://github.com/octo-org/docs-server/.github/workflows/re@lease.yml@refs/tags/v1.4.2';
  const atRun = signer(atSan, 'https://github.com/octo-org/docs-server');

  it('--signer-workflow and --signer-ref match the file re@lease.yml at its ref (read at the first @, the path was .github/workflows/re)', () => {
    const policy = githubIdentityPolicy({
      repo: 'octo-org/docs-server',
      signerWorkflow: '.github/workflows/re@lease.yml',
      signerRef: 'refs/tags/v1.4.2',
    });
    expect(codeOf(() => checkIdentity(atRun, policy))).toBeUndefined();
  });

  it('hostile twin: a prefix of that file name, or the same file at another ref, is refused', () => {
    const prefix = githubIdentityPolicy({ repo: 'octo-org/docs-server', signerWorkflow: '.github/workflows/re' });
    expect(codeOf(() => checkIdentity(atRun, prefix))).toBe('UNTRUSTED_SIGNER');
    const otherRef = githubIdentityPolicy({
      repo: 'octo-org/docs-server',
      signerWorkflow: '.github/workflows/re@lease.yml',
      signerRef: 'refs/tags/v1',
    });
    expect(codeOf(() => checkIdentity(atRun, otherRef))).toBe('UNTRUSTED_SIGNER');
  });

  it('the exact SAN rule reads the repository of such a SAN too (hostile caller refused, own run passes)', () => {
    expect(codeOf(() => checkIdentity(atRun, exact(atSan)))).toBeUndefined();
    expect(codeOf(() => checkIdentity(signer(atSan, 'https://github.com/evil-org/x'), exact(atSan)))).toBe('UNTRUSTED_SIGNER');
  });

  it('--signer-workflow takes a file name with @ but not one holding @refs/ (that is --signer-ref)', () => {
    expect(codeOf(() => githubIdentityPolicy({ repo: 'o/r', signerWorkflow: '.github/workflows/a@b.yml' }))).toBeUndefined();
    expect(codeOf(() => githubIdentityPolicy({ repo: 'o/r', signerWorkflow: '.github/workflows/a.yml@refs/tags/v1' }))).toBe('USAGE');
  });
});
