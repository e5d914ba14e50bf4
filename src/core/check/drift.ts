import { HINT_NAMES, WIDENING_VALUE, effectiveHints, hintChanges, type HintChange, type HintName } from '../surface/hints.js';
import { jsonPointer } from '../json/json-path.js';
import { lockEntryOf, type LockedServer, type LockedTool } from '../lock/lock.js';
import { stableJson } from '../lock/lock-text.js';
import { SURFACE_FIELDS, digestTools, fieldDigest, type Digest, type RawTool, type SurfaceField } from '../surface/surface.js';
import { isJsonObject } from '../json/json-object.js';
import { toolChangeKinds, type ChangeKind } from './change-kinds.js';

/** How a tool differs from its pin. */
export type ToolChangeKind = 'added' | 'removed' | 'changed';

/** What a tool's change does under the policy (docs/formats.md, drift and policy). */
export type ChangeClass = 'widening' | 'narrowing' | 'change';

/** At most this many pointers are listed per tool; the rest are counted in `pointersOmitted`. */
export const MAX_POINTERS_PER_TOOL = 100;

/** The text of one field, for reviewers who ask for it (`showText`); never written to the lock or audit. */
export interface FieldText {
  /** The field now (absent when the tool no longer has it). */
  current?: string;
  /** The field as reviewed, when a reviewed snapshot that matches the pin is at hand. */
  reviewed?: string;
}

/** One tool that differs from its pin. */
export interface ToolChange {
  tool: string;
  change: ToolChangeKind;
  /** The changed surface fields (for `added`, every field the tool has; for `removed`, every pinned field). */
  fields: SurfaceField[];
  /** RFC 6901 pointers to each changed location inside the changed fields (needs a reviewed snapshot). */
  pointers: string[];
  /** Pointers not listed because of {@link MAX_POINTERS_PER_TOOL}. */
  pointersOmitted: number;
  /**
   * Effective hints that moved, each a widening or a narrowing: for a changed tool, and for an added tool
   * paired as a rename of a removed one (its hints against the removed tool's pin).
   */
  hints: HintChange[];
  /**
   * For an added tool: the hints whose effective value is more privileged than the MCP default (read-only,
   * non-destructive, idempotent, closed-world). Informational: an added tool has no pin to widen from.
   */
  privilegedHints?: HintName[];
  /** `widening` if any hint widened; `narrowing` if hints only narrowed and nothing but annotations changed. */
  class: ChangeClass;
  /** What the change is, sorted (see {@link toolChangeKinds}): what `--fail-on` and the reports group by. */
  kinds: ChangeKind[];
  /**
   * For an added tool that could be a removed one renamed (the same surface but the name, the same
   * `inputSchema`, or the same `description`), and the reverse. Its hints are compared with the removed
   * tool's, so a rename cannot carry a widening; when several removed tools fit, the one it would widen from.
   */
  renamedFrom?: string;
  renamedTo?: string;
  /**
   * The tool now and as reviewed (server text), that {@link changeText} reads the changed fields' text
   * from: only reports that show server text read it, never `--json`, the lock or the audit.
   */
  source: { current?: RawTool; reviewed?: RawTool };
}

/** Whether a reviewed snapshot gave pointer-level detail. */
export type ReviewedState = 'used' | 'absent' | 'stale';

export interface Drift {
  changes: ToolChange[];
  /** `stale`: a reviewed snapshot was given but its tools are not the pinned ones, so it was not used. */
  reviewed: ReviewedState;
}

/**
 * Compares a server's current tools with its pin, tool by tool and field by field (by field digests, so
 * no text is needed). With the reviewed snapshot's tools (those pinned), it also names the JSON Pointers
 * of every changed location inside each changed field; a reviewed tool whose digest is not the pinned one
 * is not used, so a stale snapshot never produces wrong pointers.
 */
export function computeDrift(
  locked: LockedServer,
  current: readonly RawTool[],
  reviewedTools?: readonly RawTool[],
  /** `lockEntryOf(current)`, when the caller has it already (it hashes every field of every tool). */
  currentEntry?: LockedServer,
  /** The reviewed tools' manifest digest, when reading them computed it (else they are hashed here). */
  reviewedManifestDigest?: Digest,
): Drift {
  const now = currentEntry ?? lockEntryOf(current);
  const currentByName = new Map(current.map((t) => [t.name, t]));
  const reviewedByName = new Map<string, RawTool>();
  let reviewed: ReviewedState = reviewedTools === undefined ? 'absent' : 'used';
  if (reviewedTools) {
    for (const t of reviewedTools) reviewedByName.set(t.name, t);
    if ((reviewedManifestDigest ?? digestTools(reviewedTools).manifestDigest) !== locked.manifestDigest) reviewed = 'stale';
  }
  const pinned = (name: string): RawTool | undefined => {
    if (reviewed !== 'used') return undefined;
    return reviewedByName.get(name);
  };

  const changes: ToolChange[] = [];
  const names = [...new Set([...Object.keys(locked.tools), ...Object.keys(now.tools)])].sort();
  for (const name of names) {
    const was = Object.hasOwn(locked.tools, name) ? locked.tools[name] : undefined;
    const is = Object.hasOwn(now.tools, name) ? now.tools[name] : undefined;
    const tool = currentByName.get(name);
    if (was && is) {
      if (was.digest === is.digest) continue;
      changes.push(changedTool(name, was, is, tool!, pinned(name)));
    } else if (is) {
      const fields = fieldNames(is);
      const privilegedHints = HINT_NAMES.filter((h) => is.hints[h] === WIDENING_VALUE[h]);
      changes.push(
        withSource(
          { tool: name, change: 'added', fields, pointers: [], pointersOmitted: 0, hints: [], privilegedHints, class: 'change' },
          tool!,
          undefined,
        ),
      );
    } else if (was) {
      const fields = fieldNames(was);
      changes.push(
        withSource(
          { tool: name, change: 'removed', fields, pointers: [], pointersOmitted: 0, hints: [], class: 'change' },
          undefined,
          pinned(name),
        ),
      );
    }
  }
  markRenames(changes, locked, now);
  // Only changed tools reach here: a matched surface never pays for kinds.
  for (const c of changes) c.kinds = toolChangeKinds(c);
  return { changes, reviewed };
}

function changedTool(name: string, was: LockedTool, is: LockedTool, tool: RawTool, before: RawTool | undefined): ToolChange {
  const fields = SURFACE_FIELDS.filter((f) => was.fields[f] !== is.fields[f]);
  const hints = hintChanges(was.hints, effectiveHints(tool));
  let pointers: string[] = [];
  let total = 0;
  if (before) {
    const all: string[] = [];
    const count = { differences: 0 };
    for (const f of fields) {
      const a = Object.hasOwn(before, f) ? before[f] : undefined;
      const b = Object.hasOwn(tool, f) ? tool[f] : undefined;
      diffValues(a, b, [f], all, Object.hasOwn(before, f), Object.hasOwn(tool, f), { max: MAX_POINTERS_PER_TOOL, count });
    }
    total = count.differences;
    pointers = all;
  }
  let cls: ChangeClass = 'change';
  if (hints.some((h) => h.class === 'widening')) cls = 'widening';
  else if (
    hints.length > 0 &&
    fields.every((f) => f === 'annotations') &&
    (before ? onlyHintPointers(pointers, total) : onlyHintsMoved(was, tool, hints))
  ) {
    cls = 'narrowing';
  }
  return withSource(
    { tool: name, change: 'changed', fields, pointers, pointersOmitted: total - pointers.length, hints, class: cls },
    tool,
    before,
  );
}

/** With pointers at hand, a narrowing is only a narrowing if nothing else in annotations moved. */
function onlyHintPointers(pointers: string[], total: number): boolean {
  return (
    total === pointers.length &&
    pointers.every((p) => /^\/annotations\/(readOnlyHint|destructiveHint|idempotentHint|openWorldHint)$/.test(p) || p === '/annotations')
  );
}

/**
 * Without a reviewed snapshot, a narrowing is only a narrowing if the pinned `annotations` digest is that
 * of today's annotations with each moved hint put back to its pinned value: so a server cannot slip
 * another annotation edit (a new title, a new hint) in beside a narrowing. A narrowed hint was pinned on
 * the trusted side, away from its default, so its pinned value is that boolean (a pinned `"yes"` or `1`
 * cannot be rebuilt, and counts as a change: the posture applies, never less).
 */
function onlyHintsMoved(was: LockedTool, tool: RawTool, hints: readonly HintChange[]): boolean {
  const pinned = was.fields.annotations;
  if (pinned === undefined) return false;
  const a = Object.hasOwn(tool, 'annotations') ? tool.annotations : undefined;
  if (a !== undefined && a !== null && (typeof a !== 'object' || Array.isArray(a))) return false;
  const rebuilt: Record<string, unknown> = { ...((a ?? {}) as Record<string, unknown>) };
  for (const h of hints) rebuilt[h.hint] = h.from;
  return fieldDigest({ name: tool.name, annotations: rebuilt }, 'annotations') === pinned;
}

function fieldNames(t: LockedTool): SurfaceField[] {
  return SURFACE_FIELDS.filter((f) => t.fields[f] !== undefined);
}

/**
 * How a removed and an added tool can be paired as a rename: equal surfaces but the name, then equal but
 * the name and annotations (a rename that also moved hints), then the same `inputSchema`, then the same
 * `description` (a rename plus one edit). A field absent on both sides pairs nothing in the last two.
 */
const RENAME_KEYS: ReadonlyArray<(t: LockedTool) => string | undefined> = [
  (t) => surfaceKey(t, ['name']),
  (t) => surfaceKey(t, ['name', 'annotations']),
  (t) => t.fields.inputSchema,
  (t) => t.fields.description,
];

/**
 * Pairs removed and added tools as renames (one to one, the closest pairing first, see RENAME_KEYS), and
 * makes an added tool a widening when any removed tool it could be a rename of had a less privileged
 * hint: where several pairings are possible, a server must not pick the one that hides the widening (by
 * adding a decoy that matches better, say). Each removed tool is indexed by its keys, so pairing is linear
 * in the number of tools (a lock of 20,000 tools against 20,000 others must not take minutes).
 */
function markRenames(changes: ToolChange[], locked: LockedServer, now: LockedServer): void {
  const added = changes.filter((c) => c.change === 'added');
  const removed = changes.filter((c) => c.change === 'removed');
  if (added.length === 0 || removed.length === 0) return;
  // Each tool's keys, computed once (the passes below read them again and again).
  const keysOf = (t: LockedTool) => RENAME_KEYS.map((keyOf) => keyOf(t));
  const removedKeys = removed.map((r) => keysOf(locked.tools[r.tool]!));
  const addedKeys = added.map((a) => keysOf(now.tools[a.tool]!));
  const pair = (add: ToolChange, from: ToolChange): void => {
    add.renamedFrom = from.tool;
    if (from.renamedTo === undefined) from.renamedTo = add.tool;
    add.hints = hintChanges(locked.tools[from.tool]!.hints, now.tools[add.tool]!.hints);
    add.class = add.hints.some((h) => h.class === 'widening') ? 'widening' : 'change';
  };
  for (let k = 0; k < RENAME_KEYS.length; k++) {
    // key -> the unpaired removed tools with that key, and the next one to hand out (no Array#shift: O(n)).
    const byKey = new Map<string, { list: ToolChange[]; next: number }>();
    removed.forEach((r, i) => {
      const key = removedKeys[i]![k];
      if (r.renamedTo !== undefined || key === undefined) return;
      const q = byKey.get(key);
      if (q) q.list.push(r);
      else byKey.set(key, { list: [r], next: 0 });
    });
    added.forEach((add, i) => {
      const key = addedKeys[i]![k];
      if (add.renamedFrom !== undefined || key === undefined) return;
      const q = byKey.get(key);
      const match = q?.list[q.next];
      if (!q || !match) return;
      q.next++;
      pair(add, match);
    });
  }
  // Any pairing that would widen: per key, the first removed tool (by name) that held each hint at its
  // less privileged value; an added tool holding that hint at its widening value widens across the pair.
  const lessPrivileged = RENAME_KEYS.map((_keyOf, k) => {
    const byKey = new Map<string, Partial<Record<HintName, ToolChange>>>();
    removed.forEach((r, i) => {
      const key = removedKeys[i]![k];
      if (key === undefined) return;
      let slot = byKey.get(key);
      if (!slot) byKey.set(key, (slot = {}));
      const was = locked.tools[r.tool]!;
      for (const h of HINT_NAMES) if (was.hints[h] !== WIDENING_VALUE[h]) slot[h] ??= r;
    });
    return byKey;
  });
  added.forEach((add, i) => {
    if (add.class === 'widening') return;
    const is = now.tools[add.tool]!;
    for (let k = 0; k < RENAME_KEYS.length; k++) {
      const key = addedKeys[i]![k];
      const slot = key === undefined ? undefined : lessPrivileged[k]!.get(key);
      const h = slot && HINT_NAMES.find((name) => slot[name] !== undefined && is.hints[name] === WIDENING_VALUE[name]);
      if (h) return pair(add, slot[h]!);
    }
  });
}

/** The field digests of a tool but the ignored fields, as one string (absent fields included as such). */
function surfaceKey(t: LockedTool, ignore: readonly SurfaceField[]): string {
  return JSON.stringify(SURFACE_FIELDS.map((f) => (ignore.includes(f) ? 0 : (t.fields[f] ?? null))));
}

/** The change with the tools its text is read from (see {@link changeText}). */
function withSource(change: Omit<ToolChange, 'source' | 'kinds'>, current: RawTool | undefined, reviewed: RawTool | undefined): ToolChange {
  const source: ToolChange['source'] = {};
  if (current) source.current = current;
  if (reviewed) source.reviewed = reviewed;
  // Set by computeDrift once renames are paired (a rename can make an added tool a widening).
  return { ...change, kinds: [], source };
}

/**
 * The text of a change's changed fields, now and as reviewed (server text), built each time it is asked
 * for: only a report that shows server text asks (`--json` and the plain text report do not).
 * Pretty-printing a large or deep field costs more than finding that it changed (a field nested d deep
 * prints in O(d²) bytes), so it is never done for a report that does not show it.
 */
export function changeText(change: Pick<ToolChange, 'fields' | 'source'>): Partial<Record<SurfaceField, FieldText>> {
  const { current, reviewed } = change.source;
  const out: Partial<Record<SurfaceField, FieldText>> = {};
  for (const f of change.fields) {
    const t: FieldText = {};
    if (current && Object.hasOwn(current, f)) t.current = fieldText(current[f]);
    if (reviewed && Object.hasOwn(reviewed, f)) t.reviewed = fieldText(reviewed[f]);
    out[f] = t;
  }
  return out;
}

/** A field's text as a reviewer reads it: a string as itself, anything else as pretty, sorted JSON. */
export function fieldText(v: unknown): string {
  return typeof v === 'string' ? v : stableJson(v).slice(0, -1);
}

/**
 * Appends the pointer of every location where `a` and `b` differ: a member or element present on one
 * side only, or a value of a different type or value. Equal subtrees add nothing.
 */
export function diffValues(
  a: unknown,
  b: unknown,
  path: Array<string | number>,
  out: string[],
  hasA = true,
  hasB = true,
  /** Keep at most `max` pointers in `out` and count every difference in `count` (a pointer costs its depth to write). */
  bound?: { max: number; count: { differences: number } },
): void {
  const differs = () => {
    if (bound) {
      bound.count.differences++;
      if (out.length >= bound.max) return;
    }
    out.push(jsonPointer(path));
  };
  if (!hasA || !hasB) {
    if (hasA !== hasB) differs();
    return;
  }
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const k of keys) {
      path.push(k);
      diffValues(a[k], b[k], path, out, Object.hasOwn(a, k), Object.hasOwn(b, k), bound);
      path.pop();
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n; i++) {
      path.push(i);
      diffValues(a[i], b[i], path, out, i < a.length, i < b.length, bound);
      path.pop();
    }
    return;
  }
  if (a === b) return;
  differs();
}
