#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  runLock
} from "./chunk-UDVD4WQS.js";
import {
  renderChangesText,
  serverNotes
} from "./chunk-OLRZXFWI.js";
import {
  DEFAULT_LOCK_FILE
} from "./chunk-DOT7KQOW.js";
import {
  SERVER_HELP,
  SERVER_OPTIONS,
  limitsFromArgs,
  serverSpecFromArgs
} from "./chunk-Z7UP6MI3.js";
import "./chunk-3GXRCH7N.js";
import "./chunk-OFQP72NY.js";
import "./chunk-HIWTBTEM.js";
import {
  jsonForTerminal,
  quoteForTerminal
} from "./chunk-IJ3MTGEZ.js";
import "./chunk-7KBQDUXF.js";
import "./chunk-GWAKX252.js";
import "./chunk-QQZW3NA6.js";
import "./chunk-RV2GY3DS.js";
import "./chunk-R2T6IZ3G.js";

// src/cli/commands/lock.ts
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
var command = {
  name: "lock",
  summary: "pin a server's tool surface in mcp-tools.lock (re-pinning needs --update)",
  help: `Usage: toolseal lock SERVER | --snapshot FILE [--lock FILE] [--update] [--snapshot-dir DIR]

Pins each server's tool surface in the lock (SPEC \xA74): per tool its digest, its field digests and its
four effective hints; no description or schema text. A server not in the lock is added. A server whose
pin differs is re-pinned only with --update; without it nothing is written, what would change is
printed, and the exit code is 1 (LOCK_WOULD_CHANGE). Writes are atomic (temp file and rename).

Options:
  --lock FILE          the lock (default ${DEFAULT_LOCK_FILE})
  --update             re-pin servers whose surface changed
  --snapshot-dir DIR   keep each pinned server's snapshot here (<server id>.snapshot.json), the reviewed
                       snapshot check uses for JSON Pointers
  --json               the outcome as JSON on stdout

${SERVER_HELP}`,
  options: {
    ...SERVER_OPTIONS,
    lock: { type: "string" },
    update: { type: "boolean" },
    "snapshot-dir": { type: "string" },
    json: { type: "boolean" }
  },
  async run(ctx) {
    const run = await runLock({
      server: serverSpecFromArgs(ctx),
      limits: limitsFromArgs(ctx),
      lockFile: str(ctx, "lock"),
      update: ctx.values.update === true,
      snapshotDir: str(ctx, "snapshot-dir"),
      cwd: ctx.io.cwd
    });
    if (ctx.values.json) {
      const servers = run.servers.map((s) => ({
        serverId: s.serverId,
        idSelfDeclared: s.check.idSelfDeclared,
        action: s.action,
        manifestDigest: s.check.manifestDigest,
        toolCount: s.check.toolCount,
        changes: s.check.changes.map(({ text: _t, ...c }) => c)
      }));
      ctx.io.stdout(jsonForTerminal({ lockFile: run.lockFile, written: run.written, exitCode: run.exitCode, code: run.code, servers }, 2) + "\n");
    } else {
      const color = ctx.io.isTTY && !ctx.io.env.NO_COLOR;
      let out = "";
      for (const s of run.servers) {
        const what = s.action === "would-change" ? "pin differs (not re-pinned: use --update)" : s.action;
        out += `server ${quoteForTerminal(s.serverId)}: ${what} (${s.check.toolCount} tool${s.check.toolCount === 1 ? "" : "s"}, ${s.check.manifestDigest})
`;
        if (s.action === "would-change" || s.action === "updated") out += renderChangesText(s.check, { color });
        for (const n of serverNotes(s.check)) out += `  note: ${n}
`;
      }
      out += run.written ? `wrote ${run.lockFile}
` : `${run.lockFile} unchanged
`;
      ctx.io.stdout(out);
    }
    if (run.code) {
      ctx.io.stderr(`toolseal: ${run.code}: ${run.lockFile}: a pin would change; review the changes above, then run again with --update
`);
    }
    return run.exitCode;
  }
};
export {
  command
};
