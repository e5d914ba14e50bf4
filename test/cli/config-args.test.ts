import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInProcess } from '../support/run-cli-in-process.js';

// `--host NAME` of wrap, doctor and trust: the host's user config on this platform, found from the
// environment the command runs in (HOME, XDG_CONFIG_HOME here; every platform's places are
// test/core/host-config-paths.test.ts, and Windows' run under Wine in test/e2e/windows/).
const CONFIG = `{
  "mcpServers": {
    "bare": { "command": "/usr/local/bin/bare-server", "args": ["--port", "1"] }
  }
}
`;

let home: string;
beforeEach(() => (home = mkdtempSync(join(tmpdir(), 'toolseal-host-'))));
afterEach(() => rmSync(home, { recursive: true, force: true }));
const put = (file: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, CONFIG);
  return file;
};
const cli = (args: string[], env: Record<string, string> = { HOME: home }) => runInProcess(args, env, home);

describe('--host', () => {
  it("wraps Claude Desktop's user config (~/.config/Claude on Linux) and --undo restores it byte for byte", async () => {
    const file = put(join(home, '.config', 'Claude', 'claude_desktop_config.json'));
    const wrapped = await cli(['wrap', '--host', 'claude-desktop', '--write']);
    expect({ code: wrapped.code, error: wrapped.error }).toEqual({ code: 0, error: undefined });
    expect(readFileSync(file, 'utf8')).toContain('"guard"');
    const undone = await cli(['wrap', '--host', 'claude-desktop', '--undo', '--write']);
    expect(undone.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(CONFIG);
  });

  it('reads the host config under XDG_CONFIG_HOME when it is set, for trust and doctor', async () => {
    const file = put(join(home, 'xdg', 'Code', 'User', 'mcp.json'));
    const env = { HOME: home, XDG_CONFIG_HOME: join(home, 'xdg') };
    const trust = await cli(['trust', '--host', 'vscode', '--json', '--timeout', '5'], env);
    expect(JSON.parse(trust.stdout).config).toBe(file);
    const doctor = await cli(['doctor', '--host', 'vscode', '--json', '--timeout', '5'], env);
    expect(JSON.parse(doctor.stdout).config).toBe(file);
  });

  it('finds Cursor, Windsurf and Claude Code under HOME', async () => {
    for (const [host, file] of [
      ['cursor', join(home, '.cursor', 'mcp.json')],
      ['windsurf', join(home, '.codeium', 'windsurf', 'mcp_config.json')],
      ['claude-code', join(home, '.claude.json')],
    ] as const) {
      put(file);
      const r = await cli(['wrap', '--host', host]);
      expect({ host, code: r.code, error: r.error }).toEqual({ host, code: 0, error: undefined });
      expect(r.stdout).toContain('"guard"');
    }
  });

  it('refuses an unknown host, a host with no HOME to find it by, and --config beside it (USAGE, exit 2)', async () => {
    put(join(home, '.cursor', 'mcp.json'));
    for (const [args, env] of [
      [['wrap', '--host', 'claude'], { HOME: home }],
      [['wrap', '--host', 'cursor'], {}],
      [['trust', '--host', 'cursor', '--config', join(home, '.cursor', 'mcp.json')], { HOME: home }],
    ] as const) {
      const r = await cli([...args], env);
      expect({ args, code: r.code, error: r.error }).toEqual({ args, code: 2, error: 'USAGE' });
    }
  });
});
