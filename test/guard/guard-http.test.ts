import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startRawJsonServer, startSdkHttpServer, startSilentSseServer, type RunningServer } from '../fixtures/servers/http-servers.js';
import { waitUntil } from '../mcp/helpers.js';
import { CLI } from '../support/paths.js';
import { runCliProcess } from '../support/run-process.js';
import { startHost, tempDir, type Host } from './guard-support.js';

// The guard in front of a remote server on 127.0.0.1: a stdio-only host reaches it through the guard.

const PAGES = [[{ name: 'remote_a', description: 'A' }], [{ name: 'remote_b', description: 'B', annotations: { readOnlyHint: true } }]];

describe('toolseal guard --url', () => {
  let t: ReturnType<typeof tempDir>;
  let host: Host | undefined;
  const servers: RunningServer[] = [];
  beforeEach(() => {
    t = tempDir();
  });
  afterEach(async () => {
    await host?.close();
    host = undefined;
    for (const s of servers.splice(0)) await s.close();
    t.remove();
  });

  it('Streamable HTTP: lists every page, decides, and ends the session when the host closes', async () => {
    const server = await startSdkHttpServer({ transport: 'streamable-http', pages: PAGES });
    servers.push(server);
    host = await startHost(['--lock', t.lock, '--audit', t.audit], ['--url', server.url, '--transport', 'http']);
    expect(await host.toolNames()).toEqual(['remote_a', 'remote_b']);
    expect(readFileSync(t.audit, 'utf8')).toContain('"server":"sdk-http-fixture"');
    await host.close();
    host = undefined;
    expect(await waitUntil(() => server.closedSessions.length === 1, 10_000)).toBe(true);
  });

  it('legacy SSE: the same, and --unpinned block withholds every tool', async () => {
    const server = await startSdkHttpServer({ transport: 'sse', pages: PAGES });
    servers.push(server);
    host = await startHost(['--lock', t.lock, '--unpinned', 'block'], ['--url', server.url, '--transport', 'sse']);
    expect(await host.toolNames()).toEqual([]);
    expect(await host.stderrMatching(/BLOCKED NOT_PINNED/)).toMatch(/BLOCKED NOT_PINNED: server "sdk-http-fixture"/);
  });

  it('--transport auto falls back to SSE when the server does not speak Streamable HTTP', async () => {
    const server = await startSdkHttpServer({ transport: 'sse', pages: PAGES });
    servers.push(server);
    host = await startHost(['--lock', t.lock], ['--url', server.url]);
    expect(await host.toolNames()).toEqual(['remote_a', 'remote_b']);
  });

  it('exits 4 when the server cannot be reached', async () => {
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));
    const child = spawn(process.execPath, [CLI, 'guard', '--lock', t.lock, '--url', `http://127.0.0.1:${port}/mcp`], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.stdin.write(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'h', version: '1' } },
      }) + '\n',
    );
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    expect(code).toBe(4);
    expect(err).toMatch(/toolseal guard: SNAPSHOT_INCOMPLETE: cannot reach the server: fetch failed \(ECONNREFUSED\)/);
  });

  it('exits 4 when an SSE server never sends its endpoint (within --timeout)', async () => {
    const server = await startSilentSseServer();
    servers.push(server);
    const child = spawn(process.execPath, [CLI, 'guard', '--lock', t.lock, '--timeout', '2', '--url', server.url, '--transport', 'sse'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    expect(code).toBe(4);
    expect(err).toMatch(/toolseal guard: SNAPSHOT_INCOMPLETE: cannot start the server: .*cannot connect: no connection after 2 s/);
  });

  it('a pinned remote server that widens a tool is blocked; its pinned twin is allowed', async () => {
    const pinned = await startSdkHttpServer({ transport: 'streamable-http', pages: PAGES });
    servers.push(pinned);
    // The lock pins the server as it is now; its next version claims remote_a is read-only too.
    expect((await runCliProcess(['lock', '--lock', t.lock, '--server-id', 'remote', '--url', pinned.url])).code).toBe(0);
    const widened = await startSdkHttpServer({
      transport: 'streamable-http',
      pages: [[{ ...PAGES[0]![0]!, annotations: { readOnlyHint: true } }], PAGES[1]!],
    });
    servers.push(widened);
    host = await startHost(['--lock', t.lock, '--server-id', 'remote'], ['--url', pinned.url]);
    expect(await host.toolNames()).toEqual(['remote_a', 'remote_b']);
    await host.close();
    host = await startHost(['--lock', t.lock, '--server-id', 'remote'], ['--url', widened.url]);
    expect(await host.toolNames()).toEqual([]);
    expect(await host.stderrMatching(/PRIVILEGE_WIDENING/)).toMatch(/BLOCKED PRIVILEGE_WIDENING: server "remote"/);
  });

  it.each([
    ['a JSON body', {}],
    ['an event stream', { eventStream: true }],
  ])('the list is read strictly off the wire (%s): a duplicate member blocks it; the twin without passes', async (_what, opts) => {
    const bad = await startRawJsonServer('{"tools":[{"name":"ok","description":"fine","description":"other"}]}', opts);
    const good = await startRawJsonServer('{"tools":[{"name":"ok","description":"fine"}]}', opts);
    servers.push(bad, good);
    host = await startHost(['--lock', t.lock], ['--url', bad.url, '--transport', 'http']);
    expect(await host.toolNames()).toEqual([]);
    expect(await host.stderrMatching(/BLOCKED/)).toMatch(/BLOCKED DUPLICATE_JSON_MEMBER/);
    await host.close();
    host = await startHost(['--lock', t.lock], ['--url', good.url, '--transport', 'http']);
    expect(await host.toolNames()).toEqual(['ok']);
  });

  it('--config FILE --server NAME: a URL server of a client config, its key the id', async () => {
    const server = await startSdkHttpServer({ transport: 'streamable-http', pages: PAGES });
    servers.push(server);
    const config = join(t.dir, '.mcp.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { docs: { type: 'http', url: server.url } } }));
    host = await startHost(['--lock', t.lock, '--audit', t.audit, '--config', config, '--server', 'docs'], []);
    expect(await host.toolNames()).toEqual(['remote_a', 'remote_b']);
    expect(readFileSync(t.audit, 'utf8')).toContain('"server":"docs"');
  });
});
