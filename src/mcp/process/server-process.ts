import { spawn, type ChildProcess } from 'node:child_process';
import { endUnhandledTerm, launchOf } from './pid-namespace.js';
import { platformCommand } from './platform-command.js';
import { runningServers } from './running-servers.js';
import { serverBaseEnvironment } from './server-environment.js';
import { PROCESS_MARK_NAME } from './process-tree.js';
import { endWindowsTree, endWindowsTreeNow, type TreeSource } from './process-table.js';
import { processGroupAlive, ServerDescendants, signalPid } from './server-descendants.js';

/** The command a stdio server is started with. */
export interface ServerCommand {
  command: string;
  args: string[];
  /** Added to {@link serverBaseEnvironment} (HOME, PATH, the proxy and CA variables); values are secrets. */
  env?: Record<string, string>;
  cwd?: string;
}

/** What the process's owner hears of it. */
export interface ServerProcessEvents {
  /** Every chunk the server writes on its stdout, as read. */
  stdout(chunk: Buffer): void;
  /** The server's stderr, decoded as UTF-8 (a character split across chunks is joined). */
  stderr(text: string): void;
  /** The server's stderr has ended. */
  stderrEnd?(): void;
  /**
   * The server exited by itself (not while being closed) and its stdout is drained, or `afterExitMs` have
   * passed since its exit (a child of the server may hold stdout open for ever). Once; never when it did
   * not start.
   */
  ended?(code: number | null, signal: NodeJS.Signals | null): void;
}

export interface ServerProcessOptions {
  /** How long after the server's exit `ended` waits for its stdout to drain (a last page written just before exiting). */
  afterExitMs: number;
  /**
   * How long a step of closing may wait, given the step's wanted wait, the time to leave for the steps
   * after it and the least a signal needs to land (a snapshot cuts each to fit its deadline: see
   * `SnapshotBudget.graceMs`). Without it, each step waits as long as it wants.
   */
  grace?: (wantedMs: number, reserveMs: number, floorMs: number) => number;
  /** Where the server's descendants are read from (see {@link treeSource}: by default, what the platform has). */
  treeSource?: TreeSource;
}

/** How long a server gets to exit by itself after its stdin closes, then after SIGTERM (both cut to fit the deadline). */
const EXIT_GRACE_MS = 1000;
/** Of the time left, what the steps after the stdin grace need (SIGTERM, then the descendants). */
const CLOSE_RESERVE_MS = 300;
/** Past the deadline, a signal still gets this long to land before the next, harder one. */
const SIGNAL_FLOOR_MS = 100;
/** SIGKILL cannot be caught: the exit follows at once, this is only a bound. */
const KILL_WAIT_MS = 500;
const GROUP_GRACE_MS = 500;
/** Windows: how long `taskkill /T /F` may take to end the server's tree (cut to fit the deadline), and when toolseal itself is ending. */
const TASKKILL_WAIT_MS = 5000;
const TASKKILL_NOW_MS = 2000;
/** Past the deadline, taskkill still gets this long: it walks the tree before it ends anything. */
const TASKKILL_FLOOR_MS = 1000;
/** How often closing looks whether the server's group and descendants are gone. */
const GONE_POLL_MS = 20;
/** The process tree is sampled at most this often while the server runs (see {@link ServerProcess.sampleDescendants}). */
const SAMPLE_INTERVAL_MS = 250;

/**
 * A stdio server's process, for the whole session, whoever talks to it (a snapshot's transport, the
 * guard's stdio upstream):
 * - on Linux where the machine allows it, it starts as the first process of a PID namespace of its own
 *   ({@link launchOf}): when it ends, the kernel ends every process it started, wherever they went;
 * - it starts in its own process group (POSIX), so closing ends it and every child it started;
 * - it carries a mark in its environment ({@link PROCESS_MARK_NAME}) that everything it starts inherits;
 * - its descendants are sampled while it runs (at spawn, every {@link SAMPLE_INTERVAL_MS}, and when its
 *   owner says it is active: {@link ServerDescendants}), so a child that left the group with `setsid` is
 *   known before the server exits and is no longer its parent;
 * - {@link close} ends the server (stdin closed, then SIGTERM, then SIGKILL; on Windows, `taskkill /T /F`
 *   of its tree, then the server), then every descendant found (through the tree or by the mark), each
 *   wait bounded; if toolseal itself ends first, the whole tree is killed on the way out.
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private spawned = false;
  private exited = false;
  private closePromise: Promise<void> | undefined;
  private exitPromise: Promise<void> | undefined;
  private exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** What the server started: its mark, and the descendants found so far (they may leave its group, or outlive it). */
  private readonly descendants: ServerDescendants;
  private lastSample = 0;
  private sampler: NodeJS.Timeout | undefined;
  /** Started in a PID namespace of its own (see {@link launchOf}): its end ends every process it started. */
  private contained = false;

  constructor(
    private readonly command: ServerCommand,
    private readonly events: ServerProcessEvents,
    private readonly options: ServerProcessOptions,
  ) {
    this.descendants = new ServerDescendants(options.treeSource);
  }

  /** The server's process id once started. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Started, not exited, and not being closed: its stdin takes what is written. */
  get running(): boolean {
    return this.child !== undefined && !this.exited && this.closePromise === undefined;
  }

  /** How the server exited (its code, or the signal that ended it), once it has. */
  get exitStatus(): { code: number | null; signal: NodeJS.Signals | null } | undefined {
    return this.exit;
  }

  /** Being closed (by {@link close}), or closed. */
  get closing(): boolean {
    return this.closePromise !== undefined;
  }

  /** Starts the server; rejects with the operating system's error when it cannot be started (see {@link startFailureReason}). */
  start(): Promise<void> {
    if (this.child) throw new Error('already started');
    return new Promise((resolve, reject) => {
      // The mark finds what the server started even once re-parented away from it (a double-forked daemon).
      const env = { ...serverBaseEnvironment(), ...this.command.env, [PROCESS_MARK_NAME]: this.descendants.mark };
      // Windows: a .cmd shim (npx) found by PATHEXT, through cmd.exe with its arguments quoted; POSIX: as it is.
      const started = platformCommand(this.command.command, this.command.args, { env, cwd: this.command.cwd });
      const launch = launchOf(started.command, started.args, env, this.command.cwd);
      this.contained = launch.contained;
      const child = spawn(launch.command, launch.args, {
        env,
        cwd: this.command.cwd,
        stdio: ['pipe', 'pipe', 'pipe'],
        shell: false,
        windowsVerbatimArguments: started.windowsVerbatimArguments,
        // Own process group: closing signals the whole group, so children of the server end too.
        detached: process.platform !== 'win32',
        windowsHide: true,
      });
      this.child = child;
      // Watched from the moment it exists: a Ctrl-C that lands before the 'spawn' event must still end it.
      runningServers.add(this);
      this.exitPromise = new Promise((r) => {
        child.once('exit', () => r());
        child.once('error', () => r()); // never started: there will be no 'exit'
      });
      child.once('error', (e: NodeJS.ErrnoException) => {
        this.exited = true;
        this.unregister();
        reject(e);
      });
      child.once('spawn', () => {
        this.spawned = true;
        this.descendants.started(child.pid!);
        this.sampleDescendants(true);
        // For the whole session, not only as messages arrive: a server may start a helper at any time.
        this.sampler = setInterval(() => this.sampleDescendants(true), SAMPLE_INTERVAL_MS);
        this.sampler.unref();
        resolve();
      });
      let ended = false;
      const end = (code: number | null, signal: NodeJS.Signals | null) => {
        if (ended || !this.spawned || this.closing) return;
        ended = true;
        this.events.ended?.(code, signal);
      };
      child.once('exit', (code, signal) => {
        this.exited = true;
        this.exit = { code, signal };
        clearInterval(this.sampler);
        // 'close' comes once stdout is drained; a child of the server may hold stdout open for ever.
        setTimeout(() => end(code, signal), this.options.afterExitMs).unref();
      });
      child.once('close', end);
      child.stdout!.on('data', (chunk: Buffer) => this.events.stdout(chunk));
      child.stderr!.setEncoding('utf8');
      child.stderr!.on('data', (text: string) => this.events.stderr(text));
      if (this.events.stderrEnd) child.stderr!.once('end', () => this.events.stderrEnd!());
      child.stdin!.on('error', () => {
        // EPIPE when the server is gone: its exit is reported by the exit handler.
      });
    });
  }

  /** Writes to the server's stdin; false when the caller should wait for {@link whenDrained}. True (nothing written) once stdin is closed. */
  write(bytes: Buffer | string): boolean {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed || !stdin.writable) return true;
    return stdin.write(bytes);
  }

  /** Runs `fn` once the server's stdin has drained. */
  whenDrained(fn: () => void): void {
    this.child?.stdin?.once('drain', fn);
  }

  /** The writes `fn` makes leave in one write: stdin is corked while it runs. */
  batchWrites(fn: () => void): void {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed) return fn();
    stdin.cork();
    try {
      fn();
    } finally {
      stdin.uncork();
    }
  }

  /** Stops reading the server's stdout (back-pressure), until {@link resumeOutput}. */
  pauseOutput(): void {
    this.child?.stdout?.pause();
  }

  resumeOutput(): void {
    this.child?.stdout?.resume();
  }

  /**
   * Records the server's descendants while it runs (at spawn, every {@link SAMPLE_INTERVAL_MS}, and as its
   * owner sees it active: `force` false, at most that often): a child that called `setsid` is out of the
   * group, and once the server has exited it is nobody's descendant, so it must be known before. (One gone
   * from the tree between two samples is still found at close by its mark.)
   */
  sampleDescendants(force = false): void {
    const pid = this.child?.pid;
    if (pid === undefined || this.exited || this.descendants.source === 'taskkill') return;
    const now = Date.now();
    if (!force && now - this.lastSample < SAMPLE_INTERVAL_MS) return;
    this.lastSample = now;
    // What a `ps` finds counts whenever it comes (close reads the tree itself, and does not wait for it).
    this.descendants.sample(pid);
  }

  /** Adds what the server started, found through the tree, its mark and its lineage (see {@link ServerDescendants.collect}). */
  private collectDescendants(): void {
    const pid = this.child?.pid;
    if (pid === undefined || this.descendants.source === 'taskkill') return;
    this.descendants.collect(pid, !this.exited);
  }

  private descendantsAlive(): boolean {
    return this.descendants.alive().length > 0;
  }

  /** Signals the server's process group and every descendant found still running (those that left the group too). */
  private signalAll(signal: NodeJS.Signals): void {
    this.signalGroup(signal);
    this.descendants.signal(signal);
  }

  private grace(wanted: number, reserve: number, floor: number): number {
    return this.options.grace ? this.options.grace(wanted, reserve, floor) : wanted;
  }

  /**
   * Ends the server and every process it started, in its group or out of it (found under /proc before the
   * server is signalled); resolves when they are gone (or were killed). Every wait is bounded (and cut by
   * `options.grace`): past a snapshot's deadline, the signals follow one another at once. Called again, it
   * resolves with the first call.
   */
  close(): Promise<void> {
    this.closePromise ??= this.closeNow();
    return this.closePromise;
  }

  private async closeNow(): Promise<void> {
    clearInterval(this.sampler);
    const child = this.child;
    if (!child || child.pid === undefined) return;
    // Before anything makes the server exit: after, its children are no longer found through it.
    this.collectDescendants();
    if (!this.exited && this.descendants.source === 'taskkill') {
      child.stdin?.end();
      // Windows has no SIGTERM to ask with: past the stdin grace, the whole tree (cmd.exe, npx, the server) ends.
      if (!(await this.waitExit(this.grace(EXIT_GRACE_MS, CLOSE_RESERVE_MS, 0)))) {
        await endWindowsTree(child.pid, this.grace(TASKKILL_WAIT_MS, 0, TASKKILL_FLOOR_MS));
        // Whether taskkill ran or not (Wine's has no /T), the server itself is ended.
        this.killChild();
        await this.waitExit(KILL_WAIT_MS);
      }
    } else if (!this.exited) {
      child.stdin?.end();
      if (!(await this.waitExit(this.grace(EXIT_GRACE_MS, CLOSE_RESERVE_MS, 0)))) {
        this.collectDescendants();
        this.signalGroup('SIGTERM');
        if (this.contained) endUnhandledTerm(child.pid);
        if (!(await this.waitExit(this.grace(EXIT_GRACE_MS, SIGNAL_FLOOR_MS, SIGNAL_FLOOR_MS)))) {
          this.collectDescendants();
          this.signalGroup('SIGKILL');
          await this.waitExit(KILL_WAIT_MS);
        }
      }
    }
    // The server is gone; children it started may not be, in its group or out of it.
    this.collectDescendants();
    if (this.groupAlive() || this.descendantsAlive()) {
      this.signalAll('SIGTERM');
      const until = Date.now() + this.grace(GROUP_GRACE_MS, 0, SIGNAL_FLOOR_MS);
      while ((this.groupAlive() || this.descendantsAlive()) && Date.now() < until) await sleep(GONE_POLL_MS);
      // A descendant may have started another meanwhile.
      this.collectDescendants();
      if (this.groupAlive()) this.signalGroup('SIGKILL');
      this.descendants.signal('SIGKILL');
    }
    child.stdout?.destroy();
    child.stderr?.destroy();
    this.unregister();
  }

  private async waitExit(ms: number): Promise<boolean> {
    if (this.exited) return true;
    let timer: NodeJS.Timeout | undefined;
    const done = await Promise.race([
      this.exitPromise!.then(() => true),
      new Promise<boolean>((r) => {
        timer = setTimeout(() => r(false), ms);
      }),
    ]);
    clearTimeout(timer);
    return done;
  }

  /** Kills the server and everything it started, synchronously (toolseal itself is ending). */
  killNow(): void {
    const pid = this.child?.pid;
    if (pid !== undefined && this.descendants.source === 'taskkill') {
      if (!this.exited) endWindowsTreeNow(pid, TASKKILL_NOW_MS);
      this.killChild();
      return;
    }
    this.collectDescendants();
    this.signalAll('SIGKILL');
  }

  /** Signals the server's whole process group (its children too); on Windows, ends the server itself (its tree: see {@link close}). */
  signalGroup(signal: NodeJS.Signals): void {
    const pid = this.child?.pid;
    if (pid === undefined) return;
    if (process.platform === 'win32') return this.killChild();
    signalPid(-pid, signal);
  }

  /** Windows: TerminateProcess on the server's own process (cmd.exe for a shim); never throws. */
  private killChild(): void {
    if (this.child?.pid !== undefined) signalPid(this.child.pid, 'SIGKILL');
  }

  private groupAlive(): boolean {
    const pid = this.child?.pid;
    return pid !== undefined && processGroupAlive(pid);
  }

  private unregister(): void {
    runningServers.delete(this);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
