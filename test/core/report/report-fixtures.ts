import { checkServers, type CheckResult, type OnChange } from '../../../src/core/check/check.js';
import { emptyLock, lockEntryOf, withServer } from '../../../src/core/lock/lock.js';
import { serializeLock } from '../../../src/core/lock/lock-text.js';
import type { RawTool } from '../../../src/core/surface/surface.js';
import { MARKERS, docsTools, withTool } from '../check/check-fixtures.js';
import { objectAt } from '../../support/json-view.js';
import type { ChangeKind } from '../../../src/core/check/change-kinds.js';
import { resultWithFailOn } from '../../../src/core/check/fail-on.js';

// The runs the report tests (test/core/report-text, report-markdown, report-sarif) render.

export const HOSTILE = 'x|y</details><img src=x onerror=alert(1)>[a](http://e)@team `` ``` \u202eevil\u001b[31m';

export function lockOf(servers: Record<string, RawTool[]>) {
  let lock = emptyLock();
  for (const [id, tools] of Object.entries(servers)) lock = withServer(lock, id, lockEntryOf(tools));
  return lock;
}

/** A run with every kind of change: widening, narrowing, change (with a pointer), added, removed; and an unpinned server. */
export function richResult(onChange: OnChange = 'warn'): { result: CheckResult; lockText: string } {
  const before: RawTool[] = [
    ...docsTools(),
    { name: 'narrow_me', annotations: { readOnlyHint: true } },
    { name: 'gone' },
    { name: HOSTILE, description: 'hostile' },
  ];
  let after = withTool(
    before,
    'search',
    (t) => void (objectAt(t, 'inputSchema', 'properties', 'query').description = `now ${MARKERS.nested} \`\`\`\`\` end`),
  );
  after = withTool(after, 'delete_page', (t) => void (t.annotations = { destructiveHint: false }));
  after = withTool(after, 'narrow_me', (t) => void (t.annotations = {}));
  after = withTool(after, HOSTILE, (t) => void (t.description = 'hostile, changed'));
  after = after.filter((t) => t.name !== 'gone');
  after.push({ name: 'fresh', description: 'new tool' });
  const lock = lockOf({ docs: before });
  const result = checkServers(
    [
      { serverId: 'docs', tools: after, reviewedTools: before },
      { serverId: 'newcomer', tools: [{ name: 'a' }] },
    ],
    lock,
    onChange,
  );
  return { result, lockText: serializeLock(lock) };
}

/**
 * A run whose changed tools are each of one kind: `expand` drops a `maxLength` beside a description edit
 * (schema-expansion and prose), `reword` edits its description only (prose), `narrow` raises a `minLength`.
 */
export function kindsResult(failOn?: ChangeKind[]): CheckResult {
  const schema = (extra: Record<string, unknown>) => ({ type: 'object', properties: { q: { type: 'string', ...extra } } });
  const before: RawTool[] = [
    { name: 'reword', description: 'a', inputSchema: schema({}) },
    { name: 'narrow', inputSchema: schema({ minLength: 1 }) },
    { name: 'expand', description: 'a', inputSchema: schema({ maxLength: 10 }) },
  ];
  const after: RawTool[] = [
    { name: 'reword', description: 'b', inputSchema: schema({}) },
    { name: 'narrow', inputSchema: schema({ minLength: 2 }) },
    { name: 'expand', description: 'b', inputSchema: schema({}) },
  ];
  const result = checkServers([{ serverId: 'docs', tools: after, reviewedTools: before }], lockOf({ docs: before }), 'warn');
  return resultWithFailOn(result, failOn);
}
