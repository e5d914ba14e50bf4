#!/usr/bin/env node
import { createRequire as __toolsealCreateRequire } from 'node:module';
const require = __toolsealCreateRequire(import.meta.url);

// src/core/errors.ts
var EXIT = {
  OK: 0,
  CHECK_FAILED: 1,
  INVALID_INPUT: 2,
  PRIVILEGE_WIDENING: 3,
  SNAPSHOT_INCOMPLETE: 4
};
var ERROR_CODES = {
  // usage and input (2)
  USAGE: EXIT.INVALID_INPUT,
  IO_ERROR: EXIT.INVALID_INPUT,
  INVALID_JSON: EXIT.INVALID_INPUT,
  INVALID_INPUT: EXIT.INVALID_INPUT,
  NOT_CANONICALIZABLE: EXIT.INVALID_INPUT,
  DUPLICATE_JSON_MEMBER: EXIT.INVALID_INPUT,
  DUPLICATE_TOOL_NAME: EXIT.INVALID_INPUT,
  MALFORMED_TOOL: EXIT.INVALID_INPUT,
  INVALID_SNAPSHOT: EXIT.INVALID_INPUT,
  INVALID_CONFIG: EXIT.INVALID_INPUT,
  INVALID_LOCK: EXIT.INVALID_INPUT,
  INVALID_BUNDLE: EXIT.INVALID_INPUT,
  INVALID_STATEMENT_INPUT: EXIT.INVALID_INPUT,
  IDENTITY_TOKEN_MISSING: EXIT.INVALID_INPUT,
  // a check failed (1)
  SURFACE_CHANGED: EXIT.CHECK_FAILED,
  LOCK_WOULD_CHANGE: EXIT.CHECK_FAILED,
  SIGNATURE_INVALID: EXIT.CHECK_FAILED,
  UNTRUSTED_SIGNER: EXIT.CHECK_FAILED,
  ISSUER_MISMATCH: EXIT.CHECK_FAILED,
  NAMESPACE_MISMATCH: EXIT.CHECK_FAILED,
  STATEMENT_INVALID: EXIT.CHECK_FAILED,
  SERVER_NAME_MISMATCH: EXIT.CHECK_FAILED,
  REVISION_ROLLBACK: EXIT.CHECK_FAILED,
  DIGEST_MISMATCH: EXIT.CHECK_FAILED,
  SIGNING_FAILED: EXIT.CHECK_FAILED,
  GITHUB_API_ERROR: EXIT.CHECK_FAILED,
  // privilege widening (3)
  PRIVILEGE_WIDENING: EXIT.PRIVILEGE_WIDENING,
  // the server could not be snapshotted completely (4)
  SNAPSHOT_INCOMPLETE: EXIT.SNAPSHOT_INCOMPLETE
};
var ToolsealError = class extends Error {
  code;
  constructor(code, message, options) {
    super(oneLine(message), options);
    this.name = "ToolsealError";
    this.code = code;
  }
  get exitCode() {
    return ERROR_CODES[this.code];
  }
};
function isToolsealError(e, code) {
  return e instanceof ToolsealError && (code === void 0 || e.code === code);
}
function exitCodeOf(code) {
  return ERROR_CODES[code];
}
function oneLine(text) {
  return text.replace(/[\r\n\u2028\u2029]+/g, " ").trim();
}

export {
  EXIT,
  ERROR_CODES,
  ToolsealError,
  isToolsealError,
  exitCodeOf,
  oneLine
};
