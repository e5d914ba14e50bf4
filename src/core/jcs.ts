import { ToolsealError } from './errors.js';
import { pathString } from './json-path.js';

/**
 * The deepest nesting of arrays and objects toolseal canonicalizes or reads (1,000 levels). Real tool
 * schemas stay far below it; deeper input is refused with `NOT_CANONICALIZABLE` instead of exhausting
 * the stack.
 */
export const MAX_DEPTH = 1000;

class Refusal {
  readonly path: Array<string | number> = [];
  constructor(readonly reason: string) {}
}

/**
 * RFC 8785 (JSON Canonicalization Scheme) text of a JSON value, strict: a value JSON cannot represent
 * exactly (lone surrogates, non-finite numbers, `undefined`, functions, symbols, bigint, non-plain
 * objects, sparse arrays, nesting deeper than {@link MAX_DEPTH}) is refused with `NOT_CANONICALIZABLE`,
 * never silently changed. Encode the result as UTF-8 to get the canonical bytes.
 */
export function canonicalize(value: unknown): string {
  try {
    return serialize(value, 0);
  } catch (e) {
    if (e instanceof Refusal) {
      throw new ToolsealError('NOT_CANONICALIZABLE', `cannot canonicalize ${pathString(e.path.reverse())}: ${e.reason}`);
    }
    throw e;
  }
}

/** RFC 8785 text of one string (exported for composing canonical objects from canonical parts). */
export function canonicalString(s: string): string {
  try {
    return quote(s);
  } catch (e) {
    if (e instanceof Refusal) {
      throw new ToolsealError('NOT_CANONICALIZABLE', `cannot canonicalize string ${JSON.stringify(s.slice(0, 40))}: ${e.reason}`);
    }
    throw e;
  }
}

// A string with none of these code units needs no escape and no surrogate check: it is its own JSON body.
// (Without the u flag, the class matches single UTF-16 code units, so paired surrogates take the slow path.)
const NEEDS_CARE = /["\\\u0000-\u001f\ud800-\udfff]/;

// Schemas repeat a few member names ("type", "description", "properties") thousands of times: their quoted
// form is kept (pure, bounded), which saves a test and a concatenation each.
const MEMBER_NAMES = new Map<string, string>();

function quote(s: string, what = 'string'): string {
  if (!NEEDS_CARE.test(s)) return '"' + s + '"';
  // JSON.stringify escapes exactly as RFC 8785 §3.2.2.2 asks, once lone surrogates are excluded.
  if (!s.isWellFormed()) throw new Refusal(`lone surrogate in ${what}`);
  return JSON.stringify(s);
}

function serialize(v: unknown, depth: number): string {
  switch (typeof v) {
    case 'string':
      return quote(v);
    case 'number':
      // ECMAScript Number serialization, which RFC 8785 §3.2.2.3 adopts; -0 prints as 0.
      if (!Number.isFinite(v)) throw new Refusal(`non-finite number ${String(v)}`);
      return String(v);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object':
      if (v === null) return 'null';
      if (depth >= MAX_DEPTH) throw new Refusal(`nesting deeper than ${MAX_DEPTH}`);
      return Array.isArray(v) ? serializeArray(v, depth + 1) : serializeObject(v as object, depth + 1);
    default:
      throw new Refusal(`${typeof v} is not JSON`);
  }
}

function serializeArray(a: unknown[], depth: number): string {
  if (Object.getPrototypeOf(a) !== Array.prototype) throw new Refusal('array subclass is not plain JSON');
  let out = '[';
  for (let i = 0; i < a.length; i++) {
    try {
      if (!(i in a)) throw new Refusal('sparse array (hole)');
      out += (i === 0 ? '' : ',') + serialize(a[i], depth);
    } catch (e) {
      if (e instanceof Refusal) e.path.push(i);
      throw e;
    }
  }
  return out + ']';
}

function serializeObject(o: object, depth: number): string {
  const proto = Object.getPrototypeOf(o);
  if (proto !== Object.prototype && proto !== null) {
    throw new Refusal(`${proto?.constructor?.name ?? 'non-plain'} object is not plain JSON`);
  }
  if (Object.getOwnPropertySymbols(o).length > 0) throw new Refusal('symbol-keyed property');
  const keys = Object.keys(o);
  // Default sort compares UTF-16 code units, which is RFC 8785 §3.2.3's order. Many senders already
  // sort their keys; checking first skips the sort's allocation for them.
  for (let i = 1; i < keys.length; i++) {
    if (keys[i - 1]! > keys[i]!) {
      keys.sort();
      break;
    }
  }
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    try {
      let name = MEMBER_NAMES.get(k);
      if (name === undefined) {
        name = quote(k, 'member name') + ':';
        if (MEMBER_NAMES.size < 4096) MEMBER_NAMES.set(k, name);
      }
      out += (i === 0 ? '' : ',') + name + serialize((o as Record<string, unknown>)[k], depth);
    } catch (e) {
      if (e instanceof Refusal) e.path.push(k);
      throw e;
    }
  }
  return out + '}';
}
