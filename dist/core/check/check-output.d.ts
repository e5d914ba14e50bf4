import type { CheckResult, ServerCheck } from './check.js';
/**
 * What a reviewer should know about a server beyond its changes, as plain sentences (no server text):
 * a self-declared id, a new server blocked under `fail`, a missing server. Every report shows them, except
 * that a routine `check` (`for: 'check'`) names a self-declared id only where it matters: a server that is
 * unpinned, which is how a server that renamed itself out of its pin shows (and `lock` adds it, choosing
 * the id). `--json` always names it.
 */
export declare function serverNotes(s: ServerCheck, options?: {
    for?: 'check' | 'lock' | 'json';
}): string[];
/** The `--json` form of a result: everything but server text (tool names, fields, pointers, digests). */
export declare function checkResultJson(result: CheckResult): unknown;
/** The names of the changed tools of a result, `server/tool` when there are several servers. */
export declare function changedToolNames(result: CheckResult): string[];
/** Why a server is blocked as not pinned: the ids the lock pins, the nearest, and how to pin this one (ids as JSON strings, never server text). */
export declare function notPinnedNote(serverId: string, n: NonNullable<ServerCheck['notPinned']>, pin?: string): string;
