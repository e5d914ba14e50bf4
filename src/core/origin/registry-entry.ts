import { isJsonObject as isObject } from '../json/json-object.js';
import { ToolsealError } from '../errors.js';
import { MAX_PUBLISHER_META_BYTES, PUBLISHER_META_KEY, SURFACE_META_KEY, isBundleUrl } from './registry-fragment.js';
import { interopSetHashesIn, type InteropSetHashes } from '../surface/interop-hashes.js';
import { isRegistryServerName } from './registry-name.js';
import type { Digest } from '../surface/surface.js';
import { quoteForTerminal } from '../text/terminal-text.js';

/** The MCP Registry's own `_meta` key on an entry of its v0 API (status, whether it is the latest version). */
export const OFFICIAL_META_KEY = 'io.modelcontextprotocol.registry/official';

/** Where the signed bundle of a registry entry's surface is: its release asset URL, or the digest its attestation is stored under. */
export type RegistryBundle = { url: string } | { attestation: Digest };

/** A package a registry entry lists, as far as toolseal checks it against the signed statement's subjects. */
export type RegistryPackage = (
  | { registryType: 'npm'; identifier: string; version: string; registryBaseUrl?: string }
  | { registryType: 'pypi'; identifier: string; version?: string; registryBaseUrl?: string }
  | { registryType: 'oci'; identifier: string; sha256?: string }
  | { registryType: 'mcpb'; identifier: string; sha256?: string }
  | { registryType: 'other'; identifier: string }
) & {
  /** The package's `transport.type` (`stdio`, `streamable-http`, `sse`), when the entry gives one. */
  transport?: string;
};

/** A remote a registry entry lists (`remotes[]`): its transport type and URL, as written. */
export interface RegistryRemote {
  type: string;
  url: string;
}

/** What `verify --registry NAME` takes from the registry's `server.json` of that name. */
export interface RegistryEntry {
  name: string;
  version?: string;
  /** The GitHub repository (`OWNER/REPO`) its `repository.url` names: the signer must be a workflow of it. */
  repository: string;
  packages: RegistryPackage[];
  /** The entry's `remotes` (at most 32), read as written: what may be started is decided in registry-server.ts. */
  remotes: RegistryRemote[];
  /** The publisher-provided fragment toolseal wrote (`dev.toolseal/surface`). */
  surface: { manifestDigest: Digest; revision: number; bundle: RegistryBundle; interop?: InteropSetHashes };
}

const SHA256_DIGEST = /^sha256:[0-9a-f]{64}$/;

/** A listed version of the server: its `server.json` and what the registry's own `_meta` says of it. */
export interface ListedVersion {
  server: unknown;
  /** `isLatest` in the registry's `_meta` ({@link OFFICIAL_META_KEY}), when given. */
  latest?: boolean;
  /** `status` there (`active`, `deprecated`, `deleted`), when given. */
  status?: string;
}

/**
 * The versions of `name` in a page of `GET /v0/servers?search=NAME` (`{"servers": [{"server": {…},
 * "_meta": {…}}], "metadata": {…}}`): the entries whose `server.name` is exactly `name` (search matches
 * parts of names), each with the registry's mark of the latest version and its status; and the next
 * page's cursor. Which one is used is decided over every page read (run/registry.ts).
 */
export function versionsOfSearchPage(doc: unknown, name: string, source: string): { versions: ListedVersion[]; nextCursor?: string } {
  if (!isObject(doc) || !Array.isArray(doc.servers))
    throw new ToolsealError('INVALID_INPUT', `${source}: not an MCP registry answer (no "servers" list)`);
  const same = doc.servers.filter((e) => isObject(e) && isObject(e.server) && e.server.name === name) as Array<Record<string, unknown>>;
  const meta = isObject(doc.metadata) ? doc.metadata : {};
  const nextCursor = typeof meta.nextCursor === 'string' && meta.nextCursor !== '' ? meta.nextCursor : undefined;
  const versions = same.map((e) => ({ server: e.server, ...officialOf(e._meta) }));
  return nextCursor === undefined ? { versions } : { versions, nextCursor };
}

/** The registry's own mark on a listed entry (`_meta[OFFICIAL_META_KEY]`): latest or not, and its status. */
export function officialOf(meta: unknown): { latest?: boolean; status?: string } {
  const official = isObject(meta) && isObject(meta[OFFICIAL_META_KEY]) ? (meta[OFFICIAL_META_KEY] as Record<string, unknown>) : {};
  return {
    ...(typeof official.isLatest === 'boolean' ? { latest: official.isLatest } : {}),
    ...(typeof official.status === 'string' ? { status: official.status.slice(0, 40) } : {}),
  };
}

/**
 * Reads a registry entry's `server.json` (docs/formats.md): its name (exactly `name`), its repository (a
 * GitHub repository URL), its packages, and toolseal's fragment in the publisher-provided `_meta`, which
 * must fit in {@link MAX_PUBLISHER_META_BYTES}. Anything else is `INVALID_INPUT` (exit 2), naming the place:
 * a registry's answer is input like a file.
 */
export function registryEntryOf(server: unknown, name: string, source: string): RegistryEntry {
  const bad = (where: string, what: string): never => {
    throw new ToolsealError('INVALID_INPUT', `${source}: ${where}: ${what}`);
  };
  if (!isObject(server)) bad('server', 'not an object');
  const s = server as Record<string, unknown>;
  if (s.name !== name) bad('server.name', `is ${quoteForTerminal(String(s.name).slice(0, 200))}, not ${quoteForTerminal(name)}`);
  if (!isRegistryServerName(name)) bad('server.name', "is not in the MCP registry's name format");
  const repository = githubRepositoryOf(s.repository, (what) => bad('server.repository', what));
  const packages = Array.isArray(s.packages)
    ? s.packages.slice(0, 32).map((p, i) => packageOf(p, (what) => bad(`server.packages[${i}]`, what)))
    : [];
  const remotes = Array.isArray(s.remotes)
    ? s.remotes.slice(0, 32).map((r, i) => remoteOf(r, (what) => bad(`server.remotes[${i}]`, what)))
    : [];
  const meta = isObject(s._meta) ? s._meta : undefined;
  const provided = meta?.[PUBLISHER_META_KEY];
  if (!isObject(provided))
    bad(
      `server._meta[${JSON.stringify(PUBLISHER_META_KEY)}]`,
      'absent: the publisher wrote no toolseal fragment (toolseal statement --registry-fragment)',
    );
  const size = Buffer.byteLength(JSON.stringify(provided), 'utf8');
  if (size > MAX_PUBLISHER_META_BYTES)
    bad(
      `server._meta[${JSON.stringify(PUBLISHER_META_KEY)}]`,
      `${size} bytes, more than the ${MAX_PUBLISHER_META_BYTES} the registry takes: not read`,
    );
  const surface = (provided as Record<string, unknown>)[SURFACE_META_KEY];
  const at = `server._meta[${JSON.stringify(PUBLISHER_META_KEY)}][${JSON.stringify(SURFACE_META_KEY)}]`;
  if (!isObject(surface)) bad(at, 'absent or not an object');
  const f = surface as Record<string, unknown>;
  if (typeof f.manifestDigest !== 'string' || !SHA256_DIGEST.test(f.manifestDigest)) bad(`${at}.manifestDigest`, 'not sha256:<64 hex>');
  if (typeof f.revision !== 'number' || !Number.isSafeInteger(f.revision) || f.revision < 1)
    bad(`${at}.revision`, 'not a whole number from 1');
  const bundle = bundleOf(f.bundle, (what) => bad(`${at}.bundle`, what));
  const interop = interopSetHashesIn(f, (what) => bad(at, what));
  return {
    name,
    ...(typeof s.version === 'string' ? { version: s.version } : {}),
    repository,
    packages,
    remotes,
    surface: { manifestDigest: f.manifestDigest as Digest, revision: f.revision as number, bundle, ...(interop ? { interop } : {}) },
  };
}

/** `https://github.com/OWNER/REPO` (a trailing `.git` or `/` allowed) as `OWNER/REPO`. */
function githubRepositoryOf(v: unknown, bad: (what: string) => never): string {
  if (!isObject(v) || typeof v.url !== 'string') bad('has no url');
  const r = v as Record<string, unknown>;
  if (r.source !== undefined && r.source !== 'github')
    bad(`source is ${quoteForTerminal(String(r.source).slice(0, 40))}: only a GitHub repository can be the signer (as --repo)`);
  const m = /^https:\/\/github\.com\/([A-Za-z0-9-]{1,39})\/([A-Za-z0-9._-]{1,100}?)(?:\.git)?\/?$/.exec(r.url as string);
  if (!m || m[2] === '.' || m[2] === '..')
    bad(`url ${quoteForTerminal((r.url as string).slice(0, 200))} is not https://github.com/OWNER/REPO`);
  return `${m![1]}/${m![2]}`;
}

function packageOf(p: unknown, bad: (what: string) => never): RegistryPackage {
  if (!isObject(p) || typeof p.identifier !== 'string' || p.identifier === '' || p.identifier.length > 1024) bad('has no identifier');
  const q = p as Record<string, unknown> & { identifier: string };
  const sha = (v: unknown) => (typeof v === 'string' && /^[0-9a-f]{64}$/.test(v) ? v : undefined);
  const transport = isObject(q.transport) && typeof q.transport.type === 'string' ? { transport: q.transport.type.slice(0, 40) } : {};
  const base = typeof q.registryBaseUrl === 'string' ? { registryBaseUrl: q.registryBaseUrl } : {};
  switch (q.registryType) {
    case 'npm': {
      if (typeof q.version !== 'string' || q.version === '') bad('an npm package without a version');
      return { registryType: 'npm', identifier: q.identifier, version: q.version as string, ...base, ...transport };
    }
    case 'pypi':
      return {
        registryType: 'pypi',
        identifier: q.identifier,
        ...(typeof q.version === 'string' && q.version !== '' ? { version: q.version } : {}),
        ...base,
        ...transport,
      };
    case 'oci': {
      const at = q.identifier.lastIndexOf('@sha256:');
      const digest = at < 0 ? undefined : sha(q.identifier.slice(at + '@sha256:'.length));
      return { registryType: 'oci', identifier: q.identifier, ...(digest ? { sha256: digest } : {}), ...transport };
    }
    case 'mcpb': {
      const digest = sha(q.fileSha256);
      if (q.fileSha256 !== undefined && digest === undefined) bad('fileSha256 is not 64 lowercase hex');
      return { registryType: 'mcpb', identifier: q.identifier, ...(digest ? { sha256: digest } : {}), ...transport };
    }
    default:
      return { registryType: 'other', identifier: q.identifier, ...transport };
  }
}

/** A `remotes[]` member: `{ "type": "streamable-http" | "sse", "url": … }` (headers and variables are not read). */
function remoteOf(r: unknown, bad: (what: string) => never): RegistryRemote {
  if (!isObject(r) || typeof r.type !== 'string' || typeof r.url !== 'string' || r.url === '' || r.url.length > 2048)
    bad('is not { "type", "url" }');
  const q = r as { type: string; url: string };
  return { type: q.type.slice(0, 40), url: q.url };
}

/** The fragment's `bundle`: an https URL (http only to this machine), `sha256:<hex>`, or `{ "attestation": "sha256:<hex>" }`. */
function bundleOf(v: unknown, bad: (what: string) => never): RegistryBundle {
  if (isObject(v)) {
    if (typeof v.attestation !== 'string' || !SHA256_DIGEST.test(v.attestation) || Object.keys(v).length !== 1)
      bad('is an object, but not { "attestation": "sha256:<64 hex>" }');
    return { attestation: v.attestation as Digest };
  }
  if (typeof v !== 'string') bad('not a URL or a digest');
  const text = v as string;
  if (SHA256_DIGEST.test(text)) return { attestation: text as Digest };
  if (!isBundleUrl(text)) bad('not an https URL without credentials, nor a digest');
  return { url: text };
}
