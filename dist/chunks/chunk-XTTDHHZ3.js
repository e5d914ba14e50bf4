#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  commandWords
} from "./chunk-67AH6TGB.js";
import {
  writeFileAtomic
} from "./chunk-KQJFC54N.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/mcp/oauth/oauth-cache.ts
const { chmodSync, lstatSync, mkdirSync, readFileSync, rmSync } = process.getBuiltinModule("node:fs");
const { join } = process.getBuiltinModule("node:path");
function oauthCacheDir(env) {
  const base = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith("/") ? env.XDG_CONFIG_HOME : join(env.HOME || process.getBuiltinModule("node:os").homedir(), ".config");
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
    return join(dir, `${process.getBuiltinModule("node:crypto").createHash("sha256").update(resource).digest("hex").slice(0, 32)}.json`);
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

export {
  oauthCacheDir,
  OAuthCache,
  openerWords,
  defaultOpener,
  cachedOAuth,
  defaultOAuthOptions,
  runsInCi,
  ApprovalWaits,
  clientMetadataUrlProblem,
  CIMD_URL_RULE
};
