import { type ErrorCode } from './errors.js';
/**
 * Decodes bytes as UTF-8, strictly: bytes that are not UTF-8 are refused (`INVALID_INPUT`, or the code the
 * caller's step fails with) rather than replaced with U+FFFD, which would silently change what gets hashed
 * or compared. A leading byte order mark is dropped.
 */
export declare function decodeUtf8(bytes: Uint8Array, source: string, code?: ErrorCode): string;
/** The longest text that can be read whole: the JavaScript engine's longest string (V8: 2^29 - 24 code units, about 512 MiB). */
export declare const MAX_TEXT_LENGTH = 536870888;
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
export declare function parseJsonStrict(text: string, source: string, exact?: boolean): unknown;
/**
 * {@link parseJsonStrict} for a value that sits `depth` containers deep in a larger document (an element of
 * a message's `result.tools` sits 3 deep): the same refusals, its nesting bounded so that the document's
 * stays within {@link MAX_DEPTH}; `path` names where it sits, in messages. Offsets are in `text`. `seen`
 * is told when the text, read, had an escaped member name (it was then read by {@link parseJsonExact}).
 */
export declare function parseJsonStrictAt(text: string, source: string, path: Array<string | number>, depth: number, seen?: {
    escapedName: boolean;
}): unknown;
/**
 * {@link parseJsonStrict} for a document whose bulk is one array: the member `arrayName` of a top-level
 * object (`{"tools": [...]}`, a snapshot), or a top-level array. Each element of that array is read
 * strictly on its own, given to `onElement` and not kept; the document comes back with that array empty.
 * The refusals are those of parseJsonStrict over the whole text (offsets and paths in the whole text), but
 * the array never exists whole: a large document is read in the memory of one element at a time.
 */
export declare function parseJsonStrictEach(text: string, source: string, arrayName: string, onElement: (value: unknown, index: number) => void): unknown;
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
export declare function isExactNumberLiteral(literal: string): boolean;
/**
 * An exact JSON reader that does not depend on the native parser's member names: RFC 8259 grammar,
 * duplicate member names, depth and inexact numbers refused as {@link parseJsonStrict} does. Each string token, decoded on
 * its own by JSON.parse (a lone string has no expected names to be confused with), gives the exact
 * characters. Objects are plain, with `__proto__` an own member, as JSON.parse makes them. Slower than
 * the native parser; used for texts with escaped member names.
 */
export declare function parseJsonExact(text: string, source: string, 
/** Where `text` sits in a larger document: its offset, its path, the nesting it may have. */
at?: {
    offset: number;
    path: Array<string | number>;
    maxDepth: number;
}): unknown;
interface Duplicate {
    name: string;
    path: Array<string | number>;
    offset: number;
}
/** Exact but slow: walks the (already validated) text and returns the first repeated member name. */
export declare function findDuplicateMember(text: string): Duplicate | null;
export {};
