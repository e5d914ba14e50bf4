import { type ServerCheck, type ServerFailure } from '../core/check/check.js';
import { type ErrorCode, type ExitCode } from '../core/errors.js';
import type { UpgradeOutcome } from '../core/check/upgrade-chain.js';
import { type ServerSpec, type SnapshotLimits } from '../mcp/server/server-spec.js';
import { type SnapshotOptions, type SnapshotOutcomeOnDemand } from '../mcp/snapshot/server-snapshots.js';
import { type LockPublisherOptions } from './lock-publisher.js';
import type { NumberReading } from '../core/json/strict-reader.js';
/** What `toolseal lock` is asked to do. Relative paths are resolved against `cwd`. */
export interface LockOptions {
    server: ServerSpec;
    limits?: SnapshotLimits;
    /** The lock file (default `mcp-tools.lock`). */
    lockFile?: string;
    /** Re-pin servers whose pin differs (without it, such a run changes nothing and fails). */
    update?: boolean;
    /** Keep each pinned server's snapshot here, pretty and deterministic, as the reviewed snapshot. */
    snapshotDir?: string;
    cwd?: string;
    /** How long to wait for another run writing the same lock (default 30 s). */
    lockWaitMs?: number;
    /**
     * `--client-capabilities auto`: list each server for every client profile and pin one entry per surface
     * it distinguishes (see {@link snapshotsOfEveryProfile}); `server` declares none of its own.
     */
    everyProfile?: boolean;
    /** How many times each server is listed, the listings compared (`--samples`, 1..10, default 2). */
    samples?: number;
    /** JSON Pointers (`/tools/NAME/FIELD/…`) of values that vary by start, pinned as their JSON type only (`--volatile`). */
    volatile?: string[];
    /** The publisher to record (`--certificate-identity`, `--repo`…), its statements (`--bundle`), `--accept-signed`. */
    publisher?: LockPublisherOptions;
    /** `rounded` (`--round-inexact-numbers`): a number a double cannot hold exactly is pinned as the nearest double. */
    numbers?: NumberReading;
}
export interface LockDeps {
    takeSnapshots?: (spec: ServerSpec, limits: SnapshotLimits, options?: SnapshotOptions) => Promise<SnapshotOutcomeOnDemand[]>;
}
/** What happened to one server's pin. */
export type LockAction = 'added' | 'unchanged' | 'updated' | 'would-change';
export interface LockServerOutcome {
    serverId: string;
    /** The client capabilities this pin is for (absent: none). */
    clientCapabilities?: string[];
    action: LockAction;
    /** The server's state against the old pin (its changes are what the new pin changes). */
    check: ServerCheck;
    /** The new pin's volatile pointers (`--volatile`), when it has them: what it does not cover. */
    volatile?: string[];
    /** `--accept-signed`: the signed upgrade the pin moved to. */
    upgrade?: UpgradeOutcome;
}
export interface LockRun {
    lockFile: string;
    servers: LockServerOutcome[];
    /** Servers that could not be snapshotted (`--config --all`): not pinned, each named with its error. */
    failures: ServerFailure[];
    /** Config entries marked `"disabled": true`: never started, not pinned. */
    skipped: string[];
    /** Whether the lock file was written (false when nothing changed or a re-pin was refused). */
    written: boolean;
    /** Reviewed snapshots written to the snapshot folder. */
    snapshotsWritten: string[];
    /** The lock as read had CRLF line ends (a Windows checkout): read as LF, and left so unless a pin changed. */
    crlf?: boolean;
    /**
     * 0; or the worst of the failures' codes and 1 (`LOCK_WOULD_CHANGE`, a pin differs and `update` was not
     * given): a widening, then an incomplete snapshot, then invalid input, then a failed check.
     */
    exitCode: ExitCode;
    code?: ErrorCode;
}
/**
 * Pins the server(s) deliberately: a server not in the lock is added; a server whose pin differs is
 * re-pinned only with `update` (otherwise nothing at all is written and the run fails with
 * `LOCK_WOULD_CHANGE`, listing what would change). One server that cannot be snapshotted is thrown; with
 * `--config --all`, the servers that could be are pinned and each failure is listed.
 *
 * Concurrent runs on one lock file are serialized: the servers are snapshotted first (no lock held), then
 * under an exclusive lock file beside the lock the lock is read again, the new pins merged into it and the
 * result written atomically, so a parallel run's pins are never lost. The lock is written only when its
 * bytes change.
 */
export declare function runLock(options: LockOptions, deps?: LockDeps): Promise<LockRun>;
