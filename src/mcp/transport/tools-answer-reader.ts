import { parseJsonStrict, readFlatStringObject, type NumberReading } from '../../core/json/strict-reader.js';
import { ToolsAnswerCounter } from './tools-answer-counter.js';
import { isJsonObject } from '../../core/json/json-object.js';

/**
 * One line of a stdio server's stdout (one JSON-RPC message, or noise), taken in text pieces as it
 * arrives, whose `result.tools` elements are read one by one as they complete and their text dropped:
 * a page of a million tools is never held as text beside its values, nor parsed whole (`JSON.parse`
 * over the whole line holds working memory for every element, on top of the text and the values).
 *
 * The value is always the one a strict parse of the whole line gives ({@link parseJsonStrict}). A line
 * is read in parts only when each part reads strictly on its own: each element (3 deep: the message,
 * `result`, `tools`) and the message without them (`{…"tools":[]…}`, the skeleton). The whole line is
 * then that skeleton with those elements in place, its text exactly that cut at the tools array's
 * commas, so it too is valid, has no duplicate member, no number a double cannot hold and no nesting
 * past the bound, and its value is the skeleton's with the elements in `result.tools`.
 *
 * Anything else (an element or the skeleton refused, an escaped `result` or `tools` name, which the
 * scanner does not follow, a second tools array, a batch, a line that ends inside the array) is read
 * whole, as it always was, from {@link whole}: the line's text with each element already read replaced
 * by a `0` padded with spaces to its length. Those elements were valid and refused nothing, so that text
 * is refused exactly where and as the line is (the same offsets, paths and first refusal), and an
 * escaped member name that was in them is remembered (it makes the whole text read by the exact reader).
 */
/** Elements a block holds (see ToolsAnswerReader): its array stays an ordinary heap object (64 KiB). */
const TOOL_BLOCK = 8192;

export class ToolsAnswerReader {
  private readonly scanner = new ToolsAnswerCounter((mark, at, closer) => this.onTools(mark, at, closer));
  /** Where the tools array is: not seen yet, being read, read (closed), or given up on (read whole). */
  private state: 'before' | 'in' | 'after' | 'off' = 'before';
  /** The text up to and with the tools array's `[`. */
  private head: string[] = [];
  private headLength = 0;
  /** The text after the elements read (from the `]` on, or from the element that was not read on). */
  private tail: string[] = [];
  /** The element being received: its text in earlier pieces. */
  private elementParts: string[] = [];
  /** The piece being read, and where its text not yet placed starts. */
  private piece = '';
  private from = 0;
  /** The lengths of the elements read, as runs: length, count, length, count… (a `,` follows each, but the last when `closed`). */
  private readLengths: number[] = [];
  private closed = false;
  private readonly seen = { escapedName: false };
  /**
   * The elements read, in blocks of {@link TOOL_BLOCK}, joined into one array of the exact length at the
   * end: one array grown element by element leaves every smaller array it outgrew behind as garbage (about
   * twice its own size, for a list of millions), all of it in memory at once before a collection.
   */
  private blocks: unknown[][] = [];
  private block: unknown[] = [];
  private toolCount = 0;

  /** `numbers`: how a number a double cannot hold exactly is read (see {@link parseJsonStrict}). */
  constructor(
    private readonly source: string,
    private readonly numbers?: NumberReading,
  ) {}

  /** Elements of `result.tools` seen so far (a lower bound, see {@link ToolsAnswerCounter}). */
  get count(): number {
    return this.scanner.count;
  }

  /** The message's `id`, when read so far as a string written without an escape (see {@link ToolsAnswerCounter.id}). */
  get id(): string | undefined {
    return this.scanner.id;
  }

  /** The tools array has opened and is being read in parts (or was, to its end). */
  get readingTools(): boolean {
    return this.state === 'in' || this.state === 'after';
  }

  /** Characters of the line kept before its tools array opened (all of it, so far, while none has). */
  get headChars(): number {
    return this.headLength;
  }

  /** Takes the next piece of the line's text. */
  feed(text: string): void {
    this.piece = text;
    this.from = 0;
    this.scanner.feed(text);
    if (this.from < text.length) {
      const rest = this.from === 0 ? text : text.slice(this.from);
      if (this.state === 'before') {
        this.head.push(rest);
        this.headLength += rest.length;
      } else if (this.state === 'in') this.elementParts.push(rest);
      else this.tail.push(rest);
    }
    this.piece = '';
  }

  private onTools(mark: 'open' | 'next' | 'close', at: number, closer: number): void {
    if (mark === 'open') {
      if (this.state === 'before') {
        const upTo = this.piece.slice(this.from, at + 1);
        this.head.push(upTo);
        this.headLength += upTo.length;
        this.from = at + 1;
        this.state = 'in';
      } else this.giveUp(); // a second tools array (a duplicate `result` or `tools`): the whole text decides
      return;
    }
    if (this.state !== 'in') return;
    const part = this.piece.slice(this.from, at);
    const text = this.elementParts.length === 0 ? part : this.elementParts.join('') + part;
    this.elementParts = [];
    this.from = at;
    if (mark === 'close' && this.readLengths.length === 0 && this.toolCount === 0 && text.trim() === '') {
      // `[]` (or `[ ]`): no element.
      this.tail.push(text);
    } else {
      let value: unknown;
      try {
        if (mark === 'close' && closer !== 93 /* ] */) throw new Error('not an array');
        // A tiny tool (`{"name":"t12"}`) is read without interning its name (see readFlatStringObject).
        value =
          readFlatStringObject(text) ??
          parseJsonStrict(text, this.source, {
            at: { path: ['result', 'tools', this.toolCount], depth: 3 },
            seen: this.seen,
            numbers: this.numbers,
          });
      } catch {
        this.tail.push(text);
        this.giveUp();
        return;
      }
      if (this.block.length === TOOL_BLOCK) {
        this.blocks.push(this.block);
        this.block = [];
      }
      this.block.push(value);
      this.toolCount++;
      this.addLength(text.length);
    }
    if (mark === 'next')
      this.from = at + 1; // the comma is the element's
    else {
      this.state = 'after';
      this.closed = true;
    }
  }

  private addLength(n: number): void {
    const runs = this.readLengths;
    if (runs.length > 0 && runs[runs.length - 2] === n) runs[runs.length - 1]!++;
    else runs.push(n, 1);
  }

  private giveUp(): void {
    this.state = 'off';
    this.dropTools();
  }

  private dropTools(): void {
    this.blocks = [];
    this.block = [];
    this.toolCount = 0;
  }

  /** The elements read, as one array (the blocks are let go). */
  private takeTools(): unknown[] {
    const blocks = this.blocks;
    const last = this.block;
    this.dropTools();
    if (blocks.length === 0) return last;
    blocks.push(last);
    return ([] as unknown[]).concat(...blocks);
  }

  /**
   * The line's value read in parts, exactly what `parseJsonStrict` gives for the whole line (without a
   * trailing `\r`), or undefined when the line is not one such message: then read {@link whole}. Once the
   * line has ended.
   */
  value(): { value: unknown } | undefined {
    if (this.state !== 'after') return undefined;
    let skeleton = this.head.join('') + this.tail.join('');
    if (skeleton.endsWith('\r')) skeleton = skeleton.slice(0, -1);
    let value: unknown;
    try {
      value = parseJsonStrict(skeleton, this.source, { numbers: this.numbers });
    } catch {
      this.giveUp();
      return undefined;
    }
    // Certain by now (the scanner follows only unescaped names, of objects), but cheap to make sure.
    const result = isJsonObject(value) && Object.hasOwn(value, 'result') ? value.result : undefined;
    if (!isJsonObject(result) || !Object.hasOwn(result, 'tools') || !Array.isArray(result.tools) || result.tools.length !== 0) {
      this.giveUp();
      return undefined;
    }
    result.tools = this.takeTools();
    return { value };
  }

  /**
   * The line's text to read whole, each element already read replaced by a `0` and spaces of its length;
   * `exact`: one of those had an escaped member name, so the text must be read as if it still had it
   * (see {@link parseJsonStrict}).
   */
  whole(): { text: string; exact: boolean } {
    const gap: string[] = [];
    const runs = this.readLengths;
    let left = 0;
    for (let r = 0; r < runs.length; r += 2) left += runs[r + 1]!;
    for (let r = 0; r < runs.length; r += 2) {
      const element = '0' + ' '.repeat(runs[r]! - 1);
      for (let k = 0; k < runs[r + 1]!; k++) gap.push(--left > 0 || !this.closed ? element + ',' : element);
    }
    const text = this.head.join('') + gap.join('') + this.elementParts.join('') + this.tail.join('');
    return { text, exact: this.seen.escapedName };
  }

  /** Starts a new line: everything of the last one is dropped. */
  reset(): void {
    this.scanner.reset();
    this.state = 'before';
    this.head = [];
    this.headLength = 0;
    this.tail = [];
    this.elementParts = [];
    this.readLengths = [];
    this.closed = false;
    this.seen.escapedName = false;
    this.dropTools();
  }
}
