#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runTrust
} from "./chunk-S25YQUOC.js";
import {
  CONFIG_OPTIONS,
  HOST_HELP,
  configFromArgs
} from "./chunk-IWOIAGHE.js";
import {
  limitsFromArgs
} from "./chunk-WNLFIODO.js";
import "./chunk-GX6IKV73.js";
import "./chunk-IEXZHQSF.js";
import "./chunk-L6UG65BW.js";
import "./chunk-7BQEWS6V.js";
import "./chunk-YCN4T47S.js";
import "./chunk-DR3ZTNKJ.js";
import "./chunk-CKALECJ5.js";
import "./chunk-FU35O4WS.js";
import "./chunk-7RLMBLVP.js";
import "./chunk-6FD7CGU4.js";
import "./chunk-2BBBMDA3.js";
import "./chunk-655IOXHD.js";
import "./chunk-2QC7B3O2.js";
import "./chunk-WJCMUN64.js";
import {
  volatileNote
} from "./chunk-RMWBLMFU.js";
import "./chunk-EKOVQJTT.js";
import {
  DEFAULT_LOCK_FILE
} from "./chunk-42CTSAXX.js";
import "./chunk-SEUMN4X2.js";
import "./chunk-V5IMACWJ.js";
import "./chunk-HKYXZG4F.js";
import "./chunk-XTTDHHZ3.js";
import "./chunk-QGAD6JC7.js";
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
import "./chunk-5XTFMSJV.js";
import "./chunk-GJGWUCU6.js";
import "./chunk-F5ABW3UG.js";
import "./chunk-RAG7VAPI.js";
import "./chunk-5AXEYW3Q.js";
import "./chunk-SH3UB2NS.js";
import "./chunk-PKR3ABWI.js";
import "./chunk-LTUN2ZE5.js";
import "./chunk-KQJFC54N.js";
import "./chunk-7SL4J55T.js";
import {
  messageBesideServer,
  oneLine
} from "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/cli/commands/trust.ts
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
var command = {
  name: "trust",
  summary: "one row per configured server: transport, pin state, surface, changes, and whether it runs behind the guard",
  help: `Usage: toolseal trust [--config FILE | --host NAME] [--lock FILE] [--snapshot-dir DIR] [--json]
                      [--timeout SECONDS] [--max-pages N] [--max-bytes N] [--max-tools N]

The trust view of an MCP client config (.mcp.json, .vscode/mcp.json, claude_desktop_config.json,
.cursor/mcp.json; default: the first of .mcp.json, .vscode/mcp.json, .cursor/mcp.json here): one row per
configured server with its id, transport, pin state against the lock (unpinned, matched, changed, missing,
failed), MANIFEST (the manifest digest's first 12 hex digits), tool count, how many tools changed and
how many widened their own privileges, and whether the config already starts it through toolseal guard
(toolseal wrap). A server that is wrapped is looked at behind the guard: the server itself is snapshotted,
and the guard's own decision on its list is made for a host declaring no capabilities, one declaring
roots, and each profile the lock pins; each host it withholds every tool from is named with its code.

Each server's surface comes from DIR/<server id>.snapshot.json when --snapshot-dir holds one, else from
the live server (a few at a time, each within the bounds). Names and digests only, never server text.

Options:
  --config FILE        the client config
  ${HOST_HELP}
  --lock FILE          the lock (default ${DEFAULT_LOCK_FILE}, may be absent; a --lock that does not exist is exit 2)
  --snapshot-dir DIR   snapshots to use instead of starting the servers
  --json               the rows as JSON on stdout

Exit codes as toolseal check: 0 ok; 3 a tool widened its own privileges; 4 a server could not be
snapshotted completely; 2 usage or invalid input; 1 also when a wrapped server's guard withholds its tools
from a host.`,
  options: {
    ...CONFIG_OPTIONS,
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
      config: configFromArgs(ctx),
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
  for (const r of result.rows)
    for (const b of r.guardBlocks ?? [])
      out.push(`${quoteForTerminal(r.id)}: its guard withholds every tool from ${escapeForTerminal(oneLine(b.notice))}`);
  for (const r of result.rows)
    if (r.guardLock === "missing")
      out.push(`${quoteForTerminal(r.id)}: wrapped, but the lock its guard reads does not exist: the guard pins nothing`);
  for (const r of result.rows) if (r.volatile) out.push(`${quoteForTerminal(r.id)}: ${escapeForTerminal(volatileNote(r.volatile))}`);
  for (const r of result.rows)
    if (r.error)
      out.push(`${quoteForTerminal(r.id)}: ${r.error.code}: ${escapeForTerminal(oneLine(messageBesideServer(r.id, r.error.message)))}`);
  if (result.exitCode !== 0) out.push(`toolseal trust: exit ${result.exitCode} (${result.code})`);
  return out.join("\n") + "\n";
}
export {
  command
};
