import { startRawCallServer, type RawCallServer } from '../fixtures/servers/http-servers.js';
import { rawHost, tempDir } from './guard-support.js';
import { answerTo, ask, closeHost, handshake, hostile, pin, serverRead, tool } from './guard-hostile-support.js';

// Strict reading is for the surface the guard decides: every other valid JSON message passes as written
// (numbers no double holds, nesting past the canonical bound), both ways; what it cannot pass is answered.

const DEEP = '['.repeat(1500) + ']'.repeat(1500);
const resultLine = (inner: string) =>
  `{"jsonrpc":"2.0","id":{{id}},"result":{"content":[{"type":"text","text":"ok"}],"structuredContent":{"v":${inner}}}}`;

describe('toolseal guard: transparency outside the decided surface', () => {
  let t: ReturnType<typeof tempDir>;
  beforeEach(() => {
    t = tempDir();
  });
  afterEach(() => t.remove());

  it.each([
    ['a 64-bit integer', '1234567890123456789'],
    ['a number that reads as 0', '1e-400'],
    ['1,500 levels of nesting', DEEP],
    ['an ordinary value (the twin)', '42'],
  ])('an approved tool result holding %s reaches the host byte for byte', async (_what, inner) => {
    const line = resultLine(inner);
    const server = hostile(t.dir, { tools: [{ tools: [tool('search')] }], calls: { search: { raw: line } } });
    await pin(t.lock, 's', server.upstream);
    const h = rawHost(['--lock', t.lock, '--server-id', 's', ...server.upstream]);
    try {
      await handshake(h);
      await ask(h, { id: 2, method: 'tools/call', params: { name: 'search', arguments: {} } });
      expect(h.lines).toContain(line.replace('{{id}}', '2'));
    } finally {
      await closeHost(h);
    }
  });

  it('a result with a duplicate member is not passed on, and the host gets an error for it, not silence', async () => {
    const server = hostile(t.dir, {
      tools: [{ tools: [tool('search')] }],
      calls: { search: { raw: '{"jsonrpc":"2.0","id":{{id}},"result":{"content":[],"content":[{"type":"text","text":"other"}]}}' } },
    });
    await pin(t.lock, 's', server.upstream);
    const h = rawHost(['--lock', t.lock, '--server-id', 's', ...server.upstream]);
    try {
      await handshake(h);
      const r = await ask(h, { id: 2, method: 'tools/call', params: { name: 'search', arguments: {} } });
      expect(r.error).toEqual({ code: -32603, message: "toolseal guard: the server's answer was not passed on: DUPLICATE_JSON_MEMBER" });
    } finally {
      await closeHost(h);
    }
  });

  it.each([
    ['a 64-bit integer argument', '{"n":12345678901234567890}'],
    ['1,500 levels of nesting in an argument', `{"n":${DEEP}}`],
    ['an ordinary argument (the twin)', '{"n":1}'],
  ])('a host tools/call with %s reaches the server byte for byte', async (_what, args) => {
    const server = hostile(t.dir, { tools: [{ tools: [tool('search')] }] });
    await pin(t.lock, 's', server.upstream);
    const h = rawHost(['--lock', t.lock, '--server-id', 's', ...server.upstream]);
    try {
      await handshake(h);
      const line = `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search","arguments":${args}}}`;
      h.send(line);
      await ask(h, { id: 3, method: 'ping' });
      expect(serverRead(server.log)).toContain(line);
    } finally {
      await closeHost(h);
    }
  });

  it('the decided surface stays strict: a tools/list with 1e-400 in a schema is blocked (NOT_CANONICALIZABLE); its twin with 0 passes', async () => {
    for (const [literal, blocked] of [
      ['1e-400', true],
      ['0', false],
    ] as const) {
      const list = `{"jsonrpc":"2.0","id":{{id}},"result":{"tools":[{"name":"search","inputSchema":{"type":"object","minimum":${literal}}}]}}`;
      const server = hostile(t.dir, { toolsRaw: { '0': list } });
      const h = rawHost(['--lock', t.lock, '--server-id', 's', ...server.upstream]);
      try {
        await handshake(h);
        const r = await ask(h, { id: 2, method: 'tools/list' });
        expect((r.result as { tools: unknown[] }).tools.length).toBe(blocked ? 0 : 1);
        if (blocked) expect(h.stderr()).toMatch(/BLOCKED NOT_CANONICALIZABLE/);
      } finally {
        await closeHost(h);
      }
    }
  });

  describe('over --url (a Streamable HTTP server on 127.0.0.1)', () => {
    const servers: RawCallServer[] = [];
    afterEach(async () => {
      for (const s of servers.splice(0)) await s.close();
    });
    const start = async (opts: Parameters<typeof startRawCallServer>[0]) => {
      const server = await startRawCallServer(opts);
      servers.push(server);
      return server;
    };

    it.each([
      ['a 64-bit integer', '1234567890123456789', false],
      ['a number that reads as 0', '1e-400', false],
      ['1,500 levels of nesting', DEEP, false],
      ['an ordinary value (the twin)', '42', false],
      ['a 64-bit integer, in an SSE event', '1234567890123456789', true],
      ['an ordinary value, in an SSE event (the twin)', '42', true],
    ])('an approved tool result holding %s reaches the host byte for byte', async (_what, inner, eventStream) => {
      const line = resultLine(inner);
      const server = await start({ tools: [tool('search')], calls: { search: line }, eventStream });
      await pin(t.lock, 's', ['--url', server.url]);
      const h = rawHost(['--lock', t.lock, '--server-id', 's', '--url', server.url]);
      try {
        await handshake(h);
        await ask(h, { id: 2, method: 'tools/call', params: { name: 'search', arguments: {} } });
        expect(h.lines).toContain(line.replace('{{id}}', '2'));
      } finally {
        await closeHost(h);
      }
    });

    it.each([
      [
        'a duplicate member',
        '{"jsonrpc":"2.0","id":{{id}},"result":{"content":[],"content":[{"type":"text","text":"other"}]}}',
        'DUPLICATE_JSON_MEMBER',
      ],
      ['a raw CR inside a string', '{"jsonrpc":"2.0","id":{{id}},"result":{"content":[{"type":"text","text":"a\rb"}]}}', 'INVALID_INPUT'],
      [
        'bytes that are not UTF-8',
        'latin1:{"jsonrpc":"2.0","id":{{id}},"result":{"content":[{"type":"text","text":"caf\u00e9"}]}}',
        'INVALID_INPUT (not UTF-8)',
      ],
    ])('a result with %s is not passed on, and the host gets an error for it, not silence', async (_what, raw, code) => {
      const server = await start({ tools: [tool('search')], calls: { search: raw } });
      await pin(t.lock, 's', ['--url', server.url]);
      const h = rawHost(['--lock', t.lock, '--server-id', 's', '--url', server.url]);
      try {
        await handshake(h);
        const r = await ask(h, { id: 2, method: 'tools/call', params: { name: 'search', arguments: {} } });
        expect(r.error).toEqual({ code: -32603, message: `toolseal guard: the server's answer was not passed on: ${code}` });
        // The twin: the next call, answered as usual, passes.
        const ok = await ask(h, { id: 3, method: 'tools/call', params: { name: 'other', arguments: {} } });
        expect(ok.error).toBeDefined(); // "other" is not an approved tool: refused by the guard, not silence
      } finally {
        await closeHost(h);
      }
    });

    it.each([
      ['a 64-bit integer argument', '{"n":12345678901234567890}'],
      ['1,500 levels of nesting in an argument', `{"n":${DEEP}}`],
      ['an ordinary argument (the twin)', '{"n":1}'],
    ])('a host tools/call with %s reaches the server byte for byte', async (_what, args) => {
      const server = await start({ tools: [tool('search')] });
      await pin(t.lock, 's', ['--url', server.url]);
      const h = rawHost(['--lock', t.lock, '--server-id', 's', '--url', server.url]);
      try {
        await handshake(h);
        const line = `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search","arguments":${args}}}`;
        h.send(line);
        await answerTo(h, '2');
        expect(server.bodies).toContain(line);
      } finally {
        await closeHost(h);
      }
    });

    it('the decided surface stays strict over --url: a tools/list with 1e-400 in a schema is blocked (NOT_CANONICALIZABLE); its twin with 0 passes', async () => {
      for (const [literal, blocked] of [
        ['1e-400', true],
        ['0', false],
      ] as const) {
        const server = await start({ tools: `[{"name":"search","inputSchema":{"type":"object","minimum":${literal}}}]` });
        const h = rawHost(['--lock', t.lock, '--server-id', 's', '--unpinned', 'allow', '--url', server.url]);
        try {
          await handshake(h);
          const r = await ask(h, { id: 2, method: 'tools/list' });
          expect((r.result as { tools: unknown[] }).tools.length).toBe(blocked ? 0 : 1);
          if (blocked) expect(h.stderr()).toMatch(/BLOCKED NOT_CANONICALIZABLE/);
        } finally {
          await closeHost(h);
        }
      }
    });
  });
});
