// A tool renamed (removed + added with the same surface but the name) must not carry a widening past the
// check (audit finding 3), and the pairing must stay linear in the number of tools (finding 8).
import { computeDrift } from '../../../src/core/check/drift.js';
import { checkServers } from '../../../src/core/check/check.js';
import { EXIT } from '../../../src/core/errors.js';
import { emptyLock, lockEntryOf, withServer } from '../../../src/core/lock/lock.js';
import { renderCheckMarkdown } from '../../../src/core/report/report-markdown.js';
import { renderCheckSarif } from '../../../src/core/report/report-sarif.js';
import { renderCheckText } from '../../../src/core/report/report-text.js';
import type { RawTool } from '../../../src/core/surface/surface.js';
import { sarifLog } from '../../support/json-view.js';

const deleteAll = (name: string, annotations: Record<string, unknown>): RawTool => ({
  name,
  description: 'Deletes every file',
  inputSchema: { type: 'object' },
  annotations,
});

function run(before: RawTool[], after: RawTool[], onChange: 'warn' | 'fail' = 'warn') {
  return checkServers([{ serverId: 'fs', tools: after }], withServer(emptyLock(), 'fs', lockEntryOf(before)), onChange);
}

describe('a rename that moves hints (finding 3)', () => {
  const before = [deleteAll('delete_all', { destructiveHint: true })];

  it('"delete_all" -> "delete_all " with readOnlyHint true, destructiveHint false: paired as a rename, a widening (exit 3)', () => {
    const r = run(before, [deleteAll('delete_all ', { readOnlyHint: true, destructiveHint: false })]);
    const added = r.servers[0]!.changes.find((c) => c.change === 'added')!;
    expect(added).toEqual(expect.objectContaining({ tool: 'delete_all ', renamedFrom: 'delete_all', class: 'widening' }));
    expect(added.hints.map((h) => [h.hint, h.class])).toEqual([
      ['destructiveHint', 'widening'],
      ['readOnlyHint', 'widening'],
    ]);
    expect(r.servers[0]!.changes.find((c) => c.change === 'removed')!.renamedTo).toBe('delete_all ');
    expect(r.exitCode).toBe(EXIT.PRIVILEGE_WIDENING);
    expect(r.servers[0]!.approved).toBe(false);
    expect(renderCheckText(r)).toMatch(/renamed from "delete_all".*WIDENING/);
    expect(renderCheckMarkdown(r)).toContain('⛔ widening');
    const sarif = sarifLog(renderCheckSarif(r, { artifactUri: 'mcp-tools.lock' }));
    expect(sarif.runs[0].results.map((x) => x.ruleId)).toContain('toolseal/privilege-widening');
  });

  it('control: a plain rename (annotations equal) is a change, no widening (exit 0 under warn)', () => {
    const r = run(before, [deleteAll('delete_all ', { destructiveHint: true })]);
    const added = r.servers[0]!.changes.find((c) => c.change === 'added')!;
    expect(added).toEqual(expect.objectContaining({ renamedFrom: 'delete_all', class: 'change', hints: [] }));
    expect(r.exitCode).toBe(EXIT.OK);
  });

  it('control: a rename that narrows is a change (the posture applies), not a widening', () => {
    const r = run([deleteAll('delete_all', { readOnlyHint: true })], [deleteAll('wipe', {})], 'fail');
    const added = r.servers[0]!.changes.find((c) => c.change === 'added')!;
    expect(added.hints).toEqual([{ hint: 'readOnlyHint', from: true, to: false, class: 'narrowing' }]);
    expect(added.class).toBe('change');
    expect(r.exitCode).toBe(EXIT.CHECK_FAILED);
  });

  it('control: an added tool whose other fields differ is not paired (no rename, no hint comparison)', () => {
    const r = run(before, [
      { ...deleteAll('delete_all ', { readOnlyHint: true }), description: 'Reads a file', inputSchema: { type: 'object', properties: {} } },
    ]);
    const added = r.servers[0]!.changes.find((c) => c.change === 'added')!;
    expect(added.renamedFrom).toBeUndefined();
    expect(added.class).toBe('change');
    expect(r.exitCode).toBe(EXIT.OK);
  });

  it('prefers the exact rename (annotations equal) over one that moved hints, when neither widens', () => {
    const was = [deleteAll('a', { readOnlyHint: true, idempotentHint: true }), deleteAll('b', { readOnlyHint: true })];
    const d = computeDrift(lockEntryOf(was), [deleteAll('c', { readOnlyHint: true })]);
    expect(d.changes.find((c) => c.tool === 'c')).toEqual(expect.objectContaining({ renamedFrom: 'b', class: 'change', hints: [] }));
  });

  it('but a pairing that would widen counts, even beside an exact rename', () => {
    const was = [deleteAll('a', { readOnlyHint: false }), deleteAll('b', { readOnlyHint: true })];
    const d = computeDrift(lockEntryOf(was), [deleteAll('c', { readOnlyHint: true })]);
    expect(d.changes.find((c) => c.tool === 'c')).toEqual(expect.objectContaining({ renamedFrom: 'a', class: 'widening' }));
  });

  it('lists an added tool’s hints that are more privileged than the MCP defaults (informational)', () => {
    const r = run([], [{ name: 'reader', annotations: { readOnlyHint: true, openWorldHint: false } }, { name: 'plain' }]);
    const changes = r.servers[0]!.changes;
    expect(changes.find((c) => c.tool === 'reader')!.privilegedHints).toEqual(['openWorldHint', 'readOnlyHint']);
    expect(changes.find((c) => c.tool === 'plain')!.privilegedHints).toEqual([]);
    expect(changes.every((c) => c.class === 'change')).toBe(true);
    expect(renderCheckText(r)).toContain('more privileged than the MCP defaults: openWorldHint false, readOnlyHint true');
    expect(renderCheckMarkdown(r)).toContain('more privileged than the MCP defaults');
  });
});

describe('rename pairing with many tools (finding 8)', () => {
  // No timing here: the pairing indexes removed tools by their field digests (see markRenames), and this
  // checks that it still pairs right at a size where a per-tool scan of every removed tool would be 4e6 steps.
  it('pairs 2,000 renamed tools one to one, each with its own surface', () => {
    const n = 2000;
    const before: RawTool[] = Array.from({ length: n }, (_, i) => ({ name: `a${i}`, description: `tool ${i}` }));
    const after: RawTool[] = Array.from({ length: n }, (_, i) => ({ name: `b${i}`, description: `tool ${i}` }));
    const d = computeDrift(lockEntryOf(before), after);
    const added = d.changes.filter((c) => c.change === 'added');
    expect(added).toHaveLength(n);
    expect(added.every((c) => c.renamedFrom === `a${c.tool.slice(1)}`)).toBe(true);
  });

  it('pairs identical surfaces one to one (no removed tool given out twice)', () => {
    const before: RawTool[] = Array.from({ length: 50 }, (_, i) => ({ name: `a${i}`, description: 'same' }));
    const after: RawTool[] = Array.from({ length: 60 }, (_, i) => ({ name: `b${i}`, description: 'same' }));
    const d = computeDrift(lockEntryOf(before), after);
    const from = d.changes.flatMap((c) => (c.renamedFrom === undefined ? [] : [c.renamedFrom]));
    expect(from).toHaveLength(50);
    expect(new Set(from).size).toBe(50);
  });
});
