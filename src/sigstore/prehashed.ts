import { constants, publicDecrypt, type KeyObject } from 'node:crypto';
import { p256, p384 } from '@noble/curves/nist.js';
import { ToolsealError } from '../core/errors.js';

/**
 * Signature verification over a SHA-256 digest the caller already has (the conformance protocol's
 * `sha256:<hex>` artifact), for what Fulcio certificates and Sigstore keys use: ECDSA P-256 and P-384, and
 * RSA PKCS#1 v1.5. Node's crypto.verify always hashes its input itself, so ECDSA is verified with
 * @noble/curves (audited; it takes a digest) and RSA by recovering the DigestInfo with the public key.
 * Other key types are a usage error.
 */
export function verifyPrehashedSha256(key: KeyObject, digest: Uint8Array, signature: Uint8Array, source: string): boolean {
  if (digest.length !== 32) return false;
  if (key.asymmetricKeyType === 'ec') {
    const jwk = key.export({ format: 'jwk' });
    const ecdsa = jwk.crv === 'P-256' ? p256 : jwk.crv === 'P-384' ? p384 : undefined;
    if (!ecdsa || !jwk.x || !jwk.y)
      throw new ToolsealError(
        'USAGE',
        `${source}: a sha256: digest cannot be verified with a ${jwk.crv ?? 'unknown'} key; give the artifact file`,
      );
    const point = Buffer.concat([Buffer.from([0x04]), Buffer.from(jwk.x, 'base64url'), Buffer.from(jwk.y, 'base64url')]);
    try {
      // prehash: false, the digest is given; lowS: false, OpenSSL and Sigstore signers do not normalize s.
      return ecdsa.verify(signature, digest, point, { prehash: false, lowS: false, format: 'der' });
    } catch {
      return false;
    }
  }
  if (key.asymmetricKeyType === 'rsa') {
    let recovered: Buffer;
    try {
      recovered = publicDecrypt({ key, padding: constants.RSA_PKCS1_PADDING }, signature);
    } catch {
      return false;
    }
    return recovered.equals(Buffer.concat([SHA256_DIGEST_INFO, digest]));
  }
  throw new ToolsealError(
    'USAGE',
    `${source}: a sha256: digest cannot be verified with a ${key.asymmetricKeyType ?? 'unknown'} key; give the artifact file`,
  );
}

/** DER of DigestInfo { sha256, NULL } up to the digest (RFC 8017 §9.2 note 1). */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');
