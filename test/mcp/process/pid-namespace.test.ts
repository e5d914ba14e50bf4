// The PID namespace a stdio server starts in (pid-namespace.ts, used by ServerProcess): on Linux where
// `unshare` runs one, the server is its first process, and when the server ends the kernel ends every
// process left in it, a daemon that left the server's session, stdio, environment and parent within a
// millisecond too (nothing is sampled). Where it does not run (the probe pointed at an unshare that is not
// there), the fallback is the sampling of /proc, and it says so. Real processes: the limits fixture server.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioUpstream } from '../../../src/guard/upstream/stdio.js';
import { containment, containmentText, launchOf, resetContainment } from '../../../src/mcp/process/pid-namespace.js';
import { ServerSecrets } from '../../../src/mcp/server/secret-values.js';
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
const noEvents = () => ({ stdout: () => {}, stderr: () => {} });

let dir: string;
let pidFile: string;
const closers: Array<() => Promise<void>> = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-pid-namespace-'));
  pidFile = join(dir, 'pid');
});
afterEach(async () => {
  for (const close of closers.splice(0)) await close().catch(() => {});
  resetContainment();
  // Whatever a failing test left running: only the process whose pid the fixture wrote down.
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

/** The server's own process once it runs its command: unshare's first child when contained, else the process started. */
async function serverPid(server: ServerProcess): Promise<number> {
  if (containment().kind !== 'pid-namespace') return server.pid!;
  let pid = 0;
  const ready = () => {
    const children = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'latin1').trim();
    pid = Number(children.split(' ')[0]);
    // Forked, and no longer unshare (it has run its command).
    return pid > 0 && readFileSync(`/proc/${pid}/comm`, 'latin1') !== 'unshare\n';
  };
  expect(await waitUntil(ready, 5000)).toBe(true);
  return pid;
}

const pidNamespaceOf = (pid: number) => readlinkSync(`/proc/${pid}/ns/pid`);

/** A JSON-RPC exchange as a host writes it: initialize, then tools/list, one line each. */
const EXCHANGE = [
  {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
  },
  { jsonrpc: '2.0', id: 2, method: 'tools/list' },
]
  .map((m) => JSON.stringify(m) + '\n')
  .join('');

const linux = process.platform === 'linux';
const probe = linux ? containment() : undefined;
const inNamespace = probe?.kind === 'pid-namespace';
const why = !linux ? 'not Linux' : inNamespace ? '' : `this machine gives none: ${containmentText(probe)}`;
const namespaceDescribe = inNamespace ? describe : describe.skip;

namespaceDescribe(`a server in a PID namespace of its own (Linux, where unshare runs one${why ? `; skipped: ${why}` : ''})`, () => {
  it("the server is the first process of a namespace other than toolseal's; a command that cannot be found starts as before", async () => {
    const server = new ServerProcess(command('plain'), noEvents(), { afterExitMs: 250 });
    closers.push(() => server.close());
    await server.start();
    const pid = await serverPid(server);
    expect(pidNamespaceOf(pid)).not.toBe(pidNamespaceOf(process.pid));
    expect(readFileSync(`/proc/${pid}/status`, 'latin1')).toMatch(/^NSpid:\s+\d+\s+1$/m);
    // The twin: not an executable file, so not through unshare (its error is the operating system's, as before).
    expect(launchOf(join(dir, 'missing'), [], process.env, dir).contained).toBe(false);
    writeFileSync(join(dir, 'no-shebang'), 'echo hi\n');
    chmodSync(join(dir, 'no-shebang'), 0o755);
    expect(launchOf('./no-shebang', [], process.env, dir).contained).toBe(false);
    expect(launchOf(node, [], process.env, dir)).toMatchObject({ contained: true, args: expect.arrayContaining(['--', node]) });
    await expect(
      new ServerProcess({ command: join(dir, 'missing'), args: [] }, noEvents(), { afterExitMs: 50 }).start(),
    ).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('a daemon that called setsid, closed its stdio, cleared its environment and was re-parented at once is gone once the server is closed', async () => {
    const server = new ServerProcess(command('daemon-free', pidFile), noEvents(), { afterExitMs: 250 });
    closers.push(() => server.close());
    await server.start();
    const daemon = await pidIn(pidFile);
    expect(isRunning(daemon)).toBe(true);
    // Nothing of the server left on it, once it runs `sleep`: no mark, a session of its own, stdio /dev/null.
    expect(await waitUntil(() => readFileSync(`/proc/${daemon}/comm`, 'latin1') === 'sleep\n', 5000)).toBe(true);
    expect(readFileSync(`/proc/${daemon}/environ`, 'latin1')).toBe('');
    const stat = readFileSync(`/proc/${daemon}/stat`, 'latin1');
    expect(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[3])).toBe(daemon);
    expect([0, 1, 2].map((fd) => readlinkSync(`/proc/${daemon}/fd/${fd}`))).toEqual(['/dev/null', '/dev/null', '/dev/null']);
    await server.close();
    expect(isRunning(daemon)).toBe(false);
  });

  it('the twin: a server with an ordinary child: both ended, and what the server wrote came through byte for byte', async () => {
    // The same server and input without toolseal: the bytes to expect.
    const direct = spawn(node, [LIMITS_SERVER, 'plain'], { stdio: ['pipe', 'pipe', 'ignore'] });
    const expected: Buffer[] = [];
    direct.stdout.on('data', (c: Buffer) => expected.push(c));
    const directEnd = new Promise((r) => direct.once('close', r));
    direct.stdin.end(EXCHANGE);
    await directEnd;

    const chunks: Buffer[] = [];
    const server = new ServerProcess(command('child', pidFile), { stdout: (c) => chunks.push(c), stderr: () => {} }, { afterExitMs: 250 });
    closers.push(() => server.close());
    await server.start();
    const child = await pidIn(pidFile);
    const own = await serverPid(server);
    server.write(EXCHANGE);
    const want = Buffer.concat(expected).toString('latin1').replace('limits-plain', 'limits-child');
    expect(await waitUntil(() => Buffer.concat(chunks).length >= want.length, 10_000)).toBe(true);
    expect(Buffer.concat(chunks).toString('latin1')).toBe(want);
    expect(isRunning(child)).toBe(true);
    await server.close();
    expect(server.exitStatus).toEqual({ code: 0, signal: null });
    expect(isRunning(own)).toBe(false);
    expect(isRunning(child)).toBe(false);
  });

  it("the snapshot's transport and the guard's stdio upstream: closed, the daemon that left everything is gone", async () => {
    const budget = new SnapshotBudget({ ...DEFAULT_LIMITS, timeoutMs: 30_000 }, LABEL);
    const transport = new StdioProcessTransport(command('daemon-free', pidFile), { label: LABEL, secrets: new ServerSecrets(), budget });
    closers.push(() => transport.close());
    const client = new Client({ name: 'pid-namespace-test', version: '1' });
    await client.connect(transport);
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['one', 'two', 'three']);
    const first = await pidIn(pidFile);
    await client.close();
    budget.dispose();
    expect(isRunning(first)).toBe(false);

    rmSync(pidFile);
    const upstream = new StdioUpstream(
      { kind: 'stdio', ...command('daemon-free', pidFile) },
      { data: () => {}, message: () => {}, end: () => {} },
      { label: LABEL, secrets: new ServerSecrets() },
      { stderr: () => {} },
    );
    closers.push(() => upstream.close());
    await upstream.start();
    const second = await pidIn(pidFile);
    expect(isRunning(second)).toBe(true);
    await upstream.close();
    expect(isRunning(second)).toBe(false);
  });

  // The server is its namespace's first process: the kernel gives it SIGTERM only through a handler of its
  // own. Closing waits long at the SIGTERM step here (grace: 120 s, past this test's own limit): close
  // returns in time only if the server is ended at that step.
  const patient = { afterExitMs: 50, grace: (_wanted: number, _reserve: number, floor: number) => (floor === 0 ? 0 : 120_000) };
  const catchesTerm = (pid: number) => () =>
    (BigInt(`0x${/^SigCgt:\s*([0-9a-f]+)$/m.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))![1]}`) & (1n << 14n)) !== 0n;

  it('SIGTERM: a server with no handler for it (which its default action would end) is killed at that step', async () => {
    // `sleep` reads no stdin and handles no signal.
    const server = new ServerProcess({ command: 'sleep', args: ['1000'] }, noEvents(), patient);
    closers.push(() => server.close());
    await server.start();
    expect(catchesTerm(await serverPid(server))()).toBe(false);
    await server.close();
    expect(server.exitStatus).toEqual({ code: null, signal: 'SIGKILL' });
  });

  it('the twin: a server that handles SIGTERM gets it, and exits as its handler says', async () => {
    // Its handler is set before it reads its stdin: set once it has answered.
    const out: Buffer[] = [];
    const server = new ServerProcess(command('stays-term'), { stdout: (c) => out.push(c), stderr: () => {} }, patient);
    closers.push(() => server.close());
    await server.start();
    server.write(EXCHANGE);
    expect(await waitUntil(() => Buffer.concat(out).includes('"id":2'), 10_000)).toBe(true);
    await server.close();
    expect(server.exitStatus).toEqual({ code: 7, signal: null });
  });

  it("Node's own SIGTERM handler (it re-raises SIGTERM, which the kernel drops for a namespace's first process): the server is killed at the SIGKILL step, within close's bound", async () => {
    const server = new ServerProcess(command('stays'), noEvents(), { afterExitMs: 50 });
    closers.push(() => server.close());
    await server.start();
    expect(await waitUntil(catchesTerm(await serverPid(server)), 5000)).toBe(true);
    await server.close();
    expect(server.exitStatus).toEqual({ code: null, signal: 'SIGKILL' });
  });
});

describe("doctor's label of the containment, by platform", () => {
  it('Windows: the tree ended by taskkill is named, not a sampling that does not run there', () => {
    expect(containmentText({ kind: 'sampling', why: 'not Linux' }, 'win32')).toBe(
      'server processes: ended as a tree by taskkill /T /F: a process whose parent ended before the server may outlive it (not Linux)',
    );
  });

  it('its twins: macOS samples (ps), and a namespace is a namespace on any platform', () => {
    expect(containmentText({ kind: 'sampling', why: 'not Linux' }, 'darwin')).toBe(
      'descendants by sampling: a daemon that re-parents within 250 ms may outlive the server (not Linux)',
    );
    expect(containmentText({ kind: 'pid-namespace', unshare: '/usr/bin/unshare', flags: ['--pid'] }, 'linux')).toBe(
      'server processes: PID namespace (every process a server starts ends with it)',
    );
  });
});

(linux ? describe : describe.skip)('without a PID namespace: the sampling of /proc, and it says so (Linux)', () => {
  it("the probe pointed at an unshare that is not there: the fallback is taken, the server runs in toolseal's namespace, the marked daemon is still ended", async () => {
    resetContainment(join(dir, 'no-such-unshare'));
    expect(containment()).toEqual({ kind: 'sampling', why: 'no unshare (util-linux) on PATH' });
    expect(containmentText()).toBe(
      'descendants by sampling: a daemon that re-parents within 250 ms may outlive the server (no unshare (util-linux) on PATH)',
    );
    const server = new ServerProcess(command('daemon', pidFile), noEvents(), { afterExitMs: 250 });
    closers.push(() => server.close());
    await server.start();
    expect(pidNamespaceOf(server.pid!)).toBe(pidNamespaceOf(process.pid));
    const daemon = await pidIn(pidFile);
    expect(isRunning(daemon)).toBe(true);
    await server.close();
    expect(isRunning(daemon)).toBe(false);
  });

  it('the twin: an unshare that runs is probed again and taken (where this machine allows it)', () => {
    resetContainment(join(dir, 'no-such-unshare'));
    expect(containment().kind).toBe('sampling');
    resetContainment();
    expect(containment().kind).toBe(probe!.kind);
  });
});
