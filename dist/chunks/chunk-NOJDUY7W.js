#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  withExclusiveFileLock
} from "./chunk-BSPJN5A2.js";
import {
  snapshotTextPieces
} from "./chunk-YCN4T47S.js";
import {
  packageSurfaces
} from "./chunk-BYJFKP6G.js";
import {
  publisherPolicy,
  relockCommand,
  signedUpgradeOf,
  statementsOf
} from "./chunk-OF5EZYWB.js";
import {
  parseLock,
  readLockIfAny,
  readReviewedSnapshot,
  samePublisher,
  withPublisherPin
} from "./chunk-2QC7B3O2.js";
import {
  assertSnapshotFileNames,
  snapshotFileName
} from "./chunk-WJCMUN64.js";
import {
  DEFAULT_SAMPLES,
  MAX_SAMPLES,
  checkPackage,
  checkServer,
  differingPointers,
  isCovered,
  maskVolatile,
  packagePinToWrite,
  sameVolatile,
  volatileOptionWords,
  withPackage,
  withVolatile
} from "./chunk-RMWBLMFU.js";
import {
  DEFAULT_LOCK_FILE,
  MAX_VOLATILE_POINTERS,
  entryForProfile,
  entryMembers,
  isLockText,
  lockBytePieces,
  lockIfWrittenFor,
  lockTextOf,
  pinnedProfiles,
  readVolatilePointer,
  readVolatilePointers,
  serverPinOf,
  withPackagePin,
  withProfilePin,
  withServer
} from "./chunk-42CTSAXX.js";
import {
  samePackagePin
} from "./chunk-V5IMACWJ.js";
import {
  readSnapshotFile,
  takeSnapshotsApart,
  toolsOf,
  withToolDigestTable
} from "./chunk-HKYXZG4F.js";
import {
  hasHiddenCharacters,
  shellWord
} from "./chunk-EFISWI7Y.js";
import {
  DEFAULT_LIMITS
} from "./chunk-5XTFMSJV.js";
import {
  nonToolOfSnapshot
} from "./chunk-RAG7VAPI.js";
import {
  ALL_CLIENT_PROFILES,
  nearestProfile,
  profileText
} from "./chunk-5AXEYW3Q.js";
import {
  digestTools
} from "./chunk-SH3UB2NS.js";
import {
  openUserFile,
  writeFileAtomic
} from "./chunk-KQJFC54N.js";
import {
  ERROR_CODES,
  EXIT,
  ToolsealError,
  osErrorText,
  worstExitCode
} from "./chunk-UAZ5W6EW.js";

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
  const command = ["toolseal", "lock", ...volatileOptionWords(pointers), ...relock.args.map(shellWord)].join(" ");
  return new ToolsealError(
    "VOLATILE_SURFACE",
    `${head}; if these values vary by start or machine, pin them as volatile (each then pinned as its JSON type only): ${command}${relock.needs ? ` (with ${relock.needs})` : ""}`
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
const { join } = process.getBuiltinModule("node:path");
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

export {
  runLock
};
