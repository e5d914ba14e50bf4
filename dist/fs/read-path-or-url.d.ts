import type { LookupFunction } from '../external-types.js';
import { type AddressClass } from './address-class.js';
/** Redirects followed (GitHub release downloads take one, to their storage host). */
export declare const MAX_REDIRECTS = 5;
/** How a fetch resolves names and classes addresses (node:dns and the real classes unless a test says). */
export interface FetchNetwork {
    /** Name resolution (default: node:dns `lookup`, every address). */
    lookup?: LookupFunction;
    /** An address's class (default {@link addressClassOf}); tests use it to stand a loopback server in for a public host. */
    classifyAddress?: (address: string) => AddressClass;
    /**
     * Request headers (an API token, an Accept): sent to the first URL's origin only, dropped once a redirect
     * leaves it (a release download's storage host must not get the token). Never shown in a message.
     */
    headers?: Record<string, string>;
    /**
     * The whole command's deadline (`--timeout`): the fetch is abandoned when it fires, whatever time its
     * own `timeoutMs` leaves. Given without `timeoutMs`, it is the fetch's only deadline (a second timer set
     * for the same instant would race it, and the message would not name `--timeout`).
     */
    signal?: AbortSignal;
    /**
     * The class of the address an earlier fetch began at (a URL an API answered with): this fetch may not
     * begin further inside it either, as if it were a redirect.
     */
    within?: AddressClass;
    /**
     * Redirects may only stay on the first URL's origin (an API that must answer for itself, such as an MCP
     * registry): one to another host is refused, not followed.
     */
    sameOriginRedirects?: boolean;
}
/**
 * Reads a document (a bundle, a statement) from a path or a URL, e.g. a release asset. URLs must be https
 * (plain http only to this machine, for tests and local mirrors). Redirects are followed one hop at a time
 * and each target is checked before it is requested, so a redirect to plain http is refused without being
 * fetched; nor may a redirect lead further inside than the address the fetch began at (public → private,
 * link-local, loopback or unspecified; private → loopback), checked on every address the target's name
 * resolves to, in any spelling, and the connection is made to exactly the addresses checked. The body is
 * read in chunks and abandoned once it passes `maxBytes` (default {@link MAX_FETCHED_BYTES}), whatever
 * Content-Length said. Messages name a URL by origin and path only: credentials and query strings in a URL
 * may be secrets. Failures are `IO_ERROR` (exit 2).
 */
export declare function readPathOrURL(ref: string, options?: {
    cwd?: string;
    timeoutMs?: number;
    maxBytes?: number;
} & FetchNetwork): Promise<{
    text: string;
    source: string;
    headers?: Headers;
    addressClass?: AddressClass;
}>;
/** {@link readPathOrURL}'s fetch, for a URL only, returning the body's bytes (a tarball is not text). Same rules and bounds. */
export declare function readURLBytes(ref: string, options?: {
    timeoutMs?: number;
    maxBytes?: number;
} & FetchNetwork): Promise<{
    bytes: Uint8Array;
    source: string;
    headers: Headers;
    addressClass?: AddressClass;
}>;
/** The HTTP status a fetch failed with, if it got as far as an answer. */
export declare function httpStatusOf(e: unknown): number | undefined;
/** Whether a URL names this machine by its usual names (127.0.0.1, localhost, [::1]). */
export declare function isLoopback(url: URL): boolean;
/**
 * Whether a redirect from the first URL asked for may be followed to `next`. GitHub's release downloads
 * redirect to a storage host: that hop must stay https (plain http only to this machine), and a remote host
 * may not send the fetch to this machine, where local services listen (only a fetch that began here may
 * stay here).
 */
export declare function redirectAllowed(first: URL, next: URL): boolean;
