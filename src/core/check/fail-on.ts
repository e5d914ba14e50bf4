import { failsOn, type ChangeKind } from './change-kinds.js';
import { exitOf, type CheckResult, type ServerCheck } from './check.js';

/**
 * `--fail-on KINDS`: a server with a tool change of one of those kinds (`unclassified` counting as
 * `schema-expansion`) is blocked whatever `--on-change` says; a widening stays what it was (exit 3).
 * Other servers are returned as they are.
 */
export function withFailOn(s: ServerCheck, failOn: readonly ChangeKind[] | undefined): ServerCheck {
  if (s.verdict === 'blocked' || kindsFailedOn(s, failOn).length === 0) return s;
  return { ...s, verdict: 'blocked', approved: false };
}

/** A check's result under `--fail-on`: each server {@link withFailOn}, and the exit code decided again. */
export function resultWithFailOn(result: CheckResult, failOn: readonly ChangeKind[] | undefined): CheckResult {
  if (!failOn || failOn.length === 0) return result;
  const servers = result.servers.map((s) => withFailOn(s, failOn));
  return { ...result, servers, failOn: [...failOn], ...exitOf(servers, result.failures, result.onChange) };
}

/** The kinds of a server's changes that `failOn` fails on, sorted (what the reports name as the reason). */
export function kindsFailedOn(s: Pick<ServerCheck, 'changes'>, failOn: readonly ChangeKind[] | undefined): ChangeKind[] {
  if (!failOn || failOn.length === 0) return [];
  const set = new Set(failOn);
  const hit = new Set<ChangeKind>();
  for (const c of s.changes) for (const k of c.kinds) if (failsOn([k], set)) hit.add(k);
  return [...hit].sort();
}
