import { type NonToolChange } from '../surface/non-tool-surface.js';
import { type ReviewedState, type ToolChange } from './drift.js';
import type { ChangeKind } from './change-kinds.js';
import { type ErrorCode, type ExitCode } from '../errors.js';
import { type PackageCheck } from './package-check.js';
import type { LockDraft, LockEntry, Lockfile } from '../lock/lock.js';
import type { ServerSurface } from './server-surface.js';
import type { UpgradeOutcome } from './upgrade-chain.js';
import { type Digest } from '../surface/surface.js';
/** A server's state against the lock (docs/formats.md). `missing`: pinned, but no longer in the config file of a `--config … --all` run. */
export type PinState = 'unpinned' | 'matched' | 'changed' | 'missing';
/** What the run does about a server: go on, go on with a warning, or stop (its tools not approved). */
export type Verdict = 'continue' | 'warn' | 'blocked' | 'signed-upgrade';
/** What a change other than a widening does: `warn` (exit 0), `fail` (exit 1), `signed` (exit 1 unless a signed upgrade). */
export type OnChange = 'warn' | 'fail' | 'signed';
export declare const ON_CHANGE_VALUES: readonly OnChange[];
/**
 * Whether a server's instructions, prompts and resource templates were checked: `checked` against their
 * pin; `lock-tools-only` when the lock entry pins the tools only (written before the rest was pinned);
 * `surface-tools-only` when the surface at hand does not carry them (a tools file, an older snapshot);
 * `none` when there is no pin to check against (unpinned).
 */
export type NonToolPinState = 'checked' | 'lock-tools-only' | 'surface-tools-only' | 'none';
/** One server's check. */
export interface ServerCheck {
    serverId: string;
    /**
     * True when the server id is the server's own `serverInfo.name` (no config key, no `--server-id`): a
     * server that renames itself leaves its pin and is checked as a new, unpinned server. Reports say so.
     */
    idSelfDeclared: boolean;
    manifestDigest: Digest | null;
    toolCount: number | null;
    pinState: PinState;
    lockedManifestDigest?: Digest;
    /** Tools added, removed and changed, by name (empty when unpinned or matched). */
    changes: ToolChange[];
    /**
     * Instructions, prompts and resource templates added, removed or changed (by kind and name): each a
     * change like a tool's, decided by the posture. Empty unless `carrierPin` is `checked`.
     */
    carrierChanges: NonToolChange[];
    carrierPin: NonToolPinState;
    /** The digest of everything the model can be shown now (absent when the surface carries the tools only). */
    surfaceDigest?: Digest;
    /**
     * For an unpinned server, the baseline: every tool name now (reported, not pinned: `check` never writes).
     * Absent when the surface was checked from its compact order (the guard: the names are its list's own).
     */
    baselineTools?: string[];
    reviewed: ReviewedState;
    /** True when any tool widened its own privileges. */
    widening: boolean;
    verdict: Verdict;
    /** False when blocked: none of this server's tools is approved, not only the one that changed. */
    approved: boolean;
    /**
     * The package a configured server is launched from (`npx`, `uvx`, `docker run`…) against the lock
     * entry's `package`: an unpinned version (`UNPINNED_PACKAGE`) or a changed integrity is a change.
     */
    package?: PackageCheck;
    /**
     * An unpinned server blocked because the lock pins others (`NOT_PINNED`): the ids it pins (the first
     * ten), how many in all, and the one nearest to this id (a "did you mean"), when one is near.
     */
    notPinned?: {
        pinnedIds: string[];
        pinnedCount: number;
        closest?: string;
    };
    /** The pin's volatile pointers (values it pins as their JSON type only), when it has them. */
    volatile?: string[];
    /** `rounded`: the surface was read with `--round-inexact-numbers` (and so was its pin, if any). */
    numbers?: 'rounded';
    /**
     * Matched, but the lock entry's interop set hash (over whole tool definitions) is not the surface's: a
     * change outside the fields toolseal pins (`_meta`, `icons`), reported, never a failure.
     */
    interopDiffers?: ['toolSetHash'];
    /** A changed surface looked up as a signed upgrade of its pin (the entry names a `publisher`): accepted or why not. */
    signedUpgrade?: UpgradeOutcome;
}
/** A server whose snapshot could not be completed: it is not checked and not approved. */
export interface ServerFailure {
    serverId: string;
    code: ErrorCode;
    message: string;
}
/** The result of `toolseal check` (and of the check action), one entry per server. */
export interface CheckResult {
    onChange: OnChange;
    servers: ServerCheck[];
    failures: ServerFailure[];
    /** Config entries marked disabled, not started (`--config --all`). */
    skipped?: string[];
    /** 0 ok, 1 a change under `fail`, 3 a widening (always), 4 a server not snapshotted completely. */
    exitCode: ExitCode;
    /** Why the exit code is not 0. */
    code?: 'SURFACE_CHANGED' | 'PRIVILEGE_WIDENING' | 'SNAPSHOT_INCOMPLETE' | ErrorCode;
    /** Sentences about the whole run, each said once (see {@link runNotes}). */
    notes?: string[];
    /** `--fail-on`: the kinds of change that block whatever `onChange` (fail-on.ts; absent when none were given). */
    failOn?: ChangeKind[];
}
/** How {@link checkServers} reads the set of servers it is given. */
export interface CheckServersOptions {
    /**
     * The servers (checked and failed) are every server the lock should hold (`--config FILE --all`): a
     * lock entry for any other server is reported `missing`.
     */
    complete?: boolean;
    /** Config entries marked disabled: not started, reported as skipped, and not `missing` under `complete`. */
    skipped?: readonly string[];
    /**
     * Ids given for one server by whoever runs the check (`--server-id`, the action's `server-id`): one the
     * lock does not pin, while it pins others, is blocked whatever `onChange` (a mistyped id would
     * otherwise pass as a new server, its pin never read).
     */
    namedIds?: readonly string[];
    /** The signed-upgrade outcome of each changed server whose pin names a publisher, by server id. */
    upgrades?: ReadonlyMap<string, UpgradeOutcome>;
}
/**
 * Checks one server's current tools against its pin (an entry read from a lock, or a pin made now):
 * pin state, per-tool drift, and the verdict under the posture ({@link decide}). Pure: reads nothing.
 */
export declare function checkServer(given: ServerSurface, lockedEntry: LockEntry | undefined, onChange: OnChange): ServerCheck;
/**
 * The verdict on a server's changes: a widening blocks whatever the posture; a change that is only a narrowing is
 * allowed; any other change warns or blocks as `onChange` says. Blocked: none of the server's tools, prompts or templates is approved.
 */
export declare function decide(changes: readonly ToolChange[], nonTool: readonly NonToolChange[], onChange: OnChange): Pick<ServerCheck, 'widening' | 'verdict' | 'approved'>;
/**
 * Checks every server against the lock and decides the run's exit code: 3 if any server widened
 * (always), else 4 if any server could not be snapshotted, else 1 if any server is blocked under
 * `fail`, else 0. No server at all is exit 0 with nothing checked.
 *
 * Under `fail`, a server the lock does not pin is blocked when the lock already pins other servers: a
 * server that renames itself (or is renamed in a snapshot or config file) would otherwise leave its pin
 * and pass as a first connection; a new server is pinned deliberately, with `lock`. With an empty or
 * missing lock the first connection continues. An id in `namedIds` is blocked so under `warn` too. Such a
 * server is `NOT_PINNED`, its check naming the ids the lock pins and the nearest one. With `complete`,
 * pins of servers that are no longer there are `missing`: a change (blocked under `fail`).
 */
export declare function checkServers(surfaces: readonly ServerSurface[], lock: Lockfile | LockDraft, onChange: OnChange, failures?: readonly ServerFailure[], options?: CheckServersOptions): CheckResult;
/** A server's check with its package's: an unpinned package or a changed integrity moves the verdict as a change does. */
export declare function withPackage(c: ServerCheck, p: PackageCheck, onChange: OnChange): ServerCheck;
/** What a reviewer should know about the run as a whole, said once: pins of the tools only (an older lock), surfaces of the tools only. */
export declare function runNotes(servers: readonly ServerCheck[]): string[];
export declare function exitOf(servers: readonly ServerCheck[], failures: readonly ServerFailure[], onChange: OnChange): Pick<CheckResult, 'exitCode' | 'code'>;
export { changedToolNames, checkResultJson, notPinnedNote, serverNotes } from './check-output.js';
