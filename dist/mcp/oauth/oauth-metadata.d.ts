import type { OAuthDiscoveryState } from '../../external-types.js';
/** Whether a URL names this machine: `localhost` or a loopback address (127.0.0.0/8, ::1). */
export declare function isLoopbackUrl(url: URL): boolean;
/**
 * Refuses (OAUTH_FAILED) an authorization server toolseal must not use:
 * - its URL, or an authorization, token or registration endpoint, on plain http to another machine;
 * - metadata whose `issuer` is not the issuer it was fetched for (RFC 8414 §3.3: a mix-up). A server
 *   without protected-resource metadata (a 2025-03-26 server) is its own authorization server: there
 *   the issuer must be on the server's origin, where the metadata was read;
 * - for the authorization code flow, metadata that does not list `S256` in
 *   `code_challenge_methods_supported` (absent means no PKCE). A 2025-03-26 server with no metadata at
 *   all uses the default endpoints on its own origin, and PKCE with S256 is sent there all the same.
 */
export declare function checkAuthorizationServer(state: OAuthDiscoveryState, authorizationCode: boolean, label: string): void;
/**
 * Refuses (OAUTH_FAILED) an authorization response that is not from the authorization server the user was
 * sent to (RFC 9207, a mix-up): an `iss` parameter that is not that server's issuer, compared as a string,
 * or no `iss` from a server whose metadata says it sends one
 * (`authorization_response_iss_parameter_supported`). Without metadata (a 2025-03-26 server's default
 * endpoints), an `iss` must name the server discovery used. Checked before the code is exchanged.
 */
export declare function checkAuthorizationResponseIssuer(state: OAuthDiscoveryState | undefined, iss: string | undefined, label: string): void;
