import { assertPackagePin, pinOfReference, samePackagePin, type PackagePin } from '../../../src/core/origin/package-pin.js';
import { imageReference } from '../../../src/core/origin/package-launch-docker.js';

const DIGEST = `sha256:${'ab'.repeat(32)}`;
const NPM: PackagePin = { ecosystem: 'npm', name: '@acme/server', version: '1.2.3', integrity: `sha512-${'A'.repeat(86)}==` };

/** What assertPackagePin says is wrong, or undefined when it takes the value. */
function refusal(v: unknown): string | undefined {
  try {
    assertPackagePin(v, (what) => {
      throw new Error(what);
    });
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('assertPackagePin', () => {
  it.each([
    ['an npm pin with its SRI integrity', NPM],
    ['a PyPI pin without an integrity', { ecosystem: 'pypi', name: 'mcp-server-time', version: '1.2.3' }],
    ['an image pin with its digest', { ecosystem: 'oci', name: 'ghcr.io/acme/server', version: '1.2', integrity: DIGEST }],
  ])('takes %s (the twin of every refusal below)', (_what, pin) => {
    expect(refusal(pin)).toBeUndefined();
  });

  it.each([
    ['not an object', ['npm'], 'package is not an object'],
    ['an unknown member', { ...NPM, registry: 'https://evil.example' }, 'package has an unknown member "registry"'],
    ['another ecosystem', { ...NPM, ecosystem: 'cargo' }, 'package.ecosystem must be npm, pypi or oci'],
    ['an empty name', { ...NPM, name: '' }, 'package.name is not a name of 1 to 512 characters'],
    ['a version past the bound', { ...NPM, version: '1'.repeat(513) }, 'package.version is not a name of 1 to 512 characters'],
    ['an npm integrity that is not SRI', { ...NPM, integrity: DIGEST }, 'package.integrity is not an SRI string (sha512-<base64>)'],
    [
      'an image integrity that is not sha256:<hex>',
      { ecosystem: 'oci', name: 'ghcr.io/acme/server', version: '1.2', integrity: NPM.integrity },
      'package.integrity is not sha256:<64 hex>',
    ],
  ])('refuses %s', (_what, pin, message) => {
    expect(refusal(pin)).toBe(message);
  });
});

describe('samePackagePin', () => {
  it('is the same pin when every member is, and absent only beside absent', () => {
    expect(samePackagePin(NPM, { ...NPM })).toBe(true);
    expect(samePackagePin(undefined, undefined)).toBe(true);
    expect(samePackagePin(NPM, undefined)).toBe(false);
    expect(samePackagePin(NPM, { ...NPM, integrity: `sha512-${'B'.repeat(86)}==` })).toBe(false);
    expect(samePackagePin(NPM, { ...NPM, version: '1.2.4' })).toBe(false);
  });
});

describe('pinOfReference', () => {
  it('an image digest pins by itself; a tag alone does not, nor an npm version (its integrity is resolved elsewhere)', () => {
    expect(pinOfReference(imageReference(`ghcr.io/acme/server:1.2@${DIGEST}`))).toEqual({
      ecosystem: 'oci',
      name: 'ghcr.io/acme/server',
      version: '1.2',
      integrity: DIGEST,
    });
    expect(pinOfReference(imageReference(`ghcr.io/acme/server@${DIGEST}`))?.version).toBe(DIGEST);
    expect(pinOfReference(imageReference('ghcr.io/acme/server:1.2'))).toBeUndefined();
    expect(pinOfReference({ launcher: 'npx', ecosystem: 'npm', name: '@acme/server', version: '1.2.3' })).toBeUndefined();
  });
});
