import type { NodeJS } from '../../external-types.js';
/**
 * The variables that say how to reach the network: the certificates to trust (a TLS-inspecting proxy's CA),
 * the proxy, and the registry npm fetches from (as npm reads them, lower and upper case). Without them,
 * behind such a proxy, `npx -y some-server` cannot fetch its package and the server never starts. They
 * name where to connect and what to trust, so a server gets them as the person running toolseal has them.
 */
export declare const NETWORK_TRUST_VARIABLES: readonly string[];
/** The {@link NETWORK_TRUST_VARIABLES} as set in `parent` (a server gets these as they are here). */
export declare function networkTrustEnvironment(parent?: NodeJS.ProcessEnv): Record<string, string>;
