#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/core/snapshot/snapshot-file-name.ts
function snapshotFileName(serverId) {
  let out = "";
  for (const byte of new TextEncoder().encode(serverId)) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9_-]/.test(c) || c === "." && out !== "" ? c : percent(byte);
  }
  if (/^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i.test(out)) out = percent(out.charCodeAt(0)) + out.slice(1);
  return `${out}.snapshot.json`;
}
function percent(byte) {
  return "%" + byte.toString(16).toUpperCase().padStart(2, "0");
}
var MAX_FILE_NAME_BYTES = 255;
function assertSnapshotFileNames(serverIds, where) {
  const seen = /* @__PURE__ */ new Map();
  for (const id of serverIds) {
    const name = snapshotFileName(id);
    if (name.length > MAX_FILE_NAME_BYTES) {
      throw new ToolsealError(
        "INVALID_INPUT",
        `${where}: server id ${JSON.stringify(id.slice(0, 40))}\u2026 is too long for a snapshot file name (${name.length} bytes, at most ${MAX_FILE_NAME_BYTES}); give it a shorter id`
      );
    }
    const folded = name.toLowerCase();
    const other = seen.get(folded);
    if (other !== void 0 && other !== id) {
      throw new ToolsealError(
        "INVALID_INPUT",
        `${where}: server ids ${JSON.stringify(other)} and ${JSON.stringify(id)} differ only in letter case, so their snapshot files would be one file on a case-insensitive file system; rename one`
      );
    }
    seen.set(folded, id);
  }
}

export {
  snapshotFileName,
  assertSnapshotFileNames
};
