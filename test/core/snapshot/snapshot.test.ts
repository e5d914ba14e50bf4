import { parseJsonStrict } from '../../../src/core/json/strict-reader.js';
import {
  assertSnapshot,
  buildSnapshot,
  buildSnapshotWithDigests,
  snapshotWithToolDigests,
  checkSnapshot,
  toolsFromDocument,
  type Snapshot,
} from '../../../src/core/snapshot/snapshot.js';
import { lockEntryOf } from '../../../src/core/lock/lock.js';
import { serializeLock } from '../../../src/core/lock/lock-text.js';
import { digestTools, toolDigest } from '../../../src/core/surface/surface.js';
import { codeOf, messageOf } from '../../support/thrown.js';
import { arrayAt, objectAt } from '../../support/json-view.js';

const tools = () => [
  { name: 'search', description: 'Find pages.', inputSchema: { type: 'object' }, _meta: { k: 1 } },
  { name: 'delete', annotations: { destructiveHint: true }, icons: [] },
];

/** A snapshot as written to a file and read back (JSON round trip). */
function snapshotDoc(): Record<string, unknown> {
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

describe('snapshots', () => {
  describe('buildSnapshot', () => {
    it('records the tools as received, in received order, and their digests', () => {
      const s = snapshotDoc();
      expect(s.snapshotVersion).toBe(1);
      expect(s.capturedAt).toBe('2026-01-02T03:04:05.000Z');
      expect(s.tools).toEqual(tools());
      expect(s.manifestDigest).toBe(digestTools(tools()).manifestDigest);
      expect(s.toolDigests).toEqual({ search: toolDigest(tools()[0]!), delete: toolDigest(tools()[1]!) });
    });
    it('refuses duplicate tool names', () => {
      const input = { server: 's', transport: 'stdio' as const, protocolVersion: 'p', serverInfo: { name: 'n', version: 'v' }, pages: 1 };
      expect(codeOf(() => buildSnapshot({ ...input, tools: [{ name: 'a' }, { name: 'a' }] }))).toBe('DUPLICATE_TOOL_NAME');
    });
    it('keeps a tool named __proto__ as a digest entry of its own', () => {
      const s = buildSnapshot({
        server: 's',
        transport: 'stdio',
        protocolVersion: 'p',
        serverInfo: { name: 'n', version: 'v' },
        pages: 1,
        tools: [{ name: '__proto__' }, { name: 'constructor' }],
      });
      const round = parseJsonStrict(JSON.stringify(s), 'snapshot') as Snapshot;
      expect(Object.keys(round.toolDigests).sort()).toEqual(['__proto__', 'constructor']);
      expect(() => assertSnapshot(round)).not.toThrow();
    });
  });

  describe('buildSnapshot with the field digests (one pass for a pin)', () => {
    const input = { server: 's', transport: 'stdio' as const, protocolVersion: 'p', serverInfo: { name: 'n', version: 'v' }, pages: 1 };
    it('the same snapshot as without, and the digests a pin is made from (the same lock bytes as hashing again)', () => {
      const list = [...tools(), { name: '10', description: 'index-like' }, { name: '__proto__' }];
      const plain = buildSnapshot({ ...input, capturedAt: new Date(0), tools: list });
      const { snapshot, toolDigests, digests } = buildSnapshotWithDigests(
        { ...input, capturedAt: new Date(0), tools: list },
        { fields: true },
      );
      expect(JSON.stringify(snapshotWithToolDigests(snapshot, toolDigests))).toBe(JSON.stringify(plain));
      expect(digests!.withFields).toBe(true);
      const lock = (pin: ReturnType<typeof lockEntryOf>) => serializeLock({ lockfileVersion: 1, servers: { s: pin } } as never);
      expect(lock(lockEntryOf(list, digests))).toBe(lock(lockEntryOf(list)));
    });
    it.each<[string, unknown[]]>([
      ['a repeated name', [{ name: 'a' }, { name: 'b' }, { name: 'a' }]],
      ['a tool without a name', [{ name: 'a' }, { description: 'x' }]],
      ['a field that cannot be canonicalized', [{ name: 'a', inputSchema: { n: Number.NaN } }]],
    ])('refuses %s with the error it gives without them', (_, list) => {
      const without = () => buildSnapshot({ ...input, tools: list });
      const withFields = () => buildSnapshotWithDigests({ ...input, tools: list }, { fields: true });
      expect([codeOf(withFields), messageOf(withFields)]).toEqual([codeOf(without), messageOf(without)]);
    });
  });

  describe('assertSnapshot', () => {
    it('accepts a snapshot whose recorded digests are those of its tools', () => {
      expect(() => assertSnapshot(snapshotDoc())).not.toThrow();
    });
    it('accepts a changed icons or _meta (not in our digests) in a snapshot without interop hashes, the digests unchanged', () => {
      const s = snapshotDoc();
      delete s.interop;
      objectAt(s, 'tools', 0)._meta = { other: 2 };
      objectAt(s, 'tools', 1).icons = [{ src: 'x' }];
      expect(() => assertSnapshot(s)).not.toThrow();
    });
    it('refuses a changed _meta where the snapshot records interop hashes (they hash the whole tool), naming interop.toolSetHash (hostile)', () => {
      const s = snapshotDoc();
      objectAt(s, 'tools', 0)._meta = { other: 2 };
      expect(codeOf(() => assertSnapshot(s))).toBe('INVALID_SNAPSHOT');
      expect(messageOf(() => assertSnapshot(s))).toContain('interop.toolSetHash');
    });
    it.each<[string, (s: Record<string, unknown>) => void]>([
      ['an edited tool description', (s) => (objectAt(s, 'tools', 0).description = 'Find pages!')],
      ['an edited nested schema', (s) => (objectAt(s, 'tools', 0, 'inputSchema').type = 'array')],
      ['a dropped tool', (s) => arrayAt(s, 'tools').pop()],
      ['an edited manifestDigest', (s) => (s.manifestDigest = 'sha256:' + '0'.repeat(64))],
      ['an edited tool digest', (s) => (objectAt(s, 'toolDigests').search = objectAt(s, 'toolDigests').delete)],
      ['a tool digest for a tool it does not have', (s) => (objectAt(s, 'toolDigests').extra = objectAt(s, 'toolDigests').search)],
      ['a missing tool digest', (s) => delete objectAt(s, 'toolDigests').search],
      ['no toolDigests', (s) => delete s.toolDigests],
      ['no manifestDigest', (s) => delete s.manifestDigest],
      ['an unknown snapshotVersion', (s) => (s.snapshotVersion = 2)],
      ['an empty server', (s) => (s.server = '')],
      ['tools not an array', (s) => (s.tools = {})],
      ['serverInfo not an object', (s) => (s.serverInfo = 'x')],
      ['pages not an integer', (s) => (s.pages = 1.5)],
    ])('refuses %s with INVALID_SNAPSHOT', (_what, edit) => {
      const s = snapshotDoc();
      edit(s);
      expect(codeOf(() => assertSnapshot(s))).toBe('INVALID_SNAPSHOT');
    });
    it('refuses a snapshot with two tools of one name with DUPLICATE_TOOL_NAME', () => {
      const s = snapshotDoc();
      arrayAt(s, 'tools').push({ name: 'search' });
      expect(codeOf(() => assertSnapshot(s))).toBe('DUPLICATE_TOOL_NAME');
    });
    it('refuses a malformed tool with MALFORMED_TOOL', () => {
      const s = snapshotDoc();
      arrayAt(s, 'tools').push({ title: 'no name' });
      expect(codeOf(() => assertSnapshot(s))).toBe('MALFORMED_TOOL');
    });
    it('refuses non-objects', () => {
      for (const doc of [null, [], 'x', 1]) expect(codeOf(() => assertSnapshot(doc))).toBe('INVALID_SNAPSHOT');
    });
  });

  describe('toolsFromDocument', () => {
    it('reads a tools/list result', () => {
      expect(toolsFromDocument({ tools: tools() }, 'f').tools).toEqual(tools());
    });
    it('reads a tools/list result whose nextCursor is null as the last page', () => {
      expect(toolsFromDocument({ tools: tools(), nextCursor: null }, 'f').tools).toHaveLength(2);
    });
    it('reads a bare tools array', () => {
      expect(toolsFromDocument(tools(), 'f').tools).toEqual(tools());
    });
    it('reads a snapshot, checking it, and hands back the digests it checked', () => {
      const r = toolsFromDocument(snapshotDoc(), 'f');
      expect(r.tools).toEqual(tools());
      expect(r.snapshot?.server).toBe('docs');
      expect(r.digests?.manifestDigest).toBe(digestTools(tools()).manifestDigest);
      expect([...r.digests!.tools]).toEqual([...digestTools(tools()).tools]);
      expect(checkSnapshot(snapshotDoc()).manifestText()).toBe(digestTools(tools()).manifestText());
      const edited = snapshotDoc();
      objectAt(edited, 'tools', 0).description = 'changed';
      expect(codeOf(() => toolsFromDocument(edited, 'f'))).toBe('INVALID_SNAPSHOT');
    });
    it('refuses one page of several (a nextCursor) with SNAPSHOT_INCOMPLETE', () => {
      expect(codeOf(() => toolsFromDocument({ tools: tools(), nextCursor: 'page-2' }, 'f'))).toBe('SNAPSHOT_INCOMPLETE');
    });
    it('refuses duplicate tool names in a result or an array', () => {
      expect(codeOf(() => toolsFromDocument({ tools: [{ name: 'a' }, { name: 'a' }] }, 'f'))).toBe('DUPLICATE_TOOL_NAME');
      expect(codeOf(() => toolsFromDocument([{ name: 'a' }, { name: 'a' }], 'f'))).toBe('DUPLICATE_TOOL_NAME');
    });
    it('refuses a malformed tool in a result', () => {
      expect(codeOf(() => toolsFromDocument({ tools: [{ name: 'a' }, 7] }, 'f'))).toBe('MALFORMED_TOOL');
    });
    it('refuses anything else with INVALID_INPUT', () => {
      for (const doc of [{}, { tool: [] }, { tools: 'x' }, 'x', 1, null]) {
        expect(codeOf(() => toolsFromDocument(doc, 'f'))).toBe('INVALID_INPUT');
      }
    });
  });
});
