import { treeReader, type TreeReader, type TreeSource } from './process-table.js';
import { newProcessMark, ServerLineage, type ProcessRef } from './process-tree.js';

/** At most this many of the server's descendants are remembered (those still running first). */
const MAX_KNOWN_DESCENDANTS = 4096;

/**
 * The processes a stdio server started, known before it is signalled: those found in the process tree
 * under it (sampled while it runs, read again at close), those that carry its mark in their environment
 * ({@link newProcessMark}) wherever they went, and, from /proc, those its sessions, groups and stdio pipes
 * tie to it ({@link ServerLineage}). A child that left the server's group with `setsid`, or that the
 * server's exit re-parented away, is still ended with it.
 */
export class ServerDescendants {
  /** The server's descendants seen so far (they may leave its process group, or outlive it). */
  private known: ProcessRef[] = [];
  /** The value of `PROCESS_MARK_NAME` the server and everything it starts inherit. */
  readonly mark = newProcessMark();
  /** Its sessions, groups and stdio pipes: what ties a process to it when the mark and the tree do not. */
  private readonly lineage = new ServerLineage();
  /** /proc on Linux, `ps` on other POSIX, taskkill on Windows. */
  private readonly tree: TreeReader;

  constructor(source?: TreeSource) {
    this.tree = treeReader(source);
  }

  /** Where the tree is read from; `taskkill` (Windows): it is not read, but ended whole. */
  get source(): TreeSource {
    return this.tree.source;
  }

  /** The server has started as `pid`: its session and group are its lineage's first. */
  started(pid: number): void {
    if (this.tree.source === 'proc') this.lineage.started(pid);
  }

  /** Records the descendants of the running server `pid`: what a `ps` finds counts whenever it comes. */
  sample(pid: number): void {
    this.tree.sample([pid], (found) => this.add(found));
  }

  /**
   * Adds the descendants of the server (while it runs) and of every descendant known so far that still
   * runs, and every process that carries the server's mark in its environment (started by it, wherever it
   * went since) or that its lineage ties to it.
   */
  collect(pid: number, running: boolean): void {
    this.add(this.tree.descendantsOf([...(running ? [pid] : []), ...this.alive().map((d) => d.pid)]));
    // The sessions and stdio pipes that tie a process to the server are read from /proc only.
    const lineage = this.tree.source === 'proc' ? this.lineage.members() : [];
    this.add([...this.tree.marked(this.mark), ...lineage].filter((ref) => ref.pid !== pid));
  }

  /** Those of the known descendants that still run. */
  alive(): ProcessRef[] {
    return this.tree.alive(this.known);
  }

  /** Signals every known descendant still running. */
  signal(signal: NodeJS.Signals): void {
    for (const d of this.alive()) signalPid(d.pid, signal);
  }

  private add(found: readonly ProcessRef[]): void {
    this.lineage.saw(found);
    const known = new Set(this.known.map((d) => `${d.pid}/${d.startTime}`));
    for (const ref of found) if (!known.has(`${ref.pid}/${ref.startTime}`)) this.known.push(ref);
    // A server that starts many short-lived processes: only those still running are worth keeping.
    if (this.known.length > MAX_KNOWN_DESCENDANTS) this.known = this.alive().slice(-MAX_KNOWN_DESCENDANTS);
  }
}

/** Sends `signal` to a process (a negative id: a process group); never throws. */
export function signalPid(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // ESRCH: it ended meanwhile; EPERM: not ours to signal.
  }
}

/** Whether a process of the group `pid` leads still runs (POSIX; false on Windows, which has no groups to ask). */
export function processGroupAlive(pid: number): boolean {
  if (process.platform === 'win32') return false;
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
