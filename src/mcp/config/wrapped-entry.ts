// A config entry that starts its server through `toolseal guard` (what `toolseal wrap` writes, or a line
// written by hand) is read as the server behind the guard: every command that reads a config would
// otherwise list the guard, and see only what it lets through. The server read is exactly what the guard
// would start: its command line is parsed by the guard's own option table, split at the first `--` as the
// CLI splits it; a `toolsealWrapped` record that names another server is refused, never believed.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { resolve } from 'node:path';
import { ToolsealError } from '../../core/errors.js';
import { isJsonObject } from '../../core/json/json-object.js';
import { readNpmArgs } from '../../core/origin/package-launch-npm-pypi.js';
import { unwrapCommand } from '../../core/origin/package-launch-wrappers.js';
import { isProtocolChoice } from '../server/protocol-versions.js';
import { describeServer } from '../server/server-label.js';
import {
  SERVER_OPTIONS,
  assertServerUrl,
  parseHeaders,
  parseTransport,
  type LiveServerSpec,
  type OAuthOptions,
} from '../server/server-spec.js';

/** The guard's option table: the options by which every command names a server, and the guard's own. */
export const GUARD_OPTIONS = {
  'upgrade-bundle': { type: 'string', multiple: true },
  'upgrade-repo': { type: 'string' },
  'upgrade-registry': { type: 'string' },
  offline: { type: 'boolean' },
  ...SERVER_OPTIONS,
  lock: { type: 'string' },
  'on-change': { type: 'string' },
  'fail-on': { type: 'string' },
  'snapshot-dir': { type: 'string' },
  'round-inexact-numbers': { type: 'boolean' },
  unpinned: { type: 'string' },
  audit: { type: 'string' },
  bundle: { type: 'string' },
  'certificate-identity': { type: 'string' },
  'certificate-identity-regexp': { type: 'string' },
  'certificate-oidc-issuer': { type: 'string' },
  repo: { type: 'string' },
  owner: { type: 'string' },
  'signer-workflow': { type: 'string' },
  'signer-ref': { type: 'string' },
  'source-repo': { type: 'string' },
  'allow-reusable-callers': { type: 'boolean' },
  'server-name': { type: 'string' },
  'trusted-root': { type: 'string' },
} as const satisfies NonNullable<ParseArgsConfig['options']>;

/**
 * The member of a wrapped server entry that keeps what `wrap` replaced (src/guard/wrap-config.ts): the
 * original values of the keys it changed or removed (`type`, `command`, `args`, `url`, `headers`), so
 * `--undo` restores them exactly. A key the entry did not have is not in it. Its presence marks an entry
 * as wrapped; what the entry starts is read from its command line, and the two must agree.
 */
export const WRAPPED_KEY = 'toolsealWrapped';

/** How deep wrappers are followed to find the guard (`env X=1 npx -y toolseal@V guard …`). */
const MAX_WRAPPING = 4;

/** What a config entry's guard does, as its own command line says: read by doctor and trust. */
export interface GuardEntry {
  /** The command that runs toolseal, without `guard` and its arguments (`npx -y toolseal@1.2.3`). */
  launcher: { command: string; args: string[] };
  /** The entry as the host starts it (the guard's whole command line): what the package check reads (an unpinned toolseal is a finding too). */
  spec: Extract<LiveServerSpec, { kind: 'stdio' }>;
  /** `--lock` as written (relative to the folder the guard starts in), `--server-id`, `--on-change`, `--unpinned`. */
  lock?: string;
  serverId?: string;
  onChange?: string;
  unpinned?: string;
  /** The folder the host starts the guard in (the entry's `cwd`), when the config says, and the entry's `env` (the guard's). */
  cwd?: string;
  env?: Record<string, string>;
}

/** The words after `guard` when a command line runs toolseal's guard (`toolseal guard`, `node …/cli.js guard`, `npx toolseal@V guard`). */
export function guardWordsOf(command: string, args: readonly string[], depth = 0): readonly string[] | undefined {
  const base = command.split(/[\\/]/).pop() ?? command;
  const word = base.replace(/\.(cmd|exe|bat|ps1)$/i, '').toLowerCase();
  if (word === 'toolseal') return args[0] === 'guard' ? args.slice(1) : undefined;
  if (word === 'npx' || word === 'pnpx') {
    const read = readNpmArgs(args, 'npx');
    if (read.unreadable !== undefined || read.first === undefined) return undefined;
    const first = read.words[read.first]!;
    // `npx -p toolseal@V toolseal guard`: the first word is the command; else it is the package spec.
    const name = read.packages.length > 0 ? first : first.replace(/^(@?[^@]+)@.*$/, '$1');
    if (name !== 'toolseal' || (read.packages.length > 0 && !read.packages.every((p) => p.replace(/^(@?[^@]+)@.*$/, '$1') === 'toolseal')))
      return undefined;
    const rest = read.words.slice(read.first + 1);
    return rest[0] === 'guard' ? rest.slice(1) : undefined;
  }
  if (depth >= MAX_WRAPPING) return undefined;
  const unwrapped = unwrapCommand(word, args);
  return unwrapped?.kind === 'command' ? guardWordsOf(unwrapped.command, unwrapped.args, depth + 1) : undefined;
}

interface GuardWords {
  values: Record<string, string | boolean | Array<string | boolean> | undefined>;
  rest: string[] | undefined;
}

/** The guard's arguments as the CLI reads them: its own options up to the first `--`, the server's words after it. */
function readGuardWords(words: readonly string[], label: string): GuardWords {
  const refuse = (why: string) =>
    new ToolsealError('INVALID_CONFIG', `${label}: its toolseal guard command line ${why}, so the server it starts cannot be read`);
  const dashdash = words.indexOf('--');
  const own = dashdash < 0 ? [...words] : words.slice(0, dashdash);
  const rest = dashdash < 0 ? undefined : words.slice(dashdash + 1);
  if (own.includes('--help') || own.includes('-h')) throw refuse('asks for help');
  let parsed;
  try {
    parsed = parseArgs({ args: own, options: GUARD_OPTIONS, allowPositionals: true, strict: true, tokens: true });
  } catch {
    throw refuse('does not parse as the guard reads it');
  }
  if (parsed.positionals.length > 0) throw refuse('has an argument the guard does not take');
  const seen = new Set<string>();
  for (const t of parsed.tokens) {
    if (t.kind !== 'option') continue;
    const multiple = (GUARD_OPTIONS as Record<string, { multiple?: boolean }>)[t.name]?.multiple === true;
    if (!multiple && seen.has(t.name)) throw refuse(`gives --${t.name} twice`);
    seen.add(t.name);
  }
  return { values: parsed.values as GuardWords['values'], rest };
}

const str = (w: GuardWords, name: string): string | undefined => {
  const v = w.values[name];
  return typeof v === 'string' ? v : undefined;
};
const list = (w: GuardWords, name: string): string[] => {
  const v = w.values[name];
  return Array.isArray(v) ? (v as string[]) : [];
};

/** The server the guard starts, from its words (expanded as the entry's other values are); the entry's `env` and `cwd` are the guard's. */
function upstreamOf(w: GuardWords, entrySpec: Extract<LiveServerSpec, { kind: 'stdio' }>, label: string): LiveServerSpec {
  const invalid = (why: string) => new ToolsealError('INVALID_CONFIG', `${label}: its toolseal guard ${why}`);
  const url = str(w, 'url');
  if (str(w, 'config') !== undefined || str(w, 'snapshot') !== undefined)
    throw invalid(
      `reads ${str(w, 'config') !== undefined ? '--config' : '--snapshot'}; give it the server itself (-- CMD ARGS or --url URL)`,
    );
  if ((w.rest === undefined) === (url === undefined)) throw invalid('must start one server: -- CMD ARGS or --url URL');
  if (str(w, 'client-capabilities') !== undefined) throw invalid('takes no --client-capabilities (it lists for the host’s)');
  const protocolText = str(w, 'protocol') ?? 'auto';
  if (!isProtocolChoice(protocolText)) throw invalid('has a --protocol it does not know');
  const protocol = protocolText === 'auto' ? {} : { protocol: protocolText };
  const secrets = entrySpec.secrets ? { secrets: entrySpec.secrets } : {};
  if (w.rest !== undefined) {
    if (list(w, 'header').length > 0 || str(w, 'transport') !== undefined) throw invalid('gives --header or --transport to a stdio server');
    const [command, ...args] = w.rest;
    if (!command) throw invalid('has no command after --');
    const env: Record<string, string> = { ...(entrySpec.env ?? {}) };
    for (const [i, kv] of list(w, 'env').entries()) {
      const eq = kv.indexOf('=');
      if (eq <= 0) throw invalid(`--env number ${i + 1} has no name before "=" (its text is not shown)`);
      env[kv.slice(0, eq)] = kv.slice(eq + 1);
    }
    const cwdFlag = str(w, 'cwd');
    const cwd = cwdFlag === undefined ? entrySpec.cwd : entrySpec.cwd === undefined ? cwdFlag : resolve(entrySpec.cwd, cwdFlag);
    const withEnv = entrySpec.env !== undefined || Object.keys(env).length > 0 ? { env } : {};
    return { kind: 'stdio', command, args, ...withEnv, ...(cwd !== undefined ? { cwd } : {}), ...protocol, ...secrets };
  }
  if (list(w, 'env').length > 0 || str(w, 'cwd') !== undefined) throw invalid('gives --env or --cwd to a --url server');
  try {
    const transport = parseTransport(str(w, 'transport') ?? 'auto', '--transport');
    assertServerUrl(url!, '--url');
    return { kind: 'url', url: url!, transport, headers: parseHeaders(list(w, 'header')), ...protocol, ...secrets };
  } catch (e) {
    if (e instanceof ToolsealError) throw invalid(`${e.message}`);
    throw e;
  }
}

/** The `--oauth` options of a guard over `--url`, as a config entry's `oauth` block gives them. */
function oauthOf(w: GuardWords): Partial<OAuthOptions> | undefined {
  const clientId = str(w, 'oauth-client-id');
  const wanted = w.values.oauth === true || w.values['oauth-client-credentials'] === true || clientId !== undefined;
  if (!wanted) return undefined;
  const scope = str(w, 'oauth-scope');
  const secret = str(w, 'oauth-client-secret');
  return {
    ...(clientId !== undefined ? { clientId } : {}),
    ...(secret !== undefined ? { clientSecret: secret } : {}),
    ...(scope !== undefined ? { scope } : {}),
  };
}

/** The server a `toolsealWrapped` record names: `-- CMD ARGS` or `--url` with its headers and transport, as words compare. */
function recordedServer(record: Record<string, unknown>): string | undefined {
  const url = record.url ?? record.serverUrl;
  if (typeof record.command === 'string') return JSON.stringify(['stdio', record.command, record.args ?? []]);
  if (typeof url !== 'string') return undefined;
  const headers = isJsonObject(record.headers) ? record.headers : {};
  const transport = record.type === 'sse' ? 'sse' : record.type === undefined || record.type === 'stdio' ? 'auto' : 'http';
  return JSON.stringify(['url', url, transport, Object.entries(headers).map(([k, v]) => `${k}: ${String(v).trim()}`)]);
}

/** The server the guard's words (as written, before expansion) start, in the shape of {@link recordedServer}. */
function startedServer(w: GuardWords): string {
  if (w.rest !== undefined) return JSON.stringify(['stdio', w.rest[0], w.rest.slice(1)]);
  const headers = list(w, 'header').map((h) => {
    const colon = h.indexOf(':');
    return colon < 0 ? h : `${h.slice(0, colon).trim()}: ${h.slice(colon + 1).trim()}`;
  });
  return JSON.stringify(['url', str(w, 'url'), str(w, 'transport') ?? 'auto', headers]);
}

export interface ReadThrough {
  /** The server behind the guard (or the entry's own, when it is not a guard). */
  spec: LiveServerSpec;
  /** The guard, when the entry starts one. */
  guard?: GuardEntry;
  /** The guard's `--oauth` options (a `--url` server). */
  oauth?: Partial<OAuthOptions>;
  /** One line for stderr: which server is read in place of the guard (names and the server's label only). */
  note?: string;
}

/**
 * A config entry read through its guard: the server behind `toolseal guard` when the entry starts one,
 * else the entry as read. `spec` is the entry as read (variables expanded), `entry` its raw value, `key`
 * its server id and `label` where it is (`FILE: server "KEY"`). A `toolsealWrapped` record that does not
 * name the server the guard starts, or a record on an entry that starts no guard, is `INVALID_CONFIG`.
 */
export function readThroughGuard(key: string, spec: LiveServerSpec, entry: unknown, label: string): ReadThrough {
  const raw = isJsonObject(entry) ? entry : {};
  const record = raw[WRAPPED_KEY];
  // `wrap --toolseal-command CMD` writes `CMD guard …` and the record: with the record, any command whose
  // first argument is `guard` is read as that guard (the host runs it either way; doctor says if it starts).
  const customGuard = (args: readonly string[]) => (record !== undefined && args[0] === 'guard' ? args.slice(1) : undefined);
  const words = spec.kind === 'stdio' ? (guardWordsOf(spec.command, spec.args) ?? customGuard(spec.args)) : undefined;
  const rawArgs = Array.isArray(raw.args) ? (raw.args as string[]) : [];
  const rawWords = typeof raw.command === 'string' ? (guardWordsOf(raw.command, rawArgs) ?? customGuard(rawArgs)) : undefined;
  if (words === undefined || spec.kind !== 'stdio') {
    if (record !== undefined)
      throw new ToolsealError(
        'INVALID_CONFIG',
        `${label}: it has a "${WRAPPED_KEY}" record but does not start toolseal guard; run toolseal wrap --undo, or remove the record`,
      );
    return { spec };
  }
  const w = readGuardWords(words, label);
  if (record !== undefined) {
    // The record and the guard's words compare as written (before `${VAR}` expansion), as wrap wrote both.
    const named = isJsonObject(record) ? recordedServer(record) : undefined;
    const started = rawWords === undefined ? undefined : startedServer(readGuardWords(rawWords, label));
    if (named === undefined || named !== started)
      throw new ToolsealError(
        'INVALID_CONFIG',
        `${label}: its "${WRAPPED_KEY}" record names another server than the one its toolseal guard starts; run toolseal wrap again, or fix the entry`,
      );
  }
  const upstream = upstreamOf(w, spec, label);
  const oauth = oauthOf(w);
  const launcherArgs = spec.args.slice(0, spec.args.length - words.length - 1);
  const guard: GuardEntry = {
    launcher: { command: spec.command, args: launcherArgs },
    spec,
    ...(str(w, 'lock') !== undefined ? { lock: str(w, 'lock') } : {}),
    ...(str(w, 'server-id') !== undefined ? { serverId: str(w, 'server-id') } : {}),
    ...(str(w, 'on-change') !== undefined ? { onChange: str(w, 'on-change') } : {}),
    ...(str(w, 'unpinned') !== undefined ? { unpinned: str(w, 'unpinned') } : {}),
    ...(spec.cwd !== undefined ? { cwd: spec.cwd } : {}),
    ...(spec.env !== undefined ? { env: spec.env } : {}),
  };
  return {
    spec: upstream,
    guard,
    ...(oauth ? { oauth } : {}),
    note: `reading ${JSON.stringify(key)} through its toolseal guard entry: ${describeServer(upstream)}`,
  };
}
