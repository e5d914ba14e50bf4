import { MAX_DEPTH } from '../../../src/core/json/jcs.js';
import { decodeUtf8 } from '../../../src/core/json/strict-reader.js';
import { buildSnapshot } from '../../../src/core/snapshot/snapshot.js';
import { readSnapshotText } from '../../../src/core/snapshot/snapshot-read.js';
import { snapshotText } from '../../../src/core/snapshot/snapshot-text.js';
import { messageOf } from '../../support/thrown.js';

// A snapshot file is linear in the size of what arrived: indentation grows with depth, so a deep schema
// written indented would take O(depth²) bytes (6 MB on the wire became a 1.99 GB file).

/** A tool whose input schema nests `depth` levels of `items`. */
function deepTool(name: string, depth: number): Record<string, unknown> {
  const text = '{"type":"array","items":'.repeat(depth) + '{"type":"string"}' + '}'.repeat(depth);
  return { name, inputSchema: JSON.parse(text) as unknown };
}

const snapshotOf = (tools: Array<Record<string, unknown>>) =>
  buildSnapshot({
    server: 'deep',
    transport: 'stdio',
    protocolVersion: '2025-11-25',
    serverInfo: { name: 'deep', version: '1' },
    pages: 1,
    tools,
  });

describe('a snapshot file grows linearly with what arrived', () => {
  it('a schema nested near the limit is written compact: the file within 2x of the compact JSON, read back the same', () => {
    const s = snapshotOf([deepTool('deep', MAX_DEPTH - 10), { name: 'flat', inputSchema: { type: 'object' } }]);
    const text = snapshotText(s);
    expect(text.length).toBeLessThan(2 * JSON.stringify(s).length);
    const back = readSnapshotText(text, 'deep.snapshot.json');
    expect(back.snapshot.tools).toEqual(s.tools);
    expect(back.digests.manifestDigest).toBe(s.manifestDigest);
  });

  it('its twin, a shallow schema, is written indented as JSON.stringify(value, null, 2) writes it', () => {
    const s = snapshotOf([deepTool('shallow', 3)]);
    const text = snapshotText(s);
    const ordered = {
      snapshotVersion: 1,
      server: s.server,
      capturedAt: s.capturedAt,
      transport: s.transport,
      protocolVersion: s.protocolVersion,
      serverInfo: s.serverInfo,
      pages: s.pages,
      tools: s.tools,
      manifestDigest: s.manifestDigest,
      toolDigests: s.toolDigests,
      interop: s.interop,
    };
    expect(text).toBe(JSON.stringify(ordered, null, 2) + '\n');
  });

  it('the size ratio stays flat as the depth grows 4 times (linear, not quadratic)', () => {
    const size = (depth: number) => snapshotText(snapshotOf([deepTool('d', depth)])).length;
    expect(size(960) / size(240)).toBeLessThan(5);
  });
});

describe('a text too large to be read whole is reported as too large', () => {
  it('bytes past the longest string the engine can make: too large, not "not valid UTF-8"', () => {
    const huge = new Uint8Array(0x1fffffe8 + 1).fill(0x61);
    let thrown: unknown;
    try {
      decodeUtf8(huge, 'big.snapshot.json');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringMatching(/^big\.snapshot\.json: too large \(536870889 bytes/) as unknown,
    });
  });

  it('its twin, bytes that are not UTF-8, are still "not valid UTF-8"', () => {
    expect(messageOf(() => decodeUtf8(new Uint8Array([0x61, 0xff]), 'bad.json'))).toBe('bad.json: not valid UTF-8 text');
  });
});
