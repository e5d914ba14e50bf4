// Values that vary by start or machine (a start time in a schema default, a working directory in a
// description): the JSON Pointers a lock entry leaves uncovered (`volatile`), the tools with each such value
// replaced by its JSON type before digesting, and the pointers at which two listings of one server differ.
import { canonicalize } from '../json/jcs.js';
import { isJsonObject } from '../json/json-object.js';
import { shellWord } from '../text/terminal-text.js';
import { ToolsealError } from '../errors.js';
import type { ServerPin } from '../lock/lock.js';
import { outerPointer, readVolatilePointers, toolPointer, type VolatilePointer } from '../lock/volatile-pointers.js';
import type { ServerSurface } from './server-surface.js';
import type { RawTool } from '../surface/surface.js';

/** `lock --samples`: how many listings are compared (1: none compared). */
export const DEFAULT_SAMPLES = 2;
export const MAX_SAMPLES = 10;

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
