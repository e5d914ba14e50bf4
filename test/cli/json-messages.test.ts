// With --json nothing is printed above the error line (stdout is one JSON document): the error lines of
// lock and check say where the changes are instead of "above"; the text report's twin still names them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInProcess } from '../support/run-cli-in-process.js';
import { docsTools, snapshotOf, withTool } from '../core/check/check-fixtures.js';

let dir: string;
const p = (name: string) => join(dir, name);
const run = (args: string[]) => runInProcess(args, {}, dir);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-json-messages-'));
  const v1 = docsTools();
  writeFileSync(p('v1.json'), JSON.stringify(snapshotOf('docs', v1)));
  writeFileSync(
    p('changed.json'),
    JSON.stringify(
      snapshotOf(
        'docs',
        withTool(v1, 'search', (t) => void (t.description = 'changed')),
      ),
    ),
  );
  writeFileSync(
    p('widened.json'),
    JSON.stringify(
      snapshotOf(
        'docs',
        withTool(v1, 'search', (t) => void (t.annotations = { readOnlyHint: true })),
      ),
    ),
  );
  expect((await run(['lock', '--snapshot', p('v1.json')])).code).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cases: Array<[string, string[], number, string]> = [
  ['lock, a pin that would change', ['lock', '--snapshot', 'changed.json'], 1, 'LOCK_WOULD_CHANGE'],
  ['check, a widening', ['check', '--snapshot', 'widened.json'], 3, 'PRIVILEGE_WIDENING'],
  ['check, blocked under --on-change fail', ['check', '--snapshot', 'changed.json', '--on-change', 'fail'], 1, 'SURFACE_CHANGED'],
];

describe.each(cases)('%s', (_name, argv, exit, code) => {
  const args = () => argv.map((a) => (a.endsWith('.json') ? p(a) : a));
  it('with --json: the error line says no "above" (nothing is above it)', async () => {
    const r = await run([...args(), '--json']);
    expect(r.code).toBe(exit);
    expect(r.error).toBe(code);
    expect(() => JSON.parse(r.stdout)).not.toThrow();
    expect(r.stderr).not.toMatch(/\babove\b/);
  });
  it('twin: the text report has the changes, and the error line points at them', async () => {
    const r = await run(args());
    expect(r.code).toBe(exit);
    expect(r.error).toBe(code);
    expect(r.stdout).toMatch(/changed|WIDENING/);
    expect(r.stderr).toMatch(/review the (changes|widening)/);
  });
});
