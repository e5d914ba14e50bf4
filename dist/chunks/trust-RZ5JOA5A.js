#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runTrust
} from "./chunk-XFBADRI4.js";
import "./chunk-AOCHK6ZJ.js";
import "./chunk-WDTNCS42.js";
import "./chunk-2EK2CFU3.js";
import "./chunk-NDXKVZGU.js";
import "./chunk-EV33YVET.js";
import "./chunk-ZZLQO3GL.js";
import "./chunk-O242LUE6.js";
import "./chunk-E74L5AIT.js";
import "./chunk-GYI5JCDT.js";
import "./chunk-EVTXYRAW.js";
import "./chunk-IJVFJBIG.js";
import {
  DEFAULT_LOCK_FILE
} from "./chunk-3ZEXSF36.js";
import "./chunk-Y2L75A2A.js";
import "./chunk-43WI5P3V.js";
import {
  limitsFromArgs
} from "./chunk-ZJLZQFJX.js";
import "./chunk-JMFE53JP.js";
import "./chunk-P2LBGSGT.js";
import "./chunk-U7SP6HRI.js";
import "./chunk-QYYXDIFC.js";
import "./chunk-O7DCC2E6.js";
import "./chunk-6HRYEFYW.js";
import {
  escapeForTerminal,
  jsonForTerminal,
  quoteForTerminal
} from "./chunk-SBWAAWYT.js";
import "./chunk-5WEVQQK3.js";
import "./chunk-HL6XLGMR.js";
import "./chunk-RGJ45JDJ.js";
import "./chunk-R6YOWKZS.js";
import "./chunk-TNXUU5SN.js";
import "./chunk-G7R7JJA7.js";
import "./chunk-2DTNLWI7.js";
import "./chunk-P4KGYLL3.js";
import {
  oneLine
} from "./chunk-LVLWJUM5.js";
import "./chunk-U7PF666Q.js";

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
failed), MANIFEST (the manifest digest's first 12 hex digits), tool count, how many tools changed and
how many widened their own privileges, and whether the config already starts it through toolseal guard
(toolseal wrap). A server that is wrapped is looked at behind the guard: the server itself is snapshotted.

Each server's surface comes from DIR/<server id>.snapshot.json when --snapshot-dir holds one, else from
the live server (a few at a time, each within the bounds). Names and digests only, never server text.

Options:
  --config FILE        the client config
  --lock FILE          the lock (default ${DEFAULT_LOCK_FILE}, may be absent; a --lock that does not exist is exit 2)
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
  const head = ["SERVER", "TRANSPORT", "PIN", "MANIFEST", "TOOLS", "CHANGED", "WIDENED", "GUARDED"];
  const rows = result.rows.map((r) => [
    quoteForTerminal(r.id),
    r.transport ?? "-",
    r.pinState + (r.error ? ` (${r.error.code})` : ""),
    r.surface ?? "-",
    r.toolCount === null ? "-" : String(r.toolCount),
    String(r.changed),
    String(r.widened),
    r.guardLock === "missing" ? "no (lock missing)" : r.guarded ? "yes" : "no"
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join("  ").trimEnd();
  const out = [line(head), ...rows.map(line)];
  if (result.rows.length === 0) out.push("(no server configured)");
  if (!result.lockFound) out.push(`no lock file at ${result.lockFile}: every server is unpinned`);
  for (const r of result.rows) if (r.guardLock === "missing") out.push(`${quoteForTerminal(r.id)}: wrapped, but the lock its guard reads does not exist: the guard pins nothing`);
  for (const r of result.rows) if (r.error) out.push(`${quoteForTerminal(r.id)}: ${r.error.code}: ${escapeForTerminal(oneLine(r.error.message))}`);
  if (result.exitCode !== 0) out.push(`toolseal trust: exit ${result.exitCode} (${result.code})`);
  return out.join("\n") + "\n";
}
export {
  command
};
