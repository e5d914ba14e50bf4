import type { Buffer } from '../../external-types.js';
/**
 * The deepest nesting of arrays and objects toolseal canonicalizes or reads (1,000 levels). Real tool
 * schemas stay far below it; deeper input is refused with `NOT_CANONICALIZABLE` instead of exhausting
 * the stack.
 */
export declare const MAX_DEPTH = 1000;
/**
 * RFC 8785 (JSON Canonicalization Scheme) text of a JSON value, strict: a value JSON cannot represent
 * exactly (lone surrogates, non-finite numbers, `undefined`, functions, symbols, bigint, non-plain
 * objects, sparse arrays, nesting deeper than {@link MAX_DEPTH}) is refused with `NOT_CANONICALIZABLE`,
 * never silently changed. Encode the result as UTF-8 to get the canonical bytes.
 */
export declare function canonicalize(value: unknown): string;
/** RFC 8785 text of one string (exported for composing canonical objects from canonical parts). */
export declare function canonicalString(s: string): string;
/**
 * Writes the RFC 8785 bytes (UTF-8) of JSON values into one growing buffer, without building any
 * intermediate string: what {@link canonicalize} returns, as bytes. A digest of many tools reuses one
 * writer ({@link CanonicalWriter.reset}) and hashes slices of its buffer ({@link CanonicalWriter.bytes}),
 * so hashing a large surface allocates almost nothing. The same refusals as {@link canonicalize}, thrown
 * as `NOT_CANONICALIZABLE` with the path of the refused value.
 */
export declare class CanonicalWriter {
    /**
     * `true`: a lone surrogate is written as a lower-case `\\u` escape, as `JSON.stringify` writes it, instead
     * of refused (the tool definition hash v1's rule, for its hashes only; see interop-hashes.ts).
     */
    private readonly escapeLoneSurrogates;
    private buf;
    /** The number of bytes written since the last {@link reset}. */
    length: number;
    constructor(initialSize?: number, 
    /**
     * `true`: a lone surrogate is written as a lower-case `\\u` escape, as `JSON.stringify` writes it, instead
     * of refused (the tool definition hash v1's rule, for its hashes only; see interop-hashes.ts).
     */
    escapeLoneSurrogates?: boolean);
    /** Starts over (the buffer is kept). */
    reset(): void;
    /** The bytes written from `start` (default 0) to now: a view, valid until the next write or reset. */
    bytes(start?: number): Buffer;
    /** The bytes written, as text. */
    text(): string;
    /** Writes ASCII text as is (a structural piece the caller composes, like `{"name":`). */
    ascii(s: string): void;
    /** Writes text as UTF-8, as is (a canonical piece the caller made, like a quoted member name). */
    utf8(s: string): void;
    /** Copies bytes[start, end) as they are (canonical bytes written before). */
    copy(bytes: Uint8Array, start: number, end: number): void;
    /** Writes the canonical bytes of a value (`NOT_CANONICALIZABLE` when it has none). */
    value(v: unknown): void;
    private room;
    private byte;
    private string;
    /**
     * A well-formed string that needs escapes, escaped as JSON.stringify does (RFC 8785 §3.2.2.2): written
     * byte by byte while it is ASCII (no escaped copy of the string made), the rest from the first other
     * code unit on through JSON.stringify.
     */
    private escaped;
    private write;
    private array;
    private object;
}
