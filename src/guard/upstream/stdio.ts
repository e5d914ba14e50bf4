import { constants } from 'node:os';
import { ToolsealError, isToolsealError } from '../../core/errors.js';
import { errorText } from '../../mcp/connection.js';
import type { ServerSpec } from '../../mcp/server-spec.js';
import { SnapshotBudget, serverInputBegins } from '../../mcp/snapshot-budget.js';
import { StdioProcessTransport } from '../../mcp/stdio-source.js';
import { framed } from '../line-splitter.js';
import { ServerStderrRelay } from '../server-stderr.js';
import type { Upstream, UpstreamEvents, UpstreamOptions, UpstreamSession } from './index.js';

function inheritedEnv(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) out[k] = v;
  return out;
}

/** No deadline and no byte cap: the guard's session lasts as long as the host's; each list has its own budget. */
function sessionBudget(where: string): SnapshotBudget {
  const budget = new SnapshotBudget(
    { timeoutMs: 2 ** 31 - 1, maxPages: 1, maxBytes: Number.POSITIVE_INFINITY, maxTools: Number.POSITIVE_INFINITY },
    where,
  );
  budget.dispose();
  return budget;
}

/** A stdio server started by the guard, its lines passed on byte for byte (the snapshot transport in raw mode). */
export class StdioUpstream implements Upstream {
  readonly transport = 'stdio' as const;
  private readonly inner: StdioProcessTransport;
  private ended = false;

  private readonly label: string;
  private readonly secrets: readonly string[];
  private readonly stderr: (text: string) => void;

  constructor(
    spec: Extract<ServerSpec, { kind: 'stdio' }>,
    private readonly events: UpstreamEvents,
    session: UpstreamSession,
    options: Pick<UpstreamOptions, 'stderr'>,
  ) {
    this.label = session.label;
    this.secrets = session.secrets.values;
    this.stderr = options.stderr;
    this.inner = new StdioProcessTransport(
      // The server gets the environment the host gave the guard (a wrapped config's `env` is set on the
      // guard), as if the guard were not there; --env adds to it.
      { command: spec.command, args: spec.args, env: { ...inheritedEnv(), ...spec.env }, cwd: spec.cwd, onStdout: (c) => this.onStdout(c) },
      sessionBudget(this.label),
      this.label,
      this.secrets,
    );
  }

  get pid(): number | undefined {
    return this.inner.pid;
  }

  /**
   * A line longer than this is a list arriving (a message of the usual size never is): from then on, V8's
   * young generation keeps its start size, as for a snapshot (see bin.ts).
   */
  private static readonly LONG_LINE_BYTES = 1 << 20;
  /** Bytes since the last newline on stdout, until the first long line. */
  private lineBytes = 0;
  private longLineSeen = false;

  private onStdout(chunk: Buffer): void {
    if (!this.longLineSeen) {
      const nl = chunk.lastIndexOf(10);
      this.lineBytes = nl < 0 ? this.lineBytes + chunk.length : chunk.length - nl - 1;
      if (this.lineBytes > StdioUpstream.LONG_LINE_BYTES || (nl >= 0 && nl > StdioUpstream.LONG_LINE_BYTES)) {
        this.longLineSeen = true;
        serverInputBegins();
      }
    }
    this.events.data(chunk);
  }

  async start(): Promise<void> {
    try {
      await this.inner.start();
    } catch (e) {
      throw new ToolsealError(
        'SNAPSHOT_INCOMPLETE',
        `${this.label}: ${isToolsealError(e) ? e.message.replace(`${this.label}: `, '') : errorText(e)}`,
        { cause: e },
      );
    }
    const child = this.inner.childProcess!;
    // The server's stderr is the host's to log, a line at a time, marked as the server's and with its secrets redacted.
    const relay = new ServerStderrRelay(this.secrets, this.stderr);
    child.stderr!.on('data', (c: string | Buffer) => relay.push(typeof c === 'string' ? c : c.toString('utf8')));
    child.stderr!.once('end', () => relay.end());
    child.once('exit', (code, signal) => {
      const status = code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0);
      // Let the last lines the server wrote arrive first; a child of the server may hold stdout open.
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        this.finish(status);
      };
      child.once('close', finish);
      setTimeout(finish, 500).unref();
    });
  }

  private finish(code: number): void {
    if (this.ended) return;
    this.ended = true;
    void this.inner.close().then(() => this.events.end(code));
  }

  forward(line: Buffer, _parsed: unknown): boolean {
    const stdin = this.inner.childProcess?.stdin;
    if (!stdin || stdin.destroyed || !stdin.writable) return true;
    // The line ends in its newline: one write, which no other writer can split.
    return stdin.write(line);
  }

  send(message: Record<string, unknown>): Promise<void> {
    this.forward(framed(JSON.stringify(message)), message);
    return Promise.resolve();
  }

  onDrain(fn: () => void): void {
    this.inner.childProcess?.stdin?.once('drain', fn);
  }

  batch(forwardLines: () => void): void {
    const stdin = this.inner.childProcess?.stdin;
    if (!stdin || stdin.destroyed) return forwardLines();
    stdin.cork();
    try {
      forwardLines();
    } finally {
      stdin.uncork();
    }
  }

  pause(): void {
    this.inner.childProcess?.stdout?.pause();
  }

  resume(): void {
    this.inner.childProcess?.stdout?.resume();
  }

  async close(): Promise<void> {
    this.ended = true;
    await this.inner.close().catch(() => {});
  }
}
