import { CanonicalWriter } from '../json/jcs.js';
import type { Digest, RawTool } from './surface.js';
/** The interop hashes of one server (what `digest --json` prints under `interop`). */
export interface InteropHashes {
    /** name → `sha256:` + hex(sha256(JCS(the whole tool as sent))), names in UTF-16 code-unit order. */
    definitionHashes: Record<string, Digest>;
    toolSetHash: Digest;
    /** Null when no prompt listing was taken (a tools document, or a server without the prompts capability). */
    promptSetHash: Digest | null;
    /** Null when the server sent no instructions (or none were taken). */
    instructionsHash: Digest | null;
}
/** The three hashes a lock entry, a statement, a snapshot and a registry fragment carry. */
export type InteropSetHashes = Omit<InteropHashes, 'definitionHashes'>;
/** The names of the set hashes, in the order reports name a mismatch. */
export declare const INTEROP_SET_HASH_NAMES: readonly ["toolSetHash", "promptSetHash", "instructionsHash"];
/**
 * Writes JCS(definition) as the v1 recipe asks: every member the server sent, an unpaired surrogate
 * escaped (`\udead`) instead of refused. Numbers are the doubles the reader made (an integer beyond 2^53
 * rounded, as RFC 8785 reads it). `surface`: the same definition's members already written canonically
 * (its surface fields, by `ranges[2i]`..`ranges[2i+1]` of `bytes` for field `i` of `fields`), copied rather
 * than written again.
 */
export declare function writeDefinition(w: CanonicalWriter, definition: Record<string, unknown>, surface?: {
    bytes: Uint8Array;
    fields: readonly string[];
    ranges: Int32Array;
}): void;
/** A writer for {@link writeDefinition} (lone surrogates escaped). */
export declare function definitionWriter(initialSize?: number): CanonicalWriter;
/** The definition hash of one tool or prompt object, `sha256:` + hex. */
export declare function definitionHash(definition: unknown, where?: string): Digest;
/**
 * A set hash fed one definition at a time, in RFC 8785 order of distinct names (a tool list toolseal
 * accepts): its lines come in order, so none is kept.
 */
export declare class SortedSetHash {
    private readonly h;
    private first;
    add(name: string, hash: Digest): void;
    finish(): Digest;
}
/**
 * The set hash of a listing: its `name:hash` lines (hash as bare hex), sorted by name in UTF-16 code units
 * and, for one name, by hash, joined with `\n` (none at the end), hashed as UTF-8.
 */
export declare function setHashOf(entries: Iterable<readonly [string, Digest]>): Digest;
/** The `name:hash` lines of a set hash, in their order. */
export declare function setLines(entries: Iterable<readonly [string, Digest]>): string[];
/**
 * The set hash of a listing of definitions (tools or prompts): each must be an object with a string `name`
 * (`MALFORMED_TOOL` / `MALFORMED_PROMPT` otherwise: such a listing has no set hash).
 */
export declare function listingSetHash(definitions: readonly unknown[], where: string, kind?: 'tool' | 'prompt'): Digest;
/** sha256 of the instructions' UTF-8 bytes (an unpaired surrogate as U+FFFD), or null when there are none. */
export declare function instructionsHashOf(instructions: string | null | undefined): Digest | null;
/** The set hashes of a server's parts beside its tools: a prompt listing (when taken) and instructions. */
export declare function nonToolInteropHashes(c: {
    instructions?: string;
    prompts?: readonly unknown[];
}): Omit<InteropSetHashes, 'toolSetHash'>;
/**
 * Reads the set hashes a document carries under `interop` (a lock entry, a statement's predicate, a
 * snapshot); undefined when it has none (written before toolseal computed them). `bad` names the place of
 * what is wrong.
 */
export declare function interopSetHashesIn(doc: Record<string, unknown>, bad: (what: string) => never): InteropSetHashes | undefined;
/**
 * The first set hash that differs between a recorded set and the one computed now, by name
 * (`toolSetHash`, `promptSetHash`, `instructionsHash`); undefined when all three agree.
 */
export declare function interopMismatch(recorded: InteropSetHashes, now: InteropSetHashes): (typeof INTEROP_SET_HASH_NAMES)[number] | undefined;
/** The tool definition hash v1 of a tool list: each whole tool's hash (by name, in RFC 8785 order) and the set hash. */
export interface ToolInterop {
    definitionHashes: Map<string, Digest>;
    toolSetHash: Digest;
}
/**
 * The definition hash of each tool, taken just after its surface was written: the whole tool is written with
 * the surface fields' bytes copied from there (not written again), an unpaired surrogate outside them escaped.
 */
export declare class DefinitionHasher {
    private readonly fields;
    /** Where writeSurface put each field's bytes (given to it as its `ranges`). */
    readonly ranges: Int32Array;
    private readonly w;
    /** `fields`: the surface fields, in the order writeSurface writes them. */
    constructor(fields: readonly string[]);
    /** The definition hash of `tool`, whose canonical surface is `surface` (the ranges just set by writeSurface). */
    hash(tool: RawTool, surface: Uint8Array): Digest;
}
/** The interop hashes of tools given in RFC 8785 order of distinct names. */
export declare function toolInteropOf(entries: Iterable<readonly [string, Digest]>): ToolInterop;
