#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ON_CHANGE_VALUES
} from "./chunk-RMWBLMFU.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/core/report/audit.ts
function auditPackage(p) {
  const version = p.resolved?.version ?? p.requested;
  const integrity = p.resolved?.integrity;
  const state = p.state === "unpinned" ? "unpinned" : p.state === "integrity-changed" || p.state === "version-changed" ? "changed" : p.state === "new" ? "new" : (
    // Matched only counts as pinned when both sides have an integrity and they are the same.
    p.state === "matched" && integrity !== void 0 && integrity === p.locked?.integrity ? "pinned" : "unresolved"
  );
  const locked = state === "changed" && p.locked?.integrity !== void 0 ? { lockedIntegrity: p.locked.integrity } : {};
  return {
    state,
    ecosystem: p.ecosystem,
    name: p.name,
    ...state !== "unpinned" && version !== void 0 ? { version } : {},
    ...state !== "unpinned" && integrity !== void 0 ? { integrity } : {},
    ...locked
  };
}
function auditNonTool(c) {
  if (c.carrier === "instructions") return { field: "instructions", change: c.change };
  if (c.carrier === "prompt") return { prompt: c.name, change: c.change };
  return { resourceTemplate: c.name, change: c.change };
}
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
      widening: c.hints.filter((h) => h.class === "widening").map((h) => h.hint),
      kinds: [...c.kinds]
    })),
    ...server.carrierChanges.length > 0 ? { changedCarriers: server.carrierChanges.map(auditNonTool) } : {},
    ...server.package ? { package: auditPackage(server.package) } : {},
    verdict: server.verdict
  };
}
function failureAuditEvent(failure) {
  return {
    event: "mcp_tool_surface",
    server: failure.serverId,
    manifestDigest: null,
    toolCount: null,
    pinState: "failed",
    changed: [],
    verdict: "blocked"
  };
}
function auditLines(result) {
  const events = [...result.servers.map(auditEvent), ...result.failures.map(failureAuditEvent)];
  return events.map((e) => JSON.stringify(e) + "\n").join("");
}

// src/core/guard/policy-options.ts
var UNPINNED_VALUES = ["allow", "block"];
function parseOnChange(value, option) {
  return oneOf(ON_CHANGE_VALUES, value, option);
}
function parseUnpinned(value, option) {
  return oneOf(UNPINNED_VALUES, value, option);
}
function oneOf(values, value, option) {
  if (values.includes(value)) return value;
  throw new ToolsealError(
    "USAGE",
    `${option} must be ${values.slice(0, -1).join(", ")} or ${values.at(-1)}, not ${JSON.stringify(value.slice(0, 40))}`
  );
}

export {
  auditEvent,
  auditLines,
  UNPINNED_VALUES,
  parseOnChange,
  parseUnpinned
};
