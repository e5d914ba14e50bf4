#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/core/errors.ts
var EXIT = {
  OK: 0,
  CHECK_FAILED: 1,
  INVALID_INPUT: 2,
  PRIVILEGE_WIDENING: 3,
  SNAPSHOT_INCOMPLETE: 4
};
var EXIT_SEVERITY = [
  EXIT.PRIVILEGE_WIDENING,
  EXIT.SNAPSHOT_INCOMPLETE,
  EXIT.INVALID_INPUT,
  EXIT.CHECK_FAILED,
  EXIT.OK
];
function worstExitCode(codes) {
  let worst = EXIT.OK;
  for (const c of codes) if (EXIT_SEVERITY.indexOf(c) < EXIT_SEVERITY.indexOf(worst)) worst = c;
  return worst;
}
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
  DUPLICATE_PROMPT_NAME: EXIT.INVALID_INPUT,
  MALFORMED_PROMPT: EXIT.INVALID_INPUT,
  DUPLICATE_RESOURCE_TEMPLATE: EXIT.INVALID_INPUT,
  MALFORMED_RESOURCE_TEMPLATE: EXIT.INVALID_INPUT,
  INVALID_SNAPSHOT: EXIT.INVALID_INPUT,
  INVALID_CONFIG: EXIT.INVALID_INPUT,
  INVALID_LOCK: EXIT.INVALID_INPUT,
  INVALID_BUNDLE: EXIT.INVALID_INPUT,
  INVALID_TRUSTED_ROOT: EXIT.INVALID_INPUT,
  INVALID_STATEMENT_INPUT: EXIT.INVALID_INPUT,
  INVALID_SERVER_NAME: EXIT.INVALID_INPUT,
  /** A server's surface holds one of its own secret values (it echoes a token or an env value): nothing is written. */
  SECRET_IN_SURFACE: EXIT.INVALID_INPUT,
  IDENTITY_TOKEN_MISSING: EXIT.INVALID_INPUT,
  // a check failed (1)
  SURFACE_CHANGED: EXIT.CHECK_FAILED,
  NOT_PINNED: EXIT.CHECK_FAILED,
  /** The guard: a `tools/call` or `prompts/get` naming an entry the approved list does not hold. */
  NOT_LISTED: EXIT.CHECK_FAILED,
  LOCK_WOULD_CHANGE: EXIT.CHECK_FAILED,
  SIGNATURE_INVALID: EXIT.CHECK_FAILED,
  UNTRUSTED_SIGNER: EXIT.CHECK_FAILED,
  ISSUER_MISMATCH: EXIT.CHECK_FAILED,
  NAMESPACE_MISMATCH: EXIT.CHECK_FAILED,
  STATEMENT_INVALID: EXIT.CHECK_FAILED,
  SERVER_NAME_MISMATCH: EXIT.CHECK_FAILED,
  REVISION_ROLLBACK: EXIT.CHECK_FAILED,
  DIGEST_MISMATCH: EXIT.CHECK_FAILED,
  /** `verify --artifact`: the artifact is not a subject of the signed surface (or an npm tarball is not its integrity). */
  ARTIFACT_MISMATCH: EXIT.CHECK_FAILED,
  /** A configured server's launcher (`npx -y pkg`, `pkg@latest`, an image tag) names no exact version: blocked under `--on-change fail`. */
  UNPINNED_PACKAGE: EXIT.CHECK_FAILED,
  /** A configured server's command line cannot be read as the platform runs it (an unknown launcher option, a shell expansion where the package is named): warned, blocked under `--on-change fail`. */
  UNREADABLE_LAUNCHER: EXIT.CHECK_FAILED,
  NOT_SIGNED: EXIT.CHECK_FAILED,
  /** `--on-change signed`: a pinned surface changed and no verified statement makes the change a signed upgrade. */
  UNSIGNED_CHANGE: EXIT.CHECK_FAILED,
  SIGNING_FAILED: EXIT.CHECK_FAILED,
  GITHUB_API_ERROR: EXIT.CHECK_FAILED,
  COMMENT_NOT_PERMITTED: EXIT.CHECK_FAILED,
  // privilege widening (3)
  PRIVILEGE_WIDENING: EXIT.PRIVILEGE_WIDENING,
  // the server could not be snapshotted completely (4)
  SNAPSHOT_INCOMPLETE: EXIT.SNAPSHOT_INCOMPLETE,
  /** A server behind OAuth could not be authorized (not approved in time, denied, refused token). */
  OAUTH_FAILED: EXIT.SNAPSHOT_INCOMPLETE,
  /** `lock`: a server's listings differ between starts at values `--volatile` does not name (each such pointer is named). */
  VOLATILE_SURFACE: EXIT.SNAPSHOT_INCOMPLETE
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
function placedError(e, where) {
  return new ToolsealError(e.code, `${where}: ${e.message}`, { cause: e });
}
function isToolsealError(e, code) {
  return e instanceof ToolsealError && (code === void 0 || e.code === code);
}
function exitCodeOf(code) {
  return ERROR_CODES[code];
}
function oneLine(text) {
  return text.replace(/[\r\n\u2028\u2029]+/g, " ").trim();
}
var OS_ERROR_TEXT = {
  ENOENT: "no such file or directory",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EINVAL: "invalid argument",
  EISDIR: "is a folder, not a file",
  ENOTDIR: "a part of the path is not a folder",
  EEXIST: "already exists",
  ENOTEMPTY: "the folder is not empty",
  EROFS: "read-only file system",
  ENOSPC: "no space left on the device",
  EDQUOT: "disk quota exceeded",
  EMFILE: "too many open files",
  ENAMETOOLONG: "the name is too long",
  ELOOP: "too many symbolic links",
  EBUSY: "the file is busy",
  EPIPE: "the reader closed the pipe",
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset by the other side",
  ETIMEDOUT: "the connection timed out",
  ENOTFOUND: "no such host",
  EAI_AGAIN: "the host name could not be resolved (temporary failure)",
  EHOSTUNREACH: "the host is unreachable",
  ENETUNREACH: "the network is unreachable"
};
function osErrorText(e) {
  const err = e;
  const code = typeof err?.code === "string" ? err.code : void 0;
  if (code !== void 0) return Object.hasOwn(OS_ERROR_TEXT, code) ? OS_ERROR_TEXT[code] : code;
  return typeof err?.message === "string" ? err.message : String(e);
}
function messageBesideServer(serverId, message) {
  const lead = `server ${JSON.stringify(serverId)} (`;
  if (!message.startsWith(lead)) return message;
  let at = lead.length;
  if (message.startsWith('stdio server "', at)) {
    at += 'stdio server "'.length;
    while (at < message.length && message[at] !== '"') at += message[at] === "\\" ? 2 : 1;
    at++;
  } else if (message.startsWith("server ", at)) {
    while (at < message.length && message[at] !== ")") at++;
  } else return message;
  return message.startsWith("): ", at) ? `${message.slice(lead.length, at)}${message.slice(at + 1)}` : message;
}

export {
  EXIT,
  worstExitCode,
  ERROR_CODES,
  ToolsealError,
  placedError,
  isToolsealError,
  exitCodeOf,
  oneLine,
  osErrorText,
  messageBesideServer
};
