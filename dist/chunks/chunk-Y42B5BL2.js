#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);
import {
  writeFileAtomic
} from "./chunk-QQZW3NA6.js";

// src/mcp/snapshot-file.ts
function snapshotText(s) {
  const ordered = {
    snapshotVersion: s.snapshotVersion,
    server: s.server,
    capturedAt: s.capturedAt,
    transport: s.transport,
    protocolVersion: s.protocolVersion,
    serverInfo: s.serverInfo,
    pages: s.pages,
    tools: s.tools,
    manifestDigest: s.manifestDigest,
    toolDigests: s.toolDigests
  };
  return JSON.stringify(ordered, null, 2) + "\n";
}
function writeSnapshotFile(path, s) {
  writeFileAtomic(path, snapshotText(s));
}

export {
  snapshotText,
  writeSnapshotFile
};
