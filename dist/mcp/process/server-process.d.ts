import type { Buffer, NodeJS } from '../../external-types.js';
import { type TreeSource } from './process-table.js';
/** The command a stdio server is started with. */
export interface ServerCommand {
    command: string;
    args: string[];
    /** Added to {@link serverBaseEnvironment} (HOME, PATH, the proxy and CA variables); values are secrets. */
    env?: Record<string, string>;
    cwd?: string;
}
/** What the process's owner hears of it. */
export interface ServerProcessEvents {
    /** Every chunk the server writes on its stdout, as read. */
    stdout(chunk: Buffer): void;
    /** The server's stderr, decoded as UTF-8 (a character split across chunks is joined). */
    stderr(text: string): void;
    /** The server's stderr has ended. */
    stderrEnd?(): void;
    /**
     * The server exited by itself (not while being closed) and its stdout is drained, or `afterExitMs` have
     * passed since its exit (a child of the server may hold stdout open for ever). Once; never when it did
     * not start.
     */
    ended?(code: number | null, signal: NodeJS.Signals | null): void;
}
export interface ServerProcessOptions {
    /** How long after the server's exit `ended` waits for its stdout to drain (a last page written just before exiting). */
    afterExitMs: number;
    /**
     * How long a step of closing may wait, given the step's wanted wait, the time to leave for the steps
     * after it and the least a signal needs to land (a snapshot cuts each to fit its deadline: see
     * `SnapshotBudget.graceMs`). Without it, each step waits as long as it wants.
     */
    grace?: (wantedMs: number, reserveMs: number, floorMs: number) => number;
    /** Where the server's descendants are read from (see {@link treeSource}: by default, what the platform has). */
    treeSource?: TreeSource;
}
/**
 * A stdio server's process, for the whole session, whoever talks to it (a snapshot's transport, the
 * guard's stdio upstream):
 * - on Linux where the machine allows it, it starts as the first process of a PID namespace of its own
 *   ({@link launchOf}): when it ends, the kernel ends every process it started, wherever they went;
 * - it starts in its own process group (POSIX), so closing ends it and every child it started;
 * - it carries a mark in its environment ({@link PROCESS_MARK_NAME}) that everything it starts inherits;
 * - its descendants are sampled while it runs (at spawn, every {@link SAMPLE_INTERVAL_MS}, and when its
 *   owner says it is active: {@link ServerDescendants}), so a child that left the group with `setsid` is
 *   known before the server exits and is no longer its parent;
 * - {@link close} ends the server (stdin closed, then SIGTERM, then SIGKILL; on Windows, `taskkill /T /F`
 *   of its tree, then the server), then every descendant found (through the tree or by the mark), each
 *   wait bounded; if toolseal itself ends first, the whole tree is killed on the way out.
 */
export declare class ServerProcess {
    private readonly command;
    private readonly events;
    private readonly options;
    private child;
    private spawned;
    private exited;
    private closePromise;
    private exitPromise;
    private exit;
    /** What the server started: its mark, and the descendants found so far (they may leave its group, or outlive it). */
    private readonly descendants;
    private lastSample;
    private sampler;
    /** Started in a PID namespace of its own (see {@link launchOf}): its end ends every process it started. */
    private contained;
    constructor(command: ServerCommand, events: ServerProcessEvents, options: ServerProcessOptions);
    /** The server's process id once started. */
    get pid(): number | undefined;
    /** Started, not exited, and not being closed: its stdin takes what is written. */
    get running(): boolean;
    /** How the server exited (its code, or the signal that ended it), once it has. */
    get exitStatus(): {
        code: number | null;
        signal: NodeJS.Signals | null;
    } | undefined;
    /** Being closed (by {@link close}), or closed. */
    get closing(): boolean;
    /** Starts the server; rejects with the operating system's error when it cannot be started (see {@link startFailureReason}). */
    start(): Promise<void>;
    /** Writes to the server's stdin; false when the caller should wait for {@link whenDrained}. True (nothing written) once stdin is closed. */
    write(bytes: Buffer | string): boolean;
    /** Runs `fn` once the server's stdin has drained. */
    whenDrained(fn: () => void): void;
    /** The writes `fn` makes leave in one write: stdin is corked while it runs. */
    batchWrites(fn: () => void): void;
    /** Stops reading the server's stdout (back-pressure), until {@link resumeOutput}. */
    pauseOutput(): void;
    resumeOutput(): void;
    /**
     * Records the server's descendants while it runs (at spawn, every {@link SAMPLE_INTERVAL_MS}, and as its
     * owner sees it active: `force` false, at most that often): a child that called `setsid` is out of the
     * group, and once the server has exited it is nobody's descendant, so it must be known before. (One gone
     * from the tree between two samples is still found at close by its mark.)
     */
    sampleDescendants(force?: boolean): void;
    /** Adds what the server started, found through the tree, its mark and its lineage (see {@link ServerDescendants.collect}). */
    private collectDescendants;
    private descendantsAlive;
    /** Signals the server's process group and every descendant found still running (those that left the group too). */
    private signalAll;
    private grace;
    /**
     * Ends the server and every process it started, in its group or out of it (found under /proc before the
     * server is signalled); resolves when they are gone (or were killed). Every wait is bounded (and cut by
     * `options.grace`): past a snapshot's deadline, the signals follow one another at once. Called again, it
     * resolves with the first call.
     */
    close(): Promise<void>;
    private closeNow;
    private waitExit;
    /** Kills the server and everything it started, synchronously (toolseal itself is ending). */
    killNow(): void;
    /** Signals the server's whole process group (its children too); on Windows, ends the server itself (its tree: see {@link close}). */
    signalGroup(signal: NodeJS.Signals): void;
    /** Windows: TerminateProcess on the server's own process (cmd.exe for a shim); never throws. */
    private killChild;
    private groupAlive;
    private unregister;
}
