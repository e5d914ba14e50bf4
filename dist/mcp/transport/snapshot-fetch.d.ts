import type { FetchLike } from '../../external-types.js';
import type { SnapshotBudget } from '../server/snapshot-budget.js';
/** Response results as parsed here from the wire, by JSON-RPC id, until taken. */
export type WireResults = Map<string | number, unknown>;
/**
 * A snapshot's `fetch` for the SDK's HTTP transports, that sees every response body on the wire: it counts
 * the bytes against `--max-bytes`, and reads each body that holds messages strictly (see
 * {@link StrictHttpBody}: a JSON body, or each `message` event of an event stream) so a duplicate member
 * name is refused (`DUPLICATE_JSON_MEMBER`) rather than resolved by `JSON.parse`'s last-wins, and bytes
 * that are not UTF-8 are refused. The SDK still parses the same bytes for itself; the results of this
 * strict parse are kept in `results` (by request id) so the snapshot takes its tools from them.
 */
export declare function snapshotFetch(budget: SnapshotBudget, label: string, results: WireResults): FetchLike;
