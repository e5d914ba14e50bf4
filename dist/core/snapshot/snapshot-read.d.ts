import { type NumberReading } from '../json/strict-reader.js';
import { type ListedSurfaceDigests, type RawTool, type SurfaceDigests } from '../surface/surface.js';
import { type Snapshot } from './snapshot.js';
export declare function isSnapshotDocument(doc: unknown): boolean;
/**
 * Asserts a parsed snapshot document: its shape, and that its recorded digests are those of its tools
 * (a snapshot edited by hand, or cut short, does not pass as whole).
 */
export declare function assertSnapshot(doc: unknown, source?: string): asserts doc is Snapshot;
/**
 * {@link assertSnapshot}, returning the digests it computed (so a caller need not compute them again);
 * with `fields`, the field digests too (what a lock entry or a check needs).
 */
export declare function checkSnapshot(doc: unknown, source?: string, options?: {
    fields?: boolean;
}): ListedSurfaceDigests;
/**
 * The digests of a document's JSON text (a `tools/list` result, a tools array or a snapshot, as
 * {@link toolsFromDocument} accepts), read strictly tool by tool: each tool is parsed, checked, digested and
 * dropped, so a large document never exists as one tree. The same refusals as parsing the whole text and
 * then {@link toolsFromDocument} and {@link digestTools} (a snapshot's recorded digests checked too); what
 * `toolseal digest` prints.
 */
export declare function digestDocumentText(text: string, source: string): SurfaceDigests;
/**
 * {@link digestDocumentText}, keeping what a caller asks for: the tools (`keepTools`, then also in
 * `doc.tools`) and the field digests (`fields`). One strict read and one digest pass for `lock` and
 * `check`, as for `digest`.
 */
export declare function readToolsDocumentText(text: string, source: string, options?: {
    fields?: boolean;
    keepTools?: boolean;
    numbers?: NumberReading;
}): {
    doc: unknown;
    tools: RawTool[];
    digests: SurfaceDigests;
};
/**
 * Reads a snapshot document's text: {@link readToolsDocumentText} that refuses anything but a snapshot
 * (`INVALID_SNAPSHOT`). The tools are kept (in `snapshot.tools`) unless `keepTools` is false.
 */
export declare function readSnapshotText(text: string, source: string, options?: {
    fields?: boolean;
    keepTools?: boolean;
    numbers?: NumberReading;
}): {
    snapshot: Snapshot;
    digests: SurfaceDigests;
};
/**
 * The tools of any accepted document: a `tools/list` result `{ "tools": [...] }` (without `nextCursor`:
 * one page of several is not the whole list), a bare tools array, or a snapshot.
 */
export declare function toolsFromDocument(doc: unknown, source: string): {
    tools: RawTool[];
    snapshot?: Snapshot;
    digests?: ListedSurfaceDigests;
};
