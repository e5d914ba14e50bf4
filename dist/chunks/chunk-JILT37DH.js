#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  holdsSecret
} from "./chunk-2JV2ACHX.js";
import {
  quoteForTerminal
} from "./chunk-SBWAAWYT.js";
import {
  toolDigestEntries
} from "./chunk-WNEI4P2X.js";
import {
  writeFileAtomic
} from "./chunk-IRQGO3E3.js";
import {
  ToolsealError
} from "./chunk-LVLWJUM5.js";

// src/mcp/snapshot-file.ts
var CARRIER_MEMBERS = [
  "instructions",
  "prompts",
  "promptPages",
  "resourceTemplates",
  "resourceTemplatePages",
  "instructionsDigest",
  "promptDigests",
  "resourceTemplateDigests",
  "surfaceDigest"
];
function snapshotText(s) {
  return [...snapshotTextPieces(s)].join("");
}
var INDENT_MAX_NESTING = 16;
function nestsDeeperThan(value, max) {
  const stack = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop();
    if (typeof v !== "object" || v === null) continue;
    if (d >= max) return true;
    for (const x of Array.isArray(v) ? v : Object.values(v)) if (typeof x === "object" && x !== null) stack.push([x, d + 1]);
  }
  return false;
}
function indented(value, depth) {
  if (nestsDeeperThan(value, INDENT_MAX_NESTING)) return JSON.stringify(value);
  const text = JSON.stringify(value, null, 2);
  return depth === 0 ? text : text.replace(/\n/g, `
${"  ".repeat(depth)}`);
}
function* snapshotTextPieces(s) {
  const head = {
    snapshotVersion: s.snapshotVersion,
    server: s.server,
    capturedAt: s.capturedAt,
    transport: s.transport,
    protocolVersion: s.protocolVersion,
    clientCapabilities: s.clientCapabilities,
    serverInfo: s.serverInfo,
    pages: s.pages
  };
  const member = (key, value) => `  ${JSON.stringify(key)}: ${indented(value, 1)}`;
  const members = Object.entries(head).filter(([, v]) => v !== void 0).map(([k, v]) => member(k, v));
  yield `{
${members.join(",\n")},
  "tools": `;
  if (s.tools.length === 0) yield "[]";
  else {
    yield "[\n";
    for (let i2 = 0; i2 < s.tools.length; i2++) yield `${i2 === 0 ? "" : ",\n"}    ${indented(s.tools[i2] ?? null, 2)}`;
    yield "\n  ]";
  }
  yield `,
${member("manifestDigest", s.manifestDigest)},
  "toolDigests": `;
  let i = 0;
  for (const [name, digest] of toolDigestEntries(s)) yield `${i++ === 0 ? "{\n" : ",\n"}    ${JSON.stringify(name)}: ${JSON.stringify(digest)}`;
  yield i === 0 ? "{}" : "\n  }";
  for (const k of CARRIER_MEMBERS) if (s[k] !== void 0) yield `,
${member(k, s[k])}`;
  yield "\n}\n";
}
function writeSnapshotFile(path, s, secrets = []) {
  assertNoSecretInSurface(s, secrets, `snapshot ${quoteForTerminal(s.server)}`);
  writeFileAtomic(path, snapshotTextPieces(s));
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
function assertNoSecretInSurface(s, secrets, where) {
  if (secrets.length === 0) return;
  const refuse = (what, path) => {
    const field = path === void 0 ? "its text" : path.length === 0 ? "its value" : `field ${pathText(path)}`;
    throw new ToolsealError("SECRET_IN_SURFACE", `${where}: ${what}, ${field}, holds one of the server's secret values (an --env, header, token or \${VAR} value); the server echoes it, so no file or report is written with it (the value is not shown)`);
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
  for (const [field, value] of [["server", s.server], ["protocolVersion", s.protocolVersion]]) {
    if (typeof value === "string" && holdsSecret(value, secrets)) refuse("the snapshot", [field]);
  }
  if (holdsSecret(JSON.stringify(s.serverInfo ?? null), secrets)) refuse("serverInfo", secretPath(s.serverInfo, secrets));
  check(s.tools, "tool", "name");
  if (typeof s.instructions === "string" && holdsSecret(s.instructions, secrets)) refuse("the initialize result", ["instructions"]);
  check(s.prompts, "prompt", "name");
  check(s.resourceTemplates, "resource template", "uriTemplate");
}

export {
  snapshotText,
  snapshotTextPieces,
  writeSnapshotFile,
  assertNoSecretInSurface
};
