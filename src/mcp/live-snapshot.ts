import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { OAuthError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { ToolsealError, isToolsealError } from '../core/errors.js';
import { escapeForTerminal } from '../core/terminal-text.js';
import { capabilitiesObject } from '../core/client-capabilities.js';
import { buildSnapshotWithDigests, type Snapshot } from '../core/snapshot.js';
import type { SurfaceDigests } from '../core/surface.js';
import { errorText, newClient, withoutHtmlPages, type Connection } from './connection.js';
import { connectHttp, describeUrl } from './http-source.js';
import type { CarriersInput } from '../core/snapshot.js';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ApprovalWaits } from './oauth-options.js';
import { OAuthSession } from './oauth-session.js';
import { LEGACY_PROTOCOL, MODERN_PROTOCOL, ModernClient, discover, notModernError, onlyModernError, requestEnvelope, seenFromDiscover, unsupportedVersionIn } from './protocol-era.js';
import { PROMPTS_LIST, RESOURCE_TEMPLATES_LIST, listAllPages, listAllTools } from './raw-tools-list.js';
import type { InitializeSeen } from './transport-tap.js';
import { JsonRpcErrorCode } from './json-rpc-codes.js';
import { redactSecrets, serverSecrets } from './secret-values.js';
import type { ServerSpec, SnapshotLimits } from './server-spec.js';
import { SnapshotBudget } from './snapshot-budget.js';
import { assertNoSecretInSurface } from './snapshot-file.js';
import { StdioProcessTransport } from './stdio-source.js';
import { TransportTap } from './transport-tap.js';

export type LiveServerSpec = Extract<ServerSpec, { kind: 'stdio' } | { kind: 'url' }>;

/** Launcher subcommands that say nothing about which server runs (`docker run`, `npm exec`, `uv tool run`). */
const SUBCOMMANDS = new Set(['run', 'exec', 'x', 'dlx', 'tool', 'start']);

/** Options whose next argument is their value (launchers' commonest), never the server's name. */
const VALUE_OPTIONS = /^(?:-[epvwc]|--(?:env|env-file|volume|mount|name|network|package|from|with|workdir|user|entrypoint|cwd|prefix|directory|python|config))$/;

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
function commandLabel(spec: Extract<ServerSpec, { kind: 'stdio' }>, secrets: readonly string[]): string {
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
export function describeServer(spec: LiveServerSpec, label?: string, secrets: readonly string[] = serverSecrets(spec, { withArguments: false }).values): string {
  const base = spec.kind === 'stdio' ? `stdio server ${JSON.stringify(commandLabel(spec, secrets))}` : `server ${describeUrl(spec.url)}`;
  return label ? `server ${JSON.stringify(label)} (${base})` : base;
}

async function connectStdioIn(
  era: 'legacy' | 'modern',
  spec: Extract<ServerSpec, { kind: 'stdio' }>,
  budget: SnapshotBudget,
  where: string,
  secrets: string[],
): Promise<Connection> {
  const transport = new StdioProcessTransport({ command: spec.command, args: spec.args, env: spec.env, cwd: spec.cwd }, budget, where, secrets);
  const tap = new TransportTap(transport);
  const capabilities = capabilitiesObject(spec.clientCapabilities);
  const client = era === 'modern' ? new ModernClient(requestEnvelope(capabilities)) : newClient(capabilities);
  const close = async () => {
    await client.close().catch(() => {});
    // client.close() does not reach a transport that never connected.
    await transport.close().catch(() => {});
  };
  try {
    await budget.race(client.connect(tap, { timeout: budget.requestTimeoutMs(), signal: budget.signal }));
    if (client instanceof ModernClient) {
      let result: unknown;
      try {
        result = await discover(client, budget);
      } catch (e) {
        if (budget.failed || e instanceof ToolsealError) throw e;
        throw notModernError(where, withoutHtmlPages(errorText(e)), e);
      }
      Object.assign(tap.initialize, seenFromDiscover(result, where));
    }
  } catch (e) {
    await close();
    throw e;
  }
  return { client, tap, transport: 'stdio', close };
}

/**
 * Starts a stdio server and opens it in the era `spec.protocol` names. `auto` opens with `initialize`
 * (what nearly every stdio server speaks, at no extra cost); a server that refuses it as a protocol
 * version it does not support (-32022) while naming 2026-07-28 is started again and spoken to in that
 * revision. (The SDK v2 client probes `server/discover` first, on a second process; the outcome is the
 * same era for a server of either kind, and a server of both eras is spoken to in the 2025 one.)
 */
async function connectStdio(spec: Extract<ServerSpec, { kind: 'stdio' }>, budget: SnapshotBudget, where: string, secrets: string[]): Promise<Connection> {
  const protocol = spec.protocol ?? 'auto';
  if (protocol === MODERN_PROTOCOL) return connectStdioIn('modern', spec, budget, where, secrets);
  try {
    return await connectStdioIn('legacy', spec, budget, where, secrets);
  } catch (e) {
    if (budget.failed) throw budget.failed;
    const supported = e instanceof McpError && e.code === JsonRpcErrorCode.UnsupportedProtocolVersion ? unsupportedVersionIn(JSON.stringify({ code: e.code, data: e.data })) : undefined;
    if (!supported?.includes(MODERN_PROTOCOL)) throw e;
    if (protocol === LEGACY_PROTOCOL) {
      throw onlyModernError(where, supported, e);
    }
  }
  return connectStdioIn('modern', spec, budget, where, secrets);
}

/** Runs `f`; a list it refuses (a tool, prompt or template id twice, an entry that is not one) is named as this server's. */
function inServer<T>(where: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    const listCodes = ['DUPLICATE_TOOL_NAME', 'MALFORMED_TOOL', 'DUPLICATE_PROMPT_NAME', 'MALFORMED_PROMPT', 'DUPLICATE_RESOURCE_TEMPLATE', 'MALFORMED_RESOURCE_TEMPLATE'] as const;
    if (isToolsealError(e) && (listCodes as readonly string[]).includes(e.code)) {
      throw new ToolsealError(e.code, `${where}: ${e.message}`, { cause: e });
    }
    throw e;
  }
}

/** The error a failed snapshot ends in: the budget's reason first, else the error as SNAPSHOT_INCOMPLETE. */
function snapshotError(e: unknown, budget: SnapshotBudget, where: string, secrets: string[], oauth = false): ToolsealError {
  if (e instanceof ToolsealError) return e;
  if (budget.failed) return budget.failed;
  let reason: string;
  if (e instanceof McpError) reason = `protocol error: the server answered with error ${e.code}: ${e.message}`;
  else reason = errorText(e);
  if (oauth && (e instanceof UnauthorizedError || e instanceof OAuthError)) {
    // The authorization server's error code says most (`invalid_client`); its description may be empty.
    if (e instanceof OAuthError) reason = `the authorization server answered ${e.errorCode}${e.message ? `: ${e.message}` : ''}`;
    return new ToolsealError('OAUTH_FAILED', `${where}: OAuth: ${escapeForTerminal(redactSecrets(withoutHtmlPages(reason), secrets).slice(0, 500))}`, { cause: e });
  }
  // The server asks for a token: say how to give one (the SDK's own text is "Missing Authorization header").
  if (!oauth && ((e as { code?: unknown })?.code === 401 || ((e as Error)?.cause as { code?: unknown } | undefined)?.code === 401)) reason += '; the server asks for authorization: run with --oauth, or give a token with --header "Authorization: Bearer …"';
  // A proxy's or a web server's error page (a wrong URL or transport) says no more than its title.
  reason = withoutHtmlPages(reason);
  // SDK errors can quote a response body or a URL: keep secrets out, and keep it short. The server's text
  // is escaped where it enters, so no report, log or JSON consumer gets its controls raw.
  reason = escapeForTerminal(redactSecrets(reason, secrets).slice(0, 500));
  return new ToolsealError('SNAPSHOT_INCOMPLETE', `${where}: ${reason}`, { cause: e });
}

/**
 * The error with every secret of the server redacted from its reason, whichever part of toolseal wrote it
 * (`cannot start "…"` quotes a command a `${VAR}` may have expanded into). The server's label is kept:
 * it was made from the command without secrets, and redacting arguments from it would hide a script name.
 */
function redactedError(e: ToolsealError, where: string, secrets: readonly string[]): ToolsealError {
  // Written to name where a secret is, never what it is: a field's name that reads like an argument stays.
  if (e.code === 'SECRET_IN_SURFACE') return e;
  const head = e.message.startsWith(`${where}: `) ? `${where}: ` : '';
  const message = head + redactSecrets(e.message.slice(head.length), secrets);
  return message === e.message ? e : new ToolsealError(e.code, message, { cause: e.cause });
}

/**
 * What the server shows the model beside its tools: its `instructions` as received, and every page of
 * its prompts and resource templates when it declares `prompts` / `resources` (a capability it does not
 * declare is not asked for; a list it answers with "method not found" it does not have).
 */
async function listCarriers(client: Client, init: InitializeSeen, budget: SnapshotBudget, where: string): Promise<CarriersInput> {
  const carriers: CarriersInput = {};
  if (init.instructions !== undefined) carriers.instructions = init.instructions;
  const declared = (name: string) => init.capabilities !== undefined && typeof init.capabilities[name] === 'object' && init.capabilities[name] !== null;
  if (declared('prompts')) {
    const p = await listAllPages(client, budget, where, PROMPTS_LIST, true);
    if (p) Object.assign(carriers, { prompts: p.items, promptPages: p.pages });
  }
  if (declared('resources')) {
    const t = await listAllPages(client, budget, where, RESOURCE_TEMPLATES_LIST, true);
    if (t) Object.assign(carriers, { resourceTemplates: t.items, resourceTemplatePages: t.pages });
  }
  return carriers;
}

/**
 * Takes a complete, exact snapshot of one live server (docs/formats.md): connects (stdio, Streamable HTTP or
 * SSE), lists every page of tools with a raw request, and always closes (ending a stdio server and its
 * children, terminating an HTTP session), whatever happened.
 *
 * `serverId` is the config key when the server comes from a config file; else `spec.serverId`; else the
 * server's own `serverInfo.name`.
 */
export async function snapshotLiveServer(spec: LiveServerSpec, limits: SnapshotLimits, serverId?: string, waits = new ApprovalWaits()): Promise<Snapshot> {
  return (await snapshotLiveServerWithDigests(spec, limits, serverId, waits)).snapshot;
}

/**
 * {@link snapshotLiveServer}; with `fields`, the tools' field digests and hints are computed in the one
 * digest pass and returned (what `check`, `lock` and `trust` pin with: the tools are hashed once).
 */
export async function snapshotLiveServerWithDigests(
  spec: LiveServerSpec,
  limits: SnapshotLimits,
  serverId?: string,
  waits = new ApprovalWaits(),
  options: { fields?: boolean } = {},
): Promise<{ snapshot: Snapshot; digests?: SurfaceDigests }> {
  // A secret expanded into the command or its script path would otherwise show in the server's name.
  const where = describeServer(spec, serverId);
  const owned = serverSecrets(spec);
  const secrets = owned.values;
  const session = spec.kind === 'url' && spec.oauth ? await OAuthSession.open(spec.oauth, spec.url, where, owned) : undefined;
  try {
    // Each attempt keeps the command's deadline, moved later by the time users took to approve in a
    // browser (that wait has its own bound, --oauth-timeout), and what is left of the byte budget.
    const startedAt = limits.startedAt ?? Date.now();
    let bytesLeft = limits.maxBytes;
    for (;;) {
      const budget = new SnapshotBudget({ ...limits, startedAt: startedAt + waits.total(), maxBytes: bytesLeft }, where);
      let connection: Connection | undefined;
      try {
        // With one deadline for a whole command (`--config --all`), a server whose turn comes after it is not started.
        budget.checkDeadline();
        connection =
          spec.kind === 'stdio'
            ? await connectStdio(spec, budget, where, secrets)
            : await connectHttp(
                { url: spec.url, transport: spec.transport, headers: spec.headers, protocol: spec.protocol, capabilities: capabilitiesObject(spec.clientCapabilities), ...(session ? { oauth: { provider: session.provider, observe: (r) => session.provider.observe(r) } } : {}) },
                budget,
                where,
              );
        const { tools, pages } = await listAllTools(connection.client, budget, where);
        const carriers = await listCarriers(connection.client, connection.tap.initialize, budget, where);
        const { serverInfo, protocolVersion } = connection.tap.initialize;
        if (!serverInfo || typeof serverInfo.name !== 'string' || protocolVersion === undefined) {
          const source = protocolVersion === MODERN_PROTOCOL ? 'server/discover' : 'initialize';
          throw new ToolsealError('SNAPSHOT_INCOMPLETE', `${where}: protocol error: no serverInfo or protocolVersion in the ${source} result`);
        }
        // The timer cannot fire while the digests are computed (they do not yield): the deadline is checked
        // before and after, so a list digested past it is still a timeout.
        budget.checkDeadline();
        const input = {
          server: serverId ?? spec.serverId ?? serverInfo.name,
          transport: connection.transport,
          protocolVersion,
          serverInfo: serverInfo as Snapshot['serverInfo'],
          pages,
          tools,
          carriers,
        };
        const { snapshot, digests } = inServer(where, () => buildSnapshotWithDigests(input, { fields: options.fields === true }));
        // A server that echoes one of its secrets into its surface: no file, report or output gets it.
        assertNoSecretInSurface(snapshot, owned.known, where);
        if (spec.clientCapabilities !== undefined && spec.clientCapabilities.length > 0) snapshot.clientCapabilities = spec.clientCapabilities;
        budget.checkDeadline();
        return { snapshot, digests };
      } catch (e) {
        if (!session?.needsUser || budget.failed) throw redactedError(snapshotError(e, budget, where, secrets, session !== undefined), where, secrets);
      } finally {
        budget.dispose();
        await connection?.close();
        bytesLeft -= budget.bytesReceived;
      }
      await session.authorize(Math.max(1, startedAt + waits.total() + limits.timeoutMs - Date.now()), waits);
    }
  } finally {
    await session?.close();
  }
}
