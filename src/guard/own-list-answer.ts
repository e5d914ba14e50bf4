import type { NumberReading } from '../core/json/strict-reader.js';
import { ToolsAnswerReader } from '../mcp/transport/tools-answer-reader.js';
import type { LineTap } from './line-splitter.js';
import { envelopeProblem, readMessageLine, type LineRead } from './message-line.js';

type Message = Record<string, unknown>;

/** Text kept before a `tools` array, at most: a line whose array comes later (or never) is read whole. */
const MAX_HEAD_CHARS = 1 << 20;

/** The first bytes of a line kept once its bytes are not (what a notice about a refused line shows of it). */
const PREVIEW_BYTES = 200;

/** What the whole-line reader says of a line with a raw CR inside (see readMessageLine). */
const RAW_CONTROL = 'a raw control character (CR, form feed, NUL, ...) in the line';

/**
 * The server's lines, watched while the guard's own list is being taken (`active`): each line that begins
 * then is decoded as it arrives and its `result.tools` elements read one by one as they complete (see
 * {@link ToolsAnswerReader}), counted against `--max-tools` while it arrives (`onCount`). At the line's end, a
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
 *
 * Taken early: a line that begins as one object whose `id` (written before its tools) is one of the
 * guard's is the guard's whatever follows (never forwarded), so once its tools array opens the tap takes
 * it (`part` says so) and the splitter stops keeping its bytes: the list is then held once, as values.
 * Whatever the line turns out to be, the guard does with it what it did with the bytes: its value to
 * `onOwn`, or the reading the whole line would have had (`onOwnRefused`: the same refusal, from the text
 * with the tools read replaced, see {@link ToolsAnswerReader.whole}, or from what was seen of the bytes: a raw
 * CR, bytes that are not UTF-8), with its first bytes for the notice.
 *
 * Taken early too, its id not known yet (written last, as the SDK's servers write every answer): a line that
 * began while no request of the host's awaited the server's answer (`hostAwaits`), once its tools array
 * opens. An answer reaches the host only for a request of the host's pending when it is read, and a server
 * writes its answer only after reading the request, which the guard notes as pending before it forwards it:
 * so such a line, an answer by its `result`, can be no answer the host gets. It is the guard's (its value to
 * `onOwn`), or it is dropped: `onStray` for an answer to another id (even one of a host request sent while it
 * arrived: the server wrote it before it could read that request), the reading of the whole line for the
 * rest, as above. A host request in flight keeps the bytes of the line as before (it may be its answer, to
 * be passed on byte for byte).
 */
export class OwnListAnswerTap implements LineTap {
  private readonly line: ToolsAnswerReader;
  private decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  /**
   * This line: not begun, read in parts, not read (given up on), or passed by (it began with no list in
   * flight: nothing of it was kept or read, so its end has nothing to clear).
   */
  private state: 'idle' | 'reading' | 'off' | 'passed' = 'idle';
  /** The last part ended in a CR (fine only if the line ends there). */
  private crAtEnd = false;
  /** The count passed the bound on this line: only whether it holds the guard's prefix is still watched. */
  private overBound = false;
  private prefixSeen = false;
  /** The last bytes of the previous part (the prefix may straddle two parts). */
  private carry: Buffer = Buffer.alloc(0);
  private readonly prefix: Buffer;
  /** The first byte of the line that is not a space or tab (-1: none yet). */
  private firstByte = -1;
  /** The line is taken (see the class comment): its bytes are not kept by the splitter. */
  private taken = false;
  /** No request of the host's awaited the server's answer when the line began: it may be taken before its id. */
  private hostIdle = false;
  /** It was taken for its id, read as the guard's before its tools (else for the host being idle). */
  private takenForId = false;
  /** Its first bytes: a byte order mark is looked for in them, and a notice shows them (the splitter's copy may be dropped). */
  private preview: Buffer[] = [];
  private previewBytes = 0;
  /** A taken line that the whole-line reader refuses for its bytes: a raw CR inside, or bytes that are not UTF-8. */
  private rawCr = false;
  private notUtf8 = false;

  constructor(
    private readonly source: string,
    prefix: string,
    private readonly hooks: {
      active(): boolean;
      owns(id: unknown): boolean;
      /** The elements counted so far on this line; false when that passed the bound (the list is refused). */
      onCount(n: number): boolean;
      onOwn(message: Message, bytes: number): void;
      onDropped(bytes: number): void;
      /**
       * A taken line that is not the guard's answer as read in parts: how the whole line reads, its first bytes,
       * its length, whether it holds the guard's id prefix.
       */
      onOwnRefused(read: LineRead, preview: Buffer, bytes: number, ownPrefix: boolean): void;
      /** Whether a request of the host's awaits the server's answer (see the class comment). */
      hostAwaits(): boolean;
      /** A line taken while the host awaited nothing that answers another id than the guard's (undefined: not read, past the bound). */
      onStray(id: unknown, bytes: number): void;
    },
    /** `rounded` (`--round-inexact-numbers`): a number a double cannot hold exactly is read as the nearest double. */
    private readonly numbers: NumberReading = 'exact',
  ) {
    this.line = new ToolsAnswerReader(source, numbers);
    this.prefix = Buffer.from(prefix, 'utf8');
  }

  /** No list in flight and no line begun: a line beginning now is passed by (part would say so, end clear nothing). */
  passes(): boolean {
    return this.state === 'idle' && !this.hooks.active();
  }

  part(bytes: Buffer): boolean {
    if (this.state === 'idle') {
      if (!this.hooks.active()) {
        this.state = 'passed';
        return false;
      }
      this.state = 'reading';
      this.hostIdle = !this.hooks.hostAwaits();
    }
    if (this.state !== 'reading' || bytes.length === 0) return this.taken;
    this.keepPreview(bytes);
    // Whether it holds the guard's prefix decides how a refusal of it counts (its bytes may not be kept).
    if (this.hostIdle) this.watchPrefix(bytes);
    if (this.overBound) {
      if (!this.hostIdle) this.watchPrefix(bytes);
      // Its end only drops it (see end): nothing of it is needed.
      return this.take(this.prefixSeen);
    }
    if (this.notUtf8) return true;
    if (this.firstByte < 0) {
      for (let i = 0; i < bytes.length; i++) {
        if (bytes[i] !== 0x20 && bytes[i] !== 0x09) {
          this.firstByte = bytes[i]!;
          break;
        }
      }
    }
    if (!this.rawCr) {
      const cr = bytes.indexOf(13);
      if (this.crAtEnd || (cr >= 0 && cr < bytes.length - 1)) {
        if (!this.taken) return this.off();
        // Taken: the whole line is refused for its CR, unless its bytes are not UTF-8 (read first).
        this.rawCr = true;
        this.line.reset();
      }
      this.crAtEnd = cr === bytes.length - 1;
    }
    let text: string;
    try {
      text = this.decoder.decode(bytes, { stream: true });
    } catch {
      if (!this.taken) return this.off();
      this.notUtf8 = true;
      this.line.reset();
      return true;
    }
    if (this.rawCr) return true;
    this.line.feed(text);
    // (A taken line's tools array has opened: its head no longer grows.)
    if (!this.taken && this.line.headChars > MAX_HEAD_CHARS) return this.off();
    if (!this.hooks.onCount(this.line.count)) {
      this.overBound = true;
      this.line.reset();
      if (!this.hostIdle) this.watchPrefix(bytes);
      return this.take(this.prefixSeen);
    }
    // One object whose id, read before its tools, is the guard's: no reading of the rest can make it
    // another's. Or one begun while the host awaited nothing: an answer (its `result`) the host cannot get.
    if (this.taken || this.firstByte !== 0x7b /* { */ || !this.line.readingTools) return this.taken;
    if (this.hooks.owns(this.line.id)) {
      this.takenForId = true;
      return this.take(true);
    }
    return this.take(this.hostIdle);
  }

  /** Takes the line when `now` (its first bytes kept from here); whether it is taken. */
  private take(now: boolean): boolean {
    if (now && !this.taken) {
      this.taken = true;
      // The guard's prefix is in it (its id, or, taken for the host being idle, as watched): once past the
      // bound, it is dropped as the guard's.
      if (!this.hostIdle || this.takenForId) this.prefixSeen = true;
    }
    return this.taken;
  }

  /** Keeps the first bytes of the line. */
  private keepPreview(bytes: Buffer): void {
    if (this.previewBytes >= PREVIEW_BYTES) return;
    const kept = Buffer.from(bytes.subarray(0, PREVIEW_BYTES - this.previewBytes));
    this.preview.push(kept);
    this.previewBytes += kept.length;
  }

  end(bytes: number): boolean {
    // Every line while no list is in flight (every call's answer): nothing to read or clear.
    if (this.state === 'passed' || this.state === 'idle') {
      this.state = 'idle';
      return false;
    }
    const state = this.state;
    const overBound = this.overBound;
    const prefixSeen = this.prefixSeen;
    const taken = this.taken;
    const takenForId = this.takenForId;
    const preview = Buffer.concat(this.preview);
    const bom = preview[0] === 0xef && preview[1] === 0xbb && preview[2] === 0xbf;
    let value: unknown;
    let notUtf8 = this.notUtf8;
    if (state === 'reading' && !overBound && !bom && !notUtf8) {
      try {
        const last = this.decoder.decode();
        if (last !== '' && !this.rawCr) this.line.feed(last);
        value = this.rawCr ? undefined : this.line.value()?.value;
      } catch {
        notUtf8 = true;
        value = undefined;
      }
    }
    const rawCr = this.rawCr;
    // A taken line not read in parts is read as the whole line would be (its bytes are gone): from the text
    // with the tools read replaced (the same refusal at the same place).
    const whole = taken && !overBound && !notUtf8 && !rawCr && value === undefined ? this.line.whole() : undefined;
    this.clear();
    if (state !== 'reading') return false;
    if (overBound) {
      if (prefixSeen) this.hooks.onDropped(bytes);
      // Taken while the host awaited nothing, and not the guard's: an answer to no request of the host's.
      else if (taken) this.hooks.onStray(undefined, bytes);
      return prefixSeen || taken;
    }
    const problem = value === undefined ? undefined : envelopeProblem(value);
    const m = value as Message;
    if (value !== undefined && problem === undefined && !Object.hasOwn(m, 'method')) {
      if (this.hooks.owns(m.id)) {
        this.hooks.onOwn(m, bytes);
        return true;
      }
      if (taken) {
        this.hooks.onStray(m.id, bytes);
        return true;
      }
    }
    if (!taken) return false;
    let read: LineRead;
    if (notUtf8) read = { kind: 'refused', code: 'INVALID_INPUT', reason: `${this.source}: not valid UTF-8 text` };
    else if (rawCr) read = { kind: 'refused', code: 'INVALID_INPUT', reason: RAW_CONTROL };
    else if (problem !== undefined) read = { kind: 'refused', code: 'INVALID_INPUT', reason: problem, id: m.id, method: m.method };
    else read = readMessageLine(Buffer.from(`${whole!.text}\n`, 'utf8'), this.source, whole!.exact, this.numbers);
    // Taken while the host awaited nothing: a message that is no answer of the guard's is an answer to no request.
    if (!takenForId && read.kind === 'message' && !this.hooks.owns(read.value.id)) {
      this.hooks.onStray(read.value.id, bytes);
      return true;
    }
    this.hooks.onOwnRefused(read, preview, bytes, prefixSeen);
    return true;
  }

  cancel(): void {
    if (this.state === 'passed') this.state = 'idle';
    else this.clear();
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

  private off(): false {
    this.state = 'off';
    this.line.reset();
    return false;
  }

  private clear(): void {
    this.state = 'idle';
    this.line.reset();
    this.decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    this.crAtEnd = false;
    this.overBound = false;
    this.prefixSeen = false;
    this.carry = Buffer.alloc(0);
    this.firstByte = -1;
    this.taken = false;
    this.hostIdle = false;
    this.takenForId = false;
    this.preview = [];
    this.previewBytes = 0;
    this.rawCr = false;
    this.notUtf8 = false;
  }
}
