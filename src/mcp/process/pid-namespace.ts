import { spawnSync } from 'node:child_process';
import { accessSync, closeSync, constants, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';

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
export type Containment = { kind: 'pid-namespace'; unshare: string; flags: string[] } | { kind: 'sampling'; why: string };

/** How long the one probe (`unshare … -- true`) may take before the namespace is taken as unavailable. */
const PROBE_TIMEOUT_MS = 2000;
/** Without a user namespace: only where toolseal may create a PID namespace itself (root, CAP_SYS_ADMIN). */
const PID_FLAGS = ['--pid', '--fork', '--kill-child'];
/** In a user namespace that maps the current user to itself (never to root): any user, where allowed. */
const USER_PID_FLAGS = ['--user', '--map-current-user', ...PID_FLAGS];

let probed: Containment | undefined;
/** The `unshare` the next probe tries (undefined: the first on toolseal's PATH). */
let unshareOverride: string | undefined;

/** What this machine gives, probed once per process (a bounded run of `unshare … -- true`) and kept. */
export function containment(): Containment {
  probed ??= probeContainment(findOnPath(unshareOverride ?? 'unshare', process.env.PATH));
  return probed;
}

/**
 * Forgets the probe; the next {@link containment} probes again, with the `unshare` at `path` when given
 * (a missing one takes the fallback, as on a machine without util-linux). For tests and the library.
 */
export function resetContainment(path?: string): void {
  probed = undefined;
  unshareOverride = path;
}

/**
 * A label of what {@link containment} gives, for `toolseal doctor`. On Windows nothing is sampled: the
 * server's tree is ended by `taskkill /T /F`, which finds a process through the parent it still has.
 */
export function containmentText(c: Containment = containment(), platform: NodeJS.Platform = process.platform): string {
  if (c.kind === 'pid-namespace')
    return `server processes: PID namespace (${c.flags.includes('--user') ? 'in a user namespace, ' : ''}every process a server starts ends with it)`;
  if (platform === 'win32')
    return `server processes: ended as a tree by taskkill /T /F: a process whose parent ended before the server may outlive it (${c.why})`;
  return `descendants by sampling: a daemon that re-parents within 250 ms may outlive the server (${c.why})`;
}

function probeContainment(unshare: string | undefined): Containment {
  if (process.platform !== 'linux') return { kind: 'sampling', why: 'not Linux' };
  if (unshare === undefined) return { kind: 'sampling', why: 'no unshare (util-linux) on PATH' };
  const root = process.geteuid?.() === 0;
  // Root needs no user namespace (its credentials stay as they are); any other user, one mapping it to itself.
  for (const flags of root ? [PID_FLAGS] : [USER_PID_FLAGS]) {
    const r = spawnSync(unshare, [...flags, '--', 'true'], {
      stdio: 'ignore',
      timeout: PROBE_TIMEOUT_MS,
      // unshare blocks SIGTERM while its child runs; --kill-child ends the child with it.
      killSignal: 'SIGKILL',
      env: { PATH: process.env.PATH ?? '' },
    });
    if (r.status === 0) return { kind: 'pid-namespace', unshare, flags };
  }
  return { kind: 'sampling', why: `${unshare} ${(root ? PID_FLAGS : USER_PID_FLAGS).join(' ')} does not run here` };
}

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
export function launchOf(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string | undefined): Launch {
  const c = containment();
  if (c.kind !== 'pid-namespace' || !isLaunchable(command, env.PATH, cwd)) return { command, args, contained: false };
  return { command: c.unshare, args: [...c.flags, '--', command, ...args], contained: true };
}

/** The first executable file named `name` in the directories of `path` (execvp's search), if any. */
function findOnPath(name: string, path: string | undefined, cwd = process.cwd()): string | undefined {
  if (name.includes('/')) return isExecutableFile(resolve(cwd, name)) ? resolve(cwd, name) : undefined;
  for (const dir of (path ?? '/usr/bin:/bin').split(delimiter).slice(0, 256)) {
    const file = resolve(cwd, dir === '' ? '.' : dir, name);
    if (isExecutableFile(file)) return file;
  }
  return undefined;
}

function isLaunchable(command: string, path: string | undefined, cwd: string | undefined): boolean {
  const file = command === '' ? undefined : findOnPath(command, path, cwd ?? process.cwd());
  if (file === undefined) return false;
  // execvp would run a file with no `#!` and no ELF header as a shell script; Node's spawn fails on it.
  const head = Buffer.alloc(4);
  try {
    const fd = openSync(file, 'r');
    try {
      readSync(fd, head, 0, 4, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
  return head.subarray(0, 2).toString('latin1') === '#!' || head.toString('latin1') === '\x7fELF';
}

function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM reaches a namespace's first process only through a handler of its own (the kernel drops it
 * otherwise): when the server started by `launcherPid` (unshare) neither handles nor ignores SIGTERM, its
 * default action would have ended it outside a namespace, so unshare gets SIGKILL, and with it the server
 * (`--kill-child`) and the namespace. (unshare, not the server: killed by SIGKILL, the server would be
 * reported by unshare as exit code 1 and a line of its own on stderr.) Linux only; never throws.
 */
export function endUnhandledTerm(launcherPid: number): void {
  let status: string;
  try {
    const init = Number(readFileSync(`/proc/${launcherPid}/task/${launcherPid}/children`, 'latin1').trim().split(' ')[0]);
    if (!Number.isInteger(init) || init <= 0) return;
    status = readFileSync(`/proc/${init}/status`, 'latin1');
  } catch {
    return; // gone
  }
  const mask = (name: string) => BigInt(`0x${new RegExp(`^${name}:\\s*([0-9a-f]+)$`, 'm').exec(status)?.[1] ?? '0'}`);
  const term = 1n << 14n; // SIGTERM is 15: bit 14 of the masks
  if ((mask('SigCgt') & term) !== 0n || (mask('SigIgn') & term) !== 0n) return;
  try {
    process.kill(launcherPid, 'SIGKILL');
  } catch {
    // ESRCH: it ended meanwhile.
  }
}
