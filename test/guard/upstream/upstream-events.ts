// What an upstream tells the proxy, recorded for the tests of src/guard/upstream: the stdio bytes as
// lines, the HTTP messages, the refusals, the notices, the relayed stderr and the end, each wait bounded.
import type { UpstreamEvents, UpstreamOptions, UpstreamSession } from '../../../src/guard/upstream/index.js';
import { serverSecrets } from '../../../src/mcp/server/secret-values.js';
import type { LiveServerSpec } from '../../../src/mcp/server/server-spec.js';
import { WAIT_MS, within } from '../../support/in-process-guard.js';

type Message = Record<string, unknown>;

/** The prefix of the guard's own ids in these tests. */
export const OWN = 'tsg-test:';

/** The options an upstream gets here: the guard's bounds (1 MiB, 10 s), stderr kept by the recorder. */
export function upstreamOptions(events: RecordedEvents, over: Partial<UpstreamOptions> = {}): UpstreamOptions {
  return { ownIdPrefix: OWN, maxMessageBytes: 1 << 20, timeoutMs: 10_000, stderr: (text) => events.stderrWrite(text), ...over };
}

/** The session of a server: its label, and its secrets decided by src's one rule. */
export function sessionOf(spec: LiveServerSpec, label = 'test-server'): UpstreamSession {
  return { label, secrets: serverSecrets(spec) };
}

/** Every event an upstream emitted, as it came. */
export class RecordedEvents implements Required<UpstreamEvents> {
  /** stdio: the bytes of the server's stdout, in order. */
  bytes = Buffer.alloc(0);
  /** HTTP: the messages, and the line each was read as (undefined: one of the guard's own). */
  readonly messages: Array<{ message: Message; line?: string; idText?: string }> = [];
  readonly refusals: Array<{ reason: string; line: string }> = [];
  readonly notices: string[] = [];
  stderr = '';
  ended: { code: number; reason?: string } | undefined;
  private readonly waiters = new Set<() => void>();

  data = (chunk: Buffer): void => {
    this.bytes = Buffer.concat([this.bytes, chunk]);
    this.wake();
  };
  message = (message: Message, read?: { line: Buffer }, _guards?: true, idText?: string): void => {
    this.messages.push({ message, ...(read ? { line: read.line.toString('utf8') } : {}), ...(idText !== undefined ? { idText } : {}) });
    this.wake();
  };
  refused = (read: { reason: string }, line: Buffer): void => {
    this.refusals.push({ reason: read.reason, line: line.toString('utf8') });
    this.wake();
  };
  end = (code: number, reason?: string): void => {
    this.ended = { code, ...(reason !== undefined ? { reason } : {}) };
    this.wake();
  };
  stderrWrite = (text: string): void => {
    this.stderr += text;
    this.wake();
  };
  notice = (text: string): void => {
    this.notices.push(text);
    this.wake();
  };

  /** The whole lines of stdout so far, parsed (a line that is not JSON is kept as its text). */
  lines(): unknown[] {
    const text = this.bytes.toString('utf8');
    return text
      .slice(0, text.lastIndexOf('\n') + 1)
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        try {
          return JSON.parse(l) as unknown;
        } catch {
          return l;
        }
      });
  }

  /** Every message so far: the stdio lines that are objects, and the HTTP messages. */
  all(): Message[] {
    const fromLines = this.lines().filter((m): m is Message => typeof m === 'object' && m !== null && !Array.isArray(m));
    return [...fromLines, ...this.messages.map((m) => m.message)];
  }

  /** Waits (bounded) until `test` holds of the events, naming `what` when it does not. */
  async until<T>(test: () => T | undefined | false, what: string, ms?: number): Promise<T> {
    const now = test();
    if (now) return now;
    return within(
      new Promise<T>((resolve) => {
        const wake = () => {
          const v = test();
          if (!v) return;
          this.waiters.delete(wake);
          resolve(v);
        };
        this.waiters.add(wake);
      }),
      what,
      ms,
    );
  }

  /** Waits (bounded) for the answer to `id` (a message with that id and no method). */
  answerTo(id: string | number, ms?: number): Promise<Message> {
    return this.until(() => this.all().find((m) => m.id === id && m.method === undefined), `answer to ${JSON.stringify(id)}`, ms);
  }

  private wake(): void {
    for (const w of [...this.waiters]) w();
  }
}

/** One JSON-RPC message as the line a host writes. */
export function lineOf(message: Message): Buffer {
  return Buffer.from(JSON.stringify(message) + '\n', 'utf8');
}

/** A 2025-era host's initialize. */
export function initializeRequest(id: string | number, protocolVersion = '2025-06-18'): Message {
  return {
    jsonrpc: '2.0',
    id,
    method: 'initialize',
    params: { protocolVersion, capabilities: {}, clientInfo: { name: 'test-host', version: '1' } },
  };
}

/** What `promise` rejects with (a test fails when it settles otherwise), bounded. */
export async function rejection(promise: Promise<unknown>, what: string): Promise<Error> {
  try {
    await within(promise, what);
  } catch (e) {
    return e as Error;
  }
  throw new Error(`${what} did not fail`);
}

/** Waits (bounded) until `test` holds of something outside the events (a file a server writes), looking every 20 ms. */
export async function polled<T>(test: () => T | undefined | false, what: string, ms = WAIT_MS): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = test();
    if (v) return v;
    if (Date.now() > until) throw new Error(`no ${what} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
