#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotTextPieces
} from "./chunk-AXCTG6AC.js";
import {
  packageSurfaces,
  readLockIfAny,
  readReviewedSnapshot
} from "./chunk-427KAWSJ.js";
import {
  assertSnapshotFileNames,
  snapshotFileName
} from "./chunk-PIB7R2AN.js";
import {
  DEFAULT_LOCK_FILE,
  checkPackage,
  checkServer,
  entryForProfile,
  entryMembers,
  isLockText,
  lockBytePieces,
  lockIfWrittenFor,
  lockTextOf,
  packagePinToWrite,
  parseLock,
  serverPinOf,
  withPackage,
  withPackagePin,
  withProfilePin,
  withServer
} from "./chunk-6FTFZO54.js";
import {
  samePackagePin
} from "./chunk-PK3C2MYY.js";
import {
  readSnapshotFile,
  takeSnapshotsApart,
  toolsOf,
  withToolDigestTable
} from "./chunk-3RLZ6TFM.js";
import {
  DEFAULT_LIMITS
} from "./chunk-YR4GKCYA.js";
import {
  nonToolOfSnapshot
} from "./chunk-XPHSPXNA.js";
import {
  digestTools
} from "./chunk-7CC65GER.js";
import {
  openUserFile,
  writeFileAtomic
} from "./chunk-HI3NE2TR.js";
import {
  ERROR_CODES,
  EXIT,
  ToolsealError,
  osErrorText,
  worstExitCode
} from "./chunk-5C6DIG5I.js";

// src/run/lock.ts
const { existsSync, mkdirSync } = process.getBuiltinModule("node:fs");
const { join: join2, resolve } = process.getBuiltinModule("node:path");

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

// src/run/lock.ts
async function runLock(options, deps = {}) {
  const cwd = options.cwd ?? process.cwd();
  const lockFile = resolve(cwd, options.lockFile ?? DEFAULT_LOCK_FILE);
  const snapshotDir = options.snapshotDir === void 0 ? void 0 : resolve(cwd, options.snapshotDir);
  const fromFile = options.server.kind === "snapshot";
  if (!fromFile) readLockIfAny(lockFile);
  const how = { toolsOnDemand: true, fieldDigests: true };
  const limits = options.limits ?? DEFAULT_LIMITS;
  const many = options.server.kind === "config" && options.server.all === true;
  const failures = [];
  const skipped = [];
  const taken = [];
  let outcomes;
  try {
    outcomes = deps.takeSnapshots ? (await deps.takeSnapshots(options.server, limits, how)).map(withToolDigestTable) : await takeSnapshotsApart(options.server, limits, how);
    for (const o of outcomes) {
      if (o.skipped) {
        skipped.push(o.serverId);
        continue;
      }
      const error = o.error ?? (o.snapshot ? void 0 : new ToolsealError("SNAPSHOT_INCOMPLETE", `${o.serverId}: no snapshot`));
      if (error && !many) throw error;
      if (error) {
        failures.push({ serverId: o.serverId, code: error.code, message: error.message });
        continue;
      }
      let parsed;
      const tools = () => parsed ??= toolsOf(o);
      const digests = o.digests?.withFields ? o.digests : digestTools(tools(), { fields: true });
      taken.push({ serverId: o.serverId, outcome: o, snapshot: o.snapshot, toolDigests: o.toolDigests, tools, digests });
    }
  } catch (e) {
    if (fromFile) readLockIfAny(lockFile);
    throw e;
  }
  const packages = await packageSurfaces(outcomes, limits);
  return withExclusiveFileLock(
    lockFile,
    (assertHeld) => {
      const only = taken.length === 1 && !packages.has(taken[0].outcome) ? taken[0] : void 0;
      const onlyPin = only && serverPinOf(only.digests, nonToolOfSnapshot(only.snapshot), only.snapshot.clientCapabilities);
      const { lock, text: oldText, lockIsPin } = readLockUnder(lockFile, only && onlyPin && { serverId: only.serverId, pin: onlyPin });
      if (snapshotDir) assertSnapshotFileNames([...Object.keys(lock.servers), ...taken.map((t) => t.outcome.serverId)], snapshotDir);
      let next = lock;
      const servers = [];
      const toKeep = [];
      for (const { outcome: o, snapshot, toolDigests, tools, digests } of taken) {
        const entry = Object.hasOwn(lock.servers, o.serverId) ? lock.servers[o.serverId] : void 0;
        const locked = entryForProfile(entry, snapshot.clientCapabilities);
        const lockedPackage = locked && entryMembers(locked).package;
        const reviewed = snapshotDir && locked ? readReviewedIfValid(snapshotDir, o.serverId) : void 0;
        const nonTool = nonToolOfSnapshot(snapshot);
        const surfacePin = onlyPin ?? serverPinOf(digests, nonTool, snapshot.clientCapabilities);
        const pkg = packages.get(o);
        const pin = pkg ? withPackagePin(surfacePin, packagePinToWrite(pkg, lockedPackage)) : surfacePin;
        let check = checkServer(
          {
            serverId: o.serverId,
            // The tools are parsed only if the check reads them.
            readTools: tools,
            digests,
            pin,
            // The lock read as the very bytes of this pin: its entry is the pin, not compared tool by tool.
            lockIsPin,
            reviewedTools: reviewed?.tools,
            idSelfDeclared: o.idSelfDeclared === true,
            nonTool,
            reviewedNonTool: reviewed && nonToolOfSnapshot(reviewed)
          },
          locked,
          "warn"
        );
        if (pkg) check = withPackage(check, checkPackage(pkg, lockedPackage), "warn");
        let action;
        if (check.pinState === "unpinned") action = "added";
        else if (check.pinState === "matched")
          action = check.carrierPin === "lock-tools-only" && nonTool !== void 0 ? "updated" : "unchanged";
        else action = options.update ? "updated" : "would-change";
        if (locked && action === "unchanged" && !samePackagePin(lockedPackage, pin.entry.package))
          action = lockedPackage === void 0 ? "updated" : options.update ? "updated" : "would-change";
        servers.push({ serverId: o.serverId, action, check });
        if (action === "added" || action === "updated")
          next = withServer(
            next,
            o.serverId,
            withProfilePin(Object.hasOwn(next.servers, o.serverId) ? next.servers[o.serverId] : void 0, pin)
          );
        if (action !== "would-change") toKeep.push({ serverId: o.serverId, snapshot, toolDigests, tools });
      }
      const failed = worstExitCode(failures.map((f) => ERROR_CODES[f.code]));
      const failedCode = failures.find((f) => ERROR_CODES[f.code] === failed)?.code;
      if (servers.some((s) => s.action === "would-change")) {
        const exitCode = worstExitCode([failed, EXIT.CHECK_FAILED]);
        const code = exitCode === EXIT.CHECK_FAILED ? "LOCK_WOULD_CHANGE" : failedCode;
        return { lockFile, servers, failures, skipped, written: false, snapshotsWritten: [], exitCode, code };
      }
      const snapshotsWritten = snapshotDir ? keepSnapshots(snapshotDir, toKeep) : [];
      const written = lockIsPin ? next !== lock : oldText === void 0 || !isLockText(oldText, next);
      if (written) {
        const bytes = lockBytePieces(next);
        assertHeld();
        writeFileAtomic(lockFile, bytes);
      }
      return {
        lockFile,
        servers,
        failures,
        skipped,
        written,
        snapshotsWritten,
        exitCode: failed,
        ...failedCode ? { code: failedCode } : {}
      };
    },
    { waitMs: options.lockWaitMs }
  );
}
function readReviewedIfValid(dir, serverId) {
  try {
    return readReviewedSnapshot(dir, serverId);
  } catch {
    return void 0;
  }
}
function keepSnapshots(dir, snapshots) {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    const err = e;
    throw new ToolsealError("IO_ERROR", `cannot create ${dir}: ${osErrorText(err)}`, { cause: e });
  }
  const out = [];
  for (const { serverId, snapshot: s, toolDigests, tools } of snapshots) {
    const file = join2(dir, snapshotFileName(serverId));
    if (existsSync(file)) {
      let same;
      try {
        const old = readSnapshotFile(file);
        same = old.manifestDigest === s.manifestDigest && old.surfaceDigest === s.surfaceDigest;
      } catch {
        same = false;
      }
      if (same) continue;
    }
    writeFileAtomic(file, snapshotTextPieces(s.tools !== void 0 ? s : { ...s, tools: tools() }, toolDigests));
    out.push(file);
  }
  return out;
}
function readLockUnder(lockFile, only) {
  const file = only ? openUserFile(lockFile, { missingOk: true }) : void 0;
  if (file === void 0) return { ...readLockIfAny(lockFile), lockIsPin: false };
  try {
    const pinned = lockIfWrittenFor(file, { [only.serverId]: only.pin });
    if (pinned) return { lock: pinned, lockIsPin: true };
    const text = lockTextOf(file.bytes(), lockFile);
    return { lock: parseLock(text, lockFile), text, lockIsPin: false };
  } finally {
    file.close();
  }
}

export {
  withExclusiveFileLock,
  runLock
};
