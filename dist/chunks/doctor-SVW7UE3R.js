#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DEFAULT_CONFIGS,
  guardedSpec
} from "./chunk-L6TNCJ3C.js";
import {
  isWrappedEntry
} from "./chunk-LL5QD7QF.js";
import {
  snapshotLiveServer
} from "./chunk-LIKPSNAP.js";
import "./chunk-TTRNSMVM.js";
import {
  limitsFromArgs
} from "./chunk-7E4M4ASZ.js";
import "./chunk-JMFE53JP.js";
import "./chunk-57VFICA3.js";
import "./chunk-OLZWRMIK.js";
import "./chunk-AXCTG6AC.js";
import {
  jsoncToJson,
  readMcpConfig
} from "./chunk-U7HPM7GG.js";
import "./chunk-ZW34SDBI.js";
import "./chunk-427KAWSJ.js";
import "./chunk-PIB7R2AN.js";
import {
  DEFAULT_LOCK_FILE,
  parseLock
} from "./chunk-6FTFZO54.js";
import "./chunk-4VBGHDNJ.js";
import "./chunk-4QG77VIH.js";
import "./chunk-PK3C2MYY.js";
import "./chunk-P2LBGSGT.js";
import {
  CONFIG_CONCURRENCY,
  mapBounded
} from "./chunk-3RLZ6TFM.js";
import {
  describeServer
} from "./chunk-MOS3NPBD.js";
import "./chunk-77K3TFLF.js";
import "./chunk-BNL4KH2J.js";
import "./chunk-EXI6RD3D.js";
import {
  escapeForTerminal,
  jsonForTerminal,
  quoteForTerminal
} from "./chunk-XWEAJENA.js";
import "./chunk-KZT2T64Z.js";
import {
  DEFAULT_LIMITS
} from "./chunk-YR4GKCYA.js";
import "./chunk-XPHSPXNA.js";
import "./chunk-BE5RWR6R.js";
import "./chunk-7CC65GER.js";
import "./chunk-G7R7JJA7.js";
import {
  readTextFile
} from "./chunk-HI3NE2TR.js";
import {
  parseJsonStrict
} from "./chunk-2KVDCRJB.js";
import {
  ToolsealError
} from "./chunk-5C6DIG5I.js";
import "./chunk-U7PF666Q.js";

// src/run/doctor.ts
const { spawn } = process.getBuiltinModule("node:child_process");
const { existsSync } = process.getBuiltinModule("node:fs");
const { isAbsolute, resolve } = process.getBuiltinModule("node:path");
var GUARD_VERSION_TIMEOUT_MS = 3e4;
var GUARD_VERSION_MAX_BYTES = 4096;
function guardVersion(command2, args, env, timeoutMs = GUARD_VERSION_TIMEOUT_MS) {
  return new Promise((done) => {
    let out = "";
    let settled = false;
    const finish = (r) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done(r);
    };
    const child = spawn(command2, [...args, "--version"], { env, stdio: ["ignore", "pipe", "pipe"] });
    const take = (chunk) => {
      if (out.length < GUARD_VERSION_MAX_BYTES) out += chunk.toString("utf8").slice(0, GUARD_VERSION_MAX_BYTES - out.length);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      finish({ ok: false, detail: `did not print its version within ${timeoutMs / 1e3}s` });
    }, timeoutMs);
    child.on("error", (e) => finish({ ok: false, detail: `does not start (${e.code ?? "error"})` }));
    child.on("close", (code) => {
      const first = out.split("\n").find((l) => l.trim() !== "")?.trim() ?? "";
      if (code === 0 && /^(toolseal )?\d+\.\d+\.\d+\S*$/.test(first))
        finish({ ok: true, detail: `toolseal ${first.replace(/^toolseal /, "")}` });
      else
        finish({
          ok: false,
          detail: code === 0 ? "printed no toolseal version" : `exited ${code ?? "on a signal"} (not a toolseal that runs)`
        });
    });
  });
}
function flagValue(guardArgs, flag) {
  const end = guardArgs.indexOf("--");
  const own = end < 0 ? guardArgs : guardArgs.slice(0, end);
  const i = own.indexOf(flag);
  return i >= 0 ? own[i + 1] : void 0;
}
async function runDoctor(options = {}) {
  const cwd = options.cwd ?? process.cwd();
  const env = options.env ?? process.env;
  const config = options.config ?? DEFAULT_CONFIGS.find((f) => existsSync(resolve(cwd, f)));
  if (config === void 0) throw new ToolsealError("USAGE", `no --config given and none of ${DEFAULT_CONFIGS.join(", ")} here`);
  const file = resolve(cwd, config);
  const raw = parseJsonStrict(jsoncToJson(readTextFile(file)), file);
  const entries = raw.mcpServers ?? raw.servers ?? {};
  const servers = readMcpConfig(file, env);
  const limits = options.limits ?? DEFAULT_LIMITS;
  const rows = await mapBounded(servers, CONFIG_CONCURRENCY, async (s) => {
    if (s.disabled) return { id: s.name, disabled: true, checks: [] };
    if (s.error || !s.spec)
      return {
        id: s.name,
        disabled: false,
        checks: [{ check: "config", ok: false, detail: (s.error ?? new ToolsealError("INVALID_CONFIG", "unusable entry")).message }]
      };
    const checks = [];
    const wrapped = isWrappedEntry(entries[s.name]);
    const spec = s.spec;
    checks.push({
      check: "wrapped",
      ok: wrapped,
      detail: wrapped ? "starts through toolseal guard" : "not wrapped: the host starts it directly (toolseal wrap)"
    });
    if (wrapped && spec.kind === "stdio") {
      const at = spec.args.indexOf("guard");
      const v = await guardVersion(spec.command, spec.args.slice(0, at), { ...env, ...spec.env ?? {} });
      checks.push({ check: "guard-starts", ok: v.ok, detail: v.detail });
      const guardArgs = spec.args.slice(at + 1);
      const lock = flagValue(guardArgs, "--lock");
      const id = flagValue(guardArgs, "--server-id") ?? s.name;
      if (lock === void 0 || !isAbsolute(lock)) {
        checks.push({
          check: "lock-pins",
          ok: false,
          detail: `${lock === void 0 ? `no --lock: the guard reads ${DEFAULT_LOCK_FILE}` : `--lock ${JSON.stringify(lock)} is relative:`} wherever the host starts it (toolseal wrap writes it absolute)`
        });
      } else if (!existsSync(lock)) {
        checks.push({
          check: "lock-pins",
          ok: false,
          detail: `${lock} does not exist (toolseal lock --config ${config} --all --lock ${lock})`
        });
      } else {
        try {
          const pinned = Object.hasOwn(parseLock(readTextFile(lock), lock).servers, id);
          checks.push({
            check: "lock-pins",
            ok: pinned,
            detail: pinned ? `${lock} pins ${JSON.stringify(id)}` : `${lock} does not pin ${JSON.stringify(id)}`
          });
        } catch (e) {
          checks.push({ check: "lock-pins", ok: false, detail: e instanceof Error ? e.message : String(e) });
        }
      }
    }
    const server = wrapped ? guardedSpec(spec) : spec;
    try {
      const snap = await snapshotLiveServer(server, limits, s.name);
      checks.push({ check: "server-answers", ok: true, detail: `${describeServer(server)} answered with ${snap.tools.length} tools` });
    } catch (e) {
      checks.push({ check: "server-answers", ok: false, detail: e instanceof Error ? e.message : String(e) });
    }
    return { id: s.name, disabled: false, checks };
  });
  const problems = rows.reduce((n, r) => n + r.checks.filter((c) => !c.ok).length, 0);
  return { config: file, node: process.version, servers: rows, problems, exitCode: problems > 0 ? 1 : 0 };
}

// src/cli/commands/doctor.ts
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
var command = {
  name: "doctor",
  summary: "per configured server: wrapped, its guard starts, its lock pins it, it answers",
  help: `Usage: toolseal doctor [--config FILE] [--json] [--timeout SECONDS]

Looks at each server of an MCP client config (default: the first of .mcp.json, .vscode/mcp.json,
.cursor/mcp.json here) as the host will start it:
  wrapped          the entry starts through toolseal guard (toolseal wrap)
  guard-starts     the guard command it names runs (its --version)
  lock-pins        the --lock it names is absolute, exists and pins the server's id
  server-answers   the server itself (behind the guard) starts and lists its tools within --timeout;
                   when it does not, the error says why (a server that exits or hangs: its last
                   stderr lines)
and prints the Node version toolseal runs on. Names, paths and errors only (an error may end with the
server's last stderr lines, redacted and escaped), never its tools' text.

Options:
  --config FILE        the client config
  --json               the result as JSON on stdout
  --timeout SECONDS    how long each server has to answer (default 60)

Exit codes: 0 no problem; 1 any problem (each is named); 2 usage or invalid input.`,
  options: {
    config: { type: "string" },
    json: { type: "boolean" },
    timeout: { type: "string" }
  },
  async run(ctx) {
    const result = await runDoctor({ config: str(ctx, "config"), cwd: ctx.io.cwd, env: ctx.io.env, limits: limitsFromArgs(ctx) });
    if (ctx.values.json) ctx.io.stdout(jsonForTerminal(result, 2) + "\n");
    else ctx.io.stdout(renderDoctorText(result));
    return result.exitCode;
  }
};
function renderDoctorText(r) {
  const lines = [`config ${quoteForTerminal(r.config)}`, `node ${r.node}`];
  for (const s of r.servers) {
    lines.push("", `server ${quoteForTerminal(s.id)}${s.disabled ? ": disabled, not started" : ""}`);
    for (const c of s.checks) lines.push(`  ${c.ok ? "ok     " : "PROBLEM"} ${c.check.padEnd(15)} ${escapeForTerminal(c.detail)}`);
  }
  lines.push("", r.problems === 0 ? "no problem found" : `${r.problems} problem(s) found`);
  return lines.join("\n") + "\n";
}
export {
  command
};
