#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  DEFAULT_LOCK_FILE,
  HINT_NAMES,
  WIDENING_VALUE,
  effectiveHints,
  emptyLock,
  hintChanges,
  lockEntryOf,
  parseLock,
  snapshotFileName,
  stableJson
} from "./chunk-DOT7KQOW.js";
import {
  DEFAULT_LIMITS,
  readSnapshotFile,
  takeSnapshots
} from "./chunk-3GXRCH7N.js";
import {
  mdFence,
  mdText
} from "./chunk-OFQP72NY.js";
import {
  VERSION
} from "./chunk-HIWTBTEM.js";
import {
  quoteForTerminal
} from "./chunk-IJ3MTGEZ.js";
import {
  SURFACE_FIELDS,
  digestTools,
  fieldDigest,
  sha256Digest
} from "./chunk-GWAKX252.js";
import {
  writeFileAtomic
} from "./chunk-QQZW3NA6.js";
import {
  ERROR_CODES,
  EXIT,
  ToolsealError,
  jsonPointer
} from "./chunk-RV2GY3DS.js";

// src/core/drift.ts
var MAX_POINTERS_PER_TOOL = 100;
function computeDrift(locked, current, reviewedTools, currentEntry) {
  const now = currentEntry ?? lockEntryOf(current);
  const currentByName = new Map(current.map((t) => [t.name, t]));
  const reviewedByName = /* @__PURE__ */ new Map();
  let reviewed = reviewedTools === void 0 ? "absent" : "used";
  if (reviewedTools) {
    for (const t of reviewedTools) reviewedByName.set(t.name, t);
    if (digestTools(reviewedTools).manifestDigest !== locked.manifestDigest) reviewed = "stale";
  }
  const pinned = (name) => {
    if (reviewed !== "used") return void 0;
    return reviewedByName.get(name);
  };
  const changes = [];
  const names = [.../* @__PURE__ */ new Set([...Object.keys(locked.tools), ...Object.keys(now.tools)])].sort();
  for (const name of names) {
    const was = Object.hasOwn(locked.tools, name) ? locked.tools[name] : void 0;
    const is = Object.hasOwn(now.tools, name) ? now.tools[name] : void 0;
    const tool = currentByName.get(name);
    if (was && is) {
      if (was.digest === is.digest) continue;
      changes.push(changedTool(name, was, is, tool, pinned(name)));
    } else if (is) {
      const fields = fieldNames(is);
      const privilegedHints = HINT_NAMES.filter((h) => is.hints[h] === WIDENING_VALUE[h]);
      changes.push({ tool: name, change: "added", fields, pointers: [], pointersOmitted: 0, hints: [], privilegedHints, class: "change", text: textOf(fields, tool, void 0) });
    } else if (was) {
      const fields = fieldNames(was);
      changes.push({ tool: name, change: "removed", fields, pointers: [], pointersOmitted: 0, hints: [], class: "change", text: textOf(fields, void 0, pinned(name)) });
    }
  }
  markRenames(changes, locked, now);
  return { changes, reviewed };
}
function changedTool(name, was, is, tool, before) {
  const fields = SURFACE_FIELDS.filter((f) => was.fields[f] !== is.fields[f]);
  const hints = hintChanges(was.hints, effectiveHints(tool));
  let pointers = [];
  let total = 0;
  if (before) {
    const all = [];
    for (const f of fields) {
      const a = Object.hasOwn(before, f) ? before[f] : void 0;
      const b = Object.hasOwn(tool, f) ? tool[f] : void 0;
      diffValues(a, b, [f], all, Object.hasOwn(before, f), Object.hasOwn(tool, f));
    }
    total = all.length;
    pointers = all.slice(0, MAX_POINTERS_PER_TOOL);
  }
  let cls = "change";
  if (hints.some((h) => h.class === "widening")) cls = "widening";
  else if (hints.length > 0 && fields.every((f) => f === "annotations") && (before ? onlyHintPointers(pointers, total) : onlyHintsMoved(was, tool, hints))) {
    cls = "narrowing";
  }
  return { tool: name, change: "changed", fields, pointers, pointersOmitted: total - pointers.length, hints, class: cls, text: textOf(fields, tool, before) };
}
function onlyHintPointers(pointers, total) {
  return total === pointers.length && pointers.every((p) => /^\/annotations\/(readOnlyHint|destructiveHint|idempotentHint|openWorldHint)$/.test(p) || p === "/annotations");
}
function onlyHintsMoved(was, tool, hints) {
  const pinned = was.fields.annotations;
  if (pinned === void 0) return false;
  const a = Object.hasOwn(tool, "annotations") ? tool.annotations : void 0;
  if (a !== void 0 && a !== null && (typeof a !== "object" || Array.isArray(a))) return false;
  const rebuilt = { ...a ?? {} };
  for (const h of hints) rebuilt[h.hint] = h.from;
  return fieldDigest({ name: tool.name, annotations: rebuilt }, "annotations") === pinned;
}
function fieldNames(t) {
  return SURFACE_FIELDS.filter((f) => t.fields[f] !== void 0);
}
function markRenames(changes, locked, now) {
  const added = changes.filter((c) => c.change === "added");
  const removed = changes.filter((c) => c.change === "removed");
  if (added.length === 0 || removed.length === 0) return;
  for (const ignore of [["name"], ["name", "annotations"]]) {
    const byKey = /* @__PURE__ */ new Map();
    for (const r of removed) {
      if (r.renamedTo !== void 0) continue;
      const k = surfaceKey(locked.tools[r.tool], ignore);
      const q = byKey.get(k);
      if (q) q.list.push(r);
      else byKey.set(k, { list: [r], next: 0 });
    }
    for (const add of added) {
      if (add.renamedFrom !== void 0) continue;
      const q = byKey.get(surfaceKey(now.tools[add.tool], ignore));
      const match = q?.list[q.next];
      if (!q || !match) continue;
      q.next++;
      add.renamedFrom = match.tool;
      match.renamedTo = add.tool;
      add.hints = hintChanges(locked.tools[match.tool].hints, now.tools[add.tool].hints);
      if (add.hints.some((h) => h.class === "widening")) add.class = "widening";
    }
  }
}
function surfaceKey(t, ignore) {
  return JSON.stringify(SURFACE_FIELDS.map((f) => ignore.includes(f) ? 0 : t.fields[f] ?? null));
}
function textOf(fields, current, reviewed) {
  const out = {};
  for (const f of fields) {
    const t = {};
    if (current && Object.hasOwn(current, f)) t.current = fieldText(current[f]);
    if (reviewed && Object.hasOwn(reviewed, f)) t.reviewed = fieldText(reviewed[f]);
    out[f] = t;
  }
  return out;
}
function fieldText(v) {
  return typeof v === "string" ? v : stableJson(v).slice(0, -1);
}
function isPlainObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function diffValues(a, b, path, out, hasA = true, hasB = true) {
  if (!hasA || !hasB) {
    if (hasA !== hasB) out.push(jsonPointer(path));
    return;
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = [.../* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const k of keys) {
      path.push(k);
      diffValues(a[k], b[k], path, out, Object.hasOwn(a, k), Object.hasOwn(b, k));
      path.pop();
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n; i++) {
      path.push(i);
      diffValues(a[i], b[i], path, out, i < a.length, i < b.length);
      path.pop();
    }
    return;
  }
  if (a === b) return;
  out.push(jsonPointer(path));
}

// src/core/check.ts
var ON_CHANGE_VALUES = ["warn", "fail"];
function checkServer(surface, locked, onChange) {
  const now = lockEntryOf(surface.tools);
  const base = { serverId: surface.serverId, idSelfDeclared: surface.idSelfDeclared === true, manifestDigest: now.manifestDigest, toolCount: now.toolCount };
  if (locked) assertPinConsistent(surface.serverId, locked, now, surface.reviewedTools);
  if (!locked) {
    return {
      ...base,
      pinState: "unpinned",
      changes: [],
      baselineTools: Object.keys(now.tools),
      reviewed: "absent",
      widening: false,
      verdict: "continue",
      approved: true
    };
  }
  if (locked.manifestDigest === now.manifestDigest) {
    return { ...base, pinState: "matched", lockedManifestDigest: locked.manifestDigest, changes: [], reviewed: surface.reviewedTools ? "used" : "absent", widening: false, verdict: "continue", approved: true };
  }
  const drift = computeDrift(locked, surface.tools, surface.reviewedTools, now);
  const widening = drift.changes.some((c) => c.class === "widening");
  const policyChange = drift.changes.some((c) => c.class === "change");
  let verdict;
  if (widening) verdict = "blocked";
  else if (!policyChange) verdict = "continue";
  else verdict = onChange === "fail" ? "blocked" : "warn";
  return {
    ...base,
    pinState: "changed",
    lockedManifestDigest: locked.manifestDigest,
    changes: drift.changes,
    reviewed: drift.reviewed,
    widening,
    verdict,
    approved: verdict !== "blocked"
  };
}
function checkServers(surfaces, lock, onChange, failures = [], options = {}) {
  const pinsAny = Object.keys(lock.servers).length > 0;
  const servers = surfaces.map((s) => {
    const c = checkServer(s, Object.hasOwn(lock.servers, s.serverId) ? lock.servers[s.serverId] : void 0, onChange);
    if (c.pinState === "unpinned" && pinsAny && onChange === "fail") return { ...c, verdict: "blocked", approved: false };
    return c;
  });
  if (options.complete) {
    const seen = /* @__PURE__ */ new Set([...surfaces.map((s) => s.serverId), ...failures.map((f) => f.serverId)]);
    for (const id of Object.keys(lock.servers).sort()) if (!seen.has(id)) servers.push(missingServer(id, lock.servers[id], onChange));
  }
  return { onChange, servers, failures: [...failures], ...exitOf(servers, failures) };
}
function missingServer(serverId, locked, onChange) {
  const verdict = onChange === "fail" ? "blocked" : "warn";
  return {
    serverId,
    idSelfDeclared: false,
    manifestDigest: null,
    toolCount: null,
    pinState: "missing",
    lockedManifestDigest: locked.manifestDigest,
    changes: computeDrift(locked, []).changes,
    reviewed: "absent",
    widening: false,
    verdict,
    approved: verdict !== "blocked"
  };
}
function assertPinConsistent(serverId, locked, now, reviewedTools) {
  const where2 = (tool) => `lock: servers[${JSON.stringify(serverId)}].tools[${JSON.stringify(tool)}]`;
  for (const name of Object.keys(now.tools)) {
    const was = Object.hasOwn(locked.tools, name) ? locked.tools[name] : void 0;
    if (!was || was.digest !== now.tools[name].digest) continue;
    const bad = pinDisagreement(was, now.tools[name]);
    if (bad) throw new ToolsealError("INVALID_LOCK", `${where2(name)}: ${bad} does not follow from the pinned surface (the server's tool has the pinned digest); the lock was edited by hand? re-pin with toolseal lock`);
  }
  if (!reviewedTools) return;
  const reviewed = lockEntryOf(reviewedTools);
  if (reviewed.manifestDigest !== locked.manifestDigest) return;
  const names = /* @__PURE__ */ new Set([...Object.keys(locked.tools), ...Object.keys(reviewed.tools)]);
  for (const name of names) {
    const was = Object.hasOwn(locked.tools, name) ? locked.tools[name] : void 0;
    const is = Object.hasOwn(reviewed.tools, name) ? reviewed.tools[name] : void 0;
    const bad = !was || !is ? was ? "a tool the reviewed snapshot does not have" : "missing, though the reviewed snapshot has it" : pinDisagreement(was, is);
    if (bad) throw new ToolsealError("INVALID_LOCK", `${where2(name)}: ${bad} (the reviewed snapshot has the pinned manifest digest); the lock was edited by hand? re-pin with toolseal lock`);
  }
}
function pinDisagreement(pinned, actual) {
  if (pinned.digest !== actual.digest) return "digest";
  const fields = /* @__PURE__ */ new Set([...Object.keys(pinned.fields), ...Object.keys(actual.fields)]);
  for (const f of fields) if (pinned.fields[f] !== actual.fields[f]) return `fields.${f}`;
  for (const h of HINT_NAMES) if (pinned.hints[h] !== actual.hints[h]) return `hints.${h} ${pinned.hints[h]}`;
  return null;
}
function exitOf(servers, failures) {
  if (servers.some((s) => s.widening)) return { exitCode: EXIT.PRIVILEGE_WIDENING, code: "PRIVILEGE_WIDENING" };
  if (failures.length > 0) {
    const f = failures[0];
    return { exitCode: ERROR_CODES[f.code], code: f.code };
  }
  if (servers.some((s) => s.verdict === "blocked")) return { exitCode: EXIT.CHECK_FAILED, code: "SURFACE_CHANGED" };
  return { exitCode: EXIT.OK };
}
function serverNotes(s) {
  const notes = [];
  if (s.pinState === "missing") {
    notes.push("pinned in the lock but no longer in the config file: every pinned tool is reported removed (restore the server, or delete its entry from the lock)");
  }
  if (s.pinState === "unpinned" && s.verdict === "blocked") {
    notes.push("not pinned, and the lock pins other servers: under on-change fail a new server must be pinned deliberately with toolseal lock");
  }
  if (s.idSelfDeclared) {
    notes.push("the server id is the server's own serverInfo.name: a server that renames itself leaves its pin and is checked as a new server; give it a fixed id with --server-id or a config file key");
  }
  return notes;
}
function checkResultJson(result) {
  return {
    ...result,
    servers: result.servers.map((s) => ({ ...s, notes: serverNotes(s), changes: s.changes.map(({ text: _text, ...c }) => c) }))
  };
}
function changedToolNames(result) {
  const many = result.servers.length > 1;
  return result.servers.flatMap((s) => s.changes.map((c) => many ? `${s.serverId}/${c.tool}` : c.tool));
}

// src/core/report-text.ts
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
  const notes = serverNotes(s).map((n) => `  note: ${n}`);
  return [...serverStateLines(s, paint), ...notes];
}
function serverStateLines(s, paint) {
  const id = quoteForTerminal(s.serverId);
  const tools = `${s.toolCount} tool${s.toolCount === 1 ? "" : "s"}`;
  const verdict = s.verdict === "blocked" ? paint("31", "blocked") : s.verdict === "warn" ? paint("33", "warn") : paint("32", "continue");
  if (s.pinState === "unpinned") {
    return [`server ${id}: ${paint("36", "unpinned")}: baseline ${tools}, ${s.manifestDigest} (pin it with toolseal lock)${s.verdict === "blocked" ? `: ${verdict}` : ""}`];
  }
  if (s.pinState === "matched") return [`server ${id}: ${paint("32", "matched")} (${tools}, ${s.manifestDigest})`];
  if (s.pinState === "missing") {
    return [`server ${id}: ${paint("33", "missing")} (pinned ${s.lockedManifestDigest}): ${verdict}`, ...s.changes.flatMap((c) => changeLines(c, paint))];
  }
  const lines = [`server ${id}: ${paint("33", "changed")} (${tools}, ${s.manifestDigest}; pinned ${s.lockedManifestDigest}): ${verdict}${s.approved ? "" : ", no tool of this server is approved"}`];
  for (const c of s.changes) lines.push(...changeLines(c, paint));
  if (s.reviewed === "stale") lines.push("  (the reviewed snapshot is not the pinned one: no pointers)");
  return lines;
}
function privilegedText(c) {
  return (c.privilegedHints ?? []).map((h) => `${h} ${WIDENING_VALUE[h]}`).join(", ");
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
  if (c.privilegedHints?.length) line += `  (more privileged than the MCP defaults: ${privilegedText(c)})`;
  const lines = [line];
  for (const p of c.pointers) lines.push(`      at ${quoteForTerminal(p)}`);
  if (c.pointersOmitted > 0) lines.push(`      and ${c.pointersOmitted} more`);
  return lines;
}

// src/core/audit.ts
function auditEvent(server) {
  return {
    event: "mcp_tool_surface",
    server: server.serverId,
    manifestDigest: server.manifestDigest,
    toolCount: server.toolCount,
    pinState: server.pinState,
    changed: server.changes.map((c) => ({
      tool: c.tool,
      change: c.change,
      fields: [...c.fields],
      pointers: [...c.pointers],
      widening: c.hints.filter((h) => h.class === "widening").map((h) => h.hint)
    })),
    verdict: server.verdict
  };
}
function failureAuditEvent(failure) {
  return { event: "mcp_tool_surface", server: failure.serverId, manifestDigest: null, toolCount: null, pinState: "failed", changed: [], verdict: "blocked" };
}
function auditLines(result) {
  const events = [...result.servers.map(auditEvent), ...result.failures.map(failureAuditEvent)];
  return events.map((e) => JSON.stringify(e) + "\n").join("");
}

// src/core/report-markdown.ts
var POINTERS_SHOWN = 10;
var TEXT_SHOWN = 4e3;
var MAX_BODY = 6e4;
var VERDICT_LABEL = {
  continue: "\u2705 continue",
  warn: "\u26A0\uFE0F warn",
  blocked: "\u26D4 blocked"
};
function renderCheckMarkdown(result, options = {}) {
  if (options.showText) {
    const body2 = render(result, true, Infinity);
    if (body2.length <= MAX_BODY) return body2;
  }
  const note = options.showText ? "\n_The text of the changed fields was left out: the comment would be too long._\n" : "";
  let body = "";
  for (const maxRows of [Infinity, 200, 100, 50, 20, 5, 0]) {
    body = render(result, false, maxRows) + note;
    if (body.length <= MAX_BODY) break;
  }
  return body;
}
function render(result, showText, maxRows) {
  const out = [];
  out.push(`### toolseal check: ${headline(result)}`, "");
  if (result.servers.length === 0 && result.failures.length === 0) {
    out.push("No MCP server to check.", "");
    return out.join("\n");
  }
  out.push("| server | pin state | verdict | tools | changed tools |", "|---|---|---|---|---|");
  for (const s of result.servers) {
    out.push(`| ${mdText(s.serverId)} | ${s.pinState} | ${VERDICT_LABEL[s.verdict]} | ${s.toolCount ?? ""} | ${s.changes.length} |`);
  }
  for (const f of result.failures) out.push(`| ${mdText(f.serverId)} | not snapshotted | \u26D4 ${f.code} | | |`);
  out.push("");
  for (const s of result.servers) out.push(...serverSection(s, showText, maxRows));
  for (const f of result.failures) {
    out.push(`#### ${mdText(f.serverId)}`, "", `Could not be snapshotted completely (${f.code}): ${mdText(f.message)}`, "");
  }
  out.push(`<sub>Posture: on-change ${result.onChange}. A widening always blocks; narrowing is allowed.</sub>`, "");
  return out.join("\n");
}
function headline(result) {
  if (result.code === "PRIVILEGE_WIDENING") return "\u26D4 a tool widened its own privileges";
  if (result.failures.length > 0) return "\u26D4 a server could not be snapshotted";
  if (result.code === "SURFACE_CHANGED") {
    const changed = result.servers.some((s) => s.verdict === "blocked" && s.pinState !== "unpinned");
    return changed ? "\u26D4 tool surface changed" : "\u26D4 a server is not pinned";
  }
  if (result.servers.some((s) => s.pinState === "changed" || s.pinState === "missing")) return "\u26A0\uFE0F tool surface changed";
  if (result.servers.some((s) => s.pinState === "unpinned")) return "\u2139\uFE0F not pinned yet";
  return "\u2705 matches the lock";
}
function serverSection(s, showText, maxRows) {
  const out = [`#### ${mdText(s.serverId)}`, ""];
  for (const n of serverNotes(s)) out.push(`> **Note:** ${mdText(n)}`, "");
  if (s.pinState === "unpinned") {
    out.push(`Not pinned: baseline of ${s.toolCount} tool${s.toolCount === 1 ? "" : "s"}, manifest \`${s.manifestDigest}\`. Pin it with \`toolseal lock\`.`, "");
    return out;
  }
  if (s.pinState === "matched") {
    out.push(`Matches the lock (manifest \`${s.manifestDigest}\`).`, "");
    return out;
  }
  if (!s.approved) out.push("**Blocked: none of this server\u2019s tools is approved.**", "");
  out.push("| tool | change | fields | where | privilege |", "|---|---|---|---|---|");
  const rows = wideningsFirst(s.changes);
  for (const c of rows.slice(0, maxRows)) out.push(`| ${mdText(c.tool)} | ${changeLabel(c)} | ${c.fields.join(", ")} | ${where(c, s)} | ${privilege(c)} |`);
  out.push("");
  if (rows.length > maxRows) {
    out.push(`_\u2026 and ${rows.length - maxRows} more changed tools, not listed here (the comment would be too long): run \`toolseal check\` or see the SARIF report._`, "");
  }
  if (showText) out.push(...textSection(s));
  return out;
}
function wideningsFirst(changes) {
  return [...changes].sort((a, b) => Number(b.class === "widening") - Number(a.class === "widening"));
}
function changeLabel(c) {
  if (c.renamedFrom !== void 0) return `added (renamed from ${mdText(c.renamedFrom)}?)`;
  if (c.renamedTo !== void 0) return `removed (renamed to ${mdText(c.renamedTo)}?)`;
  return c.change;
}
function where(c, s) {
  if (c.change !== "changed") return "";
  if (c.pointers.length === 0) return s.reviewed === "used" ? "" : s.reviewed === "stale" ? "<sub>reviewed snapshot is not the pinned one</sub>" : "<sub>no reviewed snapshot</sub>";
  const shown = c.pointers.slice(0, POINTERS_SHOWN).map(mdText);
  const more = c.pointers.length - shown.length + c.pointersOmitted;
  return shown.join("<br>") + (more > 0 ? `<br>\u2026 and ${more} more` : "");
}
function privilege(c) {
  const moved = c.hints.map((h) => `${h.class === "widening" ? "\u26D4 widening" : "\u2198\uFE0F narrowing"}: ${h.hint} ${h.from} \u2192 ${h.to}`);
  if (c.privilegedHints?.length) moved.push(`\u2139\uFE0F more privileged than the MCP defaults: ${privilegedText(c)}`);
  return moved.join("<br>");
}
function textSection(s) {
  const out = [];
  for (const c of s.changes) {
    for (const [field, t] of Object.entries(c.text)) {
      if (!t) continue;
      if (t.reviewed !== void 0) out.push(`**${mdText(c.tool)}** \xB7 ${field}, reviewed:`, "", mdFence(cut(t.reviewed)), "");
      if (t.current !== void 0) out.push(`**${mdText(c.tool)}** \xB7 ${field}, now:`, "", mdFence(cut(t.current)), "");
    }
  }
  if (out.length === 0) return [];
  return ["<details><summary>Text of the changed fields (from the server, untrusted)</summary>", "", ...out, "</details>", ""];
}
function cut(text) {
  if (text.length <= TEXT_SHOWN) return text;
  const end = /[\ud800-\udbff]/.test(text[TEXT_SHOWN - 1]) ? TEXT_SHOWN - 1 : TEXT_SHOWN;
  return text.slice(0, end) + `
\u2026 (${text.length - end} more characters)`;
}

// src/core/report-sarif.ts
var SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
var SARIF_RULES = {
  "privilege-widening": {
    severity: "8.0",
    level: "error",
    name: "PrivilegeWidening",
    short: "A tool widened its own privileges",
    full: "A pinned tool moved an annotation hint to a more trusted value (readOnlyHint false to true, destructiveHint true to false, idempotentHint false to true, or openWorldHint true to false). The server would be choosing its own permission tier: the check blocks, whatever the posture, and none of the server\u2019s tools is approved."
  },
  "privilege-narrowing": {
    severity: "1.0",
    level: "note",
    name: "PrivilegeNarrowing",
    short: "A tool narrowed its privileges",
    full: "A pinned tool moved an annotation hint to a less trusted value. Allowed and reported."
  },
  "tool-changed": {
    severity: "5.0",
    level: "warning",
    name: "ToolChanged",
    short: "A pinned tool changed",
    full: "A field of a pinned tool (name, title, description, inputSchema, outputSchema, annotations or execution) differs from the lock. Review the change, then re-pin with toolseal lock --update."
  },
  "tool-added": {
    severity: "5.0",
    level: "warning",
    name: "ToolAdded",
    short: "A tool was added",
    full: "The server offers a tool that is not in the lock. Review it, then re-pin with toolseal lock --update."
  },
  "tool-removed": {
    severity: "3.0",
    level: "warning",
    name: "ToolRemoved",
    short: "A tool was removed",
    full: "A tool in the lock is no longer offered by the server."
  }
};
function sarifRuleOf(c) {
  if (c.class === "widening") return "privilege-widening";
  if (c.class === "narrowing") return "privilege-narrowing";
  return c.change === "added" ? "tool-added" : c.change === "removed" ? "tool-removed" : "tool-changed";
}
function renderCheckSarif(result, options) {
  const ruleIds = Object.keys(SARIF_RULES);
  const rules = ruleIds.map((id) => {
    const r = SARIF_RULES[id];
    return {
      id: `toolseal/${id}`,
      name: r.name,
      shortDescription: { text: r.short },
      fullDescription: { text: r.full },
      defaultConfiguration: { level: r.level },
      help: { text: r.full },
      // GitHub shows security-severity (0.0-10.0) as the alert's severity.
      properties: { tags: ["security", "mcp"], "security-severity": r.severity }
    };
  });
  const lineOf = lockLineIndex(options.lockText);
  const results = result.servers.flatMap(
    (s) => s.changes.map((c) => {
      const rule = sarifRuleOf(c);
      const level = rule === "privilege-widening" || rule !== "privilege-narrowing" && result.onChange === "fail" ? "error" : SARIF_RULES[rule].level;
      return {
        ruleId: `toolseal/${rule}`,
        ruleIndex: ruleIds.indexOf(rule),
        level,
        message: { text: messageOf(s, c) },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: options.artifactUri },
              region: { startLine: lineOf(s.serverId, c.tool) }
            }
          }
        ],
        // The surface is part of the fingerprint: code scanning keeps a dismissed alert closed for every later
        // result with its fingerprint, and a dismissed change must not hide the next change to the same tool.
        partialFingerprints: { "toolsealChange/v2": sha256Digest(`${s.serverId}\0${c.tool}\0${rule}\0${s.manifestDigest ?? ""}`).slice(7) },
        properties: { server: s.serverId, tool: c.tool, change: c.change, fields: c.fields, pointers: c.pointers }
      };
    })
  );
  return {
    $schema: SARIF_SCHEMA_URI,
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "toolseal", version: VERSION, informationUri: "https://github.com/toolseal/toolseal", rules } },
        results
      }
    ]
  };
}
function messageOf(s, c) {
  const tool = `Tool ${JSON.stringify(c.tool)} of MCP server ${JSON.stringify(s.serverId)}`;
  const widened = c.hints.filter((h) => h.class === "widening");
  const narrowed = c.hints.filter((h) => h.class === "narrowing");
  const parts = [];
  if (c.change === "added") parts.push(`${tool} was added (not in the lock)`);
  else if (c.change === "removed") parts.push(`${tool} was removed`);
  else parts.push(`${tool} changed: ${c.fields.join(", ")}`);
  if (widened.length) parts.push(`privilege widening: ${widened.map((h) => `${h.hint} ${h.from} -> ${h.to}`).join(", ")}; the server's tools are not approved`);
  if (narrowed.length) parts.push(`narrowing: ${narrowed.map((h) => `${h.hint} ${h.from} -> ${h.to}`).join(", ")}`);
  if (c.renamedFrom !== void 0) parts.push(`renamed from ${JSON.stringify(c.renamedFrom)}?`);
  if (c.privilegedHints?.length) parts.push(`more privileged than the MCP defaults: ${privilegedText(c)}`);
  if (c.pointers.length) {
    const shown = c.pointers.slice(0, 10).map((p) => JSON.stringify(p));
    const more = c.pointers.length - shown.length + c.pointersOmitted;
    parts.push(`at ${shown.join(", ")}${more > 0 ? ` and ${more} more` : ""}`);
  }
  return parts.join("; ") + ".";
}
function lockLineIndex(lockText) {
  if (lockText === void 0) return () => 1;
  const servers = /* @__PURE__ */ new Map();
  let current;
  const lines = lockText.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const m = /^( {4}| {8})("(?:[^"\\]|\\.)*"): \{$/.exec(l);
    if (!m) continue;
    let key;
    try {
      key = JSON.parse(m[2]);
    } catch {
      continue;
    }
    if (m[1].length === 4) {
      current = { line: i + 1, tools: /* @__PURE__ */ new Map() };
      servers.set(key, current);
    } else if (current) {
      current.tools.set(key, i + 1);
    }
  }
  return (serverId, tool) => {
    const s = servers.get(serverId);
    return s ? s.tools.get(tool) ?? s.line : 1;
  };
}

// src/run/check.ts
import { appendFileSync, existsSync, readFileSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
async function runCheck(options, deps = {}) {
  const cwd = options.cwd ?? process.cwd();
  const at = (p) => resolve(cwd, p);
  const lockFile = at(options.lockFile ?? DEFAULT_LOCK_FILE);
  const onChange = options.onChange ?? "warn";
  if (onChange !== "warn" && onChange !== "fail") throw new ToolsealError("USAGE", `on-change must be warn or fail, not ${JSON.stringify(onChange)}`);
  const { lock, text: lockText } = readLockIfAny(lockFile);
  if (options.snapshotDir !== void 0) assertFolderIfAny(at(options.snapshotDir), "--snapshot-dir");
  const snap = deps.takeSnapshots ?? takeSnapshots;
  const outcomes = await snap(options.server, options.limits ?? DEFAULT_LIMITS);
  const surfaces = [];
  const failures = [];
  for (const o of outcomes) {
    if (o.error || !o.snapshot) {
      const err = o.error ?? new ToolsealError("SNAPSHOT_INCOMPLETE", `${o.serverId}: no snapshot`);
      failures.push({ serverId: o.serverId, code: err.code, message: err.message });
      continue;
    }
    const reviewed = options.snapshotDir ? readReviewedSnapshot(at(options.snapshotDir), o.serverId) : void 0;
    surfaces.push({ serverId: o.serverId, tools: o.snapshot.tools, reviewedTools: reviewed?.tools, idSelfDeclared: o.idSelfDeclared === true });
  }
  const complete = options.server.kind === "config" && options.server.all === true;
  const result = checkServers(surfaces, lock, onChange, failures, { complete });
  const written = {};
  if (options.sarifFile) {
    written.sarif = at(options.sarifFile);
    const uri = artifactUri(cwd, options.server.kind === "config" ? at(options.server.file) : lockFile);
    writeFileAtomic(written.sarif, JSON.stringify(renderCheckSarif(result, { artifactUri: uri, lockText: options.server.kind === "config" ? void 0 : lockText }), null, 2) + "\n");
  }
  if (options.markdownFile) {
    written.markdown = at(options.markdownFile);
    writeFileAtomic(written.markdown, renderCheckMarkdown(result, { showText: options.showText === true }));
  }
  if (options.auditFile && result.servers.length + result.failures.length > 0) {
    written.audit = at(options.auditFile);
    appendAudit(written.audit, auditLines(result));
  }
  return { result, lockFile, lockFound: lockText !== void 0, written };
}
function readLockIfAny(lockFile) {
  let text;
  try {
    text = readFileSync(lockFile, "utf8");
  } catch (e) {
    const err = e;
    if (err.code === "ENOENT") return { lock: emptyLock() };
    throw new ToolsealError("IO_ERROR", `cannot read ${lockFile}: ${err.code ?? err.message}`, { cause: e });
  }
  return { lock: parseLock(text, lockFile), text };
}
function readReviewedSnapshot(dir, serverId) {
  const file = join(dir, snapshotFileName(serverId));
  if (!existsSync(file)) return void 0;
  return readSnapshotFile(file);
}
function assertFolderIfAny(dir, what) {
  let isFolder;
  try {
    isFolder = statSync(dir).isDirectory();
  } catch {
    return;
  }
  if (!isFolder) throw new ToolsealError("USAGE", `${what} ${dir} is a file, not a folder of reviewed snapshots`);
}
function appendAudit(file, lines) {
  try {
    appendFileSync(file, lines, { encoding: "utf8", mode: 420 });
  } catch (e) {
    const err = e;
    throw new ToolsealError("IO_ERROR", `cannot append to ${file}: ${err.code ?? err.message}`, { cause: e });
  }
}
function artifactUri(cwd, file) {
  const rel = relative(cwd, file);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return new URL(`file://${file.split(sep).join("/")}`).href;
  return rel.split(sep).map(encodeURIComponent).join("/");
}

export {
  computeDrift,
  ON_CHANGE_VALUES,
  checkServer,
  checkServers,
  serverNotes,
  checkResultJson,
  changedToolNames,
  renderCheckText,
  renderChangesText,
  auditEvent,
  auditLines,
  renderCheckMarkdown,
  renderCheckSarif,
  runCheck,
  readLockIfAny,
  readReviewedSnapshot
};
