import type { Bundle } from '../external-types.js';
import { type SignerIdentity } from '../core/statement/identity-policy.js';
import type { LoadedTrustedRoot } from './trusted-root.js';
/** What a bundle was signed over, as the caller knows it. */
export type Artifact = {
    kind: 'bytes';
    bytes: Uint8Array;
} | {
    kind: 'sha256';
    digest: Uint8Array;
}
/** Nothing: a DSSE bundle carries its own payload, whose subject the caller checks itself. */
 | {
    kind: 'none';
};
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
    dsse: {
        payloadType: string;
        payload: Uint8Array;
    } | undefined;
}
/** Parses a Sigstore bundle's JSON text (v0.1 to v0.3): `INVALID_BUNDLE` with the place when it is not one. */
export declare function parseBundle(text: string, source: string): Bundle;
/**
 * Verifies a bundle's cryptography with sigstore-js (step 1 of the verification in docs/formats.md): signature, certificate chain to a
 * Fulcio CA of the trusted root, SCTs, transparency-log inclusion (Merkle proof with a signed checkpoint,
 * or a SET) from a log of the trusted root, timestamps within the certificate's validity, and, when an
 * artifact is given, that it is what was signed (for DSSE: its sha256 is one of the in-toto subjects,
 * which sigstore-js does not check). No identity policy here: that is checked afterwards, on the
 * certificate this returns. `SIGNATURE_INVALID` on any failure, with sigstore-js's error as `cause`.
 */
export declare function verifyBundle(bundle: Bundle, source: string, options: VerifyBundleOptions): VerifiedBundle;
/** Parses `sha256:<64 hex>` (the conformance protocol's digest form of an artifact), else undefined. */
export declare function parseSha256Artifact(text: string): Artifact | undefined;
