#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ToolDigestTable
} from "./chunk-RAG7VAPI.js";

// src/core/snapshot/snapshot-text.ts
var NON_TOOL_MEMBERS = [
  "instructions",
  "prompts",
  "promptPages",
  "resourceTemplates",
  "resourceTemplatePages",
  "instructionsDigest",
  "promptDigests",
  "resourceTemplateDigests",
  "surfaceDigest",
  "interop",
  "numbers"
];
function snapshotText(s) {
  return [...snapshotTextPieces(s, ToolDigestTable.ofRecord(s.toolDigests))].join("");
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
function* snapshotTextPieces(s, toolDigests) {
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
  for (const [name, digest] of toolDigests.entries())
    yield `${i++ === 0 ? "{\n" : ",\n"}    ${JSON.stringify(name)}: ${JSON.stringify(digest)}`;
  yield i === 0 ? "{}" : "\n  }";
  for (const k of NON_TOOL_MEMBERS) if (s[k] !== void 0) yield `,
${member(k, s[k])}`;
  yield "\n}\n";
}

export {
  snapshotText,
  snapshotTextPieces
};
