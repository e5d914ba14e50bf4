import type { ServerSpec } from '../mcp/server/server-spec.js';
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
/**
 * A re-pin as words to paste after `toolseal lock`: each argument as a shell word, what it leaves out said
 * after it (`(with …)`). Only values from a secret source are masked (`***`): a value a config's `${VAR}`
 * put into the command, an argument's `--key=VALUE` or a URL's query value (what a runner's log masks,
 * `ServerSecrets.masked`); package names, paths and other arguments stay as given, so the command runs as
 * printed. A masked value is named as one to fill in.
 */
export declare function relockWords(spec: ServerSpec, command: RelockCommand): string;
