// Kept apart from server-environment.ts, which reads the SDK's list: what needs only these names (the
// secrets of a server: a proxy URL's password) must not load the MCP client with them.

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

/** The {@link NETWORK_TRUST_VARIABLES} as set in `parent` (a server gets these as they are here). */
export function networkTrustEnvironment(parent: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of NETWORK_TRUST_VARIABLES) {
    const v = parent[name];
    if (v !== undefined && !v.startsWith('()')) env[name] = v;
  }
  return env;
}
