import {
  buildSnapshot,
  buildSnapshotWithDigests,
  snapshotWithToolDigests,
  type SnapshotWithoutToolDigests,
} from '../../../src/core/snapshot/snapshot.js';
import { ToolDigestTable } from '../../../src/core/surface/tool-digest-table.js';
import {
  assertTools,
  digestTools,
  digestToolsCompact,
  toolDigestRecord,
  toolDigestsInOrder,
  type Digest,
  type RawTool,
} from '../../../src/core/surface/surface.js';
import { codeOf, messageOf } from '../../support/thrown.js';

// What `snapshot` of a live server keeps for a list of millions of tools: the manifest digest and the name
// order only, each tool digest computed again when asked for. Every figure must be that of digestTools.

/** A deterministic shuffle, so a failure can be run again. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const odd = [
  '10',
  '2',
  '0',
  '4294967295',
  '4294967294',
  'constructor',
  '__proto__',
  'a\nb',
  'é\u2028',
  'Z',
  'a',
  'ab',
  'a b',
  '\u{1F600}',
  '\uFF21',
];
const tools = (n: number): RawTool[] =>
  shuffled(
    [
      ...odd.map((name, i) => ({ name, description: `d${i}`, inputSchema: { type: 'object', properties: { q: { type: 'string' } } } })),
      ...Array.from({ length: n }, (_, i) => ({ name: `t${i}`, annotations: { readOnlyHint: i % 2 === 0 } })),
    ],
    n + 7,
  );

describe('compact digests: the same digests as digestTools, for any list order and size', () => {
  it.each([0, 1, 15, 16, 17, 100, 1000])('%i tools plus odd names, shuffled', (n) => {
    const list = tools(n);
    const full = digestTools(list);
    const compact = digestToolsCompact(list);
    expect(compact.manifestDigest).toBe(full.manifestDigest);
    const names = [...compact.order].map((i) => list[i]!.name);
    expect(names).toEqual([...full.tools.keys()]);
    expect([...toolDigestsInOrder(list, compact.order)]).toEqual([...full.tools.values()].map((t) => t.digest));
  });

  it('an empty list: the digest of {}', () => {
    expect(digestToolsCompact([]).manifestDigest).toBe(digestTools([]).manifestDigest);
  });

  const input = (list: RawTool[]) => ({
    server: 's',
    transport: 'stdio' as const,
    protocolVersion: '2025-11-25',
    serverInfo: { name: 's', version: '1' },
    pages: 1,
    tools: list,
  });

  it.each([false, true])(
    'a snapshot just taken (fields %s): its table gives the entries of the record made from digestTools, in its key order',
    (fields) => {
      const list = tools(50);
      const expected = toolDigestRecord(digestTools(list).tools);
      const { snapshot, toolDigests } = buildSnapshotWithDigests(input(list), { fields });
      // No record on the snapshot itself: the digests are the table's, given as entries without one.
      expect(Object.hasOwn(snapshot, 'toolDigests')).toBe(false);
      expect([...toolDigests.entries()]).toEqual(Object.entries(expected));
      expect([...toolDigests.entries()]).toEqual(Object.entries(expected));
      const record = toolDigests.record();
      expect(Object.keys(record)).toEqual(Object.keys(expected));
      expect(record).toEqual(expected);
      expect(Object.getPrototypeOf(record)).toBe(null);
    },
  );

  it('buildSnapshot: a plain object whose toolDigests is a real record, after manifestDigest (the documented member order)', () => {
    const list = tools(50);
    const s = buildSnapshot(input(list));
    const expected = toolDigestRecord(digestTools(list).tools);
    expect(Object.getOwnPropertyDescriptor(s, 'toolDigests')).toMatchObject({ value: expected, writable: true, enumerable: true });
    expect(Object.keys(s.toolDigests)).toEqual(Object.keys(expected));
    expect(Object.keys(s)).toEqual([
      'snapshotVersion',
      'server',
      'capturedAt',
      'transport',
      'protocolVersion',
      'serverInfo',
      'pages',
      'tools',
      'manifestDigest',
      'toolDigests',
      'interop',
    ]);
    expect(s.manifestDigest).toBe(digestTools(list).manifestDigest);
    // The compact pass's tool set hash is the one digestTools gives.
    expect(s.interop!.toolSetHash).toBe(digestTools(list).interop!.toolSetHash);
    // A record set by hand is the snapshot's, and what the record's table gives.
    s.toolDigests = { x: expected['t1']! };
    expect([...ToolDigestTable.ofRecord(s.toolDigests).entries()]).toEqual([['x', expected['t1']]]);
  });

  it('snapshotWithToolDigests keeps a member named __proto__ a member (a snapshot file may have one)', () => {
    const doc = JSON.parse('{"snapshotVersion":1,"manifestDigest":"m","__proto__":{"x":1},"server":"s"}') as SnapshotWithoutToolDigests;
    const out = snapshotWithToolDigests(doc, ToolDigestTable.ofRecord({ a: 'sha256:1' as Digest }));
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['snapshotVersion', 'manifestDigest', 'toolDigests', '__proto__', 'server']);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual({ x: 1 });
  });

  it("its twin: a snapshot's own toolDigests member is replaced where it is, the others in their order", () => {
    const doc = { server: 's', toolDigests: { old: 'sha256:0' }, manifestDigest: 'm' } as unknown as SnapshotWithoutToolDigests;
    const out = snapshotWithToolDigests(doc, ToolDigestTable.ofRecord({ a: 'sha256:1' as Digest }));
    expect(Object.keys(out)).toEqual(['server', 'toolDigests', 'manifestDigest']);
    expect(out.toolDigests).toEqual({ a: 'sha256:1' });
    expect(doc).toEqual({ server: 's', toolDigests: { old: 'sha256:0' }, manifestDigest: 'm' });
  });
});

describe('compact digests refuse what assertTools refuses, with the same message', () => {
  const cases: Array<[string, unknown[]]> = [
    ['a name twice', [{ name: 'b' }, { name: 'a' }, { name: 'b' }]],
    ['a name three times: the first two are named', [{ name: 'a' }, { name: 'x' }, { name: 'a' }, { name: 'a' }]],
    ['two names repeated: the earlier repeat is named', [{ name: 'b' }, { name: 'a' }, { name: 'c' }, { name: 'a' }, { name: 'b' }]],
    ['a repeat before a malformed tool: the repeat', [{ name: 'a' }, { name: 'a' }, { nameless: true }]],
    ['a malformed tool before a repeat: the malformed tool', [{ name: 'a' }, 'not a tool', { name: 'a' }]],
    ['an empty name', [{ name: 'a' }, { name: '' }]],
    ['an inherited name', [Object.create({ name: 'a' }) as unknown]],
    ['an array as a tool', [[]]],
  ];
  it.each(cases)('%s', (_, list) => {
    expect(codeOf(() => digestToolsCompact(list))).toBe(codeOf(() => assertTools(list)));
    expect(messageOf(() => digestToolsCompact(list))).toBe(messageOf(() => assertTools(list)));
  });

  it('its passing twin: distinct names, every one an own non-empty string, are accepted', () => {
    expect(() => digestToolsCompact([{ name: 'b' }, { name: 'a' }, { name: 'c' }])).not.toThrow();
  });
});
