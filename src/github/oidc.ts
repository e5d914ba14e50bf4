import { ToolsealError } from '../core/errors.js';
import { parseJsonStrict } from '../core/json/strict-reader.js';

/** The audience Fulcio accepts. */
const SIGSTORE_AUDIENCE = 'sigstore';

/** Where a signing identity comes from, in order: an explicit token, SIGSTORE_ID_TOKEN, the Actions OIDC endpoint. */
export interface IdentitySource {
  /** `--identity-token` (a secret: never printed). */
  token?: string;
  /**
   * How this caller takes a token, named when none was found (`--identity-token` on the command line);
   * the publish action has no such input, so its error names none.
   */
  tokenOption?: string;
  /** The environment to read SIGSTORE_ID_TOKEN and ACTIONS_ID_TOKEN_REQUEST_URL/_TOKEN from. */
  env: NodeJS.ProcessEnv;
}

/**
 * The OIDC identity token to sign with. Without any source it fails with one line saying what is
 * missing (`IDENTITY_TOKEN_MISSING`); inside GitHub Actions that is the `id-token: write` permission.
 */
export async function resolveIdentityToken(source: IdentitySource): Promise<string> {
  const explicit = source.token ?? source.env.SIGSTORE_ID_TOKEN;
  if (explicit !== undefined && explicit !== '') return assertJwt(explicit);
  if (source.env.ACTIONS_ID_TOKEN_REQUEST_URL && source.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN) {
    return getActionsIdToken(source.env, SIGSTORE_AUDIENCE);
  }
  if (source.env.GITHUB_ACTIONS === 'true') {
    throw new ToolsealError(
      'IDENTITY_TOKEN_MISSING',
      'no OIDC token in this GitHub Actions job: the workflow lacks `permissions: id-token: write` (ACTIONS_ID_TOKEN_REQUEST_URL is not set)',
    );
  }
  throw new ToolsealError(
    'IDENTITY_TOKEN_MISSING',
    `no signing identity: ${source.tokenOption ? `pass ${source.tokenOption}, ` : ''}set SIGSTORE_ID_TOKEN, or run in GitHub Actions with \`permissions: id-token: write\``,
  );
}

/**
 * Requests an OIDC token from the GitHub Actions token endpoint (ACTIONS_ID_TOKEN_REQUEST_URL with the
 * bearer ACTIONS_ID_TOKEN_REQUEST_TOKEN) for an audience. Neither the request token nor the answer
 * appears in any error.
 */
export async function getActionsIdToken(env: NodeJS.ProcessEnv, audience = SIGSTORE_AUDIENCE, timeoutMs = 30_000): Promise<string> {
  const base = env.ACTIONS_ID_TOKEN_REQUEST_URL;
  const bearer = env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
  if (!base || !bearer) {
    throw new ToolsealError(
      'IDENTITY_TOKEN_MISSING',
      'no OIDC token in this GitHub Actions job: the workflow lacks `permissions: id-token: write`',
    );
  }
  let url: URL;
  try {
    url = new URL(base);
  } catch (e) {
    throw new ToolsealError('IDENTITY_TOKEN_MISSING', 'ACTIONS_ID_TOKEN_REQUEST_URL is not a URL', { cause: e });
  }
  url.searchParams.set('audience', audience);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${bearer}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (e) {
    throw new ToolsealError(
      'IDENTITY_TOKEN_MISSING',
      `the Actions OIDC endpoint (${url.host}) could not be reached: ${(e as Error).name}`,
      { cause: e },
    );
  }
  if (!response.ok) {
    throw new ToolsealError(
      'IDENTITY_TOKEN_MISSING',
      `the Actions OIDC endpoint (${url.host}) refused the token request (HTTP ${response.status})`,
    );
  }
  let value: unknown;
  try {
    value = (parseJsonStrict(await response.text(), 'the Actions OIDC answer') as { value?: unknown } | null)?.value;
  } catch (e) {
    throw new ToolsealError('IDENTITY_TOKEN_MISSING', `the Actions OIDC endpoint (${url.host}) did not answer with JSON`, { cause: e });
  }
  if (typeof value !== 'string' || value === '') {
    throw new ToolsealError('IDENTITY_TOKEN_MISSING', `the Actions OIDC endpoint (${url.host}) answered without a token`);
  }
  return assertJwt(value);
}

/** A token must be a JWT (three base64url parts); the message never quotes it. */
function assertJwt(token: string): string {
  const t = token.trim();
  if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(t)) {
    throw new ToolsealError('INVALID_INPUT', 'the identity token is not a JWT (three base64url parts separated by dots)');
  }
  return t;
}
