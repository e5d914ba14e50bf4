#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  WRAPPED_KEY,
  unwrapConfigText,
  wrapConfigText
} from "./chunk-LL5QD7QF.js";
import "./chunk-OLZWRMIK.js";
import {
  defaultUnpinned,
  parseOnChange,
  parseUnpinned,
  readLockIfAny
} from "./chunk-427KAWSJ.js";
import "./chunk-PIB7R2AN.js";
import {
  DEFAULT_LOCK_FILE
} from "./chunk-6FTFZO54.js";
import "./chunk-4VBGHDNJ.js";
import "./chunk-4QG77VIH.js";
import "./chunk-PK3C2MYY.js";
import {
  VERSION
} from "./chunk-P2LBGSGT.js";
import "./chunk-3RLZ6TFM.js";
import "./chunk-MOS3NPBD.js";
import "./chunk-77K3TFLF.js";
import "./chunk-BNL4KH2J.js";
import {
  optionWords
} from "./chunk-EXI6RD3D.js";
import {
  escapeForTerminal,
  quoteForTerminal,
  shellWord
} from "./chunk-XWEAJENA.js";
import "./chunk-YR4GKCYA.js";
import "./chunk-XPHSPXNA.js";
import "./chunk-BE5RWR6R.js";
import "./chunk-7CC65GER.js";
import "./chunk-G7R7JJA7.js";
import {
  readTextFile,
  writeFileAtomic
} from "./chunk-HI3NE2TR.js";
import "./chunk-2KVDCRJB.js";
import {
  ToolsealError,
  oneLine
} from "./chunk-5C6DIG5I.js";
import "./chunk-U7PF666Q.js";

// src/cli/commands/wrap.ts
const { existsSync, readFileSync, realpathSync, statSync } = process.getBuiltinModule("node:fs");
const { dirname, join, resolve } = process.getBuiltinModule("node:path");
const { fileURLToPath } = process.getBuiltinModule("node:url");
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
function runningToolseal() {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg)) {
      let name;
      try {
        name = JSON.parse(readFileSync(pkg, "utf8")).name;
      } catch {
        name = void 0;
      }
      const cli = join(dir, "dist", "cli.js");
      if (name === "toolseal" && existsSync(cli)) return [process.execPath, realpathSync(cli)];
    }
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  throw new ToolsealError(
    "USAGE",
    "wrap cannot find the dist/cli.js of the toolseal running it: give --toolseal-command or --toolseal-npx"
  );
}
function lockPathFor(cwd, lock) {
  if (lock !== void 0 && lock.startsWith("${")) return lock;
  return resolve(cwd, lock ?? DEFAULT_LOCK_FILE);
}
var command = {
  name: "wrap",
  summary: "rewrite an MCP client config so that every server starts through toolseal guard (--undo: back)",
  help: `Usage: toolseal wrap --config FILE [--lock FILE] [--on-change warn|fail] [--unpinned allow|block]
                     [--audit FILE] [--toolseal-command "CMD [ARGS]" | --toolseal-npx] [--write] [--undo]

Rewrites .mcp.json (Claude Code), .vscode/mcp.json (VS Code, JSONC), claude_desktop_config.json (Claude
Desktop) or .cursor/mcp.json (Cursor) so that every server starts through toolseal guard, its id the
config key (--server-id, always: the server's own serverInfo.name is the server's to change, and a pinned
server that renamed itself would otherwise be checked as a new, unpinned one):
  stdio server   "command": NODE, "args": [".../toolseal/dist/cli.js", "guard", "--server-id", KEY, "--lock", ABS, ..., "--", CMD, ARGS...]
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
  --lock FILE                    passed to each guard as an absolute path (default ./${DEFAULT_LOCK_FILE}, made absolute);
                                 a path that starts with \${ (\${workspaceFolder}/mcp-tools.lock in VS Code) is left for the host
  --on-change warn|fail          passed to each guard
  --unpinned allow|block         passed to each guard (block: a server the lock does not pin gets no tools)
  --audit FILE                   passed to each guard as an absolute path (one JSON Lines event per decision)
  --toolseal-command "CMD ARGS"  how the host runs toolseal, split into words (e.g. "toolseal" for a global install).
                                 Default: the absolute path of this Node and of this toolseal's dist/cli.js
  --toolseal-npx                 run toolseal as "npx -y toolseal@${VERSION}" (this exact version, from the registry)
  --write                        replace the file (atomically) instead of printing
  --undo                         restore every wrapped server to its original entry`,
  options: {
    config: { type: "string" },
    lock: { type: "string" },
    "on-change": { type: "string" },
    "toolseal-command": { type: "string" },
    "toolseal-npx": { type: "boolean" },
    unpinned: { type: "string" },
    audit: { type: "string" },
    write: { type: "boolean" },
    undo: { type: "boolean" }
  },
  async run(ctx) {
    const config = str(ctx, "config");
    if (config === void 0) throw new ToolsealError("USAGE", "wrap needs --config FILE");
    const onChangeText = str(ctx, "on-change");
    const onChange = onChangeText === void 0 ? void 0 : parseOnChange(onChangeText, "--on-change");
    const unpinnedText = str(ctx, "unpinned");
    const unpinned = unpinnedText === void 0 ? void 0 : parseUnpinned(unpinnedText, "--unpinned");
    const audit = str(ctx, "audit");
    const npx = ctx.values["toolseal-npx"] === true;
    const toolsealCommand = str(ctx, "toolseal-command");
    const undo = ctx.values.undo === true;
    if (undo && (onChange !== void 0 || unpinned !== void 0 || audit !== void 0 || npx || str(ctx, "lock") !== void 0 || toolsealCommand !== void 0)) {
      throw new ToolsealError(
        "USAGE",
        "--undo restores the originals: it takes no --lock, --on-change, --unpinned, --audit, --toolseal-command or --toolseal-npx"
      );
    }
    if (npx && toolsealCommand !== void 0) throw new ToolsealError("USAGE", "give --toolseal-command or --toolseal-npx, not both");
    const file = resolve(ctx.io.cwd, config);
    const text = readTextFile(file);
    let result;
    if (undo) result = unwrapConfigText(text, config);
    else {
      const given = toolsealCommand?.trim().split(/\s+/).filter(Boolean);
      if (given !== void 0 && given.length === 0) throw new ToolsealError("USAGE", "--toolseal-command is empty");
      const toolseal = given ?? (npx ? ["npx", "-y", `toolseal@${VERSION}`] : runningToolseal());
      result = wrapConfigText(text, config, {
        toolseal,
        lock: lockPathFor(ctx.io.cwd, str(ctx, "lock")),
        onChange,
        unpinned,
        audit: audit === void 0 ? void 0 : resolve(ctx.io.cwd, audit)
      });
    }
    const names = (list) => list.map(quoteForTerminal).join(", ");
    const verb = undo ? "unwrapped" : "wrapped";
    const lockPath = undo ? void 0 : lockPathFor(ctx.io.cwd, str(ctx, "lock"));
    if (lockPath !== void 0 && !lockPath.startsWith("${") && !existsSync(lockPath)) {
      ctx.io.stderr(
        `toolseal wrap: WARN: ${quoteForTerminal(lockPath)} does not exist yet: each wrapped server's guard refuses to start until \`toolseal lock\` writes it
`
      );
    }
    if (lockPath !== void 0 && !lockPath.startsWith("${") && existsSync(lockPath))
      for (const line of unpinnedKeyWarnings(lockPath, config, [...result.changed, ...result.unchanged], unpinned)) ctx.io.stderr(line);
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
function unpinnedKeyWarnings(lockPath, config, keys, unpinned) {
  let lock;
  try {
    ({ lock } = readLockIfAny(lockPath, "--lock"));
  } catch (e) {
    if (!(e instanceof ToolsealError)) throw e;
    return [
      `toolseal wrap: WARN: ${e.code}: the lock cannot be read, so each wrapped server's guard refuses to start: ${escapeForTerminal(oneLine(e.message))}
`
    ];
  }
  return keys.filter((key) => !Object.hasOwn(lock.servers, key)).map((key) => {
    const served = (unpinned ?? defaultUnpinned(lock, true, key)) === "block" ? "blocks every tool (NOT_PINNED)" : "serves its tools unchecked";
    const pin = ["toolseal", "lock", "--lock", lockPath, "--config", config, ...optionWords("server", key)].map(shellWord).join(" ");
    return `toolseal wrap: WARN: the lock has no entry for server ${quoteForTerminal(key)} (the id its guard is given): its guard ${served} until it is pinned: ${escapeForTerminal(pin)}
`;
  });
}
export {
  command
};
