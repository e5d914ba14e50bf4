import type { RawTool } from './surface.js';
/**
 * The four MCP tool annotation hints that decide a tool's permission tier, with the defaults MCP gives
 * them when they are absent or `null` (docs/formats.md). The one place these defaults are defined.
 */
export declare const HINT_DEFAULTS: {
    readonly destructiveHint: true;
    readonly idempotentHint: false;
    readonly openWorldHint: true;
    readonly readOnlyHint: false;
};
export type HintName = keyof typeof HINT_DEFAULTS;
/** The hint names in RFC 8785 order (the order they are written in the lock). */
export declare const HINT_NAMES: HintName[];
/**
 * The value of each hint that gives the tool more privilege than its default: a host trusts a read-only,
 * non-destructive, idempotent, closed-world tool more. Moving a hint to this value is a widening, moving
 * it away is a narrowing (the table in docs/formats.md). Each widening value is the opposite of the default.
 */
export declare const WIDENING_VALUE: Readonly<Record<HintName, boolean>>;
/** The four effective hints of a tool (after defaults), as the lock stores them. */
export type EffectiveHints = Record<HintName, boolean>;
/**
 * A tool's effective hints: the MCP default when the hint (or `annotations` itself) is absent or `null`;
 * otherwise the value's truthiness, as hosts test it (`"yes"` and `1` are true, `0` and `""` false).
 */
export declare function effectiveHints(tool: RawTool): EffectiveHints;
/**
 * {@link effectiveHints} as bits, where the rule is: bit i set when the effective HINT_NAMES[i] is true (what
 * a pin's fixed text is chosen by), without making an object per tool; a tool without annotations (most)
 * is the defaults at once.
 */
export declare function effectiveHintBits(tool: RawTool): number;
export type HintClass = 'widening' | 'narrowing';
/** One hint whose effective value moved between the pin and now. */
export interface HintChange {
    hint: HintName;
    from: boolean;
    to: boolean;
    class: HintClass;
}
/** Whether moving `hint` from `from` to `to` widens or narrows the tool's privileges (null: no move). */
export declare function classifyHint(hint: HintName, from: boolean, to: boolean): HintClass | null;
/** True when the move of `hint` from `from` to `to` is a widening. */
export declare function isWidening(hint: HintName, from: boolean, to: boolean): boolean;
/** The hints whose effective value differs between two hint sets, each classified. */
export declare function hintChanges(before: EffectiveHints, after: EffectiveHints): HintChange[];
