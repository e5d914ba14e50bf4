#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  HINT_NAMES,
  SURFACE_FIELDS,
  carrierDigestsIn,
  digestCarriers,
  digestTools,
  isArrayIndex
} from "./chunk-FC6CDBP2.js";
import {
  assertPackagePin
} from "./chunk-43WI5P3V.js";
import {
  isJsonObject
} from "./chunk-G7R7JJA7.js";
import {
  MAX_TEXT_LENGTH,
  parseJsonStrict
} from "./chunk-P4KGYLL3.js";
import {
  ToolsealError
} from "./chunk-LVLWJUM5.js";

// src/core/client-capabilities.ts
var CLIENT_CAPABILITY_NAMES = ["elicitation", "roots", "sampling"];
var NAMES = new Set(CLIENT_CAPABILITY_NAMES);
function parseClientCapabilities(text, what = "--client-capabilities") {
  const names = text.split(",").map((n) => n.trim());
  for (const n of names) {
    if (!NAMES.has(n)) throw new ToolsealError("USAGE", `${what} takes names from ${CLIENT_CAPABILITY_NAMES.join(", ")}, comma-separated; not ${JSON.stringify(n.slice(0, 40))}`);
  }
  return [...new Set(names)].sort();
}
function capabilitiesObject(names) {
  return Object.fromEntries((names ?? []).map((n) => [n, {}]));
}
function isClientCapabilityList(v) {
  return Array.isArray(v) && v.length > 0 && v.every((n, i) => typeof n === "string" && NAMES.has(n) && (i === 0 || v[i - 1] < n));
}
function profileText(names) {
  return names === void 0 || names.length === 0 ? "none" : names.join(",");
}
function sameProfile(a, b) {
  return profileText(a) === profileText(b);
}
function profileOfCapabilities(capabilities) {
  if (typeof capabilities !== "object" || capabilities === null || Array.isArray(capabilities)) return [];
  const c = capabilities;
  return CLIENT_CAPABILITY_NAMES.filter((n) => Object.hasOwn(c, n) && typeof c[n] === "object" && c[n] !== null && !Array.isArray(c[n]));
}

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
function toolsTextOf(pin) {
  return PIN_BYTES.get(pin);
}
function writtenInOrder(record) {
  return WRITTEN_IN_ORDER.has(record);
}
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

// src/core/lock-text.ts
function lockIfWrittenFor(lockFile, servers) {
  const lock = emptyLock();
  for (const id of Object.keys(servers).sort()) lock.servers[id] = servers[id];
  if (typeof lockFile === "string") return serializeLockBytes(lock).toString("utf8") === lockFile ? lock : void 0;
  return isLockBytes(Buffer.from(lockFile.buffer, lockFile.byteOffset, lockFile.byteLength), lock) ? lock : void 0;
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
  const ids = Object.keys(lock.servers).sort();
  if (!ids.some((id) => toolsTextOf(lock.servers[id]) !== void 0)) return void 0;
  const parts = [];
  let text = `{
  "lockfileVersion": ${jsonAt(lock.lockfileVersion, "  ")},
  "servers": {
`;
  for (let i = 0; i < ids.length; i++) {
    const pin = lock.servers[ids[i]];
    text += `${i === 0 ? "" : ",\n"}    ${JSON.stringify(ids[i])}: `;
    const bytes = toolsTextOf(pin);
    if (bytes === void 0) {
      text += jsonAt(pin, "    ");
      continue;
    }
    const keys = Object.keys(pin).sort();
    text += "{\n";
    for (let k = 0; k < keys.length; k++) {
      text += `${k === 0 ? "" : ",\n"}      ${JSON.stringify(keys[k])}: `;
      if (keys[k] === "tools") {
        parts.push(Buffer.from(text, "utf8"), bytes);
        text = "";
      } else text += jsonAt(pin[keys[k]], "      ");
    }
    text += "\n    }";
  }
  parts.push(Buffer.from(text + "\n  }\n}\n", "utf8"));
  return parts;
}
function jsonAt(value, indent) {
  const text = stableJson(value).slice(0, -1);
  return text.includes("\n") ? text.replace(/\n/g, `
${indent}`) : text;
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
      if (writtenInOrder(v)) return true;
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
var PIN = (() => {
  const b = (text) => Buffer.from(text, "latin1");
  const field = (f) => `            "${f}": "sha256:`;
  const tail = (k, fields) => b(`${fields}
          "hints": {
${HINT_NAMES.map((h, i) => `            "${h}": ${(k & 1 << i) !== 0}`).join(",\n")}
          }
        }`);
  return {
    indent: b("        "),
    digest: b(': {\n          "digest": "sha256:'),
    fields: b('",\n          "fields": {'),
    firstField: SURFACE_FIELDS.map((f) => b(`
${field(f)}`)),
    nextField: SURFACE_FIELDS.map((f) => b(`,
${field(f)}`)),
    // By the hints as bits (HINT_NAMES[i] true: bit i); after the fields, or with none (`{}`).
    tail: Array.from({ length: 1 << HINT_NAMES.length }, (_, k) => tail(k, "\n          },")),
    noFieldsTail: Array.from({ length: 1 << HINT_NAMES.length }, (_, k) => tail(k, "},"))
  };
})();
var HEX_PAIRS = Buffer.from(Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0")).join(""), "latin1");
function writeHex(out, at, bytes) {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes.charCodeAt(i) << 1;
    out[at++] = HEX_PAIRS[b];
    out[at++] = HEX_PAIRS[b + 1];
  }
  return at;
}
var RECORD = {
  empty: Buffer.from("{}", "latin1"),
  open: Buffer.from("{\n", "latin1"),
  close: Buffer.from("\n      }", "latin1")
};

export {
  CLIENT_CAPABILITY_NAMES,
  parseClientCapabilities,
  capabilitiesObject,
  isClientCapabilityList,
  profileText,
  profileOfCapabilities,
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
  withPackagePin,
  withServer,
  parseLock,
  assertLock,
  lockIfWrittenFor,
  serializeLock,
  lockTextOf,
  serializeLockBytes,
  stableJson,
  PIN,
  writeHex,
  RECORD
};
