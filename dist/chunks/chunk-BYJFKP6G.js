#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  auditFile,
  relockCommand,
  upgradesOf
} from "./chunk-OF5EZYWB.js";
import {
  auditLines,
  parseOnChange
} from "./chunk-655IOXHD.js";
import {
  assertSnapshotFolder,
  openLockIfAny,
  parseLock,
  readReviewedSnapshotWithDigests
} from "./chunk-2QC7B3O2.js";
import {
  checkServers,
  parseFailOn,
  resultWithFailOn
} from "./chunk-RMWBLMFU.js";
import {
  DEFAULT_LOCK_FILE,
  emptyLock,
  entryForProfile,
  entryMembers,
  lockIfWrittenFor,
  lockTextOf,
  pinnedNonTool,
  pinnedProfiles,
  serverPinOf
} from "./chunk-42CTSAXX.js";
import {
  CONFIG_CONCURRENCY,
  mapBounded,
  takeSnapshotsApart,
  toolsOf,
  withToolDigestTable
} from "./chunk-HKYXZG4F.js";
import {
  DEFAULT_LIMITS
} from "./chunk-5XTFMSJV.js";
import {
  nonToolOfSnapshot
} from "./chunk-RAG7VAPI.js";
import {
  nearestProfile,
  profileText,
  sameProfile
} from "./chunk-5AXEYW3Q.js";
import {
  digestNonTool,
  nonToolChanges
} from "./chunk-SH3UB2NS.js";
import {
  readTextFile,
  writeFileAtomic
} from "./chunk-KQJFC54N.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/run/check.ts
const { isAbsolute, relative, resolve, sep } = process.getBuiltinModule("node:path");
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
    if (options.snapshotDir !== void 0) assertSnapshotFolder(at(options.snapshotDir), options.snapshotDirNamedBy ?? "--snapshot-dir");
    const how = { toolsOnDemand: true, fieldDigests: true, numbers: options.numbers };
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
  const changedPins = [];
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
    const snapshot = o.snapshot;
    const entry = Object.hasOwn(lock.servers, o.serverId) ? lock.servers[o.serverId] : void 0;
    const exact = entryForProfile(entry, snapshot.clientCapabilities);
    const members = entry && !exact ? entryMembers(entry) : void 0;
    const others = Object.keys(members?.profiles ?? {}).sort().map((k) => members.profiles[k]);
    const near = members && nearestProfile(entry, others, (e) => entryMembers(e).clientCapabilities, snapshot.clientCapabilities);
    const locked = exact ?? (near && entryMembers(near).manifestDigest === snapshot.manifestDigest ? near : void 0);
    if (entry && !locked) {
      const pinned = pinnedProfiles(entry);
      const give = pinned.map((p) => p === "none" ? "no --client-capabilities" : `--client-capabilities ${p}`).join(" or ");
      const message = `${o.serverId}: the lock pins the surface listed for client capabilities ${pinned.join("; ")}, this check listed it for ${profileText(snapshot.clientCapabilities)}: give ${give} (or lock this profile too)`;
      failures.push({ serverId: o.serverId, code: "INVALID_INPUT", message });
      continue;
    }
    let reviewed;
    try {
      reviewed = options.snapshotDir !== void 0 && !(locked && matchesPin(locked, snapshot, o.digests)) ? readReviewedSnapshotWithDigests(at(options.snapshotDir), o.serverId) : void 0;
    } catch (e) {
      if (!complete || !(e instanceof ToolsealError)) throw e;
      failures.push({ serverId: o.serverId, code: e.code, message: e.message });
      continue;
    }
    if (entry && !sameProfile(entryMembers(entry).clientCapabilities, snapshot.clientCapabilities)) profiled.set(o.serverId, locked);
    if (locked && entryMembers(locked).manifestDigest !== snapshot.manifestDigest)
      changedPins.push({ serverId: o.serverId, locked, liveDigest: snapshot.manifestDigest });
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
  const checked = checkServers(surfaces, profiled.size === 0 ? lock : lockWithPins(lock, profiled), onChange, failures, {
    complete,
    skipped,
    namedIds: namedIdOf(options.server),
    upgrades: await upgradesOf(changedPins, options.upgrades, lockFile)
  });
  const result = resultWithFailOn(checked, options.failOn && parseFailOn(options.failOn.join(","), "failOn"));
  const written = {};
  if (options.sarifFile) {
    const { renderCheckSarif } = await import("./report-sarif-LS4ECBIX.js");
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
    const { renderCheckMarkdown } = await import("./report-markdown-UKQRWJ25.js");
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
  const { PACKAGE_RESOLVE_TIMEOUT_MS, packageSurfaceOf } = await import("./package-pins-KYKW67OF.js");
  const left = limits.startedAt === void 0 ? PACKAGE_RESOLVE_TIMEOUT_MS : limits.timeoutMs - (Date.now() - limits.startedAt);
  const timeoutMs = Math.max(1, Math.min(PACKAGE_RESOLVE_TIMEOUT_MS, left));
  const found = await mapBounded(configured, CONFIG_CONCURRENCY, (o) => packageSurfaceOf(o.configured, { timeoutMs }));
  configured.forEach((o, i) => {
    if (found[i]) out.set(o, found[i]);
  });
  return out;
}
function matchesPin(locked, snapshot, digests) {
  const m = entryMembers(locked);
  if (m.manifestDigest !== snapshot.manifestDigest) return false;
  const pinned = pinnedNonTool(m);
  const nonTool = nonToolOfSnapshot(snapshot);
  if (!pinned || !nonTool) return true;
  return nonToolChanges(pinned, digests?.nonTool ?? digestNonTool(nonTool)).length === 0;
}
function artifactUri(cwd, file) {
  const rel = relative(cwd, file);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return new URL(`file://${file.split(sep).join("/")}`).href;
  return rel.split(sep).map(encodeURIComponent).join("/");
}

export {
  runCheck,
  packageSurfaces
};
