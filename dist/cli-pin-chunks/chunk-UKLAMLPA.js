#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DefinitionHasher,
  createSha256,
  sha256Hex,
  sha256Latin1,
  toolInteropOf
} from "./chunk-C7I7V366.js";
import {
  isJsonObject
} from "./chunk-PTA2LSLX.js";
import {
  CanonicalWriter,
  ToolsealError,
  canonicalString,
  canonicalize,
  placedError
} from "./chunk-NFH5SJ4A.js";

// src/core/surface/repeated-tool-names.ts
function firstRepeatIn(order, nameAt, where) {
  let repeat = -1;
  let first = -1;
  for (let k = 1; k < order.length; k++) {
    const i = order[k];
    const prev = order[k - 1];
    const name = nameAt(i);
    if (name === nameAt(prev) && (k < 2 || nameAt(order[k - 2]) !== name) && (repeat < 0 || i < repeat)) {
      repeat = i;
      first = prev;
    }
  }
  return repeat < 0 ? void 0 : duplicateName(where, first, repeat, nameAt(repeat));
}
function duplicateName(where, first, i, name) {
  const list = where.slice(where.lastIndexOf(": ") + 1).trimStart();
  return new ToolsealError("DUPLICATE_TOOL_NAME", `${where}[${first}] and ${list}[${i}] are both named ${JSON.stringify(name)}`);
}

// src/core/surface/hints.ts
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
  const bits = effectiveHintBits(tool);
  const out = {};
  for (let i = 0; i < HINT_NAMES.length; i++) out[HINT_NAMES[i]] = (bits & 1 << i) !== 0;
  return out;
}
var DEFAULT_HINT_BITS = HINT_NAMES.reduce((bits, h, i) => HINT_DEFAULTS[h] ? bits | 1 << i : bits, 0);
function effectiveHintBits(tool) {
  const a = Object.hasOwn(tool, "annotations") ? tool.annotations : void 0;
  if (!isJsonObject(a)) return DEFAULT_HINT_BITS;
  let bits = DEFAULT_HINT_BITS;
  for (let i = 0; i < HINT_NAMES.length; i++) {
    const h = HINT_NAMES[i];
    const v = Object.hasOwn(a, h) ? a[h] : void 0;
    if (v === void 0 || v === null) continue;
    bits = v ? bits | 1 << i : bits & ~(1 << i);
  }
  return bits;
}
function classifyHint(hint, from, to) {
  if (from === to) return null;
  return to === WIDENING_VALUE[hint] ? "widening" : "narrowing";
}
function hintChanges(before, after) {
  const out = [];
  for (const h of HINT_NAMES) {
    const c = classifyHint(h, before[h], after[h]);
    if (c) out.push({ hint: h, from: before[h], to: after[h], class: c });
  }
  return out;
}

// src/core/surface/surface.ts
var SURFACE_FIELDS = ["annotations", "description", "execution", "inputSchema", "name", "outputSchema", "title"];
function sha256Digest(text) {
  return `sha256:${sha256Hex(text)}`;
}
function fieldDigest(tool, field) {
  if (!Object.hasOwn(tool, field)) throw new ToolsealError("INVALID_INPUT", `tool ${JSON.stringify(tool.name)} has no ${field}`);
  return sha256Digest(canonicalize(tool[field]));
}
function toolDigestsOf(d) {
  if (d.tools !== void 0) return d.tools;
  if (d.pinBytes === void 0) throw new ToolsealError("INVALID_INPUT", "the digests have neither their tools nor their pins");
  return d.tools = d.pinBytes.toolDigests();
}
function digestTools(tools, options = {}) {
  assertTools(tools);
  const sorted = byName(tools);
  const manifest = createSha256();
  const map = /* @__PURE__ */ new Map();
  const withFields = options.fields === true;
  const w = new CanonicalWriter();
  const definitions = new DefinitionHasher(SURFACE_FIELDS);
  const hashes = [];
  for (let i = 0; i < sorted.length; i++) {
    const tool = sorted[i];
    const fields = writeSurface(w, tool, withFields, void 0, definitions.ranges);
    const bytes = w.bytes();
    hashes.push([tool.name, definitions.hash(tool, bytes)]);
    const entry = { digest: sha256Bytes(bytes) };
    if (fields) {
      entry.fields = fields;
      entry.hints = effectiveHints(tool);
    }
    manifest.update((i === 0 ? "{" : ",") + canonicalString(tool.name) + ":").update(bytes);
    map.set(tool.name, entry);
  }
  manifest.update(sorted.length === 0 ? "{}" : "}");
  return {
    manifestDigest: `sha256:${manifest.hex()}`,
    manifestText: () => manifestTextOf(sorted),
    tools: map,
    withFields,
    interop: toolInteropOf(hashes)
  };
}
var surfaceWrites = { count: 0 };
var FIRST_MEMBER = SURFACE_FIELDS.map((f) => `{"${f}":`);
var NEXT_MEMBER = SURFACE_FIELDS.map((f) => `,"${f}":`);
function writeSurface(w, tool, withFields, fieldDigests, ranges) {
  const fields = withFields ? {} : void 0;
  surfaceWrites.count++;
  w.reset();
  let first = true;
  for (let i = 0; i < SURFACE_FIELDS.length; i++) {
    const f = SURFACE_FIELDS[i];
    if (!Object.hasOwn(tool, f)) {
      if (fieldDigests) fieldDigests[i] = void 0;
      if (ranges) ranges[2 * i] = -1;
      continue;
    }
    w.ascii(first ? FIRST_MEMBER[i] : NEXT_MEMBER[i]);
    first = false;
    const start = w.length;
    try {
      w.value(tool[f]);
    } catch (e) {
      if (e instanceof ToolsealError) {
        throw placedError(e, `tool ${JSON.stringify(tool.name)}, field ${f}`);
      }
      throw e;
    }
    if (ranges) {
      ranges[2 * i] = start;
      ranges[2 * i + 1] = w.length;
    }
    if (fields) fields[f] = sha256Bytes(w.bytes(start));
    if (fieldDigests) fieldDigests[i] = sha256Latin1(w.bytes(start));
  }
  w.ascii(first ? "{}" : "}");
  return fields;
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
  return `sha256:${sha256Hex(bytes)}`;
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
function* toolDigestsInOrder(tools, order) {
  const w = new CanonicalWriter();
  for (let k = 0; k < order.length; k++) {
    writeSurface(w, tools[order[k]], false);
    yield sha256Bytes(w.bytes());
  }
}

// src/core/surface/non-tool-surface.ts
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
    if (e instanceof ToolsealError) throw placedError(e, where);
    throw e;
  }
}
var PROMPT_RULE = { key: "name", noun: "named", malformed: "MALFORMED_PROMPT", duplicate: "DUPLICATE_PROMPT_NAME" };
var TEMPLATE_RULE = {
  key: "uriTemplate",
  noun: "with uriTemplate",
  malformed: "MALFORMED_RESOURCE_TEMPLATE",
  duplicate: "DUPLICATE_RESOURCE_TEMPLATE"
};
function assertEntries(list, where, rule) {
  if (!Array.isArray(list)) throw new ToolsealError(rule.malformed, `${where} is not an array`);
  const seen = /* @__PURE__ */ new Map();
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (typeof e !== "object" || e === null || Array.isArray(e)) throw new ToolsealError(rule.malformed, `${where}[${i}] is not an object`);
    const key = Object.hasOwn(e, rule.key) ? e[rule.key] : void 0;
    if (typeof key !== "string" || key.length === 0)
      throw new ToolsealError(rule.malformed, `${where}[${i}] has no non-empty string ${rule.key}`);
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
var nonToolDigestPasses = { count: 0 };
function digestNonTool(c) {
  nonToolDigestPasses.count++;
  if (c.instructions !== void 0 && typeof c.instructions !== "string")
    throw new ToolsealError("INVALID_INPUT", "instructions is not a string");
  if (c.prompts !== void 0) assertPrompts(c.prompts);
  if (c.resourceTemplates !== void 0) assertResourceTemplates(c.resourceTemplates);
  return {
    instructionsDigest: c.instructions === void 0 ? null : instructionsDigest(c.instructions),
    promptDigests: digestRecord(c.prompts, "name", "prompt"),
    resourceTemplateDigests: digestRecord(c.resourceTemplates, "uriTemplate", "resource template")
  };
}
function surfaceDigest(manifestDigest, d) {
  return sha256Digest(
    canonicalize({
      manifest: manifestDigest,
      instructions: d.instructionsDigest,
      prompts: d.promptDigests,
      resourceTemplates: d.resourceTemplateDigests
    })
  );
}
var DIGEST_RE = /^sha256:[0-9a-f]{64}$/;
function nonToolDigestsIn(doc, bad, present = "all") {
  const keys = ["instructionsDigest", "promptDigests", "resourceTemplateDigests"];
  const has = keys.filter((k) => Object.hasOwn(doc, k));
  if (has.length === 0) return void 0;
  if (present === "all" && has.length !== keys.length)
    bad(`has ${has.join(", ")} but not ${keys.filter((k) => !has.includes(k)).join(", ")}`);
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
function nonToolChanges(pinned, now, current = {}, reviewed, textOf = (e) => JSON.stringify(e, null, 2)) {
  const out = [];
  let reviewedMemo;
  const reviewedDigests = () => reviewedMemo ??= digestNonTool(reviewed);
  const was = pinned.instructionsDigest;
  const is = now.instructionsDigest;
  if (was !== is) {
    const text = {};
    if (current.instructions !== void 0) text.current = current.instructions;
    if (reviewed?.instructions !== void 0 && reviewedDigests().instructionsDigest === was) text.reviewed = reviewed.instructions;
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
      if (rev && wasD !== void 0 && reviewedDigests()[digestsKey][name] === wasD) text.reviewed = textOf(rev);
      out.push({ carrier, name, change: wasD === void 0 ? "added" : isD === void 0 ? "removed" : "changed", text });
    }
  }
  return out;
}
function noNonToolDigests() {
  return {
    instructionsDigest: null,
    promptDigests: /* @__PURE__ */ Object.create(null),
    resourceTemplateDigests: /* @__PURE__ */ Object.create(null)
  };
}
function nonToolLabel(c, quote = (s) => JSON.stringify(s)) {
  return c.name === void 0 ? c.carrier : `${c.carrier} ${quote(c.name)}`;
}
function byCodeUnits(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function checkSnapshotNonTool(s, source, manifestDigest, bad) {
  const recorded = nonToolDigestsIn(s, bad);
  const raw = ["instructions", "prompts", "resourceTemplates", "surfaceDigest"].filter((k) => Object.hasOwn(s, k));
  if (!recorded) {
    if (raw.length > 0) bad(`has ${raw.join(", ")} but no instructionsDigest, promptDigests, resourceTemplateDigests`);
    return void 0;
  }
  if (s.instructions !== void 0 && typeof s.instructions !== "string") bad('"instructions" must be a string');
  if (s.prompts !== void 0) assertPrompts(s.prompts, `${source}: prompts`);
  if (s.resourceTemplates !== void 0) assertResourceTemplates(s.resourceTemplates, `${source}: resourceTemplates`);
  const d = digestNonTool({
    instructions: s.instructions,
    prompts: s.prompts,
    resourceTemplates: s.resourceTemplates
  });
  if (recorded.instructionsDigest !== d.instructionsDigest)
    bad(`recorded instructionsDigest is not the digest of its instructions (${String(d.instructionsDigest)})`);
  for (const k of ["promptDigests", "resourceTemplateDigests"]) {
    const r = recorded[k];
    const names = /* @__PURE__ */ new Set([...Object.keys(r), ...Object.keys(d[k])]);
    for (const name of names) {
      if (r[name] !== d[k][name]) bad(`recorded ${k}[${JSON.stringify(name)}] is not the digest of what it holds`);
    }
  }
  const surface = surfaceDigest(manifestDigest, d);
  if (s.surfaceDigest !== surface) bad(`recorded surfaceDigest ${String(s.surfaceDigest)} is not the digest of its surface (${surface})`);
  return d;
}

export {
  firstRepeatIn,
  HINT_NAMES,
  WIDENING_VALUE,
  effectiveHints,
  effectiveHintBits,
  hintChanges,
  SURFACE_FIELDS,
  sha256Digest,
  fieldDigest,
  toolDigestsOf,
  digestTools,
  writeSurface,
  isArrayIndex,
  sha256Bytes,
  assertTools,
  assertToolShape,
  toolDigestsInOrder,
  digestNonTool,
  surfaceDigest,
  nonToolDigestsIn,
  nonToolChanges,
  noNonToolDigests,
  nonToolLabel,
  checkSnapshotNonTool
};
