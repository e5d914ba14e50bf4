import { type Snapshot, type SnapshotWithoutToolDigests } from '../../core/snapshot/snapshot.js';
import type { ToolDigestTable } from '../../core/surface/tool-digest-table.js';
import type { SurfaceDigests } from '../../core/surface/surface.js';
import { ApprovalWaits } from '../oauth/oauth-options.js';
import type { LiveServerSpec, SnapshotLimits } from '../server/server-spec.js';
/**
 * Takes a complete, exact snapshot of one live server (docs/formats.md): connects (stdio, Streamable HTTP or
 * SSE), lists every page of tools with a raw request, and always closes (ending a stdio server and its
 * children, terminating an HTTP session), whatever happened.
 *
 * `serverId` is the config key when the server comes from a config file; else `spec.serverId`; else the
 * server's own `serverInfo.name`.
 */
export declare function snapshotLiveServer(spec: LiveServerSpec, limits: SnapshotLimits, serverId?: string, waits?: ApprovalWaits): Promise<Snapshot>;
/**
 * {@link snapshotLiveServer}; with `fields`, the tools' field digests and hints are computed in the one
 * digest pass and returned (what `check`, `lock` and `trust` pin with: the tools are hashed once).
 */
export declare function snapshotLiveServerWithDigests(spec: LiveServerSpec, limits: SnapshotLimits, serverId?: string, waits?: ApprovalWaits, options?: {
    fields?: boolean;
}): Promise<{
    snapshot: SnapshotWithoutToolDigests;
    toolDigests: ToolDigestTable;
    digests?: SurfaceDigests;
}>;
