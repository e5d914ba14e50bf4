import { serverSecrets } from './secret-values.js';
import type { LabelAndSecrets } from './server-session.js';
import type { LiveServerSpec } from './server-spec.js';

// How messages name a server: a label made from its command or URL that never holds one of its secrets.

/**
 * Where a URL points, for messages: its origin only. Userinfo and the query may hold a token, and so may
 * the path (hosted MCP servers often put a key in it: `/s/<key>/mcp`).
 */
export function describeUrl(url: string): string {
  return URL.canParse(url) ? new URL(url).origin : 'the server URL';
}

/** Launcher subcommands that say nothing about which server runs (`docker run`, `npm exec`, `uv tool run`). */
const SUBCOMMANDS = new Set(['run', 'exec', 'x', 'dlx', 'tool', 'start']);

/** Options whose next argument is their value (launchers' commonest), never the server's name. */
const VALUE_OPTIONS =
  /^(?:-[epvwc]|--(?:env|env-file|volume|mount|name|network|package|from|with|workdir|user|entrypoint|cwd|prefix|directory|python|config))$/;

/** An option named like this takes a secret: its value is never a label. */
const SECRET_OPTION = /key|token|secret|pass|auth|cred|bearer|cookie|session/i;

/** File and folder names that say nothing alone (`node dist/index.js`): the folder above them does. */
const GENERIC_NAME = /^(?:index|main|server|cli|app|start|run|bin|dist|build|src|lib|out|cmd)(?:\.[cm]?[jt]s|\.py)?$/i;

/**
 * Whether an argument reads as a path, a script or a package name rather than a value: a path or file
 * name, a scoped package, or a lower-case package name; never a URL (its parts may hold a key) or a
 * token-like run of hex digits.
 */
function looksLikeName(a: string): boolean {
  if (a.includes('://') || !/^[@A-Za-z0-9._~+/\\:-]+$/.test(a)) return false;
  if (/(?=[0-9a-f]*[0-9])[0-9a-f]{16,}/i.test(a)) return false;
  return /[/\\]/.test(a) || a.startsWith('@') || /\.[A-Za-z0-9]{1,4}$/.test(a) || /^[a-z0-9][a-z0-9._-]*$/.test(a);
}

/** The first argument that names what runs: options, their values and launcher subcommands skipped. */
function nameArgument(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') continue;
    if (a.startsWith('-')) {
      if (!a.includes('=') && (VALUE_OPTIONS.test(a) || SECRET_OPTION.test(a))) i++;
      continue;
    }
    if (SUBCOMMANDS.has(a) && i + 1 < args.length) continue;
    return looksLikeName(a) ? a : undefined;
  }
  return undefined;
}

/** A label part this long that is part of a secret is hidden; a shorter one (`bin`, `js`) is in too many. */
const MIN_HIDDEN_LABEL_PART = 4;

/**
 * A stdio server's label: the command's file name and the base name of the first argument that names what
 * runs (`npx server-memory`, `docker github-mcp-server`, `node scripted-server.mjs`), with the folders
 * above a generic name (`node weather/dist/index.js`, else the working folder's name: `node weather/index.js`).
 * Never an argument's value, since one may hold a token (`--api-key K`, a proxy's `https://h/sse?key=…`);
 * a part that holds a secret value, or is part of one (a config file's `${TOKEN}` in a path), is `***`.
 */
function commandLabel(spec: Extract<LiveServerSpec, { kind: 'stdio' }>, secrets: readonly string[]): string {
  const segments = (p: string) => p.split(/[\\/]/).filter((x) => x !== '' && x !== '.');
  const secretIn = (name: string) => secrets.some((s) => name.includes(s) || (name.length >= MIN_HIDDEN_LABEL_PART && s.includes(name)));
  const hide = (name: string) => (secretIn(name) ? '***' : name);
  const command = hide(segments(spec.command).pop() ?? spec.command);
  const arg = nameArgument(spec.args);
  if (arg === undefined) return command;
  const parts = segments(arg);
  const shown = [parts.pop() ?? arg];
  while (GENERIC_NAME.test(shown[0]!) && parts.length > 0 && shown.length < 3) shown.unshift(parts.pop()!);
  if (GENERIC_NAME.test(shown[0]!) && !/^[/\\]|^[A-Za-z]:/.test(arg) && spec.cwd !== undefined) {
    const folder = segments(spec.cwd).pop();
    if (folder !== undefined) shown.unshift(folder);
  }
  return `${command} ${shown.map(hide).join('/')}`;
}

/**
 * Names a live server in messages without any secret: the command's file name, or the URL's origin. The
 * secrets hidden are the server's own (see {@link serverSecrets}), its arguments left out: as secrets, a
 * script path would hide its own file name.
 */
export function describeServer(
  spec: LiveServerSpec,
  serverId?: string,
  hidden: readonly string[] = serverSecrets(spec).withoutArguments,
): string {
  const base = spec.kind === 'stdio' ? `stdio server ${JSON.stringify(commandLabel(spec, hidden))}` : `server ${describeUrl(spec.url)}`;
  return serverId ? `server ${JSON.stringify(serverId)} (${base})` : base;
}

/**
 * A server's label and secret values, decided once for the whole exchange with it: the secrets by
 * {@link serverSecrets}, the label from them (see {@link describeServer}). `serverId` is the config key or
 * `--server-id`, when there is one.
 */
export function labelAndSecrets(spec: LiveServerSpec, serverId?: string): LabelAndSecrets {
  const secrets = serverSecrets(spec);
  return { label: describeServer(spec, serverId, secrets.withoutArguments), secrets };
}
