import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSnapshot } from '../../../src/core/snapshot/snapshot.js';
import { snapshotText } from '../../../src/core/snapshot/snapshot-text.js';
import { takeSnapshot, takeSnapshots, takeSnapshotsApart, toolsOf } from '../../../src/mcp/snapshot/server-snapshots.js';
import { digestTools, toolDigestRecord } from '../../../src/core/surface/surface.js';
import { FIXTURES } from '../../support/paths.js';

// A snapshot file read for `lock` and `check` (toolsOnDemand) keeps its digests but not its tools: the
// outcome says so in its data (no `tools` on the snapshot, the file's text in `toolsText`), and toolsOf
// parses them again from that text. Read without toolsOnDemand, the snapshot holds its tools.

const tools = [
  { name: 'search', description: 'Search the docs', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
  { name: 'fetch', inputSchema: { type: 'object' } },
];
const snapshot = buildSnapshot({
  server: 'docs',
  transport: 'stdio',
  protocolVersion: '2025-11-25',
  serverInfo: { name: 'docs', version: '1' },
  pages: 1,
  tools,
});

let dir: string;
let file: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-server-snapshots-'));
  file = join(dir, 'docs.snapshot.json');
  writeFileSync(file, snapshotText(snapshot));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a snapshot file taken with toolsOnDemand', () => {
  it('has no tools on its snapshot, its text in toolsText, and toolsOf parses the same tools from it', async () => {
    const [o] = await takeSnapshots({ kind: 'snapshot', file }, undefined, { toolsOnDemand: true });
    expect(o!.snapshot).toBeDefined();
    expect(Object.hasOwn(o!.snapshot!, 'tools')).toBe(false);
    expect(o!.snapshot!.manifestDigest).toBe(snapshot.manifestDigest);
    expect(o!.digests!.manifestDigest).toBe(snapshot.manifestDigest);
    expect(o!.toolsText).toEqual({ text: snapshotText(snapshot), source: file });
    expect(toolsOf(o!)).toEqual(tools);
    // Parsed again on each ask: a caller that needs them twice keeps them.
    expect(toolsOf(o!)).not.toBe(toolsOf(o!));
  });

  it('its twin, taken without toolsOnDemand, holds its tools on the snapshot (no text kept), and toolsOf gives them', async () => {
    const [o] = await takeSnapshots({ kind: 'snapshot', file });
    expect(o!.snapshot!.tools).toEqual(tools);
    expect(o!.toolsText).toBeUndefined();
    expect(toolsOf(o!)).toBe(o!.snapshot!.tools);
  });

  it('takeSnapshot gives a whole snapshot either way (its tools put back from the text)', async () => {
    expect((await takeSnapshot({ kind: 'snapshot', file }, undefined, { toolsOnDemand: true })).tools).toEqual(tools);
    expect((await takeSnapshot({ kind: 'snapshot', file })).tools).toEqual(tools);
  });

  it('toolsOf an outcome with no snapshot is refused (SNAPSHOT_INCOMPLETE), not an empty list', () => {
    expect(() => toolsOf({ serverId: 'gone' })).toThrow(expect.objectContaining({ code: 'SNAPSHOT_INCOMPLETE' }));
  });
});

describe('a live server: the library gets a plain record, the commands the table', () => {
  const SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');
  // Integer-like names and __proto__: the record's own key order, which the table must give too.
  const odd = [...tools, { name: '10' }, { name: '2' }, { name: '__proto__' }];
  const expected = toolDigestRecord(digestTools(odd).tools);
  const live = () => {
    const toolsFile = join(dir, 'odd-tools.json');
    writeFileSync(toolsFile, JSON.stringify(odd));
    return { kind: 'stdio' as const, command: process.execPath, args: [SERVER, toolsFile] };
  };

  it('takeSnapshots: toolDigests is an own data member (no getter), in the record order, after manifestDigest', async () => {
    const [o] = await takeSnapshots(live());
    const s = o!.snapshot!;
    expect(Object.getOwnPropertyDescriptor(s, 'toolDigests')).toMatchObject({ value: expected, writable: true });
    expect(Object.keys(s.toolDigests)).toEqual(Object.keys(expected));
    expect(Object.keys(s).indexOf('toolDigests')).toBe(Object.keys(s).indexOf('manifestDigest') + 1);
    expect(Object.hasOwn(o!, 'toolDigests')).toBe(false);
  });

  it('its twin, takeSnapshotsApart: no record on the snapshot, the same entries from its table', async () => {
    const [o] = await takeSnapshotsApart(live());
    expect(Object.hasOwn(o!.snapshot!, 'toolDigests')).toBe(false);
    expect([...o!.toolDigests!.entries()]).toEqual(Object.entries(expected));
  });
});
