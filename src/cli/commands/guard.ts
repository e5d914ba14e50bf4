import { parseOnChange, parseUnpinned } from '../../core/guard/policy-options.js';
import { parseFailOn } from '../../core/check/change-kinds.js';
import { ToolsealError } from '../../core/errors.js';
import { defaultUnpinned, type SignedSurface } from '../../core/guard/guard.js';
import { GITHUB_ACTIONS_ISSUER } from '../../core/statement/identity-policy.js';
import { DEFAULT_LOCK_FILE } from '../../core/lock/lock.js';
import { readMcpConfig } from '../../mcp/config/config-file.js';
import type { LiveServerSpec, ServerSpec } from '../../mcp/server/server-spec.js';
import { GuardProxy } from '../../guard/proxy.js';
import { StderrSink } from '../../guard/stderr-sink.js';
import { withConfigOAuth } from '../../mcp/snapshot/server-snapshots.js';
import { readLockIfAny } from '../../run/check-inputs.js';
import { reviewedLookup } from '../../run/guard-reviewed.js';
import { guardSignedSurface } from '../../run/guard-signed.js';
import { signerPolicyOf } from '../../run/verify-options.js';
import { guardUpgradeLookup } from '../../run/signed-upgrade.js';
import { resolve } from 'node:path';
import { relockCommand, relockWords } from '../../run/relock-command.js';
import type { Command, CommandContext } from '../command.js';
import { limitsFromArgs, serverSpecFromArgs } from '../server-args.js';
import { guardUpgradeSourcesFromArgs } from '../upgrade-args.js';
import { GUARD_OPTIONS } from '../../mcp/config/wrapped-entry.js';

function str(ctx: CommandContext, name: string): string | undefined {
  const v = ctx.values[name];
  return typeof v === 'string' ? v : undefined;
}

export const command: Command = {
  name: 'guard',
  summary: 'run an MCP server behind a proxy that withholds its tools when they fail the pin',
  help: `Usage: toolseal guard [--lock FILE] [--server-id ID] [--on-change warn|fail] [--unpinned allow|block]
                      [--audit FILE] [--fail-on KINDS [--snapshot-dir DIR]] [--bundle B (--certificate-identity I | --certificate-identity-regexp R)
                       [--source-repo OWNER/REPO | --allow-reusable-callers] | (--repo OWNER/REPO | --owner OWNER)
                       [--signer-workflow W] [--signer-ref REF]) [--certificate-oidc-issuer U] [--server-name N]
                       [--trusted-root F]] [--round-inexact-numbers]
                      ([--env K=V] [--cwd DIR] -- CMD [ARGS...] | --url URL [--header "K: V"] [--transport auto|http|sse] [--oauth ...])

A transparent MCP proxy for a host's config: the host talks MCP to the guard on its stdin and stdout; the
guard starts the stdio server (or reaches the server at --url) and passes every message through unchanged
and in order, both ways, except:
  - tools/list: the guard takes the server's complete list itself (every page, within the bounds below),
    decides, and answers with one page holding the approved tools, each exactly as the server sent it;
  - tools/call for a tool that is not approved: JSON-RPC error -32602
    'tool "<name>" is blocked by toolseal: <CODE>'; the server never sees it;
  - prompts/list and resources/templates/list: answered the same way (all entries, or none when blocked);
  - prompts/get for a prompt that is not approved: JSON-RPC error -32602
    'prompt "<name>" is blocked by toolseal: <CODE>'; the server never sees it;
  - initialize: before the host gets the answer, the guard ends the handshake itself and decides the
    whole surface; a blocked server's answer reaches the host without its instructions;
  - notifications/tools/list_changed (and prompts/, resources/) is forwarded; the next list or call is
    decided afresh, and a decision the change overtook is not used;
  - a request from the server (sampling/createMessage, elicitation/create, roots/list; not ping) while
    its surface is blocked or not yet decided: JSON-RPC error -32600 back to the server; the host never
    sees it;
  - every line passed on either way is exactly one JSON-RPC message: a batch, a line that is not JSON, a
    raw CR or other control character, an answer with id null or to no request of the host is not
    passed on (from the host: answered with a JSON-RPC error; from the server: named on stderr).

Instructions, prompts and resource templates are decided with the tools, against the lock entry's digests
of them (a change is decided by --on-change); a lock entry without those digests decides the tools only.

The decision applies the rules of toolseal check to the server's pin in the lock:
  matched                               every tool
  no lock entry                         every tool (--unpinned block: none, NOT_PINNED; the default
                                        with a lock file for a serverInfo.name id, and for a fixed id
                                        when the lock pins other servers: the line names them)
  no entry for the host's capabilities  the entry pinned for the capabilities the host's initialize
                                        declares (roots, sampling, elicitation; lock --client-capabilities)
                                        is used; pinned for others only: a list that only adds to the
                                        nearest is NOT_PINNED (blocked under --on-change fail or
                                        --unpinned block, else a WARN line), any other difference a change
  changed, --on-change warn             every tool, and a WARN line on stderr naming tools and fields
  changed, --on-change fail             none (SURFACE_CHANGED)
  a tool widened its own privileges     none, whatever the posture (PRIVILEGE_WIDENING)
  an incomplete or invalid list         none (SNAPSHOT_INCOMPLETE, DUPLICATE_TOOL_NAME, MALFORMED_TOOL, ...)
  --bundle: any tool unlike the signed  none (DIGEST_MISMATCH); a bundle that fails verification at start
    tool digests                        blocks every list (with its own code)
Withholding prints one line on stderr: toolseal guard: BLOCKED <CODE>: server "<id>": <tools and fields>
(names only, never server text). Each decision appends one mcp_tool_surface audit event to --audit.

Options:
  --lock FILE                       the lock (default ${DEFAULT_LOCK_FILE}, which may be absent: a WARN
                                    line, no lock entry; a --lock that does not exist is exit 2)
  --server-id ID                    the server's id in the lock (default: the server's serverInfo.name; a
                                    server can rename itself, so with a lock file a name it does not pin
                                    is blocked, NOT_PINNED, unless --unpinned allow is given, and so is a
                                    fixed id a lock that pins other servers does not pin; toolseal wrap
                                    always writes --server-id, the config key)
  --on-change warn|fail|signed      what a change other than a widening does (default warn); signed: only
                                    a signed upgrade of a pin that names a publisher is served
                                    (else UNSIGNED_CHANGE)
  --upgrade-bundle B                signed upgrades: a bundle file, https URL or folder of bundles holding
                                    the statements from the pinned revision to the server's (repeatable);
                                    verified under the lock entry's publisher, within --timeout, cached
  --upgrade-repo OWNER/REPO         signed upgrades: GitHub's attestations of OWNER/REPO
  --upgrade-registry URL            signed upgrades: the statement the MCP registry at URL names in its entry
                                    of the pin's server name (read as verify --registry reads it)
  --fail-on KINDS                   kinds of change that block whatever --on-change (comma-separated;
                                    without --snapshot-dir a changed field is unclassified, which
                                    counts as schema-expansion)
  --snapshot-dir DIR                reviewed snapshots written by lock --snapshot-dir: the server id's
                                    (<server id>.snapshot.json), when it is the pinned surface, gives each
                                    change its kinds (prose, schema-expansion...); read at start (a folder
                                    that is missing or cannot be read: exit 2)
  --unpinned allow|block            what a server the lock does not pin gets (default allow; block when
                                    a lock file exists and the id is the server's own serverInfo.name,
                                    or the lock pins other servers)
  --audit FILE                      append one JSON Lines audit event per decision
  --bundle B                        signed mode: a toolseal bundle (path or https URL), verified once at start;
                                    a URL is fetched within --timeout, beside the server's start (the host's
                                    initialize waits for it; unanswered: every list blocked, IO_ERROR)
  --repo OWNER/REPO                 the signer: a GitHub Actions workflow of this repository, run in it
  --owner OWNER                     the signer: a workflow of any repository of this owner
  --signer-workflow W               only this workflow: .github/workflows/FILE (in --repo), or
                                    OWNER/REPO/.github/workflows/FILE (a reusable workflow)
  --signer-ref REF                  only a run at this ref, exactly (refs/tags/v1.2.0)
  --certificate-identity I          the signer's SAN, exactly (instead of --repo or --owner)
  --certificate-identity-regexp R   a pattern that must match the whole SAN
                                    A github.com workflow SAN must also have run in its own repository (a
                                    reusable workflow's SAN is the same whoever calls it), unless:
  --source-repo OWNER/REPO          the run must be in this repository (the caller you trust)
  --allow-reusable-callers          a run in any repository that calls the workflow is accepted
  --certificate-oidc-issuer U       the signer's OIDC issuer (default ${GITHUB_ACTIONS_ISSUER})
  --server-name N                   the statement must be for this server
  --trusted-root F                  a trusted root JSON (default: the public-good root shipped with toolseal, nothing fetched;
                                    verify follows rotations through TUF)
  --offline                         the public-good root shipped with toolseal, said explicitly (as check; not
                                    with --trusted-root)
Server (one of):
  -- CMD [ARGS...]                  a stdio server, started without a shell (--env K=V, --cwd DIR)
  --url URL                         Streamable HTTP or SSE (--transport auto|http|sse, --header "K: V");
                                    --oauth and its options as for snapshot: authorized when the server
                                    first asks, the host's message waiting (a cached token serves alone);
                                    --protocol auto|2025-11-25|2026-07-28 (auto: server/discover first,
                                    over Streamable HTTP without --oauth; a 2026-07-28 server is spoken to
                                    in that revision, the host answered in the 2025 era)
                                    A stdio server takes --protocol too (auto: the host's initialize is
                                    sent; refused by a 2026-07-28-only server, the host is answered from
                                    server/discover and the server spoken to in that revision)
  --config FILE --server NAME       a server of a client config (its key is the server id)
Bounds on each list: --timeout SECONDS (from when the list is asked for), --max-pages N, --max-tools N,
--max-bytes N (also the longest message passed on)
--round-inexact-numbers: a number a double cannot hold exactly (an int64 bound) in the server's lists is read as
RFC 8785 reads it, the nearest double, for a lock entry pinned so ("numbers": "rounded"); without it such a list
is withheld, and an entry pinned so is decided only with it
Over --url: --max-bytes bounds each answer and each SSE event too (past it, the host's request gets a JSON-RPC
error); the host's requests go to the server side by side, each with a deadline of --timeout (then the host
gets a JSON-RPC error and the server notifications/cancelled; progress on the request restarts it)

Exit: when the host closes stdin, the guard ends the server (and every process it started) and exits 0;
when the server ends, the guard exits with the server's exit code; 4 if the server could not be started;
2 for usage errors, a lock that is not valid, or a bundle file that cannot be read (a bundle that reads
but does not verify blocks every list instead).`,
  options: GUARD_OPTIONS,
  async run(ctx) {
    const onChange = parseOnChange(str(ctx, 'on-change') ?? 'warn', '--on-change');
    const failOnText = str(ctx, 'fail-on');
    const failOn = failOnText === undefined ? undefined : parseFailOn(failOnText, '--fail-on');
    const unpinnedText = str(ctx, 'unpinned');
    const unpinnedGiven = unpinnedText === undefined ? undefined : parseUnpinned(unpinnedText, '--unpinned');
    if (ctx.values.verbose === true)
      throw new ToolsealError(
        'USAGE',
        "--verbose is for the commands that take a snapshot: the guard always passes the server's stderr on, as [server] lines",
      );
    const { upstream, serverId, given } = upstreamOf(ctx);
    // Each list the guard takes gets the whole --timeout from when it starts, not from the guard's start.
    const { startedAt: _commandStart, ...bounds } = limitsFromArgs(ctx);
    // --round-inexact-numbers: every list is read with an int64 bound as its nearest double, for a pin made so.
    const limits = ctx.values['round-inexact-numbers'] === true ? { ...bounds, numbers: 'rounded' as const } : bounds;
    // A lock named with --lock must be there (exit 2); only the default may be absent, said once.
    const lockFile = resolve(ctx.io.cwd, str(ctx, 'lock') ?? DEFAULT_LOCK_FILE);
    const { lock, text: lockText } = readLockIfAny(lockFile, str(ctx, 'lock') === undefined ? undefined : '--lock');
    // With a lock, an id it does not pin is blocked unless --unpinned allow says otherwise: the server's own
    // serverInfo.name (a renamed server would leave its pin as "unpinned"), and a fixed id when the lock
    // pins other servers (pinned under serverInfo.name, wrapped under the config key: the pin never read).
    const unpinned = unpinnedGiven ?? defaultUnpinned(lock, lockText !== undefined, serverId);
    if (lockText === undefined) {
      ctx.io.stderr(
        `toolseal guard: WARN: no lock file at ${lockFile}: the lock is missing, so this server is unpinned${unpinned === 'block' ? ' and --unpinned block blocks every list (NOT_PINNED)' : ' and every tool is served'}\n`,
      );
    }
    const reviewedOf = reviewedLookup(str(ctx, 'snapshot-dir'), ctx.io.cwd, serverId);
    const { signed } = await signedSurface(ctx, limits.timeoutMs);
    const upgradeSources = await guardUpgradeSourcesFromArgs(ctx, limits.timeoutMs);
    const audit = str(ctx, 'audit');
    // The rest of the command that pins this server for another profile, as it runs (relockWords: env and
    // header values are named, never printed; a value from a secret source is ***).
    const relockHint = relockWords(given, relockCommand(given, str(ctx, 'lock') ?? DEFAULT_LOCK_FILE, undefined)(serverId ?? ''));
    const proxy = new GuardProxy({
      upstream,
      serverId,
      lock,
      lockMissing: lockText === undefined,
      onChange,
      ...(failOn ? { failOn } : {}),
      ...(reviewedOf ? { reviewedOf } : {}),
      unpinned,
      signed,
      upgradeOf: guardUpgradeLookup(lock, lockFile, upgradeSources, limits.timeoutMs),
      limits,
      auditFile: audit === undefined ? undefined : resolve(ctx.io.cwd, audit),
      ...(relockHint ? { relockHint } : {}),
      input: process.stdin,
      output: process.stdout,
      // Bounded for a host that never reads it, and a host that closes it does not end the guard.
      stderr: new StderrSink(process.stderr).write,
    });
    return proxy.run();
  },
};

/** The one live server the guard runs: `-- CMD ARGS`, `--url URL`, or a config file's `--server NAME` (its key the id). */
function upstreamOf(ctx: CommandContext): { upstream: LiveServerSpec; serverId?: string; given: ServerSpec } {
  const spec = serverSpecFromArgs(ctx);
  // The host's own declared capabilities are what the guard's upstream sees, and what it finds the pin by.
  if (spec.kind !== 'snapshot' && spec.clientCapabilities !== undefined)
    throw new ToolsealError(
      'USAGE',
      'guard: --client-capabilities is not for the guard: it lists for the capabilities the host declares, and decides against the lock entry pinned for them',
    );
  if (spec.kind === 'stdio' || spec.kind === 'url') return { upstream: spec, serverId: str(ctx, 'server-id'), given: spec };
  if (spec.kind !== 'config' || spec.all || spec.server === undefined)
    throw new ToolsealError('USAGE', 'guard runs one live server: give -- CMD ARGS, --url URL or --config FILE --server NAME');
  const found = readMcpConfig(resolve(ctx.io.cwd, spec.file), ctx.io.env, undefined, { inputs: spec.inputs }).find(
    (s) => s.name === spec.server,
  );
  if (!found) throw new ToolsealError('INVALID_CONFIG', `${spec.file}: no server ${JSON.stringify(spec.server)}`);
  if (found.disabled)
    throw new ToolsealError(
      'INVALID_CONFIG',
      `${spec.file}: server ${JSON.stringify(spec.server)} is disabled ("disabled": true); it is not started`,
    );
  if (found.error || !found.spec)
    throw found.error ?? new ToolsealError('INVALID_CONFIG', `${spec.file}: server ${JSON.stringify(spec.server)} is unusable`);
  if (found.note !== undefined) ctx.io.stderr(`toolseal guard: ${found.note}\n`);
  return { upstream: withConfigOAuth(found, spec, ctx.io.env), serverId: str(ctx, 'server-id') ?? found.name, given: spec };
}

/**
 * Signed mode's options: the signer as verify takes it (`--repo`/`--owner` with `--signer-workflow` and
 * `--signer-ref`, or `--certificate-identity(-regexp)` with `--source-repo` or `--allow-reusable-callers`),
 * then the bundle verified once (see guardSignedSurface). Without `--bundle`, none of them is taken.
 */
async function signedSurface(ctx: CommandContext, timeoutMs: number): Promise<{ signed?: SignedSurface | Promise<SignedSurface> }> {
  const bundleFile = str(ctx, 'bundle');
  const identityGiven = [
    'certificate-identity',
    'certificate-identity-regexp',
    'certificate-oidc-issuer',
    'repo',
    'owner',
    'signer-workflow',
    'signer-ref',
    'source-repo',
    'server-name',
    // The trusted root verifies the statements of signed upgrades too.
    ...(upgradesGiven(ctx) ? [] : ['trusted-root']),
  ].filter((o) => str(ctx, o) !== undefined);
  if (ctx.values['allow-reusable-callers'] === true) identityGiven.push('allow-reusable-callers');
  if (ctx.values.offline === true && !upgradesGiven(ctx)) identityGiven.push('offline');
  if (bundleFile === undefined) {
    if (identityGiven.length > 0) throw new ToolsealError('USAGE', `--${identityGiven[0]} is for signed mode: give --bundle too`);
    return {};
  }
  const policy = signerPolicyOf({
    identity: str(ctx, 'certificate-identity'),
    regexp: str(ctx, 'certificate-identity-regexp'),
    issuer: str(ctx, 'certificate-oidc-issuer'),
    repo: str(ctx, 'repo'),
    owner: str(ctx, 'owner'),
    signerWorkflow: str(ctx, 'signer-workflow'),
    signerRef: str(ctx, 'signer-ref'),
    sourceRepo: str(ctx, 'source-repo'),
    allowReusableCallers: ctx.values['allow-reusable-callers'] === true,
  });
  return guardSignedSurface({
    bundle: bundleFile,
    cwd: ctx.io.cwd,
    policy,
    serverName: str(ctx, 'server-name'),
    trustedRootFile: str(ctx, 'trusted-root'),
    timeoutMs,
    notice: (line) => ctx.io.stderr(`toolseal guard: ${line}\n`),
  });
}

/** Whether a source of signed upgrades was given (their statements are verified with --trusted-root or --offline too). */
function upgradesGiven(ctx: CommandContext): boolean {
  return ctx.values['upgrade-bundle'] !== undefined || ['upgrade-repo', 'upgrade-registry'].some((o) => str(ctx, o) !== undefined);
}
