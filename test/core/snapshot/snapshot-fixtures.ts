import { buildSnapshot } from '../../../src/core/snapshot/snapshot.js';

// A small snapshot, built and read back, for the tests of building and of reading one.

export const tools = () => [
  { name: 'search', description: 'Find pages.', inputSchema: { type: 'object' }, _meta: { k: 1 } },
  { name: 'delete', annotations: { destructiveHint: true }, icons: [] },
];

/** A snapshot as written to a file and read back (JSON round trip). */
export function snapshotDoc(): Record<string, unknown> {
  const s = buildSnapshot({
    server: 'docs',
    capturedAt: new Date('2026-01-02T03:04:05Z'),
    transport: 'stdio',
    protocolVersion: '2025-11-25',
    serverInfo: { name: 'docs-server', version: '1.0.0' },
    pages: 1,
    tools: tools(),
  });
  return JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
}
