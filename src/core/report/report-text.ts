import { nonToolLabel, type NonToolChange } from '../surface/non-tool-surface.js';
import { serverNotes, type CheckResult, type ServerCheck } from '../check/check.js';
import type { ToolChange } from '../check/drift.js';
import { messageBesideServer, oneLine } from '../errors.js';
import { WIDENING_VALUE } from '../surface/hints.js';
import { kindsFailedOn } from '../check/fail-on.js';
// The terminal escaping lives in terminal-text.ts (the CLI's error line needs it without the check code).
import { escapeForTerminal, quoteForTerminal } from '../text/terminal-text.js';
export { escapeForTerminal, jsonForTerminal, quoteForTerminal } from '../text/terminal-text.js';

export interface TextReportOptions {
  /** ANSI colour (the caller decides: a terminal, and no NO_COLOR). */
  color?: boolean;
}

type Paint = (code: string, s: string) => string;

/** The human report of a check: a line per server and a line per change (pointers indented below). */
export function renderCheckText(result: CheckResult, options: TextReportOptions = {}): string {
  const paint: Paint = options.color ? (code, s) => `\u001b[${code}m${s}\u001b[0m` : (_c, s) => s;
  const out: string[] = [];
  if (result.servers.length === 0 && result.failures.length === 0) out.push('no MCP server to check');
  for (const s of result.servers) out.push(...serverLines(s, paint));
  for (const id of result.skipped ?? []) out.push(`server ${quoteForTerminal(id)}: skipped (disabled in the config, not started)`);
  // The message is toolseal's own sentence, whose server-given parts are quoted already: escaped, not quoted again.
  for (const f of result.failures)
    out.push(
      `server ${quoteForTerminal(f.serverId)}: ${paint('31', 'not snapshotted')} (${f.code}): ${escapeForTerminal(oneLine(messageBesideServer(f.serverId, f.message)))}`,
    );
  for (const n of result.notes ?? []) out.push(`note: ${escapeForTerminal(n)}`);
  return out.join('\n') + '\n';
}

/**
 * Why a check did not pass, as one sentence for the `toolseal: CODE: …` line on stderr (undefined when it
 * passed). The report on stdout has the details; this line says which servers and what to do next.
 */
export function checkFailureMessage(result: CheckResult): string | undefined {
  if (result.exitCode === 0) return undefined;
  const ids = (servers: readonly { serverId: string }[]) => servers.map((s) => quoteForTerminal(s.serverId)).join(', ');
  if (result.code === 'PRIVILEGE_WIDENING') {
    return `check: a tool widened its own privileges on ${ids(result.servers.filter((s) => s.widening))} (exit 3): review the widening in the report; only a deliberate toolseal lock --update accepts it`;
  }
  if (result.code === 'SURFACE_CHANGED') {
    const blocked = result.servers.filter((s) => s.verdict === 'blocked');
    const kinds = [...new Set(blocked.flatMap((s) => kindsFailedOn(s, result.failOn)))].sort();
    const why = kinds.length > 0 ? `--fail-on (${kinds.join(', ')})` : '--on-change fail';
    return `check: ${ids(blocked)} blocked under ${why} (exit 1): review the changes in the report, then pin them deliberately with toolseal lock`;
  }
  if (result.code === 'UNSIGNED_CHANGE') {
    return `check: ${ids(result.servers.filter((s) => s.verdict === 'blocked'))} changed with no verified signed upgrade, blocked under --on-change signed (exit 1): the report says why; review the changes, then pin them deliberately with toolseal lock`;
  }
  if (result.code === 'UNREADABLE_LAUNCHER') {
    return `check: ${ids(result.servers.filter((s) => s.verdict === 'blocked'))} started by a command line toolseal cannot read, blocked under --on-change fail (exit 1): start the launcher directly with one exact version in the config`;
  }
  if (result.code === 'NOT_PINNED') {
    const blocked = result.servers.filter((s) => s.notPinned !== undefined);
    const near = blocked.flatMap((s) => {
      const closest = s.notPinned!.closest;
      return closest === undefined ? [] : [quoteForTerminal(closest) + (blocked.length > 1 ? ` for ${quoteForTerminal(s.serverId)}` : '')];
    });
    const others = blocked[0]!.notPinned!.pinnedCount === 1 ? 'another server' : 'other servers';
    return `check: ${ids(blocked)} not pinned, while the lock pins ${others} (exit 1): ${near.length > 0 ? `did you mean ${near.join(', ')}? ` : ''}check the server id (the report names the pinned ids), or pin it deliberately with toolseal lock`;
  }
  if (result.code === 'UNPINNED_PACKAGE') {
    return `check: ${ids(result.servers.filter((s) => s.verdict === 'blocked'))} launched with no exact package version, blocked under --on-change fail (exit 1): pin the version (or image digest) in the config`;
  }
  // Each failure's error is in the report (its line, or its entry in --json): named here, not repeated.
  const n = result.failures.length;
  if (n > 0)
    return `check: ${n} server${n === 1 ? '' : 's'} could not be checked (exit ${result.exitCode}): ${ids(result.failures)}; the report gives each one's error`;
  return `check: exit ${result.exitCode}`;
}

function serverLines(s: ServerCheck, paint: Paint): string[] {
  const notes = serverNotes(s).map((n) => `  note: ${escapeForTerminal(n)}`);
  return [...serverStateLines(s, paint), ...notes];
}

function serverStateLines(s: ServerCheck, paint: Paint): string[] {
  const id = quoteForTerminal(s.serverId);
  const tools = `${s.toolCount} tool${s.toolCount === 1 ? '' : 's'}`;
  const verdict = s.verdict === 'blocked' ? paint('31', 'blocked') : s.verdict === 'warn' ? paint('33', 'warn') : paint('32', s.verdict);
  if (s.pinState === 'unpinned') {
    return [
      `server ${id}: ${paint('36', 'unpinned')}: baseline ${tools}, ${s.manifestDigest} (pin it with toolseal lock)${s.verdict === 'blocked' ? `: ${verdict}` : ''}`,
    ];
  }
  // A matched surface can still warn or block for its package (launched with no exact version).
  if (s.pinState === 'matched')
    return [`server ${id}: ${paint('32', 'matched')} (${tools}, ${s.manifestDigest})${s.verdict === 'continue' ? '' : `: ${verdict}`}`];
  if (s.pinState === 'missing') {
    return [
      `server ${id}: ${paint('33', 'missing')} (pinned ${s.lockedManifestDigest}): ${verdict}`,
      ...s.changes.flatMap((c) => changeLines(c, paint)),
      ...s.carrierChanges.map(nonToolLine),
    ];
  }
  const lines = [
    `server ${id}: ${paint('33', 'changed')} (${tools}, ${s.manifestDigest}; pinned ${s.lockedManifestDigest}): ${verdict}${s.approved ? '' : ', no tool of this server is approved'}`,
  ];
  for (const c of s.changes) lines.push(...changeLines(c, paint));
  for (const c of s.carrierChanges) lines.push(nonToolLine(c));
  if (s.reviewed === 'stale') lines.push('  (the reviewed snapshot is not the pinned one: no pointers)');
  return lines;
}

/** An added tool's hints that are not the MCP defaults, as `readOnlyHint true, destructiveHint false`. */
export function privilegedText(c: ToolChange): string {
  return (c.privilegedHints ?? []).map((h) => `${h} ${WIDENING_VALUE[h]}`).join(', ');
}

/** The lines of one server's changes (for `lock`, which shows what a re-pin would change). */
export function renderChangesText(s: ServerCheck, options: TextReportOptions = {}): string {
  const paint: Paint = options.color ? (code, t) => `\u001b[${code}m${t}\u001b[0m` : (_c, t) => t;
  return [...s.changes.flatMap((c) => changeLines(c, paint)), ...s.carrierChanges.map(nonToolLine)].map((l) => l + '\n').join('');
}

/** `  changed  instructions`, `  added    prompt "name"`: by kind and name, never the text. */
function nonToolLine(c: NonToolChange): string {
  return `  ${c.change.padEnd(8)} ${nonToolLabel(c, quoteForTerminal)}`;
}

function changeLines(c: ToolChange, paint: Paint): string[] {
  const tool = quoteForTerminal(c.tool);
  let line = `  ${c.change.padEnd(8)} ${tool}`;
  if (c.renamedFrom !== undefined) line += ` (renamed from ${quoteForTerminal(c.renamedFrom)}?)`;
  if (c.renamedTo !== undefined) line += ` (renamed to ${quoteForTerminal(c.renamedTo)}?)`;
  if (c.change === 'changed') line += `  ${c.fields.join(', ')}  [${c.kinds.join(', ')}]`;
  for (const h of c.hints) {
    line +=
      h.class === 'widening'
        ? `  ${paint('31;1', `WIDENING ${h.hint} ${h.from} -> ${h.to}`)}`
        : `  narrowing ${h.hint} ${h.from} -> ${h.to}`;
  }
  if (c.privilegedHints?.length) line += `  (more privileged than the MCP defaults: ${privilegedText(c)})`;
  const lines = [line];
  for (const p of c.pointers) lines.push(`      at ${quoteForTerminal(p)}`);
  if (c.pointersOmitted > 0) lines.push(`      and ${c.pointersOmitted} more`);
  return lines;
}
