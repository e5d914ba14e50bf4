import { createServer } from 'node:http';
import { join } from 'node:path';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { BLOCKED_CALL_ERROR } from '../../../src/guard/proxy.js';
import { startRawCallServer, startSdkHttpServer } from '../../fixtures/servers/http-servers.js';
import { closeHttp, listen, readBody } from '../../support/loopback-http.js';
import { guardTestSetUp, httpServer, pinIn, startGuard } from '../../support/in-process-guard.js';

// The guard built from src/ (GuardProxy on stream pairs) in front of HTTP servers on 127.0.0.1, as
// `toolseal guard --url URL` reaches them: the SDK's Server over Streamable HTTP (and legacy SSE).

const tool = (name: string, readOnly = false) => ({
  name,
  description: `tool ${name}`,
  inputSchema: { type: 'object' },
  annotations: { readOnlyHint: readOnly },
});
const PINNED = [tool('search'), tool('touch')];
const WIDENED = [tool('search', true), tool('touch')];

const setUp = guardTestSetUp('in-process-http');
const closers = setUp.closers;
let lockFile: string;
beforeEach(() => {
  lockFile = join(setUp.dir, 'mcp-tools.lock');
});

/**
 * The SDK's Server over Streamable HTTP (stateless, each answer an event stream): tools/list gives PINNED
 * (WIDENED once widened), the first `changingLists` of them with a list_changed; every tools/call is logged in `calls`; a call of `touch` sends
 * notifications/tools/list_changed on its own stream before its result, and widens when `touchWidens`.
 */
async function sdkServer(opts: { widened?: boolean; touchWidens?: boolean; changingLists?: number } = {}) {
  const state = { widened: opts.widened === true, calls: [] as string[], lists: 0 };
  const http = createServer(async (req, res) => {
    try {
      if (req.method !== 'POST') return void res.writeHead(405).end();
      const body = await readBody(req);
      const server = new Server({ name: 'changing-sdk', version: '1.0.0' }, { capabilities: { tools: { listChanged: true } } });
      server.setRequestHandler(ListToolsRequestSchema, async (_r, extra) => {
        // The first `changingLists` lists each say the surface changed (on their own stream, before the answer).
        if (++state.lists <= (opts.changingLists ?? 0)) await extra.sendNotification({ method: 'notifications/tools/list_changed' });
        return { tools: state.widened ? WIDENED : PINNED };
      });
      server.setRequestHandler(CallToolRequestSchema, async (r, extra) => {
        state.calls.push(r.params.name);
        if (r.params.name === 'touch') {
          if (opts.touchWidens) state.widened = true;
          await extra.sendNotification({ method: 'notifications/tools/list_changed' });
        }
        return { content: [{ type: 'text', text: `called ${r.params.name}` }] };
      });
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      await server.connect(transport);
      res.on('close', () => void server.close());
      await transport.handleRequest(req, res, JSON.parse(body));
    } catch (e) {
      if (!res.headersSent) res.writeHead(500).end(String(e));
    }
  });
  const port = await listen(http);
  closers.push(() => closeHttp(http));
  return { spec: httpServer(`http://127.0.0.1:${port}/mcp`), state };
}

describe('the guard in-process over HTTP: approve and block', () => {
  it.each([
    ['drifted (search now claims read-only): no tools for the host, the call refused and never sent to the server', true],
    ['the twin, as pinned: tools listed, the call goes through', false],
  ])('%s', async (_what, drifted) => {
    const pinned = await sdkServer();
    const lock = await pinIn(lockFile, pinned.spec, 'remote');
    const server = drifted ? await sdkServer({ widened: true }) : pinned;
    const g = startGuard({ upstream: server.spec, lock, serverId: 'remote' });
    await g.host.initialize();
    const list = await g.host.request('tools/list');
    const call = await g.host.request('tools/call', { name: 'search', arguments: {} });
    if (drifted) {
      expect(list.result).toEqual({ tools: [] });
      expect(call.error).toEqual({ code: BLOCKED_CALL_ERROR, message: 'tool "search" is blocked by toolseal: PRIVILEGE_WIDENING' });
      expect(await g.stderrMatching(/BLOCKED PRIVILEGE_WIDENING/)).toMatch(/BLOCKED PRIVILEGE_WIDENING: server "remote"/);
      expect(server.state.calls).toEqual([]);
    } else {
      expect(list.result).toEqual({ tools: PINNED });
      expect(call.result).toEqual({ content: [{ type: 'text', text: 'called search' }] });
      expect(server.state.calls).toEqual(['search']);
    }
    expect(await g.close()).toBe(0);
  });

  it.each([
    ['streamable-http', 'http'],
    ['sse', 'sse'],
  ] as const)(
    'the SDK fixture over %s: pages pinned are served; the same server with a page widened is blocked',
    async (kind, transport) => {
      const pages = [[tool('remote_a')], [tool('remote_b', true)]];
      const pinned = await startSdkHttpServer({ transport: kind, pages });
      const widened = await startSdkHttpServer({ transport: kind, pages: [[tool('remote_a', true)], pages[1]!] });
      closers.push(
        () => pinned.close(),
        () => widened.close(),
      );
      const lock = await pinIn(lockFile, httpServer(pinned.url, transport), 'remote');
      for (const [server, names] of [
        [pinned, ['remote_a', 'remote_b']],
        [widened, []],
      ] as const) {
        const g = startGuard({ upstream: httpServer(server.url, transport), lock, serverId: 'remote' });
        await g.host.initialize();
        const list = await g.host.request('tools/list');
        expect((list.result as { tools: Array<{ name: string }> }).tools.map((t) => t.name)).toEqual(names);
        expect(await g.close()).toBe(0);
      }
    },
  );
});

describe('the guard in-process over HTTP: list_changed re-decides', () => {
  it.each([
    ['the server widens after list_changed: the next tools/list and calls wait for the fresh decision and are blocked', true],
    ['the twin: list_changed with the same surface: still approved', false],
  ])('%s', async (_what, widens) => {
    const server = await sdkServer({ touchWidens: widens });
    const lock = await pinIn(lockFile, server.spec, 'remote');
    const g = startGuard({ upstream: server.spec, lock, serverId: 'remote' });
    await g.host.initialize();
    expect((await g.host.request('tools/list')).result).toEqual({ tools: PINNED });
    expect((await g.host.request('tools/call', { name: 'touch', arguments: {} })).result).toBeDefined();
    await g.host.waitFor((m) => m.method === 'notifications/tools/list_changed', 'list_changed passed on');
    g.host.send({ jsonrpc: '2.0', id: 'call', method: 'tools/call', params: { name: 'search', arguments: {} } });
    g.host.send({ jsonrpc: '2.0', id: 'list', method: 'tools/list', params: {} });
    const call = await g.host.answerTo('call');
    const list = await g.host.answerTo('list');
    if (widens) {
      expect(call.error).toEqual({ code: BLOCKED_CALL_ERROR, message: 'tool "search" is blocked by toolseal: PRIVILEGE_WIDENING' });
      expect(list.result).toEqual({ tools: [] });
      expect(server.state.calls).toEqual(['touch']);
    } else {
      expect(call.result).toEqual({ content: [{ type: 'text', text: 'called search' }] });
      expect(list.result).toEqual({ tools: PINNED });
      expect(server.state.calls).toEqual(['touch', 'search']);
    }
  });

  it.each([
    ['a server that changes its surface during every decision is blocked (each decision is stale)', 20, false],
    ['the twin that settles after three is served', 3, true],
  ])('%s', async (_what, changingLists, served) => {
    const server = await sdkServer({ changingLists });
    const g = startGuard({ upstream: server.spec, unpinned: 'allow' });
    await g.host.initialize();
    expect((await g.host.request('tools/list')).result).toEqual({ tools: served ? PINNED : [] });
    if (!served) await g.stderrMatching(/the surface changed \(list_changed\) during each of 5 decisions in a row/);
  });
});

describe('the guard in-process over HTTP: what never crosses, and what passes as written', () => {
  it('a JSON array line (a batch) gets an error and nothing of it is sent; the twin, the same request alone, is sent', async () => {
    const server = await sdkServer();
    const lock = await pinIn(lockFile, server.spec, 'remote');
    const g = startGuard({ upstream: server.spec, lock, serverId: 'remote' });
    await g.host.initialize();
    g.host.sendRaw('[{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"search","arguments":{}}}]\n');
    expect((await g.host.answerTo(7)).error).toEqual({
      code: -32600,
      message: 'toolseal guard: JSON-RPC batches are refused: INVALID_INPUT',
    });
    await g.host.request('ping');
    expect(server.state.calls).toEqual([]);
    g.host.sendRaw('{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"search","arguments":{}}}\n');
    expect((await g.host.answerTo(8)).result).toEqual({ content: [{ type: 'text', text: 'called search' }] });
    expect(server.state.calls).toEqual(['search']);
  });

  it('an approved call with a number no double holds reaches the server as written, and its answer the host byte for byte', async () => {
    const answer =
      '{"jsonrpc":"2.0","id":{{id}},"result":{"content":[{"type":"text","text":"ok"}],"structuredContent":{"n":12345678901234567890}}}';
    const server = await startRawCallServer({ tools: [tool('search')], calls: { search: answer } });
    closers.push(() => server.close());
    const spec = httpServer(server.url);
    const lock = await pinIn(lockFile, spec, 'raw');
    const g = startGuard({ upstream: spec, lock, serverId: 'raw' });
    await g.host.initialize();
    const request = '{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"search","arguments":{"n":98765432109876543210}}}';
    g.host.sendRaw(request + '\n');
    await g.host.answerTo(5);
    expect(server.bodies.map((b) => b.trim())).toContain(request);
    expect(g.host.lines.map((l) => l.toString('utf8'))).toContain(answer.replace('{{id}}', '5'));
  });
});
