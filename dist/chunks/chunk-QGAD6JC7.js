#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  serverSecrets
} from "./chunk-VCZRACRA.js";

// src/mcp/server/server-label.ts
function describeUrl(url) {
  return URL.canParse(url) ? new URL(url).origin : "the server URL";
}
var SUBCOMMANDS = /* @__PURE__ */ new Set(["run", "exec", "x", "dlx", "tool", "start"]);
var VALUE_OPTIONS = /^(?:-[epvwc]|--(?:env|env-file|volume|mount|name|network|package|from|with|workdir|user|entrypoint|cwd|prefix|directory|python|config))$/;
var SECRET_OPTION = /key|token|secret|pass|auth|cred|bearer|cookie|session/i;
var GENERIC_NAME = /^(?:index|main|server|cli|app|start|run|bin|dist|build|src|lib|out|cmd)(?:\.[cm]?[jt]s|\.py)?$/i;
function looksLikeName(a) {
  if (a.includes("://") || !/^[@A-Za-z0-9._~+/\\:-]+$/.test(a)) return false;
  if (/(?=[0-9a-f]*[0-9])[0-9a-f]{16,}/i.test(a)) return false;
  return /[/\\]/.test(a) || a.startsWith("@") || /\.[A-Za-z0-9]{1,4}$/.test(a) || /^[a-z0-9][a-z0-9._-]*$/.test(a);
}
function nameArgument(args) {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--") continue;
    if (a.startsWith("-")) {
      if (!a.includes("=") && (VALUE_OPTIONS.test(a) || SECRET_OPTION.test(a))) i++;
      continue;
    }
    if (SUBCOMMANDS.has(a) && i + 1 < args.length) continue;
    return looksLikeName(a) ? a : void 0;
  }
  return void 0;
}
var MIN_HIDDEN_LABEL_PART = 4;
function commandLabel(spec, secrets) {
  const segments = (p) => p.split(/[\\/]/).filter((x) => x !== "" && x !== ".");
  const secretIn = (name) => secrets.some((s) => name.includes(s) || name.length >= MIN_HIDDEN_LABEL_PART && s.includes(name));
  const hide = (name) => secretIn(name) ? "***" : name;
  const command = hide(segments(spec.command).pop() ?? spec.command);
  const arg = nameArgument(spec.args);
  if (arg === void 0) return command;
  const parts = segments(arg);
  const shown = [parts.pop() ?? arg];
  while (GENERIC_NAME.test(shown[0]) && parts.length > 0 && shown.length < 3) shown.unshift(parts.pop());
  if (GENERIC_NAME.test(shown[0]) && !/^[/\\]|^[A-Za-z]:/.test(arg) && spec.cwd !== void 0) {
    const folder = segments(spec.cwd).pop();
    if (folder !== void 0) shown.unshift(folder);
  }
  return `${command} ${shown.map(hide).join("/")}`;
}
function describeServer(spec, serverId, hidden = serverSecrets(spec).withoutArguments) {
  const base = spec.kind === "stdio" ? `stdio server ${JSON.stringify(commandLabel(spec, hidden))}` : `server ${describeUrl(spec.url)}`;
  return serverId ? `server ${JSON.stringify(serverId)} (${base})` : base;
}
function labelAndSecrets(spec, serverId) {
  const secrets = serverSecrets(spec);
  return { label: describeServer(spec, serverId, secrets.withoutArguments), secrets };
}

export {
  describeUrl,
  describeServer,
  labelAndSecrets
};
