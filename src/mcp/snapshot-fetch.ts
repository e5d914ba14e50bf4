import { mediaTypeEssence } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ToolsealError, isToolsealError } from '../core/errors.js';
import { parseJsonStrict } from '../core/json-text.js';
import type { SnapshotBudget } from './snapshot-budget.js';
import { createParser, type EventSourceParser } from 'eventsource-parser';
import { ToolsEventStreamCounter, ToolsAnswerCounter } from './tools-answer-counter.js';

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
    const checker = bodyChecker(response.headers.get('content-type'), budget, where, results);
    // What the SDK reads is what was checked here, with each result kept here replaced by `{}` (the tap
    // puts the strict copy in its place): the SDK does not hold a second parse of a large list.
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

/** Reads a body for toolseal, and gives the text the SDK reads in its place, as it becomes ready. */
interface BodyChecker {
  push(chunk: Uint8Array): string;
  end(): string;
}

/**
 * Which bodies to read, by the SDK's own rule, so that every body the SDK parses is parsed here first:
 * the Streamable HTTP transport compares the media type's essence (`mediaTypeEssence`: RFC 9110 parse,
 * lowercased, parameters dropped) with `text/event-stream` and `application/json`; the legacy SSE
 * transport's EventSource takes any Content-Type that starts with `text/event-stream`. A substring or
 * case-sensitive test would let `Application/JSON` reach the SDK's `JSON.parse` unchecked.
 */
function bodyChecker(contentType: string | null, budget: SnapshotBudget, where: string, results: WireResults): BodyChecker | undefined {
  const essence = mediaTypeEssence(contentType ?? undefined);
  if (essence === 'text/event-stream' || contentType?.startsWith('text/event-stream'))
    return new EventStreamChecker(budget, where, results);
  if (essence === 'application/json') return new JsonBodyChecker(budget, where, results);
  return undefined;
}

/**
 * Decodes the server's bytes as UTF-8, refusing invalid sequences: a non-fatal decoder would put U+FFFD
 * in their place, and the tools hashed would no longer be the bytes the server sent.
 */
class StrictUtf8 {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  /** Set once the bytes were not UTF-8 (the budget has failed with INVALID_INPUT). */
  broken = false;
  constructor(
    private readonly budget: SnapshotBudget,
    private readonly where: string,
  ) {}
  decode(chunk?: Uint8Array): string {
    if (this.broken) return '';
    try {
      return chunk === undefined ? this.decoder.decode() : this.decoder.decode(chunk, { stream: true });
    } catch (e) {
      this.broken = true;
      this.budget.fail(invalidUtf8(this.where, e));
      return '';
    }
  }
}

/** The error for server bytes that are not UTF-8 (stdio and HTTP alike). */
export function invalidUtf8(where: string, cause?: unknown): ToolsealError {
  return new ToolsealError('INVALID_INPUT', `${where}: a message from the server is not valid UTF-8 (refused, not repaired with U+FFFD)`, {
    cause,
  });
}

/** Checks a message and keeps its results; returns the parsed value, or undefined when it is not JSON. */
function checkMessage(text: string, budget: SnapshotBudget, where: string, results: WireResults): unknown {
  let value: unknown;
  try {
    value = parseJsonStrict(text, `${where}: a message from the server`);
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
    if ((typeof r.id === 'string' || typeof r.id === 'number') && Object.hasOwn(r, 'result')) {
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
    return (typeof r.id === 'string' || typeof r.id === 'number') && Object.hasOwn(r, 'result') ? { ...r, result: {} } : m;
  };
  return JSON.stringify(Array.isArray(value) ? value.map(stub) : stub(value));
}

class JsonBodyChecker implements BodyChecker {
  private readonly decoder: StrictUtf8;
  private text = '';
  constructor(
    private readonly budget: SnapshotBudget,
    private readonly where: string,
    private readonly results: WireResults,
  ) {
    this.decoder = new StrictUtf8(budget, where);
  }
  private readonly arriving = new ToolsAnswerCounter();
  push(chunk: Uint8Array): string {
    const text = this.decoder.decode(chunk);
    this.text += text;
    this.arriving.feed(text);
    this.budget.checkArrivingTools(this.arriving.count);
    // The SDK gets the body once it is whole.
    return '';
  }
  end(): string {
    const text = this.text + this.decoder.decode();
    this.text = '';
    if (this.decoder.broken || text.trim() === '') return text;
    const value = checkMessage(text, this.budget, this.where, this.results);
    // Not JSON: the SDK gets the text as sent, and reports it.
    return value === undefined ? text : withResultsKept(value);
  }
}

/**
 * Server-sent events, framed by eventsource-parser: the parser the SDK's transports read the same stream
 * with, so the strict copy holds exactly the `message` events the SDK dispatches (an unfinished event at
 * the end of the stream is dropped by both). The SDK reads the events again as framed here, each as it
 * completes (an SSE stream stays open), with its id and type, and a kept result as `{}`.
 */
class EventStreamChecker implements BodyChecker {
  private readonly decoder: StrictUtf8;
  private readonly parser: EventSourceParser;
  constructor(
    private readonly budget: SnapshotBudget,
    private readonly where: string,
    private readonly results: WireResults,
  ) {
    this.decoder = new StrictUtf8(budget, where);
    this.parser = createParser({
      onEvent: (event) => {
        let data = event.data;
        if (event.event === undefined || event.event === '' || event.event === 'message') {
          const value = checkMessage(data, this.budget, this.where, this.results);
          if (value !== undefined) data = withResultsKept(value);
        }
        // As the SDK's parser reads it back: one data line per line, the id and type kept.
        const lines = [event.id === undefined ? '' : `id: ${event.id}\n`, event.event === undefined ? '' : `event: ${event.event}\n`];
        for (const line of data.split('\n')) lines.push(`data: ${line}\n`);
        this.out.push(lines.join('') + '\n');
      },
      onRetry: (ms) => this.out.push(`retry: ${ms}\n\n`),
    });
  }
  private out: string[] = [];
  private taken(): string {
    const text = this.out.join('');
    this.out = [];
    return text;
  }
  private readonly arriving = new ToolsEventStreamCounter();
  push(chunk: Uint8Array): string {
    const text = this.decoder.decode(chunk);
    if (!this.decoder.broken) {
      this.arriving.feed(text);
      this.budget.checkArrivingTools(this.arriving.count);
      if (!this.budget.failed) this.parser.feed(text);
    }
    return this.taken();
  }
  end(): string {
    const text = this.decoder.decode();
    if (!this.decoder.broken) this.parser.feed(text);
    return this.taken();
  }
}
