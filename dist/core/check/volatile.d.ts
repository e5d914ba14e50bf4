import type { ServerPin } from '../lock/lock.js';
import { type VolatilePointer } from '../lock/volatile-pointers.js';
import type { ServerSurface } from './server-surface.js';
import type { RawTool } from '../surface/surface.js';
/** `lock --samples`: how many listings are compared (1: none compared). */
export declare const DEFAULT_SAMPLES = 2;
export declare const MAX_SAMPLES = 10;
/** The JSON type a volatile value is pinned as: `null`, `boolean`, `number`, `string`, `array` or `object`. */
export declare function jsonTypeOf(v: unknown): string;
/** What stands for a volatile value in what is digested: its JSON type, so a changed type is a change. */
export declare function volatilePlaceholder(v: unknown): {
    $volatile: string;
};
/**
 * The tools with the value at each pointer replaced by {@link volatilePlaceholder} (copies along the
 * pointers' paths; the input is not changed), and the pointers that matched nothing (no such tool, member
 * or index). A pointer's tool is found by name, so the order of the list does not matter.
 */
export declare function maskVolatile(tools: readonly RawTool[], pointers: readonly VolatilePointer[]): {
    tools: RawTool[];
    unmatched: string[];
};
/**
 * The pointers at which two listings of one server differ, sorted, at most `limit` of them (`more`: there
 * were others): a value that differs, or the object or array whose members or length differ. A tool in
 * one listing only is named by its pointer `/tools/<name>` (a tool list that differs cannot be pinned).
 * Walks both lists once, with an explicit stack (no recursion on a deep schema).
 */
export declare function differingPointers(a: readonly RawTool[], b: readonly RawTool[], limit: number): {
    pointers: string[];
    more: boolean;
};
/** Whether `p` is one of `covering` or inside one of them. */
export declare function isCovered(p: string, covering: ReadonlySet<string>): boolean;
/** The `--volatile` options that pin these pointers, as shell words. */
export declare function volatileOptionWords(pointers: readonly string[]): string[];
/** Two entries' volatile pointers are the same list (absent is none). */
export declare function sameVolatile(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean;
/** A pin with these volatile pointers recorded (none: without `volatile`), its members in the lock's order. */
export declare function withVolatile(pin: ServerPin, pointers: readonly string[]): ServerPin;
/**
 * The surface as a pin with these volatile pointers sees it: itself when its tools are already so
 * (`surface.volatile`), else its raw tools (and reviewed tools) with those values replaced, and nothing
 * computed from the raw tools kept (digests, pin, compact order). A bad list is `INVALID_LOCK`.
 */
export declare function surfaceForVolatile(surface: ServerSurface, volatile: readonly string[] | undefined): ServerSurface;
/** The note every report gives a pin with volatile pointers: what it does not cover (quoted, checked free of hidden characters). */
export declare function volatileNote(volatile: readonly string[]): string;
