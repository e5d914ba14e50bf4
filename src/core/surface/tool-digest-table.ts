// A snapshot's tool digests (its `toolDigests` member, docs/formats.md) as a table of name and digest, in the
// order the snapshot file has them. A snapshot just taken keeps them here, apart from the snapshot: a list of
// millions of tiny tools is then written out without a record object (a string and an entry per tool).
import { isArrayIndex, toolDigestsInOrder, type Digest, type RawTool } from './surface.js';

export class ToolDigestTable {
  private constructor(
    private readonly list: () => Iterable<[string, Digest]>,
    private readonly given?: Record<string, Digest>,
  ) {}

  /**
   * The digests of `tools` taken in `order` (their positions in RFC 8785 name order, as `digestToolsCompact`
   * gives them): 4 bytes a tool, each digest computed again at each {@link entries} (the tools must not be
   * changed afterwards).
   */
  static ofToolOrder(tools: readonly RawTool[], order: Uint32Array): ToolDigestTable {
    return new ToolDigestTable(() => entriesOfToolOrder(tools, order));
  }

  /** The digests of a digest pass, names in RFC 8785 order (`ToolPinBytes.digests`). */
  static ofDigests(digests: ReadonlyMap<string, Digest>): ToolDigestTable {
    return new ToolDigestTable(() => entriesOfDigests(digests));
  }

  /** A `toolDigests` record as it is (a snapshot file's): its entries in its own key order. */
  static ofRecord(record: Record<string, Digest>): ToolDigestTable {
    return new ToolDigestTable(() => entriesOfRecord(record), record);
  }

  /**
   * Each name and digest, in the order `Object.keys` and `JSON.stringify` give the record: array-index names
   * (such as `"2"`) first, by number, then the rest in RFC 8785 order (for {@link ofRecord}: its key order).
   */
  entries(): Iterable<[string, Digest]> {
    return this.list();
  }

  /**
   * The plain `toolDigests` record (null prototype: a name like `__proto__` is an ordinary key), made anew at
   * each call; for {@link ofRecord}, that record itself.
   */
  record(): Record<string, Digest> {
    if (this.given !== undefined) return this.given;
    const out = Object.create(null) as Record<string, Digest>;
    for (const [name, digest] of this.entries()) out[name] = digest;
    return out;
  }
}

function* entriesOfRecord(record: Record<string, Digest>): Generator<[string, Digest]> {
  for (const name of Object.keys(record)) yield [name, record[name]!];
}

function* entriesOfDigests(digests: ReadonlyMap<string, Digest>): Generator<[string, Digest]> {
  const indexNamed: string[] = [];
  for (const name of digests.keys()) if (isArrayIndex(name)) indexNamed.push(name);
  // Rare (a tool named "2"): these few first, by number.
  indexNamed.sort((a, b) => Number(a) - Number(b));
  for (const name of indexNamed) yield [name, digests.get(name)!];
  for (const [name, digest] of digests) if (indexNamed.length === 0 || !isArrayIndex(name)) yield [name, digest];
}

function* entriesOfToolOrder(tools: readonly RawTool[], order: Uint32Array): Generator<[string, Digest]> {
  const indexNamed: number[] = [];
  for (let k = 0; k < order.length; k++) if (isArrayIndex(tools[order[k]!]!.name)) indexNamed.push(order[k]!);
  if (indexNamed.length > 0) {
    // Rare (a tool named "2"): these few are digested on their own, first and by number.
    indexNamed.sort((a, b) => Number(tools[a]!.name) - Number(tools[b]!.name));
    const first = Uint32Array.from(indexNamed);
    let k = 0;
    for (const digest of toolDigestsInOrder(tools, first)) yield [tools[first[k++]!]!.name, digest];
  }
  let k = 0;
  for (const digest of toolDigestsInOrder(tools, order)) {
    const name = tools[order[k++]!]!.name;
    if (indexNamed.length === 0 || !isArrayIndex(name)) yield [name, digest];
  }
}
