#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  CLIENT_CAPABILITY_NAMES,
  isClientCapabilityList
} from "./chunk-CQIRURB7.js";
import {
  ToolDigester,
  assertPrompts,
  assertResourceTemplates,
  assertTools,
  carrierDigestsIn,
  digestCarriers,
  digestTools,
  digestToolsCompact,
  isArrayIndex,
  surfaceDigest,
  toolDigestsInOrder
} from "./chunk-76PUMR7X.js";
import {
  parseJsonStrictEach
} from "./chunk-2QS75RZX.js";
import {
  ToolsealError
} from "./chunk-LVLWJUM5.js";

// src/core/snapshot.ts
function buildSnapshot(input, options = {}) {
  return buildSnapshotWithDigests(input, options).snapshot;
}
function buildSnapshotWithDigests(input, options = {}) {
  const tools = input.tools;
  if (options.fields === true) {
    if (!Array.isArray(tools)) throw new ToolsealError("MALFORMED_TOOL", "tools is not an array");
    const digester = new ToolDigester(true, "tools");
    for (const tool of tools) digester.add(tool);
    const digests = digester.finish();
    const snapshot2 = snapshotOf(input, digests.manifestDigest);
    lazyToolDigests(snapshot2, () => {
      const record = /* @__PURE__ */ Object.create(null);
      for (const [name, digest] of digests.pinBytes?.digests ?? [...digests.tools].map(([n, t]) => [n, t.digest])) record[name] = digest;
      return record;
    });
    if (input.carriers) {
      digests.carriers = digestCarriers(input.carriers);
      Object.assign(snapshot2, snapshotCarriersOf(input.carriers, digests.manifestDigest, digests.carriers));
    }
    return { snapshot: snapshot2, digests };
  }
  const d = digestToolsCompact(tools);
  const snapshot = snapshotOf(input, d.manifestDigest);
  lazyToolDigests(snapshot, () => {
    const record = /* @__PURE__ */ Object.create(null);
    let k = 0;
    for (const digest of toolDigestsInOrder(tools, d.order)) record[tools[d.order[k++]].name] = digest;
    return record;
  });
  compactDigests.set(snapshot, { tools, d });
  if (input.carriers) Object.assign(snapshot, snapshotCarriersOf(input.carriers, d.manifestDigest));
  return { snapshot };
}
function snapshotOf(input, manifestDigest) {
  return {
    snapshotVersion: 1,
    server: input.server,
    capturedAt: (input.capturedAt ?? /* @__PURE__ */ new Date()).toISOString(),
    transport: input.transport,
    protocolVersion: input.protocolVersion,
    serverInfo: input.serverInfo,
    pages: input.pages,
    tools: input.tools,
    manifestDigest
  };
}
function lazyToolDigests(snapshot, make) {
  let record;
  Object.defineProperty(snapshot, "toolDigests", {
    enumerable: true,
    configurable: true,
    get() {
      if (record === void 0) {
        record = make();
        compactDigests.delete(snapshot);
      }
      return record;
    },
    set(value) {
      Object.defineProperty(snapshot, "toolDigests", { value, enumerable: true, configurable: true, writable: true });
      compactDigests.delete(snapshot);
    }
  });
}
var compactDigests = /* @__PURE__ */ new WeakMap();
function* toolDigestEntries(s) {
  const compact = compactDigests.get(s);
  if (compact === void 0) {
    const record = s.toolDigests;
    for (const name of Object.keys(record)) yield [name, record[name]];
    return;
  }
  const { tools, d } = compact;
  const indexNamed = [];
  for (let k2 = 0; k2 < d.order.length; k2++) if (isArrayIndex(tools[d.order[k2]].name)) indexNamed.push(d.order[k2]);
  if (indexNamed.length > 0) {
    indexNamed.sort((a, b) => Number(tools[a].name) - Number(tools[b].name));
    const order = Uint32Array.from(indexNamed);
    let k2 = 0;
    for (const digest of toolDigestsInOrder(tools, order)) yield [tools[order[k2++]].name, digest];
  }
  let k = 0;
  for (const digest of toolDigestsInOrder(tools, d.order)) {
    const name = tools[d.order[k++]].name;
    if (indexNamed.length === 0 || !isArrayIndex(name)) yield [name, digest];
  }
}
function snapshotCarriersOf(c, manifestDigest, digests = digestCarriers(c)) {
  const out = {};
  if (c.instructions !== void 0) out.instructions = c.instructions;
  if (c.prompts !== void 0) {
    out.prompts = c.prompts;
    out.promptPages = c.promptPages ?? 1;
  }
  if (c.resourceTemplates !== void 0) {
    out.resourceTemplates = c.resourceTemplates;
    out.resourceTemplatePages = c.resourceTemplatePages ?? 1;
  }
  return { ...out, ...digests, surfaceDigest: surfaceDigest(manifestDigest, digests) };
}
function carriersOfSnapshot(s) {
  if (s.surfaceDigest === void 0) return void 0;
  const c = {};
  if (s.instructions !== void 0) c.instructions = s.instructions;
  if (s.prompts !== void 0) c.prompts = s.prompts;
  if (s.resourceTemplates !== void 0) c.resourceTemplates = s.resourceTemplates;
  return c;
}
function checkSnapshotCarriers(s, source, manifestDigest, bad) {
  const recorded = carrierDigestsIn(s, bad);
  const raw = ["instructions", "prompts", "resourceTemplates", "surfaceDigest"].filter((k) => Object.hasOwn(s, k));
  if (!recorded) {
    if (raw.length > 0) bad(`has ${raw.join(", ")} but no instructionsDigest, promptDigests, resourceTemplateDigests`);
    return void 0;
  }
  if (s.instructions !== void 0 && typeof s.instructions !== "string") bad('"instructions" must be a string');
  if (s.prompts !== void 0) assertPrompts(s.prompts, `${source}: prompts`);
  if (s.resourceTemplates !== void 0) assertResourceTemplates(s.resourceTemplates, `${source}: resourceTemplates`);
  const d = digestCarriers({
    instructions: s.instructions,
    prompts: s.prompts,
    resourceTemplates: s.resourceTemplates
  });
  if (recorded.instructionsDigest !== d.instructionsDigest) bad(`recorded instructionsDigest is not the digest of its instructions (${String(d.instructionsDigest)})`);
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
function toolDigestRecord(tools) {
  const out = /* @__PURE__ */ Object.create(null);
  for (const [name, t] of tools) out[name] = t.digest;
  return out;
}
function isSnapshotDocument(doc) {
  return typeof doc === "object" && doc !== null && !Array.isArray(doc) && Object.hasOwn(doc, "snapshotVersion");
}
function assertSnapshot(doc, source = "snapshot") {
  checkSnapshot(doc, source);
}
function checkSnapshot(doc, source = "snapshot", options = {}) {
  assertSnapshotShape(doc, source);
  const s = doc;
  assertTools(s.tools, `${source}: tools`);
  const d = digestTools(s.tools, options);
  const carriers = assertRecordedDigests(s, d, source);
  if (carriers) d.carriers = carriers;
  return d;
}
function assertSnapshotShape(doc, source) {
  const bad = (what) => {
    throw new ToolsealError("INVALID_SNAPSHOT", `${source}: ${what}`);
  };
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) bad("not a JSON object");
  const s = doc;
  if (s.snapshotVersion !== 1) bad(`unsupported snapshotVersion ${JSON.stringify(s.snapshotVersion)} (expected 1)`);
  if (typeof s.server !== "string" || s.server === "") bad('"server" must be a non-empty string');
  if (!Array.isArray(s.tools)) bad('"tools" must be an array');
  if (typeof s.manifestDigest !== "string") bad('"manifestDigest" is missing');
  if (typeof s.toolDigests !== "object" || s.toolDigests === null || Array.isArray(s.toolDigests)) bad('"toolDigests" must be an object');
  if (s.serverInfo !== void 0 && (typeof s.serverInfo !== "object" || s.serverInfo === null || Array.isArray(s.serverInfo))) {
    bad('"serverInfo" must be an object');
  }
  if (s.pages !== void 0 && !(Number.isInteger(s.pages) && s.pages >= 0)) bad('"pages" must be a non-negative integer');
  if (s.clientCapabilities !== void 0 && !isClientCapabilityList(s.clientCapabilities)) {
    bad(`"clientCapabilities" must be sorted names from ${CLIENT_CAPABILITY_NAMES.join(", ")}, each once`);
  }
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
    if (!(digests ?? d.tools).has(name)) bad(`toolDigests names ${JSON.stringify(name)}, which is not one of its tools`);
  }
  const wrong = (name, digest) => {
    if (!Object.hasOwn(recorded, name) || recorded[name] !== digest) bad(`recorded toolDigests[${JSON.stringify(name)}] is not the digest of that tool (${digest})`);
  };
  if (digests) for (const [name, digest] of digests) wrong(name, digest);
  else for (const [name, t] of d.tools) wrong(name, t.digest);
  return checkSnapshotCarriers(s, source, d.manifestDigest, bad);
}
function readToolsDocumentText(text, source, options = {}) {
  const digester = new ToolDigester(options.fields === true, `${source}: tools`);
  const kept = [];
  const doc = parseJsonStrictEach(text, source, "tools", (tool) => {
    digester.add(tool);
    if (options.keepTools) kept.push(tool);
  });
  if (Array.isArray(doc) || typeof doc === "object" && doc !== null && Array.isArray(doc.tools)) {
    const d = digester.finish();
    if (isSnapshotDocument(doc)) {
      assertSnapshotShape(doc, source);
      const carriers = assertRecordedDigests(doc, d, source);
      if (carriers) d.carriers = carriers;
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
  const { doc, digests } = readToolsDocumentText(text, source, { fields: options.fields, keepTools: options.keepTools !== false });
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
  if (typeof doc === "object" && doc !== null && Array.isArray(doc.tools)) {
    const result = doc;
    if (result.nextCursor !== void 0 && result.nextCursor !== null) throw pageNotList(source);
    assertTools(result.tools, `${source}: tools`);
    return { tools: result.tools };
  }
  throw new ToolsealError("INVALID_INPUT", `${source}: expected a tools/list result {"tools": [...]}, a tools array, or a snapshot`);
}

export {
  buildSnapshot,
  buildSnapshotWithDigests,
  toolDigestEntries,
  carriersOfSnapshot,
  toolDigestRecord,
  isSnapshotDocument,
  assertSnapshot,
  checkSnapshot,
  readToolsDocumentText,
  readSnapshotText,
  toolsFromDocument
};
