import { auditEvent, auditLines } from '../../../src/core/report/audit.js';
import { checkServers } from '../../../src/core/check/check.js';
import { emptyLock, lockEntryOf, withServer } from '../../../src/core/lock/lock.js';
import type { RawTool } from '../../../src/core/surface/surface.js';
import { docsTools, markerIn, withTool } from '../check/check-fixtures.js';
import { objectAt } from '../../support/json-view.js';

const EVENT_FIELDS = ['changed', 'event', 'manifestDigest', 'pinState', 'server', 'toolCount', 'verdict'];

function run(before: RawTool[], after: RawTool[]) {
  return checkServers(
    [{ serverId: 'docs', tools: after, reviewedTools: before }],
    withServer(emptyLock(), 'docs', lockEntryOf(before)),
    'warn',
  );
}

describe('auditEvent', () => {
  it('has exactly the documented fields, and each change exactly tool, change, fields, pointers, widening, kinds', () => {
    const before = docsTools();
    const after = withTool(before, 'search', (t) => {
      t.annotations = { readOnlyHint: true };
    });
    const e = auditEvent(run(before, after).servers[0]!);
    expect(Object.keys(e).sort()).toEqual(EVENT_FIELDS);
    expect(e.event).toBe('mcp_tool_surface');
    expect(e.changed).toEqual([
      {
        tool: 'search',
        change: 'changed',
        fields: ['annotations'],
        pointers: ['/annotations/readOnlyHint', '/annotations/title'],
        widening: ['readOnlyHint'],
        kinds: ['annotation-widening', 'prose'],
      },
    ]);
    expect(e.verdict).toBe('blocked');
  });

  it('hostile: a schema expansion is named by kind only, never its schema text; its twin, a prose edit, as prose', () => {
    const before = docsTools();
    const expanded = withTool(before, 'search', (t) => {
      (t.inputSchema as Record<string, unknown>).properties = {
        query: { type: 'string' },
        exfil_8d1f: { type: 'string', pattern: 'MARK_9c2e' },
      };
    });
    const line = JSON.stringify(auditEvent(run(before, expanded).servers[0]!));
    expect(JSON.parse(line).changed[0].kinds).toContain('schema-expansion');
    expect(line).not.toContain('MARK_9c2e');
    const reworded = withTool(before, 'search', (t) => void (t.description = 'MARK_9c2e now'));
    const twin = JSON.stringify(auditEvent(run(before, reworded).servers[0]!));
    expect(JSON.parse(twin).changed[0].kinds).toEqual(['prose']);
    expect(twin).not.toContain('MARK_9c2e');
  });

  it('one JSON line per server per run, none for no server', () => {
    const tools = docsTools();
    const r = checkServers(
      [
        { serverId: 'a', tools },
        { serverId: 'b', tools },
      ],
      emptyLock(),
      'warn',
    );
    const lines = auditLines(r).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines.slice(0, 2).map((l) => (JSON.parse(l) as { server: string; pinState: string }).server)).toEqual(['a', 'b']);
    expect(auditLines(checkServers([], emptyLock(), 'warn'))).toBe('');
  });

  it('a tool name with a newline stays on one line', () => {
    const r = checkServers(
      [{ serverId: 'x', tools: [{ name: 'a\nb' }] }],
      withServer(emptyLock(), 'x', lockEntryOf([{ name: 'c' }])),
      'warn',
    );
    expect(auditLines(r).split('\n')).toHaveLength(2);
  });

  describe('marker strings planted in server text never appear', () => {
    const before = docsTools();
    it.each([
      ['a description', withTool(before, 'search', (t) => void (t.description = 'x'))],
      [
        'nested schema prose',
        withTool(before, 'search', (t) => void (objectAt(t, 'inputSchema', 'properties', 'query').description = 'x')),
      ],
      ['an annotation value', withTool(before, 'delete_page', (t) => void (objectAt(t, 'annotations').fooHint = 'x'))],
      ['a title', withTool(before, 'search_twin', (t) => void (t.title = 'x'))],
    ])('when %s changes', (_n, after) => {
      const text = auditLines(run(before, after));
      expect(text).toContain('"pinState":"changed"');
      expect(markerIn(text)).toBeUndefined();
    });
  });
});
