// `--config FILE --all`: one server's failure never stops the others. `lock --all` pins the servers that
// worked, names every failure, and exits with the worst code (3, then 4, then 2, then 1); an entry marked
// `"disabled": true` is reported as skipped and never started.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXIT, worstExitCode } from '../../src/core/errors.js';
import { parseLock } from '../../src/core/lock/lock-read.js';
import { RAW_SERVER } from '../mcp/helpers.js';
import { runInProcess } from '../support/run-cli-in-process.js';

const node = process.execPath;
let dir: string;
const p = (name: string) => join(dir, name);
const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };

beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-all-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const ok = (pages = '1') => ({ command: node, args: [RAW_SERVER, 'pages', pages, '1'] });
/** Started, it would leave a file: proof that a disabled entry never ran. */
const marker = () => ({ command: node, args: ['-e', `require('fs').writeFileSync(${JSON.stringify(p('started'))}, 'x')`], disabled: true });

function config(servers: Record<string, unknown>): string {
  writeFileSync(p('.mcp.json'), JSON.stringify({ mcpServers: servers }));
  return p('.mcp.json');
}
const pinned = () => Object.keys(parseLock(readFileSync(p('mcp-tools.lock'), 'utf8'), 'lock').servers).sort();
const lockAll = (file: string, ...more: string[]) =>
  runInProcess(['lock', '--config', file, '--all', '--lock', p('mcp-tools.lock'), ...more], env, dir);

describe('lock --config --all with failing servers', () => {
  it('pins the servers that worked, names every failure, exit 4 (an incomplete snapshot over invalid input)', async () => {
    const file = config({
      bad: { command: node, envFile: '.env' }, // INVALID_CONFIG (2), listed first
      one: ok('1'),
      broken: { command: p('no-such-command') }, // SNAPSHOT_INCOMPLETE (4)
      two: ok('2'),
    });
    const r = await lockAll(file);
    expect(r.code).toBe(EXIT.SNAPSHOT_INCOMPLETE);
    expect(pinned()).toEqual(['one', 'two']);
    // Each error once, in the report; stderr names the servers in the one line of the code.
    expect(r.stdout).toMatch(/^server "bad": not pinned \(INVALID_CONFIG\): /m);
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^toolseal: SNAPSHOT_INCOMPLETE: 2 servers could not be snapshotted, so not pinned: "bad", "broken"/),
    ]);
    expect(r.stdout).toContain('server "one": added');
    expect(r.stdout).toContain('server "broken": not pinned (SNAPSHOT_INCOMPLETE)');
  });

  it('with --json: every failure with its code, and the pins written', async () => {
    const r = await lockAll(config({ one: ok(), broken: { command: p('no-such-command') } }), '--json');
    expect(r.code).toBe(EXIT.SNAPSHOT_INCOMPLETE);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({
      written: true,
      exitCode: 4,
      code: 'SNAPSHOT_INCOMPLETE',
      failures: [{ serverId: 'broken', code: 'SNAPSHOT_INCOMPLETE' }],
    });
    expect(doc.servers.map((s: { serverId: string }) => s.serverId)).toEqual(['one']);
  });

  it('only invalid entries beside working ones: the working ones pinned, exit 2', async () => {
    const r = await lockAll(config({ one: ok(), bad: { command: node, envFile: '.env' } }));
    expect(r.code).toBe(EXIT.INVALID_INPUT);
    expect(pinned()).toEqual(['one']);
  });

  it('control: every server works: all pinned, exit 0, no error line', async () => {
    const r = await lockAll(config({ one: ok('1'), two: ok('2') }));
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(pinned()).toEqual(['one', 'two']);
  });

  it('control: one server named with --server still fails alone, and nothing is written', async () => {
    const file = config({ one: ok(), broken: { command: p('no-such-command') } });
    const r = await runInProcess(['lock', '--config', file, '--server', 'broken', '--lock', p('mcp-tools.lock')], env, dir);
    expect(r.code).toBe(EXIT.SNAPSHOT_INCOMPLETE);
    expect(r.error).toBe('SNAPSHOT_INCOMPLETE');
    expect(existsSync(p('mcp-tools.lock'))).toBe(false);
  });
});

describe('"disabled": true in a config entry', () => {
  it('lock --all reports it skipped and never starts it', async () => {
    const r = await lockAll(config({ one: ok(), off: marker() }));
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain('server "off": skipped (disabled in the config, not started)');
    expect(pinned()).toEqual(['one']);
    expect(existsSync(p('started'))).toBe(false);
  });

  it('control: the same entry with "disabled": false is started', async () => {
    const r = await lockAll(config({ one: ok(), off: { ...marker(), disabled: false } }));
    // It starts (and leaves its file), then fails to speak MCP.
    expect(existsSync(p('started'))).toBe(true);
    expect(r.code).toBe(EXIT.SNAPSHOT_INCOMPLETE);
    expect(pinned()).toEqual(['one']);
  });

  it('check --all and snapshot --all skip it too; a pin of it is not reported missing', async () => {
    const file = config({ one: ok(), off: { ...ok(), disabled: true } });
    // Pin both first (off enabled), then disable it.
    writeFileSync(p('both.json'), JSON.stringify({ mcpServers: { one: ok(), off: ok() } }));
    expect((await runInProcess(['lock', '--config', p('both.json'), '--all', '--lock', p('mcp-tools.lock')], env, dir)).code).toBe(0);
    const c = await runInProcess(['check', '--config', file, '--all', '--lock', p('mcp-tools.lock'), '--on-change', 'fail'], env, dir);
    expect(c.code).toBe(0);
    expect(c.stdout).toContain('server "off": skipped (disabled in the config, not started)');
    expect(c.stdout).not.toContain('missing');
    const s = await runInProcess(['snapshot', '--config', file, '--all', '--out', p('snaps')], env, dir);
    expect(s.code).toBe(0);
    expect(s.stderr).toContain('off: skipped (disabled in the config, not started)');
  });

  it('trust lists no row for it and never starts it; guard refuses it by name (exit 2)', async () => {
    const file = config({ one: ok(), off: marker() });
    const t = await runInProcess(['trust', '--config', file, '--json'], env, dir);
    expect(t.code).toBe(0);
    expect((JSON.parse(t.stdout) as { rows: Array<{ id: string }> }).rows.map((r) => r.id)).toEqual(['one']);
    const g = await runInProcess(['guard', '--config', file, '--server', 'off'], env, dir);
    expect([g.code, g.error]).toEqual([EXIT.INVALID_INPUT, 'INVALID_CONFIG']);
    expect(existsSync(p('started'))).toBe(false);
  });

  it('named with --server, it is refused (exit 2), not started', async () => {
    const r = await runInProcess(
      ['lock', '--config', config({ off: marker() }), '--server', 'off', '--lock', p('mcp-tools.lock')],
      env,
      dir,
    );
    expect(r.code).toBe(EXIT.INVALID_INPUT);
    expect(r.error).toBe('INVALID_CONFIG');
    expect(existsSync(p('started'))).toBe(false);
  });
});

describe('check --config --all with several failures', () => {
  it('exits with the worst failure, not the first listed (4 over 2)', async () => {
    const r = await runInProcess(
      ['check', '--config', config({ bad: { command: node, envFile: '.env' }, broken: { command: p('no-such-command') } }), '--all'],
      env,
      dir,
    );
    expect(r.code).toBe(EXIT.SNAPSHOT_INCOMPLETE);
    expect(r.stdout).toContain('server "bad": not snapshotted (INVALID_CONFIG)');
  });
});

describe("check --config --all with one server's reviewed snapshot unreadable", () => {
  // The reviewed snapshot is read where a server changed (its kinds need it); "two" lists another page after the pin.
  it('that server, changed, fails (INVALID_JSON), the others are still checked', async () => {
    expect((await lockAll(config({ one: ok('1'), two: ok('2') }), '--snapshot-dir', p('snaps'))).code).toBe(0);
    writeFileSync(p('snaps/two.snapshot.json'), '{ not json');
    const file = config({ one: ok('1'), two: ok('3') });
    const r = await runInProcess(
      ['check', '--config', file, '--all', '--lock', p('mcp-tools.lock'), '--snapshot-dir', p('snaps')],
      env,
      dir,
    );
    expect(r.code).toBe(EXIT.INVALID_INPUT);
    expect(r.stdout).toContain('server "one": matched');
    expect(r.stdout).toContain('server "two": not snapshotted (INVALID_JSON)');
  });

  it('twin: that server unchanged (matched) has nothing to classify: its reviewed snapshot is not read, and the run passes', async () => {
    const file = config({ one: ok('1'), two: ok('2') });
    expect((await lockAll(file, '--snapshot-dir', p('snaps'))).code).toBe(0);
    writeFileSync(p('snaps/two.snapshot.json'), '{ not json');
    const r = await runInProcess(
      ['check', '--config', file, '--all', '--lock', p('mcp-tools.lock'), '--snapshot-dir', p('snaps')],
      env,
      dir,
    );
    expect([r.code, r.error]).toEqual([0, undefined]);
    expect(r.stdout).toContain('server "two": matched');
  });

  it('control: one server named with --server still fails the run with that error', async () => {
    expect((await lockAll(config({ one: ok('1'), two: ok('2') }), '--snapshot-dir', p('snaps'))).code).toBe(0);
    writeFileSync(p('snaps/two.snapshot.json'), '{ not json');
    const file = config({ one: ok('1'), two: ok('3') });
    const r = await runInProcess(
      ['check', '--config', file, '--server', 'two', '--lock', p('mcp-tools.lock'), '--snapshot-dir', p('snaps')],
      env,
      dir,
    );
    expect([r.code, r.error]).toEqual([EXIT.INVALID_INPUT, 'INVALID_JSON']);
  });
});

describe('worstExitCode', () => {
  it('orders a widening, then an incomplete snapshot, then invalid input, then a failed check', () => {
    expect(worstExitCode([1, 2, 4, 3])).toBe(3);
    expect(worstExitCode([1, 2, 4])).toBe(4);
    expect(worstExitCode([1, 2])).toBe(2);
    expect(worstExitCode([0, 1])).toBe(1);
    expect(worstExitCode([])).toBe(0);
  });
});

describe("--all: one server's error printed once, its quotes not escaped a second time", () => {
  // A command whose path holds a quote: the error quotes it once (\"), never as \\\" inside a quoted message.
  const quoted = () => config({ one: ok('1'), 'q"s': { command: p('no "such" command') } });
  const once = (out: string, needle: string) => out.split(needle).length - 1;

  for (const [name, args] of [
    ['check', ['check', '--config', '', '--all']],
    ['lock', ['lock', '--config', '', '--all', '--lock', '']],
  ] as const) {
    it(`${name}: the error is in the report once, stderr names the server once (hostile: a quote in the command)`, async () => {
      const file = quoted();
      const argv = args.map((a, i) => (a === '' ? (i === 2 ? file : p('mcp-tools.lock')) : a));
      const r = await runInProcess(argv, env, dir);
      expect(r.code).toBe(EXIT.SNAPSHOT_INCOMPLETE);
      const all = r.stdout + r.stderr;
      expect(once(all, 'cannot start')).toBe(1);
      expect(all).not.toContain('\\\\\\"');
      expect(all).not.toContain('\\\\"');
      expect(r.stdout).toContain('cannot start "' + p('no \\"such\\" command') + '"');
      expect(r.stderr.split('\n').filter((l) => /^toolseal: [A-Z_]+:/.test(l))).toHaveLength(1);
      expect(r.stderr).toContain('"q\\"s"');
    });
  }

  it('twin: a run with no failure prints no error line at all', async () => {
    const r = await runInProcess(['check', '--config', config({ one: ok('1') }), '--all'], env, dir);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toMatch(/^toolseal: [A-Z_]+:/m);
  });
});
