import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ToolsealError } from '../../core/errors.js';
import { escapeForTerminal } from '../../core/text/terminal-text.js';
import { errorText } from '../transport/connection.js';
import { fetchFollowingWithinOrigin } from '../transport/endpoint-redirects.js';
import { LoopbackRedirect, openUrl } from './oauth-browser.js';
import { OAuthCache } from './oauth-cache.js';
import { checkAuthorizationResponseIssuer } from './oauth-metadata.js';
import { CIMD_URL_RULE, clientMetadataUrlProblem, type ApprovalWaits } from './oauth-options.js';
import { ToolsealOAuthProvider } from './oauth-provider.js';
import type { LabelAndSecrets } from '../server/server-session.js';
import { DEFAULT_AUTHORIZATION_TIMEOUT_MS, type OAuthOptions } from '../server/server-spec.js';

/** What the code exchange (metadata, token) may receive in all: far more than any token response. */
const MAX_EXCHANGE_BYTES = 1024 * 1024;

/**
 * A fetch for the code exchange, outside a snapshot's wire tap: bounded in time (what is left of
 * `--timeout`) and in the bytes it reads, all responses together, and following redirects within the
 * origin of each request only.
 */
function boundedFetch(timeoutMs: number, maxBytes: number, label: string): FetchLike {
  const deadline = AbortSignal.timeout(Math.max(1, timeoutMs));
  let bytes = 0;
  return async (url, init) => {
    // Redirects are followed within the URL's origin only: a token request carries the client's secret
    // (in its body or its Authorization header), which a 307 to another origin would send along.
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    const response = await fetchFollowingWithinOrigin(url, { ...init, signal }, label, 'OAUTH_FAILED');
    if (!response.body) return response;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          bytes += chunk.byteLength;
          if (bytes > maxBytes)
            controller.error(
              new ToolsealError('OAUTH_FAILED', `${label}: OAuth: the authorization server sent more than ${maxBytes} bytes`),
            );
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/**
 * Authorizations one run starts for one server at most: the first, and two step-ups to a wider scope.
 * A server that keeps answering 403 insufficient_scope after that never grants what it asks for.
 */
const MAX_AUTHORIZATIONS = 3;

/**
 * One server's OAuth across the attempts of a snapshot. The SDK's transport runs the flow up to the
 * point where the user must approve in a browser; there it stops (its request fails). The snapshot then
 * asks {@link OAuthSession.authorize} to wait for that approval (bounded by `--oauth-timeout`, not by the
 * snapshot's own `--timeout`, which covers only the exchanges with the servers) and tries again with the
 * tokens it got.
 */
export class OAuthSession {
  private constructor(
    readonly provider: ToolsealOAuthProvider,
    private readonly loopback: LoopbackRedirect | undefined,
    private readonly cache: OAuthCache,
    private readonly options: OAuthOptions,
    private readonly serverUrl: string,
    private readonly server: LabelAndSecrets,
  ) {}

  /** Opens the token cache and, unless the grant is client credentials, the loopback redirect listener. */
  static async open(options: OAuthOptions, serverUrl: string, server: LabelAndSecrets): Promise<OAuthSession> {
    // The arguments checked it already; a library caller's options are checked here, before anything is sent.
    const cimd = options.clientMetadataUrl !== undefined ? clientMetadataUrlProblem(options.clientMetadataUrl) : undefined;
    if (cimd) throw new ToolsealError('USAGE', `${server.label}: OAuth: the client metadata URL ${CIMD_URL_RULE}: it ${cimd}`);
    const cache = new OAuthCache(options.cacheDir, serverUrl);
    let loopback: LoopbackRedirect | undefined;
    if (!options.clientCredentials) {
      if (options.redirectPort !== undefined) loopback = await LoopbackRedirect.listen(options.redirectPort);
      else {
        // The port used last first: an authorization server may hold a registered client to its redirect URI.
        loopback = cache.redirectPort ? await LoopbackRedirect.listen(cache.redirectPort).catch(() => undefined) : undefined;
        loopback ??= await LoopbackRedirect.listen(0);
      }
    }
    const provider = new ToolsealOAuthProvider(options, cache, loopback, server, MAX_AUTHORIZATIONS);
    return new OAuthSession(provider, loopback, cache, options, serverUrl, server);
  }

  /** The last attempt stopped because the user must approve (or the server asked for too many approvals). */
  get needsUser(): boolean {
    return this.provider.pendingAuthorization !== undefined || this.provider.limitReached;
  }

  private fail(reason: string, cause?: unknown): ToolsealError {
    return new ToolsealError(
      'OAUTH_FAILED',
      `${this.server.label}: OAuth: ${escapeForTerminal(this.server.secrets.redact(reason)).slice(0, 600)}`,
      { cause },
    );
  }

  /**
   * Prints the authorization URL, hands it to the opener, waits for the redirect and exchanges the code
   * (that exchange bounded by `remainingMs`, what is left of the snapshot's timeout). The wait for the
   * user is recorded in `waits`: that time is not the command's, its deadlines move by it.
   */
  async authorize(remainingMs: number, waits: ApprovalWaits): Promise<void> {
    const p = this.provider;
    if (p.limitReached) {
      throw this.fail(
        `the server still refused the token after ${MAX_AUTHORIZATIONS} authorizations (it asks for a scope the authorization server does not grant)`,
      );
    }
    const url = p.pendingAuthorization!;
    p.pendingAuthorization = undefined;
    // The URL comes from the authorization server's metadata: an opener would hand `file:`, `smb:` or an
    // app's own scheme to whatever handles it. Only a web page is printed and opened.
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw this.fail(
        `the authorization server's authorization endpoint is not an http(s) URL (${escapeForTerminal(url.protocol.slice(0, 20))}); not opened`,
      );
    }
    if (this.options.cachedOnly) {
      throw this.fail(`the cached token was refused and could not be refreshed; run with --oauth to authorize again`);
    }
    if (this.options.noUser) {
      throw this.fail(
        'the server needs an approval in a browser, and this is CI (CI is set) with no --oauth-open: use --oauth-client-credentials with a registered client',
      );
    }
    const waitMs = this.options.authorizationTimeoutMs ?? DEFAULT_AUTHORIZATION_TIMEOUT_MS;
    const notify = this.options.notify ?? ((line: string) => void process.stderr.write(line));
    const why = p.cachedTokenRefused ? ' (the cached token was refused: expired or revoked, and it could not be refreshed)' : '';
    notify(
      `toolseal: ${this.server.label} needs authorization${why}. Open this URL in a browser (waiting up to ${waitMs / 1000} s, --oauth-timeout):\n  ${escapeForTerminal(url.href)}\n`,
    );
    openUrl(this.options.open ?? [], url.href, (line) => notify(line + '\n'));
    waits.begin();
    let result;
    try {
      result = await this.loopback!.wait(waitMs);
    } finally {
      waits.end();
    }
    if (result === undefined) {
      throw this.fail(`no authorization arrived within ${waitMs / 1000} s (--oauth-timeout)${why}`);
    }
    if (!('code' in result)) {
      throw this.fail(`the authorization was not granted: ${result.error}${result.description ? ` (${result.description})` : ''}`);
    }
    p.secretCode(result.code);
    // From the server the user was sent to, or a mix-up: checked before the code goes anywhere.
    checkAuthorizationResponseIssuer(p.discoveryState(), result.iss, this.server.label);
    const fetchFn = boundedFetch(remainingMs, MAX_EXCHANGE_BYTES, this.server.label);
    let outcome: string;
    try {
      outcome = await auth(p, { serverUrl: this.serverUrl, authorizationCode: result.code, fetchFn });
    } catch (e) {
      if (e instanceof ToolsealError) throw e;
      if ((e as Error)?.name === 'TimeoutError')
        throw new ToolsealError('SNAPSHOT_INCOMPLETE', `${this.server.label}: timed out exchanging the authorization code (--timeout)`, {
          cause: e,
        });
      throw this.fail(`exchanging the authorization code failed: ${errorText(e)}`, e);
    }
    if (outcome !== 'AUTHORIZED') throw this.fail('the authorization server did not issue a token for the code');
    if (this.loopback && this.options.redirectPort === undefined) this.cache.rememberPort(this.loopback.port);
  }

  /**
   * Why a request failed, when OAuth is the reason the SDK's own error does not say: a scope the server
   * still refused after its step-up (403 insufficient_scope once more). Undefined otherwise.
   */
  explain(e: unknown): string | undefined {
    const refused = this.provider.stepUpRefused;
    if (refused === undefined || (e as { code?: unknown } | undefined)?.code !== 403) return undefined;
    const scope = escapeForTerminal(this.server.secrets.redact(refused)).slice(0, 200);
    return `OAuth: the server still refuses the token for the scope "${scope}" after an authorization that asked for it (403 insufficient_scope); not asked again`;
  }

  async close(): Promise<void> {
    await this.loopback?.close();
  }
}
