#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  readConfigEntries,
  readThroughGuard
} from "./chunk-CKALECJ5.js";
import {
  expandInputs
} from "./chunk-FU35O4WS.js";
import {
  isJsonObject
} from "./chunk-LTUN2ZE5.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/mcp/config/config-file.ts
const { homedir } = process.getBuiltinModule("node:os");
const { basename, dirname, sep } = process.getBuiltinModule("node:path");
function workspaceOf(file) {
  if (basename(file) === "claude_desktop_config.json" || basename(file) === "mcp_config.json") return void 0;
  const dir = dirname(file);
  const leaf = basename(dir);
  if (basename(file) === "settings.json" && leaf !== ".vscode") return void 0;
  return leaf === ".vscode" || leaf === ".cursor" ? dirname(dir) : dir;
}
function expandVariables(value, env, workspace, label, fromEnv, withheld) {
  const taken = (v) => {
    fromEnv?.push(v);
    return v;
  };
  const runner = withheld !== void 0 || env.GITHUB_ACTIONS === "true";
  const unset = (name, spelled) => {
    if (withheld?.has(name)) {
      throw new ToolsealError(
        "INVALID_CONFIG",
        `${label}: environment variable ${name} is set in the job but not listed in config-env, so the config file cannot expand it (add ${name} to the action's config-env input)`
      );
    }
    return new ToolsealError("INVALID_CONFIG", `${label}: environment variable ${name} is not set (${spelled} has no :-default)`);
  };
  return value.replace(/\$\{([^}]*)\}/g, (_m, body) => {
    if (body.startsWith("env:")) {
      const name2 = expandableName(body.slice(4), label, runner);
      const v2 = env[name2];
      if (v2 === void 0) throw unset(name2, `\${${body}}`);
      return taken(v2);
    }
    if (body === "workspaceFolder") {
      if (workspace === void 0) throw new ToolsealError("INVALID_CONFIG", `${label}: \${workspaceFolder} has no meaning in this file`);
      return workspace;
    }
    if (body === "userHome") return homedir();
    if (body === "pathSeparator" || body === "/") return sep;
    if (body.startsWith("input:")) {
      throw new ToolsealError("INVALID_CONFIG", `${label}: \${${body}} asks the user for a value; set it through \${env:NAME} instead`);
    }
    const dash = body.indexOf(":-");
    const name = dash < 0 ? body : body.slice(0, dash);
    const v = env[expandableName(name, label, runner)];
    if (v !== void 0) return taken(v);
    if (dash >= 0) return body.slice(dash + 2);
    throw unset(name, `\${${name}}`);
  });
}
var RUNNER_SECRET_NAME = /^(?:INPUT_|ACTIONS_|RUNNER_)/i;
var JOB_TOKEN_NAME = /^GITHUB_TOKEN$/i;
function expandableName(name, label, runner) {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
    throw new ToolsealError("INVALID_CONFIG", `${label}: unknown variable \${${name.slice(0, 40)}}`);
  if (RUNNER_SECRET_NAME.test(name) || runner && JOB_TOKEN_NAME.test(name)) {
    throw new ToolsealError(
      "INVALID_CONFIG",
      `${label}: \${${name}} names a variable of the runner (INPUT_*, ACTIONS_*, RUNNER_*; GITHUB_TOKEN in a workflow), which a config file does not expand`
    );
  }
  return name;
}
function stringField(entry, key, label, required) {
  const v = entry[key];
  if (v === void 0 && !required) return void 0;
  if (typeof v !== "string" || required && v === "") {
    throw new ToolsealError("INVALID_CONFIG", `${label}: "${key}" must be a ${required ? "non-empty " : ""}string`);
  }
  return v;
}
function stringRecord(entry, key, label) {
  const v = entry[key];
  if (v === void 0 || v === null) return void 0;
  if (!isJsonObject(v)) throw new ToolsealError("INVALID_CONFIG", `${label}: "${key}" must be an object of strings`);
  const out = {};
  for (const [k, x] of Object.entries(v)) {
    if (typeof x !== "string") throw new ToolsealError("INVALID_CONFIG", `${label}: ${key}.${k} must be a string`);
    out[k] = x;
  }
  return out;
}
function oauthBlockOf(entry, label, expand) {
  const block = entry.oauth;
  if (block === void 0 || block === null || block === false) return void 0;
  if (block === true) return {};
  if (!isJsonObject(block)) throw new ToolsealError("INVALID_CONFIG", `${label}: "oauth" must be an object`);
  const at = `${label}: oauth`;
  const out = {};
  const clientId = stringField(block, "clientId", at, false);
  if (clientId !== void 0) out.clientId = expand(clientId);
  const clientSecret = stringField(block, "clientSecret", at, false);
  if (clientSecret !== void 0) out.clientSecret = expand(clientSecret);
  const port = block.callbackPort;
  if (port !== void 0) {
    if (typeof port !== "number" || !Number.isInteger(port) || port < 1 || port > 65535)
      throw new ToolsealError("INVALID_CONFIG", `${at}.callbackPort must be a port number`);
    out.redirectPort = port;
  }
  const scope = stringField(block, "scope", at, false);
  const scopes = block.scopes;
  if (scopes !== void 0 && (!Array.isArray(scopes) || !scopes.every((x) => typeof x === "string")))
    throw new ToolsealError("INVALID_CONFIG", `${at}.scopes must be an array of strings`);
  if (scope !== void 0 || scopes !== void 0) out.scope = scope ?? scopes.join(" ");
  return out;
}
function serverSpecOf(name, entry, file, env, withheld, inputs) {
  const label = `${file}: server ${JSON.stringify(name)}`;
  if (!isJsonObject(entry)) throw new ToolsealError("INVALID_CONFIG", `${label}: not an object`);
  const workspace = workspaceOf(file);
  const secrets = [];
  const expand = (v) => expandInputs(v, inputs, label, secrets, (text) => expandVariables(text, env, workspace, label, secrets, withheld));
  const expandRecord = (r) => r === void 0 ? void 0 : Object.fromEntries(Object.entries(r).map(([k, v]) => [k, expand(v)]));
  const secretsOf = () => secrets.some((s) => s !== "") ? { secrets: secrets.filter((s) => s !== "") } : {};
  const type = stringField(entry, "type", label, false);
  if (entry.serverUrl !== void 0 && entry.url !== void 0)
    throw new ToolsealError("INVALID_CONFIG", `${label}: both "url" and "serverUrl"; give one`);
  const urlKey = entry.serverUrl !== void 0 ? "serverUrl" : "url";
  const isUrl = type === "http" || type === "streamable-http" || type === "streamableHttp" || type === "sse" || type === void 0 && entry[urlKey] !== void 0 && entry.command === void 0;
  if (isUrl) {
    const url = expand(stringField(entry, urlKey, label, true));
    if (!URL.canParse(url)) throw new ToolsealError("INVALID_CONFIG", `${label}: "${urlKey}" is not a URL`);
    const scheme = new URL(url).protocol;
    if (scheme !== "http:" && scheme !== "https:")
      throw new ToolsealError("INVALID_CONFIG", `${label}: "${urlKey}" must be http or https, not ${scheme.slice(0, 20)}`);
    if (new URL(url).username !== "" || new URL(url).password !== "") {
      throw new ToolsealError(
        "INVALID_CONFIG",
        `${label}: "${urlKey}" carries credentials (user:password@host), which are never sent in a URL; put them in "headers"`
      );
    }
    const oauthBlock = oauthBlockOf(
      entry,
      label,
      (v) => expandInputs(v, inputs, label, secrets, (text) => expandVariables(text, env, workspace, label, secrets))
    );
    return {
      kind: "url",
      url,
      transport: type === "sse" ? "sse" : type === void 0 ? "auto" : "http",
      headers: expandRecord(stringRecord(entry, "headers", label)),
      ...secretsOf(),
      ...oauthBlock ? { oauthBlock } : {}
    };
  }
  if (type !== void 0 && type !== "stdio") {
    throw new ToolsealError("INVALID_CONFIG", `${label}: unknown "type" ${JSON.stringify(type.slice(0, 40))} (stdio, http or sse)`);
  }
  if (entry.envFile !== void 0)
    throw new ToolsealError("INVALID_CONFIG", `${label}: "envFile" is not supported; put the variables in "env"`);
  const command = expand(stringField(entry, "command", label, true));
  const args = entry.args ?? [];
  if (!Array.isArray(args) || !args.every((a) => typeof a === "string")) {
    throw new ToolsealError("INVALID_CONFIG", `${label}: "args" must be an array of strings`);
  }
  const cwd = stringField(entry, "cwd", label, false);
  return {
    kind: "stdio",
    command,
    args: args.map(expand),
    env: expandRecord(stringRecord(entry, "env", label)),
    cwd: cwd !== void 0 ? expand(cwd) : workspace,
    ...secretsOf()
  };
}
function readMcpConfig(file, env, withheld, options = {}) {
  return readConfigEntries(file).entries.map(({ name, entry, error }) => {
    if (error) return { name, error };
    if (isJsonObject(entry) && entry.disabled === true) return { name, disabled: true };
    try {
      const { oauthBlock, ...read } = serverSpecOf(name, entry, file, env, withheld, options.inputs);
      const { spec, guard, oauth, note } = readThroughGuard(name, read, entry, `${file}: server ${JSON.stringify(name)}`);
      const oauthOf = oauth ?? oauthBlock;
      return { name, spec, ...oauthOf ? { oauth: oauthOf } : {}, ...guard ? { guard, note } : {} };
    } catch (e) {
      if (e instanceof ToolsealError) return { name, error: e };
      throw e;
    }
  });
}

export {
  expandVariables,
  readMcpConfig
};
