// Lock writes are serialized: concurrent `lock` runs on one file each take an exclusive lock file beside
// it (stale once its holder has exited), re-read the lock under it and write atomically, so no pin is lost;
// a run killed midway leaves the old lock whole and its lock file is taken over by the next run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXIT } from '../../src/core/errors.js';
import { parseLock } from '../../src/core/lock/lock-read.js';
import { withExclusiveFileLock } from '../../src/fs/exclusive-file-lock.js';
import { runLock } from '../../src/run/lock.js';
import { CLI } from '../support/paths.js';
import { runCliProcess, runNode } from '../support/run-process.js';
import { docsTools, snapshotOf } from '../core/check/check-fixtures.js';

let dir: string;
const p = (name: string) => join(dir, name);
const N = 10;

/** What a promise rejects with (a test fails when it resolves). */
async function thrown(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
}

/** The id of a process that has exited (ids are not reused that fast). */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(r.stdout);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-lock-race-'));
  for (let i = 0; i < N; i++) writeFileSync(p(`s${i}.json`), JSON.stringify(snapshotOf(`server-${i}`, docsTools())));
  // Kills the process just before the lock's temp file is renamed over it (after the lock file is taken).
  writeFileSync(
    p('crash.mjs'),
    `import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
const rename = fs.renameSync;
fs.renameSync = (from, to) => { if (String(to).endsWith('race.lock')) process.kill(process.pid, 'SIGKILL'); return rename(from, to); };
syncBuiltinESMExports();
`,
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pinned = (file: string) => Object.keys(parseLock(readFileSync(p(file), 'utf8'), file).servers).sort();
const ids = Array.from({ length: N }, (_, i) => `server-${i}`).sort();

describe('concurrent lock runs on one file', () => {
  it(`${N} parallel lock processes of different servers keep all ${N} pins`, async () => {
    const runs = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        runCliProcess(['lock', '--snapshot', `s${i}.json`, '--lock', 'parallel.lock'], { cwd: dir, timeoutMs: 120_000 }),
      ),
    );
    expect(runs.map((r) => [r.code, r.stderr])).toEqual(runs.map(() => [0, '']));
    expect(pinned('parallel.lock')).toEqual(ids);
    expect(existsSync(p('parallel.lock.lock'))).toBe(false);
  }, 180_000);

  it('control: the same runs one after another give the same lock, byte for byte', async () => {
    for (let i = 0; i < N; i++) {
      const r = await runCliProcess(['lock', '--snapshot', `s${i}.json`, '--lock', 'serial.lock'], { cwd: dir });
      expect(r.code).toBe(0);
    }
    expect(readFileSync(p('serial.lock'), 'utf8')).toBe(readFileSync(p('parallel.lock'), 'utf8'));
  }, 180_000);
});

describe('the lock file beside the lock', () => {
  it('one left by a process that has exited is stale: the next run takes it over', async () => {
    writeFileSync(p('stale.lock.lock'), JSON.stringify({ pid: deadPid(), host: hostname(), nonce: 'left-behind' }));
    const r = await runLock({ server: { kind: 'snapshot', file: p('s0.json') }, lockFile: p('stale.lock'), lockWaitMs: 10_000 });
    expect(r.written).toBe(true);
    expect(pinned('stale.lock')).toEqual(['server-0']);
    expect(existsSync(p('stale.lock.lock'))).toBe(false);
  });

  it('one left by a process that exited but was not reaped (a zombie) is stale too', async () => {
    // sh starts `sleep 0` in the background, prints its id, then becomes `sleep 30`, which never reaps it.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (d: Buffer) => resolve(d.toString()))));
      const isZombie = () => {
        try {
          const stat = readFileSync(`/proc/${zombie}/stat`, 'utf8');
          return stat.slice(stat.lastIndexOf(')') + 2)[0] === 'Z';
        } catch {
          return false;
        }
      };
      for (let i = 0; i < 200 && !isZombie(); i++) await new Promise((r) => setTimeout(r, 25));
      expect(isZombie()).toBe(true);
      writeFileSync(p('zombie.lock.lock'), JSON.stringify({ pid: zombie, host: hostname(), nonce: 'zombie' }));
      const r = await runLock({ server: { kind: 'snapshot', file: p('s0.json') }, lockFile: p('zombie.lock'), lockWaitMs: 10_000 });
      expect(r.written).toBe(true);
      expect(existsSync(p('zombie.lock.lock'))).toBe(false);
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('control: one held by a live process is waited for, then refused with one line naming it (IO_ERROR, exit 2)', async () => {
    writeFileSync(p('held.lock.lock'), JSON.stringify({ pid: process.pid, host: hostname(), nonce: 'held' }));
    const e = await thrown(runLock({ server: { kind: 'snapshot', file: p('s0.json') }, lockFile: p('held.lock'), lockWaitMs: 300 }));
    expect(e).toMatchObject({ code: 'IO_ERROR', exitCode: EXIT.INVALID_INPUT });
    expect((e as Error).message).toContain(`held by process ${process.pid}`);
    expect(existsSync(p('held.lock'))).toBe(false);
    // The holder's file is left alone.
    expect(JSON.parse(readFileSync(p('held.lock.lock'), 'utf8')).nonce).toBe('held');
  });

  it('is released when its holder is done, also when the work under it throws', async () => {
    await expect(withExclusiveFileLock(p('x'), () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(existsSync(p('x.lock'))).toBe(false);
    expect(await withExclusiveFileLock(p('x'), () => 42)).toBe(42);
    expect(existsSync(p('x.lock'))).toBe(false);
  });

  it('a holder whose lock file was taken from it writes nothing', async () => {
    const e = await thrown(
      withExclusiveFileLock(p('y'), (assertHeld) => {
        writeFileSync(p('y.lock'), JSON.stringify({ pid: process.pid, host: hostname(), nonce: 'someone-else' }));
        assertHeld();
      }),
    );
    expect(e).toMatchObject({ code: 'IO_ERROR' });
    // Not ours: left in place.
    expect(JSON.parse(readFileSync(p('y.lock'), 'utf8')).nonce).toBe('someone-else');
  });
});

describe('a lock run killed (SIGKILL) in the middle of its write', () => {
  it('leaves the old lock intact, and its lock file is taken over by the next run', async () => {
    const first = await runCliProcess(['lock', '--snapshot', 's0.json', '--lock', 'race.lock'], { cwd: dir });
    expect(first.code).toBe(0);
    const before = readFileSync(p('race.lock'), 'utf8');
    const killed = await runNode('--import', [p('crash.mjs'), CLI, 'lock', '--snapshot', 's1.json', '--lock', 'race.lock'], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
    });
    expect(killed.signal).toBe('SIGKILL');
    expect(readFileSync(p('race.lock'), 'utf8')).toBe(before);
    expect(existsSync(p('race.lock.lock'))).toBe(true); // left behind by the killed run
    const next = await runCliProcess(['lock', '--snapshot', 's1.json', '--lock', 'race.lock'], { cwd: dir, timeoutMs: 60_000 });
    expect([next.code, next.stderr]).toEqual([0, '']);
    expect(pinned('race.lock')).toEqual(['server-0', 'server-1']);
    expect(existsSync(p('race.lock.lock'))).toBe(false);
  }, 120_000);
});
