// The guard in front of a server that speaks only MCP 2026-07-28 (the SDK v2 fixture, modern only), for a
// 2025-era host (the SDK v1 Client over stdio): the host's initialize answered from server/discover, its
// requests sent with the per-request envelope, list changes from subscriptions/listen decided afresh, and
// the guard's rules as for any server. The twin: the same surface with the SDK's 2025-era fallback.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { startModernServer, type RunningModernServer } from '../fixtures/servers/modern-servers.js';
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
/** The same tools, search now claiming to be read-only (a check it escapes): a widening, blocked whatever the posture. */
const widened = { ...base, tools: [{ ...base.tools[0]!, annotations: { readOnlyHint: true } }, base.tools[1]!] };

const methodsIn = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
const calls = (file: string) => methodsIn(file).filter((l) => l.startsWith('tools/call'));

let t: ReturnType<typeof tempDir>;
let server: RunningModernServer | undefined;
let host: Host | undefined;
const surface = () => join(t.dir, 'surface.json');
const methods = () => join(t.dir, 'methods.txt');

beforeEach(() => {
  t = tempDir();
  writeFileSync(surface(), JSON.stringify(base));
});

afterEach(async () => {
  await host?.close().catch(() => {});
  host = undefined;
  server?.close();
  server = undefined;
  t.remove();
});

/** Pins the fixture's surface as it is now (the real `toolseal lock`, which negotiates the era itself). */
async function pin(url: string): Promise<void> {
  const r = await runCliProcess(['lock', '--lock', t.lock, '--url', url]);
  if (r.code !== 0) throw new Error(`lock failed: ${r.stderr}`);
}

async function guarded(mode: 'http-reject' | 'http-fallback', protocol: string[], options: { cutListens?: boolean } = {}): Promise<Host> {
  server = await startModernServer(surface(), mode, methods(), options);
  await pin(server.url);
  writeFileSync(methods(), '');
  host = await startHost(['--lock', t.lock, '--url', server.url, ...protocol], []);
  return host;
}

describe('guard --url in front of a modern-only server, for a 2025-era host', () => {
  test('matched: the host is initialized from server/discover, is served the tools, and its call reaches the server with the envelope', async () => {
    const h = await guarded('http-reject', ['--protocol', '2026-07-28']);
    expect(h.client.getServerVersion()?.name).toBe('modern-docs');
    expect(h.client.getInstructions()).toBe(base.instructions);
    expect(await h.toolNames()).toEqual(['search', 'fetch_page']);
    const r = await h.client.callTool({ name: 'search', arguments: {} });
    expect(r.content).toEqual([{ type: 'text', text: 'search' }]);
    const seen = methodsIn(methods());
    // No initialize and no initialized notification: the revision has neither.
    expect(seen.some((l) => l.startsWith('initialize') || l.startsWith('notifications/initialized'))).toBe(false);
    expect(seen[0]).toBe('server/discover 2026-07-28 caps=sampling,elicitation,roots');
    // The host's call carries the host's own capabilities in the envelope.
    expect(calls(methods())).toEqual(['tools/call 2026-07-28 caps=sampling,elicitation,roots name=search']);
    expect(seen).toContain('subscriptions/listen 2026-07-28 caps=sampling,elicitation,roots');
  });

  test('widened: the surface is blocked (no tools, no instructions) and a call is refused, never sent', async () => {
    server = await startModernServer(surface(), 'http-reject', methods());
    await pin(server.url);
    writeFileSync(surface(), JSON.stringify(widened));
    writeFileSync(methods(), '');
    host = await startHost(['--lock', t.lock, '--url', server.url, '--protocol', '2026-07-28'], []);
    expect(host.client.getInstructions()).toBeUndefined();
    expect(await host.toolNames()).toEqual([]);
    await expect(host.client.callTool({ name: 'search', arguments: {} })).rejects.toThrow(/blocked by toolseal/);
    await expect(host.client.callTool({ name: 'fetch_page', arguments: {} })).rejects.toThrow(/PRIVILEGE_WIDENING/);
    expect(calls(methods())).toEqual([]);
    expect(await host.stderrMatching(/PRIVILEGE_WIDENING/)).toMatch(/PRIVILEGE_WIDENING/);
  });

  test('a list change on subscriptions/listen reaches the host and is decided afresh: widened, then blocked', async () => {
    const h = await guarded('http-reject', ['--protocol', '2026-07-28']);
    expect(await h.toolNames()).toEqual(['search', 'fetch_page']);
    // The listen stream is open once the server logged it (the guard opens it after answering initialize).
    const until = Date.now() + 10_000;
    while (!methodsIn(methods()).some((l) => l.startsWith('subscriptions/listen')) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 20));
    writeFileSync(surface(), JSON.stringify(widened));
    const before = h.listChanged();
    server!.child.kill('SIGUSR2');
    while (h.listChanged() === before && Date.now() < until + 10_000) await new Promise((r) => setTimeout(r, 20));
    expect(h.listChanged()).toBeGreaterThan(before);
    expect(await h.toolNames()).toEqual([]);
    await expect(h.client.callTool({ name: 'search', arguments: {} })).rejects.toThrow(/blocked by toolseal/);
    expect(calls(methods())).toEqual([]);
  });

  test('the listen stream cut: the guard opens it again (with backoff), and a later change on it is still decided afresh: widened, then blocked', async () => {
    const h = await guarded('http-reject', ['--protocol', '2026-07-28']);
    expect(await h.toolNames()).toEqual(['search', 'fetch_page']);
    const listens = () => methodsIn(methods()).filter((l) => l.startsWith('subscriptions/listen')).length;
    const until = Date.now() + 10_000;
    while (listens() < 1 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    // Cut twice: each time the guard listens again.
    for (const n of [2, 3]) {
      await new Promise((r) => setTimeout(r, 200));
      server!.child.kill('SIGUSR1');
      const by = Date.now() + 10_000;
      while (listens() < n && Date.now() < by) await new Promise((r) => setTimeout(r, 20));
      expect(listens()).toBe(n);
    }
    // The stream the server holds now is the new one: give it time to be acknowledged before the change.
    await new Promise((r) => setTimeout(r, 300));
    writeFileSync(surface(), JSON.stringify(widened));
    const before = h.listChanged();
    server!.child.kill('SIGUSR2');
    const by = Date.now() + 10_000;
    while (h.listChanged() === before && Date.now() < by) await new Promise((r) => setTimeout(r, 20));
    expect(h.listChanged()).toBeGreaterThan(before);
    expect(await h.toolNames()).toEqual([]);
    await expect(h.client.callTool({ name: 'search', arguments: {} })).rejects.toThrow(/blocked by toolseal/);
    expect(calls(methods())).toEqual([]);
    expect(h.stderr()).not.toMatch(/not opened again/);
  });

  test('a server that cuts every listen stream: the guard tries 1 + 6 times with backoff, then stops and says so; the tools stay decided', async () => {
    const h = await guarded('http-reject', ['--protocol', '2026-07-28'], { cutListens: true });
    expect(await h.toolNames()).toEqual(['search', 'fetch_page']);
    const listens = () => methodsIn(methods()).filter((l) => l.startsWith('subscriptions/listen')).length;
    // Backoff 250 ms doubling to 8 s: the seventh drop comes after about 16 s.
    const until = Date.now() + 40_000;
    while (!/not opened again/.test(h.stderr()) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(h.stderr()).toMatch(/SNAPSHOT_INCOMPLETE: the subscriptions\/listen stream dropped 7 times in a row: it is not opened again/);
    expect(listens()).toBe(7);
    // No eighth try, and the host is still served by a fresh decision on its own lists.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(listens()).toBe(7);
    expect(await h.toolNames()).toEqual(['search', 'fetch_page']);
  }, 60_000);

  test('twin: the same surface with the 2025-era fallback, spoken to in 2026-07-28 as well, matches and serves', async () => {
    const h = await guarded('http-fallback', ['--protocol', '2026-07-28']);
    expect(await h.toolNames()).toEqual(['search', 'fetch_page']);
    await h.client.callTool({ name: 'fetch_page', arguments: {} });
    expect(calls(methods())).toEqual(['tools/call 2026-07-28 caps=sampling,elicitation,roots name=fetch_page']);
  });

  test('no --protocol: the guard negotiates (server/discover first) and speaks 2026-07-28 to the modern-only server', async () => {
    const h = await guarded('http-reject', []);
    expect(h.client.getInstructions()).toBe(base.instructions);
    expect(await h.toolNames()).toEqual(['search', 'fetch_page']);
    await h.client.callTool({ name: 'search', arguments: {} });
    expect(calls(methods())).toEqual(['tools/call 2026-07-28 caps=sampling,elicitation,roots name=search']);
  });

  test('no --protocol, widened: blocked as with the revision given, the call never sent', async () => {
    server = await startModernServer(surface(), 'http-reject', methods());
    await pin(server.url);
    writeFileSync(surface(), JSON.stringify(widened));
    writeFileSync(methods(), '');
    host = await startHost(['--lock', t.lock, '--url', server.url], []);
    expect(host.client.getInstructions()).toBeUndefined();
    expect(await host.toolNames()).toEqual([]);
    await expect(host.client.callTool({ name: 'search', arguments: {} })).rejects.toThrow(/blocked by toolseal/);
    expect(calls(methods())).toEqual([]);
  });

  test('twin: the fallback server guarded in the 2025 era (--protocol 2025-11-25) gives the same decision with the same lock', async () => {
    const h = await guarded('http-fallback', ['--protocol', '2025-11-25']);
    expect(await h.toolNames()).toEqual(['search', 'fetch_page']);
    await h.client.callTool({ name: 'search', arguments: {} });
    expect(calls(methods())).toEqual(['tools/call name=search']);
  });
});
