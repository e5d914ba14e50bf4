import { ToolsealError, type ErrorCode } from './errors.js';
import { MAX_DEPTH } from './jcs.js';
import { pathString } from './json-path.js';

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decodes bytes as UTF-8, strictly: bytes that are not UTF-8 are refused (`INVALID_INPUT`, or the code the
 * caller's step fails with) rather than replaced with U+FFFD, which would silently change what gets hashed
 * or compared. A leading byte order mark is dropped.
 */
export function decodeUtf8(bytes: Uint8Array, source: string, code: ErrorCode = 'INVALID_INPUT'): string {
  try {
    return UTF8.decode(bytes);
  } catch (e) {
    // Past the longest string the JavaScript engine can make, the text cannot be held at all: say so, not
    // that its bytes are wrong.
    if ((e as { code?: unknown }).code === 'ERR_STRING_TOO_LONG' || (e instanceof RangeError && bytes.length > MAX_TEXT_LENGTH)) {
      throw new ToolsealError(code, `${source}: too large (${bytes.length} bytes; a text of at most ${MAX_TEXT_LENGTH} characters can be read)`, { cause: e });
    }
    throw new ToolsealError(code, `${source}: not valid UTF-8 text`, { cause: e });
  }
}

/** The longest text that can be read whole: the JavaScript engine's longest string (V8: 2^29 - 24 code units, about 512 MiB). */
export const MAX_TEXT_LENGTH = 0x1fffffe8;

/**
 * Parses a JSON text strictly: syntax errors (`INVALID_JSON`), nesting deeper than {@link MAX_DEPTH}
 * (`NOT_CANONICALIZABLE`), a number a double cannot hold exactly as written (`NOT_CANONICALIZABLE`, see
 * {@link isExactNumberLiteral}) and a duplicate member name anywhere (`DUPLICATE_JSON_MEMBER`, because
 * parsers disagree on which one wins) are refused with the place named. `source` names the input in messages.
 *
 * Speed: the native parser does the parsing; a single scan over the text's structure (string bodies are
 * skipped with indexOf) counts members and depth, and a walk of the result counts the keys that survived.
 * Only when the two counts differ does a slow, exact pass run to name the duplicate.
 *
 * Exactness: V8's JSON.parse (Node 24) can return a wrong member name for a name written with an escape:
 * after an object with the name `ab\` (written `"ab\\"`) was parsed, `{"ab\t": 1}` comes back with the
 * name `ab\` instead of `ab<TAB>`, because the parser compares the raw text of the name, escapes
 * undecoded, with the name it expects from earlier objects. A digest over that would hash a name the
 * sender never sent. So a text with any escaped member name is read by {@link parseJsonExact} instead.
 * With `exact`, the text is read so whatever it holds (as it would be with an escaped member name).
 */
export function parseJsonStrict(text: string, source: string, exact = false): unknown {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const scan = scanStructure(text, start, MAX_DEPTH, false);
  // The caller knows of an escaped member name in the document that this text no longer holds.
  if (exact) scan.escapedName = true;
  return parseStrictRange(text, start, text.length, source, scan, [], MAX_DEPTH);
}

/**
 * {@link parseJsonStrict} for a value that sits `depth` containers deep in a larger document (an element of
 * a message's `result.tools` sits 3 deep): the same refusals, its nesting bounded so that the document's
 * stays within {@link MAX_DEPTH}; `path` names where it sits, in messages. Offsets are in `text`. `seen`
 * is told when the text, read, had an escaped member name (it was then read by {@link parseJsonExact}).
 */
export function parseJsonStrictAt(text: string, source: string, path: Array<string | number>, depth: number, seen?: { escapedName: boolean }): unknown {
  const maxDepth = MAX_DEPTH - depth;
  const scan = scanStructure(text, 0, maxDepth, false);
  const value = parseStrictRange(text, 0, text.length, source, scan, path, maxDepth);
  if (seen && scan.escapedName) seen.escapedName = true;
  return value;
}

/**
 * Reads text[start, end) strictly, given its scan: the refusals of {@link parseJsonStrict}, with offsets in
 * the whole text and paths under `path` (where the range sits in its document), the range allowed
 * `maxDepth` levels of nesting.
 */
function parseStrictRange(text: string, start: number, end: number, source: string, scan: Scan, path: Array<string | number>, maxDepth: number): unknown {
  if (scan.tooDeepAt >= 0) {
    throw new ToolsealError('NOT_CANONICALIZABLE', `${source}: nesting deeper than ${MAX_DEPTH} levels at offset ${scan.tooDeepAt}`);
  }
  const slice = start === 0 && end === text.length ? text : text.slice(start, end);
  if (scan.escapedName) return parseJsonExact(slice, source, { offset: start, path, maxDepth });
  let value: unknown;
  try {
    value = JSON.parse(slice);
  } catch (e) {
    throw new ToolsealError('INVALID_JSON', `${source}: invalid JSON: ${(e as Error).message}${start > 0 ? ` (in the value at offset ${start})` : ''}`, { cause: e });
  }
  if (scan.inexactAt >= 0) throw inexactNumber(source, numberLiteralAt(text, scan.inexactAt), scan.inexactAt);
  if (countKeys(value) !== scan.members) {
    const dup = findDuplicateMember(slice);
    throw new ToolsealError(
      'DUPLICATE_JSON_MEMBER',
      dup
        ? `${source}: duplicate member name ${JSON.stringify(dup.name)} in the object at ${pathString([...path, ...dup.path])} (offset ${start + dup.offset})`
        : `${source}: duplicate member name`,
    );
  }
  return value;
}

/**
 * {@link parseJsonStrict} for a document whose bulk is one array: the member `arrayName` of a top-level
 * object (`{"tools": [...]}`, a snapshot), or a top-level array. Each element of that array is read
 * strictly on its own, given to `onElement` and not kept; the document comes back with that array empty.
 * The refusals are those of parseJsonStrict over the whole text (offsets and paths in the whole text), but
 * the array never exists whole: a large document is read in the memory of one element at a time.
 */
export function parseJsonStrictEach(text: string, source: string, arrayName: string, onElement: (value: unknown, index: number) => void): unknown {
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const fail = (what: string): never => {
    throw new ToolsealError('INVALID_JSON', `${source}: invalid JSON: ${what} at offset ${i}`);
  };
  const ws = () => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else return;
    }
  };
  // One look-ahead for backslashes over the whole text, shared by every element's scan (see Backslashes).
  const backslashes: Backslashes = { at: -1, from: n + 1 };
  const oneValue = (path: Array<string | number>, maxDepth: number): unknown => {
    ws();
    const scan = scanStructure(text, i, maxDepth, true, backslashes);
    const v = parseStrictRange(text, i, scan.end, source, scan, path, maxDepth);
    i = scan.end;
    return v;
  };
  const eachElement = (path: Array<string | number>, maxDepth: number): void => {
    i++; // [
    ws();
    if (text.charCodeAt(i) === 93 /* ] */) {
      i++;
      return;
    }
    for (let index = 0; ; index++) {
      onElement(oneValue([...path, index], maxDepth - 1), index);
      ws();
      const c = text.charCodeAt(i);
      if (c === 93 /* ] */) {
        i++;
        return;
      }
      if (c !== 44 /* , */) fail("expected ',' or ']'");
      i++;
    }
  };
  ws();
  const first = text.charCodeAt(i);
  let doc: unknown;
  if (first === 91 /* [ */) {
    eachElement([], MAX_DEPTH);
    doc = [];
  } else if (first === 123 /* { */) {
    const obj: Record<string, unknown> = {};
    const seen = new Set<string>();
    i++;
    ws();
    if (text.charCodeAt(i) === 125 /* } */) i++;
    else {
      for (;;) {
        ws();
        const at = i;
        if (text.charCodeAt(i) !== 34 /* " */) fail('expected a member name');
        const name = oneValue([], 0) as string;
        if (seen.has(name)) {
          throw new ToolsealError('DUPLICATE_JSON_MEMBER', `${source}: duplicate member name ${JSON.stringify(name)} in the object at $ (offset ${at})`);
        }
        seen.add(name);
        ws();
        if (text.charCodeAt(i) !== 58 /* : */) fail("expected ':'");
        i++;
        ws();
        let v: unknown;
        if (name === arrayName && text.charCodeAt(i) === 91 /* [ */) {
          eachElement([name], MAX_DEPTH - 1);
          v = [];
        } else v = oneValue([name], MAX_DEPTH - 1);
        // Assigning `__proto__` would set the prototype; JSON.parse makes it an own member.
        if (name === '__proto__') Object.defineProperty(obj, name, { value: v, writable: true, enumerable: true, configurable: true });
        else obj[name] = v;
        ws();
        const c = text.charCodeAt(i);
        if (c === 125 /* } */) {
          i++;
          break;
        }
        if (c !== 44 /* , */) fail("expected ',' or '}'");
        i++;
      }
    }
    doc = obj;
  } else return parseJsonStrict(text, source);
  ws();
  if (i < n) fail('unexpected text after the value');
  return doc;
}

/**
 * Whether a JSON number literal reads as a double that holds the value written, so that a digest over the
 * double hashes what the sender sent. RFC 8785 writes a number as the shortest decimal that reads back as
 * the same double (ECMAScript's Number to String); the rule compares the literal with that form:
 *
 * - an integer (a value with no fraction, in any notation: `9007199254740993`, `9007199254740993.0`,
 *   `9.007199254740993e15`) must be the integer RFC 8785 writes for its double. Many readers keep JSON
 *   integers exact (Python, Go's json.Number, jq, BigInt readers), so rounding `9007199254740993` to
 *   `9007199254740992` would hash a value they do not see. `9007199254740992`, `1e21` and
 *   `123456789012345680000` pass;
 * - a fraction is a double in every reader (I-JSON, RFC 8785), so it passes as the nearest double when it has
 *   at most 17 significant digits, enough to tell any two doubles apart: `0.1`, `4.50`, and
 *   `333333333.33333329`, RFC 8785's own example, which it writes as `333333333.3333333`. With more digits
 *   than that, or below the normal range (where doubles keep fewer digits), it must equal its shortest form:
 *   `0.30000000000000000001` (read as 0.3) is refused, and so is `2.4703282292062328e-324`;
 * - a number that overflows to Infinity (`1e400`), or a non-zero one that reads as 0 (`1e-400`), is refused.
 *   Zero in any spelling passes (`-0` and `0e5` are written `0`).
 */
export function isExactNumberLiteral(literal: string): boolean {
  const d = Number(literal);
  if (!Number.isFinite(d)) return false;
  const written = decimalOf(literal.charCodeAt(0) === 45 /* - */ ? literal.slice(1) : literal);
  if (written.digits === '') return true; // a zero, in any spelling
  if (d === 0) return false;
  if (written.exponent < 0 && written.digits.length <= MAX_FRACTION_DIGITS && Math.abs(d) >= MIN_NORMAL) return true;
  const shortest = decimalOf(String(Math.abs(d)));
  return written.digits === shortest.digits && written.exponent === shortest.exponent;
}

/** Significant digits that tell any two doubles apart (IEEE 754 binary64: 17). */
const MAX_FRACTION_DIGITS = 17;
/** The smallest positive normal double; below it doubles keep fewer significant digits. */
const MIN_NORMAL = 2.2250738585072014e-308;

/** An unsigned decimal literal (JSON's or ECMAScript's notation) as digits × 10^exponent, no leading or trailing zeros. */
function decimalOf(s: string): { digits: string; exponent: number } {
  let e = s.indexOf('e');
  if (e < 0) e = s.indexOf('E');
  let exponent = e < 0 ? 0 : Number(s.slice(e + 1));
  const mantissa = e < 0 ? s : s.slice(0, e);
  const dot = mantissa.indexOf('.');
  const all = dot < 0 ? mantissa : mantissa.slice(0, dot) + mantissa.slice(dot + 1);
  if (dot >= 0) exponent -= mantissa.length - dot - 1;
  let a = 0;
  while (a < all.length && all.charCodeAt(a) === 48 /* 0 */) a++;
  let b = all.length;
  while (b > a && all.charCodeAt(b - 1) === 48) {
    b--;
    exponent++;
  }
  return { digits: all.slice(a, b), exponent: a === b ? 0 : exponent };
}

function isNumberChar(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 46 /* . */ || c === 101 /* e */ || c === 69 /* E */ || c === 43 /* + */ || c === 45; /* - */
}

function numberLiteralAt(text: string, at: number): string {
  let j = at;
  while (j < text.length && isNumberChar(text.charCodeAt(j))) j++;
  return text.slice(at, j);
}

function inexactNumber(source: string, literal: string, at: number): ToolsealError {
  const shown = literal.length > 40 ? literal.slice(0, 40) + '…' : literal;
  return new ToolsealError(
    'NOT_CANONICALIZABLE',
    `${source}: the number ${shown} at offset ${at} cannot be held exactly by a double (it reads as ${String(Number(literal))}); refused rather than rounded`,
  );
}

/** What a scan of a JSON text (or of one value in it) found. */
interface Scan {
  /** Where the scan stopped: the end of the text, or just after the one value asked for. */
  end: number;
  /** `:` outside strings: one per member in valid JSON. */
  members: number;
  tooDeepAt: number;
  /** A member name holds a backslash (an escape). */
  escapedName: boolean;
  /** The first number not held exactly as written. */
  inexactAt: number;
}

/**
 * Where the next backslash of a text is, remembered between the scans of the values of one text: `at` is
 * the first backslash at or after `from` (-1: none from there to the end). Each scan asking only for the
 * next one from where it stands, a text read value by value is searched once in all, however many values
 * it holds: a fresh `indexOf` per value would run to the end of the text each time it has no backslash
 * (quadratic in the number of values).
 */
interface Backslashes {
  at: number;
  from: number;
}

/** The first backslash of `text` at or after `start`, from what `memo` knows when it can tell. */
function nextBackslashFrom(text: string, start: number, memo: Backslashes): number {
  if (memo.from <= start && (memo.at < 0 || memo.at >= start)) return memo.at;
  memo.from = start;
  memo.at = text.indexOf('\\', start);
  return memo.at;
}

/**
 * Counts `:` outside strings (one per member in valid JSON), watches the depth (at most `maxDepth`), notes
 * whether any member name contains a backslash (an escape), and finds the first number not held exactly
 * as written; from `start` to the end of the text, or with `one`, to the end of the value at `start`.
 * `memo` carries the backslash look-ahead between scans of the same text (see {@link Backslashes}).
 */
function scanStructure(text: string, start: number, maxDepth: number, one: boolean, memo: Backslashes = { at: -1, from: text.length + 1 }): Scan {
  const n = text.length;
  let members = 0;
  let depth = 0;
  let escapedName = false;
  let inexactAt = -1;
  // The next backslash in the text: a string holds an escape when it comes before the closing quote.
  let nextBackslash = nextBackslashFrom(text, start, memo);
  let lastStringEscaped = false;
  let i = start;
  while (i < n) {
    const c = text.charCodeAt(i);
    // Whitespace first: pretty-printed files (snapshots, locks) are a third indentation.
    if (c === 32 || c === 10 || c === 13 || c === 9) {
      i++;
      continue;
    }
    if (c === 34 /* " */) {
      let j = text.indexOf('"', i + 1);
      if (j >= 0 && text.charCodeAt(j - 1) === 92 /* \ */) {
        let k = j - 1;
        while (text.charCodeAt(k) === 92 /* \ */) k--;
        if ((j - 1 - k) % 2 !== 0) {
          // An escaped quote: the rest of this string is read a character at a time, each escape skipped
          // (one indexOf per escaped quote costs more than the characters, in a run of them).
          j++;
          for (;;) {
            const d = text.charCodeAt(j);
            if (d === 34 /* " */ || j >= n) break;
            j += d === 92 /* \ */ ? 2 : 1;
          }
          if (j >= n) j = -1;
        }
      }
      if (j < 0) return { end: n, members, tooDeepAt: -1, escapedName: true, inexactAt }; // unterminated: the exact reader reports it
      lastStringEscaped = nextBackslash >= 0 && nextBackslash < j;
      if (lastStringEscaped) nextBackslash = nextBackslashFrom(text, j + 1, memo);
      i = j + 1;
      if (one && depth === 0) break;
      continue;
    }
    // In valid JSON the string just before a ':' is its member name.
    if (c === 58 /* : */) {
      members++;
      if (lastStringEscaped) escapedName = true;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > maxDepth) return { end: n, members, tooDeepAt: i, escapedName, inexactAt };
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      if (one && depth === 0) break; // the end of the enclosing array or object: no value here
      if (--depth === 0 && one) {
        i++;
        break;
      }
    } else if (c === 45 /* - */ || (c >= 48 && c <= 57) /* 0-9 */) {
      // Most numbers are settled here without reading their value: with no exponent, up to 15 digits are
      // always held exactly, and so are up to 17 when a fraction digit is not 0 (a fraction of at most 17
      // significant digits, in the normal range). The rest are compared with their shortest form.
      let j = c === 45 ? i + 1 : i;
      let digits = 0;
      let dot = false;
      let fraction = false;
      let exponent = false;
      for (;;) {
        const d = text.charCodeAt(j);
        if (d >= 48 && d <= 57) {
          digits++;
          if (dot && d !== 48 && !exponent) fraction = true;
        } else if (d === 46 /* . */) dot = true;
        else if (d === 101 /* e */ || d === 69 /* E */ || d === 43 /* + */ || d === 45 /* - */) exponent = true;
        else break;
        j++;
      }
      if (inexactAt < 0 && (exponent || digits > 17 || (digits > 15 && !fraction)) && !isExactNumberLiteral(text.slice(i, j))) inexactAt = i;
      i = j;
      if (one && depth === 0) break;
      continue;
    } else if (one && depth === 0 && c === 44 /* , */) break;
    else if (one && depth === 0 && c >= 97 && c <= 122 /* a-z: true, false, null */) {
      while (i < n && text.charCodeAt(i) >= 97 && text.charCodeAt(i) <= 122) i++;
      break;
    }
    i++;
  }
  return { end: i, members, tooDeepAt: -1, escapedName, inexactAt };
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
// A string body without these is its own value; with them, JSON.parse decodes (or refuses) it.
const PLAIN_STRING_BREAKERS = /[\\\u0000-\u001f]/;

/**
 * An exact JSON reader that does not depend on the native parser's member names: RFC 8259 grammar,
 * duplicate member names, depth and inexact numbers refused as {@link parseJsonStrict} does. Each string token, decoded on
 * its own by JSON.parse (a lone string has no expected names to be confused with), gives the exact
 * characters. Objects are plain, with `__proto__` an own member, as JSON.parse makes them. Slower than
 * the native parser; used for texts with escaped member names.
 */
export function parseJsonExact(
  text: string,
  source: string,
  /** Where `text` sits in a larger document: its offset, its path, the nesting it may have. */
  at: { offset: number; path: Array<string | number>; maxDepth: number } = { offset: 0, path: [], maxDepth: MAX_DEPTH },
): unknown {
  const n = text.length;
  let i = 0;
  const path: Array<string | number> = [...at.path];
  const fail = (what: string): never => {
    throw new ToolsealError('INVALID_JSON', `${source}: invalid JSON: ${what} at offset ${at.offset + i}`);
  };
  const ws = () => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else return;
    }
  };
  const string = (): string => {
    const start = i;
    let j = i + 1;
    for (;;) {
      j = text.indexOf('"', j);
      if (j < 0) return fail('unterminated string');
      let k = j - 1;
      while (text.charCodeAt(k) === 92 /* \ */) k--;
      if ((j - 1 - k) % 2 === 0) break;
      j++;
    }
    const body = text.slice(start + 1, j);
    if (!PLAIN_STRING_BREAKERS.test(body)) {
      i = j + 1;
      return body;
    }
    try {
      const s = JSON.parse(text.slice(start, j + 1)) as string;
      i = j + 1;
      return s;
    } catch {
      return fail('bad string (a raw control character or an invalid escape)');
    }
  };
  const value = (depth: number): unknown => {
    ws();
    const c = text.charCodeAt(i);
    if (c === 123 /* { */ || c === 91 /* [ */) {
      if (depth >= at.maxDepth) {
        throw new ToolsealError('NOT_CANONICALIZABLE', `${source}: nesting deeper than ${MAX_DEPTH} levels at offset ${at.offset + i}`);
      }
      i++;
      ws();
      if (c === 91) {
        const arr: unknown[] = [];
        if (text.charCodeAt(i) === 93 /* ] */) {
          i++;
          return arr;
        }
        for (;;) {
          path.push(arr.length);
          arr.push(value(depth + 1));
          path.pop();
          ws();
          const d = text.charCodeAt(i);
          if (d === 93 /* ] */) {
            i++;
            return arr;
          }
          if (d !== 44 /* , */) fail("expected ',' or ']'");
          i++;
        }
      }
      const obj: Record<string, unknown> = {};
      if (text.charCodeAt(i) === 125 /* } */) {
        i++;
        return obj;
      }
      const seen = new Set<string>();
      for (;;) {
        ws();
        if (text.charCodeAt(i) !== 34) fail('expected a member name');
        const nameAt = i;
        const name = string();
        if (seen.has(name)) {
          throw new ToolsealError(
            'DUPLICATE_JSON_MEMBER',
            `${source}: duplicate member name ${JSON.stringify(name)} in the object at ${pathString(path)} (offset ${at.offset + nameAt})`,
          );
        }
        seen.add(name);
        ws();
        if (text.charCodeAt(i) !== 58 /* : */) fail("expected ':'");
        i++;
        path.push(name);
        const v = value(depth + 1);
        path.pop();
        // Assigning `__proto__` would set the prototype; JSON.parse makes it an own member.
        if (name === '__proto__') Object.defineProperty(obj, name, { value: v, writable: true, enumerable: true, configurable: true });
        else obj[name] = v;
        ws();
        const d = text.charCodeAt(i);
        if (d === 125 /* } */) {
          i++;
          return obj;
        }
        if (d !== 44 /* , */) fail("expected ',' or '}'");
        i++;
      }
    }
    if (c === 34 /* " */) return string();
    if (c === 116 /* t */ && text.startsWith('true', i)) {
      i += 4;
      return true;
    }
    if (c === 102 /* f */ && text.startsWith('false', i)) {
      i += 5;
      return false;
    }
    if (c === 110 /* n */ && text.startsWith('null', i)) {
      i += 4;
      return null;
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (m) {
      if (!isExactNumberLiteral(m[0])) throw inexactNumber(source, m[0], at.offset + i);
      i += m[0].length;
      return Number(m[0]);
    }
    return fail(i >= n ? 'unexpected end' : `unexpected character ${JSON.stringify(text[i])}`);
  };
  const result = value(0);
  ws();
  if (i < n) fail('unexpected text after the value');
  return result;
}

function countKeys(root: unknown): number {
  let count = 0;
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null) continue;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const x = v[i];
        if (typeof x === 'object' && x !== null) stack.push(x);
      }
    } else {
      for (const k in v) {
        count++;
        const x = (v as Record<string, unknown>)[k];
        if (typeof x === 'object' && x !== null) stack.push(x);
      }
    }
  }
  return count;
}

interface Duplicate {
  name: string;
  path: Array<string | number>;
  offset: number;
}

/** Exact but slow: walks the (already validated) text and returns the first repeated member name. */
export function findDuplicateMember(text: string): Duplicate | null {
  let i = 0;
  const path: Array<string | number> = [];
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const str = (): string => {
    const start = i;
    i++;
    for (;;) {
      const c = text[i];
      if (c === '\\') i += 2;
      else if (c === '"') break;
      else if (c === undefined) break;
      else i++;
    }
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (): Duplicate | null => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      const seen = new Set<string>();
      ws();
      if (text[i] === '}') {
        i++;
        return null;
      }
      for (;;) {
        ws();
        const at = i;
        const name = str();
        if (seen.has(name)) return { name, path: [...path], offset: at };
        seen.add(name);
        ws();
        i++; // :
        path.push(name);
        const d = value();
        if (d) return d;
        path.pop();
        ws();
        if (text[i++] === '}') return null;
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return null;
      }
      for (let idx = 0; ; idx++) {
        path.push(idx);
        const d = value();
        if (d) return d;
        path.pop();
        ws();
        if (text[i++] === ']') return null;
      }
    }
    if (c === '"') {
      str();
      return null;
    }
    while (i < text.length && !',]} \t\n\r'.includes(text[i]!)) i++;
    return null;
  };
  return value();
}
