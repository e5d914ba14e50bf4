import { type ArtifactSubject } from './artifact-subjects.js';
import { type NonToolDigests, type NonToolSurface } from '../surface/non-tool-surface.js';
import { type InteropSetHashes } from '../surface/interop-hashes.js';
import { type ErrorCode } from '../errors.js';
import { type Digest, type RawTool, type SurfaceField } from '../surface/surface.js';
/** in-toto Statement v1 (`_type`). */
export declare const STATEMENT_TYPE = "https://in-toto.io/Statement/v1";
/**
 * The predicate type of toolseal's statements (docs/formats.md): a URI of this project's own, versioned in its
 * last segment so a later, incompatible predicate gets a new URI instead of changing this one's meaning.
 */
export declare const PREDICATE_TYPE = "https://toolseal.dev/mcp-tool-manifest/v1";
/** The DSSE payload type of an in-toto statement (what cosign and `gh attestation` expect). */
export declare const IN_TOTO_PAYLOAD_TYPE = "application/vnd.in-toto+json";
/** The canonicalization every digest in the predicate is computed under. */
declare const CANONICALIZATION = "RFC8785";
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
    subject: [{
        name: string;
        digest: {
            sha256: string;
        };
    }, ...ArtifactSubject[]];
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
export declare function buildStatement(input: StatementInput): BuiltStatement;
/** Parses a statement's JSON text strictly and asserts it (see {@link assertStatement}). */
export declare function parseStatement(text: string, source: string, code?: StatementErrorCode): ManifestStatement;
/** `STATEMENT_INVALID` when checking something signed (exit 1); `INVALID_STATEMENT_INPUT` for a user's input file (exit 2). */
export type StatementErrorCode = Extract<ErrorCode, 'STATEMENT_INVALID' | 'INVALID_STATEMENT_INPUT'>;
/**
 * Asserts that a parsed document is a toolseal statement: in-toto Statement v1, {@link PREDICATE_TYPE},
 * a first subject whose sha256 is `predicate.manifestDigest` (then well-formed artifact subjects), well-formed digests, a positive integer
 * revision with `previousManifestDigest` present exactly when revision > 1, and the same tool names in
 * `toolDigests` and `toolFieldDigests`. It does not recompute digests (that needs the tools).
 */
export declare function assertStatement(doc: unknown, source?: string, code?: StatementErrorCode): asserts doc is ManifestStatement;
/**
 * The statement inside a Sigstore bundle document (parsed JSON), read without verifying anything: the
 * DSSE envelope must carry an in-toto payload, which must be a toolseal statement. Callers that trust
 * what it says must verify the bundle first.
 */
export declare function statementFromBundleDocument(bundle: unknown, source?: string, code?: StatementErrorCode): {
    statement: ManifestStatement;
    payloadText: string;
};
/** Whether a parsed JSON document is a Sigstore bundle (as opposed to a bare statement). */
export declare function isBundleDocument(doc: unknown): boolean;
export {};
