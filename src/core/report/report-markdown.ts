import { shellWord } from '../text/terminal-text.js';
import { structuredPatch } from 'diff';
import { nonToolLabel } from '../surface/non-tool-surface.js';
import { serverNotes, type CheckResult, type ServerCheck, type Verdict } from '../check/check.js';
import { changeText, type ToolChange } from '../check/drift.js';
import type { ChangeKind } from '../check/change-kinds.js';
import { messageBesideServer } from '../errors.js';
import { mdFence, mdText } from '../text/markdown.js';
import { privilegedText } from './report-text.js';
import { kindsSection, riskiestFirst } from './report-markdown-kinds.js';

export interface CheckMarkdownOptions {
  /** Include the text of changed fields (server text, inside fences it cannot close). Default false. */
  showText?: boolean;
  /**
   * The arguments of `toolseal lock --update` that re-pin a server as this check read it, and what the
   * reader must add to them (values left out because they may be secrets). With it, a changed server's
   * section ends with that command as its next step.
   */
  relock?: (serverId: string) => { args: readonly string[]; needs?: string } | undefined;
}

/** Pointers listed per tool in the comment; the rest are counted. */
const POINTERS_SHOWN = 10;
/** Characters of one field's text shown; longer text is cut with a note. */
const TEXT_SHOWN = 4000;
/** GitHub refuses comments over 65,536 characters; above this the text sections are left out. */
const MAX_BODY = 60_000;

const VERDICT_LABEL: Record<Verdict, string> = {
  continue: '✅ continue',
  warn: '⚠️ warn',
  blocked: '⛔ blocked',
  'signed-upgrade': '🔏 signed upgrade',
};

/**
 * The Markdown body of the check report (the pull-request comment and job summary). Every server-supplied
 * string (server ids, tool names, pointers, messages) goes through `mdText`; server text (descriptions,
 * schemas) appears only with `showText`, inside `mdFence`. Carries no hidden marker: the comment writer
 * adds its own.
 */
export function renderCheckMarkdown(result: CheckResult, options: CheckMarkdownOptions = {}): string {
  if (options.showText) {
    const body = render(result, true, Infinity, options);
    if (body.length <= MAX_BODY) return body;
  }
  const note = options.showText ? '\n_The text of the changed fields was left out: the comment would be too long._\n' : '';
  // Many changed tools: list fewer rows per server (the rest are counted) until the body fits.
  let body = '';
  for (const maxRows of [Infinity, 200, 100, 50, 20, 5, 0]) {
    body = render(result, false, maxRows, options) + note;
    if (body.length <= MAX_BODY) break;
  }
  return body;
}

function render(result: CheckResult, showText: boolean, maxRows: number, options: CheckMarkdownOptions): string {
  const out: string[] = [];
  out.push(`### toolseal check: ${headline(result)}`, '');
  if (result.servers.length === 0 && result.failures.length === 0) {
    out.push('No MCP server to check.', '');
    return out.join('\n');
  }
  out.push('| server | pin state | verdict | tools | changed tools |', '|---|---|---|---|---|');
  for (const s of result.servers) {
    const others =
      s.carrierChanges.length > 0
        ? ` (and ${s.carrierChanges.length} instructions/prompt/template change${s.carrierChanges.length === 1 ? '' : 's'})`
        : '';
    out.push(
      `| ${mdText(s.serverId)} | ${s.pinState} | ${VERDICT_LABEL[s.verdict]} | ${s.toolCount ?? ''} | ${s.changes.length}${others} |`,
    );
  }
  for (const f of result.failures) out.push(`| ${mdText(f.serverId)} | not snapshotted | ⛔ ${f.code} | | |`);
  out.push('');
  for (const s of result.servers) out.push(...serverSection(s, showText, maxRows, options, result.failOn));
  for (const f of result.failures) {
    out.push(
      `#### ${mdText(f.serverId)}`,
      '',
      `Could not be snapshotted completely (${f.code}): ${mdText(messageBesideServer(f.serverId, f.message))}`,
      '',
    );
  }
  for (const n of result.notes ?? []) out.push(`> **Note:** ${mdText(n)}`, '');
  const failOn = result.failOn?.length ? `, fail-on ${result.failOn.join(',')}` : '';
  out.push(`<sub>Posture: on-change ${result.onChange}${failOn}. A widening always blocks; narrowing is allowed.</sub>`, '');
  return out.join('\n');
}

function headline(result: CheckResult): string {
  if (result.code === 'PRIVILEGE_WIDENING') return '⛔ a tool widened its own privileges';
  if (result.failures.length > 0) return '⛔ a server could not be snapshotted';
  if (result.code === 'SURFACE_CHANGED') {
    const changed = result.servers.some((s) => s.verdict === 'blocked' && s.pinState !== 'unpinned');
    return changed ? '⛔ tool surface changed' : '⛔ a server is not pinned';
  }
  if (result.code === 'NOT_PINNED') return '⛔ a server is not pinned';
  if (result.code === 'UNPINNED_PACKAGE') return '⛔ a server runs a package with no exact version';
  if (result.code === 'UNREADABLE_LAUNCHER') return '⛔ a server is started by a command line toolseal cannot read';
  if (result.servers.some((s) => s.pinState === 'changed' || s.pinState === 'missing')) return '⚠️ tool surface changed';
  if (result.servers.some((s) => s.package?.state === 'integrity-changed')) return '⚠️ a pinned package was replaced';
  if (result.servers.some((s) => s.package?.state === 'unpinned')) return '⚠️ a server runs a package with no exact version';
  if (result.servers.some((s) => s.pinState === 'unpinned')) return 'ℹ️ not pinned yet';
  return '✅ matches the lock';
}

function serverSection(
  s: ServerCheck,
  showText: boolean,
  maxRows: number,
  options: CheckMarkdownOptions,
  failOn?: readonly ChangeKind[],
): string[] {
  const out: string[] = [`#### ${mdText(s.serverId)}`, ''];
  // The notes are our own sentences (no server text); mdText keeps them inert all the same.
  for (const n of serverNotes(s)) out.push(`> **Note:** ${mdText(n)}`, '');
  if (s.pinState === 'unpinned') {
    out.push(
      `Not pinned: baseline of ${s.toolCount} tool${s.toolCount === 1 ? '' : 's'}, manifest \`${s.manifestDigest}\`. Pin it with \`toolseal lock\`.`,
      '',
    );
    return out;
  }
  if (s.pinState === 'matched') {
    out.push(`Matches the lock (manifest \`${s.manifestDigest}\`).`, '');
    return out;
  }
  if (!s.approved) out.push('**Blocked: none of this server’s tools is approved.**', '');
  if (s.carrierChanges.length > 0) {
    // What the model reads beside the tools: named by kind and name, its text only under showText.
    out.push('| instructions, prompt or template | change |', '|---|---|');
    for (const c of s.carrierChanges) out.push(`| ${nonToolLabel(c, (n) => `<code>${mdText(n)}</code>`)} | ${c.change} |`);
    out.push('');
  }
  if (s.changes.length === 0) {
    if (showText) out.push(...textSection(s));
    return out;
  }
  out.push(...kindsSection(s, failOn));
  out.push('| tool | change | kinds | fields | where | privilege |', '|---|---|---|---|---|---|');
  const rows = riskiestFirst(s.changes);
  for (const c of rows.slice(0, maxRows))
    out.push(
      `| ${mdText(c.tool)} | ${changeLabel(c)} | ${c.kinds.join(', ')} | ${c.fields.join(', ')} | ${where(c, s)} | ${privilege(c)} |`,
    );
  out.push('');
  if (rows.length > maxRows) {
    out.push(
      `_… and ${rows.length - maxRows} more changed tools, not listed here (the comment would be too long): run \`toolseal check\` or see the SARIF report._`,
      '',
    );
  }
  if (showText) out.push(...textSection(s));
  if (s.pinState === 'changed') out.push(...nextStep(s, options.relock?.(s.serverId)));
  return out;
}

/**
 * What to do about a changed server: what to look at first (our own sentences, chosen by what changed), then
 * the exact command that re-pins it, in a fence (the server id may be anything; it is shell-quoted).
 */
function nextStep(s: ServerCheck, relock: { args: readonly string[]; needs?: string } | undefined): string[] {
  const look: string[] = [];
  const widened = s.changes.filter((c) => c.class === 'widening');
  if (widened.length > 0) {
    look.push(
      `the widening${widened.length === 1 ? '' : 's'} first: re-pin only if the tool really changed what it does (for example, it became read-only); a re-pin accepts the permission tier the server now claims`,
    );
  }
  if (s.changes.some((c) => c.change === 'changed')) {
    look.push(
      s.reviewed === 'used'
        ? 'the text at each pointer above (show-text shows it, or toolseal snapshot on the new version)'
        : 'the new text of each changed field (toolseal snapshot on the new version shows it; with reviewed snapshots in snapshot-dir the report names the pointers)',
    );
  }
  if (s.changes.some((c) => c.change === 'added')) look.push('what each added tool does, and the hints it claims');
  if (s.changes.some((c) => c.change === 'removed')) look.push('that nothing you run still calls a removed tool');
  look.push('the server version or config change in this pull request that moved the surface');
  const out = ['**Next step.** Before re-pinning, look at:', '', ...look.map((l) => `- ${l}`), ''];
  if (!relock) {
    out.push('Then re-pin this server with `toolseal lock --update` and commit the lock in this pull request.', '');
    return out;
  }
  out.push(
    'Then re-pin it and commit the lock in this pull request:',
    '',
    mdFence(['toolseal', 'lock', '--update', ...relock.args].map(shellWord).join(' '), 'sh'),
    '',
  );
  if (relock.needs) out.push(`Add ${mdText(relock.needs)}.`, '');
  return out;
}

function changeLabel(c: ToolChange): string {
  if (c.renamedFrom !== undefined) return `added (renamed from ${mdText(c.renamedFrom)}?)`;
  if (c.renamedTo !== undefined) return `removed (renamed to ${mdText(c.renamedTo)}?)`;
  return c.change;
}

function where(c: ToolChange, s: ServerCheck): string {
  if (c.change !== 'changed') return '';
  if (c.pointers.length === 0)
    return s.reviewed === 'used'
      ? ''
      : s.reviewed === 'stale'
        ? '<sub>reviewed snapshot is not the pinned one</sub>'
        : '<sub>no reviewed snapshot</sub>';
  const shown = c.pointers.slice(0, POINTERS_SHOWN).map(mdText);
  const more = c.pointers.length - shown.length + c.pointersOmitted;
  return shown.join('<br>') + (more > 0 ? `<br>… and ${more} more` : '');
}

function privilege(c: ToolChange): string {
  const moved = c.hints.map((h) => `${h.class === 'widening' ? '⛔ widening' : '↘️ narrowing'}: ${h.hint} ${h.from} → ${h.to}`);
  // An added tool has no pin to widen from; what it claims beyond the defaults is still worth a look.
  if (c.privilegedHints?.length) moved.push(`ℹ️ more privileged than the MCP defaults: ${privilegedText(c)}`);
  return moved.join('<br>');
}

function textSection(s: ServerCheck): string[] {
  const out: string[] = [];
  for (const c of s.changes) {
    for (const [field, t] of Object.entries(changeText(c))) {
      if (!t) continue;
      const patch = t.reviewed !== undefined && t.current !== undefined ? unifiedDiff(t.reviewed, t.current) : undefined;
      if (patch !== undefined) {
        out.push(`**${mdText(c.tool)}** · ${field}, reviewed → now:`, '', mdFence(cut(patch), 'diff'), '');
        continue;
      }
      if (t.reviewed !== undefined) out.push(`**${mdText(c.tool)}** · ${field}, reviewed:`, '', mdFence(cut(t.reviewed)), '');
      if (t.current !== undefined) out.push(`**${mdText(c.tool)}** · ${field}, now:`, '', mdFence(cut(t.current)), '');
    }
  }
  for (const c of s.carrierChanges) {
    const label = nonToolLabel(c, (n) => `**${mdText(n)}**`);
    if (c.text.reviewed !== undefined) out.push(`${label}, reviewed:`, '', mdFence(cut(c.text.reviewed)), '');
    if (c.text.current !== undefined) out.push(`${label}, now:`, '', mdFence(cut(c.text.current)), '');
  }
  if (out.length === 0) return [];
  return ['<details><summary>Text of the changed fields (from the server, untrusted)</summary>', '', ...out, '</details>', ''];
}

/** Characters of each side a diff is computed over; a longer field is shown as two cut copies instead. */
const DIFF_INPUT = 50_000;
/** Edits the diff may find before it gives up (Myers' diff is O(N·D): a bound on D bounds the work). */
const DIFF_MAX_EDITS = 2_000;

/**
 * The unified diff (hunks only, three lines of context) of a field's reviewed and current text, each as
 * the reviewer reads it (a string as itself, anything else pretty-printed, sorted JSON). Undefined when the
 * texts are too long or too different for a diff to help.
 */
export function unifiedDiff(reviewed: string, current: string): string | undefined {
  if (reviewed.length > DIFF_INPUT || current.length > DIFF_INPUT) return undefined;
  const patch = structuredPatch('reviewed', 'now', `${reviewed}\n`, `${current}\n`, undefined, undefined, {
    context: 3,
    maxEditLength: DIFF_MAX_EDITS,
  });
  if (!patch || patch.hunks.length === 0) return undefined;
  return patch.hunks.map((h) => [`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`, ...h.lines].join('\n')).join('\n');
}

/** A field's text cut to what a report shows of it (with a note of how much more there was). */
export function cut(text: string): string {
  if (text.length <= TEXT_SHOWN) return text;
  // Cut on a code point boundary: half a surrogate pair would be a broken character in the comment.
  const end = /[\ud800-\udbff]/.test(text[TEXT_SHOWN - 1]!) ? TEXT_SHOWN - 1 : TEXT_SHOWN;
  return text.slice(0, end) + `\n… (${text.length - end} more characters)`;
}
