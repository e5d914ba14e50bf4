import { parseJsonStrict } from '../../../src/core/json/strict-reader.js';
import { buildSnapshot, buildSnapshotWithDigests, snapshotWithToolDigests, type Snapshot } from '../../../src/core/snapshot/snapshot.js';
import { assertSnapshot } from '../../../src/core/snapshot/snapshot-read.js';
import { lockEntryOf } from '../../../src/core/lock/lock.js';
import { serializeLock } from '../../../src/core/lock/lock-text.js';
import { digestTools, toolDigest } from '../../../src/core/surface/surface.js';
import { codeOf, messageOf } from '../../support/thrown.js';
import { snapshotDoc, tools } from './snapshot-fixtures.js';

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
});
