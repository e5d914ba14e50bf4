#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  UNPINNED_VALUES,
  guardRefusedList,
  guardToolsList
} from "./chunk-OLIWN3C4.js";
import {
  readMcpConfig
} from "./chunk-PPFBEDCM.js";
import {
  identityPolicyOf,
  verifySignedStatement
} from "./chunk-QKYPYYPD.js";
import {
  loadTrustedRoot
} from "./chunk-2KJ6RWI4.js";
import {
  readPathOrURL
} from "./chunk-OPZLR5S5.js";
import {
  GITHUB_ACTIONS_ISSUER
} from "./chunk-J35C5XP4.js";
import "./chunk-A4WJ7DAG.js";
import "./chunk-WE6LTBPN.js";
import {
  readLockIfAny
} from "./chunk-WX2VXDHI.js";
import {
  ON_CHANGE_VALUES
} from "./chunk-KS5M7SZV.js";
import {
  DEFAULT_LOCK_FILE
} from "./chunk-EEYPTXYE.js";
import {
  OAuthSession,
  PROMPTS_LIST,
  RESOURCE_TEMPLATES_LIST,
  StdioProcessTransport,
  describeServer,
  jsonRpcEnvelope,
  listAllPages,
  listAllTools,
  redactSecrets,
  secretValuesOf
} from "./chunk-XS2AZFII.js";
import {
  Client,
  JSONRPCMessageSchema,
  McpError,
  OAuthError,
  SSEClientTransport,
  SseError,
  StreamableHTTPClientTransport,
  StreamableHTTPError,
  UnauthorizedError,
  createParser,
  errorText,
  mediaTypeEssence,
  urlSecrets
} from "./chunk-OAF5PTSN.js";
import {
  SERVER_OPTIONS,
  limitsFromArgs,
  serverSpecFromArgs
} from "./chunk-ADJ3PAOP.js";
import {
  VERSION
} from "./chunk-P2LBGSGT.js";
import "./chunk-WX4SIBHV.js";
import {
  withConfigOAuth
} from "./chunk-OVQC7V7B.js";
import {
  ApprovalWaits
} from "./chunk-ZJAOUQHE.js";
import {
  escapeForTerminal
} from "./chunk-FWTDHL3Z.js";
import {
  SnapshotBudget
} from "./chunk-JJ2MYPIP.js";
import "./chunk-EPNPETOJ.js";
import "./chunk-T6GRD6ZC.js";
import {
  initializeResultForHost
} from "./chunk-P25ZVLCS.js";
import "./chunk-SIYGQJDO.js";
import {
  decodeUtf8,
  parseJsonStrict
} from "./chunk-2HPGVTBN.js";
import {
  ToolsealError,
  isToolsealError,
  oneLine,
  osErrorText
} from "./chunk-UQQWLFOE.js";
import "./chunk-U7PF666Q.js";

// src/guard/proxy.ts
const { appendFileSync } = process.getBuiltinModule("node:fs");

// src/guard/guard-channel.ts
const { randomBytes } = process.getBuiltinModule("node:crypto");
var GuardChannel = class {
  constructor(sendUpstream) {
    this.sendUpstream = sendUpstream;
  }
  sendUpstream;
  onclose;
  onerror;
  onmessage;
  /** Set, so that `Client.connect` does not send an `initialize` of its own. */
  sessionId = "toolseal-guard";
  prefix = `toolseal-guard-${randomBytes(6).toString("hex")}:`;
  async start() {
  }
  /** Whether an id is one of the guard's own. */
  owns(id) {
    return typeof id === "string" && id.startsWith(this.prefix);
  }
  send(message) {
    const m = { ...message };
    if (Object.hasOwn(m, "id")) m.id = this.prefix + String(m.id);
    if (m.method === "notifications/cancelled" && typeof m.params === "object" && m.params !== null) {
      const params = { ...m.params };
      params.requestId = this.prefix + String(params.requestId);
      m.params = params;
    }
    return this.sendUpstream(m);
  }
  /** Hands the answer to one of the guard's requests (already read strictly) to the client. */
  deliver(message) {
    const n = Number(message.id.slice(this.prefix.length));
    this.onmessage?.({ ...message, id: n });
  }
  async close() {
    this.onclose?.();
  }
};
async function channelClient(channel) {
  const client = new Client({ name: "toolseal-guard", version: VERSION }, { capabilities: {} });
  await client.connect(channel);
  return client;
}

// src/guard/line-splitter.ts
var NEWLINE = Buffer.from("\n");
function framed(json) {
  return Buffer.from(json + "\n", "utf8");
}
var LineSplitter = class {
  constructor(maxLineBytes, onLine, onOversize) {
    this.maxLineBytes = maxLineBytes;
    this.onLine = onLine;
    this.onOversize = onOversize;
  }
  maxLineBytes;
  onLine;
  onOversize;
  pending = [];
  pendingBytes = 0;
  skipping = 0;
  push(chunk) {
    let start = 0;
    for (; ; ) {
      const nl = chunk.indexOf(10, start);
      if (nl < 0) {
        this.keep(chunk.subarray(start));
        return;
      }
      const length = nl - start;
      const piece = chunk.subarray(start, nl + 1);
      start = nl + 1;
      if (this.skipping > 0) {
        this.onOversize(this.skipping + length);
        this.skipping = 0;
        continue;
      }
      if (this.pendingBytes + length > this.maxLineBytes) {
        this.onOversize(this.pendingBytes + length);
        this.reset();
        continue;
      }
      const line = this.pending.length === 0 ? piece : Buffer.concat([...this.pending, piece]);
      this.reset();
      this.onLine(line);
    }
  }
  /** The stream ended: a last line without a newline still counts. */
  end() {
    if (this.skipping > 0) this.onOversize(this.skipping);
    else if (this.pendingBytes > 0) this.onLine(Buffer.concat([...this.pending, NEWLINE]));
    this.reset();
    this.skipping = 0;
  }
  keep(rest) {
    if (rest.length === 0) return;
    if (this.skipping > 0) {
      this.skipping += rest.length;
      return;
    }
    if (this.pendingBytes + rest.length > this.maxLineBytes) {
      this.skipping = this.pendingBytes + rest.length;
      this.reset();
      return;
    }
    this.pending.push(Buffer.from(rest));
    this.pendingBytes += rest.length;
  }
  reset() {
    this.pending = [];
    this.pendingBytes = 0;
  }
};

// src/guard/upstream.ts
const { constants } = process.getBuiltinModule("node:os");
function inheritedEnv() {
  const out = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== void 0) out[k] = v;
  return out;
}
function sessionBudget(where) {
  const budget = new SnapshotBudget({ timeoutMs: 2 ** 31 - 1, maxPages: 1, maxBytes: Number.POSITIVE_INFINITY, maxTools: Number.POSITIVE_INFINITY }, where);
  budget.dispose();
  return budget;
}
var StdioUpstream = class {
  constructor(spec, events, where, secrets, stderr) {
    this.spec = spec;
    this.events = events;
    this.where = where;
    this.secrets = secrets;
    this.stderr = stderr;
    this.inner = new StdioProcessTransport(
      // The server gets the environment the host gave the guard (a wrapped config's `env` is set on the
      // guard), as if the guard were not there; --env adds to it.
      { command: spec.command, args: spec.args, env: { ...inheritedEnv(), ...spec.env }, cwd: spec.cwd, onStdout: (c) => this.events.data(c) },
      sessionBudget(where),
      where,
      secrets
    );
  }
  spec;
  events;
  where;
  secrets;
  stderr;
  transport = "stdio";
  inner;
  ended = false;
  get pid() {
    return this.inner.pid;
  }
  async start() {
    try {
      await this.inner.start();
    } catch (e) {
      throw new ToolsealError("SNAPSHOT_INCOMPLETE", `${this.where}: ${isToolsealError(e) ? e.message.replace(`${this.where}: `, "") : errorText(e)}`, { cause: e });
    }
    const child = this.inner.childProcess;
    child.stderr.on("data", (c) => this.stderr(typeof c === "string" ? c : c.toString("utf8")));
    child.once("exit", (code, signal) => {
      const status = code ?? 128 + (signal ? constants.signals[signal] ?? 0 : 0);
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        this.finish(status);
      };
      child.once("close", finish);
      setTimeout(finish, 500).unref();
    });
  }
  finish(code) {
    if (this.ended) return;
    this.ended = true;
    void this.inner.close().then(() => this.events.end(code));
  }
  forward(line, _parsed) {
    const stdin = this.inner.childProcess?.stdin;
    if (!stdin || stdin.destroyed || !stdin.writable) return true;
    return stdin.write(line);
  }
  send(message) {
    this.forward(framed(JSON.stringify(message)), message);
    return Promise.resolve();
  }
  onDrain(fn) {
    this.inner.childProcess?.stdin?.once("drain", fn);
  }
  batch(forwardLines) {
    const stdin = this.inner.childProcess?.stdin;
    if (!stdin || stdin.destroyed) return forwardLines();
    stdin.cork();
    try {
      forwardLines();
    } finally {
      stdin.uncork();
    }
  }
  pause() {
    this.inner.childProcess?.stdout?.pause();
  }
  resume() {
    this.inner.childProcess?.stdout?.resume();
  }
  async close() {
    this.ended = true;
    await this.inner.close().catch(() => {
    });
  }
  /** Secret values to keep out of the guard's own messages. */
  get secretValues() {
    return this.secrets;
  }
  get command() {
    return this.spec.command;
  }
};
var HttpUpstream = class {
  constructor(spec, events, where, guardPrefix, maxMessageBytes, connectTimeoutMs) {
    this.spec = spec;
    this.events = events;
    this.where = where;
    this.guardPrefix = guardPrefix;
    this.maxMessageBytes = maxMessageBytes;
    this.connectTimeoutMs = connectTimeoutMs;
    this.secrets = [...Object.values(spec.headers ?? {}).filter((v) => v.length >= 6), ...urlSecrets(spec.url)];
  }
  spec;
  events;
  where;
  guardPrefix;
  maxMessageBytes;
  connectTimeoutMs;
  inner;
  kind = "streamable-http";
  strict = /* @__PURE__ */ new Map();
  connected = false;
  ended = false;
  queue = Promise.resolve();
  /** `--oauth`: the same session the other commands open (token cache, refresh, loopback approval). */
  session;
  /** Values kept out of every message: the headers, the URL's secret parts, and each token OAuth learns. */
  secrets;
  get transport() {
    return this.kind;
  }
  async start() {
    this.kind = this.spec.transport === "sse" ? "sse" : "streamable-http";
    if (this.spec.oauth) this.session = await OAuthSession.open(this.spec.oauth, this.spec.url, this.where, this.secrets);
    await this.open();
  }
  /**
   * Runs `attempt` again after each approval the server asks for, as a snapshot does: the SDK's transport
   * uses cached tokens, refreshes them and runs the client-credentials grant itself; it stops where a user
   * must approve in a browser. The session bounds the approvals (it fails once too many were asked for).
   */
  async authorized(attempt) {
    for (; ; ) {
      try {
        return await attempt();
      } catch (e) {
        if (!this.session?.needsUser) throw e;
      }
      await this.session.authorize(this.connectTimeoutMs, new ApprovalWaits());
    }
  }
  async open() {
    const url = new URL(this.spec.url);
    const options = this.transportOptions();
    const inner = this.kind === "streamable-http" ? new StreamableHTTPClientTransport(url, options) : new SSEClientTransport(url, options);
    inner.onmessage = (m) => this.events.message(m);
    inner.onerror = () => {
    };
    inner.onclose = () => {
      if (this.inner === inner && !this.ended) {
        this.ended = true;
        this.events.end(this.connected ? 0 : 4, "the server closed the connection");
      }
    };
    this.inner = inner;
    let timer;
    try {
      await Promise.race([
        // SSE asks for authorization when it connects; Streamable HTTP with its first message.
        this.authorized(() => inner.start()),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no connection after ${this.connectTimeoutMs / 1e3} s (--timeout)`)), this.connectTimeoutMs);
        })
      ]);
    } catch (e) {
      await inner.close().catch(() => {
      });
      if (isToolsealError(e) && e.code === "OAUTH_FAILED") throw e;
      throw new ToolsealError("SNAPSHOT_INCOMPLETE", `${this.where}: cannot connect: ${redactSecrets(errorText(e), this.secretValues)}`, { cause: e });
    } finally {
      clearTimeout(timer);
    }
  }
  /**
   * What both SDK transports are given: the strict-reading fetch, the configured headers and, with
   * `--oauth`, the session's auth provider (which also looks at each response: 401, 403).
   */
  transportOptions() {
    const strict = this.strictFetch();
    const requestInit = { headers: this.spec.headers ?? {} };
    const session = this.session;
    if (!session) return { fetch: strict, requestInit };
    const fetch2 = async (url, init) => {
      const response = await strict(url, init);
      session.provider.observe(response);
      return response;
    };
    return { fetch: fetch2, requestInit, authProvider: session.provider };
  }
  get secretValues() {
    return this.secrets;
  }
  /**
   * Sends in order (the SDK's HTTP transport would otherwise race two POSTs). With `auto`, a 4xx answer to
   * the first message (the host's initialize) falls back to SSE, as the SDK's own client example does.
   */
  sendInOrder(message) {
    const run = async () => {
      try {
        await this.authorized(() => this.inner.send(message));
        this.connected = true;
      } catch (e) {
        const status = e instanceof StreamableHTTPError ? e.code : void 0;
        if (!this.connected && this.spec.transport === "auto" && this.kind === "streamable-http" && status !== void 0 && status >= 400 && status < 500 && status !== 401 && status !== 403) {
          this.kind = "sse";
          const old = this.inner;
          this.inner = void 0;
          await old?.close().catch(() => {
          });
          await this.open();
          await this.authorized(() => this.inner.send(message));
          this.connected = true;
          return;
        }
        throw e;
      }
    };
    const p = this.queue.then(run, run);
    this.queue = p.catch(() => {
    });
    return p;
  }
  forward(_line, parsed) {
    if (typeof parsed !== "object" || parsed === null) return true;
    this.send(parsed).catch((e) => this.failedSend(parsed, e));
    return true;
  }
  send(message) {
    return this.sendInOrder(message);
  }
  /** A request the server could not be sent is answered with an error, so the host does not wait for ever. */
  failedSend(message, e) {
    if (!this.connected && !this.ended) {
      this.ended = true;
      this.events.end(4, `cannot reach the server: ${this.reason(e)}`);
      return;
    }
    if (typeof message.method === "string" && (typeof message.id === "string" || typeof message.id === "number")) {
      this.events.message({
        jsonrpc: "2.0",
        id: message.id,
        error: { code: -32603, message: `toolseal guard: the server could not be reached: ${this.reason(e).slice(0, 200)}` }
      });
    }
  }
  /** Why a send failed, secrets redacted; a refusal to authorize says what to do, as snapshot does. */
  reason(e) {
    let text = errorText(e);
    if (e instanceof OAuthError) text = `OAuth: the authorization server answered ${e.errorCode}${e.message ? `: ${e.message}` : ""}`;
    else if (e instanceof UnauthorizedError) text = `OAuth: ${text || "the server refused the token"}`;
    else if (!this.session && (e instanceof StreamableHTTPError || e instanceof SseError) && e.code === 401) {
      text += '; the server asks for authorization: run with --oauth, or give a token with --header "Authorization: Bearer \u2026"';
    }
    return escapeForTerminal(redactSecrets(text, this.secretValues));
  }
  /** The protocol version the host and server agreed on: the HTTP transport sends it as a header from now on. */
  setProtocolVersion(version) {
    this.inner?.setProtocolVersion?.(version);
  }
  takeStrict(id) {
    const v = this.strict.get(id);
    this.strict.delete(id);
    return v;
  }
  onDrain(_fn) {
  }
  batch(forwardLines) {
    forwardLines();
  }
  pause() {
  }
  resume() {
  }
  async close() {
    this.ended = true;
    const inner = this.inner;
    if (inner instanceof StreamableHTTPClientTransport && inner.sessionId !== void 0) {
      let timer;
      await Promise.race([inner.terminateSession().catch(() => {
      }), new Promise((r) => timer = setTimeout(r, 2e3))]);
      clearTimeout(timer);
    }
    await inner?.close().catch(() => {
    });
    await this.session?.close().catch(() => {
    });
  }
  /**
   * A fetch that also reads, strictly, each message on the wire that answers one of the guard's own
   * requests (found by the id prefix; a message that hides it in escapes has no strict copy and its list
   * is refused). Other bytes are not held: the SDK parses them for itself.
   */
  strictFetch() {
    return async (url, init) => {
      const response = await fetch(url, init);
      if (!response.body) return response;
      const type = response.headers.get("content-type");
      const essence = mediaTypeEssence(type ?? void 0);
      const isStream = essence === "text/event-stream" || type?.startsWith("text/event-stream") === true;
      const body = typeof init?.body === "string" ? init.body : "";
      const ours = body.includes(this.guardPrefix);
      if (!isStream && !(essence === "application/json" && ours)) return response;
      const decoder = new TextDecoder("utf-8", { fatal: true });
      let broken = false;
      let text = "";
      const parser = createParser({ onEvent: (ev) => (ev.event === void 0 || ev.event === "" || ev.event === "message") && this.readStrict(ev.data) });
      const decode = (chunk) => {
        if (broken) return "";
        try {
          return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
        } catch {
          broken = true;
          return "";
        }
      };
      const checked = response.body.pipeThrough(
        new TransformStream({
          transform: (chunk, controller) => {
            const t = decode(chunk);
            if (isStream) parser.feed(t);
            else if (text.length <= this.maxMessageBytes) text += t;
            controller.enqueue(chunk);
          },
          flush: () => {
            const t = decode();
            if (isStream) parser.feed(t);
            else if (!broken && text.length + t.length <= this.maxMessageBytes) this.readStrict(text + t);
          }
        })
      );
      return new Response(checked, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
  }
  readStrict(text) {
    if (!text.includes(this.guardPrefix)) return;
    let value;
    try {
      value = parseJsonStrict(text, `${this.where}: a message from the server`);
    } catch (e) {
      const error = isToolsealError(e) ? e : new ToolsealError("INVALID_JSON", String(e));
      this.strict.set("*", { error });
      return;
    }
    for (const m of Array.isArray(value) ? value : [value]) {
      const id = m?.id;
      if (typeof id === "string" && id.startsWith(this.guardPrefix)) this.strict.set(id, { value: m });
    }
  }
  /** A refusal recorded for a message whose id could not be read (see readStrict). */
  takeRefusal() {
    const v = this.strict.get("*");
    this.strict.delete("*");
    return v && "error" in v ? v.error : void 0;
  }
};

// src/guard/proxy.ts
var BLOCKED_CALL_ERROR = -32602;
var METHOD_NOT_FOUND = -32601;
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function looksLikeJson(line) {
  for (let i = 0; i < line.length; i++) {
    const b = line[i];
    if (b === 32 || b === 9 || b === 13 || b === 10) continue;
    if (b === 239 && line[i + 1] === 187 && line[i + 2] === 191) {
      i += 2;
      continue;
    }
    return b === 123 || b === 91;
  }
  return false;
}
function endsItsOnlyLine(chunk) {
  return chunk.indexOf(10) === chunk.length - 1;
}
function isAnswer(m) {
  return m.method === void 0 || Object.hasOwn(m, "result") || Object.hasOwn(m, "error");
}
var MAX_PENDING = 1e5;
function isId(v) {
  return typeof v === "string" || typeof v === "number";
}
var GuardProxy = class {
  constructor(options) {
    this.options = options;
    this.exit = new Promise((r) => this.resolveExit = r);
    const spec = options.upstream;
    this.secrets = secretValuesOf(spec.kind === "stdio" ? spec.env : spec.headers);
    if (spec.kind === "url") this.secrets.push(...urlSecrets(spec.url));
    this.where = describeServer(spec, options.serverId, this.secrets);
    this.channel = new GuardChannel((m) => this.upstream.send(m));
    const max = options.limits.maxBytes;
    this.upstreamSplitter = new LineSplitter(max, (line) => this.safely(() => this.onUpstreamLine(line), line), (n) => {
      this.notice(`DROPPED: a line of ${n} bytes from the server is longer than --max-bytes (not forwarded)`);
      this.budget?.fail(`the server sent a message longer than ${max} bytes (--max-bytes)`);
    });
    this.hostSplitter = new LineSplitter(max, (line) => this.safely(() => this.onHostLine(line), line), (n) => this.notice(`DROPPED: a line of ${n} bytes from the host is longer than --max-bytes (not forwarded)`));
    const events = {
      data: (chunk) => endsItsOnlyLine(chunk) ? this.upstreamSplitter.push(chunk) : this.forwardBatch(this.options.output, () => this.upstreamSplitter.push(chunk)),
      message: (m) => this.safely(() => this.onUpstreamMessage(m)),
      end: (code, reason) => this.onUpstreamEnd(code, reason)
    };
    this.upstream = spec.kind === "stdio" ? new StdioUpstream(spec, events, this.where, this.secrets, (t) => options.stderr(t)) : new HttpUpstream(spec, events, this.where, this.channel.prefix, options.limits.maxBytes, options.limits.timeoutMs);
  }
  options;
  channel;
  upstream;
  where;
  secrets;
  client;
  upstreamSplitter;
  hostSplitter;
  /** The names the last decision approved; undefined before the first decision and after list_changed. */
  approved;
  /** The prompt names the last decision approved (undefined as `approved`). */
  approvedPrompts;
  /** What the server's initialize result declared: its instructions and capabilities (undefined before it answered). */
  initialized;
  /**
   * The decision made before the host got its initialize answer, and the list methods that have not used
   * it yet: the host's first list of each kind is answered from it (one decision, one audit event, for a
   * host's usual tools/list, prompts/list, resources/templates/list); any later list decides afresh.
   */
  atInitialize;
  /** The guard sent the server `notifications/initialized` itself: the host's is not forwarded again. */
  sentInitialized = false;
  lastCode;
  deciding;
  budget;
  /** The ids of the host's requests the server was sent and has not answered yet (a Set tells 1 from "1"). */
  pending = /* @__PURE__ */ new Set();
  /** Host requests whose answers have a hook (below), by id: the method they asked. Bounded by the host's own requests in flight. */
  awaitingAnswer = /* @__PURE__ */ new Map();
  serverName;
  /** Resolves when the server has answered the host's initialize (the server id may come from it). */
  initializeAnswered;
  onInitializeAnswered;
  /** Server messages wait here, in order, while an answer hook is working. */
  upstreamQueue = [];
  upstreamBusy = false;
  /** Host messages wait here, in order, while a hook is deciding. */
  hostQueue = [];
  hostBusy = false;
  /** A write did not fit: that side's reading waits for 'drain' (one wait at a time). */
  waitingUpstreamDrain = false;
  waitingHostDrain = false;
  hostEnded = false;
  finished = false;
  resolveExit;
  exit;
  /** Requests from the host the guard answers or checks itself. */
  hostRequestHooks = {
    initialize: (m, line) => {
      this.initializeAnswered ??= new Promise((r) => this.onInitializeAnswered = r);
      this.toUpstream(line, m);
    },
    "tools/list": async (m) => {
      const result = await this.listDecision("tools/list");
      this.reply(m.id, { tools: result.tools });
    },
    "prompts/list": async (m) => {
      if (this.undeclared("prompts")) return this.replyError(m.id, METHOD_NOT_FOUND, "Method not found");
      const result = await this.listDecision("prompts/list");
      this.reply(m.id, { prompts: result.prompts });
    },
    "resources/templates/list": async (m) => {
      if (this.undeclared("resources")) return this.replyError(m.id, METHOD_NOT_FOUND, "Method not found");
      const result = await this.listDecision("resources/templates/list");
      this.reply(m.id, { resourceTemplates: result.resourceTemplates });
    },
    "prompts/get": (m, line) => this.passIfApproved(m, line, "prompt", () => this.approvedPrompts),
    "tools/call": (m, line) => this.passIfApproved(m, line, "tool", () => this.approved)
  };
  /**
   * A `tools/call` or `prompts/get`: passed on as read when the last decision approved the name, refused
   * here otherwise (it never reaches the server). The common case stays synchronous: a decided list,
   * checked in place; before any decision (or after list_changed) one is made first.
   */
  passIfApproved(m, line, kind, approved) {
    const name = isObject(m.params) ? m.params.name : void 0;
    if (typeof name !== "string") {
      this.replyError(m.id, BLOCKED_CALL_ERROR, `${String(m.method)} without a ${kind} name is refused by toolseal`);
      return;
    }
    const passOrRefuse = () => {
      if (approved().has(name)) this.toUpstream(line, m);
      else this.replyError(m.id, BLOCKED_CALL_ERROR, `${kind} ${JSON.stringify(name)} is blocked by toolseal: ${this.lastCode ?? "NOT_LISTED"}`);
    };
    if (approved() !== void 0) return passOrRefuse();
    return this.decide().then(passOrRefuse);
  }
  /**
   * Whether the server's initialize answer left this capability out: then it has no such list, and the
   * host gets what the server itself would answer (method not found), not an empty list the guard made up.
   */
  undeclared(capability) {
    return this.initialized !== void 0 && !isObject(this.initialized.capabilities?.[capability]);
  }
  /**
   * Answers from the upstream to host requests of these methods: the hook sees the answer before the
   * host does and returns the line to pass on (the line as read, or a replacement), or a promise of it
   * (later messages from the server then wait, in order).
   */
  upstreamAnswerHooks = {
    initialize: (answer, line) => {
      const info = isObject(answer.result) && isObject(answer.result.serverInfo) ? answer.result.serverInfo : void 0;
      if (typeof info?.name === "string") this.serverName = info.name;
      const version = isObject(answer.result) ? answer.result.protocolVersion : void 0;
      if (typeof version === "string" && this.upstream instanceof HttpUpstream) this.upstream.setProtocolVersion(version);
      this.onInitializeAnswered?.();
      if (!isObject(answer.result)) return line;
      const result = answer.result;
      this.initialized = {
        ...Object.hasOwn(result, "instructions") ? { instructions: result.instructions } : {},
        ...isObject(result.capabilities) ? { capabilities: result.capabilities } : {}
      };
      return this.upstream.send({ jsonrpc: "2.0", method: "notifications/initialized" }).then(() => {
        this.sentInitialized = true;
        return this.decide();
      }).then((decision) => {
        this.atInitialize = { result: decision, unused: /* @__PURE__ */ new Set(["tools/list", "prompts/list", "resources/templates/list"]) };
        if (decision.instructionsApproved || !Object.hasOwn(result, "instructions")) return line;
        return framed(JSON.stringify({ ...answer, result: initializeResultForHost(result, false) }));
      });
    }
  };
  /** The decision a host's list is answered from: the one made at initialize if this kind has not used it yet, else a new one. */
  listDecision(method) {
    const first = this.atInitialize;
    if (first?.unused.delete(method)) return Promise.resolve(first.result);
    return this.decide();
  }
  /** Notifications from the upstream the guard acts on (they are still forwarded). */
  upstreamNotificationHooks = {
    "notifications/tools/list_changed": () => {
      this.approved = void 0;
      this.atInitialize = void 0;
    },
    "notifications/prompts/list_changed": () => {
      this.approvedPrompts = void 0;
      this.atInitialize = void 0;
    },
    "notifications/resources/list_changed": () => {
      this.atInitialize = void 0;
    }
  };
  /** Runs a routing step; an unexpected error costs that one message (named on stderr), never the session. */
  safely(step, line) {
    try {
      step();
    } catch (e) {
      this.notice(`DROPPED: a message${line ? ` of ${line.length} bytes` : ""} could not be routed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  /**
   * Forwarding, batched: every line of one chunk that reaches `out` while `forwardLines` runs leaves in one
   * write (corked, then uncorked), not one system call per line. A line a hook holds (a promise) is
   * written later, on its own; the order is kept either way.
   */
  forwardBatch(out, forwardLines) {
    if (out.destroyed) return forwardLines();
    out.cork();
    try {
      forwardLines();
    } finally {
      out.uncork();
    }
  }
  /** The upstream's process id (stdio). */
  get upstreamPid() {
    return this.upstream instanceof StdioUpstream ? this.upstream.pid : void 0;
  }
  /** Starts the upstream, then reads the host. Resolves `exit` with the guard's exit code. */
  async run() {
    try {
      await this.upstream.start();
    } catch (e) {
      this.notice(`cannot start the server: ${isToolsealError(e) ? e.message : String(e)}`);
      this.finish(4);
      return this.exit;
    }
    const { input, output } = this.options;
    output.on("error", () => void this.shutdown(0));
    input.on("data", (chunk) => endsItsOnlyLine(chunk) ? this.hostSplitter.push(chunk) : this.upstream.batch(() => this.hostSplitter.push(chunk)));
    input.on("end", () => {
      this.hostSplitter.end();
      this.hostEnded = true;
      if (!this.hostBusy) void this.shutdown(0);
    });
    input.on("error", () => void this.shutdown(0));
    return this.exit;
  }
  // ---- host → upstream ----
  onHostLine(line) {
    let value;
    try {
      value = parseJsonStrict(decodeUtf8(line, "a message from the host"), "a message from the host");
    } catch (e) {
      if ((isToolsealError(e, "INVALID_JSON") || isToolsealError(e, "INVALID_INPUT")) && !looksLikeJson(line)) {
        this.enqueueHost(line, void 0);
        return;
      }
      this.refuseHostLine(line, e);
      return;
    }
    this.enqueueHost(line, value);
  }
  enqueueHost(line, value) {
    if (Array.isArray(value) && value.some((m) => isObject(m) && typeof m.method === "string" && Object.hasOwn(this.hostRequestHooks, m.method))) {
      for (const m of value) this.enqueueHost(framed(JSON.stringify(m)), m);
      return;
    }
    if (isObject(value) && value.method === void 0 && isId(value.id)) {
      this.toUpstream(line, value);
      return;
    }
    if (this.hostBusy) {
      this.hostQueue.push({ line, value });
      if (this.hostQueue.length > 1e3) this.options.input.pause();
      return;
    }
    this.dispatchHost(line, value);
  }
  dispatchHost(line, value) {
    if (this.sentInitialized && isObject(value) && value.method === "notifications/initialized" && value.id === void 0) {
      this.sentInitialized = false;
      return;
    }
    if (isObject(value) && typeof value.method === "string" && isId(value.id) && Object.hasOwn(this.upstreamAnswerHooks, value.method)) {
      this.awaitingAnswer.set(value.id, value.method);
    }
    const hooked = isObject(value) && typeof value.method === "string" && Object.hasOwn(this.hostRequestHooks, value.method);
    if (hooked && !isId(value.id)) {
      this.notice(`REFUSED: a ${String(value.method)} from the host without a request id (not forwarded)`);
      return;
    }
    const hook = hooked ? this.hostRequestHooks[value.method] : void 0;
    if (!hook) {
      this.toUpstream(line, value);
      return;
    }
    const done = hook(value, line);
    if (done instanceof Promise) {
      this.hostBusy = true;
      done.catch((e) => this.replyError(value.id, -32603, `toolseal guard: ${escapeForTerminal(oneLine(String(e?.message ?? e)))}`)).finally(() => {
        this.hostBusy = false;
        this.drainHostQueue();
      });
    }
  }
  drainHostQueue() {
    while (!this.hostBusy && this.hostQueue.length > 0) {
      const { line, value } = this.hostQueue.shift();
      this.dispatchHost(line, value);
    }
    if (this.hostBusy) return;
    if (this.options.input.isPaused() && !this.finished) this.options.input.resume();
    if (this.hostEnded) void this.shutdown(0);
  }
  refuseHostLine(line, e) {
    const code = isToolsealError(e) ? e.code : "INVALID_JSON";
    let id;
    try {
      const loose = JSON.parse(line.toString("utf8"));
      if (isObject(loose) && typeof loose.method === "string") id = loose.id;
    } catch {
    }
    this.notice(`REFUSED ${code}: a message from the host that the server might read differently (not forwarded)`);
    if (isId(id)) this.replyError(id, -32600, `toolseal guard: message refused: ${code}`);
  }
  toUpstream(line, value) {
    for (const m of Array.isArray(value) ? value : [value]) {
      if (isObject(m) && typeof m.method === "string" && isId(m.id)) this.notePending(m.id);
    }
    if (!this.upstream.forward(line, value) && !this.waitingUpstreamDrain) {
      this.waitingUpstreamDrain = true;
      this.options.input.pause();
      this.upstream.onDrain(() => {
        this.waitingUpstreamDrain = false;
        if (!this.hostBusy && !this.finished) this.options.input.resume();
      });
    }
  }
  /** Remembers a host request the server was sent: only an answer to one of these reaches the host. */
  notePending(id) {
    this.pending.add(id);
    if (this.pending.size > MAX_PENDING) this.pending.delete(this.pending.values().next().value);
  }
  /**
   * Whether an answer from the server may reach the host: it answers a request the host sent the server
   * and that has no answer yet. A server could otherwise answer a request the guard answers itself (the
   * host's tools/list, guessing its id) before the guard does, and hand the model tools nobody decided on.
   */
  answersPending(m) {
    if (!isId(m.id)) return true;
    return this.pending.delete(m.id);
  }
  // ---- upstream → host ----
  onUpstreamLine(line) {
    const source = `${this.where}: a message from the server`;
    let value;
    try {
      value = parseJsonStrict(decodeUtf8(line, source), source);
    } catch (e) {
      if (!looksLikeJson(line)) {
        this.passToHost(void 0, line);
        return;
      }
      const error = isToolsealError(e) ? e : new ToolsealError("INVALID_JSON", `${source}: not JSON`);
      if (this.budget && line.includes(this.channel.prefix)) this.deliverOwn(error);
      this.notice(`DROPPED ${error.code}: a message from the server that is not strict JSON (the host might read it differently)`);
      return;
    }
    if (Array.isArray(value) && value.some((m) => isObject(m) && this.channel.owns(m.id))) {
      this.budget?.addBytes(line.length);
      const rest = [];
      for (const m of value) {
        if (isObject(m) && this.channel.owns(m.id)) this.deliverOwn(m);
        else rest.push(m);
      }
      if (rest.length === 0) return;
      value = rest;
      line = framed(JSON.stringify(rest));
    } else if (isObject(value) && this.channel.owns(value.id) && isAnswer(value)) {
      this.budget?.addBytes(line.length);
      this.deliverOwn(value);
      return;
    }
    const checked = this.onlyPendingAnswers(value, line);
    if (checked) this.passToHost(checked.value, checked.line);
  }
  /**
   * The message without answers to requests the host has not sent the server (see answersPending); null
   * when nothing is left. A batch keeps its other elements.
   */
  onlyPendingAnswers(value, line) {
    const unasked = (m) => isObject(m) && isAnswer(m) && !this.answersPending(m);
    const drop = (m) => this.notice(`DROPPED: an answer from the server to no pending request of the host (id ${String(JSON.stringify(m.id)).slice(0, 40)})`);
    if (isObject(value)) {
      if (!unasked(value)) return { value, line };
      drop(value);
      return null;
    }
    if (!Array.isArray(value)) return { value, line };
    const kept = value.filter((m) => {
      if (!unasked(m)) return true;
      drop(m);
      return false;
    });
    if (kept.length === value.length) return { value, line };
    return kept.length === 0 ? null : { value: kept, line: framed(JSON.stringify(kept)) };
  }
  /**
   * A message for the host, after the upstream hooks. A hook that needs time (it returns a promise) holds
   * every later message behind it, so the host gets them all in the order the server sent them.
   */
  passToHost(value, line) {
    if (this.upstreamBusy) {
      this.upstreamQueue.push({ value, line });
      if (this.upstreamQueue.length > 1e3) this.upstream.pause();
      return;
    }
    const out = isObject(value) ? this.observeUpstream(value, line) : line;
    if (!(out instanceof Promise)) {
      this.toHost(out);
      return;
    }
    this.upstreamBusy = true;
    out.then(
      (l) => this.toHost(l),
      () => this.toHost(line)
    ).finally(() => {
      this.upstreamBusy = false;
      while (!this.upstreamBusy && this.upstreamQueue.length > 0) {
        const next = this.upstreamQueue.shift();
        this.passToHost(next.value, next.line);
      }
      if (!this.upstreamBusy && !this.waitingHostDrain) this.upstream.resume();
    });
  }
  onUpstreamMessage(m) {
    if (this.channel.owns(m.id) && isAnswer(m)) {
      const http = this.upstream;
      const strict = http.takeStrict(m.id);
      const refusal = http.takeRefusal();
      if (refusal) this.deliverOwn(refusal);
      else if (!strict) this.deliverOwn(new ToolsealError("SNAPSHOT_INCOMPLETE", `${this.where}: the answer to the guard's tools/list could not be read strictly off the wire`));
      else this.deliverOwn("error" in strict ? strict.error : strict.value);
      return;
    }
    if (isAnswer(m) && !this.answersPending(m)) {
      this.notice(`DROPPED: an answer from the server to no pending request of the host (id ${String(JSON.stringify(m.id)).slice(0, 40)})`);
      return;
    }
    this.passToHost(m, framed(JSON.stringify(m)));
  }
  /** The answer to one of the guard's own requests: to its client, or the refusal that fails its list. */
  deliverOwn(m) {
    if (m instanceof ToolsealError) {
      this.budget?.fail(m);
      return;
    }
    const envelope = jsonRpcEnvelope(m);
    if (!envelope || !JSONRPCMessageSchema.safeParse(envelope).success) {
      this.budget?.fail(`protocol error: a malformed JSON-RPC response to tools/list (id ${JSON.stringify(m.id)})`);
      return;
    }
    this.channel.deliver(envelope);
  }
  /** Runs the upstream hooks on a message the host will get; returns the line to pass on. */
  observeUpstream(m, line) {
    if (typeof m.method === "string") {
      if (m.id === void 0 && Object.hasOwn(this.upstreamNotificationHooks, m.method)) this.upstreamNotificationHooks[m.method](m);
      return line;
    }
    if (!isId(m.id) || this.awaitingAnswer.size === 0) return line;
    const method = this.awaitingAnswer.get(m.id);
    if (method === void 0) return line;
    this.awaitingAnswer.delete(m.id);
    return this.upstreamAnswerHooks[method](m, line);
  }
  toHost(line) {
    if (this.finished) return;
    if (!this.options.output.write(line) && !this.waitingHostDrain) {
      this.waitingHostDrain = true;
      this.upstream.pause();
      this.options.output.once("drain", () => {
        this.waitingHostDrain = false;
        if (!this.upstreamBusy) this.upstream.resume();
      });
    }
  }
  reply(id, result) {
    this.toHost(framed(JSON.stringify({ jsonrpc: "2.0", id, result })));
  }
  replyError(id, code, message) {
    if (!isId(id)) return;
    this.toHost(framed(JSON.stringify({ jsonrpc: "2.0", id, error: { code, message } })));
  }
  // ---- decisions ----
  /** Takes the complete list upstream and decides it; concurrent callers share one decision. */
  decide() {
    this.deciding ??= this.decideNow().finally(() => {
      this.deciding = void 0;
    });
    return this.deciding;
  }
  async decideNow() {
    let result;
    if (this.options.serverId === void 0 && this.serverName === void 0 && this.initializeAnswered) {
      let timer;
      await Promise.race([this.initializeAnswered, new Promise((r) => timer = setTimeout(r, this.options.limits.timeoutMs))]);
      clearTimeout(timer);
    }
    const serverId = this.options.serverId ?? this.serverName;
    if (serverId === void 0) {
      result = guardRefusedList("(unknown)", { code: "SNAPSHOT_INCOMPLETE", message: "no server id: the server has not answered initialize with a serverInfo.name yet (give --server-id)" });
    } else {
      const budget = new SnapshotBudget(this.options.limits, this.where);
      this.budget = budget;
      try {
        this.client ??= channelClient(this.channel);
        const client = await this.client;
        const { tools } = await listAllTools(client, budget, this.where);
        const carriers = await this.listCarriers(client, budget);
        result = guardToolsList(serverId, tools, {
          lock: this.options.lock,
          onChange: this.options.onChange,
          unpinned: this.options.unpinned,
          signed: this.options.signed,
          ...carriers ? { carriers } : {}
        });
      } catch (e) {
        result = guardRefusedList(serverId, listError(e, budget, this.where));
      } finally {
        budget.dispose();
        this.budget = void 0;
      }
    }
    this.approved = new Set(result.tools.map((t) => t.name));
    this.approvedPrompts = new Set(result.prompts.map((p) => p.name));
    this.lastCode = result.code;
    if (result.notice) this.notice(result.notice);
    if (this.options.auditFile) {
      try {
        appendFileSync(this.options.auditFile, JSON.stringify(result.audit) + "\n", { encoding: "utf8", mode: 420 });
      } catch (e) {
        this.notice(`cannot append to the audit file: ${osErrorText(e)}`);
      }
    }
    return result;
  }
  /**
   * The instructions of the server's initialize result and every page of its prompts and resource
   * templates (a capability it does not declare is not asked for; "method not found" is no list);
   * undefined before the server answered initialize (the tools are then decided alone).
   */
  async listCarriers(client, budget) {
    const init = this.initialized;
    if (!init) return void 0;
    const carriers = {};
    if (Object.hasOwn(init, "instructions")) carriers.instructions = init.instructions;
    const declared = (name) => isObject(init.capabilities?.[name]);
    if (declared("prompts")) {
      const p = await listAllPages(client, budget, this.where, PROMPTS_LIST, true);
      if (p) carriers.prompts = p.items;
    }
    if (declared("resources")) {
      const t = await listAllPages(client, budget, this.where, RESOURCE_TEMPLATES_LIST, true);
      if (t) carriers.resourceTemplates = t.items;
    }
    return carriers;
  }
  notice(text) {
    this.options.stderr(`toolseal guard: ${escapeForTerminal(oneLine(text))}
`);
  }
  // ---- lifetime ----
  onUpstreamEnd(code, reason) {
    this.upstreamSplitter.end();
    if (reason) this.notice(reason);
    this.budget?.fail("the server ended");
    this.finish(code);
  }
  /** The host closed: end the upstream (and every process it started), then exit. */
  async shutdown(code) {
    if (this.finished) return;
    this.budget?.fail("the host closed the connection");
    await this.upstream.close();
    this.finish(code);
  }
  finish(code) {
    if (this.finished) return;
    this.finished = true;
    this.options.input.removeAllListeners("data");
    this.options.input.destroy();
    this.resolveExit(code);
  }
};
function listError(e, budget, where) {
  if (budget.failed) return budget.failed;
  if (e instanceof ToolsealError) return e;
  if (e instanceof McpError) return { code: "SNAPSHOT_INCOMPLETE", message: `${where}: the server answered tools/list with error ${e.code}` };
  return { code: "SNAPSHOT_INCOMPLETE", message: `${where}: tools/list failed` };
}

// src/cli/commands/guard.ts
const { resolve } = process.getBuiltinModule("node:path");
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
var command = {
  name: "guard",
  summary: "run an MCP server behind a proxy that withholds its tools when they fail the pin",
  help: `Usage: toolseal guard [--lock FILE] [--server-id ID] [--on-change warn|fail] [--unpinned allow|block]
                      [--audit FILE] [--bundle B (--certificate-identity I | --certificate-identity-regexp R)
                       [--certificate-oidc-issuer U] [--server-name N] [--trusted-root F]]
                      ([--env K=V] [--cwd DIR] -- CMD [ARGS...] | --url URL [--header "K: V"] [--transport auto|http|sse] [--oauth ...])

A transparent MCP proxy for a host's config: the host talks MCP to the guard on its stdin and stdout; the
guard starts the stdio server (or reaches the server at --url) and passes every message through unchanged
and in order, both ways, except:
  - tools/list: the guard takes the server's complete list itself (every page, within the bounds below),
    decides, and answers with one page holding the approved tools, each exactly as the server sent it;
  - tools/call for a tool that is not approved: JSON-RPC error -32602
    'tool "<name>" is blocked by toolseal: <CODE>'; the server never sees it;
  - prompts/list and resources/templates/list: answered the same way (all entries, or none when blocked);
  - prompts/get for a prompt that is not approved: JSON-RPC error -32602
    'prompt "<name>" is blocked by toolseal: <CODE>'; the server never sees it;
  - initialize: before the host gets the answer, the guard ends the handshake itself and decides the
    whole surface; a blocked server's answer reaches the host without its instructions;
  - notifications/tools/list_changed is forwarded; the next list (or call) is decided afresh.

Instructions, prompts and resource templates are decided with the tools, against the lock entry's digests
of them (a change is decided by --on-change); a lock entry without those digests decides the tools only.

The decision applies the rules of toolseal check to the server's pin in the lock:
  matched                               every tool
  no lock entry                         every tool (--unpinned block: none, NOT_PINNED)
  changed, --on-change warn             every tool, and a WARN line on stderr naming tools and fields
  changed, --on-change fail             none (SURFACE_CHANGED)
  a tool widened its own privileges     none, whatever the posture (PRIVILEGE_WIDENING)
  an incomplete or invalid list         none (SNAPSHOT_INCOMPLETE, DUPLICATE_TOOL_NAME, MALFORMED_TOOL, ...)
  --bundle: any tool unlike the signed  none (DIGEST_MISMATCH); a bundle that fails verification at start
    tool digests                        blocks every list (with its own code)
Withholding prints one line on stderr: toolseal guard: BLOCKED <CODE>: server "<id>": <tools and fields>
(names only, never server text). Each decision appends one mcp_tool_surface audit event to --audit.

Options:
  --lock FILE                       the lock (default ${DEFAULT_LOCK_FILE}; missing: no lock entry)
  --server-id ID                    the server's id in the lock (default: the server's serverInfo.name)
  --on-change warn|fail             what a change other than a widening does (default warn)
  --unpinned allow|block            what a server the lock does not pin gets (default allow)
  --audit FILE                      append one JSON Lines audit event per decision
  --bundle B                        signed mode: a toolseal bundle (path or https URL), verified once at start
  --certificate-identity I          the signer's SAN, exactly
  --certificate-identity-regexp R   a pattern that must match the whole SAN
  --certificate-oidc-issuer U       the signer's OIDC issuer (default ${GITHUB_ACTIONS_ISSUER})
  --server-name N                   the statement must be for this server
  --trusted-root F                  a trusted root JSON (default: the public-good root shipped with toolseal)
Server (one of):
  -- CMD [ARGS...]                  a stdio server, started without a shell (--env K=V, --cwd DIR)
  --url URL                         Streamable HTTP or SSE (--transport auto|http|sse, --header "K: V");
                                    --oauth and its options as for snapshot: authorized when the server
                                    first asks, the host's message waiting (a cached token serves alone)
  --config FILE --server NAME       a server of a client config (its key is the server id)
Bounds on each list: --timeout SECONDS (from when the list is asked for), --max-pages N, --max-tools N,
--max-bytes N (also the longest message passed on)

Exit: when the host closes stdin, the guard ends the server (and every process it started) and exits 0;
when the server ends, the guard exits with the server's exit code; 4 if the server could not be started;
2 for usage errors, a lock that is not valid, or a bundle file that cannot be read (a bundle that reads
but does not verify blocks every list instead).`,
  options: {
    ...SERVER_OPTIONS,
    lock: { type: "string" },
    "on-change": { type: "string" },
    unpinned: { type: "string" },
    audit: { type: "string" },
    bundle: { type: "string" },
    "certificate-identity": { type: "string" },
    "certificate-identity-regexp": { type: "string" },
    "certificate-oidc-issuer": { type: "string" },
    "server-name": { type: "string" },
    "trusted-root": { type: "string" }
  },
  async run(ctx) {
    const onChange = str(ctx, "on-change") ?? "warn";
    if (!ON_CHANGE_VALUES.includes(onChange)) throw new ToolsealError("USAGE", `--on-change must be warn or fail, not ${JSON.stringify(onChange)}`);
    const unpinned = str(ctx, "unpinned") ?? "allow";
    if (!UNPINNED_VALUES.includes(unpinned)) throw new ToolsealError("USAGE", `--unpinned must be allow or block, not ${JSON.stringify(unpinned)}`);
    const { upstream, serverId } = upstreamOf(ctx);
    const { startedAt: _commandStart, ...limits } = limitsFromArgs(ctx);
    const { lock } = readLockIfAny(resolve(ctx.io.cwd, str(ctx, "lock") ?? DEFAULT_LOCK_FILE));
    const signed = await signedSurface(ctx);
    const audit = str(ctx, "audit");
    const proxy = new GuardProxy({
      upstream,
      serverId,
      lock,
      onChange,
      unpinned,
      signed,
      limits,
      auditFile: audit === void 0 ? void 0 : resolve(ctx.io.cwd, audit),
      input: process.stdin,
      output: process.stdout,
      stderr: (t) => ctx.io.stderr(t)
    });
    return proxy.run();
  }
};
function upstreamOf(ctx) {
  const spec = serverSpecFromArgs(ctx);
  if (spec.kind === "stdio" || spec.kind === "url") return { upstream: spec, serverId: str(ctx, "server-id") };
  if (spec.kind !== "config" || spec.all || spec.server === void 0) throw new ToolsealError("USAGE", "guard runs one live server: give -- CMD ARGS, --url URL or --config FILE --server NAME");
  const found = readMcpConfig(resolve(ctx.io.cwd, spec.file), ctx.io.env).find((s) => s.name === spec.server);
  if (!found) throw new ToolsealError("INVALID_CONFIG", `${spec.file}: no server ${JSON.stringify(spec.server)}`);
  if (found.disabled) throw new ToolsealError("INVALID_CONFIG", `${spec.file}: server ${JSON.stringify(spec.server)} is disabled ("disabled": true); it is not started`);
  if (found.error || !found.spec) throw found.error ?? new ToolsealError("INVALID_CONFIG", `${spec.file}: server ${JSON.stringify(spec.server)} is unusable`);
  return { upstream: withConfigOAuth(found, spec, ctx.io.env), serverId: str(ctx, "server-id") ?? found.name };
}
async function signedSurface(ctx) {
  const bundleFile = str(ctx, "bundle");
  const identityGiven = ["certificate-identity", "certificate-identity-regexp", "certificate-oidc-issuer", "server-name", "trusted-root"].filter((o) => str(ctx, o) !== void 0);
  if (bundleFile === void 0) {
    if (identityGiven.length > 0) throw new ToolsealError("USAGE", `--${identityGiven[0]} is for signed mode: give --bundle too`);
    return void 0;
  }
  const policy = identityPolicyOf(str(ctx, "certificate-identity"), str(ctx, "certificate-identity-regexp"), str(ctx, "certificate-oidc-issuer"));
  const trustedRoot = await loadTrustedRoot({ file: str(ctx, "trusted-root") });
  const bundle = await readPathOrURL(bundleFile, { cwd: ctx.io.cwd });
  try {
    const { statement } = verifySignedStatement({ bundleText: bundle.text, bundleSource: bundle.source, trustedRoot, policy, serverName: str(ctx, "server-name") });
    return { predicate: statement.predicate };
  } catch (e) {
    if (!(e instanceof ToolsealError)) throw e;
    ctx.io.stderr(`toolseal guard: BLOCKED ${e.code}: the bundle did not verify: every list will be blocked: ${e.message}
`);
    return { error: { code: e.code, message: e.message } };
  }
}
export {
  command
};
