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
    throw new ToolsealError(code, `${source}: not valid UTF-8 text`, { cause: e });
  }
}

/**
 * Parses a JSON text strictly: syntax errors (`INVALID_JSON`), nesting deeper than {@link MAX_DEPTH}
 * (`NOT_CANONICALIZABLE`) and a duplicate member name anywhere (`DUPLICATE_JSON_MEMBER`, because parsers
 * disagree on which one wins) are refused with the place named. `source` names the input in messages.
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
 */
export function parseJsonStrict(text: string, source: string): unknown {
  const stripped = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const { members, tooDeepAt, escapedName } = scanStructure(stripped);
  if (tooDeepAt >= 0) {
    throw new ToolsealError('NOT_CANONICALIZABLE', `${source}: nesting deeper than ${MAX_DEPTH} levels at offset ${tooDeepAt}`);
  }
  if (escapedName) return parseJsonExact(stripped, source);
  let value: unknown;
  try {
    value = JSON.parse(stripped);
  } catch (e) {
    throw new ToolsealError('INVALID_JSON', `${source}: invalid JSON: ${(e as Error).message}`, { cause: e });
  }
  if (countKeys(value) !== members) {
    const dup = findDuplicateMember(stripped);
    throw new ToolsealError(
      'DUPLICATE_JSON_MEMBER',
      dup
        ? `${source}: duplicate member name ${JSON.stringify(dup.name)} in the object at ${pathString(dup.path)} (offset ${dup.offset})`
        : `${source}: duplicate member name`,
    );
  }
  return value;
}

/**
 * Counts `:` outside strings (one per member in valid JSON), watches the depth, and notes whether any
 * member name contains a backslash (an escape).
 */
function scanStructure(text: string): { members: number; tooDeepAt: number; escapedName: boolean } {
  const n = text.length;
  let members = 0;
  let depth = 0;
  let escapedName = false;
  // The next backslash in the text: a string holds an escape when it comes before the closing quote.
  let nextBackslash = text.indexOf('\\');
  let lastStringEscaped = false;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      let j = i + 1;
      for (;;) {
        j = text.indexOf('"', j);
        if (j < 0) return { members, tooDeepAt: -1, escapedName: true }; // unterminated: the exact reader reports it
        let k = j - 1;
        while (text.charCodeAt(k) === 92 /* \ */) k--;
        if ((j - 1 - k) % 2 === 0) break;
        j++;
      }
      lastStringEscaped = nextBackslash >= 0 && nextBackslash < j;
      if (lastStringEscaped) nextBackslash = text.indexOf('\\', j + 1);
      i = j + 1;
      continue;
    }
    // In valid JSON the string just before a ':' is its member name.
    if (c === 58 /* : */) {
      members++;
      if (lastStringEscaped) escapedName = true;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > MAX_DEPTH) return { members, tooDeepAt: i, escapedName };
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
    i++;
  }
  return { members, tooDeepAt: -1, escapedName };
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
// A string body without these is its own value; with them, JSON.parse decodes (or refuses) it.
const PLAIN_STRING_BREAKERS = /[\\\u0000-\u001f]/;

/**
 * An exact JSON reader that does not depend on the native parser's member names: RFC 8259 grammar,
 * duplicate member names and depth refused as {@link parseJsonStrict} does. Each string token, decoded on
 * its own by JSON.parse (a lone string has no expected names to be confused with), gives the exact
 * characters. Objects are plain, with `__proto__` an own member, as JSON.parse makes them. Slower than
 * the native parser; used for texts with escaped member names.
 */
export function parseJsonExact(text: string, source: string): unknown {
  const n = text.length;
  let i = 0;
  const path: Array<string | number> = [];
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
      if (depth >= MAX_DEPTH) {
        throw new ToolsealError('NOT_CANONICALIZABLE', `${source}: nesting deeper than ${MAX_DEPTH} levels at offset ${i}`);
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
        const at = i;
        const name = string();
        if (seen.has(name)) {
          throw new ToolsealError(
            'DUPLICATE_JSON_MEMBER',
            `${source}: duplicate member name ${JSON.stringify(name)} in the object at ${pathString(path)} (offset ${at})`,
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
