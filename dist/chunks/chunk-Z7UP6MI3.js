#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  DEFAULT_LIMITS
} from "./chunk-3GXRCH7N.js";
import {
  ToolsealError
} from "./chunk-RV2GY3DS.js";

// src/cli/server-args.ts
var SERVER_OPTIONS = {
  snapshot: { type: "string" },
  url: { type: "string" },
  transport: { type: "string" },
  header: { type: "string", multiple: true },
  env: { type: "string", multiple: true },
  cwd: { type: "string" },
  config: { type: "string" },
  server: { type: "string" },
  all: { type: "boolean" },
  "server-id": { type: "string" },
  timeout: { type: "string" },
  "max-pages": { type: "string" },
  "max-bytes": { type: "string" }
};
var SERVER_HELP = `Server (one of):
  -- CMD [ARGS...]            a stdio server, started without a shell (--env K=V, --cwd DIR)
  --url URL                   Streamable HTTP or SSE (--transport auto|http|sse, --header "K: V")
  --config FILE --server NAME | --all
                              a server from .mcp.json, .vscode/mcp.json, claude_desktop_config.json, .cursor/mcp.json
  --snapshot FILE             a snapshot taken earlier (no server, no credentials)
  --server-id ID              the server id when it is not a config key (default: serverInfo.name)
Bounds: --timeout SECONDS (${DEFAULT_LIMITS.timeoutMs / 1e3}), --max-pages N (${DEFAULT_LIMITS.maxPages}), --max-bytes N (${DEFAULT_LIMITS.maxBytes})`;
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
function list(ctx, name) {
  const v = ctx.values[name];
  return Array.isArray(v) ? v : [];
}
function serverSpecFromArgs(ctx) {
  const given = [
    ctx.rest !== void 0 && "a command after --",
    str(ctx, "url") !== void 0 && "--url",
    str(ctx, "config") !== void 0 && "--config",
    str(ctx, "snapshot") !== void 0 && "--snapshot"
  ].filter(Boolean);
  if (given.length === 0) throw new ToolsealError("USAGE", "no server given: use -- CMD ARGS, --url URL, --config FILE or --snapshot FILE");
  if (given.length > 1) throw new ToolsealError("USAGE", `give one server, not ${given.join(" and ")}`);
  const serverId = str(ctx, "server-id");
  if (ctx.rest !== void 0) {
    const [command, ...args] = ctx.rest;
    if (!command) throw new ToolsealError("USAGE", "no command after --");
    const env = {};
    list(ctx, "env").forEach((kv, i) => {
      const eq = kv.indexOf("=");
      if (eq <= 0) throw new ToolsealError("USAGE", `--env takes K=V: --env number ${i + 1} has no name before "=" (its text is not shown, it may be a secret)`);
      env[kv.slice(0, eq)] = kv.slice(eq + 1);
    });
    return { kind: "stdio", command, args, env, cwd: str(ctx, "cwd"), serverId };
  }
  const url = str(ctx, "url");
  if (url !== void 0) {
    const transport = str(ctx, "transport") ?? "auto";
    if (transport !== "auto" && transport !== "http" && transport !== "sse") {
      throw new ToolsealError("USAGE", `--transport must be auto, http or sse, not ${JSON.stringify(transport)}`);
    }
    assertServerUrl(url, "--url");
    return { kind: "url", url, transport, headers: parseHeaders(list(ctx, "header")), serverId };
  }
  const config = str(ctx, "config");
  if (config !== void 0) {
    const server = str(ctx, "server");
    const all = ctx.values.all === true;
    if (!server && !all) throw new ToolsealError("USAGE", "--config needs --server NAME or --all");
    if (server && all) throw new ToolsealError("USAGE", "give --server NAME or --all, not both");
    return { kind: "config", file: config, server, all };
  }
  return { kind: "snapshot", file: str(ctx, "snapshot") };
}
function parseHeaders(values) {
  const headers = {};
  values.forEach((h, i) => {
    const colon = h.indexOf(":");
    if (colon <= 0) throw new ToolsealError("USAGE", '--header takes "Name: value" (a header without a colon was given)');
    const name = h.slice(0, colon).trim();
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw new ToolsealError("USAGE", `header number ${i + 1} has a name that is not an HTTP field name (its text is not shown)`);
    const value = h.slice(colon + 1).trim();
    if (/[\r\n\0]/.test(value)) throw new ToolsealError("USAGE", `header ${name} has a line break or NUL in its value`);
    headers[name] = value;
  });
  return headers;
}
function assertServerUrl(url, what) {
  let scheme;
  try {
    scheme = new URL(url).protocol;
  } catch {
    throw new ToolsealError("USAGE", `${what} is not a URL`);
  }
  if (scheme !== "http:" && scheme !== "https:") throw new ToolsealError("USAGE", `${what} must be an http or https URL, not ${scheme.slice(0, 20)}`);
}
function positiveInt(ctx, name, fallback) {
  const v = str(ctx, name);
  if (v === void 0) return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new ToolsealError("USAGE", `--${name} takes a positive number, not ${JSON.stringify(v)}`);
  return n;
}
function limitsFromArgs(ctx) {
  return {
    timeoutMs: Math.round(positiveInt(ctx, "timeout", DEFAULT_LIMITS.timeoutMs / 1e3) * 1e3),
    maxPages: Math.floor(positiveInt(ctx, "max-pages", DEFAULT_LIMITS.maxPages)),
    maxBytes: Math.floor(positiveInt(ctx, "max-bytes", DEFAULT_LIMITS.maxBytes))
  };
}

export {
  SERVER_OPTIONS,
  SERVER_HELP,
  serverSpecFromArgs,
  parseHeaders,
  assertServerUrl,
  limitsFromArgs
};
