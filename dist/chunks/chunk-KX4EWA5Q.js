#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);

// src/core/report-text.ts
function quoteForTerminal(s) {
  return JSON.stringify(s).replace(/[\u007f-\u009f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function renderCheckText(result, options = {}) {
  const paint = options.color ? (code, s) => `\x1B[${code}m${s}\x1B[0m` : (_c, s) => s;
  const out = [];
  if (result.servers.length === 0 && result.failures.length === 0) out.push("no MCP server to check");
  for (const s of result.servers) out.push(...serverLines(s, paint));
  for (const f of result.failures) out.push(`server ${quoteForTerminal(f.serverId)}: ${paint("31", "not snapshotted")} (${f.code}): ${quoteForTerminal(f.message)}`);
  if (result.exitCode !== 0) out.push(paint("31", `toolseal check: exit ${result.exitCode} (${result.code})`));
  return out.join("\n") + "\n";
}
function serverLines(s, paint) {
  const id = quoteForTerminal(s.serverId);
  const tools = `${s.toolCount} tool${s.toolCount === 1 ? "" : "s"}`;
  if (s.pinState === "unpinned") {
    return [`server ${id}: ${paint("36", "unpinned")}: baseline ${tools}, ${s.manifestDigest} (pin it with toolseal lock)`];
  }
  if (s.pinState === "matched") return [`server ${id}: ${paint("32", "matched")} (${tools}, ${s.manifestDigest})`];
  const verdict = s.verdict === "blocked" ? paint("31", "blocked") : s.verdict === "warn" ? paint("33", "warn") : paint("32", "continue");
  const lines = [`server ${id}: ${paint("33", "changed")} (${tools}, ${s.manifestDigest}; pinned ${s.lockedManifestDigest}): ${verdict}${s.approved ? "" : ", no tool of this server is approved"}`];
  for (const c of s.changes) lines.push(...changeLines(c, paint));
  if (s.reviewed === "stale") lines.push("  (the reviewed snapshot is not the pinned one: no pointers)");
  return lines;
}
function renderChangesText(s, options = {}) {
  const paint = options.color ? (code, t) => `\x1B[${code}m${t}\x1B[0m` : (_c, t) => t;
  return s.changes.flatMap((c) => changeLines(c, paint)).map((l) => l + "\n").join("");
}
function changeLines(c, paint) {
  const tool = quoteForTerminal(c.tool);
  let line = `  ${c.change.padEnd(8)} ${tool}`;
  if (c.renamedFrom !== void 0) line += ` (renamed from ${quoteForTerminal(c.renamedFrom)}?)`;
  if (c.renamedTo !== void 0) line += ` (renamed to ${quoteForTerminal(c.renamedTo)}?)`;
  if (c.change === "changed") line += `  ${c.fields.join(", ")}`;
  for (const h of c.hints) {
    line += h.class === "widening" ? `  ${paint("31;1", `WIDENING ${h.hint} ${h.from} -> ${h.to}`)}` : `  narrowing ${h.hint} ${h.from} -> ${h.to}`;
  }
  const lines = [line];
  for (const p of c.pointers) lines.push(`      at ${quoteForTerminal(p)}`);
  if (c.pointersOmitted > 0) lines.push(`      and ${c.pointersOmitted} more`);
  return lines;
}

export {
  quoteForTerminal,
  renderCheckText,
  renderChangesText
};
