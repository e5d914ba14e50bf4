#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  UPGRADE_SOURCE_HELP,
  UPGRADE_SOURCE_OPTIONS,
  upgradeSourcesFromArgs
} from "./chunk-H7J43L6T.js";
import {
  SERVER_HELP,
  limitsFromArgs,
  serverSpecFromArgs
} from "./chunk-WNLFIODO.js";
import "./chunk-FU35O4WS.js";
import "./chunk-7RLMBLVP.js";
import {
  runCheck
} from "./chunk-BYJFKP6G.js";
import {
  relockCommand,
  relockWords
} from "./chunk-OF5EZYWB.js";
import {
  parseOnChange
} from "./chunk-655IOXHD.js";
import "./chunk-2QC7B3O2.js";
import "./chunk-WJCMUN64.js";
import {
  checkFailureMessage,
  renderCheckText
} from "./chunk-XGJWODIZ.js";
import {
  CHANGE_KINDS,
  checkResultJson,
  parseFailOn
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
  oneLine
} from "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/cli/commands/check.ts
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
var command = {
  name: "check",
  summary: "pin state and drift of a server against mcp-tools.lock (never writes the lock)",
  help: `Usage: toolseal check SERVER | --snapshot FILE [--lock FILE] [--snapshot-dir DIR] [--on-change warn|fail|signed]
                      [--fail-on KINDS] [--round-inexact-numbers]
                      [--json | --sarif FILE | --markdown FILE [--show-text]] [--audit FILE]

Compares each server's tool surface with its pin in the lock (docs/formats.md): unpinned (baseline reported, the
run continues), matched, or changed, with each tool added, removed or changed, the changed fields and,
with a reviewed snapshot in --snapshot-dir, the JSON Pointers inside them. Never writes the lock.
A changed, added or removed instructions, prompt or resource template is a change too, named
(instructions, prompt "<name>", resourceTemplate "<uriTemplate>") but never shown; a lock that pins the
tools only (written by an older toolseal) checks the tools only, and the report says so once.

A tool that widens its own privileges (readOnlyHint false->true, destructiveHint true->false,
idempotentHint false->true, openWorldHint true->false) blocks with exit 3 whatever the posture; a
narrowing is allowed and reported; any other change warns (exit 0) or fails (exit 1) as --on-change says.
Each changed tool carries its kinds of change (with --snapshot-dir; without it, unclassified):
${CHANGE_KINDS.join(", ")}. --fail-on KINDS (comma-separated) fails (exit 1) on those
kinds whatever --on-change says; unclassified counts as schema-expansion.
Under --on-change fail, a server the lock does not pin fails too when the lock pins other servers (pin a
new server deliberately with toolseal lock), as an id given with --server-id always does (NOT_PINNED,
naming the pinned ids: a mistyped id would pass unchecked), and with --config FILE --all so does a pin of a server no
longer in the file (missing). Give servers a fixed id (--server-id, or a config key): a server known by
its own serverInfo.name can rename itself out of its pin, and the report says so.

Options:
  --lock FILE            the lock (default ${DEFAULT_LOCK_FILE}, which may be absent: every server
                         unpinned, said once; a --lock that does not exist is exit 2)
  --snapshot-dir DIR     reviewed snapshots written by lock --snapshot-dir, for pointers
  --on-change warn|fail|signed
                         what a change other than a widening does (default warn); signed: a signed
                         upgrade continues, any other change fails (UNSIGNED_CHANGE, exit 1)
  --fail-on KINDS        kinds of change that fail (exit 1) whatever --on-change, comma-separated
  --json                 the result as JSON on stdout (no server text)
  --sarif FILE           also write a SARIF 2.1.0 report for code scanning
  --markdown FILE        also write the Markdown report (the pull-request comment body)
  --show-text            the text of changed fields (untrusted): in the Markdown report, fenced, or
                         without --markdown after the report on the terminal, escaped
  --audit FILE           append one JSON Lines audit event per server (digests and names only)
  --round-inexact-numbers  read a number a double cannot hold exactly (a live server's or a snapshot file's,
                       an int64 bound such as 9223372036854775807) as RFC 8785 reads it, the nearest double, instead of
                       refusing it; for an entry pinned so ("numbers": "rounded"), which is checked only with it

${UPGRADE_SOURCE_HELP}

${SERVER_HELP}`,
  options: {
    ...SERVER_OPTIONS,
    lock: { type: "string" },
    "snapshot-dir": { type: "string" },
    "on-change": { type: "string" },
    "fail-on": { type: "string" },
    "round-inexact-numbers": { type: "boolean" },
    json: { type: "boolean" },
    sarif: { type: "string" },
    markdown: { type: "string" },
    "show-text": { type: "boolean" },
    audit: { type: "string" },
    ...UPGRADE_SOURCE_OPTIONS
  },
  async run(ctx) {
    const onChange = parseOnChange(str(ctx, "on-change") ?? "warn", "--on-change");
    const failOnText = str(ctx, "fail-on");
    const failOn = failOnText === void 0 ? void 0 : parseFailOn(failOnText, "--fail-on");
    const showText = ctx.values["show-text"] === true;
    if (showText && ctx.values.json && str(ctx, "markdown") === void 0) {
      throw new ToolsealError("USAGE", "--show-text is for the text report or --markdown FILE; --json never carries server text");
    }
    const limits = limitsFromArgs(ctx);
    const upgrades = await upgradeSourcesFromArgs(ctx, limits.timeoutMs);
    const server = serverSpecFromArgs(ctx);
    const { result, lockFile, lockFound } = await runCheck({
      server,
      limits,
      ...upgrades ? { upgrades } : {},
      lockFile: str(ctx, "lock"),
      snapshotDir: str(ctx, "snapshot-dir"),
      ...ctx.values["round-inexact-numbers"] === true ? { numbers: "rounded" } : {},
      onChange,
      ...failOn ? { failOn } : {},
      sarifFile: str(ctx, "sarif"),
      markdownFile: str(ctx, "markdown"),
      showText,
      auditFile: str(ctx, "audit"),
      cwd: ctx.io.cwd
    });
    if (!lockFound && result.servers.length > 0) ctx.io.stderr(`toolseal check: no lock file at ${lockFile}: every server is unpinned
`);
    if (ctx.values.json) ctx.io.stdout(jsonForTerminal(checkResultJson(result), 2) + "\n");
    else {
      ctx.io.stdout(renderCheckText(result, { color: ctx.io.isTTY && !ctx.io.env.NO_COLOR }));
      if (showText && str(ctx, "markdown") === void 0) {
        const { renderChangedTextForTerminal } = await import("./report-show-text-4QLEEVZU.js");
        ctx.io.stdout(renderChangedTextForTerminal(result));
      }
      ctx.io.stdout(relockLines(result.servers, server, str(ctx, "lock") ?? DEFAULT_LOCK_FILE, str(ctx, "snapshot-dir")));
    }
    const failure = checkFailureMessage(result);
    if (failure !== void 0) ctx.io.stderr(`toolseal: ${result.code}: ${escapeForTerminal(oneLine(failure))}
`);
    return result.exitCode;
  }
};
function relockLines(servers, spec, lock, snapshotDir) {
  const of = relockCommand(spec, lock, snapshotDir);
  let out = "";
  for (const s of servers) {
    if (s.verdict !== "blocked" || s.pinState !== "changed" && s.pinState !== "unpinned") continue;
    const words = relockWords(spec, of(s.serverId));
    out += `server ${quoteForTerminal(s.serverId)}: once reviewed, pin what it lists now with: toolseal lock ${s.pinState === "changed" ? "--update " : ""}${escapeForTerminal(words)}
`;
  }
  return out;
}
export {
  command
};
