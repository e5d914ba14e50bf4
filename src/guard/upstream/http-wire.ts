// The strict reading of an HTTP upstream's bodies: every answer bounded by --max-bytes (a body, or one
// SSE event), and each message that answers one of the guard's own requests read strictly off the wire
// (a duplicate member refuses the guard's list instead of letting JSON.parse pick a winner). The bodies
// are read by the snapshot's reader (mcp/strict-http-body.ts).
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ToolsealError, isToolsealError } from '../../core/errors.js';
import { parseJsonStrict } from '../../core/json-text.js';
import { isRequestId } from '../../mcp/json-rpc-envelope.js';
import { StrictHttpBody, messageBodyKind } from '../../mcp/strict-http-body.js';

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
    const response = await fetch(url, init);
    if (!response.body) return response;
    const kind = messageBodyKind(response.headers.get('content-type'));
    const isStream = kind === 'event-stream';
    const body = typeof init?.body === 'string' ? init.body : '';
    // A message (not an error's text, which the SDK reads itself, nor an authorization server's answer) is
    // read here, every one: see fromWire.
    const strict = response.ok && kind !== undefined && reading.atEndpoint(url);
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
    const checked = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform: (chunk, controller) => {
          if (overLimit) return;
          if (reader.push(chunk)) controller.enqueue(chunk);
          else if (overLimit) controller.error(overLimit);
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

  constructor(
    private readonly label: string,
    private readonly ownIdPrefix: string,
  ) {}

  /** One message's text off the wire: kept, strictly parsed, when it names one of the guard's ids. */
  read(text: string): void {
    if (!text.includes(this.ownIdPrefix)) return;
    let value: unknown;
    try {
      value = parseJsonStrict(text, `${this.label}: a message from the server`);
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

/** The ids of the requests in a POST body (a message or a batch), as a lenient reader finds them. */
export function requestIds(body: string): Array<string | number> {
  let sent: unknown;
  try {
    sent = body === '' ? undefined : JSON.parse(body);
  } catch {
    return [];
  }
  const ids: Array<string | number> = [];
  for (const m of Array.isArray(sent) ? sent : [sent]) {
    const r = m as Record<string, unknown> | null | undefined;
    if (typeof r?.method === 'string' && isRequestId(r.id)) ids.push(r.id);
  }
  return ids;
}

/** Marks a body that is the host's own bytes (see withRawBody): never the start of a JSON-RPC message. */
const RAW_BODY = '\u0000toolseal-raw-body\u0000';

/**
 * The message, for the SDK's transport, with the host's line as the text it is sent as: the SDK writes
 * the body with JSON.stringify, which calls toJSON (the members stay for the SDK to read); rawBodies,
 * around the fetch, puts the host's bytes back in its place.
 */
export function withRawBody(message: Record<string, unknown>, line: Buffer): Record<string, unknown> {
  let end = line.length;
  if (end > 0 && line[end - 1] === 0x0a) end--;
  const text = line.subarray(0, end).toString('utf8');
  const copy = { ...message };
  Object.defineProperty(copy, 'toJSON', { value: () => RAW_BODY + text, enumerable: false });
  return copy;
}

/** The fetch a POST of withRawBody goes through: its body is the host's text, as the host wrote it. */
export function rawBodies(inner: FetchLike): FetchLike {
  return (url, init) => {
    const body = init?.body;
    if (typeof body === 'string' && body.startsWith('"\\u0000toolseal-raw-body')) {
      const text = (JSON.parse(body) as string).slice(RAW_BODY.length);
      return inner(url, { ...init, body: text });
    }
    return inner(url, init);
  };
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
