// The walk of a server's descendants (process-tree.ts) over real processes: the children lists of each
// thread (/proc/PID/task/TID/children), and the parent links of every process (the walk of a kernel
// without those lists) agreeing with it. A child a server starts from a thread other than its main one is
// listed under that thread only.
import { spawn, type ChildProcess } from 'node:child_process';
import { descendantsByChildrenLists, descendantsByParentLinks, descendantsOf } from '../../../src/mcp/process/process-tree.js';
import { isRunning, waitUntil } from '../helpers.js';

const node = process.execPath;
const linux = process.platform === 'linux';
const onLinux = linux ? it : it.skip;

const started: ChildProcess[] = [];
const found: number[] = [];
afterEach(() => {
  // Only processes this test started or found under them.
  for (const pid of found.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  for (const c of started.splice(0)) if (c.pid !== undefined && isRunning(c.pid)) c.kill('SIGKILL');
});

/** A process running `script` (its stdio ignored), remembered for the clean-up. */
function run(script: string): ChildProcess {
  const child = spawn(node, ['-e', script], { stdio: 'ignore' });
  started.push(child);
  return child;
}

const idle = 'setInterval(() => {}, 1000)';
/** Starts a child in a session of its own (setsid), from the code it runs in. */
const startChild = (inner: string) =>
  `require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(inner)}], { stdio: 'ignore', detached: true })`;

const pids = (refs: Array<{ pid: number }>) => refs.map((r) => r.pid).sort((a, b) => a - b);

describe('the descendants of a process', () => {
  onLinux(
    'a child started from a worker thread, in a session of its own, is found (it is listed under that thread, not the main one)',
    async () => {
      const parent = run(
        `new (require('worker_threads').Worker)(${JSON.stringify(`${startChild(idle)}; ${idle}`)}, { eval: true }); ${idle}`,
      );
      // Listed from its fork on, but in a session of its own only once it has called setsid (between fork
      // and exec): the walks are compared after that, as a group and session read before it are the parent's.
      const ownSession = () => {
        const refs = descendantsOf([parent.pid!]);
        return refs.length === 1 && refs[0]!.session === refs[0]!.pid;
      };
      expect(await waitUntil(ownSession, 5000)).toBe(true);
      const byLists = descendantsByChildrenLists([parent.pid!]);
      found.push(...pids(byLists));
      expect(byLists).toHaveLength(1);
      expect(byLists[0]!.pid).not.toBe(parent.pid);
      expect(byLists[0]).toMatchObject({ group: byLists[0]!.pid, session: byLists[0]!.pid });
      // The same process as the parent links give (its start time too: a reused id is not taken for it).
      expect(descendantsByParentLinks([parent.pid!])).toEqual(byLists);
    },
  );

  onLinux('a grandchild is found through its parent, both walks alike; a process beside them is not', async () => {
    const bystander = run(idle);
    const parent = run(`${startChild(`${startChild(idle)}; ${idle}`)}; ${idle}`);
    expect(await waitUntil(() => descendantsOf([parent.pid!]).length === 2, 5000)).toBe(true);
    const byLists = descendantsByChildrenLists([parent.pid!]);
    found.push(...pids(byLists));
    expect(pids(byLists)).toEqual(pids(descendantsByParentLinks([parent.pid!])));
    expect(pids(byLists)).not.toContain(bystander.pid);
    expect(pids(byLists)).not.toContain(parent.pid);
  });

  onLinux('the twin: a process that started nothing has no descendants, by either walk', () => {
    const lone = run(`new (require('worker_threads').Worker)(${JSON.stringify(idle)}, { eval: true }); ${idle}`);
    expect(descendantsByChildrenLists([lone.pid!])).toEqual([]);
    expect(descendantsByParentLinks([lone.pid!])).toEqual([]);
  });

  onLinux('a process that is gone has no descendants (nothing is read for it)', () => {
    const gone = spawn(node, ['-e', ''], { stdio: 'ignore' });
    return new Promise<void>((resolve) =>
      gone.once('exit', () => {
        expect(descendantsByChildrenLists([gone.pid!])).toEqual([]);
        resolve();
      }),
    );
  });
});
