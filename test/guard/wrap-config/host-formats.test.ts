import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unwrapConfigText, wrapConfigText } from '../../../src/guard/wrap-config.js';
import { CONFIG_FORMATS } from '../../../src/mcp/config/config-formats.js';
import { FIXTURES } from '../../support/paths.js';

// wrap on each host's format (CONFIG_FORMATS, the table the config reader and doctor use): a format it does
// not write is refused in one line naming that format, never half-edited or read as JSON; the formats it
// writes are the twins.

const CONFIGS = join(FIXTURES, 'configs');
const toolseal = ['toolseal'];

/** The one-line refusal `fn` throws: its code and message. */
function refusal(fn: () => unknown): { code: string; message: string } {
  try {
    fn();
  } catch (e) {
    const { code, message } = e as { code: string; message: string };
    return { code, message };
  }
  throw new Error('no refusal');
}

describe('wrapConfigText on a format it does not write', () => {
  it.each([
    ['codex/config.toml', "Codex's TOML (~/.codex/config.toml)"],
    ['continue/config.yaml', "Continue's YAML (~/.continue/config.yaml, .continue/mcpServers/*.yaml)"],
    ['continue/config.json', "Continue's JSON (config.json, .continue/mcpServers/*.json)"],
    ['zed/settings.json', "Zed's JSONC (~/.config/zed/settings.json, .zed/settings.json)"],
    ['gemini/.gemini/settings.json', "Gemini CLI's JSON (.gemini/settings.json, ~/.gemini/settings.json)"],
  ])('%s is refused naming %s (USAGE, one line), and --undo too', (rel, named) => {
    const file = join(CONFIGS, rel);
    const text = readFileSync(file, 'utf8');
    const r = refusal(() => wrapConfigText(text, file, { toolseal }));
    expect(r.code).toBe('USAGE');
    expect(r.message).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: wrap does not write `));
    expect(r.message).toContain(named);
    expect(r.message).not.toContain('\n');
    expect(refusal(() => unwrapConfigText(text, file)).code).toBe('USAGE');
  });

  it("VS Code's settings.json (mcp.servers) is refused naming it", () => {
    const text = JSON.stringify({ 'editor.fontSize': 14, mcp: { servers: { s: { command: 'x' } } } });
    expect(refusal(() => wrapConfigText(text, '/home/u/.config/Code/User/settings.json', { toolseal })).message).toContain(
      "VS Code's JSONC (settings.json (user or .vscode/))",
    );
  });

  it('a TOML file that does not even parse is refused as TOML wrap does not write, not as bad JSON', () => {
    expect(refusal(() => wrapConfigText('= = =', '/x/config.toml', { toolseal })).message).toMatch(/wrap does not write Codex's TOML/);
  });
});

describe('the twins: the formats wrap writes', () => {
  it('.vscode/mcp.json with an ${input:…} and .mcp.json are wrapped', () => {
    const vscode = join(CONFIGS, 'vscode', '.vscode', 'mcp.json');
    expect(wrapConfigText(readFileSync(vscode, 'utf8'), vscode, { toolseal }).changed).toEqual(['Perplexity', 'fetch']);
    const claude = JSON.stringify({ mcpServers: { s: { command: 'x' } } });
    expect(wrapConfigText(claude, '/p/.mcp.json', { toolseal }).changed).toEqual(['s']);
  });

  it('the table says which: mcpServers and servers objects in JSON', () => {
    expect(
      Object.values(CONFIG_FORMATS)
        .filter((f) => f.wraps)
        .map((f) => f.files),
    ).toEqual([
      '.mcp.json, claude_desktop_config.json, .cursor/mcp.json, mcp_config.json, .continue/mcpServers/*.json',
      '.vscode/mcp.json',
    ]);
  });
});
