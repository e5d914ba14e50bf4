#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  describeServer
} from "./chunk-YFFPOY2M.js";
import {
  ToolDigestTable,
  ToolDigester,
  interopOfSnapshot
} from "./chunk-6XNMYCOA.js";
import {
  isRegistryServerName
} from "./chunk-ETH4DBQW.js";
import {
  openUserFile,
  readTextFile,
  writeFileAtomic
} from "./chunk-MKKBKZSN.js";
import {
  CLIENT_CAPABILITY_NAMES,
  DEFAULT_LOCK_FILE,
  LOCKFILE_VERSION,
  assertPackagePin,
  commandWords,
  emptyLock,
  entryMembers,
  isClientCapabilityList,
  isServerPin,
  lockTextOf,
  profileText,
  readVolatilePointers,
  withLfLineEnds
} from "./chunk-HD5YI6OE.js";
import {
  HINT_NAMES,
  SURFACE_FIELDS,
  assertTools,
  checkSnapshotNonTool,
  digestTools,
  nonToolDigestsIn,
  toolDigestsOf
} from "./chunk-UKLAMLPA.js";
import {
  interopMismatch,
  interopSetHashesIn
} from "./chunk-C7I7V366.js";
import {
  isJsonObject
} from "./chunk-PTA2LSLX.js";
import {
  ToolsealError,
  osErrorText,
  parseJsonStrict,
  parseJsonStrictEach,
  placedError
} from "./chunk-NFH5SJ4A.js";

// src/fs/exclusive-file-lock.ts
const { randomBytes } = process.getBuiltinModule("node:crypto");
const { closeSync, linkSync, openSync, readFileSync, readSync, renameSync, rmSync, writeSync } = process.getBuiltinModule("node:fs");
const { hostname } = process.getBuiltinModule("node:os");
const { dirname, join } = process.getBuiltinModule("node:path");
const { setTimeout: sleep } = process.getBuiltinModule("node:timers/promises");
var DEFAULT_LOCK_WAIT_MS = 3e4;
async function withExclusiveFileLock(target, fn, options = {}) {
  const lockPath = `${target}.lock`;
  const mine = { pid: process.pid, host: hostname(), nonce: randomBytes(12).toString("hex") };
  const waitMs = options.waitMs ?? DEFAULT_LOCK_WAIT_MS;
  const deadline = Date.now() + waitMs;
  for (; ; ) {
    if (tryCreate(lockPath, mine)) break;
    const holder = readHolder(lockPath);
    if (holder && isStale(holder)) {
      breakStale(lockPath, holder);
      continue;
    }
    if (Date.now() >= deadline) {
      const who = holder ? `process ${holder.pid}${holder.host === mine.host ? "" : ` on ${JSON.stringify(holder.host)}`}` : "another process";
      throw new ToolsealError(
        "IO_ERROR",
        `${target}: ${lockPath} is held by ${who} (another toolseal writing it?); waited ${Math.round(waitMs / 1e3)} s. If no such process runs, delete ${lockPath}`
      );
    }
    await sleep(20 + Math.floor(Math.random() * 80));
  }
  try {
    return await fn(() => {
      if (readHolder(lockPath)?.nonce !== mine.nonce) {
        throw new ToolsealError("IO_ERROR", `${target}: ${lockPath} was taken by another process while this one held it; nothing written`);
      }
    });
  } finally {
    if (readHolder(lockPath)?.nonce === mine.nonce) rmSync(lockPath, { force: true });
  }
}
function ioError(path, e) {
  const err = e;
  return new ToolsealError("IO_ERROR", `cannot lock ${path}: ${osErrorText(err)}`, { cause: e });
}
function tryCreate(lockPath, mine) {
  const text = JSON.stringify(mine) + "\n";
  const tmp = join(dirname(lockPath), `.toolseal-lock-${mine.nonce}.tmp`);
  try {
    const fd = openSync(tmp, "wx", 420);
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(tmp, lockPath);
      return true;
    } catch (e) {
      const code = e.code;
      if (code === "EEXIST") return false;
      if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS" && code !== "EOPNOTSUPP") throw ioError(lockPath, e);
    }
    let direct;
    try {
      direct = openSync(lockPath, "wx", 420);
    } catch (e) {
      if (e.code === "EEXIST") return false;
      throw ioError(lockPath, e);
    }
    try {
      writeSync(direct, text);
    } finally {
      closeSync(direct);
    }
    return true;
  } catch (e) {
    throw e instanceof ToolsealError ? e : ioError(lockPath, e);
  } finally {
    rmSync(tmp, { force: true });
  }
}
function readHolder(path) {
  let text;
  try {
    const fd = openSync(path, "r");
    try {
      const buf = Buffer.alloc(1024);
      const n = readSync(fd, buf, 0, buf.length, 0);
      if (n === buf.length) return void 0;
      text = buf.subarray(0, n).toString("utf8");
    } finally {
      closeSync(fd);
    }
  } catch {
    return void 0;
  }
  try {
    const v = JSON.parse(text);
    if (Number.isSafeInteger(v.pid) && v.pid > 0 && typeof v.host === "string" && typeof v.nonce === "string") return v;
  } catch {
  }
  return void 0;
}
function isStale(h) {
  if (h.host !== hostname()) return false;
  try {
    process.kill(h.pid, 0);
  } catch (e) {
    return e.code === "ESRCH";
  }
  try {
    const stat = readFileSync(`/proc/${h.pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] === "Z";
  } catch {
    return false;
  }
}
function breakStale(lockPath, stale) {
  const aside = `${lockPath}.${randomBytes(6).toString("hex")}.stale`;
  try {
    renameSync(lockPath, aside);
  } catch {
    return;
  }
  try {
    if (readHolder(aside)?.nonce === stale.nonce) return;
    try {
      linkSync(aside, lockPath);
    } catch {
    }
  } finally {
    rmSync(aside, { force: true });
  }
}

// src/run/check-inputs.ts
const { existsSync, readdirSync, statSync } = process.getBuiltinModule("node:fs");
const { join: join3 } = process.getBuiltinModule("node:path");

// src/core/surface/sha256-digest.ts
function isSha256Digest(v) {
  if (typeof v !== "string" || v.length !== 71 || !v.startsWith("sha256:")) return false;
  for (let i = 7; i < 71; i++) {
    const c = v.charCodeAt(i);
    if (!(c >= 48 && c <= 57 || c >= 97 && c <= 102)) return false;
  }
  return true;
}

// src/core/lock/lock-publisher.ts
var STRING_MEMBERS = [
  "certificateIdentity",
  "certificateIdentityRegexp",
  "certificateOidcIssuer",
  "repo",
  "signerRef",
  "signerWorkflow",
  "sourceRepo"
];
var MEMBERS = /* @__PURE__ */ new Set([...STRING_MEMBERS, "allowReusableCallers", "revision", "server"]);
function assertLockPublisher(p, bad) {
  if (!isJsonObject(p)) bad("publisher is not an object");
  const o = p;
  for (const key of Object.keys(o)) if (!MEMBERS.has(key)) bad(`publisher has an unknown member ${JSON.stringify(key)}`);
  for (const key of STRING_MEMBERS)
    if (o[key] !== void 0 && (typeof o[key] !== "string" || o[key] === "")) bad(`publisher.${key} is not a non-empty string`);
  if (typeof o.certificateOidcIssuer !== "string") bad("publisher.certificateOidcIssuer is missing");
  const ways = ["certificateIdentity", "certificateIdentityRegexp", "repo"].filter((k) => o[k] !== void 0);
  if (ways.length !== 1) bad("publisher names its signer by exactly one of certificateIdentity, certificateIdentityRegexp and repo");
  if (o.allowReusableCallers !== void 0 && o.allowReusableCallers !== true) bad("publisher.allowReusableCallers is not true");
  if (o.revision !== void 0 && (typeof o.revision !== "number" || !Number.isSafeInteger(o.revision) || o.revision < 1))
    bad("publisher.revision is not a positive integer");
  if (o.server !== void 0 && (typeof o.server !== "string" || !isRegistryServerName(o.server)))
    bad("publisher.server is not a server name in the MCP registry's format");
}
function publisherInLockOrder(p) {
  const members = p;
  const out = {};
  for (const key of Object.keys(members).sort()) if (members[key] !== void 0) out[key] = members[key];
  return out;
}
function withPublisherPin(pin, publisher) {
  const members = { ...entryMembers(pin) };
  delete members.publisher;
  if (publisher !== void 0) members.publisher = publisherInLockOrder(publisher);
  const entry = {};
  for (const key of Object.keys(members).sort()) entry[key] = members[key];
  return isServerPin(pin) ? { entry, toolPins: pin.toolPins } : entry;
}
function samePublisher(a, b) {
  if (a === void 0 || b === void 0) return a === b;
  return JSON.stringify(publisherInLockOrder(a)) === JSON.stringify(publisherInLockOrder(b));
}

// src/core/lock/lock-read.ts
var SURFACE_FIELD_SET = new Set(SURFACE_FIELDS);
function parseLock(text, source) {
  let doc;
  try {
    doc = parseJsonStrict(withLfLineEnds(text, source, "INVALID_LOCK"), source);
  } catch (e) {
    if (e instanceof ToolsealError) throw new ToolsealError("INVALID_LOCK", e.message, { cause: e });
    throw e;
  }
  assertLock(doc, source);
  return doc;
}
function assertLock(doc, source = "lock") {
  const bad = (where, what) => {
    throw new ToolsealError("INVALID_LOCK", `${source}: ${where}: ${what}`);
  };
  if (!isJsonObject(doc)) bad("$", "not a JSON object");
  const l = doc;
  if (l.lockfileVersion !== LOCKFILE_VERSION)
    bad("$.lockfileVersion", `expected ${LOCKFILE_VERSION}, got ${JSON.stringify(l.lockfileVersion)}`);
  if (!isJsonObject(l.servers)) bad("$.servers", "not an object");
  for (const key of Object.keys(l)) {
    if (key !== "lockfileVersion" && key !== "servers") bad("$", `unknown member ${JSON.stringify(key)}`);
  }
  const servers = l.servers;
  for (const id of Object.keys(servers)) {
    const at = `servers[${JSON.stringify(id)}]`;
    const s = servers[id];
    assertEntry(s, at, bad);
    const srv = s;
    if (srv.profiles === void 0) continue;
    if (!isJsonObject(srv.profiles)) bad(at, "profiles is not an object");
    const profiles = srv.profiles;
    const own = profileText(srv.clientCapabilities);
    for (const key of Object.keys(profiles)) {
      const pat = `${at}.profiles[${JSON.stringify(key)}]`;
      const p = profiles[key];
      assertEntry(p, pat, bad);
      const entry = p;
      if (entry.profiles !== void 0) bad(pat, "a profile entry has no profiles of its own");
      if (profileText(entry.clientCapabilities) !== key)
        bad(pat, `clientCapabilities ${JSON.stringify(entry.clientCapabilities ?? [])} are not the profile it is filed under`);
      if (key === own) bad(pat, `the entry itself is pinned for ${own}`);
      Object.setPrototypeOf(entry.tools, null);
    }
    Object.setPrototypeOf(profiles, null);
  }
  Object.setPrototypeOf(servers, null);
  for (const id of Object.keys(servers)) Object.setPrototypeOf(servers[id].tools, null);
}
function assertEntry(s, at, bad) {
  if (!isJsonObject(s)) bad(at, "not an object");
  const srv = s;
  if (!isSha256Digest(srv.manifestDigest)) bad(at, "manifestDigest is not a sha256 digest");
  if (!isJsonObject(srv.tools)) bad(at, "tools is not an object");
  const tools = srv.tools;
  const names = Object.keys(tools);
  if (srv.toolCount !== names.length) bad(at, `toolCount ${JSON.stringify(srv.toolCount)} is not the number of tools (${names.length})`);
  for (const name of names) {
    const tat = () => `${at}.tools[${JSON.stringify(name)}]`;
    const t = tools[name];
    if (!isJsonObject(t)) bad(tat(), "not an object");
    const tool = t;
    if (!isSha256Digest(tool.digest)) bad(tat(), "digest is not a sha256 digest");
    if (!isJsonObject(tool.fields)) bad(tat(), "fields is not an object");
    const fields = tool.fields;
    for (const f of Object.keys(fields)) {
      if (!SURFACE_FIELD_SET.has(f)) bad(tat(), `fields has a non-surface field ${JSON.stringify(f)}`);
      if (!isSha256Digest(fields[f])) bad(tat(), `fields.${f} is not a sha256 digest`);
    }
    if (!isJsonObject(tool.hints)) bad(tat(), "hints is not an object");
    const hints = tool.hints;
    for (const h of HINT_NAMES) if (typeof hints[h] !== "boolean") bad(tat(), `hints.${h} is not a boolean`);
    if (Object.keys(hints).length !== HINT_NAMES.length) bad(tat(), "hints has members other than the four hints");
  }
  nonToolDigestsIn(srv, (what) => bad(at, what));
  if (srv.package !== void 0) assertPackagePin(srv.package, (what) => bad(at, what));
  const vol = srv.volatile === void 0 ? [] : readVolatilePointers(srv.volatile, { sorted: true });
  if (typeof vol === "string") bad(at, `volatile: ${vol}`);
  else if (srv.volatile !== void 0 && vol.length === 0) bad(at, "volatile: empty");
  if (srv.publisher !== void 0) assertLockPublisher(srv.publisher, (what) => bad(at, what));
  interopSetHashesIn(srv, (what) => bad(at, what));
  if (srv.numbers !== void 0 && srv.numbers !== "rounded") bad(at, `numbers is ${JSON.stringify(srv.numbers)}, not "rounded"`);
  if (srv.clientCapabilities !== void 0 && !isClientCapabilityList(srv.clientCapabilities)) {
    bad(at, `clientCapabilities must be sorted names from ${CLIENT_CAPABILITY_NAMES.join(", ")}, each once`);
  }
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

// src/core/snapshot/snapshot-read.ts
function isSnapshotDocument(doc) {
  return isJsonObject(doc) && Object.hasOwn(doc, "snapshotVersion");
}
function checkSnapshot(doc, source = "snapshot", options = {}) {
  assertSnapshotShape(doc, source);
  const s = doc;
  assertTools(s.tools, `${source}: tools`);
  const d = digestTools(s.tools, options);
  const nonTool = assertRecordedDigests(s, d, source);
  if (nonTool) d.nonTool = nonTool;
  return d;
}
function assertSnapshotShape(doc, source) {
  const bad = (what) => {
    throw new ToolsealError("INVALID_SNAPSHOT", `${source}: ${what}`);
  };
  if (!isJsonObject(doc)) bad("not a JSON object");
  const s = doc;
  if (s.snapshotVersion !== 1) bad(`unsupported snapshotVersion ${JSON.stringify(s.snapshotVersion)} (expected 1)`);
  if (typeof s.server !== "string" || s.server === "") bad('"server" must be a non-empty string');
  if (!Array.isArray(s.tools)) bad('"tools" must be an array');
  if (typeof s.manifestDigest !== "string") bad('"manifestDigest" is missing');
  if (!isJsonObject(s.toolDigests)) bad('"toolDigests" must be an object');
  if (s.serverInfo !== void 0 && !isJsonObject(s.serverInfo)) bad('"serverInfo" must be an object');
  const pagesCounted = Number.isInteger(s.pages) && s.pages >= 0;
  if (s.pages !== void 0 && !pagesCounted) bad('"pages" must be a non-negative integer');
  if (s.clientCapabilities !== void 0 && !isClientCapabilityList(s.clientCapabilities)) {
    bad(`"clientCapabilities" must be sorted names from ${CLIENT_CAPABILITY_NAMES.join(", ")}, each once`);
  }
  if (s.numbers !== void 0 && s.numbers !== "rounded") bad(`"numbers" is ${JSON.stringify(s.numbers)}, not "rounded"`);
}
function assertRecordedDigests(s, d, source) {
  const bad = (what) => {
    throw new ToolsealError("INVALID_SNAPSHOT", `${source}: ${what}`);
  };
  if (d.manifestDigest !== s.manifestDigest) {
    bad(`recorded manifestDigest ${String(s.manifestDigest)} is not the digest of its tools (${d.manifestDigest})`);
  }
  const recorded = s.toolDigests;
  const digests = d.pinBytes?.digests;
  for (const name of Object.keys(recorded)) {
    if (!(digests ?? toolDigestsOf(d)).has(name)) bad(`toolDigests names ${JSON.stringify(name)}, which is not one of its tools`);
  }
  const wrong = (name, digest) => {
    if (!Object.hasOwn(recorded, name) || recorded[name] !== digest)
      bad(`recorded toolDigests[${JSON.stringify(name)}] is not the digest of that tool (${digest})`);
  };
  if (digests) for (const [name, digest] of digests) wrong(name, digest);
  else for (const [name, t] of toolDigestsOf(d)) wrong(name, t.digest);
  const nonTool = checkSnapshotNonTool(s, source, d.manifestDigest, bad);
  const recordedInterop = interopSetHashesIn(s, bad);
  if (recordedInterop !== void 0 && d.interop !== void 0) {
    const now = interopOfSnapshot(s, d.interop.toolSetHash);
    const wrongHash = interopMismatch(recordedInterop, now);
    if (wrongHash !== void 0) bad(`recorded interop.${wrongHash} is not the hash of what it holds (${String(now[wrongHash])})`);
  }
  return nonTool;
}
function readToolsDocumentText(text, source, options = {}) {
  const digester = new ToolDigester(options.fields === true, `${source}: tools`);
  const kept = [];
  let doc;
  try {
    doc = parseJsonStrictEach(
      text,
      source,
      "tools",
      (tool, index) => {
        try {
          digester.add(tool);
        } catch (e) {
          if (e instanceof ToolsealError && e.code === "NOT_CANONICALIZABLE") throw placedError(e, `${source}: tools[${index}]`);
          throw e;
        }
        if (options.keepTools) kept.push(tool);
      },
      options.numbers
    );
  } catch (e) {
    throw digester.repeatedName() ?? e;
  }
  if (Array.isArray(doc) || isJsonObject(doc) && Array.isArray(doc.tools)) {
    const d = digester.finish();
    if (options.numbers === "rounded") d.numbers = "rounded";
    if (isSnapshotDocument(doc)) {
      assertSnapshotShape(doc, source);
      if (doc.numbers === "rounded") d.numbers = "rounded";
      const nonTool = assertRecordedDigests(doc, d, source);
      if (nonTool) d.nonTool = nonTool;
    } else if (!Array.isArray(doc)) {
      const result = doc;
      if (result.nextCursor !== void 0 && result.nextCursor !== null) throw pageNotList(source);
    }
    if (!options.keepTools) return { doc, tools: [], digests: d };
    if (Array.isArray(doc)) return { doc: kept, tools: kept, digests: d };
    doc.tools = kept;
    return { doc, tools: kept, digests: d };
  }
  const { tools } = toolsFromDocument(doc, source);
  return { doc, tools, digests: digestTools(tools, options) };
}
function readSnapshotText(text, source, options = {}) {
  const { doc, digests } = readToolsDocumentText(text, source, { ...options, keepTools: options.keepTools !== false });
  if (!isSnapshotDocument(doc)) assertSnapshotShape(doc, source);
  return { snapshot: doc, digests };
}
function pageNotList(source) {
  return new ToolsealError(
    "SNAPSHOT_INCOMPLETE",
    `${source}: this tools/list result has a nextCursor, so it is one page, not the whole list; take a snapshot instead`
  );
}
function toolsFromDocument(doc, source) {
  if (Array.isArray(doc)) {
    assertTools(doc, `${source}: tools`);
    return { tools: doc };
  }
  if (isSnapshotDocument(doc)) {
    const digests = checkSnapshot(doc, source);
    const snapshot = doc;
    return { tools: snapshot.tools, snapshot, digests };
  }
  if (isJsonObject(doc) && Array.isArray(doc.tools)) {
    const result = doc;
    if (result.nextCursor !== void 0 && result.nextCursor !== null) throw pageNotList(source);
    assertTools(result.tools, `${source}: tools`);
    return { tools: result.tools };
  }
  throw new ToolsealError("INVALID_INPUT", `${source}: expected a tools/list result {"tools": [...]}, a tools array, or a snapshot`);
}

// src/mcp/oauth/oauth-cache.ts
const { chmodSync, lstatSync, mkdirSync, readFileSync: readFileSync2, rmSync: rmSync2 } = process.getBuiltinModule("node:fs");
const { join: join2 } = process.getBuiltinModule("node:path");
function oauthCacheDir(env) {
  const base = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith("/") ? env.XDG_CONFIG_HOME : join2(env.HOME || process.getBuiltinModule("node:os").homedir(), ".config");
  return join2(base, "toolseal", "oauth");
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
    return join2(dir, `${process.getBuiltinModule("node:crypto").createHash("sha256").update(resource).digest("hex").slice(0, 32)}.json`);
  }
  /** Whether an earlier run cached tokens for this server. */
  static hasTokens(dir, resource) {
    const doc = new _OAuthCache(dir, resource).doc;
    return Object.values(doc.servers).some((e) => e.tokens !== void 0);
  }
  read() {
    let text;
    try {
      text = readFileSync2(this.file, "utf8");
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
      readFileSync2(this.file);
    } catch {
      existed = false;
    }
    rmSync2(this.file, { force: true });
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

// src/run/check-inputs.ts
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
  let isFolder;
  try {
    isFolder = statSync(dir).isDirectory();
    if (isFolder) readdirSync(dir);
  } catch (e) {
    throw new ToolsealError("IO_ERROR", `${what} ${dir}: ${osErrorText(e)}`);
  }
  if (!isFolder) throw new ToolsealError("USAGE", `${what} ${dir} is a file, not a folder of reviewed snapshots`);
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
  withPublisherPin,
  samePublisher,
  parseLock,
  snapshotFileName,
  assertSnapshotFileNames,
  withExclusiveFileLock,
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
  CONFIG_CONCURRENCY,
  readSnapshotFile,
  toolsOf,
  mapBounded,
  withToolDigestTable,
  takeSnapshotsApart,
  readLockIfAny,
  openLockIfAny,
  readReviewedSnapshot,
  readReviewedSnapshotWithDigests,
  assertSnapshotFolder,
  expandInputs,
  parseConfigInputs,
  MODERN_PROTOCOL,
  PROTOCOL_CHOICES,
  isProtocolChoice
};
