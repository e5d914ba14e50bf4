// The chain of a signed upgrade (docs/verifying.md, "Signed upgrades"): from the statement of the live
// surface back through `previousManifestDigest` to the pinned manifest digest, each hop a statement
// already verified under the pin's publisher policy. Pure: the statements are found and verified by the caller.
import type { ErrorCode } from '../errors.js';
import type { Digest } from '../surface/surface.js';

/** The most hops from the live statement back to the pin; a longer chain is refused, not followed. */
export const MAX_UPGRADE_HOPS = 32;

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
export function linkUpgradeChain(
  pinned: PinnedRevision,
  live: SignedRevision,
  statementOf: (digest: Digest) => SignedRevision | undefined,
): UpgradeOutcome {
  const refuse = (code: ErrorCode, reason: string): RefusedUpgrade => ({ accepted: false, code, reason });
  if (pinned.server !== undefined && live.server !== pinned.server)
    return refuse('SERVER_NAME_MISMATCH', `${live.source}: signed for another server than the pin's publisher recorded`);
  if (pinned.revision !== undefined && live.revision <= pinned.revision)
    return refuse(
      'REVISION_ROLLBACK',
      `${live.source}: signed revision ${live.revision} is not above the pinned revision ${pinned.revision}`,
    );
  const seen = new Set<Digest>([live.manifestDigest]);
  let hop = live;
  for (let hops = 1; hops <= MAX_UPGRADE_HOPS; hops++) {
    const previous = hop.previousManifestDigest;
    if (previous === undefined)
      return refuse(
        'NOT_SIGNED',
        `${hop.source}: revision ${hop.revision} starts a chain that never reaches the pinned ${pinned.manifestDigest}`,
      );
    if (previous === pinned.manifestDigest) {
      if (pinned.revision !== undefined && hop.revision <= pinned.revision)
        return refuse('REVISION_ROLLBACK', `${hop.source}: revision ${hop.revision} follows the pinned revision ${pinned.revision}`);
      return {
        accepted: true,
        server: live.server,
        ...(pinned.revision !== undefined ? { fromRevision: pinned.revision } : {}),
        toRevision: live.revision,
        manifestDigest: live.manifestDigest,
        signer: live.signer,
        hops,
      };
    }
    if (seen.has(previous))
      return refuse('STATEMENT_INVALID', `${hop.source}: the chain of previous manifest digests returns to ${previous}`);
    seen.add(previous);
    const next = statementOf(previous);
    if (next === undefined)
      return refuse(
        'NOT_SIGNED',
        `no verified statement of ${previous} (revision ${hop.revision}'s previous): the chain to the pin has a gap`,
      );
    if (next.server !== live.server)
      return refuse('SERVER_NAME_MISMATCH', `${next.source}: a hop of the chain is signed for another server`);
    if (next.revision >= hop.revision)
      return refuse('REVISION_ROLLBACK', `${next.source}: revision ${next.revision} does not come before revision ${hop.revision}`);
    hop = next;
  }
  return refuse('NOT_SIGNED', `the chain from revision ${live.revision} does not reach the pin within ${MAX_UPGRADE_HOPS} hops`);
}
