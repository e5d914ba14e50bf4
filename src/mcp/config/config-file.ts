import { homedir } from 'node:os';
import { basename, dirname, sep } from 'node:path';
import { ToolsealError } from '../../core/errors.js';
import { readConfigEntries } from './config-formats.js';
import { expandInputs, type ConfigInputs } from './config-inputs.js';
import type { LiveServerSpec, OAuthOptions } from '../server/server-spec.js';
import { isJsonObject } from '../../core/json/json-object.js';
import { readThroughGuard, type GuardEntry } from './wrapped-entry.js';

/** One server of an MCP client config file: its key (the server id) and how to reach it, or why not. */
export interface ConfiguredServer {
  name: string;
  spec?: LiveServerSpec;
  /** This entry is unusable (`INVALID_CONFIG`); the file's other servers still are. */
  error?: ToolsealError;
  /** The entry's own `oauth` block (an HTTP entry): it authorizes with OAuth, with these settings. */
  oauth?: Partial<OAuthOptions>;
  /** Marked `"disabled": true`: the client never starts it, and neither does toolseal (nor expands it). */
  disabled?: true;
  /** The entry starts `toolseal guard`: `spec` is the server behind it, this is the guard (see wrapped-entry.ts). */
  guard?: GuardEntry;
  /** Said once on stderr by a command that reads the server: which server is read in place of its guard. */
  note?: string;
}

type Json = Record<string, unknown>;

/**
 * The folder a client runs its servers from and `${workspaceFolder}` means: the project folder that holds
 * `.vscode/mcp.json`, `.cursor/mcp.json` or `.mcp.json`. Claude Desktop's file lives in an app-data folder
 * and has no workspace.
 */
function workspaceOf(file: string): string | undefined {
  // Claude Desktop's and Windsurf's files, and VS Code's user settings, belong to no project.
  if (basename(file) === 'claude_desktop_config.json' || basename(file) === 'mcp_config.json') return undefined;
  const dir = dirname(file);
  const leaf = basename(dir);
  if (basename(file) === 'settings.json' && leaf !== '.vscode') return undefined;
  return leaf === '.vscode' || leaf === '.cursor' ? dirname(dir) : dir;
}

/**
 * Expands the variables MCP clients expand in a config value:
 * `${env:NAME}` (VS Code, Cursor), `${NAME}` and `${NAME:-default}` (Claude Code): unset without a default
 * is an error naming the entry and the variable (VS Code would send an empty value, and a server given an
 * empty token lists what it shows anyone: not the surface to pin), `${workspaceFolder}`, `${userHome}`,
 * `${pathSeparator}` / `${/}`. `${input:ID}` would prompt in VS Code: refused here, use `${env:NAME}`.
 * Errors name the variable, never a value. Each value taken from `env` is pushed to `fromEnv` when given:
 * the environment is where CI keeps its secrets, so such a value is redacted like an `env` or header value.
 * `withheld` names variables that are set but were kept out of `env` on purpose (an action's variables not
 * listed in `config-env`): an error about one of them says so, instead of calling it unset.
 */
export function expandVariables(
  value: string,
  env: NodeJS.ProcessEnv,
  workspace: string | undefined,
  label: string,
  fromEnv?: string[],
  withheld?: ReadonlySet<string>,
): string {
  const taken = (v: string) => {
    fromEnv?.push(v);
    return v;
  };
  const runner = withheld !== undefined || env.GITHUB_ACTIONS === 'true';
  const unset = (name: string, spelled: string) => {
    if (withheld?.has(name)) {
      throw new ToolsealError(
        'INVALID_CONFIG',
        `${label}: environment variable ${name} is set in the job but not listed in config-env, so the config file cannot expand it (add ${name} to the action's config-env input)`,
      );
    }
    return new ToolsealError('INVALID_CONFIG', `${label}: environment variable ${name} is not set (${spelled} has no :-default)`);
  };
  return value.replace(/\$\{([^}]*)\}/g, (_m, body: string) => {
    if (body.startsWith('env:')) {
      const name = expandableName(body.slice(4), label, runner);
      const v = env[name];
      if (v === undefined) throw unset(name, `\${${body}}`);
      return taken(v);
    }
    if (body === 'workspaceFolder') {
      if (workspace === undefined) throw new ToolsealError('INVALID_CONFIG', `${label}: \${workspaceFolder} has no meaning in this file`);
      return workspace;
    }
    if (body === 'userHome') return homedir();
    if (body === 'pathSeparator' || body === '/') return sep;
    if (body.startsWith('input:')) {
      throw new ToolsealError('INVALID_CONFIG', `${label}: \${${body}} asks the user for a value; set it through \${env:NAME} instead`);
    }
    const dash = body.indexOf(':-');
    const name = dash < 0 ? body : body.slice(0, dash);
    const v = env[expandableName(name, label, runner)];
    if (v !== undefined) return taken(v);
    if (dash >= 0) return body.slice(dash + 2);
    throw unset(name, `\${${name}}`);
  });
}

/**
 * The runner's own variables hold the job's credentials (`INPUT_GITHUB-TOKEN`, `ACTIONS_RUNTIME_TOKEN`,
 * `ACTIONS_ID_TOKEN_REQUEST_TOKEN`): a config file, which may come from a pull request, never expands them,
 * whatever environment it is given. `GITHUB_TOKEN` is the job's token in a workflow (an action, or the CLI
 * where `GITHUB_ACTIONS` is `true`), refused there; elsewhere it is the person's own variable (the GitHub
 * MCP server's configs name it) and expands like any other.
 */
const RUNNER_SECRET_NAME = /^(?:INPUT_|ACTIONS_|RUNNER_)/i;
const JOB_TOKEN_NAME = /^GITHUB_TOKEN$/i;

function expandableName(name: string, label: string, runner: boolean): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
    throw new ToolsealError('INVALID_CONFIG', `${label}: unknown variable \${${name.slice(0, 40)}}`);
  if (RUNNER_SECRET_NAME.test(name) || (runner && JOB_TOKEN_NAME.test(name))) {
    throw new ToolsealError(
      'INVALID_CONFIG',
      `${label}: \${${name}} names a variable of the runner (INPUT_*, ACTIONS_*, RUNNER_*; GITHUB_TOKEN in a workflow), which a config file does not expand`,
    );
  }
  return name;
}

function stringField(entry: Json, key: string, label: string, required: boolean): string | undefined {
  const v = entry[key];
  if (v === undefined && !required) return undefined;
  if (typeof v !== 'string' || (required && v === '')) {
    throw new ToolsealError('INVALID_CONFIG', `${label}: "${key}" must be a ${required ? 'non-empty ' : ''}string`);
  }
  return v;
}

function stringRecord(entry: Json, key: string, label: string): Record<string, string> | undefined {
  const v = entry[key];
  if (v === undefined || v === null) return undefined;
  if (!isJsonObject(v)) throw new ToolsealError('INVALID_CONFIG', `${label}: "${key}" must be an object of strings`);
  const out: Record<string, string> = {};
  for (const [k, x] of Object.entries(v)) {
    // The key only: the value may be a secret.
    if (typeof x !== 'string') throw new ToolsealError('INVALID_CONFIG', `${label}: ${key}.${k} must be a string`);
    out[k] = x;
  }
  return out;
}

/**
 * An HTTP entry's `oauth` block, as Claude Code writes it (`claude mcp add --client-id --callback-port`):
 * `clientId`, `clientSecret`, `callbackPort`, and `scope` (a string, or `scopes` as an array). Variables
 * expand as elsewhere; the secret is a secret.
 */
function oauthBlockOf(entry: Json, label: string, expand: (v: string) => string): Partial<OAuthOptions> | undefined {
  const block = entry.oauth;
  if (block === undefined || block === null || block === false) return undefined;
  if (block === true) return {};
  if (!isJsonObject(block)) throw new ToolsealError('INVALID_CONFIG', `${label}: "oauth" must be an object`);
  const at = `${label}: oauth`;
  const out: Partial<OAuthOptions> = {};
  const clientId = stringField(block, 'clientId', at, false);
  if (clientId !== undefined) out.clientId = expand(clientId);
  const clientSecret = stringField(block, 'clientSecret', at, false);
  if (clientSecret !== undefined) out.clientSecret = expand(clientSecret);
  const port = block.callbackPort;
  if (port !== undefined) {
    if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535)
      throw new ToolsealError('INVALID_CONFIG', `${at}.callbackPort must be a port number`);
    out.redirectPort = port;
  }
  const scope = stringField(block, 'scope', at, false);
  const scopes = block.scopes;
  if (scopes !== undefined && (!Array.isArray(scopes) || !scopes.every((x) => typeof x === 'string')))
    throw new ToolsealError('INVALID_CONFIG', `${at}.scopes must be an array of strings`);
  if (scope !== undefined || scopes !== undefined) out.scope = scope ?? (scopes as string[]).join(' ');
  return out;
}

function serverSpecOf(
  name: string,
  entry: unknown,
  file: string,
  env: NodeJS.ProcessEnv,
  withheld: ReadonlySet<string> | undefined,
  inputs: ConfigInputs | undefined,
): LiveServerSpec & { oauthBlock?: Partial<OAuthOptions> } {
  const label = `${file}: server ${JSON.stringify(name)}`;
  if (!isJsonObject(entry)) throw new ToolsealError('INVALID_CONFIG', `${label}: not an object`);
  const workspace = workspaceOf(file);
  // Values from the environment anywhere in the entry (command, arguments, folder, URL, `env`, `headers`,
  // the OAuth block): secrets, like `env` values. (A header's `prefix-${TOKEN}` is a secret whole, and so
  // is the token alone.)
  const secrets: string[] = [];
  const expand = (v: string) =>
    expandInputs(v, inputs, label, secrets, (text) => expandVariables(text, env, workspace, label, secrets, withheld));
  const expandRecord = (r: Record<string, string> | undefined) =>
    r === undefined ? undefined : Object.fromEntries(Object.entries(r).map(([k, v]) => [k, expand(v)]));
  const secretsOf = () => (secrets.some((s) => s !== '') ? { secrets: secrets.filter((s) => s !== '') } : {});
  const type = stringField(entry, 'type', label, false);
  // Windsurf names a remote server's URL `serverUrl`.
  if (entry.serverUrl !== undefined && entry.url !== undefined)
    throw new ToolsealError('INVALID_CONFIG', `${label}: both "url" and "serverUrl"; give one`);
  const urlKey = entry.serverUrl !== undefined ? 'serverUrl' : 'url';
  const isUrl =
    type === 'http' ||
    type === 'streamable-http' ||
    type === 'streamableHttp' ||
    type === 'sse' ||
    (type === undefined && entry[urlKey] !== undefined && entry.command === undefined);
  if (isUrl) {
    const url = expand(stringField(entry, urlKey, label, true)!);
    if (!URL.canParse(url)) throw new ToolsealError('INVALID_CONFIG', `${label}: "${urlKey}" is not a URL`);
    const scheme = new URL(url).protocol;
    if (scheme !== 'http:' && scheme !== 'https:')
      throw new ToolsealError('INVALID_CONFIG', `${label}: "${urlKey}" must be http or https, not ${scheme.slice(0, 20)}`);
    if (new URL(url).username !== '' || new URL(url).password !== '') {
      throw new ToolsealError(
        'INVALID_CONFIG',
        `${label}: "${urlKey}" carries credentials (user:password@host), which are never sent in a URL; put them in "headers"`,
      );
    }
    const oauthBlock = oauthBlockOf(entry, label, (v) =>
      expandInputs(v, inputs, label, secrets, (text) => expandVariables(text, env, workspace, label, secrets)),
    );
    return {
      kind: 'url',
      url,
      transport: type === 'sse' ? 'sse' : type === undefined ? 'auto' : 'http',
      headers: expandRecord(stringRecord(entry, 'headers', label)),
      ...secretsOf(),
      ...(oauthBlock ? { oauthBlock } : {}),
    };
  }
  if (type !== undefined && type !== 'stdio') {
    throw new ToolsealError('INVALID_CONFIG', `${label}: unknown "type" ${JSON.stringify(type.slice(0, 40))} (stdio, http or sse)`);
  }
  if (entry.envFile !== undefined)
    throw new ToolsealError('INVALID_CONFIG', `${label}: "envFile" is not supported; put the variables in "env"`);
  const command = expand(stringField(entry, 'command', label, true)!);
  const args = entry.args ?? [];
  if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) {
    throw new ToolsealError('INVALID_CONFIG', `${label}: "args" must be an array of strings`);
  }
  const cwd = stringField(entry, 'cwd', label, false);
  return {
    kind: 'stdio',
    command,
    args: (args as string[]).map(expand),
    env: expandRecord(stringRecord(entry, 'env', label)),
    cwd: cwd !== undefined ? expand(cwd) : workspace,
    ...secretsOf(),
  };
}

/**
 * Reads an MCP client config file as its host does, in any of the formats of `CONFIG_FORMATS`
 * (config-formats.ts): JSON and JSONC with `mcpServers` (Claude Code's `.mcp.json`,
 * `claude_desktop_config.json`, `.cursor/mcp.json`, Windsurf's `mcp_config.json` with `serverUrl`, Gemini
 * CLI's `settings.json` with `httpUrl`), `servers` (`.vscode/mcp.json`) or `mcp.servers` (VS Code's
 * `settings.json`), Zed's `context_servers`, Continue's `mcpServers` list (YAML or JSON) and Codex's
 * `config.toml`. Variables are expanded with `env` (`withheld`: set, but kept out of `env` on purpose);
 * VS Code's `${input:ID}` takes its value from `options.inputs`. Returns the servers in file order; none is fine.
 */
export function readMcpConfig(
  file: string,
  env: NodeJS.ProcessEnv,
  withheld?: ReadonlySet<string>,
  options: { inputs?: ConfigInputs } = {},
): ConfiguredServer[] {
  return readConfigEntries(file).entries.map(({ name, entry, error }): ConfiguredServer => {
    if (error) return { name, error };
    if (isJsonObject(entry) && entry.disabled === true) return { name, disabled: true };
    try {
      const { oauthBlock, ...read } = serverSpecOf(name, entry, file, env, withheld, options.inputs);
      // A `toolseal guard` entry is read as the server behind it: the guard's list is what it lets through.
      const { spec, guard, oauth, note } = readThroughGuard(name, read, entry, `${file}: server ${JSON.stringify(name)}`);
      const oauthOf = oauth ?? oauthBlock;
      return { name, spec, ...(oauthOf ? { oauth: oauthOf } : {}), ...(guard ? { guard, note } : {}) };
    } catch (e) {
      if (e instanceof ToolsealError) return { name, error: e };
      throw e;
    }
  });
}
