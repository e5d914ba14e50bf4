import { isJsonObject } from '../json/json-object.js';

/** What a change of a JSON Schema does to what a caller may send (docs/formats.md, kinds of change). */
export type SchemaKind = 'prose' | 'schema-expansion' | 'schema-narrowing' | 'unclassified';

/** Counts the steps of a classification: the nodes given an identity and the pairs of schemas compared. */
export interface SchemaWork {
  units: number;
}

type Emit = (kind: SchemaKind) => void;

/**
 * The kinds of a change from one JSON Schema (draft 2020-12 or draft-07) to another, as a set of
 * `prose` (only `description`, `title`, `examples` or `$comment` changed), `schema-expansion` (what a
 * caller may send grows), `schema-narrowing` (it shrinks) and `unclassified` (a keyword the rules below do
 * not place). Equal schemas give the empty set. Where a rule cannot tell the direction, it gives both, so a
 * change that could let more through is never missing `schema-expansion`. References are compared as
 * text, never followed, so a `$ref` cycle costs nothing; the work is linear in the size of both schemas
 * (each node gets an identity once, and each pair of corresponding schemas is compared once).
 */
export function schemaChangeKinds(
  before: unknown,
  after: unknown,
  present: { before: boolean; after: boolean } = { before: before !== undefined, after: after !== undefined },
  work: SchemaWork = { units: 0 },
): Set<SchemaKind> {
  const ids = new Identities(work);
  const flags = { not: false, ref: false };
  ids.of(before, flags);
  ids.of(after, flags);
  const out = new Set<SchemaKind>();
  // Without following references, a `$ref` may land under a `not` and turn a direction round.
  const bothWays = flags.not && flags.ref;
  const emit: Emit = (k) => {
    if (bothWays && (k === 'schema-expansion' || k === 'schema-narrowing')) {
      out.add('schema-expansion');
      out.add('schema-narrowing');
    } else out.add(k);
  };
  new Comparison(ids, emit, work).sub(before, after, present.before, present.after, false);
  return out;
}

/** An identity per JSON value, equal for equal values (so branches and enum members compare as sets). */
class Identities {
  private readonly table = new Map<string, number>();
  private readonly byNode = new Map<object, number>();
  constructor(private readonly work: SchemaWork) {}

  of(v: unknown, flags?: { not: boolean; ref: boolean }): number {
    if (typeof v !== 'object' || v === null) return this.intern(`${typeof v}:${JSON.stringify(v)}`);
    const known = this.byNode.get(v);
    if (known !== undefined) return known;
    this.work.units++;
    let key: string;
    if (Array.isArray(v)) key = `[${v.map((x) => this.of(x, flags)).join(',')}]`;
    else {
      const o = v as Record<string, unknown>;
      if (flags) {
        if (Object.hasOwn(o, 'not')) flags.not = true;
        if (Object.hasOwn(o, '$ref') || Object.hasOwn(o, '$dynamicRef')) flags.ref = true;
      }
      key = `{${Object.keys(o)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${this.of(o[k], flags)}`)
        .join(',')}}`;
    }
    const id = this.intern(key);
    this.byNode.set(v, id);
    return id;
  }

  private intern(key: string): number {
    let id = this.table.get(key);
    if (id === undefined) this.table.set(key, (id = this.table.size));
    return id;
  }
}

type Handler = (c: Comparison, a: unknown, b: unknown, hasA: boolean, hasB: boolean, flip: boolean, after: Record<string, unknown>) => void;

const PROSE = ['$comment', 'description', 'examples', 'title'];
const LOWER_BOUNDS = ['exclusiveMinimum', 'minContains', 'minItems', 'minLength', 'minProperties', 'minimum'];
const UPPER_BOUNDS = ['exclusiveMaximum', 'maxContains', 'maxItems', 'maxLength', 'maxProperties', 'maximum'];
/** Keywords whose value is one subschema that what is accepted grows with (absent: `true`). */
const SUBSCHEMAS = ['additionalItems', 'additionalProperties', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'];
const ALL_TYPES = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];

/** A keyword added (`adds`) or dropped (`drops`) gives these; a changed value is the handler's to judge. */
function addedOrDropped(
  c: Comparison,
  hasA: boolean,
  hasB: boolean,
  flip: boolean,
  adds: 'n' | 'e' | 'b',
  drops: 'n' | 'e' | 'b',
): boolean {
  if (hasA && hasB) return false;
  c.direction(hasA ? drops : adds, flip);
  return true;
}

const HANDLERS: Record<string, Handler> = {
  type: (c, a, b, hasA, hasB, flip) => {
    const ta = typeSet(a, hasA);
    const tb = typeSet(b, hasB);
    if (!ta || !tb) return c.emit('unclassified');
    const grows = [...tb].some((t) => !ta.has(t));
    const shrinks = [...ta].some((t) => !tb.has(t));
    c.direction(grows && shrinks ? 'b' : grows ? 'e' : 'n', flip);
  },
  enum: (c, a, b, hasA, hasB, flip) => {
    if (addedOrDropped(c, hasA, hasB, flip, 'n', 'e')) return;
    if (!Array.isArray(a) || !Array.isArray(b)) return c.emit('unclassified');
    c.sets(a, b, flip, 'e');
  },
  const: (c, _a, _b, hasA, hasB, flip) => {
    if (!addedOrDropped(c, hasA, hasB, flip, 'n', 'e')) c.direction('b', flip);
  },
  required: (c, a, b, hasA, hasB, flip) => {
    const ra = hasA ? a : [];
    const rb = hasB ? b : [];
    if (!Array.isArray(ra) || !Array.isArray(rb)) return c.emit('unclassified');
    // A name dropped from `required` lets a caller leave it out: the accepted set grows.
    c.sets(ra, rb, flip, 'n');
  },
  properties: (c, a, b, hasA, hasB, flip, after) => c.members(a, b, hasA, hasB, flip, after),
  patternProperties: (c, a, b, hasA, hasB, flip, after) => c.members(a, b, hasA, hasB, flip, after),
  items: (c, a, b, hasA, hasB, flip) => {
    if (Array.isArray(a) || Array.isArray(b)) return c.tuple(a, b, hasA, hasB, flip);
    c.sub(a, b, hasA, hasB, flip);
  },
  prefixItems: (c, a, b, hasA, hasB, flip) => c.tuple(a, b, hasA, hasB, flip),
  contains: (c, a, b, hasA, hasB, flip) => {
    if (!addedOrDropped(c, hasA, hasB, flip, 'n', 'e')) c.sub(a, b, true, true, flip);
  },
  multipleOf: (c, a, b, hasA, hasB, flip) => {
    if (addedOrDropped(c, hasA, hasB, flip, 'n', 'e')) return;
    if (typeof a !== 'number' || typeof b !== 'number' || a <= 0 || b <= 0) return c.emit('unclassified');
    // Multiples of 4 are multiples of 2: a divisor of the old step lets more through.
    c.direction(Number.isInteger(a / b) ? 'e' : Number.isInteger(b / a) ? 'n' : 'b', flip);
  },
  uniqueItems: (c, a, b, _hasA, _hasB, flip) => {
    if (typeof (a ?? false) !== 'boolean' || typeof (b ?? false) !== 'boolean') return c.emit('unclassified');
    if (a === true && b !== true) c.direction('e', flip);
    else if (a !== true && b === true) c.direction('n', flip);
  },
  // Whether a new pattern or format is looser cannot be told: a changed one counts both ways.
  pattern: (c, _a, _b, hasA, hasB, flip) => void (addedOrDropped(c, hasA, hasB, flip, 'n', 'e') || c.direction('b', flip)),
  format: (c, _a, _b, hasA, hasB, flip) => void (addedOrDropped(c, hasA, hasB, flip, 'n', 'e') || c.direction('b', flip)),
  anyOf: (c, a, b, hasA, hasB, flip) => c.branches(a, b, hasA, hasB, flip, 'e'),
  oneOf: (c, a, b, hasA, hasB, flip) => c.branches(a, b, hasA, hasB, flip, 'e'),
  allOf: (c, a, b, hasA, hasB, flip) => c.branches(a, b, hasA, hasB, flip, 'n'),
  not: (c, a, b, hasA, hasB, flip) => {
    if (!addedOrDropped(c, hasA, hasB, flip, 'n', 'e')) c.sub(a, b, true, true, !flip);
  },
  // A changed condition moves values between `then` and `else`: not placed.
  if: (c) => c.emit('unclassified'),
  then: (c, a, b, hasA, hasB, flip) => void (addedOrDropped(c, hasA, hasB, flip, 'n', 'e') || c.sub(a, b, true, true, flip)),
  else: (c, a, b, hasA, hasB, flip) => void (addedOrDropped(c, hasA, hasB, flip, 'n', 'e') || c.sub(a, b, true, true, flip)),
  // A reference pointed elsewhere (or added, or dropped) is read as an expansion: its target is not followed.
  $ref: (c, _a, _b, _hasA, _hasB, flip) => c.direction('e', flip),
  $dynamicRef: (c, _a, _b, _hasA, _hasB, flip) => c.direction('e', flip),
  $defs: (c, a, b, hasA, hasB, flip) => c.definitions(a, b, hasA, hasB, flip),
  definitions: (c, a, b, hasA, hasB, flip) => c.definitions(a, b, hasA, hasB, flip),
};
for (const k of PROSE) HANDLERS[k] = (c) => c.emit('prose');
for (const k of SUBSCHEMAS) HANDLERS[k] = (c, a, b, hasA, hasB, flip) => c.sub(a, b, hasA, hasB, flip);
for (const k of LOWER_BOUNDS) HANDLERS[k] = (c, a, b, hasA, hasB, flip) => c.bound(a, b, hasA, hasB, flip, 'lower');
for (const k of UPPER_BOUNDS) HANDLERS[k] = (c, a, b, hasA, hasB, flip) => c.bound(a, b, hasA, hasB, flip, 'upper');

/** The types a `type` keyword accepts (absent: every type; `number` takes `integer` in); null when malformed. */
function typeSet(v: unknown, has: boolean): Set<string> | null {
  if (!has) return new Set(ALL_TYPES);
  const list = typeof v === 'string' ? [v] : Array.isArray(v) ? v : null;
  if (!list || !list.every((t) => typeof t === 'string' && ALL_TYPES.includes(t))) return null;
  const set = new Set(list as string[]);
  if (set.has('number')) set.add('integer');
  return set;
}

class Comparison {
  constructor(
    private readonly ids: Identities,
    readonly emit: Emit,
    private readonly work: SchemaWork,
  ) {}

  /** `e` expansion, `n` narrowing, `b` both; under `not` (`flip`) each turns round. */
  direction(d: 'e' | 'n' | 'b', flip: boolean): void {
    if (d === 'b' || (d === 'e') !== flip) this.emit('schema-expansion');
    if (d === 'b' || (d === 'n') !== flip) this.emit('schema-narrowing');
  }

  /** Two subschemas, where absent is `true` (accept anything) and `false` accepts nothing. */
  sub(a: unknown, b: unknown, hasA: boolean, hasB: boolean, flip: boolean): void {
    const x = hasA ? a : true;
    const y = hasB ? b : true;
    if (this.ids.of(x) === this.ids.of(y)) return;
    const shape = (v: unknown) => (v === true ? 'all' : v === false ? 'none' : isJsonObject(v) ? 'schema' : 'other');
    const [sx, sy] = [shape(x), shape(y)];
    if (sx === 'other' || sy === 'other') return this.emit('unclassified');
    if (sx === 'schema' && sy === 'schema') return this.schema(x as Record<string, unknown>, y as Record<string, unknown>, flip);
    if (sx === 'all' || sy === 'none') return this.direction('n', flip);
    this.direction('e', flip);
  }

  private schema(a: Record<string, unknown>, b: Record<string, unknown>, flip: boolean): void {
    this.work.units++;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const hasA = Object.hasOwn(a, k);
      const hasB = Object.hasOwn(b, k);
      if (hasA && hasB && this.ids.of(a[k]) === this.ids.of(b[k])) continue;
      const handler = Object.hasOwn(HANDLERS, k) ? HANDLERS[k]! : undefined;
      if (!handler) this.emit('unclassified');
      else handler(this, a[k], b[k], hasA, hasB, flip, b);
    }
  }

  /** Two lists compared as sets of values: what `b` has that `a` lacks is `gain`, the reverse the other way. */
  sets(a: readonly unknown[], b: readonly unknown[], flip: boolean, gain: 'e' | 'n'): void {
    const inA = new Set(a.map((v) => this.ids.of(v)));
    const inB = new Set(b.map((v) => this.ids.of(v)));
    const grows = [...inB].some((id) => !inA.has(id));
    const shrinks = [...inA].some((id) => !inB.has(id));
    const loss = gain === 'e' ? 'n' : 'e';
    if (grows) this.direction(gain, flip);
    if (shrinks) this.direction(loss, flip);
  }

  bound(a: unknown, b: unknown, hasA: boolean, hasB: boolean, flip: boolean, side: 'lower' | 'upper'): void {
    if (addedOrDropped(this, hasA, hasB, flip, 'n', 'e')) return;
    // draft-04's boolean exclusiveMinimum/exclusiveMaximum, or anything but a number: not placed.
    if (typeof a !== 'number' || typeof b !== 'number') return this.emit('unclassified');
    const looser = side === 'lower' ? b < a : b > a;
    this.direction(looser ? 'e' : 'n', flip);
  }

  /** `properties` or `patternProperties`: a member added opens the object, one dropped closes it (unless the rest is open). */
  members(a: unknown, b: unknown, hasA: boolean, hasB: boolean, flip: boolean, after: Record<string, unknown>): void {
    const ma = hasA ? a : {};
    const mb = hasB ? b : {};
    if (!isJsonObject(ma) || !isJsonObject(mb)) return this.emit('unclassified');
    // A member dropped while other members stay open is no longer checked at all: that lets more through.
    const closed = after.additionalProperties === false || after.unevaluatedProperties === false;
    for (const k of new Set([...Object.keys(ma), ...Object.keys(mb)])) {
      const inA = Object.hasOwn(ma, k);
      const inB = Object.hasOwn(mb, k);
      if (inA && inB) this.sub(ma[k], mb[k], true, true, flip);
      else if (inB) this.direction('e', flip);
      else this.direction(closed ? 'n' : 'b', flip);
    }
  }

  /** Positional item schemas (`prefixItems`, draft-07's array `items`): a different length is not placed. */
  tuple(a: unknown, b: unknown, hasA: boolean, hasB: boolean, flip: boolean): void {
    if (addedOrDropped(this, hasA, hasB, flip, 'n', 'e')) return;
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return this.emit('unclassified');
    for (let i = 0; i < a.length; i++) this.sub(a[i], b[i], true, true, flip);
  }

  /**
   * `anyOf`/`oneOf` (`gain` `e`: a new branch lets more through) and `allOf` (`n`: a new branch constrains
   * more). The same number of branches compare in place; otherwise as sets of branches.
   */
  branches(a: unknown, b: unknown, hasA: boolean, hasB: boolean, flip: boolean, gain: 'e' | 'n'): void {
    if (addedOrDropped(this, hasA, hasB, flip, 'n', 'e')) return;
    if (!Array.isArray(a) || !Array.isArray(b)) return this.emit('unclassified');
    if (a.length !== b.length) return this.sets(a, b, flip, gain);
    for (let i = 0; i < a.length; i++) this.sub(a[i], b[i], true, true, flip);
  }

  /** `$defs`/`definitions`: a changed definition by its own rules; one added or dropped is not placed. */
  definitions(a: unknown, b: unknown, hasA: boolean, hasB: boolean, flip: boolean): void {
    const da = hasA ? a : {};
    const db = hasB ? b : {};
    if (!isJsonObject(da) || !isJsonObject(db)) return this.emit('unclassified');
    for (const k of new Set([...Object.keys(da), ...Object.keys(db)])) {
      if (Object.hasOwn(da, k) && Object.hasOwn(db, k)) this.sub(da[k], db[k], true, true, flip);
      else this.emit('unclassified');
    }
  }
}
