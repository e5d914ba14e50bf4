// A lock entry checked against the surface it pins: a pin edited by hand is refused before it is compared.
import { ToolsealError } from '../errors.js';
import { HINT_NAMES } from '../surface/hints.js';
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
import { SURFACE_FIELDS, type RawTool } from '../surface/surface.js';

/**
 * Refuses a pin whose digests and hints disagree with the surface they pin (`INVALID_LOCK`, naming the
 * server and tool): a lock edited by hand, e.g. `hints.readOnlyHint` flipped so that a later real
 * widening looks like no move at all, or one tool's `digest` or the `manifestDigest` changed so that the
 * lock reads as matched, or as a change naming no tool. Two surfaces are at hand to check against: the
 * server's list now (when its manifest digest is the pinned one every tool's pin follows from it; each
 * tool whose digest is the pinned one has the pinned fields and hints; and tools pinned each by the
 * server's digest have the server's manifest digest), and the reviewed snapshot when its manifest digest
 * is the pinned one.
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
  const at = `lock: servers[${JSON.stringify(serverId)}]`;
  let lockedEntry: LockedServer | undefined;
  const lockedTools = () => (lockedEntry ??= lockedServerOf(locked)).tools;
  const lockedManifest = entryMembers(locked).manifestDigest;
  // The pin read from the lock is the very pin of the surface (see lockIfWrittenFor): nothing to compare.
  if (given.lockIsPin !== true) {
    const nowTools = lockedServerOf(now).tools;
    const pinned = lockedTools();
    // The server's list has the pinned manifest digest: it is the pinned surface, so every tool's pin follows from it.
    if (entryMembers(now).manifestDigest === lockedManifest)
      assertToolsFollow(at, pinned, nowTools, "the server's list has the pinned manifest digest");
    let sameTools = Object.keys(pinned).length === Object.keys(nowTools).length;
    for (const name of Object.keys(nowTools)) {
      const was = Object.hasOwn(pinned, name) ? pinned[name]! : undefined;
      if (!was || was.digest !== nowTools[name]!.digest) {
        sameTools = false;
        continue;
      }
      const bad = pinDisagreement(was, nowTools[name]!);
      if (bad)
        throw new ToolsealError(
          'INVALID_LOCK',
          `${at}.tools[${JSON.stringify(name)}]: ${bad} does not follow from the pinned surface (the server's tool has the pinned digest); the lock was edited by hand? re-pin with toolseal lock`,
        );
    }
    // Every tool pinned by the digest the server's has, yet another manifest digest: the manifest is the tools'.
    if (sameTools && entryMembers(now).manifestDigest !== lockedManifest)
      throw new ToolsealError(
        'INVALID_LOCK',
        `${at}.manifestDigest: does not follow from the pinned tools (each has the digest of the server's tool of its name); the lock was edited by hand? re-pin with toolseal lock`,
      );
  }
  if (!reviewedTools) return;
  if (reviewedPin !== undefined && reviewedPin.entry.manifestDigest !== lockedManifest) return;
  const reviewed = reviewedPin ? entryOfPin(reviewedPin) : lockEntryOf(reviewedTools);
  if (reviewed.manifestDigest !== lockedManifest) return;
  assertToolsFollow(at, lockedTools(), reviewed.tools, 'the reviewed snapshot has the pinned manifest digest');
}

/** Refuses (`INVALID_LOCK`, naming the tool and member) a tools pin that is not the pin of `actual`, the surface it pins (`because` says how that is known). */
function assertToolsFollow(
  at: string,
  pinned: Readonly<Record<string, LockedTool>>,
  actual: Readonly<Record<string, LockedTool>>,
  because: string,
): void {
  const names = new Set([...Object.keys(pinned), ...Object.keys(actual)]);
  for (const name of names) {
    const was = Object.hasOwn(pinned, name) ? pinned[name] : undefined;
    const is = Object.hasOwn(actual, name) ? actual[name] : undefined;
    const differs = was && is && pinDisagreement(was, is);
    const bad = !was
      ? 'missing, though the pinned surface has it'
      : !is
        ? 'a tool the pinned surface does not have'
        : differs && `${differs} does not follow from the surface it pins`;
    if (bad)
      throw new ToolsealError(
        'INVALID_LOCK',
        `${at}.tools[${JSON.stringify(name)}]: ${bad} (${because}); the lock was edited by hand? re-pin with toolseal lock`,
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
