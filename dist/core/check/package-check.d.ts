import type { OnChange, Verdict } from './check.js';
import { type LaunchedPackage, type PackageEcosystem, type PackagePin } from '../origin/package-launch.js';
/** A configured server's package as the check found it: what the config launches, and what that resolved to. */
export interface PackageSurface {
    launched: LaunchedPackage;
    /** The exact version with its integrity (or an image digest), when resolved. */
    resolved?: PackagePin;
    /** Why it was not resolved (no registry, nothing in the cache, offline), as words. */
    unresolved?: string;
    /**
     * The registry answered two integrities for the one version (its packument and the version's own
     * document), as words: the same version with other bytes, a finding whatever the lock holds.
     */
    disagrees?: string;
}
/**
 * A server's package against its lock entry's `package`: `unpinned` (the config names no exact version:
 * `UNPINNED_PACKAGE`), `integrity-changed` (the same version with another integrity: a change), `version-changed`
 * (the config now names another version: re-lock), `new` (the lock has no package for it), `matched`, or
 * `unresolved` (exact, but its integrity could not be found: nothing compared).
 */
export type PackageState = 'unpinned' | 'unresolved' | 'new' | 'matched' | 'version-changed' | 'integrity-changed';
export interface PackageCheck {
    launcher: LaunchedPackage['launcher'];
    ecosystem: PackageEcosystem;
    name: string;
    /** The version as the config writes it. */
    requested?: string;
    state: PackageState;
    /** The finding of state `unpinned`: `UNPINNED_PACKAGE`, or `UNREADABLE_LAUNCHER` when the command line cannot be read. */
    code?: 'UNPINNED_PACKAGE' | 'UNREADABLE_LAUNCHER';
    /** Why unpinned or unresolved, as words. */
    why?: string;
    resolved?: PackagePin;
    locked?: PackagePin;
    /** The server's verdict had its package not been checked (set when the check takes the package into account). */
    verdictWithout?: Verdict;
    /**
     * The package is the very one pinned (same version and integrity) but the surface changed: the resolved
     * dependency versions that differ from the pinned ones (`from`/`to` absent: not in that tree), empty when
     * none differ or either side has none to compare (`compared` says which).
     */
    sameVersionChanged?: {
        compared: boolean;
        dependencies: DependencyChange[];
    };
}
/** One resolved dependency whose version differs between the pinned tree and the one installed now. */
export interface DependencyChange {
    name: string;
    from?: string;
    to?: string;
}
/**
 * A package check beside the server's surface: when the package is the one pinned and the surface changed
 * anyway, what differs in the installed tree (see {@link PackageCheck.sameVersionChanged}). Pure.
 */
export declare function withSurfaceChange(p: PackageCheck, surfaceChanged: boolean): PackageCheck;
/** The package of a server against its lock entry's. Pure. */
export declare function checkPackage(surface: PackageSurface, locked: PackagePin | undefined): PackageCheck;
/** Whether the package's state is a change the posture decides (a finding or a changed integrity). */
export declare function isPackageChange(p: PackageCheck | undefined): boolean;
/**
 * A server's verdict with its package's taken into account: an unpinned package or a changed integrity
 * warns, or blocks under `fail`, as any other change does; nothing else about the package moves it.
 */
export declare function verdictWithPackage(verdict: Verdict, p: PackageCheck | undefined, onChange: OnChange): Verdict;
/** The package as `name@version` in the launcher's own notation (quoted for a terminal or a log). */
export declare function packageLabel(ecosystem: PackageEcosystem, name: string, version?: string): string;
/** What a reviewer reads about a server's package (undefined when there is nothing to say: matched). */
export declare function packageNote(p: PackageCheck): string | undefined;
/**
 * The `package` a new pin records: what was resolved; else, for an exact version that could not be
 * resolved now, the lock's own when it is of the same version (its integrity is not lost offline), or the
 * name and version alone. An unpinned launcher records none (there is no one version to pin).
 */
export declare function packagePinToWrite(surface: PackageSurface, locked: PackagePin | undefined): PackagePin | undefined;
