import { type LockEntry, type ServerPin } from './lock.js';
import { type RawTool } from '../surface/surface.js';
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
export declare function assertPinConsistent(serverId: string, 
/** The lock entry and the surface's pin; a pin's tools kept as bytes are made a record only when compared. */
locked: LockEntry, now: LockEntry, 
/** `lockIsPin`: `locked` is `now`, read from a lock found to be its bytes (see ServerSurface.lockIsPin in server-surface.ts). */
given?: {
    lockIsPin?: boolean;
    reviewedTools?: readonly RawTool[];
    reviewedPin?: ServerPin;
}): void;
