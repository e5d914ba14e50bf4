// `check --snapshot-dir DIR`: a folder the user named that is missing or a file is a one-line error (exit 2),
// never read as "none reviewed"; its twin, an existing folder with no snapshot of the server, is that server
// not reviewed yet (the change unclassified). A server that matches its pin has nothing to review: its
// reviewed snapshot is not read, while a changed server's is, and a broken one is refused.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInProcess } from '../../../support/run-cli-in-process.js';
import { docsTools, snapshotOf, withTool } from '../../../core/check/check-fixtures.js';

let dir: string;
const p = (name: string) => join(dir, name);
const check = (snapshot: string, snapshotDir: string, ...more: string[]) =>
  runInProcess(['check', '--snapshot', p(snapshot), '--snapshot-dir', p(snapshotDir), ...more], {}, dir);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-snapshot-dir-'));
  const v1 = docsTools();
  writeFileSync(p('v1.json'), JSON.stringify(snapshotOf('docs', v1)));
  const v2 = withTool(v1, 'search', (t) => void (t.description = 'Search the docs, faster.'));
  writeFileSync(p('v2.json'), JSON.stringify(snapshotOf('docs', v2)));
  const r = await runInProcess(['lock', '--snapshot', p('v1.json'), '--snapshot-dir', p('reviewed')], {}, dir);
  expect(r.code).toBe(0);
  mkdirSync(p('empty'));
  writeFileSync(p('a-file'), '');
  mkdirSync(p('broken'));
  writeFileSync(p('broken/docs.snapshot.json'), '{"not": "a snapshot"');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('check --snapshot-dir naming a folder that is not there', () => {
  it('hostile: a missing folder is exit 2 IO_ERROR, one line naming it, not "none reviewed"', async () => {
    const r = await check('v2.json', 'no-such-folder');
    expect(r).toMatchObject({ code: 2, error: 'IO_ERROR' });
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`--snapshot-dir ${p('no-such-folder')}: `);
    expect(r.stdout).toBe('');
  });

  it('twin: an existing folder with no snapshot of the server: not reviewed, the change unclassified, exit 0', async () => {
    const r = await check('v2.json', 'empty');
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(r.stdout).toContain('[unclassified]');
  });

  it('twin: the folder with its reviewed snapshot classifies the change as prose', async () => {
    const r = await check('v2.json', 'reviewed');
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(r.stdout).toContain('[prose]');
  });

  it('hostile: a file where the folder should be is exit 2 USAGE', async () => {
    const r = await check('v2.json', 'a-file');
    expect(r).toMatchObject({ code: 2, error: 'USAGE' });
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe("check --snapshot-dir reads a server's reviewed snapshot only when it has a change to review", () => {
  it('hostile: a changed server with a broken reviewed snapshot is refused (exit 2), never classified without it', async () => {
    const r = await check('v2.json', 'broken');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('docs.snapshot.json');
  });

  it('twin: a server that matches its pin does not read it: matched, exit 0', async () => {
    const r = await check('v1.json', 'broken');
    expect([r.error, r.code]).toEqual([undefined, 0]);
    expect(r.stdout).toMatch(/^server "docs": matched/m);
  });
});
