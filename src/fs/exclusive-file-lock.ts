import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, openSync, readFileSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ToolsealError, osErrorText } from '../core/errors.js';

/** How long a writer waits for another one to finish before it gives up (a lock write takes milliseconds). */
const DEFAULT_LOCK_WAIT_MS = 30_000;

/** What the lock file beside the target holds: who took it, so a later process can tell it is stale. */
interface Holder {
  pid: number;
  host: string;
  nonce: string;
}

export interface ExclusiveFileLockOptions {
  /** Give up after this long (default {@link DEFAULT_LOCK_WAIT_MS}). */
  waitMs?: number;
}

/** Throws unless this process still holds the lock: call it right before the write it guards. */
export type AssertHeld = () => void;

/**
 * Runs `fn` while holding an exclusive lock on `target`: the file `<target>.lock`, created only if absent
 * (linked into place whole, so a reader never sees it half-written), holding this process's id. A lock
 * file whose holder has exited (same host, no such process) is stale and taken over; one held by a live
 * process is waited for, up to `waitMs`, then refused with one line that names it. Concurrent writers of
 * one file (parallel `lock` runs in CI) are so serialized: each re-reads the file under the lock.
 */
export async function withExclusiveFileLock<T>(
  target: string,
  fn: (assertHeld: AssertHeld) => T | Promise<T>,
  options: ExclusiveFileLockOptions = {},
): Promise<T> {
  const lockPath = `${target}.lock`;
  const mine: Holder = { pid: process.pid, host: hostname(), nonce: randomBytes(12).toString('hex') };
  const waitMs = options.waitMs ?? DEFAULT_LOCK_WAIT_MS;
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (tryCreate(lockPath, mine)) break;
    const holder = readHolder(lockPath);
    if (holder && isStale(holder)) {
      breakStale(lockPath, holder);
      continue;
    }
    if (Date.now() >= deadline) {
      const who = holder
        ? `process ${holder.pid}${holder.host === mine.host ? '' : ` on ${JSON.stringify(holder.host)}`}`
        : 'another process';
      throw new ToolsealError(
        'IO_ERROR',
        `${target}: ${lockPath} is held by ${who} (another toolseal writing it?); waited ${Math.round(waitMs / 1000)} s. If no such process runs, delete ${lockPath}`,
      );
    }
    await sleep(20 + Math.floor(Math.random() * 80));
  }
  try {
    return await fn(() => {
      if (readHolder(lockPath)?.nonce !== mine.nonce) {
        throw new ToolsealError('IO_ERROR', `${target}: ${lockPath} was taken by another process while this one held it; nothing written`);
      }
    });
  } finally {
    if (readHolder(lockPath)?.nonce === mine.nonce) rmSync(lockPath, { force: true });
  }
}

function ioError(path: string, e: unknown): ToolsealError {
  const err = e as NodeJS.ErrnoException;
  return new ToolsealError('IO_ERROR', `cannot lock ${path}: ${osErrorText(err)}`, { cause: e });
}

/** Creates the lock file with its content in one step; false when it exists. */
function tryCreate(lockPath: string, mine: Holder): boolean {
  const text = JSON.stringify(mine) + '\n';
  const tmp = join(dirname(lockPath), `.toolseal-lock-${mine.nonce}.tmp`);
  try {
    const fd = openSync(tmp, 'wx', 0o644);
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(tmp, lockPath);
      return true;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return false;
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS' && code !== 'EOPNOTSUPP') throw ioError(lockPath, e);
    }
    // A file system without hard links: create exclusively, then write (a reader of the empty file waits).
    let direct: number;
    try {
      direct = openSync(lockPath, 'wx', 0o644);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw ioError(lockPath, e);
    }
    try {
      writeSync(direct, text);
    } finally {
      closeSync(direct);
    }
    return true;
  } catch (e) {
    throw e instanceof ToolsealError ? e : ioError(lockPath, e);
  } finally {
    rmSync(tmp, { force: true });
  }
}

/** The holder a lock file names; undefined when it is gone or does not read as one (then it counts as held). */
function readHolder(path: string): Holder | undefined {
  // At most 1 KB: a holder record is short, and a huge file there must not be read whole.
  let text: string;
  try {
    const fd = openSync(path, 'r');
    try {
      const buf = Buffer.alloc(1024);
      const n = readSync(fd, buf, 0, buf.length, 0);
      if (n === buf.length) return undefined;
      text = buf.subarray(0, n).toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
  try {
    const v = JSON.parse(text) as Partial<Holder>;
    if (Number.isSafeInteger(v.pid) && v.pid! > 0 && typeof v.host === 'string' && typeof v.nonce === 'string') return v as Holder;
  } catch {
    // not a holder record
  }
  return undefined;
}

/**
 * Stale: taken on this host by a process that no longer exists, or (Linux) has exited and waits only to be
 * reaped (a zombie). Another host's process cannot be asked: its lock file is waited for.
 */
function isStale(h: Holder): boolean {
  if (h.host !== hostname()) return false;
  try {
    process.kill(h.pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ESRCH';
  }
  try {
    const stat = readFileSync(`/proc/${h.pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] === 'Z';
  } catch {
    return false;
  }
}

/**
 * Removes a stale lock file without removing a fresh one: two processes may judge the same file stale, and
 * the slower must not delete the lock the faster has just taken. So the file is moved aside first (atomic),
 * and removed only if it is the one judged stale; a fresh one is put back.
 */
function breakStale(lockPath: string, stale: Holder): void {
  const aside = `${lockPath}.${randomBytes(6).toString('hex')}.stale`;
  try {
    renameSync(lockPath, aside);
  } catch {
    return; // gone already: someone else broke it
  }
  try {
    if (readHolder(aside)?.nonce === stale.nonce) return;
    try {
      linkSync(aside, lockPath);
    } catch {
      // Yet another process took the name meanwhile; the holder we moved finds out before it writes.
    }
  } finally {
    rmSync(aside, { force: true });
  }
}
