import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeHttp, listen } from './loopback-http.js';

export const PUBLISHER_META = 'io.modelcontextprotocol.registry/publisher-provided';
export const OFFICIAL_META = 'io.modelcontextprotocol.registry/official';

/** One listed entry of a search page: a `server.json` and the registry's own `_meta`. */
export interface ListedEntry {
  server: Record<string, unknown>;
  _meta?: Record<string, unknown>;
}

/**
 * A local HTTP server on 127.0.0.1 shaped as the MCP registry's v0 API, whose every answer the test sets:
 * the search pages (`GET /v0/servers?search=`, page N+1 behind cursor `pN`), the answer of
 * `/v0/servers/{name}/versions/latest`, and assets (bundles) by path. It records every path asked for.
 */
export interface HostileRegistry {
  url(): string;
  /** Each search page's entries, in order (the cursor of page i+1 is `p${i + 1}`). */
  pages: ListedEntry[][];
  /** The answer of `versions/latest` (404 when undefined). */
  latest: ListedEntry | undefined;
  /** Bodies by path (`/assets/x.sigstore.json`). */
  assets: Record<string, string | Buffer>;
  /** Paths asked for that are never answered (an npm registry that holds the connection open). */
  hanging: Set<string>;
  /** Every path requested, in order (`/v0/servers?cursor=p1` shown as `/v0/servers#p1`). */
  hits: string[];
  close(): Promise<void>;
}

export async function startHostileRegistry(): Promise<HostileRegistry> {
  let port = 0;
  const registry: HostileRegistry = {
    url: () => `http://127.0.0.1:${port}`,
    pages: [],
    latest: undefined,
    assets: {},
    hanging: new Set(),
    hits: [],
    close: () => closeHttp(http),
  };
  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', registry.url());
    const cursor = url.searchParams.get('cursor');
    registry.hits.push(cursor === null ? url.pathname : `${url.pathname}#${cursor}`);
    const json = (doc: unknown) => void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(doc));
    if (url.pathname === '/v0/servers') {
      const i = cursor === null ? 0 : Number(cursor.slice(1));
      const next = i + 1 < registry.pages.length ? { nextCursor: `p${i + 1}` } : {};
      return json({ servers: registry.pages[i] ?? [], metadata: { count: (registry.pages[i] ?? []).length, ...next } });
    }
    if (/^\/v0\/servers\/[^/]+\/versions\/latest$/.test(url.pathname))
      return registry.latest === undefined ? void res.writeHead(404).end('{}') : json(registry.latest);
    if (registry.hanging.has(url.pathname)) return;
    const asset = registry.assets[url.pathname];
    if (asset !== undefined) return void res.writeHead(200).end(asset);
    res.writeHead(404).end();
  });
  port = await listen(http);
  return registry;
}

/** The registry's own mark on a listed version. */
export function official(isLatest: boolean, status = 'active'): Record<string, unknown> {
  return { [OFFICIAL_META]: { status, isLatest } };
}

/** toolseal's fragment in the publisher-provided `_meta`. */
export function surfaceFragment(manifestDigest: string, bundle: unknown, revision = 1): Record<string, unknown> {
  return { [PUBLISHER_META]: { 'dev.toolseal/surface': { manifestDigest, revision, bundle } } };
}

/** A bundle's JSON text with one character of its DSSE signature changed: it no longer verifies (SIGNATURE_INVALID). */
export function tamperedBundle(text: string): string {
  const b = JSON.parse(text) as { dsseEnvelope: { signatures: Array<{ sig: string }> } };
  const sig = b.dsseEnvelope.signatures[0]!.sig;
  b.dsseEnvelope.signatures[0]!.sig = sig.slice(0, 20) + (sig[20] === 'A' ? 'B' : 'A') + sig.slice(21);
  return JSON.stringify(b);
}

/**
 * Serves an npm package version as a registry under `${registry.url()}/npm/` does: the packument at
 * `/npm/<name>` (scoped names as npm asks for them, `@scope%2Fname`) and the tarball `bytes`, with their
 * sha512 as the integrity. Returns the registry base URL and the packument's path.
 */
export function serveNpmPackage(registry: HostileRegistry, name: string, version: string, bytes: Buffer) {
  const packumentPath = `/npm/${encodeURIComponent(name).replace(/^%40/, '@')}`;
  const tarballPath = `/npm/tarballs/${version}.tgz`;
  const integrity = `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
  registry.assets[tarballPath] = bytes;
  registry.assets[packumentPath] = JSON.stringify({
    name,
    versions: { [version]: { name, version, dist: { integrity, tarball: `${registry.url()}${tarballPath}` } } },
  });
  return { base: `${registry.url()}/npm/`, packumentPath };
}
