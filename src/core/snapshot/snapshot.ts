import { CLIENT_CAPABILITY_NAMES, isClientCapabilityList } from '../surface/client-capabilities.js';
import {
  checkSnapshotNonTool,
  digestNonTool,
  surfaceDigest,
  type NonToolDigests,
  type NonToolSurface,
  type RawPrompt,
  type RawResourceTemplate,
} from '../surface/non-tool-surface.js';
import { placedError, ToolsealError } from '../errors.js';
import { parseJsonStrictEach, type NumberReading } from '../json/strict-reader.js';
import { interopMismatch, interopSetHashesIn, nonToolInteropHashes, type InteropSetHashes } from '../surface/interop-hashes.js';
import { ToolDigestTable } from '../surface/tool-digest-table.js';
import { ToolDigester } from '../surface/tool-digester.js';
import {
  assertTools,
  digestTools,
  digestToolsCompact,
  toolDigestsOf,
  type Digest,
  type ListedSurfaceDigests,
  type RawTool,
  type SurfaceDigests,
} from '../surface/surface.js';

export type Transport = 'stdio' | 'streamable-http' | 'sse';

/** A server's complete `tools/list`, as received (docs/formats.md). */
export interface Snapshot {
  snapshotVersion: 1;
  server: string;
  capturedAt: string;
  transport: Transport | 'file';
  protocolVersion: string;
  /** The client capabilities declared to the server (`--client-capabilities`), sorted; absent: none. */
  clientCapabilities?: string[];
  serverInfo: { name: string; version: string } & Record<string, unknown>;
  pages: number;
  tools: RawTool[];
  manifestDigest: Digest;
  toolDigests: Record<string, Digest>;
  /**
   * The rest of what the model reads (absent in snapshots taken before it was pinned; then so are the
   * digests below): the `instructions` of the initialize result when the server sent them, and every
   * prompt and resource template when the server declares the capability (pages counted like tools).
   */
  instructions?: string;
  prompts?: RawPrompt[];
  promptPages?: number;
  resourceTemplates?: RawResourceTemplate[];
  resourceTemplatePages?: number;
  instructionsDigest?: Digest | null;
  promptDigests?: Record<string, Digest>;
  resourceTemplateDigests?: Record<string, Digest>;
  /** `sha256(JCS({manifest, instructions, prompts, resourceTemplates}))` over the digests above. */
  surfaceDigest?: Digest;
  /** The tool definition hash v1's set hashes (absent in snapshots taken before toolseal computed them). */
  interop?: InteropSetHashes;
  /**
   * `rounded`: taken with `--round-inexact-numbers`, a number a double cannot hold exactly read as the nearest
   * double (written so); the snapshot is read back, pinned and checked as rounded.
   */
  numbers?: 'rounded';
}

/** The non-tool parts a live snapshot found, with the pages each list took. */
export interface NonToolSurfaceInput extends NonToolSurface {
  promptPages?: number;
  resourceTemplatePages?: number;
}

export interface SnapshotInput {
  server: string;
  capturedAt?: Date;
  transport: Snapshot['transport'];
  protocolVersion: string;
  serverInfo: Snapshot['serverInfo'];
  pages: number;
  tools: unknown[];
  /** The non-tool parts beside the tools (a live snapshot always gives them, empty when the server has none). */
  nonTool?: NonToolSurfaceInput;
}

/** How {@link buildSnapshot} digests the tools. */
export interface BuildSnapshotOptions {
  /**
   * Compute each tool's field digests and effective hints in the same pass as its digest (what a pin
   * needs: `check`, `lock` and `trust` of a live server), so the tools are hashed once.
   */
  fields?: boolean;
}

/** A snapshot but its `toolDigests` record: what a snapshot just taken is, its tool digests apart in a {@link ToolDigestTable}. */
export type SnapshotWithoutToolDigests = Omit<Snapshot, 'toolDigests'>;

/** Builds a snapshot from a complete tool list, computing its digests: a plain object, `toolDigests` a record. */
export function buildSnapshot(input: SnapshotInput, options: BuildSnapshotOptions = {}): Snapshot {
  const { snapshot, toolDigests } = buildSnapshotWithDigests(input, options);
  return snapshotWithToolDigests(snapshot, toolDigests);
}

/**
 * {@link buildSnapshot} with the tool digests apart, in a table (no record: a snapshot of millions of tiny
 * tools is written out from the table without a string and an entry per tool; the tools must not be changed
 * afterwards), and with `fields` the digests it computed (field digests and hints included, and the tools'
 * pins as the lock's bytes): a pin is made from them with no second hash.
 */
export function buildSnapshotWithDigests(
  input: SnapshotInput,
  options: BuildSnapshotOptions = {},
): { snapshot: SnapshotWithoutToolDigests; toolDigests: ToolDigestTable; digests?: SurfaceDigests } {
  const tools = input.tools;
  if (options.fields === true) {
    if (!Array.isArray(tools)) throw new ToolsealError('MALFORMED_TOOL', 'tools is not an array');
    // The reader's digester: the same checks and errors as assertTools, each tool written and hashed once.
    const digester = new ToolDigester(true, 'tools');
    for (const tool of tools) digester.add(tool);
    const digests = digester.finish();
    const snapshot = snapshotOf(input, digests.manifestDigest);
    if (input.nonTool) {
      digests.nonTool = digestNonTool(input.nonTool);
      Object.assign(snapshot, snapshotNonToolOf(input.nonTool, digests.manifestDigest, digests.nonTool));
    }
    snapshot.interop = { toolSetHash: digests.interop!.toolSetHash, ...nonToolInteropHashes(input.nonTool ?? {}) };
    return { snapshot, toolDigests: ToolDigestTable.ofDigests(digests.pinBytes!.digests), digests };
  }
  const d = digestToolsCompact(tools);
  const snapshot = snapshotOf(input, d.manifestDigest);
  if (input.nonTool) Object.assign(snapshot, snapshotNonToolOf(input.nonTool, d.manifestDigest));
  snapshot.interop = { toolSetHash: d.toolSetHash, ...nonToolInteropHashes(input.nonTool ?? {}) };
  return { snapshot, toolDigests: ToolDigestTable.ofToolOrder(tools as RawTool[], d.order) };
}

/**
 * `s` with its `toolDigests` record (a copy: `s` is not changed), placed where `s` has one, else after
 * `manifestDigest` (the order of docs/formats.md).
 */
export function snapshotWithToolDigests<S extends Omit<SnapshotWithoutToolDigests, 'tools'>>(
  s: S,
  toolDigests: ToolDigestTable,
): S & Pick<Snapshot, 'toolDigests'> {
  const out: Record<string, unknown> = {};
  const placed = Object.hasOwn(s, 'toolDigests');
  for (const [key, value] of Object.entries(s)) {
    // A member named __proto__ (a snapshot file may have one) stays a member, as the JSON reader made it.
    if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    else out[key] = key === 'toolDigests' ? toolDigests.record() : value;
    if (key === 'manifestDigest' && !placed) out.toolDigests = toolDigests.record();
  }
  return out as S & Pick<Snapshot, 'toolDigests'>;
}

/** A snapshot's members but its digests of tools and non-tool parts. */
function snapshotOf(input: SnapshotInput, manifestDigest: Digest): SnapshotWithoutToolDigests {
  return {
    snapshotVersion: 1,
    server: input.server,
    capturedAt: (input.capturedAt ?? new Date()).toISOString(),
    transport: input.transport,
    protocolVersion: input.protocolVersion,
    serverInfo: input.serverInfo,
    pages: input.pages,
    tools: input.tools as RawTool[],
    manifestDigest,
  };
}

/** The snapshot members of a server's non-tool parts: each one it has, as received, then every digest. */
function snapshotNonToolOf(c: NonToolSurfaceInput, manifestDigest: Digest, digests = digestNonTool(c)): Partial<Snapshot> {
  const out: Partial<Snapshot> = {};
  if (c.instructions !== undefined) out.instructions = c.instructions;
  if (c.prompts !== undefined) {
    out.prompts = c.prompts;
    out.promptPages = c.promptPages ?? 1;
  }
  if (c.resourceTemplates !== undefined) {
    out.resourceTemplates = c.resourceTemplates;
    out.resourceTemplatePages = c.resourceTemplatePages ?? 1;
  }
  return { ...out, ...digests, surfaceDigest: surfaceDigest(manifestDigest, digests) };
}

/**
 * A snapshot's non-tool parts, or undefined for a snapshot taken before they were pinned (it says nothing about
 * them: such a surface is checked for its tools only).
 */
export function nonToolOfSnapshot(s: Omit<Snapshot, 'tools' | 'toolDigests'>): NonToolSurface | undefined {
  if (s.surfaceDigest === undefined) return undefined;
  const c: NonToolSurface = {};
  if (s.instructions !== undefined) c.instructions = s.instructions;
  if (s.prompts !== undefined) c.prompts = s.prompts;
  if (s.resourceTemplates !== undefined) c.resourceTemplates = s.resourceTemplates;
  return c;
}

export function isSnapshotDocument(doc: unknown): boolean {
  return typeof doc === 'object' && doc !== null && !Array.isArray(doc) && Object.hasOwn(doc, 'snapshotVersion');
}

/**
 * Asserts a parsed snapshot document: its shape, and that its recorded digests are those of its tools
 * (a snapshot edited by hand, or cut short, does not pass as whole).
 */
export function assertSnapshot(doc: unknown, source = 'snapshot'): asserts doc is Snapshot {
  checkSnapshot(doc, source);
}

/**
 * {@link assertSnapshot}, returning the digests it computed (so a caller need not compute them again);
 * with `fields`, the field digests too (what a lock entry or a check needs).
 */
export function checkSnapshot(doc: unknown, source = 'snapshot', options: { fields?: boolean } = {}): ListedSurfaceDigests {
  // readToolsDocumentText (the tool-by-tool reader of snapshot files) runs these same two checks around its
  // own digests: a rule for the snapshot belongs in assertSnapshotShape or assertRecordedDigests, not here.
  assertSnapshotShape(doc, source);
  const s = doc as Record<string, unknown>;
  assertTools(s.tools, `${source}: tools`);
  const d = digestTools(s.tools, options);
  const nonTool = assertRecordedDigests(s, d, source);
  if (nonTool) d.nonTool = nonTool;
  return d;
}

function assertSnapshotShape(doc: unknown, source: string): void {
  const bad = (what: string): never => {
    throw new ToolsealError('INVALID_SNAPSHOT', `${source}: ${what}`);
  };
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) bad('not a JSON object');
  const s = doc as Record<string, unknown>;
  if (s.snapshotVersion !== 1) bad(`unsupported snapshotVersion ${JSON.stringify(s.snapshotVersion)} (expected 1)`);
  if (typeof s.server !== 'string' || s.server === '') bad('"server" must be a non-empty string');
  if (!Array.isArray(s.tools)) bad('"tools" must be an array');
  if (typeof s.manifestDigest !== 'string') bad('"manifestDigest" is missing');
  if (typeof s.toolDigests !== 'object' || s.toolDigests === null || Array.isArray(s.toolDigests)) bad('"toolDigests" must be an object');
  if (s.serverInfo !== undefined && (typeof s.serverInfo !== 'object' || s.serverInfo === null || Array.isArray(s.serverInfo))) {
    bad('"serverInfo" must be an object');
  }
  if (s.pages !== undefined && !(Number.isInteger(s.pages) && (s.pages as number) >= 0)) bad('"pages" must be a non-negative integer');
  if (s.clientCapabilities !== undefined && !isClientCapabilityList(s.clientCapabilities)) {
    bad(`"clientCapabilities" must be sorted names from ${CLIENT_CAPABILITY_NAMES.join(', ')}, each once`);
  }
  if (s.numbers !== undefined && s.numbers !== 'rounded') bad(`"numbers" is ${JSON.stringify(s.numbers)}, not "rounded"`);
}

/** A snapshot's recorded digests must be those of its tools (a snapshot edited by hand, or cut short, does not pass as whole). */
function assertRecordedDigests(s: Record<string, unknown>, d: SurfaceDigests, source: string): NonToolDigests | undefined {
  const bad = (what: string): never => {
    throw new ToolsealError('INVALID_SNAPSHOT', `${source}: ${what}`);
  };
  if (d.manifestDigest !== s.manifestDigest) {
    bad(`recorded manifestDigest ${String(s.manifestDigest)} is not the digest of its tools (${d.manifestDigest})`);
  }
  const recorded = s.toolDigests as Record<string, unknown>;
  // The digests without the field digests' objects, when the reader kept the pins as bytes.
  const digests = d.pinBytes?.digests;
  for (const name of Object.keys(recorded)) {
    if (!(digests ?? toolDigestsOf(d)).has(name)) bad(`toolDigests names ${JSON.stringify(name)}, which is not one of its tools`);
  }
  const wrong = (name: string, digest: Digest) => {
    if (!Object.hasOwn(recorded, name) || recorded[name] !== digest)
      bad(`recorded toolDigests[${JSON.stringify(name)}] is not the digest of that tool (${digest})`);
  };
  if (digests) for (const [name, digest] of digests) wrong(name, digest);
  else for (const [name, t] of toolDigestsOf(d)) wrong(name, t.digest);
  // Instructions, prompts and templates, when the snapshot carries them: their digests must hold too.
  const nonTool = checkSnapshotNonTool(s, source, d.manifestDigest, bad);
  // The interop set hashes, when the snapshot carries them (from the same pass: only the non-tool ones are hashed here).
  const recordedInterop = interopSetHashesIn(s, bad);
  if (recordedInterop !== undefined && d.interop !== undefined) {
    const now = interopOfSnapshot(s as unknown as Snapshot, d.interop.toolSetHash);
    const wrongHash = interopMismatch(recordedInterop, now);
    if (wrongHash !== undefined) bad(`recorded interop.${wrongHash} is not the hash of what it holds (${String(now[wrongHash])})`);
  }
  return nonTool;
}

/**
 * The interop set hashes of a snapshot, its tool set hash given: prompts and instructions from what it holds
 * when it carries them (a snapshot taken before they were, or of a tools document: null).
 */
export function interopOfSnapshot(s: Pick<Snapshot, 'instructions' | 'prompts' | 'surfaceDigest'>, toolSetHash: Digest): InteropSetHashes {
  const carried = s.surfaceDigest !== undefined;
  return { toolSetHash, ...nonToolInteropHashes(carried ? { instructions: s.instructions, prompts: s.prompts } : {}) };
}

/**
 * The digests of a document's JSON text (a `tools/list` result, a tools array or a snapshot, as
 * {@link toolsFromDocument} accepts), read strictly tool by tool: each tool is parsed, checked, digested and
 * dropped, so a large document never exists as one tree. The same refusals as parsing the whole text and
 * then {@link toolsFromDocument} and {@link digestTools} (a snapshot's recorded digests checked too); what
 * `toolseal digest` prints.
 */
export function digestDocumentText(text: string, source: string): SurfaceDigests {
  return readToolsDocumentText(text, source).digests;
}

/**
 * {@link digestDocumentText}, keeping what a caller asks for: the tools (`keepTools`, then also in
 * `doc.tools`) and the field digests (`fields`). One strict read and one digest pass for `lock` and
 * `check`, as for `digest`.
 */
export function readToolsDocumentText(
  text: string,
  source: string,
  options: { fields?: boolean; keepTools?: boolean; numbers?: NumberReading } = {},
): { doc: unknown; tools: RawTool[]; digests: SurfaceDigests } {
  const digester = new ToolDigester(options.fields === true, `${source}: tools`);
  const kept: RawTool[] = [];
  let doc: unknown;
  try {
    doc = parseJsonStrictEach(
      text,
      source,
      'tools',
      (tool, index) => {
        try {
          digester.add(tool);
        } catch (e) {
          // A tool that cannot be canonicalized is named with its document and place, as the reader's refusals are.
          if (e instanceof ToolsealError && e.code === 'NOT_CANONICALIZABLE') throw placedError(e, `${source}: tools[${index}]`);
          throw e;
        }
        if (options.keepTools) kept.push(tool as RawTool);
      },
      options.numbers,
    );
  } catch (e) {
    // Two tools with one name before the place the read stopped at are the first error of the document.
    throw digester.repeatedName() ?? e;
  }
  if (Array.isArray(doc) || (typeof doc === 'object' && doc !== null && Array.isArray((doc as Record<string, unknown>).tools))) {
    // The tools array was read element by element (it may have been empty).
    const d = digester.finish();
    if (options.numbers === 'rounded') d.numbers = 'rounded';
    if (isSnapshotDocument(doc)) {
      assertSnapshotShape(doc, source);
      // Taken with --round-inexact-numbers: read back as it was read, rounded.
      if ((doc as Record<string, unknown>).numbers === 'rounded') d.numbers = 'rounded';
      const nonTool = assertRecordedDigests(doc as Record<string, unknown>, d, source);
      if (nonTool) d.nonTool = nonTool;
    } else if (!Array.isArray(doc)) {
      const result = doc as Record<string, unknown>;
      if (result.nextCursor !== undefined && result.nextCursor !== null) throw pageNotList(source);
    }
    if (!options.keepTools) return { doc, tools: [], digests: d };
    if (Array.isArray(doc)) return { doc: kept, tools: kept, digests: d };
    (doc as Record<string, unknown>).tools = kept;
    return { doc, tools: kept, digests: d };
  }
  // Not a document whose tools could be read one by one: refused here, as toolsFromDocument says why.
  const { tools } = toolsFromDocument(doc, source);
  return { doc, tools, digests: digestTools(tools, options) };
}

/**
 * Reads a snapshot document's text: {@link readToolsDocumentText} that refuses anything but a snapshot
 * (`INVALID_SNAPSHOT`). The tools are kept (in `snapshot.tools`) unless `keepTools` is false.
 */
export function readSnapshotText(
  text: string,
  source: string,
  options: { fields?: boolean; keepTools?: boolean; numbers?: NumberReading } = {},
): { snapshot: Snapshot; digests: SurfaceDigests } {
  const { doc, digests } = readToolsDocumentText(text, source, { ...options, keepTools: options.keepTools !== false });
  if (!isSnapshotDocument(doc)) assertSnapshotShape(doc, source);
  return { snapshot: doc as Snapshot, digests };
}

function pageNotList(source: string): ToolsealError {
  return new ToolsealError(
    'SNAPSHOT_INCOMPLETE',
    `${source}: this tools/list result has a nextCursor, so it is one page, not the whole list; take a snapshot instead`,
  );
}

/**
 * The tools of any accepted document: a `tools/list` result `{ "tools": [...] }` (without `nextCursor`:
 * one page of several is not the whole list), a bare tools array, or a snapshot.
 */
export function toolsFromDocument(doc: unknown, source: string): { tools: RawTool[]; snapshot?: Snapshot; digests?: ListedSurfaceDigests } {
  if (Array.isArray(doc)) {
    assertTools(doc, `${source}: tools`);
    return { tools: doc };
  }
  if (isSnapshotDocument(doc)) {
    const digests = checkSnapshot(doc, source);
    const snapshot = doc as Snapshot;
    return { tools: snapshot.tools, snapshot, digests };
  }
  if (typeof doc === 'object' && doc !== null && Array.isArray((doc as Record<string, unknown>).tools)) {
    const result = doc as Record<string, unknown>;
    if (result.nextCursor !== undefined && result.nextCursor !== null) throw pageNotList(source);
    assertTools(result.tools, `${source}: tools`);
    return { tools: result.tools as RawTool[] };
  }
  throw new ToolsealError('INVALID_INPUT', `${source}: expected a tools/list result {"tools": [...]}, a tools array, or a snapshot`);
}
