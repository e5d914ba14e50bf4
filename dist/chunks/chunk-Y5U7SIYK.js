#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  canonicalString,
  canonicalize
} from "./chunk-VME7LLZL.js";
import {
  ToolsealError
} from "./chunk-LQCK2QUO.js";

// src/core/surface.ts
import { createHash } from "node:crypto";
var SURFACE_FIELDS = ["annotations", "description", "execution", "inputSchema", "name", "outputSchema", "title"];
function sha256Digest(text) {
  return `sha256:${createHash("sha256").update(text, "utf8").digest("hex")}`;
}
function surfaceOf(tool) {
  const surface = /* @__PURE__ */ Object.create(null);
  for (const f of SURFACE_FIELDS) if (Object.hasOwn(tool, f)) surface[f] = tool[f];
  return surface;
}
function toolDigest(tool) {
  return sha256Digest(canonicalSurface(tool).text);
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
  const parts = [];
  for (const tool of tools) {
    const { text, fieldTexts } = canonicalSurface(tool);
    const entry = { digest: sha256Digest(text) };
    if (options.fields) {
      const fields = {};
      for (const [f, t] of fieldTexts) fields[f] = sha256Digest(t);
      entry.fields = fields;
    }
    parts.push({ name: tool.name, text, entry });
  }
  parts.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  let manifestText = "{";
  const map = /* @__PURE__ */ new Map();
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    manifestText += (i === 0 ? "" : ",") + canonicalString(p.name) + ":" + p.text;
    map.set(p.name, p.entry);
  }
  manifestText += "}";
  return { manifestDigest: sha256Digest(manifestText), manifestText, tools: map };
}
function canonicalSurface(tool) {
  const fieldTexts = [];
  let text = "{";
  for (const f of SURFACE_FIELDS) {
    if (!Object.hasOwn(tool, f)) continue;
    let t;
    try {
      t = canonicalize(tool[f]);
    } catch (e) {
      if (e instanceof ToolsealError) {
        throw new ToolsealError(e.code, `tool ${JSON.stringify(tool.name)}, field ${f}: ${e.message}`, { cause: e });
      }
      throw e;
    }
    text += (fieldTexts.length === 0 ? "" : ",") + `"${f}":` + t;
    fieldTexts.push([f, t]);
  }
  return { text: text + "}", fieldTexts };
}
function assertTools(tools, where = "tools") {
  if (!Array.isArray(tools)) throw new ToolsealError("MALFORMED_TOOL", `${where} is not an array`);
  const seen = /* @__PURE__ */ new Map();
  for (let i = 0; i < tools.length; i++) {
    const t = tools[i];
    if (typeof t !== "object" || t === null || Array.isArray(t)) {
      throw new ToolsealError("MALFORMED_TOOL", `${where}[${i}] is not an object`);
    }
    const name = t.name;
    if (typeof name !== "string" || name.length === 0) {
      throw new ToolsealError("MALFORMED_TOOL", `${where}[${i}] has no non-empty string name`);
    }
    const first = seen.get(name);
    if (first !== void 0) {
      throw new ToolsealError("DUPLICATE_TOOL_NAME", `${where}[${first}] and ${where}[${i}] are both named ${JSON.stringify(name)}`);
    }
    seen.set(name, i);
  }
}

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
  const bad = (what) => {
    throw new ToolsealError("INVALID_SNAPSHOT", `${source}: ${what}`);
  };
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) bad("not a JSON object");
  const s = doc;
  if (s.snapshotVersion !== 1) bad(`unsupported snapshotVersion ${JSON.stringify(s.snapshotVersion)} (expected 1)`);
  if (typeof s.server !== "string" || s.server === "") bad('"server" must be a non-empty string');
  if (!Array.isArray(s.tools)) bad('"tools" must be an array');
  if (typeof s.manifestDigest !== "string") bad('"manifestDigest" is missing');
  assertTools(s.tools, `${source}: tools`);
  const d = digestTools(s.tools);
  if (d.manifestDigest !== s.manifestDigest) {
    bad(`recorded manifestDigest ${String(s.manifestDigest)} is not the digest of its tools (${d.manifestDigest})`);
  }
}
function toolsFromDocument(doc, source) {
  if (Array.isArray(doc)) {
    assertTools(doc, `${source}: tools`);
    return { tools: doc };
  }
  if (isSnapshotDocument(doc)) {
    assertSnapshot(doc, source);
    return { tools: doc.tools, snapshot: doc };
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
  SURFACE_FIELDS,
  surfaceOf,
  toolDigest,
  fieldDigest,
  manifestOf,
  manifestDigest,
  digestTools,
  assertTools,
  buildSnapshot,
  toolDigestRecord,
  assertSnapshot,
  toolsFromDocument
};
