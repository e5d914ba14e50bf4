import { type Snapshot } from '../core/snapshot.js';
/**
 * A snapshot's file text: two-space JSON with a final newline, the fields in the order of docs/formats.md, the tools as
 * received (their key order kept; a tool nested deeper than {@link INDENT_MAX_NESTING} on one line, compact), `toolDigests` in RFC 8785 name order, then the instructions, prompts
 * and resource templates and their digests. The same snapshot always gives the same bytes.
 */
export declare function snapshotText(s: Snapshot): string;
/**
 * {@link snapshotText} in pieces (a tool or a digest at a time), byte for byte the same when joined: a
 * snapshot of a million tools is written out without its whole text ever being held in memory.
 */
export declare function snapshotTextPieces(s: Snapshot): Generator<string>;
/**
 * Writes a snapshot atomically (temp file + rename): a reader never sees half of one. With the server's
 * secret values (`secrets`), a snapshot whose text holds one is refused first (see {@link assertNoSecretInSurface}).
 */
export declare function writeSnapshotFile(path: string, s: Snapshot, secrets?: readonly string[]): void;
/**
 * Refuses (`SECRET_IN_SURFACE`, exit 2) a snapshot whose surface holds one of the server's secret values,
 * in any spelling they are redacted in: a server that echoes a token, a header or an environment value
 * into a description or its instructions would have it written into the snapshot, the lock's copies and
 * the reports users commit. The error names the server, the tool (prompt, template) and the field, never
 * the value. Each item's JSON text is checked first, and only one that holds a secret is walked.
 */
export declare function assertNoSecretInSurface(s: Snapshot, secrets: readonly string[], where: string): void;
/**
 * The file name of a server's snapshot in a folder (`snapshot --all --out`, `lock --snapshot-dir`): one
 * rule for both, so `check` finds what either wrote.
 */
export { snapshotFileName } from '../core/lock.js';
