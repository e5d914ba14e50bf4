import { type HintChange, type HintName } from '../surface/hints.js';
import { type LockedServer } from '../lock/lock.js';
import { type Digest, type RawTool, type SurfaceField } from '../surface/surface.js';
import { type ChangeKind } from './change-kinds.js';
/** How a tool differs from its pin. */
export type ToolChangeKind = 'added' | 'removed' | 'changed';
/** What a tool's change does under the policy (docs/formats.md, drift and policy). */
export type ChangeClass = 'widening' | 'narrowing' | 'change';
/** At most this many pointers are listed per tool; the rest are counted in `pointersOmitted`. */
export declare const MAX_POINTERS_PER_TOOL = 100;
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
    source: {
        current?: RawTool;
        reviewed?: RawTool;
    };
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
export declare function computeDrift(locked: LockedServer, current: readonly RawTool[], reviewedTools?: readonly RawTool[], 
/** `lockEntryOf(current)`, when the caller has it already (it hashes every field of every tool). */
currentEntry?: LockedServer, 
/** The reviewed tools' manifest digest, when reading them computed it (else they are hashed here). */
reviewedManifestDigest?: Digest): Drift;
/**
 * The text of a change's changed fields, now and as reviewed (server text), built each time it is asked
 * for: only a report that shows server text asks (`--json` and the plain text report do not).
 * Pretty-printing a large or deep field costs more than finding that it changed (a field nested d deep
 * prints in O(d²) bytes), so it is never done for a report that does not show it.
 */
export declare function changeText(change: Pick<ToolChange, 'fields' | 'source'>): Partial<Record<SurfaceField, FieldText>>;
/** A field's text as a reviewer reads it: a string as itself, anything else as pretty, sorted JSON. */
export declare function fieldText(v: unknown): string;
/**
 * Appends the pointer of every location where `a` and `b` differ: a member or element present on one
 * side only, or a value of a different type or value. Equal subtrees add nothing.
 */
export declare function diffValues(a: unknown, b: unknown, path: Array<string | number>, out: string[], hasA?: boolean, hasB?: boolean, 
/** Keep at most `max` pointers in `out` and count every difference in `count` (a pointer costs its depth to write). */
bound?: {
    max: number;
    count: {
        differences: number;
    };
}): void;
