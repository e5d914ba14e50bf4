import { type Lockfile } from '../core/lock/lock.js';
import type { Snapshot } from '../core/snapshot/snapshot.js';
import type { SurfaceDigests } from '../core/surface/surface.js';
import { type UserFile } from '../fs/json-file.js';
/**
 * Reads and asserts a lock. `namedBy` says who named the path (`--lock`, the action's `lock` input): a lock
 * named so must exist (a mistyped path would otherwise pass every server as unpinned), and its absence is
 * `IO_ERROR` (exit 2). Only the default path may be absent, which means an empty lock (every server unpinned).
 */
export declare function readLockIfAny(lockFile: string, namedBy?: string): {
    lock: Lockfile;
    text?: string;
    crlf?: boolean;
};
/** A lock file opened for reading (a regular file, bounded), or undefined when the default one is not there. */
export declare function openLockIfAny(lockFile: string, namedBy: string | undefined): UserFile | undefined;
/** The reviewed snapshot of a server in a snapshot folder, if there is one (an invalid one is refused). */
export declare function readReviewedSnapshot(dir: string, serverId: string): Snapshot | undefined;
/** {@link readReviewedSnapshot} with the digests (field digests too) that checking it computed. */
export declare function readReviewedSnapshotWithDigests(dir: string, serverId: string): {
    snapshot: Snapshot;
    digests: SurfaceDigests;
} | undefined;
/**
 * A folder of reviewed snapshots the user named (check's and the guard's `--snapshot-dir`, the check
 * action's input) must be there and readable: one missing, mistyped or unreadable would read as "none
 * reviewed" and silently give no pointers or kinds (IO_ERROR, exit 2); a file is a usage error. A folder
 * with no snapshot of a server is that server not reviewed yet.
 */
export declare function assertSnapshotFolder(dir: string, what: string): void;
