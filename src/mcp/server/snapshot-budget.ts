import { ToolsealError } from '../../core/errors.js';
import { MAX_TIMEOUT_MS, type SnapshotLimits } from './server-spec.js';
import { countText } from '../../core/text/count-text.js';

/**
 * The bounds of one snapshot, shared by the transport and the page loop: one deadline for the whole
 * snapshot (connection, pages, digests and closing the server: the close shortens its grace periods to fit,
 * see {@link SnapshotBudget.graceMs}), one byte count of everything the server sent on the wire, and the
 * first fatal reason. Whoever sees a bound crossed calls {@link SnapshotBudget.fail}; that aborts `signal`, so a
 * pending `connect()` or request stops at once instead of waiting for its own timeout.
 */
let serverInput: (() => void) | undefined;

/**
 * Runs `fn` once, when a server first sends bytes (a live list begins to arrive). For the CLI, which owns
 * its process (see bin.ts); a library call leaves the process as it is unless its host asks for this.
 */
export function onServerInput(fn: () => void): void {
  serverInput = fn;
}

/** A server has begun to send a list (the guard calls it when a long line starts arriving); runs the `onServerInput` function once. */
export function serverInputBegins(): void {
  if (serverInput === undefined) return;
  const fn = serverInput;
  serverInput = undefined;
  fn();
}

/** A terminal's progress line is first shown, then refreshed, after this long. */
const PROGRESS_INTERVAL_MS = 1000;

/** An SDK request's timeout runs this far past the budget's deadline, so the budget's own timer fires first. */
const SDK_TIMEOUT_MARGIN_MS = 1000;

export class SnapshotBudget {
  readonly limits: SnapshotLimits;
  readonly deadline: number;
  private readonly controller = new AbortController();
  private bytes = 0;
  private tools = 0;
  private failure: ToolsealError | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(
    limits: SnapshotLimits,
    private readonly label: string,
  ) {
    // A Node timer cannot hold more; beyond it, it would fire at once (a false timeout).
    if (!(limits.timeoutMs >= 1 && limits.timeoutMs <= MAX_TIMEOUT_MS)) {
      throw new ToolsealError('USAGE', `the timeout must be from 1 ms to ${MAX_TIMEOUT_MS} ms, not ${limits.timeoutMs}`);
    }
    this.limits = limits;
    this.deadline = (limits.startedAt ?? Date.now()) + limits.timeoutMs;
    this.timer = setTimeout(() => this.timedOut(), Math.max(0, this.deadline - Date.now()));
    const progress = limits.onProgress;
    if (progress) {
      this.progress = setInterval(() => {
        this.progressShown = true;
        progress(this.label, this.tools, this.bytes, false);
      }, PROGRESS_INTERVAL_MS);
      this.progress.unref();
    }
  }

  private progress: NodeJS.Timeout | undefined;
  private progressShown = false;

  /** Ends the progress line, if one was shown. */
  private endProgress(): void {
    if (this.progress === undefined) return;
    clearInterval(this.progress);
    this.progress = undefined;
    if (this.progressShown) this.limits.onProgress!(this.label, this.tools, this.bytes, true);
  }

  /** What the server said last (a stdio server's stderr, escaped and redacted), for a timeout's message. */
  lastWords: (() => string) | undefined;

  private timedOut(): void {
    this.fail(
      `timed out after ${this.limits.timeoutMs / 1000} s (--timeout: connection, pages, digests and closing)${this.lastWords?.() ?? ''}`,
    );
  }

  /** Milliseconds left before the deadline (0 once it has passed). */
  remainingMs(): number {
    return Math.max(0, this.deadline - Date.now());
  }

  /**
   * How long to wait for a step of closing: `wanted`, cut to leave `reserve` ms of the time left for the
   * steps after it, and never under `floor` (a signal needs a moment to land, even past the deadline).
   */
  graceMs(wanted: number, reserve = 0, floor = 0): number {
    return Math.max(floor, Math.min(wanted, this.remainingMs() - reserve));
  }

  /**
   * Fails the snapshot as timed out when the deadline has passed: for a step that runs without yielding
   * (digesting a long list), where the timer cannot fire until it is over.
   */
  checkDeadline(): void {
    if (Date.now() >= this.deadline) this.timedOut();
    this.check();
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
    return Math.min(MAX_TIMEOUT_MS, Math.max(1, this.deadline - Date.now()) + SDK_TIMEOUT_MARGIN_MS);
  }

  /** Counts bytes received from the server; crossing `maxBytes` fails the snapshot. */
  addBytes(n: number): void {
    this.bytes += n;
    serverInputBegins();
    if (this.bytes > this.limits.maxBytes) this.fail(`the server sent more than ${this.limits.maxBytes} bytes (--max-bytes)`);
  }

  /** Counts the tools of a page the page loop has taken. */
  addTools(n: number): void {
    this.tools += n;
  }

  /** The reason a list is refused for its length (one wording, wherever it is noticed). */
  tooManyTools(count: number, seenAt: string): string {
    return `the server has more than ${countText(this.limits.maxTools, 'tool')} (--max-tools): ${count} ${seenAt}`;
  }

  /**
   * A page still arriving already has `n` tools (a lower bound, counted on the text as it comes): fails
   * the snapshot as soon as that and the pages taken before pass `maxTools`, so the rest of a flood is
   * neither waited for nor held.
   */
  checkArrivingTools(n: number): void {
    if (!this.failure && this.tools + n > this.limits.maxTools)
      this.fail(this.tooManyTools(this.tools + n, 'and more, on a page still arriving'));
  }

  /** Records the first fatal reason as SNAPSHOT_INCOMPLETE (or the given error) and aborts. */
  fail(reason: string | ToolsealError, cause?: unknown): void {
    if (this.failure) return;
    this.failure = typeof reason === 'string' ? new ToolsealError('SNAPSHOT_INCOMPLETE', `${this.label}: ${reason}`, { cause }) : reason;
    clearTimeout(this.timer);
    this.endProgress();
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
    this.endProgress();
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
