import { escapeLineBreakers } from './message-line.js';

/** A line feed, the MCP stdio framing. */
export const NEWLINE = Buffer.from('\n');

/**
 * A message for a stdio stream: its JSON text and the newline that ends it, as bytes. Every line the
 * guard handles carries its newline, so that passing one on is a single write of the bytes at hand.
 * Characters a reader could take for a line end (U+2028, U+2029, NEL: JSON.stringify writes them raw) are
 * escaped, so the line is one message for any reader.
 */
export function framed(json: string): Buffer {
  return Buffer.from(escapeLineBreakers(json) + '\n', 'utf8');
}

/**
 * Sees each line as it arrives, before the splitter joins its bytes: every part of it (never its `\n`), then
 * its end, where it may take the line (then it is not joined nor handed on), or the line dropped (too long).
 */
export interface LineTap {
  /**
   * The next part of the line. True: the tap takes this line whatever follows (its `end` will return
   * true), so the splitter keeps none of its bytes from here on and drops those it kept: a line of
   * millions of tools that the tap reads in parts is not also held as bytes.
   */
  part(bytes: Buffer): boolean;
  /** The line ended, `bytes` long with its newline: true when the tap took it (always, once `part` said so). */
  end(bytes: number): boolean;
  /** The line was dropped (longer than the bound). */
  cancel(): void;
  /**
   * True when the tap would read nothing of a line beginning now (it would only let it pass): the splitter
   * then hands such a line on without showing it the line's parts and end (no view of it made, no calls).
   */
  passes?(): boolean;
}

/**
 * Splits a byte stream into newline-delimited lines (the MCP stdio framing), bounded: a line longer than
 * `maxLineBytes` is not kept in memory; its bytes are counted and dropped up to the next newline, and
 * `onOversize` says how many were lost. Lines are handed on with their `\n` (and a `\r` before it), so a
 * forwarded line is byte for byte what was read, and a line that fits in one chunk is a view of that
 * chunk, not a copy. A last line the stream ended without a newline gets one.
 */
export class LineSplitter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private skipping = 0;
  /** The tap took the line being read (see LineTap.part): its bytes are counted, not kept. */
  private taken = false;

  constructor(
    private readonly maxLineBytes: number,
    private readonly onLine: (line: Buffer) => void,
    private readonly onOversize: (bytes: number) => void,
    private readonly tap?: LineTap,
  ) {}

  /** `firstNewline`: where the chunk's first `\n` is (-1: none), when the caller has looked already. */
  push(chunk: Buffer, firstNewline = chunk.indexOf(10)): void {
    let start = 0;
    for (let nl = firstNewline; ; nl = chunk.indexOf(10, start)) {
      if (nl < 0) {
        this.keep(start === 0 ? chunk : chunk.subarray(start));
        return;
      }
      // The line's length without its newline is what --max-bytes bounds.
      const length = nl - start;
      const from = start;
      // A chunk that is the whole line (the usual request or answer) is the line itself: no view made of it.
      const piece = from === 0 && nl === chunk.length - 1 ? chunk : chunk.subarray(from, nl + 1);
      start = nl + 1;
      if (this.skipping > 0) {
        this.onOversize(this.skipping + length);
        this.skipping = 0;
        continue;
      }
      if (this.pendingBytes + length > this.maxLineBytes) {
        this.tap?.cancel();
        this.onOversize(this.pendingBytes + length);
        this.reset();
        continue;
      }
      // A chunk's last line ends the chunk (the usual case): nothing is left to look for a newline in.
      const last = start === chunk.length;
      if (this.tap && !(this.pendingBytes === 0 && this.tap.passes?.() === true)) {
        this.tap.part(chunk.subarray(from, nl));
        const took = this.tap.end(this.pendingBytes + length + 1) || this.taken;
        if (took) {
          this.reset();
          continue;
        }
      }
      const line = this.pending.length === 0 ? piece : Buffer.concat([...this.pending, piece]);
      this.reset();
      this.onLine(line);
      if (last) return;
    }
  }

  /** The stream ended: a last line without a newline still counts. */
  end(): void {
    if (this.skipping > 0) this.onOversize(this.skipping);
    else if (this.pendingBytes > 0 && !this.tap?.end(this.pendingBytes + 1) && !this.taken)
      this.onLine(Buffer.concat([...this.pending, NEWLINE]));
    this.reset();
    this.skipping = 0;
  }

  private keep(rest: Buffer): void {
    if (rest.length === 0) return;
    if (this.skipping > 0) {
      this.skipping += rest.length;
      return;
    }
    if (this.pendingBytes + rest.length > this.maxLineBytes) {
      this.tap?.cancel();
      this.skipping = this.pendingBytes + rest.length;
      this.reset();
      return;
    }
    if (this.tap?.part(rest) === true && !this.taken) {
      this.taken = true;
      this.pending = [];
    }
    // A copy: the chunk's memory may be reused by the stream.
    if (!this.taken) this.pending.push(Buffer.from(rest));
    this.pendingBytes += rest.length;
  }

  private reset(): void {
    if (this.pending.length > 0) this.pending = [];
    this.pendingBytes = 0;
    this.taken = false;
  }
}
