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
/**
 * Counts `:` outside strings (one per member in valid JSON), watches the depth (at most `maxDepth`), notes
 * whether any member name contains a backslash (an escape), and finds the first number not held exactly
 * as written; from `start` to the end of the text, or with `one`, to the end of the value at `start`.
 * `memo` carries the backslash look-ahead between scans of the same text (see {@link Backslashes}).
 */
export declare function scanStructure(text: string, start: number, maxDepth: number, one: boolean, memo?: Backslashes): Scan;
export declare function countKeys(root: unknown): number;
interface Duplicate {
    name: string;
    path: Array<string | number>;
    offset: number;
}
/** Exact but slow: walks the (already validated) text and returns the first repeated member name. */
export declare function findDuplicateMember(text: string): Duplicate | null;
export {};
