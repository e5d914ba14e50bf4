#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  CanonicalWriter,
  canonicalString,
  canonicalize
} from "./chunk-2HPGVTBN.js";
import {
  ToolsealError
} from "./chunk-UQQWLFOE.js";

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

// src/core/surface.ts
const { createHash, hash } = process.getBuiltinModule("node:crypto");
var SURFACE_FIELDS = ["annotations", "description", "execution", "inputSchema", "name", "outputSchema", "title"];
function sha256Digest(text) {
  return `sha256:${hash("sha256", text, "hex")}`;
}
function surfaceOf(tool) {
  const surface = /* @__PURE__ */ Object.create(null);
  for (const f of SURFACE_FIELDS) if (Object.hasOwn(tool, f)) surface[f] = tool[f];
  return surface;
}
function toolDigest(tool) {
  const w = new CanonicalWriter(1024);
  writeSurface(w, tool, false);
  return sha256Bytes(w.bytes());
}
function fieldDigest(tool, field) {
  if (!Object.hasOwn(tool, field)) throw new ToolsealError("INVALID_INPUT", `tool ${JSON.stringify(tool.name)} has no ${field}`);
  return sha256Digest(canonicalize(tool[field]));
}
function manifestOf(tools) {
  assertTools(tools);
  const manifest = /* @__PURE__ */ Object.create(null);
  for (const t of tools) manifest[t.name] = surfaceOf(t);
  return manifest;
}
function manifestDigest(tools) {
  return digestTools(tools).manifestDigest;
}
function digestTools(tools, options = {}) {
  assertTools(tools);
  const sorted = byName(tools);
  const manifest = createHash("sha256");
  const map = /* @__PURE__ */ new Map();
  const withFields = options.fields === true;
  const w = new CanonicalWriter();
  for (let i = 0; i < sorted.length; i++) {
    const tool = sorted[i];
    const fields = writeSurface(w, tool, withFields);
    const bytes = w.bytes();
    const entry = { digest: sha256Bytes(bytes) };
    if (fields) {
      entry.fields = fields;
      entry.hints = effectiveHints(tool);
    }
    manifest.update((i === 0 ? "{" : ",") + canonicalString(tool.name) + ":", "utf8").update(bytes);
    map.set(tool.name, entry);
  }
  manifest.update(sorted.length === 0 ? "{}" : "}", "utf8");
  return {
    manifestDigest: `sha256:${manifest.digest("hex")}`,
    get manifestText() {
      return manifestTextOf(sorted);
    },
    tools: map,
    withFields
  };
}
function writeSurface(w, tool, withFields, fieldDigests) {
  const fields = withFields ? {} : void 0;
  w.reset();
  let first = true;
  for (let i = 0; i < SURFACE_FIELDS.length; i++) {
    const f = SURFACE_FIELDS[i];
    if (!Object.hasOwn(tool, f)) {
      if (fieldDigests) fieldDigests[i] = void 0;
      continue;
    }
    w.ascii(first ? `{"${f}":` : `,"${f}":`);
    first = false;
    const start = w.length;
    try {
      w.value(tool[f]);
    } catch (e) {
      if (e instanceof ToolsealError) {
        throw new ToolsealError(e.code, `tool ${JSON.stringify(tool.name)}, field ${f}: ${e.message}`, { cause: e });
      }
      throw e;
    }
    if (fields) fields[f] = sha256Bytes(w.bytes(start));
    if (fieldDigests) fieldDigests[i] = hash("sha256", w.bytes(start), "binary");
  }
  w.ascii(first ? "{}" : "}");
  return fields;
}
var NO_BYTES = Buffer.alloc(0);
var ByteChunks = class {
  chunk = NO_BYTES;
  /** Bytes of the current chunk in use. */
  used = 0;
  /** The chunk with room for `n` more bytes from `used` (a new one when the current has not). */
  room(n) {
    if (this.used + n > this.chunk.length) {
      this.chunk = Buffer.allocUnsafe(Math.max(1 << 20, n));
      this.used = 0;
    }
    return this.chunk;
  }
  /** Copies `bytes` into a chunk and returns it; they end at `used`. */
  append(bytes) {
    const chunk = this.room(bytes.length);
    this.used += bytes.copy(chunk, this.used);
    return chunk;
  }
};
var ToolDigester = class {
  constructor(withFields, where = "tools") {
    this.withFields = withFields;
    this.where = where;
  }
  withFields;
  where;
  w = new CanonicalWriter();
  /** The tools' canonical surfaces, until finish hashes them in name order. */
  store = new ByteChunks();
  /** With the field digests: the tools' pins, as the lock's text. */
  pins = new ByteChunks();
  fieldDigests = new Array(SURFACE_FIELDS.length);
  entries = [];
  seen = /* @__PURE__ */ new Map();
  /** Checks and digests the next tool of the list (`MALFORMED_TOOL`, `DUPLICATE_TOOL_NAME`, `NOT_CANONICALIZABLE`). */
  add(tool) {
    assertTool(tool, this.entries.length, this.where, this.seen);
    if (this.withFields) {
      this.addPinned(tool);
      return;
    }
    writeSurface(this.w, tool, false);
    const bytes = this.w.bytes();
    const digests = { digest: sha256Bytes(bytes) };
    const store = this.store.append(bytes);
    const end = this.store.used;
    this.entries.push({ name: tool.name, store, start: end - bytes.length, end, digests, pins: NO_BYTES, pinStart: 0, pinValue: 0, pinEnd: 0 });
  }
  /**
   * A tool with its pin: written as `JSON.stringify` writes the lock (the `"name": {...}` member of the
   * server's `tools` record, 8 spaces in, its members in key order): the fixed text copied from templates,
   * each digest written as hex straight from its bytes.
   */
  addPinned(tool) {
    const digests = this.fieldDigests;
    writeSurface(this.w, tool, false, digests);
    const bytes = this.w.bytes();
    const toolHex = hash("sha256", bytes, "hex");
    const store = this.store.append(bytes);
    const end = this.store.used;
    const start = end - bytes.length;
    const name = JSON.stringify(tool.name);
    const room = 1024 + 3 * name.length;
    const pins = this.pins.room(room);
    const pinStart = this.pins.used;
    let at = pinStart;
    pins.set(PIN.indent, at);
    at += PIN.indent.length;
    at += pins.write(name, at, "utf8");
    pins.set(PIN.digest, at);
    const pinValue = at + 2;
    at += PIN.digest.length;
    at += pins.write(toolHex, at, "latin1");
    pins.set(PIN.fields, at);
    at += PIN.fields.length;
    let first = true;
    for (let i = 0; i < digests.length; i++) {
      const d = digests[i];
      if (d === void 0) continue;
      const pre = first ? PIN.firstField[i] : PIN.nextField[i];
      pins.set(pre, at);
      at = writeHex(pins, at + pre.length, d);
      pins[at++] = 34;
      first = false;
    }
    const hints = effectiveHints(tool);
    let k = 0;
    for (let i = 0; i < HINT_NAMES.length; i++) if (hints[HINT_NAMES[i]]) k |= 1 << i;
    const tail = first ? PIN.noFieldsTail[k] : PIN.tail[k];
    pins.set(tail, at);
    at += tail.length;
    this.pins.used = at;
    const digest = `sha256:${toolHex}`;
    this.entries.push({ name: tool.name, store, start, end, digests: void 0, digest, pins, pinStart, pinValue, pinEnd: at });
  }
  /** The digests of the tools added so far (the manifest in RFC 8785 name order). */
  finish() {
    const sorted = [...this.entries].sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    const manifest = createHash("sha256");
    for (let i = 0; i < sorted.length; i++) {
      const e = sorted[i];
      manifest.update((i === 0 ? "{" : ",") + canonicalString(e.name) + ":", "utf8").update(e.store.subarray(e.start, e.end));
    }
    manifest.update(sorted.length === 0 ? "{}" : "}", "utf8");
    const out = {
      manifestDigest: `sha256:${manifest.digest("hex")}`,
      get manifestText() {
        if (sorted.length === 0) return "{}";
        return "{" + sorted.map((e) => canonicalString(e.name) + ":" + e.store.toString("utf8", e.start, e.end)).join(",") + "}";
      },
      tools: void 0,
      withFields: this.withFields
    };
    if (!this.withFields) {
      const map2 = /* @__PURE__ */ new Map();
      for (const e of sorted) map2.set(e.name, e.digests);
      out.tools = map2;
      return out;
    }
    out.pinBytes = pinBytesOf(sorted);
    let map;
    Object.defineProperty(out, "tools", {
      enumerable: true,
      // Each pin read back from its own text: the digests, field digests and hints it was written from.
      get: () => {
        if (map) return map;
        map = /* @__PURE__ */ new Map();
        for (const e of sorted) map.set(e.name, JSON.parse(e.pins.toString("utf8", e.pinValue, e.pinEnd)));
        return map;
      }
    });
    return out;
  }
};
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
function pinBytesOf(sorted) {
  const names = sorted.map((e) => e.name);
  const digests = /* @__PURE__ */ new Map();
  let indexLike = false;
  for (const e of sorted) {
    digests.set(e.name, e.digest);
    indexLike ||= isArrayIndex(e.name);
  }
  return {
    names,
    digests,
    indexLike,
    matchRecordAt(bytes, at) {
      const text = (t) => {
        if (at < 0 || at + t.length > bytes.length || bytes.compare(t, 0, t.length, at, at + t.length) !== 0) return at = -1;
        return at += t.length;
      };
      if (sorted.length === 0) return text(RECORD.empty);
      text(RECORD.open);
      if (at < 0) return -1;
      for (let i = 0; i < sorted.length; i++) {
        const e = sorted[i];
        if (i > 0) {
          if (bytes[at] !== 44 || bytes[at + 1] !== 10) return -1;
          at += 2;
        }
        const n = e.pinEnd - e.pinStart;
        if (at + n > bytes.length || bytes.compare(e.pins, e.pinStart, e.pinEnd, at, at + n) !== 0) return -1;
        at += n;
      }
      return text(RECORD.close);
    },
    toolsRecord() {
      if (sorted.length === 0) return Buffer.from(RECORD.empty);
      let size = 2 + 8 + 2 * (sorted.length - 1);
      for (const e of sorted) size += e.pinEnd - e.pinStart;
      const out = Buffer.allocUnsafe(size);
      let at = RECORD.open.copy(out, 0);
      for (let i = 0; i < sorted.length; i++) {
        const e = sorted[i];
        if (i > 0) {
          out[at++] = 44;
          out[at++] = 10;
        }
        at += e.pins.copy(out, at, e.pinStart, e.pinEnd);
      }
      at += RECORD.close.copy(out, at);
      return out.subarray(0, at);
    }
  };
}
function isArrayIndex(name) {
  const n = name.length;
  if (n === 0 || n > 10) return false;
  const c0 = name.charCodeAt(0);
  if (c0 < 48 || c0 > 57 || c0 === 48 && n > 1) return false;
  for (let i = 1; i < n; i++) {
    const c = name.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return Number(name) <= 4294967294;
}
function sortPositions(order, compare) {
  const n = order.length;
  const RUN = 16;
  for (let lo = 0; lo < n; lo += RUN) {
    const hi = Math.min(n, lo + RUN);
    for (let i = lo + 1; i < hi; i++) {
      const v = order[i];
      let j = i - 1;
      while (j >= lo && compare(order[j], v) > 0) {
        order[j + 1] = order[j];
        j--;
      }
      order[j + 1] = v;
    }
  }
  if (n <= RUN) return;
  let from = order;
  let to = new Uint32Array(n);
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(n, lo + width);
      const hi = Math.min(n, lo + 2 * width);
      let i = lo;
      let j = mid;
      let k = lo;
      if (mid < hi && compare(from[mid - 1], from[mid]) <= 0) {
        to.set(from.subarray(lo, hi), lo);
        continue;
      }
      while (i < mid && j < hi) to[k++] = compare(from[i], from[j]) <= 0 ? from[i++] : from[j++];
      while (i < mid) to[k++] = from[i++];
      while (j < hi) to[k++] = from[j++];
    }
    [from, to] = [to, from];
  }
  if (from !== order) order.set(from);
}
function byName(tools) {
  return [...tools].sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
function manifestTextOf(sorted) {
  if (sorted.length === 0) return "{}";
  const parts = [];
  const w = new CanonicalWriter();
  for (const t of sorted) {
    writeSurface(w, t, false);
    parts.push(canonicalString(t.name) + ":" + w.text());
  }
  return "{" + parts.join(",") + "}";
}
function sha256Bytes(bytes) {
  return `sha256:${hash("sha256", bytes, "hex")}`;
}
function assertTools(tools, where = "tools") {
  if (!Array.isArray(tools)) throw new ToolsealError("MALFORMED_TOOL", `${where} is not an array`);
  const seen = /* @__PURE__ */ new Map();
  for (let i = 0; i < tools.length; i++) assertTool(tools[i], i, where, seen);
}
function assertTool(t, i, where, seen) {
  assertToolShape(t, i, where);
  const first = seen.get(t.name);
  if (first !== void 0) throw duplicateName(where, first, i, t.name);
  seen.set(t.name, i);
}
function assertToolShape(t, i, where) {
  if (typeof t !== "object" || t === null || Array.isArray(t)) {
    throw new ToolsealError("MALFORMED_TOOL", `${where}[${i}] is not an object`);
  }
  const name = Object.hasOwn(t, "name") ? t.name : void 0;
  if (typeof name !== "string" || name.length === 0) {
    throw new ToolsealError("MALFORMED_TOOL", `${where}[${i}] has no non-empty string name`);
  }
}
function duplicateName(where, first, i, name) {
  return new ToolsealError("DUPLICATE_TOOL_NAME", `${where}[${first}] and ${where}[${i}] are both named ${JSON.stringify(name)}`);
}
function* toolDigestsInOrder(tools, order) {
  const w = new CanonicalWriter();
  for (let k = 0; k < order.length; k++) {
    writeSurface(w, tools[order[k]], false);
    yield sha256Bytes(w.bytes());
  }
}
function digestToolsCompact(tools, where = "tools") {
  if (!Array.isArray(tools)) throw new ToolsealError("MALFORMED_TOOL", `${where} is not an array`);
  const n = tools.length;
  let malformed = n;
  let shapeError;
  for (let i = 0; i < n; i++) {
    try {
      assertToolShape(tools[i], i, where);
    } catch (e) {
      malformed = i;
      shapeError = e;
      break;
    }
  }
  const list = tools;
  const order = new Uint32Array(malformed);
  for (let i = 0; i < malformed; i++) order[i] = i;
  sortPositions(order, (a, b) => {
    const x = list[a].name;
    const y = list[b].name;
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  let repeat = -1;
  let first = -1;
  for (let k = 1; k < order.length; k++) {
    const i = order[k];
    const prev = order[k - 1];
    if (list[i].name === list[prev].name && (k < 2 || list[order[k - 2]].name !== list[i].name) && (repeat < 0 || i < repeat)) {
      repeat = i;
      first = prev;
    }
  }
  if (repeat >= 0) throw duplicateName(where, first, repeat, list[repeat].name);
  if (shapeError !== void 0) throw shapeError;
  const manifest = createHash("sha256");
  const w = new CanonicalWriter();
  for (let k = 0; k < n; k++) {
    const tool = list[order[k]];
    writeSurface(w, tool, false);
    const bytes = w.bytes();
    manifest.update((k === 0 ? "{" : ",") + canonicalString(tool.name) + ":", "utf8").update(bytes);
  }
  manifest.update(n === 0 ? "{}" : "}", "utf8");
  return { manifestDigest: `sha256:${manifest.digest("hex")}`, order };
}

// src/core/carriers.ts
var UNHASHED_ENTRY_KEYS = ["_meta", "icons"];
function instructionsDigest(instructions) {
  return sha256Digest(canonicalize(instructions));
}
function entryDigest(entry, where) {
  const hashed = /* @__PURE__ */ Object.create(null);
  for (const k of Object.keys(entry)) if (!UNHASHED_ENTRY_KEYS.includes(k)) hashed[k] = entry[k];
  try {
    return sha256Digest(canonicalize(hashed));
  } catch (e) {
    if (e instanceof ToolsealError) throw new ToolsealError(e.code, `${where}: ${e.message}`, { cause: e });
    throw e;
  }
}
var PROMPT_RULE = { key: "name", noun: "named", malformed: "MALFORMED_PROMPT", duplicate: "DUPLICATE_PROMPT_NAME" };
var TEMPLATE_RULE = { key: "uriTemplate", noun: "with uriTemplate", malformed: "MALFORMED_RESOURCE_TEMPLATE", duplicate: "DUPLICATE_RESOURCE_TEMPLATE" };
function assertEntries(list, where, rule) {
  if (!Array.isArray(list)) throw new ToolsealError(rule.malformed, `${where} is not an array`);
  const seen = /* @__PURE__ */ new Map();
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (typeof e !== "object" || e === null || Array.isArray(e)) throw new ToolsealError(rule.malformed, `${where}[${i}] is not an object`);
    const key = Object.hasOwn(e, rule.key) ? e[rule.key] : void 0;
    if (typeof key !== "string" || key.length === 0) throw new ToolsealError(rule.malformed, `${where}[${i}] has no non-empty string ${rule.key}`);
    const first = seen.get(key);
    if (first !== void 0) {
      throw new ToolsealError(rule.duplicate, `${where}[${first}] and ${where}[${i}] are both ${rule.noun} ${JSON.stringify(key)}`);
    }
    seen.set(key, i);
  }
}
function assertPrompts(prompts, where = "prompts") {
  assertEntries(prompts, where, PROMPT_RULE);
}
function assertResourceTemplates(templates, where = "resourceTemplates") {
  assertEntries(templates, where, TEMPLATE_RULE);
}
function digestRecord(list, key, where) {
  const out = /* @__PURE__ */ Object.create(null);
  const sorted = [...list ?? []].sort((a, b) => byCodeUnits(a[key], b[key]));
  for (const e of sorted) out[e[key]] = entryDigest(e, `${where} ${JSON.stringify(e[key])}`);
  return out;
}
function digestCarriers(c) {
  if (c.instructions !== void 0 && typeof c.instructions !== "string") throw new ToolsealError("INVALID_INPUT", "instructions is not a string");
  if (c.prompts !== void 0) assertPrompts(c.prompts);
  if (c.resourceTemplates !== void 0) assertResourceTemplates(c.resourceTemplates);
  return {
    instructionsDigest: c.instructions === void 0 ? null : instructionsDigest(c.instructions),
    promptDigests: digestRecord(c.prompts, "name", "prompt"),
    resourceTemplateDigests: digestRecord(c.resourceTemplates, "uriTemplate", "resource template")
  };
}
function surfaceDigest(manifestDigest2, d) {
  return sha256Digest(
    canonicalize({ manifest: manifestDigest2, instructions: d.instructionsDigest, prompts: d.promptDigests, resourceTemplates: d.resourceTemplateDigests })
  );
}
var DIGEST_RE = /^sha256:[0-9a-f]{64}$/;
function carrierDigestsIn(doc, bad, present = "all") {
  const keys = ["instructionsDigest", "promptDigests", "resourceTemplateDigests"];
  const has = keys.filter((k) => Object.hasOwn(doc, k));
  if (has.length === 0) return void 0;
  if (present === "all" && has.length !== keys.length) bad(`has ${has.join(", ")} but not ${keys.filter((k) => !has.includes(k)).join(", ")}`);
  const out = {};
  if (Object.hasOwn(doc, "instructionsDigest")) {
    const d = doc.instructionsDigest;
    if (d !== null && (typeof d !== "string" || !DIGEST_RE.test(d))) bad("instructionsDigest is neither null nor sha256:<64 hex>");
    out.instructionsDigest = d;
  }
  for (const k of ["promptDigests", "resourceTemplateDigests"]) {
    if (!Object.hasOwn(doc, k)) continue;
    const r = doc[k];
    if (typeof r !== "object" || r === null || Array.isArray(r)) bad(`${k} is not an object`);
    for (const [name, d] of Object.entries(r)) {
      if (typeof d !== "string" || !DIGEST_RE.test(d)) bad(`${k}[${JSON.stringify(name)}] is not sha256:<64 hex>`);
    }
    Object.setPrototypeOf(r, null);
    out[k] = r;
  }
  return out;
}
function carrierChanges(pinned, now, current = {}, reviewed, textOf = (e) => JSON.stringify(e, null, 2)) {
  const out = [];
  const reviewedDigests = reviewed ? digestCarriers(reviewed) : void 0;
  const was = pinned.instructionsDigest;
  const is = now.instructionsDigest;
  if (was !== is) {
    const text = {};
    if (current.instructions !== void 0) text.current = current.instructions;
    if (reviewed?.instructions !== void 0 && reviewedDigests.instructionsDigest === was) text.reviewed = reviewed.instructions;
    out.push({ carrier: "instructions", change: was === null ? "added" : is === null ? "removed" : "changed", text });
  }
  const entries = [
    ["prompt", "promptDigests", "prompts", "name"],
    ["resourceTemplate", "resourceTemplateDigests", "resourceTemplates", "uriTemplate"]
  ];
  for (const [carrier, digestsKey, listKey, key] of entries) {
    const a = pinned[digestsKey];
    const b = now[digestsKey];
    const index = (list) => new Map((list ?? []).map((e) => [e[key], e]));
    const currentByKey = index(current[listKey]);
    const reviewedByKey = index(reviewed?.[listKey]);
    for (const name of [.../* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])].sort(byCodeUnits)) {
      const wasD = Object.hasOwn(a, name) ? a[name] : void 0;
      const isD = Object.hasOwn(b, name) ? b[name] : void 0;
      if (wasD === isD) continue;
      const text = {};
      const cur = currentByKey.get(name);
      if (cur) text.current = textOf(cur);
      const rev = reviewedByKey.get(name);
      if (rev && wasD !== void 0 && reviewedDigests[digestsKey][name] === wasD) text.reviewed = textOf(rev);
      out.push({ carrier, name, change: wasD === void 0 ? "added" : isD === void 0 ? "removed" : "changed", text });
    }
  }
  return out;
}
function initializeResultForHost(result, approved) {
  if (approved || !Object.hasOwn(result, "instructions")) return result;
  const { instructions: _withheld, ...rest } = result;
  return rest;
}
function listResultForHost(key, entries, approved) {
  return { [key]: approved ? [...entries] : [] };
}
function noCarrierDigests() {
  return { instructionsDigest: null, promptDigests: /* @__PURE__ */ Object.create(null), resourceTemplateDigests: /* @__PURE__ */ Object.create(null) };
}
function carrierLabel(c, quote = (s) => JSON.stringify(s)) {
  return c.name === void 0 ? c.carrier : `${c.carrier} ${quote(c.name)}`;
}
function byCodeUnits(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

export {
  HINT_DEFAULTS,
  HINT_NAMES,
  WIDENING_VALUE,
  effectiveHints,
  classifyHint,
  isWidening,
  hintChanges,
  SURFACE_FIELDS,
  sha256Digest,
  surfaceOf,
  toolDigest,
  fieldDigest,
  manifestOf,
  manifestDigest,
  digestTools,
  ToolDigester,
  isArrayIndex,
  assertTools,
  toolDigestsInOrder,
  digestToolsCompact,
  instructionsDigest,
  entryDigest,
  assertPrompts,
  assertResourceTemplates,
  digestCarriers,
  surfaceDigest,
  carrierDigestsIn,
  carrierChanges,
  initializeResultForHost,
  listResultForHost,
  noCarrierDigests,
  carrierLabel
};
