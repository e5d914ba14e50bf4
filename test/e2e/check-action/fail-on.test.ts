import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { FakeGitHub } from '../../support/fake-github.js';
import { ROOT } from '../../support/paths.js';
import { runAction, type ActionRun } from '../../support/run-action.js';
import { pullRequestEvent, SURFACES, TOKEN, workspace } from '../../support/check-action-fixtures.js';

// The check action's fail-on input, run as the runner runs it (node24, dist/check.js, INPUT_* variables):
// an expansion under fail-on: schema-expansion fails the step naming the kind; its twin, a prose-only change
// read with the reviewed snapshots of snapshot-dir, passes; without snapshot-dir the same change is
// unclassified, which fail-on: schema-expansion fails on; an unknown kind is one error naming the valid ones.
const CHECK = join(ROOT, 'check');

/** The pinned tools with `search` taking one more property: what a caller may send grows. */
const expanded = () =>
  SURFACES.pinned().map((t) =>
    t.name !== 'search'
      ? t
      : { ...t, inputSchema: { type: 'object', properties: { query: { type: 'string' }, path: { type: 'string' } }, required: ['query'] } },
  );

describe('check action: fail-on', () => {
  let gh: FakeGitHub;
  const dirs: string[] = [];
  beforeEach(async () => {
    gh = new FakeGitHub({ tokens: { [TOKEN]: 'write' } });
    await gh.start();
  });
  afterEach(async () => {
    await gh.stop();
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const run = (now: ReturnType<typeof SURFACES.pinned>, inputs: Record<string, string>): Promise<ActionRun> => {
    const cwd = workspace(now);
    dirs.push(cwd);
    return runAction(CHECK, {
      cwd,
      token: TOKEN,
      apiUrl: gh.url,
      event: pullRequestEvent(),
      inputs: { snapshot: 'now.snapshot.json', 'snapshot-dir': '.toolseal/snapshots', 'on-change': 'warn', ...inputs },
    });
  };
  const errors = (r: ActionRun) => r.commands.filter((c) => c.command === 'error').map((c) => c.message);

  it('hostile: a property added under fail-on: schema-expansion fails the step (exit 1), naming the kind', async () => {
    const r = await run(expanded(), { 'fail-on': 'schema-expansion' });
    expect(r.code).toBe(1);
    expect(errors(r).some((m) => m.startsWith('SURFACE_CHANGED') && m.includes('fail-on: schema-expansion'))).toBe(true);
    // The summary's table of kinds: the expansion, the kind that fails the step, names the tool.
    expect(r.summary).toMatch(/schema-expansion [^\n|]*\*\*fails \(--fail-on\)\*\* \| <code>search<\/code>/);
  });

  it('its twin: a prose-only change, read with snapshot-dir, passes under the same fail-on', async () => {
    const r = await run(SURFACES.changed(), { 'fail-on': 'schema-expansion' });
    expect(r.code).toBe(0);
    expect(r.outputs['pin-state']).toBe('changed');
    expect(errors(r)).toEqual([]);
    expect(r.summary).toMatch(/prose [^\n|]*\| <code>search<\/code>/);
    expect(r.summary).not.toContain('fails (--fail-on)');
  });

  it('the same prose change without snapshot-dir is unclassified, which fail-on: schema-expansion fails on', async () => {
    const r = await run(SURFACES.changed(), { 'fail-on': 'schema-expansion', 'snapshot-dir': '' });
    expect(r.code).toBe(1);
    expect(errors(r).some((m) => m.startsWith('SURFACE_CHANGED'))).toBe(true);
    expect(r.summary).toMatch(/unclassified [^\n|]*\*\*fails \(--fail-on\)\*\*/);
  });

  it('hostile: an unknown kind is one USAGE error (exit 2) naming the valid kinds; the twin, a valid list, runs', async () => {
    const r = await run(expanded(), { 'fail-on': 'schema-expansion,bogus' });
    expect(r.code).toBe(2);
    expect(errors(r)).toHaveLength(1);
    expect(errors(r)[0]).toMatch(/^USAGE: .*unknown kind "bogus"; the kinds are added, .*unclassified/);
    expect(errors(r)[0]).not.toContain('\n');
    const twin = await run(expanded(), { 'fail-on': 'added,removed' });
    expect(twin.code).toBe(0);
  });
});
