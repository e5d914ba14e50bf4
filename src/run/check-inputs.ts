// What a check reads before it checks: the lock file (the default one may be absent, one the user named may
// not) and the folder of reviewed snapshots, each refused with the path and who named it when it cannot be read.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { osErrorText, ToolsealError } from '../core/errors.js';
import { DEFAULT_LOCK_FILE, emptyLock, type Lockfile } from '../core/lock/lock.js';
import { parseLock } from '../core/lock/lock-read.js';
import { lockTextOf } from '../core/lock/lock-text.js';
import { snapshotFileName } from '../core/snapshot/snapshot-file-name.js';
import type { Snapshot } from '../core/snapshot/snapshot.js';
import type { SurfaceDigests } from '../core/surface/surface.js';
import { openUserFile, type UserFile } from '../fs/json-file.js';
import { readSnapshotFileWithDigests } from '../mcp/snapshot/server-snapshots.js';

/**
 * Reads and asserts a lock. `namedBy` says who named the path (`--lock`, the action's `lock` input): a lock
 * named so must exist (a mistyped path would otherwise pass every server as unpinned), and its absence is
 * `IO_ERROR` (exit 2). Only the default path may be absent, which means an empty lock (every server unpinned).
 */
export function readLockIfAny(lockFile: string, namedBy?: string): { lock: Lockfile; text?: string; crlf?: boolean } {
  const bytes = readLockBytesIfAny(lockFile, namedBy);
  const text = bytes && lockTextOf(bytes, lockFile);
  // The text has LF line ends; a CR in the bytes (lockTextOf refuses any other) was a CRLF one: a Windows checkout.
  return text === undefined ? { lock: emptyLock() } : { lock: parseLock(text, lockFile), text, crlf: bytes!.includes(0x0d) };
}

/** The bytes of a lock file (a regular file, bounded), or undefined when the default one is not there. */
function readLockBytesIfAny(lockFile: string, namedBy: string | undefined): Buffer | undefined {
  const file = openLockIfAny(lockFile, namedBy);
  if (file === undefined) return undefined;
  try {
    return file.bytes();
  } finally {
    file.close();
  }
}

/** A lock file opened for reading (a regular file, bounded), or undefined when the default one is not there. */
export function openLockIfAny(lockFile: string, namedBy: string | undefined): UserFile | undefined {
  const file = openUserFile(lockFile, { missingOk: true });
  if (file === undefined && namedBy !== undefined) {
    throw new ToolsealError(
      'IO_ERROR',
      `cannot read ${lockFile}: no such file (named by ${namedBy}; only the default ${DEFAULT_LOCK_FILE} may be absent)`,
    );
  }
  return file;
}

/** The reviewed snapshot of a server in a snapshot folder, if there is one (an invalid one is refused). */
export function readReviewedSnapshot(dir: string, serverId: string): Snapshot | undefined {
  return readReviewedSnapshotWithDigests(dir, serverId)?.snapshot;
}

/** {@link readReviewedSnapshot} with the digests (field digests too) that checking it computed. */
export function readReviewedSnapshotWithDigests(
  dir: string,
  serverId: string,
): { snapshot: Snapshot; digests: SurfaceDigests } | undefined {
  const file = join(dir, snapshotFileName(serverId));
  if (!existsSync(file)) return undefined;
  return readSnapshotFileWithDigests(file);
}

/**
 * A folder of reviewed snapshots the user named (check's and the guard's `--snapshot-dir`, the check
 * action's input) must be there and readable: one missing, mistyped or unreadable would read as "none
 * reviewed" and silently give no pointers or kinds (IO_ERROR, exit 2); a file is a usage error. A folder
 * with no snapshot of a server is that server not reviewed yet.
 */
export function assertSnapshotFolder(dir: string, what: string): void {
  let isFolder: boolean;
  try {
    isFolder = statSync(dir).isDirectory();
    if (isFolder) readdirSync(dir);
  } catch (e) {
    throw new ToolsealError('IO_ERROR', `${what} ${dir}: ${osErrorText(e)}`);
  }
  if (!isFolder) throw new ToolsealError('USAGE', `${what} ${dir} is a file, not a folder of reviewed snapshots`);
}
