import { ToolsealError, type ErrorCode } from '../../core/errors.js';
/** At most this many redirects are followed for one request, as the SDK's transports do. */
export declare const MAX_ENDPOINT_REDIRECTS = 5;
/** A redirect not followed: its status stays apart from the text, which names origins the server chose. */
export declare class RedirectRefused extends ToolsealError {
    readonly status: number;
    constructor(code: ErrorCode, message: string, status: number);
}
/**
 * Whether a redirect from `from` to `to` stays within `from`'s origin: the same scheme, host and port, or
 * the https form of a plain http URL on the default ports (as the SDK's transports allow).
 */
export declare function isWithinOrigin(from: URL, to: URL): boolean;
/**
 * Fetches `url`, following its redirects within its origin (each hop asked with `redirect: 'manual'`, so
 * nothing is followed unseen): the response at the end is the endpoint's answer. A redirect that is not
 * followed is a `SNAPSHOT_INCOMPLETE` error naming it by its origins (to another origin, one that adds a
 * user name, a 301/302/303 that would turn a POST into a GET, more than 5 hops); a redirect without a
 * Location is returned as it is (the transport reports its status); `code` replaces SNAPSHOT_INCOMPLETE. `label` names the server at the start
 * of the error (`server http://…`); without it, the caller's message says which server.
 */
export declare function fetchFollowingWithinOrigin(url: string | URL, init: RequestInit | undefined, label?: string, 
/** The code of the error for a redirect not followed (an OAuth exchange's is `OAUTH_FAILED`). */
code?: ErrorCode): Promise<Response>;
