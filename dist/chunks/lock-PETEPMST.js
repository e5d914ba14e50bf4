#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runLock
} from "./chunk-7KKKULYJ.js";
import "./chunk-X3PURUO6.js";
import "./chunk-PKYAPEKE.js";
import {
  renderChangesText
} from "./chunk-3PIIKJIT.js";
import {
  serverNotes
} from "./chunk-45HICMOA.js";
import {
  SERVER_HELP,
  SERVER_OPTIONS,
  limitsFromArgs,
  serverSpecFromArgs
} from "./chunk-ROTROSTV.js";
import "./chunk-TQMV545X.js";
import "./chunk-24PH2KJJ.js";
import "./chunk-YTFINCFQ.js";
import "./chunk-P2LBGSGT.js";
import {
  DEFAULT_LOCK_FILE
} from "./chunk-VJ7RTCTZ.js";
import {
  escapeForTerminal,
  jsonForTerminal,
  quoteForTerminal
} from "./chunk-FWTDHL3Z.js";
import "./chunk-F6VEFNZ2.js";
import "./chunk-UCKUHLZO.js";
import "./chunk-WRJAEJUV.js";
import "./chunk-7VE3NFVE.js";
import "./chunk-C24GIXSF.js";
import "./chunk-GAFI6HQC.js";
import {
  oneLine
} from "./chunk-C3AUUPBY.js";
import "./chunk-U7PF666Q.js";

// src/cli/commands/lock.ts
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
var command = {
  name: "lock",
  summary: "pin a server's tool surface in mcp-tools.lock (re-pinning needs --update)",
  help: `Usage: toolseal lock SERVER | --snapshot FILE [--lock FILE] [--update] [--snapshot-dir DIR]

Pins each server's tool surface in the lock (docs/formats.md): per tool its digest, its field digests and its
four effective hints; no description or schema text. A server not in the lock is added. A server whose
pin differs is re-pinned only with --update; without it nothing is written, what would change is
printed, and the exit code is 1 (LOCK_WOULD_CHANGE). Writes are atomic (temp file and rename) and
serialized: a run holds <lock>.lock while it re-reads the lock and merges its pins, so parallel runs on
one lock lose none. With --config FILE --all, the servers that could be snapshotted are pinned, each
failure is named, and the exit code is the worst (4 over 2 over 1); "disabled": true entries are skipped.
Beside the tools it pins the digests of the server's instructions, prompts and resource templates; an
entry of an older lock that pins the tools only gains them (without --update) when its tools match.

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
        changes: s.check.changes.map(({ text: _t, ...c }) => c),
        carrierChanges: s.check.carrierChanges.map(({ text: _t, ...c }) => c)
      }));
      const failures = run.failures.map((f) => ({ serverId: f.serverId, code: f.code, message: f.message }));
      ctx.io.stdout(jsonForTerminal({ lockFile: run.lockFile, written: run.written, exitCode: run.exitCode, code: run.code, servers, skipped: run.skipped, failures }, 2) + "\n");
    } else {
      const color = ctx.io.isTTY && !ctx.io.env.NO_COLOR;
      let out = "";
      for (const s of run.servers) {
        const what = s.action === "would-change" ? "pin differs (not re-pinned: use --update)" : s.action;
        out += `server ${quoteForTerminal(s.serverId)}: ${what} (${s.check.toolCount} tool${s.check.toolCount === 1 ? "" : "s"}, ${s.check.manifestDigest})
`;
        if (s.action === "would-change" || s.action === "updated") out += renderChangesText(s.check, { color });
        for (const n of serverNotes(s.check, { for: "lock" })) out += `  note: ${n}
`;
      }
      for (const id of run.skipped) out += `server ${quoteForTerminal(id)}: skipped (disabled in the config, not started)
`;
      for (const f of run.failures) out += `server ${quoteForTerminal(f.serverId)}: not pinned (${f.code}): ${quoteForTerminal(f.message)}
`;
      out += run.written ? `wrote ${run.lockFile}
` : `${run.lockFile} unchanged
`;
      ctx.io.stdout(out);
    }
    for (const f of run.failures) ctx.io.stderr(`toolseal: ${escapeForTerminal(f.serverId)}: ${f.code}: ${escapeForTerminal(oneLine(f.message))}
`);
    if (run.servers.some((s) => s.action === "would-change")) {
      ctx.io.stderr(`toolseal: LOCK_WOULD_CHANGE: ${run.lockFile}: a pin would change; review the changes above, then run again with --update
`);
    }
    if (run.code && run.code !== "LOCK_WOULD_CHANGE") {
      const n = run.failures.length;
      ctx.io.stderr(`toolseal: ${run.code}: ${n} server${n === 1 ? "" : "s"} could not be snapshotted (named above), so not pinned
`);
    }
    return run.exitCode;
  }
};
export {
  command
};
