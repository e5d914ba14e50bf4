/**
 * One line of a stdio server's stdout (one JSON-RPC message, or noise), taken in text pieces as it
 * arrives, whose `result.tools` elements are read one by one as they complete and their text dropped:
 * a page of a million tools is never held as text beside its values, nor parsed whole (`JSON.parse`
 * over the whole line holds working memory for every element, on top of the text and the values).
 *
 * The value is always the one a strict parse of the whole line gives ({@link parseJsonStrict}). A line
 * is read in parts only when each part reads strictly on its own: each element (3 deep: the message,
 * `result`, `tools`) and the message without them (`{…"tools":[]…}`, the skeleton). The whole line is
 * then that skeleton with those elements in place, its text exactly that cut at the tools array's
 * commas, so it too is valid, has no duplicate member, no number a double cannot hold and no nesting
 * past the bound, and its value is the skeleton's with the elements in `result.tools`.
 *
 * Anything else (an element or the skeleton refused, an escaped `result` or `tools` name, which the
 * scanner does not follow, a second tools array, a batch, a line that ends inside the array) is read
 * whole, as it always was, from {@link whole}: the line's text with each element already read replaced
 * by a `0` padded with spaces to its length. Those elements were valid and refused nothing, so that text
 * is refused exactly where and as the line is (the same offsets, paths and first refusal), and an
 * escaped member name that was in them is remembered (it makes the whole text read by the exact reader).
 */
export declare class ArrivingLine {
    private readonly source;
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
    private tools;
    constructor(source: string);
    /** Elements of `result.tools` seen so far (a lower bound, see {@link ArrivingToolCount}). */
    get count(): number;
    /** Characters of the line kept before its tools array opened (all of it, so far, while none has). */
    get headChars(): number;
    /** Takes the next piece of the line's text. */
    feed(text: string): void;
    private onTools;
    private addLength;
    private giveUp;
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
