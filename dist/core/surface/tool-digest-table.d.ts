import { type Digest, type RawTool } from './surface.js';
export declare class ToolDigestTable {
    private readonly list;
    private readonly given?;
    private constructor();
    /**
     * The digests of `tools` taken in `order` (their positions in RFC 8785 name order, as `digestToolsCompact`
     * gives them): 4 bytes a tool, each digest computed again at each {@link entries} (the tools must not be
     * changed afterwards).
     */
    static ofToolOrder(tools: readonly RawTool[], order: Uint32Array): ToolDigestTable;
    /** The digests of a digest pass, names in RFC 8785 order (`ToolPinBytes.digests`). */
    static ofDigests(digests: ReadonlyMap<string, Digest>): ToolDigestTable;
    /** A `toolDigests` record as it is (a snapshot file's): its entries in its own key order. */
    static ofRecord(record: Record<string, Digest>): ToolDigestTable;
    /**
     * Each name and digest, in the order `Object.keys` and `JSON.stringify` give the record: array-index names
     * (such as `"2"`) first, by number, then the rest in RFC 8785 order (for {@link ofRecord}: its key order).
     */
    entries(): Iterable<[string, Digest]>;
    /**
     * The plain `toolDigests` record (null prototype: a name like `__proto__` is an ordinary key), made anew at
     * each call; for {@link ofRecord}, that record itself.
     */
    record(): Record<string, Digest>;
}
