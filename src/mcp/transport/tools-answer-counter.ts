/**
 * Counts the tools of a `tools/list` response while its text is still arriving: the elements of
 * `result.tools` in a JSON-RPC message (`{"jsonrpc":"2.0","id":…,"result":{"tools":[…]}}`), read as a
 * stream of text pieces. A server that floods millions of tools is refused (`--max-tools`) once the count
 * passes the bound, without waiting for, holding or parsing the rest of its page.
 *
 * A lower bound only, never the count that decides: member names written with escapes, or a message that
 * is not one object, are not followed (nothing is counted), and the page loop counts the parsed page
 * exactly. Bounded: it keeps a few booleans and numbers, and at most 16 characters of a member name.
 */
/** Characters of a message's `id` kept while it arrives (the guard's own ids are far shorter). */
const MAX_ID_CHARS = 128;

export class ToolsAnswerCounter {
  /** Elements of `result.tools` seen so far in this message. */
  count = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** The member name being read (only at depths 1 and 2, and only up to 16 characters), else undefined. */
  private name: string | undefined;
  /** The current member name of the object at depth 1 and depth 2 (`result`, then `tools`). */
  private key1: string | undefined;
  private key2: string | undefined;
  /** Whether the next string at this depth is a member name (objects at depths 1 and 2). */
  private expectName = false;
  /** Whether the container at depth 1, 2 and 3 is an object (true) or an array. */
  private objectAt: boolean[] = [false, false, false, false];
  /** Inside the tools array, before the next element. */
  private awaitingElement = false;
  /**
   * The top-level object's `id` member, when it is a string written without an escape: its first
   * {@link MAX_ID_CHARS} characters (`\0` when escaped: not followed). Undefined until it is read.
   */
  id: string | undefined;
  /** The `id` string being read (same rules), else undefined. */
  private idValue: string | undefined;

  /**
   * @param onTools told, while a piece is being read, where in it the tools array opens (its `[`), where an
   * element ends (the `,` after it) and where the array closes (its `]`; `closer` is the character that
   * ends it, a `}` in a text that is not JSON), as this reader sees them: for {@link ToolsAnswerReader}, which
   * checks every claim against a strict parse.
   */
  constructor(private readonly onTools?: (mark: 'open' | 'next' | 'close', at: number, closer: number) => void) {}

  /** Starts a new message. */
  reset(): void {
    this.count = 0;
    this.depth = 0;
    this.inString = false;
    this.escaped = false;
    this.name = undefined;
    this.key1 = undefined;
    this.key2 = undefined;
    this.expectName = false;
    this.awaitingElement = false;
    this.id = undefined;
    this.idValue = undefined;
  }

  private inToolsArray(): boolean {
    return (
      this.depth === 3 && this.objectAt[1]! && this.objectAt[2]! && !this.objectAt[3] && this.key1 === 'result' && this.key2 === 'tools'
    );
  }

  /** Reads the next piece of the message's text. */
  feed(text: string): void {
    const n = text.length;
    // The next backslash in this piece, found once and moved on only past it: searching from each string
    // would scan to the end of a piece without one, again and again.
    let nextBackslash = -1;
    let backslashFrom = 0;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === 92 /* \ */) {
          this.escaped = true;
          // An escaped name is not followed (`"\u0074ools"` is `tools`, but this reader does not decode).
          if (this.name !== undefined) this.name = '\0';
          if (this.idValue !== undefined) this.idValue = '\0';
        } else if (c === 34 /* " */) {
          this.inString = false;
          if (this.name !== undefined) {
            if (this.depth === 1) this.key1 = this.name;
            else this.key2 = this.name;
            this.name = undefined;
          } else if (this.idValue !== undefined) {
            this.id = this.idValue;
            this.idValue = undefined;
          }
        } else if (this.name !== undefined && this.name !== '\0') {
          this.name = this.name.length < 16 ? this.name + text[i] : '\0';
        } else if (this.idValue !== undefined) {
          if (this.idValue !== '\0' && this.idValue.length < MAX_ID_CHARS) this.idValue += text[i];
        } else if (this.name === undefined) {
          // The body of a string value: skip to its next quote or backslash at once.
          const q = text.indexOf('"', i);
          if (backslashFrom <= i) {
            nextBackslash = text.indexOf('\\', i);
            backslashFrom = nextBackslash < 0 ? n : nextBackslash + 1;
          }
          const b = nextBackslash >= i ? nextBackslash : -1;
          const stop = q < 0 ? b : b < 0 ? q : Math.min(q, b);
          if (stop < 0) return;
          i = stop - 1;
        }
        continue;
      }
      if (c === 32 || c === 10 || c === 13 || c === 9) continue;
      if (this.awaitingElement && c !== 93 /* ] */) {
        this.count++;
        this.awaitingElement = false;
      }
      switch (c) {
        case 34 /* " */:
          this.inString = true;
          if (this.expectName && (this.depth === 1 || this.depth === 2)) this.name = '';
          else if (this.depth === 1 && this.objectAt[1] && this.key1 === 'id') this.idValue = '';
          break;
        case 58 /* : */:
          this.expectName = false;
          break;
        case 44 /* , */:
          if (this.depth <= 3 && this.objectAt[this.depth]) this.expectName = this.depth <= 2;
          if (this.inToolsArray()) {
            this.awaitingElement = true;
            this.onTools?.('next', i, c);
          }
          break;
        case 123 /* { */:
        case 91 /* [ */:
          this.depth++;
          if (this.depth <= 3) {
            this.objectAt[this.depth] = c === 123;
            this.expectName = c === 123 && this.depth <= 2;
            if (this.depth === 2) this.key2 = undefined;
          }
          if (this.inToolsArray()) {
            this.awaitingElement = true;
            this.onTools?.('open', i, c);
          }
          break;
        case 125 /* } */:
        case 93 /* ] */:
          if (this.inToolsArray()) this.onTools?.('close', i, c);
          this.depth--;
          this.expectName = false;
          this.awaitingElement = false;
          break;
      }
    }
  }
}

/**
 * {@link ToolsAnswerCounter} for a server-sent event stream: the value of each `data:` line (one message
 * may span several, joined by line ends) is counted as it arrives; an empty line ends the event. The
 * other fields (`event:`, `id:`, comments) are skipped. A lower bound, as the page loop counts exactly.
 */
export class ToolsEventStreamCounter {
  private readonly message = new ToolsAnswerCounter();
  /** What the current line is: its field name still being read, a data value, or anything else. */
  private mode: 'head' | 'data' | 'skip' = 'head';
  private head = '';
  private afterCR = false;
  private firstOfValue = false;

  get count(): number {
    return this.message.count;
  }

  private endLine(): void {
    if (this.mode === 'data') this.message.feed('\n');
    else if (this.mode === 'head' && this.head === '') this.message.reset();
    this.mode = 'head';
    this.head = '';
  }

  feed(text: string): void {
    const n = text.length;
    let i = 0;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 10 /* \n */ && this.afterCR) {
        // The \n of a \r\n: the line already ended at the \r.
        this.afterCR = false;
        i++;
        continue;
      }
      this.afterCR = false;
      if (c === 10 || c === 13) {
        this.endLine();
        this.afterCR = c === 13;
        i++;
        continue;
      }
      if (this.mode === 'head') {
        this.head += text[i];
        i++;
        if (this.head === 'data:') {
          this.mode = 'data';
          this.firstOfValue = true;
        } else if (!'data:'.startsWith(this.head)) this.mode = 'skip';
        continue;
      }
      // The rest of the line at once: up to its end.
      let end = i;
      while (end < n && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13) end++;
      if (this.mode === 'data') {
        let from = i;
        // One space after the colon belongs to the field, not the value.
        if (this.firstOfValue && text.charCodeAt(from) === 32) from++;
        this.firstOfValue = false;
        this.message.feed(text.slice(from, end));
      }
      i = end;
    }
  }
}
