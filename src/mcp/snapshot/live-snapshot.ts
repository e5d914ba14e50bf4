import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { OAuthError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { ToolsealError, isToolsealError, placedError } from '../../core/errors.js';
import { escapeForTerminal } from '../../core/text/terminal-text.js';
import { capabilitiesObject } from '../../core/surface/client-capabilities.js';
import {
  buildSnapshotWithDigests,
  snapshotWithToolDigests,
  type Snapshot,
  type SnapshotWithoutToolDigests,
} from '../../core/snapshot/snapshot.js';
import type { ToolDigestTable } from '../../core/surface/tool-digest-table.js';
import type { SurfaceDigests } from '../../core/surface/surface.js';
import { errorText, newClient, withoutHtmlPages, type Connection } from '../transport/connection.js';
import { connectHttp } from '../transport/http-source.js';
import type { NonToolSurfaceInput } from '../../core/snapshot/snapshot.js';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ApprovalWaits } from '../oauth/oauth-options.js';
import { OAuthSession } from '../oauth/oauth-session.js';
import {
  LEGACY_PROTOCOL,
  MODERN_PROTOCOL,
  ModernClient,
  notModernError,
  onlyModernError,
  openSession,
  requestEnvelope,
  unsupportedVersionIn,
} from '../transport/protocol-era.js';
import { PROMPTS_LIST, RESOURCE_TEMPLATES_LIST, listAllPages, listAllTools } from '../transport/list-pages.js';
import type { InitializeSeen } from '../transport/snapshot-transport.js';
import { JsonRpcErrorCode } from '../transport/json-rpc-codes.js';
import { labelAndSecrets } from '../server/server-label.js';
import { withBudget, type LabelAndSecrets, type ServerSession } from '../server/server-session.js';
import type { LiveServerSpec, SnapshotLimits } from '../server/server-spec.js';
import { SnapshotBudget } from '../server/snapshot-budget.js';
import { assertNoSecretInSurface } from './snapshot-file.js';
import { StdioProcessTransport } from '../transport/stdio-source.js';
import { SnapshotTransport } from '../transport/snapshot-transport.js';

type StdioSpec = Extract<LiveServerSpec, { kind: 'stdio' }>;

async function connectStdioIn(era: 'legacy' | 'modern', spec: StdioSpec, session: ServerSession): Promise<Connection> {
  const { budget, label } = session;
  const transport = new StdioProcessTransport({ command: spec.command, args: spec.args, env: spec.env, cwd: spec.cwd }, session);
  const tap = new SnapshotTransport(transport);
  const capabilities = capabilitiesObject(spec.clientCapabilities);
  const client = era === 'modern' ? new ModernClient(requestEnvelope(capabilities)) : newClient(capabilities);
  const close = async () => {
    await client.close().catch(() => {});
    // client.close() does not reach a transport that never connected.
    await transport.close().catch(() => {});
  };
  await openSession(client, tap, budget, label, close, (e) => {
    if (budget.failed || e instanceof ToolsealError) throw e;
    throw notModernError(label, withoutHtmlPages(errorText(e)), e);
  });
  return { client, tap, transport: 'stdio', close };
}

/**
 * Starts a stdio server and opens it in the era `spec.protocol` names. `auto` opens with `initialize`
 * (what nearly every stdio server speaks, at no extra cost); a server that refuses it as a protocol
 * version it does not support (-32022) while naming 2026-07-28 is started again and spoken to in that
 * revision. (The SDK v2 client probes `server/discover` first, on a second process; the outcome is the
 * same era for a server of either kind, and a server of both eras is spoken to in the 2025 one.)
 */
async function connectStdio(spec: StdioSpec, session: ServerSession): Promise<Connection> {
  const protocol = spec.protocol ?? 'auto';
  if (protocol === MODERN_PROTOCOL) return connectStdioIn('modern', spec, session);
  try {
    return await connectStdioIn('legacy', spec, session);
  } catch (e) {
    if (session.budget.failed) throw session.budget.failed;
    const supported =
      e instanceof McpError && e.code === JsonRpcErrorCode.UnsupportedProtocolVersion
        ? unsupportedVersionIn(JSON.stringify({ code: e.code, data: e.data }))
        : undefined;
    if (!supported?.includes(MODERN_PROTOCOL)) throw e;
    if (protocol === LEGACY_PROTOCOL) {
      throw onlyModernError(session.label, supported, e);
    }
  }
  return connectStdioIn('modern', spec, session);
}

/** Runs `f`; a list it refuses (a tool, prompt or template id twice, an entry that is not one) is named as this server's. */
function inServer<T>(label: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    const listCodes = [
      'DUPLICATE_TOOL_NAME',
      'MALFORMED_TOOL',
      'DUPLICATE_PROMPT_NAME',
      'MALFORMED_PROMPT',
      'DUPLICATE_RESOURCE_TEMPLATE',
      'MALFORMED_RESOURCE_TEMPLATE',
    ] as const;
    if (isToolsealError(e) && (listCodes as readonly string[]).includes(e.code)) {
      throw placedError(e, label);
    }
    throw e;
  }
}

/** The error a failed snapshot ends in: the budget's reason first, else the error as SNAPSHOT_INCOMPLETE. */
function snapshotError(e: unknown, session: ServerSession, oauth = false): ToolsealError {
  const { budget, label, secrets } = session;
  if (e instanceof ToolsealError) return e;
  if (budget.failed) return budget.failed;
  let reason: string;
  if (e instanceof McpError) reason = `protocol error: the server answered with error ${e.code}: ${e.message}`;
  else reason = errorText(e);
  if (oauth && (e instanceof UnauthorizedError || e instanceof OAuthError)) {
    // The authorization server's error code says most (`invalid_client`); its description may be empty.
    if (e instanceof OAuthError) reason = `the authorization server answered ${e.errorCode}${e.message ? `: ${e.message}` : ''}`;
    return new ToolsealError(
      'OAUTH_FAILED',
      `${label}: OAuth: ${escapeForTerminal(secrets.redact(withoutHtmlPages(reason)).slice(0, 500))}`,
      { cause: e },
    );
  }
  // The server asks for a token: say how to give one (the SDK's own text is "Missing Authorization header").
  if (!oauth && ((e as { code?: unknown })?.code === 401 || ((e as Error)?.cause as { code?: unknown } | undefined)?.code === 401))
    reason += '; the server asks for authorization: run with --oauth, or give a token with --header "Authorization: Bearer …"';
  // A proxy's or a web server's error page (a wrong URL or transport) says no more than its title.
  reason = withoutHtmlPages(reason);
  // SDK errors can quote a response body or a URL: keep secrets out, and keep it short. The server's text
  // is escaped where it enters, so no report, log or JSON consumer gets its controls raw.
  reason = escapeForTerminal(secrets.redact(reason).slice(0, 500));
  return new ToolsealError('SNAPSHOT_INCOMPLETE', `${label}: ${reason}`, { cause: e });
}

/**
 * The error with every secret of the server redacted from its reason, whichever part of toolseal wrote it
 * (`cannot start "…"` quotes a command a `${VAR}` may have expanded into). The server's label is kept:
 * it was made from the command without secrets, and redacting arguments from it would hide a script name.
 */
function redactedError(e: ToolsealError, session: LabelAndSecrets): ToolsealError {
  // Written to name where a secret is, never what it is: a field's name that reads like an argument stays.
  if (e.code === 'SECRET_IN_SURFACE') return e;
  const head = e.message.startsWith(`${session.label}: `) ? `${session.label}: ` : '';
  const message = head + session.secrets.redact(e.message.slice(head.length));
  return message === e.message ? e : new ToolsealError(e.code, message, { cause: e.cause });
}

/**
 * What the server shows the model beside its tools: its `instructions` as received, and every page of
 * its prompts and resource templates when it declares `prompts` / `resources` (a capability it does not
 * declare is not asked for; a list it answers with "method not found" it does not have).
 */
async function listNonTool(client: Client, init: InitializeSeen, budget: SnapshotBudget): Promise<NonToolSurfaceInput> {
  const nonTool: NonToolSurfaceInput = {};
  if (init.instructions !== undefined) nonTool.instructions = init.instructions;
  const declared = (name: string) =>
    init.capabilities !== undefined && typeof init.capabilities[name] === 'object' && init.capabilities[name] !== null;
  if (declared('prompts')) {
    const p = await listAllPages(client, budget, PROMPTS_LIST, true);
    if (p) Object.assign(nonTool, { prompts: p.items, promptPages: p.pages });
  }
  if (declared('resources')) {
    const t = await listAllPages(client, budget, RESOURCE_TEMPLATES_LIST, true);
    if (t) Object.assign(nonTool, { resourceTemplates: t.items, resourceTemplatePages: t.pages });
  }
  return nonTool;
}

/**
 * Takes a complete, exact snapshot of one live server (docs/formats.md): connects (stdio, Streamable HTTP or
 * SSE), lists every page of tools with a raw request, and always closes (ending a stdio server and its
 * children, terminating an HTTP session), whatever happened.
 *
 * `serverId` is the config key when the server comes from a config file; else `spec.serverId`; else the
 * server's own `serverInfo.name`.
 */
export async function snapshotLiveServer(
  spec: LiveServerSpec,
  limits: SnapshotLimits,
  serverId?: string,
  waits = new ApprovalWaits(),
): Promise<Snapshot> {
  const { snapshot, toolDigests } = await snapshotLiveServerWithDigests(spec, limits, serverId, waits);
  return snapshotWithToolDigests(snapshot, toolDigests);
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
): Promise<{ snapshot: SnapshotWithoutToolDigests; toolDigests: ToolDigestTable; digests?: SurfaceDigests }> {
  // A secret expanded into the command or its script path would otherwise show in the server's name.
  const named = labelAndSecrets(spec, serverId);
  const { label, secrets } = named;
  const oauth = spec.kind === 'url' && spec.oauth ? await OAuthSession.open(spec.oauth, spec.url, named) : undefined;
  try {
    // Each attempt keeps the command's deadline, moved later by the time users took to approve in a
    // browser (that wait has its own bound, --oauth-timeout), and what is left of the byte budget.
    const startedAt = limits.startedAt ?? Date.now();
    let bytesLeft = limits.maxBytes;
    for (;;) {
      const budget = new SnapshotBudget({ ...limits, startedAt: startedAt + waits.total(), maxBytes: bytesLeft }, label);
      const session = withBudget(named, budget);
      let connection: Connection | undefined;
      try {
        // With one deadline for a whole command (`--config --all`), a server whose turn comes after it is not started.
        budget.checkDeadline();
        connection =
          spec.kind === 'stdio'
            ? await connectStdio(spec, session)
            : await connectHttp(
                {
                  url: spec.url,
                  transport: spec.transport,
                  headers: spec.headers,
                  protocol: spec.protocol,
                  capabilities: capabilitiesObject(spec.clientCapabilities),
                  ...(oauth ? { oauth: { provider: oauth.provider, observe: (r) => oauth.provider.observe(r) } } : {}),
                },
                session,
              );
        const { tools, pages } = await listAllTools(connection.client, budget);
        const nonTool = await listNonTool(connection.client, connection.tap.initialize, budget);
        const { serverInfo, protocolVersion } = connection.tap.initialize;
        if (!serverInfo || typeof serverInfo.name !== 'string' || protocolVersion === undefined) {
          const source = protocolVersion === MODERN_PROTOCOL ? 'server/discover' : 'initialize';
          throw new ToolsealError(
            'SNAPSHOT_INCOMPLETE',
            `${label}: protocol error: no serverInfo or protocolVersion in the ${source} result`,
          );
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
          nonTool,
        };
        const built = inServer(label, () => buildSnapshotWithDigests(input, { fields: options.fields === true }));
        const { snapshot } = built;
        if (limits.numbers === 'rounded') {
          // Written in the file too: it is read back, pinned and checked as rounded.
          snapshot.numbers = 'rounded';
          if (built.digests) built.digests.numbers = 'rounded';
        }
        // A server that echoes one of its secrets into its surface: no file, report or output gets it.
        assertNoSecretInSurface(snapshot, secrets.known, label);
        if (spec.clientCapabilities !== undefined && spec.clientCapabilities.length > 0)
          snapshot.clientCapabilities = spec.clientCapabilities;
        budget.checkDeadline();
        return built;
      } catch (e) {
        if (!oauth?.needsUser || budget.failed) throw redactedError(snapshotError(e, session, oauth !== undefined), named);
      } finally {
        budget.dispose();
        await connection?.close();
        bytesLeft -= budget.bytesReceived;
      }
      await oauth.authorize(Math.max(1, startedAt + waits.total() + limits.timeoutMs - Date.now()), waits);
    }
  } finally {
    await oauth?.close();
  }
}
