import { randomBytes } from 'node:crypto';
import type { OAuthClientProvider, OAuthDiscoveryState } from '@modelcontextprotocol/sdk/client/auth.js';
import { extractWWWAuthenticateParams } from '@modelcontextprotocol/sdk/client/auth.js';
import { checkResourceAllowed, resourceUrlFromServerUrl } from '@modelcontextprotocol/sdk/shared/auth-utils.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { ToolsealError } from '../../core/errors.js';
import { escapeForTerminal } from '../../core/text/terminal-text.js';
import { VERSION } from '../../version.js';
import type { OAuthCache } from './oauth-cache.js';
import type { LoopbackRedirect } from './oauth-browser.js';
import { checkAuthorizationServer } from './oauth-metadata.js';
import type { LabelAndSecrets } from '../server/server-session.js';
import type { OAuthOptions } from '../server/server-spec.js';

/** The step-up bound reached: its text is toolseal's own (the label is the user's, no scope is named), so a host may read it. */
export class StepUpBound extends ToolsealError {}

/**
 * toolseal's `OAuthClientProvider` for the MCP SDK's client auth (`auth()` and the HTTP transports): the
 * SDK discovers the metadata, registers, builds the PKCE authorization URL, exchanges and refreshes; this
 * class keeps what it is given (tokens and clients in the {@link OAuthCache}, the verifier and discovery
 * state in memory), answers with the loopback redirect URL, and records each secret it sees in `secrets`
 * so that no message can quote one.
 */
export class ToolsealOAuthProvider implements OAuthClientProvider {
  private verifier: string | undefined;
  private discovery: OAuthDiscoveryState | undefined;
  private memoryTokens: (OAuthTokens & { issuer?: string }) | undefined;
  private memoryClient: OAuthClientInformationMixed | undefined;
  /** The tokens at hand are not offered: refused, or too narrow (403 insufficient_scope: authorize again, step-up). */
  private withhold = false;
  /** The scope the server asked for last (WWW-Authenticate). */
  private challengedScope: string | undefined;
  /** The scopes a 403 insufficient_scope already had authorized (step-up): each one once. */
  private readonly steppedUp = new Set<string>();
  /** A scope the server still refused after its step-up: not asked for again. */
  stepUpRefused: string | undefined;
  /** The authorization URL waiting for the user, and how many authorizations this run started. */
  pendingAuthorization: URL | undefined;
  authorizations = 0;
  /** The cached access token was refused (expired or revoked) and no refresh saved it. */
  cachedTokenRefused = false;
  private tokensFromCache = false;
  /** Set when the SDK wanted yet another authorization past the limit. */
  limitReached = false;
  readonly prepareTokenRequest?: (scope?: string) => URLSearchParams;

  constructor(
    private readonly options: OAuthOptions,
    private readonly cache: OAuthCache,
    private readonly loopback: LoopbackRedirect | undefined,
    private readonly server: LabelAndSecrets,
    private readonly maxAuthorizations: number,
  ) {
    if (options.clientSecret) this.secret(options.clientSecret);
    const cached = cache.entry();
    if (cached.tokens) {
      this.tokensFromCache = true;
      this.secretTokens(cached.tokens);
    }
    if (cached.client && 'client_secret' in cached.client && cached.client.client_secret) this.secret(cached.client.client_secret);
    if (options.clientCredentials) {
      this.prepareTokenRequest = (scope?: string) => {
        const params = new URLSearchParams({ grant_type: 'client_credentials' });
        const s = scope ?? this.challengedScope ?? this.discovery?.resourceMetadata?.scopes_supported?.join(' ');
        if (s) params.set('scope', s);
        return params;
      };
    }
  }

  /** A value the run learns (token, code, client secret) joins the server's secrets: no message or file may hold it. */
  private secret(v: string | undefined): void {
    this.server.secrets.add(v);
  }

  private secretTokens(t: OAuthTokens): void {
    this.secret(t.access_token);
    this.secret(t.refresh_token);
    this.secret(t.id_token);
  }

  /** Marks a callback's authorization code as a secret (it is one until exchanged). */
  secretCode(code: string): void {
    this.secret(code);
  }

  get redirectUrl(): string | undefined {
    return this.loopback?.redirectUrl;
  }

  get clientMetadataUrl(): string | undefined {
    return this.options.clientMetadataUrl;
  }

  get clientMetadata(): OAuthClientMetadata {
    const interactive = this.loopback !== undefined;
    return {
      client_name: 'toolseal',
      software_id: 'toolseal',
      software_version: VERSION,
      redirect_uris: interactive ? [this.loopback!.redirectUrl] : [],
      grant_types: interactive ? ['authorization_code', 'refresh_token'] : ['client_credentials'],
      response_types: interactive ? ['code'] : [],
      ...(this.options.scope ? { scope: this.options.scope } : {}),
    };
  }

  /** A fresh `state` for each authorization: the loopback listener takes only the redirect that carries it. */
  state(): string {
    const state = randomBytes(16).toString('hex');
    this.loopback?.expect(state);
    return state;
  }

  clientInformation(): OAuthClientInformationMixed | undefined {
    if (this.options.clientId) {
      return (
        this.memoryClient ?? {
          client_id: this.options.clientId,
          ...(this.options.clientSecret ? { client_secret: this.options.clientSecret } : {}),
        }
      );
    }
    return this.memoryClient ?? this.cache.entry().client;
  }

  saveClientInformation(info: OAuthClientInformationMixed): void {
    this.memoryClient = info;
    if ('client_secret' in info) this.secret(info.client_secret);
    // A client id and secret given on the command line stay there: only registered clients are cached.
    if (!this.options.clientId && info.issuer) this.cache.update(info.issuer, (e) => ({ ...e, client: info }));
  }

  tokens(): OAuthTokens | undefined {
    if (this.withhold) return undefined;
    return this.memoryTokens ?? this.cache.entry().tokens;
  }

  saveTokens(tokens: OAuthTokens & { issuer?: string }): void {
    this.secretTokens(tokens);
    this.memoryTokens = tokens;
    this.withhold = false;
    this.tokensFromCache = false;
    this.cachedTokenRefused = false;
    const issuer = tokens.issuer ?? this.discovery?.authorizationServerUrl ?? '';
    // An expired access token is found out by the server's 401, which the SDK answers with a refresh.
    this.cache.update(issuer, (e) => ({ ...e, tokens }));
  }

  redirectToAuthorization(authorizationUrl: URL): void {
    if (this.authorizations >= this.maxAuthorizations) {
      // The server keeps asking for more (a scope it never grants): stop, do not open the browser again.
      this.limitReached = true;
      return;
    }
    this.authorizations++;
    this.pendingAuthorization = authorizationUrl;
  }

  saveCodeVerifier(codeVerifier: string): void {
    this.verifier = codeVerifier;
  }

  codeVerifier(): string {
    if (!this.verifier) throw new Error('no PKCE code verifier: the authorization was not started by this run');
    return this.verifier;
  }

  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void {
    if (scope === 'all' || scope === 'tokens') {
      if (this.tokensFromCache) this.cachedTokenRefused = true;
      this.memoryTokens = undefined;
      this.withhold = true;
    }
    if (scope === 'all' || scope === 'client') this.memoryClient = undefined;
    if (scope === 'all' || scope === 'verifier') this.verifier = undefined;
    if (scope === 'all' || scope === 'discovery') this.discovery = undefined;
    const issuer = this.discovery?.authorizationServerUrl;
    if (issuer && (scope === 'all' || scope === 'tokens' || scope === 'client')) {
      this.cache.update(issuer, (e) => ({
        ...e,
        ...(scope !== 'client' ? { tokens: undefined } : {}),
        ...(scope !== 'tokens' && !this.options.clientId ? { client: undefined } : {}),
      }));
    }
  }

  /** Every discovery result passes here before it is used: an unsafe authorization server is refused. */
  saveDiscoveryState(state: OAuthDiscoveryState): void {
    checkAuthorizationServer(state, !this.options.clientCredentials, this.server.label);
    this.discovery = state;
  }

  /**
   * The resource indicator (RFC 8707) of the authorization and token requests: the protected-resource
   * metadata's `resource` as written, when it names this server; with no such metadata, the server's
   * canonical URL (the SDK would send none), so a token is always bound to the server it is for.
   */
  async validateResourceURL(serverUrl: string | URL, resource?: string): Promise<URL | undefined> {
    const canonical = resourceUrlFromServerUrl(serverUrl);
    if (resource === undefined) return canonical;
    if (!checkResourceAllowed({ requestedResource: canonical, configuredResource: resource })) {
      throw new ToolsealError(
        'OAUTH_FAILED',
        `${this.server.label}: OAuth: the protected-resource metadata names the resource ${JSON.stringify(escapeForTerminal(resource.slice(0, 200)))}, not this server`,
      );
    }
    // As written: `new URL()` would add a "/" to a pathless resource, which exact-match servers refuse.
    // The SDK sends a string resource as it is.
    return resource as unknown as URL;
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    return this.discovery;
  }

  /**
   * Sees every response from the MCP server: remembers the scope a 401 or 403 asks for, and after a 403
   * `insufficient_scope` withholds the tokens at hand, so the SDK's re-authorization asks the user for the
   * wider scope rather than refreshing the narrow one (step-up). Throws (OAUTH_FAILED) for a new scope past
   * the bound: the request that met the 403 fails with that error.
   */
  observe(response: Response): void {
    if (response.status !== 401 && response.status !== 403) return;
    this.stepUpRefused = undefined;
    const { scope, error } = extractWWWAuthenticateParams(response);
    if (scope) this.challengedScope = scope;
    if (response.status === 403 && error === 'insufficient_scope') {
      // Once per scope: a server that still refuses after it keeps the tokens at hand (other calls go on
      // with them) and its call fails, where another authorization would only ask the user again.
      const key = (scope ?? '').split(/\s+/).filter(Boolean).sort().join(' ');
      if (this.steppedUp.has(key)) {
        this.stepUpRefused = scope ?? '';
        return;
      }
      // A new scope past the bound (the first authorization and two step-ups): the request fails here, before
      // the SDK authorizes again. Left to it, a refresh or a client-credentials grant would get a token for
      // the scope just named and retry, and a server naming a new scope on each 403 would hold it for ever.
      const maxStepUps = this.maxAuthorizations - 1;
      if (this.steppedUp.size >= maxStepUps) {
        void response.body?.cancel().catch(() => {});
        throw new StepUpBound(
          'OAUTH_FAILED',
          `${this.server.label}: OAuth: the server asks for yet another scope after ${maxStepUps} step-ups (403 insufficient_scope; at most ${this.maxAuthorizations} authorizations per server in a run); not asked again`,
        );
      }
      this.steppedUp.add(key);
      this.withhold = true;
    }
  }
}
