import { buildSnapshot, toolDigestEntries } from '../../src/core/snapshot.js';
import {
  assertTools,
  digestTools,
  digestToolsCompact,
  toolDigestRecord,
  toolDigestsInOrder,
  type RawTool,
} from '../../src/core/surface.js';
import { codeOf, messageOf } from '../support/thrown.js';

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

  it('a snapshot built from them: toolDigests, its key order and its entries are those of the record made from digestTools', () => {
    const list = tools(50);
    const s = buildSnapshot({
      server: 's',
      transport: 'stdio',
      protocolVersion: '2025-11-25',
      serverInfo: { name: 's', version: '1' },
      pages: 1,
      tools: list,
    });
    const expected = toolDigestRecord(digestTools(list).tools);
    // The entries are given without making the record; then the record itself.
    expect([...toolDigestEntries(s)]).toEqual(Object.entries(expected));
    expect(Object.keys(s.toolDigests)).toEqual(Object.keys(expected));
    expect(s.toolDigests).toEqual(expected);
    expect(s.manifestDigest).toBe(digestTools(list).manifestDigest);
    expect([...toolDigestEntries(s)]).toEqual(Object.entries(expected));
    // A record set by hand replaces the computed one.
    s.toolDigests = { x: expected['t1']! };
    expect([...toolDigestEntries(s)]).toEqual([['x', expected['t1']]]);
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
