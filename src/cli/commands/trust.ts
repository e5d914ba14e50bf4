import { CONFIG_OPTIONS, HOST_HELP, configFromArgs } from '../config-args.js';
import { DEFAULT_LOCK_FILE } from '../../core/lock/lock.js';
import { messageBesideServer, oneLine } from '../../core/errors.js';
import { escapeForTerminal, jsonForTerminal, quoteForTerminal } from '../../core/text/terminal-text.js';
import { runTrust, type TrustResult } from '../../run/trust.js';
import { volatileNote } from '../../core/check/volatile.js';
import type { Command, CommandContext } from '../command.js';
import { limitsFromArgs } from '../server-args.js';

function str(ctx: CommandContext, name: string): string | undefined {
  const v = ctx.values[name];
  return typeof v === 'string' ? v : undefined;
}

export const command: Command = {
  name: 'trust',
  summary: 'one row per configured server: transport, pin state, surface, changes, and whether it runs behind the guard',
  help: `Usage: toolseal trust [--config FILE | --host NAME] [--lock FILE] [--snapshot-dir DIR] [--json]
                      [--timeout SECONDS] [--max-pages N] [--max-bytes N] [--max-tools N]

The trust view of an MCP client config (.mcp.json, .vscode/mcp.json, claude_desktop_config.json,
.cursor/mcp.json; default: the first of .mcp.json, .vscode/mcp.json, .cursor/mcp.json here): one row per
configured server with its id, transport, pin state against the lock (unpinned, matched, changed, missing,
failed), MANIFEST (the manifest digest's first 12 hex digits), tool count, how many tools changed and
how many widened their own privileges, and whether the config already starts it through toolseal guard
(toolseal wrap). A server that is wrapped is looked at behind the guard: the server itself is snapshotted,
and the guard's own decision on its list is made for a host declaring no capabilities, one declaring
roots, and each profile the lock pins; each host it withholds every tool from is named with its code.

Each server's surface comes from DIR/<server id>.snapshot.json when --snapshot-dir holds one, else from
the live server (a few at a time, each within the bounds). Names and digests only, never server text.

Options:
  --config FILE        the client config
  ${HOST_HELP}
  --lock FILE          the lock (default ${DEFAULT_LOCK_FILE}, may be absent; a --lock that does not exist is exit 2)
  --snapshot-dir DIR   snapshots to use instead of starting the servers
  --json               the rows as JSON on stdout

Exit codes as toolseal check: 0 ok; 3 a tool widened its own privileges; 4 a server could not be
snapshotted completely; 2 usage or invalid input; 1 also when a wrapped server's guard withholds its tools
from a host.`,
  options: {
    ...CONFIG_OPTIONS,
    lock: { type: 'string' },
    'snapshot-dir': { type: 'string' },
    json: { type: 'boolean' },
    timeout: { type: 'string' },
    'max-pages': { type: 'string' },
    'max-bytes': { type: 'string' },
    'max-tools': { type: 'string' },
  },
  async run(ctx) {
    const result = await runTrust({
      config: configFromArgs(ctx),
      lockFile: str(ctx, 'lock'),
      snapshotDir: str(ctx, 'snapshot-dir'),
      limits: limitsFromArgs(ctx),
      env: ctx.io.env,
      cwd: ctx.io.cwd,
    });
    if (ctx.values.json) ctx.io.stdout(jsonForTerminal(result, 2) + '\n');
    else ctx.io.stdout(renderTrustText(result));
    return result.exitCode;
  },
};

/** The trust view as a table; ids are escaped (a config key is text someone wrote). */
function renderTrustText(result: TrustResult): string {
  const head = ['SERVER', 'TRANSPORT', 'PIN', 'MANIFEST', 'TOOLS', 'CHANGED', 'WIDENED', 'GUARDED'];
  const rows = result.rows.map((r) => [
    quoteForTerminal(r.id),
    r.transport ?? '-',
    r.pinState + (r.error ? ` (${r.error.code})` : ''),
    r.surface ?? '-',
    r.toolCount === null ? '-' : String(r.toolCount),
    String(r.changed),
    String(r.widened),
    r.guardLock === 'missing' ? 'no (lock missing)' : r.guarded ? 'yes' : 'no',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const out = [line(head), ...rows.map(line)];
  if (result.rows.length === 0) out.push('(no server configured)');
  if (!result.lockFound) out.push(`no lock file at ${result.lockFile}: every server is unpinned`);
  for (const r of result.rows)
    for (const b of r.guardBlocks ?? [])
      out.push(`${quoteForTerminal(r.id)}: its guard withholds every tool from ${escapeForTerminal(oneLine(b.notice))}`);
  for (const r of result.rows)
    if (r.guardLock === 'missing')
      out.push(`${quoteForTerminal(r.id)}: wrapped, but the lock its guard reads does not exist: the guard pins nothing`);
  for (const r of result.rows) if (r.volatile) out.push(`${quoteForTerminal(r.id)}: ${escapeForTerminal(volatileNote(r.volatile))}`);
  // The message quotes what it names already (escaped where foreign text entered it): quoting it again made \" into \\\".
  for (const r of result.rows)
    if (r.error)
      out.push(`${quoteForTerminal(r.id)}: ${r.error.code}: ${escapeForTerminal(oneLine(messageBesideServer(r.id, r.error.message)))}`);
  if (result.exitCode !== 0) out.push(`toolseal trust: exit ${result.exitCode} (${result.code})`);
  return out.join('\n') + '\n';
}
