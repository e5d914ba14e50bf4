// `lock` and `check --config FILE --all` read each host's config format (src/mcp/config/config-formats.ts), each
// file naming a real stdio server (tools-file-server.mjs): Codex's config.toml, Continue's YAML and JSON,
// Zed's settings.json in both command shapes, Gemini CLI's settings.json and VS Code's mcp.json with an
// ${input:…} given by --input. The hostile twins: the same input missing (refused naming it, exit 2) and a
// TOML file with a key defined twice (one line naming the key, exit 2).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInProcess } from '../../../support/run-cli-in-process.js';
import { FIXTURES } from '../../../support/paths.js';

const SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');
const q = JSON.stringify;

let dir: string;
let tools: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-host-formats-'));
  tools = join(dir, 'tools.json');
  writeFileSync(tools, q([{ name: 'search', description: 'Search the docs', inputSchema: { type: 'object' } }]));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(rel: string, text: string): string {
  const file = join(dir, rel);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** Each host's file naming the server as `docs` (JSON strings are TOML and YAML strings too). */
const FILES: Array<[string, string, () => string]> = [
  ['Codex', 'codex/config.toml', () => `[mcp_servers.docs]\ncommand = ${q(process.execPath)}\nargs = [${q(SERVER)}, ${q(tools)}]\n`],
  [
    'Continue YAML',
    'continue/config.yaml',
    () =>
      `name: c\nversion: 0.0.1\nschema: v1\nmcpServers:\n  - name: docs\n    command: ${q(process.execPath)}\n    args:\n      - ${q(SERVER)}\n      - ${q(tools)}\n`,
  ],
  ['Continue JSON', 'continue/config.json', () => q({ mcpServers: [{ name: 'docs', command: process.execPath, args: [SERVER, tools] }] })],
  [
    'Zed (older shape)',
    'zed-old/settings.json',
    () => q({ context_servers: { docs: { command: { path: process.execPath, args: [SERVER, tools] } } } }),
  ],
  [
    'Zed (newer shape)',
    'zed-new/settings.json',
    () =>
      `// Zed\n{ "context_servers": { "docs": { "source": "custom", "command": ${q(process.execPath)}, "args": [${q(SERVER)}, ${q(tools)}], }, } }`,
  ],
  [
    'Gemini CLI',
    'gemini/.gemini/settings.json',
    () => q({ mcpServers: { docs: { command: process.execPath, args: [SERVER, tools], timeout: 5000 } } }),
  ],
];

describe('lock and check --config FILE --all in each host format', () => {
  it.each(FILES)('%s (%s): lock pins docs, check matches it (exit 0)', async (_host, rel, text) => {
    const config = write(rel, text());
    const lockFile = join(dir, `${rel.replace(/\W/g, '-')}.lock`);
    const lock = await runInProcess(['lock', '--lock', lockFile, '--config', config, '--all'], {}, dir);
    expect(lock).toMatchObject({ code: 0, error: undefined });
    const check = await runInProcess(['check', '--lock', lockFile, '--config', config, '--all', '--on-change', 'fail'], {}, dir);
    expect(check).toMatchObject({ code: 0, error: undefined });
    expect(check.stdout).toMatch(/^server "docs": .*matched/m);
  });

  it('a TOML key defined twice: one line naming the file and key, exit 2 (the twin: Codex above)', async () => {
    const config = write('bad/config.toml', `[mcp_servers.docs]\ncommand = ${q(process.execPath)}\ncommand = "other"\n`);
    const r = await runInProcess(['check', '--config', config, '--all'], {}, dir);
    expect(r).toMatchObject({ code: 2, error: 'INVALID_CONFIG' });
    expect(r.stderr).toBe(
      `toolseal: INVALID_CONFIG: ${config}:3:1: invalid TOML: trying to redefine an already defined table or value (key "command" is defined twice)\n`,
    );
  });
});

describe("VS Code's ${input:ID} on the command line", () => {
  let config: string;
  let lockFile: string;
  beforeAll(async () => {
    config = write(
      'vscode/.vscode/mcp.json',
      `{\n  "inputs": [{ "type": "promptString", "id": "docs-key", "password": true }],\n  "servers": {\n    "docs": { "type": "stdio", "command": ${q(process.execPath)}, "args": [${q(SERVER)}, ${q(tools)}], "env": { "DOCS_KEY": "\${input:docs-key}" } }\n  }\n}\n`,
    );
    lockFile = join(dir, 'vscode.lock');
    const r = await runInProcess(['lock', '--lock', lockFile, '--config', config, '--all', '--input', 'docs-key=k-123'], {}, dir);
    expect(r).toMatchObject({ code: 0 });
  });

  it('given with --input docs-key=VALUE: the server starts and matches; the value is never printed', async () => {
    const r = await runInProcess(
      ['check', '--lock', lockFile, '--config', config, '--server', 'docs', '--input', 'docs-key=k-123'],
      {},
      dir,
    );
    expect(r).toMatchObject({ code: 0, error: undefined });
    expect(r.stdout + r.stderr).not.toContain('k-123');
  });

  it('missing: refused naming the input and --input, exit 2', async () => {
    const r = await runInProcess(['check', '--lock', lockFile, '--config', config, '--server', 'docs'], {}, dir);
    expect(r).toMatchObject({ code: 2, error: 'INVALID_CONFIG' });
    expect(r.stdout).toContain(
      `server "docs": \${input:docs-key} asks the user for a value in VS Code: give it with --input docs-key=VALUE`,
    );
  });

  it('--input without --config is a usage error', async () => {
    const r = await runInProcess(['check', '--input', 'docs-key=k', '--', process.execPath, SERVER, tools], {}, dir);
    expect(r).toMatchObject({ code: 2, error: 'USAGE' });
    expect(r.stderr).not.toContain('docs-key=k');
  });
});
