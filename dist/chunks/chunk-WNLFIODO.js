#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  parseConfigInputs
} from "./chunk-FU35O4WS.js";
import {
  MODERN_PROTOCOL,
  PROTOCOL_CHOICES,
  isProtocolChoice
} from "./chunk-7RLMBLVP.js";
import {
  CIMD_URL_RULE,
  cachedOAuth,
  clientMetadataUrlProblem,
  defaultOpener,
  oauthCacheDir,
  openerWords,
  runsInCi
} from "./chunk-XTTDHHZ3.js";
import {
  escapeForTerminal
} from "./chunk-EFISWI7Y.js";
import {
  DEFAULT_AUTHORIZATION_TIMEOUT_MS,
  DEFAULT_LIMITS,
  MAX_TIMEOUT_MS,
  assertConfigChoice,
  assertServerUrl,
  hasAuthorizationHeader,
  limitsFromTexts,
  parseHeaders,
  parseTransport
} from "./chunk-5XTFMSJV.js";
import {
  parseClientCapabilities
} from "./chunk-5AXEYW3Q.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/cli/server-args.ts
var SERVER_HELP = `Server (one of):
  -- CMD [ARGS...]            a stdio server, started without a shell (--env K=V, --cwd DIR)
  --url URL                   Streamable HTTP or SSE (--transport auto|http|sse, --header "K: V")
  --protocol auto|2025-11-25|2026-07-28  the MCP era of a --url or stdio server (auto: negotiate)
  --client-capabilities LIST  declare roots, sampling, elicitation (comma-separated) to the server (each of a --config)
  --config FILE --server NAME | --all
                              a server from a host's config (docs/formats.md): .mcp.json, .vscode/mcp.json,
                              claude_desktop_config.json, .cursor/mcp.json, Windsurf's mcp_config.json, VS Code's,
                              Gemini CLI's or Zed's settings.json, Continue's YAML or JSON, Codex's config.toml
                              (disabled servers skipped)
  --input ID=VALUE            the value of a VS Code config's \${input:ID} (repeatable; a secret)
  --snapshot FILE             a snapshot taken earlier (no server, no credentials)
  --server-id ID              the server id when it is not a config key (default: serverInfo.name)
  --verbose                   show each line a stdio server writes on stderr (escaped, secrets redacted)
OAuth (remote servers that ask for authorization; see docs/oauth.md):
  --oauth                     authorize in the browser when the server asks (PKCE, loopback redirect);
                              tokens are cached in $XDG_CONFIG_HOME/toolseal/oauth (mode 0600)
  --oauth-client-credentials  the client credentials grant instead (no browser; for CI)
  --oauth-client-id ID        a registered client (default: dynamic registration); its secret from
                              TOOLSEAL_OAUTH_CLIENT_SECRET (or --oauth-client-secret S)
  --oauth-scope SCOPES        scopes when the server names none
  --oauth-open CMD            run CMD URL to open the authorization URL (default: the platform's opener
                              when there is a display; "" for none: the URL is printed on stderr)
  --oauth-redirect-port N     the loopback redirect port (default: the one used last, else a free one)
  --oauth-timeout SECONDS     the wait for the approval in the browser (${DEFAULT_AUTHORIZATION_TIMEOUT_MS / 1e3})
  --oauth-client-metadata-url URL  an HTTPS client metadata document to use as the client id
  --oauth-logout              forget this server's cached tokens and client first (alone: only that)
Bounds: --timeout SECONDS (${DEFAULT_LIMITS.timeoutMs / 1e3}; the whole command, closing the server included),
  --max-pages N (${DEFAULT_LIMITS.maxPages}), --max-bytes N (${DEFAULT_LIMITS.maxBytes}), --max-tools N (${DEFAULT_LIMITS.maxTools})`;
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
  const stdioOnly = [list(ctx, "env").length > 0 && "--env", str(ctx, "cwd") !== void 0 && "--cwd"].filter(Boolean);
  if (ctx.rest === void 0 && stdioOnly.length > 0) {
    throw new ToolsealError(
      "USAGE",
      `${stdioOnly.join(" and ")} apply to a stdio server given after --, not to ${given[0]}${given[0] === "--config" ? ' (set "env" and "cwd" in the config entry)' : ""}`
    );
  }
  const urlOnly = [list(ctx, "header").length > 0 && "--header", str(ctx, "transport") !== void 0 && "--transport"].filter(Boolean);
  if (str(ctx, "url") === void 0 && urlOnly.length > 0) {
    throw new ToolsealError(
      "USAGE",
      `${urlOnly.join(" and ")} apply to a --url server, not to ${given[0]}${given[0] === "--config" ? ' (set "headers" in the config entry)' : ""}`
    );
  }
  if (list(ctx, "input").length > 0 && str(ctx, "config") === void 0)
    throw new ToolsealError("USAGE", `--input gives a value to a config file's \${input:ID}, not to ${given[0]}`);
  const serverId = str(ctx, "server-id");
  if (serverId !== void 0 && str(ctx, "url") === void 0 && ctx.rest === void 0) {
    throw new ToolsealError(
      "USAGE",
      `--server-id names a --url or stdio server, not ${given[0] ?? "this one"} (a config entry's id is its key; a snapshot's is the one it recorded)`
    );
  }
  if (str(ctx, "protocol") !== void 0 && str(ctx, "url") === void 0 && ctx.rest === void 0)
    throw new ToolsealError("USAGE", "--protocol is for a --url or a stdio server");
  if (str(ctx, "client-capabilities") !== void 0 && str(ctx, "snapshot") !== void 0)
    throw new ToolsealError(
      "USAGE",
      "--client-capabilities is for a live server (--url, --config or a stdio server): a snapshot file records the capabilities it was listed for"
    );
  const capabilitiesText = str(ctx, "client-capabilities");
  const clientCapabilities = capabilitiesText === void 0 ? {} : { clientCapabilities: parseClientCapabilities(capabilitiesText) };
  if (ctx.rest !== void 0) {
    const [command, ...args] = ctx.rest;
    if (!command) throw new ToolsealError("USAGE", "no command after --");
    const env = {};
    list(ctx, "env").forEach((kv, i) => {
      const eq = kv.indexOf("=");
      if (eq <= 0)
        throw new ToolsealError(
          "USAGE",
          `--env takes K=V: --env number ${i + 1} has no name before "=" (its text is not shown, it may be a secret)`
        );
      env[kv.slice(0, eq)] = kv.slice(eq + 1);
    });
    if (oauthWanted(ctx))
      throw new ToolsealError("USAGE", "--oauth is for --url and --config servers (a stdio server is not behind OAuth)");
    const protocol = protocolFromArgs(ctx, "stdio");
    return {
      kind: "stdio",
      command,
      args,
      env,
      cwd: str(ctx, "cwd"),
      serverId,
      ...protocol !== "auto" ? { protocol } : {},
      ...clientCapabilities
    };
  }
  const url = str(ctx, "url");
  if (url !== void 0) {
    const transport = parseTransport(str(ctx, "transport") ?? "auto", "--transport");
    assertServerUrl(url, "--url");
    const protocol = protocolFromArgs(ctx, transport);
    const oauth = oauthFromArgs(ctx);
    const headers = parseHeaders(list(ctx, "header"));
    if (oauthWanted(ctx) && hasAuthorizationHeader(headers)) {
      throw new ToolsealError("USAGE", "give an Authorization header or --oauth, not both");
    }
    const cached = hasAuthorizationHeader(headers) ? void 0 : cachedOAuth(url, oauth);
    return {
      kind: "url",
      url,
      transport,
      headers,
      serverId,
      ...protocol !== "auto" ? { protocol } : {},
      ...clientCapabilities,
      ...oauthWanted(ctx) ? { oauth } : cached ? { oauth: cached } : {}
    };
  }
  const config = str(ctx, "config");
  if (config !== void 0) {
    const server = str(ctx, "server");
    const all = ctx.values.all === true;
    assertConfigChoice({ server, all });
    const said = /* @__PURE__ */ new Set();
    return {
      kind: "config",
      file: config,
      server,
      all,
      env: ctx.io.env,
      ...list(ctx, "input").length > 0 ? { inputs: parseConfigInputs(list(ctx, "input")) } : {},
      oauth: oauthFromArgs(ctx),
      oauthForAll: oauthWanted(ctx),
      ...clientCapabilities,
      notice: (line) => {
        if (said.has(line)) return;
        said.add(line);
        ctx.io.stderr(`toolseal: ${line}
`);
      }
    };
  }
  return { kind: "snapshot", file: str(ctx, "snapshot") };
}
function protocolFromArgs(ctx, transport) {
  const protocol = str(ctx, "protocol") ?? "auto";
  if (!isProtocolChoice(protocol))
    throw new ToolsealError("USAGE", `--protocol must be ${PROTOCOL_CHOICES.join(", ")}, not ${JSON.stringify(protocol.slice(0, 40))}`);
  if (protocol === MODERN_PROTOCOL && transport === "sse")
    throw new ToolsealError("USAGE", `--protocol ${MODERN_PROTOCOL} is spoken over Streamable HTTP, not --transport sse`);
  return protocol;
}
function oauthWanted(ctx) {
  return ctx.values.oauth === true || ctx.values["oauth-client-credentials"] === true || str(ctx, "oauth-client-id") !== void 0;
}
function oauthFromArgs(ctx) {
  const env = ctx.io.env;
  const clientId = str(ctx, "oauth-client-id");
  const clientSecret = str(ctx, "oauth-client-secret") ?? (env.TOOLSEAL_OAUTH_CLIENT_SECRET || void 0);
  const clientCredentials = ctx.values["oauth-client-credentials"] === true;
  if (clientCredentials && (!clientId || !clientSecret)) {
    throw new ToolsealError(
      "USAGE",
      "--oauth-client-credentials needs --oauth-client-id and a secret (TOOLSEAL_OAUTH_CLIENT_SECRET or --oauth-client-secret)"
    );
  }
  const metadataUrl = str(ctx, "oauth-client-metadata-url");
  const metadataUrlProblem = metadataUrl !== void 0 ? clientMetadataUrlProblem(metadataUrl) : void 0;
  if (metadataUrlProblem) throw new ToolsealError("USAGE", `--oauth-client-metadata-url ${CIMD_URL_RULE}: it ${metadataUrlProblem}`);
  const open = str(ctx, "oauth-open");
  const port = str(ctx, "oauth-redirect-port");
  let redirectPort;
  if (port !== void 0) {
    redirectPort = Number(port);
    if (!Number.isInteger(redirectPort) || redirectPort < 1 || redirectPort > 65535)
      throw new ToolsealError("USAGE", `--oauth-redirect-port takes a port from 1 to 65535, not ${JSON.stringify(port)}`);
  }
  const timeoutText = str(ctx, "oauth-timeout");
  const timeout = timeoutText === void 0 ? DEFAULT_AUTHORIZATION_TIMEOUT_MS : Number(timeoutText) * 1e3;
  if (!Number.isFinite(timeout) || timeout < 1 || timeout > MAX_TIMEOUT_MS || timeoutText?.trim() === "") {
    throw new ToolsealError(
      "USAGE",
      `--oauth-timeout takes seconds from 0.001 to ${Math.floor(MAX_TIMEOUT_MS / 1e3)}, not ${JSON.stringify((timeoutText ?? "").slice(0, 40))}`
    );
  }
  return {
    ...clientId !== void 0 ? { clientId } : {},
    ...clientSecret !== void 0 ? { clientSecret } : {},
    ...clientCredentials ? { clientCredentials } : {},
    ...metadataUrl !== void 0 ? { clientMetadataUrl: metadataUrl } : {},
    ...str(ctx, "oauth-scope") ? { scope: str(ctx, "oauth-scope") } : {},
    open: open !== void 0 ? openerWords(open) : defaultOpener(env) ?? [],
    // In CI (`CI` set, as every CI service does) with no opener given, no one will ever open the URL.
    ...runsInCi(env) && open === void 0 ? { noUser: true } : {},
    ...redirectPort !== void 0 ? { redirectPort } : {},
    authorizationTimeoutMs: Math.round(timeout),
    cacheDir: oauthCacheDir(env),
    notify: (line) => ctx.io.stderr(line)
  };
}
function limitsFromArgs(ctx) {
  const limits = limitsFromTexts(
    { timeout: str(ctx, "timeout"), maxPages: str(ctx, "max-pages"), maxBytes: str(ctx, "max-bytes"), maxTools: str(ctx, "max-tools") },
    { timeout: "--timeout", maxPages: "--max-pages", maxBytes: "--max-bytes", maxTools: "--max-tools" },
    Date.now()
  );
  if (ctx.io.stderrIsTTY === true && ctx.values.json !== true) {
    limits.onProgress = (label, tools, bytes, done) => ctx.io.stderr(
      done ? "\r\x1B[K" : `\r\x1B[Ktoolseal: ${escapeForTerminal(label)}: ${tools} tool${tools === 1 ? "" : "s"}, ${bytes} bytes so far`
    );
  }
  if (ctx.values.verbose !== true) return limits;
  return { ...limits, onServerStderr: (label, line) => ctx.io.stderr(`toolseal: ${label}: stderr: ${line}
`) };
}

export {
  SERVER_HELP,
  serverSpecFromArgs,
  limitsFromArgs
};
