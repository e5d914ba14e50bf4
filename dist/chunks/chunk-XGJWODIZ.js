#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  kindsFailedOn,
  serverNotes
} from "./chunk-RMWBLMFU.js";
import {
  escapeForTerminal,
  quoteForTerminal
} from "./chunk-EFISWI7Y.js";
import {
  WIDENING_VALUE,
  nonToolLabel
} from "./chunk-SH3UB2NS.js";
import {
  messageBesideServer,
  oneLine
} from "./chunk-UAZ5W6EW.js";

// src/core/report/report-text.ts
function renderCheckText(result, options = {}) {
  const paint = options.color ? (code, s) => `\x1B[${code}m${s}\x1B[0m` : (_c, s) => s;
  const out = [];
  if (result.servers.length === 0 && result.failures.length === 0) out.push("no MCP server to check");
  for (const s of result.servers) out.push(...serverLines(s, paint));
  for (const id of result.skipped ?? []) out.push(`server ${quoteForTerminal(id)}: skipped (disabled in the config, not started)`);
  for (const f of result.failures)
    out.push(
      `server ${quoteForTerminal(f.serverId)}: ${paint("31", "not snapshotted")} (${f.code}): ${escapeForTerminal(oneLine(messageBesideServer(f.serverId, f.message)))}`
    );
  for (const n of result.notes ?? []) out.push(`note: ${escapeForTerminal(n)}`);
  return out.join("\n") + "\n";
}
function checkFailureMessage(result) {
  if (result.exitCode === 0) return void 0;
  const ids = (servers) => servers.map((s) => quoteForTerminal(s.serverId)).join(", ");
  if (result.code === "PRIVILEGE_WIDENING") {
    return `check: a tool widened its own privileges on ${ids(result.servers.filter((s) => s.widening))} (exit 3): review the widening in the report; only a deliberate toolseal lock --update accepts it`;
  }
  if (result.code === "SURFACE_CHANGED") {
    const blocked = result.servers.filter((s) => s.verdict === "blocked");
    const kinds = [...new Set(blocked.flatMap((s) => kindsFailedOn(s, result.failOn)))].sort();
    const why = kinds.length > 0 ? `--fail-on (${kinds.join(", ")})` : "--on-change fail";
    return `check: ${ids(blocked)} blocked under ${why} (exit 1): review the changes in the report, then pin them deliberately with toolseal lock`;
  }
  if (result.code === "UNSIGNED_CHANGE") {
    return `check: ${ids(result.servers.filter((s) => s.verdict === "blocked"))} changed with no verified signed upgrade, blocked under --on-change signed (exit 1): the report says why; review the changes, then pin them deliberately with toolseal lock`;
  }
  if (result.code === "UNREADABLE_LAUNCHER") {
    return `check: ${ids(result.servers.filter((s) => s.verdict === "blocked"))} started by a command line toolseal cannot read, blocked under --on-change fail (exit 1): start the launcher directly with one exact version in the config`;
  }
  if (result.code === "NOT_PINNED") {
    const blocked = result.servers.filter((s) => s.notPinned !== void 0);
    const near = blocked.flatMap((s) => {
      const closest = s.notPinned.closest;
      return closest === void 0 ? [] : [quoteForTerminal(closest) + (blocked.length > 1 ? ` for ${quoteForTerminal(s.serverId)}` : "")];
    });
    const others = blocked[0].notPinned.pinnedCount === 1 ? "another server" : "other servers";
    return `check: ${ids(blocked)} not pinned, while the lock pins ${others} (exit 1): ${near.length > 0 ? `did you mean ${near.join(", ")}? ` : ""}check the server id (the report names the pinned ids), or pin it deliberately with toolseal lock`;
  }
  if (result.code === "UNPINNED_PACKAGE") {
    return `check: ${ids(result.servers.filter((s) => s.verdict === "blocked"))} launched with no exact package version, blocked under --on-change fail (exit 1): pin the version (or image digest) in the config`;
  }
  const n = result.failures.length;
  if (n > 0)
    return `check: ${n} server${n === 1 ? "" : "s"} could not be checked (exit ${result.exitCode}): ${ids(result.failures)}; the report gives each one's error`;
  return `check: exit ${result.exitCode}`;
}
function serverLines(s, paint) {
  const notes = serverNotes(s).map((n) => `  note: ${escapeForTerminal(n)}`);
  return [...serverStateLines(s, paint), ...notes];
}
function serverStateLines(s, paint) {
  const id = quoteForTerminal(s.serverId);
  const tools = `${s.toolCount} tool${s.toolCount === 1 ? "" : "s"}`;
  const verdict = s.verdict === "blocked" ? paint("31", "blocked") : s.verdict === "warn" ? paint("33", "warn") : paint("32", s.verdict);
  if (s.pinState === "unpinned") {
    return [
      `server ${id}: ${paint("36", "unpinned")}: baseline ${tools}, ${s.manifestDigest} (pin it with toolseal lock)${s.verdict === "blocked" ? `: ${verdict}` : ""}`
    ];
  }
  if (s.pinState === "matched")
    return [`server ${id}: ${paint("32", "matched")} (${tools}, ${s.manifestDigest})${s.verdict === "continue" ? "" : `: ${verdict}`}`];
  if (s.pinState === "missing") {
    return [
      `server ${id}: ${paint("33", "missing")} (pinned ${s.lockedManifestDigest}): ${verdict}`,
      ...s.changes.flatMap((c) => changeLines(c, paint)),
      ...s.carrierChanges.map(nonToolLine)
    ];
  }
  const lines = [
    `server ${id}: ${paint("33", "changed")} (${tools}, ${s.manifestDigest}; pinned ${s.lockedManifestDigest}): ${verdict}${s.approved ? "" : ", no tool of this server is approved"}`
  ];
  for (const c of s.changes) lines.push(...changeLines(c, paint));
  for (const c of s.carrierChanges) lines.push(nonToolLine(c));
  if (s.reviewed === "stale") lines.push("  (the reviewed snapshot is not the pinned one: no pointers)");
  return lines;
}
function privilegedText(c) {
  return (c.privilegedHints ?? []).map((h) => `${h} ${WIDENING_VALUE[h]}`).join(", ");
}
function renderChangesText(s, options = {}) {
  const paint = options.color ? (code, t) => `\x1B[${code}m${t}\x1B[0m` : (_c, t) => t;
  return [...s.changes.flatMap((c) => changeLines(c, paint)), ...s.carrierChanges.map(nonToolLine)].map((l) => l + "\n").join("");
}
function nonToolLine(c) {
  return `  ${c.change.padEnd(8)} ${nonToolLabel(c, quoteForTerminal)}`;
}
function changeLines(c, paint) {
  const tool = quoteForTerminal(c.tool);
  let line = `  ${c.change.padEnd(8)} ${tool}`;
  if (c.renamedFrom !== void 0) line += ` (renamed from ${quoteForTerminal(c.renamedFrom)}?)`;
  if (c.renamedTo !== void 0) line += ` (renamed to ${quoteForTerminal(c.renamedTo)}?)`;
  if (c.change === "changed") line += `  ${c.fields.join(", ")}  [${c.kinds.join(", ")}]`;
  for (const h of c.hints) {
    line += h.class === "widening" ? `  ${paint("31;1", `WIDENING ${h.hint} ${h.from} -> ${h.to}`)}` : `  narrowing ${h.hint} ${h.from} -> ${h.to}`;
  }
  if (c.privilegedHints?.length) line += `  (more privileged than the MCP defaults: ${privilegedText(c)})`;
  const lines = [line];
  for (const p of c.pointers) lines.push(`      at ${quoteForTerminal(p)}`);
  if (c.pointersOmitted > 0) lines.push(`      and ${c.pointersOmitted} more`);
  return lines;
}

export {
  renderCheckText,
  checkFailureMessage,
  privilegedText,
  renderChangesText
};
