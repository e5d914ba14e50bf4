#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  decodeUtf8,
  parseJsonStrict
} from "./chunk-2HPGVTBN.js";
import {
  ToolsealError,
  osErrorText
} from "./chunk-UQQWLFOE.js";

// src/fs/json-file.ts
const { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } = process.getBuiltinModule("node:fs");
const { basename, dirname, join } = process.getBuiltinModule("node:path");
function readTextFile(path) {
  let bytes;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    const err = e;
    throw new ToolsealError("IO_ERROR", `cannot read ${path}: ${osErrorText(err)}`, { cause: e });
  }
  return decodeUtf8(bytes, path);
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
      writeSync(fd, buf, 0, used);
      used = 0;
    }
    if (room > buf.length) writeSync(fd, text, null, "utf8");
    else used += buf.write(text, used, "utf8");
  }
  if (used > 0) writeSync(fd, buf, 0, used);
}
function writeFileAtomic(path, data, mode = 420) {
  const tmp = join(dirname(path), `.${basename(path)}.${process.getBuiltinModule("node:crypto").randomBytes(6).toString("hex")}.tmp`);
  try {
    const fd = openSync(tmp, "wx", mode);
    try {
      if (typeof data === "string" || data instanceof Uint8Array) writeSync(fd, typeof data === "string" ? Buffer.from(data, "utf8") : data);
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
  readTextFile,
  readJsonFile,
  batched,
  writeFileAtomic
};
