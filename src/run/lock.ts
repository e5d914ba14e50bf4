import { resolve } from 'node:path';
import { checkServer, withPackage, type ServerCheck, type ServerFailure } from '../core/check/check.js';
import { ERROR_CODES, EXIT, ToolsealError, worstExitCode, type ErrorCode, type ExitCode } from '../core/errors.js';
import {
  DEFAULT_LOCK_FILE,
  entryForProfile,
  entryMembers,
  pinnedProfiles,
  serverPinOf,
  withPackagePin,
  withProfilePin,
  withServer,
  type LockDraft,
  type ServerPin,
} from '../core/lock/lock.js';
import { parseLock } from '../core/lock/lock-read.js';
import { assertSnapshotFileNames } from '../core/snapshot/snapshot-file-name.js';
import { isLockText, lockBytePieces, lockIfWrittenFor, lockTextOf } from '../core/lock/lock-text.js';
import { nonToolOfSnapshot } from '../core/snapshot/snapshot.js';
import { digestTools, type RawTool, type SurfaceDigests } from '../core/surface/surface.js';
import type { UpgradeOutcome } from '../core/check/upgrade-chain.js';
import { withExclusiveFileLock } from '../fs/exclusive-file-lock.js';
import { openUserFile, writeFileAtomic } from '../fs/json-file.js';
import { DEFAULT_LIMITS, type ServerSpec, type SnapshotLimits } from '../mcp/server/server-spec.js';
import {
  takeSnapshotsApart,
  toolsOf,
  withToolDigestTable,
  type SnapshotOptions,
  type SnapshotOutcomeApartOnDemand,
  type SnapshotOutcomeOnDemand,
} from '../mcp/snapshot/server-snapshots.js';
import { checkPackage, packagePinToWrite } from '../core/check/package-check.js';
import { samePackagePin } from '../core/origin/package-launch.js';
import { packageSurfaces } from './check.js';
import { readLockIfAny } from './check-inputs.js';
import { snapshotsOfEveryProfile } from './lock-profiles.js';
import { maskVolatile, sameVolatile, withVolatile } from '../core/check/volatile.js';
import { lockSampling, otherListings, sampledTools } from './lock-samples.js';
import { keepSnapshots, readReviewedIfValid, type SnapshotToKeep } from './lock-snapshot-dir.js';
import { samePublisher, withPublisherPin } from '../core/lock/lock-publisher.js';
import { publisherPins, type LockPublisherOptions, type PublisherPin } from './lock-publisher.js';
import type { NumberReading } from '../core/json/strict-reader.js';

/** What `toolseal lock` is asked to do. Relative paths are resolved against `cwd`. */
export interface LockOptions {
  server: ServerSpec;
  limits?: SnapshotLimits;
  /** The lock file (default `mcp-tools.lock`). */
  lockFile?: string;
  /** Re-pin servers whose pin differs (without it, such a run changes nothing and fails). */
  update?: boolean;
  /** Keep each pinned server's snapshot here, pretty and deterministic, as the reviewed snapshot. */
  snapshotDir?: string;
  cwd?: string;
  /** How long to wait for another run writing the same lock (default 30 s). */
  lockWaitMs?: number;
  /**
   * `--client-capabilities auto`: list each server for every client profile and pin one entry per surface
   * it distinguishes (see {@link snapshotsOfEveryProfile}); `server` declares none of its own.
   */
  everyProfile?: boolean;
  /** How many times each server is listed, the listings compared (`--samples`, 1..10, default 2). */
  samples?: number;
  /** JSON Pointers (`/tools/NAME/FIELD/…`) of values that vary by start, pinned as their JSON type only (`--volatile`). */
  volatile?: string[];
  /** The publisher to record (`--certificate-identity`, `--repo`…), its statements (`--bundle`), `--accept-signed`. */
  publisher?: LockPublisherOptions;
  /** `rounded` (`--round-inexact-numbers`): a number a double cannot hold exactly is pinned as the nearest double. */
  numbers?: NumberReading;
}

export interface LockDeps {
  takeSnapshots?: (spec: ServerSpec, limits: SnapshotLimits, options?: SnapshotOptions) => Promise<SnapshotOutcomeOnDemand[]>;
}

/** What happened to one server's pin. */
export type LockAction = 'added' | 'unchanged' | 'updated' | 'would-change';

export interface LockServerOutcome {
  serverId: string;
  /** The client capabilities this pin is for (absent: none). */
  clientCapabilities?: string[];
  action: LockAction;
  /** The server's state against the old pin (its changes are what the new pin changes). */
  check: ServerCheck;
  /** The new pin's volatile pointers (`--volatile`), when it has them: what it does not cover. */
  volatile?: string[];
  /** `--accept-signed`: the signed upgrade the pin moved to. */
  upgrade?: UpgradeOutcome;
}

export interface LockRun {
  lockFile: string;
  servers: LockServerOutcome[];
  /** Servers that could not be snapshotted (`--config --all`): not pinned, each named with its error. */
  failures: ServerFailure[];
  /** Config entries marked `"disabled": true`: never started, not pinned. */
  skipped: string[];
  /** Whether the lock file was written (false when nothing changed or a re-pin was refused). */
  written: boolean;
  /** Reviewed snapshots written to the snapshot folder. */
  snapshotsWritten: string[];
  /** The lock as read had CRLF line ends (a Windows checkout): read as LF, and left so unless a pin changed. */
  crlf?: boolean;
  /**
   * 0; or the worst of the failures' codes and 1 (`LOCK_WOULD_CHANGE`, a pin differs and `update` was not
   * given): a widening, then an incomplete snapshot, then invalid input, then a failed check.
   */
  exitCode: ExitCode;
  code?: ErrorCode;
}

/**
 * Pins the server(s) deliberately: a server not in the lock is added; a server whose pin differs is
 * re-pinned only with `update` (otherwise nothing at all is written and the run fails with
 * `LOCK_WOULD_CHANGE`, listing what would change). One server that cannot be snapshotted is thrown; with
 * `--config --all`, the servers that could be are pinned and each failure is listed.
 *
 * Concurrent runs on one lock file are serialized: the servers are snapshotted first (no lock held), then
 * under an exclusive lock file beside the lock the lock is read again, the new pins merged into it and the
 * result written atomically, so a parallel run's pins are never lost. The lock is written only when its
 * bytes change.
 */
export async function runLock(options: LockOptions, deps: LockDeps = {}): Promise<LockRun> {
  const cwd = options.cwd ?? process.cwd();
  const lockFile = resolve(cwd, options.lockFile ?? DEFAULT_LOCK_FILE);
  const snapshotDir = options.snapshotDir === undefined ? undefined : resolve(cwd, options.snapshotDir);
  // Read once before any server starts, so an invalid lock fails fast; it is read again under the lock. A
  // snapshot file starts no server: its lock is read once, under the lock (compared as bytes first, see
  // readLockUnder), and before it only when the snapshot cannot be read, so a bad lock is still refused first.
  const fromFile = options.server.kind === 'snapshot';
  const before = fromFile ? undefined : readLockIfAny(lockFile).lock;
  const how = { toolsOnDemand: true, fieldDigests: true, numbers: options.numbers };
  const limits = options.limits ?? DEFAULT_LIMITS;
  const many = options.server.kind === 'config' && options.server.all === true;
  const sampling = lockSampling(options.server, options.samples, options.volatile);
  const pointers = sampling.volatile.map((p) => p.pointer).sort();
  const sampleContext = { server: options.server, lockFile: options.lockFile ?? DEFAULT_LOCK_FILE, snapshotDir: options.snapshotDir };
  const failures: ServerFailure[] = [];
  const skipped: string[] = [];
  // `pinnedTools`: the tools with their volatile values replaced (what `digests` are of), when there are volatile pointers.
  const taken: Array<
    SnapshotToKeep & { outcome: SnapshotOutcomeApartOnDemand; digests: SurfaceDigests; pinnedTools: (() => RawTool[]) | undefined }
  > = [];
  let outcomes: SnapshotOutcomeApartOnDemand[];
  try {
    // Each snapshot's tool digests in a table (a caller's takeSnapshots gives them as a record): for its file.
    // Each listing is bounded by --timeout on its own (--samples and every profile start the server again):
    // the first from the command's start, each later one from its own.
    let listings = 0;
    const take = async (spec: ServerSpec, o: SnapshotOptions = how) => {
      const bound = listings++ === 0 ? limits : { ...limits, startedAt: Date.now() };
      return deps.takeSnapshots
        ? (await deps.takeSnapshots(spec, bound, o)).map(withToolDigestTable)
        : await takeSnapshotsApart(spec, bound, o);
    };
    const spec = options.server;
    if (options.everyProfile && spec.kind === 'snapshot')
      throw new ToolsealError('USAGE', '--client-capabilities auto lists a live server: a snapshot file is of the one profile it records');
    outcomes =
      options.everyProfile && spec.kind !== 'snapshot'
        ? await snapshotsOfEveryProfile(
            spec,
            (s) => take(s),
            (id) => {
              const entry = before && Object.hasOwn(before.servers, id) ? before.servers[id] : undefined;
              return entry ? pinnedProfiles(entry) : [];
            },
          )
        : await take(spec);
    // `--samples N`: the other listings (their tools only), compared with the first below.
    const others = await otherListings(spec, outcomes, sampling.samples, options.everyProfile === true, (s) =>
      take(s, { toolsOnDemand: true, numbers: options.numbers }),
    );
    for (const o of outcomes) {
      if (o.skipped) {
        skipped.push(o.serverId);
        continue;
      }
      const error = o.error ?? (o.snapshot ? undefined : new ToolsealError('SNAPSHOT_INCOMPLETE', `${o.serverId}: no snapshot`));
      if (error && !many) throw error;
      if (error) {
        failures.push({ serverId: o.serverId, code: error.code, message: error.message });
        continue;
      }
      // Digested once, before the lock is taken: the snapshot's digests serve the check and the new pin alike.
      // A snapshot file's tools are parsed (toolsOf) only if a step reads them (a change to report, a snapshot
      // to keep), then kept for the others.
      let parsed: RawTool[] | undefined;
      const tools = () => (parsed ??= toolsOf(o));
      let pinned: RawTool[] | undefined;
      try {
        pinned = sampledTools(o, others, tools, sampling, sampleContext);
      } catch (e) {
        if (!many || !(e instanceof ToolsealError)) throw e;
        failures.push({ serverId: o.serverId, code: e.code, message: e.message });
        continue;
      }
      const digests = pinned
        ? digestTools(pinned, { fields: true })
        : o.digests?.withFields
          ? o.digests
          : digestTools(tools(), { fields: true });
      const pinnedTools = pinned && (() => pinned);
      taken.push({ serverId: o.serverId, outcome: o, snapshot: o.snapshot!, toolDigests: o.toolDigests!, tools, digests, pinnedTools });
    }
  } catch (e) {
    if (fromFile) readLockIfAny(lockFile);
    throw e;
  }

  // Resolved before the lock is taken (a registry may be asked), like the snapshots.
  const packages = await packageSurfaces(outcomes, limits);
  // Also before the lock is taken: statements are read and verified (bundles, the attestations API).
  const publishers: Map<string, PublisherPin> = options.publisher
    ? await publisherPins(
        options.publisher,
        readLockIfAny(lockFile).lock,
        taken.map((t) => ({
          serverId: t.serverId,
          manifestDigest: t.digests.manifestDigest,
          clientCapabilities: t.snapshot.clientCapabilities,
        })),
        lockFile,
      )
    : new Map();

  return withExclusiveFileLock(
    lockFile,
    (assertHeld) => {
      // One server with no package to pin (a snapshot file's): a lock that is byte for byte the lock of its pin
      // alone is that pin, neither decoded nor parsed (what lock writes, run again on the same surface).
      const only = taken.length === 1 && !packages.has(taken[0]!.outcome) && pointers.length === 0 ? taken[0]! : undefined;
      const onlyPin = only && serverPinOf(only.digests, nonToolOfSnapshot(only.snapshot), only.snapshot.clientCapabilities);
      const {
        lock,
        text: oldText,
        lockIsPin,
        crlf,
      } = readLockUnder(lockFile, only && onlyPin && { serverId: only.serverId, pin: onlyPin });
      // Every server the folder will hold a snapshot of, pinned before or now, needs a file of its own.
      if (snapshotDir) assertSnapshotFileNames([...Object.keys(lock.servers), ...taken.map((t) => t.outcome.serverId)], snapshotDir);

      let next: LockDraft = lock;
      const servers: LockServerOutcome[] = [];
      const toKeep: SnapshotToKeep[] = [];
      for (const { outcome: o, snapshot, toolDigests, tools, digests, pinnedTools } of taken) {
        // A server is pinned once per profile: the pin compared and replaced is the one of this surface's profile.
        const entry = Object.hasOwn(lock.servers, o.serverId) ? lock.servers[o.serverId] : undefined;
        const locked = entryForProfile(entry, snapshot.clientCapabilities);
        const lockedPackage = locked && entryMembers(locked).package;
        const reviewedRaw = snapshotDir && locked ? readReviewedIfValid(snapshotDir, o.serverId) : undefined;
        // Compared as the new pin sees it: with the same values replaced.
        const reviewed = reviewedRaw && { ...reviewedRaw, tools: maskVolatile(reviewedRaw.tools, sampling.volatile).tools };
        const nonTool = nonToolOfSnapshot(snapshot);
        // The pin of the surface, made once: the check compares with it, and it is what gets written.
        const surfacePin = onlyPin ?? withVolatile(serverPinOf(digests, nonTool, snapshot.clientCapabilities), pointers);
        const pkg = packages.get(o);
        const packaged = pkg ? withPackagePin(surfacePin, packagePinToWrite(pkg, lockedPackage)) : surfacePin;
        // The publisher given or verified now, else the one the pin recorded (a re-pin keeps it).
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
            ...(pointers.length > 0 ? { volatile: pointers } : {}),
            // The lock read as the very bytes of this pin: its entry is the pin, not compared tool by tool.
            lockIsPin,
            reviewedTools: reviewed?.tools,
            idSelfDeclared: o.idSelfDeclared === true,
            nonTool,
            reviewedNonTool: reviewed && nonToolOfSnapshot(reviewed),
          },
          locked,
          'warn',
        );
        if (pkg) check = withPackage(check, checkPackage(pkg, lockedPackage), 'warn');
        let action: LockAction;
        // A server pinned for other client capabilities gains a pin for these beside them (nothing it pinned changes).
        if (check.pinState === 'unpinned') action = 'added';
        // A pin of the tools only (an older lock) whose tools match gains the rest of the surface: nothing it
        // pinned changes, so this needs no --update.
        else if (check.pinState === 'matched')
          action = check.carrierPin === 'lock-tools-only' && nonTool !== undefined ? 'updated' : 'unchanged';
        else action = options.update ? 'updated' : 'would-change';
        // The surface is pinned as it was, but the package is not: a lock entry that had none gains it (nothing
        // it pinned changes); another package (a version, an integrity) is a pin that differs.
        if (locked && action === 'unchanged' && !samePackagePin(lockedPackage, pin.entry.package))
          action = lockedPackage === undefined ? 'updated' : options.update ? 'updated' : 'would-change';
        const caps = snapshot.clientCapabilities;
        // Other volatile pointers are another pin: what it leaves uncovered changes.
        if (locked && action === 'unchanged' && !sameVolatile(entryMembers(locked).volatile, pointers))
          action = options.update ? 'updated' : 'would-change';
        // --accept-signed: the pin moves to the signed upgrade verified from it (a widening still needs --update).
        if (publisherPin?.acceptedFrom !== undefined && check.pinState === 'changed' && !check.widening)
          action = entryMembers(locked!).manifestDigest === publisherPin.acceptedFrom || options.update ? 'updated' : 'would-change';
        // A publisher recorded on a surface pinned as it was changes nothing it pinned.
        else if (locked && action === 'unchanged' && !samePublisher(entryMembers(locked).publisher, publisher)) action = 'updated';
        servers.push({
          serverId: o.serverId,
          ...(caps !== undefined && caps.length > 0 ? { clientCapabilities: caps } : {}),
          action,
          check,
          ...(pointers.length > 0 ? { volatile: pointers } : {}),
          ...(publisherPin?.upgrade ? { upgrade: publisherPin.upgrade } : {}),
        });
        if (action === 'added' || action === 'updated')
          next = withServer(
            next,
            o.serverId,
            withProfilePin(Object.hasOwn(next.servers, o.serverId) ? next.servers[o.serverId] : undefined, pin),
          );
        // One reviewed snapshot a server (--client-capabilities auto pins several profiles): its first profile's.
        if (action !== 'would-change' && !toKeep.some((k) => k.serverId === o.serverId))
          toKeep.push({ serverId: o.serverId, snapshot, toolDigests, tools });
      }

      const failed = worstExitCode(failures.map((f) => ERROR_CODES[f.code]));
      const failedCode = failures.find((f) => ERROR_CODES[f.code] === failed)?.code;
      if (servers.some((s) => s.action === 'would-change')) {
        const exitCode = worstExitCode([failed, EXIT.CHECK_FAILED]);
        const code = exitCode === EXIT.CHECK_FAILED ? 'LOCK_WOULD_CHANGE' : failedCode;
        return { lockFile, servers, failures, skipped, written: false, snapshotsWritten: [], exitCode, code, crlf: crlf === true };
      }
      // The reviewed snapshots first: if one cannot be written, the lock is left as it was. (A snapshot written
      // without its pin is harmless: check uses a reviewed snapshot only when it is the pinned surface.)
      const snapshotsWritten = snapshotDir ? keepSnapshots(snapshotDir, toKeep) : [];
      // Compared and written in pieces, where the pins' bytes are (never joined into one buffer).
      // A lock read as the bytes of the pin is written again only if a server's entry was replaced.
      const written = lockIsPin ? next !== lock : oldText === undefined || !isLockText(oldText, next);
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
        ...(failedCode ? { code: failedCode } : {}),
      };
    },
    { waitMs: options.lockWaitMs },
  );
}

/**
 * The lock under the lock file: when `only` is given and the file is byte for byte the lock of that pin
 * alone (compared a megabyte at a time, never read whole), that pin (`lockIsPin`); otherwise read and
 * parsed as {@link readLockIfAny} reads it, with its refusals.
 */
function readLockUnder(
  lockFile: string,
  only: { serverId: string; pin: ServerPin } | undefined,
): { lock: LockDraft; text?: string; lockIsPin: boolean; crlf?: boolean } {
  const file = only ? openUserFile(lockFile, { missingOk: true }) : undefined;
  if (file === undefined) return { ...readLockIfAny(lockFile), lockIsPin: false };
  try {
    const pinned = lockIfWrittenFor(file, { [only!.serverId]: only!.pin });
    if (pinned) return { lock: pinned, lockIsPin: true };
    const bytes = file.bytes();
    const text = lockTextOf(bytes, lockFile);
    return { lock: parseLock(text, lockFile), text, lockIsPin: false, crlf: bytes.includes(0x0d) };
  } finally {
    file.close();
  }
}
