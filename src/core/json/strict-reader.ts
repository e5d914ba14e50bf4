// The strict JSON reader: every strict reading of JSON text in toolseal imports this module.
//
// Strict means: RFC 8259 grammar, UTF-8 (decodeUtf8), no duplicate member name at any depth, nesting within
// MAX_DEPTH, and a number a double cannot hold exactly refused (json-numbers.ts) unless read rounded; the
// refusals name their place. The PLAIN PATH is the definition of it: `readPlain`, the exact reader
// (json-exact.ts, `readJsonExact`), which reads each token itself and trusts the native parser with nothing
// but one lone string token at a time.
//
// The FAST PATHS read the same texts to the same values (the same members in the same order, `__proto__` an
// own member) and refuse the same texts with the same codes; a text with one fault (a duplicate member, too
// deep a nesting, an inexact number) gets the same message, a syntax error the native parser's wording
// (INVALID_JSON all the same); of several faults, a fast path may name another first (the scan's depth
// refusal comes before any other). test/core/json/strict-reader/fast-paths.test.ts checks each against the plain
// path on inputs of many shapes; `npm run bench -- json` times each against it.
//
// - `readByNativeParse` (what parseJsonStrict does): JSON.parse, with one structure scan (json-scan.ts)
//   counting members, depth, escaped member names and inexact numbers. Equal because JSON.parse checks the
//   grammar, the scan the depth and numbers, and the members written (one `:` each) against the keys read
//   (fewer only by a duplicate). A text with an escaped member name, which V8 may misread, goes the plain way.
// - `parseJsonStrictEach`: a document whose bulk is one array, each element read by readByNativeParse's
//   range reader on its own, the array never whole; equal to the plain path over the whole text with that
//   array's elements handed out (an inexact number inside a `tools` element is also named by its tool).
// - `readValidJson` (`canonical: false`): JSON.parse and a count of `:` against the keys read; equal to the
//   plain path with numbers rounded and no bound on depth (duplicates refused without their place).
// - `readFlatStringObject` (json-flat-object.ts): a tiny flat object of short unescaped strings, read
//   without JSON.parse so its strings are never interned; undefined for any other text (then read it by
//   parseJsonStrict), else the value parseJsonStrict gives.
import { ToolsealError, type ErrorCode } from '../errors.js';
import { MAX_DEPTH } from './jcs.js';
import { readJsonExact } from './json-exact.js';
import { inexactInTool, inexactNumber, numberLiteralAt } from './json-numbers.js';
import { pathString } from './json-path.js';
import { countKeys, findDuplicateMember, scanStructure, type Backslashes, type Scan } from './json-scan.js';

export { readJsonExact } from './json-exact.js';
export { readFlatStringObject } from './json-flat-object.js';
export { ROUND_FLAG, isExactNumberLiteral } from './json-numbers.js';

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
      throw new ToolsealError(
        code,
        `${source}: too large (${bytes.length} bytes; a text of at most ${MAX_TEXT_LENGTH} characters can be read)`,
        { cause: e },
      );
    }
    throw new ToolsealError(code, `${source}: not valid UTF-8 text`, { cause: e });
  }
}

/** The longest text that can be read whole: the JavaScript engine's longest string (V8: 2^29 - 24 code units, about 512 MiB). */
export const MAX_TEXT_LENGTH = 0x1fffffe8;

/** How {@link parseJsonStrict} reads a text. */
export interface StrictReadOptions {
  /**
   * Read the text with the exact reader, as a text with an escaped member name is (see below): the caller
   * knows of an escaped member name in the document that this text no longer holds.
   */
  exact?: boolean;
  /**
   * Where the text sits in a larger document (an element of a message's `result.tools` sits 3 containers
   * deep, at `['result', 'tools', i]`): its nesting is bounded so that the document's stays within
   * {@link MAX_DEPTH}, and refusals name the place under `path`.
   */
  at?: { path: Array<string | number>; depth: number };
  /** Told when the text, read, had an escaped member name (it was then read by the exact reader). */
  seen?: { escapedName: boolean };
  /**
   * `false`: valid JSON (RFC 8259) with no duplicate member name, at any depth and with any number (read as
   * the nearest double), for messages passed on as written; the other options do not apply. Default true.
   */
  canonical?: boolean;
  /**
   * `'rounded'`: a number a double cannot hold exactly is read as RFC 8785 reads it, the nearest double
   * (`--round-inexact-numbers`); default `'exact'`: refused, naming its place and that flag.
   */
  numbers?: NumberReading;
}

/** How a number a double cannot hold exactly is read: refused (`exact`), or as the nearest double (`rounded`). */
export type NumberReading = 'exact' | 'rounded';

/**
 * Parses a JSON text strictly: syntax errors (`INVALID_JSON`), nesting deeper than {@link MAX_DEPTH}
 * (`NOT_CANONICALIZABLE`), a number a double cannot hold exactly as written (`NOT_CANONICALIZABLE`, see
 * {@link isExactNumberLiteral}) and a duplicate member name anywhere (`DUPLICATE_JSON_MEMBER`, because
 * parsers disagree on which one wins) are refused with the place named. `source` names the input in messages.
 *
 * Speed: it reads by {@link readByNativeParse} ({@link readValidJson} with `canonical: false`).
 *
 * Exactness: V8's JSON.parse (Node 24) can return a wrong member name for a name written with an escape:
 * after an object with the name `ab\` (written `"ab\\"`) was parsed, `{"ab\t": 1}` comes back with the
 * name `ab\` instead of `ab<TAB>`, because the parser compares the raw text of the name, escapes
 * undecoded, with the name it expects from earlier objects. A digest over that would hash a name the
 * sender never sent. So a text with any escaped member name is read by an exact reader of its own
 * (json-exact.ts) instead; `exact` asks for it whatever the text holds.
 */
export function parseJsonStrict(text: string, source: string, options: StrictReadOptions = {}): unknown {
  return options.canonical === false ? readValidJson(text, source) : readByNativeParse(text, source, options);
}

/**
 * The plain path: the exact reader (json-exact.ts) over the text, with parseJsonStrict's options (a leading
 * byte order mark dropped at the top, the nesting left by `at`, refusals named under `at.path`, `numbers`).
 * It is what strict reading means; the fast paths below are checked against it.
 */
export function readPlain(text: string, source: string, options: Omit<StrictReadOptions, 'canonical' | 'exact'> = {}): unknown {
  const at = options.at;
  const start = at === undefined && text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const slice = start === 0 ? text : text.slice(start);
  const refused: { path?: Array<string | number> } = {};
  try {
    return readJsonExact(
      slice,
      source,
      { offset: start, path: at?.path ?? [], maxDepth: MAX_DEPTH - (at?.depth ?? 0), refused },
      options.numbers === 'rounded',
    );
  } catch (e) {
    // A number a double cannot hold is refused naming the tool it is in, as by every path.
    throw refused.path === undefined ? e : inexactInTool(e, slice, at?.path ?? [], refused.path);
  }
}

/**
 * Fast path: the native parser reads the text; a single scan over its structure (string bodies are
 * skipped with indexOf) counts members and depth, and a walk of the result counts the keys that survived.
 * Only when the two counts differ does a slow, exact pass run to name the duplicate.
 */
export function readByNativeParse(text: string, source: string, options: Omit<StrictReadOptions, 'canonical'> = {}): unknown {
  const at = options.at;
  const start = at === undefined && text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const maxDepth = MAX_DEPTH - (at?.depth ?? 0);
  const scan = scanStructure(text, start, maxDepth, false);
  if (options.exact === true) scan.escapedName = true;
  const value = parseStrictRange(text, start, text.length, source, scan, at?.path ?? [], maxDepth, -1, options.numbers);
  if (options.seen && scan.escapedName) options.seen.escapedName = true;
  return value;
}

/**
 * Fast path (`canonical: false`): valid JSON with no duplicate member name, at any depth and with any number
 * (read as the nearest double). The native parser checks the grammar; the members written (one `:` outside
 * strings each) are counted against the members read, as the strict reading does, without a bound on depth
 * (iteratively).
 */
export function readValidJson(text: string, source: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new ToolsealError('INVALID_JSON', `${source}: invalid JSON: ${(e as Error).message}`, { cause: e });
  }
  if (countColons(text) !== countKeys(value)) throw new ToolsealError('DUPLICATE_JSON_MEMBER', `${source}: duplicate member name`);
  return value;
}

/** `:` outside strings, from the start to the end of the text, at any depth. */
function countColons(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 58 /* : */) n++;
    else if (c === 34 /* " */) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 92 /* \ */) i++;
        else if (d === 34) break;
      }
    }
  }
  return n;
}

/**
 * Reads text[start, end) strictly, given its scan: the refusals of {@link parseJsonStrict}, with offsets in
 * the whole text and paths under `path` (where the range sits in its document), the range allowed
 * `maxDepth` levels of nesting.
 */
function parseStrictRange(
  text: string,
  start: number,
  end: number,
  source: string,
  scan: Scan,
  path: Array<string | number>,
  maxDepth: number,
  /** The range is element `index` of the array at `path` (-1: the range is at `path` itself). */
  index = -1,
  numbers: NumberReading = 'exact',
): unknown {
  if (scan.tooDeepAt >= 0) {
    throw new ToolsealError('NOT_CANONICALIZABLE', `${source}: nesting deeper than ${MAX_DEPTH} levels at offset ${scan.tooDeepAt}`);
  }
  const slice = start === 0 && end === text.length ? text : text.slice(start, end);
  const rounded = numbers === 'rounded';
  if (scan.escapedName) {
    const refused: { path?: Array<string | number> } = {};
    try {
      return readJsonExact(slice, source, { offset: start, path: pathTo(path, index), maxDepth, refused }, rounded);
    } catch (e) {
      throw scan.inexactAt >= 0 ? inexactInTool(e, slice, pathTo(path, index), refused.path) : e;
    }
  }
  let value: unknown;
  try {
    value = JSON.parse(slice);
  } catch (e) {
    throw new ToolsealError(
      'INVALID_JSON',
      `${source}: invalid JSON: ${(e as Error).message}${start > 0 ? ` (in the value at offset ${start})` : ''}`,
      { cause: e },
    );
  }
  if (scan.inexactAt >= 0 && !rounded) {
    // Read again by the exact reader, which knows the number's place (a refusal, so no hurry).
    const refused: { path?: Array<string | number> } = {};
    try {
      readJsonExact(slice, source, { offset: start, path: pathTo(path, index), maxDepth, refused });
    } catch (e) {
      throw inexactInTool(e, slice, pathTo(path, index), refused.path);
    }
    throw inexactNumber(source, numberLiteralAt(text, scan.inexactAt), scan.inexactAt);
  }
  if (countKeys(value) !== scan.members) {
    const dup = findDuplicateMember(slice);
    throw new ToolsealError(
      'DUPLICATE_JSON_MEMBER',
      dup
        ? `${source}: duplicate member name ${JSON.stringify(dup.name)} in the object at ${pathString([...pathTo(path, index), ...dup.path])} (offset ${start + dup.offset})`
        : `${source}: duplicate member name`,
    );
  }
  return value;
}

/** The path of element `index` of the array at `path` (-1: `path`), made only when a refusal or the exact reader needs it. */
function pathTo(path: Array<string | number>, index: number): Array<string | number> {
  return index < 0 ? path : [...path, index];
}

/**
 * {@link parseJsonStrict} for a document whose bulk is one array: the member `arrayName` of a top-level
 * object (`{"tools": [...]}`, a snapshot), or a top-level array. Each element of that array is read
 * strictly on its own, given to `onElement` and not kept; the document comes back with that array empty.
 * The refusals are those of parseJsonStrict over the whole text (offsets and paths in the whole text), but
 * the array never exists whole: a large document is read in the memory of one element at a time.
 */
export function parseJsonStrictEach(
  text: string,
  source: string,
  arrayName: string,
  onElement: (value: unknown, index: number) => void,
  numbers: NumberReading = 'exact',
): unknown {
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
  const oneValue = (path: Array<string | number>, maxDepth: number, index = -1): unknown => {
    ws();
    const scan = scanStructure(text, i, maxDepth, true, backslashes);
    const v = parseStrictRange(text, i, scan.end, source, scan, path, maxDepth, index, numbers);
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
      onElement(oneValue(path, maxDepth - 1, index), index);
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
          throw new ToolsealError(
            'DUPLICATE_JSON_MEMBER',
            `${source}: duplicate member name ${JSON.stringify(name)} in the object at $ (offset ${at})`,
          );
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
  } else return parseJsonStrict(text, source, { numbers });
  ws();
  if (i < n) fail('unexpected text after the value');
  return doc;
}
