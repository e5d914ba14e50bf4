#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  checkServer,
  readLockIfAny,
  readReviewedSnapshot
} from "./chunk-OLRZXFWI.js";
import {
  DEFAULT_LOCK_FILE,
  assertSnapshotFileNames,
  lockEntryOf,
  serializeLock,
  snapshotFileName,
  stableJson,
  withServer
} from "./chunk-DOT7KQOW.js";
import {
  DEFAULT_LIMITS,
  readSnapshotFile,
  takeSnapshots
} from "./chunk-3GXRCH7N.js";
import {
  writeFileAtomic
} from "./chunk-QQZW3NA6.js";
import {
  ToolsealError
} from "./chunk-RV2GY3DS.js";

// src/run/lock.ts
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
async function runLock(options, deps = {}) {
  const cwd = options.cwd ?? process.cwd();
  const lockFile = resolve(cwd, options.lockFile ?? DEFAULT_LOCK_FILE);
  const snapshotDir = options.snapshotDir === void 0 ? void 0 : resolve(cwd, options.snapshotDir);
  const { lock, text: oldText } = readLockIfAny(lockFile);
  const outcomes = await (deps.takeSnapshots ?? takeSnapshots)(options.server, options.limits ?? DEFAULT_LIMITS);
  for (const o of outcomes) {
    if (o.error) throw o.error;
    if (!o.snapshot) throw new ToolsealError("SNAPSHOT_INCOMPLETE", `${o.serverId}: no snapshot`);
  }
  if (snapshotDir) assertSnapshotFileNames([...Object.keys(lock.servers), ...outcomes.map((o) => o.serverId)], snapshotDir);
  let next = lock;
  const servers = [];
  const toKeep = [];
  for (const o of outcomes) {
    const snapshot = o.snapshot;
    const locked = Object.hasOwn(lock.servers, o.serverId) ? lock.servers[o.serverId] : void 0;
    const reviewed = snapshotDir && locked ? readReviewedIfValid(snapshotDir, o.serverId) : void 0;
    const check = checkServer({ serverId: o.serverId, tools: snapshot.tools, reviewedTools: reviewed?.tools, idSelfDeclared: o.idSelfDeclared === true }, locked, "warn");
    let action;
    if (check.pinState === "unpinned") action = "added";
    else if (check.pinState === "matched") action = "unchanged";
    else action = options.update ? "updated" : "would-change";
    servers.push({ serverId: o.serverId, action, check });
    if (action === "added" || action === "updated") next = withServer(next, o.serverId, lockEntryOf(snapshot.tools));
    if (action !== "would-change") toKeep.push({ serverId: o.serverId, snapshot });
  }
  if (servers.some((s) => s.action === "would-change")) {
    return { lockFile, servers, written: false, snapshotsWritten: [], exitCode: 1, code: "LOCK_WOULD_CHANGE" };
  }
  const snapshotsWritten = snapshotDir ? keepSnapshots(snapshotDir, toKeep) : [];
  const text = serializeLock(next);
  const written = text !== oldText;
  if (written) writeFileAtomic(lockFile, text);
  return { lockFile, servers, written, snapshotsWritten, exitCode: 0 };
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
    throw new ToolsealError("IO_ERROR", `cannot create ${dir}: ${err.code ?? err.message}`, { cause: e });
  }
  const out = [];
  for (const { serverId, snapshot: s } of snapshots) {
    const file = join(dir, snapshotFileName(serverId));
    if (existsSync(file)) {
      let same = false;
      try {
        same = readSnapshotFile(file).manifestDigest === s.manifestDigest;
      } catch {
        same = false;
      }
      if (same) continue;
    }
    writeFileAtomic(file, stableJson(s));
    out.push(file);
  }
  return out;
}

export {
  runLock
};
