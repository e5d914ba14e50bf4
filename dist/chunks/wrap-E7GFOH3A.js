#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DEFAULT_TOOLSEAL_COMMAND,
  WRAPPED_KEY,
  unwrapConfigText,
  wrapConfigText
} from "./chunk-WVVP7L3C.js";
import "./chunk-OLZWRMIK.js";
import {
  ON_CHANGE_VALUES
} from "./chunk-KS5M7SZV.js";
import "./chunk-EEYPTXYE.js";
import {
  quoteForTerminal
} from "./chunk-FWTDHL3Z.js";
import "./chunk-P25ZVLCS.js";
import {
  readTextFile,
  writeFileAtomic
} from "./chunk-SIYGQJDO.js";
import "./chunk-2HPGVTBN.js";
import {
  ToolsealError
} from "./chunk-UQQWLFOE.js";
import "./chunk-U7PF666Q.js";

// src/cli/commands/wrap.ts
const { realpathSync, statSync } = process.getBuiltinModule("node:fs");
const { resolve } = process.getBuiltinModule("node:path");
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
var command = {
  name: "wrap",
  summary: "rewrite an MCP client config so that every server starts through toolseal guard (--undo: back)",
  help: `Usage: toolseal wrap --config FILE [--lock FILE] [--on-change warn|fail] [--toolseal-command "CMD [ARGS]"]
                     [--write] [--undo]

Rewrites .mcp.json (Claude Code), .vscode/mcp.json (VS Code, JSONC), claude_desktop_config.json (Claude
Desktop) or .cursor/mcp.json (Cursor) so that every server starts through toolseal guard, its id the
config key (--server-id):
  stdio server   "command": "npx", "args": ["-y", "toolseal", "guard", "--server-id", KEY, ..., "--", CMD, ARGS...]
  URL server     the same, with "--url", URL, ["--transport", "http"|"sse"], and each header as
                 "--header", "Name: value", exactly as the config wrote them
\${VAR} references are left for the host to expand, as it did before. env, cwd and every other key of an
entry stay as written (the guard passes its environment on to the server). What wrap replaced is kept in
the entry's "${WRAPPED_KEY}" member, so --undo restores the original servers exactly; a wrapped server is
never wrapped twice (wrapping again with the same options changes nothing). Only the server entries are
edited: comments and the rest of the file stay.

Without --write the new config is printed on stdout; with --write the file is replaced atomically.

Options:
  --config FILE                  the client config to rewrite
  --lock FILE                    passed to each guard (relative paths are relative to where the host starts
                                 the server: give an absolute path, or \${workspaceFolder}/mcp-tools.lock in VS Code)
  --on-change warn|fail          passed to each guard
  --toolseal-command "CMD ARGS"  how the host runs toolseal (default "${DEFAULT_TOOLSEAL_COMMAND.join(" ")}"; e.g. "toolseal"
                                 for a global install, or "node /path/to/toolseal/dist/cli.js"); split into words
  --write                        replace the file (atomically) instead of printing
  --undo                         restore every wrapped server to its original entry`,
  options: {
    config: { type: "string" },
    lock: { type: "string" },
    "on-change": { type: "string" },
    "toolseal-command": { type: "string" },
    write: { type: "boolean" },
    undo: { type: "boolean" }
  },
  async run(ctx) {
    const config = str(ctx, "config");
    if (config === void 0) throw new ToolsealError("USAGE", "wrap needs --config FILE");
    const onChange = str(ctx, "on-change");
    if (onChange !== void 0 && !ON_CHANGE_VALUES.includes(onChange)) {
      throw new ToolsealError("USAGE", `--on-change must be warn or fail, not ${JSON.stringify(onChange)}`);
    }
    const undo = ctx.values.undo === true;
    if (undo && (onChange !== void 0 || str(ctx, "lock") !== void 0 || str(ctx, "toolseal-command") !== void 0)) {
      throw new ToolsealError("USAGE", "--undo restores the originals: it takes no --lock, --on-change or --toolseal-command");
    }
    const toolsealCommand = str(ctx, "toolseal-command");
    const toolseal = toolsealCommand === void 0 ? void 0 : toolsealCommand.trim().split(/\s+/).filter(Boolean);
    const file = resolve(ctx.io.cwd, config);
    const text = readTextFile(file);
    const result = undo ? unwrapConfigText(text, config) : wrapConfigText(text, config, { toolseal, lock: str(ctx, "lock"), onChange });
    const names = (list) => list.map(quoteForTerminal).join(", ");
    const verb = undo ? "unwrapped" : "wrapped";
    if (ctx.values.write === true) {
      if (result.changed.length > 0) {
        const target = realpathSync(file);
        writeFileAtomic(target, result.text, statSync(target).mode & 511);
      }
      ctx.io.stderr(
        `toolseal wrap: ${result.changed.length > 0 ? `${verb} ${names(result.changed)} in ${config}` : `nothing to change in ${config}`}${result.unchanged.length > 0 ? `; already ${verb}: ${names(result.unchanged)}` : ""}
`
      );
    } else {
      ctx.io.stdout(result.text.endsWith("\n") ? result.text : result.text + "\n");
    }
    return 0;
  }
};
export {
  command
};
