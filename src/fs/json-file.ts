import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ToolsealError } from '../core/errors.js';
import { decodeUtf8, parseJsonStrict } from '../core/json-text.js';

/** Reads a file as UTF-8 text; a missing or unreadable file is `IO_ERROR` naming the path. */
export function readTextFile(path: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw new ToolsealError('IO_ERROR', `cannot read ${path}: ${err.code ?? err.message}`, { cause: e });
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
 * Writes a file atomically: a temporary file in the same folder, flushed, then renamed over the target,
 * so a reader (or a crash midway) sees the old bytes or the new ones, never half of either. `data` may be
 * text pieces, written one batch at a time. `mode`: the new file's permissions (a file that may hold
 * secrets keeps its own).
 */
export function writeFileAtomic(path: string, data: string | Uint8Array | Iterable<string>, mode = 0o644): void {
  const tmp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(tmp, 'wx', mode);
    try {
      if (typeof data === 'string' || data instanceof Uint8Array) writeSync(fd, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
      // Pieces are written as they come, so a large file is never held whole in memory.
      else for (const text of batched(data)) writeSync(fd, Buffer.from(text, 'utf8'));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    const err = e as NodeJS.ErrnoException;
    throw new ToolsealError('IO_ERROR', `cannot write ${path}: ${err.code ?? err.message}`, { cause: e });
  }
}
