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
export declare const MAX_PINNED_DEPENDENCIES = 256;
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
export declare const MAX_SPEC_LENGTH = 512;
/** An image digest as a pin holds it. */
export declare const SHA256: RegExp;
/** The pin a launched package gives by itself, with nothing resolved: an image digest; else undefined. */
export declare function pinOfReference(p: LaunchedPackage): PackagePin | undefined;
/** Whether two package pins are the same (every member but `dependencies`, which only explain a change). */
export declare function samePackagePin(a: PackagePin | undefined, b: PackagePin | undefined): boolean;
/**
 * Asserts a lock entry's `package` (calls `bad` with what is wrong): an ecosystem of the three, a name and
 * a version (non-empty strings), and an integrity when present (`sha512-…`/`sha…` SRI for npm and PyPI,
 * `sha256:<hex>` for oci), and no other member.
 */
export declare function assertPackagePin(v: unknown, bad: (what: string) => never): asserts v is PackagePin;
