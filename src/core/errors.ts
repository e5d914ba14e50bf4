/**
 * Exit codes of the command line and the actions (docs/formats.md). The one place they are defined.
 */
export const EXIT = {
  OK: 0,
  CHECK_FAILED: 1,
  INVALID_INPUT: 2,
  PRIVILEGE_WIDENING: 3,
  SNAPSHOT_INCOMPLETE: 4,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * When one run has several outcomes (`--config --all`), the one that decides the exit code: a widening,
 * then a server that could not be snapshotted, then invalid input, then a failed check.
 */
const EXIT_SEVERITY: readonly ExitCode[] = [
  EXIT.PRIVILEGE_WIDENING,
  EXIT.SNAPSHOT_INCOMPLETE,
  EXIT.INVALID_INPUT,
  EXIT.CHECK_FAILED,
  EXIT.OK,
];

/** The most severe of several exit codes (0 for none). */
export function worstExitCode(codes: Iterable<ExitCode>): ExitCode {
  let worst: ExitCode = EXIT.OK;
  for (const c of codes) if (EXIT_SEVERITY.indexOf(c) < EXIT_SEVERITY.indexOf(worst)) worst = c;
  return worst;
}

/**
 * Every error code toolseal raises, with the exit code it maps to. Add a code here, nowhere else.
 */
export const ERROR_CODES = {
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
  VOLATILE_SURFACE: EXIT.SNAPSHOT_INCOMPLETE,
} as const satisfies Record<string, ExitCode>;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * The one error class of toolseal: a string code, a one-line message that says what and where,
 * and the original error (from sigstore-js, the MCP SDK, the file system) as `cause`.
 */
export class ToolsealError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(oneLine(message), options);
    this.name = 'ToolsealError';
    this.code = code;
  }

  get exitCode(): ExitCode {
    return ERROR_CODES[this.code];
  }
}

/** The same refusal said of a place: `<where>: <message>`, its code and cause kept. */
export function placedError(e: ToolsealError, where: string): ToolsealError {
  return new ToolsealError(e.code, `${where}: ${e.message}`, { cause: e });
}

export function isToolsealError(e: unknown, code?: ErrorCode): e is ToolsealError {
  return e instanceof ToolsealError && (code === undefined || e.code === code);
}

/** The exit code an error code maps to. */
export function exitCodeOf(code: ErrorCode): ExitCode {
  return ERROR_CODES[code];
}

/** Messages are one line: newlines in foreign text (a server's error, a path) must not split a log line. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

/** What the system's error codes mean, in the words a user reads (`no such file or directory`, not `ENOENT`). */
const OS_ERROR_TEXT: Record<string, string> = {
  ENOENT: 'no such file or directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EINVAL: 'invalid argument',
  EISDIR: 'is a folder, not a file',
  ENOTDIR: 'a part of the path is not a folder',
  EEXIST: 'already exists',
  ENOTEMPTY: 'the folder is not empty',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EMFILE: 'too many open files',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'too many symbolic links',
  EBUSY: 'the file is busy',
  EPIPE: 'the reader closed the pipe',
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset by the other side',
  ETIMEDOUT: 'the connection timed out',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be resolved (temporary failure)',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
};

/**
 * A system error (from node:fs, child_process, a socket) as words: the text for its code, else the code,
 * else the message. A path or value in the message is the caller's to add, so none is repeated here.
 */
export function osErrorText(e: unknown): string {
  const err = e as { code?: unknown; message?: unknown } | null | undefined;
  const code = typeof err?.code === 'string' ? err.code : undefined;
  if (code !== undefined) return Object.hasOwn(OS_ERROR_TEXT, code) ? OS_ERROR_TEXT[code]! : code;
  return typeof err?.message === 'string' ? err.message : String(e);
}

/**
 * A server's error message for a line that names the server already (`server "x": not snapshotted: …`):
 * a message that opens by naming that same server, `server "x" (stdio server "y"): …`, keeps only what
 * its parentheses add, `stdio server "y": …`, so the line does not name the server twice. Any other
 * message is as it is.
 */
export function messageBesideServer(serverId: string, message: string): string {
  const lead = `server ${JSON.stringify(serverId)} (`;
  if (!message.startsWith(lead)) return message;
  let at = lead.length;
  // The label in the parentheses: `stdio server "<JSON string>"` or `server <URL origin>` (no parenthesis).
  if (message.startsWith('stdio server "', at)) {
    at += 'stdio server "'.length;
    while (at < message.length && message[at] !== '"') at += message[at] === '\\' ? 2 : 1;
    at++;
  } else if (message.startsWith('server ', at)) {
    while (at < message.length && message[at] !== ')') at++;
  } else return message;
  return message.startsWith('): ', at) ? `${message.slice(lead.length, at)}${message.slice(at + 1)}` : message;
}
