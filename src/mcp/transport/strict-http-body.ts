// The one strict reader of an HTTP server's bodies, for the snapshot's fetch (snapshot-fetch.ts) and the
// guard's (guard/upstream/http-wire.ts): which bodies hold messages, their bytes decoded as UTF-8 strictly,
// a JSON body's text whole or an event stream's events framed as the SDK frames them, and the bytes of the
// message still arriving, for a bound on each.
import { mediaTypeEssence } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import { createParser, type EventSourceMessage, type EventSourceParser } from 'eventsource-parser';

/** A body that holds messages: one JSON text, or an event stream of them. */
export type MessageBodyKind = 'json' | 'event-stream';

/**
 * Which bodies hold messages, by the SDK's own rule, so that every body the SDK parses is read here first:
 * the Streamable HTTP transport compares the media type's essence (`mediaTypeEssence`: RFC 9110 parse,
 * lowercased, parameters dropped) with `text/event-stream` and `application/json`; the legacy SSE
 * transport's EventSource takes any Content-Type that starts with `text/event-stream`. A substring or
 * case-sensitive test would let `Application/JSON` reach the SDK's `JSON.parse` unchecked.
 */
export function messageBodyKind(contentType: string | null): MessageBodyKind | undefined {
  const essence = mediaTypeEssence(contentType ?? undefined);
  if (essence === 'text/event-stream' || contentType?.startsWith('text/event-stream')) return 'event-stream';
  if (essence === 'application/json') return 'json';
  return undefined;
}

/** What a body's reader tells its user. */
export interface StrictHttpBodyEvents {
  /** One message's text: a JSON body's whole text at its end, or the data of each SSE `message` event as it completes. */
  message(text: string): void;
  /** SSE: every event as framed, in place of `message` (the user picks the message events itself). */
  event?(event: EventSourceMessage): void;
  /** SSE: a `retry:` field. */
  retry?(ms: number): void;
  /**
   * Each piece of the text as decoded, before it is framed (a count of what arrives); false: nothing more
   * is framed or delivered (the user has given up on the body).
   */
  arriving?(text: string): boolean;
  /** The bytes stopped being UTF-8 while the body arrived: nothing more is decoded (a break at its very end shows in `broken` after `end`). */
  notUtf8?(cause: unknown): void;
  /** The message being received passed `maxMessageBytes`: nothing more is read (the chunk that crossed it was not taken). */
  overLimit?(): void;
}

export interface StrictHttpBodyOptions {
  /**
   * Whether messages are read (framed and delivered). Without it, an event stream is still decoded (its
   * events' ends bound each one), a JSON body only counted.
   */
  read: boolean;
  /** The longest message: a body that is not a stream, or one event of a stream (the bytes since the last event's end). */
  maxMessageBytes?: number;
}

/**
 * Where the last blank line (an SSE event's end) is in `text`, or -1: two line ends in a row, where a
 * line ends at CR, LF or CRLF (so LF LF, CR CR and LF CR, and CR LF CR LF through its LF CR).
 */
function lastEventEnd(text: string): number {
  return Math.max(text.lastIndexOf('\n\n'), text.lastIndexOf('\r\r'), text.lastIndexOf('\n\r'));
}

/**
 * One response body, read strictly as it arrives: decoded as UTF-8 with a fatal decoder (a non-fatal one
 * would put U+FFFD in place of invalid bytes, and the messages would no longer be the server's); a JSON
 * body held as text until its end, an event stream framed by eventsource-parser (the parser the SDK's
 * transports read the same stream with, so the messages here are exactly those the SDK dispatches: an
 * unfinished event at the end of the stream is dropped by both); each message bounded.
 */
export class StrictHttpBody {
  /** Set once the bytes were not UTF-8: nothing more is decoded. */
  broken = false;
  /** Why the bytes were not UTF-8 (the decoder's error). */
  brokenBy: unknown;
  /** Bytes of the message being received: the whole body so far, or the SSE event not ended yet. */
  private messageBytes = 0;
  private stopped = false;
  private text = '';
  private lastChar = '';
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private readonly parser: EventSourceParser | undefined;
  private readonly decodes: boolean;

  constructor(
    readonly kind: MessageBodyKind | undefined,
    private readonly events: StrictHttpBodyEvents,
    private readonly options: StrictHttpBodyOptions,
  ) {
    this.decodes = kind === 'event-stream' || (kind === 'json' && options.read);
    if (kind === 'event-stream' && options.read) {
      this.parser = createParser({
        onEvent: events.event
          ? events.event
          : (ev) => {
              if (ev.event === undefined || ev.event === '' || ev.event === 'message') events.message(ev.data);
            },
        ...(events.retry ? { onRetry: events.retry } : {}),
      });
    }
  }

  private decode(chunk?: Uint8Array): string {
    if (this.broken) return '';
    try {
      return chunk === undefined ? this.decoder.decode() : this.decoder.decode(chunk, { stream: true });
    } catch (e) {
      this.broken = true;
      this.brokenBy = e;
      return '';
    }
  }

  /** Takes a chunk of the body; false when it was not taken (the message passed its bound, now or before). */
  push(chunk: Uint8Array): boolean {
    if (this.stopped) return false;
    this.messageBytes += chunk.byteLength;
    const wasBroken = this.broken;
    const text = this.decodes ? this.decode(chunk) : '';
    if (this.broken && !wasBroken) this.events.notUtf8?.(this.brokenBy);
    const max = this.options.maxMessageBytes;
    if (max !== undefined && this.kind === 'event-stream' && !this.broken) {
      const end = lastEventEnd(this.lastChar + text);
      if (end >= 0) this.messageBytes = Buffer.byteLength(text.slice(Math.max(0, end + 2 - this.lastChar.length)));
      this.lastChar = text.length > 0 ? text[text.length - 1]! : this.lastChar;
    }
    if (max !== undefined && this.messageBytes > max) {
      this.stopped = true;
      this.parser?.reset();
      this.text = '';
      this.events.overLimit?.();
      return false;
    }
    if (!this.options.read || this.broken) return true;
    if (this.events.arriving && !this.events.arriving(text)) {
      this.stopped = true;
      return true;
    }
    if (this.parser) this.parser.feed(text);
    else this.text += text;
    return true;
  }

  /** The body has ended: the last of its text is decoded, framed and delivered (a JSON body's text, whole). */
  end(): void {
    if (this.stopped || !this.decodes) return;
    const text = this.decode();
    if (!this.options.read || this.broken) return;
    if (this.parser) this.parser.feed(text);
    else {
      const whole = this.text + text;
      this.text = '';
      this.events.message(whole);
    }
  }
}
