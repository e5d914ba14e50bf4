/**
 * Where audit events go: JSON Lines (one event a line, see docs/formats.md), appended. `check` appends
 * one event per server per run, the guard one per decision; both through this one writer.
 */
export interface AuditSink {
    /** Appends these lines (each a JSON event ending in a newline). Throws IO_ERROR when it cannot. */
    append(jsonLines: string): void;
}
/** The audit file `file`, appended to (created readable by all: it holds digests and names, no secret). */
export declare function auditFile(file: string): AuditSink;
