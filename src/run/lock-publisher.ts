// `lock`'s publisher (docs/formats.md, docs/verifying.md): the policy given records the entry's
// `publisher`; `--bundle` verifies a statement of the surface being pinned first (its revision and server
// are recorded); `--accept-signed` moves a pin to a verified signed upgrade, deliberately.
import { ToolsealError } from '../core/errors.js';
import { entryForProfile, entryMembers, type LockDraft } from '../core/lock/lock.js';
import type { LockPublisher } from '../core/lock/lock-publisher.js';
import type { Digest } from '../core/surface/surface.js';
import type { UpgradeOutcome } from '../core/check/upgrade-chain.js';
import { publisherPolicy, signedUpgradeOf, statementsOf, type UpgradeSources } from './signed-upgrade.js';

/** What `lock` was told of the publisher: a policy (its options), where statements are, and whether to accept a signed upgrade. */
export interface LockPublisherOptions {
  /** The policy to record (the verify options, as the lock writes them), absent: the entry's own is kept. */
  publisher?: LockPublisher;
  sources?: UpgradeSources;
  /** Move a changed pin to its verified signed upgrade (no `--update` needed; nothing else changes). */
  acceptSigned?: boolean;
}

/** One server's publisher to write, and the pinned digest a signed upgrade was verified from (the pin must still be it). */
export interface PublisherPin {
  publisher?: LockPublisher;
  acceptedFrom?: Digest;
  upgrade?: UpgradeOutcome;
}

/**
 * Decides each server's publisher before the lock is taken (bundles and the attestations API may be read):
 * the policy given, with the revision and server of a verified statement of this very surface when
 * `--bundle` or `--repo` was given (none verifying is refused: nothing is recorded unverified); with
 * `--accept-signed`, the upgrade of a changed pin under its recorded publisher (refused, `UNSIGNED_CHANGE`,
 * when it is not one).
 */
export async function publisherPins(
  o: LockPublisherOptions,
  lock: LockDraft,
  servers: ReadonlyArray<{ serverId: string; manifestDigest: Digest; clientCapabilities?: readonly string[] }>,
  lockFile: string,
): Promise<Map<string, PublisherPin>> {
  const out = new Map<string, PublisherPin>();
  for (const s of servers) {
    const entry = Object.hasOwn(lock.servers, s.serverId) ? lock.servers[s.serverId] : undefined;
    const locked = entryForProfile(entry, s.clientCapabilities);
    const members = locked && entryMembers(locked);
    const at = `${lockFile}: servers[${JSON.stringify(s.serverId)}]`;
    if (o.acceptSigned) {
      if (members?.publisher === undefined)
        throw new ToolsealError(
          'USAGE',
          `${at}: --accept-signed needs a pin that names a publisher (lock it with --certificate-identity or --repo first)`,
        );
      if (members.manifestDigest === s.manifestDigest) {
        out.set(s.serverId, { publisher: members.publisher });
        continue;
      }
      if (o.sources === undefined)
        throw new ToolsealError('USAGE', '--accept-signed needs --bundle, --repo or --registry to find the signed upgrade');
      const upgrade = await signedUpgradeOf(
        { manifestDigest: members.manifestDigest, publisher: members.publisher },
        s.manifestDigest,
        o.sources,
        at,
      );
      if (!upgrade.accepted) throw new ToolsealError('UNSIGNED_CHANGE', `${at}: not a signed upgrade (${upgrade.code}): ${upgrade.reason}`);
      const publisher = { ...members.publisher, revision: upgrade.toRevision, server: upgrade.server };
      out.set(s.serverId, { publisher, acceptedFrom: members.manifestDigest, upgrade });
      continue;
    }
    if (o.publisher === undefined) {
      if (members?.publisher !== undefined) out.set(s.serverId, { publisher: members.publisher });
      continue;
    }
    publisherPolicy(o.publisher, '--certificate-identity/--repo');
    if (o.sources === undefined) {
      out.set(s.serverId, { publisher: o.publisher });
      continue;
    }
    const { byDigest, firstFailure } = await statementsOf({ ...o.publisher }, s.manifestDigest, o.sources, at);
    const own = byDigest.get(s.manifestDigest);
    if (own === undefined) {
      const why = firstFailure ? `: ${firstFailure.message}` : '';
      throw new ToolsealError(
        firstFailure?.code ?? 'NOT_SIGNED',
        `${at}: no statement of the surface being pinned (${s.manifestDigest}) verified under the publisher given${why}`,
      );
    }
    out.set(s.serverId, { publisher: { ...o.publisher, revision: own.revision, server: own.server } });
  }
  return out;
}
