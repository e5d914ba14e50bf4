import type { NodeJS } from '../../external-types.js';
/**
 * How this machine holds a stdio server's processes together:
 * - `pid-namespace`: the server starts as the first process of a PID namespace of its own (util-linux
 *   `unshare --pid --fork --kill-child`, in a user namespace of its own when toolseal is not root). When
 *   it ends, or is killed, the kernel kills every process left in the namespace, whatever session,
 *   environment or parent it has since taken: nothing is sampled.
 * - `sampling`: no such namespace here (not Linux, no `unshare`, a util-linux before 2.38, user
 *   namespaces disabled or restricted): the server's descendants are found by sampling /proc every
 *   250 ms, by the environment mark and by its sessions and pipes (`ServerLineage`), and a daemon that
 *   leaves all of them within one sample may outlive the server.
 */
export type Containment = {
    kind: 'pid-namespace';
    unshare: string;
    flags: string[];
} | {
    kind: 'sampling';
    why: string;
};
/** What this machine gives, probed once per process (a bounded run of `unshare … -- true`) and kept. */
export declare function containment(): Containment;
/**
 * Forgets the probe; the next {@link containment} probes again, with the `unshare` at `path` when given
 * (a missing one takes the fallback, as on a machine without util-linux). For tests and the library.
 */
export declare function resetContainment(path?: string): void;
/**
 * A label of what {@link containment} gives, for `toolseal doctor`. On Windows nothing is sampled: the
 * server's tree is ended by `taskkill /T /F`, which finds a process through the parent it still has.
 */
export declare function containmentText(c?: Containment, platform?: NodeJS.Platform): string;
/** The command and arguments that start `command`: through `unshare` when contained, else as they are. */
export interface Launch {
    command: string;
    args: string[];
    /** Started as the first process of a PID namespace of its own. */
    contained: boolean;
}
/**
 * How to start a server: inside a PID namespace of its own when the machine gives one and the command is
 * an executable file as `execvp` would find it (on the server's PATH, from its working directory). A
 * command that is not (missing, not executable, a script without `#!`) starts as before, so the operating
 * system's error (`cannot start …`) is the same as without the namespace.
 */
export declare function launchOf(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string | undefined): Launch;
/**
 * SIGTERM reaches a namespace's first process only through a handler of its own (the kernel drops it
 * otherwise): when the server started by `launcherPid` (unshare) neither handles nor ignores SIGTERM, its
 * default action would have ended it outside a namespace, so unshare gets SIGKILL, and with it the server
 * (`--kill-child`) and the namespace. (unshare, not the server: killed by SIGKILL, the server would be
 * reported by unshare as exit code 1 and a line of its own on stderr.) Linux only; never throws.
 */
export declare function endUnhandledTerm(launcherPid: number): void;
