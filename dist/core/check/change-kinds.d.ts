import type { ToolChange } from './drift.js';
import { type SchemaWork } from './schema-kinds.js';
/** What a tool's change is, for a reviewer and for `--fail-on` (docs/formats.md, kinds of change). */
export declare const CHANGE_KINDS: readonly ["added", "annotation-narrowing", "annotation-widening", "execution", "output", "prose", "removed", "schema-expansion", "schema-narrowing", "unclassified"];
export type ChangeKind = (typeof CHANGE_KINDS)[number];
/**
 * The order a reviewer reads kinds in: what lets a caller or the server do more first, prose last
 * (the PR comment groups its tools so).
 */
export declare const KIND_REVIEW_ORDER: readonly ChangeKind[];
/**
 * The kinds of one tool's change, sorted: `added`/`removed` for a tool that came or went (an added tool
 * that widens across a rename is also `annotation-widening`); for a changed tool, the moved hints, then each
 * changed field read against the reviewed text (`description`, `title`: prose; `inputSchema`: by
 * {@link schemaChangeKinds}; `outputSchema`: `output`, or prose when only its prose changed; `execution`;
 * `annotations`: `title` is prose, the four hints their widening or narrowing, anything else
 * unclassified). Without the reviewed text (none given, or not the pinned one) each changed field is
 * `unclassified`, but for a change proven to be hint narrowings only.
 */
export declare function toolChangeKinds(c: Omit<ToolChange, 'kinds'>, work?: SchemaWork): ChangeKind[];
/**
 * Whether a change has a kind in `failOn`. `unclassified` counts as `schema-expansion`: what cannot be
 * placed may let more through.
 */
export declare function failsOn(kinds: readonly ChangeKind[], failOn: ReadonlySet<ChangeKind>): boolean;
/**
 * `--fail-on KINDS` (the CLI, the guard) or the `fail-on` input (the check action): comma-separated kind
 * names, else `USAGE` naming the option and the valid names. Empty is no kind.
 */
export declare function parseFailOn(value: string, option: string): ChangeKind[];
