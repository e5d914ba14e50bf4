import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ToolsealError } from '../core/errors.js';
import { decodeUtf8, parseJsonStrict } from '../core/json-text.js';
import type { PackageSurface } from '../core/package-check.js';
import { launchedPackageOf, pinOfReference, type LaunchedPackage, type PackagePin } from '../core/package-launch.js';
import { readURLBytes } from '../fs/read-path-or-url.js';
import type { LiveServerSpec } from '../mcp/server-spec.js';
import { serverSecrets, holdsSecret } from '../mcp/secret-values.js';
import { registryOf, sha512OfIntegrity } from './artifacts.js';

/** How long resolving one package may take (a registry request), at most. */
export const PACKAGE_RESOLVE_TIMEOUT_MS = 10_000;
/** The largest registry answer read for one version (its manifest), and the largest npm cache index bucket. */
const MAX_VERSION_DOCUMENT_BYTES = 4 * 1024 * 1024;
const MAX_CACHE_BUCKET_BYTES = 4 * 1024 * 1024;

export interface PackageResolveOptions {
  /** The process's environment (npm_config_registry, npm_config_cache, HOME); the server's own env is laid over it. */
  env?: NodeJS.ProcessEnv;
  /** At most this long (default {@link PACKAGE_RESOLVE_TIMEOUT_MS}). */
  timeoutMs?: number;
}

/**
 * The package a configured server is launched from and what it resolves to, or undefined when no launcher
 * starts it. Resolution is offline first and never guesses: only an exact version is resolved (a range or
 * `latest` is the finding, not looked up); npm from the project's package-lock.json (the server's folder),
 * else the npm cache (what npx would run), else the configured registry's document of that version; an image from the digest its reference gives; PyPI's
 * exact version is recorded as written (its files' hashes are not resolved). A package that cannot be
 * resolved says why; it is never an error of the check. A launcher word that holds one of the server's
 * secret values (a `${VAR}` from the environment) is not recorded at all.
 */
export async function packageSurfaceOf(spec: LiveServerSpec, options: PackageResolveOptions = {}): Promise<PackageSurface | undefined> {
  if (spec.kind !== 'stdio') return undefined;
  const launched = launchedPackageOf(spec.command, spec.args);
  if (!launched) return undefined;
  const known = serverSecrets(spec).known;
  if (holdsSecret(`${launched.name} ${launched.requested ?? ''} ${launched.registry ?? ''}`, known)) {
    return {
      launched: { launcher: launched.launcher, ecosystem: launched.ecosystem, name: '', unpinned: launched.unpinned ?? undefined },
      unresolved: 'the package spec holds a value from the environment: not recorded',
    };
  }
  if (launched.unpinned !== undefined) return { launched };
  if (launched.ecosystem === 'oci') return { launched, resolved: pinOfReference(launched)! };
  if (launched.ecosystem === 'pypi') return { launched, resolved: { ecosystem: 'pypi', name: launched.name, version: launched.version! } };
  const env = { ...(options.env ?? process.env), ...(spec.env ?? {}) };
  try {
    // The project's own lockfile first: npx runs the version installed there, with the integrity it locks.
    const locked =
      spec.cwd === undefined ? undefined : integrityInPackageLock(join(spec.cwd, 'package-lock.json'), launched.name, launched.version!);
    if (locked !== undefined)
      return { launched, resolved: { ecosystem: 'npm', name: launched.name, version: launched.version!, integrity: locked } };
    return { launched, resolved: await resolveNpmPin(launched, env, options.timeoutMs ?? PACKAGE_RESOLVE_TIMEOUT_MS) };
  } catch (e) {
    return { launched, unresolved: e instanceof ToolsealError ? e.message : 'the registry could not be read' };
  }
}

/** An exact npm version's integrity: from the npm cache, else the registry's document of that version. */
async function resolveNpmPin(p: LaunchedPackage, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<PackagePin> {
  const registry = await registryOf({ npmRegistry: p.registry, env });
  const version = p.version!;
  const unscoped = p.name.startsWith('@') ? p.name.slice(p.name.indexOf('/') + 1) : p.name;
  const tarball = new URL(`${p.name}/-/${unscoped}-${version}.tgz`, registry).href;
  const cached = integrityInNpmCache(npmCacheDir(env), tarball);
  const pin = (integrity: string): PackagePin => ({ ecosystem: 'npm', name: p.name, version, integrity });
  if (cached !== undefined) return pin(cached);
  const url = new URL(`${encodeURIComponent(p.name).replace(/^%40/, '@')}/${encodeURIComponent(version)}`, registry);
  const got = await readURLBytes(url.href, { timeoutMs, maxBytes: MAX_VERSION_DOCUMENT_BYTES, headers: { accept: 'application/json' } });
  const doc = parseJsonStrict(decodeUtf8(got.bytes, got.source), got.source) as Record<string, unknown> | null;
  const documentLabel = `${got.source} (${p.name}@${version})`;
  if (typeof doc !== 'object' || doc === null || doc.name !== p.name || doc.version !== version) {
    throw new ToolsealError('INVALID_INPUT', `${documentLabel}: not the registry's document of this version`);
  }
  const dist = doc.dist as Record<string, unknown> | undefined;
  const integrity = typeof dist?.integrity === 'string' ? sriSha512(dist.integrity) : undefined;
  if (integrity === undefined) throw new ToolsealError('INVALID_INPUT', `${documentLabel}: dist.integrity holds no sha512`);
  return pin(integrity);
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
  let text: string;
  try {
    text = readBounded(file, MAX_CACHE_BUCKET_BYTES);
  } catch {
    return undefined;
  }
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

/** The largest package-lock.json read. */
const MAX_PACKAGE_LOCK_BYTES = 64 * 1024 * 1024;

/**
 * The integrity a project's `package-lock.json` (lockfileVersion 2 or 3) locks for `name` at exactly
 * `version`, as installed at the top of its `node_modules`; undefined when it locks another version, none,
 * or the file cannot be read (the cache and the registry are asked instead).
 */
export function integrityInPackageLock(file: string, name: string, version: string): string | undefined {
  let doc: unknown;
  try {
    doc = JSON.parse(readBounded(file, MAX_PACKAGE_LOCK_BYTES));
  } catch {
    return undefined;
  }
  const packages = (doc as { packages?: unknown } | null)?.packages;
  if (typeof packages !== 'object' || packages === null) return undefined;
  const key = `node_modules/${name}`;
  const entry = Object.hasOwn(packages, key) ? (packages as Record<string, unknown>)[key] : undefined;
  if (typeof entry !== 'object' || entry === null) return undefined;
  const e = entry as { version?: unknown; integrity?: unknown };
  return e.version === version && typeof e.integrity === 'string' ? sriSha512(e.integrity) : undefined;
}

function readBounded(file: string, maxBytes: number): string {
  const fd = openSync(file, 'r');
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > maxBytes) throw new Error('not a bounded regular file');
    const buf = Buffer.alloc(st.size);
    let at = 0;
    while (at < buf.length) {
      const n = readSync(fd, buf, at, buf.length - at, null);
      if (n === 0) break;
      at += n;
    }
    return buf.subarray(0, at).toString('utf8');
  } finally {
    closeSync(fd);
  }
}
