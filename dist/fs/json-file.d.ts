import type { Buffer } from '../external-types.js';
import type { Stats } from '../external-types.js';
/** What kind of thing a path names, for the message refusing it (`a FIFO`, `a folder`, …). */
export declare function kindOf(stat: Stats): string;
/**
 * Reads a file the user named, as bytes: only a regular file (a FIFO, a device such as `/dev/zero`, a
 * folder or a socket is refused without being read, so nothing hangs or grows without end), of at most
 * `maxBytes` (default {@link MAX_READ_FILE_BYTES}), also when it grows while it is read. The file is opened
 * non-blocking, so opening a FIFO does not wait for a writer. Every failure is `IO_ERROR` naming the path;
 * with `missingOk`, a path that does not exist gives undefined instead.
 */
export declare function readUserFileBytes(path: string, options: {
    maxBytes?: number;
    missingOk: true;
}): Buffer | undefined;
export declare function readUserFileBytes(path: string, options?: {
    maxBytes?: number;
    missingOk?: false;
}): Buffer;
/**
 * A file the user named, open for reading (see {@link readUserFileBytes}: a regular file of at most
 * `maxBytes`, checked when opened): read whole, or compared in pieces with the bytes it is expected to hold
 * without being read whole (a lock of thousands of tools checked as matched). Each read starts at the
 * file's beginning. Close it once done.
 */
export interface UserFile {
    /** The file's bytes (`IO_ERROR` when it grew past the bound since it was opened). */
    bytes(): Buffer;
    /** Whether the file holds exactly these bytes, read a megabyte at a time and compared where each piece is. */
    holds(expected: BytePieces): boolean;
    close(): void;
}
/** Opens a file the user named (see {@link UserFile}); every failure is `IO_ERROR` naming the path, a missing one undefined with `missingOk`. */
export declare function openUserFile(path: string, options: {
    maxBytes?: number;
    missingOk: true;
}): UserFile | undefined;
export declare function openUserFile(path: string, options?: {
    maxBytes?: number;
    missingOk?: false;
}): UserFile;
/** Reads a file the user named as UTF-8 text (see {@link readUserFileBytes}); a missing or unreadable file is `IO_ERROR` naming the path. */
export declare function readTextFile(path: string, options?: {
    maxBytes?: number;
}): string;
/** Reads and strictly parses a JSON file (duplicate members, depth and syntax refused with the place). */
export declare function readJsonFile(path: string): unknown;
/** Joins small text pieces into pieces of about `size` characters (fewer writes, each of a bounded size). */
export declare function batched(pieces: Iterable<string>, size?: number): Generator<string>;
/**
 * Bytes given in pieces: `eachPiece` hands each to `put` where it is kept (`bytes[start, end)`), in order,
 * `length` in all. A large file made of many kept pieces (a lock's pins) is written without joining them first
 * (so a piece's bytes must stay as they are until the write is done: they are written where they are).
 */
export interface BytePieces {
    readonly length: number;
    eachPiece(put: (bytes: Buffer, start: number, end: number) => void): void;
}
/**
 * Writes a file atomically: a temporary file in the same folder, flushed, then renamed over the target,
 * so a reader (or a crash midway) sees the old bytes or the new ones, never half of either. `data` may be
 * text pieces, written one batch at a time. `mode`: the new file's permissions (a file that may hold
 * secrets keeps its own).
 */
export declare function writeFileAtomic(path: string, data: string | Uint8Array | Iterable<string> | BytePieces, mode?: number): void;
