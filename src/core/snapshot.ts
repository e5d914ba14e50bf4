import { ToolsealError } from './errors.js';
import { parseJsonStrictEach } from './json-text.js';
import { ToolDigester, assertTools, digestTools, type Digest, type RawTool, type SurfaceDigests } from './surface.js';

export type Transport = 'stdio' | 'streamable-http' | 'sse';

/** A server's complete `tools/list`, as received (docs/formats.md). */
export interface Snapshot {
  snapshotVersion: 1;
  server: string;
  capturedAt: string;
  transport: Transport | 'file';
  protocolVersion: string;
  serverInfo: { name: string; version: string } & Record<string, unknown>;
  pages: number;
  tools: RawTool[];
  manifestDigest: Digest;
  toolDigests: Record<string, Digest>;
}

export interface SnapshotInput {
  server: string;
  capturedAt?: Date;
  transport: Snapshot['transport'];
  protocolVersion: string;
  serverInfo: Snapshot['serverInfo'];
  pages: number;
  tools: unknown[];
}

/** Builds a snapshot from a complete tool list, computing its digests. */
export function buildSnapshot(input: SnapshotInput): Snapshot {
  assertTools(input.tools);
  const d = digestTools(input.tools);
  return {
    snapshotVersion: 1,
    server: input.server,
    capturedAt: (input.capturedAt ?? new Date()).toISOString(),
    transport: input.transport,
    protocolVersion: input.protocolVersion,
    serverInfo: input.serverInfo,
    pages: input.pages,
    tools: input.tools,
    manifestDigest: d.manifestDigest,
    toolDigests: toolDigestRecord(d.tools),
  };
}

/** A `name → digest` record with a null prototype (tool names like `__proto__` are ordinary keys). */
export function toolDigestRecord(tools: Map<string, { digest: Digest }>): Record<string, Digest> {
  const out = Object.create(null) as Record<string, Digest>;
  for (const [name, t] of tools) out[name] = t.digest;
  return out;
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
export function checkSnapshot(doc: unknown, source = 'snapshot', options: { fields?: boolean } = {}): SurfaceDigests {
  // readToolsDocumentText (the tool-by-tool reader of snapshot files) runs these same two checks around its
  // own digests: a rule for the snapshot belongs in assertSnapshotShape or assertRecordedDigests, not here.
  assertSnapshotShape(doc, source);
  const s = doc as Record<string, unknown>;
  assertTools(s.tools, `${source}: tools`);
  const d = digestTools(s.tools, options);
  assertRecordedDigests(s, d, source);
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
}

/** A snapshot's recorded digests must be those of its tools (a snapshot edited by hand, or cut short, does not pass as whole). */
function assertRecordedDigests(s: Record<string, unknown>, d: SurfaceDigests, source: string): void {
  const bad = (what: string): never => {
    throw new ToolsealError('INVALID_SNAPSHOT', `${source}: ${what}`);
  };
  if (d.manifestDigest !== s.manifestDigest) {
    bad(`recorded manifestDigest ${String(s.manifestDigest)} is not the digest of its tools (${d.manifestDigest})`);
  }
  const recorded = s.toolDigests as Record<string, unknown>;
  for (const name of Object.keys(recorded)) {
    if (!d.tools.has(name)) bad(`toolDigests names ${JSON.stringify(name)}, which is not one of its tools`);
  }
  for (const [name, t] of d.tools) {
    if (!Object.hasOwn(recorded, name) || recorded[name] !== t.digest) {
      bad(`recorded toolDigests[${JSON.stringify(name)}] is not the digest of that tool (${t.digest})`);
    }
  }
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
  options: { fields?: boolean; keepTools?: boolean } = {},
): { doc: unknown; tools: RawTool[]; digests: SurfaceDigests } {
  const digester = new ToolDigester(options.fields === true, `${source}: tools`);
  const kept: RawTool[] = [];
  const doc = parseJsonStrictEach(text, source, 'tools', (tool) => {
    digester.add(tool);
    if (options.keepTools) kept.push(tool as RawTool);
  });
  if (Array.isArray(doc) || (typeof doc === 'object' && doc !== null && Array.isArray((doc as Record<string, unknown>).tools))) {
    // The tools array was read element by element (it may have been empty).
    const d = digester.finish();
    if (isSnapshotDocument(doc)) {
      assertSnapshotShape(doc, source);
      assertRecordedDigests(doc as Record<string, unknown>, d, source);
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
export function readSnapshotText(text: string, source: string, options: { fields?: boolean; keepTools?: boolean } = {}): { snapshot: Snapshot; digests: SurfaceDigests } {
  const { doc, digests } = readToolsDocumentText(text, source, { fields: options.fields, keepTools: options.keepTools !== false });
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
export function toolsFromDocument(doc: unknown, source: string): { tools: RawTool[]; snapshot?: Snapshot; digests?: SurfaceDigests } {
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
