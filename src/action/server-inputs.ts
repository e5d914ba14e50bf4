import * as core from '@actions/core';
import { ToolsealError } from '../core/errors.js';
import { oauthCacheDir } from '../mcp/oauth/oauth-cache.js';
import { CIMD_URL_RULE, clientMetadataUrlProblem } from '../mcp/oauth/oauth-options.js';
import { commandWords } from '../core/origin/command-words.js';
import {
  hasAuthorizationHeader,
  limitsFromTexts,
  parseTransport,
  type OAuthOptions,
  type ServerSpec,
  type SnapshotLimits,
} from '../mcp/server/server-spec.js';
import { serverSecrets } from '../mcp/server/secret-values.js';
import { assertServerUrl, parseHeaders } from '../mcp/server/server-spec.js';

/**
 * The server an action's inputs name (the same choices as the CLI's SERVER): `snapshot`, `server-command`
 * (+ `server-env`, `server-cwd`), `server-url` (+ `server-headers`, `server-transport`), or `config`
 * (+ `server`, or all of the file's servers). Header and environment values are registered as secrets,
 * so the runner masks them in every log line.
 */
export function serverSpecFromInputs(named?: { command: string[] } | { url: string }): ServerSpec {
  const snapshot = core.getInput('snapshot');
  // `named`: a server the verify action's registry entry names, read as if it were given in server-command or server-url.
  const command = named && 'command' in named ? JSON.stringify(named.command) : core.getInput('server-command');
  const url = named && 'url' in named ? named.url : core.getInput('server-url');
  const config = core.getInput('config');
  const given = [snapshot && 'snapshot', command && 'server-command', url && 'server-url', config && 'config'].filter(Boolean);
  if (given.length === 0) throw new ToolsealError('USAGE', 'no server given: set one of snapshot, server-command, server-url or config');
  if (given.length > 1) throw new ToolsealError('USAGE', `set one server input, not ${given.join(' and ')}`);
  const serverId = core.getInput('server-id') || undefined;
  if (snapshot) return { kind: 'snapshot', file: snapshot };
  if (command) {
    const [cmd, ...args] = splitCommand(command);
    const env: Record<string, string> = {};
    for (const line of core.getMultilineInput('server-env')) {
      const eq = line.indexOf('=');
      if (eq <= 0) throw new ToolsealError('USAGE', 'server-env takes one K=V per line');
      env[line.slice(0, eq)] = line.slice(eq + 1);
    }
    const spec: ServerSpec = { kind: 'stdio', command: cmd!, args, env, cwd: core.getInput('server-cwd') || undefined, serverId };
    // The environment values, the values the arguments set (`--key=VALUE`, a URL's query): as every command decides them.
    for (const v of serverSecrets(spec).masked) core.setSecret(v);
    return spec;
  }
  if (url) {
    const lines = core.getMultilineInput('server-headers');
    const headers = parseHeaders(lines);
    const transport = parseTransport(core.getInput('server-transport') || 'auto', 'server-transport');
    assertServerUrl(url, 'server-url');
    const oauth = oauthFromInputs();
    // The header would replace every token the grant gets, and the server would refuse each in turn.
    if (oauth && hasAuthorizationHeader(headers))
      throw new ToolsealError('USAGE', 'give an Authorization header in server-headers or the oauth-client-* inputs, not both');
    const spec: ServerSpec = { kind: 'url', url, transport, headers, serverId, ...(oauth ? { oauth } : {}) };
    // The header values whole, the token of a `Bearer …` alone, the URL's query values: as every command decides them.
    for (const v of serverSecrets(spec).masked) core.setSecret(v);
    return spec;
  }
  const server = core.getInput('server');
  const env = configEnvFromInputs();
  const oauth = oauthFromInputs();
  const withOAuth = oauth ? { oauth, oauthForAll: true } : {};
  // Names only: an error can then say "set in the job but not listed in config-env" rather than "not set".
  const envWithheld = new Set(Object.keys(process.env).filter((name) => !Object.hasOwn(env, name)));
  const notice = (line: string) => core.info(`toolseal: ${line}`);
  return server
    ? { kind: 'config', file: config, server, env, envWithheld, notice, ...withOAuth }
    : { kind: 'config', file: config, all: true, env, envWithheld, notice, ...withOAuth };
}

/**
 * OAuth in an action: the client credentials grant only (a runner has no browser and no user), with
 * `oauth-client-id` and `oauth-client-secret` (registered as a secret); `oauth-client-metadata-url`, a
 * Client ID Metadata Document used as the client id where the authorization server supports one. Tokens
 * are cached in the runner's own `$XDG_CONFIG_HOME` / `~/.config`, which ends with the job.
 */
function oauthFromInputs(): OAuthOptions | undefined {
  const clientId = core.getInput('oauth-client-id');
  const clientSecret = core.getInput('oauth-client-secret');
  const metadataUrl = core.getInput('oauth-client-metadata-url');
  if (clientSecret) core.setSecret(clientSecret);
  const metadataUrlProblem = metadataUrl ? clientMetadataUrlProblem(metadataUrl) : undefined;
  if (metadataUrlProblem) throw new ToolsealError('USAGE', `oauth-client-metadata-url ${CIMD_URL_RULE}: it ${metadataUrlProblem}`);
  const cimd = metadataUrl ? { clientMetadataUrl: metadataUrl } : {};
  if (!clientId && !clientSecret) {
    // A client id metadata document alone names the client of a browser approval, which a runner cannot
    // give: the run fails at once saying so, unless the server needs no new approval.
    return metadataUrl ? { ...cimd, open: [], noUser: true, cacheDir: oauthCacheDir(process.env) } : undefined;
  }
  if (!clientId || !clientSecret)
    throw new ToolsealError('USAGE', 'oauth-client-id and oauth-client-secret go together (the client credentials grant)');
  return { clientId, clientSecret, clientCredentials: true, ...cimd, open: [], cacheDir: oauthCacheDir(process.env) };
}

/**
 * The environment a config file's `${VAR}` / `${env:VAR}` may expand from in an action: only the variables
 * the `config-env` input names (comma or line separated). A config file can come from a pull request, and
 * whatever it expands is sent to the server it names, so nothing is expanded unless the workflow says so.
 */
function configEnvFromInputs(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of core
    .getInput('config-env')
    .split(/[\s,]+/)
    .filter(Boolean)) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
      throw new ToolsealError('USAGE', `config-env takes variable names, not ${JSON.stringify(name.slice(0, 40))}`);
    const value = process.env[name];
    if (value !== undefined) {
      if (value) core.setSecret(value);
      env[name] = value;
    }
  }
  return env;
}

/**
 * Splits a command line without a shell: a JSON array of strings as given, else words separated by
 * white space, with "double" or 'single' quotes grouping words.
 */
function splitCommand(line: string): string[] {
  const trimmed = line.trim();
  if (trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      // Not JSON.parse's message: it quotes the text, which may hold a token.
      throw new ToolsealError('USAGE', 'server-command starts with "[" but is not a JSON array of strings');
    }
    if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((x) => typeof x === 'string')) {
      throw new ToolsealError('USAGE', 'server-command as JSON must be a non-empty array of strings');
    }
    return parsed as string[];
  }
  const words = commandWords(trimmed, 'server-command');
  if (words.length === 0) throw new ToolsealError('USAGE', 'server-command is empty');
  return words;
}

/**
 * The snapshot bounds an action's inputs give (`timeout` in seconds, `max-tools`): the timeout bounds each
 * snapshot whole, closing the server included. Not a positive number: `USAGE`.
 */
export function limitsFromInputs(): SnapshotLimits {
  const text = (name: string) => core.getInput(name) || undefined;
  return limitsFromTexts(
    { timeout: text('timeout'), maxTools: text('max-tools') },
    { timeout: 'timeout', maxPages: 'max-pages', maxBytes: 'max-bytes', maxTools: 'max-tools' },
  );
}
