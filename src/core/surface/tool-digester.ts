// ToolDigester: the digests of tools given one at a time (what reading a large tools document tool by tool
// uses), and with the field digests each tool's pin written as the lock's bytes (lock-text's PIN).
import type { ToolsealError } from '../errors.js';
import { effectiveHintBits } from './hints.js';
import { canonicalString, CanonicalWriter } from '../json/jcs.js';
import { firstRepeatIn } from './repeated-tool-names.js';
import { PIN, RECORD, writeHex } from './tool-pin-text.js';
import { createSha256, sha256Hex } from './sha256.js';
import { DefinitionHasher, toolInteropOf } from './interop-hashes.js';
import {
  SURFACE_FIELDS,
  assertToolShape,
  isArrayIndex,
  sha256Bytes,
  writeSurface,
  type Digest,
  type RawTool,
  type SurfaceDigests,
  type ToolDigests,
  type ToolPinBytes,
} from './surface.js';

const NO_BYTES = Buffer.alloc(0);

/**
 * Bytes kept in chunks of 1 MiB (or one as large as a longer piece), never moved: a buffer that doubles
 * copies what it holds at each step, touching about three times the memory it ends up keeping. Each piece
 * is written whole into one chunk; its holder keeps the chunk and the piece's place in it.
 */
class ByteChunks {
  private chunk = NO_BYTES;
  /** Bytes of the current chunk in use. */
  used = 0;

  /** The chunk with room for `n` more bytes from `used` (a new one when the current has not). */
  room(n: number): Buffer {
    if (this.used + n > this.chunk.length) {
      this.chunk = Buffer.allocUnsafe(Math.max(1 << 20, n));
      this.used = 0;
    }
    return this.chunk;
  }

  /** Copies `bytes` into a chunk and returns it; they end at `used`. */
  append(bytes: Buffer): Buffer {
    const chunk = this.room(bytes.length);
    this.used += bytes.copy(chunk, this.used);
    return chunk;
  }
}

/**
 * The digests of tools given one at a time, in any order, without keeping them: each tool's canonical
 * surface is written and hashed as it is added, and its bytes kept (as bytes, in chunks) only until
 * {@link ToolDigester.finish} feeds them to the manifest hash in name order. What reading a large tools
 * document tool by tool uses; {@link digestTools} gives the same digests for a list at hand.
 *
 * With the field digests, each tool's pin is written as it is added, as the lock's text for it (into a
 * second set of chunks): no digest string or object is kept per tool but its name and digest, and `tools` is
 * left out: `toolDigestsOf` (surface.ts) makes its entries from those bytes for a reader that needs them.
 */
export class ToolDigester {
  private readonly w = new CanonicalWriter();
  /** The tools' canonical surfaces, until finish hashes them in name order. */
  private readonly store = new ByteChunks();
  /** With the field digests: the tools' pins, as the lock's text. */
  private readonly pins = new ByteChunks();
  private readonly fieldDigests: Array<string | undefined> = new Array<string | undefined>(SURFACE_FIELDS.length);
  private readonly entries: DigesterEntry[] = [];
  /** The names of the tools given so far, in list order (the one being added among them). */
  private readonly names: string[] = [];
  /** Each whole tool's definition hash (the tool definition hash v1), from its surface's bytes. */
  private readonly definitions = new DefinitionHasher(SURFACE_FIELDS);

  constructor(
    private readonly withFields: boolean,
    /** How tools are named in messages (`<source>: tools`). */
    private readonly where = 'tools',
  ) {}

  /**
   * Checks and digests the next tool of the list (`MALFORMED_TOOL`, `NOT_CANONICALIZABLE`; a name given
   * twice is `DUPLICATE_TOOL_NAME` from {@link finish}, or from here when this tool fails, the repeat first).
   */
  add(tool: unknown): void {
    try {
      assertToolShape(tool, this.names.length, this.where);
      this.names.push(tool.name);
      if (this.withFields) this.addPinned(tool);
      else this.addPlain(tool);
    } catch (e) {
      // A repeated name before this tool, or at it, is the first error of the list.
      throw this.repeatedName() ?? e;
    }
  }

  /**
   * `DUPLICATE_TOOL_NAME` for the first tool given so far (in list order) whose name an earlier one has,
   * naming both positions; undefined when every name is distinct. The names are compared once, sorted (in
   * {@link finish}, or here when reading stops at an error: a repeat before the error is the error
   * reported, as a check of each name as it came would have found it first).
   */
  repeatedName(): ToolsealError | undefined {
    const names = this.names;
    const order = Array.from(names.keys()).sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : a - b));
    return firstRepeatIn(order, (i) => names[i]!, this.where);
  }

  private addPlain(tool: RawTool): void {
    writeSurface(this.w, tool, false, undefined, this.definitions.ranges);
    const bytes = this.w.bytes();
    const definition = this.definitions.hash(tool, bytes);
    const digests: ToolDigests = { digest: sha256Bytes(bytes) };
    const store = this.store.append(bytes);
    const end = this.store.used;
    this.entries.push({
      name: tool.name,
      store,
      start: end - bytes.length,
      end,
      digests,
      pins: NO_BYTES,
      pinStart: 0,
      pinValue: 0,
      pinEnd: 0,
      definition,
    });
  }

  /**
   * A tool with its pin: written as `JSON.stringify` writes the lock (the `"name": {...}` member of the
   * server's `tools` record, 8 spaces in, its members in key order): the fixed text copied from templates,
   * each digest written as hex straight from its bytes.
   */
  private addPinned(tool: RawTool): void {
    const digests = this.fieldDigests;
    writeSurface(this.w, tool, false, digests, this.definitions.ranges);
    const bytes = this.w.bytes();
    const definition = this.definitions.hash(tool, bytes);
    const toolHex = sha256Hex(bytes);
    const store = this.store.append(bytes);
    const end = this.store.used;
    const start = end - bytes.length;
    const name = JSON.stringify(tool.name);
    // The fixed text is under 1,000 bytes; a name takes at most 3 bytes per UTF-16 code unit.
    const room = 1024 + 3 * name.length;
    const pins = this.pins.room(room);
    const pinStart = this.pins.used;
    let at = pinStart;
    pins.set(PIN.indent, at);
    at += PIN.indent.length;
    at += pins.write(name, at, 'utf8');
    pins.set(PIN.digest, at);
    const pinValue = at + 2;
    at += PIN.digest.length;
    at += pins.write(toolHex, at, 'latin1');
    pins.set(PIN.fields, at);
    at += PIN.fields.length;
    let first = true;
    for (let i = 0; i < digests.length; i++) {
      const d = digests[i];
      if (d === undefined) continue;
      const pre = first ? PIN.firstField[i]! : PIN.nextField[i]!;
      pins.set(pre, at);
      at = writeHex(pins, at + pre.length, d);
      pins[at++] = 0x22; // "
      first = false;
    }
    const k = effectiveHintBits(tool);
    const tail = first ? PIN.noFieldsTail[k]! : PIN.tail[k]!;
    pins.set(tail, at);
    at += tail.length;
    this.pins.used = at;
    const digest: Digest = `sha256:${toolHex}`;
    this.entries.push({ name: tool.name, store, start, end, digests: undefined, digest, pins, pinStart, pinValue, pinEnd: at, definition });
  }

  /** The digests of the tools added so far (the manifest in RFC 8785 name order). */
  finish(): SurfaceDigests {
    // RFC 8785 orders names by UTF-16 code units, as `<` compares them; two equal names side by side are a repeat.
    const sorted = this.entries.slice().sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (let i = 1; i < sorted.length; i++) if (sorted[i]!.name === sorted[i - 1]!.name) throw this.repeatedName()!;
    // The manifest's bytes are gathered in the writer and hashed 64 KiB at a time, not two updates a tool.
    const manifest = createSha256();
    const w = this.w;
    w.reset();
    for (let i = 0; i < sorted.length; i++) {
      const e = sorted[i]!;
      w.ascii(i === 0 ? '{' : ',');
      w.utf8(canonicalString(e.name));
      w.ascii(':');
      w.copy(e.store, e.start, e.end);
      if (w.length >= 1 << 16) {
        manifest.update(w.bytes());
        w.reset();
      }
    }
    w.ascii(sorted.length === 0 ? '{}' : '}');
    manifest.update(w.bytes());
    const out = {
      manifestDigest: `sha256:${manifest.hex()}` as Digest,
      manifestText: () =>
        sorted.length === 0
          ? '{}'
          : '{' + sorted.map((e) => canonicalString(e.name) + ':' + e.store.toString('utf8', e.start, e.end)).join(',') + '}',
      withFields: this.withFields,
      interop: toolInteropOf(sorted.map((e) => [e.name, e.definition] as const)),
    } as SurfaceDigests;
    if (!this.withFields) {
      const map = new Map<string, ToolDigests>();
      for (const e of sorted) map.set(e.name, e.digests!);
      out.tools = map;
      return out;
    }
    // No `tools`: a reader that needs them reads them back from the pins (toolDigestsOf).
    out.pinBytes = pinBytesOf(sorted);
    return out;
  }
}

interface DigesterEntry {
  name: string;
  /** The tool's canonical surface: store[start, end). */
  store: Buffer;
  start: number;
  end: number;
  /** Without the field digests: the tool's digests. */
  digests: ToolDigests | undefined;
  /** With them: the tool's digest, and its pin's text in the pins' store (its value from `pinValue`). */
  digest?: Digest;
  /** Its pin: pins[pinStart, pinEnd). */
  pins: Buffer;
  pinStart: number;
  pinValue: number;
  pinEnd: number;
  /** The whole tool's definition hash (the tool definition hash v1). */
  definition: Digest;
}

function pinBytesOf(sorted: readonly DigesterEntry[]): ToolPinBytes {
  const names = sorted.map((e) => e.name);
  let recordLength = RECORD.empty.length;
  if (sorted.length > 0) {
    recordLength = RECORD.open.length + RECORD.close.length + RECORD.between.length * (sorted.length - 1);
    for (const e of sorted) recordLength += e.pinEnd - e.pinStart;
  }
  const digests = new Map<string, Digest>();
  let indexLike = false;
  for (const e of sorted) {
    digests.set(e.name, e.digest!);
    indexLike ||= isArrayIndex(e.name);
  }
  return {
    names,
    digests,
    indexLike,
    toolDigests() {
      // Each pin read back from its own text: the digests, field digests and hints it was written from.
      const map = new Map<string, ToolDigests>();
      for (const e of sorted) map.set(e.name, JSON.parse(e.pins.toString('utf8', e.pinValue, e.pinEnd)) as ToolDigests);
      return map;
    },
    matchRecordAt(bytes, at) {
      // The bytes eachRecordPiece gives, compared where they are instead of copied into one buffer.
      const text = (t: Buffer) => {
        if (at < 0 || at + t.length > bytes.length || bytes.compare(t, 0, t.length, at, at + t.length) !== 0) return (at = -1);
        return (at += t.length);
      };
      if (sorted.length === 0) return text(RECORD.empty);
      text(RECORD.open);
      if (at < 0) return -1;
      for (let i = 0; i < sorted.length; i++) {
        const e = sorted[i]!;
        if (i > 0) {
          // `,\n` between two pins (RECORD.between)
          if (bytes[at] !== 0x2c || bytes[at + 1] !== 0x0a) return -1;
          at += 2;
        }
        const n = e.pinEnd - e.pinStart;
        if (at + n > bytes.length || bytes.compare(e.pins, e.pinStart, e.pinEnd, at, at + n) !== 0) return -1;
        at += n;
      }
      return text(RECORD.close);
    },
    recordLength,
    eachRecordPiece(put) {
      if (sorted.length === 0) return put(RECORD.empty, 0, RECORD.empty.length);
      put(RECORD.open, 0, RECORD.open.length);
      for (let i = 0; i < sorted.length; i++) {
        const e = sorted[i]!;
        if (i > 0) put(RECORD.between, 0, RECORD.between.length);
        put(e.pins, e.pinStart, e.pinEnd);
      }
      put(RECORD.close, 0, RECORD.close.length);
    },
  };
}
