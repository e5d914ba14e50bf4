// The guard in front of a stdio server that speaks only MCP 2026-07-28 (the SDK v2 fixture through the
// SDK's serveStdio with `legacy: 'reject'`), for a 2025-era host (the SDK v1 Client over stdio): the host's
// initialize answered from server/discover, its requests sent with the per-request envelope, and the
// guard's rules as for any server. The twins: the same surface served with the SDK's 2025-era fallback,
// and the same modern-only server with the revision given.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODERN_SERVER } from '../fixtures/servers/modern-servers.js';
import { runCliProcess } from '../support/run-process.js';
import { startHost, tempDir, type Host } from './guard-support.js';

const base = {
  serverName: 'modern-docs',
  instructions: 'Use search for the docs.',
  tools: [
    { name: 'search', description: 'Search the docs', annotations: { readOnlyHint: false } },
    { name: 'fetch_page', description: 'Fetch a page', annotations: { readOnlyHint: true } },
  ],
};
const widened = { ...base, tools: [{ ...base.tools[0]!, annotations: { readOnlyHint: true } }, base.tools[1]!] };
const CAPS = 'caps=sampling,elicitation,roots';

let t: ReturnType<typeof tempDir>;
let host: Host | undefined;
const surface = () => join(t.dir, 'surface.json');
const methods = () => join(t.dir, 'methods.txt');
const methodsIn = () => (existsSync(methods()) ? readFileSync(methods(), 'utf8').split('\n').filter(Boolean) : []);
const calls = () => methodsIn().filter((l) => l.startsWith('tools/call'));
const server = (mode: string) => ['--', process.execPath, MODERN_SERVER, surface(), mode];

beforeEach(() => {
  t = tempDir();
  writeFileSync(surface(), JSON.stringify(base));
});

afterEach(async () => {
  await host?.close().catch(() => {});
  host = undefined;
  t.remove();
});

/** Pins the surface as the modern-only stdio server lists it now (the real `toolseal lock`, which negotiates itself). */
async function pin(): Promise<void> {
  const r = await runCliProcess(['lock', '--lock', t.lock, '--server-id', 'docs', ...server('stdio-reject')]);
  if (r.code !== 0) throw new Error(`lock failed: ${r.stderr}`);
}

function guarded(mode: string, extra: string[] = []): Promise<Host> {
  writeFileSync(methods(), '');
  return startHost(
    ['--lock', t.lock, '--server-id', 'docs', '--on-change', 'fail', ...extra, '--env', `METHODS_FILE=${methods()}`],
    server(mode),
  );
}

describe('guard in front of a stdio server of the 2026-07-28 revision only', () => {
  test('no --protocol: the refused initialize is not passed on, the host is initialized from server/discover, served, and its call carries the envelope', async () => {
    await pin();
    host = await guarded('stdio-reject');
    expect(host.client.getServerVersion()?.name).toBe('modern-docs');
    expect(host.client.getInstructions()).toBe(base.instructions);
    expect(await host.toolNames()).toEqual(['search', 'fetch_page']);
    const r = await host.client.callTool({ name: 'search', arguments: {} });
    expect(r.content).toEqual([{ type: 'text', text: 'search' }]);
    const seen = methodsIn();
    // The host's initialize reached the server (and was refused); server/discover follows with the host's capabilities.
    expect(seen[0]).toBe('initialize');
    expect(seen[1]).toBe(`server/discover 2026-07-28 ${CAPS}`);
    expect(seen).toContain(`tools/list 2026-07-28 ${CAPS}`);
    expect(seen).toContain(`subscriptions/listen 2026-07-28 ${CAPS}`);
    expect(seen).not.toContain('notifications/initialized');
    expect(calls()).toEqual([`tools/call 2026-07-28 ${CAPS} name=search`]);
    expect(host.stderr()).not.toMatch(/BLOCKED|WARN/);
  });

  test('--protocol 2026-07-28: no initialize reaches the server at all', async () => {
    await pin();
    host = await guarded('stdio-reject', ['--protocol', '2026-07-28']);
    expect(host.client.getInstructions()).toBe(base.instructions);
    expect(await host.toolNames()).toEqual(['search', 'fetch_page']);
    expect(methodsIn()[0]).toBe(`server/discover 2026-07-28 ${CAPS}`);
    expect(methodsIn().some((l) => l.startsWith('initialize'))).toBe(false);
  });

  test('widened: blocked (no tools, no instructions), and a call is refused, never sent', async () => {
    await pin();
    writeFileSync(surface(), JSON.stringify(widened));
    host = await guarded('stdio-reject');
    expect(host.client.getInstructions()).toBeUndefined();
    expect(await host.toolNames()).toEqual([]);
    await expect(host.client.callTool({ name: 'search', arguments: {} })).rejects.toThrow(/blocked by toolseal: PRIVILEGE_WIDENING/);
    expect(calls()).toEqual([]);
    expect(await host.stderrMatching(/PRIVILEGE_WIDENING/)).toMatch(/BLOCKED PRIVILEGE_WIDENING/);
  });

  test('twin: the same surface served with the 2025-era fallback is spoken to in the 2025 era (initialize passes) and matches the same pin', async () => {
    await pin();
    host = await guarded('stdio-fallback');
    expect(host.client.getInstructions()).toBe(base.instructions);
    expect(await host.toolNames()).toEqual(['search', 'fetch_page']);
    await host.client.callTool({ name: 'fetch_page', arguments: {} });
    expect(methodsIn()[0]).toBe('initialize');
    expect(methodsIn().some((l) => l.startsWith('server/discover'))).toBe(false);
    expect(calls()).toEqual(['tools/call name=fetch_page']);
  });

  test("twin: --protocol 2025-11-25 in front of the modern-only server: the host gets the server's own refusal, nothing is served", async () => {
    await pin();
    await expect(guarded('stdio-reject', ['--protocol', '2025-11-25'])).rejects.toThrow(/2026-07-28|protocol version/i);
  });
});
