// The strict reading of an HTTP upstream's bodies: every answer bounded by --max-bytes (a body, or one
// SSE event), and each message that answers one of the guard's own requests read strictly off the wire
// (a duplicate member refuses the guard's list instead of letting JSON.parse pick a winner).
import { mediaTypeEssence } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { createParser } from 'eventsource-parser';
import { ToolsealError, isToolsealError } from '../../core/errors.js';
import { parseJsonStrict } from '../../core/json-text.js';

function isRequestId(v: unknown): v is string | number {
  return typeof v === 'string' || typeof v === 'number';
}

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
 * Where the last blank line (an SSE event's end) is in `text`, or -1: two line ends in a row, where a
 * line ends at CR, LF or CRLF (so LF LF, CR CR and LF CR, and CR LF CR LF through its LF CR).
 */
function lastEventEnd(text: string): number {
  return Math.max(text.lastIndexOf('\n\n'), text.lastIndexOf('\r\r'), text.lastIndexOf('\n\r'));
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
    const type = response.headers.get('content-type');
    const essence = mediaTypeEssence(type ?? undefined);
    const isStream = essence === 'text/event-stream' || type?.startsWith('text/event-stream') === true;
    const body = typeof init?.body === 'string' ? init.body : '';
    // A message (not an error's text, which the SDK reads itself, nor an authorization server's answer) is
    // read here, every one: see fromWire.
    const strict = response.ok && (isStream || essence === 'application/json') && reading.atEndpoint(url);
    const max = reading.maxMessageBytes;
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let broken = false;
    let text = '';
    /** Bytes of the message being received: the whole body, or the SSE event not ended yet. */
    let bytes = 0;
    let lastChar = '';
    let over = false;
    const parser = createParser({
      onEvent: (ev) => (ev.event === undefined || ev.event === '' || ev.event === 'message') && reading.onMessage(ev.data),
    });
    const decode = (chunk?: Uint8Array): string => {
      if (broken) return '';
      try {
        return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
      } catch {
        broken = true; // not UTF-8: no strict copy, and a list that needed one is refused
        return '';
      }
    };
    const checked = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform: (chunk, controller) => {
          if (over) return;
          bytes += chunk.length;
          const wasBroken = broken;
          const t = strict || isStream ? decode(chunk) : '';
          if (isStream && broken && !wasBroken) reading.onNotUtf8(body);
          if (isStream && !broken) {
            const end = lastEventEnd(lastChar + t);
            if (end >= 0) bytes = Buffer.byteLength(t.slice(Math.max(0, end + 2 - lastChar.length)));
            lastChar = t.length > 0 ? t[t.length - 1]! : lastChar;
          }
          if (bytes > max) {
            over = true;
            parser.reset();
            text = '';
            controller.error(reading.onOverLimit(body, isStream));
            return;
          }
          if (isStream && strict) parser.feed(t);
          else if (strict) text += t;
          controller.enqueue(chunk);
        },
        flush: () => {
          if (over || !strict) return;
          const t = decode();
          if (isStream) parser.feed(t);
          else if (!broken) reading.onMessage(text + t);
          else reading.onNotUtf8(body);
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
