import type { NodeJS } from '../../external-types.js';
import type { ProtocolChoice } from './protocol-versions.js';
import type { NumberReading } from '../../core/json/strict-reader.js';
/** Where a server's tool surface comes from: a live server (three ways to reach it) or a snapshot file. */
export type ServerSpec = {
    kind: 'stdio';
    command: string;
    args: string[];
    /** Extra environment for the child (values never logged or written). */
    env?: Record<string, string>;
    cwd?: string;
    serverId?: string;
    /** Other secret values to keep out of messages (a config file's `${VAR}` values in `command`, `args`, `cwd`). */
    secrets?: string[];
    /** `--protocol`: the MCP era to speak (default `auto`: `initialize`, then 2026-07-28 if the server asks for it). */
    protocol?: ProtocolChoice;
    /** `--client-capabilities`: the capabilities declared to the server, sorted names (default none). */
    clientCapabilities?: string[];
} | {
    kind: 'url';
    url: string;
    transport: 'auto' | 'http' | 'sse';
    /** Request headers, e.g. Authorization (values never logged or written). */
    headers?: Record<string, string>;
    serverId?: string;
    /** Other secret values to keep out of messages (a config file's `${VAR}` values in the URL). */
    secrets?: string[];
    /** Authorize with OAuth when the server asks for it (401 with resource metadata). */
    oauth?: OAuthOptions;
    /** `--protocol`: the MCP era to speak (default `auto`: probe `server/discover`, fall back to `initialize`). */
    protocol?: ProtocolChoice;
    /** `--client-capabilities`: the capabilities declared to the server, sorted names (default none). */
    clientCapabilities?: string[];
} | {
    kind: 'config';
    file: string;
    server?: string;
    all?: boolean;
    /**
     * The environment its `${VAR}` / `${env:VAR}` expand from (default: the process's). The actions pass
     * only the variables their `config-env` input names: a config file from a pull request must not be
     * able to send the job's secrets to a server it names.
     */
    env?: NodeJS.ProcessEnv;
    /** OAuth settings for the HTTP entries that use it: each entry with an `oauth` block, or all with `oauthForAll`. */
    oauth?: OAuthOptions;
    /** `--oauth`: every HTTP entry authorizes when its server asks. */
    oauthForAll?: boolean;
    /** Variables set in the job but left out of `env` (not in `config-env`): named, never read, in an error. */
    envWithheld?: ReadonlySet<string>;
    /** `--client-capabilities`: declared to each configured server (sorted names; default none). */
    clientCapabilities?: string[];
    /** `--input ID=VALUE`: the values of VS Code's `${input:ID}` prompts (secrets). */
    inputs?: ReadonlyMap<string, string>;
    /** Where a command says which server it reads in place of a `toolseal guard` entry (one line each, no newline). */
    notice?: (line: string) => void;
} | {
    kind: 'snapshot';
    file: string;
};
/** A server toolseal talks to: started over stdio, or reached at a URL. */
export type LiveServerSpec = Extract<ServerSpec, {
    kind: 'stdio';
} | {
    kind: 'url';
}>;
/** `--transport` (the CLI) or `server-transport` (the actions): `auto`, `http` or `sse`, else `USAGE` naming the option. */
export declare function parseTransport(value: string, option: string): 'auto' | 'http' | 'sse';
/**
 * Which servers of a config file: one by name or all of them, not neither and not both (`USAGE`). The
 * CLI's `--config` arguments and the library's `takeSnapshots` ask this one rule.
 */
export declare function assertConfigChoice(choice: {
    server?: string;
    all?: boolean;
}): void;
/**
 * Whether request headers carry an `Authorization` header (field names are case-insensitive). Such a header
 * decides how a server is authorized: OAuth is then neither asked for nor taken from the token cache.
 */
export declare function hasAuthorizationHeader(headers: Readonly<Record<string, string>> | undefined): boolean;
/**
 * How to authorize with a remote server behind OAuth (the MCP authorization flow). Client secrets are
 * secrets: never logged or written, and not cached (only a client registered dynamically is).
 */
export interface OAuthOptions {
    /** A client registered beforehand; else the client registers itself (dynamic registration) or uses `clientMetadataUrl`. */
    clientId?: string;
    clientSecret?: string;
    /** An HTTPS URL of this client's metadata document, used as its client id where the server supports it. */
    clientMetadataUrl?: string;
    /** The client credentials grant (no browser, no user; for CI): needs `clientId` and `clientSecret`. */
    clientCredentials?: boolean;
    /** Scopes to ask for when the server names none (it names them in `WWW-Authenticate` or `scopes_supported`). */
    scope?: string;
    /** The browser opener's words (the URL is appended); empty: none, the URL is only printed. */
    open?: string[];
    /** The loopback redirect listener's port (default: the one used last for this server, else a free one). */
    redirectPort?: number;
    /**
     * Without `--oauth`: use the tokens an earlier `--oauth` run cached (refreshing them as needed), but
     * start no new authorization.
     */
    cachedOnly?: boolean;
    /** Nobody can approve in a browser here (CI without an opener): fail at once instead of waiting. */
    noUser?: boolean;
    /** How long to wait for the user's approval in the browser, apart from the snapshot's own timeout. */
    authorizationTimeoutMs?: number;
    /** The token cache folder (`$XDG_CONFIG_HOME/toolseal/oauth`). */
    cacheDir: string;
    /** Where the authorization URL is printed for the user (default: the process's stderr). */
    notify?: (line: string) => void;
}
/** The wait for a user's approval in the browser when `--oauth-timeout` is not given. */
export declare const DEFAULT_AUTHORIZATION_TIMEOUT_MS = 300000;
/** Bounds on one snapshot; exceeding any of them is `SNAPSHOT_INCOMPLETE`. */
export interface SnapshotLimits {
    /**
     * Milliseconds for the whole snapshot: connection, every page, parsing, digesting and closing the
     * server (its grace periods included).
     */
    timeoutMs: number;
    /**
     * When the command started (`Date.now()`), if the timeout counts from there rather than from when this
     * snapshot started: a command's `--timeout` bounds it from start to exit, every server of `--all` included.
     */
    startedAt?: number;
    maxPages: number;
    /** All pages together, as bytes on the wire. */
    maxBytes: number;
    /** Tools in all pages together; checked as each page arrives, before anything is digested. */
    maxTools: number;
    /** `--verbose`: each line a stdio server writes on stderr, already escaped and with its secrets redacted. */
    onServerStderr?: (label: string, line: string) => void;
    /** A terminal's progress line: called each second from the first second on, then once with `done`. */
    onProgress?: (label: string, tools: number, bytes: number, done: boolean) => void;
    /**
     * `rounded` (`--round-inexact-numbers`): a number in the server's messages a double cannot hold exactly
     * (an int64 bound) is read as the nearest double; default: refused, naming its place and that flag.
     */
    numbers?: NumberReading;
}
export declare const DEFAULT_LIMITS: SnapshotLimits;
/** The longest timeout a Node timer can hold (2^31 − 1 ms, about 24.8 days); beyond it, timers fire at once. */
export declare const MAX_TIMEOUT_MS: number;
/** The limits as the CLI's options and the actions' inputs give them: text, each optional. */
export interface LimitTexts {
    /** Seconds. */
    timeout?: string;
    maxPages?: string;
    maxBytes?: string;
    maxTools?: string;
}
/**
 * Reads limits given as text (`--timeout 30`, an action's `timeout` input), the defaults for those not
 * given. A value that is not a positive number, or a timeout beyond what a timer can hold, is `USAGE`
 * (exit 2). `names` says how each is called where it was given (`--timeout` or `timeout`).
 */
export declare function limitsFromTexts(texts: LimitTexts, names: Record<keyof LimitTexts, string>, startedAt?: number): SnapshotLimits;
/** Parses `--header "K: V"` values; a malformed one is named by its position only (values may be secrets). */
export declare function parseHeaders(values: string[]): Record<string, string>;
/**
 * Refuses a server URL that is not http(s) (`USAGE`, exit 2: invalid input, not a server that failed).
 * The URL is not echoed: its path or query may hold a key.
 */
export declare function assertServerUrl(url: string, what: string): void;
/** The options by which every command names a server (`SERVER` in each command's help), plus the snapshot bounds. */
export declare const SERVER_OPTIONS: {
    readonly verbose: {
        readonly type: "boolean";
    };
    readonly snapshot: {
        readonly type: "string";
    };
    readonly url: {
        readonly type: "string";
    };
    readonly transport: {
        readonly type: "string";
    };
    readonly protocol: {
        readonly type: "string";
    };
    readonly 'client-capabilities': {
        readonly type: "string";
    };
    readonly header: {
        readonly type: "string";
        readonly multiple: true;
    };
    readonly env: {
        readonly type: "string";
        readonly multiple: true;
    };
    readonly cwd: {
        readonly type: "string";
    };
    readonly config: {
        readonly type: "string";
    };
    readonly input: {
        readonly type: "string";
        readonly multiple: true;
    };
    readonly server: {
        readonly type: "string";
    };
    readonly all: {
        readonly type: "boolean";
    };
    readonly 'server-id': {
        readonly type: "string";
    };
    readonly timeout: {
        readonly type: "string";
    };
    readonly 'max-pages': {
        readonly type: "string";
    };
    readonly 'max-bytes': {
        readonly type: "string";
    };
    readonly 'max-tools': {
        readonly type: "string";
    };
    readonly oauth: {
        readonly type: "boolean";
    };
    readonly 'oauth-client-id': {
        readonly type: "string";
    };
    readonly 'oauth-client-secret': {
        readonly type: "string";
    };
    readonly 'oauth-client-credentials': {
        readonly type: "boolean";
    };
    readonly 'oauth-client-metadata-url': {
        readonly type: "string";
    };
    readonly 'oauth-scope': {
        readonly type: "string";
    };
    readonly 'oauth-open': {
        readonly type: "string";
    };
    readonly 'oauth-redirect-port': {
        readonly type: "string";
    };
    readonly 'oauth-timeout': {
        readonly type: "string";
    };
    readonly 'oauth-logout': {
        readonly type: "boolean";
    };
};
