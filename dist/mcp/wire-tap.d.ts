import type { FetchLike } from '../external-types.js';
import { ToolsealError } from '../core/errors.js';
import type { SnapshotBudget } from './snapshot-budget.js';
/** Response results as parsed here from the wire, by JSON-RPC id, until taken. */
export type WireResults = Map<string | number, unknown>;
/**
 * A `fetch` for the SDK's HTTP transports that sees every response body on the wire: it counts the bytes
 * against `--max-bytes`, and parses each JSON-RPC message strictly (a JSON body, or each `message` event
 * of an event stream) so a duplicate member name is refused (`DUPLICATE_JSON_MEMBER`) rather than
 * resolved by `JSON.parse`'s last-wins. The SDK still parses the same bytes for itself; the results of
 * this strict parse are kept in `results` (by request id) so the snapshot takes its tools from them.
 */
export declare function wireTapFetch(budget: SnapshotBudget, where: string, results: WireResults): FetchLike;
/**
 * Decodes the server's bytes as UTF-8, refusing invalid sequences: a non-fatal decoder would put U+FFFD
 * in their place, and the tools hashed would no longer be the bytes the server sent.
 */
export declare class StrictUtf8 {
    private readonly budget;
    private readonly where;
    private readonly decoder;
    /** Set once the bytes were not UTF-8 (the budget has failed with INVALID_INPUT). */
    broken: boolean;
    constructor(budget: SnapshotBudget, where: string);
    decode(chunk?: Uint8Array): string;
}
/** The error for server bytes that are not UTF-8 (stdio and HTTP alike). */
export declare function invalidUtf8(where: string, cause?: unknown): ToolsealError;
