#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  JSONRPCMessageSchema,
  JsonRpcErrorCode,
  McpError,
  ModernClient,
  OAuthError,
  OAuthSession,
  PROMPTS_LIST,
  RESOURCE_TEMPLATES_LIST,
  SSEClientTransport,
  ServerProcess,
  StreamableHTTPClientTransport,
  StrictHttpBody,
  ToolsAnswerCounter,
  ToolsAnswerReader,
  ToolsEventStreamCounter,
  UnauthorizedError,
  errorText,
  fetchFollowingWithinOrigin,
  isRequestId,
  jsonRpcEnvelope,
  listAllPages,
  listAllTools,
  messageBodyKind,
  modernHeadersFetch,
  newClient,
  notModernError,
  offersModern,
  onlyModernError,
  openSession,
  requestEnvelope,
  startFailureReason,
  unsupportedVersionIn,
  withoutHtmlPages
} from "./chunk-IEXZHQSF.js";
import {
  assertNoSecretInSurface
} from "./chunk-7BQEWS6V.js";
import {
  LEGACY_PROTOCOL,
  MODERN_PROTOCOL
} from "./chunk-7RLMBLVP.js";
import {
  ApprovalWaits
} from "./chunk-XTTDHHZ3.js";
import {
  labelAndSecrets
} from "./chunk-QGAD6JC7.js";
import {
  redactSecrets
} from "./chunk-VCZRACRA.js";
import {
  escapeForTerminal
} from "./chunk-EFISWI7Y.js";
import {
  SnapshotBudget
} from "./chunk-HV23MNIH.js";
import {
  buildSnapshotWithDigests,
  snapshotWithToolDigests
} from "./chunk-RAG7VAPI.js";
import {
  capabilitiesObject
} from "./chunk-5AXEYW3Q.js";
import {
  isJsonObject
} from "./chunk-LTUN2ZE5.js";
import {
  parseJsonStrict
} from "./chunk-7SL4J55T.js";
import {
  ToolsealError,
  isToolsealError,
  placedError
} from "./chunk-UAZ5W6EW.js";

// src/mcp/transport/snapshot-transport.ts
var SnapshotTransport = class {
  /**
   * @param wire results parsed strictly from the wire by the snapshot's fetch (HTTP, see `snapshotFetch`): a response's result
   * is replaced by that parse of the same bytes, so the tools are ours to vouch for, not the SDK's copy.
   * @param budget with `wire`: a result that has no strict copy fails the snapshot (SNAPSHOT_INCOMPLETE)
   * and is not passed on; falling back to the SDK's `JSON.parse` copy would let a duplicate member through.
   */
  constructor(inner, wire, budget) {
    this.inner = inner;
    this.wire = wire;
    this.budget = budget;
    inner.onclose = () => this.onclose?.();
    inner.onerror = (e) => this.onerror?.(e);
    inner.onmessage = (received, extra) => {
      let message = received;
      const id = received.id;
      if (this.wire && id !== void 0 && Object.hasOwn(received, "result")) {
        if (!this.wire.has(id)) {
          const reason = `protocol error: the response with id ${JSON.stringify(id)} was not read strictly from the wire (its Content-Type is neither JSON nor an event stream to toolseal)`;
          this.budget?.fail(reason);
          this.onerror?.(new Error(reason));
          return;
        } else {
          message = { ...received, result: this.wire.get(id) };
          this.wire.delete(id);
        }
      }
      const m = message;
      if (this.initializeId !== void 0 && m.id === this.initializeId && typeof m.result === "object" && m.result !== null) {
        const r = m.result;
        if (typeof r.protocolVersion === "string") this.initialize.protocolVersion = r.protocolVersion;
        if (typeof r.serverInfo === "object" && r.serverInfo !== null) this.initialize.serverInfo = r.serverInfo;
        if (typeof r.instructions === "string") this.initialize.instructions = r.instructions;
        if (isJsonObject(r.capabilities)) this.initialize.capabilities = r.capabilities;
      }
      this.onmessage?.(message, extra);
    };
  }
  inner;
  wire;
  budget;
  onclose;
  onerror;
  onmessage;
  initialize = {};
  initializeId;
  get sessionId() {
    return this.inner.sessionId;
  }
  start() {
    return this.inner.start();
  }
  send(message, options) {
    const m = message;
    if (m.method === "initialize" && m.id !== void 0) this.initializeId = m.id;
    return this.inner.send(message, options);
  }
  close() {
    return this.inner.close();
  }
  setProtocolVersion(version) {
    this.inner.setProtocolVersion?.(version);
  }
};

// src/mcp/transport/invalid-utf8.ts
function invalidUtf8(label, cause) {
  return new ToolsealError("INVALID_INPUT", `${label}: a message from the server is not valid UTF-8 (refused, not repaired with U+FFFD)`, {
    cause
  });
}

// src/mcp/transport/snapshot-fetch.ts
var JSON_RPC_MEMBERS = /* @__PURE__ */ new Set(["jsonrpc", "id", "method", "params", "result", "error"]);
function snapshotFetch(budget, label, results) {
  return async (url, init) => {
    const bounded = init?.method !== "DELETE";
    const signal = !bounded ? init?.signal : init?.signal ? AbortSignal.any([init.signal, budget.signal]) : budget.signal;
    const response = init?.redirect === "manual" ? await fetchFollowingWithinOrigin(url, { ...init, signal }, label) : await fetch(url, { ...init, signal });
    if (!response.body) return response;
    const checker = bodyChecker(response.headers.get("content-type"), budget, label, results);
    const encoder = new TextEncoder();
    const counted = response.body.pipeThrough(
      new TransformStream({
        transform(chunk, controller) {
          budget.addBytes(chunk.byteLength);
          const forSdk = checker ? checker.push(chunk) : chunk;
          if (budget.failed) controller.error(budget.failed);
          else if (forSdk.length > 0) controller.enqueue(typeof forSdk === "string" ? encoder.encode(forSdk) : forSdk);
        },
        flush(controller) {
          const forSdk = checker?.end() ?? "";
          if (budget.failed) controller.error(budget.failed);
          else if (forSdk.length > 0) controller.enqueue(encoder.encode(forSdk));
        }
      })
    );
    return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
function checkMessage(text, budget, label, results) {
  let value;
  try {
    value = parseJsonStrict(text, `${label}: a message from the server`, { numbers: budget.limits.numbers });
  } catch (e) {
    if (!isToolsealError(e, "INVALID_JSON")) budget.fail(e);
    return void 0;
  }
  for (const m of Array.isArray(value) ? value : [value]) {
    if (typeof m !== "object" || m === null) continue;
    const extra = Object.keys(m).filter((k) => !JSON_RPC_MEMBERS.has(k));
    if (extra.length > 0 && Object.hasOwn(m, "id") && (Object.hasOwn(m, "result") || Object.hasOwn(m, "error"))) {
      budget.fail(
        `protocol error: a JSON-RPC response with extra envelope keys (${extra.slice(0, 3).map((k) => JSON.stringify(k)).join(", ")})`
      );
    }
    const r = m;
    if (isRequestId(r.id) && Object.hasOwn(r, "result")) {
      if (results.has(r.id)) budget.fail(`protocol error: two responses with id ${JSON.stringify(r.id)}`);
      results.set(r.id, r.result);
    }
  }
  return value;
}
function withResultsKept(value) {
  const stub = (m) => {
    if (typeof m !== "object" || m === null || Array.isArray(m)) return m;
    const r = m;
    return isRequestId(r.id) && Object.hasOwn(r, "result") ? { ...r, result: {} } : m;
  };
  return JSON.stringify(Array.isArray(value) ? value.map(stub) : stub(value));
}
function bodyChecker(contentType, budget, label, results) {
  const kind = messageBodyKind(contentType);
  if (kind === "event-stream") return new EventStreamChecker(budget, label, results);
  if (kind === "json") return new JsonBodyChecker(budget, label, results);
  return void 0;
}
function failIfBroken(body, budget, label) {
  if (body.broken) budget.fail(invalidUtf8(label, body.brokenBy));
}
var JsonBodyChecker = class {
  constructor(budget, label, results) {
    this.budget = budget;
    this.label = label;
    this.body = new StrictHttpBody(
      "json",
      {
        arriving: (text) => {
          this.arriving.feed(text);
          budget.checkArrivingTools(this.arriving.count);
          return true;
        },
        message: (text) => {
          if (text.trim() === "") {
            this.forSdk = text;
            return;
          }
          const value = checkMessage(text, budget, label, results);
          this.forSdk = value === void 0 ? text : withResultsKept(value);
        },
        notUtf8: () => failIfBroken(this.body, budget, label)
      },
      { read: true }
    );
  }
  budget;
  label;
  body;
  arriving = new ToolsAnswerCounter();
  forSdk = "";
  push(chunk) {
    this.body.push(chunk);
    return "";
  }
  end() {
    this.body.end();
    failIfBroken(this.body, this.budget, this.label);
    const forSdk = this.forSdk;
    this.forSdk = "";
    return forSdk;
  }
};
var EventStreamChecker = class {
  constructor(budget, label, results) {
    this.budget = budget;
    this.label = label;
    this.results = results;
    this.body = new StrictHttpBody(
      "event-stream",
      {
        message: () => {
        },
        event: (event) => this.onEvent(event),
        retry: (ms) => this.out.push(`retry: ${ms}

`),
        arriving: (text) => {
          this.arriving.feed(text);
          budget.checkArrivingTools(this.arriving.count);
          return !budget.failed;
        },
        notUtf8: () => failIfBroken(this.body, budget, label)
      },
      { read: true }
    );
  }
  budget;
  label;
  results;
  body;
  arriving = new ToolsEventStreamCounter();
  out = [];
  onEvent(event) {
    let data = event.data;
    if (event.event === void 0 || event.event === "" || event.event === "message") {
      const value = checkMessage(data, this.budget, this.label, this.results);
      if (value !== void 0) data = withResultsKept(value);
    }
    const lines = [event.id === void 0 ? "" : `id: ${event.id}
`, event.event === void 0 ? "" : `event: ${event.event}
`];
    for (const line of data.split("\n")) lines.push(`data: ${line}
`);
    this.out.push(lines.join("") + "\n");
  }
  taken() {
    const text = this.out.join("");
    this.out = [];
    return text;
  }
  push(chunk) {
    this.body.push(chunk);
    return this.taken();
  }
  end() {
    this.body.end();
    failIfBroken(this.body, this.budget, this.label);
    return this.taken();
  }
};

// src/mcp/transport/http-source.ts
var NotModern = class extends Error {
};
function observed(fetch2, observe) {
  if (!observe) return fetch2;
  return async (url, init) => {
    const response = await fetch2(url, init);
    observe(response);
    return response;
  };
}
var SESSION_END_GRACE_MS = 2e3;
var SIGNAL_FLOOR_MS = 100;
async function connectWith(kind, url, params, session, era = "legacy") {
  const { budget, label } = session;
  const wire = /* @__PURE__ */ new Map();
  const tapped = observed(snapshotFetch(budget, label, wire), params.oauth?.observe);
  const fetch2 = era === "modern" ? modernHeadersFetch(tapped) : tapped;
  const authProvider = params.oauth?.provider;
  const requestInit = { headers: params.headers ?? {} };
  const inner = kind === "streamable-http" ? new StreamableHTTPClientTransport(url, {
    fetch: fetch2,
    requestInit,
    authProvider,
    // A snapshot is one short exchange: a dropped stream is a failure, not something to wait out.
    reconnectionOptions: {
      maxRetries: 0,
      initialReconnectionDelay: 1e3,
      maxReconnectionDelay: 1e3,
      reconnectionDelayGrowFactor: 1
    }
  }) : new SSEClientTransport(url, { fetch: fetch2, requestInit, authProvider });
  const tap = new SnapshotTransport(inner, wire, budget);
  const client = era === "modern" ? new ModernClient(requestEnvelope(params.capabilities)) : newClient(params.capabilities);
  const close = async () => {
    if (inner instanceof StreamableHTTPClientTransport && inner.sessionId !== void 0) {
      let timer;
      await Promise.race([
        inner.terminateSession().catch(() => {
        }),
        new Promise((r) => {
          timer = setTimeout(r, budget.graceMs(SESSION_END_GRACE_MS, 0, SIGNAL_FLOOR_MS));
        })
      ]);
      clearTimeout(timer);
    }
    await client.close().catch(() => {
    });
  };
  await openSession(
    client,
    tap,
    budget,
    label,
    close,
    (e) => {
      throw budget.failed ?? (e instanceof UnauthorizedError || e instanceof OAuthError ? e : new NotModern(errorText(e), { cause: e }));
    },
    (result) => {
      if (!offersModern(result)) throw new NotModern(`its server/discover result does not offer ${MODERN_PROTOCOL}`);
    }
  );
  return { client, tap, transport: kind, close };
}
async function connectLegacy(url, params, session) {
  try {
    return await connectLegacyTransports(url, params, session);
  } catch (e) {
    if (session.budget.failed) throw session.budget.failed;
    const supported = unsupportedVersionIn(errorText(e));
    if (supported?.includes(MODERN_PROTOCOL)) {
      throw onlyModernError(session.label, supported, e);
    }
    throw e;
  }
}
async function connectHttp(params, session) {
  const url = new URL(params.url);
  const protocol = params.protocol ?? "auto";
  if (protocol === LEGACY_PROTOCOL || params.transport === "sse") return connectLegacy(url, params, session);
  if (protocol === MODERN_PROTOCOL) {
    try {
      return await connectWith("streamable-http", url, params, session, "modern");
    } catch (e) {
      if (e instanceof NotModern) throw notModernError(session.label, withoutHtmlPages(e.message), e);
      throw e;
    }
  }
  try {
    return await connectWith("streamable-http", url, params, session, "modern");
  } catch (e) {
    if (session.budget.failed) throw session.budget.failed;
    if (!(e instanceof NotModern)) throw e;
  }
  return connectLegacy(url, params, session);
}
async function connectLegacyTransports(url, params, session) {
  const { budget } = session;
  if (params.transport === "http") return connectWith("streamable-http", url, params, session);
  if (params.transport === "sse") return connectWith("sse", url, params, session);
  try {
    return await connectWith("streamable-http", url, params, session);
  } catch (first) {
    if (budget.failed) throw budget.failed;
    if (first instanceof UnauthorizedError || first instanceof OAuthError || isToolsealError(first, "OAUTH_FAILED")) throw first;
    try {
      return await connectWith("sse", url, params, session);
    } catch (second) {
      if (budget.failed) throw budget.failed;
      throw new Error(`neither Streamable HTTP (${errorText(first)}) nor SSE (${errorText(second)}) connected`, { cause: second });
    }
  }
}

// src/mcp/server/server-session.ts
function withBudget(session, budget) {
  return { label: session.label, secrets: session.secrets, budget };
}

// src/mcp/process/stderr-tail.ts
var STDERR_TAIL_BYTES = 8192;
var VERBOSE_LINE_CHARS = 1e3;
var STDERR_TAIL_LINES = 5;
var STDERR_LINE_CHARS = 200;
var ERROR_LINE = /^\s*(?:Uncaught\s+)?(?:(?:[A-Za-z_$][\w$.]*)?(?:Error|Exception)(?:\s*\[[^\]]{1,80}\])?:|(?:error|fatal|panic)(?:\[[^\]]{1,40}\])?:|(?:ERROR|FATAL|PANIC)\b)/;
function linesOf(tail) {
  return tail.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "");
}
function crashLineOf(tail) {
  const lines = linesOf(tail);
  const error = lines.find((l) => ERROR_LINE.test(l));
  if (error !== void 0) return { line: error, isError: true };
  const last = lines.at(-1);
  return last === void 0 ? void 0 : { line: last, isError: false };
}
function stderrReasonOf(tail, secrets) {
  const lines = linesOf(tail);
  if (lines.length === 0) return "";
  const shown = (l) => escapeForTerminal(redactSecrets(l, secrets).slice(0, STDERR_LINE_CHARS));
  const last = lines.slice(-STDERR_TAIL_LINES);
  const error = crashLineOf(tail);
  const before = error?.isError && lines.lastIndexOf(error.line) < lines.length - last.length ? `; its error on stderr: ${shown(error.line)}` : "";
  const after = last.length === 1 ? `; its last stderr line: ${shown(last[0])}` : `; its last ${last.length} stderr lines: ${last.map(shown).join(" | ")}`;
  return before + after;
}
var StderrTail = class {
  /**
   * @param showLine `--verbose`: where each line goes (the server's label, the line); none: lines are only kept.
   */
  constructor(label, secrets, showLine) {
    this.label = label;
    this.secrets = secrets;
    this.showLine = showLine;
  }
  label;
  secrets;
  showLine;
  tail = "";
  skipping = false;
  verboseLine = "";
  verboseSkipping = false;
  push(chunk) {
    if (this.showLine) this.verbose(chunk, this.showLine);
    let text = chunk;
    if (this.skipping) {
      const nl = text.indexOf("\n");
      if (nl < 0) return;
      text = text.slice(nl + 1);
      this.skipping = false;
    }
    text = this.tail + text;
    if (text.length <= STDERR_TAIL_BYTES) {
      this.tail = text;
      return;
    }
    const cut = text.indexOf("\n", text.length - STDERR_TAIL_BYTES);
    this.tail = cut < 0 ? "" : text.slice(cut + 1);
    this.skipping = cut < 0;
  }
  /** What stderr says about a failure, for the message (empty when it said nothing): see {@link stderrReasonOf}. */
  reason() {
    return stderrReasonOf(this.tail, this.secrets);
  }
  /**
   * `--verbose`: each whole stderr line, redacted, then escaped. A line longer than the bound is not
   * shown (a part of it could hold part of a secret, which redaction would miss): its length is.
   */
  verbose(chunk, show) {
    let text = this.verboseLine + chunk;
    for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n")) {
      if (!this.verboseSkipping) this.showWhole(text.slice(0, nl), show);
      this.verboseSkipping = false;
      text = text.slice(nl + 1);
    }
    if (text.length > VERBOSE_LINE_CHARS && !this.verboseSkipping) {
      show(this.label, `(a line of more than ${VERBOSE_LINE_CHARS} characters, not shown)`);
      this.verboseSkipping = true;
    }
    this.verboseLine = this.verboseSkipping ? "" : text;
  }
  showWhole(line, show) {
    const shown = line.replace(/\r$/, "");
    if (shown.length > VERBOSE_LINE_CHARS) {
      show(this.label, `(a line of ${shown.length} characters, not shown)`);
      return;
    }
    show(this.label, escapeForTerminal(redactSecrets(shown, this.secrets)));
  }
};

// src/mcp/transport/stdio-source.ts
var AFTER_EXIT_MS = 250;
var LINE_HEAD_BYTES = 64;
var StdioProcessTransport = class {
  constructor(command, session) {
    this.command = command;
    const { budget, label } = session;
    this.budget = budget;
    this.label = label;
    this.line = new ToolsAnswerReader(`${label}: a message from the server`, budget.limits.numbers);
    this.stderr = new StderrTail(label, session.secrets.values, budget.limits.onServerStderr);
    budget.lastWords = () => this.stderr.reason();
    this.server = new ServerProcess(
      command,
      {
        stdout: (chunk) => this.onData(chunk),
        stderr: (text) => this.stderr.push(text),
        ended: (code, signal) => this.exitedEarly(code, signal)
      },
      { afterExitMs: AFTER_EXIT_MS, grace: (wanted, reserve, floor) => budget.graceMs(wanted, reserve, floor) }
    );
  }
  command;
  onclose;
  onerror;
  onmessage;
  server;
  budget;
  label;
  stderr;
  started = false;
  closed = false;
  /**
   * The line being received, decoded as it arrives (the bytes are not kept), its tools read as they
   * complete (see {@link ToolsAnswerReader}): a page is never also joined into one text or parsed whole.
   */
  line;
  lineDecoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  lineError;
  lineHead = [];
  lineHeadBytes = 0;
  /** Lines on stdout that were not JSON-RPC (logged noise), for diagnostics. */
  noiseLines = 0;
  /** The server's process id once started. */
  get pid() {
    return this.server.pid;
  }
  async start() {
    if (this.started) throw new Error("already started");
    this.started = true;
    try {
      await this.server.start();
    } catch (e) {
      this.budget.fail(startFailureReason(this.command.command, e), e);
      throw this.budget.failed;
    }
  }
  /** The server exited by itself before the snapshot was over: the snapshot fails, saying how (and what its stderr said). */
  exitedEarly(code, signal) {
    if (this.budget.failed) return;
    this.budget.fail(
      `the server exited (${signal ? `signal ${signal}` : `code ${code}`}) before the snapshot was complete${this.stderr.reason()}`
    );
    void this.close();
  }
  onData(chunk) {
    if (this.budget.failed) return;
    this.budget.addBytes(chunk.length);
    if (this.budget.failed) return;
    let start = 0;
    for (; ; ) {
      const nl = chunk.indexOf(10, start);
      this.takeLinePart(chunk.subarray(start, nl < 0 ? chunk.length : nl));
      if (nl < 0 || this.budget.failed) return;
      start = nl + 1;
      this.endLine();
      if (this.budget.failed) return;
    }
  }
  /** Decodes part of a line as it arrives (UTF-8, strictly: a sequence split across chunks is joined by the decoder). */
  takeLinePart(part) {
    if (part.length === 0) return;
    if (this.lineHeadBytes < LINE_HEAD_BYTES) {
      const head = Buffer.from(part.subarray(0, LINE_HEAD_BYTES - this.lineHeadBytes));
      this.lineHead.push(head);
      this.lineHeadBytes += head.length;
    }
    if (this.lineError !== void 0) return;
    try {
      this.line.feed(this.lineDecoder.decode(part, { stream: true }));
      this.budget.checkArrivingTools(this.line.count);
    } catch (e) {
      this.lineBroken(e);
    }
  }
  lineBroken(e) {
    this.lineError = e;
    this.line.reset();
    this.lineDecoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  }
  endLine() {
    if (this.lineError === void 0) {
      try {
        const last = this.lineDecoder.decode();
        if (last !== "") this.line.feed(last);
      } catch (e) {
        this.lineBroken(e);
      }
    }
    const error = this.lineError;
    const head = this.lineHead;
    const parts = error === void 0 ? this.line.value() : void 0;
    this.lineError = void 0;
    this.lineHead = [];
    this.lineHeadBytes = 0;
    if (parts !== void 0) {
      this.line.reset();
      this.server.sampleDescendants();
      this.deliver(parts.value);
      return;
    }
    if (error !== void 0) {
      this.line.reset();
      const first = Buffer.concat(head).toString("utf8").trimStart()[0];
      if (first === "{" || first === "[") this.budget.fail(invalidUtf8(this.label, error));
      else this.noiseLines++;
      return;
    }
    const whole = this.wholeLine();
    if (whole === void 0) return;
    this.server.sampleDescendants();
    if (Array.isArray(whole.value)) for (const m of whole.value) this.deliver(m);
    else this.deliver(whole.value);
  }
  /**
   * The line just ended, read whole (the reader reset once its text is taken): its value, or nothing
   * when it is noise (not JSON: a log line on stdout) or refused (the snapshot has failed).
   */
  wholeLine() {
    const whole = this.line.whole();
    this.line.reset();
    let text = whole.text;
    if (text.endsWith("\r")) text = text.slice(0, -1);
    const first = text.trimStart()[0];
    if (first !== "{" && first !== "[") {
      if (text.trim() !== "") this.noiseLines++;
      return void 0;
    }
    try {
      return {
        value: parseJsonStrict(text, `${this.label}: a message from the server`, {
          exact: whole.exact,
          numbers: this.budget.limits.numbers
        })
      };
    } catch (e) {
      if (isToolsealError(e, "INVALID_JSON")) this.noiseLines++;
      else this.budget.fail(e);
      return void 0;
    }
  }
  deliver(raw) {
    const message = jsonRpcEnvelope(raw);
    if (!message || !JSONRPCMessageSchema.safeParse(message).success) {
      const id = message?.id;
      if (message && (typeof id === "number" || typeof id === "string") && ("result" in message || "error" in message)) {
        this.budget.fail(`protocol error: a malformed JSON-RPC response (id ${JSON.stringify(message.id)})`);
        return;
      }
      this.onerror?.(new Error("skipped a message that is not JSON-RPC"));
      return;
    }
    this.onmessage?.(message);
  }
  async send(message) {
    if (!this.server.running) throw new Error("not connected: the server process is not running");
    const line = JSON.stringify(message) + "\n";
    if (!this.server.write(line)) await new Promise((r) => this.server.whenDrained(() => r()));
  }
  /**
   * Ends the server and every process it started (see {@link ServerProcess.close}: every wait cut to fit
   * the snapshot's deadline), then says the transport is closed.
   */
  async close() {
    await this.server.close();
    this.line.reset();
    this.lineHead = [];
    if (!this.closed) {
      this.closed = true;
      this.onclose?.();
    }
  }
};

// src/mcp/snapshot/live-snapshot.ts
async function connectStdioIn(era, spec, session) {
  const { budget, label } = session;
  const transport = new StdioProcessTransport({ command: spec.command, args: spec.args, env: spec.env, cwd: spec.cwd }, session);
  const tap = new SnapshotTransport(transport);
  const capabilities = capabilitiesObject(spec.clientCapabilities);
  const client = era === "modern" ? new ModernClient(requestEnvelope(capabilities)) : newClient(capabilities);
  const close = async () => {
    await client.close().catch(() => {
    });
    await transport.close().catch(() => {
    });
  };
  await openSession(client, tap, budget, label, close, (e) => {
    if (budget.failed || e instanceof ToolsealError) throw e;
    throw notModernError(label, withoutHtmlPages(errorText(e)), e);
  });
  return { client, tap, transport: "stdio", close };
}
async function connectStdio(spec, session) {
  const protocol = spec.protocol ?? "auto";
  if (protocol === MODERN_PROTOCOL) return connectStdioIn("modern", spec, session);
  try {
    return await connectStdioIn("legacy", spec, session);
  } catch (e) {
    if (session.budget.failed) throw session.budget.failed;
    const supported = e instanceof McpError && e.code === JsonRpcErrorCode.UnsupportedProtocolVersion ? unsupportedVersionIn(JSON.stringify({ code: e.code, data: e.data })) : void 0;
    if (!supported?.includes(MODERN_PROTOCOL)) throw e;
    if (protocol === LEGACY_PROTOCOL) {
      throw onlyModernError(session.label, supported, e);
    }
  }
  return connectStdioIn("modern", spec, session);
}
function inServer(label, f) {
  try {
    return f();
  } catch (e) {
    const listCodes = [
      "DUPLICATE_TOOL_NAME",
      "MALFORMED_TOOL",
      "DUPLICATE_PROMPT_NAME",
      "MALFORMED_PROMPT",
      "DUPLICATE_RESOURCE_TEMPLATE",
      "MALFORMED_RESOURCE_TEMPLATE"
    ];
    if (isToolsealError(e) && listCodes.includes(e.code)) {
      throw placedError(e, label);
    }
    throw e;
  }
}
function snapshotError(e, session, oauth = false) {
  const { budget, label, secrets } = session;
  if (e instanceof ToolsealError) return e;
  if (budget.failed) return budget.failed;
  let reason;
  if (e instanceof McpError) reason = `protocol error: the server answered with error ${e.code}: ${e.message}`;
  else reason = errorText(e);
  if (oauth && (e instanceof UnauthorizedError || e instanceof OAuthError)) {
    if (e instanceof OAuthError) reason = `the authorization server answered ${e.errorCode}${e.message ? `: ${e.message}` : ""}`;
    return new ToolsealError(
      "OAUTH_FAILED",
      `${label}: OAuth: ${escapeForTerminal(secrets.redact(withoutHtmlPages(reason)).slice(0, 500))}`,
      { cause: e }
    );
  }
  if (!oauth && (e?.code === 401 || e?.cause?.code === 401))
    reason += '; the server asks for authorization: run with --oauth, or give a token with --header "Authorization: Bearer \u2026"';
  reason = withoutHtmlPages(reason);
  reason = escapeForTerminal(secrets.redact(reason).slice(0, 500));
  return new ToolsealError("SNAPSHOT_INCOMPLETE", `${label}: ${reason}`, { cause: e });
}
function redactedError(e, session) {
  if (e.code === "SECRET_IN_SURFACE") return e;
  const head = e.message.startsWith(`${session.label}: `) ? `${session.label}: ` : "";
  const message = head + session.secrets.redact(e.message.slice(head.length));
  return message === e.message ? e : new ToolsealError(e.code, message, { cause: e.cause });
}
async function listNonTool(client, init, budget) {
  const nonTool = {};
  if (init.instructions !== void 0) nonTool.instructions = init.instructions;
  const declared = (name) => init.capabilities !== void 0 && typeof init.capabilities[name] === "object" && init.capabilities[name] !== null;
  if (declared("prompts")) {
    const p = await listAllPages(client, budget, PROMPTS_LIST, true);
    if (p) Object.assign(nonTool, { prompts: p.items, promptPages: p.pages });
  }
  if (declared("resources")) {
    const t = await listAllPages(client, budget, RESOURCE_TEMPLATES_LIST, true);
    if (t) Object.assign(nonTool, { resourceTemplates: t.items, resourceTemplatePages: t.pages });
  }
  return nonTool;
}
async function snapshotLiveServer(spec, limits, serverId, waits = new ApprovalWaits()) {
  const { snapshot, toolDigests } = await snapshotLiveServerWithDigests(spec, limits, serverId, waits);
  return snapshotWithToolDigests(snapshot, toolDigests);
}
async function snapshotLiveServerWithDigests(spec, limits, serverId, waits = new ApprovalWaits(), options = {}) {
  const named = labelAndSecrets(spec, serverId);
  const { label, secrets } = named;
  const oauth = spec.kind === "url" && spec.oauth ? await OAuthSession.open(spec.oauth, spec.url, named) : void 0;
  try {
    const startedAt = limits.startedAt ?? Date.now();
    let bytesLeft = limits.maxBytes;
    for (; ; ) {
      const budget = new SnapshotBudget({ ...limits, startedAt: startedAt + waits.total(), maxBytes: bytesLeft }, label);
      const session = withBudget(named, budget);
      let connection;
      try {
        budget.checkDeadline();
        connection = spec.kind === "stdio" ? await connectStdio(spec, session) : await connectHttp(
          {
            url: spec.url,
            transport: spec.transport,
            headers: spec.headers,
            protocol: spec.protocol,
            capabilities: capabilitiesObject(spec.clientCapabilities),
            ...oauth ? { oauth: { provider: oauth.provider, observe: (r) => oauth.provider.observe(r) } } : {}
          },
          session
        );
        const { tools, pages } = await listAllTools(connection.client, budget);
        const nonTool = await listNonTool(connection.client, connection.tap.initialize, budget);
        const { serverInfo, protocolVersion } = connection.tap.initialize;
        if (!serverInfo || typeof serverInfo.name !== "string" || protocolVersion === void 0) {
          const source = protocolVersion === MODERN_PROTOCOL ? "server/discover" : "initialize";
          throw new ToolsealError(
            "SNAPSHOT_INCOMPLETE",
            `${label}: protocol error: no serverInfo or protocolVersion in the ${source} result`
          );
        }
        budget.checkDeadline();
        const input = {
          server: serverId ?? spec.serverId ?? serverInfo.name,
          transport: connection.transport,
          protocolVersion,
          serverInfo,
          pages,
          tools,
          nonTool
        };
        const built = inServer(label, () => buildSnapshotWithDigests(input, { fields: options.fields === true }));
        const { snapshot } = built;
        if (limits.numbers === "rounded") {
          snapshot.numbers = "rounded";
          if (built.digests) built.digests.numbers = "rounded";
        }
        assertNoSecretInSurface(snapshot, secrets.known, label);
        if (spec.clientCapabilities !== void 0 && spec.clientCapabilities.length > 0)
          snapshot.clientCapabilities = spec.clientCapabilities;
        budget.checkDeadline();
        return built;
      } catch (e) {
        if (!oauth?.needsUser || budget.failed) throw redactedError(snapshotError(e, session, oauth !== void 0), named);
      } finally {
        budget.dispose();
        await connection?.close();
        bytesLeft -= budget.bytesReceived;
      }
      await oauth.authorize(Math.max(1, startedAt + waits.total() + limits.timeoutMs - Date.now()), waits);
    }
  } finally {
    await oauth?.close();
  }
}

export {
  snapshotLiveServer,
  snapshotLiveServerWithDigests
};
