#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotTextPieces
} from "./chunk-YCN4T47S.js";
import {
  holdsSecret
} from "./chunk-VCZRACRA.js";
import {
  quoteForTerminal
} from "./chunk-EFISWI7Y.js";
import {
  ToolDigestTable
} from "./chunk-RAG7VAPI.js";
import {
  writeFileAtomic
} from "./chunk-KQJFC54N.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/mcp/snapshot/snapshot-file.ts
function writeSnapshotFile(path, s, secrets = []) {
  writeSnapshotFileWithTable(path, s, ToolDigestTable.ofRecord(s.toolDigests), secrets);
}
function writeSnapshotFileWithTable(path, s, toolDigests, secrets = []) {
  assertNoSecretInSurface(s, secrets, `snapshot ${quoteForTerminal(s.server)}`);
  writeFileAtomic(path, snapshotTextPieces(s, toolDigests));
}
var MAX_PATH_DEPTH = 8;
function secretPath(value, secrets) {
  const stack = [{ v: value, path: [] }];
  while (stack.length > 0) {
    const { v, path } = stack.pop();
    if (typeof v === "string") {
      if (holdsSecret(v, secrets)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: [...path, String(i)] });
    } else if (typeof v === "object" && v !== null) {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, x] = entries[i];
        if (holdsSecret(k, secrets)) return [...path, "(a member name)"];
        stack.push({ v: x, path: [...path, k] });
      }
    }
  }
  return void 0;
}
function pathText(path) {
  const shown = path.slice(0, MAX_PATH_DEPTH).map((p) => /^[A-Za-z0-9_$-]{1,40}$/.test(p) || p.startsWith("(") ? p : quoteForTerminal(p.slice(0, 40)));
  return shown.join(".") + (path.length > MAX_PATH_DEPTH ? "\u2026" : "");
}
function assertNoSecretInSurface(s, secrets, label) {
  if (secrets.length === 0) return;
  const refuse = (what, path) => {
    const field = path === void 0 ? "its text" : path.length === 0 ? "its value" : `field ${pathText(path)}`;
    throw new ToolsealError(
      "SECRET_IN_SURFACE",
      `${label}: ${what}, ${field}, holds one of the server's secret values (an --env, header, token or \${VAR} value); the server echoes it, so no file or report is written with it (the value is not shown)`
    );
  };
  const check = (items, kind, key) => {
    for (let i = 0; i < (items?.length ?? 0); i++) {
      const item = items[i];
      if (!holdsSecret(JSON.stringify(item), secrets)) continue;
      const id = item[key];
      const named = typeof id === "string" && !holdsSecret(id, secrets) ? `${kind} ${quoteForTerminal(id.slice(0, 80))}` : `${kind} number ${i + 1}`;
      refuse(named, secretPath(item, secrets));
    }
  };
  for (const [field, value] of [
    ["server", s.server],
    ["protocolVersion", s.protocolVersion]
  ]) {
    if (typeof value === "string" && holdsSecret(value, secrets)) refuse("the snapshot", [field]);
  }
  if (holdsSecret(JSON.stringify(s.serverInfo ?? null), secrets)) refuse("serverInfo", secretPath(s.serverInfo, secrets));
  check(s.tools, "tool", "name");
  if (typeof s.instructions === "string" && holdsSecret(s.instructions, secrets)) refuse("the initialize result", ["instructions"]);
  check(s.prompts, "prompt", "name");
  check(s.resourceTemplates, "resource template", "uriTemplate");
}

export {
  writeSnapshotFile,
  writeSnapshotFileWithTable,
  assertNoSecretInSurface
};
