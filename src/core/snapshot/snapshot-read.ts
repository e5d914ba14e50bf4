import { isJsonObject } from '../json/json-object.js';
import { parseJsonStrictEach, type NumberReading } from '../json/strict-reader.js';
import { CLIENT_CAPABILITY_NAMES, isClientCapabilityList } from '../surface/client-capabilities.js';
import { interopMismatch, interopSetHashesIn } from '../surface/interop-hashes.js';
import { checkSnapshotNonTool, type NonToolDigests } from '../surface/non-tool-surface.js';
import {
  assertTools,
  digestTools,
  toolDigestsOf,
  type Digest,
  type ListedSurfaceDigests,
  type RawTool,
  type SurfaceDigests,
} from '../surface/surface.js';
import { ToolDigester } from '../surface/tool-digester.js';
import { placedError, ToolsealError } from '../errors.js';
import { interopOfSnapshot, type Snapshot } from './snapshot.js';

// Reading a snapshot, or any document that holds a tool list (a `tools/list` result, a tools array): its
// shape, and its recorded digests checked against what it holds, so that a snapshot edited by hand or cut
// short does not pass as whole. The text is read tool by tool; the same refusals as the whole tree.

export function isSnapshotDocument(doc: unknown): boolean {
  return isJsonObject(doc) && Object.hasOwn(doc, 'snapshotVersion');
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
  if (!isJsonObject(doc)) bad('not a JSON object');
  const s = doc as Record<string, unknown>;
  if (s.snapshotVersion !== 1) bad(`unsupported snapshotVersion ${JSON.stringify(s.snapshotVersion)} (expected 1)`);
  if (typeof s.server !== 'string' || s.server === '') bad('"server" must be a non-empty string');
  if (!Array.isArray(s.tools)) bad('"tools" must be an array');
  if (typeof s.manifestDigest !== 'string') bad('"manifestDigest" is missing');
  if (!isJsonObject(s.toolDigests)) bad('"toolDigests" must be an object');
  if (s.serverInfo !== undefined && !isJsonObject(s.serverInfo)) bad('"serverInfo" must be an object');
  const pagesCounted = Number.isInteger(s.pages) && (s.pages as number) >= 0;
  if (s.pages !== undefined && !pagesCounted) bad('"pages" must be a non-negative integer');
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
  if (Array.isArray(doc) || (isJsonObject(doc) && Array.isArray(doc.tools))) {
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
  if (isJsonObject(doc) && Array.isArray(doc.tools)) {
    const result = doc as Record<string, unknown>;
    if (result.nextCursor !== undefined && result.nextCursor !== null) throw pageNotList(source);
    assertTools(result.tools, `${source}: tools`);
    return { tools: result.tools as RawTool[] };
  }
  throw new ToolsealError('INVALID_INPUT', `${source}: expected a tools/list result {"tools": [...]}, a tools array, or a snapshot`);
}
