import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeHttp, listen, readBody } from '../support/loopback-http.js';
import { startHost, tempDir, type Host } from './guard-support.js';

// The guard in front of a hostile Streamable HTTP server on 127.0.0.1: every message and every SSE event is
// bounded by --max-bytes, a slow request holds nothing else back, and a request never answered ends in an
// error at its deadline (--timeout).

const MAX = 1_000_000;
const TOOLS = ['huge', 'small', 'endless', 'events', 'never', 'echo'].map((name) => ({ name, inputSchema: { type: 'object' } }));

interface Hostile {
  url: string;
  /** Bytes the server has written into the endless event so far. */
  endlessBytes(): number;
  /** Requests of this method the server has received. */
  received(method: string): Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/** Streamable HTTP, no SDK: each tools/call answers as its tool's name says. */
async function startHostile(): Promise<Hostile> {
  let endless = 0;
  const seen: Array<Record<string, unknown>> = [];
  const held: ServerResponse[] = [];
  const timers: NodeJS.Timeout[] = [];
  const http = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') return void res.writeHead(405).end();
    const msg = JSON.parse(await readBody(req)) as { id?: number | string; method: string; params?: Record<string, unknown> };
    seen.push(msg as Record<string, unknown>);
    if (msg.id === undefined) return void res.writeHead(202).end();
    const json = (o: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(o));
    const result = (r: unknown) => json({ jsonrpc: '2.0', id: msg.id, result: r });
    if (msg.method === 'initialize')
      return result({
        protocolVersion: msg.params?.protocolVersion,
        capabilities: { tools: {} },
        serverInfo: { name: 'bounds', version: '1' },
      });
    if (msg.method === 'tools/list') return result({ tools: TOOLS });
    if (msg.method === 'ping') return result({});
    if (msg.method !== 'tools/call') return json({ jsonrpc: '2.0', id: msg.id, error: { code: -32601, message: 'no' } });
    const text = (n: number) => ({ content: [{ type: 'text', text: 'x'.repeat(n) }] });
    switch (msg.params?.name) {
      case 'huge':
        return result(text(3 * MAX)); // one answer three times --max-bytes
      case 'small':
        return result(text(MAX / 2));
      case 'endless': {
        // One SSE event whose data never ends.
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(
          'event: message\ndata: {"jsonrpc":"2.0","id":' + JSON.stringify(msg.id) + ',"result":{"content":[{"type":"text","text":"',
        );
        const chunk = 'y'.repeat(64 * 1024);
        const more = () => {
          if (res.destroyed || endless > 8 * MAX) return; // then it holds the stream open, the event still not ended
          endless += chunk.length;
          res.write(chunk, () => timers.push(setTimeout(more, 1)));
        };
        more();
        return;
      }
      case 'events': {
        // The twin: many events, together past --max-bytes, each well under it.
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (let i = 0; i < 6; i++) {
          res.write(
            `event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'z'.repeat(MAX / 3) } })}\n\n`,
          );
        }
        res.end(`event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', id: msg.id, result: text(10) })}\n\n`);
        return;
      }
      case 'never':
        held.push(res); // never answered
        return;
      default:
        return result(text(10));
    }
  });
  const port = await listen(http);
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    endlessBytes: () => endless,
    received: (method) => seen.filter((m) => m.method === method),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      await closeHttp(http);
    },
  };
}

describe('toolseal guard --url: bounds and concurrency', () => {
  let t: ReturnType<typeof tempDir>;
  let host: Host | undefined;
  let server: Hostile | undefined;
  beforeEach(() => {
    t = tempDir();
  });
  afterEach(async () => {
    await host?.close();
    host = undefined;
    await server?.close();
    server = undefined;
    t.remove();
  });

  const start = async (extra: string[] = []) => {
    server = await startHostile();
    host = await startHost(['--lock', t.lock, '--max-bytes', String(MAX), ...extra], ['--url', server.url, '--transport', 'http']);
    return host;
  };
  const call = (h: Host, name: string) => h.client.callTool({ name, arguments: {} }, undefined, { timeout: 30_000 });

  it('an answer past --max-bytes does not reach the host: its request gets an error, and the session goes on', async () => {
    const h = await start();
    await expect(call(h, 'huge')).rejects.toThrow(
      /toolseal guard: the server sent an answer longer than 1000000 bytes \(--max-bytes\), not passed on: SNAPSHOT_INCOMPLETE/,
    );
    expect(await h.stderrMatching(/DROPPED SNAPSHOT_INCOMPLETE: the server sent an answer longer/)).toMatch(
      /the host got an error for its request/,
    );
    expect(await call(h, 'echo')).toMatchObject({ content: [{ type: 'text', text: 'x'.repeat(10) }] });
  });

  it('the twin: an answer under --max-bytes reaches the host whole', async () => {
    const h = await start();
    const r = (await call(h, 'small')) as { content: Array<{ text: string }> };
    expect(r.content[0]!.text).toHaveLength(MAX / 2);
  });

  it('one SSE event that never ends is cut at --max-bytes: an error for its request, not a growing buffer', async () => {
    const h = await start();
    await expect(call(h, 'endless')).rejects.toThrow(/the server sent an SSE event longer than 1000000 bytes/);
    // The stream was dropped where the event passed the bound, well before the server's 8 MB.
    expect(server!.endlessBytes()).toBeLessThan(8 * MAX);
    expect(await call(h, 'echo')).toMatchObject({ content: [{ type: 'text' }] });
  });

  it('the twin: many SSE events, past --max-bytes together, each under it, all pass', async () => {
    const h = await start();
    expect(await call(h, 'events')).toMatchObject({ content: [{ type: 'text', text: 'x'.repeat(10) }] });
  });

  it('a POST never answered: ping and other calls still pass meanwhile, and it ends in an error at --timeout', async () => {
    const h = await start(['--timeout', '3']);
    const never = call(h, 'never');
    never.catch(() => {});
    await h.client.ping({ timeout: 20_000 });
    expect(await call(h, 'echo')).toMatchObject({ content: [{ type: 'text' }] });
    await expect(never).rejects.toThrow(
      /toolseal guard: the server did not answer tools\/call within 3 s \(--timeout\): SNAPSHOT_INCOMPLETE/,
    );
    // The server is told the request is given up.
    const until = Date.now() + 10_000;
    while (server!.received('notifications/cancelled').length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(server!.received('notifications/cancelled')[0]).toMatchObject({ params: { reason: 'timed out' } });
  });

  it('the twin: a request answered within --timeout gets its answer, and no error after it', async () => {
    const h = await start(['--timeout', '3']);
    expect(await call(h, 'echo')).toMatchObject({ content: [{ type: 'text' }] });
    await new Promise((r) => setTimeout(r, 3500));
    expect(h.stderr()).not.toMatch(/did not answer/);
    expect(server!.received('notifications/cancelled')).toHaveLength(0);
  });
});
