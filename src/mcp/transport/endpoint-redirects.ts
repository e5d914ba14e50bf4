// The redirects of a request to an MCP server's endpoint, followed below the strict reader (the guard's
// strictReadingFetch, the snapshot's snapshotFetch) rather than by the SDK's transport above it: the SDK
// would send the request again to the new URL through the same fetch, where it no longer looks like the
// endpoint's, and its answer would not be read as one. The rule is the SDK's own (`redirectPolicy:
// 'same-origin'`, its default): within the request's origin, at most 5 hops; a redirect elsewhere is never
// followed, as the request's headers (a token, an API key) and body would go with it.
import { ToolsealError, type ErrorCode } from '../../core/errors.js';

/** At most this many redirects are followed for one request, as the SDK's transports do. */
export const MAX_ENDPOINT_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** A redirect not followed: its status stays apart from the text, which names origins the server chose. */
export class RedirectRefused extends ToolsealError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly status: number,
  ) {
    super(code, message);
  }
}

/**
 * Whether a redirect from `from` to `to` stays within `from`'s origin: the same scheme, host and port, or
 * the https form of a plain http URL on the default ports (as the SDK's transports allow).
 */
export function isWithinOrigin(from: URL, to: URL): boolean {
  if (from.protocol === to.protocol && from.hostname === to.hostname && from.port === to.port) return true;
  return from.hostname === to.hostname && from.protocol === 'http:' && from.port === '' && to.protocol === 'https:' && to.port === '';
}

/** A URL as an error names it: its origin alone (a path or query may hold a key). */
function shown(url: URL): string {
  return `${url.protocol}//${url.host}`;
}

/**
 * Fetches `url`, following its redirects within its origin (each hop asked with `redirect: 'manual'`, so
 * nothing is followed unseen): the response at the end is the endpoint's answer. A redirect that is not
 * followed is a `SNAPSHOT_INCOMPLETE` error naming it by its origins (to another origin, one that adds a
 * user name, a 301/302/303 that would turn a POST into a GET, more than 5 hops); a redirect without a
 * Location is returned as it is (the transport reports its status); `code` replaces SNAPSHOT_INCOMPLETE. `label` names the server at the start
 * of the error (`server http://…`); without it, the caller's message says which server.
 */
export async function fetchFollowingWithinOrigin(
  url: string | URL,
  init: RequestInit | undefined,
  label?: string,
  /** The code of the error for a redirect not followed (an OAuth exchange's is `OAUTH_FAILED`). */
  code: ErrorCode = 'SNAPSHOT_INCOMPLETE',
): Promise<Response> {
  const named = label === undefined ? '' : `${label}: `;
  const method = (init?.method ?? 'GET').toUpperCase();
  let at = new URL(String(url));
  for (let hops = 0; ; hops++) {
    const response = await fetch(at, { ...init, redirect: 'manual' });
    const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get('location') : null;
    // No Location, or an empty one (which the SDK takes for none): nothing to follow.
    if (!location) return response;
    await response.body?.cancel().catch(() => {});
    const where = `${named}a ${method} to ${shown(at)}`;
    let target: URL;
    try {
      target = new URL(location, at);
    } catch {
      throw new RedirectRefused(
        code,
        `${where} was answered ${response.status} with a Location that is not a URL: not followed`,
        response.status,
      );
    }
    const within = isWithinOrigin(at, target);
    const refused = (why: string) =>
      new RedirectRefused(
        code,
        `${where} was redirected (${response.status}) ${within ? 'within its origin' : `to ${shown(target)}`}: not followed, ${why}`,
        response.status,
      );
    if (!within) throw refused("another origin (the request's headers and body would go with it)");
    if ((target.username || target.password) && (target.username !== at.username || target.password !== at.password))
      throw refused('it adds a user name or password');
    if (response.status !== 307 && response.status !== 308 && method !== 'GET')
      throw refused(`a ${response.status} turns a ${method} into a GET (only 307 and 308 keep it)`);
    if (hops === MAX_ENDPOINT_REDIRECTS) throw refused(`more than ${MAX_ENDPOINT_REDIRECTS} redirects`);
    at = target;
  }
}
