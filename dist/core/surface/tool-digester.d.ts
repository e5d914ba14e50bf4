import type { ToolsealError } from '../errors.js';
import { type SurfaceDigests } from './surface.js';
/**
 * The digests of tools given one at a time, in any order, without keeping them: each tool's canonical
 * surface is written and hashed as it is added, and its bytes kept (as bytes, in chunks) only until
 * {@link ToolDigester.finish} feeds them to the manifest hash in name order. What reading a large tools
 * document tool by tool uses; {@link digestTools} gives the same digests for a list at hand.
 *
 * With the field digests, each tool's pin is written as it is added, as the lock's text for it (into a
 * second set of chunks): no digest string or object is kept per tool but its name and digest, and `tools` is
 * left out: `toolDigestsOf` (surface.ts) makes its entries from those bytes for a reader that needs them.
 */
export declare class ToolDigester {
    private readonly withFields;
    /** How tools are named in messages (`<source>: tools`). */
    private readonly where;
    private readonly w;
    /** The tools' canonical surfaces, until finish hashes them in name order. */
    private readonly store;
    /** With the field digests: the tools' pins, as the lock's text. */
    private readonly pins;
    private readonly fieldDigests;
    private readonly entries;
    /** The names of the tools given so far, in list order (the one being added among them). */
    private readonly names;
    /** Each whole tool's definition hash (the tool definition hash v1), from its surface's bytes. */
    private readonly definitions;
    constructor(withFields: boolean, 
    /** How tools are named in messages (`<source>: tools`). */
    where?: string);
    /**
     * Checks and digests the next tool of the list (`MALFORMED_TOOL`, `NOT_CANONICALIZABLE`; a name given
     * twice is `DUPLICATE_TOOL_NAME` from {@link finish}, or from here when this tool fails, the repeat first).
     */
    add(tool: unknown): void;
    /**
     * `DUPLICATE_TOOL_NAME` for the first tool given so far (in list order) whose name an earlier one has,
     * naming both positions; undefined when every name is distinct. The names are compared once, sorted (in
     * {@link finish}, or here when reading stops at an error: a repeat before the error is the error
     * reported, as a check of each name as it came would have found it first).
     */
    repeatedName(): ToolsealError | undefined;
    private addPlain;
    /**
     * A tool with its pin: written as `JSON.stringify` writes the lock (the `"name": {...}` member of the
     * server's `tools` record, 8 spaces in, its members in key order): the fixed text copied from templates,
     * each digest written as hex straight from its bytes.
     */
    private addPinned;
    /** The digests of the tools added so far (the manifest in RFC 8785 name order). */
    finish(): SurfaceDigests;
}
