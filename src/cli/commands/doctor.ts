import { CONFIG_OPTIONS, HOST_HELP, configFromArgs } from '../config-args.js';
import { escapeForTerminal, jsonForTerminal, quoteForTerminal } from '../../core/text/terminal-text.js';
import { parseConfigInputs } from '../../mcp/config/config-inputs.js';
import { MIN_NODE, runDoctor, type DoctorResult } from '../../run/doctor.js';
import type { Command } from '../command.js';
import { limitsFromArgs } from '../server-args.js';

export const command: Command = {
  name: 'doctor',
  summary: 'per configured server: wrapped, its guard starts, its lock pins it, it answers',
  help: `Usage: toolseal doctor [--config FILE | --host NAME] [--input ID=VALUE]... [--json] [--timeout SECONDS]

Looks at each server of an MCP client config (default: the first of .mcp.json, .vscode/mcp.json,
.cursor/mcp.json here) as the host will start it:
  wrapped          the entry starts through toolseal guard (toolseal wrap)
  guard-starts     the guard command it names runs (its --version)
  lock-pins        the --lock it names is absolute, exists and pins the server's id
  server-answers   the server itself (behind the guard) starts and lists its tools within --timeout;
                   when it does not, the error says why (a server that exits or hangs: its last
                   stderr lines)
  guard-decides    the guard's own decision on that list, for a host declaring no capabilities, one
                   declaring roots, and each profile the lock pins: a host it withholds every tool from
                   is a problem, named with the guard's code (PRIVILEGE_WIDENING, NOT_PINNED, ...)
and prints the Node version toolseal runs on (older than \${MIN_NODE}, package.json's engines, it is a
problem), and how this machine holds each server's processes:
"server processes: PID namespace" (Linux, unshare: every process a server starts ends with it) or
"descendants by sampling" (a daemon that re-parents within 250 ms may outlive the server), or on Windows
"ended as a tree by taskkill /T /F" (a process whose parent ended first may outlive it). Names, paths and errors only (an error may end with the
server's last stderr lines, redacted and escaped), never its tools' text.

Options:
  --config FILE        the client config, in any host's format (docs/formats.md)
  ${HOST_HELP}
  --input ID=VALUE     the value of a VS Code config's \${input:ID} (repeatable; a secret)
  --json               the result as JSON on stdout
  --timeout SECONDS    how long each server has to answer (default 60)

Exit codes: 0 no problem; 1 any problem (each is named); 2 usage or invalid input.`,
  options: {
    ...CONFIG_OPTIONS,
    json: { type: 'boolean' },
    timeout: { type: 'string' },
    input: { type: 'string', multiple: true },
  },
  async run(ctx) {
    const given = ctx.values.input;
    const inputs = Array.isArray(given) && given.length > 0 ? parseConfigInputs(given as string[]) : undefined;
    const result = await runDoctor({ config: configFromArgs(ctx), cwd: ctx.io.cwd, env: ctx.io.env, limits: limitsFromArgs(ctx), inputs });
    if (ctx.values.json) ctx.io.stdout(jsonForTerminal(result, 2) + '\n');
    else ctx.io.stdout(renderDoctorText(result));
    return result.exitCode;
  },
};

/** One line per check, `ok` or `PROBLEM`, under each server. */
function renderDoctorText(r: DoctorResult): string {
  const node = r.nodeSupported
    ? `node ${r.node}`
    : `PROBLEM node ${r.node}: toolseal needs Node ${MIN_NODE} or later (package.json engines)`;
  const lines = [`config ${quoteForTerminal(r.config)}`, escapeForTerminal(node), escapeForTerminal(r.containment)];
  for (const s of r.servers) {
    lines.push('', `server ${quoteForTerminal(s.id)}${s.disabled ? ': disabled, not started' : ''}`);
    for (const c of s.checks) lines.push(`  ${c.ok ? 'ok     ' : 'PROBLEM'} ${c.check.padEnd(15)} ${escapeForTerminal(c.detail)}`);
  }
  lines.push('', r.problems === 0 ? 'no problem found' : `${r.problems} problem(s) found`);
  return lines.join('\n') + '\n';
}
