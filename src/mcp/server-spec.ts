/** Where a server's tool surface comes from: a live server (three ways to reach it) or a snapshot file. */
export type ServerSpec =
  | {
      kind: 'stdio';
      command: string;
      args: string[];
      /** Extra environment for the child (values never logged or written). */
      env?: Record<string, string>;
      cwd?: string;
      serverId?: string;
      /** Other secret values to keep out of messages (a config file's `${VAR}` values in `command`, `args`, `cwd`). */
      secrets?: string[];
    }
  | {
      kind: 'url';
      url: string;
      transport: 'auto' | 'http' | 'sse';
      /** Request headers, e.g. Authorization (values never logged or written). */
      headers?: Record<string, string>;
      serverId?: string;
      /** Other secret values to keep out of messages (a config file's `${VAR}` values in the URL). */
      secrets?: string[];
    }
  | {
      kind: 'config';
      file: string;
      server?: string;
      all?: boolean;
      /**
       * The environment its `${VAR}` / `${env:VAR}` expand from (default: the process's). The actions pass
       * only the variables their `config-env` input names: a config file from a pull request must not be
       * able to send the job's secrets to a server it names.
       */
      env?: NodeJS.ProcessEnv;
      /** Variables set in the job but left out of `env` (not in `config-env`): named, never read, in an error. */
      envWithheld?: ReadonlySet<string>;
    }
  | { kind: 'snapshot'; file: string };

/** Bounds on one snapshot; exceeding any of them is `SNAPSHOT_INCOMPLETE`. */
export interface SnapshotLimits {
  /** The whole snapshot, connection included. */
  timeoutMs: number;
  maxPages: number;
  /** All pages together, as bytes on the wire. */
  maxBytes: number;
}

export const DEFAULT_LIMITS: SnapshotLimits = {
  timeoutMs: 60_000,
  maxPages: 1_000,
  maxBytes: 256 * 1024 * 1024,
};
