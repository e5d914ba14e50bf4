/** What toolseal kills on its way out: a running server and everything it started, synchronously. */
export interface KillableServer {
    killNow(): void;
}
/**
 * Servers running now. If toolseal itself ends first (an uncaught exit, Ctrl-C, SIGTERM from a CI
 * runner), their process groups are killed on the way out: they run detached, so the terminal's signal
 * does not reach them by itself. Watched from the moment a server is added, unwatched once none is left.
 */
export declare const runningServers: {
    add(server: KillableServer): void;
    delete(server: KillableServer): void;
};
