// The verify commands' options (CLI and action) read into what `runVerify` and `runVerifyAttested` take:
// the signer's policy, where attestations are looked up, the command's deadline, and how the live source is named.
import { ToolsealError } from '../core/errors.js';
import { GITHUB_ACTIONS_ISSUER, wholeStringRegExp, githubIdentityPolicy, type IdentityPolicy } from '../core/statement/identity-policy.js';
import { assertGitHubOwner, assertGitHubRepository } from '../core/statement/github-names.js';
import { describeServer } from '../mcp/server/server-label.js';
import type { ServerSpec } from '../mcp/server/server-spec.js';

/** The identity policy of the `certificate-*` options (CLI and action): exactly one of the SAN options, issuer defaulted. */
export function identityPolicyOf(identity: string | undefined, regexp: string | undefined, issuer: string | undefined): IdentityPolicy {
  if ((identity === undefined) === (regexp === undefined)) {
    throw new ToolsealError('USAGE', 'give certificate-identity or certificate-identity-regexp (exactly one)');
  }
  if (identity === '') throw new ToolsealError('USAGE', 'certificate-identity must not be empty');
  if (regexp !== undefined) wholeStringRegExp(regexp); // refuse an invalid pattern before any work
  return {
    issuer: issuer ?? GITHUB_ACTIONS_ISSUER,
    identity: regexp !== undefined ? { kind: 'regexp', pattern: regexp } : { kind: 'exact', san: identity! },
  };
}

/**
 * The signer policy of the CLI's and the action's options: the gh-style ones (`repo` or `owner`, narrowed
 * by `signer-workflow` and `signer-ref`), or cosign's (`certificate-identity` or
 * `certificate-identity-regexp`, with `source-repo` or `allow-reusable-callers` for the repository the
 * run was in), not both; the issuer defaults to GitHub Actions'.
 */
export function signerPolicyOf(o: {
  identity?: string;
  regexp?: string;
  issuer?: string;
  repo?: string;
  owner?: string;
  signerWorkflow?: string;
  signerRef?: string;
  sourceRepo?: string;
  allowReusableCallers?: boolean;
}): IdentityPolicy {
  const gh = o.repo !== undefined || o.owner !== undefined;
  if (!gh) {
    if (o.signerWorkflow !== undefined || o.signerRef !== undefined)
      throw new ToolsealError('USAGE', 'signer-workflow and signer-ref narrow --repo or --owner: give one of those');
    const policy = identityPolicyOf(o.identity, o.regexp, o.issuer);
    const caller = callerOf(o.sourceRepo, o.allowReusableCallers === true);
    return caller === undefined ? policy : { ...policy, caller };
  }
  if (o.sourceRepo !== undefined || o.allowReusableCallers === true) {
    throw new ToolsealError(
      'USAGE',
      'source-repo and allow-reusable-callers go with certificate-identity(-regexp): --repo or --owner already names the repository the run was in',
    );
  }
  if (o.identity !== undefined || o.regexp !== undefined) {
    throw new ToolsealError(
      'USAGE',
      'give the signer as --repo/--owner (with --signer-workflow, --signer-ref) or as --certificate-identity(-regexp), not both',
    );
  }
  return githubIdentityPolicy({ repo: o.repo, owner: o.owner, signerWorkflow: o.signerWorkflow, signerRef: o.signerRef, issuer: o.issuer });
}

/** The run's repository a cosign-style policy accepts: `source-repo` (one), `allow-reusable-callers` (any), not both. */
function callerOf(sourceRepo: string | undefined, anyCaller: boolean): IdentityPolicy['caller'] {
  if (sourceRepo !== undefined && anyCaller) throw new ToolsealError('USAGE', 'give source-repo or allow-reusable-callers, not both');
  if (anyCaller) return { kind: 'any' };
  if (sourceRepo === undefined) return undefined;
  assertGitHubRepository(sourceRepo, 'source-repo');
  return { kind: 'repository', repository: sourceRepo };
}

/**
 * Where `--repo` / `--owner` look attestations up (the same flags name the signer). Names GitHub would not
 * allow (`octo-org/..`, `-x`, a path) are `USAGE` (exit 2), before any request.
 */
export function attestationScopeOf(repo: string | undefined, owner: string | undefined): { repo: string } | { owner: string } | undefined {
  if (repo !== undefined && owner !== undefined) throw new ToolsealError('USAGE', 'give --repo OWNER/REPO or --owner OWNER, not both');
  if (repo !== undefined) {
    assertGitHubRepository(repo);
    return { repo };
  }
  if (owner !== undefined) {
    assertGitHubOwner(owner);
    return { owner };
  }
  return undefined;
}

/**
 * The command's deadline as a signal: `--timeout` counts from the command's start (`limits.startedAt`) and
 * bounds everything it does, every fetch (API pages, bundles, the trusted root) and the snapshot alike.
 */
export function commandDeadline(limits: { timeoutMs: number; startedAt?: number }): { signal: AbortSignal; remainingMs(): number } {
  const end = (limits.startedAt ?? Date.now()) + limits.timeoutMs;
  const remainingMs = () => Math.max(1, end - Date.now());
  return { signal: AbortSignal.timeout(remainingMs()), remainingMs };
}

/**
 * A step that takes no signal of its own (the TUF client), raced against the deadline: past it, `IO_ERROR`
 * naming the step. The step's own requests carry a timeout no longer than what is left.
 */
export async function beforeDeadline<T>(signal: AbortSignal, what: string, step: () => Promise<T>): Promise<T> {
  if (signal.aborted) throw new ToolsealError('IO_ERROR', `${what}: the command's --timeout passed`);
  let onAbort: (() => void) | undefined;
  const deadline = new Promise<never>((_, reject) => {
    onAbort = () => reject(new ToolsealError('IO_ERROR', `${what}: the command's --timeout passed`));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([step(), deadline]);
  } finally {
    signal.removeEventListener('abort', onAbort!);
  }
}

/** Where `--repo` / `--owner` looked, for `NOT_SIGNED`; without a token, that a private repository's store is not visible. */
export function describeAttestationStore(scope: { repo: string } | { owner: string }, withToken: boolean): string {
  const repositories = 'repo' in scope ? scope.repo : `the repositories of ${scope.owner}`;
  return `GitHub's attestations of ${repositories}${withToken ? '' : " (read without GITHUB_TOKEN: a private repository's are not visible)"}`;
}

/** `--min-revision N`: a positive integer. */
export function minRevisionOf(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^[1-9][0-9]{0,14}$/.test(text))
    throw new ToolsealError('USAGE', `min-revision takes a positive integer, not ${JSON.stringify(text)}`);
  return Number(text);
}

/**
 * Where the live surface comes from, for the report: named as every command names a server
 * (`stdio server "npx docs-server"`, `server https://host` by its origin), a snapshot or config by its file;
 * never a secret (describeServer leaves out secret arguments, a URL's path and query).
 */
export function describeServerSpec(spec: ServerSpec): string {
  switch (spec.kind) {
    case 'snapshot':
      return `snapshot ${spec.file}`;
    case 'config':
      return spec.server ? `server ${JSON.stringify(spec.server)} of ${spec.file}` : `the server of ${spec.file}`;
    default:
      return describeServer(spec);
  }
}
