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
export declare function withExclusiveFileLock<T>(target: string, fn: (assertHeld: AssertHeld) => T | Promise<T>, options?: ExclusiveFileLockOptions): Promise<T>;
