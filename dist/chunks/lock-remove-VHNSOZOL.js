#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  withExclusiveFileLock
} from "./chunk-BSPJN5A2.js";
import {
  readMcpConfig
} from "./chunk-DR3ZTNKJ.js";
import "./chunk-CKALECJ5.js";
import "./chunk-FU35O4WS.js";
import "./chunk-7RLMBLVP.js";
import {
  readLockIfAny
} from "./chunk-2QC7B3O2.js";
import "./chunk-WJCMUN64.js";
import {
  DEFAULT_LOCK_FILE,
  LOCKFILE_VERSION,
  serializeLockBytes
} from "./chunk-42CTSAXX.js";
import "./chunk-SEUMN4X2.js";
import "./chunk-V5IMACWJ.js";
import "./chunk-HKYXZG4F.js";
import "./chunk-XTTDHHZ3.js";
import "./chunk-QGAD6JC7.js";
import "./chunk-VCZRACRA.js";
import "./chunk-5U4ZAQTH.js";
import "./chunk-67AH6TGB.js";
import "./chunk-EFISWI7Y.js";
import "./chunk-5XTFMSJV.js";
import "./chunk-F5ABW3UG.js";
import "./chunk-RAG7VAPI.js";
import "./chunk-5AXEYW3Q.js";
import "./chunk-SH3UB2NS.js";
import "./chunk-PKR3ABWI.js";
import "./chunk-LTUN2ZE5.js";
import {
  writeFileAtomic
} from "./chunk-KQJFC54N.js";
import "./chunk-7SL4J55T.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/run/lock-remove.ts
const { resolve } = process.getBuiltinModule("node:path");
async function runLockRemove(options) {
  const cwd = options.cwd ?? process.cwd();
  const lockFile = resolve(cwd, options.lockFile ?? DEFAULT_LOCK_FILE);
  const configured = options.pruneConfig === void 0 ? void 0 : new Set(readMcpConfig(resolve(cwd, options.pruneConfig), options.env).map((s) => s.name));
  return withExclusiveFileLock(
    lockFile,
    (assertHeld) => {
      const { lock, text } = readLockIfAny(lockFile, options.lockFile === void 0 ? void 0 : "--lock");
      if (text === void 0) throw new ToolsealError("IO_ERROR", `cannot read ${lockFile}: no such file (nothing to remove)`);
      const missing = options.remove.filter((id) => !Object.hasOwn(lock.servers, id));
      if (missing.length > 0) {
        throw new ToolsealError(
          "INVALID_INPUT",
          `${lockFile}: no entry for ${missing.map((id) => JSON.stringify(id)).join(", ")} (the lock pins ${Object.keys(lock.servers).length} server${Object.keys(lock.servers).length === 1 ? "" : "s"}; nothing was removed)`
        );
      }
      const drop = new Set(options.remove);
      if (configured) {
        for (const id of Object.keys(lock.servers)) if (!configured.has(id)) drop.add(id);
      }
      const removed = Object.keys(lock.servers).filter((id) => drop.has(id));
      if (removed.length === 0) return { lockFile, removed, written: false };
      const servers = /* @__PURE__ */ Object.create(null);
      for (const id of Object.keys(lock.servers).sort()) if (!drop.has(id)) servers[id] = lock.servers[id];
      const next = { lockfileVersion: LOCKFILE_VERSION, servers };
      const bytes = serializeLockBytes(next);
      assertHeld();
      writeFileAtomic(lockFile, bytes);
      return { lockFile, removed, written: true };
    },
    { waitMs: options.lockWaitMs }
  );
}
export {
  runLockRemove
};
