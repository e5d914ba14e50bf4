import { isRequestId } from '../../mcp/json-rpc-envelope.js';

/** Host requests in flight over HTTP that the guard keeps a deadline for, at most (oldest answered first past it). */
const MAX_DEADLINES = 100_000;

/** A request id as a map key (a Map would tell 1 from "1" too, but the key also names the progress token). */
function idKey(id: string | number): string {
  return typeof id === 'number' ? `n${id}` : `s${id}`;
}

/**
 * The host's requests sent over HTTP and not answered yet, by id: each has a deadline (the --timeout),
 * after which the host gets a JSON-RPC error instead of waiting for ever; the first of an answer, that
 * error, or a refusal settles it (the others are then dropped by the proxy as answering nothing).
 * Progress on a request's progress token restarts its deadline.
 */
export class HostRequestDeadlines {
  private readonly deadlines = new Map<string, { id: string | number; timer: NodeJS.Timeout; progress?: string; idText?: string }>();
  /** The progress token of a request with a deadline: progress on it restarts the deadline. */
  private readonly progressTokens = new Map<string, string>();

  constructor(
    private readonly timeoutMs: number,
    /** A request reached its deadline (still waiting: settle it to answer it). */
    private readonly expired: (id: string | number, method: string) => void,
    /** Too many requests wait: the oldest is given up (still waiting: settle it to answer it). */
    private readonly evicted: (id: string | number) => void,
  ) {}

  /**
   * Gives a host request its deadline (a request with the same id waiting before is forgotten); `idText`:
   * its id as the host wrote it, when JSON.stringify would write it otherwise (see hostIdText).
   */
  start(message: Record<string, unknown>, idText?: string): void {
    const id = message.id as string | number;
    const method = message.method as string;
    const key = idKey(id);
    this.settle(id);
    if (this.deadlines.size >= MAX_DEADLINES) this.evicted(this.deadlines.values().next().value!.id);
    const timer = setTimeout(() => this.expired(id, method), this.timeoutMs);
    timer.unref();
    const meta = (message.params as Record<string, unknown> | undefined)?._meta as Record<string, unknown> | undefined;
    const token = meta?.progressToken;
    const progress = isRequestId(token) ? idKey(token) : undefined;
    if (progress !== undefined) this.progressTokens.set(progress, key);
    this.deadlines.set(key, { id, timer, ...(progress !== undefined ? { progress } : {}), ...(idText !== undefined ? { idText } : {}) });
  }

  /** Progress on a token: the deadline of the request it belongs to starts again. */
  progressed(token: unknown): void {
    if (this.progressTokens.size === 0) return;
    const key = isRequestId(token) ? this.progressTokens.get(idKey(token)) : undefined;
    const entry = key === undefined ? undefined : this.deadlines.get(key);
    if (entry) entry.timer.refresh();
  }

  /** Forgets a request's deadline; true when it was still waiting (it is answered now, by whoever called). */
  settle(id: string | number): boolean {
    return this.take(id) !== undefined;
  }

  /**
   * Forgets a request's deadline: undefined when it was not waiting; else what its answer needs (its id as
   * the host wrote it, when that is not what JSON.stringify writes).
   */
  take(id: string | number): { idText?: string } | undefined {
    const key = idKey(id);
    const entry = this.deadlines.get(key);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    this.deadlines.delete(key);
    if (entry.progress !== undefined) this.progressTokens.delete(entry.progress);
    return entry.idText !== undefined ? { idText: entry.idText } : {};
  }

  /** The ids of the requests still waiting, oldest first. */
  waiting(): Array<string | number> {
    return [...this.deadlines.values()].map((entry) => entry.id);
  }

  clear(): void {
    for (const entry of this.deadlines.values()) clearTimeout(entry.timer);
    this.deadlines.clear();
    this.progressTokens.clear();
  }
}
