// What toolseal refuses in an authorization server's metadata before it registers, sends a user to it
// or posts a code or a secret to it: endpoints in the clear, no PKCE, an issuer that is not the one
// asked for. The SDK's client auth hands every discovery result to the provider first
// (saveDiscoveryState), which checks it here.
import type { OAuthDiscoveryState } from '@modelcontextprotocol/sdk/client/auth.js';
import { ToolsealError } from '../../core/errors.js';
import { escapeForTerminal } from '../../core/text/terminal-text.js';
import { addressClassOf } from '../../fs/address-class.js';

/** Whether a URL names this machine: `localhost` or a loopback address (127.0.0.0/8, ::1). */
export function isLoopbackUrl(url: URL): boolean {
  // Not `*.localhost`: a resolver may send those names out to DNS.
  if (url.hostname === 'localhost') return true;
  try {
    return addressClassOf(url.hostname) === 'loopback';
  } catch {
    return false; // a name, not an address
  }
}

/** An OAuth endpoint toolseal will use: https, or plain http to this machine only (for tests). */
function endpointProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return 'is not a URL';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:')
    return isLoopbackUrl(url)
      ? undefined
      : `is plain http to ${escapeForTerminal(url.host.slice(0, 100))} (only https, or http to this machine)`;
  return `is not an https URL (${escapeForTerminal(url.protocol.slice(0, 20))})`;
}

/** Two issuer identifiers, compared parsed, a single trailing `/` apart tolerated (as the SDK stores them). */
function sameIssuer(a: string, b: string): boolean {
  let [x, y] = [a, b];
  try {
    [x, y] = [new URL(a).href, new URL(b).href];
  } catch {
    // compared as written
  }
  return x === y || x === `${y}/` || y === `${x}/`;
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

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
export function checkAuthorizationServer(state: OAuthDiscoveryState, authorizationCode: boolean, label: string): void {
  const refuse = (why: string) =>
    new ToolsealError(
      'OAUTH_FAILED',
      `${label}: OAuth: refused the authorization server ${escapeForTerminal(state.authorizationServerUrl.slice(0, 200))}: ${why}`,
    );
  const base = endpointProblem(state.authorizationServerUrl);
  if (base) throw refuse(`its URL ${base}`);
  const m = state.authorizationServerMetadata;
  if (!m) return;
  const issuer = typeof m.issuer === 'string' ? m.issuer : '';
  const fromResource = state.resourceMetadata?.authorization_servers?.length ? true : false;
  const issuerOk = fromResource
    ? sameIssuer(issuer, state.authorizationServerUrl)
    : sameIssuer(issuer, state.authorizationServerUrl) || sameOrigin(issuer, state.authorizationServerUrl);
  if (!issuerOk)
    throw refuse(
      `its metadata names the issuer ${JSON.stringify(escapeForTerminal(issuer.slice(0, 200)))}, not the one it was fetched for`,
    );
  const endpoints: [string, unknown][] = [['token endpoint', m.token_endpoint]];
  if (authorizationCode) endpoints.unshift(['authorization endpoint', m.authorization_endpoint]);
  if (m.registration_endpoint !== undefined) endpoints.push(['registration endpoint', m.registration_endpoint]);
  for (const [name, value] of endpoints) {
    const problem = endpointProblem(value);
    if (problem) throw refuse(`its ${name} ${problem}`);
  }
  if (authorizationCode) {
    const methods = m.code_challenge_methods_supported;
    if (!Array.isArray(methods))
      throw refuse('its metadata has no code_challenge_methods_supported: it does not support PKCE, which MCP requires');
    if (!methods.includes('S256'))
      throw refuse('its metadata does not list S256 in code_challenge_methods_supported: PKCE with S256 is required');
  }
}

/**
 * Refuses (OAUTH_FAILED) an authorization response that is not from the authorization server the user was
 * sent to (RFC 9207, a mix-up): an `iss` parameter that is not that server's issuer, compared as a string,
 * or no `iss` from a server whose metadata says it sends one
 * (`authorization_response_iss_parameter_supported`). Without metadata (a 2025-03-26 server's default
 * endpoints), an `iss` must name the server discovery used. Checked before the code is exchanged.
 */
export function checkAuthorizationResponseIssuer(state: OAuthDiscoveryState | undefined, iss: string | undefined, label: string): void {
  const metadata = state?.authorizationServerMetadata;
  const expected = typeof metadata?.issuer === 'string' ? metadata.issuer : undefined;
  const refuse = (why: string) =>
    new ToolsealError('OAUTH_FAILED', `${label}: OAuth: refused the authorization response: ${why} (RFC 9207); the code was not used`);
  if (iss === undefined) {
    const supported = (metadata as Record<string, unknown> | undefined)?.authorization_response_iss_parameter_supported;
    if (supported === true) throw refuse("it has no iss parameter, which the authorization server's metadata says it sends");
    return;
  }
  const ok = expected !== undefined ? iss === expected : state !== undefined && sameIssuer(iss, state.authorizationServerUrl);
  // Neither issuer is quoted: both are the servers' text.
  if (!ok) throw refuse('its iss parameter names another authorization server than the one it was sent to');
}
