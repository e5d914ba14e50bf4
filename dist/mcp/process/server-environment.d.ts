import type { NodeJS } from '../../external-types.js';
import { NETWORK_TRUST_VARIABLES } from '../server/network-variables.js';
export { NETWORK_TRUST_VARIABLES };
/**
 * The environment a stdio server starts with, before its own `env`: the SDK's minimal one
 * (`getDefaultEnvironment`: HOME, PATH, USER, SHELL, TERM, LOGNAME) and the {@link NETWORK_TRUST_VARIABLES},
 * each as set in `parent`. Nothing else of the parent's environment (its tokens, a runner's credentials)
 * reaches a server unless the server is given it.
 */
export declare function serverBaseEnvironment(parent?: NodeJS.ProcessEnv): Record<string, string>;
