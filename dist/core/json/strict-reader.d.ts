import { type ErrorCode } from '../errors.js';
export { readJsonExact } from './json-exact.js';
export { readFlatStringObject } from './json-flat-object.js';
export { ROUND_FLAG, isExactNumberLiteral } from './json-numbers.js';
/**
 * Decodes bytes as UTF-8, strictly: bytes that are not UTF-8 are refused (`INVALID_INPUT`, or the code the
 * caller's step fails with) rather than replaced with U+FFFD, which would silently change what gets hashed
 * or compared. A leading byte order mark is dropped.
 */
export declare function decodeUtf8(bytes: Uint8Array, source: string, code?: ErrorCode): string;
/** The longest text that can be read whole: the JavaScript engine's longest string (V8: 2^29 - 24 code units, about 512 MiB). */
export declare const MAX_TEXT_LENGTH = 536870888;
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
    at?: {
        path: Array<string | number>;
        depth: number;
    };
    /** Told when the text, read, had an escaped member name (it was then read by the exact reader). */
    seen?: {
        escapedName: boolean;
    };
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
export declare function parseJsonStrict(text: string, source: string, options?: StrictReadOptions): unknown;
/**
 * The plain path: the exact reader (json-exact.ts) over the text, with parseJsonStrict's options (a leading
 * byte order mark dropped at the top, the nesting left by `at`, refusals named under `at.path`, `numbers`).
 * It is what strict reading means; the fast paths below are checked against it.
 */
export declare function readPlain(text: string, source: string, options?: Omit<StrictReadOptions, 'canonical' | 'exact'>): unknown;
/**
 * Fast path: the native parser reads the text; a single scan over its structure (string bodies are
 * skipped with indexOf) counts members and depth, and a walk of the result counts the keys that survived.
 * Only when the two counts differ does a slow, exact pass run to name the duplicate.
 */
export declare function readByNativeParse(text: string, source: string, options?: Omit<StrictReadOptions, 'canonical'>): unknown;
/**
 * Fast path (`canonical: false`): valid JSON with no duplicate member name, at any depth and with any number
 * (read as the nearest double). The native parser checks the grammar; the members written (one `:` outside
 * strings each) are counted against the members read, as the strict reading does, without a bound on depth
 * (iteratively).
 */
export declare function readValidJson(text: string, source: string): unknown;
/**
 * {@link parseJsonStrict} for a document whose bulk is one array: the member `arrayName` of a top-level
 * object (`{"tools": [...]}`, a snapshot), or a top-level array. Each element of that array is read
 * strictly on its own, given to `onElement` and not kept; the document comes back with that array empty.
 * The refusals are those of parseJsonStrict over the whole text (offsets and paths in the whole text), but
 * the array never exists whole: a large document is read in the memory of one element at a time.
 */
export declare function parseJsonStrictEach(text: string, source: string, arrayName: string, onElement: (value: unknown, index: number) => void, numbers?: NumberReading): unknown;
