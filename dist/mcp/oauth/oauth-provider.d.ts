import type { OAuthClientProvider, OAuthDiscoveryState } from '../../external-types.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '../../external-types.js';
import { ToolsealError } from '../../core/errors.js';
import type { OAuthCache } from './oauth-cache.js';
import type { LoopbackRedirect } from './oauth-browser.js';
import type { LabelAndSecrets } from '../server/server-session.js';
import type { OAuthOptions } from '../server/server-spec.js';
/** The step-up bound reached: its text is toolseal's own (the label is the user's, no scope is named), so a host may read it. */
export declare class StepUpBound extends ToolsealError {
}
/**
 * toolseal's `OAuthClientProvider` for the MCP SDK's client auth (`auth()` and the HTTP transports): the
 * SDK discovers the metadata, registers, builds the PKCE authorization URL, exchanges and refreshes; this
 * class keeps what it is given (tokens and clients in the {@link OAuthCache}, the verifier and discovery
 * state in memory), answers with the loopback redirect URL, and records each secret it sees in `secrets`
 * so that no message can quote one.
 */
export declare class ToolsealOAuthProvider implements OAuthClientProvider {
    private readonly options;
    private readonly cache;
    private readonly loopback;
    private readonly server;
    private readonly maxAuthorizations;
    private verifier;
    private discovery;
    private memoryTokens;
    private memoryClient;
    /** The tokens at hand are not offered: refused, or too narrow (403 insufficient_scope: authorize again, step-up). */
    private withhold;
    /** The scope the server asked for last (WWW-Authenticate). */
    private challengedScope;
    /** The scopes a 403 insufficient_scope already had authorized (step-up): each one once. */
    private readonly steppedUp;
    /** A scope the server still refused after its step-up: not asked for again. */
    stepUpRefused: string | undefined;
    /** The authorization URL waiting for the user, and how many authorizations this run started. */
    pendingAuthorization: URL | undefined;
    authorizations: number;
    /** The cached access token was refused (expired or revoked) and no refresh saved it. */
    cachedTokenRefused: boolean;
    private tokensFromCache;
    /** Set when the SDK wanted yet another authorization past the limit. */
    limitReached: boolean;
    readonly prepareTokenRequest?: (scope?: string) => URLSearchParams;
    constructor(options: OAuthOptions, cache: OAuthCache, loopback: LoopbackRedirect | undefined, server: LabelAndSecrets, maxAuthorizations: number);
    /** A value the run learns (token, code, client secret) joins the server's secrets: no message or file may hold it. */
    private secret;
    private secretTokens;
    /** Marks a callback's authorization code as a secret (it is one until exchanged). */
    secretCode(code: string): void;
    get redirectUrl(): string | undefined;
    get clientMetadataUrl(): string | undefined;
    get clientMetadata(): OAuthClientMetadata;
    /** A fresh `state` for each authorization: the loopback listener takes only the redirect that carries it. */
    state(): string;
    clientInformation(): OAuthClientInformationMixed | undefined;
    saveClientInformation(info: OAuthClientInformationMixed): void;
    tokens(): OAuthTokens | undefined;
    saveTokens(tokens: OAuthTokens & {
        issuer?: string;
    }): void;
    redirectToAuthorization(authorizationUrl: URL): void;
    saveCodeVerifier(codeVerifier: string): void;
    codeVerifier(): string;
    invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void;
    /** Every discovery result passes here before it is used: an unsafe authorization server is refused. */
    saveDiscoveryState(state: OAuthDiscoveryState): void;
    /**
     * The resource indicator (RFC 8707) of the authorization and token requests: the protected-resource
     * metadata's `resource` as written, when it names this server; with no such metadata, the server's
     * canonical URL (the SDK would send none), so a token is always bound to the server it is for.
     */
    validateResourceURL(serverUrl: string | URL, resource?: string): Promise<URL | undefined>;
    discoveryState(): OAuthDiscoveryState | undefined;
    /**
     * Sees every response from the MCP server: remembers the scope a 401 or 403 asks for, and after a 403
     * `insufficient_scope` withholds the tokens at hand, so the SDK's re-authorization asks the user for the
     * wider scope rather than refreshing the narrow one (step-up). Throws (OAUTH_FAILED) for a new scope past
     * the bound: the request that met the 403 fails with that error.
     */
    observe(response: Response): void;
}
