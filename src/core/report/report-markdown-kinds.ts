import { KIND_REVIEW_ORDER, type ChangeKind } from '../check/change-kinds.js';
import type { ServerCheck } from '../check/check.js';
import type { ToolChange } from '../check/drift.js';
import { kindsFailedOn } from '../check/fail-on.js';
import { mdText } from '../text/markdown.js';

/** Tool names listed per kind in the comment; the rest are counted. */
const NAMES_SHOWN = 20;

/** What each kind means, in a reviewer's words (our own text, no server text). */
const KIND_LABEL: Record<ChangeKind, string> = {
  'annotation-widening': '⛔ annotation-widening (a hint claims more trust)',
  'schema-expansion': '⚠️ schema-expansion (a caller may send more)',
  unclassified: '⚠️ unclassified (not placed: read as an expansion)',
  added: 'added',
  execution: 'execution',
  output: 'output (outputSchema)',
  removed: 'removed',
  'schema-narrowing': 'schema-narrowing (a caller may send less)',
  'annotation-narrowing': 'annotation-narrowing',
  prose: 'prose (only text the model reads)',
};

/** Where a change sits in the review order: the index of its riskiest kind. */
export function reviewRank(c: Pick<ToolChange, 'kinds'>): number {
  const i = KIND_REVIEW_ORDER.findIndex((k) => c.kinds.includes(k));
  return i < 0 ? KIND_REVIEW_ORDER.length : i;
}

/** The changes in review order (riskiest kind first, widenings and expansions before prose), stable otherwise. */
export function riskiestFirst(changes: readonly ToolChange[]): ToolChange[] {
  return changes
    .map((c, i) => ({ c, i, r: reviewRank(c) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.c);
}

/**
 * A server's changed tools grouped by kind, expansions and widenings first and prose last, so a reviewer
 * reads the risky part first; a tool with several kinds is under each. Kinds `--fail-on` fails on are marked.
 */
export function kindsSection(s: ServerCheck, failOn: readonly ChangeKind[] | undefined): string[] {
  if (s.changes.length === 0) return [];
  const failed = new Set(kindsFailedOn(s, failOn));
  const out = ['| kind of change | tools |', '|---|---|'];
  for (const kind of KIND_REVIEW_ORDER) {
    const tools = s.changes.filter((c) => c.kinds.includes(kind));
    if (tools.length === 0) continue;
    const shown = tools.slice(0, NAMES_SHOWN).map((c) => `<code>${mdText(c.tool)}</code>`);
    const more = tools.length > shown.length ? ` … and ${tools.length - shown.length} more` : '';
    out.push(`| ${KIND_LABEL[kind]}${failed.has(kind) ? ' — **fails (--fail-on)**' : ''} | ${shown.join(', ')}${more} |`);
  }
  if (s.reviewed !== 'used' && s.changes.some((c) => c.change === 'changed'))
    out.push('', '<sub>Without the reviewed snapshot of the pin (snapshot-dir), a changed field cannot be classified: unclassified.</sub>');
  out.push('');
  return out;
}
