import type { NodeJS } from '../external-types.js';
import type { PackageSurface } from '../core/check/package-check.js';
import type { LiveServerSpec } from '../mcp/server/server-spec.js';
/** How long resolving one package may take (a registry request), at most. */
export declare const PACKAGE_RESOLVE_TIMEOUT_MS = 10000;
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
export declare function packageSurfaceOf(spec: LiveServerSpec, options?: PackageResolveOptions): Promise<PackageSurface | undefined>;
/**
 * The integrity npm's cache holds for a tarball URL (the cache's index: `_cacache/index-v5`, one bucket
 * file per key's sha256, one JSON entry a line after its sha1; the last entry for the key wins, and one
 * with a null integrity deletes it). Undefined when the cache does not have it; a bucket that cannot be
 * read is as good as absent (the registry is asked instead).
 */
export declare function integrityInNpmCache(cacheDir: string, tarballUrl: string): string | undefined;
