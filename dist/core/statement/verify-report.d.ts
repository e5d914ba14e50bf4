import { type NonToolChange, type NonToolDigests } from '../surface/non-tool-surface.js';
import type { ManifestPredicate } from './statement.js';
import { type Digest, type SurfaceDigests, type SurfaceField } from '../surface/surface.js';
/** One tool whose digest differs between the signed statement and the live surface. */
export interface ChangedTool {
    tool: string;
    /** The surface fields whose digest differs (added or removed fields included), in SURFACE_FIELDS order. */
    fields: SurfaceField[];
}
/** The signed digests against the live (or snapshot) ones (verification step 5). */
export interface VerifyComparison {
    match: 'same' | 'different';
    signedManifestDigest: Digest;
    liveManifestDigest: Digest;
    added: string[];
    removed: string[];
    changed: ChangedTool[];
    /**
     * The instructions, prompts and templates whose signed digest differs from the live one (by kind and
     * name). `carriersCompared` is false when the statement does not sign them, or the live surface (an
     * older snapshot file) does not carry them: then the tools alone were compared.
     */
    carrierChanges: Array<Omit<NonToolChange, 'text'>>;
    carriersCompared: boolean;
    /**
     * The signed digests match, but these signed interop set hashes (over whole definitions) are not the live
     * ones: a change outside the fields toolseal pins (`_meta`, `icons`), reported, not a mismatch.
     */
    interopDiffers?: Array<'toolSetHash' | 'promptSetHash'>;
}
/** Everything a verification established, for the text, Markdown and JSON reports. */
export interface VerifyReport {
    bundle: string;
    signer: {
        identity: string | undefined;
        issuer: string | undefined;
        sourceRepository: string | undefined;
        sourceRepositoryOwner: string | undefined;
    };
    statement: {
        server: string;
        serverVersion: string;
        revision: number;
        manifestDigest: Digest;
    };
    /** The namespace owner checked (`io.github.<owner>/…`), or undefined when the rule did not apply. */
    namespaceOwner: string | undefined;
    live: {
        server: string;
        source: string;
        toolCount: number;
    };
    comparison: VerifyComparison;
}
/**
 * Compares the signed predicate with the live surface's digests: `same` exactly when the manifest
 * digests are equal; otherwise the tools added (live only), removed (signed only) and changed, each
 * changed tool with the fields whose `toolFieldDigests` entry differs.
 */
export declare function compareWithSigned(predicate: ManifestPredicate, live: SurfaceDigests, liveNonTool?: NonToolDigests): VerifyComparison;
/** The names of every tool that differs (added, removed, changed), sorted: the `changed-tools` output. */
export declare function changedToolNames(c: VerifyComparison): string[];
/** The report as JSON-ready data (`--json`): plain objects and arrays only. */
export declare function verifyReportJson(r: VerifyReport): Record<string, unknown>;
/**
 * Human text for a terminal. Server and certificate strings are quoted with quoteForTerminal: JSON quoting
 * leaves C1 controls (U+009B is a CSI) and bidi overrides raw, which could drive the terminal or reorder a line.
 */
export declare function renderVerifyText(r: VerifyReport): string;
/**
 * Markdown for a job summary or `--markdown FILE`. Every server- or certificate-supplied string goes
 * through mdText, so none can break out of the table or inject links, mentions or HTML.
 */
export declare function renderVerifyMarkdown(r: VerifyReport): string;
