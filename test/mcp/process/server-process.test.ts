// ServerProcess, the one owner of a stdio server's process, for both its users: the snapshot's transport
// (StdioProcessTransport) and the guard's stdio upstream. Real processes: the limits fixture server, whose
// `daemon` mode double-forks a `sleep` that is re-parented away from it, in a session of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioUpstream } from '../../../src/guard/upstream/stdio.js';
import { ServerSecrets } from '../../../src/mcp/server/secret-values.js';
import { containment } from '../../../src/mcp/process/pid-namespace.js';
import { ServerProcess, type ServerCommand } from '../../../src/mcp/process/server-process.js';
import { DEFAULT_LIMITS } from '../../../src/mcp/server/server-spec.js';
import { SnapshotBudget } from '../../../src/mcp/server/snapshot-budget.js';
import { StdioProcessTransport } from '../../../src/mcp/transport/stdio-source.js';
import { FIXTURES } from '../../support/paths.js';
import { isRunning, waitUntil } from '../helpers.js';

const node = process.execPath;
const LIMITS_SERVER = join(FIXTURES, 'servers', 'limits-stdio-server.mjs');
const command = (mode: string, ...args: string[]): ServerCommand => ({ command: node, args: [LIMITS_SERVER, mode, ...args] });
const LABEL = 'server "limits" (stdio)';

let dir: string;
let pidFile: string;
const started: ChildProcess[] = [];
const closers: Array<() => Promise<void>> = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-server-process-'));
  pidFile = join(dir, 'pid');
});
afterEach(async () => {
  for (const close of closers.splice(0)) await close().catch(() => {});
  // Whatever a failing test left running: only processes whose pid this test wrote down.
  for (const c of started.splice(0)) if (c.pid !== undefined && isRunning(c.pid)) c.kill('SIGKILL');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    if (pid > 0 && isRunning(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(dir, { recursive: true, force: true });
});

/** The pid the fixture wrote (the daemon's, once its middle process is gone). */
async function pidIn(file: string): Promise<number> {
  expect(await waitUntil(() => existsSync(file) && readFileSync(file, 'utf8') !== '', 10_000)).toBe(true);
  return Number(readFileSync(file, 'utf8'));
}

function noEvents() {
  return { stdout: () => {}, stderr: () => {} };
}

const linux = process.platform === 'linux' ? describe : describe.skip;

linux('ServerProcess: a server that leaves a double-forked daemon, closed, leaves nothing behind (Linux)', () => {
  it('closed, the daemon (re-parented away from the server, in a session of its own) is gone', async () => {
    const server = new ServerProcess(command('daemon', pidFile), noEvents(), { afterExitMs: 250 });
    closers.push(() => server.close());
    await server.start();
    const daemon = await pidIn(pidFile);
    expect(isRunning(daemon)).toBe(true);
    await server.close();
    expect(isRunning(daemon)).toBe(false);
    // The server itself exited on its stdin's end (no signal needed); the daemon took the signals.
    expect(server.exitStatus).toEqual({ code: 0, signal: null });
  });

  it.each([
    ['daemon-in-session', "in a process group of its own in the server's session"],
    ['daemon-holds-stderr', "in a session of its own, holding the server's stderr"],
  ])('%s: a daemon without the mark, re-parented away at once, %s: closed, it is gone', async (mode) => {
    const server = new ServerProcess(command(mode, pidFile), noEvents(), { afterExitMs: 250 });
    closers.push(() => server.close());
    await server.start();
    const daemon = await pidIn(pidFile);
    expect(isRunning(daemon)).toBe(true);
    expect(readFileSync(`/proc/${daemon}/environ`, 'latin1')).not.toContain('TOOLSEAL_SERVER_MARK');
    await server.close();
    expect(isRunning(daemon)).toBe(false);
  });

  it("the twin: a process the server did not start, without the mark, in a session of its own, holding a pipe (not the server's), keeps running", async () => {
    const bystander = spawn('sleep', ['1000'], { stdio: ['ignore', 'ignore', 'pipe'], env: { PATH: process.env.PATH }, detached: true });
    started.push(bystander);
    const server = new ServerProcess(command('daemon-in-session', pidFile), noEvents(), { afterExitMs: 250 });
    closers.push(() => server.close());
    await server.start();
    await pidIn(pidFile);
    await server.close();
    expect(isRunning(bystander.pid!)).toBe(true);
  });

  it('the twin: a server without descendants closes cleanly (it exits by itself on its stdin end, before any signal)', async () => {
    const server = new ServerProcess(command('plain'), noEvents(), { afterExitMs: 250 });
    closers.push(() => server.close());
    await server.start();
    const pid = server.pid!;
    expect(isRunning(pid)).toBe(true);
    await server.close();
    // Code 0 and no signal: it ended on its stdin's end, within the grace before any SIGTERM, not by one.
    expect(server.exitStatus).toEqual({ code: 0, signal: null });
    expect(isRunning(pid)).toBe(false);
  });

  it('the twin: a process the server did not start, in a session of its own too, keeps running', async () => {
    const bystander = spawn('sleep', ['1000'], { stdio: 'ignore', detached: true });
    started.push(bystander);
    const server = new ServerProcess(command('daemon', pidFile), noEvents(), { afterExitMs: 250 });
    closers.push(() => server.close());
    await server.start();
    await pidIn(pidFile);
    await server.close();
    expect(isRunning(bystander.pid!)).toBe(true);
  });

  it('a server that exits by itself is told once (its code), and its setsid helper ends with it (PID namespace) or by close', async () => {
    const ended: Array<[number | null, string | null]> = [];
    const server = new ServerProcess(
      command('setsid-exit', pidFile),
      { ...noEvents(), ended: (c, s) => ended.push([c, s]) },
      { afterExitMs: 250 },
    );
    closers.push(() => server.close());
    await server.start();
    const helper = await pidIn(pidFile);
    expect(await waitUntil(() => ended.length > 0, 5000)).toBe(true);
    expect(ended).toEqual([[0, null]]);
    // In a PID namespace the kernel ended it with the server; by sampling, it runs until close.
    expect(isRunning(helper)).toBe(containment().kind !== 'pid-namespace');
    await server.close();
    expect(isRunning(helper)).toBe(false);
  });

  it('the twin: a server ended by close is not told as having exited by itself', async () => {
    const ended: unknown[] = [];
    const server = new ServerProcess(command('plain'), { ...noEvents(), ended: () => ended.push(1) }, { afterExitMs: 50 });
    await server.start();
    await server.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(ended).toEqual([]);
  });
});

linux('both users of ServerProcess end the daemon their server left (Linux)', () => {
  it("the snapshot's transport: the client closed, the daemon is gone", async () => {
    const budget = new SnapshotBudget({ ...DEFAULT_LIMITS, timeoutMs: 30_000 }, LABEL);
    const transport = new StdioProcessTransport(command('daemon', pidFile), { label: LABEL, secrets: new ServerSecrets(), budget });
    closers.push(() => transport.close());
    const client = new Client({ name: 'server-process-test', version: '1' });
    await client.connect(transport);
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['one', 'two', 'three']);
    const daemon = await pidIn(pidFile);
    expect(isRunning(daemon)).toBe(true);
    await client.close();
    expect(isRunning(daemon)).toBe(false);
    budget.dispose();
  });

  it("the guard's stdio upstream: closed, the daemon is gone", async () => {
    const chunks: Buffer[] = [];
    const upstream = new StdioUpstream(
      { kind: 'stdio', ...command('daemon', pidFile) },
      { data: (c) => chunks.push(c), message: () => {}, end: () => {} },
      { label: LABEL, secrets: new ServerSecrets() },
      { stderr: () => {} },
    );
    closers.push(() => upstream.close());
    await upstream.start();
    upstream.forward(Buffer.from('{"jsonrpc":"2.0","id":1,"method":"ping"}\n'), undefined);
    expect(await waitUntil(() => Buffer.concat(chunks).includes('"id":1'), 10_000)).toBe(true);
    const daemon = await pidIn(pidFile);
    expect(isRunning(daemon)).toBe(true);
    await upstream.close();
    expect(isRunning(daemon)).toBe(false);
  });

  it("the guard's stdio upstream: a server that exits by itself, its setsid helper is gone by the time the guard hears of the end", async () => {
    let helperAtEnd: boolean | undefined;
    let code: number | undefined;
    const upstream = new StdioUpstream(
      { kind: 'stdio', ...command('setsid-exit', pidFile) },
      {
        data: () => {},
        message: () => {},
        end: (c) => {
          code = c;
          // The server wrote its helper's pid before it exited.
          const helper = Number(readFileSync(pidFile, 'utf8'));
          helperAtEnd = helper > 0 && isRunning(helper);
        },
      },
      { label: LABEL, secrets: new ServerSecrets() },
      { stderr: () => {} },
    );
    closers.push(() => upstream.close());
    await upstream.start();
    const helper = await pidIn(pidFile);
    expect(await waitUntil(() => code !== undefined, 10_000)).toBe(true);
    expect(code).toBe(0);
    expect(helperAtEnd).toBe(false);
    expect(isRunning(helper)).toBe(false);
  });
});
