import {
  closeSync,
  constants,
  fstatSync,
  fsyncSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
  writevSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ToolsealError, osErrorText } from '../core/errors.js';
import { decodeUtf8, parseJsonStrict } from '../core/json/strict-reader.js';

/**
 * The largest file a user names that is read (`--lock`, `--snapshot`, `--bundle`, `--trusted-root`,
 * `--config`): far above any real lock, snapshot or bundle, far below what would exhaust memory.
 */
const MAX_READ_FILE_BYTES = 256 * 1024 * 1024;

/** What kind of thing a path names, for the message refusing it (`a FIFO`, `a folder`, …). */
export function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return 'a folder';
  if (stat.isFIFO()) return 'a FIFO';
  if (stat.isCharacterDevice()) return 'a character device';
  if (stat.isBlockDevice()) return 'a block device';
  if (stat.isSocket()) return 'a socket';
  return 'not a regular file';
}

/**
 * Reads a file the user named, as bytes: only a regular file (a FIFO, a device such as `/dev/zero`, a
 * folder or a socket is refused without being read, so nothing hangs or grows without end), of at most
 * `maxBytes` (default {@link MAX_READ_FILE_BYTES}), also when it grows while it is read. The file is opened
 * non-blocking, so opening a FIFO does not wait for a writer. Every failure is `IO_ERROR` naming the path;
 * with `missingOk`, a path that does not exist gives undefined instead.
 */
export function readUserFileBytes(path: string, options: { maxBytes?: number; missingOk: true }): Buffer | undefined;
export function readUserFileBytes(path: string, options?: { maxBytes?: number; missingOk?: false }): Buffer;
export function readUserFileBytes(path: string, options: { maxBytes?: number; missingOk?: boolean } = {}): Buffer | undefined {
  const file = options.missingOk
    ? openUserFile(path, { ...options, missingOk: true })
    : openUserFile(path, { ...options, missingOk: false });
  if (file === undefined) return undefined;
  try {
    return file.bytes();
  } finally {
    file.close();
  }
}

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
export function openUserFile(path: string, options: { maxBytes?: number; missingOk: true }): UserFile | undefined;
export function openUserFile(path: string, options?: { maxBytes?: number; missingOk?: false }): UserFile;
export function openUserFile(path: string, options: { maxBytes?: number; missingOk?: boolean } = {}): UserFile | undefined {
  const maxBytes = options.maxBytes ?? MAX_READ_FILE_BYTES;
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (options.missingOk && err.code === 'ENOENT') return undefined;
    throw new ToolsealError('IO_ERROR', `cannot read ${path}: ${osErrorText(err)}`, { cause: e });
  }
  const failed = (e: unknown): ToolsealError => {
    if (e instanceof ToolsealError) return e;
    return new ToolsealError('IO_ERROR', `cannot read ${path}: ${osErrorText(e as NodeJS.ErrnoException)}`, { cause: e });
  };
  let size: number;
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new ToolsealError('IO_ERROR', `cannot read ${path}: ${kindOf(stat)}, not a regular file`);
    if (stat.size > maxBytes) throw new ToolsealError('IO_ERROR', `cannot read ${path}: larger than ${maxBytes} bytes`);
    size = stat.size;
  } catch (e) {
    closeSync(fd);
    throw failed(e);
  }
  return {
    bytes() {
      try {
        return readWhole(fd, size, maxBytes, path);
      } catch (e) {
        throw failed(e);
      }
    },
    holds(expected) {
      try {
        return holdsPieces(fd, expected);
      } catch (e) {
        throw failed(e);
      }
    },
    close: () => closeSync(fd),
  };
}

/** The bytes of `fd` from its start, at most `maxBytes` (a file that grew past them since fstat is refused, not cut). */
function readWhole(fd: number, size: number, maxBytes: number, path: string): Buffer {
  // One byte more than the size is room for: a file that grew since fstat is read on, up to the bound.
  let buf = Buffer.allocUnsafe(Math.min(size, maxBytes) + 1);
  let used = 0;
  for (;;) {
    if (used === buf.length) {
      if (used > maxBytes) throw new ToolsealError('IO_ERROR', `cannot read ${path}: larger than ${maxBytes} bytes`);
      const grown = Buffer.allocUnsafe(Math.min(buf.length * 2, maxBytes + 1));
      buf.copy(grown, 0, 0, used);
      buf = grown;
    }
    const n = readSync(fd, buf, used, buf.length - used, used);
    if (n === 0) return buf.subarray(0, used);
    used += n;
  }
}

/**
 * Whether `fd` holds exactly `expected` from its start: read into one reused buffer of at most 1 MiB and
 * compared piece by piece (a few bytes in a loop, longer ones natively), ending at the end of the file.
 */
function holdsPieces(fd: number, expected: BytePieces): boolean {
  const buf = Buffer.allocUnsafe(Math.max(1, Math.min(1 << 20, expected.length)));
  let filled = 0;
  let used = 0;
  let position = 0;
  let same = true;
  expected.eachPiece((bytes, start, end) => {
    while (same && start < end) {
      if (used === filled) {
        filled = readSync(fd, buf, 0, buf.length, position);
        position += filled;
        used = 0;
        if (filled === 0) return (same = false);
      }
      const n = Math.min(end - start, filled - used);
      if (n <= 8) {
        for (let i = 0; i < n; i++) if (buf[used + i] !== bytes[start + i]) return (same = false);
      } else if (buf.compare(bytes, start, start + n, used, used + n) !== 0) return (same = false);
      used += n;
      start += n;
    }
  });
  // Nothing after the expected bytes.
  return same && used === filled && readSync(fd, buf, 0, 1, position) === 0;
}

/** Reads a file the user named as UTF-8 text (see {@link readUserFileBytes}); a missing or unreadable file is `IO_ERROR` naming the path. */
export function readTextFile(path: string, options: { maxBytes?: number } = {}): string {
  // Strict: bytes that are not UTF-8 are refused, never replaced (INVALID_INPUT).
  return decodeUtf8(readUserFileBytes(path, options), path);
}

/** Reads and strictly parses a JSON file (duplicate members, depth and syntax refused with the place). */
export function readJsonFile(path: string): unknown {
  return parseJsonStrict(readTextFile(path), path);
}

/** Joins small text pieces into pieces of about `size` characters (fewer writes, each of a bounded size). */
export function* batched(pieces: Iterable<string>, size = 1 << 20): Generator<string> {
  let parts: string[] = [];
  let length = 0;
  for (const p of pieces) {
    parts.push(p);
    length += p.length;
    if (length >= size) {
      yield parts.join('');
      parts = [];
      length = 0;
    }
  }
  if (length > 0) yield parts.join('');
}

/**
 * Writes text pieces to `fd` through one reused buffer of 64 KiB: no piece is kept once encoded, and no
 * Buffer or joined text is made per batch (with a million tools, those outlive the young generation and
 * pile up until a full GC). A piece larger than the buffer is written on its own.
 */
function writePieces(fd: number, pieces: Iterable<string>): void {
  const buf = Buffer.allocUnsafe(1 << 16);
  let used = 0;
  for (const text of pieces) {
    // At most 3 bytes of UTF-8 per UTF-16 code unit: with that much room, the piece is written whole.
    const room = text.length * 3;
    if (used + room > buf.length && used > 0) {
      writeAll(fd, buf, used);
      used = 0;
    }
    if (room > buf.length) {
      const bytes = Buffer.from(text, 'utf8');
      writeAll(fd, bytes, bytes.length);
    } else used += buf.write(text, used, 'utf8');
  }
  if (used > 0) writeAll(fd, buf, used);
}

/**
 * Bytes given in pieces: `eachPiece` hands each to `put` where it is kept (`bytes[start, end)`), in order,
 * `length` in all. A large file made of many kept pieces (a lock's pins) is written without joining them first
 * (so a piece's bytes must stay as they are until the write is done: they are written where they are).
 */
export interface BytePieces {
  readonly length: number;
  eachPiece(put: (bytes: Buffer, start: number, end: number) => void): void;
}

/** At most this many pieces go to one writev call (POSIX guarantees at least 16; Linux and macOS take 1024). */
const PIECES_PER_WRITE = 1024;

/**
 * Writes byte pieces to `fd` where they are kept, a batch of them per writev call: no byte is copied
 * before the kernel copies it into the file (copying a lock's thousands of pins into a buffer first cost
 * as much again as writing them).
 */
function writeBytePieces(fd: number, data: BytePieces): void {
  let batch: Uint8Array[] = [];
  data.eachPiece((bytes, start, end) => {
    if (end <= start) return;
    batch.push(start === 0 && end === bytes.length ? bytes : bytes.subarray(start, end));
    if (batch.length === PIECES_PER_WRITE) {
      writeAllPieces(fd, batch);
      batch = [];
    }
  });
  if (batch.length > 0) writeAllPieces(fd, batch);
}

/** Writes the pieces whole and in order (writevSync may write less than it is given: the rest is written on). */
function writeAllPieces(fd: number, pieces: Uint8Array[]): void {
  let left = pieces;
  for (;;) {
    let n = writevSync(fd, left);
    let i = 0;
    while (i < left.length && n >= left[i]!.length) n -= left[i++]!.length;
    if (i === left.length) return;
    left = [left[i]!.subarray(n), ...left.slice(i + 1)];
  }
}

/** Writes `bytes[0, n)` whole (writeSync may write less than it is given): every write of a file goes through it. */
function writeAll(fd: number, bytes: Uint8Array, n: number): void {
  for (let at = 0; at < n;) at += writeSync(fd, bytes, at, n - at);
}

/**
 * Writes a file atomically: a temporary file in the same folder, flushed, then renamed over the target,
 * so a reader (or a crash midway) sees the old bytes or the new ones, never half of either. `data` may be
 * text pieces, written one batch at a time. `mode`: the new file's permissions (a file that may hold
 * secrets keeps its own).
 */
export function writeFileAtomic(path: string, data: string | Uint8Array | Iterable<string> | BytePieces, mode = 0o644): void {
  // node:crypto is taken when a file is written, not when this module loads (the commands that only read stay light).
  const tmp = join(dirname(path), `.${basename(path)}.${process.getBuiltinModule('node:crypto').randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(tmp, 'wx', mode);
    try {
      if (typeof data === 'string' || data instanceof Uint8Array) {
        const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
        writeAll(fd, bytes, bytes.length);
      } else if ('eachPiece' in data) writeBytePieces(fd, data);
      // Pieces are written as they come, so a large file is never held whole in memory.
      else writePieces(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    const err = e as NodeJS.ErrnoException;
    throw new ToolsealError('IO_ERROR', `cannot write ${path}: ${osErrorText(err)}`, { cause: e });
  }
}
