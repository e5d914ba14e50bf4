// The server behind the guard, as the proxy sees it: one interface for a stdio process, a Streamable
// HTTP / SSE endpoint and a server of the 2026-07-28 revision over either. What only some upstreams can
// do is an optional member of the interface (as the SDK's Transport declares its optional ones), so the
// proxy asks for it by name and never by the upstream's class.
import type { ToolsealError } from '../../core/errors.js';
import type { NumberReading } from '../../core/json/strict-reader.js';
import type { Transport } from '../../core/snapshot/snapshot.js';
import type { ServerSession } from '../../mcp/server/server-session.js';
import type { LiveServerSpec } from '../../mcp/server/server-spec.js';
import type { LineRead } from '../message-line.js';
import { HttpUpstream } from './http.js';
import { ModernUpstream } from './modern.js';
import { ModernStdioUpstream } from './modern-stdio.js';
import { StdioUpstream } from './stdio.js';

/** What an upstream tells the proxy. */
export interface UpstreamEvents {
  /** stdio: a chunk of the server's stdout, as read. */
  data(chunk: Buffer): void;
  /**
   * HTTP: one message. `read` is the message as read off the wire (its line, byte for byte, is what the
   * host gets); without it the message is an element of a server's batch, or one of the guard's own (an
   * error it answers with), which `guards` says: a server's message never has it, whatever its text.
   * `idText`: for the guard's own answer to a host request, the request's id as the host wrote it, when
   * JSON.stringify of `message.id` would write another text (`12345678901234567890`, `1e400`; see hostIdText).
   */
  message(message: Record<string, unknown>, read?: Extract<LineRead, { kind: 'message' }>, guards?: true, idText?: string): void;
  /** HTTP: a message off the wire that is not one JSON-RPC message (the host gets an error for it when its id can be read). */
  refused?(read: Extract<LineRead, { kind: 'refused' }>, line: Buffer): void;
  /** The upstream is gone: the server's exit code (HTTP: 0 when closed, 4 when it failed). */
  end(code: number, reason?: string): void;
  /** HTTP: a line for the guard's stderr (a message refused, a request past its deadline). */
  notice?(text: string): void;
}

/** Who the upstream talks to: how messages name the server, and the secret values kept out of them. */
export type UpstreamSession = Pick<ServerSession, 'label' | 'secrets'>;

/** How an upstream is bounded and where it writes (named, not positional). */
export interface UpstreamOptions {
  /** The prefix of the guard's own request ids: the answers to them are the guard's, never the host's. */
  ownIdPrefix: string;
  /** --max-bytes: the longest message the upstream passes on. */
  maxMessageBytes: number;
  /** --timeout: how long connecting may take, and (HTTP) how long a host request waits for its answer. */
  timeoutMs: number;
  /** The guard's stderr: a stdio server's own stderr lines are relayed here, marked and redacted. */
  stderr(text: string): void;
  /**
   * HTTP: how the server's messages are read off the wire (`rounded`, `--round-inexact-numbers`: a number a
   * double cannot hold exactly as its nearest double); a stdio server's lines are read by the proxy's reader.
   */
  numbers?: NumberReading;
}

/** The server behind the guard: a stdio process, or a Streamable HTTP / SSE endpoint. */
export interface Upstream {
  readonly transport: Transport;
  /** stdio: the server's process id once started (absent over HTTP). */
  readonly pid?: number | undefined;
  start(): Promise<void>;
  /** Forwards a host line: stdio writes its bytes as they are; HTTP sends the message (`parsed`), if it is one. Returns false when the caller should wait for `drain`. */
  forward(line: Buffer, parsed: unknown): boolean;
  /** Sends a message of the guard's own. */
  send(message: Record<string, unknown>): Promise<void>;
  onDrain(fn: () => void): void;
  /**
   * Forwarding, batched: the lines `forward` writes while `batch` runs leave in one write (stdio: the
   * server's stdin is corked, then uncorked), so the lines of one chunk of host input cost one system call.
   */
  batch(forwardLines: () => void): void;
  pause(): void;
  resume(): void;
  /** Ends the upstream (a stdio server and every process it started); never throws. */
  close(): Promise<void>;
  /** The envelope a 2026-07-28 host's request carries: a modern upstream sends the guard's own requests with it. */
  observeHost?(envelope: Record<string, unknown>): void;
  /** HTTP: the protocol version the host and server agreed on, sent as a header from now on. */
  setProtocolVersion?(version: string): void;
  /**
   * HTTP: the answer to one of the guard's own requests (`id`) as read strictly off the wire (the SDK's
   * parse is not used: a duplicate member or a number no double holds would be lost in it), or the
   * refusal that fails the guard's list (the answer could not be read strictly). Taken once.
   */
  takeOwnAnswer?(id: string): Record<string, unknown> | ToolsealError;
}

/**
 * The upstream for a server: stdio (of the 2026-07-28 revision unless `--protocol 2025-11-25`), or
 * Streamable HTTP / SSE (through a ModernUpstream when it may speak the 2026-07-28 revision).
 */
export function openUpstream(spec: LiveServerSpec, events: UpstreamEvents, session: UpstreamSession, options: UpstreamOptions): Upstream {
  if (spec.kind === 'stdio')
    return ModernStdioUpstream.serves(spec)
      ? new ModernStdioUpstream(spec, events, session, options)
      : new StdioUpstream(spec, events, session, options);
  return ModernUpstream.serves(spec)
    ? new ModernUpstream(spec, events, session, options)
    : new HttpUpstream(spec, events, session, options);
}
