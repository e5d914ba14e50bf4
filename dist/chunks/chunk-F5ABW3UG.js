#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ToolDigester,
  interopOfSnapshot
} from "./chunk-RAG7VAPI.js";
import {
  CLIENT_CAPABILITY_NAMES,
  isClientCapabilityList
} from "./chunk-5AXEYW3Q.js";
import {
  assertTools,
  checkSnapshotNonTool,
  digestTools,
  toolDigestsOf
} from "./chunk-SH3UB2NS.js";
import {
  interopMismatch,
  interopSetHashesIn
} from "./chunk-PKR3ABWI.js";
import {
  isJsonObject
} from "./chunk-LTUN2ZE5.js";
import {
  parseJsonStrictEach
} from "./chunk-7SL4J55T.js";
import {
  ToolsealError,
  placedError
} from "./chunk-UAZ5W6EW.js";

// src/core/snapshot/snapshot-read.ts
function isSnapshotDocument(doc) {
  return isJsonObject(doc) && Object.hasOwn(doc, "snapshotVersion");
}
function assertSnapshot(doc, source = "snapshot") {
  checkSnapshot(doc, source);
}
function checkSnapshot(doc, source = "snapshot", options = {}) {
  assertSnapshotShape(doc, source);
  const s = doc;
  assertTools(s.tools, `${source}: tools`);
  const d = digestTools(s.tools, options);
  const nonTool = assertRecordedDigests(s, d, source);
  if (nonTool) d.nonTool = nonTool;
  return d;
}
function assertSnapshotShape(doc, source) {
  const bad = (what) => {
    throw new ToolsealError("INVALID_SNAPSHOT", `${source}: ${what}`);
  };
  if (!isJsonObject(doc)) bad("not a JSON object");
  const s = doc;
  if (s.snapshotVersion !== 1) bad(`unsupported snapshotVersion ${JSON.stringify(s.snapshotVersion)} (expected 1)`);
  if (typeof s.server !== "string" || s.server === "") bad('"server" must be a non-empty string');
  if (!Array.isArray(s.tools)) bad('"tools" must be an array');
  if (typeof s.manifestDigest !== "string") bad('"manifestDigest" is missing');
  if (!isJsonObject(s.toolDigests)) bad('"toolDigests" must be an object');
  if (s.serverInfo !== void 0 && !isJsonObject(s.serverInfo)) bad('"serverInfo" must be an object');
  const pagesCounted = Number.isInteger(s.pages) && s.pages >= 0;
  if (s.pages !== void 0 && !pagesCounted) bad('"pages" must be a non-negative integer');
  if (s.clientCapabilities !== void 0 && !isClientCapabilityList(s.clientCapabilities)) {
    bad(`"clientCapabilities" must be sorted names from ${CLIENT_CAPABILITY_NAMES.join(", ")}, each once`);
  }
  if (s.numbers !== void 0 && s.numbers !== "rounded") bad(`"numbers" is ${JSON.stringify(s.numbers)}, not "rounded"`);
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
    if (!(digests ?? toolDigestsOf(d)).has(name)) bad(`toolDigests names ${JSON.stringify(name)}, which is not one of its tools`);
  }
  const wrong = (name, digest) => {
    if (!Object.hasOwn(recorded, name) || recorded[name] !== digest)
      bad(`recorded toolDigests[${JSON.stringify(name)}] is not the digest of that tool (${digest})`);
  };
  if (digests) for (const [name, digest] of digests) wrong(name, digest);
  else for (const [name, t] of toolDigestsOf(d)) wrong(name, t.digest);
  const nonTool = checkSnapshotNonTool(s, source, d.manifestDigest, bad);
  const recordedInterop = interopSetHashesIn(s, bad);
  if (recordedInterop !== void 0 && d.interop !== void 0) {
    const now = interopOfSnapshot(s, d.interop.toolSetHash);
    const wrongHash = interopMismatch(recordedInterop, now);
    if (wrongHash !== void 0) bad(`recorded interop.${wrongHash} is not the hash of what it holds (${String(now[wrongHash])})`);
  }
  return nonTool;
}
function readToolsDocumentText(text, source, options = {}) {
  const digester = new ToolDigester(options.fields === true, `${source}: tools`);
  const kept = [];
  let doc;
  try {
    doc = parseJsonStrictEach(
      text,
      source,
      "tools",
      (tool, index) => {
        try {
          digester.add(tool);
        } catch (e) {
          if (e instanceof ToolsealError && e.code === "NOT_CANONICALIZABLE") throw placedError(e, `${source}: tools[${index}]`);
          throw e;
        }
        if (options.keepTools) kept.push(tool);
      },
      options.numbers
    );
  } catch (e) {
    throw digester.repeatedName() ?? e;
  }
  if (Array.isArray(doc) || isJsonObject(doc) && Array.isArray(doc.tools)) {
    const d = digester.finish();
    if (options.numbers === "rounded") d.numbers = "rounded";
    if (isSnapshotDocument(doc)) {
      assertSnapshotShape(doc, source);
      if (doc.numbers === "rounded") d.numbers = "rounded";
      const nonTool = assertRecordedDigests(doc, d, source);
      if (nonTool) d.nonTool = nonTool;
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
  const { doc, digests } = readToolsDocumentText(text, source, { ...options, keepTools: options.keepTools !== false });
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
  if (isJsonObject(doc) && Array.isArray(doc.tools)) {
    const result = doc;
    if (result.nextCursor !== void 0 && result.nextCursor !== null) throw pageNotList(source);
    assertTools(result.tools, `${source}: tools`);
    return { tools: result.tools };
  }
  throw new ToolsealError("INVALID_INPUT", `${source}: expected a tools/list result {"tools": [...]}, a tools array, or a snapshot`);
}

export {
  isSnapshotDocument,
  assertSnapshot,
  checkSnapshot,
  readToolsDocumentText,
  readSnapshotText,
  toolsFromDocument
};
