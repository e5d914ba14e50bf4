// Config formats from real clients (Windsurf's `serverUrl`, VS Code's `settings.json` with `"mcp":
// {"servers": …}`), a URL with credentials refused as invalid input (exit 2, not a server failure), and
// labels that tell servers apart (`npx server-memory`, not `node index.js`) without showing a secret.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXIT } from '../../src/core/errors.js';
import { parseLock } from '../../src/core/lock/lock-read.js';
import { readMcpConfig } from '../../src/mcp/config/config-file.js';
import { describeServer } from '../../src/mcp/server/server-label.js';
import { startSdkHttpServer, type RunningServer } from '../fixtures/servers/http-servers.js';
import { EVERYTHING_SERVER, MEMORY_SERVER, RAW_SERVER } from '../mcp/helpers.js';
import { runInProcess } from '../support/run-cli-in-process.js';

const node = process.execPath;
const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
let dir: string;
beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), 'toolseal-formats-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  const file = join(dir, name);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
};
const pinned = (lock: string) => Object.keys(parseLock(readFileSync(lock, 'utf8'), lock).servers).sort();

describe("Windsurf's mcp_config.json (serverUrl)", () => {
  let server: RunningServer;
  beforeEach(
    async () =>
      void (server = await startSdkHttpServer({
        transport: 'streamable-http',
        pages: [[{ name: 'remote_tool', inputSchema: { type: 'object' } }]],
        authorization: 'Bearer PLANTED-windsurf-token',
      })),
  );
  afterEach(() => server.close());

  it('a "serverUrl" entry is a remote server, headers and ${env:VAR} included: pinned', async () => {
    const file = write(
      'mcp_config.json',
      JSON.stringify({
        mcpServers: {
          remote: { serverUrl: server.url, headers: { Authorization: 'Bearer ${env:WS_TOKEN}' } },
          local: { command: node, args: [RAW_SERVER, 'pages', '1', '1'] },
        },
      }),
    );
    const lock = join(dir, 'mcp-tools.lock');
    const r = await runInProcess(['lock', '--config', file, '--all', '--lock', lock], { ...env, WS_TOKEN: 'PLANTED-windsurf-token' });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(pinned(lock)).toEqual(['local', 'remote']);
  });

  it('control: "url" and "serverUrl" in one entry is ambiguous (INVALID_CONFIG), as is a non-URL serverUrl', () => {
    const file = write(
      'mcp_config.json',
      JSON.stringify({ mcpServers: { both: { url: server.url, serverUrl: server.url }, bad: { serverUrl: 'not a url' } } }),
    );
    const [both, bad] = readMcpConfig(file, {});
    expect(both!.error?.code).toBe('INVALID_CONFIG');
    expect(bad!.error?.message).toContain('"serverUrl" is not a URL');
  });
});

describe('VS Code\'s settings.json ("mcp": {"servers": …})', () => {
  const settings = (servers: unknown) => `{
  // the user's other settings stay as they are
  "editor.fontSize": 13,
  "mcp": { "inputs": [], "servers": ${JSON.stringify(servers)} },
}`;

  it('reads the servers of user settings (JSONC), and pins them', async () => {
    const file = write(
      'Code/User/settings.json',
      settings({ local: { type: 'stdio', command: node, args: [RAW_SERVER, 'pages', '2', '1'] } }),
    );
    const lock = join(dir, 'mcp-tools.lock');
    const r = await runInProcess(['lock', '--config', file, '--all', '--lock', lock], env);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(pinned(lock)).toEqual(['local']);
  });

  it('${workspaceFolder} means the project in .vscode/settings.json, and nothing in user settings', () => {
    const entry = { local: { command: node, args: ['${workspaceFolder}/server.mjs'] } };
    const project = readMcpConfig(write('proj/.vscode/settings.json', settings(entry)), {});
    expect(project[0]!.spec).toMatchObject({ args: [join(dir, 'proj', 'server.mjs')] });
    const user = readMcpConfig(write('Code/User/settings.json', settings(entry)), {});
    expect(user[0]!.error?.code).toBe('INVALID_CONFIG');
  });

  it('control: a settings.json without "mcp" names the forms it looked for (INVALID_CONFIG)', async () => {
    const file = write('Code/User/settings.json', '{ "editor.fontSize": 13 }');
    const r = await runInProcess(['lock', '--config', file, '--all', '--lock', join(dir, 'x.lock')], env);
    expect([r.code, r.error]).toEqual([EXIT.INVALID_INPUT, 'INVALID_CONFIG']);
    expect(r.stderr).toContain('"mcp": {"servers"}');
  });
});

describe('a server URL with credentials', () => {
  it('--url http://user:pw@… is invalid input (USAGE, exit 2), the password never shown', async () => {
    const r = await runInProcess(['snapshot', '--url', 'http://user:PLANTED-url-password@127.0.0.1:1/mcp'], env);
    expect([r.code, r.error]).toEqual([EXIT.INVALID_INPUT, 'USAGE']);
    expect(r.stderr).not.toContain('PLANTED');
  });

  it('control: the same URL without credentials is tried, and fails as a server (exit 4)', async () => {
    const r = await runInProcess(['snapshot', '--url', 'http://127.0.0.1:1/mcp', '--timeout', '10'], env);
    expect(r.code).toBe(EXIT.SNAPSHOT_INCOMPLETE);
  });

  it('in a config entry: INVALID_CONFIG (exit 2) for that entry', () => {
    const file = write(
      '.mcp.json',
      JSON.stringify({ mcpServers: { creds: { type: 'http', url: 'https://user:PLANTED-pw@example.invalid/mcp' } } }),
    );
    const [creds] = readMcpConfig(file, {});
    expect(creds!.error?.code).toBe('INVALID_CONFIG');
    expect(creds!.error?.message).not.toContain('PLANTED');
  });
});

describe('server labels', () => {
  const label = (command: string, args: string[], cwd?: string, secrets: string[] = []) =>
    describeServer({ kind: 'stdio', command, args, cwd }, undefined, secrets);

  it.each([
    ['npx', ['-y', '@modelcontextprotocol/server-memory'], undefined, 'npx server-memory'],
    [
      '/usr/bin/node',
      ['/srv/node_modules/@modelcontextprotocol/server-memory/dist/index.js'],
      undefined,
      'node server-memory/dist/index.js',
    ],
    ['node', ['index.js'], '/home/u/weather-server', 'node weather-server/index.js'],
    ['docker', ['run', '-i', '--rm', '-e', 'GITHUB_TOKEN', 'ghcr.io/github/github-mcp-server'], undefined, 'docker github-mcp-server'],
    ['uvx', ['mcp-server-time', '--local-timezone=Europe/Berlin'], undefined, 'uvx mcp-server-time'],
    ['python', ['-m', 'mcp_server_git'], undefined, 'python mcp_server_git'],
  ] as Array<[string, string[], string | undefined, string]>)('%s %j is labelled by what it runs', (command, args, cwd, expected) => {
    expect(label(command, args, cwd)).toBe(`stdio server ${JSON.stringify(expected)}`);
  });

  it.each([
    ['an option value named like a secret', ['--api-key', 'abcDEF123ghi']],
    ['a bare hex token', ['3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c']],
    ['a URL with a key', ['https://h/sse?api_key=sk_live_PLANTED']],
    ['a mixed-case token', ['sk_live_PLANTEDsecret']],
  ])('never shows %s', (_what, args) => {
    expect(label('server', args)).toBe('stdio server "server"');
  });

  it('hides a part that holds a secret value (a ${VAR} expanded into a path)', () => {
    expect(label('node', ['/opt/PLANTED-dir/dist/index.js'], undefined, ['/opt/PLANTED-dir'])).toBe(
      'stdio server "node ***/dist/index.js"',
    );
  });

  it('servers from npm, run by path, get labels of their own (not two "node index.js")', async () => {
    const labels = await Promise.all(
      [MEMORY_SERVER, EVERYTHING_SERVER].map(async (server) => {
        // A byte cap the server must pass ends each snapshot with an error that names the server.
        const r = await runInProcess(['snapshot', '--max-bytes', '10', '--', node, server], env);
        expect(r.code).toBe(EXIT.SNAPSHOT_INCOMPLETE);
        return /stdio server "([^"]+)"/.exec(r.stderr)?.[1];
      }),
    );
    expect(labels).toEqual(['node server-memory/dist/index.js', 'node server-everything/dist/index.js']);
  });

  it('shows the label in the error of a server that cannot start (process output)', async () => {
    const r = await runInProcess(['snapshot', '--', node, join(dir, 'weather', 'dist', 'index.js')], env);
    expect(r.code).toBe(EXIT.SNAPSHOT_INCOMPLETE);
    expect(r.stderr).toContain('stdio server "node weather/dist/index.js"');
  });
});
