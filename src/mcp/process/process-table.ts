import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  descendantsByParent,
  descendantsOf,
  isSameProcess,
  MAX_DESCENDANTS,
  processesMarked,
  PROCESS_MARK_NAME,
  type ProcessRef,
} from './process-tree.js';

/**
 * Where a server's descendants are read from, by platform and what it has:
 * - `proc`: Linux with /proc (the children lists, the parent links, each process's environment);
 * - `ps`: any other POSIX (macOS, the BSDs), or a Linux without /proc: one bounded run of `ps -A -o …`
 *   gives every process's parent, group, state and start time, another their environments (for the mark);
 * - `taskkill`: Windows, where a process's tree is not read but ended by `taskkill /T /F`.
 */
export type TreeSource = 'proc' | 'ps' | 'taskkill';

export function treeSource(
  platform: NodeJS.Platform = process.platform,
  procReadable = platform === 'linux' && existsSync('/proc/self/stat'),
): TreeSource {
  if (platform === 'win32') return 'taskkill';
  return procReadable ? 'proc' : 'ps';
}

/** A read of the process table: the server's descendants, which of those found earlier still run, and those carrying its mark. */
export interface TreeReader {
  readonly source: TreeSource;
  /** Every process descended from the `roots`, bounded as `descendantsOf`. */
  descendantsOf(roots: readonly number[]): ProcessRef[];
  /**
   * The same for the samples taken while a server runs, handed to `take` (at once from /proc; from `ps`
   * when it has run, without holding up the event loop and a guard's messages, one run at a time).
   */
  sample(roots: readonly number[], take: (found: ProcessRef[]) => void): void;
  /** Those of `refs` that are still the process found (same id, same start time) and not zombies. */
  alive(refs: readonly ProcessRef[]): ProcessRef[];
  /** Every process (but this one) started with `TOOLSEAL_SERVER_MARK=mark` in its environment. */
  marked(mark: string): ProcessRef[];
}

export function treeReader(source: TreeSource = treeSource()): TreeReader {
  if (source === 'proc')
    return {
      source,
      descendantsOf,
      sample: (roots, take) => take(descendantsOf(roots)),
      alive: (refs) => refs.filter(isSameProcess),
      marked: processesMarked,
    };
  if (source === 'ps') {
    let running = false;
    const sample = (roots: readonly number[], take: (found: ProcessRef[]) => void) => {
      if (running) return;
      running = true;
      void runPsLater(['-A', '-o', PS_FIELDS]).then((text) => {
        running = false;
        take(descendantsInRows(parsePsRows(text), roots));
      });
    };
    return { source, descendantsOf: (roots) => descendantsInRows(psRows(), roots), sample, alive: psAlive, marked: psMarked };
  }
  return { source, descendantsOf: () => [], sample: () => {}, alive: () => [], marked: () => [] };
}

/** A process as `ps -A -o pid=,ppid=,pgid=,stat=,lstart=` shows it (the start time to the second, in the C locale). */
export interface ProcessRow {
  pid: number;
  ppid: number;
  group: number;
  state: string;
  startTime: string;
}

/** How long one run of `ps` may take, and how much of its output is read. */
const PS_TIMEOUT_MS = 2000;
const PS_MAX_BYTES = 8 << 20;
/** At most this many rows are read (and MAX_DESCENDANTS returned, as the /proc walks). */
const MAX_ROWS = 65_536;
/** The fields: the same `-A -o` form on macOS, the BSDs and Linux's procps. The start time is last: it holds spaces. */
const PS_FIELDS = 'pid=,ppid=,pgid=,stat=,lstart=';

/** `ps`'s output, or '' when it does not run (missing, too slow): bounded in time and bytes, in the C locale. */
function runPs(args: string[]): string {
  const r = spawnSync('ps', args, {
    encoding: 'latin1',
    timeout: PS_TIMEOUT_MS,
    killSignal: 'SIGKILL',
    maxBuffer: PS_MAX_BYTES,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' },
  });
  // Cut at the byte bound (ENOBUFS): the rows read so far still count, the last one cut is dropped below.
  return typeof r.stdout === 'string' ? r.stdout : '';
}

/** {@link runPs}, without waiting for it: the same bounds; never rejects. */
function runPsLater(args: string[]): Promise<string> {
  return new Promise((resolve) => {
    execFile(
      'ps',
      args,
      {
        encoding: 'latin1',
        timeout: PS_TIMEOUT_MS,
        killSignal: 'SIGKILL',
        maxBuffer: PS_MAX_BYTES,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' },
      },
      // Past the byte bound, what was read so far (its last row cut, and dropped by the parser).
      (_e, stdout) => resolve(typeof stdout === 'string' ? stdout : ''),
    );
  });
}

/** The rows of `ps` (every process on the machine), at most MAX_ROWS. */
export function psRows(): ProcessRow[] {
  return parsePsRows(runPs(['-A', '-o', PS_FIELDS]));
}

/** Reads `pid ppid pgid stat lstart…` lines; a line that does not hold all five (cut, or not a row) is skipped. */
export function parsePsRows(text: string): ProcessRow[] {
  const rows: ProcessRow[] = [];
  for (const line of text.split('\n')) {
    if (rows.length >= MAX_ROWS) break;
    const m = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\S+)\s+(\S+(?:\s+\S+){4})\s*$/.exec(line);
    if (!m) continue;
    rows.push({ pid: Number(m[1]), ppid: Number(m[2]), group: Number(m[3]), state: m[4]!, startTime: m[5]!.replace(/\s+/g, ' ') });
  }
  return rows;
}

/** The descendants of the `roots` by the parent links of the rows (zombies included: their children are still theirs). */
export function descendantsInRows(rows: readonly ProcessRow[], roots: readonly number[]): ProcessRef[] {
  const links = rows.map((row) => ({ ppid: row.ppid, ref: { pid: row.pid, startTime: row.startTime, group: row.group } }));
  return descendantsByParent(links, roots);
}

function psAlive(refs: readonly ProcessRef[]): ProcessRef[] {
  if (refs.length === 0) return [];
  const rows = new Map(psRows().map((r) => [r.pid, r]));
  return refs.filter((ref) => {
    const row = rows.get(ref.pid);
    return row !== undefined && row.startTime === ref.startTime && !row.state.startsWith('Z');
  });
}

/**
 * The processes whose environment holds the mark as a whole entry, from `ps` with the environments after
 * each command (procps: `e`; macOS and the BSDs: `-E`; only the user's own processes show theirs), then
 * their start times from the table. The words are split on blanks, so a value with a blank in it does
 * not hide the mark after it.
 */
function psMarked(mark: string): ProcessRef[] {
  const entry = `${PROCESS_MARK_NAME}=${mark}`;
  const withEnv = process.platform === 'linux' ? ['-A', '-ww', '-o', 'pid=,args=', 'e'] : ['-A', '-ww', '-E', '-o', 'pid=,command='];
  const pids = new Set<number>();
  for (const line of runPs(withEnv).split('\n')) {
    if (pids.size >= MAX_DESCENDANTS) break;
    if (!line.includes(entry)) continue;
    const m = /^\s*(\d+)\s/.exec(line);
    if (m && Number(m[1]) !== process.pid && line.split(/\s+/).includes(entry)) pids.add(Number(m[1]));
  }
  if (pids.size === 0) return [];
  return psRows()
    .filter((r) => pids.has(r.pid) && !r.state.startsWith('Z'))
    .map((r) => ({ pid: r.pid, startTime: r.startTime, group: r.group }));
}

/** How long `taskkill` may take to end a tree. */
export const TASKKILL_TIMEOUT_MS = 5000;

/** Windows' own taskkill, by its path under the system folder: a `taskkill.exe` in the working directory or on PATH is not run. */
function taskkillPath(): string {
  return join(process.env.SystemRoot ?? process.env.SYSTEMROOT ?? 'C:\\Windows', 'System32', 'taskkill.exe');
}

/**
 * Ends the process `pid` and every process it started that still runs (Windows: `taskkill /T /F`, which
 * follows the parent links; Node reaches no Job Object without a native addon). Resolves whether taskkill
 * ended them, within `timeoutMs`; never rejects.
 */
export function endWindowsTree(pid: number, timeoutMs = TASKKILL_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(taskkillPath(), ['/T', '/F', '/PID', String(pid)], { timeout: timeoutMs, windowsHide: true, maxBuffer: 64 << 10 }, (e) =>
      resolve(!e),
    );
  });
}

/** {@link endWindowsTree}, synchronously (toolseal itself is ending). */
export function endWindowsTreeNow(pid: number, timeoutMs = TASKKILL_TIMEOUT_MS): boolean {
  const r = spawnSync(taskkillPath(), ['/T', '/F', '/PID', String(pid)], { timeout: timeoutMs, windowsHide: true, stdio: 'ignore' });
  return r.status === 0;
}
