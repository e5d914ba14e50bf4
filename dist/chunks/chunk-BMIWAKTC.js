#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  escapeForTerminal,
  quoteForTerminal
} from "./chunk-SBWAAWYT.js";
import {
  lockEntryOf,
  lockEntryOfDigests,
  pinnedCarriers,
  pinnedToolNames,
  stableJson
} from "./chunk-3SGYSXUK.js";
import {
  HINT_NAMES,
  SURFACE_FIELDS,
  WIDENING_VALUE,
  carrierChanges,
  digestCarriers,
  digestTools,
  effectiveHints,
  fieldDigest,
  hintChanges,
  noCarrierDigests,
  surfaceDigest
} from "./chunk-FC6CDBP2.js";
import {
  samePackagePin
} from "./chunk-43WI5P3V.js";
import {
  isJsonObject
} from "./chunk-G7R7JJA7.js";
import {
  jsonPointer
} from "./chunk-P4KGYLL3.js";
import {
  ERROR_CODES,
  EXIT,
  ToolsealError,
  worstExitCode
} from "./chunk-LVLWJUM5.js";

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
      changes.push(withText({ tool: name, change: "added", fields, pointers: [], pointersOmitted: 0, hints: [], privilegedHints, class: "change" }, tool, void 0));
    } else if (was) {
      const fields = fieldNames(was);
      changes.push(withText({ tool: name, change: "removed", fields, pointers: [], pointersOmitted: 0, hints: [], class: "change" }, void 0, pinned(name)));
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
    const count = { differences: 0 };
    for (const f of fields) {
      const a = Object.hasOwn(before, f) ? before[f] : void 0;
      const b = Object.hasOwn(tool, f) ? tool[f] : void 0;
      diffValues(a, b, [f], all, Object.hasOwn(before, f), Object.hasOwn(tool, f), { max: MAX_POINTERS_PER_TOOL, count });
    }
    total = count.differences;
    pointers = all;
  }
  let cls = "change";
  if (hints.some((h) => h.class === "widening")) cls = "widening";
  else if (hints.length > 0 && fields.every((f) => f === "annotations") && (before ? onlyHintPointers(pointers, total) : onlyHintsMoved(was, tool, hints))) {
    cls = "narrowing";
  }
  return withText({ tool: name, change: "changed", fields, pointers, pointersOmitted: total - pointers.length, hints, class: cls }, tool, before);
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
var RENAME_KEYS = [
  (t) => surfaceKey(t, ["name"]),
  (t) => surfaceKey(t, ["name", "annotations"]),
  (t) => t.fields.inputSchema,
  (t) => t.fields.description
];
function markRenames(changes, locked, now) {
  const added = changes.filter((c) => c.change === "added");
  const removed = changes.filter((c) => c.change === "removed");
  if (added.length === 0 || removed.length === 0) return;
  const keysOf = (t) => RENAME_KEYS.map((keyOf) => keyOf(t));
  const removedKeys = removed.map((r) => keysOf(locked.tools[r.tool]));
  const addedKeys = added.map((a) => keysOf(now.tools[a.tool]));
  const pair = (add, from) => {
    add.renamedFrom = from.tool;
    if (from.renamedTo === void 0) from.renamedTo = add.tool;
    add.hints = hintChanges(locked.tools[from.tool].hints, now.tools[add.tool].hints);
    add.class = add.hints.some((h) => h.class === "widening") ? "widening" : "change";
  };
  for (let k = 0; k < RENAME_KEYS.length; k++) {
    const byKey = /* @__PURE__ */ new Map();
    removed.forEach((r, i) => {
      const key = removedKeys[i][k];
      if (r.renamedTo !== void 0 || key === void 0) return;
      const q = byKey.get(key);
      if (q) q.list.push(r);
      else byKey.set(key, { list: [r], next: 0 });
    });
    added.forEach((add, i) => {
      const key = addedKeys[i][k];
      if (add.renamedFrom !== void 0 || key === void 0) return;
      const q = byKey.get(key);
      const match = q?.list[q.next];
      if (!q || !match) return;
      q.next++;
      pair(add, match);
    });
  }
  const lessPrivileged = RENAME_KEYS.map((_keyOf, k) => {
    const byKey = /* @__PURE__ */ new Map();
    removed.forEach((r, i) => {
      const key = removedKeys[i][k];
      if (key === void 0) return;
      let slot = byKey.get(key);
      if (!slot) byKey.set(key, slot = {});
      const was = locked.tools[r.tool];
      for (const h of HINT_NAMES) if (was.hints[h] !== WIDENING_VALUE[h]) slot[h] ??= r;
    });
    return byKey;
  });
  added.forEach((add, i) => {
    if (add.class === "widening") return;
    const is = now.tools[add.tool];
    for (let k = 0; k < RENAME_KEYS.length; k++) {
      const key = addedKeys[i][k];
      const slot = key === void 0 ? void 0 : lessPrivileged[k].get(key);
      const h = slot && HINT_NAMES.find((name) => slot[name] !== void 0 && is.hints[name] === WIDENING_VALUE[name]);
      if (h) return pair(add, slot[h]);
    }
  });
}
function surfaceKey(t, ignore) {
  return JSON.stringify(SURFACE_FIELDS.map((f) => ignore.includes(f) ? 0 : t.fields[f] ?? null));
}
function withText(change, current, reviewed) {
  let text;
  return Object.defineProperty(change, "text", {
    get: () => text ??= textOf(change.fields, current, reviewed),
    enumerable: true,
    configurable: true
  });
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
function diffValues(a, b, path, out, hasA = true, hasB = true, bound) {
  const differs = () => {
    if (bound) {
      bound.count.differences++;
      if (out.length >= bound.max) return;
    }
    out.push(jsonPointer(path));
  };
  if (!hasA || !hasB) {
    if (hasA !== hasB) differs();
    return;
  }
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = [.../* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const k of keys) {
      path.push(k);
      diffValues(a[k], b[k], path, out, Object.hasOwn(a, k), Object.hasOwn(b, k), bound);
      path.pop();
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n; i++) {
      path.push(i);
      diffValues(a[i], b[i], path, out, i < a.length, i < b.length, bound);
      path.pop();
    }
    return;
  }
  if (a === b) return;
  differs();
}

// src/core/pin-consistency.ts
function assertPinConsistent(serverId, locked, now, given = {}) {
  const { reviewedTools, reviewedPin } = given;
  const where = (tool) => `lock: servers[${JSON.stringify(serverId)}].tools[${JSON.stringify(tool)}]`;
  if (given.lockIsPin !== true) for (const name of Object.keys(now.tools)) {
    const was = Object.hasOwn(locked.tools, name) ? locked.tools[name] : void 0;
    if (!was || was.digest !== now.tools[name].digest) continue;
    const bad = pinDisagreement(was, now.tools[name]);
    if (bad) throw new ToolsealError("INVALID_LOCK", `${where(name)}: ${bad} does not follow from the pinned surface (the server's tool has the pinned digest); the lock was edited by hand? re-pin with toolseal lock`);
  }
  if (!reviewedTools) return;
  const reviewed = reviewedPin ?? lockEntryOf(reviewedTools);
  if (reviewed.manifestDigest !== locked.manifestDigest) return;
  const names = /* @__PURE__ */ new Set([...Object.keys(locked.tools), ...Object.keys(reviewed.tools)]);
  for (const name of names) {
    const was = Object.hasOwn(locked.tools, name) ? locked.tools[name] : void 0;
    const is = Object.hasOwn(reviewed.tools, name) ? reviewed.tools[name] : void 0;
    const bad = !was || !is ? was ? "a tool the reviewed snapshot does not have" : "missing, though the reviewed snapshot has it" : pinDisagreement(was, is);
    if (bad) throw new ToolsealError("INVALID_LOCK", `${where(name)}: ${bad} (the reviewed snapshot has the pinned manifest digest); the lock was edited by hand? re-pin with toolseal lock`);
  }
}
function pinDisagreement(pinned, actual) {
  if (pinned.digest !== actual.digest) return "digest";
  for (const f of SURFACE_FIELDS) if (pinned.fields[f] !== actual.fields[f]) return `fields.${f}`;
  for (const h of HINT_NAMES) if (pinned.hints[h] !== actual.hints[h]) return `hints.${h} ${pinned.hints[h]}`;
  return null;
}

// src/core/package-check.ts
function checkPackage(surface, locked) {
  const l = surface.launched;
  const base = {
    launcher: l.launcher,
    ecosystem: l.ecosystem,
    name: l.name,
    ...l.requested === void 0 ? {} : { requested: l.requested },
    ...locked ? { locked } : {}
  };
  if (l.unpinned !== void 0) return { ...base, state: "unpinned", code: "UNPINNED_PACKAGE", why: l.unpinned };
  const r = surface.resolved;
  const version = r?.version ?? l.version;
  if (locked && (locked.ecosystem !== l.ecosystem || locked.name !== l.name || locked.version !== version)) {
    return { ...base, state: "version-changed", ...r ? { resolved: r } : {} };
  }
  if (!r) return { ...base, state: "unresolved", why: surface.unresolved ?? "not resolved" };
  if (!locked) return { ...base, state: "new", resolved: r };
  if (locked.integrity !== void 0 && r.integrity !== void 0 && locked.integrity !== r.integrity) return { ...base, state: "integrity-changed", resolved: r };
  return { ...base, state: samePackagePin(locked, r) || r.integrity === void 0 || locked.integrity === void 0 ? "matched" : "integrity-changed", resolved: r };
}
function isPackageChange(p) {
  return p?.state === "unpinned" || p?.state === "integrity-changed";
}
function verdictWithPackage(verdict, p, onChange) {
  if (!isPackageChange(p) || verdict === "blocked") return verdict;
  return onChange === "fail" ? "blocked" : "warn";
}
function packageLabel(ecosystem, name, version) {
  const sep = ecosystem === "pypi" ? "==" : ecosystem === "oci" ? ":" : "@";
  return quoteForTerminal(version === void 0 ? name : `${name}${sep}${version}`);
}
function packageNote(p) {
  const launched = `${p.launcher} runs ${p.name === "" ? "a package" : packageLabel(p.ecosystem, p.name, p.requested && p.ecosystem === "npm" ? p.requested : void 0)}`;
  switch (p.state) {
    case "unpinned":
      return `UNPINNED_PACKAGE: ${launched} with no exact version (${escapeForTerminal(p.why ?? "")}): pin one in the config (${p.ecosystem === "oci" ? "IMAGE@sha256:DIGEST" : p.ecosystem === "pypi" ? "NAME==VERSION" : "NAME@VERSION"})`;
    case "integrity-changed":
      return `package ${packageLabel(p.ecosystem, p.name, p.resolved.version)} resolved to integrity ${p.resolved.integrity}, but the lock pinned ${p.locked.integrity} for the same version: the package was replaced; review it before re-pinning with toolseal lock --update`;
    case "version-changed":
      return `the config runs ${packageLabel(p.ecosystem, p.name, p.resolved?.version ?? p.requested)}, the lock pinned ${packageLabel(p.locked.ecosystem, p.locked.name, p.locked.version)}: re-pin with toolseal lock --update`;
    case "unresolved":
      return `package ${packageLabel(p.ecosystem, p.name, p.requested)} not resolved (${escapeForTerminal(p.why ?? "")}): its integrity is not checked`;
    case "new":
      return p.locked === void 0 ? `package ${packageLabel(p.ecosystem, p.name, p.resolved.version)} is not in the lock entry yet: toolseal lock pins it` : void 0;
    default:
      return void 0;
  }
}
function packagePinToWrite(surface, locked) {
  const l = surface.launched;
  if (l.unpinned !== void 0 || l.version === void 0 && surface.resolved === void 0) return void 0;
  const same = (p) => locked !== void 0 && locked.ecosystem === p.ecosystem && locked.name === p.name && locked.version === p.version;
  const r = surface.resolved ?? { ecosystem: l.ecosystem, name: l.name, version: l.version };
  return r.integrity === void 0 && same(r) ? locked : r;
}

// src/core/check.ts
var ON_CHANGE_VALUES = ["warn", "fail"];
function checkServer(surface, locked, onChange) {
  const nowCarriers = surface.carriers ? surface.digests?.carriers ?? digestCarriers(surface.carriers) : void 0;
  if (!locked && surface.pin === void 0 && surface.order !== void 0) {
    const manifestDigest = surface.order.manifestDigest;
    return {
      serverId: surface.serverId,
      idSelfDeclared: surface.idSelfDeclared === true,
      manifestDigest,
      toolCount: surface.order.order.length,
      ...nowCarriers ? { surfaceDigest: surfaceDigest(manifestDigest, nowCarriers) } : {},
      ...UNPINNED
    };
  }
  const now = surface.pin ?? (surface.digests?.withFields ? lockEntryOfDigests(surface.digests) : lockEntryOf(surface.tools));
  const base = {
    serverId: surface.serverId,
    idSelfDeclared: surface.idSelfDeclared === true,
    manifestDigest: now.manifestDigest,
    toolCount: now.toolCount,
    ...nowCarriers ? { surfaceDigest: surfaceDigest(now.manifestDigest, nowCarriers) } : {}
  };
  if (locked) assertPinConsistent(surface.serverId, locked, now, { lockIsPin: surface.lockIsPin === true && surface.pin !== void 0, reviewedTools: surface.reviewedTools, reviewedPin: surface.reviewedPin });
  if (!locked) return { ...base, ...UNPINNED, baselineTools: pinnedToolNames(now) };
  const pinned = pinnedCarriers(locked);
  const carrierPin = !pinned ? "lock-tools-only" : !nowCarriers ? "surface-tools-only" : "checked";
  const carriersChanged = carrierPin === "checked" ? carrierChanges(pinned, nowCarriers, surface.carriers, surface.reviewedCarriers, fieldText) : [];
  if (locked.manifestDigest === now.manifestDigest && carriersChanged.length === 0) {
    return { ...base, pinState: "matched", lockedManifestDigest: locked.manifestDigest, changes: [], carrierChanges: [], carrierPin, reviewed: surface.reviewedTools ? "used" : "absent", widening: false, verdict: "continue", approved: true };
  }
  const drift = locked.manifestDigest === now.manifestDigest ? { changes: [], reviewed: surface.reviewedTools ? "used" : "absent" } : computeDrift(locked, surface.tools, surface.reviewedTools, now);
  return {
    ...base,
    pinState: "changed",
    lockedManifestDigest: locked.manifestDigest,
    changes: drift.changes,
    carrierChanges: carriersChanged,
    carrierPin,
    reviewed: drift.reviewed,
    ...decide(drift.changes, carriersChanged, onChange)
  };
}
var UNPINNED = {
  pinState: "unpinned",
  changes: [],
  carrierChanges: [],
  carrierPin: "none",
  reviewed: "absent",
  widening: false,
  verdict: "continue",
  approved: true
};
function decide(changes, carriers, onChange) {
  const widening = changes.some((c) => c.class === "widening");
  const policyChange = changes.some((c) => c.class === "change") || carriers.length > 0;
  let verdict;
  if (widening) verdict = "blocked";
  else if (!policyChange) verdict = "continue";
  else verdict = onChange === "fail" ? "blocked" : "warn";
  return { widening, verdict, approved: verdict !== "blocked" };
}
function checkServers(surfaces, lock, onChange, failures = [], options = {}) {
  const pinsAny = Object.keys(lock.servers).length > 0;
  const servers = surfaces.map((s) => {
    const locked = Object.hasOwn(lock.servers, s.serverId) ? lock.servers[s.serverId] : void 0;
    let c = checkServer(s, locked, onChange);
    if (c.pinState === "unpinned" && pinsAny && onChange === "fail") c = { ...c, verdict: "blocked", approved: false };
    return s.package ? withPackage(c, checkPackage(s.package, locked?.package), onChange) : c;
  });
  if (options.complete) {
    const seen = /* @__PURE__ */ new Set([...surfaces.map((s) => s.serverId), ...failures.map((f) => f.serverId), ...options.skipped ?? []]);
    for (const id of Object.keys(lock.servers).sort()) if (!seen.has(id)) servers.push(missingServer(id, lock.servers[id], onChange));
  }
  const skipped = options.skipped?.length ? { skipped: [...options.skipped] } : {};
  return { onChange, servers, failures: [...failures], ...skipped, ...exitOf(servers, failures), notes: runNotes(servers) };
}
function withPackage(c, p, onChange) {
  const verdict = verdictWithPackage(c.verdict, p, onChange);
  return { ...c, package: { ...p, verdictWithout: c.verdict }, verdict, approved: verdict !== "blocked" };
}
function runNotes(servers) {
  const notes = [];
  const ids = (state) => servers.filter((s) => s.carrierPin === state).map((s) => JSON.stringify(s.serverId));
  const lockOnly = ids("lock-tools-only");
  if (lockOnly.length > 0) {
    notes.push(
      `the lock pins the tools only for ${lockOnly.join(", ")} (it was written before instructions, prompts and resource templates were pinned): those are not checked; run toolseal lock to pin them`
    );
  }
  const surfaceOnly = ids("surface-tools-only");
  if (surfaceOnly.length > 0) {
    notes.push(`the surface of ${surfaceOnly.join(", ")} carries the tools only (a tools file or an older snapshot): its instructions, prompts and resource templates are not checked`);
  }
  return notes;
}
function missingServer(serverId, locked, onChange) {
  const verdict = onChange === "fail" ? "blocked" : "warn";
  const pinned = pinnedCarriers(locked);
  return {
    serverId,
    idSelfDeclared: false,
    manifestDigest: null,
    toolCount: null,
    pinState: "missing",
    lockedManifestDigest: locked.manifestDigest,
    changes: computeDrift(locked, []).changes,
    carrierChanges: pinned ? carrierChanges(pinned, noCarrierDigests()) : [],
    carrierPin: pinned ? "checked" : "lock-tools-only",
    reviewed: "absent",
    widening: false,
    verdict,
    approved: verdict !== "blocked"
  };
}
function exitOf(servers, failures) {
  if (servers.some((s) => s.widening)) return { exitCode: EXIT.PRIVILEGE_WIDENING, code: "PRIVILEGE_WIDENING" };
  if (failures.length > 0) {
    const worst = worstExitCode(failures.map((f2) => ERROR_CODES[f2.code]));
    const f = failures.find((x) => ERROR_CODES[x.code] === worst);
    return { exitCode: worst, code: f.code };
  }
  const blocked = servers.filter((s) => s.verdict === "blocked");
  if (blocked.length > 0) {
    const packageOnly = blocked.every((s) => s.package?.state === "unpinned" && s.package.verdictWithout !== "blocked");
    return { exitCode: EXIT.CHECK_FAILED, code: packageOnly ? "UNPINNED_PACKAGE" : "SURFACE_CHANGED" };
  }
  return { exitCode: EXIT.OK };
}
function serverNotes(s, options = {}) {
  const notes = [];
  if (s.pinState === "missing") {
    notes.push("pinned in the lock but no longer in the config file: every pinned tool is reported removed (restore the server, or drop its entry with toolseal lock --remove ID)");
  }
  if (s.pinState === "unpinned" && (s.package?.verdictWithout ?? s.verdict) === "blocked") {
    notes.push("not pinned, and the lock pins other servers: under on-change fail a new server must be pinned deliberately with toolseal lock");
  }
  const pkg = s.package && (s.package.state !== "new" || s.pinState !== "unpinned") ? packageNote(s.package) : void 0;
  if (pkg !== void 0) notes.push(pkg);
  if (s.idSelfDeclared && (options.for === "lock" || options.for === "json" || s.pinState === "unpinned")) {
    notes.push("the server id is the server's own serverInfo.name: a server that renames itself leaves its pin and is checked as a new server; give it a fixed id with --server-id or a config file key");
  }
  return notes;
}
function checkResultJson(result) {
  return {
    ...result,
    servers: result.servers.map((s) => ({
      ...s,
      notes: serverNotes(s, { for: "json" }),
      changes: s.changes.map(withoutText),
      carrierChanges: s.carrierChanges.map(withoutText)
    }))
  };
}
function changedToolNames(result) {
  const many = result.servers.length > 1;
  return result.servers.flatMap((s) => s.changes.map((c) => many ? `${s.serverId}/${c.tool}` : c.tool));
}
function withoutText(c) {
  const out = {};
  for (const k of Object.keys(c)) if (k !== "text") out[k] = c[k];
  return out;
}

export {
  computeDrift,
  checkPackage,
  packagePinToWrite,
  ON_CHANGE_VALUES,
  checkServer,
  decide,
  checkServers,
  withPackage,
  runNotes,
  serverNotes,
  checkResultJson,
  changedToolNames
};
