#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  HINT_NAMES,
  SURFACE_FIELDS,
  assertToolShape,
  effectiveHintBits,
  firstRepeatIn,
  isArrayIndex,
  sha256Bytes,
  toolDigestsInOrder,
  writeSurface
} from "./chunk-UKLAMLPA.js";
import {
  DefinitionHasher,
  createSha256,
  nonToolInteropHashes,
  sha256Hex,
  toolInteropOf
} from "./chunk-C7I7V366.js";
import {
  CanonicalWriter,
  canonicalString
} from "./chunk-NFH5SJ4A.js";

// src/core/surface/tool-digest-table.ts
var ToolDigestTable = class _ToolDigestTable {
  constructor(list, given) {
    this.list = list;
    this.given = given;
  }
  list;
  given;
  /**
   * The digests of `tools` taken in `order` (their positions in RFC 8785 name order, as `digestToolsCompact`
   * gives them): 4 bytes a tool, each digest computed again at each {@link entries} (the tools must not be
   * changed afterwards).
   */
  static ofToolOrder(tools, order) {
    return new _ToolDigestTable(() => entriesOfToolOrder(tools, order));
  }
  /** The digests of a digest pass, names in RFC 8785 order (`ToolPinBytes.digests`). */
  static ofDigests(digests) {
    return new _ToolDigestTable(() => entriesOfDigests(digests));
  }
  /** A `toolDigests` record as it is (a snapshot file's): its entries in its own key order. */
  static ofRecord(record) {
    return new _ToolDigestTable(() => entriesOfRecord(record), record);
  }
  /**
   * Each name and digest, in the order `Object.keys` and `JSON.stringify` give the record: array-index names
   * (such as `"2"`) first, by number, then the rest in RFC 8785 order (for {@link ofRecord}: its key order).
   */
  entries() {
    return this.list();
  }
  /**
   * The plain `toolDigests` record (null prototype: a name like `__proto__` is an ordinary key), made anew at
   * each call; for {@link ofRecord}, that record itself.
   */
  record() {
    if (this.given !== void 0) return this.given;
    const out = /* @__PURE__ */ Object.create(null);
    for (const [name, digest] of this.entries()) out[name] = digest;
    return out;
  }
};
function* entriesOfRecord(record) {
  for (const name of Object.keys(record)) yield [name, record[name]];
}
function* entriesOfDigests(digests) {
  const indexNamed = [];
  for (const name of digests.keys()) if (isArrayIndex(name)) indexNamed.push(name);
  indexNamed.sort((a, b) => Number(a) - Number(b));
  for (const name of indexNamed) yield [name, digests.get(name)];
  for (const [name, digest] of digests) if (indexNamed.length === 0 || !isArrayIndex(name)) yield [name, digest];
}
function* entriesOfToolOrder(tools, order) {
  const indexNamed = [];
  for (let k2 = 0; k2 < order.length; k2++) if (isArrayIndex(tools[order[k2]].name)) indexNamed.push(order[k2]);
  if (indexNamed.length > 0) {
    indexNamed.sort((a, b) => Number(tools[a].name) - Number(tools[b].name));
    const first = Uint32Array.from(indexNamed);
    let k2 = 0;
    for (const digest of toolDigestsInOrder(tools, first)) yield [tools[first[k2++]].name, digest];
  }
  let k = 0;
  for (const digest of toolDigestsInOrder(tools, order)) {
    const name = tools[order[k++]].name;
    if (indexNamed.length === 0 || !isArrayIndex(name)) yield [name, digest];
  }
}

// src/core/surface/tool-pin-text.ts
var PIN = (() => {
  const b = (text) => Buffer.from(text, "latin1");
  const field = (f) => `            "${f}": "sha256:`;
  const tail = (k, fields) => b(
    `${fields}
          "hints": {
${HINT_NAMES.map((h, i) => `            "${h}": ${(k & 1 << i) !== 0}`).join(",\n")}
          }
        }`
  );
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
  between: Buffer.from(",\n", "latin1"),
  close: Buffer.from("\n      }", "latin1")
};

// src/core/surface/tool-digester.ts
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
  /** The names of the tools given so far, in list order (the one being added among them). */
  names = [];
  /** Each whole tool's definition hash (the tool definition hash v1), from its surface's bytes. */
  definitions = new DefinitionHasher(SURFACE_FIELDS);
  /**
   * Checks and digests the next tool of the list (`MALFORMED_TOOL`, `NOT_CANONICALIZABLE`; a name given
   * twice is `DUPLICATE_TOOL_NAME` from {@link finish}, or from here when this tool fails, the repeat first).
   */
  add(tool) {
    try {
      assertToolShape(tool, this.names.length, this.where);
      this.names.push(tool.name);
      if (this.withFields) this.addPinned(tool);
      else this.addPlain(tool);
    } catch (e) {
      throw this.repeatedName() ?? e;
    }
  }
  /**
   * `DUPLICATE_TOOL_NAME` for the first tool given so far (in list order) whose name an earlier one has,
   * naming both positions; undefined when every name is distinct. The names are compared once, sorted (in
   * {@link finish}, or here when reading stops at an error: a repeat before the error is the error
   * reported, as a check of each name as it came would have found it first).
   */
  repeatedName() {
    const names = this.names;
    const order = Array.from(names.keys()).sort((a, b) => names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : a - b);
    return firstRepeatIn(order, (i) => names[i], this.where);
  }
  addPlain(tool) {
    writeSurface(this.w, tool, false, void 0, this.definitions.ranges);
    const bytes = this.w.bytes();
    const definition = this.definitions.hash(tool, bytes);
    const digests = { digest: sha256Bytes(bytes) };
    const store = this.store.append(bytes);
    const end = this.store.used;
    this.entries.push({
      name: tool.name,
      store,
      start: end - bytes.length,
      end,
      digests,
      pins: NO_BYTES,
      pinStart: 0,
      pinValue: 0,
      pinEnd: 0,
      definition
    });
  }
  /**
   * A tool with its pin: written as `JSON.stringify` writes the lock (the `"name": {...}` member of the
   * server's `tools` record, 8 spaces in, its members in key order): the fixed text copied from templates,
   * each digest written as hex straight from its bytes.
   */
  addPinned(tool) {
    const digests = this.fieldDigests;
    writeSurface(this.w, tool, false, digests, this.definitions.ranges);
    const bytes = this.w.bytes();
    const definition = this.definitions.hash(tool, bytes);
    const toolHex = sha256Hex(bytes);
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
    const k = effectiveHintBits(tool);
    const tail = first ? PIN.noFieldsTail[k] : PIN.tail[k];
    pins.set(tail, at);
    at += tail.length;
    this.pins.used = at;
    const digest = `sha256:${toolHex}`;
    this.entries.push({ name: tool.name, store, start, end, digests: void 0, digest, pins, pinStart, pinValue, pinEnd: at, definition });
  }
  /** The digests of the tools added so far (the manifest in RFC 8785 name order). */
  finish() {
    const sorted = this.entries.slice().sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    for (let i = 1; i < sorted.length; i++) if (sorted[i].name === sorted[i - 1].name) throw this.repeatedName();
    const manifest = createSha256();
    const w = this.w;
    w.reset();
    for (let i = 0; i < sorted.length; i++) {
      const e = sorted[i];
      w.ascii(i === 0 ? "{" : ",");
      w.utf8(canonicalString(e.name));
      w.ascii(":");
      w.copy(e.store, e.start, e.end);
      if (w.length >= 1 << 16) {
        manifest.update(w.bytes());
        w.reset();
      }
    }
    w.ascii(sorted.length === 0 ? "{}" : "}");
    manifest.update(w.bytes());
    const out = {
      manifestDigest: `sha256:${manifest.hex()}`,
      manifestText: () => sorted.length === 0 ? "{}" : "{" + sorted.map((e) => canonicalString(e.name) + ":" + e.store.toString("utf8", e.start, e.end)).join(",") + "}",
      withFields: this.withFields,
      interop: toolInteropOf(sorted.map((e) => [e.name, e.definition]))
    };
    if (!this.withFields) {
      const map = /* @__PURE__ */ new Map();
      for (const e of sorted) map.set(e.name, e.digests);
      out.tools = map;
      return out;
    }
    out.pinBytes = pinBytesOf(sorted);
    return out;
  }
};
function pinBytesOf(sorted) {
  const names = sorted.map((e) => e.name);
  let recordLength = RECORD.empty.length;
  if (sorted.length > 0) {
    recordLength = RECORD.open.length + RECORD.close.length + RECORD.between.length * (sorted.length - 1);
    for (const e of sorted) recordLength += e.pinEnd - e.pinStart;
  }
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
    toolDigests() {
      const map = /* @__PURE__ */ new Map();
      for (const e of sorted) map.set(e.name, JSON.parse(e.pins.toString("utf8", e.pinValue, e.pinEnd)));
      return map;
    },
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
    recordLength,
    eachRecordPiece(put) {
      if (sorted.length === 0) return put(RECORD.empty, 0, RECORD.empty.length);
      put(RECORD.open, 0, RECORD.open.length);
      for (let i = 0; i < sorted.length; i++) {
        const e = sorted[i];
        if (i > 0) put(RECORD.between, 0, RECORD.between.length);
        put(e.pins, e.pinStart, e.pinEnd);
      }
      put(RECORD.close, 0, RECORD.close.length);
    }
  };
}

// src/core/snapshot/snapshot.ts
function nonToolOfSnapshot(s) {
  if (s.surfaceDigest === void 0) return void 0;
  const c = {};
  if (s.instructions !== void 0) c.instructions = s.instructions;
  if (s.prompts !== void 0) c.prompts = s.prompts;
  if (s.resourceTemplates !== void 0) c.resourceTemplates = s.resourceTemplates;
  return c;
}
function interopOfSnapshot(s, toolSetHash) {
  const carried = s.surfaceDigest !== void 0;
  return { toolSetHash, ...nonToolInteropHashes(carried ? { instructions: s.instructions, prompts: s.prompts } : {}) };
}

export {
  ToolDigestTable,
  ToolDigester,
  nonToolOfSnapshot,
  interopOfSnapshot
};
