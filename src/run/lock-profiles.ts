import { ALL_CLIENT_PROFILES, nearestProfile, profileText } from '../core/surface/client-capabilities.js';
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
export async function snapshotsOfEveryProfile(
  spec: Exclude<ServerSpec, { kind: 'snapshot' }>,
  take: (spec: ServerSpec) => Promise<SnapshotOutcomeApartOnDemand[]>,
  pinnedProfiles: (serverId: string) => readonly string[],
): Promise<SnapshotOutcomeApartOnDemand[]> {
  const byServer = new Map<string, SnapshotOutcomeApartOnDemand[]>();
  const failed = new Map<string, SnapshotOutcomeApartOnDemand>();
  for (const profile of ALL_CLIENT_PROFILES) {
    const outcomes = await take({ ...spec, clientCapabilities: [...profile] });
    for (const o of outcomes) {
      const kept = byServer.get(o.serverId) ?? [];
      byServer.set(o.serverId, kept);
      if (failed.has(o.serverId)) continue;
      if (o.skipped || o.error || !o.snapshot) {
        failed.set(o.serverId, o);
        continue;
      }
      if (kept.length === 0 || pinnedProfiles(o.serverId).includes(profileText(profile))) {
        kept.push(o);
        continue;
      }
      const others = kept.slice(1).sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
      const near = nearestProfile(kept[0]!, others, (k) => k.snapshot!.clientCapabilities, profile);
      if (!sameSurface(near, o)) kept.push(o);
    }
  }
  return [...byServer].flatMap(([id, kept]) => (failed.has(id) ? [failed.get(id)!] : kept));
}

const keyOf = (o: SnapshotOutcomeApartOnDemand) => profileText(o.snapshot!.clientCapabilities);

/** The same tools and the same instructions, prompts and templates (the manifest and the surface digest). */
function sameSurface(a: SnapshotOutcomeApartOnDemand, b: SnapshotOutcomeApartOnDemand): boolean {
  return a.snapshot!.manifestDigest === b.snapshot!.manifestDigest && a.snapshot!.surfaceDigest === b.snapshot!.surfaceDigest;
}
