import { resolve } from 'node:path';
import type { ReviewedSurface } from '../core/guard/guard.js';
import { nonToolOfSnapshot } from '../core/snapshot/snapshot.js';
import { assertSnapshotFolder, readReviewedSnapshot } from './check-inputs.js';

/**
 * `--snapshot-dir`: the reviewed snapshot of the server id, read as check reads it (a bounded read of
 * `<server id>.snapshot.json`; none there: the changes are unclassified). A folder that is missing, a
 * file, or unreadable stops the guard at start (exit 2), as does the snapshot of a fixed id that cannot be
 * read. With the id from serverInfo.name, it is read on the decision (the last id's kept); unreadable then,
 * the list is refused, never decided as if there were none. Whether it is the pinned surface, the check says.
 */
export function reviewedLookup(
  dirGiven: string | undefined,
  cwd: string,
  serverId: string | undefined,
): ((id: string) => ReviewedSurface | undefined) | undefined {
  if (dirGiven === undefined) return undefined;
  const dir = resolve(cwd, dirGiven);
  assertSnapshotFolder(dir, '--snapshot-dir');
  const read = (id: string): ReviewedSurface | undefined => {
    const snapshot = readReviewedSnapshot(dir, id);
    if (snapshot === undefined) return undefined;
    const nonTool = nonToolOfSnapshot(snapshot);
    return { tools: snapshot.tools, ...(nonTool ? { nonTool } : {}) };
  };
  if (serverId !== undefined) {
    const reviewed = read(serverId);
    return (id) => (id === serverId ? reviewed : undefined);
  }
  let last: { id: string; reviewed: ReviewedSurface | undefined } | undefined;
  return (id) => (last?.id === id ? last : (last = { id, reviewed: read(id) })).reviewed;
}
