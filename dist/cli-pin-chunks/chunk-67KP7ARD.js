#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  describeServer,
  redactSecrets,
  serverSecrets,
  signerPolicyOf
} from "./chunk-OYVOKNVC.js";
import {
  readPathOrURL
} from "./chunk-M3SC6OSE.js";
import {
  openUserFile,
  readTextFile,
  writeFileAtomic
} from "./chunk-5ETNIM4U.js";
import {
  ToolDigestTable,
  countText,
  nonToolOfSnapshot,
  readSnapshotText
} from "./chunk-KJOURXTM.js";
import {
  DEFAULT_LOCK_FILE,
  ON_CHANGE_VALUES,
  checkServers,
  commandWords,
  emptyLock,
  entryForProfile,
  entryMembers,
  lockIfWrittenFor,
  lockTextOf,
  optionWords,
  parseFailOn,
  parseLock,
  pinnedNonTool,
  pinnedProfiles,
  resultWithFailOn,
  serverPinOf
} from "./chunk-APUAF65Q.js";
import {
  digestNonTool,
  nearestProfile,
  nonToolChanges,
  profileText,
  sameProfile
} from "./chunk-C5HGOXZJ.js";
import {
  shellWord
} from "./chunk-3TODUGGO.js";
import {
  ToolsealError,
  osErrorText,
  parseJsonStrict
} from "./chunk-7E5VU7YR.js";

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

// src/core/report/audit.ts
function auditPackage(p) {
  const version = p.resolved?.version ?? p.requested;
  const integrity = p.resolved?.integrity;
  const state = p.state === "unpinned" ? "unpinned" : p.state === "integrity-changed" || p.state === "version-changed" ? "changed" : p.state === "new" ? "new" : (
    // Matched only counts as pinned when both sides have an integrity and they are the same.
    p.state === "matched" && integrity !== void 0 && integrity === p.locked?.integrity ? "pinned" : "unresolved"
  );
  const locked = state === "changed" && p.locked?.integrity !== void 0 ? { lockedIntegrity: p.locked.integrity } : {};
  return {
    state,
    ecosystem: p.ecosystem,
    name: p.name,
    ...state !== "unpinned" && version !== void 0 ? { version } : {},
    ...state !== "unpinned" && integrity !== void 0 ? { integrity } : {},
    ...locked
  };
}
function auditNonTool(c) {
  if (c.carrier === "instructions") return { field: "instructions", change: c.change };
  if (c.carrier === "prompt") return { prompt: c.name, change: c.change };
  return { resourceTemplate: c.name, change: c.change };
}
function auditEvent(server) {
  return {
    event: "mcp_tool_surface",
    server: server.serverId,
    manifestDigest: server.manifestDigest,
    toolCount: server.toolCount,
    pinState: server.pinState,
    changed: server.changes.map((c) => ({
      tool: c.tool,
      change: c.change,
      fields: [...c.fields],
      pointers: [...c.pointers],
      widening: c.hints.filter((h) => h.class === "widening").map((h) => h.hint),
      kinds: [...c.kinds]
    })),
    ...server.carrierChanges.length > 0 ? { changedCarriers: server.carrierChanges.map(auditNonTool) } : {},
    ...server.package ? { package: auditPackage(server.package) } : {},
    verdict: server.verdict
  };
}
function failureAuditEvent(failure) {
  return {
    event: "mcp_tool_surface",
    server: failure.serverId,
    manifestDigest: null,
    toolCount: null,
    pinState: "failed",
    changed: [],
    verdict: "blocked"
  };
}
function auditLines(result) {
  const events = [...result.servers.map(auditEvent), ...result.failures.map(failureAuditEvent)];
  return events.map((e) => JSON.stringify(e) + "\n").join("");
}

// src/core/guard/policy-options.ts
function parseOnChange(value, option) {
  return oneOf(ON_CHANGE_VALUES, value, option);
}
function oneOf(values, value, option) {
  if (values.includes(value)) return value;
  throw new ToolsealError(
    "USAGE",
    `${option} must be ${values.slice(0, -1).join(", ")} or ${values.at(-1)}, not ${JSON.stringify(value.slice(0, 40))}`
  );
}

// src/run/relock-command.ts
function relockCommand(spec, lock, snapshotDir) {
  const common = ["--lock", lock, ...snapshotDir !== void 0 ? ["--snapshot-dir", snapshotDir] : []];
  const caps = spec.kind !== "snapshot" && spec.clientCapabilities !== void 0 && spec.clientCapabilities.length > 0 ? ["--client-capabilities", spec.clientCapabilities.join(",")] : [];
  common.push(...caps);
  return (serverId) => {
    if (spec.kind === "config") return { args: [...common, "--config", spec.file, ...optionWords("server", serverId)] };
    if (spec.kind === "snapshot") return { args: [...common, "--snapshot", spec.file] };
    const id = spec.serverId !== void 0 ? optionWords("server-id", spec.serverId) : [];
    if (spec.kind === "stdio") {
      const env = Object.keys(spec.env ?? {});
      return {
        args: [...common, ...id, "--", spec.command, ...spec.args],
        ...env.length ? { needs: `the server's environment (${env.join(", ")}) as --env NAME=VALUE before --` } : {}
      };
    }
    const url = new URL(spec.url);
    const trimmed = url.username !== "" || url.password !== "" || url.search !== "";
    url.username = "";
    url.password = "";
    url.search = "";
    const headers = Object.keys(spec.headers ?? {});
    const needs = [
      ...headers.length ? [`the headers (${headers.join(", ")}) as --header "NAME: VALUE"`] : [],
      ...trimmed ? ["the credentials or query of the URL"] : []
    ];
    return {
      args: [...common, ...id, "--url", url.href, ...spec.transport !== "auto" ? ["--transport", spec.transport] : []],
      ...needs.length ? { needs: needs.join(", and ") } : {}
    };
  };
}
function relockWords(spec, command) {
  const masked = spec.kind === "stdio" || spec.kind === "url" ? serverSecrets(spec).masked : [];
  const words = command.args.map((a) => redactSecrets(a, masked));
  const hidden = words.some((w, i) => w !== command.args[i]);
  const needs = [command.needs, hidden ? "the values shown as *** (secrets, kept out of this line) as the server is given them" : void 0].filter(Boolean).join(", and ");
  return words.map(shellWord).join(" ") + (needs ? ` (with ${needs})` : "");
}

// src/run/check.ts
const { existsSync, readdirSync, statSync: statSync2 } = process.getBuiltinModule("node:fs");
const { isAbsolute, join: join3, relative, resolve: resolve2, sep } = process.getBuiltinModule("node:path");

// src/fs/audit-file.ts
const { appendFileSync } = process.getBuiltinModule("node:fs");
function auditFile(file) {
  return {
    append(jsonLines) {
      try {
        appendFileSync(file, jsonLines, { encoding: "utf8", mode: 420 });
      } catch (e) {
        throw new ToolsealError("IO_ERROR", `cannot append to ${file}: ${osErrorText(e)}`, { cause: e });
      }
    }
  };
}

// src/core/snapshot/snapshot-file-name.ts
function snapshotFileName(serverId) {
  let out = "";
  for (const byte of new TextEncoder().encode(serverId)) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9_-]/.test(c) || c === "." && out !== "" ? c : percent(byte);
  }
  if (/^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i.test(out)) out = percent(out.charCodeAt(0)) + out.slice(1);
  return `${out}.snapshot.json`;
}
function percent(byte) {
  return "%" + byte.toString(16).toUpperCase().padStart(2, "0");
}
var MAX_FILE_NAME_BYTES = 255;
function assertSnapshotFileNames(serverIds, where) {
  const seen = /* @__PURE__ */ new Map();
  for (const id of serverIds) {
    const name = snapshotFileName(id);
    if (name.length > MAX_FILE_NAME_BYTES) {
      throw new ToolsealError(
        "INVALID_INPUT",
        `${where}: server id ${JSON.stringify(id.slice(0, 40))}\u2026 is too long for a snapshot file name (${name.length} bytes, at most ${MAX_FILE_NAME_BYTES}); give it a shorter id`
      );
    }
    const folded = name.toLowerCase();
    const other = seen.get(folded);
    if (other !== void 0 && other !== id) {
      throw new ToolsealError(
        "INVALID_INPUT",
        `${where}: server ids ${JSON.stringify(other)} and ${JSON.stringify(id)} differ only in letter case, so their snapshot files would be one file on a case-insensitive file system; rename one`
      );
    }
    seen.set(folded, id);
  }
}

// src/mcp/oauth/oauth-cache.ts
const { createHash } = process.getBuiltinModule("node:crypto");
const { chmodSync, lstatSync, mkdirSync, readFileSync, rmSync } = process.getBuiltinModule("node:fs");
const { homedir } = process.getBuiltinModule("node:os");
const { join } = process.getBuiltinModule("node:path");
function oauthCacheDir(env) {
  const base = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith("/") ? env.XDG_CONFIG_HOME : join(env.HOME || homedir(), ".config");
  return join(base, "toolseal", "oauth");
}
var OAuthCache = class _OAuthCache {
  constructor(dir, resource) {
    this.dir = dir;
    this.resource = resource;
    this.file = _OAuthCache.fileOf(dir, resource);
    _OAuthCache.secureDir(dir);
    this.doc = this.read();
  }
  dir;
  resource;
  file;
  doc;
  /**
   * A folder that exists already must be the user's own, and is made 0700 if others could read or write
   * it (tokens planted or read by another user). One owned by another user, or not a folder, is refused.
   */
  static secureDir(dir) {
    let st;
    try {
      st = lstatSync(dir);
    } catch {
      return;
    }
    const uid = process.getuid?.();
    if (!st.isDirectory())
      throw new ToolsealError("IO_ERROR", `the OAuth token cache folder ${dir} is not a folder (a link or a file); remove it`);
    if (uid !== void 0 && st.uid !== uid)
      throw new ToolsealError(
        "IO_ERROR",
        `the OAuth token cache folder ${dir} belongs to another user (uid ${st.uid}); remove it or set XDG_CONFIG_HOME`
      );
    if ((st.mode & 63) !== 0) {
      try {
        chmodSync(dir, 448);
      } catch (e) {
        throw new ToolsealError(
          "IO_ERROR",
          `cannot make the OAuth token cache folder ${dir} private (0700): ${e.code ?? "error"}`,
          { cause: e }
        );
      }
    }
  }
  static fileOf(dir, resource) {
    return join(dir, `${createHash("sha256").update(resource).digest("hex").slice(0, 32)}.json`);
  }
  /** Whether an earlier run cached tokens for this server. */
  static hasTokens(dir, resource) {
    const doc = new _OAuthCache(dir, resource).doc;
    return Object.values(doc.servers).some((e) => e.tokens !== void 0);
  }
  read() {
    let text;
    try {
      text = readFileSync(this.file, "utf8");
    } catch {
      return { version: 1, resource: this.resource, servers: {} };
    }
    try {
      const doc = JSON.parse(text);
      if (doc?.version === 1 && doc.resource === this.resource && typeof doc.servers === "object" && doc.servers !== null) return doc;
    } catch {
    }
    return { version: 1, resource: this.resource, servers: {} };
  }
  /** The entry of the authorization server last used (or of `issuer`). */
  entry(issuer) {
    const key = issuer ?? this.doc.current;
    return (key !== void 0 && Object.hasOwn(this.doc.servers, key) ? this.doc.servers[key] : void 0) ?? {};
  }
  /** Updates the entry of `issuer` (and makes it the current one), then writes the file. */
  update(issuer, change) {
    this.doc = this.read();
    this.doc.servers[issuer] = change(this.entry(issuer));
    this.doc.current = issuer;
    this.write();
  }
  /** Remembers the loopback port this server's authorization used. */
  rememberPort(port) {
    this.doc = this.read();
    this.doc.redirectPort = port;
    this.write();
  }
  /** The loopback port used last, if any. */
  get redirectPort() {
    return this.doc.redirectPort;
  }
  /** Deletes the file: every token and client of this server is forgotten. True when there was one. */
  forget() {
    let existed = true;
    try {
      readFileSync(this.file);
    } catch {
      existed = false;
    }
    rmSync(this.file, { force: true });
    this.doc = { version: 1, resource: this.resource, servers: {} };
    return existed;
  }
  write() {
    try {
      mkdirSync(this.dir, { recursive: true, mode: 448 });
    } catch (e) {
      throw new ToolsealError(
        "IO_ERROR",
        `cannot create the OAuth token cache folder ${this.dir}: ${e.code ?? "error"}`,
        { cause: e }
      );
    }
    _OAuthCache.secureDir(this.dir);
    writeFileAtomic(this.file, JSON.stringify(this.doc, null, 2) + "\n", 384);
  }
};

// src/mcp/oauth/oauth-options.ts
function openerWords(cmd) {
  return commandWords(cmd, "--oauth-open");
}
function defaultOpener(env, platform = process.platform) {
  if (platform === "darwin") return ["open"];
  if (platform === "win32") return ["rundll32", "url.dll,FileProtocolHandler"];
  return env.DISPLAY || env.WAYLAND_DISPLAY ? ["xdg-open"] : void 0;
}
function cachedOAuth(url, settings) {
  return OAuthCache.hasTokens(settings.cacheDir, url) ? { ...settings, cachedOnly: true } : void 0;
}
function defaultOAuthOptions(env) {
  const ci = runsInCi(env) || runsInCi(process.env);
  return { cacheDir: oauthCacheDir(env), open: defaultOpener(env) ?? [], ...ci ? { noUser: true } : {} };
}
function runsInCi(env) {
  return env.CI !== void 0 && env.CI !== "" && env.CI !== "false";
}
var ApprovalWaits = class {
  active = 0;
  since = 0;
  done = 0;
  begin() {
    if (this.active++ === 0) this.since = Date.now();
  }
  end() {
    if (--this.active === 0) this.done += Date.now() - this.since;
  }
  /** Milliseconds waited so far (a wait still going counts up to now). */
  total() {
    return this.done + (this.active > 0 ? Date.now() - this.since : 0);
  }
};
function clientMetadataUrlProblem(value) {
  if (/[\u0000-\u0020\u007f-\u009f]/.test(value)) return "holds a blank or a control character";
  if (!URL.canParse(value)) return "is not a URL";
  const url = new URL(value);
  if (url.protocol !== "https:") return "is not https";
  if (url.username !== "" || url.password !== "" || /^https:\/\/[^/?#\\]*@/i.test(value)) return "holds a user name or password";
  if (value.includes("#")) return "has a fragment";
  const path = /^https:\/\/[^/?#\\]*([^?#]*)/i.exec(value)?.[1] ?? "";
  if (path === "" || path === "/") return "has no path";
  const dots = path.split(/[/\\]/).some((s) => /^(\.|%2e){1,2}$/i.test(s));
  if (dots) return 'has a "." or ".." path segment';
  return void 0;
}
var CIMD_URL_RULE = 'must be an https URL with a path, without user name, fragment or "." and ".." segments';

// src/mcp/snapshot/server-snapshots.ts
var CONFIG_CONCURRENCY = 4;
function readSnapshotFile(file) {
  return readSnapshotFileWithDigests(file).snapshot;
}
function readSnapshotFileWithDigests(file, numbers) {
  return readSnapshotText(readTextFile(file), file, { fields: true, numbers });
}
function readSnapshotFileWithoutTools(file, numbers) {
  const text = readTextFile(file);
  const read = readSnapshotText(text, file, { fields: true, keepTools: false, numbers });
  const { tools: _notKept, ...snapshot } = read.snapshot;
  return { snapshot, digests: read.digests, toolsText: { text, source: file, numbers } };
}
function toolsOf(outcome) {
  if (outcome.snapshot?.tools) return outcome.snapshot.tools;
  if (outcome.toolsText) {
    const { text, source, numbers } = outcome.toolsText;
    return parseJsonStrict(text, source, { numbers }).tools;
  }
  throw new ToolsealError("SNAPSHOT_INCOMPLETE", `${outcome.serverId}: no snapshot`);
}
async function mapBounded(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
function asError(e) {
  return e instanceof ToolsealError ? e : new ToolsealError("SNAPSHOT_INCOMPLETE", `unexpected error: ${e?.message ?? String(e)}`, { cause: e });
}
function withConfigOAuth(s, spec, env) {
  if (s.spec.kind !== "url") return s.spec;
  const settings = spec.oauth ?? defaultOAuthOptions(env);
  if (spec.oauthForAll || s.oauth) return { ...s.spec, oauth: { ...s.oauth, ...settings } };
  const cached = hasAuthorizationHeader(s.spec.headers) ? void 0 : cachedOAuth(s.spec.url, settings);
  return cached ? { ...s.spec, oauth: cached } : s.spec;
}
function withToolDigestTable(o) {
  return o.snapshot ? { ...o, toolDigests: ToolDigestTable.ofRecord(o.snapshot.toolDigests) } : o;
}
async function takeSnapshotsApart(spec, limits = DEFAULT_LIMITS, options = {}) {
  if (spec.kind === "snapshot") {
    const read = options.toolsOnDemand === true ? readSnapshotFileWithoutTools(spec.file, options.numbers) : readSnapshotFileWithDigests(spec.file, options.numbers);
    const { snapshot } = read;
    return [
      {
        serverId: snapshot.server,
        ...read,
        toolDigests: ToolDigestTable.ofRecord(snapshot.toolDigests),
        idSelfDeclared: snapshot.server === snapshot.serverInfo?.name
      }
    ];
  }
  const { snapshotLiveServerWithDigests } = await import("./live-snapshot-RX4MDTVU.js");
  if (options.numbers === "rounded") limits = { ...limits, numbers: "rounded" };
  const live = { fields: options.fieldDigests === true };
  if (spec.kind === "stdio" || spec.kind === "url") {
    try {
      const { snapshot, toolDigests, digests } = await snapshotLiveServerWithDigests(spec, limits, void 0, void 0, live);
      return [
        { serverId: snapshot.server, snapshot, toolDigests, ...digests ? { digests } : {}, idSelfDeclared: spec.serverId === void 0 }
      ];
    } catch (e) {
      return [{ serverId: spec.serverId ?? describeServer(spec), error: asError(e) }];
    }
  }
  assertConfigChoice(spec);
  const { readMcpConfig } = await import("./config-file-6CAYK4EV.js");
  const servers = readMcpConfig(spec.file, spec.env ?? options.env ?? process.env, spec.envWithheld, { inputs: spec.inputs });
  let chosen = servers;
  if (spec.server !== void 0) {
    chosen = servers.filter((s) => s.name === spec.server);
    if (chosen.length === 0) {
      const names = servers.map((s) => JSON.stringify(s.name)).join(", ");
      throw new ToolsealError("INVALID_CONFIG", `${spec.file}: no server ${JSON.stringify(spec.server)} (it has ${names || "none"})`);
    }
    if (chosen[0].disabled)
      throw new ToolsealError(
        "INVALID_CONFIG",
        `${spec.file}: server ${JSON.stringify(spec.server)} is disabled ("disabled": true); it is not started`
      );
  }
  for (const s of chosen) if (s.note !== void 0 && !s.disabled) spec.notice?.(s.note);
  const env = spec.env ?? options.env ?? process.env;
  const profile = spec.clientCapabilities !== void 0 && spec.clientCapabilities.length > 0 ? { clientCapabilities: spec.clientCapabilities } : {};
  const withOAuth = (s) => ({ ...withConfigOAuth(s, spec, env), ...profile });
  const fixedPort = spec.oauth?.redirectPort !== void 0 || chosen.some((s) => s.oauth?.redirectPort !== void 0);
  const waits = new ApprovalWaits();
  return mapBounded(chosen, fixedPort ? 1 : options.concurrency ?? CONFIG_CONCURRENCY, async (s) => {
    if (s.disabled) return { serverId: s.name, skipped: "disabled" };
    if (s.error || !s.spec) return { serverId: s.name, error: s.error };
    try {
      const { snapshot, toolDigests, digests } = await snapshotLiveServerWithDigests(withOAuth(s), limits, s.name, waits, live);
      return { serverId: s.name, snapshot, toolDigests, ...digests ? { digests } : {}, configured: s.guard?.spec ?? s.spec };
    } catch (e) {
      return { serverId: s.name, error: asError(e) };
    }
  });
}

// src/run/signed-upgrade.ts
const { opendirSync, statSync } = process.getBuiltinModule("node:fs");
const { join: join2, resolve } = process.getBuiltinModule("node:path");

// src/core/check/upgrade-chain.ts
var MAX_UPGRADE_HOPS = 32;
function linkUpgradeChain(pinned, live, statementOf) {
  const refuse = (code, reason) => ({ accepted: false, code, reason });
  if (pinned.server !== void 0 && live.server !== pinned.server)
    return refuse("SERVER_NAME_MISMATCH", `${live.source}: signed for another server than the pin's publisher recorded`);
  if (pinned.revision !== void 0 && live.revision <= pinned.revision)
    return refuse(
      "REVISION_ROLLBACK",
      `${live.source}: signed revision ${live.revision} is not above the pinned revision ${pinned.revision}`
    );
  const seen = /* @__PURE__ */ new Set([live.manifestDigest]);
  let hop = live;
  for (let hops = 1; hops <= MAX_UPGRADE_HOPS; hops++) {
    const previous = hop.previousManifestDigest;
    if (previous === void 0)
      return refuse(
        "NOT_SIGNED",
        `${hop.source}: revision ${hop.revision} starts a chain that never reaches the pinned ${pinned.manifestDigest}`
      );
    if (previous === pinned.manifestDigest) {
      if (pinned.revision !== void 0 && hop.revision <= pinned.revision)
        return refuse("REVISION_ROLLBACK", `${hop.source}: revision ${hop.revision} follows the pinned revision ${pinned.revision}`);
      return {
        accepted: true,
        server: live.server,
        ...pinned.revision !== void 0 ? { fromRevision: pinned.revision } : {},
        toRevision: live.revision,
        manifestDigest: live.manifestDigest,
        signer: live.signer,
        hops
      };
    }
    if (seen.has(previous))
      return refuse("STATEMENT_INVALID", `${hop.source}: the chain of previous manifest digests returns to ${previous}`);
    seen.add(previous);
    const next = statementOf(previous);
    if (next === void 0)
      return refuse(
        "NOT_SIGNED",
        `no verified statement of ${previous} (revision ${hop.revision}'s previous): the chain to the pin has a gap`
      );
    if (next.server !== live.server)
      return refuse("SERVER_NAME_MISMATCH", `${next.source}: a hop of the chain is signed for another server`);
    if (next.revision >= hop.revision)
      return refuse("REVISION_ROLLBACK", `${next.source}: revision ${next.revision} does not come before revision ${hop.revision}`);
    hop = next;
  }
  return refuse("NOT_SIGNED", `the chain from revision ${live.revision} does not reach the pin within ${MAX_UPGRADE_HOPS} hops`);
}

// src/run/signed-upgrade.ts
var MAX_UPGRADE_BUNDLES = 256;
var MAX_FOLDER_ENTRIES = 4096;
function signerPolicyOfPublisher(p) {
  return signerPolicyOf({
    identity: p.certificateIdentity,
    regexp: p.certificateIdentityRegexp,
    issuer: p.certificateOidcIssuer,
    repo: p.repo,
    signerWorkflow: p.signerWorkflow,
    signerRef: p.signerRef,
    sourceRepo: p.sourceRepo,
    allowReusableCallers: p.allowReusableCallers === true
  });
}
function publisherPolicy(p, where) {
  try {
    return signerPolicyOfPublisher(p);
  } catch (e) {
    if (!(e instanceof ToolsealError)) throw e;
    throw new ToolsealError("INVALID_LOCK", `${where}: publisher: ${e.message}`, { cause: e });
  }
}
async function signedUpgradeOf(pinned, liveDigest, sources, where) {
  const { byDigest, firstFailure } = await statementsOf(pinned.publisher, liveDigest, sources, where, pinned.manifestDigest);
  const live = byDigest.get(liveDigest);
  if (live === void 0) {
    const why = firstFailure ? `; the first bundle that did not verify: ${firstFailure.message}` : "";
    return {
      accepted: false,
      code: firstFailure?.code ?? "NOT_SIGNED",
      reason: `no statement of the live surface ${liveDigest} verified under the pin's publisher${why}`
    };
  }
  return linkUpgradeChain(
    { manifestDigest: pinned.manifestDigest, revision: pinned.publisher.revision, server: pinned.publisher.server },
    live,
    (d) => byDigest.get(d)
  );
}
async function statementsOf(publisher, digest, sources, where, stopAt) {
  const policy = publisherPolicy(publisher, where);
  const policyKey = JSON.stringify(policy);
  const { verifySignedStatement } = await import("./verify-SHD7OATO.js");
  const byDigest = /* @__PURE__ */ new Map();
  let firstFailure;
  const tryVerified = (bundle) => {
    try {
      return verified(bundle, policy, policyKey, publisher.server, sources, verifySignedStatement);
    } catch (e) {
      if (!(e instanceof ToolsealError)) throw e;
      firstFailure ??= e;
      return void 0;
    }
  };
  const take = (bundle, signs) => {
    const r = tryVerified(bundle);
    if (r === void 0 || signs !== void 0 && r.manifestDigest !== signs) return;
    if (!byDigest.has(r.manifestDigest)) byDigest.set(r.manifestDigest, r);
  };
  for (const bundle of await readBundles(sources)) take(bundle);
  if (sources.registry) {
    try {
      if (publisher.server === void 0)
        throw new ToolsealError("NOT_SIGNED", "the pin records no server name to look up in the registry (lock it with --bundle)");
      const entry = await sources.registry(publisher.server, sources.signal);
      for (const bundle of entry.bundles) {
        const r = tryVerified(bundle);
        if (r !== void 0 && r.manifestDigest !== entry.manifestDigest)
          firstFailure ??= new ToolsealError(
            "DIGEST_MISMATCH",
            `${bundle.source}: signs ${r.manifestDigest}, but ${entry.source} names ${entry.manifestDigest}: the entry does not describe this release`
          );
        else if (r !== void 0 && !byDigest.has(r.manifestDigest)) byDigest.set(r.manifestDigest, r);
      }
    } catch (e) {
      if (!(e instanceof ToolsealError)) throw e;
      firstFailure ??= e;
    }
  }
  if (sources.attestations) {
    let next = digest;
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; next !== void 0 && i <= MAX_UPGRADE_HOPS && !seen.has(next) && next !== stopAt; i++) {
      seen.add(next);
      if (!byDigest.has(next)) for (const bundle of await sources.attestations(next)) take(bundle, next);
      next = byDigest.get(next)?.previousManifestDigest;
    }
  }
  return { byDigest, ...firstFailure ? { firstFailure } : {} };
}
function verified(bundle, policy, policyKey, serverName, sources, verifySignedStatement) {
  const run = () => {
    const { statement, signer } = verifySignedStatement({
      bundleText: bundle.text,
      bundleSource: bundle.source,
      trustedRoot: sources.trustedRoot,
      policy,
      serverName
    });
    const p = statement.predicate;
    return {
      server: p.server,
      revision: p.revision,
      manifestDigest: p.manifestDigest,
      ...p.previousManifestDigest !== void 0 ? { previousManifestDigest: p.previousManifestDigest } : {},
      signer: signer.san ?? "(no SAN)",
      source: bundle.source
    };
  };
  const key = `${policyKey}\0${serverName ?? ""}`;
  return sources.cache ? sources.cache.verify(bundle.text, key, run) : run();
}
async function readBundles(sources) {
  const out = [];
  const add = (b) => {
    if (out.length >= MAX_UPGRADE_BUNDLES)
      throw new ToolsealError("INVALID_INPUT", `--bundle: more than ${MAX_UPGRADE_BUNDLES} bundles to read for one upgrade`);
    out.push(b);
  };
  for (const ref of sources.bundles) {
    const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(ref) ? void 0 : resolve(sources.cwd, ref);
    if (path !== void 0 && isFolder(path)) {
      for (const name of folderBundleNames(path, ref))
        add(await readPathOrURL(join2(ref, name), { cwd: sources.cwd, signal: sources.signal }));
    } else add(await readPathOrURL(ref, { cwd: sources.cwd, signal: sources.signal }));
  }
  return out;
}
function isFolder(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
function folderBundleNames(path, ref) {
  const names = [];
  let dir;
  try {
    dir = opendirSync(path);
  } catch (e) {
    throw new ToolsealError("IO_ERROR", `--bundle ${ref}: cannot read the folder`, { cause: e });
  }
  try {
    for (let seen = 0; ; seen++) {
      const entry = dir.readSync();
      if (entry === null) break;
      if (seen >= MAX_FOLDER_ENTRIES)
        throw new ToolsealError(
          "INVALID_INPUT",
          `--bundle ${ref}: a folder of more than ${countText(MAX_FOLDER_ENTRIES, "entry", "entries")}`
        );
      if (entry.isFile() && entry.name.endsWith(".json")) names.push(entry.name);
    }
  } finally {
    dir.closeSync();
  }
  return names.sort();
}
async function upgradesOf(changed, sources, where) {
  const out = /* @__PURE__ */ new Map();
  for (const c of changed) {
    const { manifestDigest, publisher } = entryMembers(c.locked);
    if (publisher === void 0) continue;
    const at = `${where}: servers[${JSON.stringify(c.serverId)}]`;
    if (sources === void 0 || sources.bundles.length === 0 && !sources.attestations && !sources.registry) {
      publisherPolicy(publisher, at);
      out.set(c.serverId, {
        accepted: false,
        code: "NOT_SIGNED",
        reason: "the pin names a publisher, but no --bundle, --repo or --registry was given to find a statement of the live surface"
      });
      continue;
    }
    out.set(c.serverId, await signedUpgradeOf({ manifestDigest, publisher }, c.liveDigest, sources, at));
  }
  return out;
}

// src/run/check.ts
function namedIdOf(server) {
  return (server.kind === "stdio" || server.kind === "url") && server.serverId !== void 0 ? [server.serverId] : [];
}
async function runCheck(options, deps = {}) {
  const cwd = options.cwd ?? process.cwd();
  const at = (p) => resolve2(cwd, p);
  const lockFile = at(options.lockFile ?? DEFAULT_LOCK_FILE);
  const onChange = parseOnChange(options.onChange ?? "warn", "onChange");
  const fromFile = options.server.kind === "snapshot";
  const lockHandle = openLockIfAny(
    lockFile,
    "lockNamedBy" in options ? options.lockNamedBy : options.lockFile !== void 0 ? "--lock" : void 0
  );
  try {
    return await checkWithLock(options, deps, { cwd, at, lockFile, onChange, fromFile, lockHandle });
  } finally {
    lockHandle?.close();
  }
}
async function checkWithLock(options, deps, run) {
  const { cwd, at, lockFile, onChange, fromFile, lockHandle } = run;
  let lockBytes;
  let decoded;
  const lockText = () => decoded ??= lockHandle && lockTextOf(lockBytes ??= lockHandle.bytes(), lockFile);
  let lock = fromFile || lockHandle === void 0 ? void 0 : parseLock(lockText(), lockFile);
  let outcomes;
  try {
    if (options.snapshotDir !== void 0) assertSnapshotFolder(at(options.snapshotDir), options.snapshotDirNamedBy ?? "--snapshot-dir");
    const how = { toolsOnDemand: true, fieldDigests: true, numbers: options.numbers };
    const limits = options.limits ?? DEFAULT_LIMITS;
    outcomes = deps.takeSnapshots ? (await deps.takeSnapshots(options.server, limits, how)).map(withToolDigestTable) : await takeSnapshotsApart(options.server, limits, how);
  } catch (e) {
    if (lock === void 0 && lockHandle !== void 0) parseLock(lockText(), lockFile);
    throw e;
  }
  const pins = /* @__PURE__ */ Object.create(null);
  let lockIsPins = false;
  if (lock === void 0 && lockHandle !== void 0) {
    const only = outcomes.length === 1 ? outcomes[0] : void 0;
    if (only?.snapshot && !only.error && !only.skipped && only.digests?.withFields)
      pins[only.serverId] = serverPinOf(only.digests, nonToolOfSnapshot(only.snapshot), only.snapshot.clientCapabilities);
    const written2 = lockIfWrittenFor(lockHandle, pins);
    lockIsPins = written2 !== void 0;
    lock = written2 ?? parseLock(lockText(), lockFile);
  }
  lock ??= emptyLock();
  const packages = await packageSurfaces(outcomes, options.limits ?? DEFAULT_LIMITS);
  const surfaces = [];
  const profiled = /* @__PURE__ */ new Map();
  const failures = [];
  const skipped = [];
  const changedPins = [];
  const complete = options.server.kind === "config" && options.server.all === true;
  for (const o of outcomes) {
    if (o.skipped) {
      skipped.push(o.serverId);
      continue;
    }
    if (o.error || !o.snapshot) {
      const err = o.error ?? new ToolsealError("SNAPSHOT_INCOMPLETE", `${o.serverId}: no snapshot`);
      failures.push({ serverId: o.serverId, code: err.code, message: err.message });
      continue;
    }
    const snapshot = o.snapshot;
    const entry = Object.hasOwn(lock.servers, o.serverId) ? lock.servers[o.serverId] : void 0;
    const exact = entryForProfile(entry, snapshot.clientCapabilities);
    const members = entry && !exact ? entryMembers(entry) : void 0;
    const others = Object.keys(members?.profiles ?? {}).sort().map((k) => members.profiles[k]);
    const near = members && nearestProfile(entry, others, (e) => entryMembers(e).clientCapabilities, snapshot.clientCapabilities);
    const locked = exact ?? (near && entryMembers(near).manifestDigest === snapshot.manifestDigest ? near : void 0);
    if (entry && !locked) {
      const pinned = pinnedProfiles(entry);
      const give = pinned.map((p) => p === "none" ? "no --client-capabilities" : `--client-capabilities ${p}`).join(" or ");
      const message = `${o.serverId}: the lock pins the surface listed for client capabilities ${pinned.join("; ")}, this check listed it for ${profileText(snapshot.clientCapabilities)}: give ${give} (or lock this profile too)`;
      failures.push({ serverId: o.serverId, code: "INVALID_INPUT", message });
      continue;
    }
    let reviewed;
    try {
      reviewed = options.snapshotDir !== void 0 && !(locked && matchesPin(locked, snapshot, o.digests)) ? readReviewedSnapshotWithDigests(at(options.snapshotDir), o.serverId) : void 0;
    } catch (e) {
      if (!complete || !(e instanceof ToolsealError)) throw e;
      failures.push({ serverId: o.serverId, code: e.code, message: e.message });
      continue;
    }
    if (entry && !sameProfile(entryMembers(entry).clientCapabilities, snapshot.clientCapabilities)) profiled.set(o.serverId, locked);
    if (locked && entryMembers(locked).manifestDigest !== snapshot.manifestDigest)
      changedPins.push({ serverId: o.serverId, locked, liveDigest: snapshot.manifestDigest });
    surfaces.push({
      serverId: o.serverId,
      readTools: () => toolsOf(o),
      digests: o.digests,
      pin: pins[o.serverId],
      lockIsPin: lockIsPins,
      reviewedTools: reviewed?.snapshot.tools,
      // Its pin from the digests that reading it computed: the reviewed tools are hashed once.
      reviewedPin: reviewed && serverPinOf(reviewed.digests),
      idSelfDeclared: o.idSelfDeclared === true,
      nonTool: nonToolOfSnapshot(snapshot),
      reviewedNonTool: reviewed && nonToolOfSnapshot(reviewed.snapshot),
      ...packages.has(o) ? { package: packages.get(o) } : {}
    });
  }
  const checked = checkServers(surfaces, profiled.size === 0 ? lock : lockWithPins(lock, profiled), onChange, failures, {
    complete,
    skipped,
    namedIds: namedIdOf(options.server),
    upgrades: await upgradesOf(changedPins, options.upgrades, lockFile)
  });
  const result = resultWithFailOn(checked, options.failOn && parseFailOn(options.failOn.join(","), "failOn"));
  const written = {};
  if (options.sarifFile) {
    const { renderCheckSarif } = await import("./report-sarif-G46P5AAD.js");
    written.sarif = at(options.sarifFile);
    const uri = artifactUri(cwd, options.server.kind === "config" ? at(options.server.file) : lockFile);
    writeFileAtomic(
      written.sarif,
      JSON.stringify(
        renderCheckSarif(
          result,
          options.server.kind === "config" ? { artifactUri: uri, configText: readTextFile(at(options.server.file)) } : { artifactUri: uri, lockText: lockText() }
        ),
        null,
        2
      ) + "\n"
    );
  }
  if (options.markdownFile) {
    const { renderCheckMarkdown } = await import("./report-markdown-PC4RDLPS.js");
    written.markdown = at(options.markdownFile);
    const relock = relockCommand(options.server, options.lockFile ?? DEFAULT_LOCK_FILE, options.snapshotDir);
    writeFileAtomic(written.markdown, renderCheckMarkdown(result, { showText: options.showText === true, relock }));
  }
  if (options.auditFile && result.servers.length + result.failures.length > 0) {
    written.audit = at(options.auditFile);
    auditFile(written.audit).append(auditLines(result));
  }
  return { result, lockFile, lockFound: lockHandle !== void 0, written };
}
function lockWithPins(lock, pins) {
  const servers = /* @__PURE__ */ Object.create(null);
  for (const id of Object.keys(lock.servers)) servers[id] = pins.get(id) ?? lock.servers[id];
  return { ...lock, servers };
}
async function packageSurfaces(outcomes, limits) {
  const out = /* @__PURE__ */ new Map();
  const configured = outcomes.filter((o) => o.configured?.kind === "stdio" && o.snapshot && !o.error);
  if (configured.length === 0) return out;
  const { PACKAGE_RESOLVE_TIMEOUT_MS, packageSurfaceOf } = await import("./package-pins-TRVZXW3P.js");
  const left = limits.startedAt === void 0 ? PACKAGE_RESOLVE_TIMEOUT_MS : limits.timeoutMs - (Date.now() - limits.startedAt);
  const timeoutMs = Math.max(1, Math.min(PACKAGE_RESOLVE_TIMEOUT_MS, left));
  const found = await mapBounded(configured, CONFIG_CONCURRENCY, (o) => packageSurfaceOf(o.configured, { timeoutMs }));
  configured.forEach((o, i) => {
    if (found[i]) out.set(o, found[i]);
  });
  return out;
}
function readLockIfAny(lockFile, namedBy) {
  const bytes = readLockBytesIfAny(lockFile, namedBy);
  const text = bytes && lockTextOf(bytes, lockFile);
  return text === void 0 ? { lock: emptyLock() } : { lock: parseLock(text, lockFile), text, crlf: bytes.includes(13) };
}
function readLockBytesIfAny(lockFile, namedBy) {
  const file = openLockIfAny(lockFile, namedBy);
  if (file === void 0) return void 0;
  try {
    return file.bytes();
  } finally {
    file.close();
  }
}
function openLockIfAny(lockFile, namedBy) {
  const file = openUserFile(lockFile, { missingOk: true });
  if (file === void 0 && namedBy !== void 0) {
    throw new ToolsealError(
      "IO_ERROR",
      `cannot read ${lockFile}: no such file (named by ${namedBy}; only the default ${DEFAULT_LOCK_FILE} may be absent)`
    );
  }
  return file;
}
function readReviewedSnapshot(dir, serverId) {
  return readReviewedSnapshotWithDigests(dir, serverId)?.snapshot;
}
function readReviewedSnapshotWithDigests(dir, serverId) {
  const file = join3(dir, snapshotFileName(serverId));
  if (!existsSync(file)) return void 0;
  return readSnapshotFileWithDigests(file);
}
function assertSnapshotFolder(dir, what) {
  let isFolder2;
  try {
    isFolder2 = statSync2(dir).isDirectory();
    if (isFolder2) readdirSync(dir);
  } catch (e) {
    throw new ToolsealError("IO_ERROR", `${what} ${dir}: ${osErrorText(e)}`);
  }
  if (!isFolder2) throw new ToolsealError("USAGE", `${what} ${dir} is a file, not a folder of reviewed snapshots`);
}
function matchesPin(locked, snapshot, digests) {
  const m = entryMembers(locked);
  if (m.manifestDigest !== snapshot.manifestDigest) return false;
  const pinned = pinnedNonTool(m);
  const nonTool = nonToolOfSnapshot(snapshot);
  if (!pinned || !nonTool) return true;
  return nonToolChanges(pinned, digests?.nonTool ?? digestNonTool(nonTool)).length === 0;
}
function artifactUri(cwd, file) {
  const rel = relative(cwd, file);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return new URL(`file://${file.split(sep).join("/")}`).href;
  return rel.split(sep).map(encodeURIComponent).join("/");
}

// src/mcp/config/config-inputs.ts
function expandInputs(value, inputs, label, secrets, expand) {
  let out = "";
  let last = 0;
  for (const m of value.matchAll(/\$\{input:([^}]*)\}/g)) {
    const id = m[1];
    const given = inputs?.get(id);
    if (given === void 0) {
      const shown = JSON.stringify(id.slice(0, 60));
      throw new ToolsealError(
        "INVALID_CONFIG",
        `${label}: \${input:${id.slice(0, 60)}} asks the user for a value in VS Code: give it with --input ${/^[\w.-]+$/.test(id) ? id : shown}=VALUE (or use \${env:NAME})`
      );
    }
    out += expand(value.slice(last, m.index)) + given;
    if (given !== "") secrets.push(given);
    last = m.index + m[0].length;
  }
  return last === 0 ? expand(value) : out + expand(value.slice(last));
}
function parseConfigInputs(given) {
  const out = /* @__PURE__ */ new Map();
  for (const g of given) {
    const eq = g.indexOf("=");
    const id = eq < 0 ? g : g.slice(0, eq);
    if (eq < 0 || !/^[\w.-]+$/.test(id))
      throw new ToolsealError("USAGE", "--input must be ID=VALUE (ID: the id of a VS Code input, of letters, digits, _ . and -)");
    if (out.has(id)) throw new ToolsealError("USAGE", `--input ${id} is given twice`);
    out.set(id, g.slice(eq + 1));
  }
  return out;
}

// src/mcp/server/protocol-versions.ts
var LEGACY_PROTOCOL = "2025-11-25";
var MODERN_PROTOCOL = "2026-07-28";
var PROTOCOL_CHOICES = ["auto", LEGACY_PROTOCOL, MODERN_PROTOCOL];
function isProtocolChoice(s) {
  return PROTOCOL_CHOICES.includes(s);
}

export {
  snapshotFileName,
  assertSnapshotFileNames,
  parseTransport,
  assertConfigChoice,
  hasAuthorizationHeader,
  DEFAULT_AUTHORIZATION_TIMEOUT_MS,
  DEFAULT_LIMITS,
  MAX_TIMEOUT_MS,
  limitsFromTexts,
  parseHeaders,
  assertServerUrl,
  SERVER_OPTIONS,
  oauthCacheDir,
  openerWords,
  defaultOpener,
  cachedOAuth,
  runsInCi,
  clientMetadataUrlProblem,
  CIMD_URL_RULE,
  readSnapshotFile,
  toolsOf,
  withToolDigestTable,
  takeSnapshotsApart,
  parseOnChange,
  relockCommand,
  relockWords,
  signerPolicyOfPublisher,
  publisherPolicy,
  signedUpgradeOf,
  statementsOf,
  runCheck,
  packageSurfaces,
  readLockIfAny,
  readReviewedSnapshot,
  expandInputs,
  parseConfigInputs,
  MODERN_PROTOCOL,
  PROTOCOL_CHOICES,
  isProtocolChoice
};
