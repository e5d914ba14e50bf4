import { isRequestId } from '../../mcp/transport/json-rpc-envelope.js';
import { idKeyAsWritten } from '../message-line.js';

/** Host requests in flight over HTTP that the guard keeps a deadline for, at most (oldest answered first past it). */
const MAX_DEADLINES = 100_000;

/** A progress token as a key (a Map would tell 1 from "1" too, but the key is a string to compare). */
function tokenKey(token: string | number): string {
  return typeof token === 'number' ? `n${token}` : `s${token}`;
}

/**
 * The host's requests sent over HTTP and not answered yet, by id: each has a deadline (the --timeout),
 * after which the host gets a JSON-RPC error instead of waiting for ever; the first of an answer, that
 * error, or a refusal settles it (the others are then dropped by the proxy as answering nothing).
 * Progress on a request's progress token restarts its deadline. A request is keyed by its id as written
 * (see idKeyAsWritten), as the router pairs answers: `12345678901234567890` and `12345678901234567891`
 * (one double) are two requests, `1e2` and `100` too, and an answer that writes the id otherwise (a
 * server that read it as a double and wrote it again) settles nothing: the router drops it, and the
 * request gets its error at its deadline.
 */
export class HostRequestDeadlines {
  private readonly deadlines = new Map<string, { id: string | number; timer: NodeJS.Timeout; progress?: string; idText?: string }>();
  /** The progress token of a request with a deadline: progress on it restarts the deadline. */
  private readonly progressTokens = new Map<string, string>();

  constructor(
    private readonly timeoutMs: number,
    /** A request reached its deadline (still waiting: settle it to answer it). */
    private readonly expired: (id: string | number, method: string, idText?: string) => void,
    /** Too many requests wait: the oldest is given up (still waiting: settle it to answer it). */
    private readonly evicted: (id: string | number, idText?: string) => void,
  ) {}

  /**
   * Gives a host request its deadline (a request with the same id waiting before is forgotten); `idText`:
   * its id as the host wrote it, when JSON.stringify would write it otherwise (see hostIdText).
   */
  start(message: Record<string, unknown>, idText?: string): void {
    const id = message.id as string | number;
    const method = message.method as string;
    const key = idKeyAsWritten(id, idText);
    this.forget(key);
    if (this.deadlines.size >= MAX_DEADLINES) {
      const oldest = this.deadlines.values().next().value!;
      this.evicted(oldest.id, oldest.idText);
    }
    const timer = setTimeout(() => this.expired(id, method, idText), this.timeoutMs);
    timer.unref();
    const meta = (message.params as Record<string, unknown> | undefined)?._meta as Record<string, unknown> | undefined;
    const token = meta?.progressToken;
    const progress = isRequestId(token) ? tokenKey(token) : undefined;
    if (progress !== undefined) this.progressTokens.set(progress, key);
    this.deadlines.set(key, { id, timer, ...(progress !== undefined ? { progress } : {}), ...(idText !== undefined ? { idText } : {}) });
  }

  /** Progress on a token: the deadline of the request it belongs to starts again. */
  progressed(token: unknown): void {
    if (this.progressTokens.size === 0) return;
    const key = isRequestId(token) ? this.progressTokens.get(tokenKey(token)) : undefined;
    const entry = key === undefined ? undefined : this.deadlines.get(key);
    if (entry) entry.timer.refresh();
  }

  /**
   * Forgets a request's deadline; true when it was still waiting (it is answered now, by whoever called).
   * `idText`: the id's text in the answer, when JSON.stringify would write it otherwise.
   */
  settle(id: string | number, idText?: string): boolean {
    return this.take(id, idText) !== undefined;
  }

  /**
   * Forgets the deadline of the request whose id is written `idText` (else as JSON.stringify writes `id`):
   * undefined when none was waiting; else what its answer needs (its id as the host wrote it, when that
   * is not what JSON.stringify writes).
   */
  take(id: string | number, idText?: string): { idText?: string } | undefined {
    const entry = this.forget(idKeyAsWritten(id, idText));
    if (!entry) return undefined;
    return entry.idText !== undefined ? { idText: entry.idText } : {};
  }

  /** Forgets the deadline of this key, if any: its entry. */
  private forget(key: string): { id: string | number; idText?: string } | undefined {
    const entry = this.deadlines.get(key);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    this.deadlines.delete(key);
    if (entry.progress !== undefined) this.progressTokens.delete(entry.progress);
    return entry;
  }

  /** The requests still waiting, oldest first: each id, and its text as the host wrote it when it has one. */
  waiting(): Array<{ id: string | number; idText?: string }> {
    return [...this.deadlines.values()].map(({ id, idText }) => ({ id, ...(idText !== undefined ? { idText } : {}) }));
  }

  clear(): void {
    for (const entry of this.deadlines.values()) clearTimeout(entry.timer);
    this.deadlines.clear();
    this.progressTokens.clear();
  }
}
