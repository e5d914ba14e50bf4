import type { ToolChange } from './drift.js';
import { ToolsealError } from '../errors.js';
import { HINT_NAMES } from '../surface/hints.js';
import { isJsonObject } from '../json/json-object.js';
import { schemaChangeKinds, type SchemaWork } from './schema-kinds.js';
import type { RawTool, SurfaceField } from '../surface/surface.js';

/** What a tool's change is, for a reviewer and for `--fail-on` (docs/formats.md, kinds of change). */
export const CHANGE_KINDS = [
  'added',
  'annotation-narrowing',
  'annotation-widening',
  'execution',
  'output',
  'prose',
  'removed',
  'schema-expansion',
  'schema-narrowing',
  'unclassified',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/**
 * The order a reviewer reads kinds in: what lets a caller or the server do more first, prose last
 * (the PR comment groups its tools so).
 */
export const KIND_REVIEW_ORDER: readonly ChangeKind[] = [
  'annotation-widening',
  'schema-expansion',
  'unclassified',
  'added',
  'execution',
  'output',
  'removed',
  'schema-narrowing',
  'annotation-narrowing',
  'prose',
];

/**
 * The kinds of one tool's change, sorted: `added`/`removed` for a tool that came or went (an added tool
 * that widens across a rename is also `annotation-widening`); for a changed tool, the moved hints, then each
 * changed field read against the reviewed text (`description`, `title`: prose; `inputSchema`: by
 * {@link schemaChangeKinds}; `outputSchema`: `output`, or prose when only its prose changed; `execution`;
 * `annotations`: `title` is prose, the four hints their widening or narrowing, anything else
 * unclassified). Without the reviewed text (none given, or not the pinned one) each changed field is
 * `unclassified`, but for a change proven to be hint narrowings only.
 */
export function toolChangeKinds(c: Omit<ToolChange, 'kinds'>, work?: SchemaWork): ChangeKind[] {
  const kinds = new Set<ChangeKind>();
  if (c.change !== 'changed') kinds.add(c.change);
  for (const h of c.hints) kinds.add(h.class === 'widening' ? 'annotation-widening' : 'annotation-narrowing');
  if (c.change === 'changed') {
    const { current, reviewed } = c.source;
    if (!reviewed || !current) {
      if (c.class !== 'narrowing' || c.fields.some((f) => f !== 'annotations')) kinds.add('unclassified');
    } else for (const f of c.fields) for (const k of fieldKinds(f, reviewed, current, work)) kinds.add(k);
    if (kinds.size === 0) kinds.add('unclassified');
  }
  return [...kinds].sort();
}

function fieldKinds(f: SurfaceField, before: RawTool, after: RawTool, work?: SchemaWork): ChangeKind[] {
  const a = Object.hasOwn(before, f) ? before[f] : undefined;
  const b = Object.hasOwn(after, f) ? after[f] : undefined;
  const present = { before: Object.hasOwn(before, f), after: Object.hasOwn(after, f) };
  switch (f) {
    case 'description':
    case 'title':
      return ['prose'];
    case 'execution':
      return ['execution'];
    case 'inputSchema':
      return [...schemaChangeKinds(a, b, present, work)];
    case 'outputSchema': {
      const k = schemaChangeKinds(a, b, present, work);
      return k.size === 1 && k.has('prose') ? ['prose'] : ['output'];
    }
    case 'annotations':
      return annotationKinds(a, b);
    default:
      return ['unclassified'];
  }
}

/** The members of `annotations` other than the hints (whose moves the drift already classed). */
function annotationKinds(a: unknown, b: unknown): ChangeKind[] {
  const ma = a ?? {};
  const mb = b ?? {};
  if (!isJsonObject(ma) || !isJsonObject(mb)) return ['unclassified'];
  const out: ChangeKind[] = [];
  for (const k of new Set([...Object.keys(ma), ...Object.keys(mb)])) {
    if ((HINT_NAMES as readonly string[]).includes(k)) continue;
    if (Object.hasOwn(ma, k) && Object.hasOwn(mb, k) && JSON.stringify(ma[k]) === JSON.stringify(mb[k])) continue;
    out.push(k === 'title' && typeof (ma[k] ?? '') === 'string' && typeof (mb[k] ?? '') === 'string' ? 'prose' : 'unclassified');
  }
  return out;
}

/**
 * Whether a change has a kind in `failOn`. `unclassified` counts as `schema-expansion`: what cannot be
 * placed may let more through.
 */
export function failsOn(kinds: readonly ChangeKind[], failOn: ReadonlySet<ChangeKind>): boolean {
  return kinds.some((k) => failOn.has(k) || (k === 'unclassified' && failOn.has('schema-expansion')));
}

/**
 * `--fail-on KINDS` (the CLI, the guard) or the `fail-on` input (the check action): comma-separated kind
 * names, else `USAGE` naming the option and the valid names. Empty is no kind.
 */
export function parseFailOn(value: string, option: string): ChangeKind[] {
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  for (const n of names) {
    if (!(CHANGE_KINDS as readonly string[]).includes(n))
      throw new ToolsealError(
        'USAGE',
        `${option}: unknown kind ${JSON.stringify(n.slice(0, 40))}; the kinds are ${CHANGE_KINDS.join(', ')}`,
      );
  }
  return [...new Set(names as ChangeKind[])].sort();
}
