#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  isWrappedEntry
} from "./chunk-LL5QD7QF.js";
import {
  snapshotLiveServerWithDigests
} from "./chunk-LIKPSNAP.js";
import {
  jsoncToJson,
  readMcpConfig
} from "./chunk-U7HPM7GG.js";
import {
  readLockIfAny
} from "./chunk-427KAWSJ.js";
import {
  snapshotFileName
} from "./chunk-PIB7R2AN.js";
import {
  DEFAULT_LOCK_FILE,
  checkServers
} from "./chunk-6FTFZO54.js";
import {
  CONFIG_CONCURRENCY,
  mapBounded,
  readSnapshotFileWithDigests
} from "./chunk-3RLZ6TFM.js";
import {
  DEFAULT_LIMITS
} from "./chunk-YR4GKCYA.js";
import {
  readTextFile
} from "./chunk-HI3NE2TR.js";
import {
  parseJsonStrict
} from "./chunk-2KVDCRJB.js";
import {
  ToolsealError
} from "./chunk-5C6DIG5I.js";

// src/run/trust.ts
const { existsSync } = process.getBuiltinModule("node:fs");
const { join, resolve } = process.getBuiltinModule("node:path");
var DEFAULT_CONFIGS = [".mcp.json", join(".vscode", "mcp.json"), join(".cursor", "mcp.json")];
function guardedSpec(spec) {
  if (spec.kind !== "stdio") return spec;
  const at = spec.args.indexOf("guard");
  if (at < 0) return spec;
  const args = spec.args.slice(at + 1);
  const dashdash = args.indexOf("--");
  if (dashdash >= 0) {
    const [command, ...rest] = args.slice(dashdash + 1);
    if (command !== void 0) return { ...spec, command, args: rest };
  }
  const value = (flag) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : void 0;
  };
  const url = value("--url");
  if (url === void 0) return spec;
  const headers = {};
  args.forEach((a, i) => {
    if (a !== "--header" || args[i + 1] === void 0) return;
    const h = args[i + 1];
    const colon = h.indexOf(":");
    if (colon > 0) headers[h.slice(0, colon).trim()] = h.slice(colon + 1).trim();
  });
  const t = value("--transport");
  return { kind: "url", url, transport: t === "http" || t === "sse" ? t : "auto", headers, secrets: spec.secrets };
}
function guardLockPath(spec, cwd) {
  if (spec.kind !== "stdio") return void 0;
  const at = spec.args.indexOf("guard");
  if (at < 0) return void 0;
  const own = spec.args.slice(at + 1);
  const end = own.indexOf("--");
  const args = end >= 0 ? own.slice(0, end) : own;
  let lock;
  args.forEach((a, i) => {
    if (a === "--lock" && args[i + 1] !== void 0) lock = args[i + 1];
    else if (a.startsWith("--lock=")) lock = a.slice("--lock=".length);
  });
  return resolve(cwd, spec.cwd ?? ".", lock ?? DEFAULT_LOCK_FILE);
}
async function runTrust(options = {}) {
  const cwd = options.cwd ?? process.cwd();
  const config = options.config ?? DEFAULT_CONFIGS.find((f) => existsSync(resolve(cwd, f)));
  if (config === void 0) throw new ToolsealError("USAGE", `no --config given and none of ${DEFAULT_CONFIGS.join(", ")} here`);
  const file = resolve(cwd, config);
  const lockFile = resolve(cwd, options.lockFile ?? DEFAULT_LOCK_FILE);
  const { lock, text: lockText } = readLockIfAny(lockFile, options.lockFile === void 0 ? void 0 : "--lock");
  const raw = parseJsonStrict(jsoncToJson(readTextFile(file)), file);
  const entries = raw.mcpServers ?? raw.servers ?? {};
  const servers = readMcpConfig(file, options.env ?? process.env).filter((s) => !s.disabled);
  const limits = options.limits ?? DEFAULT_LIMITS;
  const outcomes = await mapBounded(servers, CONFIG_CONCURRENCY, async (s) => {
    const snapFile = options.snapshotDir === void 0 ? void 0 : join(resolve(cwd, options.snapshotDir), snapshotFileName(s.name));
    try {
      if (snapFile !== void 0 && existsSync(snapFile))
        return { name: s.name, ...readSnapshotFileWithDigests(snapFile), source: "snapshot" };
      if (s.error || !s.spec) throw s.error ?? new ToolsealError("INVALID_CONFIG", `${file}: server ${JSON.stringify(s.name)} is unusable`);
      const spec = isWrappedEntry(entries[s.name]) ? guardedSpec(s.spec) : s.spec;
      return {
        name: s.name,
        ...await snapshotLiveServerWithDigests(spec, limits, s.name, void 0, { fields: true }),
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
    const wrapped = isWrappedEntry(entries[s.name]);
    const spec = s.spec && wrapped ? guardedSpec(s.spec) : s.spec;
    const guardLockFile = wrapped && s.spec ? guardLockPath(s.spec, cwd) : void 0;
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
      source: outcome.source
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
  return { config, lockFile, lockFound: lockText !== void 0, rows, exitCode: result.exitCode, code: result.code };
}

export {
  DEFAULT_CONFIGS,
  guardedSpec,
  runTrust
};
