import { isAbsolute, relative, resolve, sep } from 'node:path';
import { nearestProfile, profileText, sameProfile } from '../core/surface/client-capabilities.js';
import { auditLines } from '../core/report/audit.js';
import { auditFile } from '../fs/audit-file.js';
import { checkServers, type CheckResult, type OnChange, type ServerFailure } from '../core/check/check.js';
import type { ServerSurface } from '../core/check/server-surface.js';
import { ToolsealError } from '../core/errors.js';
import {
  DEFAULT_LOCK_FILE,
  emptyLock,
  entryForProfile,
  entryMembers,
  pinnedNonTool,
  pinnedProfiles,
  serverPinOf,
  type LockDraft,
  type LockEntry,
  type ServerPin,
} from '../core/lock/lock.js';
import { parseLock } from '../core/lock/lock-read.js';
import { lockIfWrittenFor, lockTextOf } from '../core/lock/lock-text.js';
import type { NumberReading } from '../core/json/strict-reader.js';
import { parseOnChange } from '../core/guard/policy-options.js';
import { nonToolOfSnapshot, type Snapshot } from '../core/snapshot/snapshot.js';
import { digestNonTool, nonToolChanges } from '../core/surface/non-tool-surface.js';
import type { Digest, SurfaceDigests } from '../core/surface/surface.js';
import { readTextFile, writeFileAtomic, type UserFile } from '../fs/json-file.js';
import { DEFAULT_LIMITS, type ServerSpec, type SnapshotLimits } from '../mcp/server/server-spec.js';
import {
  CONFIG_CONCURRENCY,
  mapBounded,
  takeSnapshotsApart,
  type SnapshotOptions,
  toolsOf,
  withToolDigestTable,
  type SnapshotOutcomeApartOnDemand,
  type SnapshotOutcomeOnDemand,
} from '../mcp/snapshot/server-snapshots.js';
import type { PackageSurface } from '../core/check/package-check.js';
import { relockCommand } from './relock-command.js';
import { upgradesOf, type UpgradeSources } from './signed-upgrade.js';
import { parseFailOn, type ChangeKind } from '../core/check/change-kinds.js';
import { resultWithFailOn } from '../core/check/fail-on.js';
import { assertSnapshotFolder, openLockIfAny, readReviewedSnapshotWithDigests } from './check-inputs.js';

/** What `toolseal check` and the check action are asked to do. Relative paths are resolved against `cwd`. */
export interface CheckOptions {
  /** The server(s) to check, or a snapshot file standing in for one. */
  server: ServerSpec;
  limits?: SnapshotLimits;
  /** The lock file (default `mcp-tools.lock`). Never written. */
  lockFile?: string;
  /**
   * Who named `lockFile` (default `--lock` when it is given): a lock so named must exist. Undefined for the
   * default path, whose absence means every server is unpinned.
   */
  lockNamedBy?: string;
  /** A folder of reviewed snapshots (`<server id>.snapshot.json`, written by `lock --snapshot-dir`), for pointers. Must exist. */
  snapshotDir?: string;
  /** Who named `snapshotDir`, in its error (default `--snapshot-dir`). */
  snapshotDirNamedBy?: string;
  /** What a change other than a widening does (default `warn`). */
  onChange?: OnChange;
  /** Kinds of change that fail the check (exit 1) whatever `onChange` (`--fail-on`; docs/formats.md). */
  failOn?: readonly ChangeKind[];
  /** Write the SARIF 2.1.0 report here. */
  sarifFile?: string;
  /** Write the Markdown report here. */
  markdownFile?: string;
  /** Put the text of changed fields in the Markdown report (default false). */
  showText?: boolean;
  /** Append one JSON Lines audit event per server here. */
  auditFile?: string;
  /** The folder relative paths are resolved against (default the process's). */
  cwd?: string;
  /** Where the statements of a signed upgrade are looked for (`--bundle`, `--repo`): a changed pin with a `publisher` is looked up. */
  upgrades?: UpgradeSources;
  /** `rounded` (`--round-inexact-numbers`): for lock entries pinned so (`"numbers": "rounded"`) only. */
  numbers?: NumberReading;
}

/** Side effects a caller may replace (the action and tests pass the real ones; defaults are the real ones). */
export interface CheckDeps {
  takeSnapshots?: (spec: ServerSpec, limits: SnapshotLimits, options?: SnapshotOptions) => Promise<SnapshotOutcomeOnDemand[]>;
}

/** A check's result and the files it wrote. */
export interface CheckRun {
  result: CheckResult;
  /** The lock file read (absolute path), and whether it existed. */
  lockFile: string;
  lockFound: boolean;
  written: { sarif?: string; markdown?: string; audit?: string };
}

/** The id given for one live server (`--server-id`, the action's `server-id`); a config key or a snapshot's id is not. */
function namedIdOf(server: ServerSpec): string[] {
  return (server.kind === 'stdio' || server.kind === 'url') && server.serverId !== undefined ? [server.serverId] : [];
}

/**
 * Runs a check: reads the lock (never writes it), snapshots the server(s), compares each with its pin and
 * its reviewed snapshot, decides the verdicts, writes the requested reports and appends the audit events.
 * Returns the result; the exit code is `result.exitCode`. Invalid input (a bad lock, a bad snapshot file)
 * throws a ToolsealError.
 */
export async function runCheck(options: CheckOptions, deps: CheckDeps = {}): Promise<CheckRun> {
  const cwd = options.cwd ?? process.cwd();
  const at = (p: string) => resolve(cwd, p);
  const lockFile = at(options.lockFile ?? DEFAULT_LOCK_FILE);
  // The library's callers are not type-checked at run time: the value is checked as the CLI's is.
  const onChange = parseOnChange(options.onChange ?? 'warn', 'onChange');

  // A snapshot file is read before the lock is parsed, for the pin it gives: a lock whose bytes are exactly
  // the lock of that pin (a matched check) is then neither decoded nor parsed (lockIfWrittenFor), nor even
  // read whole: the open file is compared a megabyte at a time with the pieces that lock is written in. The
  // lock is opened first (a missing or unreadable one is refused before the snapshot file is read); a bad
  // lock is still refused first, whatever the snapshot file; a live server is not started before the lock is read.
  const fromFile = options.server.kind === 'snapshot';
  const lockHandle = openLockIfAny(
    lockFile,
    'lockNamedBy' in options ? options.lockNamedBy : options.lockFile !== undefined ? '--lock' : undefined,
  );
  try {
    return await checkWithLock(options, deps, { cwd, at, lockFile, onChange, fromFile, lockHandle });
  } finally {
    lockHandle?.close();
  }
}

/** {@link runCheck} with the lock file open (undefined: the default lock, absent). */
async function checkWithLock(
  options: CheckOptions,
  deps: CheckDeps,
  run: {
    cwd: string;
    at: (p: string) => string;
    lockFile: string;
    onChange: OnChange;
    fromFile: boolean;
    lockHandle: UserFile | undefined;
  },
): Promise<CheckRun> {
  const { cwd, at, lockFile, onChange, fromFile, lockHandle } = run;
  let lockBytes: Buffer | undefined;
  let decoded: string | undefined;
  const lockText = () => (decoded ??= lockHandle && lockTextOf((lockBytes ??= lockHandle.bytes()), lockFile));
  let lock: LockDraft | undefined = fromFile || lockHandle === undefined ? undefined : parseLock(lockText()!, lockFile);
  let outcomes: SnapshotOutcomeApartOnDemand[];
  try {
    if (options.snapshotDir !== undefined) assertSnapshotFolder(at(options.snapshotDir), options.snapshotDirNamedBy ?? '--snapshot-dir');
    const how = { toolsOnDemand: true, fieldDigests: true, numbers: options.numbers };
    const limits = options.limits ?? DEFAULT_LIMITS;
    outcomes = deps.takeSnapshots
      ? (await deps.takeSnapshots(options.server, limits, how)).map(withToolDigestTable)
      : await takeSnapshotsApart(options.server, limits, how);
  } catch (e) {
    if (lock === undefined && lockHandle !== undefined) parseLock(lockText()!, lockFile);
    throw e;
  }
  const pins = Object.create(null) as Record<string, ServerPin>;
  // The lock file is byte for byte the lock of `pins`: each server's entry is its pin.
  let lockIsPins = false;
  if (lock === undefined && lockHandle !== undefined) {
    const only = outcomes.length === 1 ? outcomes[0]! : undefined;
    if (only?.snapshot && !only.error && !only.skipped && only.digests?.withFields)
      pins[only.serverId] = serverPinOf(only.digests, nonToolOfSnapshot(only.snapshot), only.snapshot.clientCapabilities);
    const written = lockIfWrittenFor(lockHandle, pins);
    lockIsPins = written !== undefined;
    lock = written ?? parseLock(lockText()!, lockFile);
  }
  lock ??= emptyLock();

  const packages = await packageSurfaces(outcomes, options.limits ?? DEFAULT_LIMITS);
  const surfaces: ServerSurface[] = [];
  const profiled = new Map<string, LockEntry>();
  const failures: ServerFailure[] = [];
  const skipped: string[] = [];
  const changedPins: Array<{ serverId: string; locked: LockEntry; liveDigest: Digest }> = [];
  // A whole config file is every server the lock should pin: a pin of a server no longer in it is missing.
  const complete = options.server.kind === 'config' && options.server.all === true;
  for (const o of outcomes) {
    if (o.skipped) {
      skipped.push(o.serverId);
      continue;
    }
    if (o.error || !o.snapshot) {
      const err = o.error ?? new ToolsealError('SNAPSHOT_INCOMPLETE', `${o.serverId}: no snapshot`);
      failures.push({ serverId: o.serverId, code: err.code, message: err.message });
      continue;
    }
    const snapshot = o.snapshot;
    // A pin is of the surface listed for its client capabilities: another profile's surface is not compared with it.
    const entry = Object.hasOwn(lock.servers, o.serverId) ? lock.servers[o.serverId] : undefined;
    // A profile without an entry of its own lists what the nearest pinned profile lists (lock
    // --client-capabilities auto pins each surface once): compared with that one, as the guard does.
    const exact = entryForProfile(entry, snapshot.clientCapabilities);
    const members = entry && !exact ? entryMembers(entry) : undefined;
    const others = Object.keys(members?.profiles ?? {})
      .sort()
      .map((k): LockEntry => members!.profiles![k]!);
    const near =
      members && nearestProfile<LockEntry>(entry!, others, (e) => entryMembers(e).clientCapabilities, snapshot.clientCapabilities);
    const locked = exact ?? (near && entryMembers(near).manifestDigest === snapshot.manifestDigest ? near : undefined);
    if (entry && !locked) {
      const pinned = pinnedProfiles(entry);
      const give = pinned.map((p) => (p === 'none' ? 'no --client-capabilities' : `--client-capabilities ${p}`)).join(' or ');
      const message = `${o.serverId}: the lock pins the surface listed for client capabilities ${pinned.join('; ')}, this check listed it for ${profileText(snapshot.clientCapabilities)}: give ${give} (or lock this profile too)`;
      failures.push({ serverId: o.serverId, code: 'INVALID_INPUT', message });
      continue;
    }
    // The reviewed snapshot gives a change its pointers and kinds: a server that matches its pin has none to
    // give, so its reviewed snapshot is not read (check stays near digest's cost, as without --snapshot-dir).
    let reviewed: { snapshot: Snapshot; digests: SurfaceDigests } | undefined;
    try {
      reviewed =
        options.snapshotDir !== undefined && !(locked && matchesPin(locked, snapshot, o.digests))
          ? readReviewedSnapshotWithDigests(at(options.snapshotDir), o.serverId)
          : undefined;
    } catch (e) {
      // With --all, one server's unreadable reviewed snapshot is that server's failure, not the run's.
      if (!complete || !(e instanceof ToolsealError)) throw e;
      failures.push({ serverId: o.serverId, code: e.code, message: e.message });
      continue;
    }
    // The server's pin for another profile than the entry's own is the one it is checked against.
    if (entry && !sameProfile(entryMembers(entry).clientCapabilities, snapshot.clientCapabilities)) profiled.set(o.serverId, locked!);
    if (locked && entryMembers(locked).manifestDigest !== snapshot.manifestDigest)
      changedPins.push({ serverId: o.serverId, locked, liveDigest: snapshot.manifestDigest });
    // A snapshot file's tools are parsed (toolsOf) only if the check reads them (a change to report).
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
      ...(packages.has(o) ? { package: packages.get(o)! } : {}),
    });
  }
  const checked = checkServers(surfaces, profiled.size === 0 ? lock : lockWithPins(lock, profiled), onChange, failures, {
    complete,
    skipped,
    namedIds: namedIdOf(options.server),
    upgrades: await upgradesOf(changedPins, options.upgrades, lockFile),
  });
  // The library's callers are not type-checked at run time: the kinds are checked as the CLI's are.
  const result = resultWithFailOn(checked, options.failOn && parseFailOn(options.failOn.join(','), 'failOn'));

  const written: CheckRun['written'] = {};
  // The report writers load only when asked for (the Markdown one brings a diff library).
  if (options.sarifFile) {
    const { renderCheckSarif } = await import('../core/report/report-sarif.js');
    written.sarif = at(options.sarifFile);
    const uri = artifactUri(cwd, options.server.kind === 'config' ? at(options.server.file) : lockFile);
    writeFileAtomic(
      written.sarif,
      JSON.stringify(
        renderCheckSarif(
          result,
          options.server.kind === 'config'
            ? { artifactUri: uri, configText: readTextFile(at(options.server.file)) }
            : { artifactUri: uri, lockText: lockText() },
        ),
        null,
        2,
      ) + '\n',
    );
  }
  if (options.markdownFile) {
    const { renderCheckMarkdown } = await import('../core/report/report-markdown.js');
    written.markdown = at(options.markdownFile);
    const relock = relockCommand(options.server, options.lockFile ?? DEFAULT_LOCK_FILE, options.snapshotDir);
    writeFileAtomic(written.markdown, renderCheckMarkdown(result, { showText: options.showText === true, relock }));
  }
  if (options.auditFile && result.servers.length + result.failures.length > 0) {
    written.audit = at(options.auditFile);
    auditFile(written.audit).append(auditLines(result));
  }
  return { result, lockFile, lockFound: lockHandle !== undefined, written };
}

/** The lock as checked: each of these servers' entry replaced by its pin for the profile the check listed. */
function lockWithPins(lock: LockDraft, pins: ReadonlyMap<string, LockEntry>): LockDraft {
  const servers = Object.create(null) as Record<string, LockEntry>;
  for (const id of Object.keys(lock.servers)) servers[id] = pins.get(id) ?? lock.servers[id]!;
  return { ...lock, servers };
}

/**
 * The package each configured server's launcher runs (`npx`, `uvx`, `docker run`…), resolved a few at a
 * time, each bounded (see packageSurfaceOf); the module loads only when a config file names servers.
 */
export async function packageSurfaces(
  outcomes: readonly SnapshotOutcomeApartOnDemand[],
  limits: SnapshotLimits,
): Promise<Map<SnapshotOutcomeApartOnDemand, PackageSurface>> {
  const out = new Map<SnapshotOutcomeApartOnDemand, PackageSurface>();
  const configured = outcomes.filter((o) => o.configured?.kind === 'stdio' && o.snapshot && !o.error);
  if (configured.length === 0) return out;
  const { PACKAGE_RESOLVE_TIMEOUT_MS, packageSurfaceOf } = await import('./package-pins.js');
  // Within what the command's --timeout leaves (it bounds the command from start to exit), and at most 10 s.
  const left = limits.startedAt === undefined ? PACKAGE_RESOLVE_TIMEOUT_MS : limits.timeoutMs - (Date.now() - limits.startedAt);
  const timeoutMs = Math.max(1, Math.min(PACKAGE_RESOLVE_TIMEOUT_MS, left));
  const found = await mapBounded(configured, CONFIG_CONCURRENCY, (o) => packageSurfaceOf(o.configured!, { timeoutMs }));
  configured.forEach((o, i) => {
    if (found[i]) out.set(o, found[i]);
  });
  return out;
}

/** The server's surface is its pin's (tools and, where pinned, instructions, prompts and templates): nothing to review. */
function matchesPin(locked: LockEntry, snapshot: Omit<Snapshot, 'tools' | 'toolDigests'>, digests: SurfaceDigests | undefined): boolean {
  const m = entryMembers(locked);
  if (m.manifestDigest !== snapshot.manifestDigest) return false;
  const pinned = pinnedNonTool(m);
  const nonTool = nonToolOfSnapshot(snapshot);
  if (!pinned || !nonTool) return true;
  return nonToolChanges(pinned, digests?.nonTool ?? digestNonTool(nonTool)).length === 0;
}

/** A repository-relative URI with forward slashes (what code scanning expects), else a file: URI. */
function artifactUri(cwd: string, file: string): string {
  const rel = relative(cwd, file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return new URL(`file://${file.split(sep).join('/')}`).href;
  return rel.split(sep).map(encodeURIComponent).join('/');
}
