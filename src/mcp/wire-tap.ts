import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { isToolsealError } from '../core/errors.js';
import { parseJsonStrict } from '../core/json-text.js';
import type { SnapshotBudget } from './snapshot-budget.js';

/** Response results as parsed here from the wire, by JSON-RPC id, until taken. */
export type WireResults = Map<string | number, unknown>;

const JSON_RPC_MEMBERS = new Set(['jsonrpc', 'id', 'method', 'params', 'result', 'error']);

/**
 * A `fetch` for the SDK's HTTP transports that sees every response body on the wire: it counts the bytes
 * against `--max-bytes`, and parses each JSON-RPC message strictly (a JSON body, or each `message` event
 * of an event stream) so a duplicate member name is refused (`DUPLICATE_JSON_MEMBER`) rather than
 * resolved by `JSON.parse`'s last-wins. The SDK still parses the same bytes for itself; the results of
 * this strict parse are kept in `results` (by request id) so the snapshot takes its tools from them.
 */
export function wireTapFetch(budget: SnapshotBudget, where: string, results: WireResults): FetchLike {
  return async (url, init) => {
    // The session's DELETE must go out even after the snapshot failed (that is when it matters most).
    const bounded = init?.method !== 'DELETE';
    const signal = !bounded ? init?.signal : init?.signal ? AbortSignal.any([init.signal, budget.signal]) : budget.signal;
    const response = await fetch(url, { ...init, signal });
    if (!response.body) return response;
    const type = response.headers.get('content-type') ?? '';
    const checker: BodyChecker | undefined = type.includes('text/event-stream')
      ? new EventStreamChecker(budget, where, results)
      : type.includes('json')
        ? new JsonBodyChecker(budget, where, results)
        : undefined;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          budget.addBytes(chunk.byteLength);
          checker?.push(chunk);
          if (budget.failed) controller.error(budget.failed);
          else controller.enqueue(chunk);
        },
        flush(controller) {
          checker?.end();
          if (budget.failed) controller.error(budget.failed);
        },
      }),
    );
    return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

interface BodyChecker {
  push(chunk: Uint8Array): void;
  end(): void;
}

function checkMessage(text: string, budget: SnapshotBudget, where: string, results: WireResults): void {
  let value: unknown;
  try {
    value = parseJsonStrict(text, `${where}: a message from the server`);
  } catch (e) {
    // Not JSON at all is the SDK's to report; a duplicate member or excessive nesting is ours to refuse.
    if (!isToolsealError(e, 'INVALID_JSON')) budget.fail(e as never);
    return;
  }
  for (const m of Array.isArray(value) ? value : [value]) {
    if (typeof m !== 'object' || m === null) continue;
    const extra = Object.keys(m).filter((k) => !JSON_RPC_MEMBERS.has(k));
    if (extra.length > 0 && Object.hasOwn(m, 'id') && (Object.hasOwn(m, 'result') || Object.hasOwn(m, 'error'))) {
      // The SDK's HTTP transports drop such a response, and its request would wait out the timeout.
      budget.fail(`protocol error: a JSON-RPC response with extra envelope keys (${extra.slice(0, 3).map((k) => JSON.stringify(k)).join(', ')})`);
    }
    const r = m as Record<string, unknown>;
    if ((typeof r.id === 'string' || typeof r.id === 'number') && Object.hasOwn(r, 'result')) results.set(r.id, r.result);
  }
}

class JsonBodyChecker implements BodyChecker {
  private readonly decoder = new TextDecoder();
  private text = '';
  constructor(
    private readonly budget: SnapshotBudget,
    private readonly where: string,
    private readonly results: WireResults,
  ) {}
  push(chunk: Uint8Array): void {
    this.text += this.decoder.decode(chunk, { stream: true });
  }
  end(): void {
    this.text += this.decoder.decode();
    if (this.text.trim() !== '') checkMessage(this.text, this.budget, this.where, this.results);
  }
}

/** Server-sent events, as the HTML standard frames them: `data` lines joined by \n, dispatched on a blank line. */
class EventStreamChecker implements BodyChecker {
  private readonly decoder = new TextDecoder();
  private buffer = '';
  private event = '';
  private data: string[] = [];
  constructor(
    private readonly budget: SnapshotBudget,
    private readonly where: string,
    private readonly results: WireResults,
  ) {}
  push(chunk: Uint8Array): void {
    this.buffer += this.decoder.decode(chunk, { stream: true });
    this.drain(false);
  }
  end(): void {
    this.buffer += this.decoder.decode();
    this.drain(true);
  }
  /** Where to look for the next line end: only bytes not looked at yet (a 20 MB line comes in many chunks). */
  private scan = 0;
  private drain(final: boolean): void {
    for (;;) {
      const nl = this.buffer.indexOf('\n', this.scan);
      const cr = this.buffer.indexOf('\r', this.scan);
      const end = nl < 0 ? cr : cr < 0 ? nl : Math.min(nl, cr);
      if (end < 0) {
        this.scan = this.buffer.length;
        break;
      }
      let width = 1;
      if (this.buffer[end] === '\r') {
        // A \r at the end of what we have may be half of \r\n: wait for more.
        if (end === this.buffer.length - 1 && !final) {
          this.scan = end;
          break;
        }
        if (this.buffer[end + 1] === '\n') width = 2;
      }
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + width);
      this.scan = 0;
      this.line(line);
    }
    if (final && this.buffer !== '') {
      this.line(this.buffer);
      this.line('');
    }
  }
  private line(line: string): void {
    if (line === '') {
      if (this.data.length > 0 && (this.event === '' || this.event === 'message')) {
        checkMessage(this.data.join('\n'), this.budget, this.where, this.results);
      }
      this.event = '';
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
  }
}
