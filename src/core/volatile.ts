// Values that vary by start or machine (a start time in a schema default, a working directory in a
// description): the JSON Pointers a lock entry leaves uncovered (`volatile`), the tools with each such value
// replaced by its JSON type before digesting, and the pointers at which two listings of one server differ.
import { canonicalize } from './jcs.js';
import { isJsonObject } from './json-object.js';
import { hasHiddenCharacters, shellWord } from './terminal-text.js';
import { ToolsealError } from './errors.js';
import type { ServerPin } from './lock.js';
import type { ServerSurface } from './server-surface.js';
import type { RawTool } from './surface.js';

/** At most this many volatile pointers per entry (`--volatile`, a lock entry's `volatile`). */
export const MAX_VOLATILE_POINTERS = 256;
/** A pointer is at most this many characters, and this many tokens deep. */
const MAX_POINTER_LENGTH = 2048;
const MAX_POINTER_TOKENS = 64;
/** `lock --samples`: how many listings are compared (1: none compared). */
export const DEFAULT_SAMPLES = 2;
export const MAX_SAMPLES = 10;

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
function outerPointer(p: string, set: ReadonlySet<string>): string | undefined {
  for (let i = p.lastIndexOf('/'); i > 0; i = p.lastIndexOf('/', i - 1)) if (set.has(p.slice(0, i))) return p.slice(0, i);
  return undefined;
}

/** The JSON type a volatile value is pinned as: `null`, `boolean`, `number`, `string`, `array` or `object`. */
export function jsonTypeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v === 'object' ? 'object' : typeof v;
}

/** What stands for a volatile value in what is digested: its JSON type, so a changed type is a change. */
export function volatilePlaceholder(v: unknown): { $volatile: string } {
  return { $volatile: jsonTypeOf(v) };
}

/**
 * The tools with the value at each pointer replaced by {@link volatilePlaceholder} (copies along the
 * pointers' paths; the input is not changed), and the pointers that matched nothing (no such tool, member
 * or index). A pointer's tool is found by name, so the order of the list does not matter.
 */
export function maskVolatile(tools: readonly RawTool[], pointers: readonly VolatilePointer[]): { tools: RawTool[]; unmatched: string[] } {
  const out = [...tools];
  const unmatched: string[] = [];
  if (pointers.length === 0) return { tools: out, unmatched };
  const byName = new Map<string, number>();
  tools.forEach((t, i) => {
    if (isJsonObject(t) && typeof t.name === 'string' && !byName.has(t.name)) byName.set(t.name, i);
  });
  for (const p of pointers) {
    const i = byName.get(p.tool);
    const replaced = i === undefined ? undefined : replacedAt(out[i], p.tokens);
    if (replaced === undefined) unmatched.push(p.pointer);
    else out[i!] = replaced as RawTool;
  }
  return { tools: out, unmatched };
}

/** A copy of `node` with the value at `tokens` replaced by its placeholder, or undefined when nothing is there. */
function replacedAt(node: unknown, tokens: readonly string[]): unknown {
  if (tokens.length === 0) return volatilePlaceholder(node);
  const [token, ...rest] = tokens as [string, ...string[]];
  if (Array.isArray(node)) {
    if (!/^(0|[1-9][0-9]*)$/.test(token) || Number(token) >= node.length) return undefined;
    const inner = replacedAt(node[Number(token)], rest);
    if (inner === undefined) return undefined;
    const copy = node.slice();
    copy[Number(token)] = inner;
    return copy;
  }
  if (!isJsonObject(node) || !Object.hasOwn(node, token)) return undefined;
  const inner = replacedAt(node[token], rest);
  if (inner === undefined) return undefined;
  // An own-property copy (`__proto__` is an ordinary member name here, never the prototype).
  const copy = Object.create(Object.getPrototypeOf(node), Object.getOwnPropertyDescriptors(node)) as Record<string, unknown>;
  Object.defineProperty(copy, token, { value: inner, writable: true, enumerable: true, configurable: true });
  return copy;
}

/**
 * The pointers at which two listings of one server differ, sorted, at most `limit` of them (`more`: there
 * were others): a value that differs, or the object or array whose members or length differ. A tool in
 * one listing only is named by its pointer `/tools/<name>` (a tool list that differs cannot be pinned).
 * Walks both lists once, with an explicit stack (no recursion on a deep schema).
 */
export function differingPointers(a: readonly RawTool[], b: readonly RawTool[], limit: number): { pointers: string[]; more: boolean } {
  const found = new Set<string>();
  let more = false;
  const add = (p: string) => {
    if (found.size < limit) found.add(p);
    else more = true;
  };
  const byName = (list: readonly RawTool[]) => new Map(list.map((t) => [t.name, t] as const));
  const ma = byName(a);
  const mb = byName(b);
  const stack: Array<{ x: unknown; y: unknown; tool: string; tokens: string[] }> = [];
  for (const [name, t] of ma) {
    const u = mb.get(name);
    if (u === undefined) add(toolPointer(name, []));
    else stack.push({ x: t, y: u, tool: name, tokens: [] });
  }
  for (const name of mb.keys()) if (!ma.has(name)) add(toolPointer(name, []));
  while (stack.length > 0 && !more) {
    const { x, y, tool, tokens } = stack.pop()!;
    const here = () => toolPointer(tool, tokens);
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length) add(here());
      else for (let i = 0; i < x.length; i++) stack.push({ x: x[i], y: y[i], tool, tokens: [...tokens, String(i)] });
    } else if (isJsonObject(x) && isJsonObject(y)) {
      const kx = Object.keys(x);
      if (kx.length !== Object.keys(y).length || kx.some((k) => !Object.hasOwn(y, k))) add(here());
      else for (const k of kx) stack.push({ x: x[k], y: y[k], tool, tokens: [...tokens, k] });
    } else if (isJsonObject(x) || isJsonObject(y) || Array.isArray(x) || Array.isArray(y) || canonicalize(x) !== canonicalize(y)) {
      add(here());
    }
  }
  return { pointers: [...found].sort(), more };
}

/** Whether `p` is one of `covering` or inside one of them. */
export function isCovered(p: string, covering: ReadonlySet<string>): boolean {
  return covering.has(p) || outerPointer(p, covering) !== undefined;
}

/** The `--volatile` options that pin these pointers, as shell words. */
export function volatileOptionWords(pointers: readonly string[]): string[] {
  return pointers.flatMap((p) => ['--volatile', shellWord(p)]);
}

/** Two entries' volatile pointers are the same list (absent is none). */
export function sameVolatile(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const x = a ?? [];
  const y = b ?? [];
  return x.length === y.length && x.every((p, i) => p === y[i]);
}

/** A pin with these volatile pointers recorded (none: without `volatile`), its members in the lock's order. */
export function withVolatile(pin: ServerPin, pointers: readonly string[]): ServerPin {
  const members = { ...pin.entry } as Record<string, unknown>;
  delete members.volatile;
  if (pointers.length > 0) members.volatile = [...pointers].sort();
  const entry = {} as Record<string, unknown>;
  for (const key of Object.keys(members).sort()) entry[key] = members[key];
  return { entry: entry as ServerPin['entry'], toolPins: pin.toolPins };
}

/**
 * The surface as a pin with these volatile pointers sees it: itself when its tools are already so
 * (`surface.volatile`), else its raw tools (and reviewed tools) with those values replaced, and nothing
 * computed from the raw tools kept (digests, pin, compact order). A bad list is `INVALID_LOCK`.
 */
export function surfaceForVolatile(surface: ServerSurface, volatile: readonly string[] | undefined): ServerSurface {
  if (sameVolatile(surface.volatile, volatile)) return surface;
  const pointers = readVolatilePointers(volatile ?? []);
  if (typeof pointers === 'string') throw new ToolsealError('INVALID_LOCK', `${surface.serverId}: volatile: ${pointers}`);
  const raw = surface.tools ?? surface.readTools();
  const { digests: _d, pin: _p, lockIsPin: _l, order: _o, reviewedPin: _r, readTools: _t, ...rest } = surface;
  return {
    ...rest,
    tools: maskVolatile(raw, pointers).tools,
    ...(surface.reviewedTools ? { reviewedTools: maskVolatile(surface.reviewedTools, pointers).tools } : {}),
    volatile: [...(volatile ?? [])],
  };
}

/** The note every report gives a pin with volatile pointers: what it does not cover (quoted, checked free of hidden characters). */
export function volatileNote(volatile: readonly string[]): string {
  const n = volatile.length;
  return `the pin does not cover the value${n === 1 ? '' : 's'} at ${n} volatile pointer${n === 1 ? '' : 's'} (each pinned as its JSON type only): ${volatile.map((p) => JSON.stringify(p)).join(', ')}`;
}
