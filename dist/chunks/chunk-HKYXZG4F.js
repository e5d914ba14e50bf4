#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ApprovalWaits,
  OAuthCache,
  cachedOAuth,
  defaultOAuthOptions,
  oauthCacheDir
} from "./chunk-XTTDHHZ3.js";
import {
  describeServer,
  describeUrl
} from "./chunk-QGAD6JC7.js";
import {
  DEFAULT_LIMITS,
  assertConfigChoice,
  hasAuthorizationHeader
} from "./chunk-5XTFMSJV.js";
import {
  readSnapshotText
} from "./chunk-F5ABW3UG.js";
import {
  ToolDigestTable,
  snapshotWithToolDigests
} from "./chunk-RAG7VAPI.js";
import {
  readTextFile
} from "./chunk-KQJFC54N.js";
import {
  parseJsonStrict
} from "./chunk-7SL4J55T.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/mcp/snapshot/server-snapshots.ts
var CONFIG_CONCURRENCY = 4;
function readSnapshotFile(file) {
  return readSnapshotFileWithDigests(file).snapshot;
}
function readSnapshotFileWithDigests(file, numbers) {
  return readSnapshotText(readTextFile(file), file, { fields: true, numbers });
}
function readSnapshotFileWithoutTools(file, numbers) {
  const text = readTextFile(file);
  const read = readSnapshotText(text, file, { fields: true, keepTools: false, numbers });
  const { tools: _notKept, ...snapshot } = read.snapshot;
  return { snapshot, digests: read.digests, toolsText: { text, source: file, numbers } };
}
function toolsOf(outcome) {
  if (outcome.snapshot?.tools) return outcome.snapshot.tools;
  if (outcome.toolsText) {
    const { text, source, numbers } = outcome.toolsText;
    return parseJsonStrict(text, source, { numbers }).tools;
  }
  throw new ToolsealError("SNAPSHOT_INCOMPLETE", `${outcome.serverId}: no snapshot`);
}
async function mapBounded(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
function asError(e) {
  return e instanceof ToolsealError ? e : new ToolsealError("SNAPSHOT_INCOMPLETE", `unexpected error: ${e?.message ?? String(e)}`, { cause: e });
}
function withConfigOAuth(s, spec, env) {
  if (s.spec.kind !== "url") return s.spec;
  const settings = spec.oauth ?? defaultOAuthOptions(env);
  if (spec.oauthForAll || s.oauth) return { ...s.spec, oauth: { ...s.oauth, ...settings } };
  const cached = hasAuthorizationHeader(s.spec.headers) ? void 0 : cachedOAuth(s.spec.url, settings);
  return cached ? { ...s.spec, oauth: cached } : s.spec;
}
async function takeSnapshots(spec, limits = DEFAULT_LIMITS, options = {}) {
  return (await takeSnapshotsApart(spec, limits, options)).map(withToolDigestRecord);
}
function withToolDigestRecord(o) {
  const { toolDigests, ...rest } = o;
  if (o.snapshot === void 0 || toolDigests === void 0) return rest;
  return { ...rest, snapshot: snapshotWithToolDigests(o.snapshot, toolDigests) };
}
function withToolDigestTable(o) {
  return o.snapshot ? { ...o, toolDigests: ToolDigestTable.ofRecord(o.snapshot.toolDigests) } : o;
}
async function takeSnapshotsApart(spec, limits = DEFAULT_LIMITS, options = {}) {
  if (spec.kind === "snapshot") {
    const read = options.toolsOnDemand === true ? readSnapshotFileWithoutTools(spec.file, options.numbers) : readSnapshotFileWithDigests(spec.file, options.numbers);
    const { snapshot } = read;
    return [
      {
        serverId: snapshot.server,
        ...read,
        toolDigests: ToolDigestTable.ofRecord(snapshot.toolDigests),
        idSelfDeclared: snapshot.server === snapshot.serverInfo?.name
      }
    ];
  }
  const { snapshotLiveServerWithDigests } = await import("./live-snapshot-GXGZFUFQ.js");
  if (options.numbers === "rounded") limits = { ...limits, numbers: "rounded" };
  const live = { fields: options.fieldDigests === true };
  if (spec.kind === "stdio" || spec.kind === "url") {
    try {
      const { snapshot, toolDigests, digests } = await snapshotLiveServerWithDigests(spec, limits, void 0, void 0, live);
      return [
        { serverId: snapshot.server, snapshot, toolDigests, ...digests ? { digests } : {}, idSelfDeclared: spec.serverId === void 0 }
      ];
    } catch (e) {
      return [{ serverId: spec.serverId ?? describeServer(spec), error: asError(e) }];
    }
  }
  assertConfigChoice(spec);
  const { readMcpConfig } = await import("./config-file-G7LXUJGP.js");
  const servers = readMcpConfig(spec.file, spec.env ?? options.env ?? process.env, spec.envWithheld, { inputs: spec.inputs });
  let chosen = servers;
  if (spec.server !== void 0) {
    chosen = servers.filter((s) => s.name === spec.server);
    if (chosen.length === 0) {
      const names = servers.map((s) => JSON.stringify(s.name)).join(", ");
      throw new ToolsealError("INVALID_CONFIG", `${spec.file}: no server ${JSON.stringify(spec.server)} (it has ${names || "none"})`);
    }
    if (chosen[0].disabled)
      throw new ToolsealError(
        "INVALID_CONFIG",
        `${spec.file}: server ${JSON.stringify(spec.server)} is disabled ("disabled": true); it is not started`
      );
  }
  for (const s of chosen) if (s.note !== void 0 && !s.disabled) spec.notice?.(s.note);
  const env = spec.env ?? options.env ?? process.env;
  const profile = spec.clientCapabilities !== void 0 && spec.clientCapabilities.length > 0 ? { clientCapabilities: spec.clientCapabilities } : {};
  const withOAuth = (s) => ({ ...withConfigOAuth(s, spec, env), ...profile });
  const fixedPort = spec.oauth?.redirectPort !== void 0 || chosen.some((s) => s.oauth?.redirectPort !== void 0);
  const waits = new ApprovalWaits();
  return mapBounded(chosen, fixedPort ? 1 : options.concurrency ?? CONFIG_CONCURRENCY, async (s) => {
    if (s.disabled) return { serverId: s.name, skipped: "disabled" };
    if (s.error || !s.spec) return { serverId: s.name, error: s.error };
    try {
      const { snapshot, toolDigests, digests } = await snapshotLiveServerWithDigests(withOAuth(s), limits, s.name, waits, live);
      return { serverId: s.name, snapshot, toolDigests, ...digests ? { digests } : {}, configured: s.guard?.spec ?? s.spec };
    } catch (e) {
      return { serverId: s.name, error: asError(e) };
    }
  });
}
async function forgetOAuth(spec, env) {
  const cacheDir = (spec.kind === "url" || spec.kind === "config") && spec.oauth ? spec.oauth.cacheDir : oauthCacheDir(env);
  let urls;
  if (spec.kind === "url") urls = [{ name: describeUrl(spec.url), url: spec.url }];
  else if (spec.kind === "config") {
    const { readMcpConfig } = await import("./config-file-G7LXUJGP.js");
    urls = readMcpConfig(spec.file, spec.env ?? env, void 0, { inputs: spec.inputs }).filter((s) => (spec.server === void 0 || s.name === spec.server) && s.spec?.kind === "url").map((s) => ({ name: s.name, url: s.spec.url }));
  } else throw new ToolsealError("USAGE", "--oauth-logout is for --url and --config servers");
  return urls.map((u) => ({ server: u.name, forgot: new OAuthCache(cacheDir, u.url).forget() }));
}
async function takeSnapshot(spec, limits = DEFAULT_LIMITS, options = {}) {
  const outcomes = await takeSnapshots(spec, limits, options);
  if (outcomes.length !== 1) {
    throw new ToolsealError("USAGE", `expected one server, got ${outcomes.length}; name one with --server`);
  }
  const [o] = outcomes;
  if (o.error) throw o.error;
  const s = o.snapshot;
  return s.tools !== void 0 ? s : { ...s, tools: toolsOf(o) };
}

export {
  CONFIG_CONCURRENCY,
  readSnapshotFile,
  readSnapshotFileWithDigests,
  toolsOf,
  mapBounded,
  withConfigOAuth,
  takeSnapshots,
  withToolDigestTable,
  takeSnapshotsApart,
  forgetOAuth,
  takeSnapshot
};
