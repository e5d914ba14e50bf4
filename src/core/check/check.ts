import { nonToolChanges, digestNonTool, noNonToolDigests, surfaceDigest, type NonToolChange } from '../surface/non-tool-surface.js';
import { computeDrift, fieldText, type ReviewedState, type ToolChange } from './drift.js';
import type { ChangeKind } from './change-kinds.js';
import { ERROR_CODES, EXIT, ToolsealError, worstExitCode, type ErrorCode, type ExitCode } from '../errors.js';
import type { InteropSetHashes } from '../surface/interop-hashes.js';
import { ROUND_FLAG } from '../json/strict-reader.js';
import { assertPinConsistent } from '../lock/pin-consistency.js';
import { closestName } from '../text/closest-name.js';
import { checkPackage, verdictWithPackage, withSurfaceChange, type PackageCheck } from './package-check.js';
import { entryMembers, entryOfPin, lockedServerOf, pinnedNonTool, pinnedToolNames, serverPinOf, serverPinOfEntry } from '../lock/lock.js';
import type { LockDraft, LockEntry, LockedServer, Lockfile } from '../lock/lock.js';
import type { ServerSurface } from './server-surface.js';
import { surfaceForVolatile } from './volatile.js';
import { withSignedUpgrade } from './signed-upgrade.js';
import type { UpgradeOutcome } from './upgrade-chain.js';
import { digestTools, type Digest, type RawTool } from '../surface/surface.js';

/** A server's state against the lock (docs/formats.md). `missing`: pinned, but no longer in the config file of a `--config … --all` run. */
export type PinState = 'unpinned' | 'matched' | 'changed' | 'missing';

/** What the run does about a server: go on, go on with a warning, or stop (its tools not approved). */
export type Verdict = 'continue' | 'warn' | 'blocked' | 'signed-upgrade';

/** What a change other than a widening does: `warn` (exit 0), `fail` (exit 1), `signed` (exit 1 unless a signed upgrade). */
export type OnChange = 'warn' | 'fail' | 'signed';
export const ON_CHANGE_VALUES: readonly OnChange[] = ['warn', 'fail', 'signed'];

/**
 * Whether a server's instructions, prompts and resource templates were checked: `checked` against their
 * pin; `lock-tools-only` when the lock entry pins the tools only (written before the rest was pinned);
 * `surface-tools-only` when the surface at hand does not carry them (a tools file, an older snapshot);
 * `none` when there is no pin to check against (unpinned).
 */
export type NonToolPinState = 'checked' | 'lock-tools-only' | 'surface-tools-only' | 'none';

/** One server's check. */
export interface ServerCheck {
  serverId: string;
  /**
   * True when the server id is the server's own `serverInfo.name` (no config key, no `--server-id`): a
   * server that renames itself leaves its pin and is checked as a new, unpinned server. Reports say so.
   */
  idSelfDeclared: boolean;
  manifestDigest: Digest | null; // the surface now (null when `missing`)
  toolCount: number | null;
  pinState: PinState;
  lockedManifestDigest?: Digest; // the pinned manifest digest (absent when unpinned)
  /** Tools added, removed and changed, by name (empty when unpinned or matched). */
  changes: ToolChange[];
  /**
   * Instructions, prompts and resource templates added, removed or changed (by kind and name): each a
   * change like a tool's, decided by the posture. Empty unless `carrierPin` is `checked`.
   */
  carrierChanges: NonToolChange[];
  carrierPin: NonToolPinState;
  /** The digest of everything the model can be shown now (absent when the surface carries the tools only). */
  surfaceDigest?: Digest;
  /**
   * For an unpinned server, the baseline: every tool name now (reported, not pinned: `check` never writes).
   * Absent when the surface was checked from its compact order (the guard: the names are its list's own).
   */
  baselineTools?: string[];
  reviewed: ReviewedState; // whether a reviewed snapshot gave pointer-level detail
  /** True when any tool widened its own privileges. */
  widening: boolean;
  verdict: Verdict;
  /** False when blocked: none of this server's tools is approved, not only the one that changed. */
  approved: boolean;
  /**
   * The package a configured server is launched from (`npx`, `uvx`, `docker run`…) against the lock
   * entry's `package`: an unpinned version (`UNPINNED_PACKAGE`) or a changed integrity is a change.
   */
  package?: PackageCheck;
  /**
   * An unpinned server blocked because the lock pins others (`NOT_PINNED`): the ids it pins (the first
   * ten), how many in all, and the one nearest to this id (a "did you mean"), when one is near.
   */
  notPinned?: { pinnedIds: string[]; pinnedCount: number; closest?: string };
  /** The pin's volatile pointers (values it pins as their JSON type only), when it has them. */
  volatile?: string[];
  /** `rounded`: the surface was read with `--round-inexact-numbers` (and so was its pin, if any). */
  numbers?: 'rounded';
  /**
   * Matched, but the lock entry's interop set hash (over whole tool definitions) is not the surface's: a
   * change outside the fields toolseal pins (`_meta`, `icons`), reported, never a failure.
   */
  interopDiffers?: ['toolSetHash'];
  /** A changed surface looked up as a signed upgrade of its pin (the entry names a `publisher`): accepted or why not. */
  signedUpgrade?: UpgradeOutcome;
}

/** A server whose snapshot could not be completed: it is not checked and not approved. */
export interface ServerFailure {
  serverId: string;
  code: ErrorCode;
  message: string;
}

/** The result of `toolseal check` (and of the check action), one entry per server. */
export interface CheckResult {
  onChange: OnChange;
  servers: ServerCheck[];
  failures: ServerFailure[];
  /** Config entries marked disabled, not started (`--config --all`). */
  skipped?: string[];
  /** 0 ok, 1 a change under `fail`, 3 a widening (always), 4 a server not snapshotted completely. */
  exitCode: ExitCode;
  /** Why the exit code is not 0. */
  code?: 'SURFACE_CHANGED' | 'PRIVILEGE_WIDENING' | 'SNAPSHOT_INCOMPLETE' | ErrorCode;
  /** Sentences about the whole run, each said once (see {@link runNotes}). */
  notes?: string[];
  /** `--fail-on`: the kinds of change that block whatever `onChange` (fail-on.ts; absent when none were given). */
  failOn?: ChangeKind[];
}

/** How {@link checkServers} reads the set of servers it is given. */
export interface CheckServersOptions {
  /**
   * The servers (checked and failed) are every server the lock should hold (`--config FILE --all`): a
   * lock entry for any other server is reported `missing`.
   */
  complete?: boolean;
  /** Config entries marked disabled: not started, reported as skipped, and not `missing` under `complete`. */
  skipped?: readonly string[];
  /**
   * Ids given for one server by whoever runs the check (`--server-id`, the action's `server-id`): one the
   * lock does not pin, while it pins others, is blocked whatever `onChange` (a mistyped id would
   * otherwise pass as a new server, its pin never read).
   */
  namedIds?: readonly string[];
  /** The signed-upgrade outcome of each changed server whose pin names a publisher, by server id. */
  upgrades?: ReadonlyMap<string, UpgradeOutcome>;
}

/**
 * Checks one server's current tools against its pin (an entry read from a lock, or a pin made now):
 * pin state, per-tool drift, and the verdict under the posture ({@link decide}). Pure: reads nothing.
 */
export function checkServer(given: ServerSurface, lockedEntry: LockEntry | undefined, onChange: OnChange): ServerCheck {
  // A pin with volatile pointers is compared with the tools those values are replaced in (volatile.ts).
  const surface = surfaceForVolatile(given, lockedEntry && entryMembers(lockedEntry).volatile);
  // The non-tool parts' digests computed with the tools' digests (of the same snapshot), when they were.
  const nowNonTool = surface.nonTool ? (surface.digests?.nonTool ?? digestNonTool(surface.nonTool)) : undefined;
  // Unpinned and digested compactly (the guard): the manifest digest alone, no pin, no list of names.
  if (!lockedEntry && surface.pin === undefined && surface.order !== undefined) {
    const manifestDigest = surface.order.manifestDigest;
    return {
      serverId: surface.serverId,
      idSelfDeclared: surface.idSelfDeclared === true,
      manifestDigest,
      toolCount: surface.order.order.length,
      ...(nowNonTool ? { surfaceDigest: surfaceDigest(manifestDigest, nowNonTool) } : {}),
      ...UNPINNED,
    };
  }
  // With the digests at hand the tools themselves are not read (a matched or new pin needs no text).
  let read: readonly RawTool[] | undefined;
  const tools = () => (read ??= surface.tools !== undefined ? surface.tools : surface.readTools());
  const digests = () => (surface.digests?.withFields ? surface.digests : digestTools(tools(), { fields: true }));
  const nowPin = surface.pin ? serverPinOfEntry(surface.pin) : serverPinOf(digests());
  const locked = lockedEntry && entryMembers(lockedEntry);
  const base = {
    serverId: surface.serverId,
    idSelfDeclared: surface.idSelfDeclared === true,
    manifestDigest: nowPin.entry.manifestDigest,
    toolCount: nowPin.entry.toolCount,
    ...(nowNonTool ? { surfaceDigest: surfaceDigest(nowPin.entry.manifestDigest, nowNonTool) } : {}),
    ...(locked?.volatile ? { volatile: locked.volatile } : {}),
    ...(nowPin.entry.numbers ? { numbers: nowPin.entry.numbers } : {}),
  };
  if (locked)
    assertPinConsistent(surface.serverId, lockedEntry!, nowPin, {
      lockIsPin: surface.lockIsPin === true && surface.pin !== undefined,
      reviewedTools: surface.reviewedTools,
      reviewedPin: surface.reviewedPin && serverPinOfEntry(surface.reviewedPin),
    });
  if (!locked) return { ...base, ...UNPINNED, baselineTools: pinnedToolNames(nowPin) };
  assertSameNumbers(surface.serverId, locked.numbers, nowPin.entry.numbers);
  const pinned = pinnedNonTool(locked);
  const carrierPin: NonToolPinState = !pinned ? 'lock-tools-only' : !nowNonTool ? 'surface-tools-only' : 'checked';
  const nonToolChanged =
    carrierPin === 'checked' ? nonToolChanges(pinned!, nowNonTool!, surface.nonTool, surface.reviewedNonTool, fieldText) : [];
  if (locked.manifestDigest === nowPin.entry.manifestDigest && nonToolChanged.length === 0) {
    return {
      ...base,
      ...interopDiffersOf(locked.interop, nowPin.entry.interop),
      pinState: 'matched',
      lockedManifestDigest: locked.manifestDigest,
      changes: [],
      carrierChanges: [],
      carrierPin,
      reviewed: surface.reviewedTools ? 'used' : 'absent',
      widening: false,
      verdict: 'continue',
      approved: true,
    };
  }
  const drift =
    locked.manifestDigest === nowPin.entry.manifestDigest
      ? { changes: [], reviewed: surface.reviewedTools ? ('used' as const) : ('absent' as const) }
      : computeDrift(
          lockedServerOf(lockedEntry!),
          tools(),
          surface.reviewedTools,
          entryOfPin(nowPin),
          surface.reviewedPin && entryMembers(surface.reviewedPin).manifestDigest,
        );
  return {
    ...base,
    pinState: 'changed',
    lockedManifestDigest: locked.manifestDigest,
    changes: drift.changes,
    carrierChanges: nonToolChanged,
    carrierPin,
    reviewed: drift.reviewed,
    ...decide(drift.changes, nonToolChanged, onChange),
  };
}

/**
 * A pin made with `--round-inexact-numbers` is checked only with it, and one made without it never with it
 * (`NOT_CANONICALIZABLE`, exit 2): a digest over rounded numbers is not compared with one over exact ones.
 */
function assertSameNumbers(serverId: string, pinned: 'rounded' | undefined, now: 'rounded' | undefined): void {
  if (pinned === now) return;
  throw new ToolsealError(
    'NOT_CANONICALIZABLE',
    pinned === 'rounded'
      ? `${JSON.stringify(serverId)}: the lock entry was pinned with its numbers rounded ("numbers": "rounded"); check it with ${ROUND_FLAG}`
      : `${JSON.stringify(serverId)}: the lock entry was pinned with exact numbers; ${ROUND_FLAG} applies only to entries pinned with it`,
  );
}

/**
 * Where our digests match the pin, the interop tool set hash the entry carries is compared too: one that
 * differs is a change outside the fields toolseal pins (such as `_meta` or `icons`). It is named in the report
 * (`interopDiffers`, and a note), not failed: those fields are not the surface, and servers change them freely.
 * The instructions and prompts are compared by our own digests of them.
 */
function interopDiffersOf(pinned: InteropSetHashes | undefined, now: InteropSetHashes | undefined): { interopDiffers?: ['toolSetHash'] } {
  if (pinned === undefined || now === undefined || pinned.toolSetHash === now.toolSetHash) return {};
  return { interopDiffers: ['toolSetHash'] };
}

/** What a server with no lock entry is, whatever its tools. */
const UNPINNED = {
  pinState: 'unpinned',
  changes: [],
  carrierChanges: [],
  carrierPin: 'none',
  reviewed: 'absent',
  widening: false,
  verdict: 'continue',
  approved: true,
} as const satisfies Partial<ServerCheck>;

/**
 * The verdict on a server's changes: a widening blocks whatever the posture; a change that is only a narrowing is
 * allowed; any other change warns or blocks as `onChange` says. Blocked: none of the server's tools, prompts or templates is approved.
 */
export function decide(
  changes: readonly ToolChange[],
  nonTool: readonly NonToolChange[],
  onChange: OnChange,
): Pick<ServerCheck, 'widening' | 'verdict' | 'approved'> {
  const widening = changes.some((c) => c.class === 'widening');
  const policyChange = changes.some((c) => c.class === 'change') || nonTool.length > 0;
  let verdict: Verdict;
  if (widening) verdict = 'blocked';
  else if (!policyChange) verdict = 'continue';
  else verdict = onChange === 'warn' ? 'warn' : 'blocked';
  return { widening, verdict, approved: verdict !== 'blocked' };
}

/**
 * Checks every server against the lock and decides the run's exit code: 3 if any server widened
 * (always), else 4 if any server could not be snapshotted, else 1 if any server is blocked under
 * `fail`, else 0. No server at all is exit 0 with nothing checked.
 *
 * Under `fail`, a server the lock does not pin is blocked when the lock already pins other servers: a
 * server that renames itself (or is renamed in a snapshot or config file) would otherwise leave its pin
 * and pass as a first connection; a new server is pinned deliberately, with `lock`. With an empty or
 * missing lock the first connection continues. An id in `namedIds` is blocked so under `warn` too. Such a
 * server is `NOT_PINNED`, its check naming the ids the lock pins and the nearest one. With `complete`,
 * pins of servers that are no longer there are `missing`: a change (blocked under `fail`).
 */
export function checkServers(
  surfaces: readonly ServerSurface[],
  lock: Lockfile | LockDraft,
  onChange: OnChange,
  failures: readonly ServerFailure[] = [],
  options: CheckServersOptions = {},
): CheckResult {
  const pinsAny = Object.keys(lock.servers).length > 0;
  const servers = surfaces.map((s) => {
    const locked = Object.hasOwn(lock.servers, s.serverId) ? lock.servers[s.serverId] : undefined;
    let c = withSignedUpgrade(checkServer(s, locked, onChange), options.upgrades?.get(s.serverId), onChange);
    if (c.pinState === 'unpinned' && pinsAny && (onChange !== 'warn' || options.namedIds?.includes(s.serverId)))
      c = { ...c, verdict: 'blocked' as const, approved: false, notPinned: notPinnedOf(s.serverId, lock) };
    return s.package ? withPackage(c, checkPackage(s.package, locked && entryMembers(locked).package), onChange) : c;
  });
  if (options.complete) {
    const seen = new Set([...surfaces.map((s) => s.serverId), ...failures.map((f) => f.serverId), ...(options.skipped ?? [])]);
    for (const id of Object.keys(lock.servers).sort())
      if (!seen.has(id)) servers.push(missingServer(id, lockedServerOf(lock.servers[id]!), onChange));
  }
  const skipped = options.skipped?.length ? { skipped: [...options.skipped] } : {};
  return { onChange, servers, failures: [...failures], ...skipped, ...exitOf(servers, failures, onChange), notes: runNotes(servers) };
}

/** The ids a lock pins, as a server it does not pin names them: the first ten (each cut at 64 characters), and the nearest. */
function notPinnedOf(serverId: string, lock: Lockfile | LockDraft): NonNullable<ServerCheck['notPinned']> {
  const ids = Object.keys(lock.servers);
  const closest = closestName(serverId, ids);
  const cut = (id: string) => (id.length > 64 ? `${id.slice(0, 64)}…` : id);
  return { pinnedIds: ids.slice(0, 10).map(cut), pinnedCount: ids.length, ...(closest !== undefined ? { closest: cut(closest) } : {}) };
}

/** A server's check with its package's: an unpinned package or a changed integrity moves the verdict as a change does. */
export function withPackage(c: ServerCheck, p: PackageCheck, onChange: OnChange): ServerCheck {
  const verdict = verdictWithPackage(c.verdict, p, onChange);
  const pkg = withSurfaceChange(p, c.pinState === 'changed');
  return { ...c, package: { ...pkg, verdictWithout: c.verdict }, verdict, approved: verdict !== 'blocked' };
}

/** What a reviewer should know about the run as a whole, said once: pins of the tools only (an older lock), surfaces of the tools only. */
export function runNotes(servers: readonly ServerCheck[]): string[] {
  const notes: string[] = [];
  const ids = (state: NonToolPinState) => servers.filter((s) => s.carrierPin === state).map((s) => JSON.stringify(s.serverId));
  const lockOnly = ids('lock-tools-only');
  if (lockOnly.length > 0) {
    notes.push(
      `the lock pins the tools only for ${lockOnly.join(', ')} (it was written before instructions, prompts and resource templates were pinned): those are not checked; run toolseal lock to pin them`,
    );
  }
  const surfaceOnly = ids('surface-tools-only');
  if (surfaceOnly.length > 0) {
    notes.push(
      `the surface of ${surfaceOnly.join(', ')} carries the tools only (a tools file or an older snapshot): its instructions, prompts and resource templates are not checked`,
    );
  }
  return notes;
}

/** A pinned server that is no longer there: every pinned tool removed. */
function missingServer(serverId: string, locked: LockedServer, onChange: OnChange): ServerCheck {
  const verdict: Verdict = onChange === 'warn' ? 'warn' : 'blocked';
  const pinned = pinnedNonTool(locked);
  return {
    serverId,
    idSelfDeclared: false,
    manifestDigest: null,
    toolCount: null,
    pinState: 'missing',
    lockedManifestDigest: locked.manifestDigest,
    changes: computeDrift(locked, []).changes,
    carrierChanges: pinned ? nonToolChanges(pinned, noNonToolDigests()) : [],
    carrierPin: pinned ? 'checked' : 'lock-tools-only',
    reviewed: 'absent',
    widening: false,
    verdict,
    approved: verdict !== 'blocked',
  };
}

export function exitOf(
  servers: readonly ServerCheck[],
  failures: readonly ServerFailure[],
  onChange: OnChange,
): Pick<CheckResult, 'exitCode' | 'code'> {
  if (servers.some((s) => s.widening)) return { exitCode: EXIT.PRIVILEGE_WIDENING, code: 'PRIVILEGE_WIDENING' };
  if (failures.length > 0) {
    // The most severe failure decides (an incomplete snapshot over invalid input), not the first listed.
    const worst = worstExitCode(failures.map((f) => ERROR_CODES[f.code]));
    const f = failures.find((x) => ERROR_CODES[x.code] === worst)!;
    return { exitCode: worst, code: f.code };
  }
  const blocked = servers.filter((s) => s.verdict === 'blocked');
  if (blocked.length > 0) {
    // Blocked for an unpinned package alone, or as a server the lock does not pin: said so by its own
    // code; any other cause is a changed surface.
    const packageOnly = blocked.every((s) => s.package?.state === 'unpinned' && s.package.verdictWithout !== 'blocked');
    const unreadable = packageOnly && blocked.every((s) => s.package?.code === 'UNREADABLE_LAUNCHER');
    if (packageOnly) return { exitCode: EXIT.CHECK_FAILED, code: unreadable ? 'UNREADABLE_LAUNCHER' : 'UNPINNED_PACKAGE' };
    const notPinned = blocked.every((s) => s.notPinned !== undefined);
    return { exitCode: EXIT.CHECK_FAILED, code: notPinned ? 'NOT_PINNED' : onChange === 'signed' ? 'UNSIGNED_CHANGE' : 'SURFACE_CHANGED' };
  }
  return { exitCode: EXIT.OK };
}

// What the reports say of a check (check-output.ts), exported here too, where its callers import it from.
export { changedToolNames, checkResultJson, notPinnedNote, serverNotes } from './check-output.js';
