import { DEFAULT_INHERITED_ENV_VARS } from '@modelcontextprotocol/sdk/client/stdio.js';
import { NETWORK_TRUST_VARIABLES } from '../server/network-variables.js';

export { NETWORK_TRUST_VARIABLES };

/**
 * The environment a stdio server starts with, before its own `env`: the SDK's minimal one
 * (`getDefaultEnvironment`: HOME, PATH, USER, SHELL, TERM, LOGNAME) and the {@link NETWORK_TRUST_VARIABLES},
 * each as set in `parent`. Nothing else of the parent's environment (its tokens, a runner's credentials)
 * reaches a server unless the server is given it.
 */
export function serverBaseEnvironment(parent: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of [...DEFAULT_INHERITED_ENV_VARS, ...NETWORK_TRUST_VARIABLES]) {
    const v = parent[name];
    // A value that starts with "()" is a shell function exported into the environment: skipped, as the SDK does.
    if (v !== undefined && !v.startsWith('()')) env[name] = v;
  }
  return env;
}
