import { DEFAULT_INHERITED_ENV_VARS } from '@modelcontextprotocol/sdk/client/stdio.js';

/**
 * The variables that say how to reach the network: the certificates to trust (a TLS-inspecting proxy's CA),
 * the proxy, and the registry npm fetches from (as npm reads them, lower and upper case). Without them,
 * behind such a proxy, `npx -y some-server` cannot fetch its package and the server never starts. They
 * name where to connect and what to trust, so a server gets them as the person running toolseal has them.
 */
export const NETWORK_TRUST_VARIABLES: readonly string[] = [
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  ...['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY'].flatMap((n) => [n, n.toLowerCase()]),
  ...['registry', 'cafile', 'proxy', 'https_proxy'].flatMap((n) => [`npm_config_${n}`, `NPM_CONFIG_${n.toUpperCase()}`]),
];

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
