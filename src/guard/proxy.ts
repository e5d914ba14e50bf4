import type { Readable, Writable } from 'node:stream';
import { isToolsealError, oneLine } from '../core/errors.js';
import { escapeForTerminal } from '../core/text/terminal-text.js';
import { auditFile } from '../fs/audit-file.js';
import { labelAndSecrets } from '../mcp/server/server-label.js';
import { redactSecrets, type ServerSecrets } from '../mcp/server/secret-values.js';
import type { LiveServerSpec } from '../mcp/server/server-spec.js';
import { GuardDecider, type GuardPolicy } from './decider.js';
import { GuardChannel, channelRequest } from './guard-channel.js';
import { OwnAnswers } from './own-answers.js';
import { GuardPump } from './pump.js';
import { refuseLongHostLine } from './refusals.js';
import { NoticeLimiter } from './stderr-sink.js';
import { GuardRouter } from './router.js';
import { openUpstream, type Upstream } from './upstream/index.js';

export { BLOCKED_CALL_ERROR } from './router.js';

/** The guard's run: the server, the policy its lists are decided by (see the decider), the host's streams. */
export interface GuardRunOptions extends GuardPolicy {
  upstream: LiveServerSpec;
  /** Append one audit event per decision here (JSON Lines). */
  auditFile?: string;
  /** The host: MCP on these streams (the guard's stdin and stdout). */
  input: Readable;
  output: Writable;
  stderr(text: string): void;
}

/**
 * The run-time guard: a transparent MCP proxy between a host (on stdin/stdout) and one server, composed of
 * its parts: the upstream (the server, see upstream/), the pump (bytes, lines, order and back-pressure),
 * the router (where each message goes: the hook tables and the ids), the decider (the decision on the
 * server's surface, its audit and approval) and the guard's own answers (its list pages, never the host's).
 */
export class GuardProxy {
  private readonly label: string;
  /** The server's secrets: kept out of everything the guard writes (its notices, the server's relayed stderr). */
  private readonly secrets: ServerSecrets;
  private readonly upstream: Upstream;
  private readonly decider: GuardDecider;
  private readonly router: GuardRouter;
  private readonly pump: GuardPump;
  /** The guard's own lines, a few of a kind a second (a flood of junk lines is counted, not echoed). */
  private readonly notices: NoticeLimiter;
  private finished = false;
  private resolveExit!: (code: number) => void;
  readonly exit: Promise<number>;

  constructor(private readonly options: GuardRunOptions) {
    this.exit = new Promise((r) => (this.resolveExit = r));
    this.notices = new NoticeLimiter((text) => options.stderr(`toolseal guard: ${text}\n`));
    const spec = options.upstream;
    ({ label: this.label, secrets: this.secrets } = labelAndSecrets(spec, options.serverId));
    const notice = (text: string) => this.notice(text);
    const channel = new GuardChannel((m) => this.upstream.send(m));
    this.decider = new GuardDecider({
      ...options,
      label: this.label,
      secrets: this.secrets,
      request: channelRequest(channel),
      ...(options.auditFile ? { audit: auditFile(options.auditFile) } : {}),
      notice,
    });
    const decider = this.decider;
    const safely = (step: () => void, line?: Buffer) => this.safely(step, line);
    const own = new OwnAnswers({
      channel,
      label: this.label,
      listBudget: () => decider.listBudget,
      notice,
      safely,
      ...(options.limits.numbers ? { numbers: options.limits.numbers } : {}),
    });
    const max = options.limits.maxBytes;
    this.upstream = openUpstream(
      spec,
      {
        data: (chunk) => this.pump.serverChunk(chunk),
        message: (m, read, _guards, idText) => safely(() => this.router.serverMessage(m, read, idText)),
        refused: (read, line) => safely(() => this.router.dropLine(read, line), line),
        end: (code, reason) => this.onUpstreamEnd(code, reason),
        notice,
      },
      { label: this.label, secrets: this.secrets },
      {
        ownIdPrefix: channel.prefix,
        maxMessageBytes: max,
        timeoutMs: options.limits.timeoutMs,
        stderr: (t) => options.stderr(t),
        ...(options.limits.numbers ? { numbers: options.limits.numbers } : {}),
      },
    );
    this.pump = new GuardPump(
      { input: options.input, output: options.output, upstream: this.upstream, maxLineBytes: max },
      {
        // The two routes every message takes call the router themselves (no closure per message).
        hostLine: (line) => {
          try {
            this.router.hostLine(line);
          } catch (e) {
            this.unrouted(e, line);
          }
        },
        hostLineTooLong: (n) => refuseLongHostLine(n, max, parts),
        serverLine: (line) => {
          try {
            this.router.serverLine(line);
          } catch (e) {
            this.unrouted(e, line);
          }
        },
        serverLineTooLong: (n) => {
          notice(`DROPPED SNAPSHOT_INCOMPLETE: a line of ${n} bytes from the server is longer than --max-bytes (not forwarded)`);
          // It may have been the answer to the guard's own list: that list cannot be complete.
          decider.failList(`the server sent a message longer than ${max} bytes (--max-bytes)`);
        },
        serverTap: own.tap(
          (read, preview, bytes, ownPrefix) => this.router.dropLine(read, preview, bytes, ownPrefix),
          () => this.router.hostAwaitsAnswer,
        ),
        observeServerMessage: (value, line) => this.router.observeServerMessage(value, line),
        serverMessageWithheld: (value, e, line) => this.router.serverMessageWithheld(value, e, line),
        hostGone: () => void this.shutdown(0),
      },
    );
    const parts = {
      pump: this.pump,
      decider,
      own,
      upstream: this.upstream,
      notice,
      redact: (t: string) => this.secrets.redact(t),
      timeoutMs: options.limits.timeoutMs,
    };
    this.router = new GuardRouter(parts);
  }

  /** Runs a routing step; an unexpected error costs that one message (named on stderr), never the session. */
  private safely(step: () => void, line?: Buffer): void {
    try {
      step();
    } catch (e) {
      this.unrouted(e, line);
    }
  }

  /** A message a routing step failed on: named on stderr, dropped. */
  private unrouted(e: unknown, line?: Buffer): void {
    this.notice(
      `DROPPED ${isToolsealError(e) ? e.code : 'INVALID_INPUT'}: a message${line ? ` of ${line.length} bytes` : ''} could not be routed: ${e instanceof Error ? e.message : String(e)}`,
    );
  }

  /** The upstream's process id (stdio). */
  get upstreamPid(): number | undefined {
    return this.upstream.pid;
  }

  /** Starts the upstream, then reads the host. Resolves `exit` with the guard's exit code. */
  async run(): Promise<number> {
    try {
      await this.upstream.start();
    } catch (e) {
      this.notice(
        `${isToolsealError(e) ? e.code : 'SNAPSHOT_INCOMPLETE'}: cannot start the server: ${isToolsealError(e) ? e.message : String(e)}`,
      );
      this.finish(4);
      return this.exit;
    }
    this.pump.start();
    return this.exit;
  }

  private notice(text: string): void {
    this.notices.notice(escapeForTerminal(oneLine(this.redactNotice(text))));
  }

  /**
   * A notice with the server's secrets redacted, but the relock hint as given: it was built from the
   * command line with the values of secret sources already masked (relockWords), and redacting every long
   * argument in it too (`npx -y ***`) would leave a command that cannot be pasted.
   */
  private redactNotice(text: string): string {
    const hint = this.options.relockHint;
    if (hint === undefined || hint === '' || !text.includes(hint)) return this.secrets.redact(text);
    return text
      .split(hint)
      .map((part) => this.secrets.redact(part))
      .join(redactSecrets(hint, this.secrets.known));
  }

  private onUpstreamEnd(code: number, reason?: string): void {
    this.pump.serverEnded();
    if (reason) this.notice(reason);
    this.decider.failList('the server ended');
    this.finish(code);
  }

  /** The host closed: end the upstream (and every process it started), then exit. */
  private async shutdown(code: number): Promise<void> {
    if (this.finished) return;
    this.decider.failList('the host closed the connection');
    await this.upstream.close();
    this.finish(code);
  }

  private finish(code: number): void {
    if (this.finished) return;
    this.finished = true;
    this.pump.finish();
    this.notices.stop();
    this.resolveExit(code);
  }
}
