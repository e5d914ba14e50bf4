/**
 * Secret values (environment values, header values, tokens) must never reach an output, an error
 * message or a file. Messages that may quote foreign text (a server's error, an SDK error that echoes a
 * response body) pass through {@link redactSecrets} with every secret of the server being snapshotted.
 */
/** The secret values of a server's environment and headers, longest first (so a prefix does not win). */
export declare function secretValuesOf(...records: Array<Record<string, string> | undefined>): string[];
/**
 * Replaces every occurrence of a secret value with `***`: as written, and (for secrets of 6 characters or
 * more) percent-encoded, JSON-escaped or base64-encoded, as a server or an HTTP library may echo it.
 */
export declare function redactSecrets(text: string, secrets: readonly string[]): string;
