/**
 * The name nearest to what was typed (a "did you mean"): a name it begins, or one within an edit distance
 * of a third of the name's length (at least 2). Only the first 64 characters of what was typed count.
 */
export declare function closestName(raw: string, names: readonly string[]): string | undefined;
