import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { isToolsealError } from '../../src/core/errors.js';
import { verifyPrehashedSha256 } from '../../src/sigstore/prehashed.js';

/** Verification over a SHA-256 digest, against signatures Node's own crypto makes over the data. */
const data = Buffer.from('the artifact\n');
const digest = createHash('sha256').update(data).digest();
const otherDigest = createHash('sha256').update('another artifact').digest();

function flip(b: Buffer, at: number): Buffer {
  const c = Buffer.from(b);
  c[at] = c[at]! ^ 0x01;
  return c;
}

describe.each([
  ['ECDSA P-256', () => generateKeyPairSync('ec', { namedCurve: 'P-256' })],
  ['ECDSA P-384', () => generateKeyPairSync('ec', { namedCurve: 'P-384' })],
  ['RSA 2048 PKCS#1 v1.5', () => generateKeyPairSync('rsa', { modulusLength: 2048 })],
])('verifyPrehashedSha256 with %s', (_, keys) => {
  let publicKey: KeyObject;
  let signatures: Buffer[];
  beforeAll(() => {
    const pair = keys();
    publicKey = pair.publicKey;
    // Several signatures: ECDSA ones differ each time (random k), covering more than one path through the math.
    signatures = Array.from({ length: 4 }, () => sign('sha256', data, pair.privateKey));
  });

  it('accepts the signature over the data, given only its digest', () => {
    for (const sig of signatures) expect(verifyPrehashedSha256(publicKey, digest, sig, 't')).toBe(true);
  });

  it('refuses another digest, a flipped bit anywhere in the signature, and a truncated signature', () => {
    const sig = signatures[0]!;
    expect(verifyPrehashedSha256(publicKey, otherDigest, sig, 't')).toBe(false);
    for (const at of [0, 1, 5, Math.floor(sig.length / 2), sig.length - 1])
      expect(verifyPrehashedSha256(publicKey, digest, flip(sig, at), 't')).toBe(false);
    expect(verifyPrehashedSha256(publicKey, digest, sig.subarray(0, sig.length - 1), 't')).toBe(false);
    expect(verifyPrehashedSha256(publicKey, digest.subarray(0, 31), sig, 't')).toBe(false);
  });

  it('refuses the signature under another key of the same kind', () => {
    expect(verifyPrehashedSha256(keys().publicKey, digest, signatures[0]!, 't')).toBe(false);
  });
});

describe('verifyPrehashedSha256 with other key types', () => {
  it('is a usage error for Ed25519 (which cannot sign a pre-hashed message)', () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const sig = sign(null, data, privateKey);
    let code: string | undefined;
    try {
      verifyPrehashedSha256(publicKey, digest, sig, 't');
    } catch (e) {
      code = isToolsealError(e) ? e.code : 'other';
    }
    expect(code).toBe('USAGE');
  });
});
