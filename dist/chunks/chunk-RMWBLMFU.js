#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  closestName
} from "./chunk-EKOVQJTT.js";
import {
  entryMembers,
  entryOfPin,
  lockEntryOf,
  lockedServerOf,
  outerPointer,
  pinnedNonTool,
  pinnedToolNames,
  readVolatilePointers,
  serverPinOf,
  serverPinOfEntry,
  stableJson,
  toolPointer
} from "./chunk-42CTSAXX.js";
import {
  samePackagePin
} from "./chunk-V5IMACWJ.js";
import {
  escapeForTerminal,
  quoteForTerminal,
  shellWord
} from "./chunk-EFISWI7Y.js";
import {
  HINT_NAMES,
  SURFACE_FIELDS,
  WIDENING_VALUE,
  digestNonTool,
  digestTools,
  effectiveHints,
  fieldDigest,
  hintChanges,
  noNonToolDigests,
  nonToolChanges,
  surfaceDigest
} from "./chunk-SH3UB2NS.js";
import {
  isJsonObject
} from "./chunk-LTUN2ZE5.js";
import {
  ROUND_FLAG,
  canonicalize,
  jsonPointer
} from "./chunk-7SL4J55T.js";
import {
  ERROR_CODES,
  EXIT,
  ToolsealError,
  worstExitCode
} from "./chunk-UAZ5W6EW.js";

// src/core/check/schema-kinds.ts
function schemaChangeKinds(before, after, present = { before: before !== void 0, after: after !== void 0 }, work = { units: 0 }) {
  const ids = new Identities(work);
  const flags = { not: false, ref: false };
  ids.of(before, flags);
  ids.of(after, flags);
  const out = /* @__PURE__ */ new Set();
  const bothWays = flags.not && flags.ref;
  const emit = (k) => {
    if (bothWays && (k === "schema-expansion" || k === "schema-narrowing")) {
      out.add("schema-expansion");
      out.add("schema-narrowing");
    } else out.add(k);
  };
  new Comparison(ids, emit, work).sub(before, after, present.before, present.after, false);
  return out;
}
var Identities = class {
  constructor(work) {
    this.work = work;
  }
  work;
  table = /* @__PURE__ */ new Map();
  byNode = /* @__PURE__ */ new Map();
  of(v, flags) {
    if (typeof v !== "object" || v === null) return this.intern(`${typeof v}:${JSON.stringify(v)}`);
    const known = this.byNode.get(v);
    if (known !== void 0) return known;
    this.work.units++;
    let key;
    if (Array.isArray(v)) key = `[${v.map((x) => this.of(x, flags)).join(",")}]`;
    else {
      const o = v;
      if (flags) {
        if (Object.hasOwn(o, "not")) flags.not = true;
        if (Object.hasOwn(o, "$ref") || Object.hasOwn(o, "$dynamicRef")) flags.ref = true;
      }
      key = `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${this.of(o[k], flags)}`).join(",")}}`;
    }
    const id = this.intern(key);
    this.byNode.set(v, id);
    return id;
  }
  intern(key) {
    let id = this.table.get(key);
    if (id === void 0) this.table.set(key, id = this.table.size);
    return id;
  }
};
var PROSE = ["$comment", "description", "examples", "title"];
var LOWER_BOUNDS = ["exclusiveMinimum", "minContains", "minItems", "minLength", "minProperties", "minimum"];
var UPPER_BOUNDS = ["exclusiveMaximum", "maxContains", "maxItems", "maxLength", "maxProperties", "maximum"];
var SUBSCHEMAS = ["additionalItems", "additionalProperties", "propertyNames", "unevaluatedItems", "unevaluatedProperties"];
var ALL_TYPES = ["array", "boolean", "integer", "null", "number", "object", "string"];
function addedOrDropped(c, hasA, hasB, flip, adds, drops) {
  if (hasA && hasB) return false;
  c.direction(hasA ? drops : adds, flip);
  return true;
}
var HANDLERS = {
  type: (c, a, b, hasA, hasB, flip) => {
    const ta = typeSet(a, hasA);
    const tb = typeSet(b, hasB);
    if (!ta || !tb) return c.emit("unclassified");
    const grows = [...tb].some((t) => !ta.has(t));
    const shrinks = [...ta].some((t) => !tb.has(t));
    c.direction(grows && shrinks ? "b" : grows ? "e" : "n", flip);
  },
  enum: (c, a, b, hasA, hasB, flip) => {
    if (addedOrDropped(c, hasA, hasB, flip, "n", "e")) return;
    if (!Array.isArray(a) || !Array.isArray(b)) return c.emit("unclassified");
    c.sets(a, b, flip, "e");
  },
  const: (c, _a, _b, hasA, hasB, flip) => {
    if (!addedOrDropped(c, hasA, hasB, flip, "n", "e")) c.direction("b", flip);
  },
  required: (c, a, b, hasA, hasB, flip) => {
    const ra = hasA ? a : [];
    const rb = hasB ? b : [];
    if (!Array.isArray(ra) || !Array.isArray(rb)) return c.emit("unclassified");
    c.sets(ra, rb, flip, "n");
  },
  properties: (c, a, b, hasA, hasB, flip, after) => c.members(a, b, hasA, hasB, flip, after),
  patternProperties: (c, a, b, hasA, hasB, flip, after) => c.members(a, b, hasA, hasB, flip, after),
  items: (c, a, b, hasA, hasB, flip) => {
    if (Array.isArray(a) || Array.isArray(b)) return c.tuple(a, b, hasA, hasB, flip);
    c.sub(a, b, hasA, hasB, flip);
  },
  prefixItems: (c, a, b, hasA, hasB, flip) => c.tuple(a, b, hasA, hasB, flip),
  contains: (c, a, b, hasA, hasB, flip) => {
    if (!addedOrDropped(c, hasA, hasB, flip, "n", "e")) c.sub(a, b, true, true, flip);
  },
  multipleOf: (c, a, b, hasA, hasB, flip) => {
    if (addedOrDropped(c, hasA, hasB, flip, "n", "e")) return;
    if (typeof a !== "number" || typeof b !== "number" || a <= 0 || b <= 0) return c.emit("unclassified");
    c.direction(Number.isInteger(a / b) ? "e" : Number.isInteger(b / a) ? "n" : "b", flip);
  },
  uniqueItems: (c, a, b, _hasA, _hasB, flip) => {
    if (typeof (a ?? false) !== "boolean" || typeof (b ?? false) !== "boolean") return c.emit("unclassified");
    if (a === true && b !== true) c.direction("e", flip);
    else if (a !== true && b === true) c.direction("n", flip);
  },
  // Whether a new pattern or format is looser cannot be told: a changed one counts both ways.
  pattern: (c, _a, _b, hasA, hasB, flip) => void (addedOrDropped(c, hasA, hasB, flip, "n", "e") || c.direction("b", flip)),
  format: (c, _a, _b, hasA, hasB, flip) => void (addedOrDropped(c, hasA, hasB, flip, "n", "e") || c.direction("b", flip)),
  anyOf: (c, a, b, hasA, hasB, flip) => c.branches(a, b, hasA, hasB, flip, "e"),
  oneOf: (c, a, b, hasA, hasB, flip) => c.branches(a, b, hasA, hasB, flip, "e"),
  allOf: (c, a, b, hasA, hasB, flip) => c.branches(a, b, hasA, hasB, flip, "n"),
  not: (c, a, b, hasA, hasB, flip) => {
    if (!addedOrDropped(c, hasA, hasB, flip, "n", "e")) c.sub(a, b, true, true, !flip);
  },
  // A changed condition moves values between `then` and `else`: not placed.
  if: (c) => c.emit("unclassified"),
  then: (c, a, b, hasA, hasB, flip) => void (addedOrDropped(c, hasA, hasB, flip, "n", "e") || c.sub(a, b, true, true, flip)),
  else: (c, a, b, hasA, hasB, flip) => void (addedOrDropped(c, hasA, hasB, flip, "n", "e") || c.sub(a, b, true, true, flip)),
  // A reference pointed elsewhere (or added, or dropped) is read as an expansion: its target is not followed.
  $ref: (c, _a, _b, _hasA, _hasB, flip) => c.direction("e", flip),
  $dynamicRef: (c, _a, _b, _hasA, _hasB, flip) => c.direction("e", flip),
  $defs: (c, a, b, hasA, hasB, flip) => c.definitions(a, b, hasA, hasB, flip),
  definitions: (c, a, b, hasA, hasB, flip) => c.definitions(a, b, hasA, hasB, flip)
};
for (const k of PROSE) HANDLERS[k] = (c) => c.emit("prose");
for (const k of SUBSCHEMAS) HANDLERS[k] = (c, a, b, hasA, hasB, flip) => c.sub(a, b, hasA, hasB, flip);
for (const k of LOWER_BOUNDS) HANDLERS[k] = (c, a, b, hasA, hasB, flip) => c.bound(a, b, hasA, hasB, flip, "lower");
for (const k of UPPER_BOUNDS) HANDLERS[k] = (c, a, b, hasA, hasB, flip) => c.bound(a, b, hasA, hasB, flip, "upper");
function typeSet(v, has) {
  if (!has) return new Set(ALL_TYPES);
  const list = typeof v === "string" ? [v] : Array.isArray(v) ? v : null;
  if (!list || !list.every((t) => typeof t === "string" && ALL_TYPES.includes(t))) return null;
  const set = new Set(list);
  if (set.has("number")) set.add("integer");
  return set;
}
var Comparison = class {
  constructor(ids, emit, work) {
    this.ids = ids;
    this.emit = emit;
    this.work = work;
  }
  ids;
  emit;
  work;
  /** `e` expansion, `n` narrowing, `b` both; under `not` (`flip`) each turns round. */
  direction(d, flip) {
    if (d === "b" || d === "e" !== flip) this.emit("schema-expansion");
    if (d === "b" || d === "n" !== flip) this.emit("schema-narrowing");
  }
  /** Two subschemas, where absent is `true` (accept anything) and `false` accepts nothing. */
  sub(a, b, hasA, hasB, flip) {
    const x = hasA ? a : true;
    const y = hasB ? b : true;
    if (this.ids.of(x) === this.ids.of(y)) return;
    const shape = (v) => v === true ? "all" : v === false ? "none" : isJsonObject(v) ? "schema" : "other";
    const [sx, sy] = [shape(x), shape(y)];
    if (sx === "other" || sy === "other") return this.emit("unclassified");
    if (sx === "schema" && sy === "schema") return this.schema(x, y, flip);
    if (sx === "all" || sy === "none") return this.direction("n", flip);
    this.direction("e", flip);
  }
  schema(a, b, flip) {
    this.work.units++;
    const keys = /* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const hasA = Object.hasOwn(a, k);
      const hasB = Object.hasOwn(b, k);
      if (hasA && hasB && this.ids.of(a[k]) === this.ids.of(b[k])) continue;
      const handler = Object.hasOwn(HANDLERS, k) ? HANDLERS[k] : void 0;
      if (!handler) this.emit("unclassified");
      else handler(this, a[k], b[k], hasA, hasB, flip, b);
    }
  }
  /** Two lists compared as sets of values: what `b` has that `a` lacks is `gain`, the reverse the other way. */
  sets(a, b, flip, gain) {
    const inA = new Set(a.map((v) => this.ids.of(v)));
    const inB = new Set(b.map((v) => this.ids.of(v)));
    const grows = [...inB].some((id) => !inA.has(id));
    const shrinks = [...inA].some((id) => !inB.has(id));
    const loss = gain === "e" ? "n" : "e";
    if (grows) this.direction(gain, flip);
    if (shrinks) this.direction(loss, flip);
  }
  bound(a, b, hasA, hasB, flip, side) {
    if (addedOrDropped(this, hasA, hasB, flip, "n", "e")) return;
    if (typeof a !== "number" || typeof b !== "number") return this.emit("unclassified");
    const looser = side === "lower" ? b < a : b > a;
    this.direction(looser ? "e" : "n", flip);
  }
  /** `properties` or `patternProperties`: a member added opens the object, one dropped closes it (unless the rest is open). */
  members(a, b, hasA, hasB, flip, after) {
    const ma = hasA ? a : {};
    const mb = hasB ? b : {};
    if (!isJsonObject(ma) || !isJsonObject(mb)) return this.emit("unclassified");
    const closed = after.additionalProperties === false || after.unevaluatedProperties === false;
    for (const k of /* @__PURE__ */ new Set([...Object.keys(ma), ...Object.keys(mb)])) {
      const inA = Object.hasOwn(ma, k);
      const inB = Object.hasOwn(mb, k);
      if (inA && inB) this.sub(ma[k], mb[k], true, true, flip);
      else if (inB) this.direction("e", flip);
      else this.direction(closed ? "n" : "b", flip);
    }
  }
  /** Positional item schemas (`prefixItems`, draft-07's array `items`): a different length is not placed. */
  tuple(a, b, hasA, hasB, flip) {
    if (addedOrDropped(this, hasA, hasB, flip, "n", "e")) return;
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return this.emit("unclassified");
    for (let i = 0; i < a.length; i++) this.sub(a[i], b[i], true, true, flip);
  }
  /**
   * `anyOf`/`oneOf` (`gain` `e`: a new branch lets more through) and `allOf` (`n`: a new branch constrains
   * more). The same number of branches compare in place; otherwise as sets of branches.
   */
  branches(a, b, hasA, hasB, flip, gain) {
    if (addedOrDropped(this, hasA, hasB, flip, "n", "e")) return;
    if (!Array.isArray(a) || !Array.isArray(b)) return this.emit("unclassified");
    if (a.length !== b.length) return this.sets(a, b, flip, gain);
    for (let i = 0; i < a.length; i++) this.sub(a[i], b[i], true, true, flip);
  }
  /** `$defs`/`definitions`: a changed definition by its own rules; one added or dropped is not placed. */
  definitions(a, b, hasA, hasB, flip) {
    const da = hasA ? a : {};
    const db = hasB ? b : {};
    if (!isJsonObject(da) || !isJsonObject(db)) return this.emit("unclassified");
    for (const k of /* @__PURE__ */ new Set([...Object.keys(da), ...Object.keys(db)])) {
      if (Object.hasOwn(da, k) && Object.hasOwn(db, k)) this.sub(da[k], db[k], true, true, flip);
      else this.emit("unclassified");
    }
  }
};

// src/core/check/change-kinds.ts
var CHANGE_KINDS = [
  "added",
  "annotation-narrowing",
  "annotation-widening",
  "execution",
  "output",
  "prose",
  "removed",
  "schema-expansion",
  "schema-narrowing",
  "unclassified"
];
var KIND_REVIEW_ORDER = [
  "annotation-widening",
  "schema-expansion",
  "unclassified",
  "added",
  "execution",
  "output",
  "removed",
  "schema-narrowing",
  "annotation-narrowing",
  "prose"
];
function toolChangeKinds(c, work) {
  const kinds = /* @__PURE__ */ new Set();
  if (c.change !== "changed") kinds.add(c.change);
  for (const h of c.hints) kinds.add(h.class === "widening" ? "annotation-widening" : "annotation-narrowing");
  if (c.change === "changed") {
    const { current, reviewed } = c.source;
    if (!reviewed || !current) {
      if (c.class !== "narrowing" || c.fields.some((f) => f !== "annotations")) kinds.add("unclassified");
    } else for (const f of c.fields) for (const k of fieldKinds(f, reviewed, current, work)) kinds.add(k);
    if (kinds.size === 0) kinds.add("unclassified");
  }
  return [...kinds].sort();
}
function fieldKinds(f, before, after, work) {
  const a = Object.hasOwn(before, f) ? before[f] : void 0;
  const b = Object.hasOwn(after, f) ? after[f] : void 0;
  const present = { before: Object.hasOwn(before, f), after: Object.hasOwn(after, f) };
  switch (f) {
    case "description":
    case "title":
      return ["prose"];
    case "execution":
      return ["execution"];
    case "inputSchema":
      return [...schemaChangeKinds(a, b, present, work)];
    case "outputSchema": {
      const k = schemaChangeKinds(a, b, present, work);
      return k.size === 1 && k.has("prose") ? ["prose"] : ["output"];
    }
    case "annotations":
      return annotationKinds(a, b);
    default:
      return ["unclassified"];
  }
}
function annotationKinds(a, b) {
  const ma = a ?? {};
  const mb = b ?? {};
  if (!isJsonObject(ma) || !isJsonObject(mb)) return ["unclassified"];
  const out = [];
  for (const k of /* @__PURE__ */ new Set([...Object.keys(ma), ...Object.keys(mb)])) {
    if (HINT_NAMES.includes(k)) continue;
    if (Object.hasOwn(ma, k) && Object.hasOwn(mb, k) && JSON.stringify(ma[k]) === JSON.stringify(mb[k])) continue;
    out.push(k === "title" && typeof (ma[k] ?? "") === "string" && typeof (mb[k] ?? "") === "string" ? "prose" : "unclassified");
  }
  return out;
}
function failsOn(kinds, failOn) {
  return kinds.some((k) => failOn.has(k) || k === "unclassified" && failOn.has("schema-expansion"));
}
function parseFailOn(value, option) {
  const names = value.split(",").map((s) => s.trim()).filter((s) => s !== "");
  for (const n of names) {
    if (!CHANGE_KINDS.includes(n))
      throw new ToolsealError(
        "USAGE",
        `${option}: unknown kind ${JSON.stringify(n.slice(0, 40))}; the kinds are ${CHANGE_KINDS.join(", ")}`
      );
  }
  return [...new Set(names)].sort();
}

// src/core/check/drift.ts
var MAX_POINTERS_PER_TOOL = 100;
function computeDrift(locked, current, reviewedTools, currentEntry, reviewedManifestDigest) {
  const now = currentEntry ?? lockEntryOf(current);
  const currentByName = new Map(current.map((t) => [t.name, t]));
  const reviewedByName = /* @__PURE__ */ new Map();
  let reviewed = reviewedTools === void 0 ? "absent" : "used";
  if (reviewedTools) {
    for (const t of reviewedTools) reviewedByName.set(t.name, t);
    if ((reviewedManifestDigest ?? digestTools(reviewedTools).manifestDigest) !== locked.manifestDigest) reviewed = "stale";
  }
  const pinned = (name) => {
    if (reviewed !== "used") return void 0;
    return reviewedByName.get(name);
  };
  const changes = [];
  const names = [.../* @__PURE__ */ new Set([...Object.keys(locked.tools), ...Object.keys(now.tools)])].sort();
  for (const name of names) {
    const was = Object.hasOwn(locked.tools, name) ? locked.tools[name] : void 0;
    const is = Object.hasOwn(now.tools, name) ? now.tools[name] : void 0;
    const tool = currentByName.get(name);
    if (was && is) {
      if (was.digest === is.digest) continue;
      changes.push(changedTool(name, was, is, tool, pinned(name)));
    } else if (is) {
      const fields = fieldNames(is);
      const privilegedHints = HINT_NAMES.filter((h) => is.hints[h] === WIDENING_VALUE[h]);
      changes.push(
        withSource(
          { tool: name, change: "added", fields, pointers: [], pointersOmitted: 0, hints: [], privilegedHints, class: "change" },
          tool,
          void 0
        )
      );
    } else if (was) {
      const fields = fieldNames(was);
      changes.push(
        withSource(
          { tool: name, change: "removed", fields, pointers: [], pointersOmitted: 0, hints: [], class: "change" },
          void 0,
          pinned(name)
        )
      );
    }
  }
  markRenames(changes, locked, now);
  for (const c of changes) c.kinds = toolChangeKinds(c);
  return { changes, reviewed };
}
function changedTool(name, was, is, tool, before) {
  const fields = SURFACE_FIELDS.filter((f) => was.fields[f] !== is.fields[f]);
  const hints = hintChanges(was.hints, effectiveHints(tool));
  let pointers = [];
  let total = 0;
  if (before) {
    const all = [];
    const count = { differences: 0 };
    for (const f of fields) {
      const a = Object.hasOwn(before, f) ? before[f] : void 0;
      const b = Object.hasOwn(tool, f) ? tool[f] : void 0;
      diffValues(a, b, [f], all, Object.hasOwn(before, f), Object.hasOwn(tool, f), { max: MAX_POINTERS_PER_TOOL, count });
    }
    total = count.differences;
    pointers = all;
  }
  let cls = "change";
  if (hints.some((h) => h.class === "widening")) cls = "widening";
  else if (hints.length > 0 && fields.every((f) => f === "annotations") && (before ? onlyHintPointers(pointers, total) : onlyHintsMoved(was, tool, hints))) {
    cls = "narrowing";
  }
  return withSource(
    { tool: name, change: "changed", fields, pointers, pointersOmitted: total - pointers.length, hints, class: cls },
    tool,
    before
  );
}
function onlyHintPointers(pointers, total) {
  return total === pointers.length && pointers.every((p) => /^\/annotations\/(readOnlyHint|destructiveHint|idempotentHint|openWorldHint)$/.test(p) || p === "/annotations");
}
function onlyHintsMoved(was, tool, hints) {
  const pinned = was.fields.annotations;
  if (pinned === void 0) return false;
  const a = Object.hasOwn(tool, "annotations") ? tool.annotations : void 0;
  if (a !== void 0 && a !== null && (typeof a !== "object" || Array.isArray(a))) return false;
  const rebuilt = { ...a ?? {} };
  for (const h of hints) rebuilt[h.hint] = h.from;
  return fieldDigest({ name: tool.name, annotations: rebuilt }, "annotations") === pinned;
}
function fieldNames(t) {
  return SURFACE_FIELDS.filter((f) => t.fields[f] !== void 0);
}
var RENAME_KEYS = [
  (t) => surfaceKey(t, ["name"]),
  (t) => surfaceKey(t, ["name", "annotations"]),
  (t) => t.fields.inputSchema,
  (t) => t.fields.description
];
function markRenames(changes, locked, now) {
  const added = changes.filter((c) => c.change === "added");
  const removed = changes.filter((c) => c.change === "removed");
  if (added.length === 0 || removed.length === 0) return;
  const keysOf = (t) => RENAME_KEYS.map((keyOf) => keyOf(t));
  const removedKeys = removed.map((r) => keysOf(locked.tools[r.tool]));
  const addedKeys = added.map((a) => keysOf(now.tools[a.tool]));
  const pair = (add, from) => {
    add.renamedFrom = from.tool;
    if (from.renamedTo === void 0) from.renamedTo = add.tool;
    add.hints = hintChanges(locked.tools[from.tool].hints, now.tools[add.tool].hints);
    add.class = add.hints.some((h) => h.class === "widening") ? "widening" : "change";
  };
  for (let k = 0; k < RENAME_KEYS.length; k++) {
    const byKey = /* @__PURE__ */ new Map();
    removed.forEach((r, i) => {
      const key = removedKeys[i][k];
      if (r.renamedTo !== void 0 || key === void 0) return;
      const q = byKey.get(key);
      if (q) q.list.push(r);
      else byKey.set(key, { list: [r], next: 0 });
    });
    added.forEach((add, i) => {
      const key = addedKeys[i][k];
      if (add.renamedFrom !== void 0 || key === void 0) return;
      const q = byKey.get(key);
      const match = q?.list[q.next];
      if (!q || !match) return;
      q.next++;
      pair(add, match);
    });
  }
  const lessPrivileged = RENAME_KEYS.map((_keyOf, k) => {
    const byKey = /* @__PURE__ */ new Map();
    removed.forEach((r, i) => {
      const key = removedKeys[i][k];
      if (key === void 0) return;
      let slot = byKey.get(key);
      if (!slot) byKey.set(key, slot = {});
      const was = locked.tools[r.tool];
      for (const h of HINT_NAMES) if (was.hints[h] !== WIDENING_VALUE[h]) slot[h] ??= r;
    });
    return byKey;
  });
  added.forEach((add, i) => {
    if (add.class === "widening") return;
    const is = now.tools[add.tool];
    for (let k = 0; k < RENAME_KEYS.length; k++) {
      const key = addedKeys[i][k];
      const slot = key === void 0 ? void 0 : lessPrivileged[k].get(key);
      const h = slot && HINT_NAMES.find((name) => slot[name] !== void 0 && is.hints[name] === WIDENING_VALUE[name]);
      if (h) return pair(add, slot[h]);
    }
  });
}
function surfaceKey(t, ignore) {
  return JSON.stringify(SURFACE_FIELDS.map((f) => ignore.includes(f) ? 0 : t.fields[f] ?? null));
}
function withSource(change, current, reviewed) {
  const source = {};
  if (current) source.current = current;
  if (reviewed) source.reviewed = reviewed;
  return { ...change, kinds: [], source };
}
function changeText(change) {
  const { current, reviewed } = change.source;
  const out = {};
  for (const f of change.fields) {
    const t = {};
    if (current && Object.hasOwn(current, f)) t.current = fieldText(current[f]);
    if (reviewed && Object.hasOwn(reviewed, f)) t.reviewed = fieldText(reviewed[f]);
    out[f] = t;
  }
  return out;
}
function fieldText(v) {
  return typeof v === "string" ? v : stableJson(v).slice(0, -1);
}
function diffValues(a, b, path, out, hasA = true, hasB = true, bound) {
  const differs = () => {
    if (bound) {
      bound.count.differences++;
      if (out.length >= bound.max) return;
    }
    out.push(jsonPointer(path));
  };
  if (!hasA || !hasB) {
    if (hasA !== hasB) differs();
    return;
  }
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = [.../* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const k of keys) {
      path.push(k);
      diffValues(a[k], b[k], path, out, Object.hasOwn(a, k), Object.hasOwn(b, k), bound);
      path.pop();
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n; i++) {
      path.push(i);
      diffValues(a[i], b[i], path, out, i < a.length, i < b.length, bound);
      path.pop();
    }
    return;
  }
  if (a === b) return;
  differs();
}

// src/core/check/volatile.ts
var DEFAULT_SAMPLES = 2;
var MAX_SAMPLES = 10;
function jsonTypeOf(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v === "object" ? "object" : typeof v;
}
function volatilePlaceholder(v) {
  return { $volatile: jsonTypeOf(v) };
}
function maskVolatile(tools, pointers) {
  const out = [...tools];
  const unmatched = [];
  if (pointers.length === 0) return { tools: out, unmatched };
  const byName = /* @__PURE__ */ new Map();
  tools.forEach((t, i) => {
    if (isJsonObject(t) && typeof t.name === "string" && !byName.has(t.name)) byName.set(t.name, i);
  });
  for (const p of pointers) {
    const i = byName.get(p.tool);
    const replaced = i === void 0 ? void 0 : replacedAt(out[i], p.tokens);
    if (replaced === void 0) unmatched.push(p.pointer);
    else out[i] = replaced;
  }
  return { tools: out, unmatched };
}
function replacedAt(node, tokens) {
  if (tokens.length === 0) return volatilePlaceholder(node);
  const [token, ...rest] = tokens;
  if (Array.isArray(node)) {
    if (!/^(0|[1-9][0-9]*)$/.test(token) || Number(token) >= node.length) return void 0;
    const inner2 = replacedAt(node[Number(token)], rest);
    if (inner2 === void 0) return void 0;
    const copy2 = node.slice();
    copy2[Number(token)] = inner2;
    return copy2;
  }
  if (!isJsonObject(node) || !Object.hasOwn(node, token)) return void 0;
  const inner = replacedAt(node[token], rest);
  if (inner === void 0) return void 0;
  const copy = Object.create(Object.getPrototypeOf(node), Object.getOwnPropertyDescriptors(node));
  Object.defineProperty(copy, token, { value: inner, writable: true, enumerable: true, configurable: true });
  return copy;
}
function differingPointers(a, b, limit) {
  const found = /* @__PURE__ */ new Set();
  let more = false;
  const add = (p) => {
    if (found.size < limit) found.add(p);
    else more = true;
  };
  const byName = (list) => new Map(list.map((t) => [t.name, t]));
  const ma = byName(a);
  const mb = byName(b);
  const stack = [];
  for (const [name, t] of ma) {
    const u = mb.get(name);
    if (u === void 0) add(toolPointer(name, []));
    else stack.push({ x: t, y: u, tool: name, tokens: [] });
  }
  for (const name of mb.keys()) if (!ma.has(name)) add(toolPointer(name, []));
  while (stack.length > 0 && !more) {
    const { x, y, tool, tokens } = stack.pop();
    const here = () => toolPointer(tool, tokens);
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length) add(here());
      else for (let i = 0; i < x.length; i++) stack.push({ x: x[i], y: y[i], tool, tokens: [...tokens, String(i)] });
    } else if (isJsonObject(x) && isJsonObject(y)) {
      const kx = Object.keys(x);
      if (kx.length !== Object.keys(y).length || kx.some((k) => !Object.hasOwn(y, k))) add(here());
      else for (const k of kx) stack.push({ x: x[k], y: y[k], tool, tokens: [...tokens, k] });
    } else if (isJsonObject(x) || isJsonObject(y) || Array.isArray(x) || Array.isArray(y) || canonicalize(x) !== canonicalize(y)) {
      add(here());
    }
  }
  return { pointers: [...found].sort(), more };
}
function isCovered(p, covering) {
  return covering.has(p) || outerPointer(p, covering) !== void 0;
}
function volatileOptionWords(pointers) {
  return pointers.flatMap((p) => ["--volatile", shellWord(p)]);
}
function sameVolatile(a, b) {
  const x = a ?? [];
  const y = b ?? [];
  return x.length === y.length && x.every((p, i) => p === y[i]);
}
function withVolatile(pin, pointers) {
  const members = { ...pin.entry };
  delete members.volatile;
  if (pointers.length > 0) members.volatile = [...pointers].sort();
  const entry = {};
  for (const key of Object.keys(members).sort()) entry[key] = members[key];
  return { entry, toolPins: pin.toolPins };
}
function surfaceForVolatile(surface, volatile) {
  if (sameVolatile(surface.volatile, volatile)) return surface;
  const pointers = readVolatilePointers(volatile ?? []);
  if (typeof pointers === "string") throw new ToolsealError("INVALID_LOCK", `${surface.serverId}: volatile: ${pointers}`);
  const raw = surface.tools ?? surface.readTools();
  const { digests: _d, pin: _p, lockIsPin: _l, order: _o, reviewedPin: _r, readTools: _t, ...rest } = surface;
  return {
    ...rest,
    tools: maskVolatile(raw, pointers).tools,
    ...surface.reviewedTools ? { reviewedTools: maskVolatile(surface.reviewedTools, pointers).tools } : {},
    volatile: [...volatile ?? []]
  };
}
function volatileNote(volatile) {
  const n = volatile.length;
  return `the pin does not cover the value${n === 1 ? "" : "s"} at ${n} volatile pointer${n === 1 ? "" : "s"} (each pinned as its JSON type only): ${volatile.map((p) => JSON.stringify(p)).join(", ")}`;
}

// src/core/check/package-check.ts
var MAX_NAMED_DEPENDENCY_CHANGES = 20;
function withSurfaceChange(p, surfaceChanged) {
  if (!surfaceChanged || p.state !== "matched" || p.locked === void 0 || p.resolved === void 0) return p;
  const was = p.locked.dependencies;
  const now = p.resolved.dependencies;
  if (was === void 0 || now === void 0) return { ...p, sameVersionChanged: { compared: false, dependencies: [] } };
  const dependencies = [];
  for (const name of [.../* @__PURE__ */ new Set([...Object.keys(was), ...Object.keys(now)])].sort()) {
    const from = Object.hasOwn(was, name) ? was[name] : void 0;
    const to = Object.hasOwn(now, name) ? now[name] : void 0;
    if (from !== to) dependencies.push({ name, ...from === void 0 ? {} : { from }, ...to === void 0 ? {} : { to } });
  }
  return { ...p, sameVersionChanged: { compared: true, dependencies } };
}
function checkPackage(surface, locked) {
  const l = surface.launched;
  const base = {
    launcher: l.launcher,
    ecosystem: l.ecosystem,
    name: l.name,
    ...l.requested === void 0 ? {} : { requested: l.requested },
    ...locked ? { locked } : {}
  };
  if (l.unpinned !== void 0)
    return { ...base, state: "unpinned", code: l.unreadable ? "UNREADABLE_LAUNCHER" : "UNPINNED_PACKAGE", why: l.unpinned };
  const r = surface.resolved;
  const version = r?.version ?? l.version;
  if (r && surface.disagrees !== void 0) return { ...base, state: "integrity-changed", why: surface.disagrees, resolved: r };
  if (locked && (locked.ecosystem !== l.ecosystem || locked.name !== l.name || locked.version !== version)) {
    return { ...base, state: "version-changed", ...r ? { resolved: r } : {} };
  }
  if (!r) return { ...base, state: "unresolved", why: surface.unresolved ?? "not resolved" };
  if (!locked) return { ...base, state: "new", resolved: r };
  if (locked.integrity !== void 0 && r.integrity !== void 0 && locked.integrity !== r.integrity)
    return { ...base, state: "integrity-changed", resolved: r };
  return {
    ...base,
    state: samePackagePin(locked, r) || r.integrity === void 0 || locked.integrity === void 0 ? "matched" : "integrity-changed",
    resolved: r
  };
}
function isPackageChange(p) {
  return p?.state === "unpinned" || p?.state === "integrity-changed";
}
function verdictWithPackage(verdict, p, onChange) {
  if (!isPackageChange(p) || verdict === "blocked") return verdict;
  return onChange === "warn" ? "warn" : "blocked";
}
function packageLabel(ecosystem, name, version) {
  const sep = ecosystem === "pypi" ? "==" : ecosystem === "oci" ? ":" : "@";
  return quoteForTerminal(version === void 0 ? name : `${name}${sep}${version}`);
}
function packageNote(p) {
  const launched = `${p.launcher} runs ${p.name === "" ? "a package" : packageLabel(p.ecosystem, p.name, p.requested && p.ecosystem === "npm" ? p.requested : void 0)}`;
  switch (p.state) {
    case "unpinned":
      if (p.code === "UNREADABLE_LAUNCHER")
        return `UNREADABLE_LAUNCHER: the ${p.launcher === "shell" ? "shell" : p.launcher} command line cannot be read as it runs (${escapeForTerminal(p.why ?? "")}), so its package is not checked: start the launcher directly with one exact version`;
      return `UNPINNED_PACKAGE: ${launched} with no exact version (${escapeForTerminal(p.why ?? "")}): pin one in the config (${p.ecosystem === "oci" ? "IMAGE@sha256:DIGEST" : p.ecosystem === "pypi" ? "NAME==VERSION" : "NAME@VERSION"})`;
    case "integrity-changed":
      if (p.why !== void 0)
        return `package ${packageLabel(p.ecosystem, p.name, p.resolved.version)}: ${escapeForTerminal(p.why)}: the same version with other bytes; review it (toolseal lock does not pin it)`;
      return `package ${packageLabel(p.ecosystem, p.name, p.resolved.version)} resolved to integrity ${p.resolved.integrity}, but the lock pinned ${p.locked.integrity} for the same version: the package was replaced; review it before re-pinning with toolseal lock --update`;
    case "version-changed":
      return `the config runs ${packageLabel(p.ecosystem, p.name, p.resolved?.version ?? p.requested)}, the lock pinned ${packageLabel(p.locked.ecosystem, p.locked.name, p.locked.version)}: re-pin with toolseal lock --update`;
    case "unresolved":
      return `package ${packageLabel(p.ecosystem, p.name, p.requested)} not resolved (${escapeForTerminal(p.why ?? "")}): its integrity is not checked`;
    case "matched":
      return p.sameVersionChanged === void 0 ? void 0 : sameVersionNote(p, p.sameVersionChanged);
    case "new":
      return p.locked === void 0 ? `package ${packageLabel(p.ecosystem, p.name, p.resolved.version)} is not in the lock entry yet: toolseal lock pins it` : void 0;
    default:
      return void 0;
  }
}
function packagePinToWrite(surface, locked) {
  const l = surface.launched;
  if (l.unpinned !== void 0 || l.version === void 0 && surface.resolved === void 0) return void 0;
  if (surface.disagrees !== void 0) return locked;
  const same = (p) => locked !== void 0 && locked.ecosystem === p.ecosystem && locked.name === p.name && locked.version === p.version;
  const r = surface.resolved ?? { ecosystem: l.ecosystem, name: l.name, version: l.version };
  return r.integrity === void 0 && same(r) ? locked : r;
}
function sameVersionNote(p, c) {
  const head = `package ${packageLabel(p.ecosystem, p.name, p.resolved.version)} is the version and integrity pinned, but the surface changed`;
  if (!c.compared)
    return `${head}: something else it runs with changed (its resolved dependency versions were not recorded or could not be read)`;
  if (c.dependencies.length === 0)
    return `${head}: its resolved dependency versions are the ones pinned, so something else it runs with changed (its environment, a file, a service)`;
  const named = c.dependencies.slice(0, MAX_NAMED_DEPENDENCY_CHANGES).map((d) => `${quoteForTerminal(d.name)} ${d.from ?? "(none)"} \u2192 ${d.to ?? "(none)"}`);
  const more = c.dependencies.length > named.length ? ` and ${c.dependencies.length - named.length} more` : "";
  return `${head}: the launcher resolved other dependency versions: ${escapeForTerminal(named.join(", "))}${more}`;
}

// src/core/check/signed-upgrade.ts
function withSignedUpgrade(c, upgrade, onChange) {
  if (c.pinState !== "changed" || upgrade === void 0) return c;
  if (!upgrade.accepted || c.widening || onChange === "fail") return { ...c, signedUpgrade: upgrade };
  return { ...c, signedUpgrade: upgrade, verdict: "signed-upgrade", approved: true };
}
function signedUpgradeNote(c) {
  const u = c.signedUpgrade;
  if (u === void 0) return void 0;
  if (!u.accepted) return `not a signed upgrade (${u.code}): ${u.reason}`;
  const from = u.fromRevision === void 0 ? "the pinned surface" : `revision ${u.fromRevision}`;
  const blocked = c.widening ? " (a widening blocks even when signed)" : c.verdict === "blocked" ? " (blocked under --on-change fail)" : "";
  return `signed upgrade: ${from} \u2192 revision ${u.toRevision}, signed by ${JSON.stringify(u.signer)}, ${u.hops} hop(s)${blocked}`;
}

// src/core/check/check-output.ts
function serverNotes(s, options = {}) {
  const notes = [];
  if (s.pinState === "missing") {
    notes.push(
      "pinned in the lock but no longer in the config file: every pinned tool is reported removed (restore the server, or drop its entry with toolseal lock --remove ID)"
    );
  }
  if (s.notPinned !== void 0) notes.push(notPinnedNote(s.serverId, s.notPinned));
  if (s.volatile !== void 0) notes.push(volatileNote(s.volatile));
  if (s.interopDiffers !== void 0)
    notes.push(
      "the whole tool definitions differ from those pinned (interop.toolSetHash) outside the fields toolseal pins, such as _meta or icons: not a change of the surface"
    );
  if (s.numbers === "rounded")
    notes.push(
      'numbers rounded: a number a double cannot hold exactly was read as RFC 8785 reads it, the nearest double (--round-inexact-numbers; the entry records "numbers": "rounded")'
    );
  const pkg = s.package && (s.package.state !== "new" || s.pinState !== "unpinned") ? packageNote(s.package) : void 0;
  if (pkg !== void 0) notes.push(pkg);
  const upgrade = signedUpgradeNote(s);
  if (upgrade !== void 0) notes.push(upgrade);
  if (s.idSelfDeclared && (options.for === "lock" || options.for === "json" || s.pinState === "unpinned")) {
    notes.push(
      "the server id is the server's own serverInfo.name: a server that renames itself leaves its pin and is checked as a new server; give it a fixed id with --server-id or a config file key"
    );
  }
  return notes;
}
function checkResultJson(result) {
  return {
    ...result,
    servers: result.servers.map((s) => ({
      ...s,
      notes: serverNotes(s, { for: "json" }),
      changes: s.changes.map((c) => without(c, "source")),
      carrierChanges: s.carrierChanges.map((c) => without(c, "text"))
    }))
  };
}
function changedToolNames(result) {
  const many = result.servers.length > 1;
  return result.servers.flatMap((s) => s.changes.map((c) => many ? `${s.serverId}/${c.tool}` : c.tool));
}
function without(c, key) {
  const out = {};
  for (const k of Object.keys(c)) if (k !== key) out[k] = c[k];
  return out;
}
function notPinnedNote(serverId, n, pin) {
  const more = n.pinnedCount > n.pinnedIds.length ? ` and ${n.pinnedCount - n.pinnedIds.length} more` : "";
  const near = n.closest !== void 0 ? ` (did you mean ${JSON.stringify(n.closest)}?)` : "";
  const id = JSON.stringify(serverId.length > 64 ? `${serverId.slice(0, 64)}\u2026` : serverId);
  const how = pin ?? `--config FILE --server ${id}, or --server-id ${id} and -- COMMAND or --url URL, as the check was given it`;
  return `not pinned, and the lock pins ${n.pinnedIds.map((id2) => JSON.stringify(id2)).join(", ")}${more}${near}: check the server id, or pin this one deliberately with toolseal lock ${how}`;
}

// src/core/lock/pin-consistency.ts
function assertPinConsistent(serverId, locked, now, given = {}) {
  const { reviewedTools, reviewedPin } = given;
  const at = `lock: servers[${JSON.stringify(serverId)}]`;
  let lockedEntry;
  const lockedTools = () => (lockedEntry ??= lockedServerOf(locked)).tools;
  const lockedManifest = entryMembers(locked).manifestDigest;
  if (given.lockIsPin !== true) {
    const nowTools = lockedServerOf(now).tools;
    const pinned = lockedTools();
    if (entryMembers(now).manifestDigest === lockedManifest)
      assertToolsFollow(at, pinned, nowTools, "the server's list has the pinned manifest digest");
    let sameTools = Object.keys(pinned).length === Object.keys(nowTools).length;
    for (const name of Object.keys(nowTools)) {
      const was = Object.hasOwn(pinned, name) ? pinned[name] : void 0;
      if (!was || was.digest !== nowTools[name].digest) {
        sameTools = false;
        continue;
      }
      const bad = pinDisagreement(was, nowTools[name]);
      if (bad)
        throw new ToolsealError(
          "INVALID_LOCK",
          `${at}.tools[${JSON.stringify(name)}]: ${bad} does not follow from the pinned surface (the server's tool has the pinned digest); the lock was edited by hand? re-pin with toolseal lock`
        );
    }
    if (sameTools && entryMembers(now).manifestDigest !== lockedManifest)
      throw new ToolsealError(
        "INVALID_LOCK",
        `${at}.manifestDigest: does not follow from the pinned tools (each has the digest of the server's tool of its name); the lock was edited by hand? re-pin with toolseal lock`
      );
  }
  if (!reviewedTools) return;
  if (reviewedPin !== void 0 && reviewedPin.entry.manifestDigest !== lockedManifest) return;
  const reviewed = reviewedPin ? entryOfPin(reviewedPin) : lockEntryOf(reviewedTools);
  if (reviewed.manifestDigest !== lockedManifest) return;
  assertToolsFollow(at, lockedTools(), reviewed.tools, "the reviewed snapshot has the pinned manifest digest");
}
function assertToolsFollow(at, pinned, actual, because) {
  const names = /* @__PURE__ */ new Set([...Object.keys(pinned), ...Object.keys(actual)]);
  for (const name of names) {
    const was = Object.hasOwn(pinned, name) ? pinned[name] : void 0;
    const is = Object.hasOwn(actual, name) ? actual[name] : void 0;
    const differs = was && is && pinDisagreement(was, is);
    const bad = !was ? "missing, though the pinned surface has it" : !is ? "a tool the pinned surface does not have" : differs && `${differs} does not follow from the surface it pins`;
    if (bad)
      throw new ToolsealError(
        "INVALID_LOCK",
        `${at}.tools[${JSON.stringify(name)}]: ${bad} (${because}); the lock was edited by hand? re-pin with toolseal lock`
      );
  }
}
function pinDisagreement(pinned, actual) {
  if (pinned.digest !== actual.digest) return "digest";
  for (const f of SURFACE_FIELDS) if (pinned.fields[f] !== actual.fields[f]) return `fields.${f}`;
  for (const h of HINT_NAMES) if (pinned.hints[h] !== actual.hints[h]) return `hints.${h} ${pinned.hints[h]}`;
  return null;
}

// src/core/check/check.ts
var ON_CHANGE_VALUES = ["warn", "fail", "signed"];
function checkServer(given, lockedEntry, onChange) {
  const surface = surfaceForVolatile(given, lockedEntry && entryMembers(lockedEntry).volatile);
  const nowNonTool = surface.nonTool ? surface.digests?.nonTool ?? digestNonTool(surface.nonTool) : void 0;
  if (!lockedEntry && surface.pin === void 0 && surface.order !== void 0) {
    const manifestDigest = surface.order.manifestDigest;
    return {
      serverId: surface.serverId,
      idSelfDeclared: surface.idSelfDeclared === true,
      manifestDigest,
      toolCount: surface.order.order.length,
      ...nowNonTool ? { surfaceDigest: surfaceDigest(manifestDigest, nowNonTool) } : {},
      ...UNPINNED
    };
  }
  let read;
  const tools = () => read ??= surface.tools !== void 0 ? surface.tools : surface.readTools();
  const digests = () => surface.digests?.withFields ? surface.digests : digestTools(tools(), { fields: true });
  const nowPin = surface.pin ? serverPinOfEntry(surface.pin) : serverPinOf(digests());
  const locked = lockedEntry && entryMembers(lockedEntry);
  const base = {
    serverId: surface.serverId,
    idSelfDeclared: surface.idSelfDeclared === true,
    manifestDigest: nowPin.entry.manifestDigest,
    toolCount: nowPin.entry.toolCount,
    ...nowNonTool ? { surfaceDigest: surfaceDigest(nowPin.entry.manifestDigest, nowNonTool) } : {},
    ...locked?.volatile ? { volatile: locked.volatile } : {},
    ...nowPin.entry.numbers ? { numbers: nowPin.entry.numbers } : {}
  };
  if (locked)
    assertPinConsistent(surface.serverId, lockedEntry, nowPin, {
      lockIsPin: surface.lockIsPin === true && surface.pin !== void 0,
      reviewedTools: surface.reviewedTools,
      reviewedPin: surface.reviewedPin && serverPinOfEntry(surface.reviewedPin)
    });
  if (!locked) return { ...base, ...UNPINNED, baselineTools: pinnedToolNames(nowPin) };
  assertSameNumbers(surface.serverId, locked.numbers, nowPin.entry.numbers);
  const pinned = pinnedNonTool(locked);
  const carrierPin = !pinned ? "lock-tools-only" : !nowNonTool ? "surface-tools-only" : "checked";
  const nonToolChanged = carrierPin === "checked" ? nonToolChanges(pinned, nowNonTool, surface.nonTool, surface.reviewedNonTool, fieldText) : [];
  if (locked.manifestDigest === nowPin.entry.manifestDigest && nonToolChanged.length === 0) {
    return {
      ...base,
      ...interopDiffersOf(locked.interop, nowPin.entry.interop),
      pinState: "matched",
      lockedManifestDigest: locked.manifestDigest,
      changes: [],
      carrierChanges: [],
      carrierPin,
      reviewed: surface.reviewedTools ? "used" : "absent",
      widening: false,
      verdict: "continue",
      approved: true
    };
  }
  const drift = locked.manifestDigest === nowPin.entry.manifestDigest ? { changes: [], reviewed: surface.reviewedTools ? "used" : "absent" } : computeDrift(
    lockedServerOf(lockedEntry),
    tools(),
    surface.reviewedTools,
    entryOfPin(nowPin),
    surface.reviewedPin && entryMembers(surface.reviewedPin).manifestDigest
  );
  return {
    ...base,
    pinState: "changed",
    lockedManifestDigest: locked.manifestDigest,
    changes: drift.changes,
    carrierChanges: nonToolChanged,
    carrierPin,
    reviewed: drift.reviewed,
    ...decide(drift.changes, nonToolChanged, onChange)
  };
}
function assertSameNumbers(serverId, pinned, now) {
  if (pinned === now) return;
  throw new ToolsealError(
    "NOT_CANONICALIZABLE",
    pinned === "rounded" ? `${JSON.stringify(serverId)}: the lock entry was pinned with its numbers rounded ("numbers": "rounded"); check it with ${ROUND_FLAG}` : `${JSON.stringify(serverId)}: the lock entry was pinned with exact numbers; ${ROUND_FLAG} applies only to entries pinned with it`
  );
}
function interopDiffersOf(pinned, now) {
  if (pinned === void 0 || now === void 0 || pinned.toolSetHash === now.toolSetHash) return {};
  return { interopDiffers: ["toolSetHash"] };
}
var UNPINNED = {
  pinState: "unpinned",
  changes: [],
  carrierChanges: [],
  carrierPin: "none",
  reviewed: "absent",
  widening: false,
  verdict: "continue",
  approved: true
};
function decide(changes, nonTool, onChange) {
  const widening = changes.some((c) => c.class === "widening");
  const policyChange = changes.some((c) => c.class === "change") || nonTool.length > 0;
  let verdict;
  if (widening) verdict = "blocked";
  else if (!policyChange) verdict = "continue";
  else verdict = onChange === "warn" ? "warn" : "blocked";
  return { widening, verdict, approved: verdict !== "blocked" };
}
function checkServers(surfaces, lock, onChange, failures = [], options = {}) {
  const pinsAny = Object.keys(lock.servers).length > 0;
  const servers = surfaces.map((s) => {
    const locked = Object.hasOwn(lock.servers, s.serverId) ? lock.servers[s.serverId] : void 0;
    let c = withSignedUpgrade(checkServer(s, locked, onChange), options.upgrades?.get(s.serverId), onChange);
    if (c.pinState === "unpinned" && pinsAny && (onChange !== "warn" || options.namedIds?.includes(s.serverId)))
      c = { ...c, verdict: "blocked", approved: false, notPinned: notPinnedOf(s.serverId, lock) };
    return s.package ? withPackage(c, checkPackage(s.package, locked && entryMembers(locked).package), onChange) : c;
  });
  if (options.complete) {
    const seen = /* @__PURE__ */ new Set([...surfaces.map((s) => s.serverId), ...failures.map((f) => f.serverId), ...options.skipped ?? []]);
    for (const id of Object.keys(lock.servers).sort())
      if (!seen.has(id)) servers.push(missingServer(id, lockedServerOf(lock.servers[id]), onChange));
  }
  const skipped = options.skipped?.length ? { skipped: [...options.skipped] } : {};
  return { onChange, servers, failures: [...failures], ...skipped, ...exitOf(servers, failures, onChange), notes: runNotes(servers) };
}
function notPinnedOf(serverId, lock) {
  const ids = Object.keys(lock.servers);
  const closest = closestName(serverId, ids);
  const cut = (id) => id.length > 64 ? `${id.slice(0, 64)}\u2026` : id;
  return { pinnedIds: ids.slice(0, 10).map(cut), pinnedCount: ids.length, ...closest !== void 0 ? { closest: cut(closest) } : {} };
}
function withPackage(c, p, onChange) {
  const verdict = verdictWithPackage(c.verdict, p, onChange);
  const pkg = withSurfaceChange(p, c.pinState === "changed");
  return { ...c, package: { ...pkg, verdictWithout: c.verdict }, verdict, approved: verdict !== "blocked" };
}
function runNotes(servers) {
  const notes = [];
  const ids = (state) => servers.filter((s) => s.carrierPin === state).map((s) => JSON.stringify(s.serverId));
  const lockOnly = ids("lock-tools-only");
  if (lockOnly.length > 0) {
    notes.push(
      `the lock pins the tools only for ${lockOnly.join(", ")} (it was written before instructions, prompts and resource templates were pinned): those are not checked; run toolseal lock to pin them`
    );
  }
  const surfaceOnly = ids("surface-tools-only");
  if (surfaceOnly.length > 0) {
    notes.push(
      `the surface of ${surfaceOnly.join(", ")} carries the tools only (a tools file or an older snapshot): its instructions, prompts and resource templates are not checked`
    );
  }
  return notes;
}
function missingServer(serverId, locked, onChange) {
  const verdict = onChange === "warn" ? "warn" : "blocked";
  const pinned = pinnedNonTool(locked);
  return {
    serverId,
    idSelfDeclared: false,
    manifestDigest: null,
    toolCount: null,
    pinState: "missing",
    lockedManifestDigest: locked.manifestDigest,
    changes: computeDrift(locked, []).changes,
    carrierChanges: pinned ? nonToolChanges(pinned, noNonToolDigests()) : [],
    carrierPin: pinned ? "checked" : "lock-tools-only",
    reviewed: "absent",
    widening: false,
    verdict,
    approved: verdict !== "blocked"
  };
}
function exitOf(servers, failures, onChange) {
  if (servers.some((s) => s.widening)) return { exitCode: EXIT.PRIVILEGE_WIDENING, code: "PRIVILEGE_WIDENING" };
  if (failures.length > 0) {
    const worst = worstExitCode(failures.map((f2) => ERROR_CODES[f2.code]));
    const f = failures.find((x) => ERROR_CODES[x.code] === worst);
    return { exitCode: worst, code: f.code };
  }
  const blocked = servers.filter((s) => s.verdict === "blocked");
  if (blocked.length > 0) {
    const packageOnly = blocked.every((s) => s.package?.state === "unpinned" && s.package.verdictWithout !== "blocked");
    const unreadable = packageOnly && blocked.every((s) => s.package?.code === "UNREADABLE_LAUNCHER");
    if (packageOnly) return { exitCode: EXIT.CHECK_FAILED, code: unreadable ? "UNREADABLE_LAUNCHER" : "UNPINNED_PACKAGE" };
    const notPinned = blocked.every((s) => s.notPinned !== void 0);
    return { exitCode: EXIT.CHECK_FAILED, code: notPinned ? "NOT_PINNED" : onChange === "signed" ? "UNSIGNED_CHANGE" : "SURFACE_CHANGED" };
  }
  return { exitCode: EXIT.OK };
}

// src/core/check/fail-on.ts
function withFailOn(s, failOn) {
  if (s.verdict === "blocked" || kindsFailedOn(s, failOn).length === 0) return s;
  return { ...s, verdict: "blocked", approved: false };
}
function resultWithFailOn(result, failOn) {
  if (!failOn || failOn.length === 0) return result;
  const servers = result.servers.map((s) => withFailOn(s, failOn));
  return { ...result, servers, failOn: [...failOn], ...exitOf(servers, result.failures, result.onChange) };
}
function kindsFailedOn(s, failOn) {
  if (!failOn || failOn.length === 0) return [];
  const set = new Set(failOn);
  const hit = /* @__PURE__ */ new Set();
  for (const c of s.changes) for (const k of c.kinds) if (failsOn([k], set)) hit.add(k);
  return [...hit].sort();
}

export {
  CHANGE_KINDS,
  KIND_REVIEW_ORDER,
  failsOn,
  parseFailOn,
  computeDrift,
  changeText,
  checkPackage,
  packagePinToWrite,
  DEFAULT_SAMPLES,
  MAX_SAMPLES,
  maskVolatile,
  differingPointers,
  isCovered,
  volatileOptionWords,
  sameVolatile,
  withVolatile,
  volatileNote,
  withSignedUpgrade,
  signedUpgradeNote,
  serverNotes,
  checkResultJson,
  changedToolNames,
  notPinnedNote,
  ON_CHANGE_VALUES,
  checkServer,
  decide,
  checkServers,
  withPackage,
  runNotes,
  withFailOn,
  resultWithFailOn,
  kindsFailedOn
};
