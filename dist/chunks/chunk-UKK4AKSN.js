#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  assertPackagePin
} from "./chunk-43WI5P3V.js";
import {
  CLIENT_CAPABILITY_NAMES,
  isClientCapabilityList,
  profileText,
  sameProfile
} from "./chunk-CQIRURB7.js";
import {
  HINT_NAMES,
  SURFACE_FIELDS,
  carrierDigestsIn,
  digestCarriers,
  digestTools,
  isArrayIndex
} from "./chunk-76PUMR7X.js";
import {
  isJsonObject
} from "./chunk-G7R7JJA7.js";
import {
  MAX_TEXT_LENGTH,
  parseJsonStrict
} from "./chunk-2QS75RZX.js";
import {
  ToolsealError
} from "./chunk-LVLWJUM5.js";

// src/core/lock.ts
var LOCKFILE_VERSION = 1;
var DEFAULT_LOCK_FILE = "mcp-tools.lock";
function emptyLock() {
  return { lockfileVersion: LOCKFILE_VERSION, servers: /* @__PURE__ */ Object.create(null) };
}
function lockEntryOf(tools, digests) {
  return lockEntryOfDigests(digests?.withFields ? digests : digestTools(tools, { fields: true }));
}
function lockEntryOfDigests(d, carriers, clientCapabilities) {
  if (!d.withFields) throw new ToolsealError("INVALID_INPUT", "a pin needs the field digests and hints of every tool");
  const pinBytes = d.pinBytes;
  const toolCount = pinBytes ? pinBytes.names.length : d.tools.size;
  const c = carriers === void 0 ? void 0 : d.carriers ?? digestCarriers(carriers);
  const pin = c === void 0 ? { manifestDigest: d.manifestDigest, toolCount } : {
    instructionsDigest: c.instructionsDigest,
    manifestDigest: d.manifestDigest,
    promptDigests: c.promptDigests,
    resourceTemplateDigests: c.resourceTemplateDigests,
    toolCount
  };
  const profiled = clientCapabilities !== void 0 && clientCapabilities.length > 0 ? { clientCapabilities: [...clientCapabilities], ...pin } : pin;
  return withTools(profiled, d, pinBytes);
}
function withTools(pin, d, pinBytes) {
  if (!pinBytes) {
    pin.tools = toolRecordOf(d);
    return pin;
  }
  let tools;
  Object.defineProperty(pin, "tools", { enumerable: true, get: () => tools ??= toolRecordOf(d) });
  PIN_BYTES.set(pin, pinBytes);
  return pin;
}
function toolRecordOf(d) {
  const locked = /* @__PURE__ */ Object.create(null);
  let indexLike = false;
  for (const [name, t] of d.tools) {
    locked[name] = t;
    indexLike ||= isArrayIndex(name);
  }
  if (!indexLike) WRITTEN_IN_ORDER.add(locked);
  return locked;
}
var WRITTEN_IN_ORDER = /* @__PURE__ */ new WeakSet();
var PIN_BYTES = /* @__PURE__ */ new WeakMap();
function pinnedToolNames(pin) {
  const bytes = PIN_BYTES.get(pin);
  return bytes && !bytes.indexLike ? [...bytes.names] : Object.keys(pin.tools);
}
function pinnedCarriers(locked) {
  if (locked.promptDigests === void 0 || locked.resourceTemplateDigests === void 0 || locked.instructionsDigest === void 0) return void 0;
  return { instructionsDigest: locked.instructionsDigest, promptDigests: locked.promptDigests, resourceTemplateDigests: locked.resourceTemplateDigests };
}
function entryForProfile(entry, profile) {
  if (entry === void 0) return void 0;
  if (sameProfile(entry.clientCapabilities, profile)) return entry;
  const others = entry.profiles;
  const key = profileText(profile);
  return others !== void 0 && Object.hasOwn(others, key) ? others[key] : void 0;
}
function pinnedProfiles(entry) {
  return [profileText(entry.clientCapabilities), ...Object.keys(entry.profiles ?? {}).sort()];
}
function nearestProfileEntry(entry, profile) {
  const wanted = new Set(profile ?? []);
  let best = entry;
  let bestSize = (entry.clientCapabilities ?? []).every((n) => wanted.has(n)) ? (entry.clientCapabilities ?? []).length : -1;
  for (const key of Object.keys(entry.profiles ?? {}).sort()) {
    const caps = entry.profiles[key].clientCapabilities ?? [];
    if (caps.every((n) => wanted.has(n)) && caps.length > bestSize) {
      best = entry.profiles[key];
      bestSize = caps.length;
    }
  }
  return best;
}
function withProfilePin(entry, pin) {
  if (entry === void 0) return pin;
  if (sameProfile(entry.clientCapabilities, pin.clientCapabilities)) return entry.profiles === void 0 ? pin : withProfiles(pin, entry.profiles);
  const profiles = /* @__PURE__ */ Object.create(null);
  const key = profileText(pin.clientCapabilities);
  for (const k of [...Object.keys(entry.profiles ?? {}).filter((k2) => k2 !== key), key].sort()) profiles[k] = k === key ? pin : entry.profiles[k];
  return withProfiles(entry, profiles);
}
function withProfiles(pin, profiles) {
  const out = {};
  for (const k of Object.keys(pin)) if (k !== "profiles") Object.defineProperty(out, k, { ...Object.getOwnPropertyDescriptor(pin, k), enumerable: true, configurable: true });
  out.profiles = profiles;
  const entry = out;
  const bytes = PIN_BYTES.get(pin);
  if (bytes) PIN_BYTES.set(entry, bytes);
  return entry;
}
function lockIfWrittenFor(lockFile, servers) {
  const lock = emptyLock();
  for (const id of Object.keys(servers).sort()) lock.servers[id] = servers[id];
  if (typeof lockFile === "string") return serializeLockBytes(lock).toString("utf8") === lockFile ? lock : void 0;
  return isLockBytes(Buffer.from(lockFile.buffer, lockFile.byteOffset, lockFile.byteLength), lock) ? lock : void 0;
}
function withPackagePin(pin, pkg) {
  const descriptors = Object.getOwnPropertyDescriptors(pin);
  delete descriptors.package;
  if (pkg !== void 0) {
    const ordered = { ecosystem: pkg.ecosystem, ...pkg.integrity === void 0 ? {} : { integrity: pkg.integrity }, name: pkg.name, version: pkg.version };
    descriptors.package = { value: ordered, enumerable: true, writable: true, configurable: true };
  }
  const out = {};
  for (const key of Object.keys(descriptors).sort()) Object.defineProperty(out, key, descriptors[key]);
  const bytes = PIN_BYTES.get(pin);
  if (bytes) PIN_BYTES.set(out, bytes);
  return out;
}
function withServer(lock, serverId, entry) {
  const servers = /* @__PURE__ */ Object.create(null);
  const ids = [...Object.keys(lock.servers).filter((id) => id !== serverId), serverId].sort();
  for (const id of ids) servers[id] = id === serverId ? entry : lock.servers[id];
  return { lockfileVersion: LOCKFILE_VERSION, servers };
}
function serializeLock(lock) {
  return boundedLock(() => stableJson(lock));
}
function boundedLock(write2) {
  let out;
  try {
    out = write2();
  } catch (e) {
    if (e instanceof RangeError) throw lockTooLarge(e);
    throw e;
  }
  if (out.length > MAX_TEXT_LENGTH) throw lockTooLarge();
  return out;
}
function lockTooLarge(cause) {
  return new ToolsealError("INVALID_INPUT", `the lock would be larger than ${MAX_TEXT_LENGTH} bytes, the most that can be read back as one text; pin the servers in separate locks (--lock)`, { cause });
}
function lockTextOf(bytes, source) {
  if (bytes.length > MAX_TEXT_LENGTH) {
    throw new ToolsealError("INVALID_LOCK", `${source}: too large (${bytes.length} bytes; a lock of at most ${MAX_TEXT_LENGTH} bytes can be read)`);
  }
  return bytes.toString("utf8");
}
function serializeLockBytes(lock) {
  return boundedLock(() => {
    const parts = lockParts(lock);
    if (parts === void 0) return Buffer.from(stableJson(lock), "utf8");
    return Buffer.concat(parts.map((p) => Buffer.isBuffer(p) ? p : p.toolsRecord()));
  });
}
function lockParts(lock) {
  const servers = /* @__PURE__ */ Object.create(null);
  const records = [];
  for (const id of Object.keys(lock.servers)) {
    const pin = lock.servers[id];
    const bytes = PIN_BYTES.get(pin);
    if (!bytes) {
      servers[id] = pin;
      continue;
    }
    const placeholder = `\0toolseal tools ${records.length}\0`;
    const copy = /* @__PURE__ */ Object.create(null);
    for (const key of Object.keys(pin)) copy[key] = key === "tools" ? placeholder : pin[key];
    servers[id] = copy;
    records.push({ needle: `"tools": ${JSON.stringify(placeholder)}`, bytes, at: -1 });
  }
  if (records.length === 0) return void 0;
  const text = stableJson({ lockfileVersion: lock.lockfileVersion, servers });
  const prefix = `"tools": ${JSON.stringify("\0toolseal tools ")}`.slice(0, -1);
  for (let at = text.indexOf(prefix); at >= 0; at = text.indexOf(prefix, at + prefix.length)) {
    let end = at + prefix.length;
    while (text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
    const r = records[Number(text.slice(at + prefix.length, end))];
    if (!r || r.at >= 0 || !text.startsWith(r.needle, at)) return void 0;
    r.at = at;
  }
  if (records.some((r) => r.at < 0)) return void 0;
  records.sort((a, b) => a.at - b.at);
  const parts = [];
  let from = 0;
  for (const r of records) {
    parts.push(Buffer.from(text.slice(from, r.at + '"tools": '.length), "utf8"), r.bytes);
    from = r.at + r.needle.length;
  }
  parts.push(Buffer.from(text.slice(from), "utf8"));
  return parts;
}
function isLockBytes(bytes, lock) {
  const parts = lockParts(lock);
  if (parts === void 0) return bytes.equals(Buffer.from(stableJson(lock), "utf8"));
  let at = 0;
  for (const p of parts) {
    if (Buffer.isBuffer(p)) {
      if (at + p.length > bytes.length || bytes.compare(p, 0, p.length, at, at + p.length) !== 0) return false;
      at += p.length;
    } else {
      at = p.matchRecordAt(bytes, at);
      if (at < 0) return false;
    }
  }
  return at === bytes.length;
}
function stableJson(value) {
  if (inStableOrder(value, 0)) return JSON.stringify(value, null, 2) + "\n";
  const out = [];
  write(value, "", out);
  out.push("\n");
  return out.join("");
}
function inStableOrder(v, depth) {
  if (v === null) return true;
  switch (typeof v) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(v);
    case "object": {
      if (depth > 200) return false;
      if (WRITTEN_IN_ORDER.has(v)) return true;
      if (Array.isArray(v)) {
        if (Object.getPrototypeOf(v) !== Array.prototype) return false;
        for (let i = 0; i < v.length; i++) if (!(i in v) || !inStableOrder(v[i], depth + 1)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return false;
      const keys = Object.keys(v);
      for (let i = 0; i < keys.length; i++) {
        if (i > 0 && !(keys[i - 1] < keys[i])) return false;
        if (!inStableOrder(v[keys[i]], depth + 1)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}
function write(v, indent, out) {
  if (v === null || typeof v !== "object") {
    const s = JSON.stringify(v);
    if (s === void 0) throw new ToolsealError("NOT_CANONICALIZABLE", `cannot write a ${typeof v} as JSON`);
    out.push(s);
    return;
  }
  const inner = indent + "  ";
  if (Array.isArray(v)) {
    if (v.length === 0) {
      out.push("[]");
      return;
    }
    out.push("[\n");
    for (let i = 0; i < v.length; i++) {
      out.push(i === 0 ? inner : ",\n" + inner);
      write(v[i], inner, out);
    }
    out.push("\n" + indent + "]");
    return;
  }
  const keys = Object.keys(v).sort();
  if (keys.length === 0) {
    out.push("{}");
    return;
  }
  out.push("{\n");
  for (let i = 0; i < keys.length; i++) {
    out.push((i === 0 ? inner : ",\n" + inner) + JSON.stringify(keys[i]) + ": ");
    write(v[keys[i]], inner, out);
  }
  out.push("\n" + indent + "}");
}
function isSha256Digest(v) {
  if (typeof v !== "string" || v.length !== 71 || !v.startsWith("sha256:")) return false;
  for (let i = 7; i < 71; i++) {
    const c = v.charCodeAt(i);
    if (!(c >= 48 && c <= 57 || c >= 97 && c <= 102)) return false;
  }
  return true;
}
var SURFACE_FIELD_SET = new Set(SURFACE_FIELDS);
function parseLock(text, source) {
  let doc;
  try {
    doc = parseJsonStrict(text, source);
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
  if (l.lockfileVersion !== LOCKFILE_VERSION) bad("$.lockfileVersion", `expected ${LOCKFILE_VERSION}, got ${JSON.stringify(l.lockfileVersion)}`);
  if (!isJsonObject(l.servers)) bad("$.servers", "not an object");
  for (const key of Object.keys(l)) if (key !== "lockfileVersion" && key !== "servers") bad("$", `unknown member ${JSON.stringify(key)}`);
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
      if (profileText(entry.clientCapabilities) !== key) bad(pat, `clientCapabilities ${JSON.stringify(entry.clientCapabilities ?? [])} are not the profile it is filed under`);
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
  carrierDigestsIn(srv, (what) => bad(at, what));
  if (srv.package !== void 0) assertPackagePin(srv.package, (what) => bad(at, what));
  if (srv.clientCapabilities !== void 0 && !isClientCapabilityList(srv.clientCapabilities)) {
    bad(at, `clientCapabilities must be sorted names from ${CLIENT_CAPABILITY_NAMES.join(", ")}, each once`);
  }
}
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
      throw new ToolsealError("INVALID_INPUT", `${where}: server id ${JSON.stringify(id.slice(0, 40))}\u2026 is too long for a snapshot file name (${name.length} bytes, at most ${MAX_FILE_NAME_BYTES}); give it a shorter id`);
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

export {
  LOCKFILE_VERSION,
  DEFAULT_LOCK_FILE,
  emptyLock,
  lockEntryOf,
  lockEntryOfDigests,
  pinnedToolNames,
  pinnedCarriers,
  entryForProfile,
  pinnedProfiles,
  nearestProfileEntry,
  withProfilePin,
  lockIfWrittenFor,
  withPackagePin,
  withServer,
  serializeLock,
  lockTextOf,
  serializeLockBytes,
  stableJson,
  parseLock,
  assertLock,
  snapshotFileName,
  assertSnapshotFileNames
};
