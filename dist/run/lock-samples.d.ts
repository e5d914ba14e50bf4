import type { RawTool } from '../core/surface/surface.js';
import { type VolatilePointer } from '../core/lock/volatile-pointers.js';
import type { ServerSpec } from '../mcp/server/server-spec.js';
import { type SnapshotOutcomeApartOnDemand } from '../mcp/snapshot/server-snapshots.js';
/** `lock --samples N` and `--volatile POINTER…`, read and checked (`USAGE` naming the option). */
export interface LockSampling {
    samples: number;
    volatile: VolatilePointer[];
}
/** Reads `samples` (1..10, default 2) and `volatile` (valid pointers, for one server only). */
export declare function lockSampling(server: ServerSpec, samples: number | undefined, volatile: readonly string[] | undefined): LockSampling;
/** What the refusal of a varying surface names: the lock and reviewed-snapshot folder as given, for the command. */
export interface SampleContext {
    server: ServerSpec;
    lockFile: string;
    snapshotDir: string | undefined;
}
/**
 * One server's tools to pin, from its listings (the first, then the other samples): the first with each
 * volatile value replaced, when every listing differs from the first only at those pointers and every
 * pointer matches a value in each. Otherwise refused: `VOLATILE_SURFACE` with the pointers that differ and
 * the command that pins them (none when one of them can never be volatile: a tool in one listing only, a
 * name, an annotation, or more than can be listed), or `INVALID_INPUT` for a pointer that matches nothing.
 */
export declare function toolsToPin(serverId: string, listings: readonly RawTool[][], sampling: LockSampling, context: SampleContext): RawTool[];
/**
 * The other listings of `lock --samples N`, one after another (each start bounded as the first), to compare with
 * the first (see {@link sampledTools}): `take` reads their tools only (no field digests; each listing is hashed
 * once, for its snapshot). With every profile, each profile of the first listing is listed again under it.
 */
export declare function otherListings(spec: ServerSpec, first: readonly SnapshotOutcomeApartOnDemand[], samples: number, everyProfile: boolean, take: (spec: ServerSpec) => Promise<SnapshotOutcomeApartOnDemand[]>): Promise<SnapshotOutcomeApartOnDemand[][]>;
/**
 * A server's tools with their volatile values replaced, compared first with its other listings (see
 * toolsToPin); undefined when there is nothing to compare and nothing to replace (its digests then serve).
 */
export declare function sampledTools(o: SnapshotOutcomeApartOnDemand, others: readonly SnapshotOutcomeApartOnDemand[][], tools: () => RawTool[], sampling: LockSampling, context: SampleContext): RawTool[] | undefined;
