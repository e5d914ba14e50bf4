import { type CheckResult, type ServerCheck } from '../check/check.js';
import type { ToolChange } from '../check/drift.js';
export { escapeForTerminal, jsonForTerminal, quoteForTerminal } from '../text/terminal-text.js';
export interface TextReportOptions {
    /** ANSI colour (the caller decides: a terminal, and no NO_COLOR). */
    color?: boolean;
}
/** The human report of a check: a line per server and a line per change (pointers indented below). */
export declare function renderCheckText(result: CheckResult, options?: TextReportOptions): string;
/**
 * Why a check did not pass, as one sentence for the `toolseal: CODE: …` line on stderr (undefined when it
 * passed). The report on stdout has the details; this line says which servers and what to do next.
 */
export declare function checkFailureMessage(result: CheckResult): string | undefined;
/** An added tool's hints that are not the MCP defaults, as `readOnlyHint true, destructiveHint false`. */
export declare function privilegedText(c: ToolChange): string;
/** The lines of one server's changes (for `lock`, which shows what a re-pin would change). */
export declare function renderChangesText(s: ServerCheck, options?: TextReportOptions): string;
