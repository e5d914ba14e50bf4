#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  PUBLISHER_OPTIONS,
  UPGRADE_SOURCE_OPTIONS,
  publisherFromArgs,
  upgradeSourcesFromArgs
} from "./chunk-H7J43L6T.js";
import {
  SERVER_HELP,
  limitsFromArgs,
  serverSpecFromArgs
} from "./chunk-WNLFIODO.js";
import {
  runLock
} from "./chunk-NOJDUY7W.js";
import "./chunk-BSPJN5A2.js";
import "./chunk-YCN4T47S.js";
import "./chunk-FU35O4WS.js";
import "./chunk-7RLMBLVP.js";
import "./chunk-BYJFKP6G.js";
import "./chunk-OF5EZYWB.js";
import "./chunk-655IOXHD.js";
import "./chunk-2QC7B3O2.js";
import "./chunk-WJCMUN64.js";
import {
  renderChangesText
} from "./chunk-XGJWODIZ.js";
import {
  serverNotes
} from "./chunk-RMWBLMFU.js";
import "./chunk-EKOVQJTT.js";
import {
  DEFAULT_LOCK_FILE
} from "./chunk-42CTSAXX.js";
import "./chunk-B6KOWOCB.js";
import "./chunk-UWT5FQXY.js";
import "./chunk-SEUMN4X2.js";
import "./chunk-V5IMACWJ.js";
import "./chunk-HKYXZG4F.js";
import "./chunk-XTTDHHZ3.js";
import "./chunk-QGAD6JC7.js";
import "./chunk-VCZRACRA.js";
import "./chunk-5U4ZAQTH.js";
import "./chunk-MOLUOQBY.js";
import "./chunk-W2SVUUR6.js";
import "./chunk-67AH6TGB.js";
import {
  escapeForTerminal,
  jsonForTerminal,
  quoteForTerminal
} from "./chunk-EFISWI7Y.js";
import {
  SERVER_OPTIONS
} from "./chunk-5XTFMSJV.js";
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
  ToolsealError,
  messageBesideServer,
  oneLine
} from "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/run/windows-checkout.ts
const { spawnSync } = process.getBuiltinModule("node:child_process");
const { basename, dirname, isAbsolute, relative, resolve, sep } = process.getBuiltinModule("node:path");
var GIT_TIMEOUT_MS = 5e3;
var GIT_MAX_OUTPUT = 64 * 1024;
function gitSays(args, cwd, env) {
  const r = spawnSync("git", args, {
    cwd,
    env,
    encoding: "utf8",
    shell: false,
    timeout: GIT_TIMEOUT_MS,
    maxBuffer: GIT_MAX_OUTPUT,
    stdio: ["ignore", "pipe", "ignore"],
    windowsHide: true
  });
  return r.status === 0 && typeof r.stdout === "string" ? r.stdout.trim() : void 0;
}
function gitattributesHint(facts) {
  const lockFile = resolve(facts.cwd, facts.lockFile);
  const dir = dirname(lockFile);
  const windows = facts.lockHadCrlf || gitSays(["config", "--get", "core.autocrlf"], dir, facts.env)?.toLowerCase() === "true";
  if (!windows) return [];
  if (gitSays(["check-attr", "eol", "--", basename(lockFile)], dir, facts.env)?.endsWith(": eol: lf")) return [];
  const lines = [`${basename(lockFile)} text eol=lf`];
  if (facts.snapshotDir !== void 0) {
    const rel = relative(facts.cwd, resolve(facts.cwd, facts.snapshotDir));
    const folder = rel === "" || rel.startsWith("..") || isAbsolute(rel) ? "" : `${rel.split(sep).join("/")}/`;
    lines.push(`${folder}*.snapshot.json text eol=lf`);
  }
  return lines;
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
                     [--samples N] [--volatile POINTER ...] [--round-inexact-numbers]
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
  --samples N          list each server N times (1 to 10, default 2) and refuse (VOLATILE_SURFACE, exit 4)
                       when the lists differ, naming the JSON Pointers that differ and the command that pins them
  --volatile POINTER   a value that varies by start or machine, pinned as its JSON type only
                       (/tools/NAME/FIELD/..., RFC 6901; never a name or annotations; repeatable; one server)
  --remove ID          drop the entry of server ID (repeatable; an ID the lock does not pin is refused)
  --prune              with --config FILE: drop the entries of servers the config does not name
  --json               the outcome as JSON on stdout
  --client-capabilities auto
                       list the server for every profile a host can declare (none, roots, sampling,
                       elicitation and each combination) and pin one entry per surface it lists: a
                       profile that lists what the pinned profile nearest to it lists is not pinned apart

Publisher (signed upgrades, docs/verifying.md): the signer as verify names it, recorded as the entry's
"publisher", so that check, the check action and the guard accept a change it signed as a signed upgrade:
  --certificate-identity SAN | --certificate-identity-regexp RE | --repo OWNER/REPO
  [--certificate-oidc-issuer URL] [--signer-workflow PATH] [--signer-ref REF] [--source-repo OWNER/REPO]
  [--allow-reusable-callers]
  --bundle B           a bundle file, https URL or folder: a statement of the surface being pinned,
                       verified first, records its revision and server name (repeatable); --repo looks in
                       GitHub's attestations too
  --trusted-root FILE, --offline   as verify
  --accept-signed      move a changed pin to its verified signed upgrade (under the recorded publisher,
                       with --bundle, --repo or --registry URL, the MCP registry's entry of the pin's
                       server name); a widening still needs --update

  --round-inexact-numbers  read a number a double cannot hold exactly (a live server's or a snapshot file's,
                       an int64 bound such as 9223372036854775807) as RFC 8785 reads it, the nearest double, instead of
                       refusing it; the entry records "numbers": "rounded", and check and guard compare it only with
                       the same flag

--remove and --prune start no server; like every lock write they hold <lock>.lock and write atomically.

${SERVER_HELP}`,
  options: {
    ...SERVER_OPTIONS,
    lock: { type: "string" },
    update: { type: "boolean" },
    "snapshot-dir": { type: "string" },
    json: { type: "boolean" },
    remove: { type: "string", multiple: true },
    prune: { type: "boolean" },
    samples: { type: "string" },
    volatile: { type: "string", multiple: true },
    "round-inexact-numbers": { type: "boolean" },
    ...UPGRADE_SOURCE_OPTIONS,
    ...PUBLISHER_OPTIONS
  },
  async run(ctx) {
    const remove = Array.isArray(ctx.values.remove) ? ctx.values.remove : [];
    if (remove.length > 0 || ctx.values.prune === true) return removeEntries(ctx, remove);
    const everyProfile = str(ctx, "client-capabilities") === "auto";
    const limits = limitsFromArgs(ctx);
    const publisher = publisherFromArgs(ctx);
    const acceptSigned = ctx.values["accept-signed"] === true;
    const sources = await upgradeSourcesFromArgs(ctx, limits.timeoutMs);
    if (str(ctx, "registry") !== void 0 && !acceptSigned)
      throw new ToolsealError("USAGE", "--registry finds a signed upgrade by the pin's recorded server name: it is for --accept-signed");
    if (sources !== void 0 && publisher === void 0 && !acceptSigned)
      throw new ToolsealError(
        "USAGE",
        "--bundle records a verified revision: give the publisher (--certificate-identity or --repo) or --accept-signed"
      );
    const run = await runLock({
      server: serverSpecFromArgs(everyProfile ? { ...ctx, values: { ...ctx.values, "client-capabilities": void 0 } } : ctx),
      everyProfile,
      limits,
      ...publisher !== void 0 || acceptSigned ? { publisher: { publisher, sources, acceptSigned } } : {},
      lockFile: str(ctx, "lock"),
      update: ctx.values.update === true,
      snapshotDir: str(ctx, "snapshot-dir"),
      cwd: ctx.io.cwd,
      ...samplingFromArgs(ctx),
      ...ctx.values["round-inexact-numbers"] === true ? { numbers: "rounded" } : {}
    });
    const gitattributes = gitattributesHint({
      lockHadCrlf: run.crlf === true,
      lockFile: run.lockFile,
      snapshotDir: str(ctx, "snapshot-dir"),
      cwd: ctx.io.cwd,
      env: ctx.io.env
    });
    if (ctx.values.json) {
      const servers = run.servers.map((s) => ({
        serverId: s.serverId,
        ...s.clientCapabilities ? { clientCapabilities: s.clientCapabilities } : {},
        idSelfDeclared: s.check.idSelfDeclared,
        action: s.action,
        manifestDigest: s.check.manifestDigest,
        toolCount: s.check.toolCount,
        changes: s.check.changes.map(({ source: _s, ...c }) => c),
        carrierChanges: s.check.carrierChanges.map(({ text: _t, ...c }) => c),
        // The launched package's state (UNPINNED_PACKAGE, a replaced integrity), when a launcher starts the server.
        ...s.check.package ? { package: s.check.package } : {},
        // The values the new pin leaves out (pinned as their JSON type only).
        ...s.volatile ? { volatile: s.volatile } : {},
        ...s.upgrade ? { signedUpgrade: s.upgrade } : {}
      }));
      const failures = run.failures.map((f) => ({ serverId: f.serverId, code: f.code, message: f.message }));
      ctx.io.stdout(
        jsonForTerminal(
          {
            lockFile: run.lockFile,
            written: run.written,
            exitCode: run.exitCode,
            code: run.code,
            servers,
            skipped: run.skipped,
            failures,
            ...gitattributes.length > 0 ? { gitattributes } : {}
          },
          2
        ) + "\n"
      );
    } else {
      const color = ctx.io.isTTY && !ctx.io.env.NO_COLOR;
      let out = "";
      for (const s of run.servers) {
        const what = s.action === "would-change" ? "pin differs (not re-pinned: use --update)" : s.action;
        const profile = s.clientCapabilities ? ` for client capabilities ${s.clientCapabilities.join(",")}` : "";
        if (s.upgrade?.accepted)
          out += `server ${quoteForTerminal(s.serverId)}: signed upgrade accepted: revision ${s.upgrade.fromRevision ?? "(unrecorded)"} \u2192 ${s.upgrade.toRevision}, signed by ${quoteForTerminal(s.upgrade.signer)}
`;
        out += `server ${quoteForTerminal(s.serverId)}: ${what}${profile} (${s.check.toolCount} tool${s.check.toolCount === 1 ? "" : "s"}, ${s.check.manifestDigest})
`;
        if (s.action === "would-change" || s.action === "updated") out += renderChangesText(s.check, { color });
        const { volatile: _old, ...check } = s.check;
        for (const n of serverNotes(s.volatile ? { ...check, volatile: s.volatile } : check)) out += `  note: ${escapeForTerminal(n)}
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
      if (gitattributes.length > 0)
        out += `note: a Windows checkout (CRLF line ends, git core.autocrlf): the lock reads as the same file and is written with LF; to keep it LF in every checkout, add to .gitattributes:
${gitattributes.map((l) => `  ${escapeForTerminal(l)}
`).join("")}`;
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
function samplingFromArgs(ctx) {
  const samples = str(ctx, "samples");
  if (samples !== void 0 && !/^[0-9]{1,3}$/.test(samples))
    throw new ToolsealError("USAGE", `--samples ${JSON.stringify(samples.slice(0, 40))}: expected a whole number from 1 to 10`);
  const volatile = Array.isArray(ctx.values.volatile) ? ctx.values.volatile : void 0;
  return { ...samples !== void 0 ? { samples: Number(samples) } : {}, ...volatile ? { volatile } : {} };
}
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
    str(ctx, "snapshot-dir") !== void 0 && "--snapshot-dir",
    str(ctx, "samples") !== void 0 && "--samples",
    ctx.values.volatile !== void 0 && "--volatile"
  ].filter(Boolean);
  if (other.length > 0)
    throw new ToolsealError(
      "USAGE",
      `--remove and --prune start no server: ${other.join(" and ")} ${other.length === 1 ? "does" : "do"} not apply`
    );
  const { runLockRemove } = await import("./lock-remove-VHNSOZOL.js");
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
