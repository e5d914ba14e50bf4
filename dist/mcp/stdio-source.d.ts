import type { Buffer, NodeJS } from '../external-types.js';
import type { ChildProcess } from '../external-types.js';
import type { Transport } from '../external-types.js';
import type { JSONRPCMessage } from '../external-types.js';
import type { SnapshotBudget } from './snapshot-budget.js';
export interface StdioServerParams {
    command: string;
    args: string[];
    /** Added to the SDK's default inherited environment (HOME, PATH, …); values are secrets. */
    env?: Record<string, string>;
    cwd?: string;
    /**
     * Raw mode (the run-time guard, which forwards the server's lines byte for byte): every stdout chunk
     * goes here instead of being parsed as messages or counted against the budget.
     */
    onStdout?: (chunk: Buffer) => void;
}
/**
 * The line of a stderr tail that says why a process failed: the first one that reads as an error (`Error:
 * Cannot find module …`, `TypeError: …`, `Error [ERR_MODULE_NOT_FOUND]: …`, Python's `ModuleNotFoundError:
 * …`, `error: …`, `panic: …`), since runtimes print more after it (a stack, `Node.js v24…`); else the last
 * line that is not empty.
 */
export declare function crashLineOf(tail: string): {
    line: string;
    isError: boolean;
} | undefined;
/** The last lines of a server's stderr a failure's message shows (a timeout, an exit, a failure to start). */
export declare const STDERR_TAIL_LINES = 5;
/**
 * What a server's stderr tail says about a failure, as the end of its one-line message (empty when it
 * said nothing): its last {@link STDERR_TAIL_LINES} lines that are not empty, joined by ` | `, preceded by
 * the line that reads as an error (see {@link crashLineOf}) when that one is further up. Each line is
 * redacted, cut, then escaped here, where the server's text enters a message: no report or log gets a
 * secret or a control character from it.
 */
export declare function stderrReasonOf(tail: string, secrets: readonly string[]): string;
/**
 * A client transport over a child process's stdin/stdout, built on the SDK's `Transport` interface.
 *
 * Why not the SDK's `StdioClientTransport`: its read buffer is capped at 10 MB by default and copies the
 * whole buffer on every chunk; it parses lines with `JSON.parse` (a duplicate member's last value wins
 * silently); it drops a message whose envelope has an extra key; and it ends only the direct child. Here:
 * - every byte the server writes counts against `--max-bytes` (the only cap on a line's length);
 * - each line is parsed strictly (`DUPLICATE_JSON_MEMBER` ends the snapshot), and the values passed on
 *   are those of that parse, so the tools are exactly the server's;
 * - a line that is not JSON (a log line on stdout) is skipped, as MCP clients do;
 * - the envelope is reduced to its JSON-RPC members (extra keys do not cost the message); the result
 *   inside is untouched;
 * - the server starts in its own process group (POSIX), so closing ends it and every child it started;
 *   on Linux, its descendants are also found under /proc (before it is signalled), so a child that left
 *   the group with `setsid` ends too;
 * - a line is decoded as its bytes arrive, and the elements of a page's `result.tools` are read one by one
 *   as they complete, their text then dropped (see {@link ToolsAnswerReader}): a page of millions of tools is
 *   held as values, never also as bytes, as its whole text, or in a parse of the whole page.
 */
export declare class StdioProcessTransport implements Transport {
    private readonly params;
    private readonly budget;
    private readonly where;
    private readonly secrets;
    onclose?: () => void;
    onerror?: (error: Error) => void;
    onmessage?: <T extends JSONRPCMessage>(message: T) => void;
    private child;
    private exited;
    private closing;
    private closed;
    /**
     * The line being received, decoded as it arrives (the bytes are not kept), its tools read as they
     * complete (see {@link ToolsAnswerReader}): a page is never also joined into one text or parsed whole.
     */
    private readonly line;
    private lineDecoder;
    private lineError;
    private lineHead;
    private lineHeadBytes;
    /** The server's descendants seen so far (they may leave its process group, or outlive it). */
    private descendants;
    private lastSample;
    /** Samples the process tree while the server runs, for the whole session (see {@link sampleDescendants}). */
    private sampler;
    /** The value of {@link PROCESS_MARK_NAME} this server and everything it starts inherit. */
    private readonly mark;
    private stderrTail;
    private stderrSkipping;
    private exitPromise;
    /** Lines on stdout that were not JSON-RPC (logged noise), for diagnostics. */
    noiseLines: number;
    constructor(params: StdioServerParams, budget: SnapshotBudget, where: string, secrets: readonly string[]);
    /** The server's process id once started. */
    get pid(): number | undefined;
    /** The server's process once started (raw mode writes to its stdin and watches its exit). */
    get childProcess(): ChildProcess | undefined;
    start(): Promise<void>;
    /** Keeps the last few KB of stderr, whole lines only: a line cut at the front could show the tail of a secret unredacted. */
    private onStderr;
    private verboseLine;
    private verboseSkipping;
    /**
     * `--verbose`: each whole stderr line, redacted, then escaped. A line longer than the bound is not
     * shown (a part of it could hold part of a secret, which redaction would miss): its length is.
     */
    private verboseStderr;
    private showStderrLine;
    /** What stderr says about a failure, for the message (empty when it said nothing). */
    private stderrReason;
    private onData;
    /** Decodes part of a line as it arrives (UTF-8, strictly: a sequence split across chunks is joined by the decoder). */
    private takeLinePart;
    private lineBroken;
    private endLine;
    private deliver;
    send(message: JSONRPCMessage): Promise<void>;
    /**
     * Records the server's descendants from /proc while it runs (at spawn, then every
     * {@link SAMPLE_INTERVAL_MS} and as messages arrive): a child that called `setsid` is out of the server's
     * process group, and once the server has exited it is nobody's descendant, so it must be known before.
     * (One that was gone from the tree between two samples is still found at close by its mark.)
     */
    private sampleDescendants;
    private addDescendants;
    /**
     * Adds the descendants of the server and of every descendant known so far that still runs, and every
     * process that carries the server's mark in its environment (started by it, wherever it went since).
     */
    private collectDescendants;
    private descendantsAlive;
    /** Signals the server's process group and every descendant found (those that left the group too). */
    private signalAll;
    /**
     * Ends the server and every process it started, in its group or out of it (found under /proc before the
     * server is signalled); resolves when they are gone (or were killed). Every wait is cut to fit the
     * snapshot's deadline: past it, the signals follow one another at once.
     */
    close(): Promise<void>;
    private waitExit;
    /** Kills the server and everything it started, synchronously (toolseal itself is ending). */
    killNow(): void;
    /** Signals the server's whole process group (its children too). */
    signalGroup(signal: NodeJS.Signals): void;
    private groupAlive;
}
