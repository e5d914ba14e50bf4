import { ToolsealError } from '../core/errors.js';
import type { SnapshotLimits } from './server-spec.js';

/**
 * The bounds of one snapshot, shared by the transport and the page loop: one deadline for the whole
 * snapshot (connection included), one byte count of everything the server sent on the wire, and the first
 * fatal reason. Whoever sees a bound crossed calls {@link SnapshotBudget.fail}; that aborts `signal`, so a
 * pending `connect()` or request stops at once instead of waiting for its own timeout.
 */
export class SnapshotBudget {
  readonly limits: SnapshotLimits;
  readonly deadline: number;
  private readonly controller = new AbortController();
  private bytes = 0;
  private failure: ToolsealError | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(limits: SnapshotLimits, private readonly where: string) {
    this.limits = limits;
    this.deadline = Date.now() + limits.timeoutMs;
    this.timer = setTimeout(() => this.fail(`timed out after ${limits.timeoutMs / 1000} s (--timeout, connection included)`), limits.timeoutMs);
  }

  /** Aborted when the snapshot has failed (a bound crossed, a crash, a refused message). */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get bytesReceived(): number {
    return this.bytes;
  }

  /**
   * The timeout to give an SDK request: past the deadline by a margin, so the budget's own timer (with
   * its clear reason) always fires first and the SDK's generic "Request timed out" never wins the race.
   */
  requestTimeoutMs(): number {
    return Math.max(1, this.deadline - Date.now()) + 1000;
  }

  /** Counts bytes received from the server; crossing `maxBytes` fails the snapshot. */
  addBytes(n: number): void {
    this.bytes += n;
    if (this.bytes > this.limits.maxBytes) this.fail(`the server sent more than ${this.limits.maxBytes} bytes (--max-bytes)`);
  }

  /** Records the first fatal reason as SNAPSHOT_INCOMPLETE (or the given error) and aborts. */
  fail(reason: string | ToolsealError, cause?: unknown): void {
    if (this.failure) return;
    this.failure =
      typeof reason === 'string' ? new ToolsealError('SNAPSHOT_INCOMPLETE', `${this.where}: ${reason}`, { cause }) : reason;
    clearTimeout(this.timer);
    this.controller.abort(this.failure);
  }

  /** The first fatal error, if any. */
  get failed(): ToolsealError | undefined {
    return this.failure;
  }

  /** Throws the recorded failure, if any. */
  check(): void {
    if (this.failure) throw this.failure;
  }

  /** Stops the deadline timer (the snapshot is over). */
  dispose(): void {
    clearTimeout(this.timer);
  }

  /** Resolves with `p`, or rejects with the budget's failure as soon as there is one. */
  race<T>(p: Promise<T>): Promise<T> {
    if (this.failure) {
      p.catch(() => {});
      return Promise.reject(this.failure);
    }
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(this.failure);
      this.signal.addEventListener('abort', onAbort, { once: true });
      p.then(
        (v) => {
          this.signal.removeEventListener('abort', onAbort);
          resolve(v);
        },
        (e) => {
          this.signal.removeEventListener('abort', onAbort);
          reject(e);
        },
      );
    });
  }
}
