import type { Snapshot } from '../core/snapshot.js';
import { writeFileAtomic } from '../fs/json-file.js';

const CARRIER_MEMBERS = [
  'instructions',
  'prompts',
  'promptPages',
  'resourceTemplates',
  'resourceTemplatePages',
  'instructionsDigest',
  'promptDigests',
  'resourceTemplateDigests',
  'surfaceDigest',
] as const satisfies ReadonlyArray<keyof Snapshot>;

/**
 * A snapshot's file text: two-space JSON with a final newline, the fields in SPEC §3 order, the tools as
 * received (their key order kept), `toolDigests` in RFC 8785 name order, then the instructions, prompts and resource templates and their digests. The same snapshot always gives
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
  // What the model reads beside the tools, each member only when the snapshot has it, digests last.
  for (const k of CARRIER_MEMBERS) if (s[k] !== undefined) (ordered as unknown as Record<string, unknown>)[k] = s[k];
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
