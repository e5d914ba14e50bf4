import type { Writable } from 'node:stream';

/** What the guard keeps buffered for a stderr its reader does not drain; past it, lines are dropped and counted. */
export const MAX_STDERR_BUFFERED = 1024 * 1024;

/** How many notices of one kind are written in full each second; the rest of that second are counted. */
export const NOTICES_SHOWN_PER_SECOND = 5;

/** The window the count of held notices covers, and how often it is written. */
const NOTICE_WINDOW_MS = 1000;

/** Kinds of notice counted apart (each a code word such as `DROPPED INVALID_INPUT`); more share one count. */
const MAX_NOTICE_KINDS = 32;

/**
 * The guard's stderr, bounded: a host that never reads it cannot grow the guard (past
 * {@link MAX_STDERR_BUFFERED} bytes waiting, a write is dropped, and once the stream drains one line says
 * how many lines were), and a host that closes it cannot end the guard (an EPIPE is taken as "nobody
 * reads": every later write is dropped, the session goes on).
 */
export class StderrSink {
  private droppedLines = 0;
  private waiting = false;
  private closed = false;

  constructor(
    private readonly stream: Writable,
    private readonly maxBuffered = MAX_STDERR_BUFFERED,
  ) {
    stream.on('error', () => {
      this.closed = true;
    });
  }

  /** Writes one text (whole lines), or drops it whole. */
  readonly write = (text: string): void => {
    if (this.closed || this.stream.destroyed || this.stream.writableEnded) return;
    if (this.stream.writableLength + text.length > this.maxBuffered) {
      this.droppedLines += countLines(text);
      if (!this.waiting) {
        this.waiting = true;
        this.stream.once('drain', () => this.drained());
      }
      return;
    }
    this.stream.write(text);
  };

  private drained(): void {
    this.waiting = false;
    const n = this.droppedLines;
    this.droppedLines = 0;
    if (n > 0) this.write(`toolseal guard: ${n} lines of stderr dropped: the host did not read its stderr\n`);
  }
}

function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return Math.max(n, 1);
}

/**
 * The guard's notices, rate-limited by kind (the code words before the first colon, `DROPPED
 * INVALID_INPUT`): in each second the first {@link NOTICES_SHOWN_PER_SECOND} of a kind are written, the
 * rest counted, and the count written as one line when the second ends (and at {@link flush}). A server
 * that sends a million junk lines gets a few lines a second on stderr, not one notice each.
 */
export class NoticeLimiter {
  private readonly shown = new Map<string, number>();
  private readonly held = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  /** `write` takes the notice's text (without the guard's prefix and newline). */
  constructor(private readonly write: (text: string) => void) {}

  notice(text: string): void {
    const kind = this.kindOf(text);
    const n = this.shown.get(kind) ?? 0;
    if (this.timer === undefined) {
      this.timer = setInterval(() => this.tick(), NOTICE_WINDOW_MS);
      this.timer.unref();
    }
    if (n < NOTICES_SHOWN_PER_SECOND) {
      this.shown.set(kind, n + 1);
      this.write(text);
      return;
    }
    this.held.set(kind, (this.held.get(kind) ?? 0) + 1);
  }

  /** Writes the counts held so far; the next notice of each kind is shown again. */
  flush(): void {
    for (const [kind, n] of this.held)
      this.write(`${kind}: ${n} more like this not shown (a count a second, after the first ${NOTICES_SHOWN_PER_SECOND})`);
    this.held.clear();
    this.shown.clear();
  }

  /** Writes what is held and stops the clock (the session ended). */
  stop(): void {
    this.flush();
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private tick(): void {
    const idle = this.shown.size === 0;
    this.flush();
    // A quiet second ends the clock; the next notice starts it again.
    if (idle) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /** The notice's kind: its leading code words (the guard's own, never server text), or one shared kind. */
  private kindOf(text: string): string {
    const colon = text.indexOf(':');
    const head = colon > 0 && colon <= 48 ? text.slice(0, colon) : '';
    const kind = /^[A-Z][A-Z_]*( [A-Z][A-Z_]*)?$/.test(head) ? head : 'NOTICE';
    return this.shown.has(kind) || this.held.has(kind) || this.shown.size + this.held.size < MAX_NOTICE_KINDS ? kind : 'NOTICE';
  }
}
