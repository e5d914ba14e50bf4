import { type IdentityPolicy } from '../core/statement/identity-policy.js';
import type { ServerSpec } from '../mcp/server/server-spec.js';
/** The identity policy of the `certificate-*` options (CLI and action): exactly one of the SAN options, issuer defaulted. */
export declare function identityPolicyOf(identity: string | undefined, regexp: string | undefined, issuer: string | undefined): IdentityPolicy;
/**
 * The signer policy of the CLI's and the action's options: the gh-style ones (`repo` or `owner`, narrowed
 * by `signer-workflow` and `signer-ref`), or cosign's (`certificate-identity` or
 * `certificate-identity-regexp`, with `source-repo` or `allow-reusable-callers` for the repository the
 * run was in), not both; the issuer defaults to GitHub Actions'.
 */
export declare function signerPolicyOf(o: {
    identity?: string;
    regexp?: string;
    issuer?: string;
    repo?: string;
    owner?: string;
    signerWorkflow?: string;
    signerRef?: string;
    sourceRepo?: string;
    allowReusableCallers?: boolean;
}): IdentityPolicy;
/**
 * Where `--repo` / `--owner` look attestations up (the same flags name the signer). Names GitHub would not
 * allow (`octo-org/..`, `-x`, a path) are `USAGE` (exit 2), before any request.
 */
export declare function attestationScopeOf(repo: string | undefined, owner: string | undefined): {
    repo: string;
} | {
    owner: string;
} | undefined;
/**
 * The command's deadline as a signal: `--timeout` counts from the command's start (`limits.startedAt`) and
 * bounds everything it does, every fetch (API pages, bundles, the trusted root) and the snapshot alike.
 */
export declare function commandDeadline(limits: {
    timeoutMs: number;
    startedAt?: number;
}): {
    signal: AbortSignal;
    remainingMs(): number;
};
/**
 * A step that takes no signal of its own (the TUF client), raced against the deadline: past it, `IO_ERROR`
 * naming the step. The step's own requests carry a timeout no longer than what is left.
 */
export declare function beforeDeadline<T>(signal: AbortSignal, what: string, step: () => Promise<T>): Promise<T>;
/** Where `--repo` / `--owner` looked, for `NOT_SIGNED`; without a token, that a private repository's store is not visible. */
export declare function describeAttestationStore(scope: {
    repo: string;
} | {
    owner: string;
}, withToken: boolean): string;
/** `--min-revision N`: a positive integer. */
export declare function minRevisionOf(text: string | undefined): number | undefined;
/**
 * Where the live surface comes from, for the report: named as every command names a server
 * (`stdio server "npx docs-server"`, `server https://host` by its origin), a snapshot or config by its file;
 * never a secret (describeServer leaves out secret arguments, a URL's path and query).
 */
export declare function describeServerSpec(spec: ServerSpec): string;
