import { type LiveServerSpec, type OAuthOptions } from '../server/server-spec.js';
/** The guard's option table: the options by which every command names a server, and the guard's own. */
export declare const GUARD_OPTIONS: {
    readonly lock: {
        readonly type: "string";
    };
    readonly 'on-change': {
        readonly type: "string";
    };
    readonly 'fail-on': {
        readonly type: "string";
    };
    readonly 'snapshot-dir': {
        readonly type: "string";
    };
    readonly 'round-inexact-numbers': {
        readonly type: "boolean";
    };
    readonly unpinned: {
        readonly type: "string";
    };
    readonly audit: {
        readonly type: "string";
    };
    readonly bundle: {
        readonly type: "string";
    };
    readonly 'certificate-identity': {
        readonly type: "string";
    };
    readonly 'certificate-identity-regexp': {
        readonly type: "string";
    };
    readonly 'certificate-oidc-issuer': {
        readonly type: "string";
    };
    readonly repo: {
        readonly type: "string";
    };
    readonly owner: {
        readonly type: "string";
    };
    readonly 'signer-workflow': {
        readonly type: "string";
    };
    readonly 'signer-ref': {
        readonly type: "string";
    };
    readonly 'source-repo': {
        readonly type: "string";
    };
    readonly 'allow-reusable-callers': {
        readonly type: "boolean";
    };
    readonly 'server-name': {
        readonly type: "string";
    };
    readonly 'trusted-root': {
        readonly type: "string";
    };
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
    readonly 'upgrade-bundle': {
        readonly type: "string";
        readonly multiple: true;
    };
    readonly 'upgrade-repo': {
        readonly type: "string";
    };
    readonly 'upgrade-registry': {
        readonly type: "string";
    };
    readonly offline: {
        readonly type: "boolean";
    };
};
/**
 * The member of a wrapped server entry that keeps what `wrap` replaced (src/guard/wrap-config.ts): the
 * original values of the keys it changed or removed (`type`, `command`, `args`, `url`, `headers`), so
 * `--undo` restores them exactly. A key the entry did not have is not in it. Its presence marks an entry
 * as wrapped; what the entry starts is read from its command line, and the two must agree.
 */
export declare const WRAPPED_KEY = "toolsealWrapped";
/** What a config entry's guard does, as its own command line says: read by doctor and trust. */
export interface GuardEntry {
    /** The command that runs toolseal, without `guard` and its arguments (`npx -y toolseal@1.2.3`). */
    launcher: {
        command: string;
        args: string[];
    };
    /** The entry as the host starts it (the guard's whole command line): what the package check reads (an unpinned toolseal is a finding too). */
    spec: Extract<LiveServerSpec, {
        kind: 'stdio';
    }>;
    /** `--lock` as written (relative to the folder the guard starts in), `--server-id`, `--on-change`, `--unpinned`. */
    lock?: string;
    serverId?: string;
    onChange?: string;
    unpinned?: string;
    /** The folder the host starts the guard in (the entry's `cwd`), when the config says, and the entry's `env` (the guard's). */
    cwd?: string;
    env?: Record<string, string>;
}
/** The words after `guard` when a command line runs toolseal's guard (`toolseal guard`, `node …/cli.js guard`, `npx toolseal@V guard`). */
export declare function guardWordsOf(command: string, args: readonly string[], depth?: number): readonly string[] | undefined;
export interface ReadThrough {
    /** The server behind the guard (or the entry's own, when it is not a guard). */
    spec: LiveServerSpec;
    /** The guard, when the entry starts one. */
    guard?: GuardEntry;
    /** The guard's `--oauth` options (a `--url` server). */
    oauth?: Partial<OAuthOptions>;
    /** One line for stderr: which server is read in place of the guard (names and the server's label only). */
    note?: string;
}
/**
 * A config entry read through its guard: the server behind `toolseal guard` when the entry starts one,
 * else the entry as read. `spec` is the entry as read (variables expanded), `entry` its raw value, `key`
 * its server id and `label` where it is (`FILE: server "KEY"`). A `toolsealWrapped` record that does not
 * name the server the guard starts, or a record on an entry that starts no guard, is `INVALID_CONFIG`.
 */
export declare function readThroughGuard(key: string, spec: LiveServerSpec, entry: unknown, label: string): ReadThrough;
