import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import { emptyLock } from '../../src/core/lock/lock.js';
import { GuardProxy } from '../../src/guard/proxy.js';
import { MAX_STDERR_BUFFERED, NOTICES_SHOWN_PER_SECOND, NoticeLimiter, StderrSink } from '../../src/guard/stderr-sink.js';
import { DEFAULT_LIMITS, type LiveServerSpec } from '../../src/mcp/server/server-spec.js';
import { FIXTURES } from '../support/paths.js';
import { HostDriver, closeGuards, scriptedServer, startGuard, within } from '../support/in-process-guard.js';

// The guard's stderr under attack: a server that sends junk lines (each one was a notice: 100 KB of junk
// became 11.9 MB of stderr), a host that never reads stderr (the guard buffered it all), and a host that
// closes it (EPIPE ended the guard). Each beside its twin. The readers are real processes on real pipes.

let dir: string;
const children: ChildProcess[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-stderr-sink-'));
});
afterEach(async () => {
  await closeGuards();
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** A server that writes `n` junk lines to stdout before it answers each ping. */
const junkServer = (n: number) => scriptedServer(dir, { beforePing: 'x\n'.repeat(n) }).spec;

/** The DROPPED lines shown, and the count the held ones were summed to. */
function droppedIn(stderr: string): { shown: number; counted: number } {
  const lines = stderr.split('\n');
  const shown = lines.filter((l) => l.startsWith('toolseal guard: DROPPED INVALID_JSON: a line from the server')).length;
  const counted = lines
    .map((l) => /^toolseal guard: DROPPED INVALID_JSON: (\d+) more like this not shown/.exec(l)?.[1])
    .reduce((sum, n) => sum + (n === undefined ? 0 : Number(n)), 0);
  return { shown, counted };
}

describe('junk lines from the server: notices rate-limited, every line counted', () => {
  it('50,000 junk lines (100 KB): stderr stays small, and shown plus counted is every line', async () => {
    const g = startGuard({ upstream: junkServer(50_000), unpinned: 'allow' });
    await g.host.initialize();
    // The answer comes after the junk is read (one write): a wait for a shared machine, bounded.
    expect((await g.host.request('ping', {}, 45_000)).result).toEqual({});
    expect(await g.close()).toBe(0);
    const { shown, counted } = droppedIn(g.stderr());
    expect(shown + counted).toBe(50_000);
    expect(shown).toBeLessThan(1000);
    // Was 119 bytes of notice for each byte of junk; now a few lines a second and the counts.
    expect(Buffer.byteLength(g.stderr())).toBeLessThan(100_000);
  });

  it('the twin: a handful of junk lines, each one noticed, no count', async () => {
    const g = startGuard({ upstream: junkServer(3), unpinned: 'allow' });
    await g.host.initialize();
    expect((await g.host.request('ping')).result).toEqual({});
    expect(await g.close()).toBe(0);
    expect(droppedIn(g.stderr())).toEqual({ shown: 3, counted: 0 });
    expect(g.stderr()).not.toContain('more like this');
    expect(3).toBeLessThanOrEqual(NOTICES_SHOWN_PER_SECOND);
  });
});

/**
 * A reader process on a real pipe (its stdin is the guard's stderr): it reads nothing until told (IPC
 * "read"), then counts the lines it got and reports them, and the "dropped" counts, at the end of its input.
 */
function reader(readAtOnce: boolean): { stream: Writable; start(): void; result: Promise<{ lines: number; dropped: number }> } {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `let lines = 0, dropped = 0, rest = '';
       const read = () => process.stdin.on('data', (c) => {
         const text = rest + c.toString('utf8');
         const parts = text.split('\\n');
         rest = parts.pop();
         for (const l of parts) {
           const m = /^toolseal guard: (\\d+) lines of stderr dropped/.exec(l);
           if (m) dropped += Number(m[1]); else lines++;
         }
       });
       process.stdin.on('end', () => process.send({ lines, dropped }, () => process.exit(0)));
       process.on('message', read);
       if (${readAtOnce}) read();`,
    ],
    { stdio: ['pipe', 'ignore', 'inherit', 'ipc'] },
  );
  children.push(child);
  const result = within(
    once(child, 'message').then(([m]) => m as { lines: number; dropped: number }),
    "the reader's count",
  );
  return { stream: child.stdin!, start: () => child.send('read'), result };
}

const LINE = `[server] ${'y'.repeat(190)}\n`;

describe('a host that never reads stderr: what the guard holds is bounded', () => {
  it('4 MB written while nobody reads: at most the bound waits, and the reader later learns how many lines were dropped', async () => {
    const r = reader(false);
    const sink = new StderrSink(r.stream);
    let most = 0;
    for (let i = 0; i < 20_000; i++) {
      sink.write(LINE);
      most = Math.max(most, r.stream.writableLength);
    }
    expect(most).toBeLessThanOrEqual(MAX_STDERR_BUFFERED);
    r.start();
    // Once it drains, the count is written; the end of the stream follows it.
    await within(once(r.stream, 'drain'), 'the drain');
    await new Promise((resolve) => setImmediate(resolve));
    r.stream.end();
    const { lines, dropped } = await r.result;
    expect(dropped).toBeGreaterThan(0);
    expect(lines + dropped).toBe(20_000);
  });

  it('the twin: a reader that keeps up gets every line, nothing dropped', async () => {
    const r = reader(true);
    const sink = new StderrSink(r.stream);
    for (let i = 0; i < 20_000; i++) {
      sink.write(LINE);
      if (r.stream.writableLength > 64 * 1024) await within(once(r.stream, 'drain'), 'the drain');
    }
    r.stream.end();
    expect(await r.result).toEqual({ lines: 20_000, dropped: 0 });
  });
});

/** A pipe whose reader, alive, has closed its end (said once it has): every write to it is EPIPE. */
async function closedReader(): Promise<Writable> {
  const child = spawn(
    process.execPath,
    ['-e', "require('node:fs').closeSync(0); process.stdout.write('closed'); setTimeout(() => {}, 30000)"],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  children.push(child);
  await within(once(child.stdout!, 'data'), 'the reader closing its end');
  return child.stdin!;
}

describe("a host that never reads stderr, in front of a server that floods its own: the guard's buffer is bounded", () => {
  const LIMITS_SERVER = join(FIXTURES, 'servers', 'limits-stdio-server.mjs');
  const flood: LiveServerSpec = { kind: 'stdio', command: process.execPath, args: [LIMITS_SERVER, 'stderr-flood'] };

  it("12 MB of the server's stderr while the host reads none: lists still answered, at most the bound held, the drop counted", async () => {
    const r = reader(false);
    const g = guardOn(flood, new StderrSink(r.stream).write);
    await g.host.initialize();
    for (let i = 0; i < 3; i++) {
      expect(((await g.host.request('tools/list', {}, 45_000)).result as { tools: unknown[] }).tools).toHaveLength(3);
      expect(r.stream.writableLength).toBeLessThanOrEqual(MAX_STDERR_BUFFERED);
    }
    // Listened for before the reader starts: the buffer may drain while the guard closes.
    const drained: Promise<unknown> = r.stream.writableNeedDrain ? once(r.stream, 'drain') : Promise.resolve();
    r.start();
    expect(await g.close()).toBe(0);
    await within(drained, 'the drain');
    if (r.stream.writableNeedDrain) await within(once(r.stream, 'drain'), 'the drain after the close');
    await new Promise((resolve) => setImmediate(resolve));
    r.stream.end();
    const { lines, dropped } = await r.result;
    // Some lines passed before the buffer filled, the rest were counted (the exact sum is the unit test's above).
    expect(lines).toBeGreaterThan(0);
    expect(dropped).toBeGreaterThan(0);
  });

  it('the twin: a host that reads stderr as it comes, the same session, and the lines reach it', async () => {
    const r = reader(true);
    const g = guardOn(flood, new StderrSink(r.stream).write);
    await g.host.initialize();
    expect(((await g.host.request('tools/list', {}, 45_000)).result as { tools: unknown[] }).tools).toHaveLength(3);
    expect(await g.close()).toBe(0);
    r.stream.end();
    expect((await r.result).lines).toBeGreaterThan(0);
  });
});

/** The guard with its stderr on `stderr` (a sink), in front of `upstream`. */
function guardOn(upstream: LiveServerSpec, stderr: (text: string) => void) {
  const input = new PassThrough();
  const output = new PassThrough();
  const proxy = new GuardProxy({
    upstream,
    lock: emptyLock(),
    onChange: 'warn',
    unpinned: 'allow',
    limits: { ...DEFAULT_LIMITS, timeoutMs: 10_000 },
    input,
    output,
    stderr,
  });
  const host = new HostDriver(input, output);
  const exit = proxy.run();
  return { host, close: () => (host.end(), within(exit, "the guard's exit")) };
}

describe('a host that closes stderr: the guard goes on serving', () => {
  it('stderr closed (EPIPE on every write): notices are lost, pings and lists still answered', async () => {
    // The control arm: a plain write to such a pipe fails with EPIPE (unhandled, that ends the process).
    const plain = await closedReader();
    plain.write('x\n');
    const [err] = (await within(once(plain, 'error'), 'the EPIPE')) as [NodeJS.ErrnoException];
    expect(err.code).toBe('EPIPE');

    const g = guardOn(junkServer(200), new StderrSink(await closedReader()).write);
    await g.host.initialize();
    expect((await g.host.request('ping')).result).toEqual({});
    expect((await g.host.request('ping')).result).toEqual({});
    expect((await g.host.request('tools/list')).result).toMatchObject({ tools: [] });
    expect(await g.close()).toBe(0);
  });

  it('the twin: stderr open, the same session, and its notices arrive', async () => {
    const r = reader(true);
    const g = guardOn(junkServer(2), new StderrSink(r.stream).write);
    await g.host.initialize();
    expect((await g.host.request('ping')).result).toEqual({});
    expect((await g.host.request('tools/list')).result).toMatchObject({ tools: [] });
    expect(await g.close()).toBe(0);
    r.stream.end();
    expect((await r.result).lines).toBeGreaterThanOrEqual(2);
  });
});

describe('NoticeLimiter: counted by kind', () => {
  it('a flood of one kind does not hide another: the BLOCKED line is shown, the DROPPED ones past the first few counted', () => {
    const out: string[] = [];
    const limiter = new NoticeLimiter((t) => out.push(t));
    for (let i = 0; i < 100; i++) limiter.notice(`DROPPED INVALID_JSON: line ${i}`);
    limiter.notice('BLOCKED NOT_PINNED: server "s": all 3 tools withheld');
    limiter.stop();
    expect(out.filter((l) => l.startsWith('DROPPED INVALID_JSON: line '))).toHaveLength(NOTICES_SHOWN_PER_SECOND);
    expect(out).toContain('BLOCKED NOT_PINNED: server "s": all 3 tools withheld');
    expect(out).toContain(
      `DROPPED INVALID_JSON: ${100 - NOTICES_SHOWN_PER_SECOND} more like this not shown (a count a second, after the first ${NOTICES_SHOWN_PER_SECOND})`,
    );
  });

  it('the twin: a few notices, each shown, no count', () => {
    const out: string[] = [];
    const limiter = new NoticeLimiter((t) => out.push(t));
    for (let i = 0; i < 3; i++) limiter.notice(`DROPPED INVALID_JSON: line ${i}`);
    limiter.stop();
    expect(out).toEqual(['DROPPED INVALID_JSON: line 0', 'DROPPED INVALID_JSON: line 1', 'DROPPED INVALID_JSON: line 2']);
  });
});
