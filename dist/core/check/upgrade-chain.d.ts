import type { ErrorCode } from '../errors.js';
import type { Digest } from '../surface/surface.js';
/** The most hops from the live statement back to the pin; a longer chain is refused, not followed. */
export declare const MAX_UPGRADE_HOPS = 32;
/** One verified statement, as the chain reads it. */
export interface SignedRevision {
    server: string;
    revision: number;
    manifestDigest: Digest;
    previousManifestDigest?: Digest;
    /** The certificate's identity (SAN) that signed it, for the report. */
    signer: string;
    /** Where the bundle came from (a path, URL or the attestations store), for messages. */
    source: string;
}
/** What the lock recorded of the pinned surface's publisher (the revision and server when a statement of it was verified). */
export interface PinnedRevision {
    manifestDigest: Digest;
    revision?: number;
    server?: string;
}
/** A signed upgrade, accepted: revision N (the pin's, when recorded) to M, by whom, in how many hops. */
export interface AcceptedUpgrade {
    accepted: true;
    server: string;
    fromRevision?: number;
    toRevision: number;
    manifestDigest: Digest;
    signer: string;
    hops: number;
}
/** Why a changed surface is not a signed upgrade: a code of its own and a one-line reason (no server text). */
export interface RefusedUpgrade {
    accepted: false;
    code: ErrorCode;
    reason: string;
}
export type UpgradeOutcome = AcceptedUpgrade | RefusedUpgrade;
/**
 * Links the live surface's verified statement back to the pin. Accepted only when every hop is a statement
 * of the same server (the pin's recorded server, when there is one), revisions fall strictly at each step
 * back, the hop that names the pinned digest is above the pinned revision (when recorded), no digest is
 * seen twice, and the pin is reached within {@link MAX_UPGRADE_HOPS}. `statementOf(digest)`: the verified
 * statement that signs that manifest digest, if any was found.
 */
export declare function linkUpgradeChain(pinned: PinnedRevision, live: SignedRevision, statementOf: (digest: Digest) => SignedRevision | undefined): UpgradeOutcome;
