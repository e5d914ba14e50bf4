#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DEFAULT_REGISTRY_URL,
  signerPolicyOf,
  upgradeSourcesOf
} from "./cli-pin-chunks/chunk-LDQ6OJB3.js";
import {
  CIMD_URL_RULE,
  CONFIG_CONCURRENCY,
  DEFAULT_AUTHORIZATION_TIMEOUT_MS,
  DEFAULT_LIMITS,
  MAX_TIMEOUT_MS,
  MODERN_PROTOCOL,
  PROTOCOL_CHOICES,
  SERVER_OPTIONS,
  assertConfigChoice,
  assertServerUrl,
  assertSnapshotFileNames,
  assertSnapshotFolder,
  cachedOAuth,
  clientMetadataUrlProblem,
  defaultOpener,
  hasAuthorizationHeader,
  isProtocolChoice,
  limitsFromTexts,
  mapBounded,
  oauthCacheDir,
  openLockIfAny,
  openerWords,
  parseConfigInputs,
  parseHeaders,
  parseLock,
  parseTransport,
  readLockIfAny,
  readReviewedSnapshot,
  readReviewedSnapshotWithDigests,
  readSnapshotFile,
  runsInCi,
  samePublisher,
  snapshotFileName,
  takeSnapshotsApart,
  toolsOf,
  withExclusiveFileLock,
  withPublisherPin,
  withToolDigestTable
} from "./cli-pin-chunks/chunk-KFB3CH7J.js";
import {
  redactSecrets,
  serverSecrets
} from "./cli-pin-chunks/chunk-YFFPOY2M.js";
import {
  countText
} from "./cli-pin-chunks/chunk-SGJ6ELZO.js";
import {
  GITHUB_ACTIONS_ISSUER
} from "./cli-pin-chunks/chunk-I6RQJZRO.js";
import "./cli-pin-chunks/chunk-6YP4YPBH.js";
import {
  nonToolOfSnapshot
} from "./cli-pin-chunks/chunk-6XNMYCOA.js";
import "./cli-pin-chunks/chunk-ETH4DBQW.js";
import {
  openUserFile,
  readTextFile,
  writeFileAtomic
} from "./cli-pin-chunks/chunk-MKKBKZSN.js";
import {
  VERSION
} from "./cli-pin-chunks/chunk-B7SMRBTF.js";
import {
  CHANGE_KINDS,
  DEFAULT_SAMPLES,
  MAX_SAMPLES,
  ON_CHANGE_VALUES,
  checkFailureMessage,
  checkPackage,
  checkResultJson,
  checkServer,
  checkServers,
  closestName,
  differingPointers,
  isCovered,
  maskVolatile,
  packagePinToWrite,
  parseFailOn,
  renderChangesText,
  renderCheckText,
  resultWithFailOn,
  sameVolatile,
  serverNotes,
  volatileOptionWords,
  withPackage,
  withVolatile
} from "./cli-pin-chunks/chunk-BQI3AF34.js";
import {
  ALL_CLIENT_PROFILES,
  DEFAULT_LOCK_FILE,
  MAX_VOLATILE_POINTERS,
  emptyLock,
  entryForProfile,
  entryMembers,
  isLockText,
  lockBytePieces,
  lockIfWrittenFor,
  lockTextOf,
  nearestProfile,
  optionWords,
  parseClientCapabilities,
  pinnedNonTool,
  pinnedProfiles,
  profileText,
  readVolatilePointer,
  readVolatilePointers,
  samePackagePin,
  sameProfile,
  serverPinOf,
  withPackagePin,
  withProfilePin,
  withServer
} from "./cli-pin-chunks/chunk-HD5YI6OE.js";
import {
  digestNonTool,
  digestTools,
  nonToolChanges
} from "./cli-pin-chunks/chunk-UKLAMLPA.js";
import {
  escapeForTerminal,
  hasHiddenCharacters,
  jsonForTerminal,
  quoteForTerminal,
  shellWord
} from "./cli-pin-chunks/chunk-C7I7V366.js";
import "./cli-pin-chunks/chunk-PTA2LSLX.js";
import {
  ERROR_CODES,
  EXIT,
  ToolsealError,
  decodeUtf8,
  messageBesideServer,
  oneLine,
  osErrorText,
  worstExitCode
} from "./cli-pin-chunks/chunk-NFH5SJ4A.js";
import {
  __export
} from "./cli-pin-chunks/chunk-ASOE4FB5.js";

// src/cli/commands/lock.ts
var lock_exports = {};
__export(lock_exports, {
  command: () => command
});

// src/run/lock.ts
const { resolve: resolve3 } = process.getBuiltinModule("node:path");

// src/run/check.ts
const { isAbsolute, relative, resolve: resolve2, sep } = process.getBuiltinModule("node:path");

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

// src/core/guard/policy-options.ts
function parseOnChange(value, option) {
  return oneOf(ON_CHANGE_VALUES, value, option);
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
function relockWords(spec, command3) {
  const masked = spec.kind === "stdio" || spec.kind === "url" ? serverSecrets(spec).masked : [];
  const words = command3.args.map((a) => redactSecrets(a, masked));
  const hidden = words.some((w, i) => w !== command3.args[i]);
  const needs = [command3.needs, hidden ? "the values shown as *** (secrets, kept out of this line) as the server is given them" : void 0].filter(Boolean).join(", and ");
  return words.map(shellWord).join(" ") + (needs ? ` (with ${needs})` : "");
}

// src/run/signed-upgrade.ts
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
  const { verifySignedStatement } = await import("./cli-pin-chunks/verify-NKYNCZ7V.js");
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
  const { readPathOrURL } = await import("./cli-pin-chunks/read-path-or-url-A4R4IPTR.js");
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
    const { renderCheckSarif } = await import("./cli-pin-chunks/report-sarif-7JTIKBKP.js");
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
    const { renderCheckMarkdown } = await import("./cli-pin-chunks/report-markdown-GPPEJY7Y.js");
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
  const { PACKAGE_RESOLVE_TIMEOUT_MS, packageSurfaceOf } = await import("./cli-pin-chunks/package-pins-TRVZXW3P.js");
  const left = limits.startedAt === void 0 ? PACKAGE_RESOLVE_TIMEOUT_MS : limits.timeoutMs - (Date.now() - limits.startedAt);
  const timeoutMs = Math.max(1, Math.min(PACKAGE_RESOLVE_TIMEOUT_MS, left));
  const found = await mapBounded(configured, CONFIG_CONCURRENCY, (o) => packageSurfaceOf(o.configured, { timeoutMs }));
  configured.forEach((o, i) => {
    if (found[i]) out.set(o, found[i]);
  });
  return out;
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

// src/run/lock-profiles.ts
async function snapshotsOfEveryProfile(spec, take, pinnedProfiles2) {
  const byServer = /* @__PURE__ */ new Map();
  const failed = /* @__PURE__ */ new Map();
  for (const profile of ALL_CLIENT_PROFILES) {
    const outcomes = await take({ ...spec, clientCapabilities: [...profile] });
    for (const o of outcomes) {
      const kept = byServer.get(o.serverId) ?? [];
      byServer.set(o.serverId, kept);
      if (failed.has(o.serverId)) continue;
      if (o.skipped || o.error || !o.snapshot) {
        failed.set(o.serverId, o);
        continue;
      }
      if (kept.length === 0 || pinnedProfiles2(o.serverId).includes(profileText(profile))) {
        kept.push(o);
        continue;
      }
      const others = kept.slice(1).sort((a, b) => keyOf(a) < keyOf(b) ? -1 : 1);
      const near = nearestProfile(kept[0], others, (k) => k.snapshot.clientCapabilities, profile);
      if (!sameSurface(near, o)) kept.push(o);
    }
  }
  return [...byServer].flatMap(([id, kept]) => failed.has(id) ? [failed.get(id)] : kept);
}
var keyOf = (o) => profileText(o.snapshot.clientCapabilities);
function sameSurface(a, b) {
  return a.snapshot.manifestDigest === b.snapshot.manifestDigest && a.snapshot.surfaceDigest === b.snapshot.surfaceDigest;
}

// src/run/lock-samples.ts
function lockSampling(server, samples, volatile) {
  const n = samples ?? DEFAULT_SAMPLES;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_SAMPLES)
    throw new ToolsealError("USAGE", `--samples ${JSON.stringify(samples)}: expected a whole number from 1 to ${MAX_SAMPLES}`);
  const read = readVolatilePointers(volatile ?? []);
  if (typeof read === "string") throw new ToolsealError("USAGE", `--volatile ${read}`);
  if (read.length > 0 && server.kind === "config" && server.all === true)
    throw new ToolsealError("USAGE", "--volatile pins values of one server: give --server ID, not --all");
  return { samples: server.kind === "snapshot" ? 1 : n, volatile: read };
}
function toolsToPin(serverId, listings, sampling, context) {
  const covering = new Set(sampling.volatile.map((p) => p.pointer));
  const differing = /* @__PURE__ */ new Set();
  let more = false;
  for (const other of listings.slice(1)) {
    const d = differingPointers(listings[0], other, MAX_VOLATILE_POINTERS + 1 - differing.size);
    d.pointers.forEach((p) => differing.add(p));
    more ||= d.more || differing.size > MAX_VOLATILE_POINTERS;
  }
  const uncovered = [...differing].filter((p) => !isCovered(p, covering)).sort();
  if (uncovered.length > 0) throw varyingSurface(serverId, listings.length, uncovered, more, sampling, context);
  let first = listings[0];
  listings.forEach((tools, i) => {
    const { tools: masked, unmatched } = maskVolatile(tools, sampling.volatile);
    if (unmatched.length > 0) {
      const which = listings.length > 1 ? ` in listing ${i + 1} of ${listings.length}` : "";
      throw new ToolsealError(
        "INVALID_INPUT",
        `${serverId}: --volatile ${unmatched.map((p) => JSON.stringify(p)).join(", ")} matches nothing${which}: a pin must not claim to leave out a value that is not there`
      );
    }
    if (i === 0) first = masked;
  });
  return first;
}
function varyingSurface(serverId, starts, uncovered, more, sampling, context) {
  const listed = uncovered.map((p) => JSON.stringify(p)).join(", ");
  const head = `${serverId}: its tool list differs between ${starts} starts at ${more ? "more than " : ""}${uncovered.length} JSON Pointer${uncovered.length === 1 ? "" : "s"}: ${listed}`;
  const never = uncovered.filter((p) => typeof readVolatilePointer(p) === "string" || hasHiddenCharacters(p));
  if (more || never.length > 0) {
    const why = more ? `more than ${MAX_VOLATILE_POINTERS} values vary` : `${never.map((p) => JSON.stringify(p)).join(", ")} can never be volatile (the tool list, a tool's name and its annotations are always pinned)`;
    return new ToolsealError("VOLATILE_SURFACE", `${head}; ${why}: the server cannot be pinned until its listing is stable`);
  }
  const relock = relockCommand(context.server, context.lockFile, context.snapshotDir)(serverId);
  const pointers = [...sampling.volatile.map((p) => p.pointer), ...uncovered].sort();
  const command3 = ["toolseal", "lock", ...volatileOptionWords(pointers), ...relock.args.map(shellWord)].join(" ");
  return new ToolsealError(
    "VOLATILE_SURFACE",
    `${head}; if these values vary by start or machine, pin them as volatile (each then pinned as its JSON type only): ${command3}${relock.needs ? ` (with ${relock.needs})` : ""}`
  );
}
async function otherListings(spec, first, samples, everyProfile, take) {
  const others = [];
  const profiles = everyProfile ? [...new Map(first.map((o) => [profileText(o.snapshot?.clientCapabilities), o.snapshot?.clientCapabilities ?? []])).values()] : [void 0];
  for (let i = 1; i < samples; i++) {
    const again = [];
    for (const caps of profiles)
      again.push(...await take(caps === void 0 || spec.kind === "snapshot" ? spec : { ...spec, clientCapabilities: [...caps] }));
    others.push(again);
  }
  return others;
}
function sampledTools(o, others, tools, sampling, context) {
  if (others.length === 0 && sampling.volatile.length === 0) return void 0;
  const listings = [tools()];
  for (const sample of others) {
    const profile = profileText(o.snapshot?.clientCapabilities);
    const again = sample.find(
      (x) => x.serverId === o.serverId && !x.skipped && (x.error || profileText(x.snapshot?.clientCapabilities) === profile)
    );
    if (again === void 0) {
      const failed = sample.filter((x) => x.error !== void 0 && !x.skipped);
      if (failed.length === 1) throw failed[0].error;
      throw new ToolsealError("VOLATILE_SURFACE", `${o.serverId}: not listed again on a later start`);
    }
    if (again.error || !again.snapshot) throw again.error ?? new ToolsealError("SNAPSHOT_INCOMPLETE", `${o.serverId}: no snapshot`);
    listings.push(toolsOf(again));
  }
  const pinned = toolsToPin(o.serverId, listings, sampling, context);
  return sampling.volatile.length === 0 ? void 0 : pinned;
}

// src/run/lock-snapshot-dir.ts
const { existsSync, mkdirSync } = process.getBuiltinModule("node:fs");
const { join: join2 } = process.getBuiltinModule("node:path");

// src/core/snapshot/snapshot-text.ts
var NON_TOOL_MEMBERS = [
  "instructions",
  "prompts",
  "promptPages",
  "resourceTemplates",
  "resourceTemplatePages",
  "instructionsDigest",
  "promptDigests",
  "resourceTemplateDigests",
  "surfaceDigest",
  "interop",
  "numbers"
];
var INDENT_MAX_NESTING = 16;
function nestsDeeperThan(value, max) {
  const stack = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop();
    if (typeof v !== "object" || v === null) continue;
    if (d >= max) return true;
    for (const x of Array.isArray(v) ? v : Object.values(v)) if (typeof x === "object" && x !== null) stack.push([x, d + 1]);
  }
  return false;
}
function indented(value, depth) {
  if (nestsDeeperThan(value, INDENT_MAX_NESTING)) return JSON.stringify(value);
  const text = JSON.stringify(value, null, 2);
  return depth === 0 ? text : text.replace(/\n/g, `
${"  ".repeat(depth)}`);
}
function* snapshotTextPieces(s, toolDigests) {
  const head = {
    snapshotVersion: s.snapshotVersion,
    server: s.server,
    capturedAt: s.capturedAt,
    transport: s.transport,
    protocolVersion: s.protocolVersion,
    clientCapabilities: s.clientCapabilities,
    serverInfo: s.serverInfo,
    pages: s.pages
  };
  const member = (key, value) => `  ${JSON.stringify(key)}: ${indented(value, 1)}`;
  const members = Object.entries(head).filter(([, v]) => v !== void 0).map(([k, v]) => member(k, v));
  yield `{
${members.join(",\n")},
  "tools": `;
  if (s.tools.length === 0) yield "[]";
  else {
    yield "[\n";
    for (let i2 = 0; i2 < s.tools.length; i2++) yield `${i2 === 0 ? "" : ",\n"}    ${indented(s.tools[i2] ?? null, 2)}`;
    yield "\n  ]";
  }
  yield `,
${member("manifestDigest", s.manifestDigest)},
  "toolDigests": `;
  let i = 0;
  for (const [name, digest] of toolDigests.entries())
    yield `${i++ === 0 ? "{\n" : ",\n"}    ${JSON.stringify(name)}: ${JSON.stringify(digest)}`;
  yield i === 0 ? "{}" : "\n  }";
  for (const k of NON_TOOL_MEMBERS) if (s[k] !== void 0) yield `,
${member(k, s[k])}`;
  yield "\n}\n";
}

// src/run/lock-snapshot-dir.ts
function readReviewedIfValid(dir, serverId) {
  try {
    return readReviewedSnapshot(dir, serverId);
  } catch {
    return void 0;
  }
}
function keepSnapshots(dir, snapshots) {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    const err = e;
    throw new ToolsealError("IO_ERROR", `cannot create ${dir}: ${osErrorText(err)}`, { cause: e });
  }
  const out = [];
  for (const { serverId, snapshot: s, toolDigests, tools } of snapshots) {
    const file = join2(dir, snapshotFileName(serverId));
    if (existsSync(file)) {
      let same;
      try {
        const old = readSnapshotFile(file);
        same = old.manifestDigest === s.manifestDigest && old.surfaceDigest === s.surfaceDigest;
      } catch {
        same = false;
      }
      if (same) continue;
    }
    writeFileAtomic(file, snapshotTextPieces(s.tools !== void 0 ? s : { ...s, tools: tools() }, toolDigests));
    out.push(file);
  }
  return out;
}

// src/run/lock-publisher.ts
async function publisherPins(o, lock, servers, lockFile) {
  const out = /* @__PURE__ */ new Map();
  for (const s of servers) {
    const entry = Object.hasOwn(lock.servers, s.serverId) ? lock.servers[s.serverId] : void 0;
    const locked = entryForProfile(entry, s.clientCapabilities);
    const members = locked && entryMembers(locked);
    const at = `${lockFile}: servers[${JSON.stringify(s.serverId)}]`;
    if (o.acceptSigned) {
      if (members?.publisher === void 0)
        throw new ToolsealError(
          "USAGE",
          `${at}: --accept-signed needs a pin that names a publisher (lock it with --certificate-identity or --repo first)`
        );
      if (members.manifestDigest === s.manifestDigest) {
        out.set(s.serverId, { publisher: members.publisher });
        continue;
      }
      if (o.sources === void 0)
        throw new ToolsealError("USAGE", "--accept-signed needs --bundle, --repo or --registry to find the signed upgrade");
      const upgrade = await signedUpgradeOf(
        { manifestDigest: members.manifestDigest, publisher: members.publisher },
        s.manifestDigest,
        o.sources,
        at
      );
      if (!upgrade.accepted) throw new ToolsealError("UNSIGNED_CHANGE", `${at}: not a signed upgrade (${upgrade.code}): ${upgrade.reason}`);
      const publisher = { ...members.publisher, revision: upgrade.toRevision, server: upgrade.server };
      out.set(s.serverId, { publisher, acceptedFrom: members.manifestDigest, upgrade });
      continue;
    }
    if (o.publisher === void 0) {
      if (members?.publisher !== void 0) out.set(s.serverId, { publisher: members.publisher });
      continue;
    }
    publisherPolicy(o.publisher, "--certificate-identity/--repo");
    if (o.sources === void 0) {
      out.set(s.serverId, { publisher: o.publisher });
      continue;
    }
    const { byDigest, firstFailure } = await statementsOf({ ...o.publisher }, s.manifestDigest, o.sources, at);
    const own = byDigest.get(s.manifestDigest);
    if (own === void 0) {
      const why = firstFailure ? `: ${firstFailure.message}` : "";
      throw new ToolsealError(
        firstFailure?.code ?? "NOT_SIGNED",
        `${at}: no statement of the surface being pinned (${s.manifestDigest}) verified under the publisher given${why}`
      );
    }
    out.set(s.serverId, { publisher: { ...o.publisher, revision: own.revision, server: own.server } });
  }
  return out;
}

// src/run/lock.ts
async function runLock(options, deps = {}) {
  const cwd = options.cwd ?? process.cwd();
  const lockFile = resolve3(cwd, options.lockFile ?? DEFAULT_LOCK_FILE);
  const snapshotDir = options.snapshotDir === void 0 ? void 0 : resolve3(cwd, options.snapshotDir);
  const fromFile = options.server.kind === "snapshot";
  const before = fromFile ? void 0 : readLockIfAny(lockFile).lock;
  const how = { toolsOnDemand: true, fieldDigests: true, numbers: options.numbers };
  const limits = options.limits ?? DEFAULT_LIMITS;
  const many = options.server.kind === "config" && options.server.all === true;
  const sampling = lockSampling(options.server, options.samples, options.volatile);
  const pointers = sampling.volatile.map((p) => p.pointer).sort();
  const sampleContext = { server: options.server, lockFile: options.lockFile ?? DEFAULT_LOCK_FILE, snapshotDir: options.snapshotDir };
  const failures = [];
  const skipped = [];
  const taken = [];
  let outcomes;
  try {
    let listings = 0;
    const take = async (spec2, o = how) => {
      const bound = listings++ === 0 ? limits : { ...limits, startedAt: Date.now() };
      return deps.takeSnapshots ? (await deps.takeSnapshots(spec2, bound, o)).map(withToolDigestTable) : await takeSnapshotsApart(spec2, bound, o);
    };
    const spec = options.server;
    if (options.everyProfile && spec.kind === "snapshot")
      throw new ToolsealError("USAGE", "--client-capabilities auto lists a live server: a snapshot file is of the one profile it records");
    outcomes = options.everyProfile && spec.kind !== "snapshot" ? await snapshotsOfEveryProfile(
      spec,
      (s) => take(s),
      (id) => {
        const entry = before && Object.hasOwn(before.servers, id) ? before.servers[id] : void 0;
        return entry ? pinnedProfiles(entry) : [];
      }
    ) : await take(spec);
    const others = await otherListings(
      spec,
      outcomes,
      sampling.samples,
      options.everyProfile === true,
      (s) => take(s, { toolsOnDemand: true, numbers: options.numbers })
    );
    for (const o of outcomes) {
      if (o.skipped) {
        skipped.push(o.serverId);
        continue;
      }
      const error = o.error ?? (o.snapshot ? void 0 : new ToolsealError("SNAPSHOT_INCOMPLETE", `${o.serverId}: no snapshot`));
      if (error && !many) throw error;
      if (error) {
        failures.push({ serverId: o.serverId, code: error.code, message: error.message });
        continue;
      }
      let parsed;
      const tools = () => parsed ??= toolsOf(o);
      let pinned;
      try {
        pinned = sampledTools(o, others, tools, sampling, sampleContext);
      } catch (e) {
        if (!many || !(e instanceof ToolsealError)) throw e;
        failures.push({ serverId: o.serverId, code: e.code, message: e.message });
        continue;
      }
      const digests = pinned ? digestTools(pinned, { fields: true }) : o.digests?.withFields ? o.digests : digestTools(tools(), { fields: true });
      const pinnedTools = pinned && (() => pinned);
      taken.push({ serverId: o.serverId, outcome: o, snapshot: o.snapshot, toolDigests: o.toolDigests, tools, digests, pinnedTools });
    }
  } catch (e) {
    if (fromFile) readLockIfAny(lockFile);
    throw e;
  }
  const packages = await packageSurfaces(outcomes, limits);
  const publishers = options.publisher ? await publisherPins(
    options.publisher,
    readLockIfAny(lockFile).lock,
    taken.map((t) => ({
      serverId: t.serverId,
      manifestDigest: t.digests.manifestDigest,
      clientCapabilities: t.snapshot.clientCapabilities
    })),
    lockFile
  ) : /* @__PURE__ */ new Map();
  return withExclusiveFileLock(
    lockFile,
    (assertHeld) => {
      const only = taken.length === 1 && !packages.has(taken[0].outcome) && pointers.length === 0 ? taken[0] : void 0;
      const onlyPin = only && serverPinOf(only.digests, nonToolOfSnapshot(only.snapshot), only.snapshot.clientCapabilities);
      const {
        lock,
        text: oldText,
        lockIsPin,
        crlf
      } = readLockUnder(lockFile, only && onlyPin && { serverId: only.serverId, pin: onlyPin });
      if (snapshotDir) assertSnapshotFileNames([...Object.keys(lock.servers), ...taken.map((t) => t.outcome.serverId)], snapshotDir);
      let next = lock;
      const servers = [];
      const toKeep = [];
      for (const { outcome: o, snapshot, toolDigests, tools, digests, pinnedTools } of taken) {
        const entry = Object.hasOwn(lock.servers, o.serverId) ? lock.servers[o.serverId] : void 0;
        const locked = entryForProfile(entry, snapshot.clientCapabilities);
        const lockedPackage = locked && entryMembers(locked).package;
        const reviewedRaw = snapshotDir && locked ? readReviewedIfValid(snapshotDir, o.serverId) : void 0;
        const reviewed = reviewedRaw && { ...reviewedRaw, tools: maskVolatile(reviewedRaw.tools, sampling.volatile).tools };
        const nonTool = nonToolOfSnapshot(snapshot);
        const surfacePin = onlyPin ?? withVolatile(serverPinOf(digests, nonTool, snapshot.clientCapabilities), pointers);
        const pkg = packages.get(o);
        const packaged = pkg ? withPackagePin(surfacePin, packagePinToWrite(pkg, lockedPackage)) : surfacePin;
        const publisherPin = publishers.get(o.serverId);
        const publisher = publisherPin?.publisher ?? (locked && entryMembers(locked).publisher);
        const pin = publisher ? withPublisherPin(packaged, publisher) : packaged;
        let check = checkServer(
          {
            serverId: o.serverId,
            // The tools are parsed only if the check reads them.
            readTools: pinnedTools ?? tools,
            digests,
            pin,
            ...pointers.length > 0 ? { volatile: pointers } : {},
            // The lock read as the very bytes of this pin: its entry is the pin, not compared tool by tool.
            lockIsPin,
            reviewedTools: reviewed?.tools,
            idSelfDeclared: o.idSelfDeclared === true,
            nonTool,
            reviewedNonTool: reviewed && nonToolOfSnapshot(reviewed)
          },
          locked,
          "warn"
        );
        if (pkg) check = withPackage(check, checkPackage(pkg, lockedPackage), "warn");
        let action;
        if (check.pinState === "unpinned") action = "added";
        else if (check.pinState === "matched")
          action = check.carrierPin === "lock-tools-only" && nonTool !== void 0 ? "updated" : "unchanged";
        else action = options.update ? "updated" : "would-change";
        if (locked && action === "unchanged" && !samePackagePin(lockedPackage, pin.entry.package))
          action = lockedPackage === void 0 ? "updated" : options.update ? "updated" : "would-change";
        const caps = snapshot.clientCapabilities;
        if (locked && action === "unchanged" && !sameVolatile(entryMembers(locked).volatile, pointers))
          action = options.update ? "updated" : "would-change";
        if (publisherPin?.acceptedFrom !== void 0 && check.pinState === "changed" && !check.widening)
          action = entryMembers(locked).manifestDigest === publisherPin.acceptedFrom || options.update ? "updated" : "would-change";
        else if (locked && action === "unchanged" && !samePublisher(entryMembers(locked).publisher, publisher)) action = "updated";
        servers.push({
          serverId: o.serverId,
          ...caps !== void 0 && caps.length > 0 ? { clientCapabilities: caps } : {},
          action,
          check,
          ...pointers.length > 0 ? { volatile: pointers } : {},
          ...publisherPin?.upgrade ? { upgrade: publisherPin.upgrade } : {}
        });
        if (action === "added" || action === "updated")
          next = withServer(
            next,
            o.serverId,
            withProfilePin(Object.hasOwn(next.servers, o.serverId) ? next.servers[o.serverId] : void 0, pin)
          );
        if (action !== "would-change" && !toKeep.some((k) => k.serverId === o.serverId))
          toKeep.push({ serverId: o.serverId, snapshot, toolDigests, tools });
      }
      const failed = worstExitCode(failures.map((f) => ERROR_CODES[f.code]));
      const failedCode = failures.find((f) => ERROR_CODES[f.code] === failed)?.code;
      if (servers.some((s) => s.action === "would-change")) {
        const exitCode = worstExitCode([failed, EXIT.CHECK_FAILED]);
        const code = exitCode === EXIT.CHECK_FAILED ? "LOCK_WOULD_CHANGE" : failedCode;
        return { lockFile, servers, failures, skipped, written: false, snapshotsWritten: [], exitCode, code, crlf: crlf === true };
      }
      const snapshotsWritten = snapshotDir ? keepSnapshots(snapshotDir, toKeep) : [];
      const written = lockIsPin ? next !== lock : oldText === void 0 || !isLockText(oldText, next);
      if (written) {
        const bytes = lockBytePieces(next);
        assertHeld();
        writeFileAtomic(lockFile, bytes);
      }
      return {
        lockFile,
        servers,
        failures,
        skipped,
        written,
        snapshotsWritten,
        crlf: crlf === true,
        exitCode: failed,
        ...failedCode ? { code: failedCode } : {}
      };
    },
    { waitMs: options.lockWaitMs }
  );
}
function readLockUnder(lockFile, only) {
  const file = only ? openUserFile(lockFile, { missingOk: true }) : void 0;
  if (file === void 0) return { ...readLockIfAny(lockFile), lockIsPin: false };
  try {
    const pinned = lockIfWrittenFor(file, { [only.serverId]: only.pin });
    if (pinned) return { lock: pinned, lockIsPin: true };
    const bytes = file.bytes();
    const text = lockTextOf(bytes, lockFile);
    return { lock: parseLock(text, lockFile), text, lockIsPin: false, crlf: bytes.includes(13) };
  } finally {
    file.close();
  }
}

// src/run/windows-checkout.ts
const { spawnSync } = process.getBuiltinModule("node:child_process");
const { basename, dirname, isAbsolute: isAbsolute2, relative: relative2, resolve: resolve4, sep: sep2 } = process.getBuiltinModule("node:path");
var GIT_TIMEOUT_MS = 5e3;
var GIT_MAX_OUTPUT = 64 * 1024;
function gitSays(args, cwd, env) {
  const r = spawnSync("git", args, {
    cwd,
    env,
    encoding: "utf8",
    shell: false,
    timeout: GIT_TIMEOUT_MS,
    maxBuffer: GIT_MAX_OUTPUT,
    stdio: ["ignore", "pipe", "ignore"],
    windowsHide: true
  });
  return r.status === 0 && typeof r.stdout === "string" ? r.stdout.trim() : void 0;
}
function gitattributesHint(facts) {
  const lockFile = resolve4(facts.cwd, facts.lockFile);
  const dir = dirname(lockFile);
  const windows = facts.lockHadCrlf || gitSays(["config", "--get", "core.autocrlf"], dir, facts.env)?.toLowerCase() === "true";
  if (!windows) return [];
  if (gitSays(["check-attr", "eol", "--", basename(lockFile)], dir, facts.env)?.endsWith(": eol: lf")) return [];
  const lines = [`${basename(lockFile)} text eol=lf`];
  if (facts.snapshotDir !== void 0) {
    const rel = relative2(facts.cwd, resolve4(facts.cwd, facts.snapshotDir));
    const folder = rel === "" || rel.startsWith("..") || isAbsolute2(rel) ? "" : `${rel.split(sep2).join("/")}/`;
    lines.push(`${folder}*.snapshot.json text eol=lf`);
  }
  return lines;
}

// src/cli/server-args.ts
var SERVER_HELP = `Server (one of):
  -- CMD [ARGS...]            a stdio server, started without a shell (--env K=V, --cwd DIR)
  --url URL                   Streamable HTTP or SSE (--transport auto|http|sse, --header "K: V")
  --protocol auto|2025-11-25|2026-07-28  the MCP era of a --url or stdio server (auto: negotiate)
  --client-capabilities LIST  declare roots, sampling, elicitation (comma-separated) to the server (each of a --config)
  --config FILE --server NAME | --all
                              a server from a host's config (docs/formats.md): .mcp.json, .vscode/mcp.json,
                              claude_desktop_config.json, .cursor/mcp.json, Windsurf's mcp_config.json, VS Code's,
                              Gemini CLI's or Zed's settings.json, Continue's YAML or JSON, Codex's config.toml
                              (disabled servers skipped)
  --input ID=VALUE            the value of a VS Code config's \${input:ID} (repeatable; a secret)
  --snapshot FILE             a snapshot taken earlier (no server, no credentials)
  --server-id ID              the server id when it is not a config key (default: serverInfo.name)
  --verbose                   show each line a stdio server writes on stderr (escaped, secrets redacted)
OAuth (remote servers that ask for authorization; see docs/oauth.md):
  --oauth                     authorize in the browser when the server asks (PKCE, loopback redirect);
                              tokens are cached in $XDG_CONFIG_HOME/toolseal/oauth (mode 0600)
  --oauth-client-credentials  the client credentials grant instead (no browser; for CI)
  --oauth-client-id ID        a registered client (default: dynamic registration); its secret from
                              TOOLSEAL_OAUTH_CLIENT_SECRET (or --oauth-client-secret S)
  --oauth-scope SCOPES        scopes when the server names none
  --oauth-open CMD            run CMD URL to open the authorization URL (default: the platform's opener
                              when there is a display; "" for none: the URL is printed on stderr)
  --oauth-redirect-port N     the loopback redirect port (default: the one used last, else a free one)
  --oauth-timeout SECONDS     the wait for the approval in the browser (${DEFAULT_AUTHORIZATION_TIMEOUT_MS / 1e3})
  --oauth-client-metadata-url URL  an HTTPS client metadata document to use as the client id
  --oauth-logout              forget this server's cached tokens and client first (alone: only that)
Bounds: --timeout SECONDS (${DEFAULT_LIMITS.timeoutMs / 1e3}; the whole command, closing the server included),
  --max-pages N (${DEFAULT_LIMITS.maxPages}), --max-bytes N (${DEFAULT_LIMITS.maxBytes}), --max-tools N (${DEFAULT_LIMITS.maxTools})`;
function str(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
function list(ctx, name) {
  const v = ctx.values[name];
  return Array.isArray(v) ? v : [];
}
function serverSpecFromArgs(ctx) {
  const given = [
    ctx.rest !== void 0 && "a command after --",
    str(ctx, "url") !== void 0 && "--url",
    str(ctx, "config") !== void 0 && "--config",
    str(ctx, "snapshot") !== void 0 && "--snapshot"
  ].filter(Boolean);
  if (given.length === 0) throw new ToolsealError("USAGE", "no server given: use -- CMD ARGS, --url URL, --config FILE or --snapshot FILE");
  if (given.length > 1) throw new ToolsealError("USAGE", `give one server, not ${given.join(" and ")}`);
  const stdioOnly = [list(ctx, "env").length > 0 && "--env", str(ctx, "cwd") !== void 0 && "--cwd"].filter(Boolean);
  if (ctx.rest === void 0 && stdioOnly.length > 0) {
    throw new ToolsealError(
      "USAGE",
      `${stdioOnly.join(" and ")} apply to a stdio server given after --, not to ${given[0]}${given[0] === "--config" ? ' (set "env" and "cwd" in the config entry)' : ""}`
    );
  }
  const urlOnly = [list(ctx, "header").length > 0 && "--header", str(ctx, "transport") !== void 0 && "--transport"].filter(Boolean);
  if (str(ctx, "url") === void 0 && urlOnly.length > 0) {
    throw new ToolsealError(
      "USAGE",
      `${urlOnly.join(" and ")} apply to a --url server, not to ${given[0]}${given[0] === "--config" ? ' (set "headers" in the config entry)' : ""}`
    );
  }
  if (list(ctx, "input").length > 0 && str(ctx, "config") === void 0)
    throw new ToolsealError("USAGE", `--input gives a value to a config file's \${input:ID}, not to ${given[0]}`);
  const serverId = str(ctx, "server-id");
  if (serverId !== void 0 && str(ctx, "url") === void 0 && ctx.rest === void 0) {
    throw new ToolsealError(
      "USAGE",
      `--server-id names a --url or stdio server, not ${given[0] ?? "this one"} (a config entry's id is its key; a snapshot's is the one it recorded)`
    );
  }
  if (str(ctx, "protocol") !== void 0 && str(ctx, "url") === void 0 && ctx.rest === void 0)
    throw new ToolsealError("USAGE", "--protocol is for a --url or a stdio server");
  if (str(ctx, "client-capabilities") !== void 0 && str(ctx, "snapshot") !== void 0)
    throw new ToolsealError(
      "USAGE",
      "--client-capabilities is for a live server (--url, --config or a stdio server): a snapshot file records the capabilities it was listed for"
    );
  const capabilitiesText = str(ctx, "client-capabilities");
  const clientCapabilities = capabilitiesText === void 0 ? {} : { clientCapabilities: parseClientCapabilities(capabilitiesText) };
  if (ctx.rest !== void 0) {
    const [command3, ...args] = ctx.rest;
    if (!command3) throw new ToolsealError("USAGE", "no command after --");
    const env = {};
    list(ctx, "env").forEach((kv, i) => {
      const eq = kv.indexOf("=");
      if (eq <= 0)
        throw new ToolsealError(
          "USAGE",
          `--env takes K=V: --env number ${i + 1} has no name before "=" (its text is not shown, it may be a secret)`
        );
      env[kv.slice(0, eq)] = kv.slice(eq + 1);
    });
    if (oauthWanted(ctx))
      throw new ToolsealError("USAGE", "--oauth is for --url and --config servers (a stdio server is not behind OAuth)");
    const protocol = protocolFromArgs(ctx, "stdio");
    return {
      kind: "stdio",
      command: command3,
      args,
      env,
      cwd: str(ctx, "cwd"),
      serverId,
      ...protocol !== "auto" ? { protocol } : {},
      ...clientCapabilities
    };
  }
  const url = str(ctx, "url");
  if (url !== void 0) {
    const transport = parseTransport(str(ctx, "transport") ?? "auto", "--transport");
    assertServerUrl(url, "--url");
    const protocol = protocolFromArgs(ctx, transport);
    const oauth = oauthFromArgs(ctx);
    const headers = parseHeaders(list(ctx, "header"));
    if (oauthWanted(ctx) && hasAuthorizationHeader(headers)) {
      throw new ToolsealError("USAGE", "give an Authorization header or --oauth, not both");
    }
    const cached = hasAuthorizationHeader(headers) ? void 0 : cachedOAuth(url, oauth);
    return {
      kind: "url",
      url,
      transport,
      headers,
      serverId,
      ...protocol !== "auto" ? { protocol } : {},
      ...clientCapabilities,
      ...oauthWanted(ctx) ? { oauth } : cached ? { oauth: cached } : {}
    };
  }
  const config = str(ctx, "config");
  if (config !== void 0) {
    const server = str(ctx, "server");
    const all = ctx.values.all === true;
    assertConfigChoice({ server, all });
    const said = /* @__PURE__ */ new Set();
    return {
      kind: "config",
      file: config,
      server,
      all,
      env: ctx.io.env,
      ...list(ctx, "input").length > 0 ? { inputs: parseConfigInputs(list(ctx, "input")) } : {},
      oauth: oauthFromArgs(ctx),
      oauthForAll: oauthWanted(ctx),
      ...clientCapabilities,
      notice: (line) => {
        if (said.has(line)) return;
        said.add(line);
        ctx.io.stderr(`toolseal: ${line}
`);
      }
    };
  }
  return { kind: "snapshot", file: str(ctx, "snapshot") };
}
function protocolFromArgs(ctx, transport) {
  const protocol = str(ctx, "protocol") ?? "auto";
  if (!isProtocolChoice(protocol))
    throw new ToolsealError("USAGE", `--protocol must be ${PROTOCOL_CHOICES.join(", ")}, not ${JSON.stringify(protocol.slice(0, 40))}`);
  if (protocol === MODERN_PROTOCOL && transport === "sse")
    throw new ToolsealError("USAGE", `--protocol ${MODERN_PROTOCOL} is spoken over Streamable HTTP, not --transport sse`);
  return protocol;
}
function oauthWanted(ctx) {
  return ctx.values.oauth === true || ctx.values["oauth-client-credentials"] === true || str(ctx, "oauth-client-id") !== void 0;
}
function oauthFromArgs(ctx) {
  const env = ctx.io.env;
  const clientId = str(ctx, "oauth-client-id");
  const clientSecret = str(ctx, "oauth-client-secret") ?? (env.TOOLSEAL_OAUTH_CLIENT_SECRET || void 0);
  const clientCredentials = ctx.values["oauth-client-credentials"] === true;
  if (clientCredentials && (!clientId || !clientSecret)) {
    throw new ToolsealError(
      "USAGE",
      "--oauth-client-credentials needs --oauth-client-id and a secret (TOOLSEAL_OAUTH_CLIENT_SECRET or --oauth-client-secret)"
    );
  }
  const metadataUrl = str(ctx, "oauth-client-metadata-url");
  const metadataUrlProblem = metadataUrl !== void 0 ? clientMetadataUrlProblem(metadataUrl) : void 0;
  if (metadataUrlProblem) throw new ToolsealError("USAGE", `--oauth-client-metadata-url ${CIMD_URL_RULE}: it ${metadataUrlProblem}`);
  const open = str(ctx, "oauth-open");
  const port = str(ctx, "oauth-redirect-port");
  let redirectPort;
  if (port !== void 0) {
    redirectPort = Number(port);
    if (!Number.isInteger(redirectPort) || redirectPort < 1 || redirectPort > 65535)
      throw new ToolsealError("USAGE", `--oauth-redirect-port takes a port from 1 to 65535, not ${JSON.stringify(port)}`);
  }
  const timeoutText = str(ctx, "oauth-timeout");
  const timeout = timeoutText === void 0 ? DEFAULT_AUTHORIZATION_TIMEOUT_MS : Number(timeoutText) * 1e3;
  if (!Number.isFinite(timeout) || timeout < 1 || timeout > MAX_TIMEOUT_MS || timeoutText?.trim() === "") {
    throw new ToolsealError(
      "USAGE",
      `--oauth-timeout takes seconds from 0.001 to ${Math.floor(MAX_TIMEOUT_MS / 1e3)}, not ${JSON.stringify((timeoutText ?? "").slice(0, 40))}`
    );
  }
  return {
    ...clientId !== void 0 ? { clientId } : {},
    ...clientSecret !== void 0 ? { clientSecret } : {},
    ...clientCredentials ? { clientCredentials } : {},
    ...metadataUrl !== void 0 ? { clientMetadataUrl: metadataUrl } : {},
    ...str(ctx, "oauth-scope") ? { scope: str(ctx, "oauth-scope") } : {},
    open: open !== void 0 ? openerWords(open) : defaultOpener(env) ?? [],
    // In CI (`CI` set, as every CI service does) with no opener given, no one will ever open the URL.
    ...runsInCi(env) && open === void 0 ? { noUser: true } : {},
    ...redirectPort !== void 0 ? { redirectPort } : {},
    authorizationTimeoutMs: Math.round(timeout),
    cacheDir: oauthCacheDir(env),
    notify: (line) => ctx.io.stderr(line)
  };
}
function limitsFromArgs(ctx) {
  const limits = limitsFromTexts(
    { timeout: str(ctx, "timeout"), maxPages: str(ctx, "max-pages"), maxBytes: str(ctx, "max-bytes"), maxTools: str(ctx, "max-tools") },
    { timeout: "--timeout", maxPages: "--max-pages", maxBytes: "--max-bytes", maxTools: "--max-tools" },
    Date.now()
  );
  if (ctx.io.stderrIsTTY === true && ctx.values.json !== true) {
    limits.onProgress = (label, tools, bytes, done) => ctx.io.stderr(
      done ? "\r\x1B[K" : `\r\x1B[Ktoolseal: ${escapeForTerminal(label)}: ${tools} tool${tools === 1 ? "" : "s"}, ${bytes} bytes so far`
    );
  }
  if (ctx.values.verbose !== true) return limits;
  return { ...limits, onServerStderr: (label, line) => ctx.io.stderr(`toolseal: ${label}: stderr: ${line}
`) };
}

// src/cli/upgrade-args.ts
var UPGRADE_SOURCE_OPTIONS = {
  bundle: { type: "string", multiple: true },
  repo: { type: "string" },
  registry: { type: "string" },
  "trusted-root": { type: "string" },
  offline: { type: "boolean" }
};
var PUBLISHER_OPTIONS = {
  "certificate-identity": { type: "string" },
  "certificate-identity-regexp": { type: "string" },
  "certificate-oidc-issuer": { type: "string" },
  "signer-workflow": { type: "string" },
  "signer-ref": { type: "string" },
  "source-repo": { type: "string" },
  "allow-reusable-callers": { type: "boolean" },
  "accept-signed": { type: "boolean" }
};
var UPGRADE_SOURCE_HELP = `Signed upgrades (a pin whose entry names a publisher, written by lock --certificate-identity or --repo):
  --bundle B             a bundle file, https URL or folder of bundles (*.json) to find the statements of
                         a changed surface and of the revisions back to the pin in (repeatable)
  --repo OWNER/REPO      also look them up in GitHub's attestations of OWNER/REPO (GITHUB_TOKEN, GITHUB_API_URL)
  --registry URL         also take the statement the MCP registry's entry of the pinned server name names
                         (its latest version, as verify --registry reads it; e.g. ${DEFAULT_REGISTRY_URL})
  --trusted-root FILE    verify with this trusted root (default: the public-good root shipped with toolseal)
  --offline              the shipped public-good root; nothing fetched`;
function str2(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
async function upgradeSourcesFromArgs(ctx, timeoutMs) {
  return upgradeSourcesOf(
    {
      bundles: Array.isArray(ctx.values.bundle) ? ctx.values.bundle : [],
      repo: str2(ctx, "repo"),
      registry: str2(ctx, "registry"),
      trustedRoot: str2(ctx, "trusted-root"),
      offline: ctx.values.offline === true
    },
    { cwd: ctx.io.cwd, env: ctx.io.env, warn: (line) => ctx.io.stderr(`toolseal: WARN: ${line}
`) },
    timeoutMs
  );
}
function publisherFromArgs(ctx) {
  const p = {
    certificateOidcIssuer: str2(ctx, "certificate-oidc-issuer") ?? GITHUB_ACTIONS_ISSUER,
    ...optional("certificateIdentity", str2(ctx, "certificate-identity")),
    ...optional("certificateIdentityRegexp", str2(ctx, "certificate-identity-regexp")),
    ...optional("repo", str2(ctx, "repo")),
    ...optional("signerWorkflow", str2(ctx, "signer-workflow")),
    ...optional("signerRef", str2(ctx, "signer-ref")),
    ...optional("sourceRepo", str2(ctx, "source-repo")),
    ...ctx.values["allow-reusable-callers"] === true ? { allowReusableCallers: true } : {}
  };
  if (p.certificateIdentity === void 0 && p.certificateIdentityRegexp === void 0 && p.repo === void 0) {
    const stray = ["certificate-oidc-issuer", "signer-workflow", "signer-ref", "source-repo", "allow-reusable-callers"].filter(
      (o) => ctx.values[o] !== void 0
    );
    if (stray.length > 0)
      throw new ToolsealError(
        "USAGE",
        `--${stray[0]} narrows a publisher: give --certificate-identity, --certificate-identity-regexp or --repo`
      );
    return void 0;
  }
  signerPolicyOfPublisher(p);
  return p;
}
function optional(key, value) {
  return value === void 0 ? {} : { [key]: value };
}

// src/cli/commands/lock.ts
function str3(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
var command = {
  name: "lock",
  summary: "pin a server's tool surface in mcp-tools.lock (re-pinning needs --update)",
  help: `Usage: toolseal lock SERVER | --snapshot FILE [--lock FILE] [--update] [--snapshot-dir DIR]
                     [--samples N] [--volatile POINTER ...] [--round-inexact-numbers]
       toolseal lock --remove ID [--remove ID ...] [--lock FILE]
       toolseal lock --prune --config FILE [--lock FILE]

Pins each server's tool surface in the lock (docs/formats.md): per tool its digest, its field digests and its
four effective hints; no description or schema text. A server not in the lock is added. A server whose
pin differs is re-pinned only with --update; without it nothing is written, what would change is
printed, and the exit code is 1 (LOCK_WOULD_CHANGE). Writes are atomic (temp file and rename) and
serialized: a run holds <lock>.lock while it re-reads the lock and merges its pins, so parallel runs on
one lock lose none. With --config FILE --all, the servers that could be snapshotted are pinned, each
failure is named, and the exit code is the worst (4 over 2 over 1); "disabled": true entries are skipped.
Beside the tools it pins the digests of the server's instructions, prompts and resource templates; an
entry of an older lock that pins the tools only gains them (without --update) when its tools match.

Options:
  --lock FILE          the lock (default ${DEFAULT_LOCK_FILE})
  --update             re-pin servers whose surface changed
  --snapshot-dir DIR   keep each pinned server's snapshot here (<server id>.snapshot.json), the reviewed
                       snapshot check uses for JSON Pointers
  --samples N          list each server N times (1 to 10, default 2) and refuse (VOLATILE_SURFACE, exit 4)
                       when the lists differ, naming the JSON Pointers that differ and the command that pins them
  --volatile POINTER   a value that varies by start or machine, pinned as its JSON type only
                       (/tools/NAME/FIELD/..., RFC 6901; never a name or annotations; repeatable; one server)
  --remove ID          drop the entry of server ID (repeatable; an ID the lock does not pin is refused)
  --prune              with --config FILE: drop the entries of servers the config does not name
  --json               the outcome as JSON on stdout
  --client-capabilities auto
                       list the server for every profile a host can declare (none, roots, sampling,
                       elicitation and each combination) and pin one entry per surface it lists: a
                       profile that lists what the pinned profile nearest to it lists is not pinned apart

Publisher (signed upgrades, docs/verifying.md): the signer as verify names it, recorded as the entry's
"publisher", so that check, the check action and the guard accept a change it signed as a signed upgrade:
  --certificate-identity SAN | --certificate-identity-regexp RE | --repo OWNER/REPO
  [--certificate-oidc-issuer URL] [--signer-workflow PATH] [--signer-ref REF] [--source-repo OWNER/REPO]
  [--allow-reusable-callers]
  --bundle B           a bundle file, https URL or folder: a statement of the surface being pinned,
                       verified first, records its revision and server name (repeatable); --repo looks in
                       GitHub's attestations too
  --trusted-root FILE, --offline   as verify
  --accept-signed      move a changed pin to its verified signed upgrade (under the recorded publisher,
                       with --bundle, --repo or --registry URL, the MCP registry's entry of the pin's
                       server name); a widening still needs --update

  --round-inexact-numbers  read a number a double cannot hold exactly (a live server's or a snapshot file's,
                       an int64 bound such as 9223372036854775807) as RFC 8785 reads it, the nearest double, instead of
                       refusing it; the entry records "numbers": "rounded", and check and guard compare it only with
                       the same flag

--remove and --prune start no server; like every lock write they hold <lock>.lock and write atomically.

${SERVER_HELP}`,
  options: {
    ...SERVER_OPTIONS,
    lock: { type: "string" },
    update: { type: "boolean" },
    "snapshot-dir": { type: "string" },
    json: { type: "boolean" },
    remove: { type: "string", multiple: true },
    prune: { type: "boolean" },
    samples: { type: "string" },
    volatile: { type: "string", multiple: true },
    "round-inexact-numbers": { type: "boolean" },
    ...UPGRADE_SOURCE_OPTIONS,
    ...PUBLISHER_OPTIONS
  },
  async run(ctx) {
    const remove = Array.isArray(ctx.values.remove) ? ctx.values.remove : [];
    if (remove.length > 0 || ctx.values.prune === true) return removeEntries(ctx, remove);
    const everyProfile = str3(ctx, "client-capabilities") === "auto";
    const limits = limitsFromArgs(ctx);
    const publisher = publisherFromArgs(ctx);
    const acceptSigned = ctx.values["accept-signed"] === true;
    const sources = await upgradeSourcesFromArgs(ctx, limits.timeoutMs);
    if (str3(ctx, "registry") !== void 0 && !acceptSigned)
      throw new ToolsealError("USAGE", "--registry finds a signed upgrade by the pin's recorded server name: it is for --accept-signed");
    if (sources !== void 0 && publisher === void 0 && !acceptSigned)
      throw new ToolsealError(
        "USAGE",
        "--bundle records a verified revision: give the publisher (--certificate-identity or --repo) or --accept-signed"
      );
    const run = await runLock({
      server: serverSpecFromArgs(everyProfile ? { ...ctx, values: { ...ctx.values, "client-capabilities": void 0 } } : ctx),
      everyProfile,
      limits,
      ...publisher !== void 0 || acceptSigned ? { publisher: { publisher, sources, acceptSigned } } : {},
      lockFile: str3(ctx, "lock"),
      update: ctx.values.update === true,
      snapshotDir: str3(ctx, "snapshot-dir"),
      cwd: ctx.io.cwd,
      ...samplingFromArgs(ctx),
      ...ctx.values["round-inexact-numbers"] === true ? { numbers: "rounded" } : {}
    });
    const gitattributes = gitattributesHint({
      lockHadCrlf: run.crlf === true,
      lockFile: run.lockFile,
      snapshotDir: str3(ctx, "snapshot-dir"),
      cwd: ctx.io.cwd,
      env: ctx.io.env
    });
    if (ctx.values.json) {
      const servers = run.servers.map((s) => ({
        serverId: s.serverId,
        ...s.clientCapabilities ? { clientCapabilities: s.clientCapabilities } : {},
        idSelfDeclared: s.check.idSelfDeclared,
        action: s.action,
        manifestDigest: s.check.manifestDigest,
        toolCount: s.check.toolCount,
        changes: s.check.changes.map(({ source: _s, ...c }) => c),
        carrierChanges: s.check.carrierChanges.map(({ text: _t, ...c }) => c),
        // The launched package's state (UNPINNED_PACKAGE, a replaced integrity), when a launcher starts the server.
        ...s.check.package ? { package: s.check.package } : {},
        // The values the new pin leaves out (pinned as their JSON type only).
        ...s.volatile ? { volatile: s.volatile } : {},
        ...s.upgrade ? { signedUpgrade: s.upgrade } : {}
      }));
      const failures = run.failures.map((f) => ({ serverId: f.serverId, code: f.code, message: f.message }));
      ctx.io.stdout(
        jsonForTerminal(
          {
            lockFile: run.lockFile,
            written: run.written,
            exitCode: run.exitCode,
            code: run.code,
            servers,
            skipped: run.skipped,
            failures,
            ...gitattributes.length > 0 ? { gitattributes } : {}
          },
          2
        ) + "\n"
      );
    } else {
      const color = ctx.io.isTTY && !ctx.io.env.NO_COLOR;
      let out = "";
      for (const s of run.servers) {
        const what = s.action === "would-change" ? "pin differs (not re-pinned: use --update)" : s.action;
        const profile = s.clientCapabilities ? ` for client capabilities ${s.clientCapabilities.join(",")}` : "";
        if (s.upgrade?.accepted)
          out += `server ${quoteForTerminal(s.serverId)}: signed upgrade accepted: revision ${s.upgrade.fromRevision ?? "(unrecorded)"} \u2192 ${s.upgrade.toRevision}, signed by ${quoteForTerminal(s.upgrade.signer)}
`;
        out += `server ${quoteForTerminal(s.serverId)}: ${what}${profile} (${s.check.toolCount} tool${s.check.toolCount === 1 ? "" : "s"}, ${s.check.manifestDigest})
`;
        if (s.action === "would-change" || s.action === "updated") out += renderChangesText(s.check, { color });
        const { volatile: _old, ...check } = s.check;
        for (const n of serverNotes(s.volatile ? { ...check, volatile: s.volatile } : check)) out += `  note: ${escapeForTerminal(n)}
`;
      }
      for (const id of run.skipped) out += `server ${quoteForTerminal(id)}: skipped (disabled in the config, not started)
`;
      for (const f of run.failures)
        out += `server ${quoteForTerminal(f.serverId)}: not pinned (${f.code}): ${escapeForTerminal(oneLine(messageBesideServer(f.serverId, f.message)))}
`;
      out += run.written ? `wrote ${run.lockFile}
` : `${run.lockFile} unchanged
`;
      if (gitattributes.length > 0)
        out += `note: a Windows checkout (CRLF line ends, git core.autocrlf): the lock reads as the same file and is written with LF; to keep it LF in every checkout, add to .gitattributes:
${gitattributes.map((l) => `  ${escapeForTerminal(l)}
`).join("")}`;
      ctx.io.stdout(out);
    }
    if (run.servers.some((s) => s.action === "would-change")) {
      ctx.io.stderr(
        `toolseal: LOCK_WOULD_CHANGE: ${run.lockFile}: a pin would change; review the changes (${ctx.values.json ? '"changes" in the JSON on stdout' : "listed under the server"}), then run again with --update
`
      );
    }
    if (run.code && run.code !== "LOCK_WOULD_CHANGE") {
      const n = run.failures.length;
      const ids = run.failures.map((f) => quoteForTerminal(f.serverId)).join(", ");
      ctx.io.stderr(
        `toolseal: ${run.code}: ${n} server${n === 1 ? "" : "s"} could not be snapshotted, so not pinned: ${ids}; the report gives each one's error
`
      );
    }
    return run.exitCode;
  }
};
function samplingFromArgs(ctx) {
  const samples = str3(ctx, "samples");
  if (samples !== void 0 && !/^[0-9]{1,3}$/.test(samples))
    throw new ToolsealError("USAGE", `--samples ${JSON.stringify(samples.slice(0, 40))}: expected a whole number from 1 to 10`);
  const volatile = Array.isArray(ctx.values.volatile) ? ctx.values.volatile : void 0;
  return { ...samples !== void 0 ? { samples: Number(samples) } : {}, ...volatile ? { volatile } : {} };
}
async function removeEntries(ctx, remove) {
  const prune = ctx.values.prune === true;
  const config = str3(ctx, "config");
  if (prune && config === void 0) throw new ToolsealError("USAGE", "--prune needs --config FILE (the servers to keep)");
  const other = [
    ctx.rest !== void 0 && "a command after --",
    str3(ctx, "url") !== void 0 && "--url",
    str3(ctx, "snapshot") !== void 0 && "--snapshot",
    !prune && config !== void 0 && "--config",
    str3(ctx, "server") !== void 0 && "--server",
    ctx.values.all === true && "--all",
    ctx.values.update === true && "--update",
    str3(ctx, "snapshot-dir") !== void 0 && "--snapshot-dir",
    str3(ctx, "samples") !== void 0 && "--samples",
    ctx.values.volatile !== void 0 && "--volatile"
  ].filter(Boolean);
  if (other.length > 0)
    throw new ToolsealError(
      "USAGE",
      `--remove and --prune start no server: ${other.join(" and ")} ${other.length === 1 ? "does" : "do"} not apply`
    );
  const { runLockRemove } = await import("./cli-pin-chunks/lock-remove-PBCJBXYK.js");
  const run = await runLockRemove({
    lockFile: str3(ctx, "lock"),
    remove,
    pruneConfig: prune ? config : void 0,
    env: ctx.io.env,
    cwd: ctx.io.cwd
  });
  if (ctx.values.json) {
    ctx.io.stdout(jsonForTerminal({ lockFile: run.lockFile, written: run.written, exitCode: 0, removed: run.removed }, 2) + "\n");
  } else {
    let out = "";
    for (const id of run.removed) out += `server ${quoteForTerminal(id)}: removed
`;
    out += run.written ? `wrote ${escapeForTerminal(run.lockFile)}
` : `${escapeForTerminal(run.lockFile)} unchanged (every entry is for a configured server)
`;
    ctx.io.stdout(out);
  }
  return 0;
}

// src/cli/commands/check.ts
var check_exports = {};
__export(check_exports, {
  command: () => command2
});
function str4(ctx, name) {
  const v = ctx.values[name];
  return typeof v === "string" ? v : void 0;
}
var command2 = {
  name: "check",
  summary: "pin state and drift of a server against mcp-tools.lock (never writes the lock)",
  help: `Usage: toolseal check SERVER | --snapshot FILE [--lock FILE] [--snapshot-dir DIR] [--on-change warn|fail|signed]
                      [--fail-on KINDS] [--round-inexact-numbers]
                      [--json | --sarif FILE | --markdown FILE [--show-text]] [--audit FILE]

Compares each server's tool surface with its pin in the lock (docs/formats.md): unpinned (baseline reported, the
run continues), matched, or changed, with each tool added, removed or changed, the changed fields and,
with a reviewed snapshot in --snapshot-dir, the JSON Pointers inside them. Never writes the lock.
A changed, added or removed instructions, prompt or resource template is a change too, named
(instructions, prompt "<name>", resourceTemplate "<uriTemplate>") but never shown; a lock that pins the
tools only (written by an older toolseal) checks the tools only, and the report says so once.

A tool that widens its own privileges (readOnlyHint false->true, destructiveHint true->false,
idempotentHint false->true, openWorldHint true->false) blocks with exit 3 whatever the posture; a
narrowing is allowed and reported; any other change warns (exit 0) or fails (exit 1) as --on-change says.
Each changed tool carries its kinds of change (with --snapshot-dir; without it, unclassified):
${CHANGE_KINDS.join(", ")}. --fail-on KINDS (comma-separated) fails (exit 1) on those
kinds whatever --on-change says; unclassified counts as schema-expansion.
Under --on-change fail, a server the lock does not pin fails too when the lock pins other servers (pin a
new server deliberately with toolseal lock), as an id given with --server-id always does (NOT_PINNED,
naming the pinned ids: a mistyped id would pass unchecked), and with --config FILE --all so does a pin of a server no
longer in the file (missing). Give servers a fixed id (--server-id, or a config key): a server known by
its own serverInfo.name can rename itself out of its pin, and the report says so.

Options:
  --lock FILE            the lock (default ${DEFAULT_LOCK_FILE}, which may be absent: every server
                         unpinned, said once; a --lock that does not exist is exit 2)
  --snapshot-dir DIR     reviewed snapshots written by lock --snapshot-dir, for pointers
  --on-change warn|fail|signed
                         what a change other than a widening does (default warn); signed: a signed
                         upgrade continues, any other change fails (UNSIGNED_CHANGE, exit 1)
  --fail-on KINDS        kinds of change that fail (exit 1) whatever --on-change, comma-separated
  --json                 the result as JSON on stdout (no server text)
  --sarif FILE           also write a SARIF 2.1.0 report for code scanning
  --markdown FILE        also write the Markdown report (the pull-request comment body)
  --show-text            the text of changed fields (untrusted): in the Markdown report, fenced, or
                         without --markdown after the report on the terminal, escaped
  --audit FILE           append one JSON Lines audit event per server (digests and names only)
  --round-inexact-numbers  read a number a double cannot hold exactly (a live server's or a snapshot file's,
                       an int64 bound such as 9223372036854775807) as RFC 8785 reads it, the nearest double, instead of
                       refusing it; for an entry pinned so ("numbers": "rounded"), which is checked only with it

${UPGRADE_SOURCE_HELP}

${SERVER_HELP}`,
  options: {
    ...SERVER_OPTIONS,
    lock: { type: "string" },
    "snapshot-dir": { type: "string" },
    "on-change": { type: "string" },
    "fail-on": { type: "string" },
    "round-inexact-numbers": { type: "boolean" },
    json: { type: "boolean" },
    sarif: { type: "string" },
    markdown: { type: "string" },
    "show-text": { type: "boolean" },
    audit: { type: "string" },
    ...UPGRADE_SOURCE_OPTIONS
  },
  async run(ctx) {
    const onChange = parseOnChange(str4(ctx, "on-change") ?? "warn", "--on-change");
    const failOnText = str4(ctx, "fail-on");
    const failOn = failOnText === void 0 ? void 0 : parseFailOn(failOnText, "--fail-on");
    const showText = ctx.values["show-text"] === true;
    if (showText && ctx.values.json && str4(ctx, "markdown") === void 0) {
      throw new ToolsealError("USAGE", "--show-text is for the text report or --markdown FILE; --json never carries server text");
    }
    const limits = limitsFromArgs(ctx);
    const upgrades = await upgradeSourcesFromArgs(ctx, limits.timeoutMs);
    const server = serverSpecFromArgs(ctx);
    const { result, lockFile, lockFound } = await runCheck({
      server,
      limits,
      ...upgrades ? { upgrades } : {},
      lockFile: str4(ctx, "lock"),
      snapshotDir: str4(ctx, "snapshot-dir"),
      ...ctx.values["round-inexact-numbers"] === true ? { numbers: "rounded" } : {},
      onChange,
      ...failOn ? { failOn } : {},
      sarifFile: str4(ctx, "sarif"),
      markdownFile: str4(ctx, "markdown"),
      showText,
      auditFile: str4(ctx, "audit"),
      cwd: ctx.io.cwd
    });
    if (!lockFound && result.servers.length > 0) ctx.io.stderr(`toolseal check: no lock file at ${lockFile}: every server is unpinned
`);
    if (ctx.values.json) ctx.io.stdout(jsonForTerminal(checkResultJson(result), 2) + "\n");
    else {
      ctx.io.stdout(renderCheckText(result, { color: ctx.io.isTTY && !ctx.io.env.NO_COLOR }));
      if (showText && str4(ctx, "markdown") === void 0) {
        const { renderChangedTextForTerminal } = await import("./cli-pin-chunks/report-show-text-FVK2TXJT.js");
        ctx.io.stdout(renderChangedTextForTerminal(result));
      }
      ctx.io.stdout(relockLines(result.servers, server, str4(ctx, "lock") ?? DEFAULT_LOCK_FILE, str4(ctx, "snapshot-dir")));
    }
    const failure = checkFailureMessage(result);
    if (failure !== void 0) ctx.io.stderr(`toolseal: ${result.code}: ${escapeForTerminal(oneLine(failure))}
`);
    return result.exitCode;
  }
};
function relockLines(servers, spec, lock, snapshotDir) {
  const of = relockCommand(spec, lock, snapshotDir);
  let out = "";
  for (const s of servers) {
    if (s.verdict !== "blocked" || s.pinState !== "changed" && s.pinState !== "unpinned") continue;
    const words = relockWords(spec, of(s.serverId));
    out += `server ${quoteForTerminal(s.serverId)}: once reviewed, pin what it lists now with: toolseal lock ${s.pinState === "changed" ? "--update " : ""}${escapeForTerminal(words)}
`;
  }
  return out;
}

// src/cli/main.ts
const { parseArgs } = process.getBuiltinModule("node:util");
var COMMANDS = {
  canonicalize: { summary: "JSON (file or stdin) to RFC 8785 canonical bytes", load: () => import("./commands/canonicalize.js") },
  digest: {
    summary: "manifest and per-tool digests of a tools/list result, tools array or snapshot",
    load: () => import("./commands/digest.js")
  },
  lock: { summary: "pin a server's tool surface in mcp-tools.lock (re-pinning needs --update)", load: () => Promise.resolve(lock_exports) },
  check: { summary: "pin state and drift against mcp-tools.lock; exit 3 on privilege widening", load: () => Promise.resolve(check_exports) },
  snapshot: { summary: "a server's complete, exact tools/list as a snapshot file", load: () => import("./commands/snapshot.js") },
  verify: { summary: "verify a signed tool surface and compare it with the live server", load: () => import("./commands/verify.js") },
  "verify-bundle": {
    summary: "verify any Sigstore bundle (sigstore-conformance CLI protocol)",
    load: () => import("./commands/verify-bundle.js")
  },
  statement: {
    summary: "the in-toto statement of a server's tool surface (revision chain)",
    load: () => import("./commands/statement.js")
  },
  sign: { summary: "sign a statement keyless with Sigstore into a bundle", load: () => import("./commands/sign.js") },
  guard: {
    summary: "run an MCP server behind a proxy that withholds its tools when they fail the pin",
    load: () => import("./commands/guard.js")
  },
  trust: {
    summary: "one row per configured server: pin state, surface, changes, and whether the guard runs it",
    load: () => import("./commands/trust.js")
  },
  wrap: {
    summary: "rewrite an MCP client config so that every server starts through toolseal guard",
    load: () => import("./commands/wrap.js")
  },
  doctor: {
    summary: "per configured server: wrapped, its guard starts, its lock pins it, it answers",
    load: () => import("./commands/doctor.js")
  }
};
var MAIN_HELP = () => `toolseal ${VERSION}: make an MCP server's tool surface a reviewed, signed, verifiable artifact

Usage: toolseal COMMAND [OPTIONS]

Commands:
${Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(14)}${c.summary}`).join("\n")}

Run toolseal COMMAND --help for a command's options.
Exit codes: 0 ok, 1 a check failed, 2 usage or invalid input, 3 privilege widening, 4 incomplete snapshot.`;
async function runCli(argv, io) {
  const json = (argv.includes("--") ? argv.slice(0, argv.indexOf("--")) : argv).includes("--json");
  try {
    const [first, ...rest0] = argv;
    const [name, ...args] = first === "help" && rest0.length > 0 ? [rest0[0], "--help"] : [first, ...rest0];
    if (name === void 0) {
      io.stdout(MAIN_HELP() + "\n");
      throw new ToolsealError("USAGE", "no command given; run toolseal --help");
    }
    if (name === "--help" || name === "-h" || name === "help") {
      io.stdout(MAIN_HELP() + "\n");
      return EXIT.OK;
    }
    if (name === "--version" || name === "-v") {
      io.stdout(VERSION + "\n");
      return EXIT.OK;
    }
    const entry = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : void 0;
    if (!entry) {
      const near = name.startsWith("-") ? void 0 : closestName(name, Object.keys(COMMANDS));
      throw new ToolsealError(
        "USAGE",
        `unknown command ${JSON.stringify(name.slice(0, 40))}${near ? ` (did you mean ${near}?)` : ""}; run toolseal --help`
      );
    }
    const { command: command3 } = await entry.load();
    const dashdash = args.indexOf("--");
    const own = dashdash < 0 ? args : args.slice(0, dashdash);
    const rest = dashdash < 0 ? void 0 : args.slice(dashdash + 1);
    if (own.includes("--help") || own.includes("-h")) {
      io.stdout(command3.help + "\n");
      return EXIT.OK;
    }
    const options = { ...command3.options, json: command3.options.json ?? { type: "boolean" } };
    let parsed;
    try {
      parsed = parseArgs({ args: own, options, allowPositionals: true, strict: true, tokens: true });
    } catch (e) {
      throw usageError(name, own, options, e);
    }
    refuseRepeated(name, parsed.tokens, options);
    if (parsed.positionals.length > (command3.maxPositionals ?? 0)) {
      const extra = parsed.positionals[command3.maxPositionals ?? 0];
      const shown = /^[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\./.test(extra) ? "(a token-like value, not shown)" : JSON.stringify(extra);
      const hint = rest === void 0 && command3.help.includes("-- CMD") ? `; a server's command goes after --: toolseal ${name} [OPTIONS] -- CMD [ARGS...]` : "";
      throw new ToolsealError("USAGE", `${name}: unexpected argument ${shown}${hint}`);
    }
    const ctx = {
      values: parsed.values,
      positionals: parsed.positionals,
      rest,
      io
    };
    if (ctx.values["oauth-logout"] === true) {
      const { forgetOAuthFromArgs } = await import("./commands/oauth-logout.js");
      await forgetOAuthFromArgs(ctx);
      if (ctx.values.oauth !== true && ctx.values["oauth-client-credentials"] !== true) return EXIT.OK;
    }
    return await command3.run(ctx);
  } catch (e) {
    return reportError(e, io, json);
  }
}
function usageError(name, args, options, e) {
  const code = e.code;
  const { tokens } = parseArgs({ args, options, allowPositionals: true, strict: false, tokens: true });
  const usage = `run toolseal ${name} --help`;
  for (const t of tokens) {
    if (t.kind !== "option") continue;
    const spec = Object.hasOwn(options, t.name) ? options[t.name] : void 0;
    if (!spec) {
      const near = closestOption(t.rawName, Object.keys(options));
      return new ToolsealError(
        "USAGE",
        `${name}: unknown option ${shownOption(t.rawName)}${near ? ` (did you mean ${near}?)` : ""}; ${usage}`,
        { cause: e }
      );
    }
    if (spec.type === "string" && (t.value === void 0 || !t.inlineValue && t.value.startsWith("-"))) {
      return new ToolsealError(
        "USAGE",
        `${name}: ${t.rawName} needs a value (${t.rawName} VALUE, or ${t.rawName}=VALUE when it starts with -); ${usage}`,
        { cause: e }
      );
    }
    if (spec.type === "boolean" && t.inlineValue) {
      return new ToolsealError("USAGE", `${name}: ${t.rawName} takes no value; ${usage}`, { cause: e });
    }
  }
  return new ToolsealError("USAGE", `${name}: ${code === void 0 ? "invalid arguments" : e.message}; ${usage}`, { cause: e });
}
function refuseRepeated(name, tokens, options) {
  const seen = /* @__PURE__ */ new Set();
  for (const t of tokens ?? []) {
    if (t.kind !== "option") continue;
    const spec = options[t.name];
    if (spec?.type !== "string" || spec.multiple === true) continue;
    if (seen.has(t.name))
      throw new ToolsealError("USAGE", `${name}: --${t.name} is given more than once; give it once (run toolseal ${name} --help)`);
    seen.add(t.name);
  }
}
function shownOption(raw) {
  return raw.length > 40 ? `${raw.slice(0, 40)}\u2026` : raw;
}
function closestOption(raw, names) {
  const near = closestName(raw.replace(/^-+/, ""), names);
  return near === void 0 ? void 0 : `--${near}`;
}
function reportError(e, io, json) {
  const err = e instanceof ToolsealError ? e : new ToolsealError("IO_ERROR", `unexpected error: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  if (json) io.stdout(jsonForTerminal({ code: err.code, message: err.message }) + "\n");
  io.stderr(`toolseal: ${err.code}: ${escapeForTerminal(oneLine(err.message))}
`);
  return err.exitCode;
}

// src/cli/process-io.ts
const { writeSync } = process.getBuiltinModule("node:fs");
const { isatty } = process.getBuiltinModule("node:tty");
function processIO() {
  return {
    stdout: writeStdout,
    stderr: writeStderr,
    readStdin: async () => {
      const chunks = [];
      for await (const c of process.stdin) chunks.push(c);
      return decodeUtf8(Buffer.concat(chunks), "stdin");
    },
    env: process.env,
    cwd: process.cwd(),
    // Asked of the descriptors: creating process.stdout (what its isTTY would take) loads Node's stream
    // and net code, a tenth of a small command's start-up.
    isTTY: isatty(1),
    stderrIsTTY: isatty(2)
  };
}
var stream = false;
function writeStdout(text) {
  if (stream) {
    process.stdout.write(text);
    return;
  }
  const bytes = Buffer.from(text, "utf8");
  let written = 0;
  try {
    while (written < bytes.length) written += writeSync(1, bytes, written);
  } catch (e) {
    const err = e;
    if (err.code !== "EAGAIN") return stdoutFailed(err);
    useStream();
    process.stdout.write(bytes.subarray(written));
  }
}
function useStream() {
  stream = true;
  process.stdout.on("error", (e) => stdoutFailed(e));
}
function stdoutFailed(e) {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  process.stderr.write(`toolseal: IO_ERROR: cannot write to stdout: ${osErrorText(e)}
`);
  process.exit(2);
}
var stderrWatched = false;
function writeStderr(text) {
  if (!stderrWatched) {
    stderrWatched = true;
    process.stderr.on("error", () => {
    });
  }
  process.stderr.write(text);
}

// src/cli/single-file-cli.ts
process.exitCode = await runCli(process.argv.slice(2), processIO());
