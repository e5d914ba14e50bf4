// The exact JSON reader, for texts the native parser may misread (escaped member names): see parseJsonStrict.
import { ToolsealError } from '../errors.js';
import { MAX_DEPTH } from './jcs.js';
import { inexactNumber, isExactNumberLiteral } from './json-numbers.js';
import { jsonPointer, pathString } from './json-path.js';

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
// A string body without these is its own value; with them, JSON.parse decodes (or refuses) it.
// eslint-disable-next-line no-control-regex -- a raw control character breaks a plain JSON string: matching them is the point
const PLAIN_STRING_BREAKERS = /[\\\u0000-\u001f]/;

/**
 * An exact JSON reader that does not depend on the native parser's member names: RFC 8259 grammar,
 * duplicate member names, depth and inexact numbers refused as {@link parseJsonStrict} does. Each string token, decoded on
 * its own by JSON.parse (a lone string has no expected names to be confused with), gives the exact
 * characters. Objects are plain, with `__proto__` an own member, as JSON.parse makes them. Slower than
 * the native parser; used for texts with escaped member names.
 */
export function readJsonExact(
  text: string,
  source: string,
  /**
   * Where `text` sits in a larger document: its offset, its path, the nesting it may have; `refused`, when
   * given, is told the path of a number refused as one a double cannot hold (the tool it is in is named from it).
   */
  at: { offset: number; path: Array<string | number>; maxDepth: number; refused?: { path?: Array<string | number> } } = {
    offset: 0,
    path: [],
    maxDepth: MAX_DEPTH,
  },
  /** `true`: a number a double cannot hold exactly is read as the nearest double (`--round-inexact-numbers`). */
  rounded = false,
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
      if (!rounded && !isExactNumberLiteral(m[0])) {
        if (at.refused) at.refused.path = [...path];
        throw inexactNumber(source, m[0], at.offset + i, jsonPointer(path));
      }
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
