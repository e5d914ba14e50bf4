import type { ParseArgsConfig } from 'node:util';
import { ToolsealError } from '../core/errors.js';
import { DEFAULT_LIMITS, limitsFromTexts, type ServerSpec, type SnapshotLimits } from '../mcp/server-spec.js';
import type { CommandContext } from './command.js';

/** The options by which every command names a server (SPEC §8 `SERVER`), plus the snapshot bounds. */
export const SERVER_OPTIONS = {
  snapshot: { type: 'string' },
  url: { type: 'string' },
  transport: { type: 'string' },
  header: { type: 'string', multiple: true },
  env: { type: 'string', multiple: true },
  cwd: { type: 'string' },
  config: { type: 'string' },
  server: { type: 'string' },
  all: { type: 'boolean' },
  'server-id': { type: 'string' },
  timeout: { type: 'string' },
  'max-pages': { type: 'string' },
  'max-bytes': { type: 'string' },
  'max-tools': { type: 'string' },
} as const satisfies NonNullable<ParseArgsConfig['options']>;

export const SERVER_HELP = `Server (one of):
  -- CMD [ARGS...]            a stdio server, started without a shell (--env K=V, --cwd DIR)
  --url URL                   Streamable HTTP or SSE (--transport auto|http|sse, --header "K: V")
  --config FILE --server NAME | --all
                              a server from .mcp.json, .vscode/mcp.json, claude_desktop_config.json, .cursor/mcp.json,
                              Windsurf's mcp_config.json or VS Code's settings.json ("disabled": true skipped)
  --snapshot FILE             a snapshot taken earlier (no server, no credentials)
  --server-id ID              the server id when it is not a config key (default: serverInfo.name)
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
  const serverId = str(ctx, 'server-id');
  if (ctx.rest !== undefined) {
    const [command, ...args] = ctx.rest;
    if (!command) throw new ToolsealError('USAGE', 'no command after --');
    const env: Record<string, string> = {};
    list(ctx, 'env').forEach((kv, i) => {
      const eq = kv.indexOf('=');
      // Not echoed: `--env $TOKEN` (the name forgotten) would print the token.
      if (eq <= 0) throw new ToolsealError('USAGE', `--env takes K=V: --env number ${i + 1} has no name before "=" (its text is not shown, it may be a secret)`);
      env[kv.slice(0, eq)] = kv.slice(eq + 1);
    });
    return { kind: 'stdio', command, args, env, cwd: str(ctx, 'cwd'), serverId };
  }
  const url = str(ctx, 'url');
  if (url !== undefined) {
    const transport = str(ctx, 'transport') ?? 'auto';
    if (transport !== 'auto' && transport !== 'http' && transport !== 'sse') {
      throw new ToolsealError('USAGE', `--transport must be auto, http or sse, not ${JSON.stringify(transport)}`);
    }
    assertServerUrl(url, '--url');
    return { kind: 'url', url, transport, headers: parseHeaders(list(ctx, 'header')), serverId };
  }
  const config = str(ctx, 'config');
  if (config !== undefined) {
    const server = str(ctx, 'server');
    const all = ctx.values.all === true;
    if (!server && !all) throw new ToolsealError('USAGE', '--config needs --server NAME or --all');
    if (server && all) throw new ToolsealError('USAGE', 'give --server NAME or --all, not both');
    // The CLI's own environment (the process's, or a test's in-process one) is what `${VAR}` expands from.
    return { kind: 'config', file: config, server, all, env: ctx.io.env };
  }
  return { kind: 'snapshot', file: str(ctx, 'snapshot')! };
}

/** Parses `--header "K: V"` values; a malformed one is named by its position only (values may be secrets). */
export function parseHeaders(values: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  values.forEach((h, i) => {
    const colon = h.indexOf(':');
    if (colon <= 0) throw new ToolsealError('USAGE', '--header takes "Name: value" (a header without a colon was given)');
    const name = h.slice(0, colon).trim();
    // An HTTP field name is a token (RFC 9110 §5.1); anything else would fail later as if the server had.
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw new ToolsealError('USAGE', `header number ${i + 1} has a name that is not an HTTP field name (its text is not shown)`);
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
  if (scheme !== 'http:' && scheme !== 'https:') throw new ToolsealError('USAGE', `${what} must be an http or https URL, not ${scheme.slice(0, 20)}`);
  // fetch refuses such a URL; as a server that failed (exit 4) it would read as the server's fault.
  if (parsed.username !== '' || parsed.password !== '') {
    throw new ToolsealError('USAGE', `${what} carries credentials (user:password@host), which are never sent in a URL; send them in a header (--header "Authorization: Basic …")`);
  }
}

/** The snapshot bounds; the timeout counts from now (the command's start) to its exit. */
export function limitsFromArgs(ctx: CommandContext): SnapshotLimits {
  return limitsFromTexts(
    { timeout: str(ctx, 'timeout'), maxPages: str(ctx, 'max-pages'), maxBytes: str(ctx, 'max-bytes'), maxTools: str(ctx, 'max-tools') },
    { timeout: '--timeout', maxPages: '--max-pages', maxBytes: '--max-bytes', maxTools: '--max-tools' },
    Date.now(),
  );
}
