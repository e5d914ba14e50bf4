#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  ToolsealError,
  decodeUtf8,
  parseJsonStrict
} from "./chunk-RV2GY3DS.js";

// src/fs/json-file.ts
import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
function readTextFile(path) {
  let bytes;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    const err = e;
    throw new ToolsealError("IO_ERROR", `cannot read ${path}: ${err.code ?? err.message}`, { cause: e });
  }
  return decodeUtf8(bytes, path);
}
function readJsonFile(path) {
  return parseJsonStrict(readTextFile(path), path);
}
function writeFileAtomic(path, data) {
  const tmp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    const fd = openSync(tmp, "wx", 420);
    try {
      writeSync(fd, typeof data === "string" ? Buffer.from(data, "utf8") : data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    const err = e;
    throw new ToolsealError("IO_ERROR", `cannot write ${path}: ${err.code ?? err.message}`, { cause: e });
  }
}

export {
  readTextFile,
  readJsonFile,
  writeFileAtomic
};
