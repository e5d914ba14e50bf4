import { SseError } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { OAuthError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { ToolsealError, isToolsealError } from '../../core/errors.js';
import { escapeForTerminal } from '../../core/terminal-text.js';
import { errorText } from '../../mcp/connection.js';
import type { OAuthSession } from '../../mcp/oauth-session.js';
import type { ServerSecrets } from '../../mcp/secret-values.js';

// Why the HTTP upstream (http.ts) could not send a message: its text and its code.

/** Why a send failed, secrets redacted; a refusal to authorize says what to do, as snapshot does. */
export function failureText(e: unknown, session: OAuthSession | undefined, secrets: ServerSecrets): string {
  let text = session?.explain(e) ?? errorText(e);
  // The authorization server's error code says most (`invalid_client`); its description may be empty.
  if (e instanceof OAuthError) text = `OAuth: the authorization server answered ${e.errorCode}${e.message ? `: ${e.message}` : ''}`;
  else if (e instanceof UnauthorizedError) text = `OAuth: ${text || 'the server refused the token'}`;
  else if (!session && (e instanceof StreamableHTTPError || e instanceof SseError) && e.code === 401) {
    text += '; the server asks for authorization: run with --oauth, or give a token with --header "Authorization: Bearer …"';
  }
  return escapeForTerminal(secrets.redact(text));
}

/** The code of a failure to reach the server: an authorization refused is OAUTH_FAILED, the rest SNAPSHOT_INCOMPLETE (or its own). */
export function failureCode(e: unknown): ToolsealError['code'] {
  if (isToolsealError(e)) return e.code;
  return e instanceof OAuthError || e instanceof UnauthorizedError ? 'OAUTH_FAILED' : 'SNAPSHOT_INCOMPLETE';
}

/**
 * A server's HTTP refusal, as the host is told it: its status only (the body is the server's text, which
 * reaches stderr escaped, never the host), or undefined for any other failure (the guard's own text).
 */
export function refusalText(e: unknown): string | undefined {
  if (!(e instanceof StreamableHTTPError || e instanceof SseError) || typeof e.code !== 'number') return undefined;
  return `the server refused the request (HTTP ${e.code})`;
}
