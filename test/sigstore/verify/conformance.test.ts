import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliProcess } from '../../support/run-process.js';
import { ROOT, VECTORS } from '../../support/paths.js';
import { publicGoodTrustedRoot } from '../../../src/sigstore/trusted-root.js';
import { errorCodeOf, runInProcess } from '../../support/run-cli-in-process.js';

/**
 * The sigstore-conformance bundle-verify suite, run through `toolseal verify-bundle` in the conformance
 * CLI protocol: every folder ending in `_fail` must be rejected, every other one accepted. Per-case files
 * (identity, issuer, artifact, key.pub, trusted_root.json) override the defaults of the vectors' README.
 */
const SUITE = join(VECTORS, 'sigstore-conformance', 'bundle-verify');
const DEFAULT_IDENTITY =
  'https://github.com/sigstore-conformance/extremely-dangerous-public-oidc-beacon/.github/workflows/extremely-dangerous-oidc-beacon.yml@refs/heads/main';
const DEFAULT_ISSUER = 'https://token.actions.githubusercontent.com';

const cases = readdirSync(SUITE)
  .filter((name) => statSync(join(SUITE, name)).isDirectory())
  .sort();

/** The conformance CLI's argv for a case: `verify-bundle --bundle B (identity | --key) [--trusted-root] ARTIFACT`. */
function argvOf(name: string): string[] {
  const dir = join(SUITE, name);
  const file = (f: string) => join(dir, f);
  const text = (f: string) => (existsSync(file(f)) ? readFileSync(file(f), 'utf8').trim() : undefined);
  const argv = ['verify-bundle', '--bundle', file('bundle.sigstore.json')];
  if (existsSync(file('key.pub'))) argv.push('--key', file('key.pub'));
  else
    argv.push(
      '--certificate-identity',
      text('identity') ?? DEFAULT_IDENTITY,
      '--certificate-oidc-issuer',
      text('issuer') ?? DEFAULT_ISSUER,
    );
  if (existsSync(file('trusted_root.json'))) argv.push('--trusted-root', file('trusted_root.json'));
  argv.push(existsSync(file('artifact')) ? file('artifact') : join(SUITE, 'a.txt'));
  return argv;
}

describe('verify-bundle on the sigstore-conformance bundle-verify suite', () => {
  it('has the whole suite (70 cases)', () => {
    expect(cases).toHaveLength(70);
  });

  const outcomes = new Map<string, boolean>();
  afterAll(() => {
    const passed = [...outcomes.values()].filter(Boolean).length;
    // The count the issue asks for; a test failure above names the case that missed.
    console.log(`sigstore-conformance bundle-verify: ${passed}/${cases.length} cases as expected`);
  });

  it.each(cases)('%s', async (name) => {
    const r = await runInProcess(argvOf(name));
    const expectFail = name.endsWith('_fail');
    outcomes.set(name, expectFail ? r.code !== 0 : r.code === 0);
    if (expectFail) {
      expect(r.code).not.toBe(0);
      // A rejection is a verification verdict, never a crash of toolseal itself.
      expect(errorCodeOf(r.stderr)).not.toBe('IO_ERROR');
    } else {
      expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    }
  });
});

describe('the same suite with each artifact given as its sha256: digest', () => {
  it.each(cases)('%s', async (name) => {
    const argv = argvOf(name);
    const artifact = argv[argv.length - 1]!;
    argv[argv.length - 1] = `sha256:${createHash('sha256').update(readFileSync(artifact)).digest('hex')}`;
    const r = await runInProcess(argv);
    if (name.endsWith('_fail')) expect(r.code).not.toBe(0);
    else expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
  });
});

describe('the case sigstore-js alone accepts: a trusted root whose log key validity has no start', () => {
  const name = 'trust-root-tlog-missing-validity-start_fail';
  let temp: string;
  beforeAll(() => {
    temp = mkdtempSync(join(tmpdir(), 'toolseal-conf-'));
  });
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('is refused as an invalid trusted root', async () => {
    const r = await runInProcess(argvOf(name));
    expect(r.code).toBe(2);
    expect(errorCodeOf(r.stderr)).toBe('INVALID_TRUSTED_ROOT');
  });

  it('verifies once the start is restored (the control: the rule, not the bundle, made it fail)', async () => {
    const root = JSON.parse(readFileSync(join(SUITE, name, 'trusted_root.json'), 'utf8'));
    const log = root.tlogs.find(
      (t: { publicKey: { validFor?: { start?: string } } }) => t.publicKey.validFor && !t.publicKey.validFor.start,
    );
    expect(log).toBeDefined();
    log.publicKey.validFor.start = '2025-01-01T00:00:00Z';
    const fixed = join(temp, 'trusted_root.json');
    writeFileSync(fixed, JSON.stringify(root));
    const argv = argvOf(name);
    argv[argv.indexOf('--trusted-root') + 1] = fixed;
    const r = await runInProcess(argv);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
  });
});

describe("verify-bundle identity is exact, not sigstore-js's unanchored regular expression", () => {
  const happy = argvOf('happy-path-v0.3');
  const withIdentity = (identity: string) => {
    const argv = [...happy];
    argv[argv.indexOf('--certificate-identity') + 1] = identity;
    return argv;
  };

  it('accepts the exact SAN', async () => {
    expect((await runInProcess(happy)).code).toBe(0);
  });

  it('refuses a prefix of the SAN', async () => {
    const r = await runInProcess(withIdentity(DEFAULT_IDENTITY.replace(/@refs\/heads\/main$/, '')));
    expect(errorCodeOf(r.stderr)).toBe('UNTRUSTED_SIGNER');
    expect(r.code).toBe(1);
  });

  it('refuses a pattern that would match as a regular expression', async () => {
    const r = await runInProcess(withIdentity('https://github.com/sigstore-conformance/.*'));
    expect(errorCodeOf(r.stderr)).toBe('UNTRUSTED_SIGNER');
  });

  it('refuses another issuer', async () => {
    const argv = [...happy];
    argv[argv.indexOf('--certificate-oidc-issuer') + 1] = 'https://accounts.google.com';
    const r = await runInProcess(argv);
    expect(errorCodeOf(r.stderr)).toBe('ISSUER_MISMATCH');
  });

  it('refuses a DSSE bundle whose subject is not the artifact (sigstore-js does not check DSSE subjects)', async () => {
    const argv = argvOf('happy-path-intoto-in-dsse-v3');
    expect((await runInProcess(argv)).code).toBe(0);
    argv[argv.length - 1] = join(SUITE, 'intoto-with-custom-trust-root', 'artifact');
    const r = await runInProcess(argv);
    expect(errorCodeOf(r.stderr)).toBe('SIGNATURE_INVALID');
  });

  it('accepts a DSSE artifact given as its sha256: digest, and refuses another digest', async () => {
    const argv = argvOf('happy-path-intoto-in-dsse-v3');
    argv[argv.length - 1] = 'sha256:a0cfc71271d6e278e57cd332ff957c3f7043fdda354c4cbb190a30d56efa01bf';
    expect((await runInProcess(argv)).code).toBe(0);
    argv[argv.length - 1] = 'sha256:' + 'b'.repeat(64);
    expect(errorCodeOf((await runInProcess(argv)).stderr)).toBe('SIGNATURE_INVALID');
  });
});

describe('verify-bundle as a real process (dist/cli.js)', () => {
  it.each(['happy-path-v0.3', 'managed-key-happy-path', 'rekor2-dsse-happy-path'])('accepts %s', async (name) => {
    const r = await runCliProcess(argvOf(name));
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
  });

  it.each(['signature-mismatch_fail', 'bundle-malformed-json_fail', 'trust-root-tlog-missing-validity-start_fail'])(
    'rejects %s with one error line and --json {code, message}',
    async (name) => {
      const r = await runCliProcess([...argvOf(name), '--json']);
      expect(r.code).not.toBe(0);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      const out = JSON.parse(r.stdout) as { code: string; message: string };
      expect(errorCodeOf(r.stderr)).toBe(out.code);
    },
  );
});

describe('verify-bundle options and the shipped trusted root', () => {
  it('ships the public-good trusted root of the vectors, byte for byte in meaning', async () => {
    const shipped = JSON.parse(readFileSync(join(ROOT, 'src', 'sigstore', 'public-good-trusted-root.json'), 'utf8'));
    const vector = JSON.parse(readFileSync(join(VECTORS, 'sigstore', 'public-good-trusted_root.json'), 'utf8'));
    expect(shipped).toEqual(vector);
    expect(publicGoodTrustedRoot().root.certificateAuthorities.length).toBeGreaterThan(0);
  });

  it('refuses --key for a certificate-signed bundle, and a key-signed bundle without --key', async () => {
    const key = join(SUITE, 'managed-key-happy-path', 'key.pub');
    const certArgv = argvOf('happy-path-v0.3');
    const i = certArgv.indexOf('--certificate-identity');
    certArgv.splice(i, 4, '--key', key);
    expect(errorCodeOf((await runInProcess(certArgv)).stderr)).toBe('SIGNATURE_INVALID');
    const keyArgv = argvOf('managed-key-happy-path');
    keyArgv.splice(keyArgv.indexOf('--key'), 2, '--certificate-identity', DEFAULT_IDENTITY, '--certificate-oidc-issuer', DEFAULT_ISSUER);
    expect(errorCodeOf((await runInProcess(keyArgv)).stderr)).toBe('SIGNATURE_INVALID');
  });

  it('needs exactly one of --key and the identity options, and an artifact', async () => {
    const both = [...argvOf('managed-key-happy-path')];
    both.splice(1, 0, '--certificate-identity', DEFAULT_IDENTITY, '--certificate-oidc-issuer', DEFAULT_ISSUER);
    expect(errorCodeOf((await runInProcess(both)).stderr)).toBe('USAGE');
    const noIssuer = argvOf('happy-path-v0.3');
    noIssuer.splice(noIssuer.indexOf('--certificate-oidc-issuer'), 2);
    expect(errorCodeOf((await runInProcess(noIssuer)).stderr)).toBe('USAGE');
    const noArtifact = argvOf('happy-path-v0.3').slice(0, -1);
    expect(errorCodeOf((await runInProcess(noArtifact)).stderr)).toBe('USAGE');
  });
});
