// The strict reading of an HTTP upstream's bodies: every answer bounded by --max-bytes (a body, or one
// SSE event), and each message that answers one of the guard's own requests read strictly off the wire
// (a duplicate member refuses the guard's list instead of letting JSON.parse pick a winner). The bodies
// are read by the snapshot's reader (mcp/transport/strict-http-body.ts). And the other way, the host's bytes as the
// body of the POSTs of its messages (HostBodies).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ToolsealError, isToolsealError } from '../../core/errors.js';
import { parseJsonStrict, type NumberReading, type StrictReadOptions } from '../../core/json/strict-reader.js';
import { fetchFollowingWithinOrigin } from '../../mcp/transport/endpoint-redirects.js';
import { isRequestId } from '../../mcp/transport/json-rpc-envelope.js';
import { StrictHttpBody, messageBodyKind } from '../../mcp/transport/strict-http-body.js';
import { writtenIdOf, writtenIdsOfBatch } from '../message-line.js';

/** What the strict-reading fetch is told and tells (see strictReadingFetch). */
export interface WireReading {
  /** --max-bytes: the longest body that is not a stream, and the longest SSE event. */
  maxMessageBytes: number;
  /** Whether a request goes to the server's MCP endpoint (--url; not OAuth metadata, registration or tokens). */
  atEndpoint(url: string | URL): boolean;
  /** One message off the wire (a JSON body, or one SSE event's data). */
  onMessage(text: string): void;
  /** A body or event stream that is not UTF-8 (`body`: the POST it answers); nothing more is read from it. */
  onNotUtf8(body: string): void;
  /** A message past --max-bytes: the error returned ends the stream. */
  onOverLimit(body: string, isStream: boolean): Error;
  /** Whether the messages may be read now (see ReadingGate): a paused body is not read further. */
  gate: ReadingGate;
}

/**
 * The upstream's reading of its bodies, paused and resumed as the host reads (the pump's back-pressure):
 * while paused, no chunk of a body that holds messages is read, so the fetch stops taking the response's
 * bytes, the socket's buffers fill and the server's writes stall (as a stdio server's do on a full pipe).
 * What the guard holds for a stream past the pause is the one chunk being read. Closed, it holds nothing:
 * every waiting chunk is let go unread.
 */
export class ReadingGate {
  private opened: Promise<void> | undefined;
  private open: (() => void) | undefined;
  private closedForGood = false;

  get paused(): boolean {
    return this.opened !== undefined;
  }

  get closed(): boolean {
    return this.closedForGood;
  }

  pause(): void {
    if (this.opened || this.closedForGood) return;
    this.opened = new Promise<void>((resolve) => (this.open = resolve));
  }

  resume(): void {
    const open = this.open;
    this.opened = undefined;
    this.open = undefined;
    open?.();
  }

  /** Nothing more is read: whatever waits is let go. */
  close(): void {
    this.closedForGood = true;
    this.resume();
  }

  /** Resolves once reading may go on (at once when it is not paused). */
  whenOpen(): Promise<void> | undefined {
    return this.opened;
  }
}

/**
 * A fetch that bounds every answer and also reads, strictly, each message on the wire that answers one
 * of the guard's own requests (found by the id prefix; a message that hides it in escapes has no strict
 * copy and its list is refused). Other bytes are not held: the SDK parses them for itself.
 *
 * --max-bytes bounds one message: a body that is not a stream, and each event of an SSE stream (the
 * bytes since the last event's end). Past it the stream fails before the SDK holds more, and the host's
 * requests in that POST are answered with an error.
 */
export function strictReadingFetch(reading: WireReading): FetchLike {
  return async (url, init) => {
    const atEndpoint = reading.atEndpoint(url);
    // A request to the endpoint (or any the SDK's transport asks to see the redirects of) follows them
    // here, within the server's origin: the answer at the end is the endpoint's, read below. The SDK
    // would send it again through this fetch to a URL that is not --url, and its answer would go unread.
    const response = atEndpoint || init?.redirect === 'manual' ? await fetchFollowingWithinOrigin(url, init) : await fetch(url, init);
    if (!response.body) return response;
    const kind = messageBodyKind(response.headers.get('content-type'));
    const isStream = kind === 'event-stream';
    const body = typeof init?.body === 'string' ? init.body : '';
    // A message (not an error's text, which the SDK reads itself, nor an authorization server's answer) is
    // read here, every one: see fromWire.
    const strict = response.ok && kind !== undefined && atEndpoint;
    let overLimit: Error | undefined;
    const reader = new StrictHttpBody(
      // A body that is not read is still bounded: an event stream by its events (so it is decoded), any other by its bytes.
      strict || isStream ? kind : undefined,
      {
        message: (text) => reading.onMessage(text),
        // A stream's break is told at once; a JSON body's once it has ended (see flush).
        notUtf8: () => isStream && reading.onNotUtf8(body),
        overLimit: () => (overLimit = reading.onOverLimit(body, isStream)),
      },
      { read: strict, maxMessageBytes: reading.maxMessageBytes },
    );
    const { gate } = reading;
    const take = (chunk: Uint8Array, controller: TransformStreamDefaultController<Uint8Array>) => {
      if (overLimit || gate.closed) return;
      if (reader.push(chunk)) controller.enqueue(chunk);
      else if (overLimit) controller.error(overLimit);
    };
    const checked = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        // Paused: the chunk waits (and with it the body's reading) until the host has read.
        transform: (chunk, controller) => {
          const waiting = strict ? gate.whenOpen() : undefined;
          if (waiting === undefined) return take(chunk, controller);
          return waiting.then(() => take(chunk, controller));
        },
        flush: () => {
          if (overLimit || !strict) return;
          reader.end();
          if (!isStream && reader.broken) reading.onNotUtf8(body);
        },
      }),
    );
    return new Response(checked, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/** What the strict copy of an answer to one of the guard's own requests is, until taken. */
type StrictCopy = { value: Record<string, unknown> } | { error: ToolsealError };

/**
 * The answers to the guard's own requests as read strictly off the wire, by id, until the proxy takes
 * them; and the refusal that fails every pending one when a message's id could not be trusted.
 */
export class OwnAnswersOffWire {
  private readonly strict = new Map<string, StrictCopy>();
  private readonly reading: StrictReadOptions;

  /** `numbers` `rounded` (`--round-inexact-numbers`): a number a double cannot hold exactly is read as its nearest double. */
  constructor(
    private readonly label: string,
    private readonly ownIdPrefix: string,
    readonly numbers: NumberReading = 'exact',
  ) {
    this.reading = { numbers };
  }

  /** One message's text off the wire: kept, strictly parsed, when it names one of the guard's ids. */
  read(text: string): void {
    if (!text.includes(this.ownIdPrefix)) return;
    let value: unknown;
    try {
      value = parseJsonStrict(text, `${this.label}: a message from the server`, this.reading);
    } catch (e) {
      // The id cannot be trusted from a text that did not parse: every pending list is refused.
      const error = isToolsealError(e) ? e : new ToolsealError('INVALID_JSON', String(e));
      this.strict.set('*', { error });
      return;
    }
    for (const m of Array.isArray(value) ? value : [value]) {
      const id = (m as Record<string, unknown> | null)?.id;
      if (typeof id === 'string' && id.startsWith(this.ownIdPrefix)) this.strict.set(id, { value: m as Record<string, unknown> });
    }
  }

  /** Every pending answer of the guard's fails with this error (its id could not be read). */
  refuseAll(error: ToolsealError): void {
    this.strict.set('*', { error });
  }

  /**
   * The strict copy of the answer to the guard's request `id`, or the refusal that fails its list: a
   * refusal recorded for a message whose id could not be read, or none read strictly at all. Taken once.
   */
  take(id: string): Record<string, unknown> | ToolsealError {
    const copy = this.strict.get(id);
    this.strict.delete(id);
    const refusal = this.strict.get('*');
    this.strict.delete('*');
    if (refusal && 'error' in refusal) return refusal.error;
    if (!copy)
      return new ToolsealError(
        'SNAPSHOT_INCOMPLETE',
        `${this.label}: the answer to the guard's tools/list could not be read strictly off the wire`,
      );
    return 'error' in copy ? copy.error : copy.value;
  }
}

/**
 * The ids of the requests in a POST body (a message or a batch, the host's text), as a lenient reader
 * finds them, each with its text as written when JSON.stringify would write it otherwise (see hostIdText):
 * the guard's error for each is the answer to the request of that text.
 */
export function requestIds(body: string): Array<{ id: string | number; idText?: string }> {
  let sent: unknown;
  try {
    sent = body === '' ? undefined : JSON.parse(body);
  } catch {
    return [];
  }
  const written = Array.isArray(sent) ? writtenIdsOfBatch(Buffer.from(body, 'utf8')) : [writtenIdOf(Buffer.from(body, 'utf8'))];
  const ids: Array<{ id: string | number; idText?: string }> = [];
  (Array.isArray(sent) ? sent : [sent]).forEach((m, i) => {
    const r = m as Record<string, unknown> | null | undefined;
    if (typeof r?.method !== 'string' || !isRequestId(r.id)) return;
    const idText = typeof r.id === 'number' && written[i] !== JSON.stringify(r.id) ? written[i] : undefined;
    ids.push(idText === undefined ? { id: r.id } : { id: r.id, idText });
  });
  return ids;
}

/** One send of a host's message: the body the SDK writes for it, and the host's text posted instead. */
interface HostBody {
  /** JSON.stringify(message): the body the SDK's transport writes for the message. */
  written: string;
  /** The host's line without its newline: what is posted. */
  text: string;
}

/**
 * The host's own bytes as the body of the POSTs of its message. The SDK's transports write a body with
 * JSON.stringify(message), which loses what a double cannot hold (12345678901234567890, 1e-400). A send
 * of a host's message runs in `send` with the host's line; the fetch under the transports (`fetch`)
 * posts that line in place of a body that is exactly the message's JSON.stringify, for the POSTs of that
 * send alone (its retry after a 401 or 403, a redirect followed). Nothing else is touched: an OAuth
 * request made meanwhile, a message the guard sends of its own, another send of an equal message.
 */
export class HostBodies {
  /** The send whose POSTs this async run makes (Node carries it through the SDK's awaits and timers). */
  private readonly sending = new AsyncLocalStorage<HostBody | undefined>();

  /** Runs `send` (one send of the SDK's transport for `message`) posting `line` as its body; without a line, the SDK's own. */
  send<T>(message: unknown, line: Buffer | undefined, send: () => Promise<T>): Promise<T> {
    if (line === undefined || line.length === 0) return this.sending.run(undefined, send);
    let end = line.length;
    if (line[end - 1] === 0x0a) end--;
    return this.sending.run({ written: JSON.stringify(message), text: line.subarray(0, end).toString('utf8') }, send);
  }

  /** The fetch the SDK's transports go through: a POST of the running send's message carries the host's text. */
  fetch(inner: FetchLike): FetchLike {
    return (url, init) => {
      const body = this.sending.getStore();
      if (body === undefined || init?.body !== body.written) return inner(url, init);
      return inner(url, { ...init, body: body.text });
    };
  }
}

/** Whether a request goes to the server's MCP endpoint (`endpoint`, the --url): not to OAuth metadata, registration or tokens. */
export function isEndpoint(url: string | URL, endpoint: string): boolean {
  try {
    const a = new URL(String(url));
    const b = new URL(endpoint);
    return a.origin === b.origin && a.pathname === b.pathname && a.search === b.search;
  } catch {
    return false;
  }
}

/**
 * One message off the wire (a JSON body, or one SSE event's data) as the line a stdio server would have
 * written: its bytes as they are, the insignificant line breaks of a pretty-printed body made spaces;
 * none for a text that is only white space.
 */
export function wireLine(text: string): Buffer | undefined {
  let t = text.trim();
  if (t === '') return undefined;
  if (/[\r\n]/.test(t)) {
    // Valid JSON holds a raw line break only between tokens (inside a string it is invalid, and refused as it is).
    try {
      JSON.parse(t);
      t = t.replace(/\r\n|\r|\n/g, ' ');
    } catch {
      // refused as read
    }
  }
  return Buffer.from(t + '\n', 'utf8');
}
