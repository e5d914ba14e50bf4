import type { NodeJS } from '../../external-types.js';
import { ToolsealError } from '../../core/errors.js';
import { type Snapshot, type SnapshotWithoutToolDigests } from '../../core/snapshot/snapshot.js';
import { ToolDigestTable } from '../../core/surface/tool-digest-table.js';
import { type NumberReading } from '../../core/json/strict-reader.js';
import type { RawTool, SurfaceDigests } from '../../core/surface/surface.js';
import type { ConfiguredServer } from '../config/config-file.js';
import { type LiveServerSpec, type OAuthOptions, type ServerSpec, type SnapshotLimits } from '../server/server-spec.js';
/**
 * A snapshot file read without its tools (`toolsOnDemand`): every member but `tools`, which
 * {@link toolsOf} parses again from the file's text (in the outcome's `toolsText`) when a step needs them.
 */
export type SnapshotWithoutTools = Omit<Snapshot, 'tools'> & {
    tools?: undefined;
};
/**
 * One server's outcome: its snapshot, or the error that kept it from being complete. `S` is
 * {@link SnapshotWithoutTools} or a {@link Snapshot} when taken with `toolsOnDemand`; read its tools with
 * {@link toolsOf}.
 */
/** An outcome of {@link takeSnapshots} with `toolsOnDemand`: its snapshot with or without its tools. */
export type SnapshotOutcomeOnDemand = SnapshotOutcome<Snapshot | SnapshotWithoutTools>;
export interface SnapshotOutcome<S extends Snapshot | SnapshotWithoutTools = Snapshot> {
    serverId: string;
    snapshot?: S;
    /** The text of the snapshot file read without its tools, and its name: what {@link toolsOf} parses. */
    toolsText?: {
        text: string;
        source: string;
        numbers?: NumberReading;
    };
    /** The digests of `snapshot.tools`, field digests included, when taking the snapshot computed them. */
    digests?: SurfaceDigests;
    error?: ToolsealError;
    /**
     * True when `serverId` is the server's own `serverInfo.name` (no config key, no `--server-id`), so a
     * server can leave its pin by renaming itself. For a snapshot file: when its `server` is its
     * `serverInfo.name` (the file does not say how its id was chosen).
     */
    idSelfDeclared?: boolean;
    /** A config entry marked `"disabled": true`: not started, neither snapshot nor error. */
    skipped?: 'disabled';
    /** A config entry's server as the config starts it (for the package its launcher runs): never written. */
    configured?: LiveServerSpec;
}
/** {@link SnapshotWithoutTools} without its `toolDigests` record too. */
export type SnapshotWithoutToolsOrDigests = Omit<SnapshotWithoutToolDigests, 'tools'> & {
    tools?: undefined;
};
/**
 * An outcome of {@link takeSnapshotsApart}: its snapshot without the `toolDigests` record, the digests apart
 * in `toolDigests` (there whenever `snapshot` is). What the commands work on: a snapshot just taken has no
 * record of its tool digests, and one of millions of tiny tools is written out from the table.
 */
export interface SnapshotOutcomeApart<S extends SnapshotWithoutToolDigests | SnapshotWithoutToolsOrDigests = SnapshotWithoutToolDigests> extends Omit<SnapshotOutcome, 'snapshot'> {
    snapshot?: S;
    toolDigests?: ToolDigestTable;
}
/** An outcome of {@link takeSnapshotsApart} with `toolsOnDemand`: its snapshot with or without its tools. */
export type SnapshotOutcomeApartOnDemand = SnapshotOutcomeApart<SnapshotWithoutToolDigests | SnapshotWithoutToolsOrDigests>;
/** How `--config --all` runs: this many servers at once. */
export declare const CONFIG_CONCURRENCY = 4;
export interface SnapshotOptions {
    /** The environment `${VAR}` / `${env:VAR}` in a config file expand from (default: process.env). */
    env?: NodeJS.ProcessEnv;
    /** Servers snapshotted at once for `--all` (default {@link CONFIG_CONCURRENCY}). */
    concurrency?: number;
    /**
     * A snapshot file's tools are not kept (the outcome's snapshot is {@link SnapshotWithoutTools}): they are
     * parsed again only if a step asks {@link toolsOf}; its digests, field digests and hints come at once.
     * For `lock` and `check`, which need the tools themselves only to report a change.
     */
    toolsOnDemand?: boolean;
    /**
     * A live server's tools are digested with their field digests and hints (in `digests`), in the one pass
     * that builds the snapshot: for `lock` and `check`, which pin them. A snapshot file's always are.
     */
    fieldDigests?: boolean;
    /**
     * `rounded` (`--round-inexact-numbers`): a number a double cannot hold exactly, in a snapshot file or a
     * live server's messages, is read as the nearest double; the digests say so (`numbers`).
     */
    numbers?: NumberReading;
}
/** Reads a snapshot file written earlier (`toolseal snapshot --out`). */
export declare function readSnapshotFile(file: string): Snapshot;
/**
 * Reads a snapshot file and returns it with the digests that checking it computed (field digests and
 * hints included), so `lock` and `check` hash its tools once.
 */
export declare function readSnapshotFileWithDigests(file: string, numbers?: NumberReading): {
    snapshot: Snapshot;
    digests: SurfaceDigests;
};
/** An outcome's tools: its snapshot's, or, for a snapshot file read without them, parsed from its text. */
export declare function toolsOf(outcome: Pick<SnapshotOutcomeApartOnDemand, 'snapshot' | 'toolsText' | 'serverId'>): RawTool[];
/** `fn` over `items`, at most `limit` at a time, results in the items' order. */
export declare function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]>;
/**
 * A config entry's server with the OAuth it uses: the arguments' settings over the entry's `oauth` block,
 * or, when neither asks to authorize, the tokens an earlier --oauth run cached (a header, if set, decides).
 */
export declare function withConfigOAuth(s: ConfiguredServer, spec: {
    oauth?: OAuthOptions;
    oauthForAll?: boolean;
}, env: NodeJS.ProcessEnv): LiveServerSpec;
/**
 * Snapshots every server a spec names (one, or all of a config file's), each complete or failed: one
 * failing server does not stop the others. A config file that cannot be read at all is thrown.
 */
export declare function takeSnapshots(spec: ServerSpec, limits?: SnapshotLimits, options?: SnapshotOptions & {
    toolsOnDemand?: false;
}): Promise<SnapshotOutcome[]>;
export declare function takeSnapshots(spec: ServerSpec, limits?: SnapshotLimits, options?: SnapshotOptions): Promise<SnapshotOutcomeOnDemand[]>;
/** An outcome with a `toolDigests` record (a caller's own `takeSnapshots`), its digests also as a table. */
export declare function withToolDigestTable(o: SnapshotOutcomeOnDemand): SnapshotOutcomeApartOnDemand;
/** {@link takeSnapshots}, each snapshot's tool digests apart in the outcome's `toolDigests` table (no record). */
export declare function takeSnapshotsApart(spec: ServerSpec, limits?: SnapshotLimits, options?: SnapshotOptions & {
    toolsOnDemand?: false;
}): Promise<SnapshotOutcomeApart[]>;
export declare function takeSnapshotsApart(spec: ServerSpec, limits?: SnapshotLimits, options?: SnapshotOptions): Promise<SnapshotOutcomeApartOnDemand[]>;
/**
 * `--oauth-logout`: forgets the cached OAuth tokens and registered clients of every HTTP server a spec
 * names. Returns the servers' origins, each with whether there was anything to forget.
 */
export declare function forgetOAuth(spec: ServerSpec, env: NodeJS.ProcessEnv): Promise<Array<{
    server: string;
    forgot: boolean;
}>>;
/** Snapshots exactly one server; its failure is thrown. */
export declare function takeSnapshot(spec: ServerSpec, limits?: SnapshotLimits, options?: SnapshotOptions): Promise<Snapshot>;
