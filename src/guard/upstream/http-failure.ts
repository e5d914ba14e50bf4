import { SseError } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { OAuthError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { ToolsealError, isToolsealError } from '../../core/errors.js';
import { requestIds, type OwnAnswersOffWire } from './http-wire.js';
import { escapeForTerminal } from '../../core/text/terminal-text.js';
import { errorText } from '../../mcp/transport/connection.js';
import { RedirectRefused } from '../../mcp/transport/endpoint-redirects.js';
import type { OAuthSession } from '../../mcp/oauth/oauth-session.js';
import { StepUpBound } from '../../mcp/oauth/oauth-provider.js';
import type { ServerSecrets } from '../../mcp/server/secret-values.js';

// Why the HTTP upstream (http.ts) could not send a message: its text and its code; and what a message it
// refused off the wire (past --max-bytes, not UTF-8) costs.

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
 * Why a send failed, as the host is told it: the guard's own words and what it can name without the
 * server's text (an HTTP status, an authorization server's error code, one of OAuth's fixed set). An
 * error body or an error's description is the server's, and a blocked server's words must not reach the
 * model; nor may a secret it spells another way (hex, percent-encoded twice, HTML entities), which no
 * redaction finds.
 */
export function hostFailureText(e: unknown, session?: OAuthSession): string {
  // The guard's own account of a step-up that did not help: the scope the server named stays on stderr.
  if (session?.explain(e) !== undefined)
    return 'OAuth: the server still refuses the token after an authorization that asked for the scope it named (HTTP 403 insufficient_scope); not asked again';
  if (e instanceof StepUpBound) return e.message;
  const refusal = refusalText(e);
  if (refusal !== undefined) return refusal;
  if (e instanceof OAuthError) return `OAuth: the authorization server answered ${e.errorCode}`;
  if (e instanceof RedirectRefused) return `the server redirected the request (HTTP ${e.status}): not followed`;
  if (e instanceof UnauthorizedError) return 'OAuth: the server refused the token';
  return 'the request could not be sent';
}

/**
 * A server's HTTP refusal, as the host is told it: its status only (the body is the server's text, which
 * reaches stderr escaped, never the host), or undefined for any other failure (the guard's own text).
 */
export function refusalText(e: unknown): string | undefined {
  if (!(e instanceof StreamableHTTPError || e instanceof SseError) || typeof e.code !== 'number') return undefined;
  return `the server refused the request (HTTP ${e.code})`;
}

/** What a message refused off the wire reaches (the HTTP upstream's parts). */
export interface WireRefusalParts {
  label: string;
  maxMessageBytes: number;
  ownIdPrefix: string;
  ownAnswers: OwnAnswersOffWire;
  /** Answers a waiting host request (`idText`: its id as written, see hostIdText) with an error of the guard's; false when it was answered already. */
  answerError(id: string | number, text: string, idText?: string): boolean;
  /** An error of the guard's own for one of its own requests (never the host's). */
  ownError(id: string, text: string): void;
  notice(text: string): void;
}

/**
 * A message from the server past --max-bytes: the host's requests in that POST get an error now (the SDK
 * only sees its stream fail), the guard's own list fails, and the error returned ends the stream.
 */
export function refuseOverLimit(parts: WireRefusalParts, body: string, isStream: boolean): Error {
  const what = isStream ? 'an SSE event' : 'an answer';
  const text = `${what} longer than ${parts.maxMessageBytes} bytes (--max-bytes), not passed on`;
  let sent: unknown;
  try {
    sent = body === '' ? undefined : JSON.parse(body);
  } catch {
    sent = undefined;
  }
  for (const m of Array.isArray(sent) ? sent : [sent]) {
    const id = (m as Record<string, unknown> | null | undefined)?.id;
    if (typeof id === 'string' && id.startsWith(parts.ownIdPrefix)) {
      // The guard's own list: refused with this reason, now rather than at its deadline.
      parts.ownAnswers.refuseAll(new ToolsealError('SNAPSHOT_INCOMPLETE', `${parts.label}: the server sent ${text}`));
      parts.ownError(id, text);
    }
  }
  let answered = 0;
  // The host's requests in that POST, each by its id as the host wrote it (a double could name another).
  for (const { id, idText } of requestIds(body))
    if (
      !(typeof id === 'string' && id.startsWith(parts.ownIdPrefix)) &&
      parts.answerError(id, `the server sent ${text}: SNAPSHOT_INCOMPLETE`, idText)
    )
      answered++;
  parts.notice(`DROPPED SNAPSHOT_INCOMPLETE: the server sent ${text}${answered > 0 ? '; the host got an error for its request' : ''}`);
  return new ToolsealError('SNAPSHOT_INCOMPLETE', `the server sent ${text}`);
}

/** A body or event stream that is not UTF-8: nothing more is read from it; the host's requests in that POST get an error. */
export function refuseNotUtf8(parts: WireRefusalParts, body: string): void {
  if (body.includes(parts.ownIdPrefix))
    parts.ownAnswers.refuseAll(new ToolsealError('INVALID_INPUT', `${parts.label}: the server sent a message that is not UTF-8`));
  let answered = 0;
  for (const { id, idText } of requestIds(body))
    if (parts.answerError(id, "the server's answer was not passed on: INVALID_INPUT (not UTF-8)", idText)) answered++;
  parts.notice(
    `DROPPED INVALID_INPUT: the server sent a message that is not UTF-8${answered > 0 ? '; the host got an error for its request' : ''}`,
  );
}

/**
 * Whether the failure of the first message (the host's initialize) to a server reached as `auto` means
 * "try SSE": a 4xx answer from a Streamable HTTP endpoint, as the SDK's own client example falls back. A
 * server that asks for authorization (401, 403) is a Streamable HTTP server: SSE would be refused too.
 */
export function isSseFallback(e: unknown): boolean {
  const status = e instanceof StreamableHTTPError ? e.code : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 403;
}
