import { ArrivingLine } from '../mcp/arriving-line.js';
import type { LineTap } from './line-splitter.js';
import { envelopeProblem } from './message-line.js';

type Message = Record<string, unknown>;

/** Text kept before a `tools` array, at most: a line whose array comes later (or never) is read whole. */
const MAX_HEAD_CHARS = 1 << 20;

/**
 * The server's lines, watched while the guard's own list is being taken (`active`): each line that begins
 * then is decoded as it arrives and its `result.tools` elements read one by one as they complete (see
 * {@link ArrivingLine}), counted against `--max-tools` while it arrives (`onCount`). At the line's end, a
 * line that read so as exactly one strict JSON-RPC answer to one of the guard's own requests (`owns`) is
 * taken (`onOwn` gets its value): it is never joined, decoded or parsed whole, nor kept as text beside
 * its values. Any other line (not strict, not an answer of the guard's, anything the parts could not
 * decide) is left to the splitter, which hands it on whole to the same strict reading every line gets,
 * with the same errors, as before.
 *
 * What the whole-line reader refuses and a JSON parse does not is checked here too: a byte order mark, a
 * raw CR anywhere but before the newline (JSON takes it for white space). A line whose count passed the
 * bound and that holds the guard's id prefix is taken and dropped (`onDropped`): its list is refused
 * already, and reading it whole would cost what the bound is there to spare.
 */
export class OwnListAnswerTap implements LineTap {
  private readonly line: ArrivingLine;
  private decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  /** This line: not begun, read in parts, or not read (it began with no list in flight, or was given up on). */
  private state: 'idle' | 'reading' | 'off' = 'idle';
  /** Its first bytes (a byte order mark is looked for in them). */
  private head: number[] = [];
  /** The last part ended in a CR (fine only if the line ends there). */
  private crAtEnd = false;
  /** The count passed the bound on this line: only whether it holds the guard's prefix is still watched. */
  private overBound = false;
  private prefixSeen = false;
  /** The last bytes of the previous part (the prefix may straddle two parts). */
  private carry: Buffer = Buffer.alloc(0);
  private readonly prefix: Buffer;

  constructor(
    source: string,
    prefix: string,
    private readonly hooks: {
      active(): boolean;
      owns(id: unknown): boolean;
      /** The elements counted so far on this line; false when that passed the bound (the list is refused). */
      onCount(n: number): boolean;
      onOwn(message: Message, bytes: number): void;
      onDropped(bytes: number): void;
    },
  ) {
    this.line = new ArrivingLine(source);
    this.prefix = Buffer.from(prefix, 'utf8');
  }

  part(bytes: Buffer): void {
    if (this.state === 'idle') this.state = this.hooks.active() ? 'reading' : 'off';
    if (this.state === 'off' || bytes.length === 0) return;
    if (this.overBound) return this.watchPrefix(bytes);
    if (this.head.length < 3) for (let i = 0; i < bytes.length && this.head.length < 3; i++) this.head.push(bytes[i]!);
    if (this.crAtEnd) return this.off();
    const cr = bytes.indexOf(13);
    if (cr >= 0 && cr < bytes.length - 1) return this.off();
    this.crAtEnd = cr === bytes.length - 1;
    try {
      this.line.feed(this.decoder.decode(bytes, { stream: true }));
    } catch {
      return this.off();
    }
    if (this.line.headChars > MAX_HEAD_CHARS) return this.off();
    if (!this.hooks.onCount(this.line.count)) {
      this.overBound = true;
      this.line.reset();
      this.watchPrefix(bytes);
    }
  }

  end(bytes: number): boolean {
    const state = this.state;
    const overBound = this.overBound;
    const prefixSeen = this.prefixSeen;
    const bom = this.head[0] === 0xef && this.head[1] === 0xbb && this.head[2] === 0xbf;
    let value: unknown;
    if (state === 'reading' && !overBound && !bom) {
      try {
        const last = this.decoder.decode();
        if (last !== '') this.line.feed(last);
        value = this.line.value()?.value;
      } catch {
        value = undefined;
      }
    }
    this.clear();
    if (state !== 'reading') return false;
    if (overBound) {
      if (!prefixSeen) return false;
      this.hooks.onDropped(bytes);
      return true;
    }
    if (value === undefined || envelopeProblem(value) !== undefined) return false;
    const m = value as Message;
    if (!this.hooks.owns(m.id) || Object.hasOwn(m, 'method')) return false;
    this.hooks.onOwn(m, bytes);
    return true;
  }

  cancel(): void {
    this.clear();
  }

  private watchPrefix(bytes: Buffer): void {
    if (this.prefixSeen) return;
    const window = this.carry.length > 0 ? Buffer.concat([this.carry, bytes.subarray(0, this.prefix.length)]) : undefined;
    if ((window && window.includes(this.prefix)) || bytes.includes(this.prefix)) {
      this.prefixSeen = true;
      return;
    }
    this.carry = Buffer.from(bytes.subarray(Math.max(0, bytes.length - this.prefix.length + 1)));
  }

  private off(): void {
    this.state = 'off';
    this.line.reset();
  }

  private clear(): void {
    this.state = 'idle';
    this.line.reset();
    this.decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    this.head = [];
    this.crAtEnd = false;
    this.overBound = false;
    this.prefixSeen = false;
    this.carry = Buffer.alloc(0);
  }
}
