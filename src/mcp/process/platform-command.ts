import type { SpawnOptions } from 'node:child_process';
import crossSpawn from 'cross-spawn';
import { osErrorText } from '../../core/errors.js';

/** What Node's `spawn` is given to start a user-named command as the platform does (see {@link platformCommand}). */
export interface PlatformCommand {
  command: string;
  args: string[];
  /** The arguments are one command line for cmd.exe, quoted already (Windows only): Node must not quote them again. */
  windowsVerbatimArguments: boolean;
}

/** What cross-spawn's parser returns (its `_parse`, the step before its own spawn; not in its type declarations). */
interface CrossSpawnParsed {
  command: string;
  args: string[];
  options: SpawnOptions & { windowsVerbatimArguments?: boolean };
  /** The file the command was found as (on Windows: by PATH and PATHEXT, from the working directory); undefined when not found. */
  file?: string;
}
const crossSpawnParse = (crossSpawn as unknown as { _parse(command: string, args: string[], options: SpawnOptions): CrossSpawnParsed })
  ._parse;

/** An error starting a command, with the operating system's code (`startFailureReason` explains it). */
function startError(code: string, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code });
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
export function platformCommand(
  command: string,
  args: readonly string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string },
): PlatformCommand {
  if (process.platform !== 'win32') return { command, args: [...args], windowsVerbatimArguments: false };
  let parsed: CrossSpawnParsed;
  try {
    parsed = crossSpawnParse(command, [...args], { env: options.env, cwd: options.cwd });
  } catch {
    // cross-spawn's one refusal: a line break in the command or an argument that must pass through cmd.exe.
    throw startError('EINVAL', 'a line break in an argument of a .cmd or .bat file cannot pass through cmd.exe');
  }
  // Not found: cmd.exe would print its own "not recognized" and exit 1, which would read as the server's end.
  if (parsed.file === undefined) throw startError('ENOENT', 'not found');
  return { command: parsed.command, args: parsed.args, windowsVerbatimArguments: parsed.options.windowsVerbatimArguments === true };
}

/** What an operating system's error means when a command is started (beside its usual text). */
function startErrorText(command: string, code: string): string | undefined {
  const bare = !(process.platform === 'win32' ? /[/\\]/ : /\//).test(command);
  if (code === 'ENOENT')
    return `${bare ? `looked for on the server's PATH${process.platform === 'win32' ? ' with the extensions of PATHEXT' : ''}` : 'as given'}, or its working directory is missing`;
  // Node's own refusal of a .cmd without a shell, or toolseal's of a line break cmd.exe would end its command line at.
  if (code === 'EINVAL') return 'on Windows, an argument of a .cmd or .bat file cannot hold a line break';
  if (code === 'EACCES') return 'not an executable file, or not one this user may run';
  return undefined;
}

/** Why a server could not be started, for its one-line message: the command, never its arguments or environment. */
export function startFailureReason(command: string, e: NodeJS.ErrnoException): string {
  const why = typeof e?.code === 'string' ? startErrorText(command, e.code) : undefined;
  return `cannot start ${JSON.stringify(command)}: ${osErrorText(e)}${why === undefined ? '' : ` (${why})`}`;
}
