#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ToolsealError,
  osErrorText
} from "./chunk-7E5VU7YR.js";

// src/fs/exclusive-file-lock.ts
const { randomBytes } = process.getBuiltinModule("node:crypto");
const { closeSync, linkSync, openSync, readFileSync, readSync, renameSync, rmSync, writeSync } = process.getBuiltinModule("node:fs");
const { hostname } = process.getBuiltinModule("node:os");
const { dirname, join } = process.getBuiltinModule("node:path");
const { setTimeout: sleep } = process.getBuiltinModule("node:timers/promises");
var DEFAULT_LOCK_WAIT_MS = 3e4;
async function withExclusiveFileLock(target, fn, options = {}) {
  const lockPath = `${target}.lock`;
  const mine = { pid: process.pid, host: hostname(), nonce: randomBytes(12).toString("hex") };
  const waitMs = options.waitMs ?? DEFAULT_LOCK_WAIT_MS;
  const deadline = Date.now() + waitMs;
  for (; ; ) {
    if (tryCreate(lockPath, mine)) break;
    const holder = readHolder(lockPath);
    if (holder && isStale(holder)) {
      breakStale(lockPath, holder);
      continue;
    }
    if (Date.now() >= deadline) {
      const who = holder ? `process ${holder.pid}${holder.host === mine.host ? "" : ` on ${JSON.stringify(holder.host)}`}` : "another process";
      throw new ToolsealError(
        "IO_ERROR",
        `${target}: ${lockPath} is held by ${who} (another toolseal writing it?); waited ${Math.round(waitMs / 1e3)} s. If no such process runs, delete ${lockPath}`
      );
    }
    await sleep(20 + Math.floor(Math.random() * 80));
  }
  try {
    return await fn(() => {
      if (readHolder(lockPath)?.nonce !== mine.nonce) {
        throw new ToolsealError("IO_ERROR", `${target}: ${lockPath} was taken by another process while this one held it; nothing written`);
      }
    });
  } finally {
    if (readHolder(lockPath)?.nonce === mine.nonce) rmSync(lockPath, { force: true });
  }
}
function ioError(path, e) {
  const err = e;
  return new ToolsealError("IO_ERROR", `cannot lock ${path}: ${osErrorText(err)}`, { cause: e });
}
function tryCreate(lockPath, mine) {
  const text = JSON.stringify(mine) + "\n";
  const tmp = join(dirname(lockPath), `.toolseal-lock-${mine.nonce}.tmp`);
  try {
    const fd = openSync(tmp, "wx", 420);
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(tmp, lockPath);
      return true;
    } catch (e) {
      const code = e.code;
      if (code === "EEXIST") return false;
      if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS" && code !== "EOPNOTSUPP") throw ioError(lockPath, e);
    }
    let direct;
    try {
      direct = openSync(lockPath, "wx", 420);
    } catch (e) {
      if (e.code === "EEXIST") return false;
      throw ioError(lockPath, e);
    }
    try {
      writeSync(direct, text);
    } finally {
      closeSync(direct);
    }
    return true;
  } catch (e) {
    throw e instanceof ToolsealError ? e : ioError(lockPath, e);
  } finally {
    rmSync(tmp, { force: true });
  }
}
function readHolder(path) {
  let text;
  try {
    const fd = openSync(path, "r");
    try {
      const buf = Buffer.alloc(1024);
      const n = readSync(fd, buf, 0, buf.length, 0);
      if (n === buf.length) return void 0;
      text = buf.subarray(0, n).toString("utf8");
    } finally {
      closeSync(fd);
    }
  } catch {
    return void 0;
  }
  try {
    const v = JSON.parse(text);
    if (Number.isSafeInteger(v.pid) && v.pid > 0 && typeof v.host === "string" && typeof v.nonce === "string") return v;
  } catch {
  }
  return void 0;
}
function isStale(h) {
  if (h.host !== hostname()) return false;
  try {
    process.kill(h.pid, 0);
  } catch (e) {
    return e.code === "ESRCH";
  }
  try {
    const stat = readFileSync(`/proc/${h.pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] === "Z";
  } catch {
    return false;
  }
}
function breakStale(lockPath, stale) {
  const aside = `${lockPath}.${randomBytes(6).toString("hex")}.stale`;
  try {
    renameSync(lockPath, aside);
  } catch {
    return;
  }
  try {
    if (readHolder(aside)?.nonce === stale.nonce) return;
    try {
      linkSync(aside, lockPath);
    } catch {
    }
  } finally {
    rmSync(aside, { force: true });
  }
}

export {
  withExclusiveFileLock
};
