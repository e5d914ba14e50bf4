import type { Buffer } from '../../external-types.js';
import { type LockDraft, type LockEntry, type Lockfile } from './lock.js';
/** Bytes given in pieces, in order, where each is kept (see {@link lockBytePieces}). */
export interface LockBytePieces {
    length: number;
    eachPiece(put: (bytes: Buffer, start: number, end: number) => void): void;
}
/** A lock file read as it is compared: whether it holds exactly the given bytes (read in pieces, never whole). */
export interface LockFileBytes {
    holds(expected: LockBytePieces): boolean;
}
/**
 * The lock whose bytes (or text) `lockFile` are, when they are byte for byte the lock that pins `servers`
 * and nothing else as {@link serializeLockBytes} writes it (what `toolseal lock` writes): a lock just
 * pinned from the surface being checked, the usual matched check. That writer never writes a duplicate
 * member, a number that does not read back exactly or a nesting too deep, so such bytes read as exactly
 * these pins, and a check can skip the strict parse and the shape checks (the pins come from digesting
 * the surface, so they have the shape {@link assertLock} asks for). Otherwise undefined: read the text
 * with {@link parseLock}, whose refusals are unchanged. `lockFile` may be an open file that compares its
 * bytes with the pieces the lock is written in (a lock of thousands of tools is then not read whole).
 */
export declare function lockIfWrittenFor(lockFile: Uint8Array | string | LockFileBytes, servers: Readonly<Record<string, LockEntry>>): LockDraft | undefined;
/**
 * The lock's exact bytes: keys sorted by UTF-16 code units at every level, two-space indent, final
 * newline. The same lock always gives the same text, so a re-pin is a readable pull-request diff.
 */
export declare function serializeLock(lock: Lockfile | LockDraft): string;
/**
 * The text of lock bytes, as a lock is read: `INVALID_LOCK` naming the file when they are more than can
 * be held as one text (see {@link serializeLock}), rather than a failure of the engine. CRLF line ends (a
 * Windows checkout) read as LF, so the text compares with what the writer writes; any other CR is refused.
 */
export declare function lockTextOf(bytes: Buffer, source: string): string;
/**
 * {@link serializeLock} as UTF-8 bytes. A pin whose tools were kept as the lock's bytes (reading a snapshot
 * file keeps them so) is written with those bytes, put in the place of its `tools` record.
 */
export declare function serializeLockBytes(lock: Lockfile | LockDraft): Buffer;
/**
 * {@link serializeLockBytes} in pieces, not joined: `length` bytes that `eachPiece` gives in order to `put`,
 * each where it is kept (a pin's tools as the digester wrote them). What the lock is written to its file
 * with: a lock of thousands of tools is tens of megabytes, which joining would copy twice (the tools record,
 * then the whole) before the file write copies them once more. Refused as {@link serializeLock} refuses a lock too large.
 */
export declare function lockBytePieces(lock: Lockfile | LockDraft): LockBytePieces;
/** Whether `text` (a lock file's, decoded) is exactly the text {@link serializeLock} writes for `lock`, compared where its pins' bytes are. */
export declare function isLockText(text: string, lock: Lockfile | LockDraft): boolean;
/**
 * Pretty JSON with sorted keys (two-space indent, final newline). `JSON.stringify` alone would put
 * integer-like keys ("10", "2") first in numeric order, so keys are sorted and written here.
 * `inKeyOrder`: the caller knows every key and value of `value` is already in that order (a pin's tools
 * record made from digests, see ToolPins), so it is not walked to find out.
 */
export declare function stableJson(value: unknown, inKeyOrder?: boolean): string;
