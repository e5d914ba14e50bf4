import { escapeForTerminal } from '../../core/text/terminal-text.js';
import { forgetOAuth } from '../../mcp/snapshot/server-snapshots.js';
import type { CommandContext } from '../command.js';
import { serverSpecFromArgs } from '../server-args.js';

// Not a command of its own: what `--oauth-logout` does on any command that reads a server. It sits with the
// commands so that the light CLIs (digest, canonicalize) leave it out, as they leave out the commands.
/** `--oauth-logout`: forgets the cached tokens and clients of the servers the arguments name, saying so on stderr. */
export async function forgetOAuthFromArgs(ctx: CommandContext): Promise<void> {
  for (const { server, forgot } of await forgetOAuth(serverSpecFromArgs(ctx), ctx.io.env)) {
    ctx.io.stderr(`toolseal: ${escapeForTerminal(server)}: ${forgot ? 'forgot the cached OAuth tokens' : 'no cached OAuth tokens'}\n`);
  }
}
