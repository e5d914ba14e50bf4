#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  compareWithSigned
} from "./chunk-6FD7CGU4.js";
import {
  auditEvent
} from "./chunk-655IOXHD.js";
import {
  checkServer,
  kindsFailedOn,
  signedUpgradeNote,
  withFailOn,
  withSignedUpgrade
} from "./chunk-RMWBLMFU.js";
import {
  closestName
} from "./chunk-EKOVQJTT.js";
import {
  entryForProfile,
  nearestProfileEntry,
  pinnedProfiles
} from "./chunk-42CTSAXX.js";
import {
  countText
} from "./chunk-GJGWUCU6.js";
import {
  profileText
} from "./chunk-5AXEYW3Q.js";
import {
  assertTools,
  digestNonTool,
  digestTools,
  digestToolsCompact,
  nonToolLabel
} from "./chunk-SH3UB2NS.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/core/guard/guard.ts
function defaultUnpinned(lock, lockFound, serverId) {
  if (!lockFound) return "allow";
  if (serverId === void 0) return "block";
  return Object.keys(lock.servers).length > 0 && !Object.hasOwn(lock.servers, serverId) ? "block" : "allow";
}
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
        // Read with --round-inexact-numbers: the digests say so, and are compared only with an entry pinned so.
        ...options.numbers && locked ? { digests: { ...digestTools(tools, { fields: true }), numbers: options.numbers } } : {},
        ...options.nonTool ? { nonTool: options.nonTool } : {},
        ...options.reviewed ? { reviewedTools: options.reviewed.tools } : {},
        ...options.reviewed?.nonTool ? { reviewedNonTool: options.reviewed.nonTool } : {}
      },
      locked,
      onChange
    );
    check = withFailOn(check, options.failOn);
    if (options.signed && "predicate" in options.signed)
      signed = compareWithSigned(options.signed.predicate, digestTools(tools, { fields: true }), nonToolDigests);
  } catch (e) {
    if (!(e instanceof ToolsealError)) throw e;
    return refused(serverId, e.code, e.message, at);
  }
  check = withSignedUpgrade(check, options.upgrade, onChange);
  if (check.pinState === "unpinned") {
    const verdict = unpinned === "block" ? "blocked" : "continue";
    check = { ...check, verdict, approved: verdict !== "blocked" };
  }
  const onlyAdded = check.changes.every((c) => c.change === "added") && check.carrierChanges.every((c) => c.change === "added");
  const profileUnpinned = missingProfile !== void 0 && check.pinState === "changed" && !check.widening && onlyAdded;
  if (profileUnpinned) {
    const verdict = unpinned === "block" || onChange !== "warn" ? "blocked" : "warn";
    check = { ...check, verdict, approved: verdict !== "blocked" };
  }
  const profileAside = () => `the lock has no entry for the host's client capabilities ${profileText(options.clientCapabilities)} (it pins ${missingProfile.pinned.join("; ")})`;
  const profileNote = () => `the lock pins it for client capabilities ${missingProfile.pinned.join("; ")}, not for the host's ${profileText(options.clientCapabilities)} (its list differs: ${changeList(check)}); pin that profile with toolseal lock${(options.clientCapabilities ?? []).length > 0 ? ` --client-capabilities ${profileText(options.clientCapabilities)}` : ""}${options.relockHint ? ` ${options.relockHint}` : ""}`;
  const code = profileUnpinned && check.verdict === "blocked" ? "NOT_PINNED" : blockCode(check, options.signed, signed, onChange);
  const event = auditEvent(check);
  if (code === void 0) {
    const upgraded = check.verdict === "signed-upgrade" ? signedUpgradeNote(check) : void 0;
    const notice = upgraded ? `SIGNED_UPGRADE: server ${JSON.stringify(serverId)}: ${upgraded}: ${changeList(check)}` : check.verdict !== "warn" ? void 0 : profileUnpinned ? `WARN NOT_PINNED: server ${JSON.stringify(serverId)}: ${profileNote()}; every tool is served` : `WARN SURFACE_CHANGED: server ${JSON.stringify(serverId)}: ${changeList(check)}${missingProfile ? `; ${profileAside()}` : ""}`;
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
    notice: `BLOCKED ${code}: server ${JSON.stringify(serverId)}: ${profileUnpinned && code === "NOT_PINNED" ? `${profileNote()}; all ${countText(check.toolCount ?? 0, "tool")} withheld` : blockDetail(code, check, options, signed) + (missingProfile && check.pinState !== "matched" ? `; ${profileAside()}` : "")}`
  };
}
function withheld() {
  return { tools: [], prompts: [], resourceTemplates: [], instructionsApproved: false };
}
function blockCode(check, signedSurface, signed, onChange) {
  if (check.widening) return "PRIVILEGE_WIDENING";
  if (signedSurface && "error" in signedSurface) return signedSurface.error.code;
  if (signed && signed.match !== "same") return "DIGEST_MISMATCH";
  if (check.verdict !== "blocked") return void 0;
  if (check.pinState === "unpinned") return "NOT_PINNED";
  return onChange === "signed" ? "UNSIGNED_CHANGE" : "SURFACE_CHANGED";
}
function blockDetail(code, check, options, signed) {
  const signedSurface = options.signed;
  switch (code) {
    case "PRIVILEGE_WIDENING":
      return `a tool widened its own privileges: ${changeList(check)}; all ${countText(check.toolCount ?? 0, "tool")} withheld`;
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
      if (options.lockMissing === true)
        return `the lock file is missing, so nothing is pinned (--unpinned block); all ${countText(check.toolCount ?? 0, "tool")} withheld`;
      if (check.idSelfDeclared)
        return `the lock has no entry for the name the server gives itself (serverInfo.name; a pinned server may have renamed itself): give --server-id, or --unpinned allow; all ${countText(check.toolCount ?? 0, "tool")} withheld`;
      return `${unpinnedIdNote(check.serverId, options)}; all ${countText(check.toolCount ?? 0, "tool")} withheld`;
    case "SURFACE_CHANGED": {
      const kinds = kindsFailedOn(check, options.failOn);
      const why = kinds.length > 0 && options.onChange !== "fail" ? `--fail-on ${kinds.join(",")}` : "--on-change fail";
      return `the surface changed (${why}): ${changeList(check)}; all ${countText(check.toolCount ?? 0, "tool")} withheld`;
    }
    case "UNSIGNED_CHANGE":
      return `the surface changed and is not a signed upgrade (--on-change signed; ${signedUpgradeNote(check) ?? "the pin names no publisher"}): ${changeList(check)}; all ${countText(check.toolCount ?? 0, "tool")} withheld`;
    default:
      return `the signed bundle did not verify (${signedSurface && "error" in signedSurface ? signedSurface.error.message : code}); all tools withheld`;
  }
}
function unpinnedIdNote(serverId, options) {
  const ids = Object.keys(options.lock.servers);
  if (ids.length === 0) return `the lock has no entry for this server (--unpinned block)`;
  const shown = ids.slice(0, 10).map((id) => JSON.stringify(id.length > 64 ? `${id.slice(0, 64)}\u2026` : id));
  const near = closestName(serverId, ids);
  const more = ids.length > shown.length ? ` and ${ids.length - shown.length} more` : "";
  const pin = options.relockHint ? `toolseal lock ${options.relockHint}` : `toolseal lock --server-id ${JSON.stringify(serverId)} and the server (-- COMMAND ARGS or --url URL)`;
  return `the lock has no entry for this id; it pins ${shown.join(", ")}${more}${near !== void 0 ? ` (did you mean ${JSON.stringify(near)}?)` : ""}: pin this id with ${pin}, or give --unpinned allow`;
}
function changeList(check) {
  const all = [
    ...check.changes.map((c) => {
      const widened = c.hints.filter((h) => h.class === "widening").map((h) => h.hint);
      const what = c.change === "changed" ? ` (${[...c.fields].join(", ")}${widened.length ? `; widened ${widened.join(", ")}` : ""})${c.kinds.length ? ` [${c.kinds.join(", ")}]` : ""}` : ` ${c.change}`;
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

export {
  defaultUnpinned,
  guardToolsList,
  guardRefusedList
};
