import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { ToolsealError } from '../core/errors.js';
import { parseJsonStrict } from '../core/json-text.js';
import { DEFAULT_LOCK_FILE, parseLock } from '../core/lock.js';
import { readTextFile } from '../fs/json-file.js';
import { isWrappedEntry } from '../guard/wrap-config.js';
import { readMcpConfig } from '../mcp/config-file.js';
import { jsoncToJson } from '../mcp/jsonc-text.js';
import { snapshotLiveServer } from '../mcp/live-snapshot.js';
import { describeServer } from '../mcp/server-label.js';
import { DEFAULT_LIMITS, type SnapshotLimits } from '../mcp/server-spec.js';
import { CONFIG_CONCURRENCY, mapBounded } from '../mcp/server-snapshots.js';
import { DEFAULT_CONFIGS, guardedSpec } from './trust.js';
import { countText } from '../core/count-text.js';

/** One look at one configured server. `ok: false` is a problem; `detail` says what was seen. */
export interface DoctorCheck {
  check: 'config' | 'wrapped' | 'guard-starts' | 'lock-pins' | 'server-answers';
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
    const child = spawn(command, [...args, '--version'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const take = (chunk: Buffer) => {
      if (out.length < GUARD_VERSION_MAX_BYTES) out += chunk.toString('utf8').slice(0, GUARD_VERSION_MAX_BYTES - out.length);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
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

/** The value after `flag` in a guard's arguments (before `--`). */
function flagValue(guardArgs: string[], flag: string): string | undefined {
  const end = guardArgs.indexOf('--');
  const own = end < 0 ? guardArgs : guardArgs.slice(0, end);
  const i = own.indexOf(flag);
  return i >= 0 ? own[i + 1] : undefined;
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
  const raw = parseJsonStrict(jsoncToJson(readTextFile(file)), file) as Record<string, unknown>;
  const entries = (raw.mcpServers ?? raw.servers ?? {}) as Record<string, unknown>;
  const servers = readMcpConfig(file, env);
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
    const wrapped = isWrappedEntry(entries[s.name]);
    const spec = s.spec;
    checks.push({
      check: 'wrapped',
      ok: wrapped,
      detail: wrapped ? 'starts through toolseal guard' : 'not wrapped: the host starts it directly (toolseal wrap)',
    });
    if (wrapped && spec.kind === 'stdio') {
      const at = spec.args.indexOf('guard');
      const v = await guardVersion(spec.command, spec.args.slice(0, at), { ...env, ...(spec.env ?? {}) });
      checks.push({ check: 'guard-starts', ok: v.ok, detail: v.detail });
      const guardArgs = spec.args.slice(at + 1);
      const lock = flagValue(guardArgs, '--lock');
      const id = flagValue(guardArgs, '--server-id') ?? s.name;
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
    const server = wrapped ? guardedSpec(spec) : spec;
    try {
      const snap = await snapshotLiveServer(server, limits, s.name);
      checks.push({
        check: 'server-answers',
        ok: true,
        detail: `${describeServer(server)} answered with ${countText(snap.tools.length, 'tool')}`,
      });
    } catch (e) {
      checks.push({ check: 'server-answers', ok: false, detail: e instanceof Error ? e.message : String(e) });
    }
    return { id: s.name, disabled: false, checks };
  });
  const problems = rows.reduce((n, r) => n + r.checks.filter((c) => !c.ok).length, 0);
  return { config: file, node: process.version, servers: rows, problems, exitCode: problems > 0 ? 1 : 0 };
}
