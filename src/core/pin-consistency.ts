// A lock entry checked against the surface it pins: a pin edited by hand is refused before it is compared.
import { ToolsealError } from './errors.js';
import { HINT_NAMES } from './hints.js';
import {
  entryMembers,
  entryOfPin,
  lockEntryOf,
  lockedServerOf,
  type LockEntry,
  type LockedServer,
  type LockedTool,
  type ServerPin,
} from './lock.js';
import { SURFACE_FIELDS, type RawTool } from './surface.js';

/**
 * Refuses a pin whose digests and hints disagree with the surface they pin (`INVALID_LOCK`, naming the
 * server and tool): a lock edited by hand, e.g. `hints.readOnlyHint` flipped so that a later real
 * widening looks like no move at all. Two surfaces are at hand to check against: each tool whose digest
 * is the pinned one now (its fields and hints follow from the same bytes), and the reviewed snapshot
 * when its manifest digest is the pinned one (then every tool's pin follows from it).
 */
export function assertPinConsistent(
  serverId: string,
  /** The lock entry and the surface's pin; a pin's tools kept as bytes are made a record only when compared. */
  locked: LockEntry,
  now: LockEntry,
  /** `lockIsPin`: `locked` is `now`, read from a lock found to be its bytes (see ServerSurface.lockIsPin in server-surface.ts). */
  given: { lockIsPin?: boolean; reviewedTools?: readonly RawTool[]; reviewedPin?: ServerPin } = {},
): void {
  const { reviewedTools, reviewedPin } = given;
  const where = (tool: string) => `lock: servers[${JSON.stringify(serverId)}].tools[${JSON.stringify(tool)}]`;
  let lockedEntry: LockedServer | undefined;
  const lockedTools = () => (lockedEntry ??= lockedServerOf(locked)).tools;
  // The pin read from the lock is the very pin of the surface (see lockIfWrittenFor): nothing to compare.
  if (given.lockIsPin !== true) {
    const nowTools = lockedServerOf(now).tools;
    const pinned = lockedTools();
    for (const name of Object.keys(nowTools)) {
      const was = Object.hasOwn(pinned, name) ? pinned[name]! : undefined;
      if (!was || was.digest !== nowTools[name]!.digest) continue;
      const bad = pinDisagreement(was, nowTools[name]!);
      if (bad)
        throw new ToolsealError(
          'INVALID_LOCK',
          `${where(name)}: ${bad} does not follow from the pinned surface (the server's tool has the pinned digest); the lock was edited by hand? re-pin with toolseal lock`,
        );
    }
  }
  if (!reviewedTools) return;
  const lockedManifest = entryMembers(locked).manifestDigest;
  if (reviewedPin !== undefined && reviewedPin.entry.manifestDigest !== lockedManifest) return;
  const reviewed = reviewedPin ? entryOfPin(reviewedPin) : lockEntryOf(reviewedTools);
  if (reviewed.manifestDigest !== lockedManifest) return;
  const pinned = lockedTools();
  const names = new Set([...Object.keys(pinned), ...Object.keys(reviewed.tools)]);
  for (const name of names) {
    const was = Object.hasOwn(pinned, name) ? pinned[name] : undefined;
    const is = Object.hasOwn(reviewed.tools, name) ? reviewed.tools[name] : undefined;
    const bad =
      !was || !is
        ? was
          ? 'a tool the reviewed snapshot does not have'
          : 'missing, though the reviewed snapshot has it'
        : pinDisagreement(was, is);
    if (bad)
      throw new ToolsealError(
        'INVALID_LOCK',
        `${where(name)}: ${bad} (the reviewed snapshot has the pinned manifest digest); the lock was edited by hand? re-pin with toolseal lock`,
      );
  }
}

/** What of a pinned tool differs from the pin its surface gives (null: nothing). */
function pinDisagreement(pinned: LockedTool, actual: LockedTool): string | null {
  if (pinned.digest !== actual.digest) return 'digest';
  // assertLock admits only surface fields, so these seven are every field either side can have.
  for (const f of SURFACE_FIELDS) if (pinned.fields[f] !== actual.fields[f]) return `fields.${f}`;
  for (const h of HINT_NAMES) if (pinned.hints[h] !== actual.hints[h]) return `hints.${h} ${pinned.hints[h]}`;
  return null;
}
