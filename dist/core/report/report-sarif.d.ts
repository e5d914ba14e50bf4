import type { CheckResult } from '../check/check.js';
export { SARIF_RULES, type SarifRuleId } from './sarif-rules.js';
export interface CheckSarifOptions {
    /** The file results point at: the lock (or the MCP config file), relative to the repository root. */
    artifactUri: string;
    /** The lock text, to point each result at its server's or tool's line; line 1 without it. */
    lockText?: string;
    /**
     * The MCP config file's text, when the results point at it (`--config`): each server's results sit at
     * the line of its key. Takes the place of `lockText`.
     */
    configText?: string;
}
/**
 * The check as a SARIF 2.1.0 log that GitHub code scanning accepts: one run, a rule per kind of change,
 * a result per changed tool (level `error` for a widening, and for any change under `on-change fail`),
 * located in the lock or config file at the line of the tool's pin when there is one.
 */
export declare function renderCheckSarif(result: CheckResult, options: CheckSarifOptions): Record<string, unknown>;
