#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  SURFACE_FIELDS,
  assertSnapshot,
  assertTools,
  buildSnapshot,
  digestTools,
  fieldDigest,
  manifestDigest,
  manifestOf,
  surfaceOf,
  toolDigest,
  toolsFromDocument
} from "./chunks/chunk-Y5U7SIYK.js";
import {
  MAX_DEPTH,
  canonicalString,
  canonicalize,
  parseJsonStrict,
  readJsonFile
} from "./chunks/chunk-VME7LLZL.js";
import {
  ERROR_CODES,
  EXIT,
  ToolsealError,
  exitCodeOf,
  isToolsealError
} from "./chunks/chunk-LQCK2QUO.js";

// src/mcp/server-spec.ts
var DEFAULT_LIMITS = {
  timeoutMs: 6e4,
  maxPages: 1e3,
  maxBytes: 256 * 1024 * 1024
};

// src/mcp/take-snapshots.ts
function readSnapshotFile(file) {
  const doc = readJsonFile(file);
  assertSnapshot(doc, file);
  return doc;
}
async function takeSnapshots(spec, limits = DEFAULT_LIMITS) {
  void limits;
  if (spec.kind === "snapshot") {
    const snapshot = readSnapshotFile(spec.file);
    return [{ serverId: snapshot.server, snapshot }];
  }
  throw new ToolsealError("USAGE", `live servers (${spec.kind}) are not supported yet; pass --snapshot FILE`);
}
async function takeSnapshot(spec, limits = DEFAULT_LIMITS) {
  const outcomes = await takeSnapshots(spec, limits);
  if (outcomes.length !== 1) {
    throw new ToolsealError("USAGE", `expected one server, got ${outcomes.length}; name one with --server`);
  }
  const [o] = outcomes;
  if (o.error) throw o.error;
  return o.snapshot;
}
export {
  DEFAULT_LIMITS,
  ERROR_CODES,
  EXIT,
  MAX_DEPTH,
  SURFACE_FIELDS,
  ToolsealError,
  assertSnapshot,
  assertTools,
  buildSnapshot,
  canonicalString,
  canonicalize,
  digestTools,
  exitCodeOf,
  fieldDigest,
  isToolsealError,
  manifestDigest,
  manifestOf,
  parseJsonStrict,
  readSnapshotFile,
  surfaceOf,
  takeSnapshot,
  takeSnapshots,
  toolDigest,
  toolsFromDocument
};
