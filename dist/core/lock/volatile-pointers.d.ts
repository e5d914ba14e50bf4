/** At most this many volatile pointers per entry (`--volatile`, a lock entry's `volatile`). */
export declare const MAX_VOLATILE_POINTERS = 256;
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
/** The one of `set` that `p` is inside (a proper prefix at a token boundary), if any: one lookup per ancestor. */
export declare function outerPointer(p: string, set: ReadonlySet<string>): string | undefined;
