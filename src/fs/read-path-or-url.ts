import { resolve } from 'node:path';
import { ToolsealError } from '../core/errors.js';
import { decodeUtf8 } from '../core/json-text.js';
import { readTextFile } from './json-file.js';

/** The largest document read over the network (a bundle or statement of thousands of tools fits). */
export const MAX_FETCHED_BYTES = 32 * 1024 * 1024;

/** Redirects followed (GitHub release downloads take one, to their storage host). */
export const MAX_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Reads a document (a bundle, a statement) from a path or a URL, e.g. a release asset. URLs must be https
 * (plain http only to this machine, for tests and local mirrors). Redirects are followed one hop at a time
 * and each target is checked before it is requested, so a redirect to plain http is refused without being
 * fetched. The body is read in chunks and abandoned once it passes `maxBytes` (default
 * {@link MAX_FETCHED_BYTES}), whatever Content-Length said. Messages name a URL by origin and path only:
 * credentials and query strings in a URL may be secrets. Failures are `IO_ERROR` (exit 2).
 */
export async function readPathOrURL(
  ref: string,
  options: {
    cwd?: string;
    timeoutMs?: number;
    maxBytes?: number;
    /** Request headers (an API token): sent to the first URL's origin only, never after a redirect to another. */
    headers?: Record<string, string>;
  } = {},
): Promise<{ text: string; source: string; headers?: Headers }> {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) return { text: readTextFile(resolve(options.cwd ?? '.', ref)), source: ref };
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
  const timeoutMs = options.timeoutMs ?? 60_000;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = url;
  for (let hop = 0; ; hop++) {
    let response: Response;
    try {
      const headers = current.origin === url.origin ? options.headers : undefined;
      response = await fetch(current, { redirect: 'manual', signal, headers });
    } catch (e) {
      throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: ${networkReason(e, timeoutMs)}`, { cause: e });
    }
    if (REDIRECT_STATUSES.has(response.status)) {
      await response.body?.cancel().catch(() => undefined);
      if (hop >= MAX_REDIRECTS) throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: more than ${MAX_REDIRECTS} redirects`);
      const location = response.headers.get('location');
      if (location === null) throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: HTTP ${response.status} without a Location`);
      let next: URL;
      try {
        next = new URL(location, current);
      } catch (e) {
        throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: HTTP ${response.status} with an unusable Location`, { cause: e });
      }
      if (!redirectAllowed(url, next)) {
        throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: redirected to ${next.protocol}//${next.host}, which is not https${isLoopback(next) ? ' or is this machine' : ''}`);
      }
      current = next;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: HTTP ${response.status}`, { cause: new HttpStatusError(response.status) });
    }
    const length = Number(response.headers.get('content-length') ?? '0');
    if (length > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: larger than ${maxBytes} bytes`);
    }
    return { text: decodeUtf8(await readBounded(response, maxBytes, shown, timeoutMs), shown), source: shown, headers: response.headers };
  }
}

/** The cause of a fetch's `IO_ERROR` when the server answered with an error status (a 404 may mean "none"). */
export class HttpStatusError extends Error {
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
async function readBounded(response: Response, maxBytes: number, shown: string, timeoutMs: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: larger than ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  } catch (e) {
    if (e instanceof ToolsealError) throw e;
    throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: ${networkReason(e, timeoutMs)}`, { cause: e });
  }
  return Buffer.concat(chunks);
}

/** Why a request failed, in a few words: a timeout, or the system's error code (ECONNREFUSED, ENOTFOUND…). */
function networkReason(e: unknown, timeoutMs: number): string {
  const err = e as { name?: string; message?: string; cause?: { code?: unknown; message?: unknown } };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return `no answer within ${Math.round(timeoutMs / 1000)} s`;
  if (typeof err?.cause?.code === 'string') return err.cause.code;
  return 'the connection failed';
}

/** A reference that did not parse as a URL, cut short and without anything after `@`-credentials or `?`. */
function shownRef(ref: string): string {
  return ref.replace(/\/\/[^/@]*@/, '//').replace(/[?#].*$/, '').slice(0, 200);
}

function isAllowedScheme(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url));
}

function isLoopback(url: URL): boolean {
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
