import { parseArtifactSpec, type ArtifactSubject } from '../core/statement/artifact-subjects.js';
import { ToolsealError, osErrorText } from '../core/errors.js';
import { decodeUtf8, parseJsonStrict } from '../core/json/strict-reader.js';
import {
  officialOf,
  registryEntryOf,
  versionsOfSearchPage,
  type ListedVersion,
  type RegistryEntry,
} from '../core/origin/registry-entry.js';
import type { Digest } from '../core/surface/surface.js';
import { quoteForTerminal } from '../core/text/terminal-text.js';
import type { RegistryServer } from '../core/origin/registry-server.js';
import { innermostClassOfHost, isMoreInternal, type AddressClass } from '../fs/address-class.js';
import { readPathOrURL, readURLBytes, type FetchNetwork } from '../fs/read-path-or-url.js';
import { beforeDeadline } from './verify-options.js';
import { resolveArtifact, type ArtifactOptions } from './artifacts.js';
import { DEFAULT_REGISTRY_URL } from './upgrade-sources.js';

export { DEFAULT_REGISTRY_URL };
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
  /** Name resolution and address classes (tests stand a loopback server in for a public registry). */
  network?: RegistryNetwork;
  /** A warning line (the entry is deprecated), printed by the caller. */
  warn?(line: string): void;
}

/** How the registry route resolves names and classes addresses: node:dns and the real classes unless a test says. */
export type RegistryNetwork = Pick<FetchNetwork, 'lookup' | 'classifyAddress'>;

/** A registry entry as read: where it was read, and the class of the registry's address (what it names may go no further inside). */
export type ReadRegistryEntry = RegistryEntry & { source: string; addressClass: AddressClass };

/**
 * A server's entry in an MCP registry, through its v0 API: `GET {U}/v0/servers?search=NAME` (following
 * `metadata.nextCursor`, at most {@link MAX_REGISTRY_PAGES} pages, all of them read) for the versions named
 * exactly NAME; the one the registry marks latest (`isLatest`) is used, so an older version alone on one
 * page is never taken for the release (a rollback). When no one version is marked, or the pages ran out
 * before the list did, `GET {U}/v0/servers/{NAME}/versions/latest` answers; a single version listed on
 * complete pages, and not marked `isLatest: false`, is used as it is. A version the registry marks
 * `deleted` is refused (`INVALID_INPUT`), `deprecated` warns. Every request is bounded in time and size,
 * and a redirect to another host is refused (the registry answers for itself). The registry's address
 * class is kept: what the entry names may lead no further inside. Not found: `INVALID_INPUT`.
 */
export async function readRegistryEntry(name: string, options: RegistryReadOptions): Promise<ReadRegistryEntry> {
  const base = registryBase(options.registryUrl ?? DEFAULT_REGISTRY_URL);
  let addressClass: AddressClass | undefined;
  const get = async (url: URL) => {
    const got = await readURLBytes(url.href, {
      timeoutMs: options.timeoutMs,
      maxBytes: MAX_REGISTRY_BYTES,
      signal: options.signal,
      sameOriginRedirects: true,
      headers: { accept: 'application/json' },
      ...options.network,
      within: addressClass,
    });
    addressClass ??= got.addressClass ?? 'public';
    return { doc: parseJsonStrict(decodeUtf8(got.bytes, got.source), got.source), source: got.source };
  };
  const listed: Array<ListedVersion & { source: string }> = [];
  let cursor: string | undefined;
  let complete = false;
  for (let page = 0; page < MAX_REGISTRY_PAGES; page++) {
    const url = new URL('v0/servers', base);
    url.searchParams.set('search', name);
    if (cursor !== undefined) url.searchParams.set('cursor', cursor);
    const { doc, source } = await get(url);
    const found = versionsOfSearchPage(doc, name, source);
    // Bounded by the pages read (their number and size).
    for (const v of found.versions) listed.push({ ...v, source });
    if (found.nextCursor === undefined || found.nextCursor === cursor) {
      complete = true;
      break;
    }
    cursor = found.nextCursor;
  }
  if (listed.length === 0)
    throw new ToolsealError(
      'INVALID_INPUT',
      `${base.origin}${base.pathname}: the MCP registry has no server named ${quoteForTerminal(name)}`,
    );
  const marked = listed.filter((v) => v.latest === true);
  let chosen: { server: unknown; status?: string; source: string };
  if (marked.length === 1) chosen = marked[0]!;
  // One version on pages read to their end, not marked as an older one: the only one there is.
  else if (marked.length === 0 && listed.length === 1 && complete && listed[0]!.latest !== false) chosen = listed[0]!;
  else {
    const latest = await get(new URL(`v0/servers/${encodeURIComponent(name)}/versions/latest`, base));
    const d = latest.doc as Record<string, unknown> | null;
    const wrapped = d !== null && typeof d === 'object' && 'server' in d;
    chosen = { server: wrapped ? d.server : d, ...(wrapped ? officialOf(d._meta) : {}), source: latest.source };
  }
  const entry = registryEntryOf(chosen.server, name, chosen.source);
  const which = `${quoteForTerminal(name)}${entry.version === undefined ? '' : ` version ${quoteForTerminal(entry.version.slice(0, 100))}`}`;
  if (chosen.status === 'deleted')
    throw new ToolsealError('INVALID_INPUT', `${chosen.source}: the registry marks ${which} deleted: not verified, nothing started`);
  if (chosen.status === 'deprecated') options.warn?.(`${chosen.source}: the registry marks ${which} deprecated`);
  return { ...entry, source: chosen.source, addressClass: addressClass! };
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
export async function artifactsOfEntry(entry: ReadRegistryEntry, options: ArtifactOptions): Promise<ArtifactSubject[]> {
  const out: ArtifactSubject[] = [];
  for (const p of entry.packages) {
    if ((p.registryType === 'mcpb' || p.registryType === 'oci') && p.sha256 !== undefined)
      out.push({ name: p.identifier, digest: { sha256: p.sha256 } });
    if (p.registryType === 'npm') {
      // Read as an --artifact is: an exact version of a valid name, else refused.
      out.push(
        await resolveArtifact(parseArtifactSpec(`npm:${p.identifier}@${p.version}`), {
          ...options,
          // A registry the entry names may lead no further inside than the MCP registry itself.
          ...(p.registryBaseUrl ? { npmRegistry: p.registryBaseUrl, within: entry.addressClass } : {}),
        }),
      );
    }
  }
  return out;
}

/**
 * The fragment's bundle, when it is a URL: fetched as `--bundle URL` is, and no further inside than the
 * registry that named it (a public registry's entry cannot point the fetch at this machine or a private
 * network). `undefined` when the fragment names an attestation's digest instead.
 */
export async function readEntryBundle(
  entry: ReadRegistryEntry,
  options: { signal?: AbortSignal; network?: RegistryNetwork },
): Promise<{ text: string; source: string } | undefined> {
  const bundle = entry.surface.bundle;
  if (!('url' in bundle)) return undefined;
  const got = await readPathOrURL(bundle.url, { signal: options.signal, ...options.network, within: entry.addressClass });
  return { text: got.text, source: got.source };
}

/**
 * Run once the bundle has verified, just before the server the entry names is contacted: a remote's URL,
 * and the package registry a package is fetched from, may lead no further inside than the registry that
 * named them, by every address the host resolves to (`INVALID_INPUT`, the URL not shown: its query may
 * hold a key). An entry from a registry on this machine may name servers on it.
 */
export async function checkEntryServerAddress(
  named: RegistryServer,
  entry: ReadRegistryEntry,
  options: { signal?: AbortSignal; network?: RegistryNetwork },
): Promise<void> {
  const text = named.kind === 'url' ? named.url : named.registryBaseUrl;
  if (text === undefined) return;
  const where = named.kind === 'url' ? `server.${named.from}.url` : `server.${named.from}.registryBaseUrl`;
  const host = new URL(text).hostname;
  const lookup = () => innermostClassOfHost(host, options.network?.lookup, options.network?.classifyAddress);
  let cls: AddressClass;
  try {
    cls = options.signal ? await beforeDeadline(options.signal, `${entry.source}: ${where}`, lookup) : await lookup();
  } catch (e) {
    if (e instanceof ToolsealError) throw e;
    throw new ToolsealError('IO_ERROR', `${entry.source}: ${where}: its host could not be resolved (${osErrorText(e)})`, { cause: e });
  }
  if (isMoreInternal(cls, entry.addressClass)) {
    throw new ToolsealError(
      'INVALID_INPUT',
      `${entry.source}: ${where} leads to a ${cls} address, further inside than the registry that named it (${entry.addressClass}): not contacted`,
    );
  }
}

/**
 * Signed upgrades (`check --registry URL`, the guard's `--upgrade-registry URL`): the statement the
 * registry's entry of `name` names, read as `verify --registry` reads it (the version marked latest, one
 * marked deleted refused; its bundle URL no further inside than the registry, or its attestation in the
 * entry's repository), with the manifest digest the entry's fragment says it signs.
 */
export async function readRegistryStatement(
  name: string,
  options: RegistryReadOptions & { attestations?: (repo: string, digest: Digest) => Promise<Array<{ text: string; source: string }>> },
): Promise<{ manifestDigest: Digest; source: string; bundles: Array<{ text: string; source: string }> }> {
  const entry = await readRegistryEntry(name, options);
  const source = `the registry entry ${entry.source}`;
  const bundle = await readEntryBundle(entry, options);
  if (bundle !== undefined) return { manifestDigest: entry.surface.manifestDigest, source, bundles: [bundle] };
  const { attestation } = entry.surface.bundle as { attestation: Digest };
  if (options.attestations === undefined)
    throw new ToolsealError('INVALID_INPUT', `${entry.source}: the entry names an attestation, and no attestations API is at hand`);
  return { manifestDigest: entry.surface.manifestDigest, source, bundles: await options.attestations(entry.repository, attestation) };
}
