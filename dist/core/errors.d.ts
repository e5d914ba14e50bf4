/**
 * Exit codes of the command line and the actions (docs/formats.md). The one place they are defined.
 */
export declare const EXIT: {
    readonly OK: 0;
    readonly CHECK_FAILED: 1;
    readonly INVALID_INPUT: 2;
    readonly PRIVILEGE_WIDENING: 3;
    readonly SNAPSHOT_INCOMPLETE: 4;
};
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
/** The most severe of several exit codes (0 for none). */
export declare function worstExitCode(codes: Iterable<ExitCode>): ExitCode;
/**
 * Every error code toolseal raises, with the exit code it maps to. Add a code here, nowhere else.
 */
export declare const ERROR_CODES: {
    readonly USAGE: 2;
    readonly IO_ERROR: 2;
    readonly INVALID_JSON: 2;
    readonly INVALID_INPUT: 2;
    readonly NOT_CANONICALIZABLE: 2;
    readonly DUPLICATE_JSON_MEMBER: 2;
    readonly DUPLICATE_TOOL_NAME: 2;
    readonly MALFORMED_TOOL: 2;
    readonly DUPLICATE_PROMPT_NAME: 2;
    readonly MALFORMED_PROMPT: 2;
    readonly DUPLICATE_RESOURCE_TEMPLATE: 2;
    readonly MALFORMED_RESOURCE_TEMPLATE: 2;
    readonly INVALID_SNAPSHOT: 2;
    readonly INVALID_CONFIG: 2;
    readonly INVALID_LOCK: 2;
    readonly INVALID_BUNDLE: 2;
    readonly INVALID_TRUSTED_ROOT: 2;
    readonly INVALID_STATEMENT_INPUT: 2;
    readonly INVALID_SERVER_NAME: 2;
    /** A server's surface holds one of its own secret values (it echoes a token or an env value): nothing is written. */
    readonly SECRET_IN_SURFACE: 2;
    readonly IDENTITY_TOKEN_MISSING: 2;
    readonly SURFACE_CHANGED: 1;
    readonly NOT_PINNED: 1;
    /** The guard: a `tools/call` or `prompts/get` naming an entry the approved list does not hold. */
    readonly NOT_LISTED: 1;
    readonly LOCK_WOULD_CHANGE: 1;
    readonly SIGNATURE_INVALID: 1;
    readonly UNTRUSTED_SIGNER: 1;
    readonly ISSUER_MISMATCH: 1;
    readonly NAMESPACE_MISMATCH: 1;
    readonly STATEMENT_INVALID: 1;
    readonly SERVER_NAME_MISMATCH: 1;
    readonly REVISION_ROLLBACK: 1;
    readonly DIGEST_MISMATCH: 1;
    /** `verify --artifact`: the artifact is not a subject of the signed surface (or an npm tarball is not its integrity). */
    readonly ARTIFACT_MISMATCH: 1;
    /** A configured server's launcher (`npx -y pkg`, `pkg@latest`, an image tag) names no exact version: blocked under `--on-change fail`. */
    readonly UNPINNED_PACKAGE: 1;
    /** A configured server's command line cannot be read as the platform runs it (an unknown launcher option, a shell expansion where the package is named): warned, blocked under `--on-change fail`. */
    readonly UNREADABLE_LAUNCHER: 1;
    readonly NOT_SIGNED: 1;
    /** `--on-change signed`: a pinned surface changed and no verified statement makes the change a signed upgrade. */
    readonly UNSIGNED_CHANGE: 1;
    readonly SIGNING_FAILED: 1;
    readonly GITHUB_API_ERROR: 1;
    readonly COMMENT_NOT_PERMITTED: 1;
    readonly PRIVILEGE_WIDENING: 3;
    readonly SNAPSHOT_INCOMPLETE: 4;
    /** A server behind OAuth could not be authorized (not approved in time, denied, refused token). */
    readonly OAUTH_FAILED: 4;
    /** `lock`: a server's listings differ between starts at values `--volatile` does not name (each such pointer is named). */
    readonly VOLATILE_SURFACE: 4;
};
export type ErrorCode = keyof typeof ERROR_CODES;
/**
 * The one error class of toolseal: a string code, a one-line message that says what and where,
 * and the original error (from sigstore-js, the MCP SDK, the file system) as `cause`.
 */
export declare class ToolsealError extends Error {
    readonly code: ErrorCode;
    constructor(code: ErrorCode, message: string, options?: {
        cause?: unknown;
    });
    get exitCode(): ExitCode;
}
/** The same refusal said of a place: `<where>: <message>`, its code and cause kept. */
export declare function placedError(e: ToolsealError, where: string): ToolsealError;
export declare function isToolsealError(e: unknown, code?: ErrorCode): e is ToolsealError;
/** The exit code an error code maps to. */
export declare function exitCodeOf(code: ErrorCode): ExitCode;
/** Messages are one line: newlines in foreign text (a server's error, a path) must not split a log line. */
export declare function oneLine(text: string): string;
/**
 * A system error (from node:fs, child_process, a socket) as words: the text for its code, else the code,
 * else the message. A path or value in the message is the caller's to add, so none is repeated here.
 */
export declare function osErrorText(e: unknown): string;
/**
 * A server's error message for a line that names the server already (`server "x": not snapshotted: …`):
 * a message that opens by naming that same server, `server "x" (stdio server "y"): …`, keeps only what
 * its parentheses add, `stdio server "y": …`, so the line does not name the server twice. Any other
 * message is as it is.
 */
export declare function messageBesideServer(serverId: string, message: string): string;
