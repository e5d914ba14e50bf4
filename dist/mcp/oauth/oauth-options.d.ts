import type { NodeJS } from '../../external-types.js';
import type { OAuthOptions } from '../server/server-spec.js';
/** The words of `--oauth-open CMD`: split on blanks, with '…' and "…" grouping (no shell, no expansion). */
export declare function openerWords(cmd: string): string[];
/**
 * The platform's opener, as MCP hosts use it: `open` on macOS, `rundll32 url.dll,FileProtocolHandler` on
 * Windows (no shell: `start` would need cmd.exe and its quoting), `xdg-open` on Linux and the BSDs only
 * when there is a display to open a browser on. None otherwise: the URL is printed for the user.
 */
export declare function defaultOpener(env: NodeJS.ProcessEnv, platform?: NodeJS.Platform): string[] | undefined;
/**
 * The OAuth settings of a server that was not asked to authorize: the tokens an earlier `--oauth` run
 * cached for it, if any (then used and refreshed, but no new authorization started), else none.
 */
export declare function cachedOAuth(url: string, settings: OAuthOptions): OAuthOptions | undefined;
/**
 * OAuth settings when no argument gave any (a config entry's `oauth` block alone). In CI (`CI` set in
 * `env` or, for the actions, whose `env` holds only what `config-env` names, in the process's own) nobody
 * can approve in a browser: such an entry fails at once.
 */
export declare function defaultOAuthOptions(env: NodeJS.ProcessEnv): OAuthOptions;
/**
 * Whether a command runs in CI, where nobody can approve in a browser: `CI` set (as every CI service sets
 * it), not empty and not `false` (`CI=false` is how a user says a shell is not CI).
 */
export declare function runsInCi(env: NodeJS.ProcessEnv): boolean;
/**
 * The time a command spent waiting for users to approve in a browser, overlapping waits counted once:
 * not the command's own time, so every deadline of the command moves later by it (also that of a server
 * whose turn comes after the approval of another).
 */
export declare class ApprovalWaits {
    private active;
    private since;
    private done;
    begin(): void;
    end(): void;
    /** Milliseconds waited so far (a wait still going counts up to now). */
    total(): number;
}
/**
 * Why `value` cannot be a Client ID Metadata Document URL (the client id itself), or undefined when it can:
 * https, with a path (not `/`), no userinfo, no fragment, no `.` or `..` segment (`%2e` as well), no blank
 * or control character. The text as written is checked, since URL parsing would resolve dot segments and
 * drop an empty fragment: an authorization server compares the client id as a string.
 */
export declare function clientMetadataUrlProblem(value: string): string | undefined;
/** What a Client ID Metadata Document URL must be, as error messages say it (after the name of the option). */
export declare const CIMD_URL_RULE = "must be an https URL with a path, without user name, fragment or \".\" and \"..\" segments";
