import { type ChangeKind } from './change-kinds.js';
import { type CheckResult, type ServerCheck } from './check.js';
/**
 * `--fail-on KINDS`: a server with a tool change of one of those kinds (`unclassified` counting as
 * `schema-expansion`) is blocked whatever `--on-change` says; a widening stays what it was (exit 3).
 * Other servers are returned as they are.
 */
export declare function withFailOn(s: ServerCheck, failOn: readonly ChangeKind[] | undefined): ServerCheck;
/** A check's result under `--fail-on`: each server {@link withFailOn}, and the exit code decided again. */
export declare function resultWithFailOn(result: CheckResult, failOn: readonly ChangeKind[] | undefined): CheckResult;
/** The kinds of a server's changes that `failOn` fails on, sorted (what the reports name as the reason). */
export declare function kindsFailedOn(s: Pick<ServerCheck, 'changes'>, failOn: readonly ChangeKind[] | undefined): ChangeKind[];
