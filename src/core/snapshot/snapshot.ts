import {
  digestNonTool,
  surfaceDigest,
  type NonToolSurface,
  type RawPrompt,
  type RawResourceTemplate,
} from '../surface/non-tool-surface.js';
import { ToolsealError } from '../errors.js';
import { nonToolInteropHashes, type InteropSetHashes } from '../surface/interop-hashes.js';
import { ToolDigestTable } from '../surface/tool-digest-table.js';
import { ToolDigester } from '../surface/tool-digester.js';
import { digestToolsCompact, type Digest, type RawTool, type SurfaceDigests } from '../surface/surface.js';

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

/**
 * The interop set hashes of a snapshot, its tool set hash given: prompts and instructions from what it holds
 * when it carries them (a snapshot taken before they were, or of a tools document: null).
 */
export function interopOfSnapshot(s: Pick<Snapshot, 'instructions' | 'prompts' | 'surfaceDigest'>, toolSetHash: Digest): InteropSetHashes {
  const carried = s.surfaceDigest !== undefined;
  return { toolSetHash, ...nonToolInteropHashes(carried ? { instructions: s.instructions, prompts: s.prompts } : {}) };
}
