import type { ParseArgsConfig } from 'node:util';
import type { ProtocolChoice } from './protocol-versions.js';
import { ToolsealError } from '../../core/errors.js';
import type { NumberReading } from '../../core/json/strict-reader.js';

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
      /** `--protocol`: the MCP era to speak (default `auto`: `initialize`, then 2026-07-28 if the server asks for it). */
      protocol?: ProtocolChoice;
      /** `--client-capabilities`: the capabilities declared to the server, sorted names (default none). */
      clientCapabilities?: string[];
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
      /** Authorize with OAuth when the server asks for it (401 with resource metadata). */
      oauth?: OAuthOptions;
      /** `--protocol`: the MCP era to speak (default `auto`: probe `server/discover`, fall back to `initialize`). */
      protocol?: ProtocolChoice;
      /** `--client-capabilities`: the capabilities declared to the server, sorted names (default none). */
      clientCapabilities?: string[];
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
      /** OAuth settings for the HTTP entries that use it: each entry with an `oauth` block, or all with `oauthForAll`. */
      oauth?: OAuthOptions;
      /** `--oauth`: every HTTP entry authorizes when its server asks. */
      oauthForAll?: boolean;
      /** Variables set in the job but left out of `env` (not in `config-env`): named, never read, in an error. */
      envWithheld?: ReadonlySet<string>;
      /** `--client-capabilities`: declared to each configured server (sorted names; default none). */
      clientCapabilities?: string[];
      /** `--input ID=VALUE`: the values of VS Code's `${input:ID}` prompts (secrets). */
      inputs?: ReadonlyMap<string, string>;
      /** Where a command says which server it reads in place of a `toolseal guard` entry (one line each, no newline). */
      notice?: (line: string) => void;
    }
  | { kind: 'snapshot'; file: string };

/** A server toolseal talks to: started over stdio, or reached at a URL. */
export type LiveServerSpec = Extract<ServerSpec, { kind: 'stdio' } | { kind: 'url' }>;

/** `--transport` (the CLI) or `server-transport` (the actions): `auto`, `http` or `sse`, else `USAGE` naming the option. */
export function parseTransport(value: string, option: string): 'auto' | 'http' | 'sse' {
  if (value === 'auto' || value === 'http' || value === 'sse') return value;
  throw new ToolsealError('USAGE', `${option} must be auto, http or sse, not ${JSON.stringify(value.slice(0, 40))}`);
}

/**
 * Which servers of a config file: one by name or all of them, not neither and not both (`USAGE`). The
 * CLI's `--config` arguments and the library's `takeSnapshots` ask this one rule.
 */
export function assertConfigChoice(choice: { server?: string; all?: boolean }): void {
  const named = choice.server !== undefined && choice.server !== '';
  if (!named && choice.all !== true) throw new ToolsealError('USAGE', '--config needs --server NAME or --all');
  if (named && choice.all === true) throw new ToolsealError('USAGE', 'give --server NAME or --all, not both');
}

/**
 * Whether request headers carry an `Authorization` header (field names are case-insensitive). Such a header
 * decides how a server is authorized: OAuth is then neither asked for nor taken from the token cache.
 */
export function hasAuthorizationHeader(headers: Readonly<Record<string, string>> | undefined): boolean {
  return Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'authorization');
}

/**
 * How to authorize with a remote server behind OAuth (the MCP authorization flow). Client secrets are
 * secrets: never logged or written, and not cached (only a client registered dynamically is).
 */
export interface OAuthOptions {
  /** A client registered beforehand; else the client registers itself (dynamic registration) or uses `clientMetadataUrl`. */
  clientId?: string;
  clientSecret?: string;
  /** An HTTPS URL of this client's metadata document, used as its client id where the server supports it. */
  clientMetadataUrl?: string;
  /** The client credentials grant (no browser, no user; for CI): needs `clientId` and `clientSecret`. */
  clientCredentials?: boolean;
  /** Scopes to ask for when the server names none (it names them in `WWW-Authenticate` or `scopes_supported`). */
  scope?: string;
  /** The browser opener's words (the URL is appended); empty: none, the URL is only printed. */
  open?: string[];
  /** The loopback redirect listener's port (default: the one used last for this server, else a free one). */
  redirectPort?: number;
  /**
   * Without `--oauth`: use the tokens an earlier `--oauth` run cached (refreshing them as needed), but
   * start no new authorization.
   */
  cachedOnly?: boolean;
  /** Nobody can approve in a browser here (CI without an opener): fail at once instead of waiting. */
  noUser?: boolean;
  /** How long to wait for the user's approval in the browser, apart from the snapshot's own timeout. */
  authorizationTimeoutMs?: number;
  /** The token cache folder (`$XDG_CONFIG_HOME/toolseal/oauth`). */
  cacheDir: string;
  /** Where the authorization URL is printed for the user (default: the process's stderr). */
  notify?: (line: string) => void;
}

/** The wait for a user's approval in the browser when `--oauth-timeout` is not given. */
export const DEFAULT_AUTHORIZATION_TIMEOUT_MS = 300_000;

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
  /** `--verbose`: each line a stdio server writes on stderr, already escaped and with its secrets redacted. */
  onServerStderr?: (label: string, line: string) => void;
  /** A terminal's progress line: called each second from the first second on, then once with `done`. */
  onProgress?: (label: string, tools: number, bytes: number, done: boolean) => void;
  /**
   * `rounded` (`--round-inexact-numbers`): a number in the server's messages a double cannot hold exactly
   * (an int64 bound) is read as the nearest double; default: refused, naming its place and that flag.
   */
  numbers?: NumberReading;
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
    if (!Number.isFinite(n) || n <= 0)
      throw new ToolsealError('USAGE', `${names[key]} takes a positive number, not ${JSON.stringify(v.slice(0, 40))}`);
    return n;
  };
  const count = (key: keyof LimitTexts, fallback: number): number => {
    const n = positive(key);
    if (n === undefined) return fallback;
    if (!Number.isSafeInteger(Math.floor(n)) || Math.floor(n) < 1)
      throw new ToolsealError('USAGE', `${names[key]} takes a whole number from 1 to ${Number.MAX_SAFE_INTEGER}`);
    return Math.floor(n);
  };
  const seconds = positive('timeout');
  const timeoutMs = seconds === undefined ? DEFAULT_LIMITS.timeoutMs : Math.round(seconds * 1000);
  if (timeoutMs > MAX_TIMEOUT_MS || timeoutMs < 1) {
    throw new ToolsealError(
      'USAGE',
      `${names.timeout} takes seconds from 0.001 to ${Math.floor(MAX_TIMEOUT_MS / 1000)}, not ${JSON.stringify(texts.timeout!.slice(0, 40))}`,
    );
  }
  return {
    timeoutMs,
    ...(startedAt === undefined ? {} : { startedAt }),
    maxPages: count('maxPages', DEFAULT_LIMITS.maxPages),
    maxBytes: count('maxBytes', DEFAULT_LIMITS.maxBytes),
    maxTools: count('maxTools', DEFAULT_LIMITS.maxTools),
  };
}

/** Parses `--header "K: V"` values; a malformed one is named by its position only (values may be secrets). */
export function parseHeaders(values: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  values.forEach((h, i) => {
    const colon = h.indexOf(':');
    if (colon <= 0) throw new ToolsealError('USAGE', '--header takes "Name: value" (a header without a colon was given)');
    const name = h.slice(0, colon).trim();
    // An HTTP field name is a token (RFC 9110 §5.1); anything else would fail later as if the server had.
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      throw new ToolsealError('USAGE', `header number ${i + 1} has a name that is not an HTTP field name (its text is not shown)`);
    const value = h.slice(colon + 1).trim();
    if (/[\r\n\0]/.test(value)) throw new ToolsealError('USAGE', `header ${name} has a line break or NUL in its value`);
    headers[name] = value;
  });
  return headers;
}

/**
 * Refuses a server URL that is not http(s) (`USAGE`, exit 2: invalid input, not a server that failed).
 * The URL is not echoed: its path or query may hold a key.
 */
export function assertServerUrl(url: string, what: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ToolsealError('USAGE', `${what} is not a URL`);
  }
  const scheme = parsed.protocol;
  if (scheme !== 'http:' && scheme !== 'https:')
    throw new ToolsealError('USAGE', `${what} must be an http or https URL, not ${scheme.slice(0, 20)}`);
  // fetch refuses such a URL; as a server that failed (exit 4) it would read as the server's fault.
  if (parsed.username !== '' || parsed.password !== '') {
    throw new ToolsealError(
      'USAGE',
      `${what} carries credentials (user:password@host), which are never sent in a URL; send them in a header (--header "Authorization: Basic …")`,
    );
  }
}

/** The options by which every command names a server (`SERVER` in each command's help), plus the snapshot bounds. */
export const SERVER_OPTIONS = {
  verbose: { type: 'boolean' },
  snapshot: { type: 'string' },
  url: { type: 'string' },
  transport: { type: 'string' },
  protocol: { type: 'string' },
  'client-capabilities': { type: 'string' },
  header: { type: 'string', multiple: true },
  env: { type: 'string', multiple: true },
  cwd: { type: 'string' },
  config: { type: 'string' },
  input: { type: 'string', multiple: true },
  server: { type: 'string' },
  all: { type: 'boolean' },
  'server-id': { type: 'string' },
  timeout: { type: 'string' },
  'max-pages': { type: 'string' },
  'max-bytes': { type: 'string' },
  'max-tools': { type: 'string' },
  oauth: { type: 'boolean' },
  'oauth-client-id': { type: 'string' },
  'oauth-client-secret': { type: 'string' },
  'oauth-client-credentials': { type: 'boolean' },
  'oauth-client-metadata-url': { type: 'string' },
  'oauth-scope': { type: 'string' },
  'oauth-open': { type: 'string' },
  'oauth-redirect-port': { type: 'string' },
  'oauth-timeout': { type: 'string' },
  'oauth-logout': { type: 'boolean' },
} as const satisfies NonNullable<ParseArgsConfig['options']>;
