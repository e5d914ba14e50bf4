import type { Snapshot, SnapshotWithoutToolDigests } from '../core/snapshot/snapshot.js';
import type { RawTool } from '../core/surface/surface.js';
import type { ToolDigestTable } from '../core/surface/tool-digest-table.js';
import { type SnapshotWithoutToolsOrDigests } from '../mcp/snapshot/server-snapshots.js';
/** The old reviewed snapshot, for pointers in what a re-pin changes; an unreadable one is only not used. */
export declare function readReviewedIfValid(dir: string, serverId: string): Snapshot | undefined;
/** A pinned server's snapshot, for `--snapshot-dir`: its tool digests apart, its tools read when written. */
export interface SnapshotToKeep {
    serverId: string;
    snapshot: SnapshotWithoutToolDigests | SnapshotWithoutToolsOrDigests;
    toolDigests: ToolDigestTable;
    tools: () => RawTool[];
}
/** Writes each pinned server's snapshot (unless the folder already holds one of the same surface). */
export declare function keepSnapshots(dir: string, snapshots: readonly SnapshotToKeep[]): string[];
