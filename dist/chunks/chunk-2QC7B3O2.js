#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotFileName
} from "./chunk-WJCMUN64.js";
import {
  DEFAULT_LOCK_FILE,
  LOCKFILE_VERSION,
  emptyLock,
  entryMembers,
  isServerPin,
  lockTextOf,
  readVolatilePointers,
  withLfLineEnds
} from "./chunk-42CTSAXX.js";
import {
  assertPackagePin
} from "./chunk-V5IMACWJ.js";
import {
  readSnapshotFileWithDigests
} from "./chunk-HKYXZG4F.js";
import {
  isRegistryServerName
} from "./chunk-5U4ZAQTH.js";
import {
  CLIENT_CAPABILITY_NAMES,
  isClientCapabilityList,
  profileText
} from "./chunk-5AXEYW3Q.js";
import {
  HINT_NAMES,
  SURFACE_FIELDS,
  nonToolDigestsIn
} from "./chunk-SH3UB2NS.js";
import {
  interopSetHashesIn
} from "./chunk-PKR3ABWI.js";
import {
  isJsonObject
} from "./chunk-LTUN2ZE5.js";
import {
  openUserFile
} from "./chunk-KQJFC54N.js";
import {
  parseJsonStrict
} from "./chunk-7SL4J55T.js";
import {
  ToolsealError,
  osErrorText
} from "./chunk-UAZ5W6EW.js";

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

// src/run/check-inputs.ts
const { existsSync, readdirSync, statSync } = process.getBuiltinModule("node:fs");
const { join } = process.getBuiltinModule("node:path");
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
  const file = join(dir, snapshotFileName(serverId));
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

export {
  withPublisherPin,
  samePublisher,
  parseLock,
  assertLock,
  readLockIfAny,
  openLockIfAny,
  readReviewedSnapshot,
  readReviewedSnapshotWithDigests,
  assertSnapshotFolder
};
