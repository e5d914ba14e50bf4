import type { CheckResult, ServerCheck } from './check.js';
import { packageNote } from './package-check.js';
import { signedUpgradeNote } from './signed-upgrade.js';
import { volatileNote } from './volatile.js';

// What the reports say of a check beyond its changes: each server's notes, the --json form, the changed tools' names.

/**
 * What a reviewer should know about a server beyond its changes, as plain sentences (no server text):
 * a self-declared id, a new server blocked under `fail`, a missing server. Every report shows them, except
 * that a routine `check` (`for: 'check'`) names a self-declared id only where it matters: a server that is
 * unpinned, which is how a server that renamed itself out of its pin shows (and `lock` adds it, choosing
 * the id). `--json` always names it.
 */
export function serverNotes(s: ServerCheck, options: { for?: 'check' | 'lock' | 'json' } = {}): string[] {
  const notes: string[] = [];
  if (s.pinState === 'missing') {
    notes.push(
      'pinned in the lock but no longer in the config file: every pinned tool is reported removed (restore the server, or drop its entry with toolseal lock --remove ID)',
    );
  }
  // Blocked as a new server (not only for its package, which its own note explains).
  if (s.notPinned !== undefined) notes.push(notPinnedNote(s.serverId, s.notPinned));
  if (s.volatile !== undefined) notes.push(volatileNote(s.volatile));
  if (s.interopDiffers !== undefined)
    notes.push(
      'the whole tool definitions differ from those pinned (interop.toolSetHash) outside the fields toolseal pins, such as _meta or icons: not a change of the surface',
    );
  if (s.numbers === 'rounded')
    notes.push(
      'numbers rounded: a number a double cannot hold exactly was read as RFC 8785 reads it, the nearest double (--round-inexact-numbers; the entry records "numbers": "rounded")',
    );
  const pkg = s.package && (s.package.state !== 'new' || s.pinState !== 'unpinned') ? packageNote(s.package) : undefined;
  if (pkg !== undefined) notes.push(pkg);
  const upgrade = signedUpgradeNote(s);
  if (upgrade !== undefined) notes.push(upgrade);
  if (s.idSelfDeclared && (options.for === 'lock' || options.for === 'json' || s.pinState === 'unpinned')) {
    notes.push(
      "the server id is the server's own serverInfo.name: a server that renames itself leaves its pin and is checked as a new server; give it a fixed id with --server-id or a config file key",
    );
  }
  return notes;
}

/** The `--json` form of a result: everything but server text (tool names, fields, pointers, digests). */
export function checkResultJson(result: CheckResult): unknown {
  return {
    ...result,
    servers: result.servers.map((s) => ({
      ...s,
      notes: serverNotes(s, { for: 'json' }),
      changes: s.changes.map((c) => without(c, 'source')),
      carrierChanges: s.carrierChanges.map((c) => without(c, 'text')),
    })),
  };
}

/** The names of the changed tools of a result, `server/tool` when there are several servers. */
export function changedToolNames(result: CheckResult): string[] {
  const many = result.servers.length > 1;
  return result.servers.flatMap((s) => s.changes.map((c) => (many ? `${s.serverId}/${c.tool}` : c.tool)));
}

/** A change without its server text (a tool change's `source`, a non-tool change's `text`), the other members in order. */
function without<T extends object, K extends keyof T>(c: T, key: K): Omit<T, K> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(c)) if (k !== key) out[k] = (c as Record<string, unknown>)[k];
  return out as Omit<T, K>;
}

/** Why a server is blocked as not pinned: the ids the lock pins, the nearest, and how to pin this one (ids as JSON strings, never server text). */
export function notPinnedNote(serverId: string, n: NonNullable<ServerCheck['notPinned']>, pin?: string): string {
  const more = n.pinnedCount > n.pinnedIds.length ? ` and ${n.pinnedCount - n.pinnedIds.length} more` : '';
  const near = n.closest !== undefined ? ` (did you mean ${JSON.stringify(n.closest)}?)` : '';
  const id = JSON.stringify(serverId.length > 64 ? `${serverId.slice(0, 64)}…` : serverId);
  // `pin`: the whole pasteable command; without it, what goes with the id.
  const how = pin ?? `--config FILE --server ${id}, or --server-id ${id} and -- COMMAND or --url URL, as the check was given it`;
  return `not pinned, and the lock pins ${n.pinnedIds.map((id) => JSON.stringify(id)).join(', ')}${more}${near}: check the server id, or pin this one deliberately with toolseal lock ${how}`;
}
