import { placedError, ToolsealError } from '../errors.js';
import { duplicateName, firstRepeatIn } from './repeated-tool-names.js';
import { effectiveHints, type EffectiveHints } from './hints.js';
import { CanonicalWriter, canonicalize, canonicalString } from '../json/jcs.js';
import { createSha256, sha256Hex, sha256Latin1 } from './sha256.js';
import type { NonToolDigests } from './non-tool-surface.js';
import { sortPositions } from './sort-positions.js';
import { DefinitionHasher, SortedSetHash, toolInteropOf, type ToolInterop } from './interop-hashes.js';

export type { ToolInterop } from './interop-hashes.js';

/**
 * The seven surface fields (docs/formats.md), in RFC 8785 key order. The one list of them.
 */
export const SURFACE_FIELDS = ['annotations', 'description', 'execution', 'inputSchema', 'name', 'outputSchema', 'title'] as const;
export type SurfaceField = (typeof SURFACE_FIELDS)[number];

export type Digest = `sha256:${string}`;

/** A tool as a server sent it: an object with a non-empty string `name`, anything else kept as received. */
export type RawTool = { name: string } & Record<string, unknown>;

/** `"sha256:" + hex(sha256(UTF-8 bytes of text))` */
export function sha256Digest(text: string): Digest {
  return `sha256:${sha256Hex(text)}`;
}

/** The present surface fields of a tool, in a null-prototype object (a `__proto__` key stays a key). */
export function surfaceOf(tool: RawTool): Record<string, unknown> {
  const surface = Object.create(null) as Record<string, unknown>;
  for (const f of SURFACE_FIELDS) if (Object.hasOwn(tool, f)) surface[f] = tool[f];
  return surface;
}

export function presentFields(tool: RawTool): SurfaceField[] {
  return SURFACE_FIELDS.filter((f) => Object.hasOwn(tool, f));
}

/** `sha256(JCS(surface(tool)))` */
export function toolDigest(tool: RawTool): Digest {
  const w = new CanonicalWriter(1024);
  writeSurface(w, tool, false);
  return sha256Bytes(w.bytes());
}

/** `sha256(JCS(tool[field]))` for a present surface field. */
export function fieldDigest(tool: RawTool, field: SurfaceField): Digest {
  if (!Object.hasOwn(tool, field)) throw new ToolsealError('INVALID_INPUT', `tool ${JSON.stringify(tool.name)} has no ${field}`);
  return sha256Digest(canonicalize(tool[field]));
}

/** The name-keyed manifest `{ [name]: surface(tool) }`, null-prototype. */
export function manifestOf(tools: readonly RawTool[]): Record<string, Record<string, unknown>> {
  assertTools(tools);
  const manifest = Object.create(null) as Record<string, Record<string, unknown>>;
  for (const t of tools) manifest[t.name] = surfaceOf(t);
  return manifest;
}

/** `sha256(JCS(manifest))` */
export function manifestDigest(tools: readonly RawTool[]): Digest {
  return digestTools(tools).manifestDigest;
}

export interface ToolDigests {
  digest: Digest;
  /** field → fieldDigest, present fields only (when asked for). */
  fields?: Partial<Record<SurfaceField, Digest>>;
  /** The tool's effective hints (with the field digests: with them, a pin needs nothing more of the tool). */
  hints?: EffectiveHints;
}

export interface SurfaceDigests {
  manifestDigest: Digest;
  /**
   * JCS(manifest): the manifest file's exact text, whose sha256 is the manifest digest. Computed again
   * from the tools at each call (it is as large as the surface, and only a signer writes it).
   */
  manifestText(): string;
  /** name → digests, names in RFC 8785 order; absent when {@link pinBytes} holds them ({@link toolDigestsOf}). */
  tools?: Map<string, ToolDigests>;
  /** Whether each tool's entry has its field digests and effective hints. */
  withFields: boolean;
  /**
   * The tools' pins as the lock writes them, when reading a tools document made them (with the field
   * digests): then `tools` is absent until {@link toolDigestsOf} reads them back.
   */
  pinBytes?: ToolPinBytes;
  /**
   * The digests of the instructions, prompts and resource templates beside these tools, when the same
   * read or build computed them: a pin or a check of those non-tool parts takes them instead of hashing again.
   */
  nonTool?: NonToolDigests;
  /** The tools' definition hashes and set hash (the tool definition hash v1), from the same pass. */
  interop?: ToolInterop;
  /** `rounded`: the tools were read with a number a double cannot hold exactly allowed, as the nearest double (`--round-inexact-numbers`). */
  numbers?: 'rounded';
}

/** {@link SurfaceDigests} with every tool's digests at hand (what {@link digestTools} returns). */
export type ListedSurfaceDigests = SurfaceDigests & { tools: Map<string, ToolDigests> };

/**
 * name → digests of `d`, names in RFC 8785 order: `d.tools`, or when `d` kept the tools' pins as bytes
 * only, the digests read back from them (kept in `d.tools` for the next reader).
 */
export function toolDigestsOf(d: SurfaceDigests): Map<string, ToolDigests> {
  if (d.tools !== undefined) return d.tools;
  if (d.pinBytes === undefined) throw new ToolsealError('INVALID_INPUT', 'the digests have neither their tools nor their pins');
  return (d.tools = d.pinBytes.toolDigests());
}

/** A `name → digest` record with a null prototype (tool names like `__proto__` are ordinary keys). */
export function toolDigestRecord(tools: Map<string, { digest: Digest }>): Record<string, Digest> {
  const out = Object.create(null) as Record<string, Digest>;
  for (const [name, t] of tools) out[name] = t.digest;
  return out;
}

/**
 * Every tool's pin as bytes: for each tool, in name order, the exact text the lock file has for it in the
 * server's `tools` record (see {@link ToolDigester}), and its digest.
 */
export interface ToolPinBytes {
  /** The tool names, in RFC 8785 order. */
  readonly names: readonly string[];
  /** name → tool digest (the same as `tools`' digests, without building the field digests' objects). */
  readonly digests: ReadonlyMap<string, Digest>;
  /** Whether a name is one JavaScript enumerates first (an array index, such as `10`). */
  readonly indexLike: boolean;
  /** Each tool's digests, field digests and hints, read back from its pin's bytes (made anew at each call). */
  toolDigests(): Map<string, ToolDigests>;
  /** The length in bytes of the server's `tools` record as the lock writes it (two-space indent, at the depth of a lock's pins). */
  readonly recordLength: number;
  /** The bytes of that record given in order to `put`, piece by piece where each is kept (none copied). */
  eachRecordPiece(put: (bytes: Buffer, start: number, end: number) => void): void;
  /** Where that record would end if it were written in `bytes` at `at` (it is there, byte for byte); -1 when it is not. */
  matchRecordAt(bytes: Buffer, at: number): number;
}

/**
 * All digests of a tool list in one pass. The tools are put in RFC 8785 name order first; then each
 * tool's canonical surface is written as bytes into one reused buffer, field after field (the seven
 * fields are in RFC 8785 key order), hashed on its own and fed to the manifest hash: no canonical text is
 * kept, or even made. With `fields`, each field's slice of those bytes is hashed too (its field digest).
 */
export function digestTools(tools: readonly RawTool[], options: { fields?: boolean } = {}): ListedSurfaceDigests {
  assertTools(tools);
  const sorted = byName(tools);
  const manifest = createSha256();
  const map = new Map<string, ToolDigests>();
  const withFields = options.fields === true;
  const w = new CanonicalWriter();
  const definitions = new DefinitionHasher(SURFACE_FIELDS);
  const hashes: Array<[string, Digest]> = [];
  for (let i = 0; i < sorted.length; i++) {
    const tool = sorted[i]!;
    const fields = writeSurface(w, tool, withFields, undefined, definitions.ranges);
    const bytes = w.bytes();
    hashes.push([tool.name, definitions.hash(tool, bytes)]);
    const entry: ToolDigests = { digest: sha256Bytes(bytes) };
    if (fields) {
      entry.fields = fields;
      entry.hints = effectiveHints(tool);
    }
    manifest.update((i === 0 ? '{' : ',') + canonicalString(tool.name) + ':').update(bytes);
    map.set(tool.name, entry);
  }
  manifest.update(sorted.length === 0 ? '{}' : '}');
  return {
    manifestDigest: `sha256:${manifest.hex()}`,
    manifestText: () => manifestTextOf(sorted),
    tools: map,
    withFields,
    interop: toolInteropOf(hashes),
  };
}

/**
 * How many tool surfaces this process has written as canonical bytes to hash (one a tool per digest
 * pass): what a test reads to see that a command hashes each tool once. Counting only.
 */
export const surfaceWrites = { count: 0 };

/** Each surface field's `{"name":` and `,"name":`, by its position in SURFACE_FIELDS (made once, not a string per tool). */
const FIRST_MEMBER = SURFACE_FIELDS.map((f) => `{"${f}":`);
const NEXT_MEMBER = SURFACE_FIELDS.map((f) => `,"${f}":`);

/**
 * Writes JCS(surface(tool)) into `w` (reset first) and returns the field digests when asked for. A field
 * that cannot be canonicalized is named with its tool.
 */
export function writeSurface(
  w: CanonicalWriter,
  tool: RawTool,
  withFields: boolean,
  /** Given: each field's sha256 as a 32-character binary (latin1) string, by its position in SURFACE_FIELDS (undefined: absent). */
  fieldDigests?: Array<string | undefined>,
  /** Given: where each field's value is in `w`'s bytes, `[2i]` to `[2i+1]` for field `i` of SURFACE_FIELDS (-1: absent). */
  ranges?: Int32Array,
): Partial<Record<SurfaceField, Digest>> | undefined {
  const fields: Partial<Record<SurfaceField, Digest>> | undefined = withFields ? {} : undefined;
  surfaceWrites.count++;
  w.reset();
  let first = true;
  for (let i = 0; i < SURFACE_FIELDS.length; i++) {
    const f = SURFACE_FIELDS[i]!;
    if (!Object.hasOwn(tool, f)) {
      if (fieldDigests) fieldDigests[i] = undefined;
      if (ranges) ranges[2 * i] = -1;
      continue;
    }
    w.ascii(first ? FIRST_MEMBER[i]! : NEXT_MEMBER[i]!);
    first = false;
    const start = w.length;
    try {
      w.value(tool[f]);
    } catch (e) {
      if (e instanceof ToolsealError) {
        throw placedError(e, `tool ${JSON.stringify(tool.name)}, field ${f}`);
      }
      throw e;
    }
    if (ranges) {
      ranges[2 * i] = start;
      ranges[2 * i + 1] = w.length;
    }
    if (fields) fields[f] = sha256Bytes(w.bytes(start));
    // As 32 bytes in a one-byte string (half the hex's size, and a cheaper one to make); written as hex in the pin.
    if (fieldDigests) fieldDigests[i] = sha256Latin1(w.bytes(start));
  }
  w.ascii(first ? '{}' : '}');
  return fields;
}

/** A name JavaScript enumerates before the others, in numeric order (an array index: `0` to `4294967294`). */
export function isArrayIndex(name: string): boolean {
  const n = name.length;
  if (n === 0 || n > 10) return false;
  const c0 = name.charCodeAt(0);
  if (c0 < 48 || c0 > 57 || (c0 === 48 && n > 1)) return false;
  for (let i = 1; i < n; i++) {
    const c = name.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return Number(name) <= 4294967294;
}

/** The tools in RFC 8785 order of their names (UTF-16 code units); the input is not changed. */
function byName(tools: readonly RawTool[]): RawTool[] {
  return [...tools].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** JCS(manifest) of tools already in name order. */
function manifestTextOf(sorted: readonly RawTool[]): string {
  if (sorted.length === 0) return '{}';
  const parts: string[] = [];
  const w = new CanonicalWriter();
  for (const t of sorted) {
    writeSurface(w, t, false);
    parts.push(canonicalString(t.name) + ':' + w.text());
  }
  return '{' + parts.join(',') + '}';
}

export function sha256Bytes(bytes: Uint8Array): Digest {
  return `sha256:${sha256Hex(bytes)}`;
}

/**
 * Asserts a tools array: each tool an object with a non-empty string name (`MALFORMED_TOOL`), no two
 * tools with one name (`DUPLICATE_TOOL_NAME`, naming both positions).
 */
export function assertTools(tools: unknown, where = 'tools'): asserts tools is RawTool[] {
  if (!Array.isArray(tools)) throw new ToolsealError('MALFORMED_TOOL', `${where} is not an array`);
  const seen = new Map<string, number>();
  for (let i = 0; i < tools.length; i++) assertTool(tools[i], i, where, seen);
}

/**
 * Asserts the tool at position `i` of a list (see {@link assertTools}); `seen` maps the names of the tools
 * before it to their positions, and gets this one's.
 */
export function assertTool(t: unknown, i: number, where: string, seen: Map<string, number>): asserts t is RawTool {
  assertToolShape(t, i, where);
  const first = seen.get(t.name);
  if (first !== undefined) throw duplicateName(where, first, i, t.name);
  seen.set(t.name, i);
}

/** Asserts that the tool at position `i` is an object with a non-empty string name of its own (`MALFORMED_TOOL`). */
export function assertToolShape(t: unknown, i: number, where: string): asserts t is RawTool {
  if (typeof t !== 'object' || t === null || Array.isArray(t)) {
    throw new ToolsealError('MALFORMED_TOOL', `${where}[${i}] is not an object`);
  }
  // An own property only: an inherited `name` would key the manifest yet be missing from the surface.
  const name = Object.hasOwn(t, 'name') ? (t as Record<string, unknown>).name : undefined;
  if (typeof name !== 'string' || name.length === 0) {
    throw new ToolsealError('MALFORMED_TOOL', `${where}[${i}] has no non-empty string name`);
  }
}

/**
 * A tool list's manifest digest and name order, for lists of millions of tools: 4 bytes per tool, no
 * string, object or digest kept per tool (what `snapshot` of a live server keeps). Each tool's digest is
 * computed again when asked for ({@link toolDigestsInOrder}): 32 bytes a tool would be a tenth of the peak.
 */
export interface ToolOrder {
  manifestDigest: Digest;
  /** The tools' positions in the list, in RFC 8785 order of their names. */
  order: Uint32Array;
  /** The tool definition hash v1's set hash of the list (no definition hash kept). */
  toolSetHash: Digest;
}

/** Each tool's digest, sha256(JCS(surface)), in the order of `order` (the tools unchanged since). */
export function* toolDigestsInOrder(tools: readonly RawTool[], order: Uint32Array): Generator<Digest> {
  const w = new CanonicalWriter();
  for (let k = 0; k < order.length; k++) {
    writeSurface(w, tools[order[k]!]!, false);
    yield sha256Bytes(w.bytes());
  }
}

/**
 * The same checks and manifest digest as {@link digestTools}, kept as a {@link ToolOrder}. The names are
 * checked by sorting positions rather than with a map of every name: the error is the one
 * {@link assertTools} gives (the first position that is malformed or repeats an earlier name).
 */
export function digestToolsCompact(tools: readonly unknown[], where = 'tools'): ToolOrder {
  if (!Array.isArray(tools)) throw new ToolsealError('MALFORMED_TOOL', `${where} is not an array`);
  const n = tools.length;
  let malformed = n;
  let shapeError: unknown;
  for (let i = 0; i < n; i++) {
    try {
      assertToolShape(tools[i], i, where);
    } catch (e) {
      malformed = i;
      shapeError = e;
      break;
    }
  }
  const list = tools as readonly RawTool[];
  const order = new Uint32Array(malformed);
  for (let i = 0; i < malformed; i++) order[i] = i;
  // Equal names stay in list order, so a repeated name's first two positions are side by side.
  sortPositions(order, (a, b) => {
    const x = list[a]!.name;
    const y = list[b]!.name;
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  const repeat = firstRepeatIn(order, (i) => list[i]!.name, where);
  if (repeat) throw repeat;
  if (shapeError !== undefined) throw shapeError;
  const manifest = createSha256();
  const w = new CanonicalWriter();
  const definitions = new DefinitionHasher(SURFACE_FIELDS);
  const set = new SortedSetHash();
  for (let k = 0; k < n; k++) {
    const tool = list[order[k]!]!;
    writeSurface(w, tool, false, undefined, definitions.ranges);
    const bytes = w.bytes();
    set.add(tool.name, definitions.hash(tool, bytes));
    manifest.update((k === 0 ? '{' : ',') + canonicalString(tool.name) + ':').update(bytes);
  }
  manifest.update(n === 0 ? '{}' : '}');
  return { manifestDigest: `sha256:${manifest.hex()}`, order, toolSetHash: set.finish() };
}
