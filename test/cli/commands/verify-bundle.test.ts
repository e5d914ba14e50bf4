import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VECTORS } from '../../support/paths.js';
import { runInProcess } from '../../support/run-cli-in-process.js';

// `toolseal verify-bundle` (src/cli/commands/verify-bundle.ts), in this process, on bundles of the
// sigstore-conformance vectors: what it prints for a verified bundle (signed by an identity, or with a
// key), exit 1 for a signer other than the one asked for, and the arguments it refuses. (Every case of the
// suite: test/sigstore/verify/conformance.test.ts.)

const SUITE = join(VECTORS, 'sigstore-conformance', 'bundle-verify');
const IDENTITY =
  'https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/.github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main';
const ISSUER = 'https://token.actions.githubusercontent.com';
const ARTIFACT = join(SUITE, 'a.txt');
const HAPPY = join(SUITE, 'happy-path-v0.3', 'bundle.sigstore.json');
const KEYED = join(SUITE, 'managed-key-happy-path');

const verify = (...args: string[]) => runInProcess(['verify-bundle', ...args]);

describe('toolseal verify-bundle', () => {
  it('a bundle signed by the identity asked for: exit 0, and who signed it', async () => {
    const r = await verify('--bundle', HAPPY, '--certificate-identity', IDENTITY, '--certificate-oidc-issuer', ISSUER, ARTIFACT);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`verified ${HAPPY} signed by "${IDENTITY}"\n`);
    expect(r.stderr).toBe('');
  });

  it('--json, and the artifact given as its digest', async () => {
    const digest = `sha256:${createHash('sha256').update(readFileSync(ARTIFACT)).digest('hex')}`;
    const r = await verify('--json', '--bundle', HAPPY, '--certificate-identity', IDENTITY, '--certificate-oidc-issuer', ISSUER, digest);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ verified: true, bundle: HAPPY, identity: IDENTITY });
  });

  it('the same bundle for another identity, or another issuer, is exit 1; so is another artifact', async () => {
    const other = await verify('--bundle', HAPPY, '--certificate-identity', `${IDENTITY}x`, '--certificate-oidc-issuer', ISSUER, ARTIFACT);
    expect(other.code).toBe(1);
    expect(other.stdout).toBe('');
    expect(other.stderr.trimEnd().split('\n')).toHaveLength(1);
    const issuer = await verify(
      '--bundle',
      HAPPY,
      '--certificate-identity',
      IDENTITY,
      '--certificate-oidc-issuer',
      'https://accounts.example.com',
      ARTIFACT,
    );
    expect(issuer.code).toBe(1);
    const artifact = await verify(
      '--bundle',
      HAPPY,
      '--certificate-identity',
      IDENTITY,
      '--certificate-oidc-issuer',
      ISSUER,
      `sha256:${'0'.repeat(64)}`,
    );
    expect(artifact.code).toBe(1);
    expect(artifact.stderr).toBe(
      `toolseal: SIGNATURE_INVALID: ${HAPPY}: digest mismatch (trusted root: the public-good trusted root shipped with toolseal)\n`,
    );
  });

  it('a bundle signed with a key: verified with that key', async () => {
    const bundle = join(KEYED, 'bundle.sigstore.json');
    const r = await verify('--bundle', bundle, '--key', join(KEYED, 'key.pub'), ARTIFACT);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toBe(`verified ${bundle} signed with the given key\n`);
  });

  it.each([
    ['no --bundle', [ARTIFACT], 'verify-bundle needs --bundle FILE'],
    ['no artifact', ['--bundle', HAPPY, '--key', 'k.pem'], 'verify-bundle needs the artifact: a FILE or sha256:<hex>'],
    [
      'a key and an identity',
      ['--bundle', HAPPY, '--key', 'k.pem', '--certificate-identity', IDENTITY, ARTIFACT],
      'give --key or the certificate identity options, not both',
    ],
    [
      'an identity without its issuer',
      ['--bundle', HAPPY, '--certificate-identity', IDENTITY, ARTIFACT],
      'give --certificate-identity and --certificate-oidc-issuer, or --key',
    ],
  ])('refuses %s (exit 2, one line)', async (_what, args, message) => {
    const r = await verify(...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`toolseal: USAGE: ${message}\n`);
  });
});
