import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { ToolsealError } from '../core/errors.js';
import { DEFAULT_LOCK_FILE } from '../core/lock/lock.js';
import { parseLock } from '../core/lock/lock-read.js';
import { readTextFile } from '../fs/json-file.js';
import { readMcpConfig } from '../mcp/config/config-file.js';
import type { ConfigInputs } from '../mcp/config/config-inputs.js';
import { containmentText } from '../mcp/process/pid-namespace.js';
import { platformCommand, type PlatformCommand } from '../mcp/process/platform-command.js';
import { endWindowsTree } from '../mcp/process/process-table.js';
import { snapshotLiveServer } from '../mcp/snapshot/live-snapshot.js';
import { describeServer } from '../mcp/server/server-label.js';
import { DEFAULT_LIMITS, type LiveServerSpec, type SnapshotLimits } from '../mcp/server/server-spec.js';
import type { GuardEntry } from '../mcp/config/wrapped-entry.js';
import { CONFIG_CONCURRENCY, mapBounded } from '../mcp/snapshot/server-snapshots.js';
import { guardVerdicts, verdictLine } from './guard-verdicts.js';
import { DEFAULT_CONFIGS } from './trust.js';
import { countText } from '../core/text/count-text.js';

/** One look at one configured server. `ok: false` is a problem; `detail` says what was seen. */
export interface DoctorCheck {
  check: 'config' | 'wrapped' | 'guard-starts' | 'lock-pins' | 'server-answers' | 'guard-decides';
  ok: boolean;
  detail: string;
}

export interface DoctorServer {
  id: string;
  disabled: boolean;
  checks: DoctorCheck[];
}

export interface DoctorResult {
  config: string;
  node: string;
  /** Whether `node` is one toolseal supports (package.json's `engines`: `MIN_NODE` or later); a problem when not. */
  nodeSupported: boolean;
  /** How this machine holds a stdio server's processes together (see `containment` in mcp/pid-namespace). */
  containment: string;
  servers: DoctorServer[];
  /** Problems found (each check with ok: false); the exit code is 1 when any. */
  problems: number;
  exitCode: 0 | 1;
}

export interface DoctorOptions {
  config?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  limits?: SnapshotLimits;
  /** `--input ID=VALUE`: the values of VS Code's `${input:ID}` prompts. */
  inputs?: ConfigInputs;
  /** The Node version checked (`process.version`, the Node toolseal runs on, unless given). */
  nodeVersion?: string;
}

/** The oldest Node toolseal supports: package.json's `engines.node` (`>=` this; a test keeps the two equal). */
export const MIN_NODE = '22.22.2';

/** Whether a Node version (`v24.1.0`) is `MIN_NODE` or later; a version that is not three numbers is not. */
export function nodeSupported(version: string): boolean {
  const m = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!m) return false;
  const have = m.slice(1).map(Number);
  const need = MIN_NODE.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (have[i] !== need[i]) return have[i]! > need[i]!;
  return true;
}

/** Time a guard command has to print its version (npx may have to fetch it first). */
const GUARD_VERSION_TIMEOUT_MS = 30_000;
/** Output of `--version` kept (it is one line). */
const GUARD_VERSION_MAX_BYTES = 4096;

/** Runs `command ...args --version` within a time and an output bound: its first line, or why it did not start. */
function guardVersion(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs = GUARD_VERSION_TIMEOUT_MS,
): Promise<{ ok: boolean; detail: string }> {
  return new Promise((done) => {
    let out = '';
    let settled = false;
    const finish = (r: { ok: boolean; detail: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done(r);
    };
    let started: PlatformCommand;
    try {
      // As the host starts it: on Windows, `npx` is npx.cmd, run through cmd.exe.
      started = platformCommand(command, [...args, '--version'], { env });
    } catch (e) {
      // Nothing started, no timer yet: told at once.
      done({ ok: false, detail: `does not start (${(e as NodeJS.ErrnoException).code ?? 'error'})` });
      return;
    }
    const child = spawn(started.command, started.args, {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
      windowsVerbatimArguments: started.windowsVerbatimArguments,
    });
    const take = (chunk: Buffer) => {
      if (out.length < GUARD_VERSION_MAX_BYTES) out += chunk.toString('utf8').slice(0, GUARD_VERSION_MAX_BYTES - out.length);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const timer = setTimeout(() => {
      // Windows: `npx` is cmd.exe, npx's node and the guard under it; ending cmd.exe alone would leave them.
      if (process.platform === 'win32' && child.pid !== undefined) void endWindowsTree(child.pid).finally(() => child.kill('SIGKILL'));
      else child.kill('SIGKILL');
      finish({ ok: false, detail: `did not print its version within ${timeoutMs / 1000}s` });
    }, timeoutMs);
    child.on('error', (e: NodeJS.ErrnoException) => finish({ ok: false, detail: `does not start (${e.code ?? 'error'})` }));
    child.on('close', (code) => {
      const first =
        out
          .split('\n')
          .find((l) => l.trim() !== '')
          ?.trim() ?? '';
      if (code === 0 && /^(toolseal )?\d+\.\d+\.\d+\S*$/.test(first))
        finish({ ok: true, detail: `toolseal ${first.replace(/^toolseal /, '')}` });
      // Not its output: a command that is not toolseal may print anything, a secret from its environment too.
      else
        finish({
          ok: false,
          detail: code === 0 ? 'printed no toolseal version' : `exited ${code ?? 'on a signal'} (not a toolseal that runs)`,
        });
    });
  });
}

/** The guard's decision for each host profile: a check per profile it withholds the tools from, else one that says it serves them. */
async function guardDecides(
  name: string,
  spec: LiveServerSpec,
  guard: GuardEntry,
  cwd: string,
  limits: SnapshotLimits,
): Promise<DoctorCheck[]> {
  try {
    const verdicts = await guardVerdicts(name, spec, guard, { cwd, limits });
    const blocked = verdicts.filter((v) => v.decision === 'block');
    if (blocked.length > 0) return blocked.map((v) => ({ check: 'guard-decides' as const, ok: false, detail: verdictLine(v) }));
    const warned = verdicts.filter((v) => v.code !== undefined);
    const profiles = verdicts.map((v) => v.profile).join(', ');
    return [
      {
        check: 'guard-decides',
        ok: true,
        detail: `the guard serves every tool to a host declaring ${profiles}${warned.length > 0 ? `; ${warned.map(verdictLine).join('; ')}` : ''}`,
      },
    ];
  } catch (e) {
    return [{ check: 'guard-decides', ok: false, detail: e instanceof Error ? e.message : String(e) }];
  }
}

/**
 * For each server of a client config: whether it is wrapped, whether the guard command it names starts,
 * whether the lock it names exists and pins it, and whether the server itself starts and answers within
 * the limits. Names, paths and error messages only, never server text or a secret.
 */
export async function runDoctor(options: DoctorOptions = {}): Promise<DoctorResult> {
  const cwd = options.cwd ?? process.cwd();
  const env = options.env ?? process.env;
  const config = options.config ?? DEFAULT_CONFIGS.find((f) => existsSync(resolve(cwd, f)));
  if (config === undefined) throw new ToolsealError('USAGE', `no --config given and none of ${DEFAULT_CONFIGS.join(', ')} here`);
  const file = resolve(cwd, config);
  const servers = readMcpConfig(file, env, undefined, { inputs: options.inputs });
  const limits = options.limits ?? DEFAULT_LIMITS;

  const rows = await mapBounded(servers, CONFIG_CONCURRENCY, async (s): Promise<DoctorServer> => {
    if (s.disabled) return { id: s.name, disabled: true, checks: [] };
    if (s.error || !s.spec)
      return {
        id: s.name,
        disabled: false,
        checks: [{ check: 'config', ok: false, detail: (s.error ?? new ToolsealError('INVALID_CONFIG', 'unusable entry')).message }],
      };
    const checks: DoctorCheck[] = [];
    // A wrapped entry is read as the server behind its guard (readMcpConfig); `guard` is the guard itself.
    const guard = s.guard;
    const spec = s.spec;
    checks.push({
      check: 'wrapped',
      ok: guard !== undefined,
      detail: guard ? 'starts through toolseal guard' : 'not wrapped: the host starts it directly (toolseal wrap)',
    });
    if (guard) {
      const v = await guardVersion(guard.launcher.command, guard.launcher.args, { ...env, ...(guard.env ?? {}) });
      checks.push({ check: 'guard-starts', ok: v.ok, detail: v.detail });
      const lock = guard.lock;
      const id = guard.serverId ?? s.name;
      if (lock === undefined || !isAbsolute(lock)) {
        checks.push({
          check: 'lock-pins',
          ok: false,
          detail: `${lock === undefined ? `no --lock: the guard reads ${DEFAULT_LOCK_FILE}` : `--lock ${JSON.stringify(lock)} is relative:`} wherever the host starts it (toolseal wrap writes it absolute)`,
        });
      } else if (!existsSync(lock)) {
        checks.push({
          check: 'lock-pins',
          ok: false,
          detail: `${lock} does not exist (toolseal lock --config ${config} --all --lock ${lock})`,
        });
      } else {
        try {
          const pinned = Object.hasOwn(parseLock(readTextFile(lock), lock).servers, id);
          checks.push({
            check: 'lock-pins',
            ok: pinned,
            detail: pinned ? `${lock} pins ${JSON.stringify(id)}` : `${lock} does not pin ${JSON.stringify(id)}`,
          });
        } catch (e) {
          checks.push({ check: 'lock-pins', ok: false, detail: e instanceof Error ? e.message : String(e) });
        }
      }
    }
    // The server itself, behind the guard when wrapped: what the guard would start.
    try {
      const snap = await snapshotLiveServer(spec, limits, s.name);
      checks.push({
        check: 'server-answers',
        ok: true,
        detail: `${describeServer(spec)} answered with ${countText(snap.tools.length, 'tool')}`,
      });
    } catch (e) {
      checks.push({ check: 'server-answers', ok: false, detail: e instanceof Error ? e.message : String(e) });
      return { id: s.name, disabled: false, checks };
    }
    // What the guard does with that list, for each host profile: its own decision, its own codes.
    if (guard) checks.push(...(await guardDecides(s.name, spec, guard, cwd, limits)));
    return { id: s.name, disabled: false, checks };
  });
  // A Node older than the package supports is a problem: toolseal (and the guard it starts) may fail on it.
  const node = options.nodeVersion ?? process.version;
  const supported = nodeSupported(node);
  const problems = rows.reduce((n, r) => n + r.checks.filter((c) => !c.ok).length, supported ? 0 : 1);
  return {
    config: file,
    node,
    nodeSupported: supported,
    containment: containmentText(),
    servers: rows,
    problems,
    exitCode: problems > 0 ? 1 : 0,
  };
}
