// `check --show-text` without --markdown: the changed text after the report on the terminal, every line
// escaped (no escape sequence, no line that passes for a report line or a workflow command); its twins:
// without --show-text no server text is printed, and with --markdown the text goes to the file only.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInProcess } from '../../../support/run-cli-in-process.js';
import { docsTools, snapshotOf, withTool } from '../../../core/check/check-fixtures.js';

const HOSTILE = 'NEW-TEXT-5c1d\u001b[2J\u001b]0;owned\u0007\n::error::fake\nserver "docs": matched';
let dir: string;
const p = (name: string) => join(dir, name);
const check = (...more: string[]) =>
  runInProcess(['check', '--snapshot', p('v2.json'), '--snapshot-dir', p('.toolseal'), ...more], {}, dir);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-show-text-'));
  const v1 = docsTools();
  writeFileSync(p('v1.json'), JSON.stringify(snapshotOf('docs', v1)));
  writeFileSync(
    p('v2.json'),
    JSON.stringify(
      snapshotOf(
        'docs',
        withTool(v1, 'search', (t) => void (t.description = HOSTILE)),
      ),
    ),
  );
  const r = await runInProcess(['lock', '--snapshot', p('v1.json'), '--snapshot-dir', p('.toolseal')], {}, dir);
  expect(r.code).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('check --show-text on the terminal', () => {
  it('shows the changed text, reviewed -> now, each line escaped and indented', async () => {
    const r = await check('--show-text');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('server "docs": tool "search" description');
    expect(r.stdout).toContain('NEW-TEXT-5c1d');
    expect(r.stdout).toContain('Search the docs. MARKER-DESC-7f3a');
    // The text's controls are escapes; its lines cannot start a line of the output.
    // eslint-disable-next-line no-control-regex -- the output must hold no raw ESC or BEL
    expect(r.stdout).not.toMatch(/[\u001b\u0007]/);
    expect(r.stdout).toContain('\\u001b[2J');
    expect(r.stdout).not.toMatch(/^::error::/m);
    expect(r.stdout).not.toMatch(/^server "docs": matched/m);
    for (const line of r.stdout.split('\n').filter((l) => l.includes('NEW-TEXT') || l.includes('::error::')))
      expect(line).toMatch(/^ {4}\| /);
  });

  it('twin: without --show-text, no server text is printed', async () => {
    const r = await check();
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('changed');
    expect(r.stdout).not.toContain('NEW-TEXT');
    expect(r.stdout).not.toContain('MARKER-DESC');
  });

  it('twin: with --markdown, the text goes to the Markdown file and not to the terminal', async () => {
    const r = await check('--show-text', '--markdown', p('r.md'));
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('NEW-TEXT');
    expect(readFileSync(p('r.md'), 'utf8')).toContain('NEW-TEXT-5c1d');
  });

  it('--show-text with --json (which never carries server text) is refused, not ignored', async () => {
    const r = await check('--show-text', '--json');
    expect(r.code).toBe(2);
    expect(r.error).toBe('USAGE');
    expect(r.stdout).not.toContain('NEW-TEXT');
  });
});
