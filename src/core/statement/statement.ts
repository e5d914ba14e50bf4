import { assertArtifactSubject, checkedArtifactSubjects, MAX_ARTIFACTS, type ArtifactSubject } from './artifact-subjects.js';
import { nonToolDigestsIn, type NonToolDigests, type NonToolSurface } from '../surface/non-tool-surface.js';
import { interopSetHashesIn, nonToolInteropHashes, type InteropSetHashes } from '../surface/interop-hashes.js';
import { ToolsealError, type ErrorCode } from '../errors.js';
import { canonicalize } from '../json/jcs.js';
import { decodeUtf8, parseJsonStrict } from '../json/strict-reader.js';
import { SURFACE_FIELDS, digestTools, type Digest, type RawTool, type SurfaceField } from '../surface/surface.js';
import { hasHiddenCharacters, quoteForTerminal } from '../text/terminal-text.js';
import { isJsonObject } from '../json/json-object.js';
import { isRegistryServerName } from '../origin/registry-name.js';

/** in-toto Statement v1 (`_type`). */
export const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';

/**
 * The predicate type of toolseal's statements (docs/formats.md): a URI of this project's own, versioned in its
 * last segment so a later, incompatible predicate gets a new URI instead of changing this one's meaning.
 */
export const PREDICATE_TYPE = 'https://toolseal.dev/mcp-tool-manifest/v1';

/** The DSSE payload type of an in-toto statement (what cosign and `gh attestation` expect). */
export const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';

/** The canonicalization every digest in the predicate is computed under. */
const CANONICALIZATION = 'RFC8785';

const DIGEST_RE = /^sha256:[0-9a-f]{64}$/;
const HEX_RE = /^[0-9a-f]{64}$/;

/** The predicate of a toolseal statement (docs/formats.md). Records keyed by tool name have a null prototype. */
export interface ManifestPredicate {
  server: string;
  serverVersion: string;
  /** 1 for the first signed surface of a server; each later one is the previous + 1. */
  revision: number;
  manifestDigest: Digest;
  toolDigests: Record<string, Digest>;
  toolFieldDigests: Record<string, Partial<Record<SurfaceField, Digest>>>;
  /** Absent at revision 1; the manifest digest of revision − 1 after that. */
  previousManifestDigest?: Digest;
  canonicalization: typeof CANONICALIZATION;
  fields: SurfaceField[];
  /**
   * Optional, beside the tool digests (a statement without them verifies its tools only): the digest of
   * the server's instructions (null: it sent none), and of each prompt and resource template.
   */
  instructionsDigest?: Digest | null;
  promptDigests?: Record<string, Digest>;
  resourceTemplateDigests?: Record<string, Digest>;
  /** Optional: the tool definition hash v1's set hashes of the signed surface (absent in statements made before them). */
  interop?: InteropSetHashes;
}

/** An in-toto Statement v1 whose predicate is a toolseal manifest predicate. */
export interface ManifestStatement {
  _type: typeof STATEMENT_TYPE;
  /** The manifest subject first; then the artifacts that serve this surface, if any (docs/formats.md). */
  subject: [{ name: string; digest: { sha256: string } }, ...ArtifactSubject[]];
  predicateType: typeof PREDICATE_TYPE;
  predicate: ManifestPredicate;
}

/** What the previous signed revision contributes to the next one. */
export interface PreviousRevision {
  revision: number;
  manifestDigest: Digest;
}

export interface StatementInput {
  /** The subject name and `predicate.server`, e.g. `io.github.example/docs`. */
  serverName: string;
  serverVersion: string;
  tools: readonly RawTool[];
  previous?: PreviousRevision;
  /** The digests of the server's instructions, prompts and resource templates, when its surface carries them. */
  nonTool?: NonToolDigests;
  /** Those parts as received (for the interop prompt set and instructions hashes), when the surface carries them. */
  nonToolSurface?: NonToolSurface;
  /** The artifacts (tarball, MCPB, npm version, OCI image) that serve this surface: subjects after the manifest's. */
  artifacts?: readonly ArtifactSubject[];
}

export interface BuiltStatement {
  statement: ManifestStatement;
  /** JCS(statement): the bytes to sign (UTF-8). */
  statementText: string;
  /** JCS(manifest): the manifest file, whose sha256 is the subject digest. */
  manifestText: string;
  manifestDigest: Digest;
  toolCount: number;
}

/**
 * Builds the statement of a tool list (docs/formats.md): subject = the server name with the manifest digest,
 * per-tool and per-field digests, and the revision chain (revision 1 without a previous; otherwise
 * previous + 1 linked by `previousManifestDigest`).
 */
export function buildStatement(input: StatementInput): BuiltStatement {
  if (typeof input.serverName !== 'string' || input.serverName === '') {
    throw new ToolsealError('INVALID_STATEMENT_INPUT', 'the server name must be a non-empty string');
  }
  if (hasHiddenCharacters(input.serverName)) {
    throw new ToolsealError(
      'INVALID_STATEMENT_INPUT',
      `the server name ${quoteForTerminal(input.serverName)} holds a control, invisible or direction-changing character`,
    );
  }
  if (!isRegistryServerName(input.serverName)) {
    throw new ToolsealError(
      'INVALID_SERVER_NAME',
      `the server name ${quoteForTerminal(input.serverName)} is not in the MCP registry's format: ASCII letters, digits, "." and "-", a "/", then letters, digits, ".", "_" and "-" (e.g. io.github.owner/name)`,
    );
  }
  if (typeof input.serverVersion !== 'string' || input.serverVersion === '') {
    throw new ToolsealError('INVALID_STATEMENT_INPUT', 'the server version must be a non-empty string');
  }
  const d = digestTools(input.tools, { fields: true });
  const toolDigests = Object.create(null) as Record<string, Digest>;
  const toolFieldDigests = Object.create(null) as Record<string, Partial<Record<SurfaceField, Digest>>>;
  for (const [name, t] of d.tools) {
    toolDigests[name] = t.digest;
    toolFieldDigests[name] = t.fields!;
  }
  const predicate: ManifestPredicate = {
    server: input.serverName,
    serverVersion: input.serverVersion,
    revision: 1,
    manifestDigest: d.manifestDigest,
    toolDigests,
    toolFieldDigests,
    canonicalization: CANONICALIZATION,
    fields: [...SURFACE_FIELDS],
  };
  if (input.nonTool) {
    predicate.instructionsDigest = input.nonTool.instructionsDigest;
    predicate.promptDigests = input.nonTool.promptDigests;
    predicate.resourceTemplateDigests = input.nonTool.resourceTemplateDigests;
  }
  predicate.interop = { toolSetHash: d.interop!.toolSetHash, ...nonToolInteropHashes(input.nonToolSurface ?? {}) };
  if (input.previous) {
    const { revision, manifestDigest } = input.previous;
    // revision + 1 must still be a safe integer, or the statement signed here would fail verification.
    if (!Number.isSafeInteger(revision) || revision < 1 || !Number.isSafeInteger(revision + 1)) {
      throw new ToolsealError('INVALID_STATEMENT_INPUT', `the previous revision must be a positive integer, not ${String(revision)}`);
    }
    if (!DIGEST_RE.test(manifestDigest)) {
      throw new ToolsealError('INVALID_STATEMENT_INPUT', 'the previous manifest digest is not sha256:<64 hex>');
    }
    predicate.revision = revision + 1;
    predicate.previousManifestDigest = manifestDigest;
  }
  const statement: ManifestStatement = {
    _type: STATEMENT_TYPE,
    subject: [
      { name: input.serverName, digest: { sha256: subjectHexOf(d.manifestDigest) } },
      ...checkedArtifactSubjects(input.artifacts ?? [], input.serverName),
    ],
    predicateType: PREDICATE_TYPE,
    predicate,
  };
  return {
    statement,
    statementText: canonicalize(statement),
    manifestText: d.manifestText(),
    manifestDigest: d.manifestDigest,
    toolCount: d.tools.size,
  };
}

/** The hex of a `sha256:` digest: the in-toto subject digest. */
function subjectHexOf(digest: Digest): string {
  return digest.slice('sha256:'.length);
}

/** Parses a statement's JSON text strictly and asserts it (see {@link assertStatement}). */
export function parseStatement(text: string, source: string, code: StatementErrorCode = 'STATEMENT_INVALID'): ManifestStatement {
  const doc = parseJsonStrict(text, source);
  assertStatement(doc, source, code);
  return doc;
}

/** `STATEMENT_INVALID` when checking something signed (exit 1); `INVALID_STATEMENT_INPUT` for a user's input file (exit 2). */
export type StatementErrorCode = Extract<ErrorCode, 'STATEMENT_INVALID' | 'INVALID_STATEMENT_INPUT'>;

/**
 * Asserts that a parsed document is a toolseal statement: in-toto Statement v1, {@link PREDICATE_TYPE},
 * a first subject whose sha256 is `predicate.manifestDigest` (then well-formed artifact subjects), well-formed digests, a positive integer
 * revision with `previousManifestDigest` present exactly when revision > 1, and the same tool names in
 * `toolDigests` and `toolFieldDigests`. It does not recompute digests (that needs the tools).
 */
export function assertStatement(
  doc: unknown,
  source = 'statement',
  code: StatementErrorCode = 'STATEMENT_INVALID',
): asserts doc is ManifestStatement {
  const bad = (what: string): never => {
    throw new ToolsealError(code, `${source}: ${what}`);
  };
  if (!isJsonObject(doc)) bad('not a JSON object');
  const s = doc as Record<string, unknown>;
  if (s._type !== STATEMENT_TYPE) bad(`_type is ${JSON.stringify(s._type)}, not ${STATEMENT_TYPE}`);
  if (s.predicateType !== PREDICATE_TYPE) bad(`predicateType is ${JSON.stringify(s.predicateType)}, not ${PREDICATE_TYPE}`);
  if (!Array.isArray(s.subject) || s.subject.length < 1 || s.subject.length > 1 + MAX_ARTIFACTS) {
    bad(`subject must be an array of the manifest subject and at most ${MAX_ARTIFACTS} artifacts`);
  }
  const subject = (s.subject as unknown[])[0];
  if (!isJsonObject(subject) || typeof subject.name !== 'string' || subject.name === '') bad('subject[0].name must be a non-empty string');
  const sub = subject as Record<string, unknown>;
  if (!isJsonObject(sub.digest) || typeof sub.digest.sha256 !== 'string' || !HEX_RE.test(sub.digest.sha256)) {
    bad('subject[0].digest.sha256 must be 64 lowercase hex digits');
  }
  if (!isJsonObject(s.predicate)) bad('predicate must be an object');
  const p = s.predicate as Record<string, unknown>;
  if (typeof p.server !== 'string' || p.server === '') bad('predicate.server must be a non-empty string');
  // A name a reader sees as `io.github.victim/x` must be that name: a hidden character in front would also
  // take it out of the namespace rule (verification step 3).
  if (hasHiddenCharacters(p.server as string))
    bad(`predicate.server ${quoteForTerminal(p.server as string)} holds a control, invisible or direction-changing character`);
  if (!isRegistryServerName(p.server as string)) {
    throw new ToolsealError(
      'INVALID_SERVER_NAME',
      `${source}: predicate.server ${quoteForTerminal(p.server as string)} is not in the MCP registry's format (ASCII, e.g. io.github.owner/name)`,
    );
  }
  if (p.server !== sub.name) bad(`predicate.server ${JSON.stringify(p.server)} is not the subject name ${JSON.stringify(sub.name)}`);
  if (typeof p.serverVersion !== 'string') bad('predicate.serverVersion must be a string');
  if (typeof p.revision !== 'number' || !Number.isSafeInteger(p.revision) || p.revision < 1)
    bad('predicate.revision must be a positive integer');
  if (typeof p.manifestDigest !== 'string' || !DIGEST_RE.test(p.manifestDigest)) bad('predicate.manifestDigest must be sha256:<64 hex>');
  if ((sub.digest as Record<string, unknown>).sha256 !== subjectHexOf(p.manifestDigest as Digest)) {
    bad('subject[0].digest.sha256 is not the hex of predicate.manifestDigest');
  }
  // The artifacts after the manifest subject: well-formed, names distinct (also from the manifest's).
  const subjectNames = new Set<string>();
  for (const [i, a] of (s.subject as unknown[]).entries()) {
    if (i === 0) {
      subjectNames.add(sub.name as string);
      continue;
    }
    assertArtifactSubject(a, `${source}: subject[${i}]`, code);
    if (subjectNames.has(a.name)) bad(`subject[${i}].name ${quoteForTerminal(a.name)} is given twice`);
    // An artifact is not the manifest: a subject carrying the manifest's digest under another name is refused.
    if (a.digest.sha256 === (sub.digest as Record<string, unknown>).sha256) bad(`subject[${i}] has the manifest subject's digest`);
    subjectNames.add(a.name);
  }
  if (p.revision === 1 && p.previousManifestDigest !== undefined) bad('revision 1 must not have a previousManifestDigest');
  if ((p.revision as number) > 1 && (typeof p.previousManifestDigest !== 'string' || !DIGEST_RE.test(p.previousManifestDigest))) {
    bad(`revision ${String(p.revision)} needs a previousManifestDigest (sha256:<64 hex>)`);
  }
  if (p.canonicalization !== CANONICALIZATION) bad(`predicate.canonicalization must be ${CANONICALIZATION}`);
  if (!Array.isArray(p.fields) || p.fields.join(',') !== SURFACE_FIELDS.join(','))
    bad(`predicate.fields must be ${JSON.stringify(SURFACE_FIELDS)}`);
  interopSetHashesIn(p, (what) => bad(`predicate: ${what}`));
  if (!isJsonObject(p.toolDigests)) bad('predicate.toolDigests must be an object');
  if (!isJsonObject(p.toolFieldDigests)) bad('predicate.toolFieldDigests must be an object');
  const toolDigests = p.toolDigests as Record<string, unknown>;
  const toolFieldDigests = p.toolFieldDigests as Record<string, unknown>;
  for (const name of Object.keys(toolDigests)) {
    const where = `predicate.toolDigests[${JSON.stringify(name)}]`;
    const v = toolDigests[name];
    if (typeof v !== 'string' || !DIGEST_RE.test(v)) bad(`${where} must be sha256:<64 hex>`);
    if (!Object.hasOwn(toolFieldDigests, name)) bad(`predicate.toolFieldDigests has no entry for tool ${JSON.stringify(name)}`);
  }
  for (const name of Object.keys(toolFieldDigests)) {
    const where = `predicate.toolFieldDigests[${JSON.stringify(name)}]`;
    if (!Object.hasOwn(toolDigests, name)) bad(`predicate.toolDigests has no entry for tool ${JSON.stringify(name)}`);
    const fields = toolFieldDigests[name];
    if (!isJsonObject(fields)) bad(`${where} must be an object`);
    for (const [f, v] of Object.entries(fields as Record<string, unknown>)) {
      if (!(SURFACE_FIELDS as readonly string[]).includes(f)) bad(`${where} has ${JSON.stringify(f)}, which is not a surface field`);
      if (typeof v !== 'string' || !DIGEST_RE.test(v)) bad(`${where}.${f} must be sha256:<64 hex>`);
    }
  }
  nonToolDigestsIn(p, (what) => bad(`predicate ${what}`), 'any');
}

/**
 * The statement inside a Sigstore bundle document (parsed JSON), read without verifying anything: the
 * DSSE envelope must carry an in-toto payload, which must be a toolseal statement. Callers that trust
 * what it says must verify the bundle first.
 */
export function statementFromBundleDocument(
  bundle: unknown,
  source = 'bundle',
  code: StatementErrorCode = 'STATEMENT_INVALID',
): { statement: ManifestStatement; payloadText: string } {
  if (!isJsonObject(bundle) || !isJsonObject(bundle.dsseEnvelope)) {
    throw new ToolsealError('INVALID_BUNDLE', `${source}: not a Sigstore bundle with a DSSE envelope`);
  }
  const env = bundle.dsseEnvelope;
  if (env.payloadType !== IN_TOTO_PAYLOAD_TYPE) {
    throw new ToolsealError(code, `${source}: DSSE payloadType is ${JSON.stringify(env.payloadType)}, not ${IN_TOTO_PAYLOAD_TYPE}`);
  }
  if (typeof env.payload !== 'string') throw new ToolsealError('INVALID_BUNDLE', `${source}: DSSE payload is not a base64 string`);
  const payloadText = base64ToUtf8(env.payload, source);
  return { statement: parseStatement(payloadText, `${source}: DSSE payload`, code), payloadText };
}

/** Whether a parsed JSON document is a Sigstore bundle (as opposed to a bare statement). */
export function isBundleDocument(doc: unknown): boolean {
  return isJsonObject(doc) && typeof doc.mediaType === 'string' && doc.mediaType.startsWith('application/vnd.dev.sigstore.bundle');
}

function base64ToUtf8(b64: string, source: string): string {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(b64)) throw new ToolsealError('INVALID_BUNDLE', `${source}: DSSE payload is not base64`);
  const bytes = Uint8Array.from(atob(b64.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  return decodeUtf8(bytes, `${source}: DSSE payload`, 'STATEMENT_INVALID');
}
