/** Reads a file as UTF-8 text; a missing or unreadable file is `IO_ERROR` naming the path. */
export declare function readTextFile(path: string): string;
/** Reads and strictly parses a JSON file (duplicate members, depth and syntax refused with the place). */
export declare function readJsonFile(path: string): unknown;
/** Joins small text pieces into pieces of about `size` characters (fewer writes, each of a bounded size). */
export declare function batched(pieces: Iterable<string>, size?: number): Generator<string>;
/**
 * Writes a file atomically: a temporary file in the same folder, flushed, then renamed over the target,
 * so a reader (or a crash midway) sees the old bytes or the new ones, never half of either. `data` may be
 * text pieces, written one batch at a time. `mode`: the new file's permissions (a file that may hold
 * secrets keeps its own).
 */
export declare function writeFileAtomic(path: string, data: string | Uint8Array | Iterable<string>, mode?: number): void;
