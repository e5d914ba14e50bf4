import type { IdentityPolicy } from '../core/statement/identity-policy.js';
import type { InteropSetHashes } from '../core/surface/interop-hashes.js';
import { type Snapshot } from '../core/snapshot/snapshot.js';
import { type BuiltStatement, type PreviousRevision } from '../core/statement/statement.js';
import { type SignResult, type SigningEndpoints } from '../sigstore/sign.js';
import type { LoadedTrustedRoot } from '../sigstore/trusted-root.js';
import type { ArtifactSubject } from '../core/statement/artifact-subjects.js';
/** A previous bundle or statement, and how far to trust what it says. */
export interface PreviousInput {
    /** Its JSON text. */
    text: string;
    /** A path or URL, for messages. */
    source: string;
    /**
     * Verify the previous bundle (signature, log inclusion, signer identity, namespace) before its revision
     * is trusted. Without it, the previous revision is taken as written (the publisher's own artifact).
     */
    verify?: {
        policy: IdentityPolicy;
        trustedRoot: LoadedTrustedRoot;
    };
}
export interface StatementInputs {
    snapshot: Snapshot;
    /** The subject name, e.g. `io.github.example/docs`. */
    serverName: string;
    /** Default: the snapshot's `serverInfo.version`. */
    serverVersion?: string;
    previous?: PreviousInput;
    /** The artifacts that serve this surface, resolved (see resolveArtifacts): subjects after the manifest's. */
    artifacts?: readonly ArtifactSubject[];
}
export interface StatementOutcome extends BuiltStatement {
    serverName: string;
    serverVersion: string;
    /** What the previous revision contributed, and whether its bundle was verified. */
    previous?: PreviousRevision & {
        verified: boolean;
    };
}
/**
 * The statement of a snapshot (docs/formats.md), with the revision chain: revision 1 without a previous; else the
 * previous revision + 1, linked by its manifest digest. A previous for another server is refused
 * (`SERVER_NAME_MISMATCH`).
 */
export declare function runStatement(inputs: StatementInputs): Promise<StatementOutcome>;
/**
 * The revision and manifest digest a previous bundle (or bare statement) records. With `verify`, the
 * bundle passes verification steps 1 to 4 (docs/formats.md) first (a bare statement cannot: it carries no signature).
 */
export declare function previousRevisionOf(previous: PreviousInput, serverName: string): Promise<PreviousRevision & {
    verified: boolean;
}>;
/** File names of a server's artifacts: the server name with anything but `A-Za-z0-9._-` made `_`. */
export declare function artifactBaseName(serverName: string): string;
export interface PublishInputs extends Omit<StatementInputs, 'snapshot'> {
    /** Where the statement, manifest and bundle files go (created if missing). */
    outputDir: string;
    /** Endpoints given one by one (public-good where not given)… */
    endpoints?: Partial<SigningEndpoints>;
    /** …or resolved already (the action's `sigstore` choice, see publisherEndpointsOf): these win. */
    signingEndpoints?: SigningEndpoints;
}
export interface PublishDeps {
    /** The server's complete snapshot. */
    snapshot(): Promise<Snapshot>;
    /** The OIDC identity token (asked for only after the statement is built). */
    identityToken(): Promise<string>;
}
export interface PublishResult {
    serverName: string;
    serverVersion: string;
    revision: number;
    toolCount: number;
    manifestDigest: string;
    previousManifestDigest?: string;
    /** The interop set hashes the statement signs (`predicate.interop`). */
    interop?: InteropSetHashes;
    statementPath: string;
    manifestPath: string;
    bundlePath: string;
    logIndex?: string;
    logEntryURL?: string;
    sign: SignResult;
}
/** What a dry run wrote: the statement and manifest that would be signed, and nothing signed. */
export type DryRunResult = Omit<PublishResult, 'bundlePath' | 'logIndex' | 'logEntryURL' | 'sign'>;
/**
 * The publisher's run without its signature (the action's `dry-run`): snapshot → statement, written as
 * `<name>.statement.json` and `<name>.manifest.json`. No OIDC token is asked for and nothing is signed.
 */
export declare function runPublishDry(inputs: Omit<PublishInputs, 'endpoints' | 'signingEndpoints'>, deps: Pick<PublishDeps, 'snapshot'>): Promise<DryRunResult>;
/**
 * The publisher's run (action.yml): snapshot → statement → sign; writes `<name>.statement.json` (the signed
 * canonical bytes), `<name>.manifest.json` (JCS(manifest): its sha256 is the subject digest) and
 * `<name>.sigstore.json` (the bundle) into the output folder.
 */
export declare function runPublish(inputs: PublishInputs, deps: PublishDeps): Promise<PublishResult>;
