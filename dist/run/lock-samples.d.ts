import type { RawTool } from '../core/surface.js';
import { type VolatilePointer } from '../core/volatile.js';
import type { ServerSpec } from '../mcp/server-spec.js';
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
