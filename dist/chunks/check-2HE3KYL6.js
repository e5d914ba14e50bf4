#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  runCheck
} from "./chunk-X3PURUO6.js";
import "./chunk-PKYAPEKE.js";
import {
  checkFailureMessage,
  renderCheckText
} from "./chunk-3PIIKJIT.js";
import {
  ON_CHANGE_VALUES,
  checkResultJson
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
  jsonForTerminal
} from "./chunk-FWTDHL3Z.js";
import "./chunk-F6VEFNZ2.js";
import "./chunk-UCKUHLZO.js";
import "./chunk-WRJAEJUV.js";
import "./chunk-7VE3NFVE.js";
import "./chunk-C24GIXSF.js";
import "./chunk-GAFI6HQC.js";
import {
  ToolsealError,
  oneLine
} from "./chunk-C3AUUPBY.js";
import "./chunk-U7PF666Q.js";

// src/cli/commands/check.ts
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
var command = {
  name: "check",
  summary: "pin state and drift of a server against mcp-tools.lock (never writes the lock)",
  help: `Usage: toolseal check SERVER | --snapshot FILE [--lock FILE] [--snapshot-dir DIR] [--on-change warn|fail]
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
Under --on-change fail, a server the lock does not pin fails too when the lock pins other servers (pin a
new server deliberately with toolseal lock), and with --config FILE --all so does a pin of a server no
longer in the file (missing). Give servers a fixed id (--server-id, or a config key): a server known by
its own serverInfo.name can rename itself out of its pin, and the report says so.

Options:
  --lock FILE            the lock (default ${DEFAULT_LOCK_FILE}, which may be absent: every server
                         unpinned, said once; a --lock that does not exist is exit 2)
  --snapshot-dir DIR     reviewed snapshots written by lock --snapshot-dir, for pointers
  --on-change warn|fail  what a change other than a widening does (default warn)
  --json                 the result as JSON on stdout (no server text)
  --sarif FILE           also write a SARIF 2.1.0 report for code scanning
  --markdown FILE        also write the Markdown report (the pull-request comment body)
  --show-text            put the text of changed fields in the Markdown report (untrusted, fenced)
  --audit FILE           append one JSON Lines audit event per server (digests and names only)

${SERVER_HELP}`,
  options: {
    ...SERVER_OPTIONS,
    lock: { type: "string" },
    "snapshot-dir": { type: "string" },
    "on-change": { type: "string" },
    json: { type: "boolean" },
    sarif: { type: "string" },
    markdown: { type: "string" },
    "show-text": { type: "boolean" },
    audit: { type: "string" }
  },
  async run(ctx) {
    const onChange = str(ctx, "on-change") ?? "warn";
    if (!ON_CHANGE_VALUES.includes(onChange)) {
      throw new ToolsealError("USAGE", `--on-change must be warn or fail, not ${JSON.stringify(onChange)}`);
    }
    const { result, lockFile, lockFound } = await runCheck({
      server: serverSpecFromArgs(ctx),
      limits: limitsFromArgs(ctx),
      lockFile: str(ctx, "lock"),
      snapshotDir: str(ctx, "snapshot-dir"),
      onChange,
      sarifFile: str(ctx, "sarif"),
      markdownFile: str(ctx, "markdown"),
      showText: ctx.values["show-text"] === true,
      auditFile: str(ctx, "audit"),
      cwd: ctx.io.cwd
    });
    if (!lockFound && result.servers.length > 0) ctx.io.stderr(`toolseal check: no lock file at ${lockFile}: every server is unpinned
`);
    if (ctx.values.json) ctx.io.stdout(jsonForTerminal(checkResultJson(result), 2) + "\n");
    else ctx.io.stdout(renderCheckText(result, { color: ctx.io.isTTY && !ctx.io.env.NO_COLOR }));
    const failure = checkFailureMessage(result);
    if (failure !== void 0) ctx.io.stderr(`toolseal: ${result.code}: ${escapeForTerminal(oneLine(failure))}
`);
    return result.exitCode;
  }
};
export {
  command
};
