import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkServers, type CheckResult, type PinState, type ServerFailure, type Verdict } from '../core/check.js';
import type { ServerSurface } from '../core/server-surface.js';
import { ToolsealError, type ErrorCode } from '../core/errors.js';
import { DEFAULT_LOCK_FILE } from '../core/lock.js';
import { snapshotFileName } from '../core/snapshot-file-name.js';
import type { Snapshot, SnapshotWithoutToolDigests } from '../core/snapshot.js';
import type { SurfaceDigests } from '../core/surface.js';
import { isWrappedEntry } from '../guard/wrap-config.js';
import { readMcpConfig, type ConfiguredServer } from '../mcp/config-file.js';
import { readConfigEntries } from '../mcp/config-formats.js';
import { snapshotLiveServerWithDigests } from '../mcp/live-snapshot.js';
import { DEFAULT_LIMITS, type LiveServerSpec, type SnapshotLimits } from '../mcp/server-spec.js';
import { CONFIG_CONCURRENCY, mapBounded, readSnapshotFileWithDigests } from '../mcp/server-snapshots.js';
import { readLockIfAny } from './check.js';

/** One row of the trust view: a configured server, its surface now and its pin. No server text. */
export interface TrustRow {
  id: string;
  /** How it is reached (`url` when a URL server could not be reached to tell which; null for a pin no longer configured). */
  transport: Snapshot['transport'] | 'url' | null;
  pinState: PinState | 'failed';
  /** The manifest digest's first 12 hex digits (null when there is no surface). */
  surface: string | null;
  manifestDigest: string | null;
  toolCount: number | null;
  changed: number;
  widened: number;
  verdict: Verdict;
  /**
   * The config starts this server through toolseal guard, with a lock that exists. A wrapped server whose
   * guard names a lock path that is not there is not guarded (`guardLock: 'missing'`): that guard pins nothing.
   */
  guarded: boolean;
  /** For a wrapped server: whether the lock its guard reads exists (`missing`: the guard enforces no pin). */
  guardLock?: 'found' | 'missing';
  /** Where the surface came from: a snapshot in --snapshot-dir, or the live server. */
  source: 'snapshot' | 'live' | 'none';
  error?: { code: ErrorCode; message: string };
  /** The pin's volatile pointers (values it pins as their JSON type only), when it has them. */
  volatile?: string[];
}

export interface TrustResult {
  config: string;
  lockFile: string;
  lockFound: boolean;
  rows: TrustRow[];
  /** As `check`: 3 a widening, 4 a server not snapshotted, 1 blocked, 0 otherwise. */
  exitCode: CheckResult['exitCode'];
  code?: CheckResult['code'];
}

export interface TrustOptions {
  /** The client config (default: the first of .mcp.json, .vscode/mcp.json, .cursor/mcp.json in `cwd`). */
  config?: string;
  lockFile?: string;
  /** Snapshots (`<server id>.snapshot.json`) to use instead of starting the servers. */
  snapshotDir?: string;
  limits?: SnapshotLimits;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

export const DEFAULT_CONFIGS = ['.mcp.json', join('.vscode', 'mcp.json'), join('.cursor', 'mcp.json')];

/**
 * The server a wrapped entry guards: its command line after `--` (stdio), or its `--url` with the
 * `--header` and `--transport` given to the guard. The guard's own list is what the guard approves, not
 * what the server serves, so the trust view looks past it.
 */
export function guardedSpec(spec: LiveServerSpec): LiveServerSpec {
  if (spec.kind !== 'stdio') return spec;
  const at = spec.args.indexOf('guard');
  if (at < 0) return spec;
  const args = spec.args.slice(at + 1);
  const dashdash = args.indexOf('--');
  if (dashdash >= 0) {
    const [command, ...rest] = args.slice(dashdash + 1);
    if (command !== undefined) return { ...spec, command, args: rest };
  }
  const value = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const url = value('--url');
  if (url === undefined) return spec;
  const headers: Record<string, string> = {};
  args.forEach((a, i) => {
    if (a !== '--header' || args[i + 1] === undefined) return;
    const h = args[i + 1]!;
    const colon = h.indexOf(':');
    if (colon > 0) headers[h.slice(0, colon).trim()] = h.slice(colon + 1).trim();
  });
  const t = value('--transport');
  return { kind: 'url', url, transport: t === 'http' || t === 'sse' ? t : 'auto', headers, secrets: spec.secrets };
}

/**
 * The lock a wrapped entry's guard reads: its `--lock` (before `--`), else the default, resolved against
 * the folder the guard starts in (the entry's cwd, else `cwd`).
 */
function guardLockPath(spec: LiveServerSpec, cwd: string): string | undefined {
  if (spec.kind !== 'stdio') return undefined;
  const at = spec.args.indexOf('guard');
  if (at < 0) return undefined;
  const own = spec.args.slice(at + 1);
  const end = own.indexOf('--');
  const args = end >= 0 ? own.slice(0, end) : own;
  let lock: string | undefined;
  args.forEach((a, i) => {
    if (a === '--lock' && args[i + 1] !== undefined) lock = args[i + 1];
    else if (a.startsWith('--lock=')) lock = a.slice('--lock='.length);
  });
  return resolve(cwd, spec.cwd ?? '.', lock ?? DEFAULT_LOCK_FILE);
}

/**
 * The trust view of a config: every configured server, its surface (from --snapshot-dir, else live, a few
 * at a time, each within the snapshot bounds), checked against the lock as `check --config --all` does.
 */
export async function runTrust(options: TrustOptions = {}): Promise<TrustResult> {
  const cwd = options.cwd ?? process.cwd();
  const config = options.config ?? DEFAULT_CONFIGS.find((f) => existsSync(resolve(cwd, f)));
  if (config === undefined) throw new ToolsealError('USAGE', `no --config given and none of ${DEFAULT_CONFIGS.join(', ')} here`);
  const file = resolve(cwd, config);
  const lockFile = resolve(cwd, options.lockFile ?? DEFAULT_LOCK_FILE);
  const { lock, text: lockText } = readLockIfAny(lockFile, options.lockFile === undefined ? undefined : '--lock');
  const entries = new Map(readConfigEntries(file).entries.map((e) => [e.name, e.entry]));
  // Entries marked "disabled": true are never started (as the client does), so they have no surface to trust.
  const servers = readMcpConfig(file, options.env ?? process.env).filter((s) => !s.disabled);
  const limits = options.limits ?? DEFAULT_LIMITS;

  type Outcome = {
    name: string;
    snapshot?: SnapshotWithoutToolDigests;
    digests?: SurfaceDigests;
    error?: ToolsealError;
    source: TrustRow['source'];
  };
  const outcomes = await mapBounded(servers, CONFIG_CONCURRENCY, async (s: ConfiguredServer): Promise<Outcome> => {
    const snapFile = options.snapshotDir === undefined ? undefined : join(resolve(cwd, options.snapshotDir), snapshotFileName(s.name));
    try {
      // The digests (field digests and hints included) that reading or taking the snapshot computed: each
      // surface is hashed once, and its pin made from them.
      if (snapFile !== undefined && existsSync(snapFile))
        return { name: s.name, ...readSnapshotFileWithDigests(snapFile), source: 'snapshot' as const };
      if (s.error || !s.spec) throw s.error ?? new ToolsealError('INVALID_CONFIG', `${file}: server ${JSON.stringify(s.name)} is unusable`);
      const spec = isWrappedEntry(entries.get(s.name)) ? guardedSpec(s.spec) : s.spec;
      return {
        name: s.name,
        ...(await snapshotLiveServerWithDigests(spec, limits, s.name, undefined, { fields: true })),
        source: 'live' as const,
      };
    } catch (e) {
      const err = e instanceof ToolsealError ? e : new ToolsealError('SNAPSHOT_INCOMPLETE', String(e), { cause: e });
      return { name: s.name, error: err, source: 'none' as const };
    }
  });

  const surfaces: ServerSurface[] = [];
  const failures: ServerFailure[] = [];
  for (const o of outcomes) {
    if (o.snapshot) surfaces.push({ serverId: o.name, tools: o.snapshot.tools, digests: o.digests });
    else failures.push({ serverId: o.name, code: o.error!.code, message: o.error!.message });
  }
  const result = checkServers(surfaces, lock, 'warn', failures, { complete: true });
  const byId = new Map(result.servers.map((c) => [c.serverId, c]));
  const rows: TrustRow[] = servers.map((s, i) => {
    const outcome = outcomes[i]!;
    const c = byId.get(s.name);
    const wrapped = isWrappedEntry(entries.get(s.name));
    const spec = s.spec && wrapped ? guardedSpec(s.spec) : s.spec;
    const guardLockFile = wrapped && s.spec ? guardLockPath(s.spec, cwd) : undefined;
    const guardLock = guardLockFile === undefined ? undefined : existsSync(guardLockFile) ? ('found' as const) : ('missing' as const);
    const guarded = wrapped && guardLock !== 'missing';
    const lockNote = guardLock === undefined ? {} : { guardLock };
    const transport: TrustRow['transport'] = outcome.snapshot?.transport ?? (spec?.kind === 'url' ? 'url' : 'stdio');
    if (!c) {
      return {
        id: s.name,
        transport,
        pinState: 'failed',
        surface: null,
        manifestDigest: null,
        toolCount: null,
        changed: 0,
        widened: 0,
        verdict: 'blocked',
        guarded,
        ...lockNote,
        source: 'none',
        error: { code: outcome.error!.code, message: outcome.error!.message },
      };
    }
    return {
      id: s.name,
      transport,
      pinState: c.pinState,
      surface: c.manifestDigest ? c.manifestDigest.slice('sha256:'.length, 'sha256:'.length + 12) : null,
      manifestDigest: c.manifestDigest,
      toolCount: c.toolCount,
      changed: c.changes.length,
      widened: c.changes.filter((x) => x.class === 'widening').length,
      verdict: c.verdict,
      guarded,
      ...lockNote,
      source: outcome.source,
      ...(c.volatile ? { volatile: c.volatile } : {}),
    };
  });
  // Pins of servers that are no longer in the config.
  for (const c of result.servers) {
    if (c.pinState !== 'missing') continue;
    rows.push({
      id: c.serverId,
      transport: null,
      pinState: 'missing',
      surface: null,
      manifestDigest: null,
      toolCount: null,
      changed: c.changes.length,
      widened: 0,
      verdict: c.verdict,
      guarded: false,
      source: 'none',
    });
  }
  return { config, lockFile, lockFound: lockText !== undefined, rows, exitCode: result.exitCode, code: result.code };
}
