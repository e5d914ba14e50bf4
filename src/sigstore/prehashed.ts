import { constants, publicDecrypt, type KeyObject } from 'node:crypto';
import { ToolsealError } from '../core/errors.js';

/**
 * Signature verification over a SHA-256 digest the caller already has (the conformance protocol's
 * `sha256:<hex>` artifact), for what Fulcio certificates and Sigstore keys use: ECDSA P-256 and P-384, and
 * RSA PKCS#1 v1.5. Node's crypto.verify always hashes its input itself, so the ECDSA equation is checked
 * here with BigInt arithmetic (public data only: nothing secret is computed, so timing does not matter),
 * and RSA by recovering the DigestInfo with the public key. Other key types are a usage error.
 */
export function verifyPrehashedSha256(key: KeyObject, digest: Uint8Array, signature: Uint8Array, source: string): boolean {
  if (digest.length !== 32) return false;
  if (key.asymmetricKeyType === 'ec') {
    const jwk = key.export({ format: 'jwk' });
    const curve = jwk.crv === 'P-256' ? P256 : jwk.crv === 'P-384' ? P384 : undefined;
    if (!curve || !jwk.x || !jwk.y) throw new ToolsealError('USAGE', `${source}: a sha256: digest cannot be verified with a ${jwk.crv ?? 'unknown'} key; give the artifact file`);
    return ecdsaVerify(curve, { x: bytesToBigInt(Buffer.from(jwk.x, 'base64url')), y: bytesToBigInt(Buffer.from(jwk.y, 'base64url')) }, digest, signature);
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
  throw new ToolsealError('USAGE', `${source}: a sha256: digest cannot be verified with a ${key.asymmetricKeyType ?? 'unknown'} key; give the artifact file`);
}

/** DER of DigestInfo { sha256, NULL } up to the digest (RFC 8017 §9.2 note 1). */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

interface Curve {
  p: bigint;
  a: bigint;
  b: bigint;
  n: bigint;
  g: Point;
}
interface Point {
  x: bigint;
  y: bigint;
}

// Domain parameters from FIPS 186-4 Appendix D.1.2 (a = p - 3 for both curves).
const P256: Curve = curve(
  0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn,
  0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn,
  0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n,
  0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296n,
  0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5n,
);
const P384: Curve = curve(
  0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffffn,
  0xb3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aefn,
  0xffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973n,
  0xaa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7n,
  0x3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5fn,
);

function curve(p: bigint, b: bigint, n: bigint, gx: bigint, gy: bigint): Curve {
  const c = { p, a: p - 3n, b, n, g: { x: gx, y: gy } };
  // A mistyped constant must not turn into a verifier that accepts garbage: G must be on the curve.
  if (!onCurve(c, c.g)) throw new Error('internal error: curve generator is not on the curve');
  return c;
}

function mod(a: bigint, m: bigint): bigint {
  const r = a % m;
  return r < 0n ? r + m : r;
}

/** The inverse modulo a prime m (extended Euclid). */
function inverse(a: bigint, m: bigint): bigint {
  let [r0, r1] = [mod(a, m), m];
  let [s0, s1] = [1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  if (r0 !== 1n) throw new Error('internal error: not invertible');
  return mod(s0, m);
}

function onCurve(c: Curve, q: Point): boolean {
  if (q.x < 0n || q.x >= c.p || q.y < 0n || q.y >= c.p) return false;
  return mod(q.y * q.y - (q.x * q.x * q.x + c.a * q.x + c.b), c.p) === 0n;
}

/** Affine point addition; `null` is the point at infinity. */
function add(c: Curve, a: Point | null, b: Point | null): Point | null {
  if (a === null) return b;
  if (b === null) return a;
  let lambda: bigint;
  if (a.x === b.x) {
    if (mod(a.y + b.y, c.p) === 0n) return null;
    lambda = mod((3n * a.x * a.x + c.a) * inverse(2n * a.y, c.p), c.p);
  } else {
    lambda = mod((b.y - a.y) * inverse(b.x - a.x, c.p), c.p);
  }
  const x = mod(lambda * lambda - a.x - b.x, c.p);
  return { x, y: mod(lambda * (a.x - x) - a.y, c.p) };
}

/** u1·G + u2·Q by one shared double-and-add pass (Shamir's trick). */
function twoScalarMultiply(c: Curve, u1: bigint, q: Point, u2: bigint): Point | null {
  const gq = add(c, c.g, q);
  let r: Point | null = null;
  const bits = Math.max(u1.toString(2).length, u2.toString(2).length);
  for (let i = bits - 1; i >= 0; i--) {
    r = add(c, r, r);
    const b1 = (u1 >> BigInt(i)) & 1n;
    const b2 = (u2 >> BigInt(i)) & 1n;
    if (b1 && b2) r = add(c, r, gq);
    else if (b1) r = add(c, r, c.g);
    else if (b2) r = add(c, r, q);
  }
  return r;
}

/** ECDSA verification (FIPS 186-4 §6.4.2) of a DER signature over a digest of at most the curve's size. */
function ecdsaVerify(c: Curve, q: Point, digest: Uint8Array, signature: Uint8Array): boolean {
  if (!onCurve(c, q)) return false;
  const rs = parseDerSignature(signature);
  if (!rs) return false;
  const { r, s } = rs;
  if (r < 1n || r >= c.n || s < 1n || s >= c.n) return false;
  // The digest is 256 bits, no longer than either curve's order: no truncation.
  const e = bytesToBigInt(digest);
  const w = inverse(s, c.n);
  const point = twoScalarMultiply(c, mod(e * w, c.n), q, mod(r * w, c.n));
  return point !== null && mod(point.x, c.n) === r;
}

/** SEQUENCE { INTEGER r, INTEGER s } in DER, strictly (definite minimal lengths, nothing after it). */
function parseDerSignature(der: Uint8Array): { r: bigint; s: bigint } | null {
  let i = 0;
  const length = (): number | null => {
    const first = der[i++];
    if (first === undefined) return null;
    if (first < 0x80) return first;
    if (first !== 0x81) return null; // signatures of these curves are under 256 bytes
    const n = der[i++];
    return n === undefined || n < 0x80 ? null : n;
  };
  const integer = (): bigint | null => {
    if (der[i++] !== 0x02) return null;
    const len = length();
    if (len === null || len === 0 || i + len > der.length) return null;
    const bytes = der.subarray(i, i + len);
    i += len;
    if (bytes[0]! & 0x80) return null; // negative
    if (len > 1 && bytes[0] === 0 && !(bytes[1]! & 0x80)) return null; // non-minimal
    return bytesToBigInt(bytes);
  };
  if (der[i++] !== 0x30) return null;
  const seqLen = length();
  if (seqLen === null || i + seqLen !== der.length) return null;
  const r = integer();
  const s = integer();
  if (r === null || s === null || i !== der.length) return null;
  return { r, s };
}

function bytesToBigInt(bytes: Uint8Array): bigint {
  return bytes.length === 0 ? 0n : BigInt('0x' + Buffer.from(bytes).toString('hex'));
}
