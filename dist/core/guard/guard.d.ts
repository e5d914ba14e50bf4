import { type AuditEvent } from '../report/audit.js';
import { type NonToolSurface, type RawPrompt, type RawResourceTemplate } from '../surface/non-tool-surface.js';
import { type OnChange, type ServerCheck } from '../check/check.js';
import { type ErrorCode } from '../errors.js';
import { type Lockfile } from '../lock/lock.js';
import type { ManifestPredicate } from '../statement/statement.js';
import { type RawTool } from '../surface/surface.js';
import { type VerifyComparison } from '../statement/verify-report.js';
import type { UpgradeOutcome } from '../check/upgrade-chain.js';
import type { ChangeKind } from '../check/change-kinds.js';
import { UNPINNED_VALUES, type Unpinned } from './policy-options.js';
export { UNPINNED_VALUES, type Unpinned };
/**
 * What `--unpinned` is when it is not given. With a lock file: block when the id is the server's own
 * `serverInfo.name` (a renamed server must not escape its pin), and when the lock pins other servers but
 * not this fixed id (`lock` pinned it under its serverInfo.name, `wrap` wrote its config key: the pin
 * would never be read). Allow without a lock file, for a lock that pins nothing yet, and for an id it pins.
 */
export declare function defaultUnpinned(lock: Lockfile, lockFound: boolean, serverId: string | undefined): Unpinned;
/**
 * Signed mode: the digests of a statement whose bundle was verified (steps 1 to 4 of verification), or
 * the error that verification ended in (then every list is blocked).
 */
export type SignedSurface = {
    predicate: Pick<ManifestPredicate, 'manifestDigest' | 'toolDigests' | 'toolFieldDigests' | 'instructionsDigest' | 'promptDigests' | 'resourceTemplateDigests'>;
} | {
    error: {
        code: ErrorCode;
        message: string;
    };
};
/** A reviewed snapshot's tools and what it shows beside them (instructions, prompts, templates), as reviewed. */
export interface ReviewedSurface {
    tools: readonly RawTool[];
    nonTool?: NonToolSurface;
}
export interface GuardOptions {
    /** The lock; a server it does not pin is "no lock entry", decided by `unpinned` alone. */
    lock: Lockfile;
    /** What a change other than a widening does (default `warn`). A widening always blocks. */
    onChange?: OnChange;
    /** What a server without a lock entry gets (default `allow`). */
    unpinned?: Unpinned;
    /** `--fail-on`: kinds of change that block whatever `onChange` (without reviewed text, every changed field is unclassified). */
    failOn?: readonly ChangeKind[];
    /**
     * The reviewed snapshot of this server (`--snapshot-dir`): its tools, and what it shows beside them, as
     * reviewed. Used only when it is the pinned surface (else ignored, as check ignores it): the kinds of
     * change and the pointers are read from it; without it, every changed field is `unclassified`.
     */
    reviewed?: ReviewedSurface;
    /** The id is the server's own `serverInfo.name`, which it can change (named in a NOT_PINNED notice). */
    idSelfDeclared?: boolean;
    /** There is no lock file at all (the default path, absent): a NOT_PINNED notice says so, not "no entry". */
    lockMissing?: boolean;
    /** Signed mode: any difference from the signed digests (tools, and the instructions, prompts and templates it signs) blocks. */
    signed?: SignedSurface;
    /** The time the decision is stamped with in the audit event (default: now). */
    at?: Date;
    /**
     * What the server shows the model beside its tools, as received: its `initialize` instructions and
     * every page of its prompts and resource templates (a member absent when the server has none).
     * Decided with the tools by the same rules, against the lock entry's digests of them; absent, or a lock
     * entry written before they were pinned: the tools alone are decided.
     */
    nonTool?: NonToolSurface;
    /**
     * The client capabilities the host declared (its profile, sorted names): the surface is compared with
     * the lock entry recorded for them. Absent: the host's are not known, and the server's entry is used.
     */
    clientCapabilities?: readonly string[];
    /** The `toolseal lock` arguments that pin this server for the host's profile, named when it is not pinned. */
    relockHint?: string;
    /** `rounded`: the lists were read with `--round-inexact-numbers`; decided only against an entry pinned so. */
    numbers?: 'rounded';
    /** A changed pin that names a publisher: whether the list is a signed upgrade of it (verified by the caller). */
    upgrade?: UpgradeOutcome;
}
/** Why a list was blocked: a refusal of the list itself, or a rule that the surface broke. */
export type GuardBlockCode = ErrorCode;
/** The audit event of one decision: the `mcp_tool_surface` event, plus the decision and when it was made. */
export type GuardAuditEvent = AuditEvent & {
    decision: 'allow' | 'block';
    at: string;
    /** Why the list was blocked (absent when allowed). */
    code?: GuardBlockCode;
};
export interface GuardResult {
    decision: 'allow' | 'block';
    /** The approved tools: every tool, the list given itself (the same array, not a copy), or none. */
    tools: RawTool[];
    /** The approved prompts, as the tools: all of them or none (none when the server has none). */
    prompts: RawPrompt[];
    /** The approved resource templates: all of them or none. */
    resourceTemplates: RawResourceTemplate[];
    /** Whether the server's `initialize` instructions may reach the host (false when blocked). */
    instructionsApproved: boolean;
    /** The check against the lock; null when the list itself was refused (malformed, duplicate, not canonicalizable). */
    check: ServerCheck | null;
    /** With a signed surface: the comparison with the signed digests. */
    signed?: VerifyComparison;
    audit: GuardAuditEvent;
    /** Why it was blocked (absent when allowed). */
    code?: GuardBlockCode;
    /** One line about what was withheld or changed: server id, codes, tool and field names; never server text. */
    notice?: string;
}
/**
 * Decides one server's complete tool list before any tool reaches a model, with the rules `toolseal
 * check` applies: a matched surface passes; a server with no lock entry passes or not as `unpinned`
 * says (whatever `onChange`); a change passes with a notice under `warn` and is blocked under `fail`; a
 * widening (a tool raising its own permission tier) is blocked whatever the posture; a list that is not
 * a valid tool list is blocked; in signed mode, any tool that differs from the signed digests blocks.
 * Blocked means no tool at all, not only the one that changed. Pure: reads and writes nothing.
 *
 * `tools` is the list as received (every page, in order); it is checked here, so anything may be passed.
 */
export declare function guardToolsList(serverId: string, list: unknown, options: GuardOptions): GuardResult;
/**
 * The decision for a list the guard could not take completely (a timeout, a crash, a page cap, a
 * refused message): nothing approved. `message` must hold no server text.
 */
export declare function guardRefusedList(serverId: string, error: {
    code: ErrorCode;
    message: string;
}, at?: Date): GuardResult;
