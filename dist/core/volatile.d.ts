import type { ServerPin } from './lock.js';
import type { ServerSurface } from './server-surface.js';
import type { RawTool } from './surface.js';
/** At most this many volatile pointers per entry (`--volatile`, a lock entry's `volatile`). */
export declare const MAX_VOLATILE_POINTERS = 256;
/** `lock --samples`: how many listings are compared (1: none compared). */
export declare const DEFAULT_SAMPLES = 2;
export declare const MAX_SAMPLES = 10;
/** A volatile pointer read: the tool's name, and the reference tokens from its surface field down. */
export interface VolatilePointer {
    pointer: string;
    tool: string;
    tokens: string[];
}
/** RFC 6901 escaping of one reference token. */
export declare function escapeToken(token: string): string;
/** The pointer of a value in a tool: `/tools/<name>/<field>/…`, each token escaped. */
export declare function toolPointer(tool: string, tokens: readonly (string | number)[]): string;
/**
 * Reads one volatile pointer (RFC 6901, rooted at the tool by name: `/tools/<name>/<field>/…`), or says
 * why it is not one: a syntax error, a pointer at a whole tool, at its `name` or into its `annotations`
 * (always pinned), a field that is not part of a tool's surface, hidden characters, or one too long.
 */
export declare function readVolatilePointer(pointer: string): VolatilePointer | string;
/**
 * Reads a list of volatile pointers (what `--volatile` gives, or a lock entry's `volatile`), or says why
 * not: each valid, at most {@link MAX_VOLATILE_POINTERS}, none given twice and none inside another (the
 * outer one covers it). `sorted` also asks for them in order (a lock entry's are written sorted).
 */
export declare function readVolatilePointers(list: unknown, options?: {
    sorted?: boolean;
}): VolatilePointer[] | string;
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
