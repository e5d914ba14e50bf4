import { type NonToolSurface, type RawPrompt, type RawResourceTemplate } from '../surface/non-tool-surface.js';
import { type InteropSetHashes } from '../surface/interop-hashes.js';
import { ToolDigestTable } from '../surface/tool-digest-table.js';
import { type Digest, type RawTool, type SurfaceDigests } from '../surface/surface.js';
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
    serverInfo: {
        name: string;
        version: string;
    } & Record<string, unknown>;
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
export declare function buildSnapshot(input: SnapshotInput, options?: BuildSnapshotOptions): Snapshot;
/**
 * {@link buildSnapshot} with the tool digests apart, in a table (no record: a snapshot of millions of tiny
 * tools is written out from the table without a string and an entry per tool; the tools must not be changed
 * afterwards), and with `fields` the digests it computed (field digests and hints included, and the tools'
 * pins as the lock's bytes): a pin is made from them with no second hash.
 */
export declare function buildSnapshotWithDigests(input: SnapshotInput, options?: BuildSnapshotOptions): {
    snapshot: SnapshotWithoutToolDigests;
    toolDigests: ToolDigestTable;
    digests?: SurfaceDigests;
};
/**
 * `s` with its `toolDigests` record (a copy: `s` is not changed), placed where `s` has one, else after
 * `manifestDigest` (the order of docs/formats.md).
 */
export declare function snapshotWithToolDigests<S extends Omit<SnapshotWithoutToolDigests, 'tools'>>(s: S, toolDigests: ToolDigestTable): S & Pick<Snapshot, 'toolDigests'>;
/**
 * A snapshot's non-tool parts, or undefined for a snapshot taken before they were pinned (it says nothing about
 * them: such a surface is checked for its tools only).
 */
export declare function nonToolOfSnapshot(s: Omit<Snapshot, 'tools' | 'toolDigests'>): NonToolSurface | undefined;
/**
 * The interop set hashes of a snapshot, its tool set hash given: prompts and instructions from what it holds
 * when it carries them (a snapshot taken before they were, or of a tools document: null).
 */
export declare function interopOfSnapshot(s: Pick<Snapshot, 'instructions' | 'prompts' | 'surfaceDigest'>, toolSetHash: Digest): InteropSetHashes;
