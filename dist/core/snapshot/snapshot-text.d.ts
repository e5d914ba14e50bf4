import type { Snapshot, SnapshotWithoutToolDigests } from './snapshot.js';
import { ToolDigestTable } from '../surface/tool-digest-table.js';
/**
 * A snapshot's file text: two-space JSON with a final newline, the fields in the order of docs/formats.md, the tools as
 * received (their key order kept; a tool nested deeper than {@link INDENT_MAX_NESTING} on one line, compact), `toolDigests` in RFC 8785 name order, then the instructions, prompts
 * and resource templates and their digests. The same snapshot always gives the same bytes.
 */
export declare function snapshotText(s: Snapshot): string;
/**
 * {@link snapshotText} in pieces (a tool or a digest at a time), byte for byte the same when joined, of a
 * snapshot and its tool digests (`ToolDigestTable.ofRecord(s.toolDigests)` for a snapshot read, the table
 * of `buildSnapshotWithDigests` for one just taken): a snapshot of a million tools is written out without its
 * whole text, or a record of its digests, ever being held in memory.
 */
export declare function snapshotTextPieces(s: SnapshotWithoutToolDigests, toolDigests: ToolDigestTable): Generator<string>;
