import type { Snapshot } from '../core/snapshot.js';
import { writeFileAtomic } from '../fs/json-file.js';

/**
 * A snapshot's file text: two-space JSON with a final newline, the fields in the order of docs/formats.md, the tools as
 * received (their key order kept), `toolDigests` in RFC 8785 name order. The same snapshot always gives
 * the same bytes.
 */
export function snapshotText(s: Snapshot): string {
  const ordered: Snapshot = {
    snapshotVersion: s.snapshotVersion,
    server: s.server,
    capturedAt: s.capturedAt,
    transport: s.transport,
    protocolVersion: s.protocolVersion,
    serverInfo: s.serverInfo,
    pages: s.pages,
    tools: s.tools,
    manifestDigest: s.manifestDigest,
    toolDigests: s.toolDigests,
  };
  return JSON.stringify(ordered, null, 2) + '\n';
}

/** Writes a snapshot atomically (temp file + rename): a reader never sees half of one. */
export function writeSnapshotFile(path: string, s: Snapshot): void {
  writeFileAtomic(path, snapshotText(s));
}

/**
 * The file name of a server's snapshot in a folder (`snapshot --all --out`, `lock --snapshot-dir`): one
 * rule for both, so `check` finds what either wrote.
 */
export { snapshotFileName } from '../core/lock.js';
