// The lifetime of a stdio server's tree, read through `ps` as on macOS (no /proc): ServerProcess with
// `treeSource: 'ps'`, on Linux (procps takes the same `ps -A -o` form), without a PID namespace (the kernel
// would end the tree itself), over the limits fixture server. The cases of server-process.test.ts that ps
// can tell: the double-forked daemon (by the mark in its environment), a setsid child, a helper left by a
// server that exited, each beside its bystander twin. (A daemon tied to the server only by its session or
// a pipe it holds is found from /proc alone: ps on macOS shows neither.)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { containment, resetContainment } from '../../../src/mcp/process/pid-namespace.js';
import { ServerProcess, type ServerCommand, type ServerProcessEvents } from '../../../src/mcp/process/server-process.js';
import { FIXTURES } from '../../support/paths.js';
import { isRunning, waitUntil } from '../helpers.js';

const LIMITS_SERVER = join(FIXTURES, 'servers', 'limits-stdio-server.mjs');
const command = (mode: string, ...args: string[]): ServerCommand => ({ command: process.execPath, args: [LIMITS_SERVER, mode, ...args] });
const linux = process.platform === 'linux' ? describe : describe.skip;

let dir: string;
let pidFile: string;
const started: ChildProcess[] = [];
const closers: Array<() => Promise<void>> = [];
beforeAll(() => {
  // Sampling, as on macOS: no unshare, so no PID namespace does the work.
  resetContainment(join(tmpdir(), 'toolseal-no-such-unshare'));
});
afterAll(() => resetContainment());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-server-process-ps-'));
  pidFile = join(dir, 'pid');
});
afterEach(async () => {
  for (const close of closers.splice(0)) await close().catch(() => {});
  for (const c of started.splice(0)) if (c.pid !== undefined && isRunning(c.pid)) c.kill('SIGKILL');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    if (pid > 0 && isRunning(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(dir, { recursive: true, force: true });
});

async function pidIn(file: string): Promise<number> {
  expect(await waitUntil(() => existsSync(file) && readFileSync(file, 'utf8') !== '', 10_000)).toBe(true);
  return Number(readFileSync(file, 'utf8'));
}

const noEvents = () => ({ stdout: () => {}, stderr: () => {} });
function psServer(mode: string, events: ServerProcessEvents = noEvents()): ServerProcess {
  const server = new ServerProcess(command(mode, pidFile), events, { afterExitMs: 250, treeSource: 'ps' });
  closers.push(() => server.close());
  return server;
}

linux('ServerProcess, its tree read through ps (as on macOS), closed, leaves nothing behind (Linux procps)', () => {
  it('runs without a PID namespace (sampling)', () => {
    expect(containment().kind).toBe('sampling');
  });

  it('closed, the double-forked daemon (re-parented away, in a session of its own) is gone: found by its mark through ps', async () => {
    const server = psServer('daemon');
    await server.start();
    const daemon = await pidIn(pidFile);
    expect(isRunning(daemon)).toBe(true);
    await server.close();
    expect(isRunning(daemon)).toBe(false);
    expect(server.exitStatus).toEqual({ code: 0, signal: null });
  });

  it('the twin: a process the server did not start, in a session of its own too, keeps running', async () => {
    const bystander = spawn('sleep', ['1000'], { stdio: 'ignore', detached: true });
    started.push(bystander);
    const server = psServer('daemon');
    await server.start();
    await pidIn(pidFile);
    await server.close();
    expect(isRunning(bystander.pid!)).toBe(true);
  });

  it("closed, a child that left the server's group (setsid) while the server runs is gone: a descendant by ps", async () => {
    const server = psServer('setsid');
    await server.start();
    const child = await pidIn(pidFile);
    expect(isRunning(child)).toBe(true);
    await server.close();
    expect(isRunning(child)).toBe(false);
  });

  it("the twin: a child in the server's own group ends with the group", async () => {
    const server = psServer('child');
    await server.start();
    const child = await pidIn(pidFile);
    await server.close();
    expect(isRunning(child)).toBe(false);
  });

  it('a server that exits by itself is told once (its code), and its setsid helper, left running, ends at close', async () => {
    const ended: Array<[number | null, string | null]> = [];
    const server = psServer('setsid-exit', { ...noEvents(), ended: (c, s) => ended.push([c, s]) });
    await server.start();
    const helper = await pidIn(pidFile);
    expect(await waitUntil(() => ended.length > 0, 5000)).toBe(true);
    expect(ended).toEqual([[0, null]]);
    expect(isRunning(helper)).toBe(true);
    await server.close();
    expect(isRunning(helper)).toBe(false);
  });

  it('the twin: a server without descendants exits by itself on its stdin end, before any signal', async () => {
    const server = psServer('plain');
    await server.start();
    const pid = server.pid!;
    await server.close();
    expect(server.exitStatus).toEqual({ code: 0, signal: null });
    expect(isRunning(pid)).toBe(false);
  });

  it('a server deaf to its stdin end and to SIGTERM is killed by SIGKILL', async () => {
    const server = psServer('deaf');
    await server.start();
    const pid = server.pid!;
    await server.close();
    expect(server.exitStatus).toEqual({ code: null, signal: 'SIGKILL' });
    expect(isRunning(pid)).toBe(false);
  });
});
