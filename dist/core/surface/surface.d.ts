import type { Buffer } from '../../external-types.js';
import { type EffectiveHints } from './hints.js';
import { CanonicalWriter } from '../json/jcs.js';
import type { NonToolDigests } from './non-tool-surface.js';
import { type ToolInterop } from './interop-hashes.js';
export type { ToolInterop } from './interop-hashes.js';
/**
 * The seven surface fields (docs/formats.md), in RFC 8785 key order. The one list of them.
 */
export declare const SURFACE_FIELDS: readonly ["annotations", "description", "execution", "inputSchema", "name", "outputSchema", "title"];
export type SurfaceField = (typeof SURFACE_FIELDS)[number];
export type Digest = `sha256:${string}`;
/** A tool as a server sent it: an object with a non-empty string `name`, anything else kept as received. */
export type RawTool = {
    name: string;
} & Record<string, unknown>;
/** `"sha256:" + hex(sha256(UTF-8 bytes of text))` */
export declare function sha256Digest(text: string): Digest;
/** The present surface fields of a tool, in a null-prototype object (a `__proto__` key stays a key). */
export declare function surfaceOf(tool: RawTool): Record<string, unknown>;
export declare function presentFields(tool: RawTool): SurfaceField[];
/** `sha256(JCS(surface(tool)))` */
export declare function toolDigest(tool: RawTool): Digest;
/** `sha256(JCS(tool[field]))` for a present surface field. */
export declare function fieldDigest(tool: RawTool, field: SurfaceField): Digest;
/** The name-keyed manifest `{ [name]: surface(tool) }`, null-prototype. */
export declare function manifestOf(tools: readonly RawTool[]): Record<string, Record<string, unknown>>;
/** `sha256(JCS(manifest))` */
export declare function manifestDigest(tools: readonly RawTool[]): Digest;
export interface ToolDigests {
    digest: Digest;
    /** field → fieldDigest, present fields only (when asked for). */
    fields?: Partial<Record<SurfaceField, Digest>>;
    /** The tool's effective hints (with the field digests: with them, a pin needs nothing more of the tool). */
    hints?: EffectiveHints;
}
export interface SurfaceDigests {
    manifestDigest: Digest;
    /**
     * JCS(manifest): the manifest file's exact text, whose sha256 is the manifest digest. Computed again
     * from the tools at each call (it is as large as the surface, and only a signer writes it).
     */
    manifestText(): string;
    /** name → digests, names in RFC 8785 order; absent when {@link pinBytes} holds them ({@link toolDigestsOf}). */
    tools?: Map<string, ToolDigests>;
    /** Whether each tool's entry has its field digests and effective hints. */
    withFields: boolean;
    /**
     * The tools' pins as the lock writes them, when reading a tools document made them (with the field
     * digests): then `tools` is absent until {@link toolDigestsOf} reads them back.
     */
    pinBytes?: ToolPinBytes;
    /**
     * The digests of the instructions, prompts and resource templates beside these tools, when the same
     * read or build computed them: a pin or a check of those non-tool parts takes them instead of hashing again.
     */
    nonTool?: NonToolDigests;
    /** The tools' definition hashes and set hash (the tool definition hash v1), from the same pass. */
    interop?: ToolInterop;
    /** `rounded`: the tools were read with a number a double cannot hold exactly allowed, as the nearest double (`--round-inexact-numbers`). */
    numbers?: 'rounded';
}
/** {@link SurfaceDigests} with every tool's digests at hand (what {@link digestTools} returns). */
export type ListedSurfaceDigests = SurfaceDigests & {
    tools: Map<string, ToolDigests>;
};
/**
 * name → digests of `d`, names in RFC 8785 order: `d.tools`, or when `d` kept the tools' pins as bytes
 * only, the digests read back from them (kept in `d.tools` for the next reader).
 */
export declare function toolDigestsOf(d: SurfaceDigests): Map<string, ToolDigests>;
/** A `name → digest` record with a null prototype (tool names like `__proto__` are ordinary keys). */
export declare function toolDigestRecord(tools: Map<string, {
    digest: Digest;
}>): Record<string, Digest>;
/**
 * Every tool's pin as bytes: for each tool, in name order, the exact text the lock file has for it in the
 * server's `tools` record (see {@link ToolDigester}), and its digest.
 */
export interface ToolPinBytes {
    /** The tool names, in RFC 8785 order. */
    readonly names: readonly string[];
    /** name → tool digest (the same as `tools`' digests, without building the field digests' objects). */
    readonly digests: ReadonlyMap<string, Digest>;
    /** Whether a name is one JavaScript enumerates first (an array index, such as `10`). */
    readonly indexLike: boolean;
    /** Each tool's digests, field digests and hints, read back from its pin's bytes (made anew at each call). */
    toolDigests(): Map<string, ToolDigests>;
    /** The length in bytes of the server's `tools` record as the lock writes it (two-space indent, at the depth of a lock's pins). */
    readonly recordLength: number;
    /** The bytes of that record given in order to `put`, piece by piece where each is kept (none copied). */
    eachRecordPiece(put: (bytes: Buffer, start: number, end: number) => void): void;
    /** Where that record would end if it were written in `bytes` at `at` (it is there, byte for byte); -1 when it is not. */
    matchRecordAt(bytes: Buffer, at: number): number;
}
/**
 * All digests of a tool list in one pass. The tools are put in RFC 8785 name order first; then each
 * tool's canonical surface is written as bytes into one reused buffer, field after field (the seven
 * fields are in RFC 8785 key order), hashed on its own and fed to the manifest hash: no canonical text is
 * kept, or even made. With `fields`, each field's slice of those bytes is hashed too (its field digest).
 */
export declare function digestTools(tools: readonly RawTool[], options?: {
    fields?: boolean;
}): ListedSurfaceDigests;
/**
 * How many tool surfaces this process has written as canonical bytes to hash (one a tool per digest
 * pass): what a test reads to see that a command hashes each tool once. Counting only.
 */
export declare const surfaceWrites: {
    count: number;
};
/**
 * Writes JCS(surface(tool)) into `w` (reset first) and returns the field digests when asked for. A field
 * that cannot be canonicalized is named with its tool.
 */
export declare function writeSurface(w: CanonicalWriter, tool: RawTool, withFields: boolean, 
/** Given: each field's sha256 as a 32-character binary (latin1) string, by its position in SURFACE_FIELDS (undefined: absent). */
fieldDigests?: Array<string | undefined>, 
/** Given: where each field's value is in `w`'s bytes, `[2i]` to `[2i+1]` for field `i` of SURFACE_FIELDS (-1: absent). */
ranges?: Int32Array): Partial<Record<SurfaceField, Digest>> | undefined;
/** A name JavaScript enumerates before the others, in numeric order (an array index: `0` to `4294967294`). */
export declare function isArrayIndex(name: string): boolean;
export declare function sha256Bytes(bytes: Uint8Array): Digest;
/**
 * Asserts a tools array: each tool an object with a non-empty string name (`MALFORMED_TOOL`), no two
 * tools with one name (`DUPLICATE_TOOL_NAME`, naming both positions).
 */
export declare function assertTools(tools: unknown, where?: string): asserts tools is RawTool[];
/**
 * Asserts the tool at position `i` of a list (see {@link assertTools}); `seen` maps the names of the tools
 * before it to their positions, and gets this one's.
 */
export declare function assertTool(t: unknown, i: number, where: string, seen: Map<string, number>): asserts t is RawTool;
/** Asserts that the tool at position `i` is an object with a non-empty string name of its own (`MALFORMED_TOOL`). */
export declare function assertToolShape(t: unknown, i: number, where: string): asserts t is RawTool;
/**
 * A tool list's manifest digest and name order, for lists of millions of tools: 4 bytes per tool, no
 * string, object or digest kept per tool (what `snapshot` of a live server keeps). Each tool's digest is
 * computed again when asked for ({@link toolDigestsInOrder}): 32 bytes a tool would be a tenth of the peak.
 */
export interface ToolOrder {
    manifestDigest: Digest;
    /** The tools' positions in the list, in RFC 8785 order of their names. */
    order: Uint32Array;
    /** The tool definition hash v1's set hash of the list (no definition hash kept). */
    toolSetHash: Digest;
}
/** Each tool's digest, sha256(JCS(surface)), in the order of `order` (the tools unchanged since). */
export declare function toolDigestsInOrder(tools: readonly RawTool[], order: Uint32Array): Generator<Digest>;
/**
 * The same checks and manifest digest as {@link digestTools}, kept as a {@link ToolOrder}. The names are
 * checked by sorting positions rather than with a map of every name: the error is the one
 * {@link assertTools} gives (the first position that is malformed or repeats an earlier name).
 */
export declare function digestToolsCompact(tools: readonly unknown[], where?: string): ToolOrder;
