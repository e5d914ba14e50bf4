import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Lockfile } from '../../../src/core/lock/lock.js';
import { BLOCKED_CALL_ERROR } from '../../../src/guard/proxy.js';
import { GUARD_SERVER, closeGuards, pinIn, scriptedServer, startGuard, stdioServer, tool, within } from '../../support/in-process-guard.js';

// The guard built from src/ (GuardProxy on stream pairs) in front of real stdio servers it starts: the
// SDK's McpServer (guard-upstream-server.mjs) and the scripted hostile server, which logs every line it
// read, so a test sees what reached it.

let dir: string;
let lockFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-in-process-'));
  lockFile = join(dir, 'mcp-tools.lock');
});
afterEach(async () => {
  await closeGuards();
  rmSync(dir, { recursive: true, force: true });
});

/** The scripted hostile server: its spec, and the lines it read. */
const hostile = (cfg: Record<string, unknown>) => scriptedServer(dir, cfg);

/** The tool calls a server read (its log of lines). */
const callsIn = (lines: string[]) => lines.filter((l) => l.includes('"tools/call"'));

describe('the guard in-process over stdio: approve and block', () => {
  it('a pinned SDK server: its tools reach the host and a call goes through', async () => {
    const calls = join(dir, 'calls.log');
    const spec = stdioServer(GUARD_SERVER, calls);
    const lock = await pinIn(lockFile, spec, 'guarded');
    const g = startGuard({ upstream: spec, lock, serverId: 'guarded' });
    await g.host.initialize();
    const list = await g.host.request('tools/list');
    expect((list.result as { tools: Array<{ name: string }> }).tools.map((t) => t.name)).toEqual([
      'search',
      'delete_file',
      'ask_model',
      'slow_echo',
    ]);
    const call = await g.host.request('tools/call', { name: 'search', arguments: { query: 'q' } });
    expect(call.result).toEqual({ content: [{ type: 'text', text: 'results for q' }] });
    expect(readFileSync(calls, 'utf8')).toBe('search\n');
    expect(await g.close()).toBe(0);
  });

  it.each([
    ['drifted (search now claims read-only): the host sees no tools, the call is refused and never reaches the server', true],
    ['the twin, as pinned: tools listed, the call reaches the server', false],
  ])('%s', async (_what, drifted) => {
    const pinned = hostile({ tools: [{ tools: [tool('search')] }] });
    const lock: Lockfile = await pinIn(lockFile, pinned.spec, 's');
    const server = drifted ? hostile({ tools: [{ tools: [tool('search', true)] }] }) : hostile({ tools: [{ tools: [tool('search')] }] });
    const g = startGuard({ upstream: server.spec, lock, serverId: 's' });
    await g.host.initialize();
    const list = await g.host.request('tools/list');
    const call = await g.host.request('tools/call', { name: 'search', arguments: {} });
    if (drifted) {
      expect(list.result).toEqual({ tools: [] });
      expect(call.error).toEqual({ code: BLOCKED_CALL_ERROR, message: 'tool "search" is blocked by toolseal: PRIVILEGE_WIDENING' });
      expect(await g.stderrMatching(/BLOCKED PRIVILEGE_WIDENING/)).toMatch(/BLOCKED PRIVILEGE_WIDENING: server "s"/);
      expect(callsIn(server.read())).toEqual([]);
    } else {
      expect((list.result as { tools: unknown[] }).tools).toEqual([tool('search')]);
      expect(call.result).toEqual({ content: [{ type: 'text', text: 'called search' }] });
      expect(callsIn(server.read())).toHaveLength(1);
    }
    expect(await g.close()).toBe(0);
  });

  it('a server the lock does not pin is blocked by default (NOT_PINNED); with unpinned allow its twin is served', async () => {
    for (const unpinned of ['block', 'allow'] as const) {
      const server = hostile({ tools: [{ tools: [tool('search')] }] });
      const g = startGuard({ upstream: server.spec, unpinned });
      await g.host.initialize();
      const list = await g.host.request('tools/list');
      expect((list.result as { tools: unknown[] }).tools).toHaveLength(unpinned === 'block' ? 0 : 1);
      await g.close();
    }
  });
});

describe('the guard in-process over stdio: list_changed re-decides', () => {
  it.each([
    ['the server widens after list_changed: the next tools/list and calls wait for the fresh decision and are blocked', true],
    ['the twin: list_changed with the same surface: still approved', false],
  ])('%s', async (_what, widens) => {
    const before = { tools: [tool('search'), tool('touch')] };
    const after = widens ? { tools: [tool('search', true), tool('touch')] } : before;
    const notify = '{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}';
    const pinned = hostile({ tools: [before] });
    const lock = await pinIn(lockFile, pinned.spec, 's');
    const server = hostile({ tools: [before, after], calls: { touch: { next: true, notify } } });
    const g = startGuard({ upstream: server.spec, lock, serverId: 's' });
    await g.host.initialize();
    expect((await g.host.request('tools/list')).result).toEqual(before);
    expect((await g.host.request('tools/call', { name: 'touch', arguments: {} })).result).toBeDefined();
    await g.host.waitFor((m) => m.method === 'notifications/tools/list_changed', 'list_changed passed on');
    // Sent at once after the change: both wait for the decision the change calls for.
    g.host.send({ jsonrpc: '2.0', id: 'call', method: 'tools/call', params: { name: 'search', arguments: {} } });
    g.host.send({ jsonrpc: '2.0', id: 'list', method: 'tools/list', params: {} });
    const call = await g.host.answerTo('call');
    const list = await g.host.answerTo('list');
    if (widens) {
      expect(call.error).toEqual({ code: BLOCKED_CALL_ERROR, message: 'tool "search" is blocked by toolseal: PRIVILEGE_WIDENING' });
      expect(list.result).toEqual({ tools: [] });
      expect(callsIn(server.read()).filter((l) => l.includes('"search"'))).toEqual([]);
    } else {
      expect(call.result).toEqual({ content: [{ type: 'text', text: 'called search' }] });
      expect(list.result).toEqual(before);
    }
  });

  it('a server that changes its surface during every decision is blocked (the decision is stale each time); the twin that settles is served', async () => {
    const notify = '{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}';
    for (const settles of [false, true]) {
      // Each tools/list is answered with a list_changed right after it: the decision it fed is overtaken.
      const answer = `{"jsonrpc":"2.0","id":{{id}},"result":{"tools":[${JSON.stringify(tool('search'))}]}}\n${notify}`;
      const toolsRaw = Object.fromEntries(Array.from({ length: settles ? 3 : 20 }, (_v, i) => [String(i), answer]));
      const server = hostile({ tools: [{ tools: [tool('search')] }], toolsRaw });
      const g = startGuard({ upstream: server.spec, unpinned: 'allow' });
      await g.host.initialize();
      const list = await g.host.request('tools/list');
      if (settles) expect(list.result).toEqual({ tools: [tool('search')] });
      else {
        expect(list.result).toEqual({ tools: [] });
        expect(await g.stderrMatching(/during each of 5 decisions/)).toMatch(
          /BLOCKED SNAPSHOT_INCOMPLETE: .*the surface changed \(list_changed\) during each of 5 decisions in a row/,
        );
      }
      await g.close();
    }
  });
});

describe('the guard in-process over stdio: what never crosses, and what passes as written', () => {
  it('a JSON array line (a batch) gets an error and nothing of it is forwarded; the twin, the same request alone, passes', async () => {
    const server = hostile({ tools: [{ tools: [tool('search')] }] });
    const g = startGuard({ upstream: server.spec, unpinned: 'allow' });
    await g.host.initialize();
    await g.host.request('tools/list');
    g.host.sendRaw('[{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"search","arguments":{}}}]\n');
    const refused = await g.host.answerTo(7);
    expect(refused.error).toEqual({ code: -32600, message: 'toolseal guard: JSON-RPC batches are refused: INVALID_INPUT' });
    // A ping behind it: the server has read every line before it, and none was the batch.
    await g.host.request('ping');
    expect(callsIn(server.read())).toEqual([]);
    expect(server.read().some((l) => l.startsWith('['))).toBe(false);
    const passed = await g.host.request('tools/call', { name: 'search', arguments: {} });
    expect(passed.result).toEqual({ content: [{ type: 'text', text: 'called search' }] });
    expect(callsIn(server.read())).toHaveLength(1);
  });

  it('a request outside the surface and its answer pass byte for byte (odd spacing, a 64-bit integer); the guard writes no other line for it', async () => {
    const answer = '{"jsonrpc":"2.0","id":{{id}},"result":{"n":12345678901234567890,  "contents":[]}}';
    // The scripted server answers a method it does not know with its own error: a resources/read is one.
    const server = hostile({ tools: [{ tools: [tool('search')] }] });
    const g = startGuard({ upstream: server.spec, unpinned: 'allow' });
    await g.host.initialize();
    const request = '{ "jsonrpc":"2.0", "id":9, "method":"resources/read", "params":{"uri":"docs://x", "n":12345678901234567890} }';
    g.host.sendRaw(request + '\n');
    const got = await g.host.answerTo(9);
    expect(got.error).toEqual({ code: -32601, message: 'no such method' });
    expect(server.read()).toContain(request);
    expect(g.host.lines.filter((l) => l.includes('"id":9'))).toHaveLength(1);
    expect(g.host.lines.map((l) => l.toString('utf8'))).toContain(
      '{"jsonrpc":"2.0","id":9,"error":{"code":-32601,"message":"no such method"}}',
    );
    // The answer the other way, byte for byte: a tool result with a number no double holds.
    const raw = hostile({ tools: [{ tools: [tool('search')] }], calls: { search: { raw: answer } } });
    const lock = await pinIn(lockFile, raw.spec, 'r');
    const h = startGuard({ upstream: raw.spec, lock, serverId: 'r' });
    await h.host.initialize();
    const result = await h.host.request('tools/call', { name: 'search', arguments: {} });
    expect(h.host.lines.map((l) => l.toString('utf8'))).toContain(answer.replace('{{id}}', JSON.stringify(result.id)));
  });
});

describe('the guard in-process over stdio: its exit', () => {
  it('the server ends: the guard exits with its exit code; the twin, the host closing, exits 0 (every test above)', async () => {
    const g = startGuard({
      upstream: { kind: 'stdio', command: process.execPath, args: ['-e', 'setTimeout(() => process.exit(3), 200)'] },
    });
    expect(await within(g.exit, 'the exit after the server ended')).toBe(3);
    await g.close();
  });

  it('a server that cannot be started: exit 4, said on stderr', async () => {
    const g = startGuard({ upstream: { kind: 'stdio', command: join(dir, 'no-such-server'), args: [] } });
    expect(await within(g.exit, 'the exit')).toBe(4);
    expect(g.stderr()).toMatch(/^toolseal guard: SNAPSHOT_INCOMPLETE: cannot start the server: /);
    await g.close();
  });
});
