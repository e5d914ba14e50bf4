import { type Snapshot } from '../core/snapshot.js';
/**
 * A snapshot's file text: two-space JSON with a final newline, the fields in the order of docs/formats.md, the tools as
 * received (their key order kept), `toolDigests` in RFC 8785 name order, then the instructions, prompts
 * and resource templates and their digests. The same snapshot always gives the same bytes.
 */
export declare function snapshotText(s: Snapshot): string;
/**
 * {@link snapshotText} in pieces (a tool or a digest at a time), byte for byte the same when joined: a
 * snapshot of a million tools is written out without its whole text ever being held in memory.
 */
export declare function snapshotTextPieces(s: Snapshot): Generator<string>;
/** Writes a snapshot atomically (temp file + rename): a reader never sees half of one. */
export declare function writeSnapshotFile(path: string, s: Snapshot): void;
/**
 * The file name of a server's snapshot in a folder (`snapshot --all --out`, `lock --snapshot-dir`): one
 * rule for both, so `check` finds what either wrote.
 */
export { snapshotFileName } from '../core/lock.js';
