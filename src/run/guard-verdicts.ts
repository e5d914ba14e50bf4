import { resolve } from 'node:path';
import { profileText } from '../core/surface/client-capabilities.js';
import type { ErrorCode } from '../core/errors.js';
import { defaultUnpinned, guardToolsList } from '../core/guard/guard.js';
import { DEFAULT_LOCK_FILE, pinnedProfiles } from '../core/lock/lock.js';
import { parseOnChange, parseUnpinned } from '../core/guard/policy-options.js';
import { snapshotLiveServer } from '../mcp/snapshot/live-snapshot.js';
import type { LiveServerSpec, SnapshotLimits } from '../mcp/server/server-spec.js';
import type { GuardEntry } from '../mcp/config/wrapped-entry.js';
import { readLockIfAny } from './check-inputs.js';

/** What the guard of a config entry does with the server's list for one host profile. */
export interface GuardVerdict {
  /** The client capabilities the host declares (`none`, `roots`, `roots,sampling`). */
  profile: string;
  decision: 'allow' | 'block';
  /** The code the guard blocks with, or warns with (a `WARN` notice). */
  code?: ErrorCode;
  /** The guard's own line about it (ids, codes, tool and field names; no server text). */
  notice?: string;
  toolCount: number;
}

/** The profiles tried: a host that declares nothing, one that declares roots (the Inspector, Claude, VS Code), and each the lock pins. */
const HOST_PROFILES: readonly (readonly string[])[] = [[], ['roots']];

/**
 * The lock a wrapped entry's guard reads: its `--lock`, else the default, resolved against the folder the
 * guard starts in (the entry's cwd, else `cwd`).
 */
export function guardLockPath(guard: GuardEntry, cwd: string): string {
  return resolve(cwd, guard.cwd ?? '.', guard.lock ?? DEFAULT_LOCK_FILE);
}

/**
 * The guard's own decision for a wrapped server, for each host profile: the server listed live as a host
 * of that profile would see it through the guard (`spec` with those capabilities declared), decided by
 * {@link guardToolsList} with the guard's lock, `--on-change`, `--unpinned` and id. A lock its `--lock`
 * names that is not there, or a posture it does not take, is thrown as the guard would refuse to start.
 */
export async function guardVerdicts(
  name: string,
  spec: LiveServerSpec,
  guard: GuardEntry,
  options: { cwd: string; limits: SnapshotLimits },
): Promise<GuardVerdict[]> {
  const lockFile = guardLockPath(guard, options.cwd);
  const { lock, text: lockText } = readLockIfAny(lockFile, guard.lock === undefined ? undefined : `the guard's --lock`);
  const onChange = parseOnChange(guard.onChange ?? 'warn', `the guard's --on-change`);
  const given = guard.unpinned === undefined ? undefined : parseUnpinned(guard.unpinned, `the guard's --unpinned`);
  const pinnedFor = (id: string) => (Object.hasOwn(lock.servers, id) ? lock.servers[id] : undefined);
  const profiles = new Map<string, readonly string[]>(HOST_PROFILES.map((p) => [profileText(p), p]));
  const entry = guard.serverId !== undefined ? pinnedFor(guard.serverId) : undefined;
  for (const text of entry ? pinnedProfiles(entry) : []) profiles.set(text, text === 'none' ? [] : text.split(','));
  const out: GuardVerdict[] = [];
  for (const [text, caps] of profiles) {
    const snapshot = await snapshotLiveServer({ ...spec, clientCapabilities: [...caps] }, options.limits, name);
    // Without --server-id, the guard's id is the name the server gives itself.
    const id = guard.serverId ?? snapshot.serverInfo?.name ?? name;
    const unpinned = given ?? defaultUnpinned(lock, lockText !== undefined, guard.serverId);
    const r = guardToolsList(id, snapshot.tools, {
      lock,
      onChange,
      unpinned,
      idSelfDeclared: guard.serverId === undefined,
      lockMissing: lockText === undefined,
      clientCapabilities: caps,
    });
    const code = r.code ?? (r.notice !== undefined ? (/^WARN ([A-Z_]+):/.exec(r.notice)?.[1] as ErrorCode | undefined) : undefined);
    out.push({
      profile: text,
      decision: r.decision,
      ...(code ? { code } : {}),
      ...(r.notice ? { notice: r.notice } : {}),
      toolCount: snapshot.tools.length,
    });
  }
  return out;
}

/** One line for a blocked verdict: the host's profile and the guard's own line. */
export function verdictLine(v: GuardVerdict): string {
  return `a host declaring ${v.profile}: ${v.notice ?? `${v.decision} (${v.code ?? 'no code'})`}`;
}
