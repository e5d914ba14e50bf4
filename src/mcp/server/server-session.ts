import type { ServerSecrets } from './secret-values.js';
import type { SnapshotBudget } from './snapshot-budget.js';

/**
 * What every step of talking to one server needs, handed on as one value: how messages name the server,
 * the secret values kept out of everything written, and the time, bytes and tools this session may use.
 */
export interface ServerSession {
  /** How messages name the server, e.g. `server "files" (stdio node server.mjs)`: never holds a secret. */
  readonly label: string;
  /** The server's secret values (one rule for every command: see `serverSecrets`). */
  readonly secrets: ServerSecrets;
  /** The limits of this session: its deadline, the bytes and tools it may receive. */
  readonly budget: SnapshotBudget;
}

/** What names a server and what is kept secret of it, before any exchange has a budget (OAuth's session). */
export type LabelAndSecrets = Pick<ServerSession, 'label' | 'secrets'>;

/** A session for one exchange with the server: the same label and secrets under a budget of its own. */
export function withBudget(session: LabelAndSecrets, budget: SnapshotBudget): ServerSession {
  return { label: session.label, secrets: session.secrets, budget };
}
