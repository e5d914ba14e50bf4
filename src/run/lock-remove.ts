import { resolve } from 'node:path';
import { ToolsealError } from '../core/errors.js';
import { DEFAULT_LOCK_FILE, LOCKFILE_VERSION, type LockedServer, type Lockfile } from '../core/lock/lock.js';
import { serializeLockBytes } from '../core/lock/lock-text.js';
import { withExclusiveFileLock } from '../fs/exclusive-file-lock.js';
import { writeFileAtomic } from '../fs/json-file.js';
import { readMcpConfig } from '../mcp/config/config-file.js';
import { readLockIfAny } from './check-inputs.js';

/** What `toolseal lock --remove ID` / `--prune --config FILE` is asked to do. */
export interface LockRemoveOptions {
  lockFile?: string;
  /** Server ids whose entries are dropped; each must be in the lock. */
  remove: readonly string[];
  /** Drop every entry for a server this MCP config file does not name (a disabled entry still names it). */
  pruneConfig?: string;
  env: NodeJS.ProcessEnv;
  cwd?: string;
  lockWaitMs?: number;
}

export interface LockRemoveRun {
  lockFile: string;
  removed: string[];
  written: boolean;
}

/**
 * Drops entries from the lock: the ids named, and with a config file the ids it does not name. Done
 * under the lock file's exclusive lock (as every lock write is): the lock is read, the entries dropped and
 * the result written atomically. An id named that the lock does not hold is refused (a typo never passes
 * as a removal), and then nothing is written. The lock is named with --lock or is the default, which must
 * exist here: there is nothing to remove from a lock that is not there.
 */
export async function runLockRemove(options: LockRemoveOptions): Promise<LockRemoveRun> {
  const cwd = options.cwd ?? process.cwd();
  const lockFile = resolve(cwd, options.lockFile ?? DEFAULT_LOCK_FILE);
  // Read before the lock is taken, so an unreadable config fails before anything else.
  const configured =
    options.pruneConfig === undefined
      ? undefined
      : new Set(readMcpConfig(resolve(cwd, options.pruneConfig), options.env).map((s) => s.name));
  return withExclusiveFileLock(
    lockFile,
    (assertHeld) => {
      const { lock, text } = readLockIfAny(lockFile, options.lockFile === undefined ? undefined : '--lock');
      if (text === undefined) throw new ToolsealError('IO_ERROR', `cannot read ${lockFile}: no such file (nothing to remove)`);
      const missing = options.remove.filter((id) => !Object.hasOwn(lock.servers, id));
      if (missing.length > 0) {
        throw new ToolsealError(
          'INVALID_INPUT',
          `${lockFile}: no entry for ${missing.map((id) => JSON.stringify(id)).join(', ')} (the lock pins ${Object.keys(lock.servers).length} server${Object.keys(lock.servers).length === 1 ? '' : 's'}; nothing was removed)`,
        );
      }
      const drop = new Set(options.remove);
      if (configured) for (const id of Object.keys(lock.servers)) if (!configured.has(id)) drop.add(id);
      const removed = Object.keys(lock.servers).filter((id) => drop.has(id));
      if (removed.length === 0) return { lockFile, removed, written: false };
      const servers = Object.create(null) as Record<string, LockedServer>;
      for (const id of Object.keys(lock.servers).sort()) if (!drop.has(id)) servers[id] = lock.servers[id]!;
      const next: Lockfile = { lockfileVersion: LOCKFILE_VERSION, servers };
      const bytes = serializeLockBytes(next);
      assertHeld();
      writeFileAtomic(lockFile, bytes);
      return { lockFile, removed, written: true };
    },
    { waitMs: options.lockWaitMs },
  );
}
