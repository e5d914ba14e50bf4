import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/**
 * A file of another program's cache (npm's `_npx` trees and `_cacache` index), read as it stands: its bytes
 * and when it was last changed. Undefined when it cannot be opened or read, or is not a regular file of at
 * most `maxBytes`: a cache entry absent, torn or out of bounds is as good as absent (the caller asks the
 * registry instead).
 */
export function readCacheFile(file: string, maxBytes: number): { bytes: Buffer; mtimeMs: number } | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > maxBytes) return undefined;
    const buf = Buffer.alloc(st.size);
    let at = 0;
    while (at < buf.length) {
      const n = readSync(fd, buf, at, buf.length - at, null);
      if (n === 0) break;
      at += n;
    }
    return { bytes: buf.subarray(0, at), mtimeMs: st.mtimeMs };
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}
