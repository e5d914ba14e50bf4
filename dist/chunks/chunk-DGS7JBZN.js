#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/core/origin/registry-fragment.ts
var PUBLISHER_META_KEY = "io.modelcontextprotocol.registry/publisher-provided";
var SURFACE_META_KEY = "dev.toolseal/surface";
var MAX_PUBLISHER_META_BYTES = 4096;
function isBundleUrl(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const local = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  return (url.protocol === "https:" || url.protocol === "http:" && local) && url.username === "" && url.password === "";
}
function registryFragmentText(meta) {
  const bundle = meta.bundle;
  if (!/^sha256:[0-9a-f]{64}$/.test(bundle)) {
    if (!isBundleUrl(bundle)) {
      throw new ToolsealError(
        "INVALID_INPUT",
        "the registry fragment's bundle must be an https URL without credentials, or sha256:<64 hex>"
      );
    }
  }
  const interop = meta.interop && {
    interop: {
      toolSetHash: meta.interop.toolSetHash,
      promptSetHash: meta.interop.promptSetHash,
      instructionsHash: meta.interop.instructionsHash
    }
  };
  const publisherProvided = { [SURFACE_META_KEY]: { manifestDigest: meta.manifestDigest, revision: meta.revision, bundle, ...interop } };
  const size = Buffer.byteLength(JSON.stringify(publisherProvided), "utf8");
  if (size > MAX_PUBLISHER_META_BYTES) {
    throw new ToolsealError(
      "INVALID_INPUT",
      `the registry fragment's publisher-provided data is ${size} bytes; the registry takes at most ${MAX_PUBLISHER_META_BYTES}`
    );
  }
  return JSON.stringify({ _meta: { [PUBLISHER_META_KEY]: publisherProvided } }, null, 2) + "\n";
}

export {
  PUBLISHER_META_KEY,
  SURFACE_META_KEY,
  MAX_PUBLISHER_META_BYTES,
  isBundleUrl,
  registryFragmentText
};
