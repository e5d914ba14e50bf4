import type { NodeJS } from '../../external-types.js';
import type { OAuthClientInformationMixed, OAuthTokens } from '../../external-types.js';
/**
 * What one MCP server's OAuth left behind: the authorization server it was bound to, the client that
 * registered there (dynamic registration) and the tokens it granted.
 */
export interface OAuthCacheEntry {
    /** The authorization server that issued `client` and `tokens`. */
    issuer?: string;
    client?: OAuthClientInformationMixed;
    tokens?: OAuthTokens & {
        issuer?: string;
    };
}
/** `$XDG_CONFIG_HOME/toolseal/oauth` (default `~/.config/toolseal/oauth`). */
export declare function oauthCacheDir(env: NodeJS.ProcessEnv): string;
/**
 * The cached OAuth state of one MCP server, per authorization server, in a file only the user can read
 * (0600, in a 0700 folder), named by a digest of the server's URL (the URL itself may hold a key).
 * Every write replaces the file atomically, so runs in parallel never leave it half-written.
 */
export declare class OAuthCache {
    private readonly dir;
    private readonly resource;
    readonly file: string;
    private doc;
    constructor(dir: string, resource: string);
    /**
     * A folder that exists already must be the user's own, and is made 0700 if others could read or write
     * it (tokens planted or read by another user). One owned by another user, or not a folder, is refused.
     */
    private static secureDir;
    private static fileOf;
    /** Whether an earlier run cached tokens for this server. */
    static hasTokens(dir: string, resource: string): boolean;
    private read;
    /** The entry of the authorization server last used (or of `issuer`). */
    entry(issuer?: string): OAuthCacheEntry;
    /** Updates the entry of `issuer` (and makes it the current one), then writes the file. */
    update(issuer: string, change: (e: OAuthCacheEntry) => OAuthCacheEntry): void;
    /** Remembers the loopback port this server's authorization used. */
    rememberPort(port: number): void;
    /** The loopback port used last, if any. */
    get redirectPort(): number | undefined;
    /** Deletes the file: every token and client of this server is forgotten. True when there was one. */
    forget(): boolean;
    private write;
}
