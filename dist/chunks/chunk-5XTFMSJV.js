#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/mcp/server/server-spec.ts
function parseTransport(value, option) {
  if (value === "auto" || value === "http" || value === "sse") return value;
  throw new ToolsealError("USAGE", `${option} must be auto, http or sse, not ${JSON.stringify(value.slice(0, 40))}`);
}
function assertConfigChoice(choice) {
  const named = choice.server !== void 0 && choice.server !== "";
  if (!named && choice.all !== true) throw new ToolsealError("USAGE", "--config needs --server NAME or --all");
  if (named && choice.all === true) throw new ToolsealError("USAGE", "give --server NAME or --all, not both");
}
function hasAuthorizationHeader(headers) {
  return Object.keys(headers ?? {}).some((name) => name.toLowerCase() === "authorization");
}
var DEFAULT_AUTHORIZATION_TIMEOUT_MS = 3e5;
var DEFAULT_LIMITS = {
  timeoutMs: 6e4,
  maxPages: 1e3,
  maxBytes: 256 * 1024 * 1024,
  maxTools: 1e4
};
var MAX_TIMEOUT_MS = 2 ** 31 - 1;
function limitsFromTexts(texts, names, startedAt) {
  const positive = (key) => {
    const v = texts[key];
    if (v === void 0) return void 0;
    const n = v.trim() === "" ? NaN : Number(v);
    if (!Number.isFinite(n) || n <= 0)
      throw new ToolsealError("USAGE", `${names[key]} takes a positive number, not ${JSON.stringify(v.slice(0, 40))}`);
    return n;
  };
  const count = (key, fallback) => {
    const n = positive(key);
    if (n === void 0) return fallback;
    if (!Number.isSafeInteger(Math.floor(n)) || Math.floor(n) < 1)
      throw new ToolsealError("USAGE", `${names[key]} takes a whole number from 1 to ${Number.MAX_SAFE_INTEGER}`);
    return Math.floor(n);
  };
  const seconds = positive("timeout");
  const timeoutMs = seconds === void 0 ? DEFAULT_LIMITS.timeoutMs : Math.round(seconds * 1e3);
  if (timeoutMs > MAX_TIMEOUT_MS || timeoutMs < 1) {
    throw new ToolsealError(
      "USAGE",
      `${names.timeout} takes seconds from 0.001 to ${Math.floor(MAX_TIMEOUT_MS / 1e3)}, not ${JSON.stringify(texts.timeout.slice(0, 40))}`
    );
  }
  return {
    timeoutMs,
    ...startedAt === void 0 ? {} : { startedAt },
    maxPages: count("maxPages", DEFAULT_LIMITS.maxPages),
    maxBytes: count("maxBytes", DEFAULT_LIMITS.maxBytes),
    maxTools: count("maxTools", DEFAULT_LIMITS.maxTools)
  };
}
function parseHeaders(values) {
  const headers = {};
  values.forEach((h, i) => {
    const colon = h.indexOf(":");
    if (colon <= 0) throw new ToolsealError("USAGE", '--header takes "Name: value" (a header without a colon was given)');
    const name = h.slice(0, colon).trim();
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      throw new ToolsealError("USAGE", `header number ${i + 1} has a name that is not an HTTP field name (its text is not shown)`);
    const value = h.slice(colon + 1).trim();
    if (/[\r\n\0]/.test(value)) throw new ToolsealError("USAGE", `header ${name} has a line break or NUL in its value`);
    headers[name] = value;
  });
  return headers;
}
function assertServerUrl(url, what) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new ToolsealError("USAGE", `${what} is not a URL`);
  }
  const scheme = parsed.protocol;
  if (scheme !== "http:" && scheme !== "https:")
    throw new ToolsealError("USAGE", `${what} must be an http or https URL, not ${scheme.slice(0, 20)}`);
  if (parsed.username !== "" || parsed.password !== "") {
    throw new ToolsealError(
      "USAGE",
      `${what} carries credentials (user:password@host), which are never sent in a URL; send them in a header (--header "Authorization: Basic \u2026")`
    );
  }
}
var SERVER_OPTIONS = {
  verbose: { type: "boolean" },
  snapshot: { type: "string" },
  url: { type: "string" },
  transport: { type: "string" },
  protocol: { type: "string" },
  "client-capabilities": { type: "string" },
  header: { type: "string", multiple: true },
  env: { type: "string", multiple: true },
  cwd: { type: "string" },
  config: { type: "string" },
  input: { type: "string", multiple: true },
  server: { type: "string" },
  all: { type: "boolean" },
  "server-id": { type: "string" },
  timeout: { type: "string" },
  "max-pages": { type: "string" },
  "max-bytes": { type: "string" },
  "max-tools": { type: "string" },
  oauth: { type: "boolean" },
  "oauth-client-id": { type: "string" },
  "oauth-client-secret": { type: "string" },
  "oauth-client-credentials": { type: "boolean" },
  "oauth-client-metadata-url": { type: "string" },
  "oauth-scope": { type: "string" },
  "oauth-open": { type: "string" },
  "oauth-redirect-port": { type: "string" },
  "oauth-timeout": { type: "string" },
  "oauth-logout": { type: "boolean" }
};

export {
  parseTransport,
  assertConfigChoice,
  hasAuthorizationHeader,
  DEFAULT_AUTHORIZATION_TIMEOUT_MS,
  DEFAULT_LIMITS,
  MAX_TIMEOUT_MS,
  limitsFromTexts,
  parseHeaders,
  assertServerUrl,
  SERVER_OPTIONS
};
