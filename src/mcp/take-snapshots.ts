import { ToolsealError } from '../core/errors.js';
import { assertSnapshot, type Snapshot } from '../core/snapshot.js';
import { readJsonFile } from '../fs/json-file.js';
import { DEFAULT_LIMITS, type ServerSpec, type SnapshotLimits } from './server-spec.js';

/** One server's outcome: its snapshot, or the error that kept it from being complete. */
export interface SnapshotOutcome {
  serverId: string;
  snapshot?: Snapshot;
  error?: ToolsealError;
}

/** Reads a snapshot file written earlier (`toolseal snapshot --out`). */
export function readSnapshotFile(file: string): Snapshot {
  const doc = readJsonFile(file);
  assertSnapshot(doc, file);
  return doc;
}

/**
 * Snapshots every server a spec names (one, or all of a config file's), each complete or failed.
 */
export async function takeSnapshots(spec: ServerSpec, limits: SnapshotLimits = DEFAULT_LIMITS): Promise<SnapshotOutcome[]> {
  void limits;
  if (spec.kind === 'snapshot') {
    const snapshot = readSnapshotFile(spec.file);
    return [{ serverId: snapshot.server, snapshot }];
  }
  throw new ToolsealError('USAGE', `live servers (${spec.kind}) are not supported yet; pass --snapshot FILE`);
}

/** Snapshots exactly one server; its failure is thrown. */
export async function takeSnapshot(spec: ServerSpec, limits: SnapshotLimits = DEFAULT_LIMITS): Promise<Snapshot> {
  const outcomes = await takeSnapshots(spec, limits);
  if (outcomes.length !== 1) {
    throw new ToolsealError('USAGE', `expected one server, got ${outcomes.length}; name one with --server`);
  }
  const [o] = outcomes;
  if (o!.error) throw o!.error;
  return o!.snapshot!;
}
