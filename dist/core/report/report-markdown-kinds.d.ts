import { type ChangeKind } from '../check/change-kinds.js';
import type { ServerCheck } from '../check/check.js';
import type { ToolChange } from '../check/drift.js';
/** Where a change sits in the review order: the index of its riskiest kind. */
export declare function reviewRank(c: Pick<ToolChange, 'kinds'>): number;
/** The changes in review order (riskiest kind first, widenings and expansions before prose), stable otherwise. */
export declare function riskiestFirst(changes: readonly ToolChange[]): ToolChange[];
/**
 * A server's changed tools grouped by kind, expansions and widenings first and prose last, so a reviewer
 * reads the risky part first; a tool with several kinds is under each. Kinds `--fail-on` fails on are marked.
 */
export declare function kindsSection(s: ServerCheck, failOn: readonly ChangeKind[] | undefined): string[];
