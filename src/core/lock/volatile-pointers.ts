// The volatile member of a lock entry: JSON Pointers rooted at a tool by name (`/tools/<name>/<field>/...`)
// that name the values a pin leaves uncovered, how one is written and read, and the bounds on them. What a
// check does with them (masking the values, comparing listings) is check/volatile.ts.
import { hasHiddenCharacters } from '../text/terminal-text.js';

/** At most this many volatile pointers per entry (`--volatile`, a lock entry's `volatile`). */
export const MAX_VOLATILE_POINTERS = 256;
/** A pointer is at most this many characters, and this many tokens deep. */
const MAX_POINTER_LENGTH = 2048;
const MAX_POINTER_TOKENS = 64;
/** The fields a volatile pointer may go into: a tool's name and annotations are always pinned. */
const VOLATILE_FIELDS: ReadonlySet<string> = new Set(['description', 'execution', 'inputSchema', 'outputSchema', 'title']);

/** A volatile pointer read: the tool's name, and the reference tokens from its surface field down. */
export interface VolatilePointer {
  pointer: string;
  tool: string;
  tokens: string[];
}

/** RFC 6901 escaping of one reference token. */
export function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The pointer of a value in a tool: `/tools/<name>/<field>/…`, each token escaped. */
export function toolPointer(tool: string, tokens: readonly (string | number)[]): string {
  return ['', 'tools', tool, ...tokens.map(String)].map(escapeToken).join('/');
}

/**
 * Reads one volatile pointer (RFC 6901, rooted at the tool by name: `/tools/<name>/<field>/…`), or says
 * why it is not one: a syntax error, a pointer at a whole tool, at its `name` or into its `annotations`
 * (always pinned), a field that is not part of a tool's surface, hidden characters, or one too long.
 */
export function readVolatilePointer(pointer: string): VolatilePointer | string {
  if (typeof pointer !== 'string') return 'not a string';
  if (pointer.length > MAX_POINTER_LENGTH) return `longer than ${MAX_POINTER_LENGTH} characters`;
  if (hasHiddenCharacters(pointer)) return 'holds a control, invisible or direction-changing character';
  if (!pointer.startsWith('/tools/')) return 'does not start with /tools/ (a pointer is rooted at the tool by name: /tools/NAME/FIELD/...)';
  const raw = pointer.split('/').slice(1);
  if (raw.length > MAX_POINTER_TOKENS) return `deeper than ${MAX_POINTER_TOKENS} tokens`;
  const tokens: string[] = [];
  for (const t of raw) {
    if (/~(?![01])/.test(t)) return `a "~" not followed by 0 or 1 in ${JSON.stringify(t)} (RFC 6901: ~0 is "~", ~1 is "/")`;
    tokens.push(t.replace(/~1/g, '/').replace(/~0/g, '~'));
  }
  const [, tool, field, ...rest] = tokens as [string, string, string | undefined, ...string[]];
  if (field === undefined) return 'names a whole tool (its name is always pinned): point into a field, /tools/NAME/FIELD/...';
  if (field === 'name') return "a tool's name is always pinned, never volatile";
  if (field === 'annotations') return "a tool's annotations are always pinned, never volatile";
  if (!VOLATILE_FIELDS.has(field)) return `${JSON.stringify(field)} is not a field of a tool's surface`;
  return { pointer, tool, tokens: [field, ...rest] };
}

/**
 * Reads a list of volatile pointers (what `--volatile` gives, or a lock entry's `volatile`), or says why
 * not: each valid, at most {@link MAX_VOLATILE_POINTERS}, none given twice and none inside another (the
 * outer one covers it). `sorted` also asks for them in order (a lock entry's are written sorted).
 */
export function readVolatilePointers(list: unknown, options: { sorted?: boolean } = {}): VolatilePointer[] | string {
  if (!Array.isArray(list)) return 'not an array of JSON Pointers';
  if (list.length > MAX_VOLATILE_POINTERS) return `${list.length} pointers, more than ${MAX_VOLATILE_POINTERS}`;
  const out: VolatilePointer[] = [];
  for (const p of list) {
    const read = readVolatilePointer(p as string);
    if (typeof read === 'string') return `${JSON.stringify(String(p).slice(0, 80))}: ${read}`;
    out.push(read);
  }
  const sorted = [...(list as string[])].sort();
  if (options.sorted && sorted.some((p, i) => p !== list[i])) return 'not sorted';
  const set = new Set<string>();
  for (const p of sorted) {
    if (set.has(p)) return `${JSON.stringify(p)} is given twice`;
    set.add(p);
  }
  for (const p of sorted) {
    const outer = outerPointer(p, set);
    if (outer !== undefined) return `${JSON.stringify(p)} is inside ${JSON.stringify(outer)}, which covers it`;
  }
  return out;
}

/** The one of `set` that `p` is inside (a proper prefix at a token boundary), if any: one lookup per ancestor. */
export function outerPointer(p: string, set: ReadonlySet<string>): string | undefined {
  for (let i = p.lastIndexOf('/'); i > 0; i = p.lastIndexOf('/', i - 1)) if (set.has(p.slice(0, i))) return p.slice(0, i);
  return undefined;
}
