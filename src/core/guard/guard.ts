import { auditEvent, type AuditEvent } from '../report/audit.js';
import { nonToolLabel, digestNonTool, type NonToolSurface, type RawPrompt, type RawResourceTemplate } from '../surface/non-tool-surface.js';
import { checkServer, type OnChange, type ServerCheck } from '../check/check.js';
import { closestName } from '../text/closest-name.js';
import { ToolsealError, type ErrorCode } from '../errors.js';
import { entryForProfile, nearestProfileEntry, pinnedProfiles, type Lockfile } from '../lock/lock.js';
import { profileText } from '../surface/client-capabilities.js';
import type { ManifestPredicate } from '../statement/statement.js';
import { assertTools, digestTools, digestToolsCompact, type RawTool } from '../surface/surface.js';
import { compareWithSigned, type VerifyComparison } from '../statement/verify-report.js';
import { signedUpgradeNote, withSignedUpgrade } from '../check/signed-upgrade.js';
import type { UpgradeOutcome } from '../check/upgrade-chain.js';
import { kindsFailedOn, withFailOn } from '../check/fail-on.js';
import type { ChangeKind } from '../check/change-kinds.js';
import { countText } from '../text/count-text.js';
import { UNPINNED_VALUES, type Unpinned } from './policy-options.js';

export { UNPINNED_VALUES, type Unpinned };

/**
 * What `--unpinned` is when it is not given. With a lock file: block when the id is the server's own
 * `serverInfo.name` (a renamed server must not escape its pin), and when the lock pins other servers but
 * not this fixed id (`lock` pinned it under its serverInfo.name, `wrap` wrote its config key: the pin
 * would never be read). Allow without a lock file, for a lock that pins nothing yet, and for an id it pins.
 */
export function defaultUnpinned(lock: Lockfile, lockFound: boolean, serverId: string | undefined): Unpinned {
  if (!lockFound) return 'allow';
  if (serverId === undefined) return 'block';
  return Object.keys(lock.servers).length > 0 && !Object.hasOwn(lock.servers, serverId) ? 'block' : 'allow';
}

/**
 * Signed mode: the digests of a statement whose bundle was verified (steps 1 to 4 of verification), or
 * the error that verification ended in (then every list is blocked).
 */
export type SignedSurface =
  | {
      predicate: Pick<
        ManifestPredicate,
        'manifestDigest' | 'toolDigests' | 'toolFieldDigests' | 'instructionsDigest' | 'promptDigests' | 'resourceTemplateDigests'
      >;
    }
  | { error: { code: ErrorCode; message: string } };

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
export function guardToolsList(serverId: string, list: unknown, options: GuardOptions): GuardResult {
  const at = (options.at ?? new Date()).toISOString();
  const onChange = options.onChange ?? 'warn';
  const unpinned = options.unpinned ?? 'allow';
  let check: ServerCheck;
  let signed: VerifyComparison | undefined;
  let missingProfile: { pinned: string[] } | undefined;
  // Checked below before anything reads it as tools.
  const tools = list as RawTool[];
  try {
    const entry = Object.hasOwn(options.lock.servers, serverId) ? options.lock.servers[serverId] : undefined;
    // The pin of the host's profile; when the lock has none, the nearest other profile's (a surface that
    // does not depend on the host matches it; a widening is still one), and the missing profile is named.
    const exact = options.clientCapabilities === undefined ? entry : entryForProfile(entry, options.clientCapabilities);
    if (entry !== undefined && exact === undefined) missingProfile = { pinned: pinnedProfiles(entry) };
    const locked = exact ?? (entry && nearestProfileEntry(entry, options.clientCapabilities));
    // A server the lock does not pin is decided on its manifest digest alone: no pin of its tools is made
    // (hundreds of bytes a tool, for a list of millions of tiny tools). The compact digest checks the
    // tools as assertTools does (same errors), without a map of every name.
    const order = locked === undefined ? digestToolsCompact(list as readonly unknown[], 'tools/list') : undefined;
    if (!order) assertTools(list, 'tools/list');
    // Malformed instructions, prompts or templates refuse the whole surface, as a malformed tool list does.
    const nonToolDigests = options.nonTool ? digestNonTool(options.nonTool) : undefined;
    check = checkServer(
      {
        serverId,
        tools,
        idSelfDeclared: options.idSelfDeclared === true,
        ...(order ? { order } : {}),
        // Read with --round-inexact-numbers: the digests say so, and are compared only with an entry pinned so.
        ...(options.numbers && locked ? { digests: { ...digestTools(tools, { fields: true }), numbers: options.numbers } } : {}),
        ...(options.nonTool ? { nonTool: options.nonTool } : {}),
        ...(options.reviewed ? { reviewedTools: options.reviewed.tools } : {}),
        ...(options.reviewed?.nonTool ? { reviewedNonTool: options.reviewed.nonTool } : {}),
      },
      locked,
      onChange,
    );
    check = withFailOn(check, options.failOn);
    if (options.signed && 'predicate' in options.signed)
      signed = compareWithSigned(options.signed.predicate as ManifestPredicate, digestTools(tools, { fields: true }), nonToolDigests);
  } catch (e) {
    if (!(e instanceof ToolsealError)) throw e;
    return refused(serverId, e.code, e.message, at);
  }
  check = withSignedUpgrade(check, options.upgrade, onChange);
  if (check.pinState === 'unpinned') {
    const verdict = unpinned === 'block' ? 'blocked' : 'continue';
    check = { ...check, verdict, approved: verdict !== 'blocked' };
  }
  // The host's profile is not pinned and its surface is not the other profile's: not pinned, decided as a
  // server the lock does not pin would be (and under --on-change fail, as a change): named once, with the
  // command that pins it, rather than as tools added.
  // Only entries added (what a server that lists more to a host that declares more does): any other
  // difference is a change of what the pin holds, decided as a change, the missing profile named beside it.
  const onlyAdded = check.changes.every((c) => c.change === 'added') && check.carrierChanges.every((c) => c.change === 'added');
  const profileUnpinned = missingProfile !== undefined && check.pinState === 'changed' && !check.widening && onlyAdded;
  if (profileUnpinned) {
    const verdict = unpinned === 'block' || onChange !== 'warn' ? 'blocked' : 'warn';
    check = { ...check, verdict, approved: verdict !== 'blocked' };
  }
  const profileAside = () =>
    `the lock has no entry for the host's client capabilities ${profileText(options.clientCapabilities)} (it pins ${missingProfile!.pinned.join('; ')})`;
  const profileNote = () =>
    `the lock pins it for client capabilities ${missingProfile!.pinned.join('; ')}, not for the host's ${profileText(options.clientCapabilities)} (its list differs: ${changeList(check)}); pin that profile with toolseal lock${(options.clientCapabilities ?? []).length > 0 ? ` --client-capabilities ${profileText(options.clientCapabilities)}` : ''}${options.relockHint ? ` ${options.relockHint}` : ''}`;
  const code = profileUnpinned && check.verdict === 'blocked' ? 'NOT_PINNED' : blockCode(check, options.signed, signed, onChange);
  const event = auditEvent(check);
  if (code === undefined) {
    const upgraded = check.verdict === 'signed-upgrade' ? signedUpgradeNote(check) : undefined;
    const notice = upgraded
      ? `SIGNED_UPGRADE: server ${JSON.stringify(serverId)}: ${upgraded}: ${changeList(check)}`
      : check.verdict !== 'warn'
        ? undefined
        : profileUnpinned
          ? `WARN NOT_PINNED: server ${JSON.stringify(serverId)}: ${profileNote()}; every tool is served`
          : `WARN SURFACE_CHANGED: server ${JSON.stringify(serverId)}: ${changeList(check)}${missingProfile ? `; ${profileAside()}` : ''}`;
    const c = options.nonTool;
    return {
      decision: 'allow',
      // The list given, not a copy (a list of millions of tools is held once).
      tools,
      prompts: [...(c?.prompts ?? [])],
      resourceTemplates: [...(c?.resourceTemplates ?? [])],
      instructionsApproved: true,
      check,
      signed,
      audit: { ...event, decision: 'allow', at },
      ...(notice ? { notice } : {}),
    };
  }
  const blockedCheck: ServerCheck = { ...check, verdict: 'blocked', approved: false };
  return {
    decision: 'block',
    ...withheld(),
    check: blockedCheck,
    signed,
    audit: { ...event, verdict: 'blocked', decision: 'block', at, code },
    code,
    notice: `BLOCKED ${code}: server ${JSON.stringify(serverId)}: ${profileUnpinned && code === 'NOT_PINNED' ? `${profileNote()}; all ${countText(check.toolCount ?? 0, 'tool')} withheld` : blockDetail(code, check, options, signed) + (missingProfile && check.pinState !== 'matched' ? `; ${profileAside()}` : '')}`,
  };
}

/** What a blocked server shows the model: nothing (no tools, prompts, templates, nor instructions). */
function withheld(): Pick<GuardResult, 'tools' | 'prompts' | 'resourceTemplates' | 'instructionsApproved'> {
  return { tools: [], prompts: [], resourceTemplates: [], instructionsApproved: false };
}

function blockCode(
  check: ServerCheck,
  signedSurface: SignedSurface | undefined,
  signed: VerifyComparison | undefined,
  onChange: OnChange,
): GuardBlockCode | undefined {
  if (check.widening) return 'PRIVILEGE_WIDENING';
  if (signedSurface && 'error' in signedSurface) return signedSurface.error.code;
  if (signed && signed.match !== 'same') return 'DIGEST_MISMATCH';
  if (check.verdict !== 'blocked') return undefined;
  if (check.pinState === 'unpinned') return 'NOT_PINNED';
  return onChange === 'signed' ? 'UNSIGNED_CHANGE' : 'SURFACE_CHANGED';
}

function blockDetail(code: GuardBlockCode, check: ServerCheck, options: GuardOptions, signed: VerifyComparison | undefined): string {
  const signedSurface = options.signed;
  switch (code) {
    case 'PRIVILEGE_WIDENING':
      return `a tool widened its own privileges: ${changeList(check)}; all ${countText(check.toolCount ?? 0, 'tool')} withheld`;
    case 'DIGEST_MISMATCH': {
      const s = signed!;
      const parts = [
        ...s.added.map((t) => `tool ${JSON.stringify(t)} added`),
        ...s.removed.map((t) => `tool ${JSON.stringify(t)} removed`),
        ...s.changed.map((t) => `tool ${JSON.stringify(t.tool)} changed (${t.fields.join(', ')})`),
        ...s.carrierChanges.map((c) => `${nonToolLabel(c)} ${c.change}`),
      ];
      return `the list differs from the signed tool digests: ${parts.join('; ') || 'manifest digest differs'}; all tools withheld`;
    }
    case 'NOT_PINNED':
      if (options.lockMissing === true)
        return `the lock file is missing, so nothing is pinned (--unpinned block); all ${countText(check.toolCount ?? 0, 'tool')} withheld`;
      if (check.idSelfDeclared)
        return `the lock has no entry for the name the server gives itself (serverInfo.name; a pinned server may have renamed itself): give --server-id, or --unpinned allow; all ${countText(check.toolCount ?? 0, 'tool')} withheld`;
      return `${unpinnedIdNote(check.serverId, options)}; all ${countText(check.toolCount ?? 0, 'tool')} withheld`;
    case 'SURFACE_CHANGED': {
      const kinds = kindsFailedOn(check, options.failOn);
      const why = kinds.length > 0 && options.onChange !== 'fail' ? `--fail-on ${kinds.join(',')}` : '--on-change fail';
      return `the surface changed (${why}): ${changeList(check)}; all ${countText(check.toolCount ?? 0, 'tool')} withheld`;
    }
    case 'UNSIGNED_CHANGE':
      return `the surface changed and is not a signed upgrade (--on-change signed; ${signedUpgradeNote(check) ?? 'the pin names no publisher'}): ${changeList(check)}; all ${countText(check.toolCount ?? 0, 'tool')} withheld`;
    default:
      // The signed bundle failed verification at start.
      return `the signed bundle did not verify (${signedSurface && 'error' in signedSurface ? signedSurface.error.message : code}); all tools withheld`;
  }
}

/** Why a fixed id is not pinned: the ids the lock does pin (a few, each cut short), the nearest named, and how to pin this one. */
function unpinnedIdNote(serverId: string, options: GuardOptions): string {
  const ids = Object.keys(options.lock.servers);
  if (ids.length === 0) return `the lock has no entry for this server (--unpinned block)`;
  const shown = ids.slice(0, 10).map((id) => JSON.stringify(id.length > 64 ? `${id.slice(0, 64)}…` : id));
  const near = closestName(serverId, ids);
  const more = ids.length > shown.length ? ` and ${ids.length - shown.length} more` : '';
  // Without the CLI's whole command (a library caller), say what `--server-id` needs beside it: alone it pins nothing.
  const pin = options.relockHint
    ? `toolseal lock ${options.relockHint}`
    : `toolseal lock --server-id ${JSON.stringify(serverId)} and the server (-- COMMAND ARGS or --url URL)`;
  return `the lock has no entry for this id; it pins ${shown.join(', ')}${more}${near !== undefined ? ` (did you mean ${JSON.stringify(near)}?)` : ''}: pin this id with ${pin}, or give --unpinned allow`;
}

/** Tools and fields (with their kinds), instructions, prompts and templates of a check's changes, as names only (never their text). */
function changeList(check: ServerCheck): string {
  const all = [
    ...check.changes.map((c) => {
      const widened = c.hints.filter((h) => h.class === 'widening').map((h) => h.hint);
      // The kinds as report-text shows them (names only: a kind is never server text).
      const what =
        c.change === 'changed'
          ? ` (${[...c.fields].join(', ')}${widened.length ? `; widened ${widened.join(', ')}` : ''})${c.kinds.length ? ` [${c.kinds.join(', ')}]` : ''}`
          : ` ${c.change}`;
      return () => `tool ${JSON.stringify(c.tool)}${what}`;
    }),
    ...check.carrierChanges.map((c) => () => `${nonToolLabel(c)} ${c.change}`),
  ];
  const shown = all.slice(0, 20).map((f) => f());
  const more = all.length > shown.length ? `; and ${all.length - shown.length} more` : '';
  return shown.join('; ') + more;
}

/** A list that could not be read as a complete, valid tool list: nothing approved. */
function refused(serverId: string, code: ErrorCode, message: string, at: string): GuardResult {
  const audit: GuardAuditEvent = {
    event: 'mcp_tool_surface',
    server: serverId,
    manifestDigest: null,
    toolCount: null,
    pinState: 'failed',
    changed: [],
    verdict: 'blocked',
    decision: 'block',
    at,
    code,
  };
  return {
    decision: 'block',
    ...withheld(),
    check: null,
    audit,
    code,
    notice: `BLOCKED ${code}: server ${JSON.stringify(serverId)}: ${message}; all tools withheld`,
  };
}

/**
 * The decision for a list the guard could not take completely (a timeout, a crash, a page cap, a
 * refused message): nothing approved. `message` must hold no server text.
 */
export function guardRefusedList(serverId: string, error: { code: ErrorCode; message: string }, at: Date = new Date()): GuardResult {
  return refused(serverId, error.code, error.message, at.toISOString());
}
