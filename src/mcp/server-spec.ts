import { ToolsealError } from '../core/errors.js';

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
    }
  | { kind: 'snapshot'; file: string };

/** Bounds on one snapshot; exceeding any of them is `SNAPSHOT_INCOMPLETE`. */
export interface SnapshotLimits {
  /**
   * Milliseconds for the whole snapshot: connection, every page, parsing, digesting and closing the
   * server (its grace periods included).
   */
  timeoutMs: number;
  /**
   * When the command started (`Date.now()`), if the timeout counts from there rather than from when this
   * snapshot started: a command's `--timeout` bounds it from start to exit, every server of `--all` included.
   */
  startedAt?: number;
  maxPages: number;
  /** All pages together, as bytes on the wire. */
  maxBytes: number;
  /** Tools in all pages together; checked as each page arrives, before anything is digested. */
  maxTools: number;
}

export const DEFAULT_LIMITS: SnapshotLimits = {
  timeoutMs: 60_000,
  maxPages: 1_000,
  maxBytes: 256 * 1024 * 1024,
  maxTools: 10_000,
};

/** The longest timeout a Node timer can hold (2^31 − 1 ms, about 24.8 days); beyond it, timers fire at once. */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** The limits as the CLI's options and the actions' inputs give them: text, each optional. */
export interface LimitTexts {
  /** Seconds. */
  timeout?: string;
  maxPages?: string;
  maxBytes?: string;
  maxTools?: string;
}

/**
 * Reads limits given as text (`--timeout 30`, an action's `timeout` input), the defaults for those not
 * given. A value that is not a positive number, or a timeout beyond what a timer can hold, is `USAGE`
 * (exit 2). `names` says how each is called where it was given (`--timeout` or `timeout`).
 */
export function limitsFromTexts(texts: LimitTexts, names: Record<keyof LimitTexts, string>, startedAt?: number): SnapshotLimits {
  const positive = (key: keyof LimitTexts): number | undefined => {
    const v = texts[key];
    if (v === undefined) return undefined;
    const n = v.trim() === '' ? NaN : Number(v);
    if (!Number.isFinite(n) || n <= 0) throw new ToolsealError('USAGE', `${names[key]} takes a positive number, not ${JSON.stringify(v.slice(0, 40))}`);
    return n;
  };
  const count = (key: keyof LimitTexts, fallback: number): number => {
    const n = positive(key);
    if (n === undefined) return fallback;
    if (!Number.isSafeInteger(Math.floor(n)) || Math.floor(n) < 1) throw new ToolsealError('USAGE', `${names[key]} takes a whole number from 1 to ${Number.MAX_SAFE_INTEGER}`);
    return Math.floor(n);
  };
  const seconds = positive('timeout');
  const timeoutMs = seconds === undefined ? DEFAULT_LIMITS.timeoutMs : Math.round(seconds * 1000);
  if (timeoutMs > MAX_TIMEOUT_MS || timeoutMs < 1) {
    throw new ToolsealError('USAGE', `${names.timeout} takes seconds from 0.001 to ${Math.floor(MAX_TIMEOUT_MS / 1000)}, not ${JSON.stringify(texts.timeout!.slice(0, 40))}`);
  }
  return {
    timeoutMs,
    ...(startedAt === undefined ? {} : { startedAt }),
    maxPages: count('maxPages', DEFAULT_LIMITS.maxPages),
    maxBytes: count('maxBytes', DEFAULT_LIMITS.maxBytes),
    maxTools: count('maxTools', DEFAULT_LIMITS.maxTools),
  };
}
