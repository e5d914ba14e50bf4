#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/mcp/server/protocol-versions.ts
var LEGACY_PROTOCOL = "2025-11-25";
var MODERN_PROTOCOL = "2026-07-28";
var PROTOCOL_CHOICES = ["auto", LEGACY_PROTOCOL, MODERN_PROTOCOL];
function isProtocolChoice(s) {
  return PROTOCOL_CHOICES.includes(s);
}

export {
  LEGACY_PROTOCOL,
  MODERN_PROTOCOL,
  PROTOCOL_CHOICES,
  isProtocolChoice
};
