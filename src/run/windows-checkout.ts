// `lock` on a Windows checkout: git's core.autocrlf turns the LF lock toolseal writes into CRLF. The lock
// still reads as the same file (core/line-ends), and `lock` suggests the .gitattributes lines that keep the
// lock and the reviewed snapshots LF in every checkout, so a re-pin's diff is its pins and not its line ends.
import { spawnSync } from 'node:child_process';
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/** The longest a git query may take, and the most it may print, before it is taken as no answer. */
const GIT_TIMEOUT_MS = 5_000;
const GIT_MAX_OUTPUT = 64 * 1024;

/** One git query in `cwd`, without a shell, bounded; its trimmed stdout, or undefined when git is absent or fails. */
function gitSays(args: string[], cwd: string, env: NodeJS.ProcessEnv): string | undefined {
  const r = spawnSync('git', args, {
    cwd,
    env,
    encoding: 'utf8',
    shell: false,
    timeout: GIT_TIMEOUT_MS,
    maxBuffer: GIT_MAX_OUTPUT,
    stdio: ['ignore', 'pipe', 'ignore'],
    windowsHide: true,
  });
  return r.status === 0 && typeof r.stdout === 'string' ? r.stdout.trim() : undefined;
}

export interface CheckoutFacts {
  /** The lock as read had CRLF line ends. */
  lockHadCrlf: boolean;
  lockFile: string;
  snapshotDir?: string;
  cwd: string;
  /** The command's environment, which git reads its configuration by (HOME, GIT_CONFIG_GLOBAL…). */
  env: NodeJS.ProcessEnv;
}

/**
 * The .gitattributes lines that keep the lock (and the snapshot folder's snapshots) LF, when this is a
 * Windows checkout: the lock read had CRLF line ends, or git's `core.autocrlf` is true where the lock is.
 * None when git already checks the lock out LF (its `eol` attribute is `lf`) or this is not such a checkout.
 */
export function gitattributesHint(facts: CheckoutFacts): string[] {
  const lockFile = resolve(facts.cwd, facts.lockFile);
  const dir = dirname(lockFile);
  const windows = facts.lockHadCrlf || gitSays(['config', '--get', 'core.autocrlf'], dir, facts.env)?.toLowerCase() === 'true';
  if (!windows) return [];
  if (gitSays(['check-attr', 'eol', '--', basename(lockFile)], dir, facts.env)?.endsWith(': eol: lf')) return [];
  const lines = [`${basename(lockFile)} text eol=lf`];
  if (facts.snapshotDir !== undefined) {
    const rel = relative(facts.cwd, resolve(facts.cwd, facts.snapshotDir));
    const folder = rel === '' || rel.startsWith('..') || isAbsolute(rel) ? '' : `${rel.split(sep).join('/')}/`;
    lines.push(`${folder}*.snapshot.json text eol=lf`);
  }
  return lines;
}
