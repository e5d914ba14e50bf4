#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DEFAULT_CONFIGS,
  guardVerdicts,
  verdictLine
} from "./chunk-S25YQUOC.js";
import {
  CONFIG_OPTIONS,
  HOST_HELP,
  configFromArgs
} from "./chunk-IWOIAGHE.js";
import {
  limitsFromArgs
} from "./chunk-WNLFIODO.js";
import {
  snapshotLiveServer
} from "./chunk-GX6IKV73.js";
import {
  containmentText,
  endWindowsTree,
  platformCommand
} from "./chunk-IEXZHQSF.js";
import "./chunk-L6UG65BW.js";
import "./chunk-7BQEWS6V.js";
import "./chunk-YCN4T47S.js";
import {
  readMcpConfig
} from "./chunk-DR3ZTNKJ.js";
import "./chunk-CKALECJ5.js";
import {
  parseConfigInputs
} from "./chunk-FU35O4WS.js";
import "./chunk-7RLMBLVP.js";
import "./chunk-6FD7CGU4.js";
import "./chunk-2BBBMDA3.js";
import "./chunk-655IOXHD.js";
import {
  parseLock
} from "./chunk-2QC7B3O2.js";
import "./chunk-WJCMUN64.js";
import "./chunk-RMWBLMFU.js";
import "./chunk-EKOVQJTT.js";
import {
  DEFAULT_LOCK_FILE
} from "./chunk-42CTSAXX.js";
import "./chunk-SEUMN4X2.js";
import "./chunk-V5IMACWJ.js";
import {
  CONFIG_CONCURRENCY,
  mapBounded
} from "./chunk-HKYXZG4F.js";
import "./chunk-XTTDHHZ3.js";
import {
  describeServer
} from "./chunk-QGAD6JC7.js";
import "./chunk-VCZRACRA.js";
import "./chunk-5U4ZAQTH.js";
import "./chunk-ZWUZ5AYI.js";
import "./chunk-67AH6TGB.js";
import "./chunk-P2LBGSGT.js";
import {
  escapeForTerminal,
  jsonForTerminal,
  quoteForTerminal
} from "./chunk-EFISWI7Y.js";
import "./chunk-HV23MNIH.js";
import {
  DEFAULT_LIMITS
} from "./chunk-5XTFMSJV.js";
import {
  countText
} from "./chunk-GJGWUCU6.js";
import "./chunk-F5ABW3UG.js";
import "./chunk-RAG7VAPI.js";
import "./chunk-5AXEYW3Q.js";
import "./chunk-SH3UB2NS.js";
import "./chunk-PKR3ABWI.js";
import "./chunk-LTUN2ZE5.js";
import {
  readTextFile
} from "./chunk-KQJFC54N.js";
import "./chunk-7SL4J55T.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/run/doctor.ts
const { spawn } = process.getBuiltinModule("node:child_process");
const { existsSync } = process.getBuiltinModule("node:fs");
const { isAbsolute, resolve } = process.getBuiltinModule("node:path");
var MIN_NODE = "22.22.2";
function nodeSupported(version) {
  const m = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!m) return false;
  const have = m.slice(1).map(Number);
  const need = MIN_NODE.split(".").map(Number);
  for (let i = 0; i < 3; i++) if (have[i] !== need[i]) return have[i] > need[i];
  return true;
}
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
    let started;
    try {
      started = platformCommand(command2, [...args, "--version"], { env });
    } catch (e) {
      done({ ok: false, detail: `does not start (${e.code ?? "error"})` });
      return;
    }
    const child = spawn(started.command, started.args, {
      env,
      stdio: ["ignore", "pipe", "pipe"],
      windowsHide: true,
      windowsVerbatimArguments: started.windowsVerbatimArguments
    });
    const take = (chunk) => {
      if (out.length < GUARD_VERSION_MAX_BYTES) out += chunk.toString("utf8").slice(0, GUARD_VERSION_MAX_BYTES - out.length);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    const timer = setTimeout(() => {
      if (process.platform === "win32" && child.pid !== void 0) void endWindowsTree(child.pid).finally(() => child.kill("SIGKILL"));
      else child.kill("SIGKILL");
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
async function guardDecides(name, spec, guard, cwd, limits) {
  try {
    const verdicts = await guardVerdicts(name, spec, guard, { cwd, limits });
    const blocked = verdicts.filter((v) => v.decision === "block");
    if (blocked.length > 0) return blocked.map((v) => ({ check: "guard-decides", ok: false, detail: verdictLine(v) }));
    const warned = verdicts.filter((v) => v.code !== void 0);
    const profiles = verdicts.map((v) => v.profile).join(", ");
    return [
      {
        check: "guard-decides",
        ok: true,
        detail: `the guard serves every tool to a host declaring ${profiles}${warned.length > 0 ? `; ${warned.map(verdictLine).join("; ")}` : ""}`
      }
    ];
  } catch (e) {
    return [{ check: "guard-decides", ok: false, detail: e instanceof Error ? e.message : String(e) }];
  }
}
async function runDoctor(options = {}) {
  const cwd = options.cwd ?? process.cwd();
  const env = options.env ?? process.env;
  const config = options.config ?? DEFAULT_CONFIGS.find((f) => existsSync(resolve(cwd, f)));
  if (config === void 0) throw new ToolsealError("USAGE", `no --config given and none of ${DEFAULT_CONFIGS.join(", ")} here`);
  const file = resolve(cwd, config);
  const servers = readMcpConfig(file, env, void 0, { inputs: options.inputs });
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
    const guard = s.guard;
    const spec = s.spec;
    checks.push({
      check: "wrapped",
      ok: guard !== void 0,
      detail: guard ? "starts through toolseal guard" : "not wrapped: the host starts it directly (toolseal wrap)"
    });
    if (guard) {
      const v = await guardVersion(guard.launcher.command, guard.launcher.args, { ...env, ...guard.env ?? {} });
      checks.push({ check: "guard-starts", ok: v.ok, detail: v.detail });
      const lock = guard.lock;
      const id = guard.serverId ?? s.name;
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
    try {
      const snap = await snapshotLiveServer(spec, limits, s.name);
      checks.push({
        check: "server-answers",
        ok: true,
        detail: `${describeServer(spec)} answered with ${countText(snap.tools.length, "tool")}`
      });
    } catch (e) {
      checks.push({ check: "server-answers", ok: false, detail: e instanceof Error ? e.message : String(e) });
      return { id: s.name, disabled: false, checks };
    }
    if (guard) checks.push(...await guardDecides(s.name, spec, guard, cwd, limits));
    return { id: s.name, disabled: false, checks };
  });
  const node = options.nodeVersion ?? process.version;
  const supported = nodeSupported(node);
  const problems = rows.reduce((n, r) => n + r.checks.filter((c) => !c.ok).length, supported ? 0 : 1);
  return {
    config: file,
    node,
    nodeSupported: supported,
    containment: containmentText(),
    servers: rows,
    problems,
    exitCode: problems > 0 ? 1 : 0
  };
}

// src/cli/commands/doctor.ts
var command = {
  name: "doctor",
  summary: "per configured server: wrapped, its guard starts, its lock pins it, it answers",
  help: `Usage: toolseal doctor [--config FILE | --host NAME] [--input ID=VALUE]... [--json] [--timeout SECONDS]

Looks at each server of an MCP client config (default: the first of .mcp.json, .vscode/mcp.json,
.cursor/mcp.json here) as the host will start it:
  wrapped          the entry starts through toolseal guard (toolseal wrap)
  guard-starts     the guard command it names runs (its --version)
  lock-pins        the --lock it names is absolute, exists and pins the server's id
  server-answers   the server itself (behind the guard) starts and lists its tools within --timeout;
                   when it does not, the error says why (a server that exits or hangs: its last
                   stderr lines)
  guard-decides    the guard's own decision on that list, for a host declaring no capabilities, one
                   declaring roots, and each profile the lock pins: a host it withholds every tool from
                   is a problem, named with the guard's code (PRIVILEGE_WIDENING, NOT_PINNED, ...)
and prints the Node version toolseal runs on (older than \${MIN_NODE}, package.json's engines, it is a
problem), and how this machine holds each server's processes:
"server processes: PID namespace" (Linux, unshare: every process a server starts ends with it) or
"descendants by sampling" (a daemon that re-parents within 250 ms may outlive the server), or on Windows
"ended as a tree by taskkill /T /F" (a process whose parent ended first may outlive it). Names, paths and errors only (an error may end with the
server's last stderr lines, redacted and escaped), never its tools' text.

Options:
  --config FILE        the client config, in any host's format (docs/formats.md)
  ${HOST_HELP}
  --input ID=VALUE     the value of a VS Code config's \${input:ID} (repeatable; a secret)
  --json               the result as JSON on stdout
  --timeout SECONDS    how long each server has to answer (default 60)

Exit codes: 0 no problem; 1 any problem (each is named); 2 usage or invalid input.`,
  options: {
    ...CONFIG_OPTIONS,
    json: { type: "boolean" },
    timeout: { type: "string" },
    input: { type: "string", multiple: true }
  },
  async run(ctx) {
    const given = ctx.values.input;
    const inputs = Array.isArray(given) && given.length > 0 ? parseConfigInputs(given) : void 0;
    const result = await runDoctor({ config: configFromArgs(ctx), cwd: ctx.io.cwd, env: ctx.io.env, limits: limitsFromArgs(ctx), inputs });
    if (ctx.values.json) ctx.io.stdout(jsonForTerminal(result, 2) + "\n");
    else ctx.io.stdout(renderDoctorText(result));
    return result.exitCode;
  }
};
function renderDoctorText(r) {
  const node = r.nodeSupported ? `node ${r.node}` : `PROBLEM node ${r.node}: toolseal needs Node ${MIN_NODE} or later (package.json engines)`;
  const lines = [`config ${quoteForTerminal(r.config)}`, escapeForTerminal(node), escapeForTerminal(r.containment)];
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
