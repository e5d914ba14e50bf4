import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMcpConfig } from '../../../src/mcp/config/config-file.js';
import { CONFIG_FORMATS, MAX_CONFIG_FILE_BYTES, readConfigEntries } from '../../../src/mcp/config/config-formats.js';
import { FIXTURES } from '../../support/paths.js';

// Each host's config format (src/mcp/config/config-formats.ts), read from a real-looking file of each host
// (test/fixtures/configs/), beside the hostile file of the same format that is refused in one line naming
// the file and the entry or key.

const CONFIGS = join(FIXTURES, 'configs');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-formats-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(rel: string, text: string): string {
  const file = join(dir, rel);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
}

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

describe('readMcpConfig in each host format', () => {
  it("reads Codex's config.toml: stdio with env, Streamable HTTP with bearer_token_env_var, http_headers and env_http_headers, enabled = false", () => {
    const file = join(CONFIGS, 'codex', 'config.toml');
    const servers = readMcpConfig(file, { FIGMA_OAUTH_TOKEN: 'figtok', FIGMA_ORG_ID: 'org1' });
    expect(readConfigEntries(file).format).toBe('codex');
    expect(servers.map((s) => s.name)).toEqual(['context7', 'figma', 'docs']);
    expect(servers[0]!.spec).toMatchObject({
      kind: 'stdio',
      command: 'npx',
      args: ['-y', '@upstash/context7-mcp@1.0.14'],
      env: { MY_ENV_VAR: 'MY_ENV_VALUE' },
    });
    expect(servers[1]!.spec).toEqual({
      kind: 'url',
      url: 'https://mcp.figma.com/mcp',
      transport: 'http',
      headers: { 'X-Figma-Region': 'us-east-1', 'X-Org-Id': 'org1', Authorization: 'Bearer figtok' },
      secrets: ['org1', 'figtok'],
    });
    expect(servers[2]).toEqual({ name: 'docs', disabled: true });
  });

  it("reads Continue's config.yaml and a block of .continue/mcpServers/ (a list named by name), and the JSON form", () => {
    const yaml = readMcpConfig(join(CONFIGS, 'continue', 'config.yaml'), { DOCS_TOKEN: 'dt' });
    expect(yaml.map((s) => s.name)).toEqual(['SQLite MCP', 'Remote docs']);
    expect(yaml[0]!.spec).toMatchObject({ kind: 'stdio', command: 'npx', args: ['-y', 'mcp-sqlite@1.0.7', '/path/to/your/database.db'] });
    expect(yaml[1]!.spec).toMatchObject({ kind: 'url', transport: 'http', headers: { Authorization: 'Bearer dt' } });
    const block = readMcpConfig(join(CONFIGS, 'continue', 'mcpServers', 'playwright.yaml'), {});
    expect(block).toEqual([
      expect.objectContaining({ name: 'Browser search', spec: expect.objectContaining({ args: ['@playwright/mcp@0.0.41'] }) }),
    ]);
    const json = readMcpConfig(join(CONFIGS, 'continue', 'config.json'), {});
    expect(readConfigEntries(join(CONFIGS, 'continue', 'config.json')).format).toBe('continue-json');
    expect(json.map((s) => [s.name, s.spec?.kind, s.spec?.kind === 'url' ? s.spec.transport : undefined])).toEqual([
      ['SQLite MCP', 'stdio', undefined],
      ['Events', 'url', 'sse'],
    ]);
  });

  it("reads Zed's context_servers in both shapes ({command: {path, args, env}} and {command, args, env}), a url, and enabled: false", () => {
    const servers = readMcpConfig(join(CONFIGS, 'zed', 'settings.json'), { PGPASSWORD: 'pw', REMOTE_TOKEN: 'rt' });
    expect(servers.map((s) => s.name)).toEqual(['postgres', 'local-mcp-server', 'remote-mcp-server', 'off']);
    expect(servers[0]!.spec).toMatchObject({
      kind: 'stdio',
      command: 'npx',
      args: ['-y', '@modelcontextprotocol/server-postgres@0.6.2', 'postgresql://localhost/mydb'],
      env: { PGPASSWORD: 'pw' },
    });
    expect(servers[1]!.spec).toMatchObject({ kind: 'stdio', command: 'some-command', args: ['arg-1', 'arg-2'] });
    expect(servers[2]!.spec).toMatchObject({ kind: 'url', transport: 'auto', headers: { Authorization: 'Bearer rt' } });
    expect(servers[3]).toEqual({ name: 'off', disabled: true });
  });

  it("reads Gemini CLI's settings.json: url is SSE, httpUrl Streamable HTTP", () => {
    const servers = readMcpConfig(join(CONFIGS, 'gemini', '.gemini', 'settings.json'), { DB_CONNECTION_STRING: 'db', API_TOKEN: 'at' });
    expect(servers.map((s) => [s.name, s.spec?.kind, s.spec?.kind === 'url' ? s.spec.transport : undefined])).toEqual([
      ['pythonTools', 'stdio', undefined],
      ['sseServer', 'url', 'sse'],
      ['httpServer', 'url', 'http'],
    ]);
    expect(servers[2]!.spec).toMatchObject({ url: 'http://localhost:3000/mcp', headers: { Authorization: 'Bearer at' } });
  });

  it('the twin of Gemini: a url in .mcp.json is still auto (either transport)', () => {
    const file = write('.mcp.json', JSON.stringify({ mcpServers: { s: { url: 'http://localhost:8080/mcp' } } }));
    expect(readMcpConfig(file, {})[0]!.spec).toMatchObject({ kind: 'url', transport: 'auto' });
  });
});

describe('hostile config files: refused in one line naming the file and the key or entry', () => {
  it('a TOML key defined twice names the key; the twin, each key once, reads', () => {
    const bad = write('config.toml', '[mcp_servers.a]\ncommand = "x"\ncommand = "y"\n');
    const r = refusal(() => readMcpConfig(bad, {}));
    expect(r).toEqual({ code: 'INVALID_CONFIG', message: expect.stringContaining(`${bad}:3:1: invalid TOML:`) });
    expect(r.message).toContain('(key "command" is defined twice)');
    expect(r.message).not.toContain('\n');
    const good = write('ok/config.toml', '[mcp_servers.a]\ncommand = "x"\n');
    expect(readMcpConfig(good, {})[0]!.spec).toMatchObject({ command: 'x' });
  });

  it('a TOML table defined twice names it', () => {
    const bad = write('config.toml', '[mcp_servers.a]\ncommand = "x"\n[mcp_servers.a]\nargs = []\n');
    expect(refusal(() => readMcpConfig(bad, {})).message).toContain('(key "mcp_servers.a" is defined twice)');
  });

  it('deeply nested TOML is refused, not recursed into; the twin, a nested array a config has, reads', () => {
    const bad = write('config.toml', `[mcp_servers.a]\ncommand = "x"\nargs = ${'['.repeat(5000)}${']'.repeat(5000)}\n`);
    const r = refusal(() => readMcpConfig(bad, {}));
    expect(r).toMatchObject({ code: 'INVALID_CONFIG', message: expect.stringMatching(/^.*config\.toml:3:\d+: invalid TOML: .*nested/) });
    expect(r.message.length).toBeLessThan(300);
    const good = write('ok/config.toml', '[mcp_servers.a]\ncommand = "x"\nenv = { A = "1" }\n');
    expect(readMcpConfig(good, {})[0]!.spec).toMatchObject({ env: { A: '1' } });
  });

  it('a YAML key given twice names it; the twin reads', () => {
    const bad = write('config.yaml', 'mcpServers:\n  - name: a\n    command: x\n    command: y\n');
    const r = refusal(() => readMcpConfig(bad, {}));
    expect(r).toEqual({
      code: 'INVALID_CONFIG',
      message: `${bad}:4:5: invalid YAML: Map keys must be unique (key "command" is defined twice)`,
    });
    const good = write('ok/config.yaml', 'mcpServers:\n  - name: a\n    command: x\n');
    expect(readMcpConfig(good, {})[0]!.spec).toMatchObject({ command: 'x' });
  });

  it('a YAML alias bomb is refused; the twin, an anchor used twice, reads', () => {
    const levels = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 9; i++)
      levels.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(',')}]`,
      );
    const bad = write('config.yaml', `${levels.join('\n')}\nmcpServers:\n  - name: s\n    command: x\n    args: *i\n`);
    const r = refusal(() => readMcpConfig(bad, {}));
    expect(r).toMatchObject({ code: 'INVALID_CONFIG', message: expect.stringContaining(`${bad}: invalid YAML: `) });
    const good = write(
      'ok/config.yaml',
      'shared: &args ["-y", "pkg@1.0.0"]\nmcpServers:\n  - name: s\n    command: npx\n    args: *args\n',
    );
    expect(readMcpConfig(good, {})[0]!.spec).toMatchObject({ args: ['-y', 'pkg@1.0.0'] });
  });

  it('deeply nested YAML is refused in one line, before it is read; the twin, nesting a config has, reads', () => {
    const bad = write('config.yaml', `x: ${'['.repeat(20000)}${']'.repeat(20000)}\nmcpServers: []\n`);
    expect(refusal(() => readMcpConfig(bad, {}))).toEqual({
      code: 'INVALID_CONFIG',
      message: `${bad}:1:68: invalid YAML: nested deeper than 64`,
    });
    const good = write('ok/config.yaml', 'x: [[[{a: [1]}]]]\nmcpServers: [{name: s, command: x, args: ["[", "{"]}]\n');
    expect(readMcpConfig(good, {})[0]!.spec).toMatchObject({ args: ['[', '{'] });
  });

  it('a YAML tag the reader does not know is refused, not read as text', () => {
    const bad = write('config.yaml', 'mcpServers:\n  - name: s\n    command: !secret x\n');
    expect(refusal(() => readMcpConfig(bad, {}))).toMatchObject({ code: 'INVALID_CONFIG', message: expect.stringContaining(`${bad}:3:`) });
  });

  it('non-string args in TOML and YAML refuse that server by name; the other servers read', () => {
    const toml = write('config.toml', '[mcp_servers.bad]\ncommand = "x"\nargs = [1, 2024-01-01]\n[mcp_servers.good]\ncommand = "y"\n');
    const [badT, goodT] = readMcpConfig(toml, {});
    expect(badT!.error).toMatchObject({ code: 'INVALID_CONFIG', message: `${toml}: server "bad": "args" must be an array of strings` });
    expect(goodT!.spec).toMatchObject({ command: 'y' });
    const yaml = write('config.yaml', 'mcpServers:\n  - name: bad\n    command: x\n    args: [1, true]\n  - name: good\n    command: y\n');
    const [badY, goodY] = readMcpConfig(yaml, {});
    expect(badY!.error?.message).toBe(`${yaml}: server "bad": "args" must be an array of strings`);
    expect(goodY!.spec).toMatchObject({ command: 'y' });
  });

  it('a Continue list item without a name, or a second of the same name, refuses the file naming the item', () => {
    const unnamed = write('config.yaml', 'mcpServers:\n  - command: x\n');
    expect(refusal(() => readMcpConfig(unnamed, {})).message).toBe(
      `${unnamed}: mcpServers[0]: each server needs a "name" (a non-empty string)`,
    );
    const twice = write('b/config.yaml', 'mcpServers:\n  - name: a\n    command: x\n  - name: a\n    command: y\n');
    expect(refusal(() => readMcpConfig(twice, {})).message).toBe(`${twice}: mcpServers[1]: a second server named "a"`);
  });

  it('a Continue ${{ secrets.X }} template refuses that server (toolseal cannot fill it); ${X} from the environment is its twin', () => {
    const file = write(
      'config.yaml',
      'mcpServers:\n  - name: t\n    command: x\n    env:\n      KEY: ${{ secrets.KEY }}\n  - name: e\n    command: x\n    env:\n      KEY: ${KEY}\n',
    );
    const [t, e] = readMcpConfig(file, { KEY: 'k' });
    expect(t!.error?.message).toMatch(/^.*server "t": \$\{\{ … \}\} is a Continue template/);
    expect(e!.spec).toMatchObject({ env: { KEY: 'k' } });
  });

  it("a Zed extension's server (no command of its own) is refused by name; a custom one is its twin", () => {
    const file = write(
      'zed/settings.json',
      JSON.stringify({ context_servers: { ext: { source: 'extension', settings: {} }, mine: { source: 'custom', command: 'x' } } }),
    );
    const [ext, mine] = readMcpConfig(file, {});
    expect(ext!.error?.message).toMatch(/server "ext": a Zed extension's server/);
    expect(mine!.spec).toMatchObject({ command: 'x' });
  });

  it('Gemini httpUrl beside a url is ambiguous: refused by name', () => {
    const file = write('.gemini/settings.json', JSON.stringify({ mcpServers: { both: { httpUrl: 'http://h/mcp', url: 'http://h/sse' } } }));
    expect(readMcpConfig(file, {})[0]!.error?.message).toBe(`${file}: server "both": "httpUrl" and "url"; give one`);
  });

  it("Codex's bearer_token_env_var must name a variable (the twin above: FIGMA_OAUTH_TOKEN)", () => {
    const file = write('config.toml', '[mcp_servers.r]\nurl = "https://h/mcp"\nbearer_token_env_var = "not a name"\n');
    expect(readMcpConfig(file, {})[0]!.error?.message).toBe(`${file}: server "r": bearer_token_env_var must name an environment variable`);
  });

  it('a config file past MAX_CONFIG_FILE_BYTES is refused unread (IO_ERROR naming it); the twin, at the bound, reads', () => {
    const head = '[mcp_servers.a]\ncommand = "x"\n';
    const fill = (n: number) => head + '#'.repeat(n - head.length - 1) + '\n';
    const big = write('config.toml', fill(MAX_CONFIG_FILE_BYTES + 1));
    expect(refusal(() => readMcpConfig(big, {}))).toMatchObject({ code: 'IO_ERROR', message: expect.stringContaining(big) });
    const under = write('ok/config.toml', fill(MAX_CONFIG_FILE_BYTES));
    expect(readMcpConfig(under, {})[0]!.spec).toMatchObject({ command: 'x' });
  });

  it('a TOML or YAML file is not read as JSON: the error names the format, not "Unexpected token"', () => {
    const file = write('config.toml', 'this is = = not toml');
    expect(refusal(() => readMcpConfig(file, {})).message).toMatch(/invalid TOML/);
  });
});

describe('CONFIG_FORMATS', () => {
  it('wrap writes the JSON formats of mcpServers and servers objects only', () => {
    expect(
      Object.entries(CONFIG_FORMATS)
        .filter(([, f]) => f.wraps)
        .map(([id]) => id),
    ).toEqual(['mcp-servers', 'vscode-mcp']);
  });
});
