export declare class ToolsAnswerCounter {
    private readonly onTools?;
    /** Elements of `result.tools` seen so far in this message. */
    count: number;
    private depth;
    private inString;
    private escaped;
    /** The member name being read (only at depths 1 and 2, and only up to 16 characters), else undefined. */
    private name;
    /** The current member name of the object at depth 1 and depth 2 (`result`, then `tools`). */
    private key1;
    private key2;
    /** Whether the next string at this depth is a member name (objects at depths 1 and 2). */
    private expectName;
    /** Whether the container at depth 1, 2 and 3 is an object (true) or an array. */
    private objectAt;
    /** Inside the tools array, before the next element. */
    private awaitingElement;
    /**
     * The top-level object's `id` member, when it is a string written without an escape: its first
     * {@link MAX_ID_CHARS} characters (`\0` when escaped: not followed). Undefined until it is read.
     */
    id: string | undefined;
    /** The `id` string being read (same rules), else undefined. */
    private idValue;
    /**
     * @param onTools told, while a piece is being read, where in it the tools array opens (its `[`), where an
     * element ends (the `,` after it) and where the array closes (its `]`; `closer` is the character that
     * ends it, a `}` in a text that is not JSON), as this reader sees them: for {@link ToolsAnswerReader}, which
     * checks every claim against a strict parse.
     */
    constructor(onTools?: ((mark: "open" | "next" | "close", at: number, closer: number) => void) | undefined);
    /** Starts a new message. */
    reset(): void;
    private inToolsArray;
    /** Reads the next piece of the message's text. */
    feed(text: string): void;
}
/**
 * {@link ToolsAnswerCounter} for a server-sent event stream: the value of each `data:` line (one message
 * may span several, joined by line ends) is counted as it arrives; an empty line ends the event. The
 * other fields (`event:`, `id:`, comments) are skipped. A lower bound, as the page loop counts exactly.
 */
export declare class ToolsEventStreamCounter {
    private readonly message;
    /** What the current line is: its field name still being read, a data value, or anything else. */
    private mode;
    private head;
    private afterCR;
    private firstOfValue;
    get count(): number;
    private endLine;
    feed(text: string): void;
}
