import { ToolsealError } from '../errors.js';
import { pathString } from './json-path.js';

/**
 * The deepest nesting of arrays and objects toolseal canonicalizes or reads (1,000 levels). Real tool
 * schemas stay far below it; deeper input is refused with `NOT_CANONICALIZABLE` instead of exhausting
 * the stack.
 */
export const MAX_DEPTH = 1000;

class Refusal {
  readonly path: Array<string | number> = [];
  constructor(readonly reason: string) {}
}

/**
 * RFC 8785 (JSON Canonicalization Scheme) text of a JSON value, strict: a value JSON cannot represent
 * exactly (lone surrogates, non-finite numbers, `undefined`, functions, symbols, bigint, non-plain
 * objects, sparse arrays, nesting deeper than {@link MAX_DEPTH}) is refused with `NOT_CANONICALIZABLE`,
 * never silently changed. Encode the result as UTF-8 to get the canonical bytes.
 */
export function canonicalize(value: unknown): string {
  const w = new CanonicalWriter(256);
  w.value(value);
  return w.text();
}

/** RFC 8785 text of one string (exported for composing canonical objects from canonical parts). */
export function canonicalString(s: string): string {
  try {
    return quote(s);
  } catch (e) {
    if (e instanceof Refusal) {
      throw new ToolsealError('NOT_CANONICALIZABLE', `cannot canonicalize string ${JSON.stringify(s.slice(0, 40))}: ${e.reason}`);
    }
    throw e;
  }
}

// A string with none of these code units needs no escape and no surrogate check: it is its own JSON body.
// (Without the u flag, the class matches single UTF-16 code units, so paired surrogates take the slow path.)
// eslint-disable-next-line no-control-regex -- finding the code units JSON must escape (U+0000-U+001F among them) is this regex's job
const NEEDS_CARE = /["\\\u0000-\u001f\ud800-\udfff]/;

function quote(s: string, what = 'string'): string {
  if (!NEEDS_CARE.test(s)) return '"' + s + '"';
  // JSON.stringify escapes exactly as RFC 8785 §3.2.2.2 asks, once lone surrogates are excluded.
  if (!s.isWellFormed()) throw new Refusal(`lone surrogate in ${what}`);
  return JSON.stringify(s);
}

// The escapes JSON.stringify writes for control characters: \b \t \n \f \r by their letter (0: none, \u00XX).
const SHORT_ESCAPES = new Uint8Array(32);
SHORT_ESCAPES[8] = 0x62;
SHORT_ESCAPES[9] = 0x74;
SHORT_ESCAPES[10] = 0x6e;
SHORT_ESCAPES[12] = 0x66;
SHORT_ESCAPES[13] = 0x72;
const HEX = Buffer.from('0123456789abcdef', 'latin1');

// Buffer's own UTF-8 writer, without the argument handling of buf.write(s, offset, 'utf8') around it
// (which it ends in); buf.write where a runtime lacks it.
const utf8Write: (this: Buffer, s: string, offset: number) => number =
  (Buffer.prototype as unknown as { utf8Write?: (this: Buffer, s: string, offset: number) => number }).utf8Write ??
  function (this: Buffer, s: string, offset: number) {
    return this.write(s, offset, 'utf8');
  };

/**
 * Sorts member names by UTF-16 code units (RFC 8785 §3.2.3; what `<` compares, and the default sort).
 * Most objects have a few members, often already in order: an insertion sort does those without the
 * general sort's overhead.
 */
function sortKeys(keys: string[]): void {
  if (keys.length > 16) {
    keys.sort();
    return;
  }
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i]!;
    let j = i - 1;
    if (keys[j]! <= k) continue;
    while (j >= 0 && keys[j]! > k) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = k;
  }
}

// Schemas repeat a few member names ("type", "description", "properties") thousands of times: their
// canonical bytes (`"name":`) are kept (pure, bounded) and copied, which saves a test and an encoding each.
const MEMBER_NAMES = new Map<string, Uint8Array>();

/**
 * Writes the RFC 8785 bytes (UTF-8) of JSON values into one growing buffer, without building any
 * intermediate string: what {@link canonicalize} returns, as bytes. A digest of many tools reuses one
 * writer ({@link CanonicalWriter.reset}) and hashes slices of its buffer ({@link CanonicalWriter.bytes}),
 * so hashing a large surface allocates almost nothing. The same refusals as {@link canonicalize}, thrown
 * as `NOT_CANONICALIZABLE` with the path of the refused value.
 */
export class CanonicalWriter {
  private buf: Buffer;
  /** The number of bytes written since the last {@link reset}. */
  length = 0;

  constructor(
    initialSize = 1 << 16,
    /**
     * `true`: a lone surrogate is written as a lower-case `\\u` escape, as `JSON.stringify` writes it, instead
     * of refused (the tool definition hash v1's rule, for its hashes only; see interop-hashes.ts).
     */
    private readonly escapeLoneSurrogates = false,
  ) {
    this.buf = Buffer.allocUnsafe(initialSize);
  }

  /** Starts over (the buffer is kept). */
  reset(): void {
    this.length = 0;
  }

  /** The bytes written from `start` (default 0) to now: a view, valid until the next write or reset. */
  bytes(start = 0): Buffer {
    return this.buf.subarray(start, this.length);
  }

  /** The bytes written, as text. */
  text(): string {
    return this.buf.toString('utf8', 0, this.length);
  }

  /** Writes ASCII text as is (a structural piece the caller composes, like `{"name":`). */
  ascii(s: string): void {
    // One byte per character, copied in a loop: these pieces are short (a number, `null`, a bracket), and
    // Buffer's write would spend longer on its arguments than on them.
    this.room(s.length);
    const buf = this.buf;
    let at = this.length;
    for (let i = 0; i < s.length; i++) buf[at++] = s.charCodeAt(i);
    this.length = at;
  }

  /** Writes text as UTF-8, as is (a canonical piece the caller made, like a quoted member name). */
  utf8(s: string): void {
    this.room(s.length * 3);
    this.length += utf8Write.call(this.buf, s, this.length);
  }

  /** Copies bytes[start, end) as they are (canonical bytes written before). */
  copy(bytes: Uint8Array, start: number, end: number): void {
    const n = end - start;
    this.room(n);
    const buf = this.buf;
    if (n <= 64) {
      // A few bytes are copied faster one by one than through a view made for them.
      let at = this.length;
      for (let i = start; i < end; i++) buf[at++] = bytes[i]!;
    } else buf.set(bytes.subarray(start, end), this.length);
    this.length += n;
  }

  /** Writes the canonical bytes of a value (`NOT_CANONICALIZABLE` when it has none). */
  value(v: unknown): void {
    try {
      this.write(v, 0);
    } catch (e) {
      if (e instanceof Refusal) {
        throw new ToolsealError('NOT_CANONICALIZABLE', `cannot canonicalize ${pathString(e.path.reverse())}: ${e.reason}`);
      }
      throw e;
    }
  }

  private room(n: number): void {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const next = Buffer.allocUnsafe(size);
    this.buf.copy(next, 0, 0, this.length);
    this.buf = next;
  }

  private byte(b: number): void {
    if (this.length === this.buf.length) this.room(1);
    this.buf[this.length++] = b;
  }

  private string(s: string, what = 'string'): void {
    if (NEEDS_CARE.test(s)) {
      // JSON.stringify escapes exactly as RFC 8785 §3.2.2.2 asks, once lone surrogates are excluded.
      if (!s.isWellFormed()) {
        if (!this.escapeLoneSurrogates) throw new Refusal(`lone surrogate in ${what}`);
        // JSON.stringify writes a lone surrogate as \udxxx (lower case), every other code unit as above.
        const text = JSON.stringify(s);
        this.room(text.length * 3);
        this.length += utf8Write.call(this.buf, text, this.length);
        return;
      }
      this.escaped(s);
      return;
    }
    // At most 3 bytes per UTF-16 code unit, and 2 quotes.
    this.room(s.length * 3 + 2);
    this.buf[this.length++] = 0x22;
    this.length += utf8Write.call(this.buf, s, this.length);
    this.buf[this.length++] = 0x22;
  }

  /**
   * A well-formed string that needs escapes, escaped as JSON.stringify does (RFC 8785 §3.2.2.2): written
   * byte by byte while it is ASCII (no escaped copy of the string made), the rest from the first other
   * code unit on through JSON.stringify.
   */
  private escaped(s: string): void {
    // At most 6 bytes (\u00XX) per ASCII code unit, and 2 quotes.
    this.room(s.length * 6 + 2);
    const buf = this.buf;
    let at = this.length;
    buf[at++] = 0x22;
    let i = 0;
    for (; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x80) break;
      if (c === 0x22 || c === 0x5c) {
        buf[at++] = 0x5c;
        buf[at++] = c;
      } else if (c >= 0x20) buf[at++] = c;
      else {
        buf[at++] = 0x5c;
        const short = SHORT_ESCAPES[c];
        if (short !== 0) buf[at++] = short!;
        else {
          buf[at++] = 0x75; // u00XX, hex in lower case
          buf[at++] = 0x30;
          buf[at++] = 0x30;
          buf[at++] = HEX[c >> 4]!;
          buf[at++] = HEX[c & 15]!;
        }
      }
    }
    if (i === s.length) {
      buf[at++] = 0x22;
      this.length = at;
      return;
    }
    // The rest, with its closing quote and without JSON.stringify's opening one.
    const rest = JSON.stringify(s.slice(i));
    this.length = at;
    this.room(rest.length * 3);
    this.length += utf8Write.call(this.buf, rest.slice(1), this.length);
  }

  private write(v: unknown, depth: number): void {
    switch (typeof v) {
      case 'string':
        return this.string(v);
      case 'number':
        // ECMAScript Number serialization, which RFC 8785 §3.2.2.3 adopts; -0 prints as 0.
        if (!Number.isFinite(v)) throw new Refusal(`non-finite number ${String(v)}`);
        return this.ascii(String(v));
      case 'boolean':
        return this.ascii(v ? 'true' : 'false');
      case 'object':
        if (v === null) return this.ascii('null');
        if (depth >= MAX_DEPTH) throw new Refusal(`nesting deeper than ${MAX_DEPTH}`);
        return Array.isArray(v) ? this.array(v, depth + 1) : this.object(v as object, depth + 1);
      default:
        throw new Refusal(`${typeof v} is not JSON`);
    }
  }

  private array(a: unknown[], depth: number): void {
    if (Object.getPrototypeOf(a) !== Array.prototype) throw new Refusal('array subclass is not plain JSON');
    this.byte(0x5b /* [ */);
    for (let i = 0; i < a.length; i++) {
      try {
        if (!(i in a)) throw new Refusal('sparse array (hole)');
        if (i > 0) this.byte(0x2c /* , */);
        this.write(a[i], depth);
      } catch (e) {
        if (e instanceof Refusal) e.path.push(i);
        throw e;
      }
    }
    this.byte(0x5d /* ] */);
  }

  private object(o: object, depth: number): void {
    const proto = Object.getPrototypeOf(o);
    if (proto !== Object.prototype && proto !== null) {
      throw new Refusal(`${proto?.constructor?.name ?? 'non-plain'} object is not plain JSON`);
    }
    if (Object.getOwnPropertySymbols(o).length > 0) throw new Refusal('symbol-keyed property');
    const keys = Object.keys(o);
    sortKeys(keys);
    this.byte(0x7b /* { */);
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      try {
        if (i > 0) this.byte(0x2c /* , */);
        const name = MEMBER_NAMES.get(k);
        if (name !== undefined) {
          this.room(name.length);
          const buf = this.buf;
          let at = this.length;
          for (let j = 0; j < name.length; j++) buf[at++] = name[j]!;
          this.length = at;
        } else {
          const start = this.length;
          this.string(k, 'member name');
          this.byte(0x3a /* : */);
          // A name with a lone surrogate is never kept: a strict writer must still refuse it.
          if (MEMBER_NAMES.size < 4096 && this.length - start <= 64 && (!this.escapeLoneSurrogates || k.isWellFormed()))
            MEMBER_NAMES.set(k, Uint8Array.prototype.slice.call(this.buf, start, this.length));
        }
        this.write((o as Record<string, unknown>)[k], depth);
      } catch (e) {
        if (e instanceof Refusal) e.path.push(k);
        throw e;
      }
    }
    this.byte(0x7d /* } */);
  }
}
