import { computeDrift, type ReviewedState, type ToolChange } from './drift.js';
import { ERROR_CODES, EXIT, type ErrorCode, type ExitCode } from './errors.js';
import { lockEntryOf, type LockedServer, type Lockfile } from './lock.js';
import type { Digest, RawTool } from './surface.js';

/** A server's state against the lock (SPEC §5). */
export type PinState = 'unpinned' | 'matched' | 'changed';

/** What the run does about a server: go on, go on with a warning, or stop (its tools not approved). */
export type Verdict = 'continue' | 'warn' | 'blocked';

/** What a change other than a widening does: `warn` (exit 0) or `fail` (exit 1). */
export type OnChange = 'warn' | 'fail';

export const ON_CHANGE_VALUES: readonly OnChange[] = ['warn', 'fail'];

/** One server's check. */
export interface ServerCheck {
  serverId: string;
  /** The surface now. */
  manifestDigest: Digest;
  toolCount: number;
  pinState: PinState;
  /** The pinned manifest digest (absent when unpinned). */
  lockedManifestDigest?: Digest;
  /** Tools added, removed and changed, by name (empty when unpinned or matched). */
  changes: ToolChange[];
  /** For an unpinned server, the baseline: every tool name now (reported, not pinned: `check` never writes). */
  baselineTools?: string[];
  /** Whether a reviewed snapshot gave pointer-level detail. */
  reviewed: ReviewedState;
  /** True when any tool widened its own privileges. */
  widening: boolean;
  verdict: Verdict;
  /** False when blocked: none of this server's tools is approved, not only the one that changed. */
  approved: boolean;
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
  /** 0 ok, 1 a change under `fail`, 3 a widening (always), 4 a server not snapshotted completely. */
  exitCode: ExitCode;
  /** Why the exit code is not 0. */
  code?: 'SURFACE_CHANGED' | 'PRIVILEGE_WIDENING' | 'SNAPSHOT_INCOMPLETE' | ErrorCode;
}

/** One server's input to {@link checkServer}. */
export interface ServerSurface {
  serverId: string;
  tools: readonly RawTool[];
  /** The tools of the reviewed snapshot (from `--snapshot-dir`), for pointers and reviewed text. */
  reviewedTools?: readonly RawTool[];
}

/**
 * Checks one server's current tools against its pin: pin state, per-tool drift, and the verdict under the
 * posture. A widening blocks whatever the posture; a change that is only a narrowing is allowed; any other
 * change warns or blocks as `onChange` says. Pure: reads nothing, writes nothing.
 */
export function checkServer(surface: ServerSurface, locked: LockedServer | undefined, onChange: OnChange): ServerCheck {
  const now = lockEntryOf(surface.tools);
  const base = { serverId: surface.serverId, manifestDigest: now.manifestDigest, toolCount: now.toolCount };
  if (!locked) {
    return {
      ...base,
      pinState: 'unpinned',
      changes: [],
      baselineTools: Object.keys(now.tools),
      reviewed: 'absent',
      widening: false,
      verdict: 'continue',
      approved: true,
    };
  }
  if (locked.manifestDigest === now.manifestDigest) {
    return { ...base, pinState: 'matched', lockedManifestDigest: locked.manifestDigest, changes: [], reviewed: surface.reviewedTools ? 'used' : 'absent', widening: false, verdict: 'continue', approved: true };
  }
  const drift = computeDrift(locked, surface.tools, surface.reviewedTools, now);
  const widening = drift.changes.some((c) => c.class === 'widening');
  const policyChange = drift.changes.some((c) => c.class === 'change');
  let verdict: Verdict;
  if (widening) verdict = 'blocked';
  else if (!policyChange) verdict = 'continue';
  else verdict = onChange === 'fail' ? 'blocked' : 'warn';
  return {
    ...base,
    pinState: 'changed',
    lockedManifestDigest: locked.manifestDigest,
    changes: drift.changes,
    reviewed: drift.reviewed,
    widening,
    verdict,
    approved: verdict !== 'blocked',
  };
}

/**
 * Checks every server against the lock and decides the run's exit code: 3 if any server widened (SPEC
 * §5: always), else 4 if any server could not be snapshotted, else 1 if any server is blocked under
 * `fail`, else 0. No server at all is exit 0 with nothing checked.
 */
export function checkServers(surfaces: readonly ServerSurface[], lock: Lockfile, onChange: OnChange, failures: readonly ServerFailure[] = []): CheckResult {
  const servers = surfaces.map((s) => checkServer(s, Object.hasOwn(lock.servers, s.serverId) ? lock.servers[s.serverId] : undefined, onChange));
  return { onChange, servers, failures: [...failures], ...exitOf(servers, failures) };
}

function exitOf(servers: ServerCheck[], failures: readonly ServerFailure[]): Pick<CheckResult, 'exitCode' | 'code'> {
  if (servers.some((s) => s.widening)) return { exitCode: EXIT.PRIVILEGE_WIDENING, code: 'PRIVILEGE_WIDENING' };
  if (failures.length > 0) {
    const f = failures[0]!;
    return { exitCode: ERROR_CODES[f.code], code: f.code };
  }
  if (servers.some((s) => s.verdict === 'blocked')) return { exitCode: EXIT.CHECK_FAILED, code: 'SURFACE_CHANGED' };
  return { exitCode: EXIT.OK };
}

/** The `--json` form of a result: everything but server text (tool names, fields, pointers, digests). */
export function checkResultJson(result: CheckResult): unknown {
  return {
    ...result,
    servers: result.servers.map((s) => ({ ...s, changes: s.changes.map(({ text: _text, ...c }) => c) })),
  };
}

/** The names of the changed tools of a result, `server/tool` when there are several servers. */
export function changedToolNames(result: CheckResult): string[] {
  const many = result.servers.length > 1;
  return result.servers.flatMap((s) => s.changes.map((c) => (many ? `${s.serverId}/${c.tool}` : c.tool)));
}
