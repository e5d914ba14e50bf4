/**
 * An exact JSON reader that does not depend on the native parser's member names: RFC 8259 grammar,
 * duplicate member names, depth and inexact numbers refused as {@link parseJsonStrict} does. Each string token, decoded on
 * its own by JSON.parse (a lone string has no expected names to be confused with), gives the exact
 * characters. Objects are plain, with `__proto__` an own member, as JSON.parse makes them. Slower than
 * the native parser; used for texts with escaped member names.
 */
export declare function readJsonExact(text: string, source: string, 
/**
 * Where `text` sits in a larger document: its offset, its path, the nesting it may have; `refused`, when
 * given, is told the path of a number refused as one a double cannot hold (the tool it is in is named from it).
 */
at?: {
    offset: number;
    path: Array<string | number>;
    maxDepth: number;
    refused?: {
        path?: Array<string | number>;
    };
}, 
/** `true`: a number a double cannot hold exactly is read as the nearest double (`--round-inexact-numbers`). */
rounded?: boolean): unknown;
