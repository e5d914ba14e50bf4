import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ToolsealError } from '../core/errors.js';
import { decodeUtf8, parseJsonStrict } from '../core/json/strict-reader.js';
import type { PackageSurface } from '../core/check/package-check.js';
import { launchedPackageOf, pinOfReference, type LaunchedPackage, type PackagePin } from '../core/origin/package-launch.js';
import { readCacheFile } from '../fs/cache-file.js';
import { readURLBytes } from '../fs/read-path-or-url.js';
import type { LiveServerSpec } from '../mcp/server/server-spec.js';
import { serverSecrets, holdsSecret } from '../mcp/server/secret-values.js';
import { registryOf, sha512OfIntegrity } from './artifacts.js';
import { dependenciesInNpxCache } from './npx-tree.js';

/** How long resolving one package may take (a registry request), at most. */
export const PACKAGE_RESOLVE_TIMEOUT_MS = 10_000;
/** The largest registry answer read (a packument, a version's document), and the largest npm cache index bucket. */
const MAX_PACKUMENT_BYTES = 32 * 1024 * 1024;
const MAX_CACHE_BUCKET_BYTES = 4 * 1024 * 1024;

export interface PackageResolveOptions {
  /** The process's environment (npm_config_registry, npm_config_cache, HOME); the server's own env is laid over it. */
  env?: NodeJS.ProcessEnv;
  /** At most this long (default {@link PACKAGE_RESOLVE_TIMEOUT_MS}). */
  timeoutMs?: number;
}

/**
 * The package a configured server is launched from and what it resolves to, or undefined when no launcher
 * starts it. Only an exact version is resolved (a range or `latest` is the finding, not looked up). npm:
 * what npx resolves, the registry's packument (npm's abbreviated document, asked for as npm asks), beside
 * the registry's document of that version: two integrities for one version are a finding, however the
 * registry answers; with the registry unreachable, the npm cache. A project's package-lock.json is not
 * read: it says what an install in that folder locked, not what npx fetches. An image from the digest its
 * reference gives; PyPI's exact version is recorded as written (its files' hashes are not resolved). A
 * package that cannot be resolved says why; it is never an error of the check. A launcher word that holds
 * one of the server's secret values (a `${VAR}` from the environment) is not recorded at all.
 */
export async function packageSurfaceOf(spec: LiveServerSpec, options: PackageResolveOptions = {}): Promise<PackageSurface | undefined> {
  if (spec.kind !== 'stdio') return undefined;
  const launched = launchedPackageOf(spec.command, spec.args);
  if (!launched) return undefined;
  const known = serverSecrets(spec).known;
  if (holdsSecret(`${launched.name} ${launched.requested ?? ''} ${launched.registry ?? ''}`, known)) {
    return {
      launched: {
        launcher: launched.launcher,
        ecosystem: launched.ecosystem,
        name: '',
        unpinned: launched.unpinned ?? undefined,
        ...(launched.unreadable ? { unreadable: true as const } : {}),
      },
      unresolved: 'the package spec holds a value from the environment: not recorded',
    };
  }
  if (launched.unpinned !== undefined) return { launched };
  if (launched.ecosystem === 'oci') return { launched, resolved: pinOfReference(launched)! };
  if (launched.ecosystem === 'pypi') return { launched, resolved: { ecosystem: 'pypi', name: launched.name, version: launched.version! } };
  const env = { ...(options.env ?? process.env), ...(spec.env ?? {}) };
  try {
    const found = await resolveNpmPin(launched, env, options.timeoutMs ?? PACKAGE_RESOLVE_TIMEOUT_MS);
    // What npx installed beside it (read after the server started, so the tree is the one it ran from).
    const npx = launched.launcher === 'npx' || launched.launcher === 'npm exec';
    const dependencies = npx
      ? dependenciesInNpxCache(npmCacheDir(env), launched.name, launched.version!, found.resolved.integrity)
      : undefined;
    // A package with no dependency records none (a pin of it stays as it was).
    const some = dependencies !== undefined && Object.keys(dependencies).length > 0;
    return { launched, ...found, ...(some ? { resolved: { ...found.resolved, dependencies } } : {}) };
  } catch (e) {
    return { launched, unresolved: e instanceof ToolsealError ? e.message : 'the registry could not be read' };
  }
}

/** The Accept npm sends for a packument: its abbreviated form, what npx resolves a version from. */
const NPM_PACKUMENT_ACCEPT = 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8, */*';

/**
 * An exact npm version's integrity as npx would fetch it: the packument's, checked against the registry's
 * document of that version (`disagrees` when they differ, or that document is of another version). With
 * the registry unreachable (no answer at all), the npm cache's; a registry that answers with an error or a
 * document without the version is not replaced by the cache.
 */
async function resolveNpmPin(
  p: LaunchedPackage,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ resolved: PackagePin; disagrees?: string }> {
  const registry = await registryOf({ npmRegistry: p.registry, env });
  const version = p.version!;
  const pin = (integrity: string): PackagePin => ({ ecosystem: 'npm', name: p.name, version, integrity });
  const encoded = encodeURIComponent(p.name).replace(/^%40/, '@');
  const fetchJson = async (url: URL, accept: string) => {
    const got = await readURLBytes(url.href, { timeoutMs, maxBytes: MAX_PACKUMENT_BYTES, headers: { accept } });
    return { doc: parseJsonStrict(decodeUtf8(got.bytes, got.source), got.source) as unknown, source: got.source };
  };
  // Both at once: the two requests together take no longer than one.
  const [packument, versionDocument] = await Promise.allSettled([
    fetchJson(new URL(encoded, registry), NPM_PACKUMENT_ACCEPT),
    fetchJson(new URL(`${encoded}/${encodeURIComponent(version)}`, registry), 'application/json'),
  ]);
  if (packument.status === 'rejected') {
    const answered = (packument.reason as { cause?: { status?: unknown } } | undefined)?.cause?.status !== undefined;
    if (!answered) {
      const unscoped = p.name.startsWith('@') ? p.name.slice(p.name.indexOf('/') + 1) : p.name;
      const cached = integrityInNpmCache(npmCacheDir(env), new URL(`${p.name}/-/${unscoped}-${version}.tgz`, registry).href);
      if (cached !== undefined) return { resolved: pin(cached) };
    }
    throw packument.reason;
  }
  const label = `${packument.value.source} (${p.name}@${version})`;
  const doc = packument.value.doc as { name?: unknown; versions?: unknown } | null;
  const versions = typeof doc === 'object' && doc !== null && doc.name === p.name ? doc.versions : undefined;
  const entry =
    typeof versions === 'object' && versions !== null && Object.hasOwn(versions, version)
      ? (versions as Record<string, unknown>)[version]
      : undefined;
  if (typeof entry !== 'object' || entry === null || (entry as { version?: unknown }).version !== version)
    throw new ToolsealError('INVALID_INPUT', `${label}: not the registry's document of this version`);
  const integrity = integrityOf(entry);
  if (integrity === undefined) throw new ToolsealError('INVALID_INPUT', `${label}: dist.integrity holds no sha512`);
  // The version's own document, where the registry serves one (a 404 is a registry without them), must agree.
  if (versionDocument.status === 'rejected') return { resolved: pin(integrity) };
  const own = versionDocument.value.doc as { name?: unknown; version?: unknown } | null;
  const ownIntegrity =
    typeof own === 'object' && own !== null && own.name === p.name && own.version === version ? integrityOf(own) : undefined;
  if (ownIntegrity === integrity) return { resolved: pin(integrity) };
  return {
    resolved: pin(integrity),
    disagrees:
      ownIntegrity === undefined
        ? `the registry's document of ${p.name}@${version} is not of that version or holds no sha512, where its packument gives ${integrity}`
        : `the registry gives two integrities for ${p.name}@${version}: ${integrity} in its packument (what npx fetches), ${ownIntegrity} in the version's document`,
  };
}

/** A version document's `dist.integrity`, as SRI sha512. */
function integrityOf(versionDocument: object): string | undefined {
  const dist = (versionDocument as { dist?: unknown }).dist as Record<string, unknown> | undefined;
  return typeof dist === 'object' && dist !== null && typeof dist.integrity === 'string' ? sriSha512(dist.integrity) : undefined;
}

/** The sha512 part of an SRI string, as SRI (`sha512-<base64>`). */
function sriSha512(integrity: string): string | undefined {
  const hex = sha512OfIntegrity(integrity);
  return hex === undefined ? undefined : `sha512-${Buffer.from(hex, 'hex').toString('base64')}`;
}

/** npm's cache folder: `npm_config_cache`, else `~/.npm` (`%LocalAppData%/npm-cache` on Windows). */
function npmCacheDir(env: NodeJS.ProcessEnv): string {
  const set = env.npm_config_cache || env.NPM_CONFIG_CACHE;
  if (set) return set;
  if (process.platform === 'win32' && env.LOCALAPPDATA) return join(env.LOCALAPPDATA, 'npm-cache');
  return join(env.HOME || homedir(), '.npm');
}

/**
 * The integrity npm's cache holds for a tarball URL (the cache's index: `_cacache/index-v5`, one bucket
 * file per key's sha256, one JSON entry a line after its sha1; the last entry for the key wins, and one
 * with a null integrity deletes it). Undefined when the cache does not have it; a bucket that cannot be
 * read is as good as absent (the registry is asked instead).
 */
export function integrityInNpmCache(cacheDir: string, tarballUrl: string): string | undefined {
  const key = `make-fetch-happen:request-cache:${tarballUrl}`;
  const h = createHash('sha256').update(key).digest('hex');
  const file = join(cacheDir, '_cacache', 'index-v5', h.slice(0, 2), h.slice(2, 4), h.slice(4));
  const bucket = readCacheFile(file, MAX_CACHE_BUCKET_BYTES);
  if (bucket === undefined) return undefined;
  const text = bucket.bytes.toString('utf8');
  let found: string | undefined;
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const json = line.slice(tab + 1);
    // An entry torn by a crash, or edited, fails its own hash: skipped, as npm skips it.
    if (createHash('sha1').update(json).digest('hex') !== line.slice(0, tab)) continue;
    let entry: { key?: unknown; integrity?: unknown };
    try {
      entry = JSON.parse(json) as typeof entry;
    } catch {
      continue;
    }
    if (entry.key !== key) continue;
    found = typeof entry.integrity === 'string' ? sriSha512(entry.integrity) : undefined;
  }
  return found;
}
