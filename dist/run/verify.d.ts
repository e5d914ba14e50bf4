import { type IdentityPolicy, type SignerIdentity } from '../core/statement/identity-policy.js';
import { type Snapshot } from '../core/snapshot/snapshot.js';
import { type ArtifactSubject } from '../core/statement/artifact-subjects.js';
import { type ManifestStatement } from '../core/statement/statement.js';
import { type VerifyReport } from '../core/statement/verify-report.js';
import type { LoadedTrustedRoot } from '../sigstore/trusted-root.js';
import { type Artifact, type VerifiedBundle } from '../sigstore/verify.js';
export interface VerifyBundleInputs {
    /** The bundle's JSON text and where it came from (a path or URL, for messages). */
    bundleText: string;
    bundleSource: string;
    artifact: Artifact;
    trustedRoot: LoadedTrustedRoot;
    /** Identity policy (certificate bundles) or a PEM public key (`--key`), one of the two. */
    policy?: IdentityPolicy;
    publicKeyPem?: string;
}
/**
 * `verify-bundle`: any Sigstore bundle, as the sigstore-conformance CLI protocol asks: the cryptography
 * (sigstore-js, plus the in-toto subject for DSSE), then the identity policy on the verified certificate.
 */
export declare function runVerifyBundle(inputs: VerifyBundleInputs): VerifiedBundle;
export interface VerifyInputs {
    bundleText: string;
    bundleSource: string;
    trustedRoot: LoadedTrustedRoot;
    policy: IdentityPolicy;
    /** `--server-name`: the signed statement must be for exactly this server. */
    serverName?: string;
    /** `--min-revision`: refuse a signed revision below this (a rollback to an older surface). */
    minRevision?: number;
    /** `--artifact`, resolved: each must be a subject of the verified statement (`ARTIFACT_MISMATCH`). */
    artifacts?: readonly ArtifactSubject[];
    /**
     * The manifest digest the statement must sign (`verify --registry`: the registry fragment's), else
     * `DIGEST_MISMATCH`, before any server is started.
     */
    manifestDigest?: string;
    /** Where `manifestDigest` was read, for the message. */
    manifestDigestSource?: string;
}
export interface VerifyDeps {
    /** The live surface (a running server) or a snapshot file: called only once the bundle passed every check. */
    snapshot(): Promise<Snapshot>;
    /** Describes where the live surface came from, for the report (never a secret). */
    liveSource: string;
}
/** The statement a verified bundle signed, once steps 1 to 4 passed. */
export interface VerifiedStatement {
    verified: VerifiedBundle;
    signer: SignerIdentity;
    statement: ManifestStatement;
    namespaceOwner: string | undefined;
}
/**
 * Steps 1 to 4 of the verification (docs/formats.md), in order, each failing with its own code: the bundle's cryptography
 * (`INVALID_BUNDLE`, `SIGNATURE_INVALID`); identity (`ISSUER_MISMATCH`, `UNTRUSTED_SIGNER`); namespace
 * (`NAMESPACE_MISMATCH`); statement (`STATEMENT_INVALID`), then `--server-name` (`SERVER_NAME_MISMATCH`)
 * and `--min-revision` (`REVISION_ROLLBACK`).
 */
export declare function verifySignedStatement(inputs: VerifyInputs): VerifiedStatement;
/**
 * `verify` (docs/formats.md): steps 1 to 4, then step 5, the comparison of the signed digests with the live
 * server's (or a snapshot's). A different surface is not thrown: the report says `match: different` and
 * the caller decides (the CLI exits 1, the action fails or warns per `on-mismatch`).
 */
export declare function runVerify(inputs: VerifyInputs, deps: VerifyDeps): Promise<VerifyReport>;
export type AttestedVerifyInputs = Omit<VerifyInputs, 'bundleText' | 'bundleSource'>;
export interface AttestedVerifyDeps extends VerifyDeps {
    /** The stored bundles for a subject digest (`sha256:<hex>`), e.g. from GitHub's attestations API. */
    attestations(digest: string): Promise<Array<{
        text: string;
        source: string;
    }>>;
    /** Where they were looked up, for the `NOT_SIGNED` message (e.g. `GitHub's attestations of OWNER/REPO`). */
    store: string;
}
/**
 * `verify --repo` / `--owner`: no bundle at hand. Each stored bundle for a manifest digest goes through
 * steps 1 to 4 until one passes and signs exactly that manifest. The digest looked up is the one the
 * caller was told of (`manifestDigest`, a registry fragment's): then the bundle is found and verified
 * before the server is contacted, and only then is the live surface compared (step 5). Told of none, the
 * live surface is taken first: its manifest digest is what is looked up. None stored: `NOT_SIGNED`,
 * naming the digest. Some stored but none passing: the first one's failure, with its own code, saying how
 * many were tried.
 */
export declare function runVerifyAttested(inputs: AttestedVerifyInputs, deps: AttestedVerifyDeps): Promise<VerifyReport>;
