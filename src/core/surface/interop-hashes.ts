// The tool definition hash, version 1 (mcp-pin's public recipe, docs/formats.md#interoperable-hashes): a
// hash of each whole definition as sent, a set hash over a listing, an instructions hash. Beside toolseal's
// own digests, which stay the pin; these let another tool's hashes be checked against ours and ours against
// theirs.
import { placedError, ToolsealError } from '../errors.js';
import { CanonicalWriter } from '../json/jcs.js';
import { createSha256, sha256Hex } from './sha256.js';
import type { Digest, RawTool } from './surface.js';

/** The interop hashes of one server (what `digest --json` prints under `interop`). */
export interface InteropHashes {
  /** name → `sha256:` + hex(sha256(JCS(the whole tool as sent))), names in UTF-16 code-unit order. */
  definitionHashes: Record<string, Digest>;
  toolSetHash: Digest;
  /** Null when no prompt listing was taken (a tools document, or a server without the prompts capability). */
  promptSetHash: Digest | null;
  /** Null when the server sent no instructions (or none were taken). */
  instructionsHash: Digest | null;
}

/** The three hashes a lock entry, a statement, a snapshot and a registry fragment carry. */
export type InteropSetHashes = Omit<InteropHashes, 'definitionHashes'>;

/** The names of the set hashes, in the order reports name a mismatch. */
export const INTEROP_SET_HASH_NAMES = ['toolSetHash', 'promptSetHash', 'instructionsHash'] as const;

/**
 * Writes JCS(definition) as the v1 recipe asks: every member the server sent, an unpaired surrogate
 * escaped (`\udead`) instead of refused. Numbers are the doubles the reader made (an integer beyond 2^53
 * rounded, as RFC 8785 reads it). `surface`: the same definition's members already written canonically
 * (its surface fields, by `ranges[2i]`..`ranges[2i+1]` of `bytes` for field `i` of `fields`), copied rather
 * than written again.
 */
export function writeDefinition(
  w: CanonicalWriter,
  definition: Record<string, unknown>,
  surface?: { bytes: Uint8Array; fields: readonly string[]; ranges: Int32Array },
): void {
  w.reset();
  const keys = Object.keys(definition).sort();
  w.ascii('{');
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (i > 0) w.ascii(',');
    w.value(k);
    w.ascii(':');
    const f = surface === undefined ? -1 : surface.fields.indexOf(k);
    if (f >= 0 && surface!.ranges[2 * f]! >= 0) w.copy(surface!.bytes, surface!.ranges[2 * f]!, surface!.ranges[2 * f + 1]!);
    else w.value(definition[k]);
  }
  w.ascii('}');
}

/** A writer for {@link writeDefinition} (lone surrogates escaped). */
export function definitionWriter(initialSize = 1 << 16): CanonicalWriter {
  return new CanonicalWriter(initialSize, true);
}

/** The definition hash of one tool or prompt object, `sha256:` + hex. */
export function definitionHash(definition: unknown, where = 'definition'): Digest {
  if (typeof definition !== 'object' || definition === null || Array.isArray(definition)) {
    throw new ToolsealError('MALFORMED_TOOL', `${where} is not an object`);
  }
  const w = definitionWriter(1024);
  try {
    writeDefinition(w, definition as Record<string, unknown>);
  } catch (e) {
    if (e instanceof ToolsealError) throw placedError(e, where);
    throw e;
  }
  return `sha256:${sha256Hex(w.bytes())}`;
}

/**
 * A set hash fed one definition at a time, in RFC 8785 order of distinct names (a tool list toolseal
 * accepts): its lines come in order, so none is kept.
 */
export class SortedSetHash {
  private readonly h = createSha256();
  private first = true;

  add(name: string, hash: Digest): void {
    this.h.update((this.first ? '' : '\n') + name + ':' + hash.slice(7));
    this.first = false;
  }

  finish(): Digest {
    return `sha256:${this.h.hex()}`;
  }
}

/**
 * The set hash of a listing: its `name:hash` lines (hash as bare hex), sorted by name in UTF-16 code units
 * and, for one name, by hash, joined with `\n` (none at the end), hashed as UTF-8.
 */
export function setHashOf(entries: Iterable<readonly [string, Digest]>): Digest {
  const lines = setLines(entries);
  const h = createSha256();
  for (let i = 0; i < lines.length; i++) h.update(i === 0 ? lines[i]! : '\n' + lines[i]!);
  return `sha256:${h.hex()}`;
}

/** The `name:hash` lines of a set hash, in their order. */
export function setLines(entries: Iterable<readonly [string, Digest]>): string[] {
  const sorted = [...entries].sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return sorted.map(([name, hash]) => name + ':' + hash.slice('sha256:'.length));
}

/**
 * The set hash of a listing of definitions (tools or prompts): each must be an object with a string `name`
 * (`MALFORMED_TOOL` / `MALFORMED_PROMPT` otherwise: such a listing has no set hash).
 */
export function listingSetHash(definitions: readonly unknown[], where: string, kind: 'tool' | 'prompt' = 'tool'): Digest {
  const entries: Array<[string, Digest]> = [];
  for (let i = 0; i < definitions.length; i++) {
    const d = definitions[i];
    const name = typeof d === 'object' && d !== null && Object.hasOwn(d, 'name') ? (d as Record<string, unknown>).name : undefined;
    if (typeof name !== 'string') {
      throw new ToolsealError(kind === 'tool' ? 'MALFORMED_TOOL' : 'MALFORMED_PROMPT', `${where}[${i}] has no string name`);
    }
    entries.push([name, definitionHash(d, `${where}[${i}]`)]);
  }
  return setHashOf(entries);
}

/** sha256 of the instructions' UTF-8 bytes (an unpaired surrogate as U+FFFD), or null when there are none. */
export function instructionsHashOf(instructions: string | null | undefined): Digest | null {
  return typeof instructions === 'string' ? `sha256:${sha256Hex(Buffer.from(instructions, 'utf8'))}` : null;
}

/** The set hashes of a server's parts beside its tools: a prompt listing (when taken) and instructions. */
export function nonToolInteropHashes(c: { instructions?: string; prompts?: readonly unknown[] }): Omit<InteropSetHashes, 'toolSetHash'> {
  return {
    promptSetHash: c.prompts === undefined ? null : listingSetHash(c.prompts, 'prompts', 'prompt'),
    instructionsHash: instructionsHashOf(c.instructions),
  };
}

const HASH_RE = /^sha256:[0-9a-f]{64}$/;

/**
 * Reads the set hashes a document carries under `interop` (a lock entry, a statement's predicate, a
 * snapshot); undefined when it has none (written before toolseal computed them). `bad` names the place of
 * what is wrong.
 */
export function interopSetHashesIn(doc: Record<string, unknown>, bad: (what: string) => never): InteropSetHashes | undefined {
  if (!Object.hasOwn(doc, 'interop')) return undefined;
  const r = doc.interop;
  if (typeof r !== 'object' || r === null || Array.isArray(r)) bad('"interop" is not an object');
  const o = r as Record<string, unknown>;
  if (typeof o.toolSetHash !== 'string' || !HASH_RE.test(o.toolSetHash)) bad('interop.toolSetHash is not sha256:<64 hex>');
  for (const k of ['promptSetHash', 'instructionsHash'] as const) {
    const v = o[k];
    if (v !== null && (typeof v !== 'string' || !HASH_RE.test(v))) bad(`interop.${k} is neither null nor sha256:<64 hex>`);
  }
  return {
    toolSetHash: o.toolSetHash as Digest,
    promptSetHash: o.promptSetHash as Digest | null,
    instructionsHash: o.instructionsHash as Digest | null,
  };
}

/**
 * The first set hash that differs between a recorded set and the one computed now, by name
 * (`toolSetHash`, `promptSetHash`, `instructionsHash`); undefined when all three agree.
 */
export function interopMismatch(recorded: InteropSetHashes, now: InteropSetHashes): (typeof INTEROP_SET_HASH_NAMES)[number] | undefined {
  return INTEROP_SET_HASH_NAMES.find((k) => recorded[k] !== now[k]);
}

/** The tool definition hash v1 of a tool list: each whole tool's hash (by name, in RFC 8785 order) and the set hash. */
export interface ToolInterop {
  definitionHashes: Map<string, Digest>;
  toolSetHash: Digest;
}

/**
 * The definition hash of each tool, taken just after its surface was written: the whole tool is written with
 * the surface fields' bytes copied from there (not written again), an unpaired surrogate outside them escaped.
 */
export class DefinitionHasher {
  /** Where writeSurface put each field's bytes (given to it as its `ranges`). */
  readonly ranges: Int32Array;
  private readonly w = definitionWriter();

  /** `fields`: the surface fields, in the order writeSurface writes them. */
  constructor(private readonly fields: readonly string[]) {
    this.ranges = new Int32Array(2 * fields.length);
  }

  /** The definition hash of `tool`, whose canonical surface is `surface` (the ranges just set by writeSurface). */
  hash(tool: RawTool, surface: Uint8Array): Digest {
    try {
      writeDefinition(this.w, tool, { bytes: surface, fields: this.fields, ranges: this.ranges });
    } catch (e) {
      if (e instanceof ToolsealError) throw placedError(e, `tool ${JSON.stringify(tool.name)}`);
      throw e;
    }
    return `sha256:${sha256Hex(this.w.bytes())}`;
  }
}

/** The interop hashes of tools given in RFC 8785 order of distinct names. */
export function toolInteropOf(entries: Iterable<readonly [string, Digest]>): ToolInterop {
  const definitionHashes = new Map<string, Digest>();
  const set = new SortedSetHash();
  for (const [name, hash] of entries) {
    definitionHashes.set(name, hash);
    set.add(name, hash);
  }
  return { definitionHashes, toolSetHash: set.finish() };
}
