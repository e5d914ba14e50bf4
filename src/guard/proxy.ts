import { appendFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { JSONRPCMessageSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { jsonRpcEnvelope } from '../mcp/json-rpc-envelope.js';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { OnChange } from '../core/check.js';
import { ToolsealError, isToolsealError, oneLine, osErrorText } from '../core/errors.js';
import { guardRefusedList, guardToolsList, type GuardResult, type SignedSurface, type Unpinned } from '../core/guard.js';
import { initializeResultForHost, type Carriers } from '../core/carriers.js';
import { profileOfCapabilities } from '../core/client-capabilities.js';
import type { Lockfile } from '../core/lock.js';
import { escapeForTerminal } from '../core/terminal-text.js';
import { describeServer } from '../mcp/server-label.js';
import { PROMPTS_LIST, RESOURCE_TEMPLATES_LIST, listAllPages, listAllTools } from '../mcp/list-pages.js';
import { serverSecrets, type ServerSecrets } from '../mcp/secret-values.js';
import type { LiveServerSpec, SnapshotLimits } from '../mcp/server-spec.js';
import { SnapshotBudget } from '../mcp/snapshot-budget.js';
import { GuardChannel, channelClient } from './guard-channel.js';
import { LineSplitter, framed } from './line-splitter.js';
import { envelopeProblem, escapeLineBreakers, readMessageLine, type LineRead } from './message-line.js';
import { OwnListAnswerTap } from './own-list-answer.js';
import { HttpUpstream, StdioUpstream, type Upstream } from './upstream.js';
import { ModernUpstream } from './modern-upstream.js';
import { ModernStdioUpstream } from './modern-stdio-upstream.js';
import { discoverAnswerSeen, hostEnvelope } from './modern-host.js';
import { META_CLIENT_CAPABILITIES } from '../mcp/protocol-era.js';
import { isJsonObject as isObject } from '../core/json-object.js';

/** JSON-RPC "invalid params": what a host gets for a call to a tool that is not approved. */
export const BLOCKED_CALL_ERROR = -32602;

/** JSON-RPC "method not found": a list the server's capabilities do not offer. */
const METHOD_NOT_FOUND = -32601;

export interface GuardRunOptions {
  upstream: LiveServerSpec;
  /** The server id the lock and audit use (default: the upstream's serverInfo.name). */
  serverId?: string;
  lock: Lockfile;
  /** No lock file at all (the default path, absent): said so when that blocks, not "no entry". */
  lockMissing?: boolean;
  onChange: OnChange;
  unpinned: Unpinned;
  /** Signed mode, verified once at start. */
  signed?: SignedSurface;
  /** Bounds on each list the guard takes (every page); `maxBytes` also bounds one message. */
  limits: SnapshotLimits;
  /** Append one audit event per decision here (JSON Lines). */
  auditFile?: string;
  /** The `toolseal lock` arguments (after `--client-capabilities LIST`) that pin this server, named when the host's profile is not pinned. */
  relockHint?: string;
  /** The host: MCP on these streams (the guard's stdin and stdout). */
  input: Readable;
  output: Writable;
  stderr(text: string): void;
}

type Message = Record<string, unknown>;
/** What a list result given to a 2026-07-28 host carries beside its entries. */
const MODERN_LIST_MEMBERS = { resultType: 'complete', ttlMs: 0, cacheScope: 'private' } as const;
type Hook = (message: Message, line: Buffer) => void | Promise<void>;

/**
 * A chunk that ends the one line it holds (a request or its answer, the usual case): passing it on is one
 * write already, with no need to gather the writes of its lines (corking costs a copy and a queue).
 */
function endsItsOnlyLine(chunk: Buffer): boolean {
  return chunk.indexOf(10) === chunk.length - 1;
}

/** An answer, or what a host could take for one: no method, or a result or error member. */
function isAnswer(m: Message): boolean {
  return m.method === undefined || Object.hasOwn(m, 'result') || Object.hasOwn(m, 'error');
}

/** Decisions in a row that a change of the surface may overtake before the guard gives up (blocks). */
const MAX_STALE_DECISIONS = 5;

/** JSON-RPC "parse error" and "invalid request": what the host gets for a line the guard does not pass on. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

/** A decision, and the generation of the surface it was taken in (see GuardProxy.generation). */
interface Decision {
  result: GuardResult;
  generation: number;
}

/**
 * The names a decision approved, as a set made when a call first asks (a list of millions is answered
 * first, and its set is not built beside the list being written, nor at all when no call comes).
 */
class ApprovedNames {
  private names: Set<string> | undefined;
  constructor(private readonly entries: ReadonlyArray<{ name: string }>) {}
  has(name: string): boolean {
    this.names ??= new Set(this.entries.map((e) => e.name));
    return this.names.has(name);
  }
}

/** Elements of a host's list written at a time (see GuardProxy.replyList). */
const LIST_SLICE = 10_000;

/** Requests in flight that the guard remembers at most. */
const MAX_PENDING = 100_000;

function isId(v: unknown): v is string | number {
  return typeof v === 'string' || typeof v === 'number';
}

/**
 * The run-time guard: a transparent MCP proxy between a host (on stdin/stdout) and one server. Every
 * message (exactly one valid JSON-RPC message per line, see readMessageLine; anything else, batches
 * included, never crosses) passes through unchanged and in order, both ways, except the methods with a
 * hook below, and a blocked server's requests to the host, refused back to it: the
 * host's `tools/list`, `prompts/list` and `resources/templates/list` are answered by the guard from the
 * complete upstream lists it decided on, a `tools/call` or `prompts/get` for an entry that is not
 * approved is refused here, the server's `initialize` answer waits for a decision (and loses its
 * `instructions` when the server is blocked), and `list_changed` makes the next call decide afresh (a
 * decision it overtook is not used). Routing lives in this one class; an intercepted method is one entry in a hook table:
 * - `hostRequestHooks`: a host request the guard answers or checks (another list answered like
 *   tools/list, e.g. prompts/list, is one more entry calling a decision);
 * - `upstreamAnswerHooks`: the server's answer to a host request, seen (and possibly rewritten, or held
 *   while a decision runs: a promise) before the host gets it, e.g. initialize;
 * - `upstreamNotificationHooks`: a server notification the guard acts on, still forwarded.
 */
export class GuardProxy {
  private readonly channel: GuardChannel;
  private readonly upstream: Upstream;
  private readonly where: string;
  /** The server's secrets: kept out of everything the guard writes (its notices, the server's relayed stderr). */
  private readonly secrets: ServerSecrets;
  private client: Promise<Client> | undefined;
  private readonly upstreamSplitter: LineSplitter;
  private readonly hostSplitter: LineSplitter;
  /** The names the last decision approved; undefined before the first decision and after list_changed. */
  private approved: ApprovedNames | undefined;
  /** The prompt names the last decision approved (undefined as `approved`). */
  private approvedPrompts: ApprovedNames | undefined;
  /** What the server's initialize result declared: its instructions and capabilities (undefined before it answered). */
  private initialized: { instructions?: unknown; capabilities?: Record<string, unknown> } | undefined;
  /**
   * The decision made before the host got its initialize answer, and the list methods that have not used
   * it yet: the host's first list of each kind is answered from it (one decision, one audit event, for a
   * host's usual tools/list, prompts/list, resources/templates/list); any later list decides afresh.
   */
  private atInitialize: { result: GuardResult; unused: Set<string> } | undefined;
  /** The guard sent the server `notifications/initialized` itself: the host's is not forwarded again. */
  private sentInitialized = false;
  /**
   * The generation of the server's surface: one more for each list_changed (tools, prompts or resources)
   * the guard reads. A decision taken while it changed is not the approval: it was made on a list that may
   * already be gone, and whoever waits for it waits for a fresh one.
   */
  private generation = 0;
  /** The last decision allowed the surface: the server's requests reach the host (blocked or undecided: only ping does). */
  private surfaceAllowed = false;
  /** The notification methods withheld (and named on stderr) since the surface was last allowed (see notificationWhileBlocked). */
  private readonly withheldMethods = new Set<string>();
  private lastCode: string | undefined;
  private deciding: Promise<Decision> | undefined;
  private budget: SnapshotBudget | undefined;
  /** The ids of the host's requests the server was sent and has not answered yet (a Set tells 1 from "1"). */
  private readonly pending = new Set<string | number>();
  /** Host requests whose answers have a hook (below), by id: the method they asked. Bounded by the host's own requests in flight. */
  private readonly awaitingAnswer = new Map<string | number, string>();
  private serverName: string | undefined;
  /** The client capabilities the host declared in its initialize (undefined before it did): the lock entry's profile. */
  private hostProfile: string[] | undefined;
  /** The host opened with server/discover: a host of the 2026-07-28 revision (the guard's own answers say `resultType`). */
  private hostModern = false;
  /** Resolves when the server has answered the host's initialize (the server id may come from it). */
  private initializeAnswered: Promise<void> | undefined;
  private onInitializeAnswered: (() => void) | undefined;
  /** Server messages wait here, in order, while an answer hook is working. */
  private readonly upstreamQueue: Array<{ value: unknown; line: Buffer }> = [];
  private upstreamBusy = false;
  /** Host messages wait here, in order, while a hook is deciding. */
  private readonly hostQueue: Array<{ line: Buffer; value: Message }> = [];
  private hostBusy = false;
  /** A write did not fit: that side's reading waits for 'drain' (one wait at a time). */
  private waitingUpstreamDrain = false;
  private waitingHostDrain = false;
  /** A host's list is being written in slices (see replyList): other lines for the host wait in `heldForHost`. */
  private writingList = false;
  private readonly heldForHost: Buffer[] = [];
  private hostEnded = false;
  private finished = false;
  private resolveExit!: (code: number) => void;
  readonly exit: Promise<number>;

  /** Requests from the host the guard answers or checks itself. */
  private readonly hostRequestHooks: Record<string, Hook> = {
    initialize: (m, line) => {
      this.initializeAnswered ??= new Promise<void>((r) => (this.onInitializeAnswered = r));
      // The guard lists on the host's session: the surface is the one the host's declared capabilities get.
      this.hostProfile = profileOfCapabilities(isObject(m.params) ? m.params.capabilities : undefined);
      this.toUpstream(line, m);
    },
    // A host of the 2026-07-28 revision opens with server/discover: treated as its initialize (see modern-host.ts).
    'server/discover': (m, line) => {
      this.initializeAnswered ??= new Promise<void>((r) => (this.onInitializeAnswered = r));
      this.toUpstream(line, m);
    },
    'tools/list': async (m) => {
      const result = await this.listDecision('tools/list');
      await this.replyList(m.id, 'tools', result.tools);
    },
    'prompts/list': async (m) => {
      if (this.undeclared('prompts')) return this.replyError(m.id, METHOD_NOT_FOUND, 'Method not found');
      const result = await this.listDecision('prompts/list');
      await this.replyList(m.id, 'prompts', result.prompts);
    },
    'resources/templates/list': async (m) => {
      if (this.undeclared('resources')) return this.replyError(m.id, METHOD_NOT_FOUND, 'Method not found');
      const result = await this.listDecision('resources/templates/list');
      await this.replyList(m.id, 'resourceTemplates', result.resourceTemplates);
    },
    'prompts/get': (m, line) => this.passIfApproved(m, line, 'prompt', () => this.approvedPrompts),
    'tools/call': (m, line) => this.passIfApproved(m, line, 'tool', () => this.approved),
  };

  /**
   * A `tools/call` or `prompts/get`: passed on as read when the last decision approved the name, refused
   * here otherwise (it never reaches the server). The common case stays synchronous: a decided list,
   * checked in place; before any decision (or after a list_changed) a fresh one is made first.
   */
  private passIfApproved(m: Message, line: Buffer, kind: 'tool' | 'prompt', approved: () => ApprovedNames | undefined): void | Promise<void> {
    const name = isObject(m.params) ? m.params.name : undefined;
    if (typeof name !== 'string') {
      this.replyError(m.id, BLOCKED_CALL_ERROR, `${String(m.method)} without a ${kind} name is refused by toolseal: INVALID_INPUT`);
      return;
    }
    const passOrRefuse = (names: { has(name: string): boolean }, code: string | undefined) => {
      if (names.has(name)) this.toUpstream(line, m);
      else this.replyError(m.id, BLOCKED_CALL_ERROR, `${kind} ${JSON.stringify(name)} is blocked by toolseal: ${code ?? 'NOT_LISTED'}`);
    };
    const now = approved();
    if (now !== undefined) return passOrRefuse(now, this.lastCode);
    // The fresh decision itself, not whatever approval is current when it resolves (a change may follow it).
    return this.decideFresh().then((r) => passOrRefuse(new Set((kind === 'tool' ? r.tools : r.prompts).map((e) => e.name)), r.code));
  }

  /**
   * Whether the server's initialize answer left this capability out: then it has no such list, and the
   * host gets what the server itself would answer (method not found), not an empty list the guard made up.
   */
  private undeclared(capability: 'prompts' | 'resources'): boolean {
    return this.initialized !== undefined && !isObject(this.initialized.capabilities?.[capability]);
  }

  /**
   * Answers from the upstream to host requests of these methods: the hook sees the answer before the
   * host does and returns the line to pass on (the line as read, or a replacement), or a promise of it
   * (later messages from the server then wait, in order).
   */
  private readonly upstreamAnswerHooks: Record<string, (answer: Message, line: Buffer) => Buffer | Promise<Buffer>> = {
    'server/discover': (answer, line) => this.onDiscoverAnswer(answer, line),
    initialize: (answer, line) => {
      const info = isObject(answer.result) && isObject(answer.result.serverInfo) ? answer.result.serverInfo : undefined;
      if (typeof info?.name === 'string') this.serverName = info.name;
      // Over HTTP the transport sends the agreed version as a header, as the SDK's client has it do.
      const version = isObject(answer.result) ? answer.result.protocolVersion : undefined;
      if (typeof version === 'string' && this.upstream instanceof HttpUpstream) this.upstream.setProtocolVersion(version);
      this.onInitializeAnswered?.();
      if (!isObject(answer.result)) return line;
      const result = answer.result;
      this.initialized = {
        ...(Object.hasOwn(result, 'instructions') ? { instructions: result.instructions } : {}),
        ...(isObject(result.capabilities) ? { capabilities: result.capabilities } : {}),
      };
      // The instructions reach the host's system prompt with this answer: the surface is decided first.
      // The guard ends the handshake itself (the server answers no list before it), so that it can list.
      return this.upstream
        .send({ jsonrpc: '2.0', method: 'notifications/initialized' })
        .then(() => {
          this.sentInitialized = true;
          return this.decideFresh();
        })
        .then((decision) => {
          // A change read since (it waits behind this answer for the host) makes the host's lists decide afresh.
          if (this.approved !== undefined) this.atInitialize = { result: decision, unused: new Set(['tools/list', 'prompts/list', 'resources/templates/list']) };
          if (decision.instructionsApproved || !Object.hasOwn(result, 'instructions')) return line;
          return framed(JSON.stringify({ ...answer, result: initializeResultForHost(result, false) }));
        });
    },
  };

  /** A request of a 2026-07-28 host: its envelope is the one the guard lists with, and its capabilities its profile. */
  private observeModernHost(m: Message): void {
    const envelope = typeof m.method === 'string' ? hostEnvelope(m) : undefined;
    if (envelope === undefined) return;
    this.hostModern = true;
    this.upstream.observeHost?.(envelope);
    const profile = profileOfCapabilities(envelope[META_CLIENT_CAPABILITIES]);
    // Another profile than the decision was made for: the next list or call decides afresh.
    if (this.hostProfile !== undefined && this.hostProfile.join(',') !== profile.join(',')) this.surfaceChanged();
    this.hostProfile = profile;
  }

  /**
   * The answer to a modern host's server/discover: as the initialize answer (the server named, its
   * instructions and capabilities kept, the surface decided before the host reads it, and the
   * instructions withheld when blocked), with no initialized notification (that revision has none).
   */
  private onDiscoverAnswer(answer: Message, line: Buffer): Buffer | Promise<Buffer> {
    const seen = discoverAnswerSeen(answer);
    if (seen.serverName !== undefined) this.serverName = seen.serverName;
    this.onInitializeAnswered?.();
    if (!seen.result) return line;
    const result = seen.result;
    this.initialized = {
      ...(Object.hasOwn(result, 'instructions') ? { instructions: result.instructions } : {}),
      ...(isObject(result.capabilities) ? { capabilities: result.capabilities } : {}),
    };
    return this.decideFresh().then((decision) => {
      if (this.approved !== undefined) this.atInitialize = { result: decision, unused: new Set(['tools/list', 'prompts/list', 'resources/templates/list']) };
      if (decision.instructionsApproved || !Object.hasOwn(result, 'instructions')) return line;
      return framed(JSON.stringify({ ...answer, result: initializeResultForHost(result, false) }));
    });
  }

  /** The decision a host's list is answered from: the one made at initialize if this kind has not used it yet, else a new one. */
  private listDecision(method: string): Promise<GuardResult> {
    const first = this.atInitialize;
    if (first?.unused.delete(method)) return Promise.resolve(first.result);
    return this.decideFresh();
  }

  /**
   * Notifications from the upstream the guard acts on when it reads them (they are still forwarded). Each
   * list_changed changes the surface: tools, prompts and templates are decided together, so any of them
   * withdraws the approval of all, and a decision running meanwhile does not become the approval.
   */
  private readonly upstreamNotificationHooks: Record<string, (message: Message) => void> = {
    'notifications/tools/list_changed': () => this.surfaceChanged(),
    'notifications/prompts/list_changed': () => this.surfaceChanged(),
    'notifications/resources/list_changed': () => this.surfaceChanged(),
  };

  private surfaceChanged(): void {
    this.generation++;
    this.approved = undefined;
    this.approvedPrompts = undefined;
    this.atInitialize = undefined;
  }

  constructor(private readonly options: GuardRunOptions) {
    this.exit = new Promise((r) => (this.resolveExit = r));
    const spec = options.upstream;
    // The server's name leaves its arguments be (a script path would hide its own name); every message does not.
    this.where = describeServer(spec, options.serverId, serverSecrets(spec, { withArguments: false }).values);
    this.secrets = serverSecrets(spec);
    this.channel = new GuardChannel((m) => this.upstream.send(m));
    const max = options.limits.maxBytes;
    this.upstreamSplitter = new LineSplitter(max, (line) => this.safely(() => this.onUpstreamLine(line), line), (n) => {
      this.notice(`DROPPED SNAPSHOT_INCOMPLETE: a line of ${n} bytes from the server is longer than --max-bytes (not forwarded)`);
      // It may have been the answer to the guard's own list: that list cannot be complete.
      this.budget?.fail(`the server sent a message longer than ${max} bytes (--max-bytes)`);
    }, this.ownAnswerTap());
    this.hostSplitter = new LineSplitter(max, (line) => this.safely(() => this.onHostLine(line), line), (n) => {
      this.notice(`REFUSED INVALID_INPUT: a line of ${n} bytes from the host is longer than --max-bytes (not forwarded)`);
      // Its id was not read (the line is not held): the host gets an error about a message it sent, not silence.
      this.toHost(framed(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: INVALID_REQUEST, message: `toolseal guard: a message longer than ${max} bytes (--max-bytes) was refused: INVALID_INPUT` } })));
    });
    const events = {
      data: (chunk: Buffer) => (endsItsOnlyLine(chunk) ? this.upstreamSplitter.push(chunk) : this.forwardBatch(this.options.output, () => this.upstreamSplitter.push(chunk))),
      message: (m: Message, read?: Extract<LineRead, { kind: 'message' }>) => this.safely(() => this.onUpstreamMessage(m, read)),
      refused: (read: Extract<LineRead, { kind: 'refused' }>, line: Buffer) => this.safely(() => this.dropServerLine(read, line, line.length, line.includes(this.channel.prefix)), line),
      end: (code: number, reason?: string) => this.onUpstreamEnd(code, reason),
      notice: (text: string) => this.notice(text),
    };
    this.upstream =
      spec.kind === 'stdio'
        ? ModernStdioUpstream.serves(spec)
          ? new ModernStdioUpstream(spec, events, this.where, this.secrets.values, (t) => options.stderr(t), this.channel.prefix, max)
          : new StdioUpstream(spec, events, this.where, this.secrets.values, (t) => options.stderr(t))
        : new (ModernUpstream.serves(spec) ? ModernUpstream : HttpUpstream)(spec, events, this.where, this.channel.prefix, options.limits.maxBytes, options.limits.timeoutMs, this.secrets);
  }

  /**
   * The answer to the guard's own list, read element by element as it arrives and counted against
   * --max-tools meanwhile (see OwnListAnswerTap); every other line is read whole, as before.
   */
  private ownAnswerTap(): OwnListAnswerTap {
    return new OwnListAnswerTap(`${this.where}: a message from the server`, this.channel.prefix, {
      active: () => this.budget !== undefined,
      owns: (id) => this.channel.owns(id),
      onCount: (n) => {
        const budget = this.budget;
        if (!budget) return true;
        budget.checkArrivingTools(n);
        return budget.failed === undefined;
      },
      onOwn: (m, bytes) =>
        this.safely(() => {
          this.budget?.addBytes(bytes);
          this.deliverOwn(m);
        }),
      onDropped: (bytes) => this.notice(`DROPPED SNAPSHOT_INCOMPLETE: the answer to the guard's list (${bytes} bytes), refused while it arrived (not read further)`),
      onOwnRefused: (read, preview, bytes) => this.safely(() => this.onOwnLineRead(read, preview, bytes)),
    });
  }

  /**
   * A line the tap took as the guard's (its id) that did not read in parts as the guard's answer: what
   * onUpstreamLine does with such a line, from how the whole line reads (its bytes were not kept). Every
   * outcome fails the list: a refusal, or a number or depth it cannot decide on.
   */
  private onOwnLineRead(read: LineRead, preview: Buffer, bytes: number): void {
    if (read.kind === 'refused') return this.dropServerLine(read, preview, bytes, true);
    if (read.kind === 'message' && this.channel.owns(read.value.id) && isAnswer(read.value) && read.strictError) {
      this.budget?.addBytes(bytes);
      this.deliverOwn(read.strictError);
      return;
    }
    // Not reachable for a line that begins with the guard's id: never served as it reads (its tools were not kept).
    this.deliverOwn(new ToolsealError('SNAPSHOT_INCOMPLETE', `${this.where}: the answer to the guard's list could not be read`));
  }

  /** Runs a routing step; an unexpected error costs that one message (named on stderr), never the session. */
  private safely(step: () => void, line?: Buffer): void {
    try {
      step();
    } catch (e) {
      this.notice(`DROPPED ${isToolsealError(e) ? e.code : 'INVALID_INPUT'}: a message${line ? ` of ${line.length} bytes` : ''} could not be routed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /**
   * Forwarding, batched: every line of one chunk that reaches `out` while `forwardLines` runs leaves in one
   * write (corked, then uncorked), not one system call per line. A line a hook holds (a promise) is
   * written later, on its own; the order is kept either way.
   */
  private forwardBatch(out: Writable, forwardLines: () => void): void {
    if (out.destroyed) return forwardLines();
    out.cork();
    try {
      forwardLines();
    } finally {
      out.uncork();
    }
  }

  /** The upstream's process id (stdio). */
  get upstreamPid(): number | undefined {
    return this.upstream instanceof StdioUpstream ? this.upstream.pid : undefined;
  }

  /** Starts the upstream, then reads the host. Resolves `exit` with the guard's exit code. */
  async run(): Promise<number> {
    try {
      await this.upstream.start();
    } catch (e) {
      this.notice(`${isToolsealError(e) ? e.code : 'SNAPSHOT_INCOMPLETE'}: cannot start the server: ${isToolsealError(e) ? e.message : String(e)}`);
      this.finish(4);
      return this.exit;
    }
    const { input, output } = this.options;
    output.on('error', () => void this.shutdown(0)); // the host is gone
    input.on('data', (chunk: Buffer) => (endsItsOnlyLine(chunk) ? this.hostSplitter.push(chunk) : this.upstream.batch(() => this.hostSplitter.push(chunk))));
    input.on('end', () => {
      this.hostSplitter.end();
      this.hostEnded = true;
      if (!this.hostBusy) void this.shutdown(0);
    });
    input.on('error', () => void this.shutdown(0));
    return this.exit;
  }

  // ---- host → upstream ----

  private onHostLine(line: Buffer): void {
    // Exactly one strict JSON-RPC message per line reaches the server: a line some server could split or
    // read differently (a raw CR, a duplicate member, a batch, junk) could carry a tools/call the guard never saw.
    const read = readMessageLine(line, 'a message from the host');
    if (read.kind === 'message') this.enqueueHost(read.line, read.value);
    else if (read.kind === 'batch') this.refuseHostBatch(read.value);
    else if (read.kind === 'refused') this.refuseHostLine(read);
  }

  private enqueueHost(line: Buffer, value: Message): void {
    // A response to a server's request (sampling, elicitation, roots) never waits behind a decision:
    // the server may need it to answer the guard's own list.
    if (isObject(value) && value.method === undefined && isId(value.id)) {
      this.toUpstream(line, value);
      return;
    }
    if (this.hostBusy) {
      this.hostQueue.push({ line, value });
      // Bounded: the host's stream waits while a decision runs.
      if (this.hostQueue.length > 1000) this.options.input.pause();
      return;
    }
    this.dispatchHost(line, value);
  }

  private dispatchHost(line: Buffer, value: Message): void {
    // A host of the 2026-07-28 revision says its era and capabilities in each request: the guard's own lists go with them.
    if (isObject(value)) this.observeModernHost(value);
    if (this.sentInitialized && isObject(value) && value.method === 'notifications/initialized' && value.id === undefined) {
      // The guard already ended the handshake before answering the host's initialize: not a second time.
      this.sentInitialized = false;
      return;
    }
    if (isObject(value) && typeof value.method === 'string' && isId(value.id) && Object.hasOwn(this.upstreamAnswerHooks, value.method)) {
      this.awaitingAnswer.set(value.id, value.method);
    }
    const hooked = isObject(value) && typeof value.method === 'string' && Object.hasOwn(this.hostRequestHooks, value.method);
    if (hooked && !isId(value.id)) {
      // A tools/call sent as a notification (no id, or an id that is not one): a server might still run it.
      this.notice(`REFUSED INVALID_INPUT: a ${String(value.method)} from the host without a request id (not forwarded)`);
      return;
    }
    const hook = hooked ? this.hostRequestHooks[value.method as string] : undefined;
    if (!hook) {
      this.toUpstream(line, value);
      return;
    }
    const done = hook(value as Message, line);
    if (done instanceof Promise) {
      this.hostBusy = true;
      done
        .catch((e) => this.replyError((value as Message).id, -32603, `toolseal guard: ${isToolsealError(e) ? e.code : 'SNAPSHOT_INCOMPLETE'}: ${escapeForTerminal(oneLine(String((e as Error)?.message ?? e)))}`))
        .finally(() => {
          this.hostBusy = false;
          this.drainHostQueue();
        });
    }
  }

  private drainHostQueue(): void {
    while (!this.hostBusy && this.hostQueue.length > 0) {
      const { line, value } = this.hostQueue.shift()!;
      this.dispatchHost(line, value);
    }
    if (this.hostBusy) return;
    if (this.options.input.isPaused() && !this.finished) this.options.input.resume();
    if (this.hostEnded) void this.shutdown(0);
  }

  /**
   * A host line that is not one strict JSON-RPC message: not forwarded, and answered: the request's own id
   * when a lenient reader finds one (the host waits for it), else id null (a parse error, as a server says).
   */
  private refuseHostLine(read: Extract<LineRead, { kind: 'refused' }>): void {
    this.notice(`REFUSED ${read.code}: a message from the host that is not one strict JSON-RPC message (not forwarded): ${read.reason.slice(0, 200)}`);
    const message = `toolseal guard: message refused: ${read.code}`;
    if (typeof read.method === 'string' && isId(read.id)) this.replyError(read.id, INVALID_REQUEST, message);
    else this.toHost(framed(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: read.code === 'INVALID_JSON' || read.code === 'INVALID_INPUT' ? PARSE_ERROR : INVALID_REQUEST, message } })));
  }

  /** A batch from the host (the protocol has none): no element reaches the server; each request is answered with an error. */
  private refuseHostBatch(batch: unknown[]): void {
    this.notice(`REFUSED INVALID_INPUT: a JSON-RPC batch of ${batch.length} elements from the host (the protocol has no batches; not forwarded)`);
    const message = 'toolseal guard: JSON-RPC batches are refused: INVALID_INPUT';
    const ids = batch.filter((m): m is Message => isObject(m) && typeof m.method === 'string' && isId(m.id)).map((m) => m.id);
    for (const id of ids) this.replyError(id, INVALID_REQUEST, message);
    if (ids.length === 0) this.toHost(framed(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: INVALID_REQUEST, message } })));
  }

  private toUpstream(line: Buffer, m: Message): void {
    if (typeof m.method === 'string' && isId(m.id)) this.notePending(m.id);
    if (!this.upstream.forward(line, m) && !this.waitingUpstreamDrain) {
      this.waitingUpstreamDrain = true;
      this.options.input.pause();
      this.upstream.onDrain(() => {
        this.waitingUpstreamDrain = false;
        if (!this.hostBusy && !this.finished) this.options.input.resume();
      });
    }
  }

  /** Remembers a host request the server was sent: only an answer to one of these reaches the host. */
  private notePending(id: string | number): void {
    this.pending.add(id);
    // Bounded: requests the server never answers (cancelled ones) are forgotten, oldest first.
    if (this.pending.size > MAX_PENDING) this.pending.delete(this.pending.values().next().value!);
  }

  /**
   * Whether an answer from the server may reach the host: it answers a request the host sent the server
   * and that has no answer yet. A server could otherwise answer a request the guard answers itself (the
   * host's tools/list, guessing its id) before the guard does, and hand the model tools nobody decided on.
   */
  private answersPending(m: Message): boolean {
    // id null (an error about a message the server could not read) answers nothing the host waits for.
    return isId(m.id) && this.pending.delete(m.id);
  }

  // ---- upstream → host ----

  private onUpstreamLine(line: Buffer): void {
    // Exactly one JSON-RPC message per line reaches the host, as strict as the host's lines: the guard
    // routes on the id it reads, and a host that splits on a raw CR, or reads a duplicate member the
    // other way, could take a forged answer for one the guard gave (a tools/list).
    const read = readMessageLine(line, `${this.where}: a message from the server`);
    if (read.kind === 'blank') return;
    if (read.kind === 'batch') return this.dropServerBatch(read.value, line);
    if (read.kind === 'refused') return this.dropServerLine(read, line, line.length, line.includes(this.channel.prefix));
    const m = read.value;
    if (this.channel.owns(m.id) && isAnswer(m)) {
      this.budget?.addBytes(line.length);
      // The guard's own list is read strictly: a number or depth it cannot decide on refuses the list.
      this.deliverOwn(read.strictError ?? m);
      return;
    }
    this.fromServer(m, read.line);
  }

  /**
   * A message from the server that is not an answer to the guard: the change notifications are observed as
   * they are read (before anything waiting), an answer passes only to a request the host sent, and the
   * rest goes on to the host, in order, after the hooks.
   */
  private fromServer(m: Message, line: Buffer): void {
    if (typeof m.method === 'string') {
      if (m.id === undefined && Object.hasOwn(this.upstreamNotificationHooks, m.method)) this.upstreamNotificationHooks[m.method]!(m);
    } else if (!this.answersPending(m)) {
      this.notice(`DROPPED INVALID_INPUT: an answer from the server to no pending request of the host (id ${String(JSON.stringify(m.id)).slice(0, 40)})`);
      return;
    }
    this.passToHost(m, line);
  }

  /**
   * A line from the server that is not one JSON-RPC message: never passed on (stderr names it, escaped).
   * When it still reads as an answer to one of the host's requests, the host gets an error for it instead
   * of waiting; one that holds the guard's own id fails the guard's list.
   */
  private dropServerLine(read: Extract<LineRead, { kind: 'refused' }>, line: Buffer, length: number, ownPrefix: boolean): void {
    if (this.budget && ownPrefix) this.deliverOwn(new ToolsealError(read.code, `${this.where}: the answer to the guard's list is not one strict JSON-RPC message: ${read.reason}`));
    else if (read.method === undefined && isId(read.id) && this.pending.delete(read.id)) {
      this.awaitingAnswer.delete(read.id);
      this.replyError(read.id, -32603, `toolseal guard: the server's answer was not passed on: ${read.code}`);
    }
    const preview = this.secrets.redact(line.subarray(0, 200).toString('utf8'));
    this.notice(`DROPPED ${read.code}: a line from the server that is not one JSON-RPC message (${read.reason.slice(0, 200)}): ${JSON.stringify(preview)}${length > 200 ? '…' : ''}`);
  }

  /**
   * A batch from the server (the protocol has none): dropped whole. Its change notifications still count
   * (the server may now list otherwise), the host's requests it answers get an error, and one that answers
   * the guard's own request fails its list.
   */
  private dropServerBatch(batch: unknown[], line: Buffer): void {
    this.notice(`DROPPED INVALID_INPUT: a JSON-RPC batch of ${batch.length} elements from the server (the protocol has no batches; not forwarded)`);
    if (this.budget && line.includes(this.channel.prefix)) this.deliverOwn(new ToolsealError('INVALID_INPUT', `${this.where}: the server answered the guard's list in a JSON-RPC batch`));
    for (const m of batch) {
      if (!isObject(m)) continue;
      if (typeof m.method === 'string') {
        if (m.id === undefined && Object.hasOwn(this.upstreamNotificationHooks, m.method)) this.upstreamNotificationHooks[m.method]!(m);
      } else if (isId(m.id) && this.pending.delete(m.id)) {
        this.awaitingAnswer.delete(m.id);
        this.replyError(m.id, -32603, 'toolseal guard: the server answered in a JSON-RPC batch, which is not passed on: INVALID_INPUT');
      }
    }
  }

  /**
   * A message for the host, after the upstream hooks. A hook that needs time (it returns a promise) holds
   * every later message behind it, so the host gets them all in the order the server sent them.
   */
  private passToHost(value: unknown, line: Buffer): void {
    if (this.upstreamBusy) {
      this.upstreamQueue.push({ value, line });
      if (this.upstreamQueue.length > 1000) this.upstream.pause();
      return;
    }
    const out = isObject(value) ? this.observeUpstream(value, line) : line;
    if (out === null) return;
    if (!(out instanceof Promise)) {
      this.toHost(out);
      return;
    }
    this.upstreamBusy = true;
    out
      .then(
        (l) => this.toHost(l),
        () => this.toHost(line),
      )
      .finally(() => {
        this.upstreamBusy = false;
        while (!this.upstreamBusy && this.upstreamQueue.length > 0) {
          const next = this.upstreamQueue.shift()!;
          this.passToHost(next.value, next.line);
        }
        if (!this.upstreamBusy && !this.waitingHostDrain) this.upstream.resume();
      });
  }

  /** A message from an HTTP upstream: `read`, the message as read off the wire (absent for the guard's own errors). */
  private onUpstreamMessage(m: Message, read?: Extract<LineRead, { kind: 'message' }>): void {
    if (this.channel.owns(m.id) && isAnswer(m)) {
      const http = this.upstream as HttpUpstream;
      const strict = http.takeStrict(m.id);
      const refusal = http.takeRefusal();
      if (refusal) this.deliverOwn(refusal);
      else if (!strict) this.deliverOwn(new ToolsealError('SNAPSHOT_INCOMPLETE', `${this.where}: the answer to the guard's tools/list could not be read strictly off the wire`));
      else this.deliverOwn('error' in strict ? strict.error : strict.value);
      return;
    }
    if (read) {
      this.fromServer(m, read.line);
      return;
    }
    const problem = envelopeProblem(m);
    if (problem) {
      this.notice(`DROPPED INVALID_INPUT: a message from the server that is not one JSON-RPC message (${problem})`);
      return;
    }
    this.fromServer(m, framed(JSON.stringify(m)));
  }

  /** The answer to one of the guard's own requests: to its client, or the refusal that fails its list. */
  private deliverOwn(m: Message | ToolsealError): void {
    if (m instanceof ToolsealError) {
      this.budget?.fail(m);
      return;
    }
    // As the snapshot transport does: extra envelope keys do not cost the message; a malformed answer fails the list at once.
    const envelope = jsonRpcEnvelope(m);
    if (!envelope || !JSONRPCMessageSchema.safeParse(envelope).success) {
      this.budget?.fail(`protocol error: a malformed JSON-RPC response to tools/list (id ${JSON.stringify(m.id)})`);
      return;
    }
    this.channel.deliver(envelope);
  }

  /**
   * Runs the upstream hooks on a message the host is about to get (in order: after any decision before it
   * ended); returns the line to pass on, or null for none.
   */
  private observeUpstream(m: Message, line: Buffer): Buffer | null | Promise<Buffer> {
    if (typeof m.method === 'string') {
      if (isId(m.id) && !this.surfaceAllowed && m.method !== 'ping') {
        // A blocked (or not yet decided) server's request would carry its text to the model (sampling,
        // elicitation): refused back to the server, never shown to the host.
        this.notice(`REFUSED ${this.lastCode ?? 'SNAPSHOT_INCOMPLETE'}: a request from the server (${m.method.slice(0, 60)}) while its surface is ${this.lastCode ? 'blocked' : 'not approved'} (not forwarded)`);
        void this.upstream
          .send({ jsonrpc: '2.0', id: m.id, error: { code: INVALID_REQUEST, message: `toolseal guard: the server is blocked (${this.lastCode ?? 'SNAPSHOT_INCOMPLETE'}): its requests do not reach the host` } })
          .catch(() => {});
        return null;
      }
      if (m.id === undefined && !this.surfaceAllowed) return this.notificationWhileBlocked(m, line);
      return line;
    }
    if (!isId(m.id) || this.awaitingAnswer.size === 0) return line;
    const method = this.awaitingAnswer.get(m.id);
    if (method === undefined) return line;
    this.awaitingAnswer.delete(m.id);
    return this.upstreamAnswerHooks[method]!(m, line);
  }

  /**
   * A notification from a server that is blocked (or not approved yet): its words would reach the model
   * (a log message, a progress message, a vendor's notification), so only what carries none of them
   * passes, rebuilt from its numbers and ids: a list change (the host lists again, and is decided on),
   * progress without its message, a cancellation without its reason. Anything else is withheld (stderr
   * says so, once per method while blocked).
   */
  private notificationWhileBlocked(m: Message, line: Buffer): Buffer | null {
    const method = m.method as string;
    const params = isObject(m.params) ? m.params : {};
    const rebuilt = (p?: Message) => framed(JSON.stringify({ jsonrpc: '2.0', method, ...(p ? { params: p } : {}) }));
    if (Object.hasOwn(this.upstreamNotificationHooks, method)) return m.params === undefined ? line : rebuilt();
    if (method === 'notifications/progress' && isId(params.progressToken) && typeof params.progress === 'number') {
      return rebuilt({ progressToken: params.progressToken, progress: params.progress, ...(typeof params.total === 'number' ? { total: params.total } : {}) });
    }
    if (method === 'notifications/cancelled' && isId(params.requestId)) return rebuilt({ requestId: params.requestId });
    if (!this.withheldMethods.has(method) && this.withheldMethods.size < 100) {
      this.withheldMethods.add(method);
      this.notice(`WITHHELD ${this.lastCode ?? 'SNAPSHOT_INCOMPLETE'}: a notification from the server (${escapeForTerminal(method).slice(0, 60)}) while its surface is ${this.lastCode ? 'blocked' : 'not approved'} (not forwarded; later ones of this method are not named)`);
    }
    return null;
  }

  private toHost(line: Buffer): void {
    if (this.finished) return;
    if (this.writingList) {
      // A list is being written in slices: whatever else the host gets waits for its end (one message a line).
      this.heldForHost.push(line);
      if (this.heldForHost.length > 1000) this.upstream.pause();
      return;
    }
    this.writeToHost(line);
  }

  private writeToHost(line: Buffer): boolean {
    const fits = this.options.output.write(line);
    if (!fits && !this.waitingHostDrain) {
      this.waitingHostDrain = true;
      this.upstream.pause();
      this.options.output.once('drain', () => {
        this.waitingHostDrain = false;
        if (!this.upstreamBusy && !this.writingList) this.upstream.resume();
      });
    }
    return fits;
  }

  /**
   * The answer to a host's list, `{"jsonrpc":"2.0","id":…,"result":{"<member>":[…]}}`: the text one
   * JSON.stringify of it gives, written a slice of elements at a time as the host reads (a list of
   * millions is never built as one text or one buffer, nor queued whole); what else the host gets meanwhile
   * waits for its end.
   */
  private async replyList(id: unknown, member: string, items: readonly unknown[]): Promise<void> {
    // A host of the 2026-07-28 revision requires each result to say it is complete and how long it may be
    // kept: not at all (the guard decides each list afresh), for this host only.
    const open = JSON.stringify({ jsonrpc: '2.0', id, result: { [member]: [], ...(this.hostModern ? MODERN_LIST_MEMBERS : {}) } });
    const close = open.lastIndexOf('[]') + 1;
    if (items.length <= LIST_SLICE) {
      this.toHost(framed(`${open.slice(0, close)}${items.map((x) => JSON.stringify(x) ?? 'null').join(',')}${open.slice(close)}`));
      return;
    }
    if (this.finished) return;
    this.writingList = true;
    try {
      let fits = this.writeToHost(Buffer.from(escapeLineBreakers(open.slice(0, close)), 'utf8'));
      for (let i = 0; i < items.length && !this.finished; i += LIST_SLICE) {
        if (!fits) await this.hostDrained();
        const slice = items.slice(i, i + LIST_SLICE).map((x) => JSON.stringify(x) ?? 'null');
        fits = this.writeToHost(Buffer.from(escapeLineBreakers((i === 0 ? '' : ',') + slice.join(',')), 'utf8'));
      }
      if (!this.finished) this.writeToHost(Buffer.from(open.slice(close) + '\n', 'utf8'));
    } finally {
      this.writingList = false;
      const held = this.heldForHost.splice(0);
      for (const line of held) this.toHost(line);
      if (!this.upstreamBusy && !this.waitingHostDrain) this.upstream.resume();
    }
  }

  /** The host read what was written (or is gone). */
  private hostDrained(): Promise<void> {
    const out = this.options.output;
    return new Promise((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        out.off('error', done);
        resolve();
      };
      out.once('drain', done);
      out.once('close', done);
      out.once('error', done);
    });
  }

  private replyError(id: unknown, code: number, message: string): void {
    if (!isId(id)) return;
    this.toHost(framed(JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } })));
  }

  // ---- decisions ----

  /** Takes the complete list upstream and decides it; concurrent callers share one decision. */
  private decide(): Promise<Decision> {
    this.deciding ??= this.decideNow().finally(() => {
      this.deciding = undefined;
    });
    return this.deciding;
  }

  /**
   * A decision taken with no change of the surface while it ran: one that a list_changed overtook (or one
   * already running when the caller came, begun before the change) is not used, and another is taken.
   * A server that changes its surface during each of several decisions in a row is blocked.
   */
  private async decideFresh(): Promise<GuardResult> {
    for (let i = 0; i < MAX_STALE_DECISIONS; i++) {
      const last = await this.decide();
      if (last.generation === this.generation) return last.result;
    }
    const serverId = this.options.serverId ?? this.serverName ?? '(unknown)';
    const result = guardRefusedList(serverId, { code: 'SNAPSHOT_INCOMPLETE', message: `${this.where}: the surface changed (list_changed) during each of ${MAX_STALE_DECISIONS} decisions in a row` });
    this.surfaceAllowed = false;
    this.lastCode = result.code;
    this.notice(result.notice!);
    return result;
  }

  private async decideNow(): Promise<Decision> {
    const generation = this.generation;
    let result: GuardResult;
    // A host that lists before the server answered its initialize: the list waits for that answer.
    if (this.options.serverId === undefined && this.serverName === undefined && this.initializeAnswered) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([this.initializeAnswered, new Promise<void>((r) => (timer = setTimeout(r, this.options.limits.timeoutMs)))]);
      clearTimeout(timer);
    }
    const serverId = this.options.serverId ?? this.serverName;
    if (serverId === undefined) {
      result = guardRefusedList('(unknown)', { code: 'SNAPSHOT_INCOMPLETE', message: 'no server id: the server has not answered initialize with a serverInfo.name yet (give --server-id)' });
    } else {
      const budget = new SnapshotBudget(this.options.limits, this.where);
      this.budget = budget;
      try {
        this.client ??= channelClient(this.channel);
        const client = await this.client;
        const { tools } = await listAllTools(client, budget);
        const carriers = await this.listCarriers(client, budget);
        result = guardToolsList(serverId, tools, {
          lock: this.options.lock,
          onChange: this.options.onChange,
          unpinned: this.options.unpinned,
          idSelfDeclared: this.options.serverId === undefined,
          lockMissing: this.options.lockMissing === true,
          signed: this.options.signed,
          ...(carriers ? { carriers } : {}),
          ...(this.hostProfile ? { clientCapabilities: this.hostProfile } : {}),
          ...(this.options.relockHint ? { relockHint: this.options.relockHint } : {}),
        });
      } catch (e) {
        result = guardRefusedList(serverId, listError(e, budget, this.where));
      } finally {
        budget.dispose();
        this.budget = undefined;
      }
    }
    // Taken on a surface that changed meanwhile: not the approval (the callers decide again), but a block counts.
    if (generation === this.generation) {
      this.approved = new ApprovedNames(result.tools);
      this.approvedPrompts = new ApprovedNames(result.prompts);
      this.surfaceAllowed = result.decision === 'allow';
      this.lastCode = result.code;
      if (this.surfaceAllowed) this.withheldMethods.clear();
    } else if (result.decision === 'block') {
      this.surfaceAllowed = false;
      this.lastCode = result.code;
    }
    if (result.notice) this.notice(result.notice);
    if (this.options.auditFile) {
      try {
        // A tool or template a server named with one of its secrets: the audit file, which users keep, has it as ***.
        appendFileSync(this.options.auditFile, JSON.stringify(this.secrets.redactValue(result.audit)) + '\n', { encoding: 'utf8', mode: 0o644 });
      } catch (e) {
        this.notice(`IO_ERROR: cannot append to the audit file: ${osErrorText(e)}`);
      }
    }
    return { result, generation };
  }

  /**
   * The instructions of the server's initialize result and every page of its prompts and resource
   * templates (a capability it does not declare is not asked for; "method not found" is no list);
   * undefined before the server answered initialize (the tools are then decided alone).
   */
  private async listCarriers(client: Client, budget: SnapshotBudget): Promise<Carriers | undefined> {
    const init = this.initialized;
    if (!init) return undefined;
    const carriers: Carriers = {};
    if (Object.hasOwn(init, 'instructions')) carriers.instructions = init.instructions as string;
    const declared = (name: string) => isObject(init.capabilities?.[name]);
    if (declared('prompts')) {
      const p = await listAllPages(client, budget, PROMPTS_LIST, true);
      if (p) carriers.prompts = p.items as Carriers['prompts'];
    }
    if (declared('resources')) {
      const t = await listAllPages(client, budget, RESOURCE_TEMPLATES_LIST, true);
      if (t) carriers.resourceTemplates = t.items as Carriers['resourceTemplates'];
    }
    return carriers;
  }

  private notice(text: string): void {
    this.options.stderr(`toolseal guard: ${escapeForTerminal(oneLine(this.secrets.redact(text)))}\n`);
  }

  // ---- lifetime ----

  private onUpstreamEnd(code: number, reason?: string): void {
    this.upstreamSplitter.end();
    if (reason) this.notice(reason);
    this.budget?.fail('the server ended');
    this.finish(code);
  }

  /** The host closed: end the upstream (and every process it started), then exit. */
  private async shutdown(code: number): Promise<void> {
    if (this.finished) return;
    this.budget?.fail('the host closed the connection');
    await this.upstream.close();
    this.finish(code);
  }

  private finish(code: number): void {
    if (this.finished) return;
    this.finished = true;
    this.options.input.removeAllListeners('data');
    this.options.input.destroy();
    this.resolveExit(code);
  }
}

/** Why a list could not be taken, with no server text (a server's error message is not quoted). */
function listError(e: unknown, budget: SnapshotBudget, where: string): { code: ToolsealError['code']; message: string } {
  if (budget.failed) return budget.failed;
  if (e instanceof ToolsealError) return e;
  if (e instanceof McpError) return { code: 'SNAPSHOT_INCOMPLETE', message: `${where}: the server answered tools/list with error ${e.code}` };
  return { code: 'SNAPSHOT_INCOMPLETE', message: `${where}: tools/list failed` };
}
