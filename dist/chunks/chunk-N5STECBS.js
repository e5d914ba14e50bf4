#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  auditLines,
  parseOnChange
} from "./chunk-HPTAMM6H.js";
import {
  snapshotFileName
} from "./chunk-KAK6C35O.js";
import {
  DEFAULT_LOCK_FILE,
  checkServers,
  emptyLock,
  entryForProfile,
  entryMembers,
  lockIfWrittenFor,
  lockTextOf,
  parseLock,
  pinnedProfiles,
  serverPinOf
} from "./chunk-ZIZMURBX.js";
import {
  CONFIG_CONCURRENCY,
  mapBounded,
  readSnapshotFileWithDigests,
  takeSnapshotsApart,
  toolsOf,
  withToolDigestTable
} from "./chunk-ZV3RSKGW.js";
import {
  DEFAULT_LIMITS
} from "./chunk-SAANV7DD.js";
import {
  nonToolOfSnapshot
} from "./chunk-JTEBXNBM.js";
import {
  profileText,
  sameProfile
} from "./chunk-RNOPSG3B.js";
import {
  openUserFile,
  readTextFile,
  writeFileAtomic
} from "./chunk-SKHIGRJM.js";
import {
  ToolsealError,
  osErrorText
} from "./chunk-4YRPRKON.js";

// src/run/relock-command.ts
function relockCommand(spec, lock, snapshotDir) {
  const common = ["--lock", lock, ...snapshotDir !== void 0 ? ["--snapshot-dir", snapshotDir] : []];
  const caps = spec.kind !== "snapshot" && spec.clientCapabilities !== void 0 && spec.clientCapabilities.length > 0 ? ["--client-capabilities", spec.clientCapabilities.join(",")] : [];
  common.push(...caps);
  return (serverId) => {
    if (spec.kind === "config") return { args: [...common, "--config", spec.file, "--server", serverId] };
    if (spec.kind === "snapshot") return { args: [...common, "--snapshot", spec.file] };
    const id = spec.serverId !== void 0 ? ["--server-id", spec.serverId] : [];
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
    skipped
  });
  const written = {};
  if (options.sarifFile) {
    const { renderCheckSarif } = await import("./report-sarif-OOH5S2CR.js");
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
    const { renderCheckMarkdown } = await import("./report-markdown-2HNMPVSV.js");
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
  const { PACKAGE_RESOLVE_TIMEOUT_MS, packageSurfaceOf } = await import("./package-pins-F5RACBF6.js");
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
  auditFile,
  relockCommand,
  runCheck,
  packageSurfaces,
  readLockIfAny,
  readReviewedSnapshot
};
