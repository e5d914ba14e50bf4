import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../support/paths.js';
import { runCliProcess } from '../../support/run-process.js';

// `toolseal doctor` against real servers started from a real config: the example server wrapped and pinned
// (no problem), and beside it each problem doctor names, one at a time. Runs dist/cli.js.

const EXAMPLE = join(ROOT, 'examples', 'server', 'server.mjs');
type Doctor = {
  node: string;
  problems: number;
  servers: Array<{ id: string; disabled: boolean; checks: Array<{ check: string; ok: boolean; detail: string }> }>;
};

let dir: string;
beforeEach(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'toolseal-doctor-')));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const writeConfig = (servers: Record<string, unknown>) =>
  writeFileSync(join(dir, '.mcp.json'), JSON.stringify({ mcpServers: servers }, null, 2) + '\n');
const cli = (args: string[]) => runCliProcess(args, { cwd: dir, timeoutMs: 120_000 });
const doctor = async (...extra: string[]) => {
  const r = await cli(['doctor', '--json', ...extra]);
  return { code: r.code, stderr: r.stderr, result: JSON.parse(r.stdout) as Doctor };
};
const states = (d: Doctor) => Object.fromEntries(d.servers.map((s) => [s.id, Object.fromEntries(s.checks.map((c) => [c.check, c.ok]))]));

/** The example server, pinned in ./mcp-tools.lock and wrapped by toolseal wrap (its default guard command). */
async function wrappedAndPinned(extra: Record<string, unknown> = {}) {
  writeConfig({ notes: { command: process.execPath, args: [EXAMPLE] }, ...extra });
  expect((await cli(['lock', '--config', '.mcp.json', '--server', 'notes'])).code).toBe(0);
  expect((await cli(['wrap', '--config', '.mcp.json', '--write'])).code).toBe(0);
}

describe('toolseal doctor', () => {
  it('(passing twin) a wrapped, pinned, answering server: every check ok, exit 0, the Node version named', async () => {
    await wrappedAndPinned();
    const d = await doctor();
    expect({ code: d.code, stderr: d.stderr }).toEqual({ code: 0, stderr: '' });
    expect(d.result.node).toBe(process.version);
    expect(states(d.result)).toEqual({
      notes: { wrapped: true, 'guard-starts': true, 'lock-pins': true, 'server-answers': true, 'guard-decides': true },
    });
    const text = await cli(['doctor']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^config .*\nnode v\d+/);
    expect(text.stdout).toContain('no problem found');
  }, 120_000);

  it('names a server that is not wrapped, and one whose lock does not pin it', async () => {
    // "plain" is wrapped but the lock pins only "notes"; "direct" is added after wrap.
    writeConfig({ notes: { command: process.execPath, args: [EXAMPLE] }, plain: { command: process.execPath, args: [EXAMPLE] } });
    expect((await cli(['lock', '--config', '.mcp.json', '--server', 'notes'])).code).toBe(0);
    expect((await cli(['wrap', '--config', '.mcp.json', '--write'])).code).toBe(0);
    const wrapped = (JSON.parse(readFileSync(join(dir, '.mcp.json'), 'utf8')) as { mcpServers: Record<string, unknown> }).mcpServers;
    writeConfig({ ...wrapped, direct: { command: process.execPath, args: [EXAMPLE] } });
    const d = await doctor();
    expect(d.code).toBe(1);
    expect(states(d.result)).toEqual({
      notes: { wrapped: true, 'guard-starts': true, 'lock-pins': true, 'server-answers': true, 'guard-decides': true },
      // The guard blocks "plain" (NOT_PINNED): its own decision, a problem of its own.
      plain: { wrapped: true, 'guard-starts': true, 'lock-pins': false, 'server-answers': true, 'guard-decides': false },
      direct: { wrapped: false, 'server-answers': true },
    });
    expect(d.result.problems).toBe(4); // lock-pins, and NOT_PINNED for each host profile tried (none, roots)
    expect(d.result.servers.find((s) => s.id === 'plain')!.checks.find((c) => c.check === 'lock-pins')!.detail).toMatch(
      /does not pin "plain"$/,
    );
  }, 120_000);

  it('names a guard command that does not start, and a lock that does not exist', async () => {
    writeConfig({ notes: { command: process.execPath, args: [EXAMPLE] } });
    expect(
      (
        await cli([
          'wrap',
          '--config',
          '.mcp.json',
          '--toolseal-command',
          join(dir, 'no-such-toolseal'),
          '--lock',
          'missing.lock',
          '--write',
        ])
      ).code,
    ).toBe(0);
    const d = await doctor();
    expect(d.code).toBe(1);
    expect(states(d.result)).toEqual({
      notes: { wrapped: true, 'guard-starts': false, 'lock-pins': false, 'server-answers': true, 'guard-decides': false },
    });
    const checks = d.result.servers[0]!.checks;
    expect(checks.find((c) => c.check === 'guard-starts')!.detail).toBe('does not start (ENOENT)');
    expect(checks.find((c) => c.check === 'lock-pins')!.detail).toMatch(/missing\.lock does not exist/);
  }, 120_000);

  it('names a server that does not answer, with the line it wrote on stderr before it exited; a disabled one is not started', async () => {
    writeConfig({
      broken: { command: process.execPath, args: ['-e', "console.error('Error: cannot open the notes database'); process.exit(3)"] },
      off: { command: process.execPath, args: ['-e', 'process.exit(9)'], disabled: true },
    });
    const d = await doctor('--timeout', '20');
    expect(d.code).toBe(1);
    const broken = d.result.servers.find((s) => s.id === 'broken')!;
    expect(broken.checks.find((c) => c.check === 'server-answers')).toEqual({
      check: 'server-answers',
      ok: false,
      detail: expect.stringContaining('cannot open the notes database'),
    });
    expect(d.result.servers.find((s) => s.id === 'off')).toEqual({ id: 'off', disabled: true, checks: [] });
  }, 120_000);

  it('(hostile) no config here is a usage error, exit 2', async () => {
    const r = await cli(['doctor']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^toolseal: USAGE: no --config given/);
  });
});
