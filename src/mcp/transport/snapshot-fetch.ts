import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { EventSourceMessage } from 'eventsource-parser';
import { isToolsealError } from '../../core/errors.js';
import { parseJsonStrict } from '../../core/json/strict-reader.js';
import { fetchFollowingWithinOrigin } from './endpoint-redirects.js';
import { invalidUtf8 } from './invalid-utf8.js';
import { isRequestId } from './json-rpc-envelope.js';
import type { SnapshotBudget } from '../server/snapshot-budget.js';
import { StrictHttpBody, messageBodyKind } from './strict-http-body.js';
import { ToolsEventStreamCounter, ToolsAnswerCounter } from './tools-answer-counter.js';

/** Response results as parsed here from the wire, by JSON-RPC id, until taken. */
export type WireResults = Map<string | number, unknown>;

const JSON_RPC_MEMBERS = new Set(['jsonrpc', 'id', 'method', 'params', 'result', 'error']);

/**
 * A snapshot's `fetch` for the SDK's HTTP transports, that sees every response body on the wire: it counts
 * the bytes against `--max-bytes`, and reads each body that holds messages strictly (see
 * {@link StrictHttpBody}: a JSON body, or each `message` event of an event stream) so a duplicate member
 * name is refused (`DUPLICATE_JSON_MEMBER`) rather than resolved by `JSON.parse`'s last-wins, and bytes
 * that are not UTF-8 are refused. The SDK still parses the same bytes for itself; the results of this
 * strict parse are kept in `results` (by request id) so the snapshot takes its tools from them.
 */
export function snapshotFetch(budget: SnapshotBudget, label: string, results: WireResults): FetchLike {
  return async (url, init) => {
    // The session's DELETE must go out even after the snapshot failed (that is when it matters most).
    const bounded = init?.method !== 'DELETE';
    const signal = !bounded ? init?.signal : init?.signal ? AbortSignal.any([init.signal, budget.signal]) : budget.signal;
    // The SDK's transport asks to see the redirects of its requests to the server (`redirect: 'manual'`):
    // they are followed here, within the server's origin (see fetchFollowingWithinOrigin), as the guard does.
    const response =
      init?.redirect === 'manual'
        ? await fetchFollowingWithinOrigin(url, { ...init, signal }, label)
        : await fetch(url, { ...init, signal });
    if (!response.body) return response;
    const checker = bodyChecker(response.headers.get('content-type'), budget, label, results);
    // What the SDK reads is what was checked here, with each result kept here replaced by `{}` (the
    // SnapshotTransport puts the strict copy in its place): the SDK does not hold a second parse of a large list.
    const encoder = new TextEncoder();
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          budget.addBytes(chunk.byteLength);
          const forSdk = checker ? checker.push(chunk) : chunk;
          if (budget.failed) controller.error(budget.failed);
          else if (forSdk.length > 0) controller.enqueue(typeof forSdk === 'string' ? encoder.encode(forSdk) : forSdk);
        },
        flush(controller) {
          const forSdk = checker?.end() ?? '';
          if (budget.failed) controller.error(budget.failed);
          else if (forSdk.length > 0) controller.enqueue(encoder.encode(forSdk));
        },
      }),
    );
    return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/** Checks a message and keeps its results; returns the parsed value, or undefined when it is not JSON. */
function checkMessage(text: string, budget: SnapshotBudget, label: string, results: WireResults): unknown {
  let value: unknown;
  try {
    value = parseJsonStrict(text, `${label}: a message from the server`, { numbers: budget.limits.numbers });
  } catch (e) {
    // Not JSON at all is the SDK's to report; a duplicate member or excessive nesting is ours to refuse.
    if (!isToolsealError(e, 'INVALID_JSON')) budget.fail(e as never);
    return undefined;
  }
  for (const m of Array.isArray(value) ? value : [value]) {
    if (typeof m !== 'object' || m === null) continue;
    const extra = Object.keys(m).filter((k) => !JSON_RPC_MEMBERS.has(k));
    if (extra.length > 0 && Object.hasOwn(m, 'id') && (Object.hasOwn(m, 'result') || Object.hasOwn(m, 'error'))) {
      // The SDK's HTTP transports drop such a response, and its request would wait out the timeout.
      budget.fail(
        `protocol error: a JSON-RPC response with extra envelope keys (${extra
          .slice(0, 3)
          .map((k) => JSON.stringify(k))
          .join(', ')})`,
      );
    }
    const r = m as Record<string, unknown>;
    if (isRequestId(r.id) && Object.hasOwn(r, 'result')) {
      // Two answers to one request: the SDK would take the first, and this copy would hold the second.
      if (results.has(r.id)) budget.fail(`protocol error: two responses with id ${JSON.stringify(r.id)}`);
      results.set(r.id, r.result);
    }
  }
  return value;
}

/** A message as the SDK gets it: each response's result, kept in `results`, as `{}` (its envelope unchanged). */
function withResultsKept(value: unknown): string {
  const stub = (m: unknown): unknown => {
    if (typeof m !== 'object' || m === null || Array.isArray(m)) return m;
    const r = m as Record<string, unknown>;
    return isRequestId(r.id) && Object.hasOwn(r, 'result') ? { ...r, result: {} } : m;
  };
  return JSON.stringify(Array.isArray(value) ? value.map(stub) : stub(value));
}

/** Reads a body for the snapshot, and gives the text the SDK reads in its place, as it becomes ready. */
interface BodyChecker {
  push(chunk: Uint8Array): string;
  end(): string;
}

/** The checker of a body that holds messages (see {@link messageBodyKind}); none for other bodies (the SDK reads no message in them). */
function bodyChecker(contentType: string | null, budget: SnapshotBudget, label: string, results: WireResults): BodyChecker | undefined {
  const kind = messageBodyKind(contentType);
  if (kind === 'event-stream') return new EventStreamChecker(budget, label, results);
  if (kind === 'json') return new JsonBodyChecker(budget, label, results);
  return undefined;
}

/** The snapshot fails on bytes that are not UTF-8, whether the decoder saw it while the body arrived or at its end. */
function failIfBroken(body: StrictHttpBody, budget: SnapshotBudget, label: string): void {
  if (body.broken) budget.fail(invalidUtf8(label, body.brokenBy));
}

/** A JSON body: held until whole (its tools counted as they arrive), then read strictly; the SDK gets it with its results kept here as `{}`. */
class JsonBodyChecker implements BodyChecker {
  private readonly body: StrictHttpBody;
  private readonly arriving = new ToolsAnswerCounter();
  private forSdk = '';
  constructor(
    private readonly budget: SnapshotBudget,
    private readonly label: string,
    results: WireResults,
  ) {
    this.body = new StrictHttpBody(
      'json',
      {
        arriving: (text) => {
          this.arriving.feed(text);
          budget.checkArrivingTools(this.arriving.count);
          return true;
        },
        message: (text) => {
          if (text.trim() === '') {
            this.forSdk = text;
            return;
          }
          const value = checkMessage(text, budget, label, results);
          // Not JSON: the SDK gets the text as sent, and reports it.
          this.forSdk = value === undefined ? text : withResultsKept(value);
        },
        notUtf8: () => failIfBroken(this.body, budget, label),
      },
      { read: true },
    );
  }
  push(chunk: Uint8Array): string {
    this.body.push(chunk);
    // The SDK gets the body once it is whole.
    return '';
  }
  end(): string {
    this.body.end();
    failIfBroken(this.body, this.budget, this.label);
    const forSdk = this.forSdk;
    this.forSdk = '';
    return forSdk;
  }
}

/**
 * An event stream: each event framed as the SDK frames it (see {@link StrictHttpBody}), each `message`
 * event read strictly as it completes. The SDK reads the events again as framed here, each as it
 * completes (an SSE stream stays open), with its id and type, and a kept result as `{}`.
 */
class EventStreamChecker implements BodyChecker {
  private readonly body: StrictHttpBody;
  private readonly arriving = new ToolsEventStreamCounter();
  private out: string[] = [];
  constructor(
    private readonly budget: SnapshotBudget,
    private readonly label: string,
    private readonly results: WireResults,
  ) {
    this.body = new StrictHttpBody(
      'event-stream',
      {
        message: () => {},
        event: (event) => this.onEvent(event),
        retry: (ms) => this.out.push(`retry: ${ms}\n\n`),
        arriving: (text) => {
          this.arriving.feed(text);
          budget.checkArrivingTools(this.arriving.count);
          return !budget.failed;
        },
        notUtf8: () => failIfBroken(this.body, budget, label),
      },
      { read: true },
    );
  }
  private onEvent(event: EventSourceMessage): void {
    let data = event.data;
    if (event.event === undefined || event.event === '' || event.event === 'message') {
      const value = checkMessage(data, this.budget, this.label, this.results);
      if (value !== undefined) data = withResultsKept(value);
    }
    // As the SDK's parser reads it back: one data line per line, the id and type kept.
    const lines = [event.id === undefined ? '' : `id: ${event.id}\n`, event.event === undefined ? '' : `event: ${event.event}\n`];
    for (const line of data.split('\n')) lines.push(`data: ${line}\n`);
    this.out.push(lines.join('') + '\n');
  }
  private taken(): string {
    const text = this.out.join('');
    this.out = [];
    return text;
  }
  push(chunk: Uint8Array): string {
    this.body.push(chunk);
    return this.taken();
  }
  end(): string {
    this.body.end();
    failIfBroken(this.body, this.budget, this.label);
    return this.taken();
  }
}
