/**
 * Sorts positions in place by `compare` (a bottom-up merge sort over one scratch array of the same size):
 * `Uint32Array#sort` with a comparator copies the positions into two arrays of 8 bytes each, a transient
 * four times the positions' own size, which a list of millions of tools notices in its peak.
 */
export declare function sortPositions(order: Uint32Array, compare: (a: number, b: number) => number): void;
