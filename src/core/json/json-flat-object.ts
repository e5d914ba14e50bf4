/**
 * The longest string value {@link readFlatStringObject} makes itself. V8 copies a slice this short (a
 * longer one would keep the whole text it was cut from alive), and its JSON.parse interns a string value
 * of at most 10 characters: every distinct one then has an entry in the engine's string table, which is
 * outside the heap and grows with them (about 16 bytes each, 32 MB for 2,000,000 tiny tools held at once).
 */
const MAX_OWN_STRING = 12;

/**
 * The longest text it reads: a tiny tool is tiny, and any longer text is left to JSON.parse at the cost of
 * one comparison (a tool of the usual size, with a description and a schema, is never built here first).
 */
const MAX_FLAT_TEXT = 256;

/**
 * Makes the objects read: `new PlainObject()` is a plain object (its prototype Object.prototype, as a
 * literal's), but V8 sizes the objects one function makes to the members they get, where a `{}` literal
 * keeps room for four (24 bytes more an object: 48 MB for 2,000,000 tiny tools).
 */
const PlainObject = function (this: object) {} as unknown as new () => Record<string, string>;
PlainObject.prototype = Object.prototype;

/** Skips JSON white space (space, tab, line feed, carriage return) from `i`. */
function skipSpace(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return i;
    i++;
  }
}

/** Where the string whose body starts at `i` ends (its closing quote), or -1 for one with an escape, a control character or no end. */
function stringEnd(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) return i;
    // NaN past the end: no end.
    if (!(c >= 32) || c === 92 /* \ */) return -1;
    i++;
  }
}

/**
 * The value of a JSON text that is one flat object whose members are all short strings written without an
 * escape (`{"name":"t12"}`, the smallest tool a server can send), read without JSON.parse so that its
 * strings are plain copies, never interned (see {@link MAX_OWN_STRING}); undefined for any other text, and
 * for any text longer than {@link MAX_FLAT_TEXT} (then read it as before). What it returns is exactly what
 * a strict parse of the text gives: it takes no text that a strict parse refuses, nor any whose value could
 * differ (a duplicate or `__proto__` member, an empty or escaped name, a number, nesting, anything after
 * the object: all are left to that parse). The text is looked through once before anything is made, so a
 * tool of another shape costs a short scan, not an object.
 */
export function readFlatStringObject(text: string): Record<string, string> | undefined {
  if (text.length > MAX_FLAT_TEXT || !readMembers(text)) return undefined;
  const object = new PlainObject();
  return readMembers(text, object) ? object : undefined;
}

/** Reads the text as {@link readFlatStringObject} does: into `object` when given, else only whether it is one. */
function readMembers(text: string, object?: Record<string, string>): boolean {
  const n = text.length;
  let i = skipSpace(text, 0);
  if (text.charCodeAt(i) !== 123 /* { */) return false;
  i = skipSpace(text, i + 1);
  if (text.charCodeAt(i) === 125 /* } */) return skipSpace(text, i + 1) === n;
  for (;;) {
    if (text.charCodeAt(i) !== 34) return false;
    const nameStart = i + 1;
    const nameEnd = stringEnd(text, nameStart);
    if (nameEnd <= nameStart) return false;
    i = skipSpace(text, nameEnd + 1);
    if (text.charCodeAt(i) !== 58 /* : */) return false;
    i = skipSpace(text, i + 1);
    if (text.charCodeAt(i) !== 34) return false;
    const valueEnd = stringEnd(text, i + 1);
    if (valueEnd < 0 || valueEnd - i - 1 > MAX_OWN_STRING) return false;
    if (object) {
      const name = text.slice(nameStart, nameEnd);
      if (name === '__proto__' || Object.hasOwn(object, name)) return false;
      object[name] = text.slice(i + 1, valueEnd);
    }
    i = skipSpace(text, valueEnd + 1);
    const c = text.charCodeAt(i);
    if (c === 125) return skipSpace(text, i + 1) === n;
    if (c !== 44 /* , */) return false;
    i = skipSpace(text, i + 1);
  }
}
