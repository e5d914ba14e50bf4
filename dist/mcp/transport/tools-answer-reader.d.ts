import { type NumberReading } from '../../core/json/strict-reader.js';
export declare class ToolsAnswerReader {
    private readonly source;
    private readonly numbers?;
    private readonly scanner;
    /** Where the tools array is: not seen yet, being read, read (closed), or given up on (read whole). */
    private state;
    /** The text up to and with the tools array's `[`. */
    private head;
    private headLength;
    /** The text after the elements read (from the `]` on, or from the element that was not read on). */
    private tail;
    /** The element being received: its text in earlier pieces. */
    private elementParts;
    /** The piece being read, and where its text not yet placed starts. */
    private piece;
    private from;
    /** The lengths of the elements read, as runs: length, count, length, count… (a `,` follows each, but the last when `closed`). */
    private readLengths;
    private closed;
    private readonly seen;
    /**
     * The elements read, in blocks of {@link TOOL_BLOCK}, joined into one array of the exact length at the
     * end: one array grown element by element leaves every smaller array it outgrew behind as garbage (about
     * twice its own size, for a list of millions), all of it in memory at once before a collection.
     */
    private blocks;
    private block;
    private toolCount;
    /** `numbers`: how a number a double cannot hold exactly is read (see {@link parseJsonStrict}). */
    constructor(source: string, numbers?: NumberReading | undefined);
    /** Elements of `result.tools` seen so far (a lower bound, see {@link ToolsAnswerCounter}). */
    get count(): number;
    /** The message's `id`, when read so far as a string written without an escape (see {@link ToolsAnswerCounter.id}). */
    get id(): string | undefined;
    /** The tools array has opened and is being read in parts (or was, to its end). */
    get readingTools(): boolean;
    /** Characters of the line kept before its tools array opened (all of it, so far, while none has). */
    get headChars(): number;
    /** Takes the next piece of the line's text. */
    feed(text: string): void;
    private onTools;
    private addLength;
    private giveUp;
    private dropTools;
    /** The elements read, as one array (the blocks are let go). */
    private takeTools;
    /**
     * The line's value read in parts, exactly what `parseJsonStrict` gives for the whole line (without a
     * trailing `\r`), or undefined when the line is not one such message: then read {@link whole}. Once the
     * line has ended.
     */
    value(): {
        value: unknown;
    } | undefined;
    /**
     * The line's text to read whole, each element already read replaced by a `0` and spaces of its length;
     * `exact`: one of those had an escaped member name, so the text must be read as if it still had it
     * (see {@link parseJsonStrict}).
     */
    whole(): {
        text: string;
        exact: boolean;
    };
    /** Starts a new line: everything of the last one is dropped. */
    reset(): void;
}
