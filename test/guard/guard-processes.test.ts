import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, FIXTURES } from '../support/paths.js';
import { isRunning, waitUntil } from '../mcp/helpers.js';

const node = process.execPath;
const LIMITS_SERVER = join(FIXTURES, 'servers', 'limits-stdio-server.mjs');

let dir: string;
const started: ChildProcess[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-guard-proc-'));
});
afterEach(() => {
  // Whatever a failing test left running: only processes whose pid this test wrote down.
  for (const c of started.splice(0)) if (c.pid !== undefined && isRunning(c.pid)) c.kill('SIGKILL');
  const file = join(dir, 'pid');
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid > 0 && isRunning(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(dir, { recursive: true, force: true });
});

/** `toolseal guard -- node limits-stdio-server.mjs MODE FILE`, its stdin left open (the host is there until `end`). */
function guard(mode: string): { child: ChildProcess; exited: Promise<number | null>; pidFile: string } {
  const pidFile = join(dir, 'pid');
  const child = spawn(node, [CLI, 'guard', '--server-id', 'limits', '--', node, LIMITS_SERVER, mode, pidFile], {
    // No lock file in its folder: the default lock, absent (a --lock that does not exist is an error).
    cwd: dir,
    stdio: ['pipe', 'ignore', 'ignore'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
  });
  started.push(child);
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, exited, pidFile };
}

async function pidIn(file: string): Promise<number> {
  expect(await waitUntil(() => existsSync(file) && readFileSync(file, 'utf8') !== '', 10_000)).toBe(true);
  return Number(readFileSync(file, 'utf8'));
}

const linux = process.platform === 'linux' ? describe : describe.skip;

linux('the guard ends every process its server started, for the whole session (Linux)', () => {
  it('a double-forked daemon (re-parented away from the server, in a session of its own) ends with the guard', async () => {
    const g = guard('daemon');
    const pid = await pidIn(g.pidFile);
    expect(isRunning(pid)).toBe(true);
    g.child.stdin!.end();
    expect(await g.exited).toBe(0);
    expect(await waitUntil(() => !isRunning(pid), 5000)).toBe(true);
  });

  it('a setsid helper of a server that exits by itself ends when the guard does', async () => {
    const g = guard('setsid-exit');
    const pid = await pidIn(g.pidFile);
    expect(await g.exited).toBe(0);
    expect(await waitUntil(() => !isRunning(pid), 5000)).toBe(true);
    g.child.stdin!.destroy();
  });

  it('the twin: a process the server did not start, in a session of its own too, keeps running', async () => {
    const bystander = spawn('sleep', ['1000'], { stdio: 'ignore', detached: true });
    started.push(bystander);
    const g = guard('daemon');
    await pidIn(g.pidFile);
    g.child.stdin!.end();
    expect(await g.exited).toBe(0);
    expect(isRunning(bystander.pid!)).toBe(true);
  });
});
