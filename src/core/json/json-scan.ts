// One pass over a JSON text's structure (members, depth, escaped names, inexact numbers), and the counts
// the strict reader compares with what the native parser read.
import { isExactNumberLiteral } from './json-numbers.js';

/** What a scan of a JSON text (or of one value in it) found. */
export interface Scan {
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
export interface Backslashes {
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
export function scanStructure(
  text: string,
  start: number,
  maxDepth: number,
  one: boolean,
  memo: Backslashes = { at: -1, from: text.length + 1 },
): Scan {
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
      // Most numbers are settled here without reading their value: with no exponent, up to 15 significant
      // digits are always held exactly, and so are up to 17 when a fraction digit is not 0 (a fraction of at
      // most 17 significant digits, in the normal range: fewer than 300 zeros after the point before the
      // first other digit keep it there). Significant digits count from the first digit that is not 0, the
      // zeros after it included. The rest are compared with their shortest form.
      let j = c === 45 ? i + 1 : i;
      let digits = 0;
      let leadingZeros = 0;
      let dot = false;
      let fraction = false;
      let exponent = false;
      for (;;) {
        const d = text.charCodeAt(j);
        if (d >= 48 && d <= 57) {
          if (digits > 0 || d !== 48) digits++;
          else if (dot) leadingZeros++;
          if (dot && d !== 48 && !exponent) fraction = true;
        } else if (d === 46 /* . */) dot = true;
        else if (d === 101 /* e */ || d === 69 /* E */ || d === 43 /* + */ || d === 45 /* - */) exponent = true;
        else break;
        j++;
      }
      if (
        inexactAt < 0 &&
        (exponent || leadingZeros >= 300 || digits > 17 || (digits > 15 && !fraction)) &&
        !isExactNumberLiteral(text.slice(i, j))
      )
        inexactAt = i;
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

export function countKeys(root: unknown): number {
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
