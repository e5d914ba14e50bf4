/**
 * Secret values (environment values, header values, tokens) must never reach an output, an error
 * message or a file. Messages that may quote foreign text (a server's error, an SDK error that echoes a
 * response body) pass through {@link redactSecrets} with every secret of the server being snapshotted.
 */
import type { ServerSpec } from './server-spec.js';
type LiveSpec = Extract<ServerSpec, {
    kind: 'stdio';
} | {
    kind: 'url';
}>;
/**
 * The secret values of one server, decided by one rule (see {@link serverSecrets}) for every command that
 * talks to it. `known` are values the server was given as secrets: none may appear in any output, and a
 * file whose text holds one is not written. `values` adds the parts of its command line that may be
 * secrets (long arguments, a URL's long path segments): redacted from messages, never a reason to refuse.
 * Both stay longest first (a secret that contains another is replaced whole) and grow in place as OAuth
 * learns tokens, so every holder of the arrays sees them. `masked` is what a log masker (the Actions
 * runner's `add-mask`) hides: `known`, every environment value, and the values a stdio server's arguments
 * set (`--key=VALUE`, a URL's query values); narrower than `values`, since masking every long argument
 * would also hide package names and paths from the log.
 */
export declare class ServerSecrets {
    readonly known: string[];
    readonly values: string[];
    readonly masked: string[];
    /**
     * `values` but the parts of the command line (see {@link argumentGuesses}): what a server's label hides.
     * Hiding the arguments too would hide a script path's own file name. Taken when the secrets are decided.
     */
    withoutArguments: readonly string[];
    /** Adds a secret value (ignored under {@link MIN_SECRET_LENGTH} characters). */
    add(value: string | undefined): void;
    private mask;
    /** Adds a value that may be a secret: redacted, but never refused. */
    guess(value: string, min?: number): void;
    /** An environment value (or one a `${VAR}` expanded): a secret, but a plain word or number (`production`) is only redacted. */
    private addEnvValue;
    /**
     * A header value: whole, and each of its words but a leading scheme (`Bearer TOKEN`: the token alone may
     * be echoed; "Bearer" is no secret), and a Basic credential decoded.
     */
    private addHeader;
    /** Every secret value, redacted from `text` in each spelling (see {@link redactSecrets}). */
    redact(text: string): string;
    /**
     * A JSON value (an audit event) with every secret redacted from each of its strings and member names:
     * its shape stays, so it is still the same kind of record. Past {@link MAX_REDACTED_DEPTH} levels a value is
     * left out (`null`).
     */
    redactValue(value: unknown, depth?: number): unknown;
    /** Whether `text` holds one of the known secrets, in any spelling {@link redactSecrets} finds. */
    foundIn(text: string): boolean;
    /**
     * Decides them for a live server:
     * - stdio: each `env` value (its words are guessed too), each value a config file's `${VAR}` put into the
     *   entry (`secrets`), but a plain lower-case word or number, which is only redacted (see `PLAIN_VALUE`);
     *   each argument is guessed (see {@link argumentGuesses});
     * - URL: each header value (but `Accept`, `Content-Type`, `User-Agent`, `MCP-Protocol-Version`: guessed),
     *   each of its words and a Basic credential decoded; the URL's userinfo and
     *   query values; each value a config file's `${VAR}` put into the URL; OAuth's client secret (tokens
     *   are added as the OAuth session learns them); long path segments of the URL are guessed.
     * With `withArguments: false` the arguments are left out (naming the server: a script path would hide its own name).
     */
    static of(spec: LiveSpec, options?: {
        withArguments?: boolean;
    }): ServerSecrets;
}
/** The one function that decides a server's secret values (see {@link ServerSecrets.of}). */
export declare function serverSecrets(spec: LiveSpec, options?: {
    withArguments?: boolean;
}): ServerSecrets;
/** Parts of a URL that may be secrets, to redact from foreign error text: userinfo, query values, long path segments. */
export declare function urlSecrets(url: string): string[];
/**
 * Replaces every occurrence of a secret value with `***`: as written, and (for secrets of 6 characters or
 * more) percent-encoded, JSON-escaped or base64-encoded, as a server or an HTTP library may echo it.
 */
export declare function redactSecrets(text: string, secrets: readonly string[]): string;
/** Whether `text` holds one of `secrets` in a spelling {@link redactSecrets} finds. */
export declare function holdsSecret(text: string, secrets: readonly string[]): boolean;
export {};
