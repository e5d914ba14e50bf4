#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  JsonRpcErrorCode,
  McpError,
  ModernClient,
  OAuthError,
  OAuthSession,
  PROMPTS_LIST,
  RESOURCE_TEMPLATES_LIST,
  SSEClientTransport,
  StdioProcessTransport,
  StreamableHTTPClientTransport,
  UnauthorizedError,
  discover,
  errorText,
  listAllPages,
  listAllTools,
  modernHeadersFetch,
  newClient,
  notModernError,
  offersModern,
  onlyModernError,
  requestEnvelope,
  seenFromDiscover,
  unsupportedVersionIn,
  wireTapFetch,
  withoutHtmlPages
} from "./chunk-NLIZOLAQ.js";
import {
  LEGACY_PROTOCOL,
  MODERN_PROTOCOL
} from "./chunk-JMFE53JP.js";
import {
  assertNoSecretInSurface
} from "./chunk-SNAICTO3.js";
import {
  ApprovalWaits,
  labelAndSecrets
} from "./chunk-GFI6OGYQ.js";
import {
  escapeForTerminal
} from "./chunk-XWEAJENA.js";
import {
  SnapshotBudget
} from "./chunk-BOLELV7U.js";
import {
  buildSnapshotWithDigests
} from "./chunk-YJDSI6OT.js";
import {
  capabilitiesObject
} from "./chunk-COA2ZAAF.js";
import {
  isJsonObject
} from "./chunk-G7R7JJA7.js";
import {
  ToolsealError,
  isToolsealError
} from "./chunk-UH4K5E7H.js";

// src/mcp/transport-tap.ts
var TransportTap = class {
  /**
   * @param wire results parsed strictly from the wire by the transport's fetch (HTTP): a response's result
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

// src/mcp/http-source.ts
var NotModern = class extends Error {
};
function observed(fetch, observe) {
  if (!observe) return fetch;
  return async (url, init) => {
    const response = await fetch(url, init);
    observe(response);
    return response;
  };
}
var SESSION_END_GRACE_MS = 2e3;
var SIGNAL_FLOOR_MS = 100;
async function connectWith(kind, url, params, session, era = "legacy") {
  const { budget, label } = session;
  const wire = /* @__PURE__ */ new Map();
  const tapped = observed(wireTapFetch(budget, label, wire), params.oauth?.observe);
  const fetch = era === "modern" ? modernHeadersFetch(tapped) : tapped;
  const authProvider = params.oauth?.provider;
  const requestInit = { headers: params.headers ?? {} };
  const inner = kind === "streamable-http" ? new StreamableHTTPClientTransport(url, {
    fetch,
    requestInit,
    authProvider,
    // A snapshot is one short exchange: a dropped stream is a failure, not something to wait out.
    reconnectionOptions: {
      maxRetries: 0,
      initialReconnectionDelay: 1e3,
      maxReconnectionDelay: 1e3,
      reconnectionDelayGrowFactor: 1
    }
  }) : new SSEClientTransport(url, { fetch, requestInit, authProvider });
  const tap = new TransportTap(inner, wire, budget);
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
  try {
    await budget.race(client.connect(tap, { timeout: budget.requestTimeoutMs(), signal: budget.signal }));
    if (client instanceof ModernClient) {
      let result;
      try {
        result = await discover(client, budget);
      } catch (e) {
        throw budget.failed ?? (e instanceof UnauthorizedError || e instanceof OAuthError ? e : new NotModern(errorText(e), { cause: e }));
      }
      if (!offersModern(result)) throw new NotModern(`its server/discover result does not offer ${MODERN_PROTOCOL}`);
      Object.assign(tap.initialize, seenFromDiscover(result, label));
    }
  } catch (e) {
    await close();
    throw e;
  }
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

// src/mcp/server-session.ts
function withBudget(session, budget) {
  return { label: session.label, secrets: session.secrets, budget };
}

// src/mcp/live-snapshot.ts
async function connectStdioIn(era, spec, session) {
  const { budget, label } = session;
  const transport = new StdioProcessTransport(
    { command: spec.command, args: spec.args, env: spec.env, cwd: spec.cwd },
    budget,
    label,
    session.secrets.values
  );
  const tap = new TransportTap(transport);
  const capabilities = capabilitiesObject(spec.clientCapabilities);
  const client = era === "modern" ? new ModernClient(requestEnvelope(capabilities)) : newClient(capabilities);
  const close = async () => {
    await client.close().catch(() => {
    });
    await transport.close().catch(() => {
    });
  };
  try {
    await budget.race(client.connect(tap, { timeout: budget.requestTimeoutMs(), signal: budget.signal }));
    if (client instanceof ModernClient) {
      let result;
      try {
        result = await discover(client, budget);
      } catch (e) {
        if (budget.failed || e instanceof ToolsealError) throw e;
        throw notModernError(label, withoutHtmlPages(errorText(e)), e);
      }
      Object.assign(tap.initialize, seenFromDiscover(result, label));
    }
  } catch (e) {
    await close();
    throw e;
  }
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
      throw new ToolsealError(e.code, `${label}: ${e.message}`, { cause: e });
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
async function listCarriers(client, init, budget) {
  const carriers = {};
  if (init.instructions !== void 0) carriers.instructions = init.instructions;
  const declared = (name) => init.capabilities !== void 0 && typeof init.capabilities[name] === "object" && init.capabilities[name] !== null;
  if (declared("prompts")) {
    const p = await listAllPages(client, budget, PROMPTS_LIST, true);
    if (p) Object.assign(carriers, { prompts: p.items, promptPages: p.pages });
  }
  if (declared("resources")) {
    const t = await listAllPages(client, budget, RESOURCE_TEMPLATES_LIST, true);
    if (t) Object.assign(carriers, { resourceTemplates: t.items, resourceTemplatePages: t.pages });
  }
  return carriers;
}
async function snapshotLiveServer(spec, limits, serverId, waits = new ApprovalWaits()) {
  return (await snapshotLiveServerWithDigests(spec, limits, serverId, waits)).snapshot;
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
        const carriers = await listCarriers(connection.client, connection.tap.initialize, budget);
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
          carriers
        };
        const { snapshot, digests } = inServer(label, () => buildSnapshotWithDigests(input, { fields: options.fields === true }));
        assertNoSecretInSurface(snapshot, secrets.known, label);
        if (spec.clientCapabilities !== void 0 && spec.clientCapabilities.length > 0)
          snapshot.clientCapabilities = spec.clientCapabilities;
        budget.checkDeadline();
        return { snapshot, digests };
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
