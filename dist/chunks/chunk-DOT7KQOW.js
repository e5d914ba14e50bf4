#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  SURFACE_FIELDS,
  digestTools
} from "./chunk-GWAKX252.js";
import {
  ToolsealError,
  parseJsonStrict
} from "./chunk-RV2GY3DS.js";

// src/core/hints.ts
var HINT_DEFAULTS = {
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
  readOnlyHint: false
};
var HINT_NAMES = Object.keys(HINT_DEFAULTS).sort();
var WIDENING_VALUE = {
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
  readOnlyHint: true
};
function effectiveHints(tool) {
  const a = Object.hasOwn(tool, "annotations") ? tool.annotations : void 0;
  const obj = typeof a === "object" && a !== null && !Array.isArray(a) ? a : void 0;
  const out = {};
  for (const h of HINT_NAMES) {
    const v = obj && Object.hasOwn(obj, h) ? obj[h] : void 0;
    out[h] = v === void 0 || v === null ? HINT_DEFAULTS[h] : Boolean(v);
  }
  return out;
}
function classifyHint(hint, from, to) {
  if (from === to) return null;
  return to === WIDENING_VALUE[hint] ? "widening" : "narrowing";
}
function isWidening(hint, from, to) {
  return classifyHint(hint, from, to) === "widening";
}
function hintChanges(before, after) {
  const out = [];
  for (const h of HINT_NAMES) {
    const c = classifyHint(h, before[h], after[h]);
    if (c) out.push({ hint: h, from: before[h], to: after[h], class: c });
  }
  return out;
}

// src/core/lock.ts
var LOCKFILE_VERSION = 1;
var DEFAULT_LOCK_FILE = "mcp-tools.lock";
function emptyLock() {
  return { lockfileVersion: LOCKFILE_VERSION, servers: /* @__PURE__ */ Object.create(null) };
}
function lockEntryOf(tools) {
  const d = digestTools(tools, { fields: true });
  const byName = new Map(tools.map((t) => [t.name, t]));
  const locked = /* @__PURE__ */ Object.create(null);
  for (const [name, t] of d.tools) {
    locked[name] = { digest: t.digest, fields: t.fields ?? {}, hints: effectiveHints(byName.get(name)) };
  }
  return { manifestDigest: d.manifestDigest, toolCount: d.tools.size, tools: locked };
}
function withServer(lock, serverId, entry) {
  const servers = /* @__PURE__ */ Object.create(null);
  for (const id of Object.keys(lock.servers)) servers[id] = lock.servers[id];
  servers[serverId] = entry;
  return { lockfileVersion: LOCKFILE_VERSION, servers };
}
function serializeLock(lock) {
  return stableJson(lock);
}
function stableJson(value) {
  return write(value, "") + "\n";
}
function write(v, indent) {
  if (v === null || typeof v !== "object") {
    const s = JSON.stringify(v);
    if (s === void 0) throw new ToolsealError("NOT_CANONICALIZABLE", `cannot write a ${typeof v} as JSON`);
    return s;
  }
  const inner = indent + "  ";
  if (Array.isArray(v)) {
    if (v.length === 0) return "[]";
    return "[\n" + v.map((x) => inner + write(x, inner)).join(",\n") + "\n" + indent + "]";
  }
  const keys = Object.keys(v).sort();
  if (keys.length === 0) return "{}";
  return "{\n" + keys.map((k) => inner + JSON.stringify(k) + ": " + write(v[k], inner)).join(",\n") + "\n" + indent + "}";
}
var DIGEST_RE = /^sha256:[0-9a-f]{64}$/;
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
  if (!isObject(doc)) bad("$", "not a JSON object");
  const l = doc;
  if (l.lockfileVersion !== LOCKFILE_VERSION) bad("$.lockfileVersion", `expected ${LOCKFILE_VERSION}, got ${JSON.stringify(l.lockfileVersion)}`);
  if (!isObject(l.servers)) bad("$.servers", "not an object");
  for (const key of Object.keys(l)) if (key !== "lockfileVersion" && key !== "servers") bad("$", `unknown member ${JSON.stringify(key)}`);
  const servers = l.servers;
  for (const id of Object.keys(servers)) {
    const at = `servers[${JSON.stringify(id)}]`;
    const s = servers[id];
    if (!isObject(s)) bad(at, "not an object");
    const srv = s;
    if (typeof srv.manifestDigest !== "string" || !DIGEST_RE.test(srv.manifestDigest)) bad(at, "manifestDigest is not a sha256 digest");
    if (!isObject(srv.tools)) bad(at, "tools is not an object");
    const tools = srv.tools;
    const names = Object.keys(tools);
    if (srv.toolCount !== names.length) bad(at, `toolCount ${JSON.stringify(srv.toolCount)} is not the number of tools (${names.length})`);
    for (const name of names) {
      const tat = `${at}.tools[${JSON.stringify(name)}]`;
      const t = tools[name];
      if (!isObject(t)) bad(tat, "not an object");
      const tool = t;
      if (typeof tool.digest !== "string" || !DIGEST_RE.test(tool.digest)) bad(tat, "digest is not a sha256 digest");
      if (!isObject(tool.fields)) bad(tat, "fields is not an object");
      for (const [f, d] of Object.entries(tool.fields)) {
        if (!SURFACE_FIELDS.includes(f)) bad(tat, `fields has a non-surface field ${JSON.stringify(f)}`);
        if (typeof d !== "string" || !DIGEST_RE.test(d)) bad(tat, `fields.${f} is not a sha256 digest`);
      }
      if (!isObject(tool.hints)) bad(tat, "hints is not an object");
      const hints = tool.hints;
      for (const h of HINT_NAMES) if (typeof hints[h] !== "boolean") bad(tat, `hints.${h} is not a boolean`);
      if (Object.keys(hints).length !== HINT_NAMES.length) bad(tat, "hints has members other than the four hints");
    }
  }
  Object.setPrototypeOf(servers, null);
  for (const id of Object.keys(servers)) Object.setPrototypeOf(servers[id].tools, null);
}
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
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
  HINT_DEFAULTS,
  HINT_NAMES,
  WIDENING_VALUE,
  effectiveHints,
  classifyHint,
  isWidening,
  hintChanges,
  DEFAULT_LOCK_FILE,
  emptyLock,
  lockEntryOf,
  withServer,
  serializeLock,
  stableJson,
  parseLock,
  assertLock,
  snapshotFileName,
  assertSnapshotFileNames
};
