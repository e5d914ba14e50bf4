#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/core/audit.ts
function auditCarrier(c) {
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
      widening: c.hints.filter((h) => h.class === "widening").map((h) => h.hint)
    })),
    ...server.carrierChanges.length > 0 ? { changedCarriers: server.carrierChanges.map(auditCarrier) } : {},
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

export {
  auditEvent,
  auditLines
};
