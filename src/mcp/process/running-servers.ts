/** What toolseal kills on its way out: a running server and everything it started, synchronously. */
export interface KillableServer {
  killNow(): void;
}

const RUNNING = new Set<KillableServer>();
const ENDING_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Servers running now. If toolseal itself ends first (an uncaught exit, Ctrl-C, SIGTERM from a CI
 * runner), their process groups are killed on the way out: they run detached, so the terminal's signal
 * does not reach them by itself. Watched from the moment a server is added, unwatched once none is left.
 */
export const runningServers = {
  add(server: KillableServer): void {
    RUNNING.add(server);
    watchProcessEnd();
  },
  delete(server: KillableServer): void {
    RUNNING.delete(server);
    if (RUNNING.size === 0) unwatchProcessEnd();
  },
};

function killAll(): void {
  for (const p of RUNNING) p.killNow();
}

function onEndingSignal(signal: NodeJS.Signals): void {
  killAll();
  unwatchProcessEnd();
  // Die of the same signal, as if we had not been listening.
  process.kill(process.pid, signal);
}

let watching = false;
function watchProcessEnd(): void {
  if (watching) return;
  watching = true;
  process.on('exit', killAll);
  for (const s of ENDING_SIGNALS) process.on(s, onEndingSignal);
}

function unwatchProcessEnd(): void {
  if (!watching) return;
  watching = false;
  process.off('exit', killAll);
  for (const s of ENDING_SIGNALS) process.off(s, onEndingSignal);
}
