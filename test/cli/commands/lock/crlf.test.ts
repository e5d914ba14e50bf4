import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInProcess } from '../../../support/run-cli-in-process.js';
import { docsTools, snapshotOf, withTool } from '../../../core/check/check-fixtures.js';

// A lock and reviewed snapshots that toolseal wrote with LF, checked out with CRLF (git's core.autocrlf on
// Windows): check reads them as the same files, lock leaves them as they are and prints, once, the
// .gitattributes lines that keep them LF. A carriage return that is not a line end is still refused.

let dir: string;
const p = (name: string) => join(dir, name);
// git reads no configuration but the repository's own (none here): the hint is the files' alone.
const env = { PATH: process.env.PATH ?? '', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
// Paths absolute: the CLI in this process reads files where the process is.
const cli = ([command, ...args]: string[]) => runInProcess([command!, '--lock', p('mcp-tools.lock'), ...args], env, dir);
const toCrlf = (file: string) => writeFileSync(file, readFileSync(file, 'utf8').replace(/\n/g, '\r\n'));
const HINT = 'note: a Windows checkout';

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-crlf-'));
  writeFileSync(p('docs.json'), JSON.stringify(snapshotOf('docs', docsTools())));
  const pinned = await cli(['lock', '--snapshot', p('docs.json'), '--snapshot-dir', p('snapshots')]);
  expect(pinned).toMatchObject({ code: 0, stderr: '' });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a lock checked out with CRLF line ends', () => {
  it('checks as matched, with its reviewed snapshots CRLF too; the LF lock is the twin', async () => {
    const lf = await cli(['check', '--snapshot', p('docs.json'), '--snapshot-dir', p('snapshots')]);
    toCrlf(p('mcp-tools.lock'));
    for (const f of readdirSync(p('snapshots'))) toCrlf(join(p('snapshots'), f));
    toCrlf(p('docs.json'));
    const crlf = await cli(['check', '--snapshot', p('docs.json'), '--snapshot-dir', p('snapshots')]);
    expect(crlf).toEqual(lf);
    expect(crlf.stdout).toContain('server "docs": matched');
  });

  it("gives a check's SARIF the same lines of the lock as the LF lock does", async () => {
    const changed = withTool(docsTools(), 'search', (t) => void (t.description = 'Search, and more'));
    writeFileSync(p('changed.json'), JSON.stringify(snapshotOf('docs', changed)));
    const sarifOf = async (out: string) => {
      await cli(['check', '--snapshot', p('changed.json'), '--sarif', p(out)]);
      return JSON.parse(readFileSync(p(out), 'utf8')).runs[0].results.map((r: { locations: unknown }) => r.locations);
    };
    const lf = await sarifOf('lf.sarif');
    toCrlf(p('mcp-tools.lock'));
    expect(await sarifOf('crlf.sarif')).toEqual(lf);
    expect(JSON.stringify(lf)).toMatch(/"startLine":([2-9]|\d\d)/);
  });

  it('is left as it is by lock (unchanged), which prints the .gitattributes lines once', async () => {
    toCrlf(p('mcp-tools.lock'));
    const before = readFileSync(p('mcp-tools.lock'));
    const r = await cli(['lock', '--snapshot', p('docs.json'), '--snapshot-dir', p('snapshots')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`${p('mcp-tools.lock')} unchanged\n`);
    expect(readFileSync(p('mcp-tools.lock')).equals(before)).toBe(true);
    expect(r.stdout.split(HINT).length - 1).toBe(1);
    expect(r.stdout).toMatch(/\.gitattributes:\n {2}mcp-tools\.lock text eol=lf\n {2}snapshots\/\*\.snapshot\.json text eol=lf\n$/);
    const json = await cli(['lock', '--snapshot', p('docs.json'), '--json']);
    expect(JSON.parse(json.stdout).gitattributes).toEqual(['mcp-tools.lock text eol=lf']);
  });

  it('(twin) an LF lock outside a Windows checkout gets no hint', async () => {
    const r = await cli(['lock', '--snapshot', p('docs.json'), '--snapshot-dir', p('snapshots')]);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain(HINT);
    expect(JSON.parse((await cli(['lock', '--snapshot', p('docs.json'), '--json'])).stdout).gitattributes).toBeUndefined();
  });
});

describe('a lock with a carriage return that ends no line', () => {
  const lockWith = (edit: (text: string) => string) => writeFileSync(p('mcp-tools.lock'), edit(readFileSync(p('mcp-tools.lock'), 'utf8')));

  it('is refused by check and lock (INVALID_LOCK) when the CR stands between tokens', async () => {
    lockWith((t) => t.replace('"lockfileVersion": 1', '"lockfileVersion":\r 1'));
    for (const args of [
      ['check', '--snapshot', p('docs.json')],
      ['lock', '--snapshot', p('docs.json')],
    ]) {
      const r = await cli(args);
      expect({ code: r.code, error: r.error }).toEqual({ code: 2, error: 'INVALID_LOCK' });
      expect(r.stderr).toContain('line 2: a carriage return');
    }
  });

  it('is refused when the CR is inside a string, among CRLF line ends', async () => {
    lockWith((t) => t.replace('"docs"', '"do\rcs"').replace(/\n/g, '\r\n'));
    const r = await cli(['check', '--snapshot', p('docs.json')]);
    expect({ code: r.code, error: r.error }).toEqual({ code: 2, error: 'INVALID_LOCK' });
  });
});

describe('a git checkout with core.autocrlf', () => {
  it('gets the hint for an LF lock too; a repository that already keeps the lock LF does not', async () => {
    runGit(['init', '-q']);
    runGit(['config', 'core.autocrlf', 'true']);
    const r = await cli(['lock', '--snapshot', p('docs.json')]);
    expect(r.stdout.split(HINT).length - 1).toBe(1);
    writeFileSync(p('.gitattributes'), 'mcp-tools.lock text eol=lf\n');
    expect((await cli(['lock', '--snapshot', p('docs.json')])).stdout).not.toContain(HINT);
  });
});

function runGit(args: string[]) {
  const r = spawnSync('git', args, { cwd: dir, env: { ...env, HOME: dir }, encoding: 'utf8', timeout: 10_000 });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
}
