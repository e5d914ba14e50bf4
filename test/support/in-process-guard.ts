// The guard driven in-process from src/: a GuardProxy built on its public options, the host on a pair of
// PassThrough streams (what the guard's stdin and stdout are to a real host), the server a real fixture
// (a stdio child process the guard starts, or an SDK HTTP server on 127.0.0.1). A change to src/guard is
// tested here without a rebuild; the process tests of dist/ stay as the end-to-end layer.
import { PassThrough } from 'node:stream';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyLock, type Lockfile } from '../../src/core/lock/lock.js';
import { GuardProxy, type GuardRunOptions } from '../../src/guard/proxy.js';
import { DEFAULT_LIMITS, type LiveServerSpec } from '../../src/mcp/server/server-spec.js';
import { readLockIfAny } from '../../src/run/check-inputs.js';
import { runLock } from '../../src/run/lock.js';
import { FIXTURES } from './paths.js';

type Message = Record<string, unknown>;

/** How long any one wait of the helper lasts at most (an answer, the guard's exit, a process's end). */
export const WAIT_MS = 15_000;

export const HOSTILE_SERVER = join(FIXTURES, 'servers', 'hostile-stdio-server.mjs');
export const GUARD_SERVER = join(FIXTURES, 'servers', 'guard-upstream-server.mjs');

/** A stdio server started with this node: `node FILE ARGS`. */
export function stdioServer(file: string, ...args: string[]): Extract<LiveServerSpec, { kind: 'stdio' }> {
  return { kind: 'stdio', command: process.execPath, args: [file, ...args] };
}

/**
 * The scripted hostile stdio server (see hostile-stdio-server.mjs) with its script `cfg` written in `dir`:
 * its spec, and the lines it read (as read), so a test sees what reached it.
 */
export function scriptedServer(dir: string, cfg: Record<string, unknown>) {
  const name = Math.random().toString(36).slice(2);
  const log = join(dir, `read-${name}.log`);
  const file = join(dir, `scripted-${name}.json`);
  writeFileSync(file, JSON.stringify({ ...cfg, log }));
  const read = () =>
    existsSync(log)
      ? readFileSync(log, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as string)
      : [];
  return { spec: stdioServer(HOSTILE_SERVER, file), read };
}

/** A tool of the scripted server; not read-only unless said (true is a widening of a pinned false). */
export const tool = (name: string, readOnly = false) => ({
  name,
  description: `tool ${name}`,
  inputSchema: { type: 'object' },
  annotations: { readOnlyHint: readOnly },
});

/** An HTTP server at `url` (what `--url URL --transport http` gives). */
export function httpServer(url: string, transport: 'auto' | 'http' | 'sse' = 'http'): Extract<LiveServerSpec, { kind: 'url' }> {
  return { kind: 'url', url, transport };
}

/** Pins a server in `lockFile` with src's own `toolseal lock` (a real snapshot of it), and returns the lock as the guard reads it. */
export async function pinIn(lockFile: string, spec: LiveServerSpec, serverId?: string): Promise<Lockfile> {
  await runLock({ server: serverId === undefined ? spec : { ...spec, serverId }, lockFile });
  return readLockIfAny(lockFile).lock;
}

/** Settles with `promise`, or rejects naming `what` after `ms`. */
export async function within<T>(promise: Promise<T>, what: string, ms = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_r, reject) => (timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether a process is still running (a zombie waiting to be reaped counts as gone). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/**
 * The host's side of the guard: JSON-RPC lines written to the guard's input, and every line the guard
 * writes kept as written (bytes) and as read. Answers are awaited by id, notifications collected, and the
 * server's requests (sampling and the like) answered by `onRequest` when given.
 */
export class HostDriver {
  /** Every line the guard wrote for the host, as written (without its newline). */
  readonly lines: Buffer[] = [];
  /** The same lines, parsed (a line that is not JSON is kept as its text). */
  readonly messages: unknown[] = [];
  private rest = Buffer.alloc(0);
  private nextId = 1;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly input: PassThrough,
    output: PassThrough,
    private readonly onRequest?: (request: Message) => unknown,
  ) {
    output.on('data', (chunk: Buffer) => this.read(chunk));
  }

  private read(chunk: Buffer): void {
    let data = this.rest.length === 0 ? chunk : Buffer.concat([this.rest, chunk]);
    for (let nl = data.indexOf(10); nl >= 0; nl = data.indexOf(10)) {
      const line = data.subarray(0, nl);
      data = data.subarray(nl + 1);
      this.lines.push(Buffer.from(line));
      let value: unknown;
      try {
        value = JSON.parse(line.toString('utf8'));
      } catch {
        value = line.toString('utf8');
      }
      this.messages.push(value);
      const m = value as Message;
      if (this.onRequest && typeof m?.method === 'string' && m.id !== undefined)
        this.send({ jsonrpc: '2.0', id: m.id, result: this.onRequest(m) });
    }
    this.rest = Buffer.from(data);
    for (const wake of [...this.waiters]) wake();
  }

  /** Writes one message as one line. */
  send(message: Message): void {
    this.sendRaw(JSON.stringify(message) + '\n');
  }

  /** Writes bytes as they are (a line must end with its own newline). */
  sendRaw(bytes: string | Buffer): void {
    if (!this.input.writableEnded) this.input.write(bytes);
  }

  /** Sends a request with a fresh numeric id and waits (bounded) for its answer. */
  async request(method: string, params: Message = {}, ms = WAIT_MS): Promise<Message> {
    const id = this.nextId++;
    this.send({ jsonrpc: '2.0', id, method, params });
    return this.answerTo(id, ms);
  }

  /** Waits (bounded) for the answer to `id` (a message with that id and no method). */
  answerTo(id: string | number, ms = WAIT_MS): Promise<Message> {
    return this.waitFor((m) => m.id === id && m.method === undefined, `answer to id ${JSON.stringify(id)}`, ms);
  }

  /** The notifications the guard passed on so far, of one method or all. */
  notifications(method?: string): Message[] {
    return this.objects().filter(
      (m) => typeof m.method === 'string' && m.id === undefined && (method === undefined || m.method === method),
    );
  }

  /** Waits (bounded) until a message the guard wrote matches, and returns the first that does. */
  waitFor(match: (m: Message) => boolean, what: string, ms = WAIT_MS): Promise<Message> {
    const found = () => this.objects().find(match);
    const now = found();
    if (now) return Promise.resolve(now);
    return within(
      new Promise<Message>((resolve) => {
        const wake = () => {
          const m = found();
          if (!m) return;
          this.waiters.delete(wake);
          resolve(m);
        };
        this.waiters.add(wake);
      }),
      what,
      ms,
    );
  }

  /** Waits (bounded) until a line the guard wrote matches as written (its text, without its newline), and returns the first that does. */
  waitForLine(match: (text: string) => boolean, what: string, ms = WAIT_MS): Promise<string> {
    const found = () => this.lines.map((l) => l.toString('utf8')).find(match);
    const now = found();
    if (now !== undefined) return Promise.resolve(now);
    return within(
      new Promise<string>((resolve) => {
        const wake = () => {
          const line = found();
          if (line === undefined) return;
          this.waiters.delete(wake);
          resolve(line);
        };
        this.waiters.add(wake);
      }),
      what,
      ms,
    );
  }

  /** The handshake as a host does it: initialize, then notifications/initialized. */
  async initialize(capabilities: Message = {}): Promise<Message> {
    const answer = await this.request('initialize', {
      protocolVersion: '2025-06-18',
      capabilities,
      clientInfo: { name: 'in-process-host', version: '1' },
    });
    this.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    return answer;
  }

  /** The host closes its side: the guard's input ends. */
  end(): void {
    if (!this.input.writableEnded && !this.input.destroyed) this.input.end();
  }

  private objects(): Message[] {
    return this.messages.filter((m): m is Message => typeof m === 'object' && m !== null && !Array.isArray(m));
  }
}

/** What a test sets; everything else has the guard's defaults (no audit, on-change warn, the default bounds with a 10 s timeout). */
export type InProcessOptions = Partial<Omit<GuardRunOptions, 'input' | 'output' | 'stderr' | 'upstream'>> & {
  upstream: LiveServerSpec;
  /** Answers the server's requests to the host (sampling, elicitation, roots); none: they are left unanswered. */
  onRequest?: (request: Message) => unknown;
};

export interface InProcessGuard {
  proxy: GuardProxy;
  host: HostDriver;
  /** The guard's stdin and stdout, for a host of its own (an SDK client on a transport over them). */
  streams: { input: PassThrough; output: PassThrough };
  /** Everything the guard wrote on its stderr so far. */
  stderr(): string;
  /** Waits (bounded) until stderr matches, and returns it. */
  stderrMatching(re: RegExp, ms?: number): Promise<string>;
  /** The guard's exit code, once it ended. */
  exit: Promise<number>;
  /**
   * The host closes its side; the guard must exit and its server process end (each bounded). A server
   * process that outlives the guard is ended here by its pid, and the close fails saying so.
   */
  close(): Promise<number>;
}

const running = new Set<InProcessGuard>();

/** Builds the guard from src/ in front of a real server and starts it (the host's handshake is the test's). */
export function startGuard(options: InProcessOptions): InProcessGuard {
  const input = new PassThrough();
  const output = new PassThrough();
  input.on('error', () => {});
  output.on('error', () => {});
  let err = '';
  const { onRequest, ...rest } = options;
  const proxy = new GuardProxy({
    lock: emptyLock(),
    onChange: 'warn',
    unpinned: 'block',
    limits: { ...DEFAULT_LIMITS, timeoutMs: 10_000 },
    ...rest,
    input,
    output,
    stderr: (text) => (err += text),
  });
  const host = new HostDriver(input, output, onRequest);
  const exit = proxy.run();
  let closing: Promise<number> | undefined;
  const guard: InProcessGuard = {
    proxy,
    host,
    streams: { input, output },
    stderr: () => err,
    stderrMatching: async (re, ms = WAIT_MS) => {
      const until = Date.now() + ms;
      while (!re.test(err) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      if (!re.test(err)) throw new Error(`no stderr matching ${re} within ${ms} ms; stderr: ${err}`);
      return err;
    },
    exit,
    close: () => (closing ??= closeGuard(guard).finally(() => running.delete(guard))),
  };
  running.add(guard);
  return guard;
}

async function closeGuard(guard: InProcessGuard): Promise<number> {
  guard.host.end();
  const code = await within(guard.exit, "guard's exit after the host closed");
  const pid = guard.proxy.upstreamPid;
  if (pid === undefined) return code;
  const until = Date.now() + WAIT_MS;
  while (isRunning(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  if (isRunning(pid)) {
    process.kill(pid, 'SIGKILL');
    throw new Error(`the server process ${pid} outlived the guard`);
  }
  return code;
}

/** Closes every guard a test started and did not close (for afterEach): each bounded, every failure said. */
export async function closeGuards(): Promise<void> {
  const results = await Promise.allSettled([...running].map((g) => g.close()));
  const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed.length > 0) throw new Error(failed.map((f) => String(f.reason)).join('; '));
}

/** What guardTestSetUp gives a test file: this test's folder, and what closes the servers it started. */
export interface GuardTestSetUp {
  /** A fresh folder for each test (removed after it). */
  readonly dir: string;
  /** What closes each server (or client) the test started, run after the test's guards are closed. */
  readonly closers: Array<() => Promise<void> | void>;
}

/**
 * The set-up of a test file of guards in front of servers it starts (call it at the top of the file): a
 * fresh folder for each test (`toolseal-PREFIX-…`), and after each, every guard it started closed
 * (closeGuards), then each server it pushed onto `closers`, then the folder removed: each step runs
 * though the one before it failed, and that failure is the test's.
 */
export function guardTestSetUp(prefix: string): GuardTestSetUp {
  const closers: Array<() => Promise<void> | void> = [];
  let dir: string | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), `toolseal-${prefix}-`));
  });
  afterEach(async () => {
    try {
      await closeGuards();
    } finally {
      for (const close of closers.splice(0)) await close();
      if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
      dir = undefined;
    }
  });
  return {
    get dir() {
      if (dir === undefined) throw new Error('guardTestSetUp: no folder outside a test');
      return dir;
    },
    closers,
  };
}
