#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  snapshotFileName
} from "./chunk-WJCMUN64.js";
import {
  DEFAULT_LOCK_FILE,
  ON_CHANGE_VALUES,
  checkServer,
  checkServers,
  emptyLock,
  entryForProfile,
  entryMembers,
  kindsFailedOn,
  lockIfWrittenFor,
  lockTextOf,
  nearestProfileEntry,
  parseFailOn,
  parseLock,
  pinnedNonTool,
  pinnedProfiles,
  resultWithFailOn,
  serverPinOf,
  signedUpgradeNote,
  withFailOn,
  withSignedUpgrade
} from "./chunk-YVBBU7UG.js";
import {
  closestName
} from "./chunk-EKOVQJTT.js";
import {
  signerPolicyOf
} from "./chunk-XWJWZUAB.js";
import {
  compareWithSigned
} from "./chunk-5RGX5MIQ.js";
import {
  CONFIG_CONCURRENCY,
  mapBounded,
  readSnapshotFileWithDigests,
  takeSnapshotsApart,
  toolsOf,
  withToolDigestTable
} from "./chunk-OTS5JKFY.js";
import {
  redactSecrets,
  serverSecrets
} from "./chunk-VCZRACRA.js";
import {
  optionWords
} from "./chunk-67AH6TGB.js";
import {
  readPathOrURL
} from "./chunk-Q2CDNDPG.js";
import {
  shellWord
} from "./chunk-EFISWI7Y.js";
import {
  DEFAULT_LIMITS
} from "./chunk-5XTFMSJV.js";
import {
  countText
} from "./chunk-GJGWUCU6.js";
import {
  nonToolOfSnapshot
} from "./chunk-32BVRGQ6.js";
import {
  nearestProfile,
  profileText,
  sameProfile
} from "./chunk-5AXEYW3Q.js";
import {
  assertTools,
  digestNonTool,
  digestTools,
  digestToolsCompact,
  nonToolChanges,
  nonToolLabel
} from "./chunk-3VW3PRHK.js";
import {
  openUserFile,
  readTextFile,
  writeFileAtomic
} from "./chunk-KJFRI3PB.js";
import {
  ToolsealError,
  osErrorText
} from "./chunk-UAZ5W6EW.js";

// src/core/report/audit.ts
function auditPackage(p) {
  const version = p.resolved?.version ?? p.requested;
  const integrity = p.resolved?.integrity;
  const state = p.state === "unpinned" ? "unpinned" : p.state === "integrity-changed" || p.state === "version-changed" ? "changed" : p.state === "new" ? "new" : (
    // Matched only counts as pinned when both sides have an integrity and they are the same.
    p.state === "matched" && integrity !== void 0 && integrity === p.locked?.integrity ? "pinned" : "unresolved"
  );
  const locked = state === "changed" && p.locked?.integrity !== void 0 ? { lockedIntegrity: p.locked.integrity } : {};
  return {
    state,
    ecosystem: p.ecosystem,
    name: p.name,
    ...state !== "unpinned" && version !== void 0 ? { version } : {},
    ...state !== "unpinned" && integrity !== void 0 ? { integrity } : {},
    ...locked
  };
}
function auditNonTool(c) {
  if (c.carrier === "instructions") return { field: "instructions", change: c.change };
  if (c.carrier === "prompt") return { prompt: c.name, change: c.change };
  return { resourceTemplate: c.name, change: c.change };
}
function auditEvent(server) {
  return {
    event: "mcp_tool_surface",
    server: server.serverId,
    manifestDigest: server.manifestDigest,
    toolCount: server.toolCount,
    pinState: server.pinState,
    changed: server.changes.map((c) => ({
      tool: c.tool,
      change: c.change,
      fields: [...c.fields],
      pointers: [...c.pointers],
      widening: c.hints.filter((h) => h.class === "widening").map((h) => h.hint),
      kinds: [...c.kinds]
    })),
    ...server.carrierChanges.length > 0 ? { changedCarriers: server.carrierChanges.map(auditNonTool) } : {},
    ...server.package ? { package: auditPackage(server.package) } : {},
    verdict: server.verdict
  };
}
function failureAuditEvent(failure) {
  return {
    event: "mcp_tool_surface",
    server: failure.serverId,
    manifestDigest: null,
    toolCount: null,
    pinState: "failed",
    changed: [],
    verdict: "blocked"
  };
}
function auditLines(result) {
  const events = [...result.servers.map(auditEvent), ...result.failures.map(failureAuditEvent)];
  return events.map((e) => JSON.stringify(e) + "\n").join("");
}

// src/core/guard/guard.ts
var UNPINNED_VALUES = ["allow", "block"];
function defaultUnpinned(lock, lockFound, serverId) {
  if (!lockFound) return "allow";
  if (serverId === void 0) return "block";
  return Object.keys(lock.servers).length > 0 && !Object.hasOwn(lock.servers, serverId) ? "block" : "allow";
}
function guardToolsList(serverId, list, options) {
  const at = (options.at ?? /* @__PURE__ */ new Date()).toISOString();
  const onChange = options.onChange ?? "warn";
  const unpinned = options.unpinned ?? "allow";
  let check;
  let signed;
  let missingProfile;
  const tools = list;
  try {
    const entry = Object.hasOwn(options.lock.servers, serverId) ? options.lock.servers[serverId] : void 0;
    const exact = options.clientCapabilities === void 0 ? entry : entryForProfile(entry, options.clientCapabilities);
    if (entry !== void 0 && exact === void 0) missingProfile = { pinned: pinnedProfiles(entry) };
    const locked = exact ?? (entry && nearestProfileEntry(entry, options.clientCapabilities));
    const order = locked === void 0 ? digestToolsCompact(list, "tools/list") : void 0;
    if (!order) assertTools(list, "tools/list");
    const nonToolDigests = options.nonTool ? digestNonTool(options.nonTool) : void 0;
    check = checkServer(
      {
        serverId,
        tools,
        idSelfDeclared: options.idSelfDeclared === true,
        ...order ? { order } : {},
        // Read with --round-inexact-numbers: the digests say so, and are compared only with an entry pinned so.
        ...options.numbers && locked ? { digests: { ...digestTools(tools, { fields: true }), numbers: options.numbers } } : {},
        ...options.nonTool ? { nonTool: options.nonTool } : {},
        ...options.reviewed ? { reviewedTools: options.reviewed.tools } : {},
        ...options.reviewed?.nonTool ? { reviewedNonTool: options.reviewed.nonTool } : {}
      },
      locked,
      onChange
    );
    check = withFailOn(check, options.failOn);
    if (options.signed && "predicate" in options.signed)
      signed = compareWithSigned(options.signed.predicate, digestTools(tools, { fields: true }), nonToolDigests);
  } catch (e) {
    if (!(e instanceof ToolsealError)) throw e;
    return refused(serverId, e.code, e.message, at);
  }
  check = withSignedUpgrade(check, options.upgrade, onChange);
  if (check.pinState === "unpinned") {
    const verdict = unpinned === "block" ? "blocked" : "continue";
    check = { ...check, verdict, approved: verdict !== "blocked" };
  }
  const onlyAdded = check.changes.every((c) => c.change === "added") && check.carrierChanges.every((c) => c.change === "added");
  const profileUnpinned = missingProfile !== void 0 && check.pinState === "changed" && !check.widening && onlyAdded;
  if (profileUnpinned) {
    const verdict = unpinned === "block" || onChange !== "warn" ? "blocked" : "warn";
    check = { ...check, verdict, approved: verdict !== "blocked" };
  }
  const profileAside = () => `the lock has no entry for the host's client capabilities ${profileText(options.clientCapabilities)} (it pins ${missingProfile.pinned.join("; ")})`;
  const profileNote = () => `the lock pins it for client capabilities ${missingProfile.pinned.join("; ")}, not for the host's ${profileText(options.clientCapabilities)} (its list differs: ${changeList(check)}); pin that profile with toolseal lock${(options.clientCapabilities ?? []).length > 0 ? ` --client-capabilities ${profileText(options.clientCapabilities)}` : ""}${options.relockHint ? ` ${options.relockHint}` : ""}`;
  const code = profileUnpinned && check.verdict === "blocked" ? "NOT_PINNED" : blockCode(check, options.signed, signed, onChange);
  const event = auditEvent(check);
  if (code === void 0) {
    const upgraded = check.verdict === "signed-upgrade" ? signedUpgradeNote(check) : void 0;
    const notice = upgraded ? `SIGNED_UPGRADE: server ${JSON.stringify(serverId)}: ${upgraded}: ${changeList(check)}` : check.verdict !== "warn" ? void 0 : profileUnpinned ? `WARN NOT_PINNED: server ${JSON.stringify(serverId)}: ${profileNote()}; every tool is served` : `WARN SURFACE_CHANGED: server ${JSON.stringify(serverId)}: ${changeList(check)}${missingProfile ? `; ${profileAside()}` : ""}`;
    const c = options.nonTool;
    return {
      decision: "allow",
      // The list given, not a copy (a list of millions of tools is held once).
      tools,
      prompts: [...c?.prompts ?? []],
      resourceTemplates: [...c?.resourceTemplates ?? []],
      instructionsApproved: true,
      check,
      signed,
      audit: { ...event, decision: "allow", at },
      ...notice ? { notice } : {}
    };
  }
  const blockedCheck = { ...check, verdict: "blocked", approved: false };
  return {
    decision: "block",
    ...withheld(),
    check: blockedCheck,
    signed,
    audit: { ...event, verdict: "blocked", decision: "block", at, code },
    code,
    notice: `BLOCKED ${code}: server ${JSON.stringify(serverId)}: ${profileUnpinned && code === "NOT_PINNED" ? `${profileNote()}; all ${countText(check.toolCount ?? 0, "tool")} withheld` : blockDetail(code, check, options, signed) + (missingProfile && check.pinState !== "matched" ? `; ${profileAside()}` : "")}`
  };
}
function withheld() {
  return { tools: [], prompts: [], resourceTemplates: [], instructionsApproved: false };
}
function blockCode(check, signedSurface, signed, onChange) {
  if (check.widening) return "PRIVILEGE_WIDENING";
  if (signedSurface && "error" in signedSurface) return signedSurface.error.code;
  if (signed && signed.match !== "same") return "DIGEST_MISMATCH";
  if (check.verdict !== "blocked") return void 0;
  if (check.pinState === "unpinned") return "NOT_PINNED";
  return onChange === "signed" ? "UNSIGNED_CHANGE" : "SURFACE_CHANGED";
}
function blockDetail(code, check, options, signed) {
  const signedSurface = options.signed;
  switch (code) {
    case "PRIVILEGE_WIDENING":
      return `a tool widened its own privileges: ${changeList(check)}; all ${countText(check.toolCount ?? 0, "tool")} withheld`;
    case "DIGEST_MISMATCH": {
      const s = signed;
      const parts = [
        ...s.added.map((t) => `tool ${JSON.stringify(t)} added`),
        ...s.removed.map((t) => `tool ${JSON.stringify(t)} removed`),
        ...s.changed.map((t) => `tool ${JSON.stringify(t.tool)} changed (${t.fields.join(", ")})`),
        ...s.carrierChanges.map((c) => `${nonToolLabel(c)} ${c.change}`)
      ];
      return `the list differs from the signed tool digests: ${parts.join("; ") || "manifest digest differs"}; all tools withheld`;
    }
    case "NOT_PINNED":
      if (options.lockMissing === true)
        return `the lock file is missing, so nothing is pinned (--unpinned block); all ${countText(check.toolCount ?? 0, "tool")} withheld`;
      if (check.idSelfDeclared)
        return `the lock has no entry for the name the server gives itself (serverInfo.name; a pinned server may have renamed itself): give --server-id, or --unpinned allow; all ${countText(check.toolCount ?? 0, "tool")} withheld`;
      return `${unpinnedIdNote(check.serverId, options)}; all ${countText(check.toolCount ?? 0, "tool")} withheld`;
    case "SURFACE_CHANGED": {
      const kinds = kindsFailedOn(check, options.failOn);
      const why = kinds.length > 0 && options.onChange !== "fail" ? `--fail-on ${kinds.join(",")}` : "--on-change fail";
      return `the surface changed (${why}): ${changeList(check)}; all ${countText(check.toolCount ?? 0, "tool")} withheld`;
    }
    case "UNSIGNED_CHANGE":
      return `the surface changed and is not a signed upgrade (--on-change signed; ${signedUpgradeNote(check) ?? "the pin names no publisher"}): ${changeList(check)}; all ${countText(check.toolCount ?? 0, "tool")} withheld`;
    default:
      return `the signed bundle did not verify (${signedSurface && "error" in signedSurface ? signedSurface.error.message : code}); all tools withheld`;
  }
}
function unpinnedIdNote(serverId, options) {
  const ids = Object.keys(options.lock.servers);
  if (ids.length === 0) return `the lock has no entry for this server (--unpinned block)`;
  const shown = ids.slice(0, 10).map((id) => JSON.stringify(id.length > 64 ? `${id.slice(0, 64)}\u2026` : id));
  const near = closestName(serverId, ids);
  const more = ids.length > shown.length ? ` and ${ids.length - shown.length} more` : "";
  const pin = options.relockHint ? `toolseal lock ${options.relockHint}` : `toolseal lock --server-id ${JSON.stringify(serverId)} and the server (-- COMMAND ARGS or --url URL)`;
  return `the lock has no entry for this id; it pins ${shown.join(", ")}${more}${near !== void 0 ? ` (did you mean ${JSON.stringify(near)}?)` : ""}: pin this id with ${pin}, or give --unpinned allow`;
}
function changeList(check) {
  const all = [
    ...check.changes.map((c) => {
      const widened = c.hints.filter((h) => h.class === "widening").map((h) => h.hint);
      const what = c.change === "changed" ? ` (${[...c.fields].join(", ")}${widened.length ? `; widened ${widened.join(", ")}` : ""})${c.kinds.length ? ` [${c.kinds.join(", ")}]` : ""}` : ` ${c.change}`;
      return () => `tool ${JSON.stringify(c.tool)}${what}`;
    }),
    ...check.carrierChanges.map((c) => () => `${nonToolLabel(c)} ${c.change}`)
  ];
  const shown = all.slice(0, 20).map((f) => f());
  const more = all.length > shown.length ? `; and ${all.length - shown.length} more` : "";
  return shown.join("; ") + more;
}
function refused(serverId, code, message, at) {
  const audit = {
    event: "mcp_tool_surface",
    server: serverId,
    manifestDigest: null,
    toolCount: null,
    pinState: "failed",
    changed: [],
    verdict: "blocked",
    decision: "block",
    at,
    code
  };
  return {
    decision: "block",
    ...withheld(),
    check: null,
    audit,
    code,
    notice: `BLOCKED ${code}: server ${JSON.stringify(serverId)}: ${message}; all tools withheld`
  };
}
function guardRefusedList(serverId, error, at = /* @__PURE__ */ new Date()) {
  return refused(serverId, error.code, error.message, at.toISOString());
}

// src/core/guard/policy-options.ts
function parseOnChange(value, option) {
  return oneOf(ON_CHANGE_VALUES, value, option);
}
function parseUnpinned(value, option) {
  return oneOf(UNPINNED_VALUES, value, option);
}
function oneOf(values, value, option) {
  if (values.includes(value)) return value;
  throw new ToolsealError(
    "USAGE",
    `${option} must be ${values.slice(0, -1).join(", ")} or ${values.at(-1)}, not ${JSON.stringify(value.slice(0, 40))}`
  );
}

// src/run/relock-command.ts
function relockCommand(spec, lock, snapshotDir) {
  const common = ["--lock", lock, ...snapshotDir !== void 0 ? ["--snapshot-dir", snapshotDir] : []];
  const caps = spec.kind !== "snapshot" && spec.clientCapabilities !== void 0 && spec.clientCapabilities.length > 0 ? ["--client-capabilities", spec.clientCapabilities.join(",")] : [];
  common.push(...caps);
  return (serverId) => {
    if (spec.kind === "config") return { args: [...common, "--config", spec.file, ...optionWords("server", serverId)] };
    if (spec.kind === "snapshot") return { args: [...common, "--snapshot", spec.file] };
    const id = spec.serverId !== void 0 ? optionWords("server-id", spec.serverId) : [];
    if (spec.kind === "stdio") {
      const env = Object.keys(spec.env ?? {});
      return {
        args: [...common, ...id, "--", spec.command, ...spec.args],
        ...env.length ? { needs: `the server's environment (${env.join(", ")}) as --env NAME=VALUE before --` } : {}
      };
    }
    const url = new URL(spec.url);
    const trimmed = url.username !== "" || url.password !== "" || url.search !== "";
    url.username = "";
    url.password = "";
    url.search = "";
    const headers = Object.keys(spec.headers ?? {});
    const needs = [
      ...headers.length ? [`the headers (${headers.join(", ")}) as --header "NAME: VALUE"`] : [],
      ...trimmed ? ["the credentials or query of the URL"] : []
    ];
    return {
      args: [...common, ...id, "--url", url.href, ...spec.transport !== "auto" ? ["--transport", spec.transport] : []],
      ...needs.length ? { needs: needs.join(", and ") } : {}
    };
  };
}
function relockWords(spec, command) {
  const masked = spec.kind === "stdio" || spec.kind === "url" ? serverSecrets(spec).masked : [];
  const words = command.args.map((a) => redactSecrets(a, masked));
  const hidden = words.some((w, i) => w !== command.args[i]);
  const needs = [command.needs, hidden ? "the values shown as *** (secrets, kept out of this line) as the server is given them" : void 0].filter(Boolean).join(", and ");
  return words.map(shellWord).join(" ") + (needs ? ` (with ${needs})` : "");
}

// src/run/signed-upgrade.ts
const { createHash } = process.getBuiltinModule("node:crypto");
const { opendirSync, statSync } = process.getBuiltinModule("node:fs");
const { join, resolve } = process.getBuiltinModule("node:path");

// src/core/check/upgrade-chain.ts
var MAX_UPGRADE_HOPS = 32;
function linkUpgradeChain(pinned, live, statementOf) {
  const refuse = (code, reason) => ({ accepted: false, code, reason });
  if (pinned.server !== void 0 && live.server !== pinned.server)
    return refuse("SERVER_NAME_MISMATCH", `${live.source}: signed for another server than the pin's publisher recorded`);
  if (pinned.revision !== void 0 && live.revision <= pinned.revision)
    return refuse(
      "REVISION_ROLLBACK",
      `${live.source}: signed revision ${live.revision} is not above the pinned revision ${pinned.revision}`
    );
  const seen = /* @__PURE__ */ new Set([live.manifestDigest]);
  let hop = live;
  for (let hops = 1; hops <= MAX_UPGRADE_HOPS; hops++) {
    const previous = hop.previousManifestDigest;
    if (previous === void 0)
      return refuse(
        "NOT_SIGNED",
        `${hop.source}: revision ${hop.revision} starts a chain that never reaches the pinned ${pinned.manifestDigest}`
      );
    if (previous === pinned.manifestDigest) {
      if (pinned.revision !== void 0 && hop.revision <= pinned.revision)
        return refuse("REVISION_ROLLBACK", `${hop.source}: revision ${hop.revision} follows the pinned revision ${pinned.revision}`);
      return {
        accepted: true,
        server: live.server,
        ...pinned.revision !== void 0 ? { fromRevision: pinned.revision } : {},
        toRevision: live.revision,
        manifestDigest: live.manifestDigest,
        signer: live.signer,
        hops
      };
    }
    if (seen.has(previous))
      return refuse("STATEMENT_INVALID", `${hop.source}: the chain of previous manifest digests returns to ${previous}`);
    seen.add(previous);
    const next = statementOf(previous);
    if (next === void 0)
      return refuse(
        "NOT_SIGNED",
        `no verified statement of ${previous} (revision ${hop.revision}'s previous): the chain to the pin has a gap`
      );
    if (next.server !== live.server)
      return refuse("SERVER_NAME_MISMATCH", `${next.source}: a hop of the chain is signed for another server`);
    if (next.revision >= hop.revision)
      return refuse("REVISION_ROLLBACK", `${next.source}: revision ${next.revision} does not come before revision ${hop.revision}`);
    hop = next;
  }
  return refuse("NOT_SIGNED", `the chain from revision ${live.revision} does not reach the pin within ${MAX_UPGRADE_HOPS} hops`);
}

// src/run/signed-upgrade.ts
var MAX_UPGRADE_BUNDLES = 256;
var MAX_FOLDER_ENTRIES = 4096;
var MAX_CACHED_STATEMENTS = 256;
function signerPolicyOfPublisher(p) {
  return signerPolicyOf({
    identity: p.certificateIdentity,
    regexp: p.certificateIdentityRegexp,
    issuer: p.certificateOidcIssuer,
    repo: p.repo,
    signerWorkflow: p.signerWorkflow,
    signerRef: p.signerRef,
    sourceRepo: p.sourceRepo,
    allowReusableCallers: p.allowReusableCallers === true
  });
}
function publisherPolicy(p, where) {
  try {
    return signerPolicyOfPublisher(p);
  } catch (e) {
    if (!(e instanceof ToolsealError)) throw e;
    throw new ToolsealError("INVALID_LOCK", `${where}: publisher: ${e.message}`, { cause: e });
  }
}
var VerifiedStatementCache = class {
  constructor(max = MAX_CACHED_STATEMENTS) {
    this.max = max;
  }
  max;
  entries = /* @__PURE__ */ new Map();
  verify(text, policyKey, run) {
    const key = `${policyKey}\0${createHash("sha256").update(text).digest("hex")}`;
    let got = this.entries.get(key);
    if (got === void 0) {
      try {
        got = run();
      } catch (e) {
        if (!(e instanceof ToolsealError)) throw e;
        got = e;
      }
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value);
      this.entries.set(key, got);
    }
    if (got instanceof ToolsealError) throw got;
    return got;
  }
  get size() {
    return this.entries.size;
  }
};
async function signedUpgradeOf(pinned, liveDigest, sources, where) {
  const { byDigest, firstFailure } = await statementsOf(pinned.publisher, liveDigest, sources, where, pinned.manifestDigest);
  const live = byDigest.get(liveDigest);
  if (live === void 0) {
    const why = firstFailure ? `; the first bundle that did not verify: ${firstFailure.message}` : "";
    return {
      accepted: false,
      code: firstFailure?.code ?? "NOT_SIGNED",
      reason: `no statement of the live surface ${liveDigest} verified under the pin's publisher${why}`
    };
  }
  return linkUpgradeChain(
    { manifestDigest: pinned.manifestDigest, revision: pinned.publisher.revision, server: pinned.publisher.server },
    live,
    (d) => byDigest.get(d)
  );
}
async function statementsOf(publisher, digest, sources, where, stopAt) {
  const policy = publisherPolicy(publisher, where);
  const policyKey = JSON.stringify(policy);
  const { verifySignedStatement } = await import("./verify-NLBTXWLR.js");
  const byDigest = /* @__PURE__ */ new Map();
  let firstFailure;
  const tryVerified = (bundle) => {
    try {
      return verified(bundle, policy, policyKey, publisher.server, sources, verifySignedStatement);
    } catch (e) {
      if (!(e instanceof ToolsealError)) throw e;
      firstFailure ??= e;
      return void 0;
    }
  };
  const take = (bundle, signs) => {
    const r = tryVerified(bundle);
    if (r === void 0 || signs !== void 0 && r.manifestDigest !== signs) return;
    if (!byDigest.has(r.manifestDigest)) byDigest.set(r.manifestDigest, r);
  };
  for (const bundle of await readBundles(sources)) take(bundle);
  if (sources.registry) {
    try {
      if (publisher.server === void 0)
        throw new ToolsealError("NOT_SIGNED", "the pin records no server name to look up in the registry (lock it with --bundle)");
      const entry = await sources.registry(publisher.server, sources.signal);
      for (const bundle of entry.bundles) {
        const r = tryVerified(bundle);
        if (r !== void 0 && r.manifestDigest !== entry.manifestDigest)
          firstFailure ??= new ToolsealError(
            "DIGEST_MISMATCH",
            `${bundle.source}: signs ${r.manifestDigest}, but ${entry.source} names ${entry.manifestDigest}: the entry does not describe this release`
          );
        else if (r !== void 0 && !byDigest.has(r.manifestDigest)) byDigest.set(r.manifestDigest, r);
      }
    } catch (e) {
      if (!(e instanceof ToolsealError)) throw e;
      firstFailure ??= e;
    }
  }
  if (sources.attestations) {
    let next = digest;
    const seen = /* @__PURE__ */ new Set();
    for (let i = 0; next !== void 0 && i <= MAX_UPGRADE_HOPS && !seen.has(next) && next !== stopAt; i++) {
      seen.add(next);
      if (!byDigest.has(next)) for (const bundle of await sources.attestations(next)) take(bundle, next);
      next = byDigest.get(next)?.previousManifestDigest;
    }
  }
  return { byDigest, ...firstFailure ? { firstFailure } : {} };
}
function verified(bundle, policy, policyKey, serverName, sources, verifySignedStatement) {
  const run = () => {
    const { statement, signer } = verifySignedStatement({
      bundleText: bundle.text,
      bundleSource: bundle.source,
      trustedRoot: sources.trustedRoot,
      policy,
      serverName
    });
    const p = statement.predicate;
    return {
      server: p.server,
      revision: p.revision,
      manifestDigest: p.manifestDigest,
      ...p.previousManifestDigest !== void 0 ? { previousManifestDigest: p.previousManifestDigest } : {},
      signer: signer.san ?? "(no SAN)",
      source: bundle.source
    };
  };
  const key = `${policyKey}\0${serverName ?? ""}`;
  return sources.cache ? sources.cache.verify(bundle.text, key, run) : run();
}
async function readBundles(sources) {
  const out = [];
  const add = (b) => {
    if (out.length >= MAX_UPGRADE_BUNDLES)
      throw new ToolsealError("INVALID_INPUT", `--bundle: more than ${MAX_UPGRADE_BUNDLES} bundles to read for one upgrade`);
    out.push(b);
  };
  for (const ref of sources.bundles) {
    const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(ref) ? void 0 : resolve(sources.cwd, ref);
    if (path !== void 0 && isFolder(path)) {
      for (const name of folderBundleNames(path, ref))
        add(await readPathOrURL(join(ref, name), { cwd: sources.cwd, signal: sources.signal }));
    } else add(await readPathOrURL(ref, { cwd: sources.cwd, signal: sources.signal }));
  }
  return out;
}
function isFolder(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
function folderBundleNames(path, ref) {
  const names = [];
  let dir;
  try {
    dir = opendirSync(path);
  } catch (e) {
    throw new ToolsealError("IO_ERROR", `--bundle ${ref}: cannot read the folder`, { cause: e });
  }
  try {
    for (let seen = 0; ; seen++) {
      const entry = dir.readSync();
      if (entry === null) break;
      if (seen >= MAX_FOLDER_ENTRIES)
        throw new ToolsealError(
          "INVALID_INPUT",
          `--bundle ${ref}: a folder of more than ${countText(MAX_FOLDER_ENTRIES, "entry", "entries")}`
        );
      if (entry.isFile() && entry.name.endsWith(".json")) names.push(entry.name);
    }
  } finally {
    dir.closeSync();
  }
  return names.sort();
}
async function upgradesOf(changed, sources, where) {
  const out = /* @__PURE__ */ new Map();
  for (const c of changed) {
    const { manifestDigest, publisher } = entryMembers(c.locked);
    if (publisher === void 0) continue;
    const at = `${where}: servers[${JSON.stringify(c.serverId)}]`;
    if (sources === void 0 || sources.bundles.length === 0 && !sources.attestations && !sources.registry) {
      publisherPolicy(publisher, at);
      out.set(c.serverId, {
        accepted: false,
        code: "NOT_SIGNED",
        reason: "the pin names a publisher, but no --bundle, --repo or --registry was given to find a statement of the live surface"
      });
      continue;
    }
    out.set(c.serverId, await signedUpgradeOf({ manifestDigest, publisher }, c.liveDigest, sources, at));
  }
  return out;
}
function guardUpgradeLookup(lock, lockFile, sources, timeoutMs) {
  const cache = new VerifiedStatementCache();
  return async (serverId, profile, liveDigest) => {
    const locked = entryForProfile(Object.hasOwn(lock.servers, serverId) ? lock.servers[serverId] : void 0, profile);
    if (locked === void 0 || entryMembers(locked).manifestDigest === liveDigest) return void 0;
    const withCache = sources && { ...sources, cache, signal: AbortSignal.timeout(timeoutMs) };
    return (await upgradesOf([{ serverId, locked, liveDigest }], withCache, lockFile)).get(serverId);
  };
}

// src/run/check.ts
const { existsSync, readdirSync, statSync: statSync2 } = process.getBuiltinModule("node:fs");
const { isAbsolute, join: join2, relative, resolve: resolve2, sep } = process.getBuiltinModule("node:path");

// src/fs/audit-file.ts
const { appendFileSync } = process.getBuiltinModule("node:fs");
function auditFile(file) {
  return {
    append(jsonLines) {
      try {
        appendFileSync(file, jsonLines, { encoding: "utf8", mode: 420 });
      } catch (e) {
        throw new ToolsealError("IO_ERROR", `cannot append to ${file}: ${osErrorText(e)}`, { cause: e });
      }
    }
  };
}

// src/run/check.ts
function namedIdOf(server) {
  return (server.kind === "stdio" || server.kind === "url") && server.serverId !== void 0 ? [server.serverId] : [];
}
async function runCheck(options, deps = {}) {
  const cwd = options.cwd ?? process.cwd();
  const at = (p) => resolve2(cwd, p);
  const lockFile = at(options.lockFile ?? DEFAULT_LOCK_FILE);
  const onChange = parseOnChange(options.onChange ?? "warn", "onChange");
  const fromFile = options.server.kind === "snapshot";
  const lockHandle = openLockIfAny(
    lockFile,
    "lockNamedBy" in options ? options.lockNamedBy : options.lockFile !== void 0 ? "--lock" : void 0
  );
  try {
    return await checkWithLock(options, deps, { cwd, at, lockFile, onChange, fromFile, lockHandle });
  } finally {
    lockHandle?.close();
  }
}
async function checkWithLock(options, deps, run) {
  const { cwd, at, lockFile, onChange, fromFile, lockHandle } = run;
  let lockBytes;
  let decoded;
  const lockText = () => decoded ??= lockHandle && lockTextOf(lockBytes ??= lockHandle.bytes(), lockFile);
  let lock = fromFile || lockHandle === void 0 ? void 0 : parseLock(lockText(), lockFile);
  let outcomes;
  try {
    if (options.snapshotDir !== void 0) assertSnapshotFolder(at(options.snapshotDir), options.snapshotDirNamedBy ?? "--snapshot-dir");
    const how = { toolsOnDemand: true, fieldDigests: true, numbers: options.numbers };
    const limits = options.limits ?? DEFAULT_LIMITS;
    outcomes = deps.takeSnapshots ? (await deps.takeSnapshots(options.server, limits, how)).map(withToolDigestTable) : await takeSnapshotsApart(options.server, limits, how);
  } catch (e) {
    if (lock === void 0 && lockHandle !== void 0) parseLock(lockText(), lockFile);
    throw e;
  }
  const pins = /* @__PURE__ */ Object.create(null);
  let lockIsPins = false;
  if (lock === void 0 && lockHandle !== void 0) {
    const only = outcomes.length === 1 ? outcomes[0] : void 0;
    if (only?.snapshot && !only.error && !only.skipped && only.digests?.withFields)
      pins[only.serverId] = serverPinOf(only.digests, nonToolOfSnapshot(only.snapshot), only.snapshot.clientCapabilities);
    const written2 = lockIfWrittenFor(lockHandle, pins);
    lockIsPins = written2 !== void 0;
    lock = written2 ?? parseLock(lockText(), lockFile);
  }
  lock ??= emptyLock();
  const packages = await packageSurfaces(outcomes, options.limits ?? DEFAULT_LIMITS);
  const surfaces = [];
  const profiled = /* @__PURE__ */ new Map();
  const failures = [];
  const skipped = [];
  const changedPins = [];
  const complete = options.server.kind === "config" && options.server.all === true;
  for (const o of outcomes) {
    if (o.skipped) {
      skipped.push(o.serverId);
      continue;
    }
    if (o.error || !o.snapshot) {
      const err = o.error ?? new ToolsealError("SNAPSHOT_INCOMPLETE", `${o.serverId}: no snapshot`);
      failures.push({ serverId: o.serverId, code: err.code, message: err.message });
      continue;
    }
    const snapshot = o.snapshot;
    const entry = Object.hasOwn(lock.servers, o.serverId) ? lock.servers[o.serverId] : void 0;
    const exact = entryForProfile(entry, snapshot.clientCapabilities);
    const members = entry && !exact ? entryMembers(entry) : void 0;
    const others = Object.keys(members?.profiles ?? {}).sort().map((k) => members.profiles[k]);
    const near = members && nearestProfile(entry, others, (e) => entryMembers(e).clientCapabilities, snapshot.clientCapabilities);
    const locked = exact ?? (near && entryMembers(near).manifestDigest === snapshot.manifestDigest ? near : void 0);
    if (entry && !locked) {
      const pinned = pinnedProfiles(entry);
      const give = pinned.map((p) => p === "none" ? "no --client-capabilities" : `--client-capabilities ${p}`).join(" or ");
      const message = `${o.serverId}: the lock pins the surface listed for client capabilities ${pinned.join("; ")}, this check listed it for ${profileText(snapshot.clientCapabilities)}: give ${give} (or lock this profile too)`;
      failures.push({ serverId: o.serverId, code: "INVALID_INPUT", message });
      continue;
    }
    let reviewed;
    try {
      reviewed = options.snapshotDir !== void 0 && !(locked && matchesPin(locked, snapshot, o.digests)) ? readReviewedSnapshotWithDigests(at(options.snapshotDir), o.serverId) : void 0;
    } catch (e) {
      if (!complete || !(e instanceof ToolsealError)) throw e;
      failures.push({ serverId: o.serverId, code: e.code, message: e.message });
      continue;
    }
    if (entry && !sameProfile(entryMembers(entry).clientCapabilities, snapshot.clientCapabilities)) profiled.set(o.serverId, locked);
    if (locked && entryMembers(locked).manifestDigest !== snapshot.manifestDigest)
      changedPins.push({ serverId: o.serverId, locked, liveDigest: snapshot.manifestDigest });
    surfaces.push({
      serverId: o.serverId,
      readTools: () => toolsOf(o),
      digests: o.digests,
      pin: pins[o.serverId],
      lockIsPin: lockIsPins,
      reviewedTools: reviewed?.snapshot.tools,
      // Its pin from the digests that reading it computed: the reviewed tools are hashed once.
      reviewedPin: reviewed && serverPinOf(reviewed.digests),
      idSelfDeclared: o.idSelfDeclared === true,
      nonTool: nonToolOfSnapshot(snapshot),
      reviewedNonTool: reviewed && nonToolOfSnapshot(reviewed.snapshot),
      ...packages.has(o) ? { package: packages.get(o) } : {}
    });
  }
  const checked = checkServers(surfaces, profiled.size === 0 ? lock : lockWithPins(lock, profiled), onChange, failures, {
    complete,
    skipped,
    namedIds: namedIdOf(options.server),
    upgrades: await upgradesOf(changedPins, options.upgrades, lockFile)
  });
  const result = resultWithFailOn(checked, options.failOn && parseFailOn(options.failOn.join(","), "failOn"));
  const written = {};
  if (options.sarifFile) {
    const { renderCheckSarif } = await import("./report-sarif-GOEPNSIA.js");
    written.sarif = at(options.sarifFile);
    const uri = artifactUri(cwd, options.server.kind === "config" ? at(options.server.file) : lockFile);
    writeFileAtomic(
      written.sarif,
      JSON.stringify(
        renderCheckSarif(
          result,
          options.server.kind === "config" ? { artifactUri: uri, configText: readTextFile(at(options.server.file)) } : { artifactUri: uri, lockText: lockText() }
        ),
        null,
        2
      ) + "\n"
    );
  }
  if (options.markdownFile) {
    const { renderCheckMarkdown } = await import("./report-markdown-KGPU2OZG.js");
    written.markdown = at(options.markdownFile);
    const relock = relockCommand(options.server, options.lockFile ?? DEFAULT_LOCK_FILE, options.snapshotDir);
    writeFileAtomic(written.markdown, renderCheckMarkdown(result, { showText: options.showText === true, relock }));
  }
  if (options.auditFile && result.servers.length + result.failures.length > 0) {
    written.audit = at(options.auditFile);
    auditFile(written.audit).append(auditLines(result));
  }
  return { result, lockFile, lockFound: lockHandle !== void 0, written };
}
function lockWithPins(lock, pins) {
  const servers = /* @__PURE__ */ Object.create(null);
  for (const id of Object.keys(lock.servers)) servers[id] = pins.get(id) ?? lock.servers[id];
  return { ...lock, servers };
}
async function packageSurfaces(outcomes, limits) {
  const out = /* @__PURE__ */ new Map();
  const configured = outcomes.filter((o) => o.configured?.kind === "stdio" && o.snapshot && !o.error);
  if (configured.length === 0) return out;
  const { PACKAGE_RESOLVE_TIMEOUT_MS, packageSurfaceOf } = await import("./package-pins-72W56NAE.js");
  const left = limits.startedAt === void 0 ? PACKAGE_RESOLVE_TIMEOUT_MS : limits.timeoutMs - (Date.now() - limits.startedAt);
  const timeoutMs = Math.max(1, Math.min(PACKAGE_RESOLVE_TIMEOUT_MS, left));
  const found = await mapBounded(configured, CONFIG_CONCURRENCY, (o) => packageSurfaceOf(o.configured, { timeoutMs }));
  configured.forEach((o, i) => {
    if (found[i]) out.set(o, found[i]);
  });
  return out;
}
function readLockIfAny(lockFile, namedBy) {
  const bytes = readLockBytesIfAny(lockFile, namedBy);
  const text = bytes && lockTextOf(bytes, lockFile);
  return text === void 0 ? { lock: emptyLock() } : { lock: parseLock(text, lockFile), text, crlf: bytes.includes(13) };
}
function readLockBytesIfAny(lockFile, namedBy) {
  const file = openLockIfAny(lockFile, namedBy);
  if (file === void 0) return void 0;
  try {
    return file.bytes();
  } finally {
    file.close();
  }
}
function openLockIfAny(lockFile, namedBy) {
  const file = openUserFile(lockFile, { missingOk: true });
  if (file === void 0 && namedBy !== void 0) {
    throw new ToolsealError(
      "IO_ERROR",
      `cannot read ${lockFile}: no such file (named by ${namedBy}; only the default ${DEFAULT_LOCK_FILE} may be absent)`
    );
  }
  return file;
}
function readReviewedSnapshot(dir, serverId) {
  return readReviewedSnapshotWithDigests(dir, serverId)?.snapshot;
}
function readReviewedSnapshotWithDigests(dir, serverId) {
  const file = join2(dir, snapshotFileName(serverId));
  if (!existsSync(file)) return void 0;
  return readSnapshotFileWithDigests(file);
}
function assertSnapshotFolder(dir, what) {
  let isFolder2;
  try {
    isFolder2 = statSync2(dir).isDirectory();
    if (isFolder2) readdirSync(dir);
  } catch (e) {
    throw new ToolsealError("IO_ERROR", `${what} ${dir}: ${osErrorText(e)}`);
  }
  if (!isFolder2) throw new ToolsealError("USAGE", `${what} ${dir} is a file, not a folder of reviewed snapshots`);
}
function matchesPin(locked, snapshot, digests) {
  const m = entryMembers(locked);
  if (m.manifestDigest !== snapshot.manifestDigest) return false;
  const pinned = pinnedNonTool(m);
  const nonTool = nonToolOfSnapshot(snapshot);
  if (!pinned || !nonTool) return true;
  return nonToolChanges(pinned, digests?.nonTool ?? digestNonTool(nonTool)).length === 0;
}
function artifactUri(cwd, file) {
  const rel = relative(cwd, file);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return new URL(`file://${file.split(sep).join("/")}`).href;
  return rel.split(sep).map(encodeURIComponent).join("/");
}

export {
  auditEvent,
  auditLines,
  auditFile,
  UNPINNED_VALUES,
  defaultUnpinned,
  guardToolsList,
  guardRefusedList,
  parseOnChange,
  parseUnpinned,
  relockCommand,
  relockWords,
  signerPolicyOfPublisher,
  publisherPolicy,
  signedUpgradeOf,
  statementsOf,
  guardUpgradeLookup,
  runCheck,
  packageSurfaces,
  readLockIfAny,
  readReviewedSnapshot,
  assertSnapshotFolder
};
