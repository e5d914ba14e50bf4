#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  ToolsealError,
  canonicalString,
  canonicalize
} from "./chunk-RV2GY3DS.js";

// src/core/surface.ts
import { createHash, hash } from "node:crypto";
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
    const bytes = Buffer.from(text, "utf8");
    const entry = { digest: sha256Bytes(bytes) };
    if (options.fields) {
      const fields = {};
      for (const [f, t] of fieldTexts) fields[f] = sha256Digest(t);
      entry.fields = fields;
    }
    parts.push({ name: tool.name, text, bytes, entry });
  }
  parts.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const hash2 = createHash("sha256");
  const map = /* @__PURE__ */ new Map();
  const keys = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    const key = (i === 0 ? "{" : ",") + canonicalString(p.name) + ":";
    keys.push(key);
    hash2.update(key, "utf8").update(p.bytes);
    map.set(p.name, p.entry);
  }
  hash2.update(parts.length === 0 ? "{}" : "}", "utf8");
  const digest = `sha256:${hash2.digest("hex")}`;
  let manifestText;
  return {
    manifestDigest: digest,
    get manifestText() {
      if (manifestText === void 0) {
        manifestText = parts.length === 0 ? "{}" : parts.map((p, i) => keys[i] + p.text).join("") + "}";
      }
      return manifestText;
    },
    tools: map
  };
}
function sha256Bytes(bytes) {
  return `sha256:${hash("sha256", bytes, "hex")}`;
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
    const name = Object.hasOwn(t, "name") ? t.name : void 0;
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

export {
  SURFACE_FIELDS,
  sha256Digest,
  surfaceOf,
  toolDigest,
  fieldDigest,
  manifestOf,
  manifestDigest,
  digestTools,
  assertTools
};
