// Where each MCP host keeps its user config, per platform: `--host NAME` of wrap, doctor and trust. Pure:
// the platform and the environment (HOME or USERPROFILE, APPDATA, XDG_CONFIG_HOME) are given, so every
// platform's places are known and tested on any one.
import { posix, win32 } from 'node:path';
import { ToolsealError } from '../errors.js';

/** The hosts whose user config `--host` names. */
export const HOST_NAMES = ['claude-desktop', 'claude-code', 'vscode', 'cursor', 'windsurf'] as const;
export type HostName = (typeof HOST_NAMES)[number];

export interface HostPlace {
  platform: NodeJS.Platform;
  env: Readonly<Record<string, string | undefined>>;
}

export function isHostName(name: string): name is HostName {
  return (HOST_NAMES as readonly string[]).includes(name);
}

/**
 * The absolute path of `host`'s user config on `platform`:
 *   claude-desktop  %APPDATA%\Claude\claude_desktop_config.json; ~/Library/Application Support/Claude/…;
 *                   $XDG_CONFIG_HOME (~/.config)/Claude/… on Linux
 *   vscode          the user mcp.json: %APPDATA%\Code\User\mcp.json; ~/Library/Application Support/Code/User/…;
 *                   $XDG_CONFIG_HOME (~/.config)/Code/User/…
 *   claude-code     ~/.claude.json      cursor  ~/.cursor/mcp.json      windsurf  ~/.codeium/windsurf/mcp_config.json
 * `~` is USERPROFILE on Windows and HOME elsewhere. A variable it needs that is unset or not absolute is
 * `USAGE`, naming it.
 */
export function hostConfigPath(host: string, place: HostPlace): string {
  if (!isHostName(host))
    throw new ToolsealError('USAGE', `--host ${JSON.stringify(host.slice(0, 40))}: expected one of ${HOST_NAMES.join(', ')}`);
  const windows = place.platform === 'win32';
  const path = windows ? win32 : posix;
  const dir = (name: string): string => {
    const value = place.env[name];
    if (value === undefined || value === '' || !path.isAbsolute(value))
      throw new ToolsealError(
        'USAGE',
        `--host ${host}: ${name} is ${value ? 'not an absolute path' : 'not set'}, so its config cannot be found: use --config FILE`,
      );
    return value;
  };
  const home = () => dir(windows ? 'USERPROFILE' : 'HOME');
  // The folder of per-user application data: Roaming on Windows, Application Support on macOS, XDG on Linux.
  const appData = () => {
    if (windows) return dir('APPDATA');
    if (place.platform === 'darwin') return path.join(home(), 'Library', 'Application Support');
    return place.env.XDG_CONFIG_HOME && path.isAbsolute(place.env.XDG_CONFIG_HOME)
      ? place.env.XDG_CONFIG_HOME
      : path.join(home(), '.config');
  };
  switch (host) {
    case 'claude-desktop':
      return path.join(appData(), 'Claude', 'claude_desktop_config.json');
    case 'vscode':
      return path.join(appData(), 'Code', 'User', 'mcp.json');
    case 'claude-code':
      return path.join(home(), '.claude.json');
    case 'cursor':
      return path.join(home(), '.cursor', 'mcp.json');
    case 'windsurf':
      return path.join(home(), '.codeium', 'windsurf', 'mcp_config.json');
  }
}
