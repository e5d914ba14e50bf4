import type { KeyObject } from '../external-types.js';
/**
 * Signature verification over a SHA-256 digest the caller already has (the conformance protocol's
 * `sha256:<hex>` artifact), for what Fulcio certificates and Sigstore keys use: ECDSA P-256 and P-384, and
 * RSA PKCS#1 v1.5. Node's crypto.verify always hashes its input itself, so ECDSA is verified with
 * @noble/curves (audited; it takes a digest) and RSA by recovering the DigestInfo with the public key.
 * Other key types are a usage error.
 */
export declare function verifyPrehashedSha256(key: KeyObject, digest: Uint8Array, signature: Uint8Array, source: string): boolean;
