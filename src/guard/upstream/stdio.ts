import { constants } from 'node:os';
import { ToolsealError } from '../../core/errors.js';
import type { ServerSpec } from '../../mcp/server/server-spec.js';
import { serverInputBegins } from '../../mcp/server/snapshot-budget.js';
import { startFailureReason } from '../../mcp/process/platform-command.js';
import { ServerProcess } from '../../mcp/process/server-process.js';
import { framed } from '../line-splitter.js';
import { ServerStderrRelay } from '../server-stderr.js';
import type { Upstream, UpstreamEvents, UpstreamOptions, UpstreamSession } from './index.js';

function inheritedEnv(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) out[k] = v;
  return out;
}

/** How long after the server's exit its last lines may still arrive before the guard ends (a child of the server may hold stdout open). */
const AFTER_EXIT_MS = 500;

/**
 * A stdio server started by the guard (a {@link ServerProcess}: its descendants tracked for the whole
 * session and ended with it), its lines passed on byte for byte.
 */
export class StdioUpstream implements Upstream {
  readonly transport = 'stdio' as const;
  private readonly server: ServerProcess;
  private ended = false;

  private readonly label: string;
  private readonly command: string;

  constructor(
    spec: Extract<ServerSpec, { kind: 'stdio' }>,
    private readonly events: UpstreamEvents,
    session: UpstreamSession,
    options: Pick<UpstreamOptions, 'stderr'>,
  ) {
    this.label = session.label;
    this.command = spec.command;
    // The server's stderr is the host's to log, a line at a time, marked as the server's and with its secrets redacted.
    const relay = new ServerStderrRelay(session.secrets.values, options.stderr);
    this.server = new ServerProcess(
      // The server gets the environment the host gave the guard (a wrapped config's `env` is set on the
      // guard), as if the guard were not there; --env adds to it.
      { command: spec.command, args: spec.args, env: { ...inheritedEnv(), ...spec.env }, cwd: spec.cwd },
      {
        stdout: (chunk) => this.onStdout(chunk),
        stderr: (text) => relay.push(text),
        stderrEnd: () => relay.end(),
        // Once the last lines the server wrote have arrived (or shortly after its exit).
        ended: (code, signal) => this.finish(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0)),
      },
      { afterExitMs: AFTER_EXIT_MS },
    );
  }

  get pid(): number | undefined {
    return this.server.pid;
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
      // A chunk that ends its line, none long so far (every answer of the usual size): no line is long yet.
      if (chunk[chunk.length - 1] === 10 && this.lineBytes + chunk.length <= StdioUpstream.LONG_LINE_BYTES) {
        this.lineBytes = 0;
        return this.events.data(chunk);
      }
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
      await this.server.start();
    } catch (e) {
      const reason = startFailureReason(this.command, e as NodeJS.ErrnoException);
      throw new ToolsealError('SNAPSHOT_INCOMPLETE', `${this.label}: ${reason}`, { cause: e });
    }
  }

  private finish(code: number): void {
    if (this.ended) return;
    this.ended = true;
    void this.server.close().then(() => this.events.end(code));
  }

  forward(line: Buffer, _parsed: unknown): boolean {
    // The line ends in its newline: one write, which no other writer can split.
    return this.server.write(line);
  }

  send(message: Record<string, unknown>): Promise<void> {
    this.forward(framed(JSON.stringify(message)), message);
    return Promise.resolve();
  }

  onDrain(fn: () => void): void {
    this.server.whenDrained(fn);
  }

  batch(forwardLines: () => void): void {
    this.server.batchWrites(forwardLines);
  }

  pause(): void {
    this.server.pauseOutput();
  }

  resume(): void {
    this.server.resumeOutput();
  }

  async close(): Promise<void> {
    this.ended = true;
    await this.server.close().catch(() => {});
  }
}
