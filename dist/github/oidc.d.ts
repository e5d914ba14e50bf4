import type { NodeJS } from '../external-types.js';
/** Where a signing identity comes from, in order: an explicit token, SIGSTORE_ID_TOKEN, the Actions OIDC endpoint. */
export interface IdentitySource {
    /** `--identity-token` (a secret: never printed). */
    token?: string;
    /**
     * How this caller takes a token, named when none was found (`--identity-token` on the command line);
     * the publish action has no such input, so its error names none.
     */
    tokenOption?: string;
    /** The environment to read SIGSTORE_ID_TOKEN and ACTIONS_ID_TOKEN_REQUEST_URL/_TOKEN from. */
    env: NodeJS.ProcessEnv;
}
/**
 * The OIDC identity token to sign with. Without any source it fails with one line saying what is
 * missing (`IDENTITY_TOKEN_MISSING`); inside GitHub Actions that is the `id-token: write` permission.
 */
export declare function resolveIdentityToken(source: IdentitySource): Promise<string>;
/**
 * Requests an OIDC token from the GitHub Actions token endpoint (ACTIONS_ID_TOKEN_REQUEST_URL with the
 * bearer ACTIONS_ID_TOKEN_REQUEST_TOKEN) for an audience. Neither the request token nor the answer
 * appears in any error.
 */
export declare function getActionsIdToken(env: NodeJS.ProcessEnv, audience?: string, timeoutMs?: number): Promise<string>;
