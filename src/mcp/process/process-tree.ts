import { closeSync, existsSync, openSync, readdirSync, readFileSync, readlinkSync, readSync } from 'node:fs';

/** A process as /proc shows it: its id, and its start time (so a reused id is not mistaken for it). */
export interface ProcessRef {
  pid: number;
  /** Clock ticks after boot (the 22nd field of /proc/PID/stat). */
  startTime: string;
  /** Its process group and session, when read with it (see {@link ServerLineage}). */
  group?: number;
  session?: number;
}

/** At most this many /proc entries are read in one walk: a machine with more is not walked further. */
const MAX_PROCESSES_WALKED = 65_536;
/** At most this many descendants are collected: a fork bomb does not make the walk unbounded. */
export const MAX_DESCENDANTS = 4_096;

interface StatFields {
  state: string;
  ppid: number;
  group: number;
  session: number;
  startTime: string;
}

/** The parent id and start time of a process, from /proc/PID/stat; undefined once it is gone. */
function statOf(pid: number): StatFields | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'latin1');
  } catch {
    return undefined;
  }
  // The command name (2nd field) is in parentheses and may hold spaces or parentheses itself.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // After the name: state (3), ppid (4), process group (5), session (6), … starttime (22).
  const ppid = Number(fields[1]);
  const startTime = fields[19];
  if (!Number.isInteger(ppid) || startTime === undefined) return undefined;
  return { state: fields[0] ?? '', ppid, group: Number(fields[2]), session: Number(fields[3]), startTime };
}

/**
 * The processes in /proc (its numeric entries), at most MAX_PROCESSES_WALKED of them: none off Linux or
 * when it cannot be read. Every walk of the process table starts here.
 */
function procPids(): number[] {
  if (process.platform !== 'linux') return [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const name of entries) {
    if (pids.length >= MAX_PROCESSES_WALKED) break;
    const c = name.charCodeAt(0);
    if (c >= 48 && c <= 57) pids.push(Number(name));
  }
  return pids;
}

/**
 * Every process descended from the `roots` (children, their children, …): a child that called `setsid` has
 * left the server's process group, and signalling the group would miss it, but it is still the server's
 * descendant until its parent exits. Read from each thread's list of the children it started
 * (/proc/PID/task/TID/children: the server is sampled every quarter second for its whole session, and
 * reading the few files of its own tree costs far less than reading every process's on the machine), or,
 * on a kernel without those lists, by walking the parent links of every process in /proc. Linux only
 * (elsewhere, and when /proc cannot be read: none). Bounded in the entries read and the processes returned.
 */
export function descendantsOf(roots: readonly number[]): ProcessRef[] {
  return hasChildrenLists() ? descendantsByChildrenLists(roots) : descendantsByParentLinks(roots);
}

/** Whether this kernel lists each thread's children (/proc/PID/task/TID/children): looked at once, on this process. */
let childrenLists: boolean | undefined;
function hasChildrenLists(): boolean {
  childrenLists ??= process.platform === 'linux' && existsSync(`/proc/${process.pid}/task/${process.pid}/children`);
  return childrenLists;
}

/**
 * The descendants from the children lists of every thread of each process (a child is listed under the
 * thread that started it, which need not be the main one). Each process's start time is read as the
 * parent walk reads it; one gone meanwhile is not returned.
 */
export function descendantsByChildrenLists(roots: readonly number[]): ProcessRef[] {
  if (process.platform !== 'linux') return [];
  const out: ProcessRef[] = [];
  const seen = new Set<number>(roots);
  const queue = [...roots];
  let read = 0;
  for (let i = 0; i < queue.length && out.length < MAX_DESCENDANTS; i++) {
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${queue[i]}/task`);
    } catch {
      continue; // gone
    }
    for (const task of tasks) {
      if (read++ >= MAX_PROCESSES_WALKED || out.length >= MAX_DESCENDANTS) return out;
      let list: string;
      try {
        list = readFileSync(`/proc/${queue[i]}/task/${task}/children`, 'latin1');
      } catch {
        continue; // the thread ended
      }
      for (const field of list.split(' ')) {
        const pid = Number(field);
        if (field === '' || !Number.isInteger(pid) || seen.has(pid) || out.length >= MAX_DESCENDANTS) continue;
        seen.add(pid);
        const stat = statOf(pid);
        if (!stat) continue;
        out.push({ pid, startTime: stat.startTime, group: stat.group, session: stat.session });
        queue.push(pid);
      }
    }
  }
  return out;
}

/** The descendants from the parent link of every process in /proc (a kernel without children lists). */
export function descendantsByParentLinks(roots: readonly number[]): ProcessRef[] {
  const links: ParentLink[] = [];
  for (const pid of procPids()) {
    const stat = statOf(pid);
    if (stat) links.push({ ppid: stat.ppid, ref: { pid, startTime: stat.startTime, group: stat.group, session: stat.session } });
  }
  return descendantsByParent(links, roots);
}

/** A process and its parent's id, as a listing of every process gives them (/proc, `ps`). */
export interface ParentLink {
  ppid: number;
  ref: ProcessRef;
}

/** The descendants of the `roots` by the parent links of every process, breadth first, at most {@link MAX_DESCENDANTS}. */
export function descendantsByParent(links: Iterable<ParentLink>, roots: readonly number[]): ProcessRef[] {
  const children = new Map<number, ProcessRef[]>();
  for (const { ppid, ref } of links) {
    const list = children.get(ppid);
    if (list) list.push(ref);
    else children.set(ppid, [ref]);
  }
  const out: ProcessRef[] = [];
  const seen = new Set<number>(roots);
  const queue = [...roots];
  for (let i = 0; i < queue.length && out.length < MAX_DESCENDANTS; i++) {
    for (const child of children.get(queue[i]!) ?? []) {
      if (out.length >= MAX_DESCENDANTS) break;
      if (seen.has(child.pid)) continue;
      seen.add(child.pid);
      out.push(child);
      queue.push(child.pid);
    }
  }
  return out;
}

/**
 * The environment variable every server is started with (a random value per server): a process that
 * inherited it is one the server started, even after it double-forked, called `setsid` and was
 * re-parented away from the server (it is then nobody's descendant). Only the name is fixed.
 */
export const PROCESS_MARK_NAME = 'TOOLSEAL_SERVER_MARK';

let marks = 0;
/** A fresh value for {@link PROCESS_MARK_NAME}: unique on this machine (it names, it guards nothing, so no cryptographic randomness). */
export function newProcessMark(): string {
  return `${process.pid.toString(36)}.${Date.now().toString(36)}.${(marks++).toString(36)}.${Math.random().toString(36).slice(2, 10)}`;
}

/** At most this many bytes of one process's environment are read (a larger block is not searched). */
const MAX_ENVIRON_BYTES = 1 << 20;

/**
 * Every process (but this one) whose environment, as it was started, holds `TOOLSEAL_SERVER_MARK=mark`,
 * read from /proc/PID/environ (only the caller's own processes can be read). Linux only (elsewhere: none).
 * Bounded as {@link descendantsOf}: in the entries read, the bytes read of each, and the processes returned.
 */
export function processesMarked(mark: string): ProcessRef[] {
  const needle = Buffer.from(`${PROCESS_MARK_NAME}=${mark}\0`, 'latin1');
  const out: ProcessRef[] = [];
  const buffer = Buffer.allocUnsafe(MAX_ENVIRON_BYTES);
  for (const pid of procPids()) {
    if (out.length >= MAX_DESCENDANTS) break;
    if (pid === process.pid) continue;
    let n: number;
    try {
      const fd = openSync(`/proc/${pid}/environ`, 'r');
      try {
        n = readSync(fd, buffer, 0, MAX_ENVIRON_BYTES, null);
      } finally {
        closeSync(fd);
      }
    } catch {
      continue; // gone, or not ours to read
    }
    // The block starts with a variable, or follows a NUL: the mark must be a whole entry, not a value's tail.
    const at = buffer.subarray(0, n).indexOf(needle.subarray(0, needle.length - 1));
    if (at < 0) continue;
    const whole = (at === 0 || buffer[at - 1] === 0) && (at + needle.length - 1 === n || buffer[at + needle.length - 1] === 0);
    if (!whole) continue;
    const stat = statOf(pid);
    if (stat && stat.state !== 'Z') out.push({ pid, startTime: stat.startTime });
  }
  return out;
}

/** Whether the process is still the one that was found (same id, same start time), and not a zombie. */
export function isSameProcess(ref: ProcessRef): boolean {
  const stat = statOf(ref.pid);
  return stat !== undefined && stat.startTime === ref.startTime && stat.state !== 'Z';
}

/** Signals a process found earlier, unless its id now belongs to another process; never throws. */
export function signalProcess(ref: ProcessRef, signal: NodeJS.Signals): void {
  if (!isSameProcess(ref)) return;
  try {
    process.kill(ref.pid, signal);
  } catch {
    // ESRCH: it ended meanwhile; EPERM: not ours to signal.
  }
}

/** At most this many descriptors of one process are looked at for the server's pipes. */
const MAX_FDS_READ = 1024;

/**
 * What still ties a process to the server once it has left the tree, in a way a process cannot shed by
 * clearing its environment (the mark) or being re-parented in less time than a sample takes (a daemon
 * started from a shell that exits at once): its session or process group (the server's own, or one a
 * descendant seen leads, or that a descendant seen is in), or a descriptor of the server's stdio pipes
 * it still holds. Only processes started since the server count, and a session or group whose leader is
 * now another process (its id reused) ties nothing. Not tied: a daemon in a session of its own that
 * holds none of the pipes and was never seen in the tree (reaching that one takes a subreaper or a cgroup,
 * neither of which Node can set up for a child).
 */
export class ServerLineage {
  /** Session and group ids, each with its leader's start time when that leader was seen ('' when not). */
  private readonly ids = new Map<number, string>();
  private readonly pipes = new Set<string>();
  private since = Infinity;

  /** The server started: it leads its own session and group; its stdio pipes are read before it can move them. */
  started(pid: number): void {
    const stat = statOf(pid);
    if (!stat) return;
    this.since = Number(stat.startTime);
    this.ids.set(pid, stat.startTime);
    for (const fd of [0, 1, 2]) {
      try {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        // Node gives a child its stdio as socket pairs (libuv), a shell as pipes: either names one object.
        if (link.startsWith('pipe:') || link.startsWith('socket:')) this.pipes.add(link);
      } catch {
        // gone already
      }
    }
  }

  /** Descendants seen in the tree: the sessions and groups they are in join the lineage. */
  saw(refs: readonly ProcessRef[]): void {
    for (const r of refs) {
      for (const id of [r.session, r.group]) {
        if (id === undefined || this.ids.size >= MAX_DESCENDANTS || this.ids.get(id)) continue;
        this.ids.set(id, id === r.pid ? r.startTime : '');
      }
    }
  }

  /** Every process (but this one) tied to the server, as above. Linux only; bounded as {@link descendantsOf}. */
  members(): ProcessRef[] {
    const out: ProcessRef[] = [];
    if (this.since === Infinity) return out;
    for (const pid of procPids()) {
      if (out.length >= MAX_DESCENDANTS) break;
      if (pid === process.pid) continue;
      const stat = statOf(pid);
      if (!stat || stat.state === 'Z' || Number(stat.startTime) < this.since) continue;
      if (this.leads(stat.session) || this.leads(stat.group) || this.holdsPipe(pid))
        out.push({ pid, startTime: stat.startTime, group: stat.group, session: stat.session });
    }
    return out;
  }

  /** Whether `id` is a session or group of the lineage whose leader, if running, is the one seen. */
  private leads(id: number): boolean {
    const startTime = this.ids.get(id);
    if (startTime === undefined) return false;
    if (startTime === '') return true;
    const leader = statOf(id);
    return leader === undefined || leader.startTime === startTime;
  }

  private holdsPipe(pid: number): boolean {
    if (this.pipes.size === 0) return false;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      return false; // gone, or not ours to read
    }
    for (const fd of fds.slice(0, MAX_FDS_READ)) {
      try {
        if (this.pipes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return true;
      } catch {
        // closed meanwhile
      }
    }
    return false;
  }
}
