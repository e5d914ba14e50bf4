import type { Snapshot, SnapshotWithoutToolDigests } from '../../core/snapshot/snapshot.js';
import { ToolDigestTable } from '../../core/surface/tool-digest-table.js';
/**
 * Writes a snapshot atomically (temp file + rename): a reader never sees half of one. With the server's
 * secret values (`secrets`), a snapshot whose text holds one is refused first (see {@link assertNoSecretInSurface}).
 */
export declare function writeSnapshotFile(path: string, s: Snapshot, secrets?: readonly string[]): void;
/** {@link writeSnapshotFile} of a snapshot whose tool digests are apart, in a table (a snapshot just taken). */
export declare function writeSnapshotFileWithTable(path: string, s: SnapshotWithoutToolDigests, toolDigests: ToolDigestTable, secrets?: readonly string[]): void;
/**
 * Refuses (`SECRET_IN_SURFACE`, exit 2) a snapshot whose surface holds one of the server's secret values,
 * in any spelling they are redacted in: a server that echoes a token, a header or an environment value
 * into a description or its instructions would have it written into the snapshot, the lock's copies and
 * the reports users commit. The error names the server, the tool (prompt, template) and the field, never
 * the value. Each item's JSON text is checked first, and only one that holds a secret is walked.
 */
export declare function assertNoSecretInSurface(s: SnapshotWithoutToolDigests, secrets: readonly string[], label: string): void;
/**
 * The file name of a server's snapshot in a folder (`snapshot --all --out`, `lock --snapshot-dir`): one
 * rule for both, so `check` finds what either wrote.
 */
export { snapshotFileName } from '../../core/snapshot/snapshot-file-name.js';
