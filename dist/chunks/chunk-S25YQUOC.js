#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
} from "./chunk-GX6IKV73.js";
import {
  defaultUnpinned,
  guardToolsList
} from "./chunk-L6UG65BW.js";
import {
  readMcpConfig
} from "./chunk-DR3ZTNKJ.js";
import {
  parseOnChange,
  parseUnpinned
} from "./chunk-655IOXHD.js";
import {
  readLockIfAny
} from "./chunk-2QC7B3O2.js";
import {
  snapshotFileName
} from "./chunk-WJCMUN64.js";
import {
  checkServers
} from "./chunk-RMWBLMFU.js";
import {
  DEFAULT_LOCK_FILE,
  pinnedProfiles
} from "./chunk-42CTSAXX.js";
import {
  CONFIG_CONCURRENCY,
  mapBounded,
  readSnapshotFileWithDigests
} from "./chunk-HKYXZG4F.js";
import {
  DEFAULT_LIMITS
} from "./chunk-5XTFMSJV.js";
import {
  profileText
} from "./chunk-5AXEYW3Q.js";
import {
  EXIT,
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/run/trust.ts
const { existsSync } = process.getBuiltinModule("node:fs");
const { join, resolve: resolve2 } = process.getBuiltinModule("node:path");

// src/run/guard-verdicts.ts
const { resolve } = process.getBuiltinModule("node:path");
var HOST_PROFILES = [[], ["roots"]];
function guardLockPath(guard, cwd) {
  return resolve(cwd, guard.cwd ?? ".", guard.lock ?? DEFAULT_LOCK_FILE);
}
async function guardVerdicts(name, spec, guard, options) {
  const lockFile = guardLockPath(guard, options.cwd);
  const { lock, text: lockText } = readLockIfAny(lockFile, guard.lock === void 0 ? void 0 : `the guard's --lock`);
  const onChange = parseOnChange(guard.onChange ?? "warn", `the guard's --on-change`);
  const given = guard.unpinned === void 0 ? void 0 : parseUnpinned(guard.unpinned, `the guard's --unpinned`);
  const pinnedFor = (id) => Object.hasOwn(lock.servers, id) ? lock.servers[id] : void 0;
  const profiles = new Map(HOST_PROFILES.map((p) => [profileText(p), p]));
  const entry = guard.serverId !== void 0 ? pinnedFor(guard.serverId) : void 0;
  for (const text of entry ? pinnedProfiles(entry) : []) profiles.set(text, text === "none" ? [] : text.split(","));
  const out = [];
  for (const [text, caps] of profiles) {
    const snapshot = await snapshotLiveServer({ ...spec, clientCapabilities: [...caps] }, options.limits, name);
    const id = guard.serverId ?? snapshot.serverInfo?.name ?? name;
    const unpinned = given ?? defaultUnpinned(lock, lockText !== void 0, guard.serverId);
    const r = guardToolsList(id, snapshot.tools, {
      lock,
      onChange,
      unpinned,
      idSelfDeclared: guard.serverId === void 0,
      lockMissing: lockText === void 0,
      clientCapabilities: caps
    });
    const code = r.code ?? (r.notice !== void 0 ? /^WARN ([A-Z_]+):/.exec(r.notice)?.[1] : void 0);
    out.push({
      profile: text,
      decision: r.decision,
      ...code ? { code } : {},
      ...r.notice ? { notice: r.notice } : {},
      toolCount: snapshot.tools.length
    });
  }
  return out;
}
function verdictLine(v) {
  return `a host declaring ${v.profile}: ${v.notice ?? `${v.decision} (${v.code ?? "no code"})`}`;
}

// src/run/trust.ts
var DEFAULT_CONFIGS = [".mcp.json", join(".vscode", "mcp.json"), join(".cursor", "mcp.json")];
async function runTrust(options = {}) {
  const cwd = options.cwd ?? process.cwd();
  const config = options.config ?? DEFAULT_CONFIGS.find((f) => existsSync(resolve2(cwd, f)));
  if (config === void 0) throw new ToolsealError("USAGE", `no --config given and none of ${DEFAULT_CONFIGS.join(", ")} here`);
  const file = resolve2(cwd, config);
  const lockFile = resolve2(cwd, options.lockFile ?? DEFAULT_LOCK_FILE);
  const { lock, text: lockText } = readLockIfAny(lockFile, options.lockFile === void 0 ? void 0 : "--lock");
  const servers = readMcpConfig(file, options.env ?? process.env).filter((s) => !s.disabled);
  const limits = options.limits ?? DEFAULT_LIMITS;
  const outcomes = await mapBounded(servers, CONFIG_CONCURRENCY, async (s) => {
    const snapFile = options.snapshotDir === void 0 ? void 0 : join(resolve2(cwd, options.snapshotDir), snapshotFileName(s.name));
    try {
      if (snapFile !== void 0 && existsSync(snapFile))
        return { name: s.name, ...readSnapshotFileWithDigests(snapFile), source: "snapshot" };
      if (s.error || !s.spec) throw s.error ?? new ToolsealError("INVALID_CONFIG", `${file}: server ${JSON.stringify(s.name)} is unusable`);
      return {
        name: s.name,
        ...await snapshotLiveServerWithDigests(s.spec, limits, s.name, void 0, { fields: true }),
        source: "live"
      };
    } catch (e) {
      const err = e instanceof ToolsealError ? e : new ToolsealError("SNAPSHOT_INCOMPLETE", String(e), { cause: e });
      return { name: s.name, error: err, source: "none" };
    }
  });
  const surfaces = [];
  const failures = [];
  for (const o of outcomes) {
    if (o.snapshot) surfaces.push({ serverId: o.name, tools: o.snapshot.tools, digests: o.digests });
    else failures.push({ serverId: o.name, code: o.error.code, message: o.error.message });
  }
  const result = checkServers(surfaces, lock, "warn", failures, { complete: true });
  const byId = new Map(result.servers.map((c) => [c.serverId, c]));
  const rows = servers.map((s, i) => {
    const outcome = outcomes[i];
    const c = byId.get(s.name);
    const wrapped = s.guard !== void 0;
    const spec = s.spec;
    const guardLockFile = s.guard ? guardLockPath(s.guard, cwd) : void 0;
    const guardLock = guardLockFile === void 0 ? void 0 : existsSync(guardLockFile) ? "found" : "missing";
    const guarded = wrapped && guardLock !== "missing";
    const lockNote = guardLock === void 0 ? {} : { guardLock };
    const transport = outcome.snapshot?.transport ?? (spec?.kind === "url" ? "url" : "stdio");
    if (!c) {
      return {
        id: s.name,
        transport,
        pinState: "failed",
        surface: null,
        manifestDigest: null,
        toolCount: null,
        changed: 0,
        widened: 0,
        verdict: "blocked",
        guarded,
        ...lockNote,
        source: "none",
        error: { code: outcome.error.code, message: outcome.error.message }
      };
    }
    return {
      id: s.name,
      transport,
      pinState: c.pinState,
      surface: c.manifestDigest ? c.manifestDigest.slice("sha256:".length, "sha256:".length + 12) : null,
      manifestDigest: c.manifestDigest,
      toolCount: c.toolCount,
      changed: c.changes.length,
      widened: c.changes.filter((x) => x.class === "widening").length,
      verdict: c.verdict,
      guarded,
      ...lockNote,
      source: outcome.source,
      ...c.volatile ? { volatile: c.volatile } : {}
    };
  });
  for (const c of result.servers) {
    if (c.pinState !== "missing") continue;
    rows.push({
      id: c.serverId,
      transport: null,
      pinState: "missing",
      surface: null,
      manifestDigest: null,
      toolCount: null,
      changed: c.changes.length,
      widened: 0,
      verdict: c.verdict,
      guarded: false,
      source: "none"
    });
  }
  const indexed = servers.map((s, i) => ({ s, row: rows[i] }));
  const decided = await mapBounded(indexed, CONFIG_CONCURRENCY, async ({ s, row }) => {
    if (!s.guard || !s.spec || row.source !== "live" || row.guardLock !== "found") return void 0;
    try {
      const verdicts = await guardVerdicts(s.name, s.spec, s.guard, { cwd, limits });
      return verdicts.filter((v) => v.decision === "block").map((v) => ({ profile: v.profile, code: v.code, notice: verdictLine(v) }));
    } catch (e) {
      const err = e instanceof ToolsealError ? e : new ToolsealError("SNAPSHOT_INCOMPLETE", String(e), { cause: e });
      return [{ profile: "any", code: err.code, notice: err.message }];
    }
  });
  let { exitCode, code } = result;
  decided.forEach((blocks, i) => {
    if (blocks === void 0 || blocks.length === 0) return;
    rows[i].guardBlocks = blocks;
    if (exitCode === EXIT.OK) {
      exitCode = EXIT.CHECK_FAILED;
      code = blocks[0].code;
    }
  });
  return { config, lockFile, lockFound: lockText !== void 0, rows, exitCode, code };
}

export {
  guardVerdicts,
  verdictLine,
  DEFAULT_CONFIGS,
  runTrust
};
