#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  isWrappedEntry
} from "./chunk-WVVP7L3C.js";
import {
  jsoncToJson,
  readMcpConfig
} from "./chunk-PPFBEDCM.js";
import "./chunk-OLZWRMIK.js";
import {
  readLockIfAny
} from "./chunk-WX2VXDHI.js";
import {
  checkServers
} from "./chunk-KS5M7SZV.js";
import {
  DEFAULT_LOCK_FILE,
  snapshotFileName
} from "./chunk-EEYPTXYE.js";
import {
  snapshotLiveServer
} from "./chunk-XS2AZFII.js";
import "./chunk-OAF5PTSN.js";
import {
  limitsFromArgs
} from "./chunk-ADJ3PAOP.js";
import "./chunk-P2LBGSGT.js";
import {
  CONFIG_CONCURRENCY,
  mapBounded,
  readSnapshotFile
} from "./chunk-OVQC7V7B.js";
import "./chunk-ZJAOUQHE.js";
import {
  jsonForTerminal,
  quoteForTerminal
} from "./chunk-FWTDHL3Z.js";
import "./chunk-JJ2MYPIP.js";
import {
  DEFAULT_LIMITS
} from "./chunk-EPNPETOJ.js";
import "./chunk-T6GRD6ZC.js";
import "./chunk-P25ZVLCS.js";
import {
  readTextFile
} from "./chunk-SIYGQJDO.js";
import {
  parseJsonStrict
} from "./chunk-2HPGVTBN.js";
import {
  ToolsealError
} from "./chunk-UQQWLFOE.js";
import "./chunk-U7PF666Q.js";

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
    const [command2, ...rest] = args.slice(dashdash + 1);
    if (command2 !== void 0) return { ...spec, command: command2, args: rest };
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
async function runTrust(options = {}) {
  const cwd = options.cwd ?? process.cwd();
  const config = options.config ?? DEFAULT_CONFIGS.find((f) => existsSync(resolve(cwd, f)));
  if (config === void 0) throw new ToolsealError("USAGE", `no --config given and none of ${DEFAULT_CONFIGS.join(", ")} here`);
  const file = resolve(cwd, config);
  const lockFile = resolve(cwd, options.lockFile ?? DEFAULT_LOCK_FILE);
  const { lock, text: lockText } = readLockIfAny(lockFile);
  const raw = parseJsonStrict(jsoncToJson(readTextFile(file)), file);
  const entries = raw.mcpServers ?? raw.servers ?? {};
  const servers = readMcpConfig(file, options.env ?? process.env).filter((s) => !s.disabled);
  const limits = options.limits ?? DEFAULT_LIMITS;
  const outcomes = await mapBounded(servers, CONFIG_CONCURRENCY, async (s) => {
    const snapFile = options.snapshotDir === void 0 ? void 0 : join(resolve(cwd, options.snapshotDir), snapshotFileName(s.name));
    try {
      if (snapFile !== void 0 && existsSync(snapFile)) return { name: s.name, snapshot: readSnapshotFile(snapFile), source: "snapshot" };
      if (s.error || !s.spec) throw s.error ?? new ToolsealError("INVALID_CONFIG", `${file}: server ${JSON.stringify(s.name)} is unusable`);
      const spec = isWrappedEntry(entries[s.name]) ? guardedSpec(s.spec) : s.spec;
      return { name: s.name, snapshot: await snapshotLiveServer(spec, limits, s.name), source: "live" };
    } catch (e) {
      const err = e instanceof ToolsealError ? e : new ToolsealError("SNAPSHOT_INCOMPLETE", String(e), { cause: e });
      return { name: s.name, error: err, source: "none" };
    }
  });
  const surfaces = [];
  const failures = [];
  const snapshots = /* @__PURE__ */ new Map();
  for (const o of outcomes) {
    if (o.snapshot) {
      surfaces.push({ serverId: o.name, tools: o.snapshot.tools });
      snapshots.set(o.name, o.snapshot);
    } else failures.push({ serverId: o.name, code: o.error.code, message: o.error.message });
  }
  const result = checkServers(surfaces, lock, "warn", failures, { complete: true });
  const byId = new Map(result.servers.map((c) => [c.serverId, c]));
  const rows = servers.map((s, i) => {
    const outcome = outcomes[i];
    const c = byId.get(s.name);
    const guarded = isWrappedEntry(entries[s.name]);
    const spec = s.spec && guarded ? guardedSpec(s.spec) : s.spec;
    const transport = outcome.snapshot?.transport ?? (spec?.kind === "url" ? "url" : "stdio");
    if (!c) {
      return { id: s.name, transport, pinState: "failed", surface: null, manifestDigest: null, toolCount: null, changed: 0, widened: 0, verdict: "blocked", guarded, source: "none", error: { code: outcome.error.code, message: outcome.error.message } };
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
      source: outcome.source
    };
  });
  for (const c of result.servers) {
    if (c.pinState !== "missing") continue;
    rows.push({ id: c.serverId, transport: null, pinState: "missing", surface: null, manifestDigest: null, toolCount: null, changed: c.changes.length, widened: 0, verdict: c.verdict, guarded: false, source: "none" });
  }
  return { config, lockFile, lockFound: lockText !== void 0, rows, exitCode: result.exitCode, code: result.code };
}

// src/cli/commands/trust.ts
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
var command = {
  name: "trust",
  summary: "one row per configured server: transport, pin state, surface, changes, and whether it runs behind the guard",
  help: `Usage: toolseal trust [--config FILE] [--lock FILE] [--snapshot-dir DIR] [--json]
                      [--timeout SECONDS] [--max-pages N] [--max-bytes N] [--max-tools N]

The trust view of an MCP client config (.mcp.json, .vscode/mcp.json, claude_desktop_config.json,
.cursor/mcp.json; default: the first of .mcp.json, .vscode/mcp.json, .cursor/mcp.json here): one row per
configured server with its id, transport, pin state against the lock (unpinned, matched, changed, missing,
failed), surface digest (the manifest digest's first 12 hex digits), tool count, how many tools changed and
how many widened their own privileges, and whether the config already starts it through toolseal guard
(toolseal wrap). A server that is wrapped is looked at behind the guard: the server itself is snapshotted.

Each server's surface comes from DIR/<server id>.snapshot.json when --snapshot-dir holds one, else from
the live server (a few at a time, each within the bounds). Names and digests only, never server text.

Options:
  --config FILE        the client config
  --lock FILE          the lock (default ${DEFAULT_LOCK_FILE}; missing: every server unpinned)
  --snapshot-dir DIR   snapshots to use instead of starting the servers
  --json               the rows as JSON on stdout

Exit codes as toolseal check: 0 ok; 3 a tool widened its own privileges; 4 a server could not be
snapshotted completely; 2 usage or invalid input.`,
  options: {
    config: { type: "string" },
    lock: { type: "string" },
    "snapshot-dir": { type: "string" },
    json: { type: "boolean" },
    timeout: { type: "string" },
    "max-pages": { type: "string" },
    "max-bytes": { type: "string" },
    "max-tools": { type: "string" }
  },
  async run(ctx) {
    const result = await runTrust({
      config: str(ctx, "config"),
      lockFile: str(ctx, "lock"),
      snapshotDir: str(ctx, "snapshot-dir"),
      limits: limitsFromArgs(ctx),
      env: ctx.io.env,
      cwd: ctx.io.cwd
    });
    if (ctx.values.json) ctx.io.stdout(jsonForTerminal(result, 2) + "\n");
    else ctx.io.stdout(renderTrustText(result));
    return result.exitCode;
  }
};
function renderTrustText(result) {
  const head = ["SERVER", "TRANSPORT", "PIN", "SURFACE", "TOOLS", "CHANGED", "WIDENED", "GUARDED"];
  const rows = result.rows.map((r) => [
    quoteForTerminal(r.id),
    r.transport ?? "-",
    r.pinState + (r.error ? ` (${r.error.code})` : ""),
    r.surface ?? "-",
    r.toolCount === null ? "-" : String(r.toolCount),
    String(r.changed),
    String(r.widened),
    r.guarded ? "yes" : "no"
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join("  ").trimEnd();
  const out = [line(head), ...rows.map(line)];
  if (result.rows.length === 0) out.push("(no server configured)");
  if (!result.lockFound) out.push(`no lock file at ${result.lockFile}: every server is unpinned`);
  for (const r of result.rows) if (r.error) out.push(`${quoteForTerminal(r.id)}: ${r.error.code}: ${quoteForTerminal(r.error.message)}`);
  if (result.exitCode !== 0) out.push(`toolseal trust: exit ${result.exitCode} (${result.code})`);
  return out.join("\n") + "\n";
}
export {
  command,
  renderTrustText
};
