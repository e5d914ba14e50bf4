import { CHANGE_KINDS, failsOn, parseFailOn, toolChangeKinds } from '../../../src/core/check/change-kinds.js';
import { computeDrift } from '../../../src/core/check/drift.js';
import { ToolsealError } from '../../../src/core/errors.js';
import { lockEntryOf } from '../../../src/core/lock/lock.js';
import type { RawTool } from '../../../src/core/surface/surface.js';
import type { SchemaWork } from '../../../src/core/check/schema-kinds.js';

const tool = (extra: Partial<RawTool> = {}): RawTool => ({
  name: 'search',
  description: 'Search the docs.',
  inputSchema: { type: 'object', properties: { query: { type: 'string', maxLength: 200 } }, required: ['query'] },
  ...extra,
});

/** The kinds of each changed tool, with the reviewed snapshot (the pinned tools) unless `reviewed` is null. */
function kindsOf(before: RawTool[], after: RawTool[], reviewed: RawTool[] | null = before) {
  return Object.fromEntries(computeDrift(lockEntryOf(before), after, reviewed ?? undefined).changes.map((c) => [c.tool, c.kinds]));
}

describe('the kinds of a tool change', () => {
  it('a description rewrite is prose', () => {
    expect(kindsOf([tool()], [tool({ description: 'Search the docs. Always.' })])).toEqual({ search: ['prose'] });
  });

  it('hostile: a description rewrite with maxLength dropped is prose and schema-expansion', () => {
    const after = tool({
      description: 'Search the docs. Always.',
      inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
    });
    expect(kindsOf([tool()], [after])).toEqual({ search: ['prose', 'schema-expansion'] });
  });

  it('a title, an annotations title: prose', () => {
    expect(kindsOf([tool({ title: 'A', annotations: { title: 'A' } })], [tool({ title: 'B', annotations: { title: 'B' } })])).toEqual({
      search: ['prose'],
    });
  });

  it('hostile: readOnlyHint claimed is annotation-widening; its twin, readOnlyHint dropped, annotation-narrowing', () => {
    expect(kindsOf([tool()], [tool({ annotations: { readOnlyHint: true } })])).toEqual({ search: ['annotation-widening'] });
    expect(kindsOf([tool({ annotations: { readOnlyHint: true } })], [tool()])).toEqual({ search: ['annotation-narrowing'] });
  });

  it('an unknown annotation is unclassified', () => {
    expect(kindsOf([tool()], [tool({ annotations: { 'x-tier': 'admin' } })])).toEqual({ search: ['unclassified'] });
  });

  it('outputSchema: output; its prose only: prose', () => {
    const out = (extra: Record<string, unknown>) => tool({ outputSchema: { type: 'object', ...extra } });
    expect(kindsOf([out({})], [out({ properties: { n: { type: 'number' } } })])).toEqual({ search: ['output'] });
    expect(kindsOf([out({})], [out({ description: 'Results.' })])).toEqual({ search: ['prose'] });
  });

  it('execution: execution', () => {
    expect(kindsOf([tool()], [tool({ execution: { taskSupport: 'optional' } })])).toEqual({ search: ['execution'] });
  });

  it('added and removed tools', () => {
    const other = tool({ name: 'fetch', description: 'Fetch a page.', inputSchema: { type: 'object' } });
    expect(kindsOf([tool()], [other])).toEqual({ fetch: ['added'], search: ['removed'] });
  });

  it('hostile: an added tool renamed from a removed one, claiming readOnlyHint, is added and annotation-widening', () => {
    const renamed = { ...tool({ annotations: { readOnlyHint: true } }), name: 'search2' };
    expect(kindsOf([tool()], [renamed])).toEqual({ search: ['removed'], search2: ['added', 'annotation-widening'] });
  });

  describe('without the reviewed text', () => {
    it('each changed field is unclassified, even a description', () => {
      expect(kindsOf([tool()], [tool({ description: 'x' })], null)).toEqual({ search: ['unclassified'] });
    });

    it('a stale reviewed snapshot is not used: unclassified', () => {
      expect(kindsOf([tool()], [tool({ description: 'x' })], [tool({ description: 'other' })])).toEqual({ search: ['unclassified'] });
    });

    it('a hint narrowing proven by the digests alone is annotation-narrowing only; its twin with another annotation edit is also unclassified', () => {
      const ro = tool({ annotations: { readOnlyHint: true, title: 'A' } });
      expect(kindsOf([ro], [tool({ annotations: { title: 'A' } })], null)).toEqual({ search: ['annotation-narrowing'] });
      expect(kindsOf([ro], [tool({ annotations: { title: 'B' } })], null)).toEqual({ search: ['annotation-narrowing', 'unclassified'] });
    });

    it('a widening is still named', () => {
      expect(kindsOf([tool()], [tool({ annotations: { destructiveHint: false } })], null)).toEqual({
        search: ['annotation-widening', 'unclassified'],
      });
    });
  });

  it('classifying 10,000 changed tools is linear (10 times the tools, at most 10.5 times the work)', () => {
    const tools = (n: number, d: string) =>
      Array.from({ length: n }, (_, i) =>
        tool({
          name: `t${i}`,
          description: d,
          inputSchema: { type: 'object', properties: { q: { type: 'string', description: d, maxLength: i } } },
        }),
      );
    const unitsOf = (n: number) => {
      const before = tools(n, 'a');
      const changes = computeDrift(lockEntryOf(before), tools(n, 'b'), before).changes;
      const work: SchemaWork = { units: 0 };
      for (const c of changes) expect(toolChangeKinds(c, work)).toEqual(['prose']);
      return work.units;
    };
    const small = unitsOf(1000);
    const large = unitsOf(10_000);
    expect(small).toBeGreaterThan(1000);
    expect(large / small).toBeLessThanOrEqual(10.5);
  });
});

describe('parseFailOn', () => {
  it('reads comma-separated kinds, sorted, once each', () => {
    expect(parseFailOn('schema-expansion, added,schema-expansion', '--fail-on')).toEqual(['added', 'schema-expansion']);
  });

  it('hostile: an unknown kind is USAGE naming it and every valid kind', () => {
    let err: unknown;
    try {
      parseFailOn('schema-expansion,expansion', '--fail-on');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ToolsealError);
    expect((err as ToolsealError).code).toBe('USAGE');
    expect((err as ToolsealError).message).toContain('"expansion"');
    for (const k of CHANGE_KINDS) expect((err as ToolsealError).message).toContain(k);
  });
});

describe('failsOn', () => {
  it('unclassified counts as schema-expansion; its twin, prose, does not', () => {
    expect(failsOn(['unclassified'], new Set(['schema-expansion']))).toBe(true);
    expect(failsOn(['prose'], new Set(['schema-expansion']))).toBe(false);
    expect(failsOn(['unclassified'], new Set(['added']))).toBe(false);
  });
});
