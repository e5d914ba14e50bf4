import { ToolsealError } from '../../../src/core/errors.js';
import { assertLockPublisher, publisherInLockOrder, samePublisher, withPublisherPin } from '../../../src/core/lock/lock-publisher.js';
import { type LockedServer } from '../../../src/core/lock/lock.js';
import { parseLock } from '../../../src/core/lock/lock-read.js';
import { serializeLock } from '../../../src/core/lock/lock-text.js';

const SAN = 'https://github.com/octo-org/docs-server/.github/workflows/release.yml@refs/tags/v1.4.2';
const ISSUER = 'https://token.actions.githubusercontent.com';
const bad = (what: string): never => {
  throw new ToolsealError('INVALID_LOCK', what);
};
const reason = (p: unknown) => {
  try {
    assertLockPublisher(p, bad);
    return 'ok';
  } catch (e) {
    return (e as ToolsealError).message;
  }
};

describe('assertLockPublisher', () => {
  it.each([
    ['exactly one way to name the signer', { certificateIdentity: SAN, certificateOidcIssuer: ISSUER, repo: 'octo-org/docs-server' }],
    ['no way at all', { certificateOidcIssuer: ISSUER }],
    ['no issuer', { certificateIdentity: SAN }],
    ['an empty identity', { certificateIdentity: '', certificateOidcIssuer: ISSUER }],
    ['an unknown member', { certificateIdentity: SAN, certificateOidcIssuer: ISSUER, trustEverything: true }],
    ['a revision of 0', { certificateIdentity: SAN, certificateOidcIssuer: ISSUER, revision: 0 }],
    ['a fractional revision', { certificateIdentity: SAN, certificateOidcIssuer: ISSUER, revision: 1.5 }],
    ['a look-alike server name', { certificateIdentity: SAN, certificateOidcIssuer: ISSUER, server: 'іo.github.octo-org/docs' }],
    ['allowReusableCallers false', { certificateIdentity: SAN, certificateOidcIssuer: ISSUER, allowReusableCallers: false }],
  ])('(hostile) refuses %s', (_n, p) => {
    expect(reason(p)).not.toBe('ok');
  });

  it.each([
    ['an exact identity', { certificateIdentity: SAN, certificateOidcIssuer: ISSUER }],
    [
      'a pattern with a revision and server',
      {
        certificateIdentityRegexp: 'https://github\\.com/octo-org/.+',
        certificateOidcIssuer: ISSUER,
        revision: 3,
        server: 'io.github.octo-org/docs',
      },
    ],
    [
      'a repository narrowed',
      {
        repo: 'octo-org/docs-server',
        certificateOidcIssuer: ISSUER,
        signerWorkflow: '.github/workflows/release.yml',
        signerRef: 'refs/tags/v1',
      },
    ],
    ['a reusable workflow caller', { certificateIdentity: SAN, certificateOidcIssuer: ISSUER, allowReusableCallers: true }],
  ])('(twin) takes %s', (_n, p) => {
    expect(reason(p)).toBe('ok');
  });
});

describe('a lock entry with a publisher', () => {
  const entry: LockedServer = { manifestDigest: `sha256:${'a'.repeat(64)}`, toolCount: 0, tools: {} };
  it('is written in sorted order and read back as it was', () => {
    const pin = withPublisherPin(entry, {
      server: 'io.github.octo-org/docs',
      revision: 2,
      certificateOidcIssuer: ISSUER,
      certificateIdentity: SAN,
    });
    expect(Object.keys(pin)).toEqual(['manifestDigest', 'publisher', 'toolCount', 'tools']);
    expect(Object.keys(pin.publisher!)).toEqual(['certificateIdentity', 'certificateOidcIssuer', 'revision', 'server']);
    const text = serializeLock({ lockfileVersion: 1, servers: { docs: pin } });
    expect(parseLock(text, 'mcp-tools.lock').servers.docs!.publisher).toEqual(pin.publisher);
    expect(withPublisherPin(pin, undefined)).not.toHaveProperty('publisher');
  });

  it('(hostile) a publisher that is not an object is INVALID_LOCK, naming the entry', () => {
    const text = JSON.stringify({ lockfileVersion: 1, servers: { docs: { ...entry, publisher: 'anyone' } } });
    expect(() => parseLock(text, 'mcp-tools.lock')).toThrow(/servers\["docs"\]: publisher is not an object/);
  });

  it('samePublisher compares every member, in any order', () => {
    const a = { certificateIdentity: SAN, certificateOidcIssuer: ISSUER, revision: 1 };
    expect(samePublisher(a, publisherInLockOrder({ revision: 1, certificateOidcIssuer: ISSUER, certificateIdentity: SAN }))).toBe(true);
    expect(samePublisher(a, { ...a, revision: 2 })).toBe(false);
    expect(samePublisher(undefined, a)).toBe(false);
    expect(samePublisher(undefined, undefined)).toBe(true);
  });
});
