import type { NodeJS } from '../../external-types.js';
/**
 * The environment the opener starts with: only the variables {@link OPENER_ENV} names. A browser, or
 * whatever handles the URL, has no use for the client secret, a GitHub token or the runner's variables.
 */
export declare function openerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/**
 * Hands the authorization URL to the opener as its last argument, without a shell and with a scrubbed
 * environment ({@link openerEnv}), and does not wait for it (a browser may live on). A missing opener is
 * not fatal: the URL was printed.
 */
export declare function openUrl(words: readonly string[], url: string, warn: (line: string) => void, env?: NodeJS.ProcessEnv): void;
/**
 * The outcome the redirect brings back to the loopback listener, with the `iss` parameter when the
 * authorization server sent one (RFC 9207: which server the response is from).
 */
export type CallbackResult = ({
    code: string;
} | {
    error: string;
    description?: string;
}) & {
    iss?: string;
};
/**
 * The loopback redirect listener of the authorization code flow (RFC 8252 §7.3): 127.0.0.1 only, on
 * `port` (0: a free one). It takes the first redirect to `/callback` whose `state` matches and answers
 * the browser with a short page; anything else is a 404.
 */
export declare class LoopbackRedirect {
    private server;
    private expectedState;
    private waiter;
    private result;
    port: number;
    static listen(port: number): Promise<LoopbackRedirect>;
    private start;
    get redirectUrl(): string;
    /** Accepts the next redirect that carries `state`; an earlier one is forgotten. */
    expect(state: string): void;
    /** The redirect's outcome, or undefined when none came within `timeoutMs` (or `signal` aborted). */
    wait(timeoutMs: number, signal?: AbortSignal): Promise<CallbackResult | undefined>;
    close(): Promise<void>;
}
