// `--config FILE` or `--host NAME` (the host's user config on this platform) of wrap, doctor and trust.
import { HOST_NAMES, hostConfigPath } from '../core/origin/host-config-paths.js';
import { ToolsealError } from '../core/errors.js';
import type { CommandContext } from './command.js';

export const CONFIG_OPTIONS = { config: { type: 'string' }, host: { type: 'string' } } as const;

/** `--host`'s help, its text starting at `column` (the help's option column). */
function hostHelp(column: number): string {
  const pad = ' '.repeat(column);
  return `${'--host NAME'.padEnd(column - 2)}the user config of a host on this platform: ${HOST_NAMES.join(', ')}
${pad}(claude-desktop: %APPDATA%\\Claude\\claude_desktop_config.json on Windows, ~/Library/
${pad}Application Support/Claude/... on macOS, ~/.config/Claude/... on Linux; docs/formats.md)`;
}
export const HOST_HELP = hostHelp(23);
export const HOST_HELP_WIDE = hostHelp(33);

/** The config file named by `--config` or `--host` (undefined when neither is given); both is `USAGE`. */
export function configFromArgs(ctx: CommandContext): string | undefined {
  const config = typeof ctx.values.config === 'string' ? ctx.values.config : undefined;
  const host = typeof ctx.values.host === 'string' ? ctx.values.host : undefined;
  if (host === undefined) return config;
  if (config !== undefined) throw new ToolsealError('USAGE', '--config and --host both name the config: give one');
  return hostConfigPath(host, { platform: process.platform, env: ctx.io.env });
}
