// A snapshot file of 2,000 tools (server "many"): its lock is about 1.6 MiB, more than one read of 1 MiB,
// so a lock compared with its pin is compared in more than one piece.
import { readFileSync, writeFileSync } from 'node:fs';
import { buildSnapshot } from '../../src/core/snapshot/snapshot.js';
import { snapshotText } from '../../src/core/snapshot/snapshot-text.js';

/** Writes the snapshot file of the 2,000 tools `tool_0` … `tool_1999` (every other one read-only) to `file`. */
export function writeManyToolsSnapshot(file: string): void {
  const tools = Array.from({ length: 2000 }, (_, i) => ({
    name: `tool_${i}`,
    description: `Tool number ${i}`,
    inputSchema: { type: 'object' },
    annotations: { readOnlyHint: i % 2 === 0 },
  }));
  const snapshot = buildSnapshot({
    server: 'many',
    transport: 'stdio',
    protocolVersion: '2025-11-25',
    serverInfo: { name: 'many', version: '1' },
    pages: 1,
    tools,
  });
  writeFileSync(file, snapshotText(snapshot));
}

/** Rewrites the text file `file` with `change` (which must change it); returns the new text. */
export function editTextFile(file: string, change: (text: string) => string): string {
  const text = readFileSync(file, 'utf8');
  const edited = change(text);
  if (edited === text) throw new Error(`the edit left ${file} as it was`);
  writeFileSync(file, edited);
  return edited;
}
