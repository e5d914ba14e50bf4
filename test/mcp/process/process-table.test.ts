// The process table as `ps -A -o pid=,ppid=,pgid=,stat=,lstart=` gives it (process-table.ts): where /proc is
// not (macOS, the BSDs), a server's descendants, which of them still run and those carrying its mark are
// read from it. Linux's procps takes the same form, so the ps path runs here over real processes and is
// compared with the /proc walks.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { descendantsOf } from '../../../src/mcp/process/process-tree.js';
import { descendantsInRows, parsePsRows, psRows, treeReader, treeSource } from '../../../src/mcp/process/process-table.js';
import { isRunning, waitUntil } from '../helpers.js';

const node = process.execPath;
const onLinux = process.platform === 'linux' ? it : it.skip;

const started: ChildProcess[] = [];
const found: number[] = [];
afterEach(() => {
  for (const pid of found.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  for (const c of started.splice(0)) if (c.pid !== undefined && isRunning(c.pid)) c.kill('SIGKILL');
});

const idle = 'setInterval(() => {}, 1000)';
const startChild = (inner: string) =>
  `require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(inner)}], { stdio: 'ignore', detached: true })`;
function run(script: string, env: NodeJS.ProcessEnv = { PATH: process.env.PATH }): ChildProcess {
  const child = spawn(node, ['-e', script], { stdio: 'ignore', env });
  started.push(child);
  return child;
}
const pids = (refs: Array<{ pid: number }>) => refs.map((r) => r.pid).sort((a, b) => a - b);

describe('treeSource: where the descendants are read from, by platform and what it has', () => {
  it.each([
    ['linux', true, 'proc'],
    ['linux', false, 'ps'],
    ['darwin', false, 'ps'],
    ['freebsd', false, 'ps'],
    ['win32', false, 'taskkill'],
  ] as const)('%s, /proc readable %s: %s', (platform, proc, source) => {
    expect(treeSource(platform, proc)).toBe(source);
  });
});

describe('parsePsRows', () => {
  it('reads pid, parent, group, state and the start time (its blanks made one)', () => {
    expect(parsePsRows('  412     1   412 Ss   Sun Dec  6 03:48:25 2026\n')).toEqual([
      { pid: 412, ppid: 1, group: 412, state: 'Ss', startTime: 'Sun Dec 6 03:48:25 2026' },
    ]);
  });

  it('a line cut short (the byte bound reached inside it) or not a row is skipped; its whole twin is read', () => {
    const whole = '  500   412   412 S    Sun Dec  6 03:50:01 2026';
    const rows = parsePsRows(`${whole}\nps: some warning\n  501   412   412 S    Sun Dec  6 03:5`);
    expect(rows.map((r) => r.pid)).toEqual([500]);
  });
});

describe('the ps path over real processes (Linux procps takes the same -A -o form)', () => {
  onLinux('finds this process as /proc does: its parent and its group', () => {
    const me = psRows().find((r) => r.pid === process.pid);
    expect(me).toMatchObject({ pid: process.pid, ppid: process.ppid });
    const stat = readFileSync('/proc/self/stat', 'latin1');
    // After the command's name: state, ppid, process group.
    expect(me!.group).toBe(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]));
  });

  onLinux('a grandchild in a session of its own is a descendant by ps as by /proc; a process beside them is not', async () => {
    const bystander = run(idle);
    const parent = run(`${startChild(`${startChild(idle)}; ${idle}`)}; ${idle}`);
    expect(await waitUntil(() => descendantsOf([parent.pid!]).length === 2, 5000)).toBe(true);
    const byPs = descendantsInRows(psRows(), [parent.pid!]);
    found.push(...pids(byPs));
    expect(pids(byPs)).toEqual(pids(descendantsOf([parent.pid!])));
    expect(pids(byPs)).not.toContain(bystander.pid);
    expect(pids(byPs)).not.toContain(parent.pid);
  });

  onLinux('the twin: a process that started nothing has no descendants by ps', () => {
    const lone = run(idle);
    expect(descendantsInRows(psRows(), [lone.pid!])).toEqual([]);
  });

  onLinux(
    'a sample is handed over once ps has run, without waiting for it; a second asked meanwhile is not run (one at a time)',
    async () => {
      const reader = treeReader('ps');
      const parent = run(`${startChild(idle)}; ${idle}`);
      expect(await waitUntil(() => reader.descendantsOf([parent.pid!]).length === 1, 5000)).toBe(true);
      const samples: number[][] = [];
      reader.sample([parent.pid!], (refs) => samples.push(pids(refs)));
      reader.sample([parent.pid!], (refs) => samples.push(pids(refs)));
      expect(samples).toEqual([]);
      expect(await waitUntil(() => samples.length > 0, 5000)).toBe(true);
      found.push(...samples[0]!);
      expect(samples).toEqual([pids(reader.descendantsOf([parent.pid!]))]);
      // The twin: once it has come, the next sample runs.
      reader.sample([parent.pid!], (refs) => samples.push(pids(refs)));
      expect(await waitUntil(() => samples.length >= 2, 5000)).toBe(true);
      // The second, asked before it, would have come before the third: it was never run.
      expect(samples).toHaveLength(2);
    },
  );

  onLinux("alive: a process found is alive until it ends; its id is not taken for another's (the start time is compared)", async () => {
    const reader = treeReader('ps');
    const parent = run(`${startChild(idle)}; ${idle}`);
    expect(await waitUntil(() => reader.descendantsOf([parent.pid!]).length === 1, 5000)).toBe(true);
    const [child] = reader.descendantsOf([parent.pid!]);
    found.push(child!.pid);
    expect(reader.alive([child!])).toEqual([child]);
    // The same id with another start time is another process.
    expect(reader.alive([{ ...child!, startTime: 'Thu Jan 1 00:00:00 1970' }])).toEqual([]);
    process.kill(child!.pid, 'SIGKILL');
    expect(await waitUntil(() => reader.alive([child!]).length === 0, 5000)).toBe(true);
  });

  onLinux(
    "marked: a process started with the mark in its environment is found; the twin with another server's mark, or the mark's text in its arguments, is not",
    async () => {
      const reader = treeReader('ps');
      const mark = `test.${process.pid}.${Date.now().toString(36)}`;
      const marked = run(idle, { PATH: process.env.PATH, TOOLSEAL_SERVER_MARK: mark });
      const other = run(idle, { PATH: process.env.PATH, TOOLSEAL_SERVER_MARK: `${mark}x` });
      const inArgs = spawn(node, ['-e', idle, `TOOLSEAL_SERVER_MARK=${mark}x`, `xTOOLSEAL_SERVER_MARK=${mark}`], { stdio: 'ignore' });
      started.push(inArgs);
      expect(await waitUntil(() => reader.marked(mark).length > 0, 5000)).toBe(true);
      const seen = pids(reader.marked(mark));
      expect(seen).toEqual([marked.pid]);
      expect(seen).not.toContain(other.pid);
    },
  );
});
