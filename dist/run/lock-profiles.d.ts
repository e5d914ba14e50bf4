import type { ServerSpec } from '../mcp/server/server-spec.js';
import type { SnapshotOutcomeApartOnDemand } from '../mcp/snapshot/server-snapshots.js';
/**
 * `lock --client-capabilities auto`: each server listed for every profile a client can declare (none, each
 * capability, each pair, all three), one outcome kept per surface the server actually distinguishes. A
 * profile is kept when the guard, finding no entry of its own for it, would compare the host with a pinned
 * profile of another surface (the nearest one, as the guard picks it; the fewest capabilities are taken
 * first, so a profile kept later is never nearer to one dropped earlier); or when the lock already pins it,
 * so an old pin of it is compared and replaced rather than left standing. A server that fails for any
 * profile is that failure, once; a skipped entry is skipped once.
 */
export declare function snapshotsOfEveryProfile(spec: Exclude<ServerSpec, {
    kind: 'snapshot';
}>, take: (spec: ServerSpec) => Promise<SnapshotOutcomeApartOnDemand[]>, pinnedProfiles: (serverId: string) => readonly string[]): Promise<SnapshotOutcomeApartOnDemand[]>;
