#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/core/origin/host-config-paths.ts
const { posix, win32 } = process.getBuiltinModule("node:path");
var HOST_NAMES = ["claude-desktop", "claude-code", "vscode", "cursor", "windsurf"];
function isHostName(name) {
  return HOST_NAMES.includes(name);
}
function hostConfigPath(host, place) {
  if (!isHostName(host))
    throw new ToolsealError("USAGE", `--host ${JSON.stringify(host.slice(0, 40))}: expected one of ${HOST_NAMES.join(", ")}`);
  const windows = place.platform === "win32";
  const path = windows ? win32 : posix;
  const dir = (name) => {
    const value = place.env[name];
    if (value === void 0 || value === "" || !path.isAbsolute(value))
      throw new ToolsealError(
        "USAGE",
        `--host ${host}: ${name} is ${value ? "not an absolute path" : "not set"}, so its config cannot be found: use --config FILE`
      );
    return value;
  };
  const home = () => dir(windows ? "USERPROFILE" : "HOME");
  const appData = () => {
    if (windows) return dir("APPDATA");
    if (place.platform === "darwin") return path.join(home(), "Library", "Application Support");
    return place.env.XDG_CONFIG_HOME && path.isAbsolute(place.env.XDG_CONFIG_HOME) ? place.env.XDG_CONFIG_HOME : path.join(home(), ".config");
  };
  switch (host) {
    case "claude-desktop":
      return path.join(appData(), "Claude", "claude_desktop_config.json");
    case "vscode":
      return path.join(appData(), "Code", "User", "mcp.json");
    case "claude-code":
      return path.join(home(), ".claude.json");
    case "cursor":
      return path.join(home(), ".cursor", "mcp.json");
    case "windsurf":
      return path.join(home(), ".codeium", "windsurf", "mcp_config.json");
  }
}

// src/cli/config-args.ts
var CONFIG_OPTIONS = { config: { type: "string" }, host: { type: "string" } };
function hostHelp(column) {
  const pad = " ".repeat(column);
  return `${"--host NAME".padEnd(column - 2)}the user config of a host on this platform: ${HOST_NAMES.join(", ")}
${pad}(claude-desktop: %APPDATA%\\Claude\\claude_desktop_config.json on Windows, ~/Library/
${pad}Application Support/Claude/... on macOS, ~/.config/Claude/... on Linux; docs/formats.md)`;
}
var HOST_HELP = hostHelp(23);
var HOST_HELP_WIDE = hostHelp(33);
function configFromArgs(ctx) {
  const config = typeof ctx.values.config === "string" ? ctx.values.config : void 0;
  const host = typeof ctx.values.host === "string" ? ctx.values.host : void 0;
  if (host === void 0) return config;
  if (config !== void 0) throw new ToolsealError("USAGE", "--config and --host both name the config: give one");
  return hostConfigPath(host, { platform: process.platform, env: ctx.io.env });
}

export {
  CONFIG_OPTIONS,
  HOST_HELP,
  HOST_HELP_WIDE,
  configFromArgs
};
