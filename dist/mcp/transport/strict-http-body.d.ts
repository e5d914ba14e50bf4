import type { EventSourceMessage } from '../../external-types.js';
/** A body that holds messages: one JSON text, or an event stream of them. */
export type MessageBodyKind = 'json' | 'event-stream';
/**
 * Which bodies hold messages, by the SDK's own rule, so that every body the SDK parses is read here first:
 * the Streamable HTTP transport compares the media type's essence (`mediaTypeEssence`: RFC 9110 parse,
 * lowercased, parameters dropped) with `text/event-stream` and `application/json`; the legacy SSE
 * transport's EventSource takes any Content-Type that starts with `text/event-stream`. A substring or
 * case-sensitive test would let `Application/JSON` reach the SDK's `JSON.parse` unchecked.
 */
export declare function messageBodyKind(contentType: string | null): MessageBodyKind | undefined;
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
 * One response body, read strictly as it arrives: decoded as UTF-8 with a fatal decoder (a non-fatal one
 * would put U+FFFD in place of invalid bytes, and the messages would no longer be the server's); a JSON
 * body held as text until its end, an event stream framed by eventsource-parser (the parser the SDK's
 * transports read the same stream with, so the messages here are exactly those the SDK dispatches: an
 * unfinished event at the end of the stream is dropped by both); each message bounded.
 */
export declare class StrictHttpBody {
    readonly kind: MessageBodyKind | undefined;
    private readonly events;
    private readonly options;
    /** Set once the bytes were not UTF-8: nothing more is decoded. */
    broken: boolean;
    /** Why the bytes were not UTF-8 (the decoder's error). */
    brokenBy: unknown;
    /** Bytes of the message being received: the whole body so far, or the SSE event not ended yet. */
    private messageBytes;
    private stopped;
    private text;
    private lastChar;
    private readonly decoder;
    private readonly parser;
    private readonly decodes;
    constructor(kind: MessageBodyKind | undefined, events: StrictHttpBodyEvents, options: StrictHttpBodyOptions);
    private decode;
    /** Takes a chunk of the body; false when it was not taken (the message passed its bound, now or before). */
    push(chunk: Uint8Array): boolean;
    /** The body has ended: the last of its text is decoded, framed and delivered (a JSON body's text, whole). */
    end(): void;
}
