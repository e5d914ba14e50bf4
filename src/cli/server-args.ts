import { ToolsealError } from '../core/errors.js';
import { escapeForTerminal } from '../core/text/terminal-text.js';
import { oauthCacheDir } from '../mcp/oauth/oauth-cache.js';
import { CIMD_URL_RULE, cachedOAuth, clientMetadataUrlProblem, defaultOpener, openerWords, runsInCi } from '../mcp/oauth/oauth-options.js';
import {
  DEFAULT_AUTHORIZATION_TIMEOUT_MS,
  DEFAULT_LIMITS,
  assertConfigChoice,
  assertServerUrl,
  hasAuthorizationHeader,
  limitsFromTexts,
  parseHeaders,
  parseTransport,
  MAX_TIMEOUT_MS,
  type OAuthOptions,
  type ServerSpec,
  type SnapshotLimits,
} from '../mcp/server/server-spec.js';
import { parseConfigInputs } from '../mcp/config/config-inputs.js';
import { parseClientCapabilities } from '../core/surface/client-capabilities.js';
import { MODERN_PROTOCOL, PROTOCOL_CHOICES, isProtocolChoice, type ProtocolChoice } from '../mcp/server/protocol-versions.js';
import type { CommandContext } from './command.js';

export { SERVER_OPTIONS } from '../mcp/server/server-spec.js';

export const SERVER_HELP = `Server (one of):
  -- CMD [ARGS...]            a stdio server, started without a shell (--env K=V, --cwd DIR)
  --url URL                   Streamable HTTP or SSE (--transport auto|http|sse, --header "K: V")
  --protocol auto|2025-11-25|2026-07-28  the MCP era of a --url or stdio server (auto: negotiate)
  --client-capabilities LIST  declare roots, sampling, elicitation (comma-separated) to the server (each of a --config)
  --config FILE --server NAME | --all
                              a server from a host's config (docs/formats.md): .mcp.json, .vscode/mcp.json,
                              claude_desktop_config.json, .cursor/mcp.json, Windsurf's mcp_config.json, VS Code's,
                              Gemini CLI's or Zed's settings.json, Continue's YAML or JSON, Codex's config.toml
                              (disabled servers skipped)
  --input ID=VALUE            the value of a VS Code config's \${input:ID} (repeatable; a secret)
  --snapshot FILE             a snapshot taken earlier (no server, no credentials)
  --server-id ID              the server id when it is not a config key (default: serverInfo.name)
  --verbose                   show each line a stdio server writes on stderr (escaped, secrets redacted)
OAuth (remote servers that ask for authorization; see docs/oauth.md):
  --oauth                     authorize in the browser when the server asks (PKCE, loopback redirect);
                              tokens are cached in $XDG_CONFIG_HOME/toolseal/oauth (mode 0600)
  --oauth-client-credentials  the client credentials grant instead (no browser; for CI)
  --oauth-client-id ID        a registered client (default: dynamic registration); its secret from
                              TOOLSEAL_OAUTH_CLIENT_SECRET (or --oauth-client-secret S)
  --oauth-scope SCOPES        scopes when the server names none
  --oauth-open CMD            run CMD URL to open the authorization URL (default: the platform's opener
                              when there is a display; "" for none: the URL is printed on stderr)
  --oauth-redirect-port N     the loopback redirect port (default: the one used last, else a free one)
  --oauth-timeout SECONDS     the wait for the approval in the browser (${DEFAULT_AUTHORIZATION_TIMEOUT_MS / 1000})
  --oauth-client-metadata-url URL  an HTTPS client metadata document to use as the client id
  --oauth-logout              forget this server's cached tokens and client first (alone: only that)
Bounds: --timeout SECONDS (${DEFAULT_LIMITS.timeoutMs / 1000}; the whole command, closing the server included),
  --max-pages N (${DEFAULT_LIMITS.maxPages}), --max-bytes N (${DEFAULT_LIMITS.maxBytes}), --max-tools N (${DEFAULT_LIMITS.maxTools})`;

function str(ctx: CommandContext, name: string): string | undefined {
  const v = ctx.values[name];
  return typeof v === 'string' ? v : undefined;
}

function list(ctx: CommandContext, name: string): string[] {
  const v = ctx.values[name];
  return Array.isArray(v) ? (v as string[]) : [];
}

/** The server a command's arguments name; `USAGE` when none or more than one is given. */
export function serverSpecFromArgs(ctx: CommandContext): ServerSpec {
  const given = [
    ctx.rest !== undefined && 'a command after --',
    str(ctx, 'url') !== undefined && '--url',
    str(ctx, 'config') !== undefined && '--config',
    str(ctx, 'snapshot') !== undefined && '--snapshot',
  ].filter(Boolean);
  if (given.length === 0) throw new ToolsealError('USAGE', 'no server given: use -- CMD ARGS, --url URL, --config FILE or --snapshot FILE');
  if (given.length > 1) throw new ToolsealError('USAGE', `give one server, not ${given.join(' and ')}`);
  // A flag that does not apply to the server given would be silently ignored: refused instead (never a
  // check that looks like it ran with `--env X=…` when it did not).
  const stdioOnly = [list(ctx, 'env').length > 0 && '--env', str(ctx, 'cwd') !== undefined && '--cwd'].filter(Boolean);
  if (ctx.rest === undefined && stdioOnly.length > 0) {
    throw new ToolsealError(
      'USAGE',
      `${stdioOnly.join(' and ')} apply to a stdio server given after --, not to ${given[0]}${given[0] === '--config' ? ' (set "env" and "cwd" in the config entry)' : ''}`,
    );
  }
  const urlOnly = [list(ctx, 'header').length > 0 && '--header', str(ctx, 'transport') !== undefined && '--transport'].filter(Boolean);
  if (str(ctx, 'url') === undefined && urlOnly.length > 0) {
    throw new ToolsealError(
      'USAGE',
      `${urlOnly.join(' and ')} apply to a --url server, not to ${given[0]}${given[0] === '--config' ? ' (set "headers" in the config entry)' : ''}`,
    );
  }
  if (list(ctx, 'input').length > 0 && str(ctx, 'config') === undefined)
    throw new ToolsealError('USAGE', `--input gives a value to a config file's \${input:ID}, not to ${given[0]}`);
  const serverId = str(ctx, 'server-id');
  if (serverId !== undefined && str(ctx, 'url') === undefined && ctx.rest === undefined) {
    throw new ToolsealError(
      'USAGE',
      `--server-id names a --url or stdio server, not ${given[0] ?? 'this one'} (a config entry's id is its key; a snapshot's is the one it recorded)`,
    );
  }
  // A config file's servers negotiate, and a snapshot has no era to choose nor capabilities to declare
  // (it recorded the ones it was listed for); a config file's servers are each listed for the capabilities given.
  if (str(ctx, 'protocol') !== undefined && str(ctx, 'url') === undefined && ctx.rest === undefined)
    throw new ToolsealError('USAGE', '--protocol is for a --url or a stdio server');
  if (str(ctx, 'client-capabilities') !== undefined && str(ctx, 'snapshot') !== undefined)
    throw new ToolsealError(
      'USAGE',
      '--client-capabilities is for a live server (--url, --config or a stdio server): a snapshot file records the capabilities it was listed for',
    );
  const capabilitiesText = str(ctx, 'client-capabilities');
  const clientCapabilities = capabilitiesText === undefined ? {} : { clientCapabilities: parseClientCapabilities(capabilitiesText) };
  if (ctx.rest !== undefined) {
    const [command, ...args] = ctx.rest;
    if (!command) throw new ToolsealError('USAGE', 'no command after --');
    const env: Record<string, string> = {};
    list(ctx, 'env').forEach((kv, i) => {
      const eq = kv.indexOf('=');
      // Not echoed: `--env $TOKEN` (the name forgotten) would print the token.
      if (eq <= 0)
        throw new ToolsealError(
          'USAGE',
          `--env takes K=V: --env number ${i + 1} has no name before "=" (its text is not shown, it may be a secret)`,
        );
      env[kv.slice(0, eq)] = kv.slice(eq + 1);
    });
    if (oauthWanted(ctx))
      throw new ToolsealError('USAGE', '--oauth is for --url and --config servers (a stdio server is not behind OAuth)');
    const protocol = protocolFromArgs(ctx, 'stdio');
    return {
      kind: 'stdio',
      command,
      args,
      env,
      cwd: str(ctx, 'cwd'),
      serverId,
      ...(protocol !== 'auto' ? { protocol } : {}),
      ...clientCapabilities,
    };
  }
  const url = str(ctx, 'url');
  if (url !== undefined) {
    const transport = parseTransport(str(ctx, 'transport') ?? 'auto', '--transport');
    assertServerUrl(url, '--url');
    const protocol = protocolFromArgs(ctx, transport);
    const oauth = oauthFromArgs(ctx);
    const headers = parseHeaders(list(ctx, 'header'));
    // The header would replace every token the flow gets, and the server would refuse each in turn.
    if (oauthWanted(ctx) && hasAuthorizationHeader(headers)) {
      throw new ToolsealError('USAGE', 'give an Authorization header or --oauth, not both');
    }
    // Tokens an earlier --oauth run cached are used without the flag too (a header, if given, decides).
    const cached = hasAuthorizationHeader(headers) ? undefined : cachedOAuth(url, oauth);
    return {
      kind: 'url',
      url,
      transport,
      headers,
      serverId,
      ...(protocol !== 'auto' ? { protocol } : {}),
      ...clientCapabilities,
      ...(oauthWanted(ctx) ? { oauth } : cached ? { oauth: cached } : {}),
    };
  }
  const config = str(ctx, 'config');
  if (config !== undefined) {
    const server = str(ctx, 'server');
    const all = ctx.values.all === true;
    assertConfigChoice({ server, all });
    // The CLI's own environment (the process's, or a test's in-process one) is what `${VAR}` expands from.
    // Said once a command, though a server may be listed again (lock --samples, every profile).
    const said = new Set<string>();
    return {
      kind: 'config',
      file: config,
      server,
      all,
      env: ctx.io.env,
      ...(list(ctx, 'input').length > 0 ? { inputs: parseConfigInputs(list(ctx, 'input')) } : {}),
      oauth: oauthFromArgs(ctx),
      oauthForAll: oauthWanted(ctx),
      ...clientCapabilities,
      notice: (line) => {
        if (said.has(line)) return;
        said.add(line);
        ctx.io.stderr(`toolseal: ${line}\n`);
      },
    };
  }
  return { kind: 'snapshot', file: str(ctx, 'snapshot')! };
}

/** `--protocol`: auto (the default) or one era's revision; 2026-07-28 is not served over SSE. */
function protocolFromArgs(ctx: CommandContext, transport: string): ProtocolChoice {
  const protocol = str(ctx, 'protocol') ?? 'auto';
  if (!isProtocolChoice(protocol))
    throw new ToolsealError('USAGE', `--protocol must be ${PROTOCOL_CHOICES.join(', ')}, not ${JSON.stringify(protocol.slice(0, 40))}`);
  if (protocol === MODERN_PROTOCOL && transport === 'sse')
    throw new ToolsealError('USAGE', `--protocol ${MODERN_PROTOCOL} is spoken over Streamable HTTP, not --transport sse`);
  return protocol;
}

/** `--oauth`, or an option that only makes sense with it (a client id, the client credentials grant). */
function oauthWanted(ctx: CommandContext): boolean {
  return ctx.values.oauth === true || ctx.values['oauth-client-credentials'] === true || str(ctx, 'oauth-client-id') !== undefined;
}

/** The OAuth settings the arguments give (used by the servers that authorize: `--oauth`, or a config entry's `oauth` block). */
function oauthFromArgs(ctx: CommandContext): OAuthOptions {
  const env = ctx.io.env;
  const clientId = str(ctx, 'oauth-client-id');
  // From the environment first in spirit: a secret on the command line shows in process lists.
  const clientSecret = str(ctx, 'oauth-client-secret') ?? (env.TOOLSEAL_OAUTH_CLIENT_SECRET || undefined);
  const clientCredentials = ctx.values['oauth-client-credentials'] === true;
  if (clientCredentials && (!clientId || !clientSecret)) {
    throw new ToolsealError(
      'USAGE',
      '--oauth-client-credentials needs --oauth-client-id and a secret (TOOLSEAL_OAUTH_CLIENT_SECRET or --oauth-client-secret)',
    );
  }
  const metadataUrl = str(ctx, 'oauth-client-metadata-url');
  const metadataUrlProblem = metadataUrl !== undefined ? clientMetadataUrlProblem(metadataUrl) : undefined;
  if (metadataUrlProblem) throw new ToolsealError('USAGE', `--oauth-client-metadata-url ${CIMD_URL_RULE}: it ${metadataUrlProblem}`);
  const open = str(ctx, 'oauth-open');
  const port = str(ctx, 'oauth-redirect-port');
  let redirectPort: number | undefined;
  if (port !== undefined) {
    redirectPort = Number(port);
    if (!Number.isInteger(redirectPort) || redirectPort < 1 || redirectPort > 65535)
      throw new ToolsealError('USAGE', `--oauth-redirect-port takes a port from 1 to 65535, not ${JSON.stringify(port)}`);
  }
  const timeoutText = str(ctx, 'oauth-timeout');
  const timeout = timeoutText === undefined ? DEFAULT_AUTHORIZATION_TIMEOUT_MS : Number(timeoutText) * 1000;
  // A Node timer cannot hold more than MAX_TIMEOUT_MS; beyond it, it would fire at once.
  if (!Number.isFinite(timeout) || timeout < 1 || timeout > MAX_TIMEOUT_MS || timeoutText?.trim() === '') {
    throw new ToolsealError(
      'USAGE',
      `--oauth-timeout takes seconds from 0.001 to ${Math.floor(MAX_TIMEOUT_MS / 1000)}, not ${JSON.stringify((timeoutText ?? '').slice(0, 40))}`,
    );
  }
  return {
    ...(clientId !== undefined ? { clientId } : {}),
    ...(clientSecret !== undefined ? { clientSecret } : {}),
    ...(clientCredentials ? { clientCredentials } : {}),
    ...(metadataUrl !== undefined ? { clientMetadataUrl: metadataUrl } : {}),
    ...(str(ctx, 'oauth-scope') ? { scope: str(ctx, 'oauth-scope') } : {}),
    open: open !== undefined ? openerWords(open) : (defaultOpener(env) ?? []),
    // In CI (`CI` set, as every CI service does) with no opener given, no one will ever open the URL.
    ...(runsInCi(env) && open === undefined ? { noUser: true } : {}),
    ...(redirectPort !== undefined ? { redirectPort } : {}),
    authorizationTimeoutMs: Math.round(timeout),
    cacheDir: oauthCacheDir(env),
    notify: (line) => ctx.io.stderr(line),
  };
}

/** The snapshot bounds; the timeout counts from now (the command's start) to its exit. */
export function limitsFromArgs(ctx: CommandContext): SnapshotLimits {
  const limits = limitsFromTexts(
    { timeout: str(ctx, 'timeout'), maxPages: str(ctx, 'max-pages'), maxBytes: str(ctx, 'max-bytes'), maxTools: str(ctx, 'max-tools') },
    { timeout: '--timeout', maxPages: '--max-pages', maxBytes: '--max-bytes', maxTools: '--max-tools' },
    Date.now(),
  );
  // On a terminal only, and never with --json: a slow snapshot's progress, on one line rewritten in place.
  if (ctx.io.stderrIsTTY === true && ctx.values.json !== true) {
    limits.onProgress = (label, tools, bytes, done) =>
      ctx.io.stderr(
        done
          ? '\r\u001b[K'
          : `\r\u001b[Ktoolseal: ${escapeForTerminal(label)}: ${tools} tool${tools === 1 ? '' : 's'}, ${bytes} bytes so far`,
      );
  }
  if (ctx.values.verbose !== true) return limits;
  return { ...limits, onServerStderr: (label, line) => ctx.io.stderr(`toolseal: ${label}: stderr: ${line}\n`) };
}
