import { ToolsealError } from './errors.js';
import { MAX_DEPTH } from './jcs.js';
import { pathString } from './json-path.js';

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decodes bytes as UTF-8, strictly: bytes that are not UTF-8 are refused (`INVALID_INPUT`) rather than
 * replaced with U+FFFD, which would silently change what gets hashed. A leading byte order mark is dropped.
 */
export function decodeUtf8(bytes: Uint8Array, source: string): string {
  try {
    return UTF8.decode(bytes);
  } catch (e) {
    throw new ToolsealError('INVALID_INPUT', `${source}: not valid UTF-8 text`, { cause: e });
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
 */
export function parseJsonStrict(text: string, source: string): unknown {
  const stripped = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const { members, tooDeepAt } = scanStructure(stripped);
  if (tooDeepAt >= 0) {
    throw new ToolsealError('NOT_CANONICALIZABLE', `${source}: nesting deeper than ${MAX_DEPTH} levels at offset ${tooDeepAt}`);
  }
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

/** Counts `:` outside strings (one per member in valid JSON) and watches the depth. */
function scanStructure(text: string): { members: number; tooDeepAt: number } {
  const n = text.length;
  let members = 0;
  let depth = 0;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      let j = i + 1;
      for (;;) {
        j = text.indexOf('"', j);
        if (j < 0) return { members, tooDeepAt: -1 }; // unterminated: JSON.parse reports it
        let k = j - 1;
        while (text.charCodeAt(k) === 92 /* \ */) k--;
        if ((j - 1 - k) % 2 === 0) break;
        j++;
      }
      i = j + 1;
      continue;
    }
    if (c === 58 /* : */) members++;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > MAX_DEPTH) return { members, tooDeepAt: i };
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
    i++;
  }
  return { members, tooDeepAt: -1 };
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
