#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ON_CHANGE_VALUES,
  checkServer,
  entryForProfile,
  nearestProfileEntry,
  pinnedProfiles
} from "./chunk-ZIZMURBX.js";
import {
  compareWithSigned
} from "./chunk-D3BF4VXD.js";
import {
  profileText
} from "./chunk-RNOPSG3B.js";
import {
  assertTools,
  digestNonTool,
  digestTools,
  digestToolsCompact,
  nonToolLabel
} from "./chunk-ORZVK4I6.js";
import {
  ToolsealError
} from "./chunk-4YRPRKON.js";

// src/core/audit.ts
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
      widening: c.hints.filter((h) => h.class === "widening").map((h) => h.hint)
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

// src/core/guard.ts
var UNPINNED_VALUES = ["allow", "block"];
function guardToolsList(serverId, list, options) {
  const at = (options.at ?? /* @__PURE__ */ new Date()).toISOString();
  const onChange = options.onChange ?? "warn";
  const unpinned = options.unpinned ?? "allow";
  let check;
  let signed;
  let missingProfile;
  const tools = list;
  try {
    const entry = Object.hasOwn(options.lock.servers, serverId) ? options.lock.servers[serverId] : void 0;
    const exact = options.clientCapabilities === void 0 ? entry : entryForProfile(entry, options.clientCapabilities);
    if (entry !== void 0 && exact === void 0) missingProfile = { pinned: pinnedProfiles(entry) };
    const locked = exact ?? (entry && nearestProfileEntry(entry, options.clientCapabilities));
    const order = locked === void 0 ? digestToolsCompact(list, "tools/list") : void 0;
    if (!order) assertTools(list, "tools/list");
    const nonToolDigests = options.nonTool ? digestNonTool(options.nonTool) : void 0;
    check = checkServer(
      {
        serverId,
        tools,
        idSelfDeclared: options.idSelfDeclared === true,
        ...order ? { order } : {},
        ...options.nonTool ? { nonTool: options.nonTool } : {}
      },
      locked,
      onChange
    );
    if (options.signed && "predicate" in options.signed)
      signed = compareWithSigned(options.signed.predicate, digestTools(tools, { fields: true }), nonToolDigests);
  } catch (e) {
    if (!(e instanceof ToolsealError)) throw e;
    return refused(serverId, e.code, e.message, at);
  }
  if (check.pinState === "unpinned") {
    const verdict = unpinned === "block" ? "blocked" : "continue";
    check = { ...check, verdict, approved: verdict !== "blocked" };
  }
  const onlyAdded = check.changes.every((c) => c.change === "added") && check.carrierChanges.every((c) => c.change === "added");
  const profileUnpinned = missingProfile !== void 0 && check.pinState === "changed" && !check.widening && onlyAdded;
  if (profileUnpinned) {
    const verdict = unpinned === "block" || onChange === "fail" ? "blocked" : "warn";
    check = { ...check, verdict, approved: verdict !== "blocked" };
  }
  const profileAside = () => `the lock has no entry for the host's client capabilities ${profileText(options.clientCapabilities)} (it pins ${missingProfile.pinned.join("; ")})`;
  const profileNote = () => `the lock pins it for client capabilities ${missingProfile.pinned.join("; ")}, not for the host's ${profileText(options.clientCapabilities)} (its list differs: ${changeList(check)}); pin that profile with toolseal lock${(options.clientCapabilities ?? []).length > 0 ? ` --client-capabilities ${profileText(options.clientCapabilities)}` : ""}${options.relockHint ? ` ${options.relockHint}` : ""}`;
  const code = profileUnpinned && check.verdict === "blocked" ? "NOT_PINNED" : blockCode(check, options.signed, signed);
  const event = auditEvent(check);
  if (code === void 0) {
    const notice = check.verdict !== "warn" ? void 0 : profileUnpinned ? `WARN NOT_PINNED: server ${JSON.stringify(serverId)}: ${profileNote()}; every tool is served` : `WARN SURFACE_CHANGED: server ${JSON.stringify(serverId)}: ${changeList(check)}${missingProfile ? `; ${profileAside()}` : ""}`;
    const c = options.nonTool;
    return {
      decision: "allow",
      // The list given, not a copy (a list of millions of tools is held once).
      tools,
      prompts: [...c?.prompts ?? []],
      resourceTemplates: [...c?.resourceTemplates ?? []],
      instructionsApproved: true,
      check,
      signed,
      audit: { ...event, decision: "allow", at },
      ...notice ? { notice } : {}
    };
  }
  const blockedCheck = { ...check, verdict: "blocked", approved: false };
  return {
    decision: "block",
    ...withheld(),
    check: blockedCheck,
    signed,
    audit: { ...event, verdict: "blocked", decision: "block", at, code },
    code,
    notice: `BLOCKED ${code}: server ${JSON.stringify(serverId)}: ${profileUnpinned && code === "NOT_PINNED" ? `${profileNote()}; all ${check.toolCount} tools withheld` : blockDetail(code, check, options.signed, signed, options.lockMissing === true) + (missingProfile && check.pinState !== "matched" ? `; ${profileAside()}` : "")}`
  };
}
function withheld() {
  return { tools: [], prompts: [], resourceTemplates: [], instructionsApproved: false };
}
function blockCode(check, signedSurface, signed) {
  if (check.widening) return "PRIVILEGE_WIDENING";
  if (signedSurface && "error" in signedSurface) return signedSurface.error.code;
  if (signed && signed.match !== "same") return "DIGEST_MISMATCH";
  if (check.verdict !== "blocked") return void 0;
  return check.pinState === "unpinned" ? "NOT_PINNED" : "SURFACE_CHANGED";
}
function blockDetail(code, check, signedSurface, signed, lockMissing) {
  switch (code) {
    case "PRIVILEGE_WIDENING":
      return `a tool widened its own privileges: ${changeList(check)}; all ${check.toolCount} tools withheld`;
    case "DIGEST_MISMATCH": {
      const s = signed;
      const parts = [
        ...s.added.map((t) => `tool ${JSON.stringify(t)} added`),
        ...s.removed.map((t) => `tool ${JSON.stringify(t)} removed`),
        ...s.changed.map((t) => `tool ${JSON.stringify(t.tool)} changed (${t.fields.join(", ")})`),
        ...s.carrierChanges.map((c) => `${nonToolLabel(c)} ${c.change}`)
      ];
      return `the list differs from the signed tool digests: ${parts.join("; ") || "manifest digest differs"}; all tools withheld`;
    }
    case "NOT_PINNED":
      if (lockMissing) return `the lock file is missing, so nothing is pinned (--unpinned block); all ${check.toolCount} tools withheld`;
      if (check.idSelfDeclared)
        return `the lock has no entry for the name the server gives itself (serverInfo.name; a pinned server may have renamed itself): give --server-id, or --unpinned allow; all ${check.toolCount} tools withheld`;
      return `the lock has no entry for this server (--unpinned block); all ${check.toolCount} tools withheld`;
    case "SURFACE_CHANGED":
      return `the surface changed (--on-change fail): ${changeList(check)}; all ${check.toolCount} tools withheld`;
    default:
      return `the signed bundle did not verify (${signedSurface && "error" in signedSurface ? signedSurface.error.message : code}); all tools withheld`;
  }
}
function changeList(check) {
  const all = [
    ...check.changes.map((c) => {
      const widened = c.hints.filter((h) => h.class === "widening").map((h) => h.hint);
      const what = c.change === "changed" ? ` (${[...c.fields].join(", ")}${widened.length ? `; widened ${widened.join(", ")}` : ""})` : ` ${c.change}`;
      return () => `tool ${JSON.stringify(c.tool)}${what}`;
    }),
    ...check.carrierChanges.map((c) => () => `${nonToolLabel(c)} ${c.change}`)
  ];
  const shown = all.slice(0, 20).map((f) => f());
  const more = all.length > shown.length ? `; and ${all.length - shown.length} more` : "";
  return shown.join("; ") + more;
}
function refused(serverId, code, message, at) {
  const audit = {
    event: "mcp_tool_surface",
    server: serverId,
    manifestDigest: null,
    toolCount: null,
    pinState: "failed",
    changed: [],
    verdict: "blocked",
    decision: "block",
    at,
    code
  };
  return {
    decision: "block",
    ...withheld(),
    check: null,
    audit,
    code,
    notice: `BLOCKED ${code}: server ${JSON.stringify(serverId)}: ${message}; all tools withheld`
  };
}
function guardRefusedList(serverId, error, at = /* @__PURE__ */ new Date()) {
  return refused(serverId, error.code, error.message, at.toISOString());
}

// src/core/policy-options.ts
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
  guardToolsList,
  guardRefusedList,
  parseOnChange,
  parseUnpinned
};
