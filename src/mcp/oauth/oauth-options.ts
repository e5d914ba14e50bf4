// The parts of OAuth that every command's arguments need, without the MCP client: how to read
// `--oauth-open`, the defaults, the cached-token rule and the clock of approvals. (The flow itself, in
// oauth-session.ts, loads the SDK's client auth only when a live server is read.)
import { commandWords } from '../../core/origin/command-words.js';
import { OAuthCache, oauthCacheDir } from './oauth-cache.js';
import type { OAuthOptions } from '../server/server-spec.js';

/** The words of `--oauth-open CMD`: split on blanks, with '…' and "…" grouping (no shell, no expansion). */
export function openerWords(cmd: string): string[] {
  return commandWords(cmd, '--oauth-open');
}

/**
 * The platform's opener, as MCP hosts use it: `open` on macOS, `rundll32 url.dll,FileProtocolHandler` on
 * Windows (no shell: `start` would need cmd.exe and its quoting), `xdg-open` on Linux and the BSDs only
 * when there is a display to open a browser on. None otherwise: the URL is printed for the user.
 */
export function defaultOpener(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform): string[] | undefined {
  if (platform === 'darwin') return ['open'];
  if (platform === 'win32') return ['rundll32', 'url.dll,FileProtocolHandler'];
  return env.DISPLAY || env.WAYLAND_DISPLAY ? ['xdg-open'] : undefined;
}

/**
 * The OAuth settings of a server that was not asked to authorize: the tokens an earlier `--oauth` run
 * cached for it, if any (then used and refreshed, but no new authorization started), else none.
 */
export function cachedOAuth(url: string, settings: OAuthOptions): OAuthOptions | undefined {
  return OAuthCache.hasTokens(settings.cacheDir, url) ? { ...settings, cachedOnly: true } : undefined;
}

/**
 * OAuth settings when no argument gave any (a config entry's `oauth` block alone). In CI (`CI` set in
 * `env` or, for the actions, whose `env` holds only what `config-env` names, in the process's own) nobody
 * can approve in a browser: such an entry fails at once.
 */
export function defaultOAuthOptions(env: NodeJS.ProcessEnv): OAuthOptions {
  const ci = runsInCi(env) || runsInCi(process.env);
  return { cacheDir: oauthCacheDir(env), open: defaultOpener(env) ?? [], ...(ci ? { noUser: true } : {}) };
}

/**
 * Whether a command runs in CI, where nobody can approve in a browser: `CI` set (as every CI service sets
 * it), not empty and not `false` (`CI=false` is how a user says a shell is not CI).
 */
export function runsInCi(env: NodeJS.ProcessEnv): boolean {
  return env.CI !== undefined && env.CI !== '' && env.CI !== 'false';
}

/**
 * The time a command spent waiting for users to approve in a browser, overlapping waits counted once:
 * not the command's own time, so every deadline of the command moves later by it (also that of a server
 * whose turn comes after the approval of another).
 */
export class ApprovalWaits {
  private active = 0;
  private since = 0;
  private done = 0;

  begin(): void {
    if (this.active++ === 0) this.since = Date.now();
  }

  end(): void {
    if (--this.active === 0) this.done += Date.now() - this.since;
  }

  /** Milliseconds waited so far (a wait still going counts up to now). */
  total(): number {
    return this.done + (this.active > 0 ? Date.now() - this.since : 0);
  }
}

/**
 * Why `value` cannot be a Client ID Metadata Document URL (the client id itself), or undefined when it can:
 * https, with a path (not `/`), no userinfo, no fragment, no `.` or `..` segment (`%2e` as well), no blank
 * or control character. The text as written is checked, since URL parsing would resolve dot segments and
 * drop an empty fragment: an authorization server compares the client id as a string.
 */
export function clientMetadataUrlProblem(value: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- a blank or control character is what is looked for
  if (/[\u0000-\u0020\u007f-\u009f]/.test(value)) return 'holds a blank or a control character';
  if (!URL.canParse(value)) return 'is not a URL';
  const url = new URL(value);
  if (url.protocol !== 'https:') return 'is not https';
  if (url.username !== '' || url.password !== '' || /^https:\/\/[^/?#\\]*@/i.test(value)) return 'holds a user name or password';
  if (value.includes('#')) return 'has a fragment';
  // The path as written: after the authority, up to the query. A backslash separates segments as a slash does.
  const path = /^https:\/\/[^/?#\\]*([^?#]*)/i.exec(value)?.[1] ?? '';
  if (path === '' || path === '/') return 'has no path';
  const dots = path.split(/[/\\]/).some((s) => /^(\.|%2e){1,2}$/i.test(s));
  if (dots) return 'has a "." or ".." path segment';
  return undefined;
}

/** What a Client ID Metadata Document URL must be, as error messages say it (after the name of the option). */
export const CIMD_URL_RULE = 'must be an https URL with a path, without user name, fragment or "." and ".." segments';
