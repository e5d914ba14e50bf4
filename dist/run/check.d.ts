import { type CheckResult, type OnChange } from '../core/check/check.js';
import type { NumberReading } from '../core/json/strict-reader.js';
import { type ServerSpec, type SnapshotLimits } from '../mcp/server/server-spec.js';
import { type SnapshotOptions, type SnapshotOutcomeApartOnDemand, type SnapshotOutcomeOnDemand } from '../mcp/snapshot/server-snapshots.js';
import type { PackageSurface } from '../core/check/package-check.js';
import { type UpgradeSources } from './signed-upgrade.js';
import { type ChangeKind } from '../core/check/change-kinds.js';
/** What `toolseal check` and the check action are asked to do. Relative paths are resolved against `cwd`. */
export interface CheckOptions {
    /** The server(s) to check, or a snapshot file standing in for one. */
    server: ServerSpec;
    limits?: SnapshotLimits;
    /** The lock file (default `mcp-tools.lock`). Never written. */
    lockFile?: string;
    /**
     * Who named `lockFile` (default `--lock` when it is given): a lock so named must exist. Undefined for the
     * default path, whose absence means every server is unpinned.
     */
    lockNamedBy?: string;
    /** A folder of reviewed snapshots (`<server id>.snapshot.json`, written by `lock --snapshot-dir`), for pointers. Must exist. */
    snapshotDir?: string;
    /** Who named `snapshotDir`, in its error (default `--snapshot-dir`). */
    snapshotDirNamedBy?: string;
    /** What a change other than a widening does (default `warn`). */
    onChange?: OnChange;
    /** Kinds of change that fail the check (exit 1) whatever `onChange` (`--fail-on`; docs/formats.md). */
    failOn?: readonly ChangeKind[];
    /** Write the SARIF 2.1.0 report here. */
    sarifFile?: string;
    /** Write the Markdown report here. */
    markdownFile?: string;
    /** Put the text of changed fields in the Markdown report (default false). */
    showText?: boolean;
    /** Append one JSON Lines audit event per server here. */
    auditFile?: string;
    /** The folder relative paths are resolved against (default the process's). */
    cwd?: string;
    /** Where the statements of a signed upgrade are looked for (`--bundle`, `--repo`): a changed pin with a `publisher` is looked up. */
    upgrades?: UpgradeSources;
    /** `rounded` (`--round-inexact-numbers`): for lock entries pinned so (`"numbers": "rounded"`) only. */
    numbers?: NumberReading;
}
/** Side effects a caller may replace (the action and tests pass the real ones; defaults are the real ones). */
export interface CheckDeps {
    takeSnapshots?: (spec: ServerSpec, limits: SnapshotLimits, options?: SnapshotOptions) => Promise<SnapshotOutcomeOnDemand[]>;
}
/** A check's result and the files it wrote. */
export interface CheckRun {
    result: CheckResult;
    /** The lock file read (absolute path), and whether it existed. */
    lockFile: string;
    lockFound: boolean;
    written: {
        sarif?: string;
        markdown?: string;
        audit?: string;
    };
}
/**
 * Runs a check: reads the lock (never writes it), snapshots the server(s), compares each with its pin and
 * its reviewed snapshot, decides the verdicts, writes the requested reports and appends the audit events.
 * Returns the result; the exit code is `result.exitCode`. Invalid input (a bad lock, a bad snapshot file)
 * throws a ToolsealError.
 */
export declare function runCheck(options: CheckOptions, deps?: CheckDeps): Promise<CheckRun>;
/**
 * The package each configured server's launcher runs (`npx`, `uvx`, `docker run`…), resolved a few at a
 * time, each bounded (see packageSurfaceOf); the module loads only when a config file names servers.
 */
export declare function packageSurfaces(outcomes: readonly SnapshotOutcomeApartOnDemand[], limits: SnapshotLimits): Promise<Map<SnapshotOutcomeApartOnDemand, PackageSurface>>;
