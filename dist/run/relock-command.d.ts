import type { ServerSpec } from '../mcp/server-spec.js';
/**
 * The arguments of `toolseal lock --update` that re-pin one server of a check, as the check read it: the same
 * lock, the same reviewed-snapshot folder, the same server (its config key, its snapshot file, or its command
 * line or URL). Environment values and header values are never part of it (they may be secrets): `needs`
 * says what the person must add. Paths are as given (relative to where the check ran).
 */
export interface RelockCommand {
    args: string[];
    /** What the command leaves out and the reader must add (`--env` or `--header` values). */
    needs?: string;
}
export declare function relockCommand(spec: ServerSpec, lock: string, snapshotDir: string | undefined): (serverId: string) => RelockCommand;
