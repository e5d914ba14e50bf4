// Ending a stdio server's tree on Windows (ServerProcess through process-table.ts's taskkill): a server
// started through a .cmd shim is cmd.exe with the server under it, as `npx` is; ending cmd.exe alone
// would leave the server running. Windows only (GitHub's windows runner: Wine 8's taskkill has no /T).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServerProcess } from '../../../src/mcp/process/server-process.js';
import { waitUntil } from '../helpers.js';

const onWindows = process.platform === 'win32' ? describe : describe.skip;

/** Whether a process runs (no /proc here: the signal 0 probe alone). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let dir: string;
const started: ChildProcess[] = [];
const pids: number[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-server-process-windows-'));
});
afterEach(() => {
  for (const pid of pids.splice(0)) if (alive(pid)) process.kill(pid);
  for (const c of started.splice(0)) if (c.pid !== undefined && alive(c.pid)) c.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** A .cmd shim running a node process that writes its pid to `pidFile`; `deaf`: it stays when its stdin ends. */
function shim(pidFile: string, deaf: boolean): string {
  const script = join(dir, 'server.js');
  writeFileSync(
    script,
    `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));\n` +
      (deaf ? 'setInterval(() => {}, 1000);\n' : "process.stdin.resume(); process.stdin.on('end', () => process.exit(0));\n"),
  );
  const file = join(dir, 'srv.cmd');
  writeFileSync(file, `@"${process.execPath}" "${script}" %*\r\n`);
  return file;
}

async function serverPid(pidFile: string): Promise<number> {
  expect(await waitUntil(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8') !== '', 20_000)).toBe(true);
  const pid = Number(readFileSync(pidFile, 'utf8'));
  pids.push(pid);
  return pid;
}

onWindows('ServerProcess on Windows: closing ends the tree under cmd.exe', () => {
  it('a server under a .cmd shim that stays after its stdin ends: closed, it is gone (taskkill /T /F), not only cmd.exe; a process beside it keeps running', async () => {
    const bystander = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    started.push(bystander);
    const pidFile = join(dir, 'pid');
    const server = new ServerProcess(
      { command: shim(pidFile, true), args: [] },
      { stdout: () => {}, stderr: () => {} },
      { afterExitMs: 250 },
    );
    await server.start();
    const inner = await serverPid(pidFile);
    expect(inner).not.toBe(server.pid);
    expect(alive(inner)).toBe(true);
    await server.close();
    expect(await waitUntil(() => !alive(inner), 5000)).toBe(true);
    expect(alive(bystander.pid!)).toBe(true);
  });

  it('the twin: one that exits on its stdin end exits by itself (code 0), before any kill', async () => {
    const pidFile = join(dir, 'pid');
    const server = new ServerProcess(
      { command: shim(pidFile, false), args: [] },
      { stdout: () => {}, stderr: () => {} },
      { afterExitMs: 250 },
    );
    await server.start();
    const inner = await serverPid(pidFile);
    await server.close();
    expect(server.exitStatus).toEqual({ code: 0, signal: null });
    expect(await waitUntil(() => !alive(inner), 5000)).toBe(true);
  });
});
