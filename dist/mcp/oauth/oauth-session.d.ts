import { type ApprovalWaits } from './oauth-options.js';
import { ToolsealOAuthProvider } from './oauth-provider.js';
import type { LabelAndSecrets } from '../server/server-session.js';
import { type OAuthOptions } from '../server/server-spec.js';
/**
 * One server's OAuth across the attempts of a snapshot. The SDK's transport runs the flow up to the
 * point where the user must approve in a browser; there it stops (its request fails). The snapshot then
 * asks {@link OAuthSession.authorize} to wait for that approval (bounded by `--oauth-timeout`, not by the
 * snapshot's own `--timeout`, which covers only the exchanges with the servers) and tries again with the
 * tokens it got.
 */
export declare class OAuthSession {
    readonly provider: ToolsealOAuthProvider;
    private readonly loopback;
    private readonly cache;
    private readonly options;
    private readonly serverUrl;
    private readonly server;
    private constructor();
    /** Opens the token cache and, unless the grant is client credentials, the loopback redirect listener. */
    static open(options: OAuthOptions, serverUrl: string, server: LabelAndSecrets): Promise<OAuthSession>;
    /** The last attempt stopped because the user must approve (or the server asked for too many approvals). */
    get needsUser(): boolean;
    private fail;
    /**
     * Prints the authorization URL, hands it to the opener, waits for the redirect and exchanges the code
     * (that exchange bounded by `remainingMs`, what is left of the snapshot's timeout). The wait for the
     * user is recorded in `waits`: that time is not the command's, its deadlines move by it.
     */
    authorize(remainingMs: number, waits: ApprovalWaits): Promise<void>;
    /**
     * Why a request failed, when OAuth is the reason the SDK's own error does not say: a scope the server
     * still refused after its step-up (403 insufficient_scope once more). Undefined otherwise.
     */
    explain(e: unknown): string | undefined;
    close(): Promise<void>;
}
