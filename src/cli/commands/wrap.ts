import { realpathSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { ON_CHANGE_VALUES, type OnChange } from '../../core/check.js';
import { ToolsealError } from '../../core/errors.js';
import { quoteForTerminal } from '../../core/terminal-text.js';
import { readTextFile, writeFileAtomic } from '../../fs/json-file.js';
import { DEFAULT_TOOLSEAL_COMMAND, WRAPPED_KEY, unwrapConfigText, wrapConfigText } from '../../guard/wrap-config.js';
import type { Command, CommandContext } from '../command.js';

function str(ctx: CommandContext, name: string): string | undefined {
  const v = ctx.values[name];
  return typeof v === 'string' ? v : undefined;
}

export const command: Command = {
  name: 'wrap',
  summary: "rewrite an MCP client config so that every server starts through toolseal guard (--undo: back)",
  help: `Usage: toolseal wrap --config FILE [--lock FILE] [--on-change warn|fail] [--toolseal-command "CMD [ARGS]"]
                     [--write] [--undo]

Rewrites .mcp.json (Claude Code), .vscode/mcp.json (VS Code, JSONC), claude_desktop_config.json (Claude
Desktop) or .cursor/mcp.json (Cursor) so that every server starts through toolseal guard, its id the
config key (--server-id, always: the server's own serverInfo.name is the server's to change, and a pinned
server that renamed itself would otherwise be checked as a new, unpinned one):
  stdio server   "command": "npx", "args": ["-y", "toolseal", "guard", "--server-id", KEY, ..., "--", CMD, ARGS...]
  URL server     the same, with "--url", URL, ["--transport", "http"|"sse"], and each header as
                 "--header", "Name: value", exactly as the config wrote them
\${VAR} references are left for the host to expand, as it did before. env, cwd and every other key of an
entry stay as written (the guard passes its environment on to the server). What wrap replaced is kept in
the entry's "${WRAPPED_KEY}" member, so --undo restores the original servers exactly; a wrapped server is
never wrapped twice (wrapping again with the same options changes nothing). Only the server entries are
edited: comments and the rest of the file stay.

Without --write the new config is printed on stdout; with --write the file is replaced atomically.

Options:
  --config FILE                  the client config to rewrite
  --lock FILE                    passed to each guard (relative paths are relative to where the host starts
                                 the server: give an absolute path, or \${workspaceFolder}/mcp-tools.lock in VS Code)
  --on-change warn|fail          passed to each guard
  --toolseal-command "CMD ARGS"  how the host runs toolseal (default "${DEFAULT_TOOLSEAL_COMMAND.join(' ')}"; e.g. "toolseal"
                                 for a global install, or "node /path/to/toolseal/dist/cli.js"); split into words
  --write                        replace the file (atomically) instead of printing
  --undo                         restore every wrapped server to its original entry`,
  options: {
    config: { type: 'string' },
    lock: { type: 'string' },
    'on-change': { type: 'string' },
    'toolseal-command': { type: 'string' },
    write: { type: 'boolean' },
    undo: { type: 'boolean' },
  },
  async run(ctx) {
    const config = str(ctx, 'config');
    if (config === undefined) throw new ToolsealError('USAGE', 'wrap needs --config FILE');
    const onChange = str(ctx, 'on-change');
    if (onChange !== undefined && !(ON_CHANGE_VALUES as readonly string[]).includes(onChange)) {
      throw new ToolsealError('USAGE', `--on-change must be warn or fail, not ${JSON.stringify(onChange)}`);
    }
    const undo = ctx.values.undo === true;
    if (undo && (onChange !== undefined || str(ctx, 'lock') !== undefined || str(ctx, 'toolseal-command') !== undefined)) {
      throw new ToolsealError('USAGE', '--undo restores the originals: it takes no --lock, --on-change or --toolseal-command');
    }
    const toolsealCommand = str(ctx, 'toolseal-command');
    const toolseal = toolsealCommand === undefined ? undefined : toolsealCommand.trim().split(/\s+/).filter(Boolean);
    const file = resolve(ctx.io.cwd, config);
    const text = readTextFile(file);
    const result = undo ? unwrapConfigText(text, config) : wrapConfigText(text, config, { toolseal, lock: str(ctx, 'lock'), onChange: onChange as OnChange | undefined });
    const names = (list: string[]) => list.map(quoteForTerminal).join(', ');
    const verb = undo ? 'unwrapped' : 'wrapped';
    if (ctx.values.write === true) {
      if (result.changed.length > 0) {
        // The file itself, not a symbolic link to it, replaced with its own permissions (configs hold tokens).
        const target = realpathSync(file);
        writeFileAtomic(target, result.text, statSync(target).mode & 0o777);
      }
      ctx.io.stderr(
        `toolseal wrap: ${result.changed.length > 0 ? `${verb} ${names(result.changed)} in ${config}` : `nothing to change in ${config}`}${result.unchanged.length > 0 ? `; already ${verb}: ${names(result.unchanged)}` : ''}\n`,
      );
    } else {
      ctx.io.stdout(result.text.endsWith('\n') ? result.text : result.text + '\n');
    }
    return 0;
  },
};
