import type { ChangeKind } from '../check/change-kinds.js';
import type { NonToolChange } from '../surface/non-tool-surface.js';
import type { CheckResult, PinState, ServerCheck, Verdict } from '../check/check.js';
import type { ToolChangeKind } from '../check/drift.js';
import type { HintName } from '../surface/hints.js';
import type { PackageCheck } from '../check/package-check.js';
import type { Digest, SurfaceField } from '../surface/surface.js';
/**
 * The audit event (docs/formats.md), one per server per run. Exactly these members: digests, tool names, field
 * names and pointers, package names and versions, never a description, schema body or annotation value.
 */
export interface AuditEvent {
    event: 'mcp_tool_surface';
    server: string;
    /** Null when there is no surface now: the server could not be snapshotted, or is `missing`. */
    manifestDigest: Digest | null;
    toolCount: number | null;
    /** `failed`: the server could not be snapshotted completely (not checked, not approved). */
    pinState: PinState | 'failed';
    changed: Array<{
        tool: string;
        change: ToolChangeKind;
        fields: SurfaceField[];
        pointers: string[];
        /** The hints that widened ([] when none). */
        widening: HintName[];
        /** The kinds of change (names only, never schema text). */
        kinds: ChangeKind[];
    }>;
    /**
     * Present when the instructions, a prompt or a resource template changed: each named by field or name
     * (`{field: "instructions"}`, `{prompt: name}`, `{resourceTemplate: uriTemplate}`), never by its text.
     */
    changedCarriers?: AuditNonToolChange[];
    /** Present for a server started through a launcher (`npx`, `uvx`, `docker run`…): its package's state. */
    package?: AuditPackage;
    verdict: Verdict;
}
/**
 * A server's package in its audit event. `pinned`: the lock's integrity (or image digest) and the one
 * resolved now are the same; `changed`: another integrity under the same version, or the config names
 * another version than the lock; `unpinned`: the config names no exact version (`UNPINNED_PACKAGE`);
 * `new`: the lock has no package for it yet; `unresolved`: an exact version whose integrity could not be
 * found, or the lock holds none, so nothing was compared. `version` and `integrity` are what was resolved (never a guess:
 * `integrity` only when one was found); `lockedIntegrity` what the lock holds, beside a change.
 */
export interface AuditPackage {
    state: 'pinned' | 'changed' | 'unpinned' | 'new' | 'unresolved';
    ecosystem: PackageCheck['ecosystem'];
    name: string;
    version?: string;
    integrity?: string;
    lockedIntegrity?: string;
}
export type AuditNonToolChange = ({
    field: 'instructions';
} | {
    prompt: string;
} | {
    resourceTemplate: string;
}) & {
    change: NonToolChange['change'];
};
/** The audit event of one checked server. */
export declare function auditEvent(server: ServerCheck): AuditEvent;
/**
 * The JSON Lines of a run's audit events: one line per server, checked or failed (one event per
 * server per run); none when there is no server.
 */
export declare function auditLines(result: CheckResult): string;
