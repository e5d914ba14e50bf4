#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  hasHiddenCharacters
} from "./chunk-EFISWI7Y.js";
import {
  nearestProfile,
  profileText,
  sameProfile
} from "./chunk-5AXEYW3Q.js";
import {
  digestNonTool,
  digestTools,
  isArrayIndex,
  toolDigestsOf
} from "./chunk-SH3UB2NS.js";
import {
  nonToolInteropHashes
} from "./chunk-PKR3ABWI.js";
import {
  MAX_TEXT_LENGTH
} from "./chunk-7SL4J55T.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/core/lock/lock.ts
var LOCKFILE_VERSION = 1;
var DEFAULT_LOCK_FILE = "mcp-tools.lock";
function emptyLock() {
  return { lockfileVersion: LOCKFILE_VERSION, servers: /* @__PURE__ */ Object.create(null) };
}
function isServerPin(e) {
  return !Object.hasOwn(e, "tools");
}
function entryMembers(e) {
  return isServerPin(e) ? e.entry : e;
}
function lockEntryOf(tools, digests) {
  return lockEntryOfDigests(digests?.withFields ? digests : digestTools(tools, { fields: true }));
}
function lockEntryOfDigests(d, nonTool, clientCapabilities) {
  return entryOfPin(serverPinOf(d, nonTool, clientCapabilities));
}
function serverPinOf(d, nonTool, clientCapabilities) {
  if (!d.withFields) throw new ToolsealError("INVALID_INPUT", "a pin needs the field digests and hints of every tool");
  const pinBytes = d.pinBytes;
  const toolCount = pinBytes ? pinBytes.names.length : toolDigestsOf(d).size;
  const c = nonTool === void 0 ? void 0 : d.nonTool ?? digestNonTool(nonTool);
  const entry = c === void 0 ? { manifestDigest: d.manifestDigest, toolCount } : {
    instructionsDigest: c.instructionsDigest,
    manifestDigest: d.manifestDigest,
    promptDigests: c.promptDigests,
    resourceTemplateDigests: c.resourceTemplateDigests,
    toolCount
  };
  const interop = d.interop && { interop: { toolSetHash: d.interop.toolSetHash, ...nonToolInteropHashes(nonTool ?? {}) } };
  const members = { ...entry, ...interop, ...d.numbers && { numbers: d.numbers } };
  const all = Object.entries(members).sort(([a], [b]) => a < b ? -1 : 1);
  const e = Object.fromEntries(all);
  const profiled = clientCapabilities !== void 0 && clientCapabilities.length > 0 ? { clientCapabilities: [...clientCapabilities], ...e } : e;
  return { entry: profiled, toolPins: pinBytes ? { bytes: pinBytes } : toolRecordOf(toolDigestsOf(d)) };
}
function toolRecordOfPins(toolPins) {
  return "record" in toolPins ? toolPins.record : toolRecordOf(toolPins.bytes.toolDigests()).record;
}
function entryOfPin(pin) {
  const out = {};
  const members = pin.entry;
  for (const key of [...Object.keys(members), "tools"].sort()) {
    out[key] = key === "tools" ? toolRecordOfPins(pin.toolPins) : members[key];
  }
  return out;
}
function serverPinOfEntry(e) {
  if (isServerPin(e)) return e;
  const { tools, ...entry } = e;
  return { entry, toolPins: { record: tools, inKeyOrder: false } };
}
function lockedServerOf(e) {
  return isServerPin(e) ? entryOfPin(e) : e;
}
function toolRecordOf(tools) {
  const record = /* @__PURE__ */ Object.create(null);
  let indexLike = false;
  for (const [name, t] of tools) {
    record[name] = t;
    indexLike ||= isArrayIndex(name);
  }
  return { record, inKeyOrder: !indexLike };
}
function pinnedToolNames(pin) {
  const t = pin.toolPins;
  if ("record" in t) return Object.keys(t.record);
  return t.bytes.indexLike ? Object.keys(toolRecordOfPins(t)) : [...t.bytes.names];
}
function pinnedNonTool(locked) {
  if (locked.promptDigests === void 0 || locked.resourceTemplateDigests === void 0 || locked.instructionsDigest === void 0)
    return void 0;
  return {
    instructionsDigest: locked.instructionsDigest,
    promptDigests: locked.promptDigests,
    resourceTemplateDigests: locked.resourceTemplateDigests
  };
}
function entryForProfile(entry, profile) {
  if (entry === void 0) return void 0;
  const members = entryMembers(entry);
  if (sameProfile(members.clientCapabilities, profile)) return entry;
  const others = members.profiles;
  const key = profileText(profile);
  return others !== void 0 && Object.hasOwn(others, key) ? others[key] : void 0;
}
function pinnedProfiles(e) {
  const entry = entryMembers(e);
  return [profileText(entry.clientCapabilities), ...Object.keys(entry.profiles ?? {}).sort()];
}
function nearestProfileEntry(entry, profile) {
  const others = Object.keys(entry.profiles ?? {}).sort().map((key) => entry.profiles[key]);
  return nearestProfile(entry, others, (e) => e.clientCapabilities, profile);
}
function withProfilePin(entry, pin) {
  if (entry === void 0) return pin;
  const members = entryMembers(entry);
  const pinned = entryMembers(pin);
  if (sameProfile(members.clientCapabilities, pinned.clientCapabilities))
    return members.profiles === void 0 ? pin : withProfiles(pin, members.profiles);
  const profiles = /* @__PURE__ */ Object.create(null);
  const key = profileText(pinned.clientCapabilities);
  for (const k of [...Object.keys(members.profiles ?? {}).filter((k2) => k2 !== key), key].sort())
    profiles[k] = k === key ? lockedServerOf(pin) : members.profiles[k];
  return withProfiles(entry, profiles);
}
function withProfiles(e, profiles) {
  const { profiles: _old, ...rest } = entryMembers(e);
  if (isServerPin(e)) return { entry: { ...rest, profiles }, toolPins: e.toolPins };
  return { ...rest, tools: e.tools, profiles };
}
function withPackagePin(pin, pkg) {
  const members = { ...isServerPin(pin) ? pin.entry : pin };
  delete members.package;
  if (pkg !== void 0) {
    members.package = {
      ...pkg.dependencies === void 0 ? {} : { dependencies: pkg.dependencies },
      ecosystem: pkg.ecosystem,
      ...pkg.integrity === void 0 ? {} : { integrity: pkg.integrity },
      name: pkg.name,
      version: pkg.version
    };
  }
  const entry = {};
  for (const key of Object.keys(members).sort()) entry[key] = members[key];
  if (isServerPin(pin)) return { entry, toolPins: pin.toolPins };
  return entry;
}
function withServer(lock, serverId, entry) {
  const servers = /* @__PURE__ */ Object.create(null);
  const ids = [...Object.keys(lock.servers).filter((id) => id !== serverId), serverId].sort();
  for (const id of ids) servers[id] = id === serverId ? entry : lock.servers[id];
  return { lockfileVersion: LOCKFILE_VERSION, servers };
}

// src/core/json/line-ends.ts
function withLfLineEnds(text, source, code) {
  let cr = text.indexOf("\r");
  if (cr < 0) return text;
  for (; cr >= 0; cr = text.indexOf("\r", cr + 1)) {
    if (text.charCodeAt(cr + 1) !== 10) {
      let line = 1;
      for (let i = text.indexOf("\n"); i >= 0 && i < cr; i = text.indexOf("\n", i + 1)) line++;
      throw new ToolsealError(
        code,
        `${source}: line ${line}: a carriage return (CR) that does not end a line; only LF or CRLF line ends are read`
      );
    }
  }
  return text.replace(/\r\n/g, "\n");
}

// src/core/lock/lock-text.ts
function lockIfWrittenFor(lockFile, servers) {
  const lock = { lockfileVersion: LOCKFILE_VERSION, servers: /* @__PURE__ */ Object.create(null) };
  for (const id of Object.keys(servers).sort()) lock.servers[id] = servers[id];
  if (typeof lockFile === "string") return serializeLockBytes(lock).toString("utf8") === lockFile ? lock : void 0;
  if (!(lockFile instanceof Uint8Array)) return lockFile.holds(piecesOf(lock)) ? lock : void 0;
  return isLockBytes(Buffer.from(lockFile.buffer, lockFile.byteOffset, lockFile.byteLength), lock) ? lock : void 0;
}
function serializeLock(lock) {
  return boundedLock(() => serializeLockBytes(lock).toString("utf8"));
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
  return new ToolsealError(
    "INVALID_INPUT",
    `the lock would be larger than ${MAX_TEXT_LENGTH} bytes, the most that can be read back as one text; pin the servers in separate locks (--lock)`,
    { cause }
  );
}
function lockTextOf(bytes, source) {
  if (bytes.length > MAX_TEXT_LENGTH) {
    throw new ToolsealError(
      "INVALID_LOCK",
      `${source}: too large (${bytes.length} bytes; a lock of at most ${MAX_TEXT_LENGTH} bytes can be read)`
    );
  }
  return withLfLineEnds(bytes.toString("utf8"), source, "INVALID_LOCK");
}
function serializeLockBytes(lock) {
  const pieces = lockBytePieces(lock);
  const out = Buffer.allocUnsafe(pieces.length);
  let at = 0;
  pieces.eachPiece((bytes, start, end) => {
    at += bytes.copy(out, at, start, end);
  });
  return out;
}
function lockBytePieces(lock) {
  return boundedLock(() => piecesOf(lock));
}
function piecesOf(lock) {
  const parts = lockParts(lock) ?? [Buffer.from(stableJson(lock), "utf8")];
  return {
    length: parts.reduce((n, p) => n + (Buffer.isBuffer(p) ? p.length : p.recordLength), 0),
    eachPiece(put) {
      for (const p of parts) {
        if (Buffer.isBuffer(p)) put(p, 0, p.length);
        else p.eachRecordPiece(put);
      }
    }
  };
}
function isLockText(text, lock) {
  return isLockBytes(Buffer.from(text, "utf8"), lock);
}
function lockParts(lock) {
  const ids = Object.keys(lock.servers).sort();
  if (!ids.some((id) => isServerPin(lock.servers[id]))) return void 0;
  const parts = [];
  let text = `{
  "lockfileVersion": ${jsonAt(lock.lockfileVersion, "  ")},
  "servers": {
`;
  for (let i = 0; i < ids.length; i++) {
    const entry = lock.servers[ids[i]];
    text += `${i === 0 ? "" : ",\n"}    ${JSON.stringify(ids[i])}: `;
    if (!isServerPin(entry)) {
      text += jsonAt(entry, "    ");
      continue;
    }
    const members = entry.entry;
    const keys = [...Object.keys(members), "tools"].sort();
    text += "{\n";
    for (let k = 0; k < keys.length; k++) {
      text += `${k === 0 ? "" : ",\n"}      ${JSON.stringify(keys[k])}: `;
      if (keys[k] !== "tools") text += jsonAt(members[keys[k]], "      ");
      else if ("record" in entry.toolPins) text += jsonAt(entry.toolPins.record, "      ", entry.toolPins.inKeyOrder);
      else {
        parts.push(Buffer.from(text, "utf8"), entry.toolPins.bytes);
        text = "";
      }
    }
    text += "\n    }";
  }
  parts.push(Buffer.from(text + "\n  }\n}\n", "utf8"));
  return parts;
}
function jsonAt(value, indent, inKeyOrder = false) {
  const text = stableJson(value, inKeyOrder).slice(0, -1);
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
function stableJson(value, inKeyOrder = false) {
  if (inKeyOrder || inStableOrder(value, 0)) return JSON.stringify(value, null, 2) + "\n";
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

// src/core/lock/volatile-pointers.ts
var MAX_VOLATILE_POINTERS = 256;
var MAX_POINTER_LENGTH = 2048;
var MAX_POINTER_TOKENS = 64;
var VOLATILE_FIELDS = /* @__PURE__ */ new Set(["description", "execution", "inputSchema", "outputSchema", "title"]);
function escapeToken(token) {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}
function toolPointer(tool, tokens) {
  return ["", "tools", tool, ...tokens.map(String)].map(escapeToken).join("/");
}
function readVolatilePointer(pointer) {
  if (typeof pointer !== "string") return "not a string";
  if (pointer.length > MAX_POINTER_LENGTH) return `longer than ${MAX_POINTER_LENGTH} characters`;
  if (hasHiddenCharacters(pointer)) return "holds a control, invisible or direction-changing character";
  if (!pointer.startsWith("/tools/")) return "does not start with /tools/ (a pointer is rooted at the tool by name: /tools/NAME/FIELD/...)";
  const raw = pointer.split("/").slice(1);
  if (raw.length > MAX_POINTER_TOKENS) return `deeper than ${MAX_POINTER_TOKENS} tokens`;
  const tokens = [];
  for (const t of raw) {
    if (/~(?![01])/.test(t)) return `a "~" not followed by 0 or 1 in ${JSON.stringify(t)} (RFC 6901: ~0 is "~", ~1 is "/")`;
    tokens.push(t.replace(/~1/g, "/").replace(/~0/g, "~"));
  }
  const [, tool, field, ...rest] = tokens;
  if (field === void 0) return "names a whole tool (its name is always pinned): point into a field, /tools/NAME/FIELD/...";
  if (field === "name") return "a tool's name is always pinned, never volatile";
  if (field === "annotations") return "a tool's annotations are always pinned, never volatile";
  if (!VOLATILE_FIELDS.has(field)) return `${JSON.stringify(field)} is not a field of a tool's surface`;
  return { pointer, tool, tokens: [field, ...rest] };
}
function readVolatilePointers(list, options = {}) {
  if (!Array.isArray(list)) return "not an array of JSON Pointers";
  if (list.length > MAX_VOLATILE_POINTERS) return `${list.length} pointers, more than ${MAX_VOLATILE_POINTERS}`;
  const out = [];
  for (const p of list) {
    const read = readVolatilePointer(p);
    if (typeof read === "string") return `${JSON.stringify(String(p).slice(0, 80))}: ${read}`;
    out.push(read);
  }
  const sorted = [...list].sort();
  if (options.sorted && sorted.some((p, i) => p !== list[i])) return "not sorted";
  const set = /* @__PURE__ */ new Set();
  for (const p of sorted) {
    if (set.has(p)) return `${JSON.stringify(p)} is given twice`;
    set.add(p);
  }
  for (const p of sorted) {
    const outer = outerPointer(p, set);
    if (outer !== void 0) return `${JSON.stringify(p)} is inside ${JSON.stringify(outer)}, which covers it`;
  }
  return out;
}
function outerPointer(p, set) {
  for (let i = p.lastIndexOf("/"); i > 0; i = p.lastIndexOf("/", i - 1)) if (set.has(p.slice(0, i))) return p.slice(0, i);
  return void 0;
}

export {
  LOCKFILE_VERSION,
  DEFAULT_LOCK_FILE,
  emptyLock,
  isServerPin,
  entryMembers,
  lockEntryOf,
  serverPinOf,
  entryOfPin,
  serverPinOfEntry,
  lockedServerOf,
  pinnedToolNames,
  pinnedNonTool,
  entryForProfile,
  pinnedProfiles,
  nearestProfileEntry,
  withProfilePin,
  withPackagePin,
  withServer,
  withLfLineEnds,
  lockIfWrittenFor,
  serializeLock,
  lockTextOf,
  serializeLockBytes,
  lockBytePieces,
  isLockText,
  stableJson,
  MAX_VOLATILE_POINTERS,
  toolPointer,
  readVolatilePointer,
  readVolatilePointers,
  outerPointer
};
