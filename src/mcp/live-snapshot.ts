import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { ToolsealError } from '../core/errors.js';
import { buildSnapshot, type Snapshot } from '../core/snapshot.js';
import { errorText, newClient, type Connection } from './connection.js';
import { connectHttp, describeUrl, urlSecrets } from './http-source.js';
import { listAllTools } from './raw-tools-list.js';
import { redactSecrets, secretValuesOf } from './secret-values.js';
import type { ServerSpec, SnapshotLimits } from './server-spec.js';
import { SnapshotBudget } from './snapshot-budget.js';
import { StdioProcessTransport } from './stdio-source.js';
import { TransportTap } from './transport-tap.js';

export type LiveServerSpec = Extract<ServerSpec, { kind: 'stdio' } | { kind: 'url' }>;

/**
 * The command's file name, and its first argument's when that is a script path (`node server.mjs`); no
 * other argument, since one may hold a token. A name that holds a secret value, or is part of one (a
 * config file's `${TOKEN}` in a path), is shown as `***`.
 */
function commandLabel(spec: Extract<ServerSpec, { kind: 'stdio' }>, secrets: readonly string[]): string {
  const leaf = (p: string) => {
    const name = p.split(/[\\/]/).pop() ?? p;
    return secrets.some((s) => name.includes(s) || (name.length >= 4 && s.includes(name))) ? '***' : name;
  };
  const first = spec.args[0];
  const script = first !== undefined && /^[^-=][^=]*[./\\]/.test(first);
  return script ? `${leaf(spec.command)} ${leaf(first)}` : leaf(spec.command);
}

function asRecord(values: readonly string[] | undefined): Record<string, string> | undefined {
  return values === undefined ? undefined : Object.fromEntries(values.map((v, i) => [String(i), v]));
}

/** Names a live server in messages without any secret: the command's file name, or the URL's origin. */
export function describeServer(spec: LiveServerSpec, label?: string, secrets: readonly string[] = []): string {
  const base = spec.kind === 'stdio' ? `stdio server ${JSON.stringify(commandLabel(spec, secrets))}` : `server ${describeUrl(spec.url)}`;
  return label ? `server ${JSON.stringify(label)} (${base})` : base;
}

async function connectStdio(spec: Extract<ServerSpec, { kind: 'stdio' }>, budget: SnapshotBudget, where: string, secrets: string[]): Promise<Connection> {
  const transport = new StdioProcessTransport({ command: spec.command, args: spec.args, env: spec.env, cwd: spec.cwd }, budget, where, secrets);
  const tap = new TransportTap(transport);
  const client = newClient();
  const close = async () => {
    await client.close().catch(() => {});
    // client.close() does not reach a transport that never connected.
    await transport.close().catch(() => {});
  };
  try {
    await budget.race(client.connect(tap, { timeout: budget.requestTimeoutMs(), signal: budget.signal }));
  } catch (e) {
    await close();
    throw e;
  }
  return { client, tap, transport: 'stdio', close };
}

/** The error a failed snapshot ends in: the budget's reason first, else the error as SNAPSHOT_INCOMPLETE. */
function snapshotError(e: unknown, budget: SnapshotBudget, where: string, secrets: string[]): ToolsealError {
  if (e instanceof ToolsealError) return e;
  if (budget.failed) return budget.failed;
  let reason: string;
  if (e instanceof McpError) reason = `protocol error: the server answered with error ${e.code}: ${e.message}`;
  else reason = errorText(e);
  // SDK errors can quote a response body or a URL: keep secrets out, and keep it short.
  reason = redactSecrets(reason, secrets).slice(0, 500);
  return new ToolsealError('SNAPSHOT_INCOMPLETE', `${where}: ${reason}`, { cause: e });
}

/**
 * Takes a complete, exact snapshot of one live server (SPEC §3): connects (stdio, Streamable HTTP or
 * SSE), lists every page of tools with a raw request, and always closes (ending a stdio server and its
 * children, terminating an HTTP session), whatever happened.
 *
 * `serverId` is the config key when the server comes from a config file; else `spec.serverId`; else the
 * server's own `serverInfo.name`.
 */
export async function snapshotLiveServer(spec: LiveServerSpec, limits: SnapshotLimits, serverId?: string): Promise<Snapshot> {
  const secrets = secretValuesOf(spec.kind === 'stdio' ? spec.env : spec.headers, asRecord(spec.secrets));
  // A token in the URL itself must not be echoed either.
  if (spec.kind === 'url') secrets.push(...urlSecrets(spec.url));
  // A secret expanded into the command or its script path would otherwise show in the server's name.
  const where = describeServer(spec, serverId, secrets);
  const budget = new SnapshotBudget(limits, where);
  let connection: Connection | undefined;
  try {
    connection =
      spec.kind === 'stdio'
        ? await connectStdio(spec, budget, where, secrets)
        : await connectHttp({ url: spec.url, transport: spec.transport, headers: spec.headers }, budget, where);
    const { tools, pages } = await listAllTools(connection.client, budget, where);
    const { serverInfo, protocolVersion } = connection.tap.initialize;
    if (!serverInfo || typeof serverInfo.name !== 'string' || protocolVersion === undefined) {
      throw new ToolsealError('SNAPSHOT_INCOMPLETE', `${where}: protocol error: no serverInfo or protocolVersion in the initialize result`);
    }
    return buildSnapshot({
      server: serverId ?? spec.serverId ?? serverInfo.name,
      transport: connection.transport,
      protocolVersion,
      serverInfo: serverInfo as Snapshot['serverInfo'],
      pages,
      tools,
    });
  } catch (e) {
    throw snapshotError(e, budget, where, secrets);
  } finally {
    budget.dispose();
    await connection?.close();
  }
}
