#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  SERVER_HELP,
  SERVER_OPTIONS,
  limitsFromArgs,
  serverSpecFromArgs
} from "./chunk-7E4M4ASZ.js";
import "./chunk-JMFE53JP.js";
import {
  runLock,
  withExclusiveFileLock
} from "./chunk-FSH6GXPL.js";
import "./chunk-AXCTG6AC.js";
import {
  readMcpConfig
} from "./chunk-U7HPM7GG.js";
import {
  readLockIfAny
} from "./chunk-427KAWSJ.js";
import "./chunk-PIB7R2AN.js";
import {
  renderChangesText
} from "./chunk-54BFQXVZ.js";
import {
  DEFAULT_LOCK_FILE,
  LOCKFILE_VERSION,
  serializeLockBytes,
  serverNotes
} from "./chunk-6FTFZO54.js";
import "./chunk-4VBGHDNJ.js";
import "./chunk-4QG77VIH.js";
import "./chunk-PK3C2MYY.js";
import "./chunk-3RLZ6TFM.js";
import "./chunk-MOS3NPBD.js";
import "./chunk-77K3TFLF.js";
import "./chunk-BNL4KH2J.js";
import "./chunk-EXI6RD3D.js";
import {
  escapeForTerminal,
  jsonForTerminal,
  quoteForTerminal
} from "./chunk-XWEAJENA.js";
import "./chunk-YR4GKCYA.js";
import "./chunk-XPHSPXNA.js";
import "./chunk-BE5RWR6R.js";
import "./chunk-7CC65GER.js";
import "./chunk-G7R7JJA7.js";
import {
  writeFileAtomic
} from "./chunk-HI3NE2TR.js";
import "./chunk-2KVDCRJB.js";
import {
  ToolsealError,
  messageBesideServer,
  oneLine
} from "./chunk-5C6DIG5I.js";
import "./chunk-U7PF666Q.js";

// src/run/lock-remove.ts
const { resolve } = process.getBuiltinModule("node:path");
async function runLockRemove(options) {
  const cwd = options.cwd ?? process.cwd();
  const lockFile = resolve(cwd, options.lockFile ?? DEFAULT_LOCK_FILE);
  const configured = options.pruneConfig === void 0 ? void 0 : new Set(readMcpConfig(resolve(cwd, options.pruneConfig), options.env).map((s) => s.name));
  return withExclusiveFileLock(
    lockFile,
    (assertHeld) => {
      const { lock, text } = readLockIfAny(lockFile, options.lockFile === void 0 ? void 0 : "--lock");
      if (text === void 0) throw new ToolsealError("IO_ERROR", `cannot read ${lockFile}: no such file (nothing to remove)`);
      const missing = options.remove.filter((id) => !Object.hasOwn(lock.servers, id));
      if (missing.length > 0) {
        throw new ToolsealError(
          "INVALID_INPUT",
          `${lockFile}: no entry for ${missing.map((id) => JSON.stringify(id)).join(", ")} (the lock pins ${Object.keys(lock.servers).length} server${Object.keys(lock.servers).length === 1 ? "" : "s"}; nothing was removed)`
        );
      }
      const drop = new Set(options.remove);
      if (configured) {
        for (const id of Object.keys(lock.servers)) if (!configured.has(id)) drop.add(id);
      }
      const removed = Object.keys(lock.servers).filter((id) => drop.has(id));
      if (removed.length === 0) return { lockFile, removed, written: false };
      const servers = /* @__PURE__ */ Object.create(null);
      for (const id of Object.keys(lock.servers).sort()) if (!drop.has(id)) servers[id] = lock.servers[id];
      const next = { lockfileVersion: LOCKFILE_VERSION, servers };
      const bytes = serializeLockBytes(next);
      assertHeld();
      writeFileAtomic(lockFile, bytes);
      return { lockFile, removed, written: true };
    },
    { waitMs: options.lockWaitMs }
  );
}

// src/cli/commands/lock.ts
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
var command = {
  name: "lock",
  summary: "pin a server's tool surface in mcp-tools.lock (re-pinning needs --update)",
  help: `Usage: toolseal lock SERVER | --snapshot FILE [--lock FILE] [--update] [--snapshot-dir DIR]
       toolseal lock --remove ID [--remove ID ...] [--lock FILE]
       toolseal lock --prune --config FILE [--lock FILE]

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
  --remove ID          drop the entry of server ID (repeatable; an ID the lock does not pin is refused)
  --prune              with --config FILE: drop the entries of servers the config does not name
  --json               the outcome as JSON on stdout

--remove and --prune start no server; like every lock write they hold <lock>.lock and write atomically.

${SERVER_HELP}`,
  options: {
    ...SERVER_OPTIONS,
    lock: { type: "string" },
    update: { type: "boolean" },
    "snapshot-dir": { type: "string" },
    json: { type: "boolean" },
    remove: { type: "string", multiple: true },
    prune: { type: "boolean" }
  },
  async run(ctx) {
    const remove = Array.isArray(ctx.values.remove) ? ctx.values.remove : [];
    if (remove.length > 0 || ctx.values.prune === true) return removeEntries(ctx, remove);
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
        changes: s.check.changes.map(({ source: _s, ...c }) => c),
        carrierChanges: s.check.carrierChanges.map(({ text: _t, ...c }) => c),
        // The launched package's state (UNPINNED_PACKAGE, a replaced integrity), when a launcher starts the server.
        ...s.check.package ? { package: s.check.package } : {}
      }));
      const failures = run.failures.map((f) => ({ serverId: f.serverId, code: f.code, message: f.message }));
      ctx.io.stdout(
        jsonForTerminal(
          { lockFile: run.lockFile, written: run.written, exitCode: run.exitCode, code: run.code, servers, skipped: run.skipped, failures },
          2
        ) + "\n"
      );
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
      for (const id of run.skipped) out += `server ${quoteForTerminal(id)}: skipped (disabled in the config, not started)
`;
      for (const f of run.failures)
        out += `server ${quoteForTerminal(f.serverId)}: not pinned (${f.code}): ${escapeForTerminal(oneLine(messageBesideServer(f.serverId, f.message)))}
`;
      out += run.written ? `wrote ${run.lockFile}
` : `${run.lockFile} unchanged
`;
      ctx.io.stdout(out);
    }
    if (run.servers.some((s) => s.action === "would-change")) {
      ctx.io.stderr(
        `toolseal: LOCK_WOULD_CHANGE: ${run.lockFile}: a pin would change; review the changes (${ctx.values.json ? '"changes" in the JSON on stdout' : "listed under the server"}), then run again with --update
`
      );
    }
    if (run.code && run.code !== "LOCK_WOULD_CHANGE") {
      const n = run.failures.length;
      const ids = run.failures.map((f) => quoteForTerminal(f.serverId)).join(", ");
      ctx.io.stderr(
        `toolseal: ${run.code}: ${n} server${n === 1 ? "" : "s"} could not be snapshotted, so not pinned: ${ids}; the report gives each one's error
`
      );
    }
    return run.exitCode;
  }
};
async function removeEntries(ctx, remove) {
  const prune = ctx.values.prune === true;
  const config = str(ctx, "config");
  if (prune && config === void 0) throw new ToolsealError("USAGE", "--prune needs --config FILE (the servers to keep)");
  const other = [
    ctx.rest !== void 0 && "a command after --",
    str(ctx, "url") !== void 0 && "--url",
    str(ctx, "snapshot") !== void 0 && "--snapshot",
    !prune && config !== void 0 && "--config",
    str(ctx, "server") !== void 0 && "--server",
    ctx.values.all === true && "--all",
    ctx.values.update === true && "--update",
    str(ctx, "snapshot-dir") !== void 0 && "--snapshot-dir"
  ].filter(Boolean);
  if (other.length > 0)
    throw new ToolsealError(
      "USAGE",
      `--remove and --prune start no server: ${other.join(" and ")} ${other.length === 1 ? "does" : "do"} not apply`
    );
  const run = await runLockRemove({
    lockFile: str(ctx, "lock"),
    remove,
    pruneConfig: prune ? config : void 0,
    env: ctx.io.env,
    cwd: ctx.io.cwd
  });
  if (ctx.values.json) {
    ctx.io.stdout(jsonForTerminal({ lockFile: run.lockFile, written: run.written, exitCode: 0, removed: run.removed }, 2) + "\n");
  } else {
    let out = "";
    for (const id of run.removed) out += `server ${quoteForTerminal(id)}: removed
`;
    out += run.written ? `wrote ${escapeForTerminal(run.lockFile)}
` : `${escapeForTerminal(run.lockFile)} unchanged (every entry is for a configured server)
`;
    ctx.io.stdout(out);
  }
  return 0;
}
export {
  command
};
