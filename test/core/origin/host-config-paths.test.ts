import { HOST_NAMES, hostConfigPath } from '../../../src/core/origin/host-config-paths.js';
import { codeOf, messageOf } from '../../support/thrown.js';

// Each host's user config on each platform, from the platform and environment given (so all three are
// tested here, on one).
const WINDOWS = { platform: 'win32' as const, env: { USERPROFILE: 'C:\\Users\\ann', APPDATA: 'C:\\Users\\ann\\AppData\\Roaming' } };
const MACOS = { platform: 'darwin' as const, env: { HOME: '/Users/ann' } };
const LINUX = { platform: 'linux' as const, env: { HOME: '/home/ann' } };

describe('hostConfigPath', () => {
  it('knows every host on Windows, under APPDATA and USERPROFILE', () => {
    expect(HOST_NAMES.map((h) => hostConfigPath(h, WINDOWS))).toEqual([
      'C:\\Users\\ann\\AppData\\Roaming\\Claude\\claude_desktop_config.json',
      'C:\\Users\\ann\\.claude.json',
      'C:\\Users\\ann\\AppData\\Roaming\\Code\\User\\mcp.json',
      'C:\\Users\\ann\\.cursor\\mcp.json',
      'C:\\Users\\ann\\.codeium\\windsurf\\mcp_config.json',
    ]);
  });

  it('knows every host on macOS, under Application Support and HOME', () => {
    expect(HOST_NAMES.map((h) => hostConfigPath(h, MACOS))).toEqual([
      '/Users/ann/Library/Application Support/Claude/claude_desktop_config.json',
      '/Users/ann/.claude.json',
      '/Users/ann/Library/Application Support/Code/User/mcp.json',
      '/Users/ann/.cursor/mcp.json',
      '/Users/ann/.codeium/windsurf/mcp_config.json',
    ]);
  });

  it('knows every host on Linux, under ~/.config or XDG_CONFIG_HOME', () => {
    expect(HOST_NAMES.map((h) => hostConfigPath(h, LINUX))).toEqual([
      '/home/ann/.config/Claude/claude_desktop_config.json',
      '/home/ann/.claude.json',
      '/home/ann/.config/Code/User/mcp.json',
      '/home/ann/.cursor/mcp.json',
      '/home/ann/.codeium/windsurf/mcp_config.json',
    ]);
    const xdg = { platform: 'linux' as const, env: { HOME: '/home/ann', XDG_CONFIG_HOME: '/cfg' } };
    expect(hostConfigPath('claude-desktop', xdg)).toBe('/cfg/Claude/claude_desktop_config.json');
  });

  it('refuses an unknown host, and a place whose variable is unset or relative (USAGE, naming it); the twins above pass', () => {
    expect(codeOf(() => hostConfigPath('claude', LINUX))).toBe('USAGE');
    const noAppData = { platform: 'win32' as const, env: { USERPROFILE: 'C:\\Users\\ann' } };
    expect(messageOf(() => hostConfigPath('claude-desktop', noAppData))).toMatch(/APPDATA is not set/);
    // A Windows config is not looked for under HOME, nor a POSIX one under a relative HOME.
    expect(codeOf(() => hostConfigPath('cursor', { platform: 'win32', env: { HOME: 'C:\\Users\\ann' } }))).toBe('USAGE');
    expect(messageOf(() => hostConfigPath('cursor', { platform: 'linux', env: { HOME: 'ann' } }))).toMatch(/HOME is not an absolute path/);
  });
});
