import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ToolsealError, osErrorText } from '../core/errors.js';
import { decodeUtf8, parseJsonStrict } from '../core/json-text.js';

/** Reads a file as UTF-8 text; a missing or unreadable file is `IO_ERROR` naming the path. */
export function readTextFile(path: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw new ToolsealError('IO_ERROR', `cannot read ${path}: ${osErrorText(err)}`, { cause: e });
  }
  // Strict: bytes that are not UTF-8 are refused, never replaced (INVALID_INPUT).
  return decodeUtf8(bytes, path);
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
      writeSync(fd, buf, 0, used);
      used = 0;
    }
    if (room > buf.length) writeSync(fd, text, null, 'utf8');
    else used += buf.write(text, used, 'utf8');
  }
  if (used > 0) writeSync(fd, buf, 0, used);
}

/**
 * Writes a file atomically: a temporary file in the same folder, flushed, then renamed over the target,
 * so a reader (or a crash midway) sees the old bytes or the new ones, never half of either. `data` may be
 * text pieces, written one batch at a time. `mode`: the new file's permissions (a file that may hold
 * secrets keeps its own).
 */
export function writeFileAtomic(path: string, data: string | Uint8Array | Iterable<string>, mode = 0o644): void {
  // node:crypto is taken when a file is written, not when this module loads (the commands that only read stay light).
  const tmp = join(dirname(path), `.${basename(path)}.${process.getBuiltinModule('node:crypto').randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(tmp, 'wx', mode);
    try {
      if (typeof data === 'string' || data instanceof Uint8Array) writeSync(fd, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
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
