#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  withExclusiveFileLock
} from "./chunk-SSQSZSD2.js";
import {
  PUBLISHER_OPTIONS,
  SERVER_HELP,
  UPGRADE_SOURCE_OPTIONS,
  limitsFromArgs,
  publisherFromArgs,
  serverSpecFromArgs,
  upgradeSourcesFromArgs
} from "./chunk-MXZT2PCP.js";
import "./chunk-CJVS6FSC.js";
import {
  DEFAULT_LIMITS,
  SERVER_OPTIONS,
  assertSnapshotFileNames,
  packageSurfaces,
  publisherPolicy,
  readLockIfAny,
  readReviewedSnapshot,
  readSnapshotFile,
  relockCommand,
  signedUpgradeOf,
  snapshotFileName,
  statementsOf,
  takeSnapshotsApart,
  toolsOf,
  withToolDigestTable
} from "./chunk-67KP7ARD.js";
import "./chunk-OYVOKNVC.js";
import "./chunk-M3SC6OSE.js";
import {
  openUserFile,
  writeFileAtomic
} from "./chunk-5ETNIM4U.js";
import "./chunk-HCCENUXV.js";
import {
  nonToolOfSnapshot
} from "./chunk-KJOURXTM.js";
import "./chunk-2UXPCXN3.js";
import "./chunk-CUMMBWK5.js";
import "./chunk-B7SMRBTF.js";
import "./chunk-QPU6FHUR.js";
import {
  renderChangesText
} from "./chunk-JAPMWVQE.js";
import {
  DEFAULT_LOCK_FILE,
  DEFAULT_SAMPLES,
  MAX_SAMPLES,
  MAX_VOLATILE_POINTERS,
  checkPackage,
  checkServer,
  differingPointers,
  entryForProfile,
  entryMembers,
  isCovered,
  isLockText,
  lockBytePieces,
  lockIfWrittenFor,
  lockTextOf,
  maskVolatile,
  packagePinToWrite,
  parseLock,
  pinnedProfiles,
  readVolatilePointer,
  readVolatilePointers,
  samePackagePin,
  samePublisher,
  sameVolatile,
  serverNotes,
  serverPinOf,
  volatileOptionWords,
  withPackage,
  withPackagePin,
  withProfilePin,
  withPublisherPin,
  withServer,
  withVolatile
} from "./chunk-APUAF65Q.js";
import "./chunk-3JLGGC7E.js";
import {
  ALL_CLIENT_PROFILES,
  digestTools,
  nearestProfile,
  profileText
} from "./chunk-C5HGOXZJ.js";
import "./chunk-63WBL2YD.js";
import "./chunk-PTA2LSLX.js";
import {
  escapeForTerminal,
  hasHiddenCharacters,
  jsonForTerminal,
  quoteForTerminal,
  shellWord
} from "./chunk-3TODUGGO.js";
import {
  ERROR_CODES,
  EXIT,
  ToolsealError,
  messageBesideServer,
  oneLine,
  osErrorText,
  worstExitCode
} from "./chunk-7E5VU7YR.js";
import "./chunk-DO3QJ2SH.js";

// src/run/lock.ts
const { resolve } = process.getBuiltinModule("node:path");

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
  const command2 = ["toolseal", "lock", ...volatileOptionWords(pointers), ...relock.args.map(shellWord)].join(" ");
  return new ToolsealError(
    "VOLATILE_SURFACE",
    `${head}; if these values vary by start or machine, pin them as volatile (each then pinned as its JSON type only): ${command2}${relock.needs ? ` (with ${relock.needs})` : ""}`
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
    if (again === void 0) throw new ToolsealError("VOLATILE_SURFACE", `${o.serverId}: not listed again on a later start`);
    if (again.error || !again.snapshot) throw again.error ?? new ToolsealError("SNAPSHOT_INCOMPLETE", `${o.serverId}: no snapshot`);
    listings.push(toolsOf(again));
  }
  const pinned = toolsToPin(o.serverId, listings, sampling, context);
  return sampling.volatile.length === 0 ? void 0 : pinned;
}

// src/run/lock-snapshot-dir.ts
const { existsSync, mkdirSync } = process.getBuiltinModule("node:fs");
const { join } = process.getBuiltinModule("node:path");

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
    const file = join(dir, snapshotFileName(serverId));
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
  const lockFile = resolve(cwd, options.lockFile ?? DEFAULT_LOCK_FILE);
  const snapshotDir = options.snapshotDir === void 0 ? void 0 : resolve(cwd, options.snapshotDir);
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
const { basename, dirname, isAbsolute, relative, resolve: resolve2, sep } = process.getBuiltinModule("node:path");
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
  const lockFile = resolve2(facts.cwd, facts.lockFile);
  const dir = dirname(lockFile);
  const windows = facts.lockHadCrlf || gitSays(["config", "--get", "core.autocrlf"], dir, facts.env)?.toLowerCase() === "true";
  if (!windows) return [];
  if (gitSays(["check-attr", "eol", "--", basename(lockFile)], dir, facts.env)?.endsWith(": eol: lf")) return [];
  const lines = [`${basename(lockFile)} text eol=lf`];
  if (facts.snapshotDir !== void 0) {
    const rel = relative(facts.cwd, resolve2(facts.cwd, facts.snapshotDir));
    const folder = rel === "" || rel.startsWith("..") || isAbsolute(rel) ? "" : `${rel.split(sep).join("/")}/`;
    lines.push(`${folder}*.snapshot.json text eol=lf`);
  }
  return lines;
}

// src/cli/commands/lock.ts
function str(ctx, name) {
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
    const everyProfile = str(ctx, "client-capabilities") === "auto";
    const limits = limitsFromArgs(ctx);
    const publisher = publisherFromArgs(ctx);
    const acceptSigned = ctx.values["accept-signed"] === true;
    const sources = await upgradeSourcesFromArgs(ctx, limits.timeoutMs);
    if (str(ctx, "registry") !== void 0 && !acceptSigned)
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
      lockFile: str(ctx, "lock"),
      update: ctx.values.update === true,
      snapshotDir: str(ctx, "snapshot-dir"),
      cwd: ctx.io.cwd,
      ...samplingFromArgs(ctx),
      ...ctx.values["round-inexact-numbers"] === true ? { numbers: "rounded" } : {}
    });
    const gitattributes = gitattributesHint({
      lockHadCrlf: run.crlf === true,
      lockFile: run.lockFile,
      snapshotDir: str(ctx, "snapshot-dir"),
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
  const samples = str(ctx, "samples");
  if (samples !== void 0 && !/^[0-9]{1,3}$/.test(samples))
    throw new ToolsealError("USAGE", `--samples ${JSON.stringify(samples.slice(0, 40))}: expected a whole number from 1 to 10`);
  const volatile = Array.isArray(ctx.values.volatile) ? ctx.values.volatile : void 0;
  return { ...samples !== void 0 ? { samples: Number(samples) } : {}, ...volatile ? { volatile } : {} };
}
async function removeEntries(ctx, remove) {
  const prune = ctx.values.prune === true;
  const config = str(ctx, "config");
  if (prune && config === void 0) throw new ToolsealError("USAGE", "--prune needs --config FILE (the servers to keep)");
  const other = [
    ctx.rest !== void 0 && "a command after --",
    str(ctx, "url") !== void 0 && "--url",
    str(ctx, "snapshot") !== void 0 && "--snapshot",
    !prune && config !== void 0 && "--config",
    str(ctx, "server") !== void 0 && "--server",
    ctx.values.all === true && "--all",
    ctx.values.update === true && "--update",
    str(ctx, "snapshot-dir") !== void 0 && "--snapshot-dir",
    str(ctx, "samples") !== void 0 && "--samples",
    ctx.values.volatile !== void 0 && "--volatile"
  ].filter(Boolean);
  if (other.length > 0)
    throw new ToolsealError(
      "USAGE",
      `--remove and --prune start no server: ${other.join(" and ")} ${other.length === 1 ? "does" : "do"} not apply`
    );
  const { runLockRemove } = await import("./lock-remove-7MZ3N6YK.js");
  const run = await runLockRemove({
    lockFile: str(ctx, "lock"),
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
export {
  command
};
