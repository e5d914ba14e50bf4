// The options of signed upgrades, shared by check and lock: where statements are found (`--bundle`, `--repo`,
// the MCP registry, `--registry`), how they are verified (`--trusted-root`, `--offline`), and, for lock, the publisher policy to record.
import { ToolsealError } from '../core/errors.js';
import { GITHUB_ACTIONS_ISSUER } from '../core/statement/identity-policy.js';
import type { LockPublisher } from '../core/lock/lock-publisher.js';
import { attestationScopeOf } from '../run/verify-options.js';
import { signerPolicyOfPublisher, type UpgradeSources } from '../run/signed-upgrade.js';
import { DEFAULT_REGISTRY_URL, registrySource, upgradeSourcesOf } from '../run/upgrade-sources.js';
import type { CommandContext } from './command.js';

/** `--bundle` (repeatable: a file, URL or folder of bundles), `--repo`, `--trusted-root`, `--offline`. */
export const UPGRADE_SOURCE_OPTIONS = {
  bundle: { type: 'string', multiple: true },
  repo: { type: 'string' },
  registry: { type: 'string' },
  'trusted-root': { type: 'string' },
  offline: { type: 'boolean' },
} as const;

/** lock's publisher policy: the verify options that name a signer. */
export const PUBLISHER_OPTIONS = {
  'certificate-identity': { type: 'string' },
  'certificate-identity-regexp': { type: 'string' },
  'certificate-oidc-issuer': { type: 'string' },
  'signer-workflow': { type: 'string' },
  'signer-ref': { type: 'string' },
  'source-repo': { type: 'string' },
  'allow-reusable-callers': { type: 'boolean' },
  'accept-signed': { type: 'boolean' },
} as const;

export const UPGRADE_SOURCE_HELP = `Signed upgrades (a pin whose entry names a publisher, written by lock --certificate-identity or --repo):
  --bundle B             a bundle file, https URL or folder of bundles (*.json) to find the statements of
                         a changed surface and of the revisions back to the pin in (repeatable)
  --repo OWNER/REPO      also look them up in GitHub's attestations of OWNER/REPO (GITHUB_TOKEN, GITHUB_API_URL)
  --registry URL         also take the statement the MCP registry's entry of the pinned server name names
                         (its latest version, as verify --registry reads it; e.g. ${DEFAULT_REGISTRY_URL})
  --trusted-root FILE    verify with this trusted root (default: the public-good root shipped with toolseal)
  --offline              the shipped public-good root; nothing fetched`;

function str(ctx: CommandContext, name: string): string | undefined {
  const v = ctx.values[name];
  return typeof v === 'string' ? v : undefined;
}

/** Where statements are looked for, or undefined when none of `--bundle`, `--repo` and `--registry` was given. Bounded by `--timeout`. */
export async function upgradeSourcesFromArgs(ctx: CommandContext, timeoutMs: number): Promise<UpgradeSources | undefined> {
  return upgradeSourcesOf(
    {
      bundles: Array.isArray(ctx.values.bundle) ? (ctx.values.bundle as string[]) : [],
      repo: str(ctx, 'repo'),
      registry: str(ctx, 'registry'),
      trustedRoot: str(ctx, 'trusted-root'),
      offline: ctx.values.offline === true,
    },
    { cwd: ctx.io.cwd, env: ctx.io.env, warn: (line) => ctx.io.stderr(`toolseal: WARN: ${line}\n`) },
    timeoutMs,
  );
}

/** lock's publisher: the policy options as the lock entry records them (checked as verify checks them), or undefined when none was given. */
export function publisherFromArgs(ctx: CommandContext): LockPublisher | undefined {
  const p: LockPublisher = {
    certificateOidcIssuer: str(ctx, 'certificate-oidc-issuer') ?? GITHUB_ACTIONS_ISSUER,
    ...optional('certificateIdentity', str(ctx, 'certificate-identity')),
    ...optional('certificateIdentityRegexp', str(ctx, 'certificate-identity-regexp')),
    ...optional('repo', str(ctx, 'repo')),
    ...optional('signerWorkflow', str(ctx, 'signer-workflow')),
    ...optional('signerRef', str(ctx, 'signer-ref')),
    ...optional('sourceRepo', str(ctx, 'source-repo')),
    ...(ctx.values['allow-reusable-callers'] === true ? { allowReusableCallers: true as const } : {}),
  };
  if (p.certificateIdentity === undefined && p.certificateIdentityRegexp === undefined && p.repo === undefined) {
    const stray = ['certificate-oidc-issuer', 'signer-workflow', 'signer-ref', 'source-repo', 'allow-reusable-callers'].filter(
      (o) => ctx.values[o] !== undefined,
    );
    if (stray.length > 0)
      throw new ToolsealError(
        'USAGE',
        `--${stray[0]} narrows a publisher: give --certificate-identity, --certificate-identity-regexp or --repo`,
      );
    return undefined;
  }
  // Refused now as verify refuses it (exit 2), not later as a bad lock.
  signerPolicyOfPublisher(p);
  return p;
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}

/**
 * The guard's sources of signed upgrades (`--upgrade-bundle`, `--upgrade-repo`, `--upgrade-registry`),
 * verified with the trusted root check takes (`--trusted-root` or `--offline`: the shipped root, nothing
 * fetched; not both), each lookup within `timeoutMs`; undefined when none was given.
 */
export async function guardUpgradeSourcesFromArgs(
  ctx: CommandContext,
  timeoutMs: number,
): Promise<Omit<UpgradeSources, 'cache' | 'signal'> | undefined> {
  const bundles = Array.isArray(ctx.values['upgrade-bundle']) ? (ctx.values['upgrade-bundle'] as string[]) : [];
  const scope = attestationScopeOf(str(ctx, 'upgrade-repo'), undefined);
  const registryUrl = str(ctx, 'upgrade-registry');
  // Given for the upgrades or signed mode, --trusted-root and --offline are one choice, as in check and verify.
  const trustedRoot = async () => {
    const { loadTrustedRoot } = await import('../sigstore/trusted-root.js');
    return loadTrustedRoot({ file: str(ctx, 'trusted-root'), offline: ctx.values.offline === true });
  };
  if (bundles.length === 0 && scope === undefined && registryUrl === undefined) {
    if (ctx.values.offline === true) await trustedRoot();
    return undefined;
  }
  let attestations: UpgradeSources['attestations'];
  if (scope !== undefined) {
    const { listAttestationBundles } = await import('../github/attestations.js');
    attestations = (digest) =>
      listAttestationBundles({ scope, digest, apiUrl: ctx.io.env.GITHUB_API_URL, token: ctx.io.env.GITHUB_TOKEN, timeoutMs });
  }
  const registry =
    registryUrl === undefined
      ? undefined
      : registrySource(registryUrl, '--upgrade-registry', { cwd: ctx.io.cwd, env: ctx.io.env }, { timeoutMs });
  return {
    bundles,
    ...(attestations ? { attestations } : {}),
    ...(registry ? { registry } : {}),
    trustedRoot: await trustedRoot(),
    cwd: ctx.io.cwd,
  };
}
