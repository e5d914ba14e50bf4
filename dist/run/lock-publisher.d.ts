import { type LockDraft } from '../core/lock/lock.js';
import type { LockPublisher } from '../core/lock/lock-publisher.js';
import type { Digest } from '../core/surface/surface.js';
import type { UpgradeOutcome } from '../core/check/upgrade-chain.js';
import { type UpgradeSources } from './signed-upgrade.js';
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
export declare function publisherPins(o: LockPublisherOptions, lock: LockDraft, servers: ReadonlyArray<{
    serverId: string;
    manifestDigest: Digest;
    clientCapabilities?: readonly string[];
}>, lockFile: string): Promise<Map<string, PublisherPin>>;
