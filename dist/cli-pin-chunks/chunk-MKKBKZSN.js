#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ToolsealError,
  decodeUtf8,
  osErrorText
} from "./chunk-NFH5SJ4A.js";

// src/fs/json-file.ts
const { closeSync, constants, fstatSync, fsyncSync, openSync, readSync, renameSync, rmSync, writeSync, writevSync } = process.getBuiltinModule("node:fs");
const { basename, dirname, join } = process.getBuiltinModule("node:path");
var MAX_READ_FILE_BYTES = 256 * 1024 * 1024;
function kindOf(stat) {
  if (stat.isDirectory()) return "a folder";
  if (stat.isFIFO()) return "a FIFO";
  if (stat.isCharacterDevice()) return "a character device";
  if (stat.isBlockDevice()) return "a block device";
  if (stat.isSocket()) return "a socket";
  return "not a regular file";
}
function readUserFileBytes(path, options = {}) {
  const file = options.missingOk ? openUserFile(path, { ...options, missingOk: true }) : openUserFile(path, { ...options, missingOk: false });
  if (file === void 0) return void 0;
  try {
    return file.bytes();
  } finally {
    file.close();
  }
}
function openUserFile(path, options = {}) {
  const maxBytes = options.maxBytes ?? MAX_READ_FILE_BYTES;
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (e) {
    const err = e;
    if (options.missingOk && err.code === "ENOENT") return void 0;
    throw new ToolsealError("IO_ERROR", `cannot read ${path}: ${osErrorText(err)}`, { cause: e });
  }
  const failed = (e) => {
    if (e instanceof ToolsealError) return e;
    return new ToolsealError("IO_ERROR", `cannot read ${path}: ${osErrorText(e)}`, { cause: e });
  };
  let size;
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new ToolsealError("IO_ERROR", `cannot read ${path}: ${kindOf(stat)}, not a regular file`);
    if (stat.size > maxBytes) throw new ToolsealError("IO_ERROR", `cannot read ${path}: larger than ${maxBytes} bytes`);
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
    close: () => closeSync(fd)
  };
}
function readWhole(fd, size, maxBytes, path) {
  let buf = Buffer.allocUnsafe(Math.min(size, maxBytes) + 1);
  let used = 0;
  for (; ; ) {
    if (used === buf.length) {
      if (used > maxBytes) throw new ToolsealError("IO_ERROR", `cannot read ${path}: larger than ${maxBytes} bytes`);
      const grown = Buffer.allocUnsafe(Math.min(buf.length * 2, maxBytes + 1));
      buf.copy(grown, 0, 0, used);
      buf = grown;
    }
    const n = readSync(fd, buf, used, buf.length - used, used);
    if (n === 0) return buf.subarray(0, used);
    used += n;
  }
}
function holdsPieces(fd, expected) {
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
        if (filled === 0) return same = false;
      }
      const n = Math.min(end - start, filled - used);
      if (n <= 8) {
        for (let i = 0; i < n; i++) if (buf[used + i] !== bytes[start + i]) return same = false;
      } else if (buf.compare(bytes, start, start + n, used, used + n) !== 0) return same = false;
      used += n;
      start += n;
    }
  });
  return same && used === filled && readSync(fd, buf, 0, 1, position) === 0;
}
function readTextFile(path, options = {}) {
  return decodeUtf8(readUserFileBytes(path, options), path);
}
function writePieces(fd, pieces) {
  const buf = Buffer.allocUnsafe(1 << 16);
  let used = 0;
  for (const text of pieces) {
    const room = text.length * 3;
    if (used + room > buf.length && used > 0) {
      writeAll(fd, buf, used);
      used = 0;
    }
    if (room > buf.length) {
      const bytes = Buffer.from(text, "utf8");
      writeAll(fd, bytes, bytes.length);
    } else used += buf.write(text, used, "utf8");
  }
  if (used > 0) writeAll(fd, buf, used);
}
var PIECES_PER_WRITE = 1024;
function writeBytePieces(fd, data) {
  let batch = [];
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
function writeAllPieces(fd, pieces) {
  let left = pieces;
  for (; ; ) {
    let n = writevSync(fd, left);
    let i = 0;
    while (i < left.length && n >= left[i].length) n -= left[i++].length;
    if (i === left.length) return;
    left = [left[i].subarray(n), ...left.slice(i + 1)];
  }
}
function writeAll(fd, bytes, n) {
  for (let at = 0; at < n; ) at += writeSync(fd, bytes, at, n - at);
}
function writeFileAtomic(path, data, mode = 420) {
  const tmp = join(dirname(path), `.${basename(path)}.${process.getBuiltinModule("node:crypto").randomBytes(6).toString("hex")}.tmp`);
  try {
    const fd = openSync(tmp, "wx", mode);
    try {
      if (typeof data === "string" || data instanceof Uint8Array) {
        const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
        writeAll(fd, bytes, bytes.length);
      } else if ("eachPiece" in data) writeBytePieces(fd, data);
      else writePieces(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    const err = e;
    throw new ToolsealError("IO_ERROR", `cannot write ${path}: ${osErrorText(err)}`, { cause: e });
  }
}

export {
  kindOf,
  openUserFile,
  readTextFile,
  writeFileAtomic
};
