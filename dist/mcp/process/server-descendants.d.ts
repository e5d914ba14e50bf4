import type { NodeJS } from '../../external-types.js';
import { type TreeSource } from './process-table.js';
import { type ProcessRef } from './process-tree.js';
/**
 * The processes a stdio server started, known before it is signalled: those found in the process tree
 * under it (sampled while it runs, read again at close), those that carry its mark in their environment
 * ({@link newProcessMark}) wherever they went, and, from /proc, those its sessions, groups and stdio pipes
 * tie to it ({@link ServerLineage}). A child that left the server's group with `setsid`, or that the
 * server's exit re-parented away, is still ended with it.
 */
export declare class ServerDescendants {
    /** The server's descendants seen so far (they may leave its process group, or outlive it). */
    private known;
    /** The value of `PROCESS_MARK_NAME` the server and everything it starts inherit. */
    readonly mark: string;
    /** Its sessions, groups and stdio pipes: what ties a process to it when the mark and the tree do not. */
    private readonly lineage;
    /** /proc on Linux, `ps` on other POSIX, taskkill on Windows. */
    private readonly tree;
    constructor(source?: TreeSource);
    /** Where the tree is read from; `taskkill` (Windows): it is not read, but ended whole. */
    get source(): TreeSource;
    /** The server has started as `pid`: its session and group are its lineage's first. */
    started(pid: number): void;
    /** Records the descendants of the running server `pid`: what a `ps` finds counts whenever it comes. */
    sample(pid: number): void;
    /**
     * Adds the descendants of the server (while it runs) and of every descendant known so far that still
     * runs, and every process that carries the server's mark in its environment (started by it, wherever it
     * went since) or that its lineage ties to it.
     */
    collect(pid: number, running: boolean): void;
    /** Those of the known descendants that still run. */
    alive(): ProcessRef[];
    /** Signals every known descendant still running. */
    signal(signal: NodeJS.Signals): void;
    private add;
}
/** Sends `signal` to a process (a negative id: a process group); never throws. */
export declare function signalPid(pid: number, signal: NodeJS.Signals): void;
/** Whether a process of the group `pid` leads still runs (POSIX; false on Windows, which has no groups to ask). */
export declare function processGroupAlive(pid: number): boolean;
