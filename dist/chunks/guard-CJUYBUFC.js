#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  guardUpgradeSourcesFromArgs
} from "./chunk-H7J43L6T.js";
import {
  limitsFromArgs,
  serverSpecFromArgs
} from "./chunk-WNLFIODO.js";
import {
  Client,
  JSONRPCMessageSchema,
  JsonRpcErrorCode,
  META_CLIENT_CAPABILITIES,
  META_CLIENT_INFO,
  META_PROTOCOL_VERSION,
  META_SERVER_INFO,
  META_SUBSCRIPTION_ID,
  McpError,
  OAuthError,
  OAuthSession,
  PROMPTS_LIST,
  RESOURCE_TEMPLATES_LIST,
  RedirectRefused,
  SSEClientTransport,
  ServerProcess,
  SseError,
  StepUpBound,
  StreamableHTTPClientTransport,
  StreamableHTTPError,
  StrictHttpBody,
  ToolsAnswerReader,
  UnauthorizedError,
  errorText,
  fetchFollowingWithinOrigin,
  isRequestId,
  jsonRpcEnvelope,
  listAllPages,
  listAllTools,
  messageBodyKind,
  modernHeadersFetch,
  offersModern,
  requestEnvelope,
  seenFromDiscover,
  startFailureReason,
  unknown,
  unsupportedVersionIn
} from "./chunk-IEXZHQSF.js";
import {
  defaultUnpinned,
  guardRefusedList,
  guardToolsList
} from "./chunk-L6UG65BW.js";
import {
  readMcpConfig
} from "./chunk-DR3ZTNKJ.js";
import {
  GUARD_OPTIONS
} from "./chunk-CKALECJ5.js";
import "./chunk-FU35O4WS.js";
import {
  LEGACY_PROTOCOL,
  MODERN_PROTOCOL
} from "./chunk-7RLMBLVP.js";
import {
  loadTrustedRoot
} from "./chunk-DMOIZXQU.js";
import {
  verifySignedStatement
} from "./chunk-6SJOM5JD.js";
import "./chunk-6FD7CGU4.js";
import "./chunk-M4VR5BLI.js";
import "./chunk-WE6LTBPN.js";
import "./chunk-CH3OSZNM.js";
import {
  readPathOrURL
} from "./chunk-QJ5X7O4B.js";
import "./chunk-2BBBMDA3.js";
import {
  auditFile,
  guardUpgradeLookup,
  relockCommand,
  relockWords
} from "./chunk-OF5EZYWB.js";
import {
  parseOnChange,
  parseUnpinned
} from "./chunk-655IOXHD.js";
import {
  assertSnapshotFolder,
  readLockIfAny,
  readReviewedSnapshot
} from "./chunk-2QC7B3O2.js";
import "./chunk-WJCMUN64.js";
import {
  parseFailOn
} from "./chunk-RMWBLMFU.js";
import "./chunk-EKOVQJTT.js";
import {
  DEFAULT_LOCK_FILE
} from "./chunk-42CTSAXX.js";
import "./chunk-B6KOWOCB.js";
import {
  signerPolicyOf
} from "./chunk-UWT5FQXY.js";
import "./chunk-SEUMN4X2.js";
import "./chunk-V5IMACWJ.js";
import {
  withConfigOAuth
} from "./chunk-HKYXZG4F.js";
import {
  ApprovalWaits
} from "./chunk-XTTDHHZ3.js";
import {
  labelAndSecrets
} from "./chunk-QGAD6JC7.js";
import {
  redactSecrets
} from "./chunk-VCZRACRA.js";
import "./chunk-5U4ZAQTH.js";
import {
  GITHUB_ACTIONS_ISSUER
} from "./chunk-MOLUOQBY.js";
import "./chunk-W2SVUUR6.js";
import "./chunk-ZWUZ5AYI.js";
import "./chunk-67AH6TGB.js";
import {
  VERSION
} from "./chunk-P2LBGSGT.js";
import {
  escapeForTerminal
} from "./chunk-EFISWI7Y.js";
import {
  SnapshotBudget,
  serverInputBegins
} from "./chunk-HV23MNIH.js";
import "./chunk-5XTFMSJV.js";
import "./chunk-GJGWUCU6.js";
import "./chunk-F5ABW3UG.js";
import {
  nonToolOfSnapshot
} from "./chunk-RAG7VAPI.js";
import {
  profileOfCapabilities
} from "./chunk-5AXEYW3Q.js";
import {
  assertTools,
  digestTools,
  initializeResultForHost
} from "./chunk-SH3UB2NS.js";
import "./chunk-PKR3ABWI.js";
import {
  isJsonObject
} from "./chunk-LTUN2ZE5.js";
import "./chunk-KQJFC54N.js";
import {
  MAX_TEXT_LENGTH,
  decodeUtf8,
  parseJsonStrict
} from "./chunk-7SL4J55T.js";
import {
  ToolsealError,
  isToolsealError,
  oneLine,
  osErrorText
} from "./chunk-UAZ5W6EW.js";
import "./chunk-U7PF666Q.js";

// src/guard/upgrade-lookup.ts
async function upgradeWithin(lookup, o) {
  const entry = Object.hasOwn(o.lock.servers, o.serverId) ? o.lock.servers[o.serverId] : void 0;
  if (entry === void 0 || !hasPublisher(entry)) return void 0;
  try {
    assertTools(o.tools);
  } catch {
    return void 0;
  }
  const refused2 = (code, reason) => ({ accepted: false, code, reason });
  let timer;
  const late = new Promise((r) => {
    timer = setTimeout(() => r(refused2("IO_ERROR", "the signed-upgrade lookup did not end within --timeout")), o.timeoutMs);
  });
  try {
    return await Promise.race([
      lookup(o.serverId, o.profile, digestTools(o.tools).manifestDigest).catch(
        (e) => e instanceof ToolsealError ? refused2(e.code, e.message) : refused2("IO_ERROR", "the signed-upgrade lookup failed")
      ),
      late
    ]);
  } finally {
    clearTimeout(timer);
  }
}
function hasPublisher(entry) {
  return entry.publisher !== void 0 || Object.values(entry.profiles ?? {}).some((p) => p.publisher !== void 0);
}

// src/guard/surface-lists.ts
async function surfaceLists(lister, budget, declared) {
  const { tools } = await listAllTools(lister, budget);
  if (!declared) return { tools };
  const nonTool = {};
  if (Object.hasOwn(declared, "instructions")) nonTool.instructions = declared.instructions;
  const offers = (name) => isJsonObject(declared.capabilities?.[name]);
  if (offers("prompts")) {
    const p = await listAllPages(lister, budget, PROMPTS_LIST, true);
    if (p) nonTool.prompts = p.items;
  }
  if (offers("resources")) {
    const t = await listAllPages(lister, budget, RESOURCE_TEMPLATES_LIST, true);
    if (t) nonTool.resourceTemplates = t.items;
  }
  return { tools, nonTool };
}
function listError(e, budget, label) {
  if (budget.failed) return budget.failed;
  if (e instanceof ToolsealError) return e;
  if (e instanceof McpError)
    return { code: "SNAPSHOT_INCOMPLETE", message: `${label}: the server answered tools/list with error ${e.code}` };
  return { code: "SNAPSHOT_INCOMPLETE", message: `${label}: tools/list failed` };
}

// src/guard/decider.ts
var MAX_STALE_DECISIONS = 5;
var FIRST_LISTS = ["tools/list", "prompts/list", "resources/templates/list"];
var ApprovedNames = class {
  constructor(entries) {
    this.entries = entries;
  }
  entries;
  names;
  has(name) {
    this.names ??= new Set(this.entries.map((e) => e.name));
    return this.names.has(name);
  }
};
var GuardDecider = class {
  constructor(options) {
    this.options = options;
    this.lister = { request: (r, _schema, o) => options.request(r.method, r.params ?? {}, o) };
  }
  options;
  /**
   * The generation of the server's surface: one more for each list_changed (tools, prompts or resources)
   * the guard reads, or change of the host's profile. A decision taken while it changed is not the
   * approval: it was made on a list that may already be gone, and whoever waits for it waits for a fresh one.
   */
  generation = 0;
  /** The names the last decision approved; undefined before the first decision and after a change. */
  approved;
  approvedPrompts;
  /** The decision handed over by the initialize answer, and the list methods that have not used it yet. */
  handedOver;
  /**
   * The last decision allowed the surface, and it has not changed since: the server's own text (its
   * requests, notifications and answers) reaches the host. False before any decision, while blocked, and
   * once a change withdrew the approval (see textAllowed).
   */
  allowed = false;
  /** The last decision that became the approval (or blocked) allowed the surface, whether or not a change withdrew it since. */
  lastAllowed = false;
  code;
  /** The notification methods withheld (and named on stderr) since the surface was last allowed. */
  withheldMethods = /* @__PURE__ */ new Set();
  deciding;
  /** The budget of the list being taken (undefined between decisions). */
  budget;
  serverName;
  /** The client capabilities the host declared (undefined before it did): the lock entry's profile. */
  hostProfile;
  /** What the server's initialize result declared: its instructions and capabilities (undefined before it answered). */
  initialized;
  /** Resolves when the server has answered the host's initialize (the server id may come from it). */
  initializeAnswered;
  onInitializeAnswered;
  lister;
  /** The last decision allowed the surface. */
  get surfaceAllowed() {
    return this.allowed;
  }
  /**
   * Whether the server's own text may reach the host now: the last decision allowed it; after a change
   * withdrew that approval, a fresh decision says (the caller holds the message until then); before any
   * decision and while blocked, no (a blocked server's change notification starts no decision of its own:
   * the host's next list or call does).
   */
  textAllowed() {
    if (this.allowed) return true;
    if (!this.approvalWithdrawn) return false;
    return this.decideFresh().then(
      (d) => d.result.decision === "allow" && this.allowed,
      () => false
    );
  }
  /** An approval was withdrawn by a change of the surface, and no decision has been taken since. */
  get approvalWithdrawn() {
    return this.lastAllowed && this.approved === void 0;
  }
  /** The code of the last decision (undefined before any, or when it allowed with no finding). */
  get lastCode() {
    return this.code;
  }
  /** The budget of the list being taken now: its bytes and tools are counted as they arrive. */
  get listBudget() {
    return this.budget;
  }
  /**
   * The host sent its initialize (or server/discover): a decision before the server answers it waits for
   * that answer. Another one after an answer (a re-initialize) withdraws the approval until its own answer
   * is decided: a call sent right behind it runs on the surface that answer declares.
   */
  hostOpened() {
    if (this.onInitializeAnswered) return;
    this.initializeAnswered = new Promise((r) => this.onInitializeAnswered = r);
    if (this.initialized !== void 0) this.surfaceChanged();
  }
  /** The profile of the host's declared capabilities; another one than the decision was made for is a change. */
  hostProfileIs(profile, { changeIfOther }) {
    if (changeIfOther && this.hostProfile !== void 0 && this.hostProfile.join(",") !== profile.join(",")) this.surfaceChanged();
    this.hostProfile = profile;
  }
  /** The server answered the host's initialize (or server/discover): its name, and what its result declared. */
  serverAnswered(serverName, result) {
    if (serverName !== void 0) this.serverName = serverName;
    if (result) {
      const declared = {
        ...Object.hasOwn(result, "instructions") ? { instructions: result.instructions } : {},
        ...isJsonObject(result.capabilities) ? { capabilities: result.capabilities } : {}
      };
      if (this.initialized === void 0 || JSON.stringify(declared) !== JSON.stringify(this.initialized)) this.surfaceChanged();
      this.initialized = declared;
    }
    const answered = this.onInitializeAnswered;
    this.onInitializeAnswered = void 0;
    answered?.();
  }
  /**
   * Whether the server's initialize answer left this capability out: then it has no such list, and the
   * host gets what the server itself would answer (method not found), not an empty list the guard made up.
   */
  undeclared(capability) {
    return this.initialized !== void 0 && !isJsonObject(this.initialized.capabilities?.[capability]);
  }
  /** The approval of the last decision for calls of this kind, and its code; undefined when a decision must be made first. */
  approval(kind) {
    const names = kind === "tool" ? this.approved : this.approvedPrompts;
    return names === void 0 ? void 0 : { names, code: this.code };
  }
  /** A notification withheld while blocked: true when it is the first of its method since the surface was last allowed (it is named). */
  firstWithheld(method) {
    if (this.withheldMethods.has(method) || this.withheldMethods.size >= 100) return false;
    this.withheldMethods.add(method);
    return true;
  }
  /** The surface changed (a list_changed, another host profile): tools, prompts and templates are decided together, so the approval of all is withdrawn. */
  surfaceChanged() {
    this.generation++;
    if (this.allowed) {
      this.allowed = false;
      this.code = void 0;
    }
    this.approved = void 0;
    this.approvedPrompts = void 0;
    this.handedOver = void 0;
  }
  /** The list being taken cannot be complete (the server ended, the host closed, a line too long). */
  failList(reason) {
    this.budget?.fail(reason);
  }
  /**
   * The decision made before the host got its initialize answer, handed to the host's first list of each
   * kind (one decision, one audit event, for a host's usual tools/list, prompts/list,
   * resources/templates/list); kept only while the surface has not changed since it was taken.
   */
  handOverToFirstLists(decision) {
    if (decision.generation === this.generation) this.handedOver = { decision, unused: new Set(FIRST_LISTS) };
  }
  /** The decision a host's list is answered from: the one handed over if this kind has not used it yet, else a new one. */
  async listDecision(method) {
    const first = this.handedOver;
    if (first && first.decision.generation === this.generation && first.unused.delete(method)) return first.decision.result;
    return (await this.decideFresh()).result;
  }
  /**
   * A decision taken with no change of the surface while it ran: one that a list_changed overtook (or one
   * already running when the caller came, begun before the change) is not used, and another is taken.
   * A server that changes its surface during each of several decisions in a row is blocked.
   */
  async decideFresh() {
    for (let i = 0; i < MAX_STALE_DECISIONS; i++) {
      const last = await this.decide();
      if (last.generation === this.generation) return last;
    }
    const serverId = this.options.serverId ?? this.serverName ?? "(unknown)";
    const result = guardRefusedList(serverId, {
      code: "SNAPSHOT_INCOMPLETE",
      message: `${this.options.label}: the surface changed (list_changed) during each of ${MAX_STALE_DECISIONS} decisions in a row`
    });
    this.allowed = false;
    this.lastAllowed = false;
    this.code = result.code;
    this.record(result);
    return { result, generation: -1 };
  }
  /** Takes the complete list upstream and decides it; concurrent callers share one decision. */
  decide() {
    this.deciding ??= this.decideNow().finally(() => {
      this.deciding = void 0;
    });
    return this.deciding;
  }
  async decideNow() {
    const { options } = this;
    let result;
    if (this.onInitializeAnswered) {
      let timer;
      await Promise.race([this.initializeAnswered, new Promise((r) => timer = setTimeout(r, options.limits.timeoutMs))]);
      clearTimeout(timer);
    }
    const generation = this.generation;
    const serverId = options.serverId ?? this.serverName;
    if (serverId === void 0) {
      result = guardRefusedList("(unknown)", {
        code: "SNAPSHOT_INCOMPLETE",
        message: "no server id: the server has not answered initialize with a serverInfo.name yet (give --server-id)"
      });
    } else {
      const budget = new SnapshotBudget(options.limits, options.label);
      this.budget = budget;
      try {
        const { tools, nonTool } = await surfaceLists(this.lister, budget, this.initialized);
        const upgrade = options.upgradeOf && await upgradeWithin(options.upgradeOf, {
          lock: options.lock,
          serverId,
          profile: this.hostProfile,
          tools,
          timeoutMs: options.limits.timeoutMs
        });
        const reviewed = options.reviewedOf?.(serverId);
        result = guardToolsList(serverId, tools, {
          ...upgrade ? { upgrade } : {},
          ...reviewed ? { reviewed } : {},
          lock: options.lock,
          onChange: options.onChange,
          ...options.failOn ? { failOn: options.failOn } : {},
          unpinned: options.unpinned,
          idSelfDeclared: options.serverId === void 0,
          lockMissing: options.lockMissing === true,
          signed: await options.signed,
          ...nonTool ? { nonTool } : {},
          ...this.hostProfile ? { clientCapabilities: this.hostProfile } : {},
          ...options.relockHint ? { relockHint: options.relockHint } : {},
          ...options.limits.numbers === "rounded" ? { numbers: "rounded" } : {}
        });
      } catch (e) {
        result = guardRefusedList(serverId, listError(e, budget, options.label));
      } finally {
        budget.dispose();
        this.budget = void 0;
      }
    }
    if (generation === this.generation) {
      this.approved = new ApprovedNames(result.tools);
      this.approvedPrompts = new ApprovedNames(result.prompts);
      this.allowed = result.decision === "allow";
      this.code = result.code;
      this.lastAllowed = this.allowed;
      if (this.allowed) this.withheldMethods.clear();
    } else if (result.decision === "block") {
      this.allowed = false;
      this.lastAllowed = false;
      this.code = result.code;
    }
    this.record(result);
    return { result, generation };
  }
  /** A decision's notice on stderr and its event in the audit file. */
  record(result) {
    const { options } = this;
    if (result.notice) options.notice(result.notice);
    if (!options.audit) return;
    try {
      options.audit.append(JSON.stringify(options.secrets.redactValue(result.audit)) + "\n");
    } catch (e) {
      options.notice(`IO_ERROR: cannot append to the audit file: ${osErrorText(e.cause ?? e)}`);
    }
  }
};

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
var ANY_RESULT = unknown();
function channelRequest(channel) {
  let client;
  return async (method, params, options) => {
    client ??= channelClient(channel);
    return (await client).request({ method, params }, ANY_RESULT, options);
  };
}
async function channelClient(channel) {
  const client = new Client({ name: "toolseal-guard", version: VERSION }, { capabilities: {} });
  await client.connect(channel);
  return client;
}

// src/guard/message-line.ts
const { isAscii } = process.getBuiltinModule("node:buffer");
var CONTROL = /[\u0000-\u0008\u000a-\u001f]/;
var LINE_BREAKERS = /[\u007f-\u009f\u2028\u2029]/g;
var ANY_ODD = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/;
var READ_STRICT = Object.freeze({});
var READ_EXACT = Object.freeze({ exact: true });
var READ_ROUNDED = Object.freeze({ numbers: "rounded" });
var READ_EXACT_ROUNDED = Object.freeze({ exact: true, numbers: "rounded" });
function escapeLineBreakers(json) {
  return json.replace(LINE_BREAKERS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function readMessageLine(raw, source, exact = false, numbers = "exact") {
  let end = raw.length;
  if (end > 0 && raw[end - 1] === 10) end--;
  const crlf = end > 0 && raw[end - 1] === 13;
  if (crlf) end--;
  if (raw[0] === 239 && raw[1] === 187 && raw[2] === 191)
    return { kind: "refused", code: "INVALID_INPUT", reason: "a byte order mark before the message" };
  let text;
  if (end < MAX_TEXT_LENGTH && isAscii(raw)) text = raw.toString("latin1", 0, end);
  else {
    try {
      text = decodeUtf8(end === raw.length ? raw : raw.subarray(0, end), source);
    } catch (e) {
      return refused(e, "not UTF-8");
    }
  }
  const first = text.charCodeAt(0);
  if ((text.length === 0 || first === 32 || first === 9) && /^[ \t]*$/.test(text)) return { kind: "blank" };
  const odd = ANY_ODD.test(text);
  if (odd && CONTROL.test(text))
    return {
      kind: "refused",
      code: "INVALID_INPUT",
      reason: "a raw control character (CR, form feed, NUL, ...) in the line",
      // eslint-disable-next-line no-control-regex -- the ids are read with the raw controls blanked out
      ...looseIds(text.replace(/[\u0000-\u001f]/g, " "))
    };
  let value;
  let strictError;
  try {
    const rounded = numbers === "rounded";
    value = parseJsonStrict(text, source, exact ? rounded ? READ_EXACT_ROUNDED : READ_EXACT : rounded ? READ_ROUNDED : READ_STRICT);
  } catch (e) {
    if (!isToolsealError(e, "NOT_CANONICALIZABLE")) return { ...refused(e, "not JSON"), ...looseIds(text) };
    strictError = e;
    try {
      value = parseJsonStrict(text, source, { canonical: false });
    } catch (e2) {
      return { ...refused(e2, "not JSON"), ...looseIds(text) };
    }
  }
  if (Array.isArray(value)) return { kind: "batch", value };
  const shape = envelopeProblem(value);
  if (shape)
    return { kind: "refused", code: "INVALID_INPUT", reason: shape, ...isJsonObject(value) ? { id: value.id, method: value.method } : {} };
  const line = odd || crlf ? Buffer.from(escapeLineBreakers(text) + "\n", "utf8") : raw;
  return strictError ? { kind: "message", value, line, strictError } : { kind: "message", value, line };
}
function refused(e, fallback) {
  if (isToolsealError(e)) return { kind: "refused", code: e.code, reason: e.message };
  return { kind: "refused", code: "INVALID_JSON", reason: fallback };
}
function looseIds(text) {
  try {
    const v = JSON.parse(text);
    return isJsonObject(v) ? { id: v.id, method: v.method } : {};
  } catch {
    return {};
  }
}
function envelopeProblem(v) {
  if (!isJsonObject(v)) return "not a JSON-RPC message (not an object)";
  if (v.jsonrpc !== "2.0") return 'not a JSON-RPC 2.0 message (no "jsonrpc": "2.0")';
  const hasResult = Object.hasOwn(v, "result");
  const hasError = Object.hasOwn(v, "error");
  if (Object.hasOwn(v, "method")) {
    if (typeof v.method !== "string") return "a method that is not a string";
    if (hasResult || hasError) return "a method and a result or error in one message";
    if (Object.hasOwn(v, "id") && !isRequestId(v.id)) return "a request id that is neither a string nor a number";
    return void 0;
  }
  if (!isRequestId(v.id)) return "an answer without a request id (or with id null)";
  if (hasResult === hasError) return "an answer with neither or both of result and error";
  return void 0;
}
function strayAnswerNotice(answer) {
  const what = "id" in answer ? `id ${String(JSON.stringify(answer.id)).slice(0, 40)}` : `${answer.bytes} bytes, past --max-tools while it arrived, not read further`;
  return `DROPPED INVALID_INPUT: an answer from the server to no pending request of the host (${what})`;
}
function idSources(line, member = "id") {
  const holders = [];
  try {
    const root = JSON.parse(line.toString("utf8"), function(key, value, context) {
      if (key === member && typeof context?.source === "string") holders.push({ holder: this, source: context.source });
      return value;
    });
    return { root, holders };
  } catch {
    return void 0;
  }
}
function writtenIdOf(line) {
  const read = idSources(line);
  return read?.holders.findLast((h) => h.holder === read.root)?.source;
}
function writtenIdsOfBatch(line) {
  const read = idSources(line);
  if (!read || !Array.isArray(read.root)) return [];
  const elements = read.root;
  const last = /* @__PURE__ */ new Map();
  for (const h of read.holders) last.set(h.holder, h.source);
  return elements.map((element) => last.get(element));
}
function hostIdText(line, id) {
  const plain = JSON.stringify(id);
  const first = line.indexOf('"id"');
  const at = first >= 0 && line.indexOf('"id"', first + 4) < 0 && !line.includes("\\u") ? line.indexOf(`"id":${plain}`) : -1;
  if (at >= 0) {
    const after = line[at + 5 + Buffer.byteLength(plain)];
    if (after === void 0 || after === 44 || after === 125 || after === 32 || after === 10 || after === 13 || after === 9)
      return void 0;
  }
  const written = writtenIdOf(line);
  return written === plain ? void 0 : written;
}
function writtenCancelledIdOf(line, requestId) {
  if (typeof requestId !== "number") return void 0;
  const read = idSources(line, "requestId");
  const params = isJsonObject(read?.root) ? read.root.params : void 0;
  const written = read?.holders.findLast((h) => h.holder === params)?.source;
  return written === JSON.stringify(requestId) ? void 0 : written;
}
function idKeyAsWritten(id, idText) {
  return typeof id === "string" ? `s${id}` : `n${idText ?? JSON.stringify(id)}`;
}
var OPENING = Buffer.from('{"jsonrpc":"2.0","id":');
var ID_LAST = Buffer.from(',"id":');
function inNumber(c) {
  return c !== void 0 && (c >= 48 && c <= 57 || c === 45 || c === 43 || c === 46 || c === 101 || c === 69);
}
function usualIdText(line) {
  if (line.length > OPENING.length && line.compare(OPENING, 0, OPENING.length, 0, OPENING.length) === 0) {
    let end = OPENING.length;
    while (inNumber(line[end])) end++;
    if (end > OPENING.length && (line[end] === 44 || line[end] === 125)) return line.toString("latin1", OPENING.length, end);
  }
  let close = line.length;
  while (close > 0 && (line[close - 1] === 10 || line[close - 1] === 13)) close--;
  if (line[close - 1] !== 125) return void 0;
  let start = close - 1;
  while (inNumber(line[start - 1])) start--;
  const key = start - ID_LAST.length;
  if (start === close - 1 || key < 0 || line.compare(ID_LAST, 0, ID_LAST.length, key, start) !== 0) return void 0;
  return line.toString("latin1", start, close - 1);
}
function idKeyOfLine(line, id) {
  if (typeof id === "string") return idKeyAsWritten(id, void 0);
  return idKeyAsWritten(id, usualIdText(line) ?? hostIdText(line, id));
}
function jsonWithIdText(m, written) {
  if (written === void 0 || !Object.hasOwn(m, "id")) return JSON.stringify(m);
  const members = [];
  for (const [k, v] of Object.entries(m)) {
    const json = k === "id" ? written : JSON.stringify(v);
    if (json !== void 0) members.push(`${JSON.stringify(k)}:${json}`);
  }
  return `{${members.join(",")}}`;
}
function jsonWithWrittenId(m, line) {
  return jsonWithIdText(m, line === void 0 || !Object.hasOwn(m, "id") ? void 0 : writtenIdOf(line));
}

// src/guard/own-list-answer.ts
var MAX_HEAD_CHARS = 1 << 20;
var PREVIEW_BYTES = 200;
var RAW_CONTROL = "a raw control character (CR, form feed, NUL, ...) in the line";
var OwnListAnswerTap = class {
  constructor(source, prefix, hooks, numbers = "exact") {
    this.source = source;
    this.hooks = hooks;
    this.numbers = numbers;
    this.line = new ToolsAnswerReader(source, numbers);
    this.prefix = Buffer.from(prefix, "utf8");
  }
  source;
  hooks;
  numbers;
  line;
  decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  /**
   * This line: not begun, read in parts, not read (given up on), or passed by (it began with no list in
   * flight: nothing of it was kept or read, so its end has nothing to clear).
   */
  state = "idle";
  /** The last part ended in a CR (fine only if the line ends there). */
  crAtEnd = false;
  /** The count passed the bound on this line: only whether it holds the guard's prefix is still watched. */
  overBound = false;
  prefixSeen = false;
  /** The last bytes of the previous part (the prefix may straddle two parts). */
  carry = Buffer.alloc(0);
  prefix;
  /** The first byte of the line that is not a space or tab (-1: none yet). */
  firstByte = -1;
  /** The line is taken (see the class comment): its bytes are not kept by the splitter. */
  taken = false;
  /** No request of the host's awaited the server's answer when the line began: it may be taken before its id. */
  hostIdle = false;
  /** It was taken for its id, read as the guard's before its tools (else for the host being idle). */
  takenForId = false;
  /** Its first bytes: a byte order mark is looked for in them, and a notice shows them (the splitter's copy may be dropped). */
  preview = [];
  previewBytes = 0;
  /** A taken line that the whole-line reader refuses for its bytes: a raw CR inside, or bytes that are not UTF-8. */
  rawCr = false;
  notUtf8 = false;
  /** No list in flight and no line begun: a line beginning now is passed by (part would say so, end clear nothing). */
  passes() {
    return this.state === "idle" && !this.hooks.active();
  }
  part(bytes) {
    if (this.state === "idle") {
      if (!this.hooks.active()) {
        this.state = "passed";
        return false;
      }
      this.state = "reading";
      this.hostIdle = !this.hooks.hostAwaits();
    }
    if (this.state !== "reading" || bytes.length === 0) return this.taken;
    this.keepPreview(bytes);
    if (this.hostIdle) this.watchPrefix(bytes);
    if (this.overBound) {
      if (!this.hostIdle) this.watchPrefix(bytes);
      return this.take(this.prefixSeen);
    }
    if (this.notUtf8) return true;
    if (this.firstByte < 0) {
      for (let i = 0; i < bytes.length; i++) {
        if (bytes[i] !== 32 && bytes[i] !== 9) {
          this.firstByte = bytes[i];
          break;
        }
      }
    }
    if (!this.rawCr) {
      const cr = bytes.indexOf(13);
      if (this.crAtEnd || cr >= 0 && cr < bytes.length - 1) {
        if (!this.taken) return this.off();
        this.rawCr = true;
        this.line.reset();
      }
      this.crAtEnd = cr === bytes.length - 1;
    }
    let text;
    try {
      text = this.decoder.decode(bytes, { stream: true });
    } catch {
      if (!this.taken) return this.off();
      this.notUtf8 = true;
      this.line.reset();
      return true;
    }
    if (this.rawCr) return true;
    this.line.feed(text);
    if (!this.taken && this.line.headChars > MAX_HEAD_CHARS) return this.off();
    if (!this.hooks.onCount(this.line.count)) {
      this.overBound = true;
      this.line.reset();
      if (!this.hostIdle) this.watchPrefix(bytes);
      return this.take(this.prefixSeen);
    }
    if (this.taken || this.firstByte !== 123 || !this.line.readingTools) return this.taken;
    if (this.hooks.owns(this.line.id)) {
      this.takenForId = true;
      return this.take(true);
    }
    return this.take(this.hostIdle);
  }
  /** Takes the line when `now` (its first bytes kept from here); whether it is taken. */
  take(now) {
    if (now && !this.taken) {
      this.taken = true;
      if (!this.hostIdle || this.takenForId) this.prefixSeen = true;
    }
    return this.taken;
  }
  /** Keeps the first bytes of the line. */
  keepPreview(bytes) {
    if (this.previewBytes >= PREVIEW_BYTES) return;
    const kept = Buffer.from(bytes.subarray(0, PREVIEW_BYTES - this.previewBytes));
    this.preview.push(kept);
    this.previewBytes += kept.length;
  }
  end(bytes) {
    if (this.state === "passed" || this.state === "idle") {
      this.state = "idle";
      return false;
    }
    const state = this.state;
    const overBound = this.overBound;
    const prefixSeen = this.prefixSeen;
    const taken = this.taken;
    const takenForId = this.takenForId;
    const preview = Buffer.concat(this.preview);
    const bom = preview[0] === 239 && preview[1] === 187 && preview[2] === 191;
    let value;
    let notUtf8 = this.notUtf8;
    if (state === "reading" && !overBound && !bom && !notUtf8) {
      try {
        const last = this.decoder.decode();
        if (last !== "" && !this.rawCr) this.line.feed(last);
        value = this.rawCr ? void 0 : this.line.value()?.value;
      } catch {
        notUtf8 = true;
        value = void 0;
      }
    }
    const rawCr = this.rawCr;
    const whole = taken && !overBound && !notUtf8 && !rawCr && value === void 0 ? this.line.whole() : void 0;
    this.clear();
    if (state !== "reading") return false;
    if (overBound) {
      if (prefixSeen) this.hooks.onDropped(bytes);
      else if (taken) this.hooks.onStray(void 0, bytes);
      return prefixSeen || taken;
    }
    const problem = value === void 0 ? void 0 : envelopeProblem(value);
    const m = value;
    if (value !== void 0 && problem === void 0 && !Object.hasOwn(m, "method")) {
      if (this.hooks.owns(m.id)) {
        this.hooks.onOwn(m, bytes);
        return true;
      }
      if (taken) {
        this.hooks.onStray(m.id, bytes);
        return true;
      }
    }
    if (!taken) return false;
    let read;
    if (notUtf8) read = { kind: "refused", code: "INVALID_INPUT", reason: `${this.source}: not valid UTF-8 text` };
    else if (rawCr) read = { kind: "refused", code: "INVALID_INPUT", reason: RAW_CONTROL };
    else if (problem !== void 0) read = { kind: "refused", code: "INVALID_INPUT", reason: problem, id: m.id, method: m.method };
    else read = readMessageLine(Buffer.from(`${whole.text}
`, "utf8"), this.source, whole.exact, this.numbers);
    if (!takenForId && read.kind === "message" && !this.hooks.owns(read.value.id)) {
      this.hooks.onStray(read.value.id, bytes);
      return true;
    }
    this.hooks.onOwnRefused(read, preview, bytes, prefixSeen);
    return true;
  }
  cancel() {
    if (this.state === "passed") this.state = "idle";
    else this.clear();
  }
  watchPrefix(bytes) {
    if (this.prefixSeen) return;
    const window = this.carry.length > 0 ? Buffer.concat([this.carry, bytes.subarray(0, this.prefix.length)]) : void 0;
    if (window && window.includes(this.prefix) || bytes.includes(this.prefix)) {
      this.prefixSeen = true;
      return;
    }
    this.carry = Buffer.from(bytes.subarray(Math.max(0, bytes.length - this.prefix.length + 1)));
  }
  off() {
    this.state = "off";
    this.line.reset();
    return false;
  }
  clear() {
    this.state = "idle";
    this.line.reset();
    this.decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
    this.crAtEnd = false;
    this.overBound = false;
    this.prefixSeen = false;
    this.carry = Buffer.alloc(0);
    this.firstByte = -1;
    this.taken = false;
    this.hostIdle = false;
    this.takenForId = false;
    this.preview = [];
    this.previewBytes = 0;
    this.rawCr = false;
    this.notUtf8 = false;
  }
};

// src/guard/own-answers.ts
function isAnswer(m) {
  return m.method === void 0 || Object.hasOwn(m, "result") || Object.hasOwn(m, "error");
}
var OwnAnswers = class {
  constructor(parts) {
    this.parts = parts;
  }
  parts;
  get label() {
    return this.parts.label;
  }
  /** The prefix of the guard's own ids. */
  get prefix() {
    return this.parts.channel.prefix;
  }
  /** How the server's numbers are read (see OwnAnswersParts). */
  get numbers() {
    return this.parts.numbers ?? "exact";
  }
  /** Whether an id is one of the guard's own. */
  owns(id) {
    return this.parts.channel.owns(id);
  }
  /** Whether a message answers (or reads as answering) one of the guard's own requests. */
  ownsAnswer(m) {
    return this.owns(m.id) && isAnswer(m);
  }
  /** A whole line that answers the guard, read: counted, then delivered (a number or depth it cannot decide on refuses the list). */
  lineRead(read, bytes) {
    this.parts.listBudget()?.addBytes(bytes);
    this.deliver(read.strictError ?? read.value);
  }
  /** The answer to one of the guard's own requests: to its client, or the refusal that fails its list. */
  deliver(m) {
    if (m instanceof ToolsealError) {
      this.parts.listBudget()?.fail(m);
      return;
    }
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
  tap(refused2, hostAwaits) {
    const { parts } = this;
    return new OwnListAnswerTap(
      `${parts.label}: a message from the server`,
      parts.channel.prefix,
      {
        active: () => parts.listBudget() !== void 0,
        owns: (id) => this.owns(id),
        onCount: (n) => {
          const budget = parts.listBudget();
          if (!budget) return true;
          budget.checkArrivingTools(n);
          return budget.failed === void 0;
        },
        onOwn: (m, bytes) => parts.safely(() => {
          parts.listBudget()?.addBytes(bytes);
          this.deliver(m);
        }),
        onDropped: (bytes) => parts.notice(
          `DROPPED SNAPSHOT_INCOMPLETE: the answer to the guard's list (${bytes} bytes), refused while it arrived (not read further)`
        ),
        onOwnRefused: (read, preview, bytes, ownPrefix) => parts.safely(() => this.tappedLineRead(read, preview, bytes, ownPrefix, refused2)),
        hostAwaits,
        onStray: (id, bytes) => parts.notice(strayAnswerNotice(id === void 0 ? { bytes } : { id }))
      },
      this.numbers
    );
  }
  /**
   * A line the tap took as the guard's (its id) that did not read in parts as the guard's answer: what a
   * whole line gets, from how the whole line reads (its bytes were not kept). Every outcome fails the
   * list: a refusal, or a number or depth it cannot decide on.
   */
  tappedLineRead(read, preview, bytes, ownPrefix, refused2) {
    if (read.kind === "refused") return refused2(read, preview, bytes, ownPrefix);
    if (read.kind === "message" && this.ownsAnswer(read.value) && read.strictError) {
      this.parts.listBudget()?.addBytes(bytes);
      this.deliver(read.strictError);
      return;
    }
    this.deliver(new ToolsealError("SNAPSHOT_INCOMPLETE", `${this.parts.label}: the answer to the guard's list could not be read`));
  }
};

// src/guard/line-splitter.ts
var NEWLINE = Buffer.from("\n");
function framed(json) {
  return Buffer.from(escapeLineBreakers(json) + "\n", "utf8");
}
var LineSplitter = class {
  constructor(maxLineBytes, onLine, onOversize, tap) {
    this.maxLineBytes = maxLineBytes;
    this.onLine = onLine;
    this.onOversize = onOversize;
    this.tap = tap;
  }
  maxLineBytes;
  onLine;
  onOversize;
  tap;
  pending = [];
  pendingBytes = 0;
  skipping = 0;
  /** The tap took the line being read (see LineTap.part): its bytes are counted, not kept. */
  taken = false;
  /** `firstNewline`: where the chunk's first `\n` is (-1: none), when the caller has looked already. */
  push(chunk, firstNewline = chunk.indexOf(10)) {
    let start = 0;
    for (let nl = firstNewline; ; nl = chunk.indexOf(10, start)) {
      if (nl < 0) {
        this.keep(start === 0 ? chunk : chunk.subarray(start));
        return;
      }
      const length = nl - start;
      const from = start;
      const piece = from === 0 && nl === chunk.length - 1 ? chunk : chunk.subarray(from, nl + 1);
      start = nl + 1;
      if (this.skipping > 0) {
        this.onOversize(this.skipping + length);
        this.skipping = 0;
        continue;
      }
      if (this.pendingBytes + length > this.maxLineBytes) {
        this.tap?.cancel();
        this.onOversize(this.pendingBytes + length);
        this.reset();
        continue;
      }
      const last = start === chunk.length;
      if (this.tap && !(this.pendingBytes === 0 && this.tap.passes?.() === true)) {
        this.tap.part(chunk.subarray(from, nl));
        const took = this.tap.end(this.pendingBytes + length + 1) || this.taken;
        if (took) {
          this.reset();
          continue;
        }
      }
      const line = this.pending.length === 0 ? piece : Buffer.concat([...this.pending, piece]);
      this.reset();
      this.onLine(line);
      if (last) return;
    }
  }
  /** The stream ended: a last line without a newline still counts. */
  end() {
    if (this.skipping > 0) this.onOversize(this.skipping);
    else if (this.pendingBytes > 0 && !this.tap?.end(this.pendingBytes + 1) && !this.taken)
      this.onLine(Buffer.concat([...this.pending, NEWLINE]));
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
      this.tap?.cancel();
      this.skipping = this.pendingBytes + rest.length;
      this.reset();
      return;
    }
    if (this.tap?.part(rest) === true && !this.taken) {
      this.taken = true;
      this.pending = [];
    }
    if (!this.taken) this.pending.push(Buffer.from(rest));
    this.pendingBytes += rest.length;
  }
  reset() {
    if (this.pending.length > 0) this.pending = [];
    this.pendingBytes = 0;
    this.taken = false;
  }
};

// src/guard/pump.ts
var MAX_QUEUED_LINES = 1e3;
var LIST_SLICE = 1e4;
var GuardPump = class {
  constructor(ends, routes) {
    this.ends = ends;
    this.routes = routes;
    const max = ends.maxLineBytes;
    this.serverSplitter = new LineSplitter(
      max,
      (line) => routes.serverLine(line),
      (n) => routes.serverLineTooLong(n),
      routes.serverTap
    );
    this.hostSplitter = new LineSplitter(
      max,
      (line) => routes.hostLine(line),
      (n) => routes.hostLineTooLong(n)
    );
  }
  ends;
  routes;
  hostSplitter;
  serverSplitter;
  /** Server messages wait here, in order, while an answer hook is working. */
  serverQueue = [];
  serverBusy = false;
  /** Host steps wait here, in order, while a hook is deciding. */
  hostQueue = [];
  hostBusy = false;
  /** A write did not fit: that side's reading waits for 'drain' (one wait at a time). */
  waitingUpstreamDrain = false;
  waitingHostDrain = false;
  /** A host's list is being written in slices (see replyList): other lines for the host wait in `heldForHost`. */
  writingList = false;
  heldForHost = [];
  hostEnded = false;
  done = false;
  /** The guard has ended: nothing more is written to the host. */
  get finished() {
    return this.done;
  }
  /** Reads the host, a line at a time (the lines of one chunk forwarded in one write). */
  start() {
    const { input, output, upstream } = this.ends;
    output.on("error", () => this.routes.hostGone());
    input.on("data", (chunk) => {
      const nl = chunk.indexOf(10);
      if (nl === chunk.length - 1) this.hostSplitter.push(chunk, nl);
      else upstream.batch(() => this.hostSplitter.push(chunk, nl));
    });
    input.on("end", () => {
      this.hostSplitter.end();
      this.hostEnded = true;
      if (!this.hostBusy) this.routes.hostGone();
    });
    input.on("error", () => this.routes.hostGone());
  }
  /** A chunk of a stdio server's stdout (its lines that reach the host leave in one write). */
  serverChunk(chunk) {
    const nl = chunk.indexOf(10);
    if (nl === chunk.length - 1) this.serverSplitter.push(chunk, nl);
    else this.corkedToHost(() => this.serverSplitter.push(chunk, nl));
  }
  /** The server's stdout ended: a last line without its newline is read. */
  serverEnded() {
    this.serverSplitter.end();
  }
  /** Stops reading the host (the guard is ending). */
  finish() {
    if (this.done) return;
    this.done = true;
    this.ends.input.removeAllListeners("data");
    this.ends.input.destroy();
  }
  // ---- host \u{2192} upstream ----
  /**
   * A step of the host's, in order: run now, or after the steps before it that wait (a hook deciding
   * returns a promise; the host's reading pauses past MAX_QUEUED_LINES waiting steps).
   */
  hostInOrder(step) {
    if (this.hostBusy) {
      this.hostQueue.push(step);
      if (this.hostQueue.length > MAX_QUEUED_LINES) this.ends.input.pause();
      return;
    }
    this.runHostStep(step);
  }
  /** No host step waits: one may run now, by its caller, handing its result to {@link hostStepRan} (no step made of it). */
  get hostIdle() {
    return !this.hostBusy;
  }
  /** A host step its caller ran while {@link hostIdle}: a promise holds the steps after it until it settles. */
  hostStepRan(done) {
    if (done instanceof Promise) this.holdHostUntil(done);
  }
  runHostStep(step) {
    const done = step();
    if (done instanceof Promise) this.holdHostUntil(done);
  }
  holdHostUntil(done) {
    this.hostBusy = true;
    void done.finally(() => {
      this.hostBusy = false;
      this.drainHostQueue();
    });
  }
  drainHostQueue() {
    while (!this.hostBusy && this.hostQueue.length > 0) this.runHostStep(this.hostQueue.shift());
    if (this.hostBusy) return;
    if (this.ends.input.isPaused() && !this.done) this.ends.input.resume();
    if (this.hostEnded) this.routes.hostGone();
  }
  /** Forwards a host line upstream; when it does not fit, the host's reading waits for the upstream's drain. */
  toUpstream(line, m) {
    const { upstream, input } = this.ends;
    if (!upstream.forward(line, m) && !this.waitingUpstreamDrain) {
      this.waitingUpstreamDrain = true;
      input.pause();
      upstream.onDrain(() => {
        this.waitingUpstreamDrain = false;
        if (!this.hostBusy && !this.done) input.resume();
      });
    }
  }
  // ---- upstream \u{2192} host ----
  /**
   * A message for the host, after the router's hooks. A hook that needs time (it returns a promise) holds
   * every later message behind it, so the host gets them all in the order the server sent them.
   */
  serverInOrder(value, line) {
    if (this.serverBusy) {
      this.serverQueue.push({ value, line });
      if (this.serverQueue.length > MAX_QUEUED_LINES) this.ends.upstream.pause();
      return;
    }
    const out = this.routes.observeServerMessage(value, line);
    if (out === null) return;
    if (!(out instanceof Promise)) {
      this.toHost(out);
      return;
    }
    this.serverBusy = true;
    out.then(
      (l) => l && this.toHost(l),
      // Undecided: the line as read never reaches the host.
      (e) => this.routes.serverMessageWithheld?.(value, e, line)
    ).finally(() => {
      this.serverBusy = false;
      while (!this.serverBusy && this.serverQueue.length > 0) {
        const next = this.serverQueue.shift();
        this.serverInOrder(next.value, next.line);
      }
      if (!this.serverBusy && !this.waitingHostDrain) this.ends.upstream.resume();
    });
  }
  /** A line for the host (held while a list is written in slices). */
  toHost(line) {
    if (this.done) return;
    if (this.writingList) {
      this.heldForHost.push(line);
      if (this.heldForHost.length > MAX_QUEUED_LINES) this.ends.upstream.pause();
      return;
    }
    this.writeToHost(line);
  }
  /**
   * An error answer of the guard's own to a host request (none for an id that is not one); `line`, the
   * request as the host wrote it: its id is echoed exactly as written.
   */
  replyError(id, code, message, line) {
    if (typeof id !== "string" && typeof id !== "number") return;
    this.toHost(framed(jsonWithWrittenId({ jsonrpc: "2.0", id, error: { code, message } }, line)));
  }
  /**
   * Forwarding, batched: every line of one chunk that reaches the host while `forwardLines` runs leaves in
   * one write (corked, then uncorked), not one system call per line. A line a hook holds (a promise) is
   * written later, on its own; the order is kept either way.
   */
  corkedToHost(forwardLines) {
    const out = this.ends.output;
    if (out.destroyed) return forwardLines();
    out.cork();
    try {
      forwardLines();
    } finally {
      out.uncork();
    }
  }
  writeToHost(line) {
    const { output, upstream } = this.ends;
    const fits = output.write(line);
    if (!fits && !this.waitingHostDrain) {
      this.waitingHostDrain = true;
      upstream.pause();
      output.once("drain", () => {
        this.waitingHostDrain = false;
        if (!this.serverBusy && !this.writingList) upstream.resume();
      });
    }
    return fits;
  }
  /**
   * The answer to a host's list, `{"jsonrpc":"2.0","id":\u{2026},"result":{"<member>":[\u{2026}], \u{2026}extra}}` (the id as
   * written in `line`, the host's request): the text one JSON.stringify of it gives, written a slice of elements at a time as the host reads (a list of
   * millions is never built as one text or one buffer, nor queued whole); what else the host gets
   * meanwhile waits for its end.
   */
  async replyList(id, member, items, extra, line) {
    const open = jsonWithWrittenId({ jsonrpc: "2.0", id, result: { [member]: [], ...extra } }, line);
    const close = open.lastIndexOf("[]") + 1;
    if (items.length <= LIST_SLICE) {
      this.toHost(framed(`${open.slice(0, close)}${items.map((x) => JSON.stringify(x) ?? "null").join(",")}${open.slice(close)}`));
      return;
    }
    if (this.done) return;
    this.writingList = true;
    try {
      let fits = this.writeToHost(Buffer.from(escapeLineBreakers(open.slice(0, close)), "utf8"));
      for (let i = 0; i < items.length && !this.done; i += LIST_SLICE) {
        if (!fits) await this.hostDrained();
        const slice = items.slice(i, i + LIST_SLICE).map((x) => JSON.stringify(x) ?? "null");
        fits = this.writeToHost(Buffer.from(escapeLineBreakers((i === 0 ? "" : ",") + slice.join(",")), "utf8"));
      }
      if (!this.done) this.writeToHost(Buffer.from(open.slice(close) + "\n", "utf8"));
    } finally {
      this.writingList = false;
      const held = this.heldForHost.splice(0);
      for (const line2 of held) this.toHost(line2);
      if (!this.serverBusy && !this.waitingHostDrain) this.ends.upstream.resume();
    }
  }
  /** The host read what was written (or is gone). */
  hostDrained() {
    const out = this.ends.output;
    return new Promise((resolve3) => {
      const done = () => {
        out.off("drain", done);
        out.off("close", done);
        out.off("error", done);
        resolve3();
      };
      out.once("drain", done);
      out.once("close", done);
      out.once("error", done);
    });
  }
};

// src/guard/refusals.ts
var PARSE_ERROR = JsonRpcErrorCode.ParseError;
var INVALID_REQUEST = JsonRpcErrorCode.InvalidRequest;
var INVALID_PARAMS = JsonRpcErrorCode.InvalidParams;
var INTERNAL_ERROR = JsonRpcErrorCode.InternalError;
function refuseHostLine(read, parts, line) {
  parts.notice(
    `REFUSED ${read.code}: a message from the host that is not one strict JSON-RPC message (not forwarded): ${read.reason.slice(0, 200)}`
  );
  const message = `toolseal guard: message refused: ${read.code}`;
  if (typeof read.method === "string" && isRequestId(read.id)) parts.pump.replyError(read.id, INVALID_REQUEST, message, line);
  else
    parts.pump.toHost(
      framed(
        JSON.stringify({
          jsonrpc: "2.0",
          id: null,
          error: { code: read.code === "INVALID_JSON" || read.code === "INVALID_INPUT" ? PARSE_ERROR : INVALID_REQUEST, message }
        })
      )
    );
}
function refuseHostBatch(batch, parts, line) {
  parts.notice(
    `REFUSED INVALID_INPUT: a JSON-RPC batch of ${batch.length} elements from the host (the protocol has no batches; not forwarded)`
  );
  const message = "toolseal guard: JSON-RPC batches are refused: INVALID_INPUT";
  let written;
  let answered = 0;
  batch.forEach((m, i) => {
    if (!isJsonObject(m) || typeof m.method !== "string" || !isRequestId(m.id)) return;
    written ??= line ? writtenIdsOfBatch(line) : [];
    parts.pump.toHost(framed(jsonWithIdText({ jsonrpc: "2.0", id: m.id, error: { code: INVALID_REQUEST, message } }, written[i])));
    answered++;
  });
  if (answered === 0) parts.pump.toHost(framed(JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: INVALID_REQUEST, message } })));
}
function refuseLongHostLine(bytes, maxBytes, parts) {
  parts.notice(`REFUSED INVALID_INPUT: a line of ${bytes} bytes from the host is longer than --max-bytes (not forwarded)`);
  parts.pump.toHost(
    framed(
      JSON.stringify({
        jsonrpc: "2.0",
        id: null,
        error: {
          code: INVALID_REQUEST,
          message: `toolseal guard: a message longer than ${maxBytes} bytes (--max-bytes) was refused: INVALID_INPUT`
        }
      })
    )
  );
}
function dropServerLine(read, line, length, ownPrefix, routes, parts) {
  if (parts.decider.listBudget && ownPrefix)
    parts.own.deliver(
      new ToolsealError(read.code, `${parts.own.label}: the answer to the guard's list is not one strict JSON-RPC message: ${read.reason}`)
    );
  else if (read.method === void 0 && isRequestId(read.id) && routes.forgetPending(read.id, hostIdText(line, read.id))) {
    parts.pump.replyError(read.id, INTERNAL_ERROR, `toolseal guard: the server's answer was not passed on: ${read.code}`, line);
  }
  const preview = parts.redact(line.subarray(0, 200).toString("utf8"));
  parts.notice(
    `DROPPED ${read.code}: a line from the server that is not one JSON-RPC message (${read.reason.slice(0, 200)}): ${JSON.stringify(preview)}${length > 200 ? "\u2026" : ""}`
  );
}
function dropServerBatch(batch, line, routes, parts) {
  parts.notice(
    `DROPPED INVALID_INPUT: a JSON-RPC batch of ${batch.length} elements from the server (the protocol has no batches; not forwarded)`
  );
  if (parts.decider.listBudget && line.includes(parts.own.prefix))
    parts.own.deliver(new ToolsealError("INVALID_INPUT", `${parts.own.label}: the server answered the guard's list in a JSON-RPC batch`));
  let written;
  batch.forEach((m, i) => {
    if (!isJsonObject(m)) return;
    if (typeof m.method === "string") routes.observeNotification(m);
    else if (isRequestId(m.id) && routes.forgetPending(m.id, (written ??= writtenIdsOfBatch(line))[i])) {
      const message = "toolseal guard: the server answered in a JSON-RPC batch, which is not passed on: INVALID_INPUT";
      parts.pump.toHost(framed(jsonWithIdText({ jsonrpc: "2.0", id: m.id, error: { code: INTERNAL_ERROR, message } }, written[i])));
    }
  });
}
function refusedWhileBlocked(m, line, parts, listMembers) {
  if (m.method === "resources/list") return parts.pump.replyList(m.id, "resources", [], listMembers, line);
  const code = parts.decider.lastCode ?? "SNAPSHOT_INCOMPLETE";
  parts.pump.replyError(m.id, INVALID_PARAMS, `${String(m.method)} is refused by toolseal while the server is blocked: ${code}`, line);
}
function whileNotApproved(m, line, routes, parts) {
  if (parts.decider.approvalWithdrawn) {
    if (typeof m.method !== "string" && !(isJsonObject(m.result) && m.result.resultType === "input_required")) return line;
    if (typeof m.method === "string" && m.id === void 0 && routes.isObservedNotification(m.method)) return line;
  }
  const rebuilt = whatCarriesNoText(m, line, routes);
  if (rebuilt !== void 0) return rebuilt;
  const refuse = typeof m.method !== "string" ? () => answerRefused(m, parts) : m.id === void 0 ? () => notificationWithheld(m.method, parts) : () => requestRefused(m, parts);
  const allowed = parts.decider.textAllowed();
  if (allowed === true) return line;
  if (allowed === false) return refuse();
  return allowed.then((ok) => ok ? line : refuse());
}
function whatCarriesNoText(m, line, routes) {
  const { method, id } = m;
  const params = isJsonObject(m.params) ? m.params : {};
  if (typeof method !== "string") {
    if (!isJsonObject(m.result) || Object.keys(m.result).some((k) => k !== "_meta")) return void 0;
    return framed(jsonWithWrittenId({ jsonrpc: "2.0", id, result: {} }, line));
  }
  const rebuilt = (p) => framed(jsonWithWrittenId({ jsonrpc: "2.0", ...id !== void 0 ? { id } : {}, method, ...p ? { params: p } : {} }, line));
  if (id !== void 0) return method === "ping" ? rebuilt() : void 0;
  if (routes.isObservedNotification(method)) return m.params === void 0 ? line : rebuilt();
  if (method === "notifications/progress" && isRequestId(params.progressToken) && typeof params.progress === "number") {
    return rebuilt({
      progressToken: params.progressToken,
      progress: params.progress,
      ...typeof params.total === "number" ? { total: params.total } : {}
    });
  }
  if (method === "notifications/cancelled" && isRequestId(params.requestId)) return rebuilt({ requestId: params.requestId });
  return void 0;
}
function notApproved(parts) {
  const code = parts.decider.lastCode;
  return { code: code ?? "SNAPSHOT_INCOMPLETE", state: code ? "blocked" : "not approved" };
}
function notificationWithheld(method, parts) {
  if (parts.decider.firstWithheld(method)) {
    const { code, state } = notApproved(parts);
    parts.notice(
      `WITHHELD ${code}: a notification from the server (${escapeForTerminal(method).slice(0, 60)}) while its surface is ${state} (not forwarded; later ones of this method are not named)`
    );
  }
  return null;
}
function requestRefused(m, parts) {
  const { code, state } = notApproved(parts);
  parts.notice(
    `REFUSED ${code}: a request from the server (${escapeForTerminal(m.method).slice(0, 60)}) while its surface is ${state} (not forwarded)`
  );
  void parts.upstream.send({
    jsonrpc: "2.0",
    id: m.id,
    error: { code: INVALID_REQUEST, message: `toolseal guard: the server is blocked (${code}): its requests do not reach the host` }
  }).catch(() => {
  });
  return null;
}
function answerRefused(m, parts) {
  const { code, state } = notApproved(parts);
  parts.notice(`WITHHELD ${code}: an answer from the server while its surface is ${state} (the host gets an error)`);
  return framed(
    JSON.stringify({
      jsonrpc: "2.0",
      id: m.id,
      error: {
        code: INTERNAL_ERROR,
        message: `toolseal guard: the server's answer was not passed on while its surface is ${state}: ${code}`
      }
    })
  );
}

// src/guard/stderr-sink.ts
var MAX_STDERR_BUFFERED = 1024 * 1024;
var NOTICES_SHOWN_PER_SECOND = 5;
var NOTICE_WINDOW_MS = 1e3;
var MAX_NOTICE_KINDS = 32;
var StderrSink = class {
  constructor(stream, maxBuffered = MAX_STDERR_BUFFERED) {
    this.stream = stream;
    this.maxBuffered = maxBuffered;
    stream.on("error", () => {
      this.closed = true;
    });
  }
  stream;
  maxBuffered;
  droppedLines = 0;
  waiting = false;
  closed = false;
  /** Writes one text (whole lines), or drops it whole. */
  write = (text) => {
    if (this.closed || this.stream.destroyed || this.stream.writableEnded) return;
    if (this.stream.writableLength + text.length > this.maxBuffered) {
      this.droppedLines += countLines(text);
      if (!this.waiting) {
        this.waiting = true;
        this.stream.once("drain", () => this.drained());
      }
      return;
    }
    this.stream.write(text);
  };
  drained() {
    this.waiting = false;
    const n = this.droppedLines;
    this.droppedLines = 0;
    if (n > 0) this.write(`toolseal guard: ${n} lines of stderr dropped: the host did not read its stderr
`);
  }
};
function countLines(text) {
  let n = 0;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) n++;
  return Math.max(n, 1);
}
var NoticeLimiter = class {
  /** `write` takes the notice's text (without the guard's prefix and newline). */
  constructor(write) {
    this.write = write;
  }
  write;
  shown = /* @__PURE__ */ new Map();
  held = /* @__PURE__ */ new Map();
  timer;
  notice(text) {
    const kind = this.kindOf(text);
    const n = this.shown.get(kind) ?? 0;
    if (this.timer === void 0) {
      this.timer = setInterval(() => this.tick(), NOTICE_WINDOW_MS);
      this.timer.unref();
    }
    if (n < NOTICES_SHOWN_PER_SECOND) {
      this.shown.set(kind, n + 1);
      this.write(text);
      return;
    }
    this.held.set(kind, (this.held.get(kind) ?? 0) + 1);
  }
  /** Writes the counts held so far; the next notice of each kind is shown again. */
  flush() {
    for (const [kind, n] of this.held)
      this.write(`${kind}: ${n} more like this not shown (a count a second, after the first ${NOTICES_SHOWN_PER_SECOND})`);
    this.held.clear();
    this.shown.clear();
  }
  /** Writes what is held and stops the clock (the session ended). */
  stop() {
    this.flush();
    clearInterval(this.timer);
    this.timer = void 0;
  }
  tick() {
    const idle = this.shown.size === 0;
    this.flush();
    if (idle) {
      clearInterval(this.timer);
      this.timer = void 0;
    }
  }
  /** The notice's kind: its leading code words (the guard's own, never server text), or one shared kind. */
  kindOf(text) {
    const colon = text.indexOf(":");
    const head = colon > 0 && colon <= 48 ? text.slice(0, colon) : "";
    const kind = /^[A-Z][A-Z_]*( [A-Z][A-Z_]*)?$/.test(head) ? head : "NOTICE";
    return this.shown.has(kind) || this.held.has(kind) || this.shown.size + this.held.size < MAX_NOTICE_KINDS ? kind : "NOTICE";
  }
};

// src/guard/upstream/http-wire.ts
const { AsyncLocalStorage } = process.getBuiltinModule("node:async_hooks");
var ReadingGate = class {
  opened;
  open;
  closedForGood = false;
  get paused() {
    return this.opened !== void 0;
  }
  get closed() {
    return this.closedForGood;
  }
  pause() {
    if (this.opened || this.closedForGood) return;
    this.opened = new Promise((resolve3) => this.open = resolve3);
  }
  resume() {
    const open = this.open;
    this.opened = void 0;
    this.open = void 0;
    open?.();
  }
  /** Nothing more is read: whatever waits is let go. */
  close() {
    this.closedForGood = true;
    this.resume();
  }
  /** Resolves once reading may go on (at once when it is not paused). */
  whenOpen() {
    return this.opened;
  }
};
function strictReadingFetch(reading) {
  return async (url, init) => {
    const atEndpoint = reading.atEndpoint(url);
    const response = atEndpoint || init?.redirect === "manual" ? await fetchFollowingWithinOrigin(url, init) : await fetch(url, init);
    if (!response.body) return response;
    const kind = messageBodyKind(response.headers.get("content-type"));
    const isStream = kind === "event-stream";
    const body = typeof init?.body === "string" ? init.body : "";
    const strict = response.ok && kind !== void 0 && atEndpoint;
    let overLimit;
    const reader = new StrictHttpBody(
      // A body that is not read is still bounded: an event stream by its events (so it is decoded), any other by its bytes.
      strict || isStream ? kind : void 0,
      {
        message: (text) => reading.onMessage(text),
        // A stream's break is told at once; a JSON body's once it has ended (see flush).
        notUtf8: () => isStream && reading.onNotUtf8(body),
        overLimit: () => overLimit = reading.onOverLimit(body, isStream)
      },
      { read: strict, maxMessageBytes: reading.maxMessageBytes }
    );
    const { gate } = reading;
    const take = (chunk, controller) => {
      if (overLimit || gate.closed) return;
      if (reader.push(chunk)) controller.enqueue(chunk);
      else if (overLimit) controller.error(overLimit);
    };
    const checked = response.body.pipeThrough(
      new TransformStream({
        // Paused: the chunk waits (and with it the body's reading) until the host has read.
        transform: (chunk, controller) => {
          const waiting = strict ? gate.whenOpen() : void 0;
          if (waiting === void 0) return take(chunk, controller);
          return waiting.then(() => take(chunk, controller));
        },
        flush: () => {
          if (overLimit || !strict) return;
          reader.end();
          if (!isStream && reader.broken) reading.onNotUtf8(body);
        }
      })
    );
    return new Response(checked, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
var OwnAnswersOffWire = class {
  /** `numbers` `rounded` (`--round-inexact-numbers`): a number a double cannot hold exactly is read as its nearest double. */
  constructor(label, ownIdPrefix, numbers = "exact") {
    this.label = label;
    this.ownIdPrefix = ownIdPrefix;
    this.numbers = numbers;
    this.reading = { numbers };
  }
  label;
  ownIdPrefix;
  numbers;
  strict = /* @__PURE__ */ new Map();
  reading;
  /** One message's text off the wire: kept, strictly parsed, when it names one of the guard's ids. */
  read(text) {
    if (!text.includes(this.ownIdPrefix)) return;
    let value;
    try {
      value = parseJsonStrict(text, `${this.label}: a message from the server`, this.reading);
    } catch (e) {
      const error = isToolsealError(e) ? e : new ToolsealError("INVALID_JSON", String(e));
      this.strict.set("*", { error });
      return;
    }
    for (const m of Array.isArray(value) ? value : [value]) {
      const id = m?.id;
      if (typeof id === "string" && id.startsWith(this.ownIdPrefix)) this.strict.set(id, { value: m });
    }
  }
  /** Every pending answer of the guard's fails with this error (its id could not be read). */
  refuseAll(error) {
    this.strict.set("*", { error });
  }
  /**
   * The strict copy of the answer to the guard's request `id`, or the refusal that fails its list: a
   * refusal recorded for a message whose id could not be read, or none read strictly at all. Taken once.
   */
  take(id) {
    const copy = this.strict.get(id);
    this.strict.delete(id);
    const refusal = this.strict.get("*");
    this.strict.delete("*");
    if (refusal && "error" in refusal) return refusal.error;
    if (!copy)
      return new ToolsealError(
        "SNAPSHOT_INCOMPLETE",
        `${this.label}: the answer to the guard's tools/list could not be read strictly off the wire`
      );
    return "error" in copy ? copy.error : copy.value;
  }
};
function requestIds(body) {
  let sent;
  try {
    sent = body === "" ? void 0 : JSON.parse(body);
  } catch {
    return [];
  }
  const written = Array.isArray(sent) ? writtenIdsOfBatch(Buffer.from(body, "utf8")) : [writtenIdOf(Buffer.from(body, "utf8"))];
  const ids = [];
  (Array.isArray(sent) ? sent : [sent]).forEach((m, i) => {
    const r = m;
    if (typeof r?.method !== "string" || !isRequestId(r.id)) return;
    const idText = typeof r.id === "number" && written[i] !== JSON.stringify(r.id) ? written[i] : void 0;
    ids.push(idText === void 0 ? { id: r.id } : { id: r.id, idText });
  });
  return ids;
}
var HostBodies = class {
  /** The send whose POSTs this async run makes (Node carries it through the SDK's awaits and timers). */
  sending = new AsyncLocalStorage();
  /** Runs `send` (one send of the SDK's transport for `message`) posting `line` as its body; without a line, the SDK's own. */
  send(message, line, send) {
    if (line === void 0 || line.length === 0) return this.sending.run(void 0, send);
    let end = line.length;
    if (line[end - 1] === 10) end--;
    return this.sending.run({ written: JSON.stringify(message), text: line.subarray(0, end).toString("utf8") }, send);
  }
  /** The fetch the SDK's transports go through: a POST of the running send's message carries the host's text. */
  fetch(inner) {
    return (url, init) => {
      const body = this.sending.getStore();
      if (body === void 0 || init?.body !== body.written) return inner(url, init);
      return inner(url, { ...init, body: body.text });
    };
  }
};
function isEndpoint(url, endpoint) {
  try {
    const a = new URL(String(url));
    const b = new URL(endpoint);
    return a.origin === b.origin && a.pathname === b.pathname && a.search === b.search;
  } catch {
    return false;
  }
}
function wireLine(text) {
  let t = text.trim();
  if (t === "") return void 0;
  if (/[\r\n]/.test(t)) {
    try {
      JSON.parse(t);
      t = t.replace(/\r\n|\r|\n/g, " ");
    } catch {
    }
  }
  return Buffer.from(t + "\n", "utf8");
}

// src/guard/upstream/http-failure.ts
function failureText(e, session, secrets) {
  let text = session?.explain(e) ?? errorText(e);
  if (e instanceof OAuthError) text = `OAuth: the authorization server answered ${e.errorCode}${e.message ? `: ${e.message}` : ""}`;
  else if (e instanceof UnauthorizedError) text = `OAuth: ${text || "the server refused the token"}`;
  else if (!session && (e instanceof StreamableHTTPError || e instanceof SseError) && e.code === 401) {
    text += '; the server asks for authorization: run with --oauth, or give a token with --header "Authorization: Bearer \u2026"';
  }
  return escapeForTerminal(secrets.redact(text));
}
function failureCode(e) {
  if (isToolsealError(e)) return e.code;
  return e instanceof OAuthError || e instanceof UnauthorizedError ? "OAUTH_FAILED" : "SNAPSHOT_INCOMPLETE";
}
function hostFailureText(e, session) {
  if (session?.explain(e) !== void 0)
    return "OAuth: the server still refuses the token after an authorization that asked for the scope it named (HTTP 403 insufficient_scope); not asked again";
  if (e instanceof StepUpBound) return e.message;
  const refusal = refusalText(e);
  if (refusal !== void 0) return refusal;
  if (e instanceof OAuthError) return `OAuth: the authorization server answered ${e.errorCode}`;
  if (e instanceof RedirectRefused) return `the server redirected the request (HTTP ${e.status}): not followed`;
  if (e instanceof UnauthorizedError) return "OAuth: the server refused the token";
  return "the request could not be sent";
}
function refusalText(e) {
  if (!(e instanceof StreamableHTTPError || e instanceof SseError) || typeof e.code !== "number") return void 0;
  return `the server refused the request (HTTP ${e.code})`;
}
function refuseOverLimit(parts, body, isStream) {
  const what = isStream ? "an SSE event" : "an answer";
  const text = `${what} longer than ${parts.maxMessageBytes} bytes (--max-bytes), not passed on`;
  let sent;
  try {
    sent = body === "" ? void 0 : JSON.parse(body);
  } catch {
    sent = void 0;
  }
  for (const m of Array.isArray(sent) ? sent : [sent]) {
    const id = m?.id;
    if (typeof id === "string" && id.startsWith(parts.ownIdPrefix)) {
      parts.ownAnswers.refuseAll(new ToolsealError("SNAPSHOT_INCOMPLETE", `${parts.label}: the server sent ${text}`));
      parts.ownError(id, text);
    }
  }
  let answered = 0;
  for (const { id, idText } of requestIds(body))
    if (!(typeof id === "string" && id.startsWith(parts.ownIdPrefix)) && parts.answerError(id, `the server sent ${text}: SNAPSHOT_INCOMPLETE`, idText))
      answered++;
  parts.notice(`DROPPED SNAPSHOT_INCOMPLETE: the server sent ${text}${answered > 0 ? "; the host got an error for its request" : ""}`);
  return new ToolsealError("SNAPSHOT_INCOMPLETE", `the server sent ${text}`);
}
function refuseNotUtf8(parts, body) {
  if (body.includes(parts.ownIdPrefix))
    parts.ownAnswers.refuseAll(new ToolsealError("INVALID_INPUT", `${parts.label}: the server sent a message that is not UTF-8`));
  let answered = 0;
  for (const { id, idText } of requestIds(body))
    if (parts.answerError(id, "the server's answer was not passed on: INVALID_INPUT (not UTF-8)", idText)) answered++;
  parts.notice(
    `DROPPED INVALID_INPUT: the server sent a message that is not UTF-8${answered > 0 ? "; the host got an error for its request" : ""}`
  );
}
function isSseFallback(e) {
  const status = e instanceof StreamableHTTPError ? e.code : void 0;
  return status !== void 0 && status >= 400 && status < 500 && status !== 401 && status !== 403;
}

// src/guard/upstream/modern-envelope.ts
var HOST_REVISIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];
function hostRevision(asked) {
  return typeof asked === "string" && HOST_REVISIONS.includes(asked) ? asked : LEGACY_PROTOCOL;
}
function hostInitialize(request) {
  const params = isJsonObject(request.params) ? request.params : {};
  const capabilities = isJsonObject(params.capabilities) ? params.capabilities : {};
  const envelope = { ...requestEnvelope(capabilities), ...isJsonObject(params.clientInfo) ? { [META_CLIENT_INFO]: params.clientInfo } : {} };
  return { envelope, version: hostRevision(params.protocolVersion) };
}
var LISTEN_FILTER = { toolsListChanged: true, promptsListChanged: true, resourcesListChanged: true };
function hostEnvelope(m) {
  const params = isJsonObject(m.params) ? m.params : void 0;
  const meta = params && isJsonObject(params._meta) ? params._meta : void 0;
  if (!meta || meta[META_PROTOCOL_VERSION] !== MODERN_PROTOCOL) return void 0;
  const out = {};
  for (const key of Object.keys(meta)) if (key.startsWith("io.modelcontextprotocol/")) out[key] = meta[key];
  return out;
}
function discoverAnswerSeen(answer) {
  const result = isJsonObject(answer.result) ? answer.result : void 0;
  if (!result) return {};
  const meta = isJsonObject(result._meta) ? result._meta : void 0;
  const info = meta && isJsonObject(meta[META_SERVER_INFO]) ? meta[META_SERVER_INFO] : void 0;
  return { result, ...typeof info?.name === "string" ? { serverName: info.name } : {} };
}
function initializeFromDiscover(result, protocolVersion, where) {
  const seen = seenFromDiscover(result, where);
  return {
    protocolVersion,
    capabilities: seen.capabilities ?? {},
    ...seen.serverInfo ? { serverInfo: seen.serverInfo } : {},
    ...seen.instructions !== void 0 ? { instructions: seen.instructions } : {}
  };
}
function withEnvelopeText(line, parsed, envelope) {
  const params = parsed.params;
  if (!isJsonObject(params) || Object.hasOwn(params, "_meta")) return Buffer.alloc(0);
  const text = line.toString("utf8");
  const at = paramsObjectStart(text);
  if (at < 0) return Buffer.alloc(0);
  const meta = `"_meta":${JSON.stringify(envelope)}`;
  const empty = /^\s*\}/.test(text.slice(at + 1));
  return Buffer.from(`${text.slice(0, at + 1)}${meta}${empty ? "" : ","}${text.slice(at + 1)}`, "utf8");
}
function paramsObjectStart(text) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
      if (depth !== 1) continue;
      let key;
      try {
        key = JSON.parse(text.slice(start, i + 1));
      } catch {
        return -1;
      }
      if (key !== "params") continue;
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j])) j++;
      if (text[j] !== ":") continue;
      j++;
      while (j < text.length && /\s/.test(text[j])) j++;
      return text[j] === "{" ? j : -1;
    } else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") depth--;
  }
  return -1;
}
var GUARD_ERROR = "toolseal guard: ";
function discoverFailure(answer, guards) {
  const error = isJsonObject(answer.error) ? answer.error : void 0;
  if (error === void 0) return `its result does not offer ${MODERN_PROTOCOL}`;
  if (!guards) return `the server refused it with error ${Number.isSafeInteger(error.code) ? String(error.code) : "without a code"}`;
  const text = typeof error.message === "string" ? error.message : "";
  return (text.startsWith(GUARD_ERROR) ? text.slice(GUARD_ERROR.length) : text).slice(0, 300);
}
function withoutOwnSubscription(m, ownPrefix) {
  if (typeof m.method !== "string" || m.id !== void 0 || !isJsonObject(m.params) || !isJsonObject(m.params._meta)) return void 0;
  const id = m.params._meta[META_SUBSCRIPTION_ID];
  if (typeof id !== "string" || !id.startsWith(ownPrefix)) return void 0;
  const { [META_SUBSCRIPTION_ID]: _ours, ...meta } = m.params._meta;
  const { _meta: _old, ...rest } = m.params;
  const params = Object.keys(meta).length > 0 ? { ...rest, _meta: meta } : rest;
  const { params: _params, ...plain } = m;
  return Object.keys(params).length > 0 ? { ...plain, params } : plain;
}
function listenIdOf(init) {
  if (init?.method !== "POST" || typeof init.body !== "string" || !init.body.includes("subscriptions/listen")) return void 0;
  try {
    const m = JSON.parse(init.body);
    return m.method === "subscriptions/listen" && typeof m.id === "string" ? m.id : void 0;
  } catch {
    return void 0;
  }
}

// src/guard/handshake.ts
var ServerHandshake = class {
  constructor(parts) {
    this.parts = parts;
  }
  parts;
  /** The guard sent the server `notifications/initialized` itself: the host's is not forwarded again. */
  sentInitialized = false;
  /** The server's answer to the host's initialize: the handshake is ended by the guard, then the surface decided. */
  initializeAnswer(answer, line) {
    const result = isJsonObject(answer.result) ? answer.result : void 0;
    const info = isJsonObject(result?.serverInfo) ? result.serverInfo : void 0;
    if (typeof result?.protocolVersion === "string") this.parts.upstream.setProtocolVersion?.(result.protocolVersion);
    this.parts.decider.serverAnswered(typeof info?.name === "string" ? info.name : void 0, result);
    if (!result) return line;
    return this.decidedAnswer(answer, line, result, this.endHandshake());
  }
  /** The server's answer to a 2026-07-28 host's server/discover (that revision has no initialized notification). */
  discoverAnswer(answer, line) {
    const seen = discoverAnswerSeen(answer);
    this.parts.decider.serverAnswered(seen.serverName, seen.result);
    return seen.result ? this.decidedAnswer(answer, line, seen.result) : line;
  }
  /** The host's notifications/initialized: true when the guard already sent the server its own (the host's is then not forwarded). */
  takeHostInitialized() {
    const sent = this.sentInitialized;
    this.sentInitialized = false;
    return sent;
  }
  /**
   * The guard's own `notifications/initialized`, waited for at most --timeout. Its outcome is not the
   * decision's: a server that refuses it (HTTP 500) or never takes it is named on stderr (by its status,
   * never its text) and decided all the same (one that then cannot list is blocked).
   */
  endHandshake() {
    const { timeoutMs, notice } = this.parts;
    let timer;
    const sent = this.parts.upstream.send({ jsonrpc: "2.0", method: "notifications/initialized" }).then(
      () => {
        this.sentInitialized = true;
      },
      (e) => notice(
        `WARN SNAPSHOT_INCOMPLETE: the guard's notifications/initialized failed (${refusalText(e) ?? "no HTTP status"}): the surface is decided all the same`
      )
    );
    const late = new Promise((resolve3) => {
      timer = setTimeout(() => {
        notice(
          `WARN SNAPSHOT_INCOMPLETE: the server did not take the guard's notifications/initialized within ${timeoutMs / 1e3} s (--timeout): the surface is decided all the same`
        );
        resolve3();
      }, timeoutMs);
      timer.unref();
    });
    return Promise.race([sent, late]).finally(() => clearTimeout(timer));
  }
  /**
   * The answer, once the surface is decided: as read when its instructions were approved (or it has
   * none), else without them. The decision is handed to the host's first lists (with its generation).
   */
  decidedAnswer(answer, line, result, after) {
    const { decider } = this.parts;
    const decided = after ? after.then(() => decider.decideFresh()) : decider.decideFresh();
    const withheld = () => framed(jsonWithWrittenId({ ...answer, result: initializeResultForHost(result, false) }, line));
    return decided.then(
      (decision) => {
        decider.handOverToFirstLists(decision);
        if (decision.result.instructionsApproved || !Object.hasOwn(result, "instructions")) return line;
        return withheld();
      },
      (e) => {
        this.parts.notice(
          `WITHHELD ${isToolsealError(e) ? e.code : "SNAPSHOT_INCOMPLETE"}: the server's surface could not be decided: its answer reaches the host without instructions`
        );
        return withheld();
      }
    );
  }
};

// src/guard/router.ts
var BLOCKED_CALL_ERROR = JsonRpcErrorCode.InvalidParams;
var METHOD_NOT_FOUND = JsonRpcErrorCode.MethodNotFound;
var INTERNAL_ERROR2 = JsonRpcErrorCode.InternalError;
var MAX_PENDING = 1e5;
var MODERN_LIST_MEMBERS = { resultType: "complete", ttlMs: 0, cacheScope: "private" };
var GuardRouter = class {
  constructor(parts) {
    this.parts = parts;
    this.handshake = new ServerHandshake(parts);
  }
  parts;
  /** The ids of the host's requests the server was sent and has not answered yet, each as written (see idKeyAsWritten). */
  pending = /* @__PURE__ */ new Set();
  /** Host requests whose answers have a hook, by id as written: the method they asked. Bounded by the host's own requests in flight. */
  awaitingAnswer = /* @__PURE__ */ new Map();
  /** The host opened with server/discover: a host of the 2026-07-28 revision (the guard's own answers say `resultType`). */
  hostModern = false;
  /** What a message from the server is called in the reader's errors (made once, not per message). */
  serverSource;
  /** The server's answers to the host's opening, held until decided. */
  handshake;
  /** Requests from the host the guard answers or checks itself. */
  hostRequestHooks = {
    initialize: (m, line) => {
      this.parts.decider.hostOpened();
      this.parts.decider.hostProfileIs(profileOfCapabilities(isJsonObject(m.params) ? m.params.capabilities : void 0), {
        changeIfOther: false
      });
      this.toUpstream(line, m);
    },
    // A host of the 2026-07-28 revision opens with server/discover: treated as its initialize (see modern-envelope.ts).
    "server/discover": (m, line) => {
      this.parts.decider.hostOpened();
      this.toUpstream(line, m);
    },
    "tools/list": (m, line) => this.replyList(m.id, line, "tools/list", "tools"),
    "prompts/list": (m, line) => this.parts.decider.undeclared("prompts") ? this.parts.pump.replyError(m.id, METHOD_NOT_FOUND, "Method not found", line) : this.replyList(m.id, line, "prompts/list", "prompts"),
    "resources/templates/list": (m, line) => this.parts.decider.undeclared("resources") ? this.parts.pump.replyError(m.id, METHOD_NOT_FOUND, "Method not found", line) : this.replyList(m.id, line, "resources/templates/list", "resourceTemplates"),
    "prompts/get": (m, line) => this.passIfApproved(m, line, "prompt"),
    "tools/call": (m, line) => this.passIfApproved(m, line, "tool"),
    "resources/list": (m, line) => this.passUnlessBlocked(m, line),
    "resources/read": (m, line) => this.passUnlessBlocked(m, line),
    "completion/complete": (m, line) => this.passUnlessBlocked(m, line)
  };
  /** A resources/list, resources/read or completion/complete: a blocked server is not asked (see refusedWhileBlocked). */
  passUnlessBlocked(m, line) {
    const { decider } = this.parts;
    const go = () => decider.surfaceAllowed ? this.toUpstream(line, m) : refusedWhileBlocked(m, line, this.parts, this.hostModern ? MODERN_LIST_MEMBERS : {});
    return decider.approval("tool") !== void 0 ? go() : decider.decideFresh().then(go);
  }
  /** A host's list, answered from the decision for it (a host of the 2026-07-28 revision gets its result members too). */
  async replyList(id, line, method, member) {
    const result = await this.parts.decider.listDecision(method);
    await this.parts.pump.replyList(id, member, result[member], this.hostModern ? MODERN_LIST_MEMBERS : {}, line);
  }
  /**
   * A `tools/call` or `prompts/get`: passed on as read when the last decision approved the name, refused
   * here otherwise (it never reaches the server). The common case stays synchronous: a decided list,
   * checked in place; before any decision (or after a list_changed) a fresh one is made first.
   */
  passIfApproved(m, line, kind) {
    const name = isJsonObject(m.params) ? m.params.name : void 0;
    const refuse = (message) => this.parts.pump.replyError(m.id, BLOCKED_CALL_ERROR, message, line);
    if (typeof name !== "string") return refuse(`${String(m.method)} without a ${kind} name is refused by toolseal: INVALID_INPUT`);
    const passOrRefuse = (names, code) => {
      if (names.has(name)) this.toUpstream(line, m);
      else refuse(`${kind} ${JSON.stringify(name)} is blocked by toolseal: ${code ?? "NOT_LISTED"}`);
    };
    const now = this.parts.decider.approval(kind);
    if (now !== void 0) return passOrRefuse(now.names, now.code);
    return this.parts.decider.decideFresh().then(({ result: r }) => passOrRefuse(new Set((kind === "tool" ? r.tools : r.prompts).map((e) => e.name)), r.code));
  }
  /**
   * Answers from the upstream to host requests of these methods: the hook sees the answer before the
   * host does and returns the line to pass on (the line as read, or a replacement), or a promise of it
   * (later messages from the server then wait, in order).
   */
  upstreamAnswerHooks = {
    "server/discover": (answer, line) => this.handshake.discoverAnswer(answer, line),
    initialize: (answer, line) => this.handshake.initializeAnswer(answer, line)
  };
  /** A server message whose hook failed (see GuardPump.serverInOrder): withheld; the host gets an error for the request it answers. */
  serverMessageWithheld(value, e, line) {
    const code = isToolsealError(e) ? e.code : "SNAPSHOT_INCOMPLETE";
    this.parts.notice(`WITHHELD ${code}: a message from the server could not be decided (not forwarded)`);
    const id = isJsonObject(value) && value.method === void 0 ? value.id : void 0;
    this.parts.pump.replyError(id, INTERNAL_ERROR2, `toolseal guard: the server's answer could not be decided: ${code}`, line);
  }
  /**
   * Notifications from the upstream the guard acts on when it reads them (they are still forwarded). Each
   * list_changed changes the surface: tools, prompts and templates are decided together, so any of them
   * withdraws the approval of all, and a decision running meanwhile does not become the approval.
   */
  upstreamNotificationHooks = {
    "notifications/tools/list_changed": () => this.parts.decider.surfaceChanged(),
    "notifications/prompts/list_changed": () => this.parts.decider.surfaceChanged(),
    "notifications/resources/list_changed": () => this.parts.decider.surfaceChanged()
  };
  /** Whether a method is one the guard acts on as a notification from the server. */
  isObservedNotification(method) {
    return Object.hasOwn(this.upstreamNotificationHooks, method);
  }
  /** Acts on a server notification the guard observes (list_changed), wherever it was read. */
  observeNotification(m) {
    if (typeof m.method === "string" && m.id === void 0 && this.isObservedNotification(m.method))
      this.upstreamNotificationHooks[m.method](m);
  }
  /** A request of a 2026-07-28 host: its envelope is the one the guard lists with, and its capabilities its profile. */
  observeModernHost(m) {
    const envelope = typeof m.method === "string" ? hostEnvelope(m) : void 0;
    if (envelope === void 0) return;
    this.hostModern = true;
    this.parts.upstream.observeHost?.(envelope);
    this.parts.decider.hostProfileIs(profileOfCapabilities(envelope[META_CLIENT_CAPABILITIES]), { changeIfOther: true });
  }
  // ---- host \u{2192} upstream ----
  /** One line from the host. */
  hostLine(line) {
    const read = readMessageLine(line, "a message from the host");
    if (read.kind === "message") this.enqueueHost(read.line, read.value);
    else if (read.kind === "batch") refuseHostBatch(read.value, this.parts, line);
    else if (read.kind === "refused") refuseHostLine(read, this.parts, line);
  }
  enqueueHost(line, value) {
    if (value.method === void 0 && isRequestId(value.id)) {
      this.toUpstream(line, value);
      return;
    }
    const { pump } = this.parts;
    if (pump.hostIdle) pump.hostStepRan(this.dispatchHost(line, value));
    else pump.hostInOrder(() => this.dispatchHost(line, value));
  }
  dispatchHost(line, value) {
    this.observeModernHost(value);
    if (value.method === "notifications/initialized" && value.id === void 0 && this.handshake.takeHostInitialized()) return;
    if (typeof value.method === "string" && isRequestId(value.id) && Object.hasOwn(this.upstreamAnswerHooks, value.method))
      this.awaitingAnswer.set(idKeyOfLine(line, value.id), value.method);
    const hooked = typeof value.method === "string" && Object.hasOwn(this.hostRequestHooks, value.method);
    if (hooked && !isRequestId(value.id)) {
      this.parts.notice(`REFUSED INVALID_INPUT: a ${String(value.method)} from the host without a request id (not forwarded)`);
      return;
    }
    const hook = hooked ? this.hostRequestHooks[value.method] : void 0;
    if (!hook) {
      this.toUpstream(line, value);
      return;
    }
    const done = hook(value, line);
    if (!(done instanceof Promise)) return;
    return done.catch(
      (e) => this.parts.pump.replyError(
        value.id,
        INTERNAL_ERROR2,
        `toolseal guard: ${isToolsealError(e) ? e.code : "SNAPSHOT_INCOMPLETE"}: ${escapeForTerminal(oneLine(String(e?.message ?? e)))}`,
        line
      )
    );
  }
  toUpstream(line, m) {
    if (typeof m.method === "string" && isRequestId(m.id)) this.notePending(idKeyOfLine(line, m.id));
    this.parts.pump.toUpstream(line, m);
  }
  /** Whether a request of the host's the server was sent awaits its answer (see OwnListAnswerTap). */
  get hostAwaitsAnswer() {
    return this.pending.size > 0;
  }
  /** Remembers a host request the server was sent (its id as written): only an answer to one of these reaches the host. */
  notePending(key) {
    this.pending.add(key);
    if (this.pending.size > MAX_PENDING) this.pending.delete(this.pending.values().next().value);
  }
  /**
   * The host's request `id` (`idText`: its text as written, see idKeyAsWritten) gets no answer from the
   * server after all (its answer was refused): forgotten; true when it was pending (the caller answers it
   * with an error).
   */
  forgetPending(id, idText) {
    const key = idKeyAsWritten(id, idText);
    if (!this.pending.delete(key)) return false;
    this.awaitingAnswer.delete(key);
    return true;
  }
  // ---- upstream \u{2192} host ----
  /**
   * A message from the server that is not an answer to the guard: the change notifications are observed as
   * they are read (before anything waiting), an answer passes only to a request the host sent (a server
   * could otherwise answer a request the guard answers itself, guessing its id, and hand the model tools
   * nobody decided on), and the rest goes on to the host, in order, after the hooks.
   */
  fromServer(m, line) {
    if (typeof m.method === "string") this.observeNotification(m);
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
  observeServerMessage(value, line) {
    if (!isJsonObject(value)) return line;
    const m = value;
    if (typeof m.method !== "string" && isRequestId(m.id) && this.awaitingAnswer.size > 0) {
      const key = idKeyOfLine(line, m.id);
      const method = this.awaitingAnswer.get(key);
      if (method !== void 0) {
        this.awaitingAnswer.delete(key);
        return this.upstreamAnswerHooks[method](m, line);
      }
    }
    return this.parts.decider.surfaceAllowed ? line : whileNotApproved(m, line, this, this.parts);
  }
  /** One whole line from a stdio server. */
  serverLine(line) {
    const { own } = this.parts;
    this.serverSource ??= `${own.label}: a message from the server`;
    const read = readMessageLine(line, this.serverSource, false, own.numbers);
    if (read.kind === "blank") return;
    if (read.kind === "batch") return dropServerBatch(read.value, line, this, this.parts);
    if (read.kind === "refused") return dropServerLine(read, line, line.length, line.includes(own.prefix), this, this.parts);
    if (own.ownsAnswer(read.value)) return own.lineRead(read, line.length);
    this.fromServer(read.value, read.line);
  }
  /** A line from the server that is not one JSON-RPC message (see dropServerLine); `bytes`: its length when `line` is only its start. */
  dropLine(read, line, bytes = line.length, ownPrefix = line.includes(this.parts.own.prefix)) {
    dropServerLine(read, line, bytes, ownPrefix, this, this.parts);
  }
  /**
   * An HTTP upstream's message: `read`, the message as read off the wire (absent for the guard's own
   * errors); `idText`, for the guard's own answer, the host's id as the host wrote it (see hostIdText).
   */
  serverMessage(m, read, idText) {
    const { own } = this.parts;
    if (own.ownsAnswer(m)) {
      own.deliver(
        this.parts.upstream.takeOwnAnswer?.(m.id) ?? new ToolsealError(
          "SNAPSHOT_INCOMPLETE",
          `${own.label}: the answer to the guard's tools/list could not be read strictly off the wire`
        )
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
};

// src/guard/upstream/http-deadlines.ts
var MAX_DEADLINES = 1e5;
function tokenKey(token) {
  return typeof token === "number" ? `n${token}` : `s${token}`;
}
var HostRequestDeadlines = class {
  constructor(timeoutMs, expired, evicted) {
    this.timeoutMs = timeoutMs;
    this.expired = expired;
    this.evicted = evicted;
  }
  timeoutMs;
  expired;
  evicted;
  deadlines = /* @__PURE__ */ new Map();
  /** The progress token of a request with a deadline: progress on it restarts the deadline. */
  progressTokens = /* @__PURE__ */ new Map();
  /**
   * Gives a host request its deadline (a request with the same id waiting before is forgotten); `idText`:
   * its id as the host wrote it, when JSON.stringify would write it otherwise (see hostIdText).
   */
  start(message, idText) {
    const id = message.id;
    const method = message.method;
    const key = idKeyAsWritten(id, idText);
    this.forget(key);
    if (this.deadlines.size >= MAX_DEADLINES) {
      const oldest = this.deadlines.values().next().value;
      this.evicted(oldest.id, oldest.idText);
    }
    const timer = setTimeout(() => this.expired(id, method, idText), this.timeoutMs);
    timer.unref();
    const meta = message.params?._meta;
    const token = meta?.progressToken;
    const progress = isRequestId(token) ? tokenKey(token) : void 0;
    if (progress !== void 0) this.progressTokens.set(progress, key);
    this.deadlines.set(key, { id, timer, ...progress !== void 0 ? { progress } : {}, ...idText !== void 0 ? { idText } : {} });
  }
  /** Progress on a token: the deadline of the request it belongs to starts again. */
  progressed(token) {
    if (this.progressTokens.size === 0) return;
    const key = isRequestId(token) ? this.progressTokens.get(tokenKey(token)) : void 0;
    const entry = key === void 0 ? void 0 : this.deadlines.get(key);
    if (entry) entry.timer.refresh();
  }
  /**
   * Forgets a request's deadline; true when it was still waiting (it is answered now, by whoever called).
   * `idText`: the id's text in the answer, when JSON.stringify would write it otherwise.
   */
  settle(id, idText) {
    return this.take(id, idText) !== void 0;
  }
  /**
   * Forgets the deadline of the request whose id is written `idText` (else as JSON.stringify writes `id`):
   * undefined when none was waiting; else what its answer needs (its id as the host wrote it, when that
   * is not what JSON.stringify writes).
   */
  take(id, idText) {
    const entry = this.forget(idKeyAsWritten(id, idText));
    if (!entry) return void 0;
    return entry.idText !== void 0 ? { idText: entry.idText } : {};
  }
  /** Forgets the deadline of this key, if any: its entry. */
  forget(key) {
    const entry = this.deadlines.get(key);
    if (!entry) return void 0;
    clearTimeout(entry.timer);
    this.deadlines.delete(key);
    if (entry.progress !== void 0) this.progressTokens.delete(entry.progress);
    return entry;
  }
  /** The requests still waiting, oldest first: each id, and its text as the host wrote it when it has one. */
  waiting() {
    return [...this.deadlines.values()].map(({ id, idText }) => ({ id, ...idText !== void 0 ? { idText } : {} }));
  }
  clear() {
    for (const entry of this.deadlines.values()) clearTimeout(entry.timer);
    this.deadlines.clear();
    this.progressTokens.clear();
  }
};

// src/guard/upstream/http.ts
function noop() {
}
var HttpUpstream = class {
  constructor(spec, events, session, options) {
    this.spec = spec;
    this.events = events;
    this.label = session.label;
    this.secrets = session.secrets;
    this.ownIdPrefix = options.ownIdPrefix;
    this.maxMessageBytes = options.maxMessageBytes;
    this.timeoutMs = options.timeoutMs;
    this.wrapFetch = options.wrapFetch ?? ((f) => f);
    this.ownAnswers = new OwnAnswersOffWire(this.label, this.ownIdPrefix, options.numbers);
    this.deadlines = new HostRequestDeadlines(
      this.timeoutMs,
      (id, method, idText) => this.deadlinePassed(id, method, idText),
      (id, idText) => this.answerError(id, "too many requests waiting for the server: SNAPSHOT_INCOMPLETE", idText)
    );
  }
  spec;
  events;
  inner;
  kind = "streamable-http";
  /** The answers to the guard's own requests, read strictly off the wire. */
  ownAnswers;
  /** The host's bytes as the body of each POST of its message (the SDK would write its own JSON.stringify). */
  hostBodies = new HostBodies();
  /** Paused while the host does not read (or a decision holds the server's messages): the bodies are not read on. */
  reading = new ReadingGate();
  connected = false;
  ended = false;
  /** Why the server's side ended (refused before the handshake, or closed): every request then is answered with it at once. */
  endedBecause;
  queue = Promise.resolve();
  /** The host's requests sent and not answered yet, each with its deadline (the --timeout). */
  deadlines;
  /** `--oauth`: the same session the other commands open (token cache, refresh, loopback approval). */
  session;
  label;
  /** The server's secrets (the proxy's): kept out of every message; OAuth adds each token it learns. */
  secrets;
  ownIdPrefix;
  maxMessageBytes;
  /** How long connecting may take (an SSE server that never sends its endpoint would hold the guard for ever), and a host request its answer. */
  timeoutMs;
  /** Wraps the fetch each request goes through (a 2026-07-28 server's headers, see ModernUpstream). */
  wrapFetch;
  get transport() {
    return this.kind;
  }
  /** What a message refused off the wire (past --max-bytes, not UTF-8) reaches. */
  get refusalParts() {
    return {
      label: this.label,
      maxMessageBytes: this.maxMessageBytes,
      ownIdPrefix: this.ownIdPrefix,
      ownAnswers: this.ownAnswers,
      answerError: (id, text, idText) => this.answerError(id, text, idText),
      ownError: (id, text) => this.events.message({ jsonrpc: "2.0", id, error: { code: JsonRpcErrorCode.InternalError, message: text } }, void 0, true),
      notice: (text) => this.events.notice?.(text)
    };
  }
  async start() {
    this.kind = this.spec.transport === "sse" ? "sse" : "streamable-http";
    if (this.spec.oauth)
      this.session = await OAuthSession.open(this.spec.oauth, this.spec.url, { label: this.label, secrets: this.secrets });
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
      await this.session.authorize(this.timeoutMs, new ApprovalWaits());
    }
  }
  async open() {
    const url = new URL(this.spec.url);
    const options = this.transportOptions();
    const inner = this.kind === "streamable-http" ? new StreamableHTTPClientTransport(url, options) : new SSEClientTransport(url, options);
    inner.onmessage = noop;
    inner.onerror = () => {
    };
    inner.onclose = () => {
      if (this.inner === inner && !this.ended) {
        if (this.connected) this.upstreamEnded(0, void 0, "the server closed the connection");
        else this.upstreamEnded(4, "SNAPSHOT_INCOMPLETE", "the server closed the connection before the handshake");
      }
    };
    this.inner = inner;
    let timer;
    try {
      await Promise.race([
        // SSE asks for authorization when it connects; Streamable HTTP with its first message.
        this.authorized(() => inner.start()),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new ToolsealError("SNAPSHOT_INCOMPLETE", `no connection after ${this.timeoutMs / 1e3} s (--timeout)`)),
            this.timeoutMs
          );
        })
      ]);
    } catch (e) {
      await inner.close().catch(() => {
      });
      if (isToolsealError(e) && e.code === "OAUTH_FAILED") throw e;
      throw new ToolsealError("SNAPSHOT_INCOMPLETE", `${this.label}: cannot connect: ${this.secrets.redact(errorText(e))}`, { cause: e });
    } finally {
      clearTimeout(timer);
    }
  }
  /**
   * What both SDK transports are given: the strict-reading fetch, the configured headers and, with
   * `--oauth`, the session's auth provider (which also looks at each response: 401, 403).
   */
  transportOptions() {
    const strict = this.hostBodies.fetch(
      this.wrapFetch(
        strictReadingFetch({
          maxMessageBytes: this.maxMessageBytes,
          atEndpoint: (url) => isEndpoint(url, this.spec.url),
          onMessage: (text) => this.onWireMessage(text),
          onNotUtf8: (body) => refuseNotUtf8(this.refusalParts, body),
          onOverLimit: (body, isStream) => refuseOverLimit(this.refusalParts, body, isStream),
          gate: this.reading
        })
      )
    );
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
  /**
   * Sends in order (the SDK's HTTP transport would otherwise race two POSTs). With `auto`, a 4xx answer to
   * the first message (the host's initialize) falls back to SSE, as the SDK's own client example does.
   * `line`: the host's bytes of the message, posted as they are (none for a message of the guard's own).
   */
  sendInOrder(message, line) {
    const post = () => this.hostBodies.send(message, line, () => this.inner.send(message));
    const direct = () => this.authorized(post);
    if (this.connected) return direct();
    const run = async () => {
      try {
        await this.authorized(post);
        this.connected = true;
      } catch (e) {
        if (!this.connected && this.spec.transport === "auto" && this.kind === "streamable-http" && isSseFallback(e)) {
          this.kind = "sse";
          const old = this.inner;
          this.inner = void 0;
          await old?.close().catch(() => {
          });
          await this.open();
          await this.authorized(post);
          this.connected = true;
          return;
        }
        throw e;
      }
    };
    const turn = this.queue.then(
      () => this.connected,
      () => this.connected
    );
    const p = turn.then((connected) => connected ? direct() : run());
    this.queue = turn.then((connected) => connected ? void 0 : p.then(noop, noop));
    return p;
  }
  forward(line, parsed) {
    if (typeof parsed !== "object" || parsed === null) return true;
    const message = parsed;
    if (this.endedBecause !== void 0) {
      if (typeof message.method === "string" && isRequestId(message.id))
        this.errorTo(message.id, this.endedBecause, hostIdText(line, message.id));
      return true;
    }
    const idText = typeof message.method === "string" && isRequestId(message.id) ? hostIdText(line, message.id) : void 0;
    if (typeof message.method === "string" && isRequestId(message.id) && message.method !== "subscriptions/listen")
      this.deadlines.start(message, idText);
    else if (message.method === "notifications/cancelled") {
      const params = message.params;
      if (isRequestId(params?.requestId)) this.deadlines.settle(params.requestId, writtenCancelledIdOf(line, params.requestId));
    }
    this.sendInOrder(message, line).catch((e) => this.failedSend(message, e, idText));
    return true;
  }
  /**
   * One message off the wire (a JSON body, or one SSE event's data), read as a stdio line is (see
   * wireLine): the host gets its bytes as they are, or an error when it is not one JSON-RPC message; a
   * batch is taken element by element, as the SDK did.
   */
  fromWire(text) {
    const line = wireLine(text);
    if (line === void 0) return;
    const read = readMessageLine(line, `${this.label}: a message from the server`, false, this.ownAnswers.numbers);
    if (read.kind === "message") this.fromServer(read.value, read, line);
    else if (read.kind === "batch") {
      const written = writtenIdsOfBatch(line);
      read.value.forEach((m, i) => {
        if (typeof m === "object" && m !== null && !Array.isArray(m))
          this.fromServer(m, void 0, void 0, written[i]);
      });
    } else if (read.kind === "refused") {
      if (read.method === void 0 && isRequestId(read.id)) this.deadlines.settle(read.id, hostIdText(line, read.id));
      this.events.refused?.(read, line);
    }
  }
  /**
   * A message from the server: an answer settles its request, progress restarts its deadline. `line`: the
   * message as read; `written`, for an element of a batch, its id as the server wrote it.
   */
  fromServer(m, read, line, written) {
    const idText = !isRequestId(m.id) ? void 0 : line ? hostIdText(line, m.id) : written === JSON.stringify(m.id) ? void 0 : written;
    if (isRequestId(m.id) && m.method === void 0) this.deadlines.settle(m.id, idText);
    else if (m.method === "notifications/progress")
      this.deadlines.progressed(m.params?.progressToken);
    this.events.message(m, read, void 0, read ? void 0 : idText);
  }
  /**
   * A request past its deadline: it gets an error and the server a cancellation. Most are the host's; a
   * request of the guard's own that is forwarded (a 2026-07-28 server's server/discover, see
   * ModernUpstream) is named as the guard's, and its error goes to the guard, not to the host.
   */
  deadlinePassed(id, method, idText) {
    const seconds = this.timeoutMs / 1e3;
    if (!this.answerError(id, `the server did not answer ${method} within ${seconds} s (--timeout): SNAPSHOT_INCOMPLETE`, idText)) return;
    const guards = typeof id === "string" && id.startsWith(this.ownIdPrefix);
    const what = `${guards ? "the guard's own" : "the host's"} ${escapeForTerminal(String(method)).slice(0, 80)}`;
    this.events.notice?.(
      `DROPPED SNAPSHOT_INCOMPLETE: the server did not answer ${what} within ${seconds} s (--timeout): ${guards ? "given up" : "answered with an error"}`
    );
    if (this.ended) return;
    const cancel = { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: id, reason: "timed out" } };
    const text = `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":${idText ?? JSON.stringify(id)},"reason":"timed out"}}`;
    this.sendInOrder(cancel, Buffer.from(text, "utf8")).catch(() => {
    });
  }
  /** Answers a waiting host request with an error of the guard's (`idText`: its id as written); false when it was answered already. */
  answerError(id, text, idText) {
    const waiting = this.deadlines.take(id, idText);
    if (!waiting) return false;
    this.errorTo(id, text, waiting.idText);
    return true;
  }
  /** The guard's JSON-RPC error for the request `id` (`idText`: its id as the host wrote it, see hostIdText). */
  errorTo(id, text, idText) {
    const error = { jsonrpc: "2.0", id, error: { code: JsonRpcErrorCode.InternalError, message: `toolseal guard: ${text}` } };
    this.events.message(error, void 0, true, idText);
  }
  send(message) {
    return this.sendInOrder(message);
  }
  /** A request the server could not be sent is answered with an error, so the host does not wait for ever. */
  failedSend(message, e, idText) {
    const forHost = hostFailureText(e, this.session);
    if (!this.connected && !this.ended)
      return this.upstreamEnded(4, failureCode(e), `cannot reach the server: ${failureText(e, this.session, this.secrets)}`, forHost);
    if (typeof message.method !== "string" || !isRequestId(message.id)) return;
    const own = typeof message.id === "string" && message.id.startsWith(this.ownIdPrefix);
    const why = own ? failureText(e, this.session, this.secrets) : forHost;
    if (!own) this.events.notice?.(`a request of the host's could not be sent: ${failureText(e, this.session, this.secrets)}`);
    this.answerError(message.id, `the server could not be reached: ${why}: ${failureCode(e)}`, idText);
  }
  /**
   * The server's side ended (`code`: the proxy's exit; `errorCode`: what failed): the requests still waiting are
   * answered at once (not at --timeout) with why (`forHost`: no text of the server's), then the proxy is told.
   */
  upstreamEnded(code, errorCode, why, forHost = why) {
    this.ended = true;
    this.endedBecause = `the upstream ended: ${forHost}: ${errorCode ?? "SNAPSHOT_INCOMPLETE"}`;
    for (const { id, idText } of this.deadlines.waiting()) this.answerError(id, this.endedBecause, idText);
    this.events.end(code, errorCode === void 0 ? why : `${errorCode}: ${why}`);
  }
  /** The protocol version the host and server agreed on: the HTTP transport sends it as a header from now on. */
  setProtocolVersion(version) {
    this.inner?.setProtocolVersion?.(version);
  }
  takeOwnAnswer(id) {
    return this.ownAnswers.take(id);
  }
  onDrain(_fn) {
  }
  batch(forwardLines) {
    forwardLines();
  }
  pause() {
    this.reading.pause();
  }
  resume() {
    this.reading.resume();
  }
  async close() {
    this.ended = true;
    this.reading.close();
    this.deadlines.clear();
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
  /** One message off the wire: its strict copy when it answers the guard, then on as read (fromWire). */
  onWireMessage(text) {
    this.ownAnswers.read(text);
    this.fromWire(text);
  }
};

// src/guard/upstream/modern.ts
var LISTEN_RETRIES = 6;
var LISTEN_BACKOFF_MS = 250;
var LISTEN_BACKOFF_MAX_MS = 8e3;
var ModernUpstream = class {
  constructor(spec, events, session, options) {
    this.spec = spec;
    this.events = events;
    this.session = session;
    this.options = options;
    this.label = session.label;
    this.ownIdPrefix = options.ownIdPrefix;
    this.era = spec.protocol === MODERN_PROTOCOL ? "modern" : "auto";
    const wrapped = {
      ...events,
      message: (...args) => this.fromServer(...args),
      // The probe's own failures (no answer, a refusal) are not the session's: the 2025-era upstream says its own.
      notice: (text) => this.era !== "auto" && events.notice?.(text),
      end: (code, reason) => this.era === "auto" ? this.probeEnded?.() : events.end(code, reason)
    };
    const modernSpec = this.era === "auto" ? { ...spec, transport: "http" } : spec;
    this.inner = new HttpUpstream(modernSpec, wrapped, session, {
      ...options,
      wrapFetch: (f) => modernHeadersFetch(this.watchingListen(f))
    });
  }
  spec;
  events;
  session;
  options;
  /**
   * Whether the guard reaches this --url server through a ModernUpstream: `--protocol 2026-07-28`, or
   * `auto` over Streamable HTTP (it negotiates at start). SSE and `--oauth` sessions stay in the 2025 era
   * unless the revision is given (one OAuth session per guard; the probe would open a second).
   */
  static serves(spec) {
    if (spec.protocol === MODERN_PROTOCOL) return true;
    return (spec.protocol === void 0 || spec.protocol === "auto") && spec.transport !== "sse" && spec.oauth === void 0;
  }
  inner;
  /** `auto` until the probe at start says which era the server speaks; `legacy`: every message passes to a 2025-era HTTP upstream as it is. */
  era;
  /** While probing: what the probe's end (the server unreachable) settles. */
  probeEnded;
  /** 2025 era: the id of the host's initialize, whose answer names the revision the HTTP transport then sends as a header. */
  legacyInitializeId;
  /** The envelope, from the host's initialize (until then: as a client with no capabilities). */
  envelope = requestEnvelope();
  /** The guard's own requests of this era (server/discover, subscriptions/listen), by id: what to do with the answer (`guards`: an error the guard made). */
  own = /* @__PURE__ */ new Map();
  counter = 0;
  listening = false;
  /** The id of the open `subscriptions/listen` request, while its stream is open. */
  listenId;
  /** Drops in a row since the last acknowledged stream; the timer of the reopening that waits. */
  listenDrops = 0;
  listenTimer;
  closed = false;
  paused = false;
  // the host does not read: a 2025-era upstream that replaces the probe's starts paused too
  label;
  ownIdPrefix;
  get transport() {
    return this.inner.transport;
  }
  async start() {
    if (this.era === "auto") {
      try {
        await this.inner.start();
        this.inner.setProtocolVersion(MODERN_PROTOCOL);
        if (await this.probe()) {
          this.era = "modern";
          return;
        }
      } catch {
      }
      await this.inner.close();
      this.era = "legacy";
      const legacyEvents = { ...this.events, message: (...args) => this.fromServer(...args) };
      this.inner = new HttpUpstream(this.spec, legacyEvents, this.session, this.options);
      if (this.paused) this.inner.pause();
      await this.inner.start();
      return;
    }
    await this.inner.start();
    this.inner.setProtocolVersion(MODERN_PROTOCOL);
  }
  /** Whether the server answers server/discover (as a client with no capabilities) with a result that offers 2026-07-28; bounded by --timeout. */
  probe() {
    return new Promise((resolve3) => {
      const id = this.ownId();
      this.probeEnded = () => {
        this.own.delete(id);
        resolve3(false);
      };
      this.own.set(id, (answer) => resolve3(answer.error === void 0 && offersModern(answer.result)));
      this.inner.forward(Buffer.alloc(0), this.enveloped({ jsonrpc: "2.0", id, method: "server/discover", params: {} }));
    }).finally(() => {
      this.probeEnded = void 0;
    });
  }
  /** A message from the server: the answer to one of this era's own requests is taken here, the rest goes to the proxy. */
  fromServer(m, read, guards, idText) {
    if (this.era === "legacy") {
      if (this.legacyInitializeId !== void 0 && m.id === this.legacyInitializeId && m.method === void 0) {
        this.legacyInitializeId = void 0;
        const version = isJsonObject(m.result) ? m.result.protocolVersion : void 0;
        if (typeof version === "string") this.inner.setProtocolVersion(version);
      }
      this.events.message(m, read, guards, idText);
      return;
    }
    if (typeof m.id === "string" && m.method === void 0 && this.own.has(m.id)) {
      const then = this.own.get(m.id);
      this.own.delete(m.id);
      const own = this.inner.takeOwnAnswer(m.id);
      if (m.error !== void 0) then(m, guards === true);
      else if (own instanceof ToolsealError)
        then(
          { id: m.id, error: { code: JsonRpcErrorCode.InternalError, message: "the answer could not be read strictly off the wire" } },
          true
        );
      else then(own, false);
      return;
    }
    if (m.method === "notifications/subscriptions/acknowledged" && m.id === void 0 && JSON.stringify(m.params ?? null).includes(`${this.ownIdPrefix}era:`)) {
      this.listenDrops = 0;
      return;
    }
    const plain = withoutOwnSubscription(m, `${this.ownIdPrefix}era:`);
    this.events.message(plain ?? m, plain ? void 0 : read, guards, idText);
  }
  /** The message with the envelope merged into its `_meta` (the envelope's keys win: the guard speaks the revision). */
  enveloped(m) {
    if (typeof m.method !== "string" || this.era === "legacy") return m;
    const params = isJsonObject(m.params) ? m.params : {};
    const meta = isJsonObject(params._meta) ? params._meta : {};
    return { ...m, params: { ...params, _meta: { ...meta, ...this.envelope } } };
  }
  ownId() {
    return `${this.ownIdPrefix}era:${++this.counter}`;
  }
  forward(line, parsed) {
    if (this.era === "legacy") {
      if (isJsonObject(parsed) && parsed.method === "initialize" && (typeof parsed.id === "string" || typeof parsed.id === "number"))
        this.legacyInitializeId = parsed.id;
      return this.inner.forward(line, parsed);
    }
    if (!isJsonObject(parsed)) return true;
    const hosts = typeof parsed.method === "string" && parsed.method !== "initialize" ? hostEnvelope(parsed) : void 0;
    if (hosts !== void 0) {
      this.envelope = hosts;
      return this.inner.forward(line, parsed);
    }
    if (parsed.method === "notifications/initialized" && parsed.id === void 0) return true;
    if (parsed.method === "initialize" && (typeof parsed.id === "string" || typeof parsed.id === "number")) {
      this.answerInitialize(parsed, line);
      return true;
    }
    if (typeof parsed.method !== "string") return this.inner.forward(line, parsed);
    const enveloped = this.enveloped(parsed);
    const spliced = withEnvelopeText(line, parsed, this.envelope);
    const idText = spliced.length === 0 && typeof parsed.id === "number" ? hostIdText(line, parsed.id) : void 0;
    return this.inner.forward(idText === void 0 ? spliced : Buffer.from(jsonWithIdText(enveloped, idText), "utf8"), enveloped);
  }
  /**
   * The host's initialize, answered from `server/discover` (sent with the host's capabilities and
   * clientInfo, under the request's deadline): the revision the host asked for when it is one of the 2025
   * era, the server's capabilities, its serverInfo (from the result's `_meta`) and its instructions.
   */
  answerInitialize(request, line) {
    const { envelope, version } = hostInitialize(request);
    this.envelope = envelope;
    const hostId = request.id;
    const hostIdAs = hostIdText(line, hostId);
    const id = this.ownId();
    this.own.set(id, (answer, guards) => {
      const result = answer.result;
      if (answer.error !== void 0 || !offersModern(result)) {
        this.events.notice?.(
          `SNAPSHOT_INCOMPLETE: the server did not answer server/discover as a ${MODERN_PROTOCOL} server (--protocol ${MODERN_PROTOCOL}): the host's initialize gets an error`
        );
        const message = `toolseal guard: ${this.label}: no ${MODERN_PROTOCOL} server answered server/discover (${discoverFailure(answer, guards)}): SNAPSHOT_INCOMPLETE`;
        this.events.message(
          { jsonrpc: "2.0", id: hostId, error: { code: JsonRpcErrorCode.InternalError, message } },
          void 0,
          true,
          hostIdAs
        );
        return;
      }
      const initialized = { jsonrpc: "2.0", id: hostId, result: initializeFromDiscover(result, version, this.label) };
      this.events.message(initialized, void 0, true, hostIdAs);
      this.listen();
    });
    this.inner.forward(Buffer.alloc(0), this.enveloped({ jsonrpc: "2.0", id, method: "server/discover", params: {} }));
  }
  /**
   * Opens the one `subscriptions/listen` stream; its refusal is named on stderr (the lists are still
   * decided on each list). A stream that drops, or could not be sent, is opened again (bounded, with backoff).
   */
  listen() {
    if (this.listening || this.closed) return;
    this.listening = true;
    const id = this.ownId();
    this.listenId = id;
    this.own.set(id, (answer) => {
      this.listening = false;
      this.listenId = void 0;
      if (answer.error !== void 0)
        this.events.notice?.(
          `WARN SNAPSHOT_INCOMPLETE: the server refused subscriptions/listen: changes to its lists are not seen until the host lists again`
        );
    });
    this.inner.send(this.enveloped({ jsonrpc: "2.0", id, method: "subscriptions/listen", params: { notifications: LISTEN_FILTER } })).catch(() => this.listenDropped(id));
  }
  /**
   * The listen stream `id` ended with no final result (the connection broke, or the server closed it
   * without one): opened again after a backoff, at most {@link LISTEN_RETRIES} times in a row.
   */
  listenDropped(id) {
    if (this.listenId !== id || !this.own.has(id) || this.closed) return;
    this.own.delete(id);
    this.listenId = void 0;
    this.listening = false;
    if (this.listenDrops >= LISTEN_RETRIES) {
      this.events.notice?.(
        `WARN SNAPSHOT_INCOMPLETE: the subscriptions/listen stream dropped ${LISTEN_RETRIES + 1} times in a row: it is not opened again, and changes to the server's lists are not seen until the host lists again`
      );
      return;
    }
    const delay = Math.min(LISTEN_BACKOFF_MS * 2 ** this.listenDrops, LISTEN_BACKOFF_MAX_MS);
    this.listenDrops++;
    this.listenTimer = setTimeout(() => {
      this.listenTimer = void 0;
      this.listen();
    }, delay);
    this.listenTimer.unref();
  }
  /**
   * The fetch of the HTTP upstream, watching the response to a `subscriptions/listen` POST: when its body
   * ends or breaks, the stream is looked at once what it carried has been read (see {@link listenDropped}).
   */
  watchingListen(inner) {
    return async (url, init) => {
      const id = listenIdOf(init);
      const response = await inner(url, init);
      if (id === void 0 || response.body === null) return response;
      const reader = response.body.getReader();
      const ended = () => setTimeout(() => this.listenDropped(id), 50).unref();
      const watched = new ReadableStream({
        async pull(controller) {
          try {
            const { done, value } = await reader.read();
            if (done) {
              controller.close();
              ended();
            } else controller.enqueue(value);
          } catch (e) {
            controller.error(e);
            ended();
          }
        },
        cancel(reason) {
          ended();
          return reader.cancel(reason);
        }
      });
      return new Response(watched, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
  }
  /** A 2026-07-28 host: the guard's own requests carry the host's envelope. */
  observeHost(envelope) {
    if (this.era !== "legacy") this.envelope = envelope;
  }
  send(message) {
    if (this.era === "legacy") return this.inner.send(message);
    if (message.method === "notifications/initialized" && message.id === void 0) return Promise.resolve();
    return this.inner.send(this.enveloped(message));
  }
  takeOwnAnswer(id) {
    return this.inner.takeOwnAnswer(id);
  }
  onDrain(fn) {
    this.inner.onDrain(fn);
  }
  batch(forwardLines) {
    this.inner.batch(forwardLines);
  }
  pause() {
    this.paused = true;
    this.inner.pause();
  }
  resume() {
    this.paused = false;
    this.inner.resume();
  }
  close() {
    this.closed = true;
    clearTimeout(this.listenTimer);
    return this.inner.close();
  }
};

// src/guard/upstream/stdio.ts
const { constants } = process.getBuiltinModule("node:os");

// src/guard/server-stderr.ts
var SERVER_LINE_PREFIX = "[server] ";
var MAX_SERVER_LINE = 16 * 1024;
var ServerStderrRelay = class {
  constructor(secrets, write) {
    this.secrets = secrets;
    this.write = write;
  }
  secrets;
  write;
  pending = "";
  skipping = false;
  push(chunk) {
    let text = chunk;
    if (this.skipping) {
      const nl = text.indexOf("\n");
      if (nl < 0) return;
      this.skipping = false;
      text = text.slice(nl + 1);
    }
    text = this.pending + text;
    const last = text.lastIndexOf("\n");
    let out = "";
    if (last >= 0) {
      for (const line of text.slice(0, last).split("\n")) out += this.line(line);
      text = text.slice(last + 1);
    }
    if (text.length > MAX_SERVER_LINE) {
      out += this.cut(text);
      text = "";
      this.skipping = true;
    }
    this.pending = text;
    if (out !== "") this.write(out);
  }
  /** The server's stderr ended: a last line without its newline is passed on too. */
  end() {
    const rest = this.pending;
    this.pending = "";
    if (rest !== "" && !this.skipping) this.write(this.line(rest));
    this.skipping = false;
  }
  line(raw) {
    if (raw.length > MAX_SERVER_LINE) return this.cut(raw);
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    return `${SERVER_LINE_PREFIX}${escapeForTerminal(redactSecrets(line, this.secrets))}
`;
  }
  cut(raw) {
    const longest = this.secrets.reduce((n, s) => Math.max(n, s.length), 0);
    const head = raw.slice(0, Math.max(0, MAX_SERVER_LINE - longest * 12));
    return `${SERVER_LINE_PREFIX}${escapeForTerminal(redactSecrets(head, this.secrets))}\u2026 (a line of more than ${MAX_SERVER_LINE} characters, cut)
`;
  }
};

// src/guard/upstream/stdio.ts
function inheritedEnv() {
  const out = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== void 0) out[k] = v;
  return out;
}
var AFTER_EXIT_MS = 500;
var StdioUpstream = class _StdioUpstream {
  constructor(spec, events, session, options) {
    this.events = events;
    this.label = session.label;
    this.command = spec.command;
    const relay = new ServerStderrRelay(session.secrets.values, options.stderr);
    this.server = new ServerProcess(
      // The server gets the environment the host gave the guard (a wrapped config's `env` is set on the
      // guard), as if the guard were not there; --env adds to it.
      { command: spec.command, args: spec.args, env: { ...inheritedEnv(), ...spec.env }, cwd: spec.cwd },
      {
        stdout: (chunk) => this.onStdout(chunk),
        stderr: (text) => relay.push(text),
        stderrEnd: () => relay.end(),
        // Once the last lines the server wrote have arrived (or shortly after its exit).
        ended: (code, signal) => this.finish(code ?? 128 + (signal ? constants.signals[signal] ?? 0 : 0))
      },
      { afterExitMs: AFTER_EXIT_MS }
    );
  }
  events;
  transport = "stdio";
  server;
  ended = false;
  label;
  command;
  get pid() {
    return this.server.pid;
  }
  /**
   * A line longer than this is a list arriving (a message of the usual size never is): from then on, V8's
   * young generation keeps its start size, as for a snapshot (see bin.ts).
   */
  static LONG_LINE_BYTES = 1 << 20;
  /** Bytes since the last newline on stdout, until the first long line. */
  lineBytes = 0;
  longLineSeen = false;
  onStdout(chunk) {
    if (!this.longLineSeen) {
      if (chunk[chunk.length - 1] === 10 && this.lineBytes + chunk.length <= _StdioUpstream.LONG_LINE_BYTES) {
        this.lineBytes = 0;
        return this.events.data(chunk);
      }
      const nl = chunk.lastIndexOf(10);
      this.lineBytes = nl < 0 ? this.lineBytes + chunk.length : chunk.length - nl - 1;
      if (this.lineBytes > _StdioUpstream.LONG_LINE_BYTES || nl >= 0 && nl > _StdioUpstream.LONG_LINE_BYTES) {
        this.longLineSeen = true;
        serverInputBegins();
      }
    }
    this.events.data(chunk);
  }
  async start() {
    try {
      await this.server.start();
    } catch (e) {
      const reason = startFailureReason(this.command, e);
      throw new ToolsealError("SNAPSHOT_INCOMPLETE", `${this.label}: ${reason}`, { cause: e });
    }
  }
  finish(code) {
    if (this.ended) return;
    this.ended = true;
    void this.server.close().then(() => this.events.end(code));
  }
  forward(line, _parsed) {
    return this.server.write(line);
  }
  send(message) {
    this.forward(framed(JSON.stringify(message)), message);
    return Promise.resolve();
  }
  onDrain(fn) {
    this.server.whenDrained(fn);
  }
  batch(forwardLines) {
    this.server.batchWrites(forwardLines);
  }
  pause() {
    this.server.pauseOutput();
  }
  resume() {
    this.server.resumeOutput();
  }
  async close() {
    this.ended = true;
    await this.server.close().catch(() => {
    });
  }
};

// src/guard/upstream/modern-stdio.ts
var ACKNOWLEDGED = Buffer.from("notifications/subscriptions/acknowledged");
var ModernStdioUpstream = class extends StdioUpstream {
  /** Whether the guard reaches this stdio server through a ModernStdioUpstream: any --protocol but 2025-11-25. */
  static serves(spec) {
    return spec.protocol !== "2025-11-25";
  }
  era;
  toProxy;
  /** Server bytes not yet read as whole lines (the auto and modern eras read each line). */
  pendingOut = [];
  pendingBytes = 0;
  /** auto: the host's initialize, sent as it is, whose answer says the era. */
  hostInitialize;
  envelope = requestEnvelope();
  own = /* @__PURE__ */ new Map();
  counter = 0;
  listening = false;
  ownIdBytes;
  ownIdPrefix;
  maxMessageBytes;
  constructor(spec, events, session, options) {
    const self = {};
    super(spec, { ...events, data: (chunk) => self.target.fromServer(chunk) }, session, options);
    self.target = this;
    this.toProxy = events;
    this.ownIdPrefix = options.ownIdPrefix;
    this.maxMessageBytes = options.maxMessageBytes;
    this.era = spec.protocol === MODERN_PROTOCOL ? "modern" : "auto";
    this.ownIdBytes = Buffer.from(`${this.ownIdPrefix}era:`);
  }
  /** The server's stdout: in the 2025 era passed on as read; otherwise a whole line at a time, this era's own answers taken out. */
  fromServer(chunk) {
    if (this.era === "legacy" && this.pendingBytes === 0) return this.toProxy.data(chunk);
    let from = 0;
    for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, from)) {
      const part = chunk.subarray(from, nl + 1);
      from = nl + 1;
      const line = this.pendingBytes === 0 ? part : Buffer.concat([...this.pendingOut, part]);
      this.pendingOut = [];
      this.pendingBytes = 0;
      if (this.era === "legacy") this.toProxy.data(line);
      else this.onServerLine(line);
    }
    if (from >= chunk.length) return;
    const rest = chunk.subarray(from);
    if (this.era === "legacy" && this.pendingBytes === 0) return this.toProxy.data(rest);
    this.pendingOut.push(Buffer.from(rest));
    this.pendingBytes += rest.length;
    if (this.pendingBytes > this.maxMessageBytes) {
      const long = Buffer.concat(this.pendingOut);
      this.pendingOut = [];
      this.pendingBytes = 0;
      this.toProxy.data(long);
    }
  }
  onServerLine(line) {
    const mayBeOwn = line.includes(this.ownIdBytes);
    const isAck = line.includes(ACKNOWLEDGED);
    if (!mayBeOwn && !isAck && this.hostInitialize === void 0) return this.toProxy.data(line);
    const text = line.toString("utf8");
    let m;
    try {
      m = parseJsonStrict(text.trim(), "a message from the server");
    } catch {
      return this.toProxy.data(line);
    }
    if (!isJsonObject(m)) return this.toProxy.data(line);
    if (m.method === void 0 && typeof m.id === "string" && this.own.has(m.id)) {
      const then = this.own.get(m.id);
      this.own.delete(m.id);
      then(m);
      return;
    }
    if (m.method === "notifications/subscriptions/acknowledged" && m.id === void 0 && this.era === "modern" && mayBeOwn) return;
    const plain = this.era === "modern" && mayBeOwn ? withoutOwnSubscription(m, `${this.ownIdPrefix}era:`) : void 0;
    if (plain) return this.toProxy.data(framed(JSON.stringify(plain)));
    const init = this.hostInitialize;
    if (init !== void 0 && m.method === void 0 && m.id === init.id) {
      this.hostInitialize = void 0;
      const error = isJsonObject(m.error) ? m.error : void 0;
      const supported = error?.code === -32022 ? unsupportedVersionIn(JSON.stringify({ code: error.code, data: error.data })) : void 0;
      if (supported?.includes(MODERN_PROTOCOL)) {
        this.era = "modern";
        this.answerInitialize(init.request, init.line);
        return;
      }
      this.era = "legacy";
    }
    this.toProxy.data(line);
  }
  ownId() {
    return `${this.ownIdPrefix}era:${++this.counter}`;
  }
  enveloped(m) {
    const params = isJsonObject(m.params) ? m.params : {};
    const meta = isJsonObject(params._meta) ? params._meta : {};
    return { ...m, params: { ...params, _meta: { ...meta, ...this.envelope } } };
  }
  /** Writes a message anew (`idText`: its id as the host wrote it, see hostIdText, which the server's answer names). */
  write(m, idText) {
    return super.forward(framed(jsonWithIdText(m, idText)), m);
  }
  forward(line, parsed) {
    if (this.era === "legacy" || !isJsonObject(parsed)) return super.forward(line, parsed);
    const isInitialize = parsed.method === "initialize" && (typeof parsed.id === "string" || typeof parsed.id === "number");
    const own = typeof parsed.method === "string" && !isInitialize ? hostEnvelope(parsed) : void 0;
    if (own !== void 0) {
      this.era = "modern";
      this.envelope = own;
      return super.forward(line, parsed);
    }
    if (this.era === "auto") {
      if (isInitialize) this.hostInitialize = { id: parsed.id, request: parsed, line };
      return super.forward(line, parsed);
    }
    if (parsed.method === "notifications/initialized" && parsed.id === void 0) return true;
    if (isInitialize) {
      this.answerInitialize(parsed, line);
      return true;
    }
    if (typeof parsed.method !== "string") return super.forward(line, parsed);
    return this.write(this.enveloped(parsed), isRequestId(parsed.id) ? hostIdText(line, parsed.id) : void 0);
  }
  /** A 2026-07-28 host: the session is of that revision, and the guard's own requests carry the host's envelope. */
  observeHost(envelope) {
    if (this.era === "legacy") return;
    this.era = "modern";
    this.envelope = envelope;
  }
  send(message) {
    if (this.era !== "modern") return super.send(message);
    if (message.method === "notifications/initialized" && message.id === void 0) return Promise.resolve();
    this.write(typeof message.method === "string" ? this.enveloped(message) : message);
    return Promise.resolve();
  }
  /** The host's initialize, answered from server/discover (sent with the host's capabilities and clientInfo). */
  answerInitialize(request, line) {
    const { envelope, version } = hostInitialize(request);
    this.envelope = envelope;
    const hostId = request.id;
    const hostIdAs = hostIdText(line, hostId);
    const id = this.ownId();
    this.own.set(id, (answer) => {
      const result = answer.result;
      if (answer.error !== void 0 || !offersModern(result)) {
        this.toProxy.notice?.(
          `SNAPSHOT_INCOMPLETE: the server did not answer server/discover as a ${MODERN_PROTOCOL} server: the host's initialize gets an error`
        );
        this.toProxy.data(
          framed(
            jsonWithIdText(
              {
                jsonrpc: "2.0",
                id: hostId,
                error: {
                  code: JsonRpcErrorCode.InternalError,
                  message: `toolseal guard: no ${MODERN_PROTOCOL} server answered server/discover`
                }
              },
              hostIdAs
            )
          )
        );
        return;
      }
      this.toProxy.data(
        framed(
          jsonWithIdText(
            { jsonrpc: "2.0", id: hostId, result: initializeFromDiscover(result, version, "server/discover") },
            hostIdAs
          )
        )
      );
      this.listen();
    });
    this.write(this.enveloped({ jsonrpc: "2.0", id, method: "server/discover", params: {} }));
  }
  /** Sends the one `subscriptions/listen` request; its refusal is named on stderr (the lists are still decided on each list). */
  listen() {
    if (this.listening) return;
    this.listening = true;
    const id = this.ownId();
    this.own.set(id, (answer) => {
      this.listening = false;
      if (answer.error !== void 0)
        this.toProxy.notice?.(
          "WARN SNAPSHOT_INCOMPLETE: the server refused subscriptions/listen: changes to its lists are not seen until the host lists again"
        );
    });
    this.write(this.enveloped({ jsonrpc: "2.0", id, method: "subscriptions/listen", params: { notifications: LISTEN_FILTER } }));
  }
};

// src/guard/upstream/index.ts
function openUpstream(spec, events, session, options) {
  if (spec.kind === "stdio")
    return ModernStdioUpstream.serves(spec) ? new ModernStdioUpstream(spec, events, session, options) : new StdioUpstream(spec, events, session, options);
  return ModernUpstream.serves(spec) ? new ModernUpstream(spec, events, session, options) : new HttpUpstream(spec, events, session, options);
}

// src/guard/proxy.ts
var GuardProxy = class {
  constructor(options) {
    this.options = options;
    this.exit = new Promise((r) => this.resolveExit = r);
    this.notices = new NoticeLimiter((text) => options.stderr(`toolseal guard: ${text}
`));
    const spec = options.upstream;
    ({ label: this.label, secrets: this.secrets } = labelAndSecrets(spec, options.serverId));
    const notice = (text) => this.notice(text);
    const channel = new GuardChannel((m) => this.upstream.send(m));
    this.decider = new GuardDecider({
      ...options,
      label: this.label,
      secrets: this.secrets,
      request: channelRequest(channel),
      ...options.auditFile ? { audit: auditFile(options.auditFile) } : {},
      notice
    });
    const decider = this.decider;
    const safely = (step, line) => this.safely(step, line);
    const own = new OwnAnswers({
      channel,
      label: this.label,
      listBudget: () => decider.listBudget,
      notice,
      safely,
      ...options.limits.numbers ? { numbers: options.limits.numbers } : {}
    });
    const max = options.limits.maxBytes;
    this.upstream = openUpstream(
      spec,
      {
        data: (chunk) => this.pump.serverChunk(chunk),
        message: (m, read, _guards, idText) => safely(() => this.router.serverMessage(m, read, idText)),
        refused: (read, line) => safely(() => this.router.dropLine(read, line), line),
        end: (code, reason) => this.onUpstreamEnd(code, reason),
        notice
      },
      { label: this.label, secrets: this.secrets },
      {
        ownIdPrefix: channel.prefix,
        maxMessageBytes: max,
        timeoutMs: options.limits.timeoutMs,
        stderr: (t) => options.stderr(t),
        ...options.limits.numbers ? { numbers: options.limits.numbers } : {}
      }
    );
    this.pump = new GuardPump(
      { input: options.input, output: options.output, upstream: this.upstream, maxLineBytes: max },
      {
        // The two routes every message takes call the router themselves (no closure per message).
        hostLine: (line) => {
          try {
            this.router.hostLine(line);
          } catch (e) {
            this.unrouted(e, line);
          }
        },
        hostLineTooLong: (n) => refuseLongHostLine(n, max, parts),
        serverLine: (line) => {
          try {
            this.router.serverLine(line);
          } catch (e) {
            this.unrouted(e, line);
          }
        },
        serverLineTooLong: (n) => {
          notice(`DROPPED SNAPSHOT_INCOMPLETE: a line of ${n} bytes from the server is longer than --max-bytes (not forwarded)`);
          decider.failList(`the server sent a message longer than ${max} bytes (--max-bytes)`);
        },
        serverTap: own.tap(
          (read, preview, bytes, ownPrefix) => this.router.dropLine(read, preview, bytes, ownPrefix),
          () => this.router.hostAwaitsAnswer
        ),
        observeServerMessage: (value, line) => this.router.observeServerMessage(value, line),
        serverMessageWithheld: (value, e, line) => this.router.serverMessageWithheld(value, e, line),
        hostGone: () => void this.shutdown(0)
      }
    );
    const parts = {
      pump: this.pump,
      decider,
      own,
      upstream: this.upstream,
      notice,
      redact: (t) => this.secrets.redact(t),
      timeoutMs: options.limits.timeoutMs
    };
    this.router = new GuardRouter(parts);
  }
  options;
  label;
  /** The server's secrets: kept out of everything the guard writes (its notices, the server's relayed stderr). */
  secrets;
  upstream;
  decider;
  router;
  pump;
  /** The guard's own lines, a few of a kind a second (a flood of junk lines is counted, not echoed). */
  notices;
  finished = false;
  resolveExit;
  exit;
  /** Runs a routing step; an unexpected error costs that one message (named on stderr), never the session. */
  safely(step, line) {
    try {
      step();
    } catch (e) {
      this.unrouted(e, line);
    }
  }
  /** A message a routing step failed on: named on stderr, dropped. */
  unrouted(e, line) {
    this.notice(
      `DROPPED ${isToolsealError(e) ? e.code : "INVALID_INPUT"}: a message${line ? ` of ${line.length} bytes` : ""} could not be routed: ${e instanceof Error ? e.message : String(e)}`
    );
  }
  /** The upstream's process id (stdio). */
  get upstreamPid() {
    return this.upstream.pid;
  }
  /** Starts the upstream, then reads the host. Resolves `exit` with the guard's exit code. */
  async run() {
    try {
      await this.upstream.start();
    } catch (e) {
      this.notice(
        `${isToolsealError(e) ? e.code : "SNAPSHOT_INCOMPLETE"}: cannot start the server: ${isToolsealError(e) ? e.message : String(e)}`
      );
      this.finish(4);
      return this.exit;
    }
    this.pump.start();
    return this.exit;
  }
  notice(text) {
    this.notices.notice(escapeForTerminal(oneLine(this.redactNotice(text))));
  }
  /**
   * A notice with the server's secrets redacted, but the relock hint as given: it was built from the
   * command line with the values of secret sources already masked (relockWords), and redacting every long
   * argument in it too (`npx -y ***`) would leave a command that cannot be pasted.
   */
  redactNotice(text) {
    const hint = this.options.relockHint;
    if (hint === void 0 || hint === "" || !text.includes(hint)) return this.secrets.redact(text);
    return text.split(hint).map((part) => this.secrets.redact(part)).join(redactSecrets(hint, this.secrets.known));
  }
  onUpstreamEnd(code, reason) {
    this.pump.serverEnded();
    if (reason) this.notice(reason);
    this.decider.failList("the server ended");
    this.finish(code);
  }
  /** The host closed: end the upstream (and every process it started), then exit. */
  async shutdown(code) {
    if (this.finished) return;
    this.decider.failList("the host closed the connection");
    await this.upstream.close();
    this.finish(code);
  }
  finish(code) {
    if (this.finished) return;
    this.finished = true;
    this.pump.finish();
    this.notices.stop();
    this.resolveExit(code);
  }
};

// src/run/guard-reviewed.ts
const { resolve } = process.getBuiltinModule("node:path");
function reviewedLookup(dirGiven, cwd, serverId) {
  if (dirGiven === void 0) return void 0;
  const dir = resolve(cwd, dirGiven);
  assertSnapshotFolder(dir, "--snapshot-dir");
  const read = (id) => {
    const snapshot = readReviewedSnapshot(dir, id);
    if (snapshot === void 0) return void 0;
    const nonTool = nonToolOfSnapshot(snapshot);
    return { tools: snapshot.tools, ...nonTool ? { nonTool } : {} };
  };
  if (serverId !== void 0) {
    const reviewed = read(serverId);
    return (id) => id === serverId ? reviewed : void 0;
  }
  let last;
  return (id) => (last?.id === id ? last : last = { id, reviewed: read(id) }).reviewed;
}

// src/run/guard-signed.ts
async function guardSignedSurface(o) {
  const trustedRoot = await loadTrustedRoot({ file: o.trustedRootFile });
  const verified = (bundle) => {
    const { statement } = verifySignedStatement({
      bundleText: bundle.text,
      bundleSource: bundle.source,
      trustedRoot,
      policy: o.policy,
      serverName: o.serverName
    });
    return { predicate: statement.predicate };
  };
  const blocked = (e) => {
    o.notice(`BLOCKED ${e.code}: the bundle did not verify: every list will be blocked: ${e.message}`);
    return { error: { code: e.code, message: e.message } };
  };
  if (!isURL(o.bundle)) {
    const bundle = await readPathOrURL(o.bundle, { cwd: o.cwd });
    try {
      return { signed: verified(bundle) };
    } catch (e) {
      if (!(e instanceof ToolsealError)) throw e;
      return { signed: blocked(e) };
    }
  }
  const pending = readPathOrURL(o.bundle, { cwd: o.cwd, timeoutMs: o.timeoutMs }).then(verified).catch((e) => blocked(e instanceof ToolsealError ? e : new ToolsealError("IO_ERROR", "the bundle could not be read")));
  return { signed: pending };
}
function isURL(ref) {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(ref);
}

// src/cli/commands/guard.ts
const { resolve: resolve2 } = process.getBuiltinModule("node:path");
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
var command = {
  name: "guard",
  summary: "run an MCP server behind a proxy that withholds its tools when they fail the pin",
  help: `Usage: toolseal guard [--lock FILE] [--server-id ID] [--on-change warn|fail] [--unpinned allow|block]
                      [--audit FILE] [--fail-on KINDS [--snapshot-dir DIR]] [--bundle B (--certificate-identity I | --certificate-identity-regexp R)
                       [--source-repo OWNER/REPO | --allow-reusable-callers] | (--repo OWNER/REPO | --owner OWNER)
                       [--signer-workflow W] [--signer-ref REF]) [--certificate-oidc-issuer U] [--server-name N]
                       [--trusted-root F]] [--round-inexact-numbers]
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
  - notifications/tools/list_changed (and prompts/, resources/) is forwarded; the next list or call is
    decided afresh, and a decision the change overtook is not used;
  - a request from the server (sampling/createMessage, elicitation/create, roots/list; not ping) while
    its surface is blocked or not yet decided: JSON-RPC error -32600 back to the server; the host never
    sees it;
  - every line passed on either way is exactly one JSON-RPC message: a batch, a line that is not JSON, a
    raw CR or other control character, an answer with id null or to no request of the host is not
    passed on (from the host: answered with a JSON-RPC error; from the server: named on stderr).

Instructions, prompts and resource templates are decided with the tools, against the lock entry's digests
of them (a change is decided by --on-change); a lock entry without those digests decides the tools only.

The decision applies the rules of toolseal check to the server's pin in the lock:
  matched                               every tool
  no lock entry                         every tool (--unpinned block: none, NOT_PINNED; the default
                                        with a lock file for a serverInfo.name id, and for a fixed id
                                        when the lock pins other servers: the line names them)
  no entry for the host's capabilities  the entry pinned for the capabilities the host's initialize
                                        declares (roots, sampling, elicitation; lock --client-capabilities)
                                        is used; pinned for others only: a list that only adds to the
                                        nearest is NOT_PINNED (blocked under --on-change fail or
                                        --unpinned block, else a WARN line), any other difference a change
  changed, --on-change warn             every tool, and a WARN line on stderr naming tools and fields
  changed, --on-change fail             none (SURFACE_CHANGED)
  a tool widened its own privileges     none, whatever the posture (PRIVILEGE_WIDENING)
  an incomplete or invalid list         none (SNAPSHOT_INCOMPLETE, DUPLICATE_TOOL_NAME, MALFORMED_TOOL, ...)
  --bundle: any tool unlike the signed  none (DIGEST_MISMATCH); a bundle that fails verification at start
    tool digests                        blocks every list (with its own code)
Withholding prints one line on stderr: toolseal guard: BLOCKED <CODE>: server "<id>": <tools and fields>
(names only, never server text). Each decision appends one mcp_tool_surface audit event to --audit.

Options:
  --lock FILE                       the lock (default ${DEFAULT_LOCK_FILE}, which may be absent: a WARN
                                    line, no lock entry; a --lock that does not exist is exit 2)
  --server-id ID                    the server's id in the lock (default: the server's serverInfo.name; a
                                    server can rename itself, so with a lock file a name it does not pin
                                    is blocked, NOT_PINNED, unless --unpinned allow is given, and so is a
                                    fixed id a lock that pins other servers does not pin; toolseal wrap
                                    always writes --server-id, the config key)
  --on-change warn|fail|signed      what a change other than a widening does (default warn); signed: only
                                    a signed upgrade of a pin that names a publisher is served
                                    (else UNSIGNED_CHANGE)
  --upgrade-bundle B                signed upgrades: a bundle file, https URL or folder of bundles holding
                                    the statements from the pinned revision to the server's (repeatable);
                                    verified under the lock entry's publisher, within --timeout, cached
  --upgrade-repo OWNER/REPO         signed upgrades: GitHub's attestations of OWNER/REPO
  --upgrade-registry URL            signed upgrades: the statement the MCP registry at URL names in its entry
                                    of the pin's server name (read as verify --registry reads it)
  --fail-on KINDS                   kinds of change that block whatever --on-change (comma-separated;
                                    without --snapshot-dir a changed field is unclassified, which
                                    counts as schema-expansion)
  --snapshot-dir DIR                reviewed snapshots written by lock --snapshot-dir: the server id's
                                    (<server id>.snapshot.json), when it is the pinned surface, gives each
                                    change its kinds (prose, schema-expansion...); read at start (a folder
                                    that is missing or cannot be read: exit 2)
  --unpinned allow|block            what a server the lock does not pin gets (default allow; block when
                                    a lock file exists and the id is the server's own serverInfo.name,
                                    or the lock pins other servers)
  --audit FILE                      append one JSON Lines audit event per decision
  --bundle B                        signed mode: a toolseal bundle (path or https URL), verified once at start;
                                    a URL is fetched within --timeout, beside the server's start (the host's
                                    initialize waits for it; unanswered: every list blocked, IO_ERROR)
  --repo OWNER/REPO                 the signer: a GitHub Actions workflow of this repository, run in it
  --owner OWNER                     the signer: a workflow of any repository of this owner
  --signer-workflow W               only this workflow: .github/workflows/FILE (in --repo), or
                                    OWNER/REPO/.github/workflows/FILE (a reusable workflow)
  --signer-ref REF                  only a run at this ref, exactly (refs/tags/v1.2.0)
  --certificate-identity I          the signer's SAN, exactly (instead of --repo or --owner)
  --certificate-identity-regexp R   a pattern that must match the whole SAN
                                    A github.com workflow SAN must also have run in its own repository (a
                                    reusable workflow's SAN is the same whoever calls it), unless:
  --source-repo OWNER/REPO          the run must be in this repository (the caller you trust)
  --allow-reusable-callers          a run in any repository that calls the workflow is accepted
  --certificate-oidc-issuer U       the signer's OIDC issuer (default ${GITHUB_ACTIONS_ISSUER})
  --server-name N                   the statement must be for this server
  --trusted-root F                  a trusted root JSON (default: the public-good root shipped with toolseal, nothing fetched;
                                    verify follows rotations through TUF)
  --offline                         the public-good root shipped with toolseal, said explicitly (as check; not
                                    with --trusted-root)
Server (one of):
  -- CMD [ARGS...]                  a stdio server, started without a shell (--env K=V, --cwd DIR)
  --url URL                         Streamable HTTP or SSE (--transport auto|http|sse, --header "K: V");
                                    --oauth and its options as for snapshot: authorized when the server
                                    first asks, the host's message waiting (a cached token serves alone);
                                    --protocol auto|2025-11-25|2026-07-28 (auto: server/discover first,
                                    over Streamable HTTP without --oauth; a 2026-07-28 server is spoken to
                                    in that revision, the host answered in the 2025 era)
                                    A stdio server takes --protocol too (auto: the host's initialize is
                                    sent; refused by a 2026-07-28-only server, the host is answered from
                                    server/discover and the server spoken to in that revision)
  --config FILE --server NAME       a server of a client config (its key is the server id)
Bounds on each list: --timeout SECONDS (from when the list is asked for), --max-pages N, --max-tools N,
--max-bytes N (also the longest message passed on)
--round-inexact-numbers: a number a double cannot hold exactly (an int64 bound) in the server's lists is read as
RFC 8785 reads it, the nearest double, for a lock entry pinned so ("numbers": "rounded"); without it such a list
is withheld, and an entry pinned so is decided only with it
Over --url: --max-bytes bounds each answer and each SSE event too (past it, the host's request gets a JSON-RPC
error); the host's requests go to the server side by side, each with a deadline of --timeout (then the host
gets a JSON-RPC error and the server notifications/cancelled; progress on the request restarts it)

Exit: when the host closes stdin, the guard ends the server (and every process it started) and exits 0;
when the server ends, the guard exits with the server's exit code; 4 if the server could not be started;
2 for usage errors, a lock that is not valid, or a bundle file that cannot be read (a bundle that reads
but does not verify blocks every list instead).`,
  options: GUARD_OPTIONS,
  async run(ctx) {
    const onChange = parseOnChange(str(ctx, "on-change") ?? "warn", "--on-change");
    const failOnText = str(ctx, "fail-on");
    const failOn = failOnText === void 0 ? void 0 : parseFailOn(failOnText, "--fail-on");
    const unpinnedText = str(ctx, "unpinned");
    const unpinnedGiven = unpinnedText === void 0 ? void 0 : parseUnpinned(unpinnedText, "--unpinned");
    if (ctx.values.verbose === true)
      throw new ToolsealError(
        "USAGE",
        "--verbose is for the commands that take a snapshot: the guard always passes the server's stderr on, as [server] lines"
      );
    const { upstream, serverId, given } = upstreamOf(ctx);
    const { startedAt: _commandStart, ...bounds } = limitsFromArgs(ctx);
    const limits = ctx.values["round-inexact-numbers"] === true ? { ...bounds, numbers: "rounded" } : bounds;
    const lockFile = resolve2(ctx.io.cwd, str(ctx, "lock") ?? DEFAULT_LOCK_FILE);
    const { lock, text: lockText } = readLockIfAny(lockFile, str(ctx, "lock") === void 0 ? void 0 : "--lock");
    const unpinned = unpinnedGiven ?? defaultUnpinned(lock, lockText !== void 0, serverId);
    if (lockText === void 0) {
      ctx.io.stderr(
        `toolseal guard: WARN: no lock file at ${lockFile}: the lock is missing, so this server is unpinned${unpinned === "block" ? " and --unpinned block blocks every list (NOT_PINNED)" : " and every tool is served"}
`
      );
    }
    const reviewedOf = reviewedLookup(str(ctx, "snapshot-dir"), ctx.io.cwd, serverId);
    const { signed } = await signedSurface(ctx, limits.timeoutMs);
    const upgradeSources = await guardUpgradeSourcesFromArgs(ctx, limits.timeoutMs);
    const audit = str(ctx, "audit");
    const relockHint = relockWords(given, relockCommand(given, str(ctx, "lock") ?? DEFAULT_LOCK_FILE, void 0)(serverId ?? ""));
    const proxy = new GuardProxy({
      upstream,
      serverId,
      lock,
      lockMissing: lockText === void 0,
      onChange,
      ...failOn ? { failOn } : {},
      ...reviewedOf ? { reviewedOf } : {},
      unpinned,
      signed,
      upgradeOf: guardUpgradeLookup(lock, lockFile, upgradeSources, limits.timeoutMs),
      limits,
      auditFile: audit === void 0 ? void 0 : resolve2(ctx.io.cwd, audit),
      ...relockHint ? { relockHint } : {},
      input: process.stdin,
      output: process.stdout,
      // Bounded for a host that never reads it, and a host that closes it does not end the guard.
      stderr: new StderrSink(process.stderr).write
    });
    return proxy.run();
  }
};
function upstreamOf(ctx) {
  const spec = serverSpecFromArgs(ctx);
  if (spec.kind !== "snapshot" && spec.clientCapabilities !== void 0)
    throw new ToolsealError(
      "USAGE",
      "guard: --client-capabilities is not for the guard: it lists for the capabilities the host declares, and decides against the lock entry pinned for them"
    );
  if (spec.kind === "stdio" || spec.kind === "url") return { upstream: spec, serverId: str(ctx, "server-id"), given: spec };
  if (spec.kind !== "config" || spec.all || spec.server === void 0)
    throw new ToolsealError("USAGE", "guard runs one live server: give -- CMD ARGS, --url URL or --config FILE --server NAME");
  const found = readMcpConfig(resolve2(ctx.io.cwd, spec.file), ctx.io.env, void 0, { inputs: spec.inputs }).find(
    (s) => s.name === spec.server
  );
  if (!found) throw new ToolsealError("INVALID_CONFIG", `${spec.file}: no server ${JSON.stringify(spec.server)}`);
  if (found.disabled)
    throw new ToolsealError(
      "INVALID_CONFIG",
      `${spec.file}: server ${JSON.stringify(spec.server)} is disabled ("disabled": true); it is not started`
    );
  if (found.error || !found.spec)
    throw found.error ?? new ToolsealError("INVALID_CONFIG", `${spec.file}: server ${JSON.stringify(spec.server)} is unusable`);
  if (found.note !== void 0) ctx.io.stderr(`toolseal guard: ${found.note}
`);
  return { upstream: withConfigOAuth(found, spec, ctx.io.env), serverId: str(ctx, "server-id") ?? found.name, given: spec };
}
async function signedSurface(ctx, timeoutMs) {
  const bundleFile = str(ctx, "bundle");
  const identityGiven = [
    "certificate-identity",
    "certificate-identity-regexp",
    "certificate-oidc-issuer",
    "repo",
    "owner",
    "signer-workflow",
    "signer-ref",
    "source-repo",
    "server-name",
    // The trusted root verifies the statements of signed upgrades too.
    ...upgradesGiven(ctx) ? [] : ["trusted-root"]
  ].filter((o) => str(ctx, o) !== void 0);
  if (ctx.values["allow-reusable-callers"] === true) identityGiven.push("allow-reusable-callers");
  if (ctx.values.offline === true && !upgradesGiven(ctx)) identityGiven.push("offline");
  if (bundleFile === void 0) {
    if (identityGiven.length > 0) throw new ToolsealError("USAGE", `--${identityGiven[0]} is for signed mode: give --bundle too`);
    return {};
  }
  const policy = signerPolicyOf({
    identity: str(ctx, "certificate-identity"),
    regexp: str(ctx, "certificate-identity-regexp"),
    issuer: str(ctx, "certificate-oidc-issuer"),
    repo: str(ctx, "repo"),
    owner: str(ctx, "owner"),
    signerWorkflow: str(ctx, "signer-workflow"),
    signerRef: str(ctx, "signer-ref"),
    sourceRepo: str(ctx, "source-repo"),
    allowReusableCallers: ctx.values["allow-reusable-callers"] === true
  });
  return guardSignedSurface({
    bundle: bundleFile,
    cwd: ctx.io.cwd,
    policy,
    serverName: str(ctx, "server-name"),
    trustedRootFile: str(ctx, "trusted-root"),
    timeoutMs,
    notice: (line) => ctx.io.stderr(`toolseal guard: ${line}
`)
  });
}
function upgradesGiven(ctx) {
  return ctx.values["upgrade-bundle"] !== void 0 || ["upgrade-repo", "upgrade-registry"].some((o) => str(ctx, o) !== void 0);
}
export {
  command
};
