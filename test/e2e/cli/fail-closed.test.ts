import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSnapshot } from '../../../src/core/snapshot/snapshot.js';
import { runCheck } from '../../../src/run/check.js';
import { CLI } from '../../support/paths.js';
import { runCliProcess } from '../../support/run-process.js';
import { GUARD_SERVER, pinServer } from '../../guard/guard-support.js';

/**
 * Nothing fails open on the command line: a lock named with --lock that is not there is an error (exit 2),
 * only the default lock may be absent (said once); a lock that is a FIFO, /dev/zero or a folder is refused
 * unread, never waited on; --env, --cwd and --header are refused where they would be ignored; trust says
 * when a wrapped server's guard reads a lock that does not exist. Each hostile case beside its twin.
 */
let dir: string;
const p = (name: string) => join(dir, name);
const node = process.execPath;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-fail-closed-'));
  execFileSync('mkfifo', [p('lock.fifo')]);
  mkdirSync(p('a-folder'));
  writeFileSync(
    p('s.json'),
    JSON.stringify(
      buildSnapshot({
        server: 'docs',
        transport: 'stdio',
        protocolVersion: '2025-11-25',
        serverInfo: { name: 'docs', version: '1' },
        pages: 1,
        tools: [{ name: 'search', inputSchema: { type: 'object' } }],
      }),
    ),
  );
  const locked = await runCliProcess(['lock', '--snapshot', 's.json', '--lock', 'pinned.lock'], { cwd: dir });
  if (locked.code !== 0) throw new Error(`setup: ${locked.stderr}`);
  writeFileSync(p('.mcp.json'), JSON.stringify({ mcpServers: { docs: { command: node, args: [GUARD_SERVER, p('calls.log')] } } }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cli = (args: string[], cwd = dir) => runCliProcess(args, { cwd, timeoutMs: 20_000 });

describe('check: a named lock must be there, and be a file', () => {
  it('--lock naming a file that does not exist: exit 2, even under --on-change fail (was: exit 0, "every server is unpinned")', async () => {
    const r = await cli(['check', '--snapshot', 's.json', '--lock', 'mcp-tools.lokc', '--on-change', 'fail']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `toolseal: IO_ERROR: cannot read ${p('mcp-tools.lokc')}: no such file (named by --lock; only the default mcp-tools.lock may be absent)\n`,
    );
  });

  it('the twin: the lock that is there is read (matched, exit 0)', async () => {
    const r = await cli(['check', '--snapshot', 's.json', '--lock', 'pinned.lock', '--on-change', 'fail']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain('matched');
  });

  it('the default lock absent: exit 0, one notice line', async () => {
    mkdirSync(p('empty'), { recursive: true });
    const r = await cli(['check', '--snapshot', p('s.json')], p('empty'));
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter(Boolean)).toEqual([
      `toolseal check: no lock file at ${join(p('empty'), 'mcp-tools.lock')}: every server is unpinned`,
    ]);
  });

  it.each([
    ['a FIFO (no writer: the read would hang)', 'lock.fifo', 'a FIFO, not a regular file'],
    ['/dev/zero (the read would never end)', '/dev/zero', 'a character device, not a regular file'],
    ['a folder', 'a-folder', 'a folder, not a regular file'],
  ])('--lock naming %s: exit 2 with the path and why, at once', async (_what, lock, why) => {
    const r = await cli(['check', '--snapshot', 's.json', '--lock', lock]);
    expect([r.code, r.signal]).toEqual([2, null]);
    expect(r.stderr).toContain(`IO_ERROR: cannot read ${lock.startsWith('/') ? lock : p(lock)}: ${why}`);
  });

  it('a FIFO or a device named as --snapshot, --config, --bundle or --trusted-root is refused the same way', async () => {
    const runs = await Promise.all([
      cli(['check', '--snapshot', 'lock.fifo']),
      cli(['check', '--config', 'lock.fifo', '--all']),
      cli(['verify', '--bundle', 'lock.fifo', '--snapshot', 's.json', '--offline', '--certificate-identity', 'x']),
      cli(['verify', '--bundle', 's.json', '--snapshot', 's.json', '--trusted-root', '/dev/zero', '--certificate-identity', 'x']),
    ]);
    for (const r of runs) {
      expect([r.code, r.signal]).toEqual([2, null]);
      expect(r.stderr).toMatch(/IO_ERROR: cannot read \S+: a (FIFO|character device), not a regular file/);
    }
  });

  it("the action's lock input: a path other than the default must exist; the default may be absent", async () => {
    const server = { kind: 'snapshot' as const, file: p('s.json') };
    await expect(runCheck({ server, lockFile: 'elsewhere.lock', lockNamedBy: 'the lock input', cwd: dir })).rejects.toThrow(
      /named by the lock input/,
    );
    const fine = await runCheck({ server, lockFile: 'mcp-tools.lock', lockNamedBy: undefined, cwd: dir });
    expect(fine.lockFound).toBe(false);
  });
});

describe('server flags are applied or refused, never ignored', () => {
  it.each([
    [['--env', 'MODE=widen'], '--env apply to a stdio server given after --, not to --config'],
    [['--cwd', '/tmp'], '--cwd apply to a stdio server given after --, not to --config'],
    [['--header', 'Authorization: Bearer x'], '--header apply to a --url server, not to --config'],
  ])('check --config C --server s %j: USAGE (exit 2)', async (flag, says) => {
    const r = await cli(['check', '--config', '.mcp.json', '--server', 'docs', ...flag]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`USAGE: ${says}`);
  });

  it('--env with --snapshot or --url is refused too; --header with a stdio server too', async () => {
    expect((await cli(['check', '--snapshot', 's.json', '--env', 'A=1'])).code).toBe(2);
    expect((await cli(['check', '--url', 'http://127.0.0.1:9/mcp', '--env', 'A=1'])).code).toBe(2);
    expect((await cli(['check', '--header', 'X-A: 1', '--', node, GUARD_SERVER, p('calls.log')])).code).toBe(2);
  });

  it('--server-id with --snapshot or --config is refused (exit 2), never ignored; the twin with a stdio server is below', async () => {
    const snap = await cli(['check', '--snapshot', 's.json', '--server-id', 'other']);
    expect([snap.code, snap.stderr]).toEqual([
      2,
      expect.stringMatching(/USAGE: --server-id names a --url or stdio server, not --snapshot/),
    ]);
    const config = await cli(['check', '--config', 'none.json', '--server', 'x', '--server-id', 'other']);
    expect([config.code, config.stderr]).toEqual([
      2,
      expect.stringMatching(/USAGE: --server-id names a --url or stdio server, not --config/),
    ]);
  });

  it('the twin: --env and --cwd with a stdio server after -- are applied (the server runs, exit 0)', async () => {
    // The id is pinned first (deliberately, as NOT_PINNED asks): an id a lock does not pin while it pins
    // others is exit 1 whatever the flags, so a lock pinning only docs would hide what this twin shows.
    const server = ['--server-id', 'other', '--', node, GUARD_SERVER, p('calls.log')];
    const pinned = await cli(['lock', '--lock', 'other.lock', ...server]);
    expect([pinned.code, pinned.stderr]).toEqual([0, '']);
    const r = await cli(['check', '--env', 'TOOLSEAL_TEST_X=1', '--cwd', dir, '--lock', 'other.lock', ...server]);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain('matched');
  });
});

describe('guard: the lock it reads', () => {
  const upstream = (): string[] => ['--', node, GUARD_SERVER, p('calls.log')];

  it.each([
    ['a path that does not exist', 'missing.lock', 'no such file (named by --lock'],
    ['a FIFO', 'lock.fifo', 'a FIFO, not a regular file'],
    ['/dev/zero', '/dev/zero', 'a character device, not a regular file'],
  ])('--lock naming %s: exit 2 at once, no server served (was: every tool served, or a hang)', async (_what, lock, why) => {
    const r = await cli(['guard', '--lock', lock, ...upstream()]);
    expect([r.code, r.signal]).toEqual([2, null]);
    expect(r.stderr).toContain(`IO_ERROR: cannot read ${lock.startsWith('/') ? lock : p(lock)}: ${why}`);
    expect(r.stdout).toBe('');
  });

  it('the default lock absent: one WARN line saying the lock is missing (with --unpinned block, that every list is blocked)', async () => {
    mkdirSync(p('guard-empty'), { recursive: true });
    const lockFile = join(p('guard-empty'), 'mcp-tools.lock');
    const allow = await cli(['guard', ...upstream()], p('guard-empty'));
    expect(allow.stderr.split('\n').filter((l) => l.includes('WARN'))).toEqual([
      `toolseal guard: WARN: no lock file at ${lockFile}: the lock is missing, so this server is unpinned and every tool is served`,
    ]);
    const block = await cli(['guard', '--unpinned', 'block', ...upstream()], p('guard-empty'));
    expect(block.stderr.split('\n').filter((l) => l.includes('WARN'))).toEqual([
      `toolseal guard: WARN: no lock file at ${lockFile}: the lock is missing, so this server is unpinned and --unpinned block blocks every list (NOT_PINNED)`,
    ]);
  });

  it('the twin: a default lock that is there gives no WARN line', async () => {
    mkdirSync(p('guard-pinned'), { recursive: true });
    await pinServer(join(p('guard-pinned'), 'mcp-tools.lock'), p('calls.log'));
    const r = await cli(['guard', ...upstream()], p('guard-pinned'));
    expect(r.stderr).not.toContain('WARN');
  });
});

describe('trust: a wrapped server whose guard reads a missing lock is not guarded', () => {
  let config: string;
  beforeAll(async () => {
    mkdirSync(p('trust'), { recursive: true });
    config = join(p('trust'), '.mcp.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { docs: { command: node, args: [GUARD_SERVER, p('calls.log')] } } }));
    const lock = join(p('trust'), 'pins.lock');
    expect((await cli(['lock', '--lock', lock, '--config', config, '--server', 'docs'])).code).toBe(0);
    expect(
      (await cli(['wrap', '--config', config, '--toolseal-command', `${node} ${CLI}`, '--lock', join(p('trust'), 'guard.lock'), '--write']))
        .code,
    ).toBe(0);
  });

  it('says "lock missing" (was: matched and guarded)', async () => {
    const r = await cli(['trust', '--config', config, '--lock', join(p('trust'), 'pins.lock'), '--json']);
    expect(r.code).toBe(0);
    const [row] = (JSON.parse(r.stdout) as { rows: Array<Record<string, unknown>> }).rows;
    expect(row).toMatchObject({ id: 'docs', pinState: 'matched', guarded: false, guardLock: 'missing' });
    const text = await cli(['trust', '--config', config, '--lock', join(p('trust'), 'pins.lock')]);
    expect(text.stdout).toMatch(/^"docs"\s+stdio\s+matched\s.*no \(lock missing\)$/m);
    expect(text.stdout).toContain('"docs": wrapped, but the lock its guard reads does not exist: the guard pins nothing');
  });

  it("the twin: once the guard's lock is there, the server is guarded", async () => {
    writeFileSync(join(p('trust'), 'guard.lock'), readFileSync(join(p('trust'), 'pins.lock')));
    const r = await cli(['trust', '--config', config, '--lock', join(p('trust'), 'pins.lock'), '--json']);
    const [row] = (JSON.parse(r.stdout) as { rows: Array<Record<string, unknown>> }).rows;
    expect(row).toMatchObject({ id: 'docs', guarded: true, guardLock: 'found' });
  });

  it('trust --lock naming a file that does not exist: exit 2', async () => {
    const r = await cli(['trust', '--config', config, '--lock', join(p('trust'), 'nope.lock')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no such file (named by --lock');
  });
});
