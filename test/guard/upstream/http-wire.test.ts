import { createServer, type Server } from 'node:http';
import { ToolsealError } from '../../../src/core/errors.js';
import {
  HostBodies,
  OwnAnswersOffWire,
  ReadingGate,
  isEndpoint,
  requestIds,
  strictReadingFetch,
  wireLine,
  type WireReading,
} from '../../../src/guard/upstream/http-wire.js';
import { closeHttp, listen, readBody } from '../../support/loopback-http.js';
import { within } from '../../support/in-process-guard.js';

// The HTTP upstream's reading of the wire: the bodies of a real server on 127.0.0.1 read strictly and
// bounded, the answers to the guard's own requests kept as read, and the host's bytes sent as written.

const OWN = 'tsg-test:';

describe('OwnAnswersOffWire', () => {
  const answers = () => new OwnAnswersOffWire('my-server', OWN);

  it("keeps the answer to one of the guard's ids as read strictly, taken once", () => {
    const a = answers();
    a.read('{"jsonrpc":"2.0","id":"tsg-test:1","result":{"tools":[{"name":"search"}]}}');
    expect(a.take('tsg-test:1')).toEqual({ jsonrpc: '2.0', id: 'tsg-test:1', result: { tools: [{ name: 'search' }] } });
    const again = a.take('tsg-test:1');
    expect(again).toBeInstanceOf(ToolsealError);
    expect((again as ToolsealError).message).toBe(
      "my-server: the answer to the guard's tools/list could not be read strictly off the wire",
    );
  });

  it('keeps each answer of a batch that names a guard id, and leaves the host\'s ("1", 1) alone', () => {
    const a = answers();
    a.read('[{"jsonrpc":"2.0","id":1,"result":{}},{"jsonrpc":"2.0","id":"tsg-test:2","result":{"tools":[]}}]');
    expect(a.take('tsg-test:2')).toEqual({ jsonrpc: '2.0', id: 'tsg-test:2', result: { tools: [] } });
  });

  it('a duplicate member in a message that names a guard id refuses the pending list (its twin is kept)', () => {
    const a = answers();
    a.read('{"jsonrpc":"2.0","id":"tsg-test:3","result":{"tools":[{"name":"safe","name":"evil"}]}}');
    const refused = a.take('tsg-test:3');
    expect(refused).toBeInstanceOf(ToolsealError);
    expect((refused as ToolsealError).code).toBe('DUPLICATE_JSON_MEMBER');
    expect((refused as ToolsealError).message).toMatch(/^my-server: a message from the server/);

    const twin = answers();
    twin.read('{"jsonrpc":"2.0","id":"tsg-test:3","result":{"tools":[{"name":"safe"}]}}');
    expect(twin.take('tsg-test:3')).toMatchObject({ result: { tools: [{ name: 'safe' }] } });
  });

  it('a text that does not name the prefix is not held; refuseAll fails the next take whatever was read', () => {
    const a = answers();
    a.read('{"jsonrpc":"2.0","id":"other:1","result":{"a":1,"a":2}}');
    a.read('{"jsonrpc":"2.0","id":"tsg-test:4","result":{}}');
    a.refuseAll(new ToolsealError('SNAPSHOT_INCOMPLETE', 'my-server: the server sent an answer longer than 10 bytes'));
    const refused = a.take('tsg-test:4');
    expect((refused as ToolsealError).message).toBe('my-server: the server sent an answer longer than 10 bytes');
    // The refusal is taken with it: the next list is read again.
    a.read('{"jsonrpc":"2.0","id":"tsg-test:5","result":{}}');
    expect(a.take('tsg-test:5')).toEqual({ jsonrpc: '2.0', id: 'tsg-test:5', result: {} });
  });
});

describe('requestIds', () => {
  it('finds the ids of the requests in a message or a batch, never of answers, notifications or odd ids', () => {
    expect(requestIds('{"jsonrpc":"2.0","id":1,"method":"ping"}')).toEqual([{ id: 1 }]);
    expect(
      requestIds(
        JSON.stringify([
          { id: 'a', method: 'tools/call' },
          { id: 2, result: {} },
          { method: 'notifications/progress' },
          { id: { x: 1 }, method: 'ping' },
          { id: null, method: 'ping' },
          { id: 3, method: 'tools/list' },
        ]),
      ),
    ).toEqual([{ id: 'a' }, { id: 3 }]);
    expect(requestIds('')).toEqual([]);
    expect(requestIds('{not json')).toEqual([]);
  });

  it('keeps each number id as the host wrote it when JSON.stringify would write another (the error answers that request)', () => {
    const big = Number('9007199254740993');
    expect(requestIds('{"jsonrpc":"2.0","id":9007199254740993,"method":"ping"}')).toEqual([{ id: big, idText: '9007199254740993' }]);
    expect(requestIds('[{"id":1e2,"method":"a"},{"id":"\\u0041","method":"b"},{"id":7,"method":"c"}]')).toEqual([
      { id: 100, idText: '1e2' },
      { id: 'A' },
      { id: 7 },
    ]);
  });
});

describe('isEndpoint', () => {
  const endpoint = 'https://mcp.example.com/mcp?tenant=1';
  it('is the endpoint only for the same origin, path and query', () => {
    expect(isEndpoint('https://mcp.example.com/mcp?tenant=1', endpoint)).toBe(true);
    expect(isEndpoint(new URL('https://mcp.example.com:443/mcp?tenant=1'), endpoint)).toBe(true);
    expect(isEndpoint('https://mcp.example.com/mcp?tenant=2', endpoint)).toBe(false);
    expect(isEndpoint('https://mcp.example.com/token', endpoint)).toBe(false);
    expect(isEndpoint('https://evil.example.com/mcp?tenant=1', endpoint)).toBe(false);
    expect(isEndpoint('http://mcp.example.com/mcp?tenant=1', endpoint)).toBe(false);
    expect(isEndpoint('not a url', endpoint)).toBe(false);
  });
});

describe('wireLine', () => {
  it('is the text as one line; a pretty-printed body has its line breaks made spaces', () => {
    expect(wireLine('{"id":1}')!.toString()).toBe('{"id":1}\n');
    expect(wireLine('{\r\n  "id": 1,\n  "n": 12345678901234567890\r}\n')!.toString()).toBe('{   "id": 1,   "n": 12345678901234567890 }\n');
    expect(wireLine('  \n ')).toBeUndefined();
  });

  it('a raw line break inside a string is not JSON: the text is kept as it is, to be refused as read', () => {
    expect(wireLine('{"a":"x\ny"}')!.toString()).toBe('{"a":"x\ny"}\n');
  });
});

describe('HostBodies', () => {
  it("a send's POST carries the host's bytes as written (a number no double holds, its spacing) while the SDK reads the object", async () => {
    const line = Buffer.from('{"jsonrpc":"2.0", "id":1,"method":"tools/call","params":{"n":12345678901234567890}}\n');
    const message = JSON.parse(line.toString()) as Record<string, unknown>;
    const hostBodies = new HostBodies();
    const bodies: string[] = [];
    const fetch = hostBodies.fetch(async (_url, init) => {
      bodies.push(String(init?.body));
      return new Response('');
    });
    // As the SDK sends it: JSON.stringify of the message, inside the send.
    await hostBodies.send(message, line, () => fetch('http://127.0.0.1/mcp', { method: 'POST', body: JSON.stringify(message) }));
    // Its twin, the guard's own send (no line), passes the SDK's body as it is.
    await hostBodies.send(message, undefined, () => fetch('http://127.0.0.1/mcp', { method: 'POST', body: JSON.stringify(message) }));
    expect(bodies).toEqual([line.toString().trimEnd(), JSON.stringify(message)]);
  });

  it("another body made inside the send (an OAuth token request) is not swapped for the host's bytes", async () => {
    const line = Buffer.from('{"jsonrpc":"2.0","id":1,"method":"ping"}\n');
    const message = JSON.parse(line.toString()) as Record<string, unknown>;
    const hostBodies = new HostBodies();
    const bodies: string[] = [];
    const fetch = hostBodies.fetch(async (_url, init) => {
      bodies.push(String(init?.body));
      return new Response('');
    });
    await hostBodies.send(message, line, async () => {
      await fetch('http://127.0.0.1/token', { method: 'POST', body: 'grant_type=client_credentials' });
      return fetch('http://127.0.0.1/mcp', { method: 'POST', body: JSON.stringify(message) });
    });
    expect(bodies).toEqual(['grant_type=client_credentials', line.toString().trimEnd()]);
  });
});

describe('ReadingGate', () => {
  it('paused, a reading waits until resumed; open, it does not wait (the twin); closed, every wait is let go and it stays open', async () => {
    const gate = new ReadingGate();
    expect(gate.whenOpen()).toBeUndefined();
    gate.pause();
    expect(gate.paused).toBe(true);
    const order: string[] = [];
    const waits = [gate.whenOpen()!.then(() => order.push('first')), gate.whenOpen()!.then(() => order.push('second'))];
    await Promise.resolve();
    expect(order).toEqual([]);
    gate.resume();
    await within(Promise.all(waits), 'the waits after resume');
    expect(order).toEqual(['first', 'second']);
    expect(gate.whenOpen()).toBeUndefined();

    gate.pause();
    const waiting = gate.whenOpen()!;
    gate.close();
    await within(waiting, 'the wait after close');
    expect(gate.closed).toBe(true);
    gate.pause();
    expect(gate.paused).toBe(false);
    expect(gate.whenOpen()).toBeUndefined();
  });
});

describe('strictReadingFetch, against a server on 127.0.0.1', () => {
  let http: Server;
  let base: string;
  const routes: Record<string, { type: string; body: Buffer | string; status?: number }> = {
    '/json': { type: 'application/json', body: '{"jsonrpc":"2.0","id":"tsg-test:1","result":{"tools":[]}}' },
    '/upper-json': { type: 'Application/JSON; charset=utf-8', body: '{"jsonrpc":"2.0","id":1,"result":{}}' },
    '/sse': {
      type: 'text/event-stream',
      body: ': hi\nevent: message\ndata: {"jsonrpc":"2.0","method":"notifications/progress"}\n\nevent: message\ndata: {"jsonrpc":"2.0",\ndata: "id":2,"result":{}}\n\n',
    },
    '/latin1': { type: 'application/json', body: Buffer.from('{"jsonrpc":"2.0","id":1,"result":{"text":"caf\u00e9"}}', 'latin1') },
    '/big': { type: 'application/json', body: `{"jsonrpc":"2.0","id":1,"result":{"text":"${'x'.repeat(5000)}"}}` },
    // An event that never ends: its bytes pile up with no blank line to end them.
    '/big-event': { type: 'text/event-stream', body: `event: message\ndata: {"id":1,"result":"${'x'.repeat(5000)}"}\n` },
    '/events': { type: 'text/event-stream', body: `event: message\ndata: {"id":1}\n\n`.repeat(100) },
    '/error': { type: 'application/json', body: '{"error":"no"}', status: 500 },
  };

  beforeAll(async () => {
    http = createServer(async (req, res) => {
      await readBody(req);
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      const route = routes[path];
      if (!route) return void res.writeHead(404).end();
      res.writeHead(route.status ?? 200, { 'content-type': route.type }).end(route.body);
    });
    base = `http://127.0.0.1:${await listen(http)}`;
  });
  afterAll(() => closeHttp(http));

  function reading(maxMessageBytes = 1 << 20, endpointPath?: string) {
    const gate = new ReadingGate();
    const seen = { messages: [] as string[], notUtf8: [] as string[], overLimit: [] as Array<[string, boolean]> };
    const r: WireReading = {
      maxMessageBytes,
      atEndpoint: (url) => endpointPath === undefined || new URL(String(url)).pathname === endpointPath,
      onMessage: (text) => seen.messages.push(text),
      onNotUtf8: (body) => seen.notUtf8.push(body),
      onOverLimit: (body, isStream) => {
        seen.overLimit.push([body, isStream]);
        return new ToolsealError('SNAPSHOT_INCOMPLETE', 'too long');
      },
      gate,
    };
    return { fetch: strictReadingFetch(r), seen, gate };
  }

  const post = (body: string) => ({ method: 'POST', body });

  it('hands on a JSON body as it came, and reads its message', async () => {
    const { fetch, seen } = reading();
    const response = await within(fetch(`${base}/json`, post('{"id":"tsg-test:1"}')), 'the answer');
    expect(response.status).toBe(200);
    expect(await within(response.text(), 'the body')).toBe(routes['/json']!.body);
    expect(seen.messages).toEqual([routes['/json']!.body]);
  });

  it("reads a JSON body by the SDK's rule for its media type (case and parameters do not hide it)", async () => {
    const { fetch, seen } = reading();
    await within((await fetch(`${base}/upper-json`, post(''))).text(), 'the body');
    expect(seen.messages).toEqual(['{"jsonrpc":"2.0","id":1,"result":{}}']);
  });

  it('reads each message event of a stream, its data lines joined', async () => {
    const { fetch, seen } = reading();
    await within((await fetch(`${base}/sse`, post(''))).text(), 'the stream');
    expect(seen.messages).toEqual(['{"jsonrpc":"2.0","method":"notifications/progress"}', '{"jsonrpc":"2.0",\n"id":2,"result":{}}']);
  });

  it('reads nothing off a body that is not for the endpoint, or not a success', async () => {
    const other = reading(1 << 20, '/mcp');
    await within((await other.fetch(`${base}/json`, post(''))).text(), 'the body');
    expect(other.seen.messages).toEqual([]);
    const failed = reading();
    const response = await within(failed.fetch(`${base}/error`, post('')), 'the answer');
    expect(response.status).toBe(500);
    expect(await within(response.text(), 'the body')).toBe('{"error":"no"}');
    expect(failed.seen.messages).toEqual([]);
  });

  it('tells a body that is not UTF-8, with the POST it answers, and reads no message from it', async () => {
    const { fetch, seen } = reading();
    await within((await fetch(`${base}/latin1`, post('{"id":1,"method":"tools/call"}'))).text(), 'the body');
    expect(seen.notUtf8).toEqual(['{"id":1,"method":"tools/call"}']);
    expect(seen.messages).toEqual([]);
  });

  it('fails a body past --max-bytes with the error the reading returns; its twin under the bound passes', async () => {
    const { fetch, seen } = reading(1000);
    const response = await fetch(`${base}/big`, post('{"id":1,"method":"tools/call"}'));
    const e = await within(
      response.text().then(
        () => undefined,
        (err: unknown) => err,
      ),
      'the body',
    );
    expect(e).toBeInstanceOf(ToolsealError);
    expect((e as Error).message).toBe('too long');
    expect(seen.overLimit).toEqual([['{"id":1,"method":"tools/call"}', false]]);
    expect(seen.messages).toEqual([]);

    const twin = reading(6000);
    await within((await twin.fetch(`${base}/big`, post(''))).text(), 'the body');
    expect(twin.seen.overLimit).toEqual([]);
    expect(twin.seen.messages).toHaveLength(1);
  });

  it('bounds each event of a stream, even one not read for the endpoint', async () => {
    const { fetch, seen } = reading(1000, '/mcp');
    const response = await fetch(`${base}/big-event`, post(''));
    await within(
      response.text().catch(() => undefined),
      'the stream',
    );
    expect(seen.overLimit).toEqual([['', true]]);
    expect(seen.messages).toEqual([]);
  });

  it('a stream of many short events, longer in all than --max-bytes, is not over it (the bound is per event)', async () => {
    const { fetch, seen } = reading(1000);
    await within((await fetch(`${base}/events`, post(''))).text(), 'the stream');
    expect(seen.overLimit).toEqual([]);
    expect(seen.messages).toHaveLength(100);
  });
});
