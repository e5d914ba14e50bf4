import type { IncomingMessage } from 'node:http';
import { isIP, type LookupFunction } from 'node:net';
import { resolve } from 'node:path';
import { ToolsealError, osErrorText } from '../core/errors.js';
import { decodeUtf8 } from '../core/json/strict-reader.js';
import { VERSION } from '../version.js';
import { addressClassOf, guardedLookup, isMoreInternal, tooInternal, type AddressClass } from './address-class.js';
import { readTextFile } from './json-file.js';

/** The largest document read over the network (a bundle or statement of thousands of tools fits). */
const MAX_FETCHED_BYTES = 32 * 1024 * 1024;

/** Redirects followed (GitHub release downloads take one, to their storage host). */
export const MAX_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

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
export async function readPathOrURL(
  ref: string,
  options: { cwd?: string; timeoutMs?: number; maxBytes?: number } & FetchNetwork = {},
): Promise<{ text: string; source: string; headers?: Headers; addressClass?: AddressClass }> {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) {
    if (options.signal?.aborted) throw new ToolsealError('IO_ERROR', `cannot read ${ref}: the command's --timeout passed`);
    return { text: readTextFile(resolve(options.cwd ?? '.', ref)), source: ref };
  }
  const got = await readURLBytes(ref, options);
  return { text: decodeUtf8(got.bytes, got.source), source: got.source, headers: got.headers, addressClass: got.addressClass };
}

/** {@link readPathOrURL}'s fetch, for a URL only, returning the body's bytes (a tarball is not text). Same rules and bounds. */
export async function readURLBytes(
  ref: string,
  options: { timeoutMs?: number; maxBytes?: number } & FetchNetwork = {},
): Promise<{ bytes: Uint8Array; source: string; headers: Headers; addressClass?: AddressClass }> {
  let url: URL;
  try {
    url = new URL(ref);
  } catch (e) {
    throw new ToolsealError('USAGE', `not a URL: ${JSON.stringify(shownRef(ref))}`, { cause: e });
  }
  const shown = `${url.origin}${url.pathname}`;
  if (!isAllowedScheme(url)) throw new ToolsealError('USAGE', `${shown}: documents are fetched over https only`);
  if (url.username || url.password) throw new ToolsealError('USAGE', `${shown}: a URL with credentials in it is not fetched`);
  const maxBytes = options.maxBytes ?? MAX_FETCHED_BYTES;
  const timeoutMs = options.timeoutMs ?? (options.signal ? undefined : 60_000);
  const classify = options.classifyAddress ?? addressClassOf;
  const signal =
    timeoutMs === undefined
      ? options.signal!
      : options.signal
        ? AbortSignal.any([AbortSignal.timeout(timeoutMs), options.signal])
        : AbortSignal.timeout(timeoutMs);
  const reason = (e: unknown) => (options.signal?.aborted ? "the command's --timeout passed" : networkReason(e, timeoutMs ?? 0));
  let current = url;
  // The class of the address the first request connected to: no redirect may lead further inside.
  let began: AddressClass | undefined = options.within;
  const first = hostIP(url);
  if (began !== undefined && first !== undefined && isMoreInternal(classify(first), began))
    throw tooInternal(shown, classify(first), began);
  for (let hop = 0; ; hop++) {
    let response: IncomingMessage;
    try {
      const headers = current.origin === url.origin ? options.headers : undefined;
      response = await get(current, signal, guardedLookup(began, shown, options.lookup, classify), headers);
    } catch (e) {
      if (e instanceof ToolsealError) throw e;
      throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: ${reason(e)}`, { cause: e });
    }
    const status = response.statusCode ?? 0;
    if (hop === 0) {
      // The address connected to (never further inside than `within`: the guarded lookup saw to it).
      const remote = response.socket?.remoteAddress;
      began = remote === undefined ? (began ?? 'public') : classify(remote);
    }
    if (REDIRECT_STATUSES.has(status)) {
      response.destroy();
      if (hop >= MAX_REDIRECTS) throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: more than ${MAX_REDIRECTS} redirects`);
      const location = response.headers.location;
      if (location === undefined) throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: HTTP ${status} without a Location`);
      let next: URL;
      try {
        next = new URL(location, current);
      } catch (e) {
        throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: HTTP ${status} with an unusable Location`, { cause: e });
      }
      if (options.sameOriginRedirects && next.origin !== url.origin) {
        throw new ToolsealError(
          'IO_ERROR',
          `cannot fetch ${shown}: redirected to another host (${next.protocol}//${next.host}), which is not followed`,
        );
      }
      if (!redirectAllowed(url, next)) {
        throw new ToolsealError(
          'IO_ERROR',
          `cannot fetch ${shown}: redirected to ${next.protocol}//${next.host}, which is not https${isLoopback(next) ? ' or is this machine' : ''}`,
        );
      }
      // An IP literal is not looked up: its class is checked here, before it is requested.
      const literal = hostIP(next);
      if (literal !== undefined && isMoreInternal(classify(literal), began ?? 'public'))
        throw tooInternal(shown, classify(literal), began ?? 'public');
      current = next;
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: HTTP ${status}`, { cause: new HttpStatusError(status) });
    }
    const length = Number(response.headers['content-length'] ?? '0');
    if (length > maxBytes) {
      response.destroy();
      throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: larger than ${maxBytes} bytes`);
    }
    return {
      bytes: await readBounded(response, maxBytes, shown, reason),
      source: shown,
      headers: headersOf(response),
      addressClass: began,
    };
  }
}

/** One GET, on a connection of its own (a pooled socket would skip the guarded lookup). */
function get(url: URL, signal: AbortSignal, lookup: LookupFunction, headers: Record<string, string> = {}): Promise<IncomingMessage> {
  return new Promise((resolvePromise, reject) => {
    // node:http(s) taken when a fetch is made, not when this module loads: node:https (TLS) is a good part of
    // the start-up of a command that fetches nothing (a matched check of a snapshot file).
    const send = url.protocol === 'https:' ? process.getBuiltinModule('node:https').get : process.getBuiltinModule('node:http').get;
    const request = send(
      url,
      { agent: false, lookup, signal, headers: { 'user-agent': `toolseal/${VERSION}`, ...headers } },
      resolvePromise,
    );
    request.on('error', reject);
  });
}

/** A URL's host when it is an IP literal (the URL parser has normalized `2130706433`, `0x7f.1`, `[::ffff:…]`). */
function hostIP(url: URL): string | undefined {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) ? host : undefined;
}

/** A response's headers as a Fetch `Headers` (what callers read: `link` for the next page, say). */
function headersOf(response: IncomingMessage): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) out.append(name, v);
  }
  return out;
}

/** The cause of a fetch's `IO_ERROR` when the server answered with an error status (a 404 may mean "none"). */
class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

/** The HTTP status a fetch failed with, if it got as far as an answer. */
export function httpStatusOf(e: unknown): number | undefined {
  const cause = (e as { cause?: unknown } | undefined)?.cause;
  return cause instanceof HttpStatusError ? cause.status : undefined;
}

/** The body, read chunk by chunk and abandoned as soon as it passes the bound (a server may send forever). */
async function readBounded(
  response: IncomingMessage,
  maxBytes: number,
  shown: string,
  reason: (e: unknown) => string,
): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      total += chunk.byteLength;
      if (total > maxBytes) {
        response.destroy();
        throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: larger than ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  } catch (e) {
    if (e instanceof ToolsealError) throw e;
    throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: ${reason(e)}`, { cause: e });
  }
  return Buffer.concat(chunks);
}

/** Why a request failed, in a few words: a timeout, or the system's error spelled out (connection refused, no such host…). */
function networkReason(e: unknown, timeoutMs: number): string {
  const err = e as { name?: string; code?: unknown; message?: string; cause?: { code?: unknown; message?: unknown } };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return `no answer within ${Math.round(timeoutMs / 1000)} s`;
  if (typeof err?.code === 'string' && /^E[A-Z_]+$/.test(err.code)) return osErrorText(err);
  if (typeof err?.cause?.code === 'string') return osErrorText(err.cause);
  return 'the connection failed';
}

/** A reference that did not parse as a URL, cut short and without anything after `@`-credentials or `?`. */
function shownRef(ref: string): string {
  return ref
    .replace(/\/\/[^/@]*@/, '//')
    .replace(/[?#].*$/, '')
    .slice(0, 200);
}

function isAllowedScheme(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url));
}

/** Whether a URL names this machine by its usual names (127.0.0.1, localhost, [::1]). */
export function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * Whether a redirect from the first URL asked for may be followed to `next`. GitHub's release downloads
 * redirect to a storage host: that hop must stay https (plain http only to this machine), and a remote host
 * may not send the fetch to this machine, where local services listen (only a fetch that began here may
 * stay here).
 */
export function redirectAllowed(first: URL, next: URL): boolean {
  if (!isAllowedScheme(next)) return false;
  return !isLoopback(next) || isLoopback(first);
}
