import type { NodeJS } from '../../external-types.js';
import { type ProcessRef } from './process-tree.js';
/**
 * Where a server's descendants are read from, by platform and what it has:
 * - `proc`: Linux with /proc (the children lists, the parent links, each process's environment);
 * - `ps`: any other POSIX (macOS, the BSDs), or a Linux without /proc: one bounded run of `ps -A -o …`
 *   gives every process's parent, group, state and start time, another their environments (for the mark);
 * - `taskkill`: Windows, where a process's tree is not read but ended by `taskkill /T /F`.
 */
export type TreeSource = 'proc' | 'ps' | 'taskkill';
export declare function treeSource(platform?: NodeJS.Platform, procReadable?: boolean): TreeSource;
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
export declare function treeReader(source?: TreeSource): TreeReader;
/** A process as `ps -A -o pid=,ppid=,pgid=,stat=,lstart=` shows it (the start time to the second, in the C locale). */
export interface ProcessRow {
    pid: number;
    ppid: number;
    group: number;
    state: string;
    startTime: string;
}
/** The rows of `ps` (every process on the machine), at most MAX_ROWS. */
export declare function psRows(): ProcessRow[];
/** Reads `pid ppid pgid stat lstart…` lines; a line that does not hold all five (cut, or not a row) is skipped. */
export declare function parsePsRows(text: string): ProcessRow[];
/** The descendants of the `roots` by the parent links of the rows (zombies included: their children are still theirs). */
export declare function descendantsInRows(rows: readonly ProcessRow[], roots: readonly number[]): ProcessRef[];
/** How long `taskkill` may take to end a tree. */
export declare const TASKKILL_TIMEOUT_MS = 5000;
/**
 * Ends the process `pid` and every process it started that still runs (Windows: `taskkill /T /F`, which
 * follows the parent links; Node reaches no Job Object without a native addon). Resolves whether taskkill
 * ended them, within `timeoutMs`; never rejects.
 */
export declare function endWindowsTree(pid: number, timeoutMs?: number): Promise<boolean>;
/** {@link endWindowsTree}, synchronously (toolseal itself is ending). */
export declare function endWindowsTreeNow(pid: number, timeoutMs?: number): boolean;
