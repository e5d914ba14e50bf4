/** The last lines of a server's stderr a failure's message shows (a timeout, an exit, a failure to start). */
export declare const STDERR_TAIL_LINES = 5;
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
/**
 * What a server's stderr tail says about a failure, as the end of its one-line message (empty when it
 * said nothing): its last {@link STDERR_TAIL_LINES} lines that are not empty, joined by ` | `, preceded by
 * the line that reads as an error (see {@link crashLineOf}) when that one is further up. Each line is
 * redacted, cut, then escaped here, where the server's text enters a message: no report or log gets a
 * secret or a control character from it.
 */
export declare function stderrReasonOf(tail: string, secrets: readonly string[]): string;
/**
 * What a snapshot keeps of a server's stderr: the last few KB, whole lines only (a line cut at the front
 * could show the tail of a secret unredacted), for a failure's message; and with `--verbose`, each whole
 * line as it arrives, redacted, then escaped.
 */
export declare class StderrTail {
    private readonly label;
    private readonly secrets;
    private readonly showLine;
    private tail;
    private skipping;
    private verboseLine;
    private verboseSkipping;
    /**
     * @param showLine `--verbose`: where each line goes (the server's label, the line); none: lines are only kept.
     */
    constructor(label: string, secrets: readonly string[], showLine: ((label: string, line: string) => void) | undefined);
    push(chunk: string): void;
    /** What stderr says about a failure, for the message (empty when it said nothing): see {@link stderrReasonOf}. */
    reason(): string;
    /**
     * `--verbose`: each whole stderr line, redacted, then escaped. A line longer than the bound is not
     * shown (a part of it could hold part of a secret, which redaction would miss): its length is.
     */
    private verbose;
    private showWhole;
}
