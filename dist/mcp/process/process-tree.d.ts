import type { NodeJS } from '../../external-types.js';
/** A process as /proc shows it: its id, and its start time (so a reused id is not mistaken for it). */
export interface ProcessRef {
    pid: number;
    /** Clock ticks after boot (the 22nd field of /proc/PID/stat). */
    startTime: string;
    /** Its process group and session, when read with it (see {@link ServerLineage}). */
    group?: number;
    session?: number;
}
/** At most this many descendants are collected: a fork bomb does not make the walk unbounded. */
export declare const MAX_DESCENDANTS = 4096;
/**
 * Every process descended from the `roots` (children, their children, …): a child that called `setsid` has
 * left the server's process group, and signalling the group would miss it, but it is still the server's
 * descendant until its parent exits. Read from each thread's list of the children it started
 * (/proc/PID/task/TID/children: the server is sampled every quarter second for its whole session, and
 * reading the few files of its own tree costs far less than reading every process's on the machine), or,
 * on a kernel without those lists, by walking the parent links of every process in /proc. Linux only
 * (elsewhere, and when /proc cannot be read: none). Bounded in the entries read and the processes returned.
 */
export declare function descendantsOf(roots: readonly number[]): ProcessRef[];
/**
 * The descendants from the children lists of every thread of each process (a child is listed under the
 * thread that started it, which need not be the main one). Each process's start time is read as the
 * parent walk reads it; one gone meanwhile is not returned.
 */
export declare function descendantsByChildrenLists(roots: readonly number[]): ProcessRef[];
/** The descendants from the parent link of every process in /proc (a kernel without children lists). */
export declare function descendantsByParentLinks(roots: readonly number[]): ProcessRef[];
/** A process and its parent's id, as a listing of every process gives them (/proc, `ps`). */
export interface ParentLink {
    ppid: number;
    ref: ProcessRef;
}
/** The descendants of the `roots` by the parent links of every process, breadth first, at most {@link MAX_DESCENDANTS}. */
export declare function descendantsByParent(links: Iterable<ParentLink>, roots: readonly number[]): ProcessRef[];
/**
 * The environment variable every server is started with (a random value per server): a process that
 * inherited it is one the server started, even after it double-forked, called `setsid` and was
 * re-parented away from the server (it is then nobody's descendant). Only the name is fixed.
 */
export declare const PROCESS_MARK_NAME = "TOOLSEAL_SERVER_MARK";
/** A fresh value for {@link PROCESS_MARK_NAME}: unique on this machine (it names, it guards nothing, so no cryptographic randomness). */
export declare function newProcessMark(): string;
/**
 * Every process (but this one) whose environment, as it was started, holds `TOOLSEAL_SERVER_MARK=mark`,
 * read from /proc/PID/environ (only the caller's own processes can be read). Linux only (elsewhere: none).
 * Bounded as {@link descendantsOf}: in the entries read, the bytes read of each, and the processes returned.
 */
export declare function processesMarked(mark: string): ProcessRef[];
/** Whether the process is still the one that was found (same id, same start time), and not a zombie. */
export declare function isSameProcess(ref: ProcessRef): boolean;
/** Signals a process found earlier, unless its id now belongs to another process; never throws. */
export declare function signalProcess(ref: ProcessRef, signal: NodeJS.Signals): void;
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
export declare class ServerLineage {
    /** Session and group ids, each with its leader's start time when that leader was seen ('' when not). */
    private readonly ids;
    private readonly pipes;
    private since;
    /** The server started: it leads its own session and group; its stdio pipes are read before it can move them. */
    started(pid: number): void;
    /** Descendants seen in the tree: the sessions and groups they are in join the lineage. */
    saw(refs: readonly ProcessRef[]): void;
    /** Every process (but this one) tied to the server, as above. Linux only; bounded as {@link descendantsOf}. */
    members(): ProcessRef[];
    /** Whether `id` is a session or group of the lineage whose leader, if running, is the one seen. */
    private leads;
    private holdsPipe;
}
