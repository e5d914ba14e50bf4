#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  applyEdits,
  findNodeAtLocation,
  getNodeValue,
  modify,
  parseTree
} from "./chunk-OLZWRMIK.js";
import {
  VERSION
} from "./chunk-P2LBGSGT.js";
import {
  optionWords
} from "./chunk-EXI6RD3D.js";
import {
  isJsonObject
} from "./chunk-G7R7JJA7.js";
import {
  ToolsealError
} from "./chunk-5C6DIG5I.js";

// src/guard/wrap-config.ts
var WRAPPED_KEY = "toolsealWrapped";
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
function parseConfig(text, file) {
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
  const tree = parseConfig(text, file);
  const { node } = serversOf(tree, file);
  const formattingOptions = formattingOf(text);
  const toolseal = options.toolseal ?? DEFAULT_TOOLSEAL_COMMAND;
  if (toolseal.length === 0) throw new ToolsealError("USAGE", "--toolseal-command must name a command");
  let out = text;
  const changed = [];
  const unchanged = [];
  for (const member of node.children ?? []) {
    const name = getNodeValue(member.children[0]);
    const current = getNodeValue(member.children[1]);
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
    if (isJsonObject(stash) && sameManaged(current, wrapped) && JSON.stringify(stash) === JSON.stringify(newStash)) {
      unchanged.push(name);
      continue;
    }
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
    out = out.slice(0, start) + entry.slice(lead.length) + out.slice(start + at.length);
    changed.push(name);
  }
  return { text: out, changed, unchanged };
}
function unwrapConfigText(text, file) {
  const tree = parseConfig(text, file);
  const { key, node } = serversOf(tree, file);
  const formattingOptions = formattingOf(text);
  let out = text;
  const changed = [];
  const unchanged = [];
  for (const member of node.children ?? []) {
    const name = getNodeValue(member.children[0]);
    const current = getNodeValue(member.children[1]);
    const stash = isJsonObject(current) ? current[WRAPPED_KEY] : void 0;
    if (!isJsonObject(stash)) {
      unchanged.push(name);
      continue;
    }
    const original = originalTextIfSame(current, stash);
    if (original !== void 0) {
      const at = member.children[1];
      out = out.slice(0, at.offset + (out.length - text.length)) + original + out.slice(at.offset + at.length + (out.length - text.length));
      changed.push(name);
      continue;
    }
    for (const k of MANAGED_KEYS) {
      const value = Object.hasOwn(stash, k) ? stash[k] : void 0;
      if (value === void 0 && !Object.hasOwn(current, k)) continue;
      out = applyEdits(out, modify(out, [key, name, k], value, { formattingOptions }));
    }
    out = applyEdits(out, modify(out, [key, name, WRAPPED_KEY], void 0, { formattingOptions }));
    changed.push(name);
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
function isWrappedEntry(entry) {
  return isJsonObject(entry) && isJsonObject(entry[WRAPPED_KEY]);
}

export {
  WRAPPED_KEY,
  wrapConfigText,
  unwrapConfigText,
  isWrappedEntry
};
