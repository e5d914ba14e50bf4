import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { HashAlgorithm, type MessageSignature } from '@sigstore/protobuf-specs';
import { verifyPrehashedSha256 } from './prehashed.js';
import { bundleFromJSON, type Bundle } from '@sigstore/bundle';
import { X509Certificate } from '@sigstore/core';
import { Verifier, toSignedEntity, toTrustMaterial, type SignedEntity } from '@sigstore/verify';
type SignatureContent = SignedEntity['signature'];
import { ToolsealError } from '../core/errors.js';
import { parseJsonStrict } from '../core/json/strict-reader.js';
import { signerIdentityOf, type RawExtension, type SignerIdentity } from '../core/statement/identity-policy.js';
import type { LoadedTrustedRoot } from './trusted-root.js';

/** What a bundle was signed over, as the caller knows it. */
export type Artifact =
  | { kind: 'bytes'; bytes: Uint8Array }
  | { kind: 'sha256'; digest: Uint8Array }
  /** Nothing: a DSSE bundle carries its own payload, whose subject the caller checks itself. */
  | { kind: 'none' };

export interface VerifyBundleOptions {
  trustedRoot: LoadedTrustedRoot;
  artifact: Artifact;
  /** Verify with this public key (PEM) instead of a Fulcio certificate (`--key`). */
  publicKeyPem?: string;
}

/** A bundle whose cryptography passed: signer and (for DSSE) the signed payload. */
export interface VerifiedBundle {
  bundle: Bundle;
  /** The verified signing certificate's identity, decoded; absent for a key-signed bundle. */
  signer: SignerIdentity | undefined;
  /** The verified DSSE payload and its type; absent for a message signature. */
  dsse: { payloadType: string; payload: Uint8Array } | undefined;
}

/** Parses a Sigstore bundle's JSON text (v0.1 to v0.3): `INVALID_BUNDLE` with the place when it is not one. */
export function parseBundle(text: string, source: string): Bundle {
  let doc: unknown;
  try {
    doc = parseJsonStrict(text, source);
  } catch (e) {
    throw new ToolsealError('INVALID_BUNDLE', `${source}: ${(e as Error).message}`, { cause: e });
  }
  try {
    return bundleFromJSON(doc);
  } catch (e) {
    // @sigstore/bundle says only "invalid bundle"; the fields it names are what the user can fix.
    const fields = (e as { fields?: unknown }).fields;
    const which = Array.isArray(fields) && fields.length > 0 ? ` (missing or invalid: ${fields.slice(0, 5).join(', ')})` : '';
    throw new ToolsealError('INVALID_BUNDLE', `${source}: not a valid Sigstore bundle: ${(e as Error).message}${which}`, { cause: e });
  }
}

/**
 * Verifies a bundle's cryptography with sigstore-js (step 1 of the verification in docs/formats.md): signature, certificate chain to a
 * Fulcio CA of the trusted root, SCTs, transparency-log inclusion (Merkle proof with a signed checkpoint,
 * or a SET) from a log of the trusted root, timestamps within the certificate's validity, and, when an
 * artifact is given, that it is what was signed (for DSSE: its sha256 is one of the in-toto subjects,
 * which sigstore-js does not check). No identity policy here: that is checked afterwards, on the
 * certificate this returns. `SIGNATURE_INVALID` on any failure, with sigstore-js's error as `cause`.
 */
export function verifyBundle(bundle: Bundle, source: string, options: VerifyBundleOptions): VerifiedBundle {
  const { artifact } = options;
  const material = bundle.verificationMaterial.content;
  let keyObject: KeyObject | undefined;
  if (options.publicKeyPem !== undefined) {
    if (material.$case !== 'publicKey') {
      throw new ToolsealError('SIGNATURE_INVALID', `${source}: signed with a certificate, not the key given with --key`);
    }
    try {
      keyObject = createPublicKey(options.publicKeyPem);
    } catch (e) {
      throw new ToolsealError('USAGE', `--key is not a PEM public key: ${(e as Error).message}`, { cause: e });
    }
  } else if (material.$case === 'publicKey') {
    throw new ToolsealError(
      'SIGNATURE_INVALID',
      `${source}: signed with a key (hint ${JSON.stringify(material.publicKey.hint)}), not a certificate (verify-bundle --key checks key-signed bundles)`,
    );
  }

  let entity: SignedEntity;
  try {
    entity = toSignedEntity(bundle, artifact.kind === 'bytes' ? Buffer.from(artifact.bytes) : undefined);
  } catch (e) {
    throw new ToolsealError('INVALID_BUNDLE', `${source}: ${(e as Error).message}`, { cause: e });
  }
  if (bundle.content.$case === 'messageSignature') {
    if (artifact.kind === 'none') throw new ToolsealError('USAGE', `${source}: a message-signature bundle needs the artifact it signs`);
    if (artifact.kind === 'sha256')
      entity = { ...entity, signature: prehashedContent(bundle.content.messageSignature, artifact.digest, source) };
  }

  let trust;
  try {
    trust = toTrustMaterial(
      options.trustedRoot.root,
      keyObject === undefined ? undefined : () => ({ publicKey: keyObject, validFor: () => true }),
    );
  } catch (e) {
    // A key or certificate in the trusted root that does not parse.
    throw new ToolsealError('INVALID_TRUSTED_ROOT', `${options.trustedRoot.source}: ${(e as Error).message}`, { cause: e });
  }
  try {
    // A trusted root without logs is an instance without them (GitHub's, for private repositories): its
    // bundles carry a timestamp authority's time instead, and no log entry or SCT can be asked for.
    // A root with logs asks for one of each, as before.
    const root = options.trustedRoot.root;
    new Verifier(trust, { tlogThreshold: root.tlogs.length > 0 ? 1 : 0, ctlogThreshold: root.ctlogs.length > 0 ? 1 : 0 }).verify(entity);
  } catch (e) {
    if (e instanceof ToolsealError) throw e;
    throw new ToolsealError('SIGNATURE_INVALID', `${source}: ${(e as Error).message} (trusted root: ${options.trustedRoot.source})`, {
      cause: e,
    });
  }

  checkProofsAgainstCheckpoints(bundle, source);

  let dsse: VerifiedBundle['dsse'];
  if (bundle.content.$case === 'dsseEnvelope') {
    const env = bundle.content.dsseEnvelope;
    dsse = { payloadType: env.payloadType, payload: new Uint8Array(env.payload) };
    if (artifact.kind !== 'none') checkInTotoSubject(dsse, artifact, source);
  }
  const signer = entity.key.$case === 'certificate' ? signerIdentityOfCertificate(entity.key.certificate) : undefined;
  return { bundle, signer, dsse };
}

/**
 * A message signature checked against the artifact's sha256 only (the conformance protocol's
 * `sha256:<hex>`): the digest must be the bundle's message digest (and the log entry's, which sigstore-js
 * compares through compareDigest), and the signature is verified over the digest itself, pre-hashed.
 */
function prehashedContent(ms: MessageSignature, digest: Uint8Array, source: string): SignatureContent {
  const algorithm = ms.messageDigest?.algorithm;
  if (algorithm !== HashAlgorithm.SHA2_256 && algorithm !== HashAlgorithm.HASH_ALGORITHM_UNSPECIFIED) {
    throw new ToolsealError('USAGE', `${source}: the bundle's message digest is not SHA-256; verify it against the artifact file`);
  }
  const given = Buffer.from(digest);
  const signature = Buffer.from(ms.signature);
  const same = (d: Buffer) => d.length === given.length && d.equals(given) && Buffer.from(ms.messageDigest?.digest ?? []).equals(given);
  return {
    signature,
    compareSignature: (sig) => Buffer.from(sig).equals(signature),
    compareDigest: same,
    compareSignedDigest: same,
    verifySignature: (key) => verifyPrehashedSha256(key, given, signature, source),
  };
}

/**
 * sigstore-js computes the Merkle root from the proof and compares it with the signed checkpoint, but it
 * never reads the proof's own `rootHash` and `treeSize`. A bundle whose stated root or size disagrees with
 * its signed checkpoint is inconsistent, and is refused (as sigstore-python and sigstore-go refuse it).
 */
function checkProofsAgainstCheckpoints(bundle: Bundle, source: string): void {
  bundle.verificationMaterial.tlogEntries.forEach((entry, i) => {
    const proof = entry.inclusionProof;
    if (!proof) return;
    // The checkpoint body (C2SP tlog-checkpoint): origin, tree size, base64 root hash, then optional lines.
    const [, size, root] = (proof.checkpoint?.envelope ?? '').split('\n');
    if (size !== String(proof.treeSize) || root !== Buffer.from(proof.rootHash).toString('base64')) {
      throw new ToolsealError(
        'SIGNATURE_INVALID',
        `${source}: transparency log entry ${i}: the inclusion proof's root hash or tree size is not the signed checkpoint's`,
      );
    }
  });
}

/**
 * For a DSSE bundle checked against an artifact: the payload must be an in-toto statement and the
 * artifact's sha256 one of its subjects' digests (what cosign and sigstore-python check).
 */
function checkInTotoSubject(dsse: NonNullable<VerifiedBundle['dsse']>, artifact: Artifact, source: string): void {
  const hex =
    artifact.kind === 'bytes'
      ? createHash('sha256').update(artifact.bytes).digest('hex')
      : Buffer.from((artifact as { digest: Uint8Array }).digest).toString('hex');
  if (dsse.payloadType !== 'application/vnd.in-toto+json') {
    throw new ToolsealError(
      'SIGNATURE_INVALID',
      `${source}: DSSE payload type ${JSON.stringify(dsse.payloadType)} names no subject to check the artifact against`,
    );
  }
  let statement: unknown;
  try {
    statement = parseJsonStrict(Buffer.from(dsse.payload).toString('utf8'), `${source}: DSSE payload`);
  } catch (e) {
    throw new ToolsealError('SIGNATURE_INVALID', `${source}: DSSE payload is not JSON`, { cause: e });
  }
  const subjects = (statement as { subject?: unknown }).subject;
  const found =
    Array.isArray(subjects) &&
    subjects.some((s: unknown) => typeof s === 'object' && s !== null && (s as { digest?: { sha256?: unknown } }).digest?.sha256 === hex);
  if (!found)
    throw new ToolsealError('SIGNATURE_INVALID', `${source}: the artifact (sha256:${hex}) is not a subject of the signed statement`);
}

/** The decoded identity of a (verified) Fulcio certificate: its SAN and the Fulcio extensions. */
function signerIdentityOfCertificate(cert: X509Certificate): SignerIdentity {
  const extensions: RawExtension[] = [];
  for (const ext of cert.extensions) {
    const oid = ext.subs[0]?.toOID();
    const value = ext.subs[ext.subs.length - 1]?.value;
    if (oid !== undefined && value !== undefined) extensions.push({ oid, value: new Uint8Array(value) });
  }
  return signerIdentityOf(cert.subjectAltName, extensions);
}

/** Parses `sha256:<64 hex>` (the conformance protocol's digest form of an artifact), else undefined. */
export function parseSha256Artifact(text: string): Artifact | undefined {
  const m = /^sha256:([0-9a-fA-F]{64})$/.exec(text);
  return m ? { kind: 'sha256', digest: new Uint8Array(Buffer.from(m[1]!, 'hex')) } : undefined;
}
