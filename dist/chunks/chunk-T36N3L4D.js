#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  decodeUtf8,
  parseJsonStrict
} from "./chunk-DJGRB5U7.js";
import {
  ToolsealError,
  osErrorText
} from "./chunk-UH4K5E7H.js";

// src/fs/json-file.ts
const { closeSync, constants, fstatSync, fsyncSync, openSync, readSync, renameSync, rmSync, writeSync } = process.getBuiltinModule("node:fs");
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
  const maxBytes = options.maxBytes ?? MAX_READ_FILE_BYTES;
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (e) {
    const err = e;
    if (options.missingOk && err.code === "ENOENT") return void 0;
    throw new ToolsealError("IO_ERROR", `cannot read ${path}: ${osErrorText(err)}`, { cause: e });
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new ToolsealError("IO_ERROR", `cannot read ${path}: ${kindOf(stat)}, not a regular file`);
    if (stat.size > maxBytes) throw new ToolsealError("IO_ERROR", `cannot read ${path}: larger than ${maxBytes} bytes`);
    let buf = Buffer.allocUnsafe(Math.min(stat.size, maxBytes) + 1);
    let used = 0;
    for (; ; ) {
      if (used === buf.length) {
        if (used > maxBytes) throw new ToolsealError("IO_ERROR", `cannot read ${path}: larger than ${maxBytes} bytes`);
        const grown = Buffer.allocUnsafe(Math.min(buf.length * 2, maxBytes + 1));
        buf.copy(grown, 0, 0, used);
        buf = grown;
      }
      const n = readSync(fd, buf, used, buf.length - used, null);
      if (n === 0) return buf.subarray(0, used);
      used += n;
    }
  } catch (e) {
    if (e instanceof ToolsealError) throw e;
    const err = e;
    throw new ToolsealError("IO_ERROR", `cannot read ${path}: ${osErrorText(err)}`, { cause: e });
  } finally {
    closeSync(fd);
  }
}
function readTextFile(path, options = {}) {
  return decodeUtf8(readUserFileBytes(path, options), path);
}
function readJsonFile(path) {
  return parseJsonStrict(readTextFile(path), path);
}
function* batched(pieces, size = 1 << 20) {
  let parts = [];
  let length = 0;
  for (const p of pieces) {
    parts.push(p);
    length += p.length;
    if (length >= size) {
      yield parts.join("");
      parts = [];
      length = 0;
    }
  }
  if (length > 0) yield parts.join("");
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
function writeBytePieces(fd, data) {
  const buf = Buffer.allocUnsafe(Math.min(1 << 20, data.length));
  let used = 0;
  data.eachPiece((bytes, start, end) => {
    const n = end - start;
    if (used + n > buf.length && used > 0) {
      writeAll(fd, buf, used);
      used = 0;
    }
    if (n >= buf.length) writeAll(fd, bytes.subarray(start, end), n);
    else used += bytes.copy(buf, used, start, end);
  });
  if (used > 0) writeAll(fd, buf, used);
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
  readUserFileBytes,
  readTextFile,
  readJsonFile,
  batched,
  writeFileAtomic
};
