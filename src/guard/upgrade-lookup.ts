// The guard's signed upgrades: a changed list of a pin that names a publisher is looked up (statements found
// and verified by the lookup it is given, run/signed-upgrade.ts) before the decision, within --timeout.
import { ToolsealError, type ErrorCode } from '../core/errors.js';
import type { LockedServer, Lockfile } from '../core/lock/lock.js';
import { assertTools, digestTools, type Digest } from '../core/surface/surface.js';
import type { UpgradeOutcome } from '../core/check/upgrade-chain.js';

/** Whether the list (its manifest digest) is a signed upgrade of the server's pin; undefined when the pin names no publisher or matches. */
export type UpgradeLookup = (
  serverId: string,
  profile: readonly string[] | undefined,
  liveDigest: Digest,
) => Promise<UpgradeOutcome | undefined>;

/**
 * The lookup of one list, within `timeoutMs`: one that fails or does not end in time is not an upgrade (it
 * is refused with its code, so the decision fails closed). Only a pin that names a publisher is looked up;
 * a list that is not a valid tool list is not (the decision refuses it).
 */
export async function upgradeWithin(
  lookup: UpgradeLookup,
  o: { lock: Lockfile; serverId: string; profile: readonly string[] | undefined; tools: unknown[]; timeoutMs: number },
): Promise<UpgradeOutcome | undefined> {
  const entry = Object.hasOwn(o.lock.servers, o.serverId) ? o.lock.servers[o.serverId] : undefined;
  if (entry === undefined || !hasPublisher(entry)) return undefined;
  try {
    assertTools(o.tools);
  } catch {
    return undefined;
  }
  const refused = (code: ErrorCode, reason: string): UpgradeOutcome => ({ accepted: false, code, reason });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<UpgradeOutcome>((r) => {
    timer = setTimeout(() => r(refused('IO_ERROR', 'the signed-upgrade lookup did not end within --timeout')), o.timeoutMs);
  });
  try {
    return await Promise.race([
      lookup(o.serverId, o.profile, digestTools(o.tools).manifestDigest).catch((e: unknown) =>
        e instanceof ToolsealError ? refused(e.code, e.message) : refused('IO_ERROR', 'the signed-upgrade lookup failed'),
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether a server's entry, or one of its profiles, names a publisher. */
function hasPublisher(entry: LockedServer): boolean {
  return entry.publisher !== undefined || Object.values(entry.profiles ?? {}).some((p) => p.publisher !== undefined);
}
