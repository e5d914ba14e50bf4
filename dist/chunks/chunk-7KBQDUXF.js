#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  assertTools,
  digestTools
} from "./chunk-GWAKX252.js";
import {
  ToolsealError
} from "./chunk-RV2GY3DS.js";

// src/core/snapshot.ts
function buildSnapshot(input) {
  assertTools(input.tools);
  const d = digestTools(input.tools);
  return {
    snapshotVersion: 1,
    server: input.server,
    capturedAt: (input.capturedAt ?? /* @__PURE__ */ new Date()).toISOString(),
    transport: input.transport,
    protocolVersion: input.protocolVersion,
    serverInfo: input.serverInfo,
    pages: input.pages,
    tools: input.tools,
    manifestDigest: d.manifestDigest,
    toolDigests: toolDigestRecord(d.tools)
  };
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
function checkSnapshot(doc, source = "snapshot") {
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
  assertTools(s.tools, `${source}: tools`);
  const d = digestTools(s.tools);
  if (d.manifestDigest !== s.manifestDigest) {
    bad(`recorded manifestDigest ${String(s.manifestDigest)} is not the digest of its tools (${d.manifestDigest})`);
  }
  const recorded = s.toolDigests;
  for (const name of Object.keys(recorded)) {
    if (!d.tools.has(name)) bad(`toolDigests names ${JSON.stringify(name)}, which is not one of its tools`);
  }
  for (const [name, t] of d.tools) {
    if (!Object.hasOwn(recorded, name) || recorded[name] !== t.digest) {
      bad(`recorded toolDigests[${JSON.stringify(name)}] is not the digest of that tool (${t.digest})`);
    }
  }
  return d;
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
    if (result.nextCursor !== void 0 && result.nextCursor !== null) {
      throw new ToolsealError(
        "SNAPSHOT_INCOMPLETE",
        `${source}: this tools/list result has a nextCursor, so it is one page, not the whole list; take a snapshot instead`
      );
    }
    assertTools(result.tools, `${source}: tools`);
    return { tools: result.tools };
  }
  throw new ToolsealError("INVALID_INPUT", `${source}: expected a tools/list result {"tools": [...]}, a tools array, or a snapshot`);
}

export {
  buildSnapshot,
  toolDigestRecord,
  assertSnapshot,
  checkSnapshot,
  toolsFromDocument
};
