import { profileOfCapabilities } from '../core/surface/client-capabilities.js';
import { ToolsealError, isToolsealError, oneLine } from '../core/errors.js';
import { escapeForTerminal } from '../core/text/terminal-text.js';
import { META_CLIENT_CAPABILITIES } from '../mcp/transport/protocol-era.js';
import { framed } from './line-splitter.js';
import { ServerHandshake, type HandshakeParts } from './handshake.js';
import {
  envelopeProblem,
  idKeyAsWritten,
  idKeyOfLine,
  jsonWithIdText,
  readMessageLine,
  strayAnswerNotice,
  type LineRead,
} from './message-line.js';
import type { ServerLineOut } from './pump.js';
import {
  dropServerBatch,
  dropServerLine,
  refuseHostBatch,
  refuseHostLine,
  refusedWhileBlocked,
  whileNotApproved,
  type RefusalParts,
  type RefusalRoutes,
} from './refusals.js';
import type { Upstream } from './upstream/index.js';
import { hostEnvelope } from './upstream/modern-envelope.js';
import { isJsonObject as isObject } from '../core/json/json-object.js';
import { JsonRpcErrorCode } from '../mcp/transport/json-rpc-codes.js';
import { isRequestId } from '../mcp/transport/json-rpc-envelope.js';

/** JSON-RPC "invalid params": what a host gets for a call to a tool that is not approved. */
export const BLOCKED_CALL_ERROR = JsonRpcErrorCode.InvalidParams;
/** JSON-RPC "method not found": a list the server's capabilities do not offer. */
const METHOD_NOT_FOUND = JsonRpcErrorCode.MethodNotFound;
/** JSON-RPC "internal error": a host request the guard could not answer (a hook failed). */
const INTERNAL_ERROR = JsonRpcErrorCode.InternalError;
/** Requests in flight that the guard remembers at most. */
const MAX_PENDING = 100_000;
/** What a list result given to a 2026-07-28 host carries beside its entries. */
const MODERN_LIST_MEMBERS = { resultType: 'complete', ttlMs: 0, cacheScope: 'private' } as const;

type Message = Record<string, unknown>;
type Hook = (message: Message, line: Buffer) => void | Promise<void>;

export interface RouterParts extends RefusalParts, HandshakeParts {
  upstream: Upstream;
}

/**
 * Where each message goes. Every message (exactly one valid JSON-RPC message per line, see
 * readMessageLine; anything else, batches included, never crosses) passes through unchanged and in order,
 * both ways, except the methods with a hook below, and a blocked server's requests to the host, refused
 * back to it. An intercepted method is one entry in a hook table:
 * - `hostRequestHooks`: a host request the guard answers or checks (its lists answered from the complete
 *   upstream lists it decided on; a call of an entry that is not approved refused here);
 * - `upstreamAnswerHooks`: the server's answer to a host request, seen (and possibly rewritten, or held
 *   while a decision runs: a promise) before the host gets it (initialize, server/discover);
 * - `upstreamNotificationHooks`: a server notification the guard acts on, still forwarded (list_changed).
 * The ids: only an answer to a request the host sent the server, and not answered yet, reaches the host;
 * an id is matched as written (see idKeyAsWritten): `9007199254740993` is not `9007199254740992`, though
 * one double reads both.
 */
export class GuardRouter implements RefusalRoutes {
  /** The ids of the host's requests the server was sent and has not answered yet, each as written (see idKeyAsWritten). */
  private readonly pending = new Set<string>();
  /** Host requests whose answers have a hook, by id as written: the method they asked. Bounded by the host's own requests in flight. */
  private readonly awaitingAnswer = new Map<string, string>();
  /** The host opened with server/discover: a host of the 2026-07-28 revision (the guard's own answers say `resultType`). */
  private hostModern = false;
  /** What a message from the server is called in the reader's errors (made once, not per message). */
  private serverSource: string | undefined;

  /** The server's answers to the host's opening, held until decided. */
  private readonly handshake: ServerHandshake;

  constructor(private readonly parts: RouterParts) {
    this.handshake = new ServerHandshake(parts);
  }

  /** Requests from the host the guard answers or checks itself. */
  private readonly hostRequestHooks: Record<string, Hook> = {
    initialize: (m, line) => {
      this.parts.decider.hostOpened();
      // The guard lists on the host's session: the surface is the one the host's declared capabilities get.
      this.parts.decider.hostProfileIs(profileOfCapabilities(isObject(m.params) ? m.params.capabilities : undefined), {
        changeIfOther: false,
      });
      this.toUpstream(line, m);
    },
    // A host of the 2026-07-28 revision opens with server/discover: treated as its initialize (see modern-envelope.ts).
    'server/discover': (m, line) => {
      this.parts.decider.hostOpened();
      this.toUpstream(line, m);
    },
    'tools/list': (m, line) => this.replyList(m.id, line, 'tools/list', 'tools'),
    'prompts/list': (m, line) =>
      this.parts.decider.undeclared('prompts')
        ? this.parts.pump.replyError(m.id, METHOD_NOT_FOUND, 'Method not found', line)
        : this.replyList(m.id, line, 'prompts/list', 'prompts'),
    'resources/templates/list': (m, line) =>
      this.parts.decider.undeclared('resources')
        ? this.parts.pump.replyError(m.id, METHOD_NOT_FOUND, 'Method not found', line)
        : this.replyList(m.id, line, 'resources/templates/list', 'resourceTemplates'),
    'prompts/get': (m, line) => this.passIfApproved(m, line, 'prompt'),
    'tools/call': (m, line) => this.passIfApproved(m, line, 'tool'),
    'resources/list': (m, line) => this.passUnlessBlocked(m, line),
    'resources/read': (m, line) => this.passUnlessBlocked(m, line),
    'completion/complete': (m, line) => this.passUnlessBlocked(m, line),
  };

  /** A resources/list, resources/read or completion/complete: a blocked server is not asked (see refusedWhileBlocked). */
  private passUnlessBlocked(m: Message, line: Buffer): void | Promise<void> {
    const { decider } = this.parts;
    const go = () =>
      decider.surfaceAllowed
        ? this.toUpstream(line, m)
        : refusedWhileBlocked(m, line, this.parts, this.hostModern ? MODERN_LIST_MEMBERS : {});
    return decider.approval('tool') !== undefined ? go() : decider.decideFresh().then(go);
  }

  /** A host's list, answered from the decision for it (a host of the 2026-07-28 revision gets its result members too). */
  private async replyList(id: unknown, line: Buffer, method: string, member: 'tools' | 'prompts' | 'resourceTemplates'): Promise<void> {
    const result = await this.parts.decider.listDecision(method);
    // A host of the 2026-07-28 revision requires each result to say it is complete and how long it may be
    // kept: not at all (the guard decides each list afresh), for this host only.
    await this.parts.pump.replyList(id, member, result[member], this.hostModern ? MODERN_LIST_MEMBERS : {}, line);
  }

  /**
   * A `tools/call` or `prompts/get`: passed on as read when the last decision approved the name, refused
   * here otherwise (it never reaches the server). The common case stays synchronous: a decided list,
   * checked in place; before any decision (or after a list_changed) a fresh one is made first.
   */
  private passIfApproved(m: Message, line: Buffer, kind: 'tool' | 'prompt'): void | Promise<void> {
    const name = isObject(m.params) ? m.params.name : undefined;
    const refuse = (message: string) => this.parts.pump.replyError(m.id, BLOCKED_CALL_ERROR, message, line);
    if (typeof name !== 'string') return refuse(`${String(m.method)} without a ${kind} name is refused by toolseal: INVALID_INPUT`);
    const passOrRefuse = (names: { has(name: string): boolean }, code: string | undefined) => {
      if (names.has(name)) this.toUpstream(line, m);
      else refuse(`${kind} ${JSON.stringify(name)} is blocked by toolseal: ${code ?? 'NOT_LISTED'}`);
    };
    const now = this.parts.decider.approval(kind);
    if (now !== undefined) return passOrRefuse(now.names, now.code);
    // The fresh decision itself, not whatever approval is current when it resolves (a change may follow it).
    return this.parts.decider
      .decideFresh()
      .then(({ result: r }) => passOrRefuse(new Set((kind === 'tool' ? r.tools : r.prompts).map((e) => e.name)), r.code));
  }

  /**
   * Answers from the upstream to host requests of these methods: the hook sees the answer before the
   * host does and returns the line to pass on (the line as read, or a replacement), or a promise of it
   * (later messages from the server then wait, in order).
   */
  private readonly upstreamAnswerHooks: Record<string, (answer: Message, line: Buffer) => Buffer | Promise<Buffer>> = {
    'server/discover': (answer, line) => this.handshake.discoverAnswer(answer, line),
    initialize: (answer, line) => this.handshake.initializeAnswer(answer, line),
  };

  /** A server message whose hook failed (see GuardPump.serverInOrder): withheld; the host gets an error for the request it answers. */
  serverMessageWithheld(value: unknown, e: unknown, line?: Buffer): void {
    const code = isToolsealError(e) ? e.code : 'SNAPSHOT_INCOMPLETE';
    this.parts.notice(`WITHHELD ${code}: a message from the server could not be decided (not forwarded)`);
    const id = isObject(value) && value.method === undefined ? value.id : undefined;
    this.parts.pump.replyError(id, INTERNAL_ERROR, `toolseal guard: the server's answer could not be decided: ${code}`, line);
  }

  /**
   * Notifications from the upstream the guard acts on when it reads them (they are still forwarded). Each
   * list_changed changes the surface: tools, prompts and templates are decided together, so any of them
   * withdraws the approval of all, and a decision running meanwhile does not become the approval.
   */
  private readonly upstreamNotificationHooks: Record<string, (message: Message) => void> = {
    'notifications/tools/list_changed': () => this.parts.decider.surfaceChanged(),
    'notifications/prompts/list_changed': () => this.parts.decider.surfaceChanged(),
    'notifications/resources/list_changed': () => this.parts.decider.surfaceChanged(),
  };

  /** Whether a method is one the guard acts on as a notification from the server. */
  isObservedNotification(method: string): boolean {
    return Object.hasOwn(this.upstreamNotificationHooks, method);
  }

  /** Acts on a server notification the guard observes (list_changed), wherever it was read. */
  observeNotification(m: Message): void {
    if (typeof m.method === 'string' && m.id === undefined && this.isObservedNotification(m.method))
      this.upstreamNotificationHooks[m.method]!(m);
  }

  /** A request of a 2026-07-28 host: its envelope is the one the guard lists with, and its capabilities its profile. */
  private observeModernHost(m: Message): void {
    const envelope = typeof m.method === 'string' ? hostEnvelope(m) : undefined;
    if (envelope === undefined) return;
    this.hostModern = true;
    this.parts.upstream.observeHost?.(envelope);
    // Another profile than the decision was made for: the next list or call decides afresh.
    this.parts.decider.hostProfileIs(profileOfCapabilities(envelope[META_CLIENT_CAPABILITIES]), { changeIfOther: true });
  }

  // ---- host → upstream ----

  /** One line from the host. */
  hostLine(line: Buffer): void {
    // Exactly one strict JSON-RPC message per line reaches the server: a line some server could split or
    // read differently (a raw CR, a duplicate member, a batch, junk) could carry a tools/call the guard never saw.
    const read = readMessageLine(line, 'a message from the host');
    if (read.kind === 'message') this.enqueueHost(read.line, read.value);
    else if (read.kind === 'batch') refuseHostBatch(read.value, this.parts, line);
    else if (read.kind === 'refused') refuseHostLine(read, this.parts, line);
  }

  private enqueueHost(line: Buffer, value: Message): void {
    // A response to a server's request (sampling, elicitation, roots) never waits behind a decision:
    // the server may need it to answer the guard's own list.
    if (value.method === undefined && isRequestId(value.id)) {
      this.toUpstream(line, value);
      return;
    }
    // The usual case, nothing waiting: the step runs now, with no closure made for it.
    const { pump } = this.parts;
    if (pump.hostIdle) pump.hostStepRan(this.dispatchHost(line, value));
    else pump.hostInOrder(() => this.dispatchHost(line, value));
  }

  private dispatchHost(line: Buffer, value: Message): void | Promise<void> {
    // A host of the 2026-07-28 revision says its era and capabilities in each request: the guard's own lists go with them.
    this.observeModernHost(value);
    // The guard already ended the handshake before answering the host's initialize: not a second time.
    if (value.method === 'notifications/initialized' && value.id === undefined && this.handshake.takeHostInitialized()) return;
    if (typeof value.method === 'string' && isRequestId(value.id) && Object.hasOwn(this.upstreamAnswerHooks, value.method))
      this.awaitingAnswer.set(idKeyOfLine(line, value.id), value.method);
    const hooked = typeof value.method === 'string' && Object.hasOwn(this.hostRequestHooks, value.method);
    if (hooked && !isRequestId(value.id)) {
      // A tools/call sent as a notification (no id, or an id that is not one): a server might still run it.
      this.parts.notice(`REFUSED INVALID_INPUT: a ${String(value.method)} from the host without a request id (not forwarded)`);
      return;
    }
    const hook = hooked ? this.hostRequestHooks[value.method as string] : undefined;
    if (!hook) {
      this.toUpstream(line, value);
      return;
    }
    const done = hook(value, line);
    if (!(done instanceof Promise)) return;
    return done.catch((e) =>
      this.parts.pump.replyError(
        value.id,
        INTERNAL_ERROR,
        `toolseal guard: ${isToolsealError(e) ? e.code : 'SNAPSHOT_INCOMPLETE'}: ${escapeForTerminal(oneLine(String((e as Error)?.message ?? e)))}`,
        line,
      ),
    );
  }

  private toUpstream(line: Buffer, m: Message): void {
    if (typeof m.method === 'string' && isRequestId(m.id)) this.notePending(idKeyOfLine(line, m.id));
    this.parts.pump.toUpstream(line, m);
  }

  /** Whether a request of the host's the server was sent awaits its answer (see OwnListAnswerTap). */
  get hostAwaitsAnswer(): boolean {
    return this.pending.size > 0;
  }

  /** Remembers a host request the server was sent (its id as written): only an answer to one of these reaches the host. */
  private notePending(key: string): void {
    this.pending.add(key);
    // Bounded: requests the server never answers (cancelled ones) are forgotten, oldest first.
    if (this.pending.size > MAX_PENDING) this.pending.delete(this.pending.values().next().value!);
  }

  /**
   * The host's request `id` (`idText`: its text as written, see idKeyAsWritten) gets no answer from the
   * server after all (its answer was refused): forgotten; true when it was pending (the caller answers it
   * with an error).
   */
  forgetPending(id: string | number, idText: string | undefined): boolean {
    const key = idKeyAsWritten(id, idText);
    if (!this.pending.delete(key)) return false;
    this.awaitingAnswer.delete(key);
    return true;
  }

  // ---- upstream → host ----

  /**
   * A message from the server that is not an answer to the guard: the change notifications are observed as
   * they are read (before anything waiting), an answer passes only to a request the host sent (a server
   * could otherwise answer a request the guard answers itself, guessing its id, and hand the model tools
   * nobody decided on), and the rest goes on to the host, in order, after the hooks.
   */
  fromServer(m: Message, line: Buffer): void {
    if (typeof m.method === 'string') this.observeNotification(m);
    // id null (an error about a message the server could not read) answers nothing the host waits for.
    else if (!(isRequestId(m.id) && this.pending.delete(idKeyOfLine(line, m.id)))) {
      this.parts.notice(strayAnswerNotice({ id: m.id }));
      return;
    }
    this.parts.pump.serverInOrder(m, line);
  }

  /**
   * Runs the upstream hooks on a message the host is about to get (in order: after any decision before it
   * ended); returns the line to pass on, or null for none.
   */
  observeServerMessage(value: unknown, line: Buffer): ServerLineOut {
    if (!isObject(value)) return line;
    const m = value;
    if (typeof m.method !== 'string' && isRequestId(m.id) && this.awaitingAnswer.size > 0) {
      const key = idKeyOfLine(line, m.id);
      const method = this.awaitingAnswer.get(key);
      if (method !== undefined) {
        this.awaitingAnswer.delete(key);
        return this.upstreamAnswerHooks[method]!(m, line);
      }
    }
    // A blocked (or not yet decided) server's text never reaches the host: its requests (sampling,
    // elicitation, roots), notifications and answers (an input_required result's embedded requests) included.
    return this.parts.decider.surfaceAllowed ? line : whileNotApproved(m, line, this, this.parts);
  }

  /** One whole line from a stdio server. */
  serverLine(line: Buffer): void {
    // Exactly one JSON-RPC message per line reaches the host, as strict as the host's lines: the guard
    // routes on the id it reads, and a host that splits on a raw CR, or reads a duplicate member the
    // other way, could take a forged answer for one the guard gave (a tools/list).
    const { own } = this.parts;
    this.serverSource ??= `${own.label}: a message from the server`;
    const read = readMessageLine(line, this.serverSource, false, own.numbers);
    if (read.kind === 'blank') return;
    if (read.kind === 'batch') return dropServerBatch(read.value, line, this, this.parts);
    if (read.kind === 'refused') return dropServerLine(read, line, line.length, line.includes(own.prefix), this, this.parts);
    if (own.ownsAnswer(read.value)) return own.lineRead(read, line.length);
    this.fromServer(read.value, read.line);
  }

  /** A line from the server that is not one JSON-RPC message (see dropServerLine); `bytes`: its length when `line` is only its start. */
  dropLine(
    read: Extract<LineRead, { kind: 'refused' }>,
    line: Buffer,
    bytes = line.length,
    ownPrefix = line.includes(this.parts.own.prefix),
  ): void {
    dropServerLine(read, line, bytes, ownPrefix, this, this.parts);
  }

  /**
   * An HTTP upstream's message: `read`, the message as read off the wire (absent for the guard's own
   * errors); `idText`, for the guard's own answer, the host's id as the host wrote it (see hostIdText).
   */
  serverMessage(m: Message, read?: Extract<LineRead, { kind: 'message' }>, idText?: string): void {
    const { own } = this.parts;
    if (own.ownsAnswer(m)) {
      own.deliver(
        this.parts.upstream.takeOwnAnswer?.(m.id as string) ??
          new ToolsealError(
            'SNAPSHOT_INCOMPLETE',
            `${own.label}: the answer to the guard's tools/list could not be read strictly off the wire`,
          ),
      );
      return;
    }
    if (read) return this.fromServer(m, read.line);
    const problem = envelopeProblem(m);
    if (problem) {
      this.parts.notice(`DROPPED INVALID_INPUT: a message from the server that is not one JSON-RPC message (${problem})`);
      return;
    }
    this.fromServer(m, framed(jsonWithIdText(m, idText)));
  }
}
