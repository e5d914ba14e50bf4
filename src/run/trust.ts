import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkServers, type CheckResult, type PinState, type ServerFailure, type Verdict } from '../core/check/check.js';
import type { ServerSurface } from '../core/check/server-surface.js';
import { EXIT, ToolsealError, type ErrorCode } from '../core/errors.js';
import { DEFAULT_LOCK_FILE } from '../core/lock/lock.js';
import { snapshotFileName } from '../core/snapshot/snapshot-file-name.js';
import type { Snapshot, SnapshotWithoutToolDigests } from '../core/snapshot/snapshot.js';
import type { SurfaceDigests } from '../core/surface/surface.js';
import { readMcpConfig, type ConfiguredServer } from '../mcp/config/config-file.js';
import { snapshotLiveServerWithDigests } from '../mcp/snapshot/live-snapshot.js';
import { DEFAULT_LIMITS, type SnapshotLimits } from '../mcp/server/server-spec.js';
import { CONFIG_CONCURRENCY, mapBounded, readSnapshotFileWithDigests } from '../mcp/snapshot/server-snapshots.js';
import { readLockIfAny } from './check-inputs.js';
import { guardLockPath, guardVerdicts, verdictLine } from './guard-verdicts.js';

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
  /**
   * For a wrapped server read live: each host profile its guard withholds every tool from (the guard's own
   * decision and code, for a host declaring none, roots, and each profile the lock pins).
   */
  guardBlocks?: Array<{ profile: string; code: ErrorCode; notice: string }>;
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
      // A wrapped entry is read as the server behind its guard (readMcpConfig), not the guard's own list.
      return {
        name: s.name,
        ...(await snapshotLiveServerWithDigests(s.spec, limits, s.name, undefined, { fields: true })),
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
    const wrapped = s.guard !== undefined;
    const spec = s.spec;
    const guardLockFile = s.guard ? guardLockPath(s.guard, cwd) : undefined;
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
  // What each wrapped server's guard will do with that list, host profile by host profile: a list `check`
  // passes may still be withheld by the guard (its --on-change, --unpinned, a profile the lock lacks).
  type Blocks = TrustRow['guardBlocks'];
  const indexed = servers.map((s, i) => ({ s, row: rows[i]! }));
  const decided = await mapBounded(indexed, CONFIG_CONCURRENCY, async ({ s, row }): Promise<Blocks> => {
    if (!s.guard || !s.spec || row.source !== 'live' || row.guardLock !== 'found') return undefined;
    try {
      const verdicts = await guardVerdicts(s.name, s.spec, s.guard, { cwd, limits });
      return verdicts.filter((v) => v.decision === 'block').map((v) => ({ profile: v.profile, code: v.code!, notice: verdictLine(v) }));
    } catch (e) {
      const err = e instanceof ToolsealError ? e : new ToolsealError('SNAPSHOT_INCOMPLETE', String(e), { cause: e });
      return [{ profile: 'any', code: err.code, notice: err.message }];
    }
  });
  let { exitCode, code } = result;
  decided.forEach((blocks, i) => {
    if (blocks === undefined || blocks.length === 0) return;
    rows[i]!.guardBlocks = blocks;
    // The guard withholds the tools: not an ok, whatever the pin says (a worse exit of check's stays).
    if (exitCode === EXIT.OK) {
      exitCode = EXIT.CHECK_FAILED;
      code = blocks[0]!.code;
    }
  });
  return { config, lockFile, lockFound: lockText !== undefined, rows, exitCode, code };
}
