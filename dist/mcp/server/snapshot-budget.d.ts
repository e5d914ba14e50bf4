import { ToolsealError } from '../../core/errors.js';
import { type SnapshotLimits } from './server-spec.js';
/**
 * Runs `fn` once, when a server first sends bytes (a live list begins to arrive). For the CLI, which owns
 * its process (see bin.ts); a library call leaves the process as it is unless its host asks for this.
 */
export declare function onServerInput(fn: () => void): void;
/** A server has begun to send a list (the guard calls it when a long line starts arriving); runs the `onServerInput` function once. */
export declare function serverInputBegins(): void;
export declare class SnapshotBudget {
    private readonly label;
    readonly limits: SnapshotLimits;
    readonly deadline: number;
    private readonly controller;
    private bytes;
    private tools;
    private failure;
    private readonly timer;
    constructor(limits: SnapshotLimits, label: string);
    private progress;
    private progressShown;
    /** Ends the progress line, if one was shown. */
    private endProgress;
    /** What the server said last (a stdio server's stderr, escaped and redacted), for a timeout's message. */
    lastWords: (() => string) | undefined;
    private timedOut;
    /** Milliseconds left before the deadline (0 once it has passed). */
    remainingMs(): number;
    /**
     * How long to wait for a step of closing: `wanted`, cut to leave `reserve` ms of the time left for the
     * steps after it, and never under `floor` (a signal needs a moment to land, even past the deadline).
     */
    graceMs(wanted: number, reserve?: number, floor?: number): number;
    /**
     * Fails the snapshot as timed out when the deadline has passed: for a step that runs without yielding
     * (digesting a long list), where the timer cannot fire until it is over.
     */
    checkDeadline(): void;
    /** Aborted when the snapshot has failed (a bound crossed, a crash, a refused message). */
    get signal(): AbortSignal;
    get bytesReceived(): number;
    /**
     * The timeout to give an SDK request: past the deadline by a margin, so the budget's own timer (with
     * its clear reason) always fires first and the SDK's generic "Request timed out" never wins the race.
     */
    requestTimeoutMs(): number;
    /** Counts bytes received from the server; crossing `maxBytes` fails the snapshot. */
    addBytes(n: number): void;
    /** Counts the tools of a page the page loop has taken. */
    addTools(n: number): void;
    /** The reason a list is refused for its length (one wording, wherever it is noticed). */
    tooManyTools(count: number, seenAt: string): string;
    /**
     * A page still arriving already has `n` tools (a lower bound, counted on the text as it comes): fails
     * the snapshot as soon as that and the pages taken before pass `maxTools`, so the rest of a flood is
     * neither waited for nor held.
     */
    checkArrivingTools(n: number): void;
    /** Records the first fatal reason as SNAPSHOT_INCOMPLETE (or the given error) and aborts. */
    fail(reason: string | ToolsealError, cause?: unknown): void;
    /** The first fatal error, if any. */
    get failed(): ToolsealError | undefined;
    /** Throws the recorded failure, if any. */
    check(): void;
    /** Stops the deadline timer (the snapshot is over). */
    dispose(): void;
    /** Resolves with `p`, or rejects with the budget's failure as soon as there is one. */
    race<T>(p: Promise<T>): Promise<T>;
}
