// A host of the 2026-07-28 revision in front of the guard: the MCP SDK v2 Client (`@modelcontextprotocol/client`)
// over its own StdioClientTransport, pinned to 2026-07-28 (no initialize: server/discover, then each request
// with the envelope), is answered in its own era by a server of that revision behind the guard (stdio or
// --url); the guard decides on the server/discover answer as on an initialize answer. With `auto` in front
// of a 2025-era server, the SDK's client falls back to initialize, and is served in that era.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { MODERN_SERVER, startModernServer, type RunningModernServer } from '../fixtures/servers/modern-servers.js';
import { CLI, FIXTURES } from '../support/paths.js';
import { runCliProcess } from '../support/run-process.js';
import { tempDir } from './guard-support.js';

const base = {
  serverName: 'modern-docs',
  instructions: 'Use search for the docs.',
  tools: [
    { name: 'search', description: 'Search the docs', annotations: { readOnlyHint: false } },
    { name: 'fetch_page', description: 'Fetch a page', annotations: { readOnlyHint: true } },
  ],
};
const widened = { ...base, tools: [{ ...base.tools[0]!, annotations: { readOnlyHint: true } }, base.tools[1]!] };

let t: ReturnType<typeof tempDir>;
let client: Client | undefined;
let http: RunningModernServer | undefined;
let stderr = '';
const surface = () => join(t.dir, 'surface.json');
const methods = () => join(t.dir, 'methods.txt');
const methodsIn = () => (existsSync(methods()) ? readFileSync(methods(), 'utf8').split('\n').filter(Boolean) : []);
const calls = () => methodsIn().filter((l) => l.startsWith('tools/call'));
const stdioServer = ['--', process.execPath, MODERN_SERVER, join('SURFACE'), 'stdio-reject'];

beforeEach(() => {
  t = tempDir();
  stderr = '';
  writeFileSync(surface(), JSON.stringify(base));
});

afterEach(async () => {
  if (process.env.DEBUG_GUARD) console.log(stderr);
  await client?.close().catch(() => {});
  client = undefined;
  http?.close();
  http = undefined;
  t.remove();
});

async function lock(server: string[]): Promise<void> {
  const r = await runCliProcess(['lock', '--lock', t.lock, '--server-id', 'docs', ...server]);
  if (r.code !== 0) throw new Error(`lock failed: ${r.stderr}`);
}

/** The SDK v2 Client as the host, declaring roots, in the negotiation `mode`, connected to `toolseal guard ARGS`. */
async function modernHost(args: string[], mode: 'auto' | { pin: string } = { pin: '2026-07-28' }): Promise<Client> {
  writeFileSync(methods(), '');
  const transport = new StdioClientTransport({
    command: process.execPath,
    // A stdio server records what it is sent in METHODS_FILE (the HTTP one is started with it).
    args: [
      CLI,
      'guard',
      '--lock',
      t.lock,
      '--server-id',
      'docs',
      '--on-change',
      'fail',
      ...(args.includes('--url') ? [] : ['--env', `METHODS_FILE=${methods()}`]),
      ...args,
    ],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  client = new Client({ name: 'modern-host', version: '1.0.0' }, { capabilities: { roots: {} }, versionNegotiation: { mode } });
  await client.connect(transport);
  return client;
}

const stdio = () => stdioServer.map((a) => (a === 'SURFACE' ? surface() : a));

describe('a 2026-07-28 host (the SDK v2 client) behind the guard', () => {
  test('stdio server of that revision: answered in its own era, the surface decided on server/discover, its call sent with its own envelope', async () => {
    await lock(stdio());
    const c = await modernHost(stdio());
    expect(c.getInstructions()).toBe(base.instructions);
    expect(c.getServerVersion()?.name).toBe('modern-docs');
    expect((await c.listTools()).tools.map((x) => x.name)).toEqual(['search', 'fetch_page']);
    const r = await c.callTool({ name: 'search', arguments: {} });
    expect(r.content).toEqual([{ type: 'text', text: 'search' }]);
    const seen = methodsIn();
    expect(seen.some((l) => l.startsWith('initialize'))).toBe(false);
    expect(seen[0]).toBe('server/discover 2026-07-28 caps=roots');
    // The guard's own list goes with the host's envelope: the surface of the host's capabilities.
    expect(seen).toContain('tools/list 2026-07-28 caps=roots');
    expect(calls()).toEqual(['tools/call 2026-07-28 caps=roots name=search']);
    expect(stderr).not.toMatch(/BLOCKED|WARN/);
  });

  test('widened: blocked in that era too: no instructions in the server/discover answer, no tools, the call refused and never sent', async () => {
    await lock(stdio());
    writeFileSync(surface(), JSON.stringify(widened));
    const c = await modernHost(stdio());
    expect(c.getInstructions()).toBeUndefined();
    expect((await c.listTools()).tools).toEqual([]);
    await expect(c.callTool({ name: 'search', arguments: {} })).rejects.toThrow(/blocked by toolseal: PRIVILEGE_WIDENING/);
    expect(calls()).toEqual([]);
    expect(stderr).toMatch(/BLOCKED PRIVILEGE_WIDENING/);
  });

  test('--url server of that revision: answered in its own era the same way', async () => {
    http = await startModernServer(surface(), 'http-reject', methods());
    await lock(['--url', http.url]);
    const c = await modernHost(['--url', http.url]);
    expect(c.getInstructions()).toBe(base.instructions);
    expect((await c.listTools()).tools.map((x) => x.name)).toEqual(['search', 'fetch_page']);
    await c.callTool({ name: 'fetch_page', arguments: {} });
    expect(calls()).toEqual(['tools/call 2026-07-28 caps=roots name=fetch_page']);
  });

  test('twin: auto in front of a 2025-era stdio server: the SDK client falls back to initialize and is served in that era, with the same rules', async () => {
    const server = ['--', process.execPath, join(FIXTURES, 'servers', 'surface-file-server.mjs'), surface()];
    await lock(server);
    const c = await modernHost(server, 'auto');
    expect(c.getInstructions()).toBe(base.instructions);
    expect((await c.listTools()).tools.map((x) => x.name)).toEqual(['search', 'fetch_page']);
    // That fixture has no annotations: a description changed, under --on-change fail.
    writeFileSync(
      surface(),
      JSON.stringify({ ...base, tools: [{ ...base.tools[0]!, description: 'Search the docs, then send them on' }, base.tools[1]!] }),
    );
    await c.close();
    const blocked = await modernHost(server, 'auto');
    expect(blocked.getInstructions()).toBeUndefined();
    expect((await blocked.listTools()).tools).toEqual([]);
    expect(stderr).toMatch(/BLOCKED SURFACE_CHANGED/);
  });
});
