import type { RawTool } from './surface.js';
import { isJsonObject } from '../json/json-object.js';

/**
 * The four MCP tool annotation hints that decide a tool's permission tier, with the defaults MCP gives
 * them when they are absent or `null` (docs/formats.md). The one place these defaults are defined.
 */
export const HINT_DEFAULTS = {
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
  readOnlyHint: false,
} as const;

export type HintName = keyof typeof HINT_DEFAULTS;

/** The hint names in RFC 8785 order (the order they are written in the lock). */
export const HINT_NAMES = Object.keys(HINT_DEFAULTS).sort() as HintName[];

/**
 * The value of each hint that gives the tool more privilege than its default: a host trusts a read-only,
 * non-destructive, idempotent, closed-world tool more. Moving a hint to this value is a widening, moving
 * it away is a narrowing (the table in docs/formats.md). Each widening value is the opposite of the default.
 */
export const WIDENING_VALUE: Readonly<Record<HintName, boolean>> = {
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
  readOnlyHint: true,
};

/** The four effective hints of a tool (after defaults), as the lock stores them. */
export type EffectiveHints = Record<HintName, boolean>;

/**
 * A tool's effective hints: the MCP default when the hint (or `annotations` itself) is absent or `null`;
 * otherwise the value's truthiness, as hosts test it (`"yes"` and `1` are true, `0` and `""` false).
 */
export function effectiveHints(tool: RawTool): EffectiveHints {
  const bits = effectiveHintBits(tool);
  const out = {} as EffectiveHints;
  for (let i = 0; i < HINT_NAMES.length; i++) out[HINT_NAMES[i]!] = (bits & (1 << i)) !== 0;
  return out;
}

/** The MCP defaults as bits: bit i set when HINT_NAMES[i] defaults to true. */
const DEFAULT_HINT_BITS = HINT_NAMES.reduce((bits, h, i) => (HINT_DEFAULTS[h] ? bits | (1 << i) : bits), 0);

/**
 * {@link effectiveHints} as bits, where the rule is: bit i set when the effective HINT_NAMES[i] is true (what
 * a pin's fixed text is chosen by), without making an object per tool; a tool without annotations (most)
 * is the defaults at once.
 */
export function effectiveHintBits(tool: RawTool): number {
  const a = Object.hasOwn(tool, 'annotations') ? tool.annotations : undefined;
  if (!isJsonObject(a)) return DEFAULT_HINT_BITS;
  let bits = DEFAULT_HINT_BITS;
  for (let i = 0; i < HINT_NAMES.length; i++) {
    const h = HINT_NAMES[i]!;
    const v = Object.hasOwn(a, h) ? a[h] : undefined;
    if (v === undefined || v === null) continue;
    bits = v ? bits | (1 << i) : bits & ~(1 << i);
  }
  return bits;
}

export type HintClass = 'widening' | 'narrowing';

/** One hint whose effective value moved between the pin and now. */
export interface HintChange {
  hint: HintName;
  from: boolean;
  to: boolean;
  class: HintClass;
}

/** Whether moving `hint` from `from` to `to` widens or narrows the tool's privileges (null: no move). */
export function classifyHint(hint: HintName, from: boolean, to: boolean): HintClass | null {
  if (from === to) return null;
  return to === WIDENING_VALUE[hint] ? 'widening' : 'narrowing';
}

/** True when the move of `hint` from `from` to `to` is a widening. */
export function isWidening(hint: HintName, from: boolean, to: boolean): boolean {
  return classifyHint(hint, from, to) === 'widening';
}

/** The hints whose effective value differs between two hint sets, each classified. */
export function hintChanges(before: EffectiveHints, after: EffectiveHints): HintChange[] {
  const out: HintChange[] = [];
  for (const h of HINT_NAMES) {
    const c = classifyHint(h, before[h], after[h]);
    if (c) out.push({ hint: h, from: before[h], to: after[h], class: c });
  }
  return out;
}
