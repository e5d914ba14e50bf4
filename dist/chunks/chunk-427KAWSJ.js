#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotFileName
} from "./chunk-PIB7R2AN.js";
import {
  DEFAULT_LOCK_FILE,
  ON_CHANGE_VALUES,
  checkServer,
  checkServers,
  emptyLock,
  entryForProfile,
  entryMembers,
  lockIfWrittenFor,
  lockTextOf,
  nearestProfileEntry,
  parseLock,
  pinnedProfiles,
  serverPinOf
} from "./chunk-6FTFZO54.js";
import {
  closestName
} from "./chunk-4VBGHDNJ.js";
import {
  compareWithSigned
} from "./chunk-4QG77VIH.js";
import {
  CONFIG_CONCURRENCY,
  mapBounded,
  readSnapshotFileWithDigests,
  takeSnapshotsApart,
  toolsOf,
  withToolDigestTable
} from "./chunk-3RLZ6TFM.js";
import {
  optionWords
} from "./chunk-EXI6RD3D.js";
import {
  DEFAULT_LIMITS
} from "./chunk-YR4GKCYA.js";
import {
  nonToolOfSnapshot
} from "./chunk-XPHSPXNA.js";
import {
  profileText,
  sameProfile
} from "./chunk-BE5RWR6R.js";
import {
  assertTools,
  digestNonTool,
  digestTools,
  digestToolsCompact,
  nonToolLabel
} from "./chunk-7CC65GER.js";
import {
  openUserFile,
  readTextFile,
  writeFileAtomic
} from "./chunk-HI3NE2TR.js";
import {
  ToolsealError,
  osErrorText
} from "./chunk-5C6DIG5I.js";

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
    notice: `BLOCKED ${code}: server ${JSON.stringify(serverId)}: ${profileUnpinned && code === "NOT_PINNED" ? `${profileNote()}; all ${check.toolCount} tools withheld` : blockDetail(code, check, options, signed) + (missingProfile && check.pinState !== "matched" ? `; ${profileAside()}` : "")}`
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
function blockDetail(code, check, options, signed) {
  const signedSurface = options.signed;
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
      if (options.lockMissing === true)
        return `the lock file is missing, so nothing is pinned (--unpinned block); all ${check.toolCount} tools withheld`;
      if (check.idSelfDeclared)
        return `the lock has no entry for the name the server gives itself (serverInfo.name; a pinned server may have renamed itself): give --server-id, or --unpinned allow; all ${check.toolCount} tools withheld`;
      return `${unpinnedIdNote(check.serverId, options)}; all ${check.toolCount} tools withheld`;
    case "SURFACE_CHANGED":
      return `the surface changed (--on-change fail): ${changeList(check)}; all ${check.toolCount} tools withheld`;
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
  const pin = options.relockHint ? `toolseal lock ${options.relockHint}` : `toolseal lock --server-id ${JSON.stringify(serverId)}`;
  return `the lock has no entry for this id; it pins ${shown.join(", ")}${more}${near !== void 0 ? ` (did you mean ${JSON.stringify(near)}?)` : ""}: pin this id with ${pin}, or give --unpinned allow`;
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

// src/run/relock-command.ts
function relockCommand(spec, lock, snapshotDir) {
  const common = ["--lock", lock, ...snapshotDir !== void 0 ? ["--snapshot-dir", snapshotDir] : []];
  const caps = spec.kind !== "snapshot" && spec.clientCapabilities !== void 0 && spec.clientCapabilities.length > 0 ? ["--client-capabilities", spec.clientCapabilities.join(",")] : [];
  common.push(...caps);
  return (serverId) => {
    if (spec.kind === "config") return { args: [...common, "--config", spec.file, ...optionWords("server", serverId)] };
    if (spec.kind === "snapshot") return { args: [...common, "--snapshot", spec.file] };
    const id = spec.serverId !== void 0 ? optionWords("server-id", spec.serverId) : [];
    if (spec.kind === "stdio") {
      const env = Object.keys(spec.env ?? {});
      return {
        args: [...common, ...id, "--", spec.command, ...spec.args],
        ...env.length ? { needs: `the server's environment (${env.join(", ")}) as --env NAME=VALUE before --` } : {}
      };
    }
    const url = new URL(spec.url);
    const trimmed = url.username !== "" || url.password !== "" || url.search !== "";
    url.username = "";
    url.password = "";
    url.search = "";
    const headers = Object.keys(spec.headers ?? {});
    const needs = [
      ...headers.length ? [`the headers (${headers.join(", ")}) as --header "NAME: VALUE"`] : [],
      ...trimmed ? ["the credentials or query of the URL"] : []
    ];
    return {
      args: [...common, ...id, "--url", url.href, ...spec.transport !== "auto" ? ["--transport", spec.transport] : []],
      ...needs.length ? { needs: needs.join(", and ") } : {}
    };
  };
}

// src/run/check.ts
const { existsSync, statSync } = process.getBuiltinModule("node:fs");
const { isAbsolute, join, relative, resolve, sep } = process.getBuiltinModule("node:path");

// src/fs/audit-file.ts
const { appendFileSync } = process.getBuiltinModule("node:fs");
function auditFile(file) {
  return {
    append(jsonLines) {
      try {
        appendFileSync(file, jsonLines, { encoding: "utf8", mode: 420 });
      } catch (e) {
        throw new ToolsealError("IO_ERROR", `cannot append to ${file}: ${osErrorText(e)}`, { cause: e });
      }
    }
  };
}

// src/run/check.ts
function namedIdOf(server) {
  return (server.kind === "stdio" || server.kind === "url") && server.serverId !== void 0 ? [server.serverId] : [];
}
async function runCheck(options, deps = {}) {
  const cwd = options.cwd ?? process.cwd();
  const at = (p) => resolve(cwd, p);
  const lockFile = at(options.lockFile ?? DEFAULT_LOCK_FILE);
  const onChange = parseOnChange(options.onChange ?? "warn", "onChange");
  const fromFile = options.server.kind === "snapshot";
  const lockHandle = openLockIfAny(
    lockFile,
    "lockNamedBy" in options ? options.lockNamedBy : options.lockFile !== void 0 ? "--lock" : void 0
  );
  try {
    return await checkWithLock(options, deps, { cwd, at, lockFile, onChange, fromFile, lockHandle });
  } finally {
    lockHandle?.close();
  }
}
async function checkWithLock(options, deps, run) {
  const { cwd, at, lockFile, onChange, fromFile, lockHandle } = run;
  let lockBytes;
  let decoded;
  const lockText = () => decoded ??= lockHandle && lockTextOf(lockBytes ??= lockHandle.bytes(), lockFile);
  let lock = fromFile || lockHandle === void 0 ? void 0 : parseLock(lockText(), lockFile);
  let outcomes;
  try {
    if (options.snapshotDir !== void 0) assertFolderIfAny(at(options.snapshotDir), "--snapshot-dir");
    const how = { toolsOnDemand: true, fieldDigests: true };
    const limits = options.limits ?? DEFAULT_LIMITS;
    outcomes = deps.takeSnapshots ? (await deps.takeSnapshots(options.server, limits, how)).map(withToolDigestTable) : await takeSnapshotsApart(options.server, limits, how);
  } catch (e) {
    if (lock === void 0 && lockHandle !== void 0) parseLock(lockText(), lockFile);
    throw e;
  }
  const pins = /* @__PURE__ */ Object.create(null);
  let lockIsPins = false;
  if (lock === void 0 && lockHandle !== void 0) {
    const only = outcomes.length === 1 ? outcomes[0] : void 0;
    if (only?.snapshot && !only.error && !only.skipped && only.digests?.withFields)
      pins[only.serverId] = serverPinOf(only.digests, nonToolOfSnapshot(only.snapshot), only.snapshot.clientCapabilities);
    const written2 = lockIfWrittenFor(lockHandle, pins);
    lockIsPins = written2 !== void 0;
    lock = written2 ?? parseLock(lockText(), lockFile);
  }
  lock ??= emptyLock();
  const packages = await packageSurfaces(outcomes, options.limits ?? DEFAULT_LIMITS);
  const surfaces = [];
  const profiled = /* @__PURE__ */ new Map();
  const failures = [];
  const skipped = [];
  const complete = options.server.kind === "config" && options.server.all === true;
  for (const o of outcomes) {
    if (o.skipped) {
      skipped.push(o.serverId);
      continue;
    }
    if (o.error || !o.snapshot) {
      const err = o.error ?? new ToolsealError("SNAPSHOT_INCOMPLETE", `${o.serverId}: no snapshot`);
      failures.push({ serverId: o.serverId, code: err.code, message: err.message });
      continue;
    }
    let reviewed;
    try {
      reviewed = options.snapshotDir ? readReviewedSnapshotWithDigests(at(options.snapshotDir), o.serverId) : void 0;
    } catch (e) {
      if (!complete || !(e instanceof ToolsealError)) throw e;
      failures.push({ serverId: o.serverId, code: e.code, message: e.message });
      continue;
    }
    const snapshot = o.snapshot;
    const entry = Object.hasOwn(lock.servers, o.serverId) ? lock.servers[o.serverId] : void 0;
    const locked = entryForProfile(entry, snapshot.clientCapabilities);
    if (entry && !locked) {
      const pinned = pinnedProfiles(entry);
      const give = pinned.map((p) => p === "none" ? "no --client-capabilities" : `--client-capabilities ${p}`).join(" or ");
      const message = `${o.serverId}: the lock pins the surface listed for client capabilities ${pinned.join("; ")}, this check listed it for ${profileText(snapshot.clientCapabilities)}: give ${give} (or lock this profile too)`;
      failures.push({ serverId: o.serverId, code: "INVALID_INPUT", message });
      continue;
    }
    if (entry && !sameProfile(entryMembers(entry).clientCapabilities, snapshot.clientCapabilities)) profiled.set(o.serverId, locked);
    surfaces.push({
      serverId: o.serverId,
      readTools: () => toolsOf(o),
      digests: o.digests,
      pin: pins[o.serverId],
      lockIsPin: lockIsPins,
      reviewedTools: reviewed?.snapshot.tools,
      // Its pin from the digests that reading it computed: the reviewed tools are hashed once.
      reviewedPin: reviewed && serverPinOf(reviewed.digests),
      idSelfDeclared: o.idSelfDeclared === true,
      nonTool: nonToolOfSnapshot(snapshot),
      reviewedNonTool: reviewed && nonToolOfSnapshot(reviewed.snapshot),
      ...packages.has(o) ? { package: packages.get(o) } : {}
    });
  }
  const result = checkServers(surfaces, profiled.size === 0 ? lock : lockWithPins(lock, profiled), onChange, failures, {
    complete,
    skipped,
    namedIds: namedIdOf(options.server)
  });
  const written = {};
  if (options.sarifFile) {
    const { renderCheckSarif } = await import("./report-sarif-QZ3RSBIR.js");
    written.sarif = at(options.sarifFile);
    const uri = artifactUri(cwd, options.server.kind === "config" ? at(options.server.file) : lockFile);
    writeFileAtomic(
      written.sarif,
      JSON.stringify(
        renderCheckSarif(
          result,
          options.server.kind === "config" ? { artifactUri: uri, configText: readTextFile(at(options.server.file)) } : { artifactUri: uri, lockText: lockText() }
        ),
        null,
        2
      ) + "\n"
    );
  }
  if (options.markdownFile) {
    const { renderCheckMarkdown } = await import("./report-markdown-RQNB7Y5A.js");
    written.markdown = at(options.markdownFile);
    const relock = relockCommand(options.server, options.lockFile ?? DEFAULT_LOCK_FILE, options.snapshotDir);
    writeFileAtomic(written.markdown, renderCheckMarkdown(result, { showText: options.showText === true, relock }));
  }
  if (options.auditFile && result.servers.length + result.failures.length > 0) {
    written.audit = at(options.auditFile);
    auditFile(written.audit).append(auditLines(result));
  }
  return { result, lockFile, lockFound: lockHandle !== void 0, written };
}
function lockWithPins(lock, pins) {
  const servers = /* @__PURE__ */ Object.create(null);
  for (const id of Object.keys(lock.servers)) servers[id] = pins.get(id) ?? lock.servers[id];
  return { ...lock, servers };
}
async function packageSurfaces(outcomes, limits) {
  const out = /* @__PURE__ */ new Map();
  const configured = outcomes.filter((o) => o.configured?.kind === "stdio" && o.snapshot && !o.error);
  if (configured.length === 0) return out;
  const { PACKAGE_RESOLVE_TIMEOUT_MS, packageSurfaceOf } = await import("./package-pins-U6GYMHCX.js");
  const left = limits.startedAt === void 0 ? PACKAGE_RESOLVE_TIMEOUT_MS : limits.timeoutMs - (Date.now() - limits.startedAt);
  const timeoutMs = Math.max(1, Math.min(PACKAGE_RESOLVE_TIMEOUT_MS, left));
  const found = await mapBounded(configured, CONFIG_CONCURRENCY, (o) => packageSurfaceOf(o.configured, { timeoutMs }));
  configured.forEach((o, i) => {
    if (found[i]) out.set(o, found[i]);
  });
  return out;
}
function readLockIfAny(lockFile, namedBy) {
  const bytes = readLockBytesIfAny(lockFile, namedBy);
  const text = bytes && lockTextOf(bytes, lockFile);
  return text === void 0 ? { lock: emptyLock() } : { lock: parseLock(text, lockFile), text };
}
function readLockBytesIfAny(lockFile, namedBy) {
  const file = openLockIfAny(lockFile, namedBy);
  if (file === void 0) return void 0;
  try {
    return file.bytes();
  } finally {
    file.close();
  }
}
function openLockIfAny(lockFile, namedBy) {
  const file = openUserFile(lockFile, { missingOk: true });
  if (file === void 0 && namedBy !== void 0) {
    throw new ToolsealError(
      "IO_ERROR",
      `cannot read ${lockFile}: no such file (named by ${namedBy}; only the default ${DEFAULT_LOCK_FILE} may be absent)`
    );
  }
  return file;
}
function readReviewedSnapshot(dir, serverId) {
  return readReviewedSnapshotWithDigests(dir, serverId)?.snapshot;
}
function readReviewedSnapshotWithDigests(dir, serverId) {
  const file = join(dir, snapshotFileName(serverId));
  if (!existsSync(file)) return void 0;
  return readSnapshotFileWithDigests(file);
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
function artifactUri(cwd, file) {
  const rel = relative(cwd, file);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return new URL(`file://${file.split(sep).join("/")}`).href;
  return rel.split(sep).map(encodeURIComponent).join("/");
}

export {
  auditEvent,
  auditLines,
  auditFile,
  UNPINNED_VALUES,
  defaultUnpinned,
  guardToolsList,
  guardRefusedList,
  parseOnChange,
  parseUnpinned,
  relockCommand,
  runCheck,
  packageSurfaces,
  readLockIfAny,
  readReviewedSnapshot
};
