import { JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';
import { ToolsealError } from '../core/errors.js';
import type { NumberReading } from '../core/json/strict-reader.js';
import { jsonRpcEnvelope } from '../mcp/transport/json-rpc-envelope.js';
import type { SnapshotBudget } from '../mcp/server/snapshot-budget.js';
import type { GuardChannel } from './guard-channel.js';
import { strayAnswerNotice, type LineRead } from './message-line.js';
import { OwnListAnswerTap } from './own-list-answer.js';

type Message = Record<string, unknown>;

/** An answer, or what a host could take for one: no method, or a result or error member. */
function isAnswer(m: Message): boolean {
  return m.method === undefined || Object.hasOwn(m, 'result') || Object.hasOwn(m, 'error');
}

export interface OwnAnswersParts {
  channel: GuardChannel;
  /** How messages name the server. */
  label: string;
  /** The budget of the list the guard is taking now (undefined between decisions). */
  listBudget(): SnapshotBudget | undefined;
  notice(text: string): void;
  /** `rounded` (`--round-inexact-numbers`): the server's numbers a double cannot hold exactly are read as the nearest double. */
  numbers?: NumberReading;
  /** Runs a routing step; an unexpected error costs that one message (named on stderr), never the session. */
  safely(step: () => void, line?: Buffer): void;
}

/**
 * The answers to the guard's own requests (its list pages), in the id space of its channel: they never
 * reach the host; each is counted against the list's budget and handed to the channel's client, or fails
 * the list (a malformed answer, one that could not be read strictly).
 */
export class OwnAnswers {
  constructor(private readonly parts: OwnAnswersParts) {}

  get label(): string {
    return this.parts.label;
  }

  /** The prefix of the guard's own ids. */
  get prefix(): string {
    return this.parts.channel.prefix;
  }

  /** How the server's numbers are read (see OwnAnswersParts). */
  get numbers(): NumberReading {
    return this.parts.numbers ?? 'exact';
  }

  /** Whether an id is one of the guard's own. */
  owns(id: unknown): id is string {
    return this.parts.channel.owns(id);
  }

  /** Whether a message answers (or reads as answering) one of the guard's own requests. */
  ownsAnswer(m: Message): boolean {
    return this.owns(m.id) && isAnswer(m);
  }

  /** A whole line that answers the guard, read: counted, then delivered (a number or depth it cannot decide on refuses the list). */
  lineRead(read: Extract<LineRead, { kind: 'message' }>, bytes: number): void {
    this.parts.listBudget()?.addBytes(bytes);
    this.deliver(read.strictError ?? read.value);
  }

  /** The answer to one of the guard's own requests: to its client, or the refusal that fails its list. */
  deliver(m: Message | ToolsealError): void {
    if (m instanceof ToolsealError) {
      this.parts.listBudget()?.fail(m);
      return;
    }
    // As the snapshot transport does: extra envelope keys do not cost the message; a malformed answer fails the list at once.
    const envelope = jsonRpcEnvelope(m);
    if (!envelope || !JSONRPCMessageSchema.safeParse(envelope).success) {
      this.parts.listBudget()?.fail(`protocol error: a malformed JSON-RPC response to tools/list (id ${JSON.stringify(m.id)})`);
      return;
    }
    this.parts.channel.deliver(envelope);
  }

  /**
   * The answer to the guard's own list, read element by element as it arrives and counted against
   * --max-tools meanwhile (see OwnListAnswerTap); every other line is read whole. `refused`: a line the
   * tap took that reads as no JSON-RPC message (`ownPrefix`: it holds the guard's id prefix); `hostAwaits`:
   * whether a request of the host's awaits the server's answer.
   */
  tap(
    refused: (read: Extract<LineRead, { kind: 'refused' }>, preview: Buffer, bytes: number, ownPrefix: boolean) => void,
    hostAwaits: () => boolean,
  ): OwnListAnswerTap {
    const { parts } = this;
    return new OwnListAnswerTap(
      `${parts.label}: a message from the server`,
      parts.channel.prefix,
      {
        active: () => parts.listBudget() !== undefined,
        owns: (id) => this.owns(id),
        onCount: (n) => {
          const budget = parts.listBudget();
          if (!budget) return true;
          budget.checkArrivingTools(n);
          return budget.failed === undefined;
        },
        onOwn: (m, bytes) =>
          parts.safely(() => {
            parts.listBudget()?.addBytes(bytes);
            this.deliver(m);
          }),
        onDropped: (bytes) =>
          parts.notice(
            `DROPPED SNAPSHOT_INCOMPLETE: the answer to the guard's list (${bytes} bytes), refused while it arrived (not read further)`,
          ),
        onOwnRefused: (read, preview, bytes, ownPrefix) =>
          parts.safely(() => this.tappedLineRead(read, preview, bytes, ownPrefix, refused)),
        hostAwaits,
        onStray: (id, bytes) => parts.notice(strayAnswerNotice(id === undefined ? { bytes } : { id })),
      },
      this.numbers,
    );
  }

  /**
   * A line the tap took as the guard's (its id) that did not read in parts as the guard's answer: what a
   * whole line gets, from how the whole line reads (its bytes were not kept). Every outcome fails the
   * list: a refusal, or a number or depth it cannot decide on.
   */
  private tappedLineRead(
    read: LineRead,
    preview: Buffer,
    bytes: number,
    ownPrefix: boolean,
    refused: (read: Extract<LineRead, { kind: 'refused' }>, preview: Buffer, bytes: number, ownPrefix: boolean) => void,
  ): void {
    if (read.kind === 'refused') return refused(read, preview, bytes, ownPrefix);
    if (read.kind === 'message' && this.ownsAnswer(read.value) && read.strictError) {
      this.parts.listBudget()?.addBytes(bytes);
      this.deliver(read.strictError);
      return;
    }
    // Not reachable for a line that begins with the guard's id: never served as it reads (its tools were not kept).
    this.deliver(new ToolsealError('SNAPSHOT_INCOMPLETE', `${this.parts.label}: the answer to the guard's list could not be read`));
  }
}
