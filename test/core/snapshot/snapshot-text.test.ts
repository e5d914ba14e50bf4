// The one snapshot writer (src/core/snapshot/snapshot-text.ts): the documented member order (docs/formats.md), the
// tools as received, the same bytes joined from pieces as whole.
import { buildSnapshot } from '../../../src/core/snapshot/snapshot.js';
import { snapshotText, snapshotTextPieces } from '../../../src/core/snapshot/snapshot-text.js';
import { ToolDigestTable } from '../../../src/core/surface/tool-digest-table.js';
import { sha256Digest } from '../../../src/core/surface/surface.js';
import { canonicalize } from '../../../src/core/json/jcs.js';
import { listingSetHash } from '../../../src/core/surface/interop-hashes.js';

const tools = [{ name: 'b', inputSchema: { type: 'object', properties: {} }, description: 'B' }, { name: '2' }];
const snapshot = buildSnapshot({
  server: 'docs',
  capturedAt: new Date('2026-01-02T03:04:05Z'),
  transport: 'stdio',
  protocolVersion: '2025-11-25',
  serverInfo: { version: '1.0.0', name: 'docs' },
  pages: 1,
  tools,
});

describe('snapshotText', () => {
  it('writes the members in the documented order, the tools and serverInfo with their members as received', () => {
    const digestOf = (t: Record<string, unknown>) =>
      sha256Digest(canonicalize(Object.fromEntries(Object.entries(t).sort(([a], [b]) => (a < b ? -1 : 1)))));
    const expected = [
      '{',
      '  "snapshotVersion": 1,',
      '  "server": "docs",',
      '  "capturedAt": "2026-01-02T03:04:05.000Z",',
      '  "transport": "stdio",',
      '  "protocolVersion": "2025-11-25",',
      '  "serverInfo": {',
      '    "version": "1.0.0",',
      '    "name": "docs"',
      '  },',
      '  "pages": 1,',
      '  "tools": [',
      '    {',
      '      "name": "b",',
      '      "inputSchema": {',
      '        "type": "object",',
      '        "properties": {}',
      '      },',
      '      "description": "B"',
      '    },',
      '    {',
      '      "name": "2"',
      '    }',
      '  ],',
      `  "manifestDigest": "${snapshot.manifestDigest}",`,
      '  "toolDigests": {',
      `    "2": "${digestOf(tools[1]!)}",`,
      `    "b": "${digestOf(tools[0]!)}"`,
      '  },',
      '  "interop": {',
      `    "toolSetHash": "${listingSetHash(tools, 'tools')}",`,
      '    "promptSetHash": null,',
      '    "instructionsHash": null',
      '  }',
      '}',
      '',
    ].join('\n');
    expect(snapshotText(snapshot)).toBe(expected);
  });

  it('is the same bytes whole as in pieces, and not the sorted-keys text (the writer lock --snapshot-dir used to have)', () => {
    expect([...snapshotTextPieces(snapshot, ToolDigestTable.ofRecord(snapshot.toolDigests))].join('')).toBe(snapshotText(snapshot));
    const sorted = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(sorted)
        : typeof v === 'object' && v !== null
          ? Object.fromEntries(
              Object.keys(v)
                .sort()
                .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
            )
          : v;
    expect(snapshotText(snapshot)).not.toBe(JSON.stringify(sorted(JSON.parse(snapshotText(snapshot))), null, 2) + '\n');
    // Control: the two texts hold the same document.
    expect(JSON.parse(snapshotText(snapshot))).toEqual(JSON.parse(JSON.stringify(snapshot)));
  });
});
