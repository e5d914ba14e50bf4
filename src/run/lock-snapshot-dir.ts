import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ToolsealError, osErrorText } from '../core/errors.js';
import type { Snapshot, SnapshotWithoutToolDigests } from '../core/snapshot/snapshot.js';
import { snapshotFileName } from '../core/snapshot/snapshot-file-name.js';
import { snapshotTextPieces } from '../core/snapshot/snapshot-text.js';
import type { RawTool } from '../core/surface/surface.js';
import type { ToolDigestTable } from '../core/surface/tool-digest-table.js';
import { writeFileAtomic } from '../fs/json-file.js';
import { readSnapshotFile, type SnapshotWithoutToolsOrDigests } from '../mcp/snapshot/server-snapshots.js';
import { readReviewedSnapshot } from './check-inputs.js';

// `lock --snapshot-dir`: the reviewed snapshots lock reads (to point at what a re-pin changes) and keeps.

/** The old reviewed snapshot, for pointers in what a re-pin changes; an unreadable one is only not used. */
export function readReviewedIfValid(dir: string, serverId: string): Snapshot | undefined {
  try {
    return readReviewedSnapshot(dir, serverId);
  } catch {
    return undefined;
  }
}

/** A pinned server's snapshot, for `--snapshot-dir`: its tool digests apart, its tools read when written. */
export interface SnapshotToKeep {
  serverId: string;
  snapshot: SnapshotWithoutToolDigests | SnapshotWithoutToolsOrDigests;
  toolDigests: ToolDigestTable;
  tools: () => RawTool[];
}

/** Writes each pinned server's snapshot (unless the folder already holds one of the same surface). */
export function keepSnapshots(dir: string, snapshots: readonly SnapshotToKeep[]): string[] {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw new ToolsealError('IO_ERROR', `cannot create ${dir}: ${osErrorText(err)}`, { cause: e });
  }
  const out: string[] = [];
  for (const { serverId, snapshot: s, toolDigests, tools } of snapshots) {
    const file = join(dir, snapshotFileName(serverId));
    if (existsSync(file)) {
      let same: boolean;
      try {
        const old = readSnapshotFile(file);
        same = old.manifestDigest === s.manifestDigest && old.surfaceDigest === s.surfaceDigest;
      } catch {
        same = false; // an unreadable old snapshot is replaced by the one just pinned
      }
      if (same) continue;
    }
    writeFileAtomic(file, snapshotTextPieces(s.tools !== undefined ? s : { ...s, tools: tools() }, toolDigests));
    out.push(file);
  }
  return out;
}
