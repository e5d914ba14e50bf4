import { resolve } from 'node:path';
import { ToolsealError } from '../core/errors.js';
import { decodeUtf8 } from '../core/json-text.js';
import { readTextFile } from './json-file.js';

/** The largest document read over the network (a bundle or statement of thousands of tools fits). */
export const MAX_FETCHED_BYTES = 32 * 1024 * 1024;

/**
 * Reads a document (a bundle, a statement) from a path or a URL, e.g. a release asset. URLs must be https
 * (plain http only to this machine, for tests and local mirrors), redirects may not step down to http,
 * and the body is bounded by {@link MAX_FETCHED_BYTES}. Messages name a URL by origin and path only:
 * credentials in a URL are secrets.
 */
export async function readPathOrURL(ref: string, options: { cwd?: string; timeoutMs?: number } = {}): Promise<{ text: string; source: string }> {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) return { text: readTextFile(resolve(options.cwd ?? '.', ref)), source: ref };
  let url: URL;
  try {
    url = new URL(ref);
  } catch (e) {
    throw new ToolsealError('USAGE', `not a URL: ${JSON.stringify(ref.slice(0, 200))}`, { cause: e });
  }
  if (!isAllowedScheme(url)) throw new ToolsealError('USAGE', `${url.origin}: documents are fetched over https only`);
  const shown = `${url.origin}${url.pathname}`;
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(options.timeoutMs ?? 60_000) });
  } catch (e) {
    throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: ${(e as Error).name}`, { cause: e });
  }
  if (!response.ok) throw new ToolsealError('IO_ERROR', `cannot fetch ${shown}: HTTP ${response.status}`);
  // GitHub's release downloads redirect to a storage host; that hop must not step down to plain http.
  const final = response.url ? new URL(response.url) : url;
  if (!isAllowedScheme(final)) throw new ToolsealError('IO_ERROR', `${shown}: redirected to ${final.protocol}//${final.host}, not https`);
  const length = Number(response.headers.get('content-length') ?? '0');
  if (length > MAX_FETCHED_BYTES) throw new ToolsealError('IO_ERROR', `${shown}: larger than ${MAX_FETCHED_BYTES} bytes`);
  const buf = Buffer.from(await response.arrayBuffer());
  if (buf.length > MAX_FETCHED_BYTES) throw new ToolsealError('IO_ERROR', `${shown}: larger than ${MAX_FETCHED_BYTES} bytes`);
  return { text: decodeUtf8(buf, shown), source: shown };
}

function isAllowedScheme(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname));
}
