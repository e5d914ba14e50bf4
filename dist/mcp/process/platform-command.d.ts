import type { NodeJS } from '../../external-types.js';
/** What Node's `spawn` is given to start a user-named command as the platform does (see {@link platformCommand}). */
export interface PlatformCommand {
    command: string;
    args: string[];
    /** The arguments are one command line for cmd.exe, quoted already (Windows only): Node must not quote them again. */
    windowsVerbatimArguments: boolean;
}
/**
 * How to start a user-named command (a stdio server, a guard command's `--version` probe, an OAuth opener)
 * as the platform does, without a shell of ours:
 * - POSIX: as it is (`execvp` finds a bare name on PATH; no shell, ever).
 * - Windows: found as Windows finds it (the working directory, then PATH, with each extension of PATHEXT);
 *   an `.exe` or `.com` starts as it is, anything else (the `.cmd` and `.bat` shims of npx, pnpm, yarn, a
 *   user's `srv.cmd`) through `cmd.exe /d /s /c` with the command and every argument quoted for cmd.exe and
 *   for the C runtime, so that `& | < > ^ % "` reach the program as they are and run nothing (cross-spawn,
 *   which does the same for Rust's rules after BatBadBut). Throws, before anything starts, an `ENOENT` for a
 *   command that is not found and an `EINVAL` for a line break in an argument of a shim (cmd.exe ends its
 *   command line there, and no quoting passes one).
 */
export declare function platformCommand(command: string, args: readonly string[], options: {
    env: NodeJS.ProcessEnv;
    cwd?: string;
}): PlatformCommand;
/** Why a server could not be started, for its one-line message: the command, never its arguments or environment. */
export declare function startFailureReason(command: string, e: NodeJS.ErrnoException): string;
