#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  withExclusiveFileLock
} from "./chunk-BSPJN5A2.js";
import {
  readMcpConfig
} from "./chunk-5KE6LXDM.js";
import "./chunk-SN5AFDT6.js";
import "./chunk-KYZ2EEIC.js";
import "./chunk-JMFE53JP.js";
import {
  readLockIfAny
} from "./chunk-UOEVRT3H.js";
import "./chunk-IXT3EW7H.js";
import {
  DEFAULT_LOCK_FILE,
  LOCKFILE_VERSION,
  serializeLockBytes
} from "./chunk-E7ZAL7PB.js";
import "./chunk-4VBGHDNJ.js";
import "./chunk-OU4RNGLU.js";
import "./chunk-4CQEIZT3.js";
import "./chunk-CYX4LA5H.js";
import "./chunk-7AHHIFYH.js";
import "./chunk-RXTYCZA3.js";
import "./chunk-ELRIPUBX.js";
import "./chunk-FY2EHMMK.js";
import "./chunk-CZ33CYT5.js";
import "./chunk-5CZKILJS.js";
import "./chunk-W36RU3V6.js";
import "./chunk-77K3TFLF.js";
import "./chunk-3I25L7QB.js";
import "./chunk-IT56LDXI.js";
import "./chunk-4U6WOCSL.js";
import "./chunk-CJQCRCLH.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-22TPVHHH.js";
import "./chunk-XWEAJENA.js";
import "./chunk-RFDCZAQO.js";
import "./chunk-TUDNXTXQ.js";
import "./chunk-7VRE6OUX.js";
import "./chunk-SS3PQZBW.js";
import "./chunk-G6O642FT.js";
import "./chunk-G7R7JJA7.js";
import {
  writeFileAtomic
} from "./chunk-5AYXBBSV.js";
import "./chunk-A6VTAEHM.js";
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
