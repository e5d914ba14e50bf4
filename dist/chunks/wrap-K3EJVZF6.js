#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  CONFIG_OPTIONS,
  HOST_HELP_WIDE,
  configFromArgs
} from "./chunk-IWOIAGHE.js";
import {
  defaultUnpinned
} from "./chunk-L6UG65BW.js";
import {
  CONFIG_FORMATS,
  WRAPPED_KEY,
  configEntriesOf,
  configFormatByName,
  describeConfigFormat
} from "./chunk-CKALECJ5.js";
import "./chunk-7RLMBLVP.js";
import {
  applyEdits,
  findNodeAtLocation,
  getNodeValue,
  modify,
  parseTree
} from "./chunk-OLZWRMIK.js";
import "./chunk-6FD7CGU4.js";
import {
  parseOnChange,
  parseUnpinned
} from "./chunk-655IOXHD.js";
import {
  readLockIfAny
} from "./chunk-2QC7B3O2.js";
import "./chunk-WJCMUN64.js";
import {
  parseFailOn
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
import {
  optionWords
} from "./chunk-67AH6TGB.js";
import {
  VERSION
} from "./chunk-P2LBGSGT.js";
import {
  escapeForTerminal,
  quoteForTerminal,
  shellWord
} from "./chunk-EFISWI7Y.js";
import "./chunk-5XTFMSJV.js";
import "./chunk-GJGWUCU6.js";
import "./chunk-F5ABW3UG.js";
import "./chunk-RAG7VAPI.js";
import "./chunk-5AXEYW3Q.js";
import "./chunk-SH3UB2NS.js";
import "./chunk-PKR3ABWI.js";
import {
  isJsonObject
} from "./chunk-LTUN2ZE5.js";
import {
  readTextFile,
  writeFileAtomic
} from "./chunk-KQJFC54N.js";
import "./chunk-7SL4J55T.js";
import {
  ToolsealError,
  oneLine
} from "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/cli/commands/wrap.ts
const { existsSync, readFileSync, realpathSync, statSync } = process.getBuiltinModule("node:fs");
const { dirname, join, resolve } = process.getBuiltinModule("node:path");
const { fileURLToPath } = process.getBuiltinModule("node:url");

// src/guard/wrap-config.ts
var ORIGINAL_TEXT_KEY = "originalText";
var MANAGED_KEYS = ["type", "command", "args", "url", "serverUrl", "headers"];
var DEFAULT_TOOLSEAL_COMMAND = ["npx", "-y", `toolseal@${VERSION}`];
function serversOf(tree, file) {
  for (const key of ["mcpServers", "servers"]) {
    const node = findNodeAtLocation(tree, [key]);
    if (node?.type === "object") return { key, node };
  }
  throw new ToolsealError("INVALID_CONFIG", `${file}: no "mcpServers" (Claude, Cursor) or "servers" (VS Code) object`);
}
function formattingOf(text) {
  const indent = /^([ \t]+)\S/m.exec(text)?.[1] ?? "  ";
  return {
    insertSpaces: !indent.includes("	"),
    tabSize: indent.includes("	") ? 1 : indent.length,
    eol: text.includes("\r\n") ? "\r\n" : "\n"
  };
}
function assertWrappable(text, file) {
  let format;
  try {
    format = configEntriesOf(text, file).format;
  } catch (e) {
    if (!(e instanceof ToolsealError)) throw e;
    format = configFormatByName(file);
  }
  if (format === void 0 || CONFIG_FORMATS[format].wraps) return;
  const wrappable = Object.keys(CONFIG_FORMATS).filter((id) => CONFIG_FORMATS[id].wraps);
  throw new ToolsealError(
    "USAGE",
    `${file}: wrap does not write ${describeConfigFormat(format)}; it rewrites ${wrappable.map((id) => CONFIG_FORMATS[id].files).join(", ")} (put each server behind "toolseal guard --server-id NAME --lock FILE -- CMD ARGS" by hand: docs/guard.md)`
  );
}
function parseConfig(text, file) {
  assertWrappable(text, file);
  const errors = [];
  const tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (!tree || errors.length > 0 || tree.type !== "object")
    throw new ToolsealError(
      "INVALID_CONFIG",
      `${file}: not a JSON (or JSONC) object${errors[0] ? ` (error at offset ${errors[0].offset})` : ""}`
    );
  return tree;
}
function guardArgs(name, entry, options, where) {
  const own = ["guard", ...optionWords("server-id", name)];
  if (options.lock !== void 0) own.push(...optionWords("lock", options.lock));
  if (options.onChange !== void 0) own.push("--on-change", options.onChange);
  if (options.unpinned !== void 0) own.push("--unpinned", options.unpinned);
  if (options.audit !== void 0) own.push(...optionWords("audit", options.audit));
  if (options.failOn !== void 0) own.push("--fail-on", options.failOn);
  if (options.snapshotDir !== void 0) own.push(...optionWords("snapshot-dir", options.snapshotDir));
  const type = entry.type;
  const url = entry.url ?? entry.serverUrl;
  const isUrl = type === "http" || type === "streamable-http" || type === "streamableHttp" || type === "sse" || type === void 0 && url !== void 0 && entry.command === void 0;
  if (isUrl) {
    if (typeof url !== "string") throw new ToolsealError("INVALID_CONFIG", `${where}: "url" must be a string`);
    const headers = entry.headers ?? {};
    if (!isJsonObject(headers) || !Object.values(headers).every((v) => typeof v === "string"))
      throw new ToolsealError("INVALID_CONFIG", `${where}: "headers" must be an object of strings`);
    const transport = type === "sse" ? ["--transport", "sse"] : type === void 0 ? [] : ["--transport", "http"];
    return [
      ...own,
      ...optionWords("url", url),
      ...transport,
      ...Object.entries(headers).flatMap(([k, v]) => optionWords("header", `${k}: ${v}`))
    ];
  }
  if (typeof entry.command !== "string" || entry.command === "")
    throw new ToolsealError("INVALID_CONFIG", `${where}: "command" must be a non-empty string`);
  const args = entry.args ?? [];
  if (!Array.isArray(args) || !args.every((a) => typeof a === "string"))
    throw new ToolsealError("INVALID_CONFIG", `${where}: "args" must be an array of strings`);
  return [...own, "--", entry.command, ...args];
}
function wrapConfigText(text, file, options = {}) {
  const servers = serversOf(parseConfig(text, file), file);
  const formattingOptions = formattingOf(text);
  const toolseal = options.toolseal ?? DEFAULT_TOOLSEAL_COMMAND;
  if (toolseal.length === 0) throw new ToolsealError("USAGE", "--toolseal-command must name a command");
  return editServers(text, servers, ({ out, member, name, current }) => {
    const where = `${file}: server ${JSON.stringify(name)}`;
    if (!isJsonObject(current)) throw new ToolsealError("INVALID_CONFIG", `${where}: not an object`);
    const stash = current[WRAPPED_KEY];
    if (stash !== void 0 && !isJsonObject(stash)) throw new ToolsealError("INVALID_CONFIG", `${where}: "${WRAPPED_KEY}" must be an object`);
    const original = isJsonObject(stash) ? restoredEntry(current, stash) : current;
    const args = [...toolseal.slice(1), ...guardArgs(name, original, options, where)];
    const wrapped = { command: toolseal[0], args };
    if (original.type !== void 0) wrapped.type = "stdio";
    const newStash = {};
    for (const k of MANAGED_KEYS) if (Object.hasOwn(original, k)) newStash[k] = original[k];
    const originalText = isJsonObject(stash) ? stash[ORIGINAL_TEXT_KEY] : text.slice(member.children[1].offset, member.children[1].offset + member.children[1].length);
    if (typeof originalText === "string") newStash[ORIGINAL_TEXT_KEY] = originalText;
    if (isJsonObject(stash) && sameManaged(current, wrapped) && JSON.stringify(stash) === JSON.stringify(newStash)) return void 0;
    const at = member.children[1];
    const start = at.offset + (out.length - text.length);
    const lineStart = text.lastIndexOf("\n", member.offset - 1) + 1;
    const lead = /^[ \t]*/.exec(text.slice(lineStart, member.offset))[0];
    let entry = lead + out.slice(start, start + at.length);
    const edit = (path, value) => {
      entry = applyEdits(entry, modify(entry, path, value, { formattingOptions }));
    };
    for (const k of MANAGED_KEYS) {
      const value = Object.hasOwn(wrapped, k) ? wrapped[k] : void 0;
      if (value === void 0 && !Object.hasOwn(current, k)) continue;
      edit([k], value);
    }
    edit([WRAPPED_KEY], newStash);
    return out.slice(0, start) + entry.slice(lead.length) + out.slice(start + at.length);
  });
}
function unwrapConfigText(text, file) {
  const servers = serversOf(parseConfig(text, file), file);
  const { key } = servers;
  const formattingOptions = formattingOf(text);
  return editServers(text, servers, ({ out, member, name, current }) => {
    const stash = isJsonObject(current) ? current[WRAPPED_KEY] : void 0;
    if (!isJsonObject(stash)) return void 0;
    const original = originalTextIfSame(current, stash);
    if (original !== void 0) {
      const at = member.children[1];
      const shift = out.length - text.length;
      return out.slice(0, at.offset + shift) + original + out.slice(at.offset + at.length + shift);
    }
    for (const k of MANAGED_KEYS) {
      const value = Object.hasOwn(stash, k) ? stash[k] : void 0;
      if (value === void 0 && !Object.hasOwn(current, k)) continue;
      out = applyEdits(out, modify(out, [key, name, k], value, { formattingOptions }));
    }
    return applyEdits(out, modify(out, [key, name, WRAPPED_KEY], void 0, { formattingOptions }));
  });
}
function editServers(text, servers, edit) {
  let out = text;
  const changed = [];
  const unchanged = [];
  for (const member of servers.node.children ?? []) {
    const name = getNodeValue(member.children[0]);
    const next = edit({ out, member, name, current: getNodeValue(member.children[1]) });
    if (next === void 0) {
      unchanged.push(name);
    } else {
      out = next;
      changed.push(name);
    }
  }
  return { text: out, changed, unchanged };
}
function originalTextIfSame(current, stash) {
  const text = stash[ORIGINAL_TEXT_KEY];
  if (typeof text !== "string") return void 0;
  const errors = [];
  const tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (!tree || errors.length > 0 || tree.type !== "object" || tree.offset !== 0 || tree.length !== text.length) return void 0;
  const before = getNodeValue(tree);
  return isJsonObject(before) && sortedJson(before) === sortedJson(restoredEntry(current, stash)) ? text : void 0;
}
function sortedJson(value) {
  return JSON.stringify(
    value,
    (_k, v) => isJsonObject(v) ? Object.fromEntries(
      Object.keys(v).sort().map((k) => [k, v[k]])
    ) : v
  );
}
function restoredEntry(current, stash) {
  const out = {};
  for (const [k, v] of Object.entries(current)) if (k !== WRAPPED_KEY && !MANAGED_KEYS.includes(k)) out[k] = v;
  for (const k of MANAGED_KEYS) if (Object.hasOwn(stash, k)) out[k] = stash[k];
  return out;
}
function sameManaged(current, wrapped) {
  return MANAGED_KEYS.every((k) => JSON.stringify(current[k]) === JSON.stringify(wrapped[k]));
}

// src/cli/commands/wrap.ts
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
var REGISTRY_TIMEOUT_MS = 15e3;
async function assertRegistryServesToolseal(env) {
  const { resolveArtifact } = await import("./artifacts-TAUN4LQI.js");
  const spec = `toolseal@${VERSION}`;
  try {
    await resolveArtifact(
      { kind: "npm", spec: `npm:${spec}`, name: "toolseal", version: VERSION },
      { env, timeoutMs: REGISTRY_TIMEOUT_MS }
    );
  } catch (e) {
    if (!(e instanceof ToolsealError)) throw e;
    throw new ToolsealError(
      "USAGE",
      `--toolseal-npx: the npm registry does not serve ${spec} as this toolseal (${e.code}: ${oneLine(e.message)}): give --toolseal-command with a toolseal the registry serves, or leave out --toolseal-npx (the default: this toolseal by its absolute node path)`,
      { cause: e }
    );
  }
}
function lockPathFor(cwd, lock) {
  if (lock !== void 0 && lock.startsWith("${")) return lock;
  return resolve(cwd, lock ?? DEFAULT_LOCK_FILE);
}
var command = {
  name: "wrap",
  summary: "rewrite an MCP client config so that every server starts through toolseal guard (--undo: back)",
  help: `Usage: toolseal wrap --config FILE | --host NAME [--lock FILE] [--on-change warn|fail] [--unpinned allow|block]
                     [--audit FILE] [--fail-on KINDS] [--snapshot-dir DIR] [--toolseal-command "CMD [ARGS]" | --toolseal-npx] [--write] [--undo]

Rewrites .mcp.json (Claude Code), .vscode/mcp.json (VS Code, JSONC), claude_desktop_config.json (Claude
Desktop), .cursor/mcp.json (Cursor), Windsurf's mcp_config.json or a JSON file of .continue/mcpServers/ (the
JSON files with an "mcpServers" or "servers" object) so that every server starts through toolseal guard, its id the
config key (--server-id, always: the server's own serverInfo.name is the server's to change, and a pinned
server that renamed itself would otherwise be checked as a new, unpinned one):
  stdio server   "command": NODE, "args": [".../toolseal/dist/cli.js", "guard", "--server-id", KEY, "--lock", ABS, ..., "--", CMD, ARGS...]
  URL server     the same, with "--url", URL, ["--transport", "http"|"sse"], and each header as
                 "--header", "Name: value", exactly as the config wrote them
\${VAR} references are left for the host to expand, as it did before. env, cwd and every other key of an
entry stay as written (the guard passes its environment on to the server). What wrap replaced is kept in
the entry's "${WRAPPED_KEY}" member (the values of the keys it replaced, and the entry's text as it was
in "originalText"), so --undo restores the original servers exactly; a wrapped server is
never wrapped twice (wrapping again with the same options changes nothing). Only the server entries are
edited: comments and the rest of the file stay. The other hosts' files that check and doctor read (VS
Code's settings.json, Gemini CLI's and Zed's settings.json, Continue's YAML, Codex's config.toml) are
refused, naming the format: put their servers behind toolseal guard by hand.

Without --write the new config is printed on stdout; with --write the file is replaced atomically.

Options:
  --config FILE                  the client config to rewrite
  ${HOST_HELP_WIDE}
  --lock FILE                    passed to each guard as an absolute path (default ./${DEFAULT_LOCK_FILE}, made absolute);
                                 a path that starts with \${ (\${workspaceFolder}/mcp-tools.lock in VS Code) is left for the host
  --on-change warn|fail          passed to each guard
  --unpinned allow|block         passed to each guard (block: a server the lock does not pin gets no tools)
  --audit FILE                   passed to each guard as an absolute path (one JSON Lines event per decision)
  --fail-on KINDS                passed to each guard (kinds of change that block whatever --on-change)
  --snapshot-dir DIR             passed to each guard as an absolute path (the reviewed snapshots lock
                                 --snapshot-dir wrote: each change gets its kind; without it, unclassified)
  --toolseal-command "CMD ARGS"  how the host runs toolseal, split into words (e.g. "toolseal" for a global install).
                                 Default: the absolute path of this Node and of this toolseal's dist/cli.js
  --toolseal-npx                 run toolseal as "npx -y toolseal@${VERSION}" (this exact version, from the registry;
                                 refused unless the registry serves it, its tarball matching its integrity)
  --write                        replace the file (atomically) instead of printing
  --undo                         restore every wrapped server to its original entry`,
  options: {
    ...CONFIG_OPTIONS,
    lock: { type: "string" },
    "on-change": { type: "string" },
    "toolseal-command": { type: "string" },
    "toolseal-npx": { type: "boolean" },
    unpinned: { type: "string" },
    audit: { type: "string" },
    "fail-on": { type: "string" },
    "snapshot-dir": { type: "string" },
    write: { type: "boolean" },
    undo: { type: "boolean" }
  },
  async run(ctx) {
    const config = configFromArgs(ctx);
    if (config === void 0) throw new ToolsealError("USAGE", "wrap needs --config FILE or --host NAME");
    const onChangeText = str(ctx, "on-change");
    const onChange = onChangeText === void 0 ? void 0 : parseOnChange(onChangeText, "--on-change");
    const unpinnedText = str(ctx, "unpinned");
    const unpinned = unpinnedText === void 0 ? void 0 : parseUnpinned(unpinnedText, "--unpinned");
    const audit = str(ctx, "audit");
    const failOnText = str(ctx, "fail-on");
    if (failOnText !== void 0) parseFailOn(failOnText, "--fail-on");
    const snapshotDir = str(ctx, "snapshot-dir");
    const npx = ctx.values["toolseal-npx"] === true;
    const toolsealCommand = str(ctx, "toolseal-command");
    const undo = ctx.values.undo === true;
    if (undo && (onChange !== void 0 || unpinned !== void 0 || audit !== void 0 || failOnText !== void 0 || snapshotDir !== void 0 || npx || str(ctx, "lock") !== void 0 || toolsealCommand !== void 0)) {
      throw new ToolsealError(
        "USAGE",
        "--undo restores the originals: it takes no --lock, --on-change, --unpinned, --audit, --fail-on, --snapshot-dir, --toolseal-command or --toolseal-npx"
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
      if (npx) await assertRegistryServesToolseal(ctx.io.env);
      const toolseal = given ?? (npx ? ["npx", "-y", `toolseal@${VERSION}`] : runningToolseal());
      result = wrapConfigText(text, config, {
        toolseal,
        lock: lockPathFor(ctx.io.cwd, str(ctx, "lock")),
        onChange,
        unpinned,
        audit: audit === void 0 ? void 0 : resolve(ctx.io.cwd, audit),
        ...failOnText !== void 0 ? { failOn: failOnText } : {},
        ...snapshotDir !== void 0 ? { snapshotDir: resolve(ctx.io.cwd, snapshotDir) } : {}
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
