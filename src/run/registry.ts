import { parseArtifactSpec, type ArtifactSubject } from '../core/artifact-subjects.js';
import { ToolsealError } from '../core/errors.js';
import { decodeUtf8, parseJsonStrict } from '../core/json-text.js';
import { registryEntryOf, serverOfSearchPage, type RegistryEntry } from '../core/registry-entry.js';
import { quoteForTerminal } from '../core/terminal-text.js';
import { readURLBytes } from '../fs/read-path-or-url.js';
import { resolveArtifact, type ArtifactOptions } from './artifacts.js';

/** The official MCP Registry, whose v0 API `verify --registry` reads unless `--registry-url` names another. */
export const DEFAULT_REGISTRY_URL = 'https://registry.modelcontextprotocol.io';
/** Search pages read at most (each of at most {@link MAX_REGISTRY_BYTES}) before the name counts as not found. */
export const MAX_REGISTRY_PAGES = 10;
export const MAX_REGISTRY_BYTES = 4 * 1024 * 1024;

export interface RegistryReadOptions {
  /** `--registry-url` (default {@link DEFAULT_REGISTRY_URL}). */
  registryUrl?: string;
  /** The command's deadline: every request ends with it. */
  signal?: AbortSignal;
  /** A bound on each request, when there is no command deadline. */
  timeoutMs?: number;
}

/**
 * A server's entry in an MCP registry, through its v0 API: `GET {U}/v0/servers?search=NAME` (following
 * `metadata.nextCursor`, at most {@link MAX_REGISTRY_PAGES} pages) for the entry named exactly NAME, the
 * one marked latest; when several versions are listed and none is marked, `GET
 * {U}/v0/servers/{NAME}/versions/latest`. Every request is bounded in time and size, and a redirect to
 * another host is refused (the registry answers for itself). Not found: `INVALID_INPUT`.
 */
export async function readRegistryEntry(name: string, options: RegistryReadOptions): Promise<RegistryEntry & { source: string }> {
  const base = registryBase(options.registryUrl ?? DEFAULT_REGISTRY_URL);
  const get = async (url: URL) => {
    const got = await readURLBytes(url.href, {
      timeoutMs: options.timeoutMs,
      maxBytes: MAX_REGISTRY_BYTES,
      signal: options.signal,
      sameOriginRedirects: true,
      headers: { accept: 'application/json' },
    });
    return { doc: parseJsonStrict(decodeUtf8(got.bytes, got.source), got.source), source: got.source };
  };
  let cursor: string | undefined;
  for (let page = 0; page < MAX_REGISTRY_PAGES; page++) {
    const url = new URL('v0/servers', base);
    url.searchParams.set('search', name);
    if (cursor !== undefined) url.searchParams.set('cursor', cursor);
    const { doc, source } = await get(url);
    const found = serverOfSearchPage(doc, name, source);
    if (found.server !== undefined) return { ...registryEntryOf(found.server, name, source), source };
    if (found.ambiguous) {
      const latest = await get(new URL(`v0/servers/${encodeURIComponent(name)}/versions/latest`, base));
      const d = latest.doc as Record<string, unknown> | null;
      const server = d !== null && typeof d === 'object' && 'server' in d ? d.server : d;
      return { ...registryEntryOf(server, name, latest.source), source: latest.source };
    }
    if (found.nextCursor === undefined || found.nextCursor === cursor) break;
    cursor = found.nextCursor;
  }
  throw new ToolsealError(
    'INVALID_INPUT',
    `${base.origin}${base.pathname}: the MCP registry has no server named ${quoteForTerminal(name)}`,
  );
}

/** The registry's base URL, ending in `/` (a path prefix kept), without credentials or a query. */
function registryBase(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.endsWith('/') ? text : `${text}/`);
  } catch (e) {
    throw new ToolsealError('USAGE', `--registry-url ${quoteForTerminal(text.slice(0, 200))} is not a URL`, { cause: e });
  }
  if (url.username || url.password || url.search || url.hash)
    throw new ToolsealError('USAGE', '--registry-url: a URL with credentials, a query or a fragment is not used');
  return url;
}

/**
 * The artifacts a registry entry's packages name, as subjects the signed statement must hold: an MCPB file
 * by its `fileSha256`, an image by the digest in its identifier, an npm version through its registry (the
 * entry's `registryBaseUrl`, else the configured one; the tarball checked against its integrity). A
 * package with no digest to check (an image by tag, another registry type) names none.
 */
export async function artifactsOfEntry(entry: RegistryEntry, options: ArtifactOptions): Promise<ArtifactSubject[]> {
  const out: ArtifactSubject[] = [];
  for (const p of entry.packages) {
    if ((p.registryType === 'mcpb' || p.registryType === 'oci') && p.sha256 !== undefined)
      out.push({ name: p.identifier, digest: { sha256: p.sha256 } });
    if (p.registryType === 'npm') {
      // Read as an --artifact is: an exact version of a valid name, else refused.
      out.push(
        await resolveArtifact(parseArtifactSpec(`npm:${p.identifier}@${p.version}`), {
          ...options,
          ...(p.registryBaseUrl ? { npmRegistry: p.registryBaseUrl } : {}),
        }),
      );
    }
  }
  return out;
}
