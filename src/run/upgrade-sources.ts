// Where the statements of a signed upgrade are found and how they are verified, built once for every caller:
// check's and lock's `--bundle`, `--repo`, `--registry`, `--trusted-root`, `--offline` (cli/upgrade-args.ts),
// the check action's inputs of the same names (action/check.ts), and the guard's `--upgrade-*` options.
import { ToolsealError } from '../core/errors.js';
import { quoteForTerminal } from '../core/text/terminal-text.js';
import type { LoadedTrustedRoot } from '../sigstore/trusted-root.js';
import type { UpgradeSources } from './signed-upgrade.js';
import { attestationScopeOf, commandDeadline } from './verify-options.js';

/** The sources as given (each absent when not given), and what the caller calls each, for its messages. */
export interface UpgradeSourceChoice {
  bundles: readonly string[];
  repo?: string;
  registry?: string;
  trustedRoot?: string;
  offline?: boolean;
  /** The command line's options by default; an action names its inputs. */
  names?: UpgradeSourceNames;
}

export interface UpgradeSourceNames {
  bundle: string;
  repo: string;
  registry: string;
  trustedRoot: string;
  offline: string;
}

/**
 * The official MCP Registry, whose v0 API `verify --registry` reads unless `--registry-url` names another
 * (run/registry.ts); here, not there, so that the options' help names it without loading the registry's code.
 */
export const DEFAULT_REGISTRY_URL = 'https://registry.modelcontextprotocol.io';

export const CLI_UPGRADE_NAMES: UpgradeSourceNames = {
  bundle: '--bundle',
  repo: '--repo',
  registry: '--registry',
  trustedRoot: '--trusted-root',
  offline: '--offline',
};

/** Where the command runs: the folder relative bundles are read from, GITHUB_API_URL and GITHUB_TOKEN, a warning sink. */
export interface UpgradeSourceContext {
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  warn?: (line: string) => void;
}

/**
 * The sources of signed upgrades, or undefined when none of bundle, repo and registry was given (a trusted
 * root given alone is a usage error: it would verify nothing). Every lookup ends with the
 * command's deadline (`timeoutMs` from now).
 */
export async function upgradeSourcesOf(
  choice: UpgradeSourceChoice,
  at: UpgradeSourceContext,
  timeoutMs: number,
): Promise<UpgradeSources | undefined> {
  const names = choice.names ?? CLI_UPGRADE_NAMES;
  const scope = attestationScopeOf(choice.repo, undefined);
  if (choice.bundles.length === 0 && scope === undefined && choice.registry === undefined) {
    if (choice.trustedRoot !== undefined)
      throw new ToolsealError(
        'USAGE',
        `${names.trustedRoot} verifies the statements of ${names.bundle}, ${names.repo} or ${names.registry}: give one`,
      );
    return undefined;
  }
  const deadline = commandDeadline({ timeoutMs });
  // Loaded here, not at start-up: Sigstore's code is most of what a check without signed upgrades would parse.
  const { loadTrustedRoot } = await import('../sigstore/trusted-root.js');
  const trustedRoot: LoadedTrustedRoot = await loadTrustedRoot({
    file: choice.trustedRoot,
    offline: choice.offline === true,
    ...(choice.names ? { names: { file: names.trustedRoot, offline: names.offline } } : {}),
  });
  let attestations: UpgradeSources['attestations'];
  if (scope !== undefined) {
    const { listAttestationBundles } = await import('../github/attestations.js');
    attestations = (digest) =>
      listAttestationBundles({ scope, digest, apiUrl: at.env.GITHUB_API_URL, token: at.env.GITHUB_TOKEN, signal: deadline.signal });
  }
  const registry = choice.registry === undefined ? undefined : registrySource(choice.registry, names.registry, at, {});
  return {
    bundles: choice.bundles,
    ...(attestations ? { attestations } : {}),
    ...(registry ? { registry } : {}),
    trustedRoot,
    cwd: at.cwd,
    signal: deadline.signal,
  };
}

/**
 * The registry source of signed upgrades (`check --registry`, the check action's `registry`, the guard's
 * `--upgrade-registry`): the entry of the pin's server name at `url`, read within the lookup's signal (else
 * `timeoutMs`); an entry that names an attestation is looked up in the entry's repository (GITHUB_TOKEN,
 * GITHUB_API_URL).
 */
export function registrySource(
  url: string,
  option: string,
  at: UpgradeSourceContext,
  o: { timeoutMs?: number },
): NonNullable<UpgradeSources['registry']> {
  if (!/^https?:\/\//i.test(url))
    throw new ToolsealError('USAGE', `${option} ${quoteForTerminal(url.slice(0, 200))}: the MCP registry's URL (https://…)`);
  return async (serverName, signal) => {
    const { readRegistryStatement } = await import('./registry.js');
    const { listAttestationBundles } = await import('../github/attestations.js');
    return readRegistryStatement(serverName, {
      registryUrl: url,
      ...(signal ? { signal } : { timeoutMs: o.timeoutMs }),
      ...(at.warn ? { warn: at.warn } : {}),
      attestations: (repo, digest) =>
        listAttestationBundles({
          scope: { repo },
          digest,
          apiUrl: at.env.GITHUB_API_URL,
          token: at.env.GITHUB_TOKEN,
          ...(signal ? { signal } : { timeoutMs: o.timeoutMs }),
        }),
    });
  };
}
