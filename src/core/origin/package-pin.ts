// The package a lock entry pins (`package`), and what a launcher's command line says it runs: the types the
// launch readers (package-launch*.ts) fill in, and the pin's own rules (the same pin, a valid pin).

/** The ecosystems a lock entry's `package` is from (docs/formats.md). */
export type PackageEcosystem = 'npm' | 'pypi' | 'oci';

/** A lock entry's `package`: what the launcher runs, as `check` or `lock` resolved it. */
export interface PackagePin {
  ecosystem: PackageEcosystem;
  name: string;
  /** The exact version (npm, PyPI), or the image tag (the digest when the reference has no tag). */
  version: string;
  /** npm: the registry's `dist.integrity` (SRI); oci: `sha256:<hex>`; absent when it was not resolved. */
  integrity?: string;
  /**
   * npm: the versions the launcher's installed tree resolved the package's dependencies to (path in the
   * tree, `zod` or `a > b` for a nested copy → version; sorted, at most {@link MAX_PINNED_DEPENDENCIES}),
   * when the tree could be read. Not part of what the pin compares: it names why the same version changed.
   */
  dependencies?: Record<string, string>;
}

/** The most resolved dependency versions a package pin records. */
export const MAX_PINNED_DEPENDENCIES = 256;

/**
 * The launchers whose package is read (the words as a config file gives them); `shell` is a shell command
 * line (`sh -c "…"`, `cmd /c …`) that could not be read far enough to tell its launcher.
 */
export type Launcher = 'npx' | 'npm exec' | 'pnpm dlx' | 'bunx' | 'uvx' | 'pipx run' | 'docker run' | 'shell';

/** What a launcher's command line says it runs. */
export interface LaunchedPackage {
  launcher: Launcher;
  ecosystem: PackageEcosystem;
  /** The package or image name (`@acme/server`, `ghcr.io/acme/server`); empty when it cannot be told. */
  name: string;
  /** The version as written (`1.2.3`, `latest`, `^1`, an image tag), absent when none is written. */
  requested?: string;
  /** The one exact version it names (npm, PyPI), or the image tag beside a digest. */
  version?: string;
  /** An image reference's `sha256:<hex>` digest. */
  digest?: string;
  /** `--registry URL` (npm launchers) or `--index-url URL` (PyPI launchers), when the command line gives one. */
  registry?: string;
  /** Undefined when one exact version (or an image digest) is named; else why not, as words. */
  unpinned?: string;
  /**
   * Set (with `unpinned` saying why) when the command line cannot be read as the platform runs it: an
   * option the launcher's table does not hold, a shell expansion where the package is named, a wrapper
   * toolseal does not know. `UNREADABLE_LAUNCHER`, never "not a launcher".
   */
  unreadable?: true;
}

/** The longest name or version text kept (npm names are at most 214 characters). */
export const MAX_SPEC_LENGTH = 512;

/** An image digest as a pin holds it. */
export const SHA256 = /^sha256:[0-9a-f]{64}$/;

/** The pin a launched package gives by itself, with nothing resolved: an image digest; else undefined. */
export function pinOfReference(p: LaunchedPackage): PackagePin | undefined {
  if (p.unpinned !== undefined || p.ecosystem !== 'oci' || p.digest === undefined) return undefined;
  return { ecosystem: 'oci', name: p.name, version: p.version ?? p.digest, integrity: p.digest };
}

/** Whether two package pins are the same (every member but `dependencies`, which only explain a change). */
export function samePackagePin(a: PackagePin | undefined, b: PackagePin | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.ecosystem === b.ecosystem && a.name === b.name && a.version === b.version && a.integrity === b.integrity;
}

/**
 * Asserts a lock entry's `package` (calls `bad` with what is wrong): an ecosystem of the three, a name and
 * a version (non-empty strings), and an integrity when present (`sha512-…`/`sha…` SRI for npm and PyPI,
 * `sha256:<hex>` for oci), and no other member.
 */
export function assertPackagePin(v: unknown, bad: (what: string) => never): asserts v is PackagePin {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) bad('package is not an object');
  const p = v as Record<string, unknown>;
  for (const k of Object.keys(p))
    if (!['dependencies', 'ecosystem', 'name', 'version', 'integrity'].includes(k))
      bad(`package has an unknown member ${JSON.stringify(k)}`);
  if (p.dependencies !== undefined) assertDependencies(p.dependencies, p.ecosystem, bad);
  if (p.ecosystem !== 'npm' && p.ecosystem !== 'pypi' && p.ecosystem !== 'oci') bad('package.ecosystem must be npm, pypi or oci');
  for (const k of ['name', 'version'] as const) {
    if (typeof p[k] !== 'string' || p[k] === '' || (p[k] as string).length > MAX_SPEC_LENGTH)
      bad(`package.${k} is not a name of 1 to ${MAX_SPEC_LENGTH} characters`);
  }
  if (p.integrity !== undefined) {
    const ok =
      typeof p.integrity === 'string' &&
      (p.ecosystem === 'oci' ? SHA256.test(p.integrity) : /^sha(256|384|512)-[A-Za-z0-9+/]+=*$/.test(p.integrity));
    if (!ok)
      bad(p.ecosystem === 'oci' ? 'package.integrity is not sha256:<64 hex>' : 'package.integrity is not an SRI string (sha512-<base64>)');
  }
}

/** A package pin's `dependencies`: npm only, an object of at most 256 names to versions (strings of 1 to 512 characters), sorted. */
function assertDependencies(v: unknown, ecosystem: unknown, bad: (what: string) => never): void {
  if (ecosystem !== 'npm') bad('package.dependencies is for npm packages only');
  if (typeof v !== 'object' || v === null || Array.isArray(v)) bad('package.dependencies is not an object');
  const d = v as Record<string, unknown>;
  const names = Object.keys(d);
  if (names.length > MAX_PINNED_DEPENDENCIES) bad(`package.dependencies has more than ${MAX_PINNED_DEPENDENCIES} members`);
  const text = (x: unknown) => typeof x === 'string' && x !== '' && x.length <= MAX_SPEC_LENGTH;
  for (const n of names)
    if (!text(n) || !text(d[n]))
      bad(`package.dependencies: ${JSON.stringify(n.slice(0, 80))} is not a name and version of 1 to ${MAX_SPEC_LENGTH} characters`);
  if (names.some((n, i) => i > 0 && names[i - 1]! >= n)) bad('package.dependencies is not sorted');
}
