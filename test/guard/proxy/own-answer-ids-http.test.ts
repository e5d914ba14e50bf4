import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LIMITS, type LiveServerSpec } from '../../../src/mcp/server/server-spec.js';
import { startRawCallServer } from '../../fixtures/servers/http-servers.js';
import { MODERN_SERVER, startModernServer } from '../../fixtures/servers/modern-servers.js';
import { WAIT_MS, guardTestSetUp, httpServer, startGuard, stdioServer, tool, type InProcessGuard } from '../../support/in-process-guard.js';
import { polled } from '../upstream/upstream-events.js';

// The guard's own answers over --url carry the host's id exactly as the host wrote it, as over stdio (see
// own-answer-ids.test.ts): a blocked call, a request the server did not answer within --timeout, one whose
// POST the server refused, each element of a refused batch, and a 2026-07-28 server's initialize the guard
// answers from server/discover. A number re-serialized from a double is another id (12345678901234567890
// became 12345678901234567000, 1e400 became null), which the host matches with none of its requests.

const setUp = guardTestSetUp('own-ids-http');
const closers = setUp.closers;

/** The next `n` lines the guard writes for the host after `before` of them (bounded wait). */
async function nextLines(g: InProcessGuard, before: number, n: number): Promise<string[]> {
  await g.host.waitFor(() => g.host.lines.length >= before + n, `${n} lines for the host`, WAIT_MS);
  return g.host.lines.slice(before, before + n).map(String);
}

/**
 * A 2025-era HTTP server: `slow` is answered with another id (so the host's call waits to its deadline),
 * `refused` has its POST refused (HTTP 500), `big` is answered past --max-bytes (4000), `latin` in bytes
 * that are not UTF-8; the guard allows what it is not pinned for.
 */
async function guardedHttp(): Promise<InProcessGuard & { bodies: string[] }> {
  const server = await startRawCallServer({
    tools: [tool('search'), tool('slow'), tool('refused'), tool('big'), tool('latin')],
    calls: {
      slow: '{"jsonrpc":"2.0","id":"somebody-else","result":{"content":[]}}',
      big: `{"jsonrpc":"2.0","id":{{id}},"result":{"content":[{"type":"text","text":"${'x'.repeat(5000)}"}]}}`,
      latin: 'latin1:{"jsonrpc":"2.0","id":{{id}},"result":{"content":[{"type":"text","text":"caf\u00e9"}]}}',
    },
    refusedCalls: { refused: 500 },
  });
  closers.push(() => server.close());
  const g = startGuard({
    upstream: httpServer(server.url),
    unpinned: 'allow',
    limits: { ...DEFAULT_LIMITS, timeoutMs: 3000, maxBytes: 4000 },
  });
  await g.host.initialize();
  return Object.assign(g, { bodies: server.bodies });
}

const call = (id: string, name: string) => `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"${name}","arguments":{}}}`;
const blocked = (id: string) =>
  `{"jsonrpc":"2.0","id":${id},"error":{"code":-32602,"message":"tool \\"nope\\" is blocked by toolseal: NOT_LISTED"}}`;
const timedOut = (id: string) =>
  `{"jsonrpc":"2.0","id":${id},"error":{"code":-32603,"message":"toolseal guard: the server did not answer tools/call within 3 s (--timeout): SNAPSHOT_INCOMPLETE"}}`;
const refusedPost = (id: string) =>
  `{"jsonrpc":"2.0","id":${id},"error":{"code":-32603,"message":"toolseal guard: the server could not be reached: the server refused the request (HTTP 500): SNAPSHOT_INCOMPLETE"}}`;

describe("over --url, the guard's own answers echo the host's id as written", () => {
  it.each([
    ['ids a double cannot hold, or spelled otherwise than JSON.stringify would', '12345678901234567890', '1e400', '1.50'],
    ['the twin: ordinary ids, the same answers as before', '7', '"b"', '8'],
  ])('%s: a blocked call, a call past --timeout, a call whose POST was refused', async (_what, a, b, c) => {
    const g = await guardedHttp();
    const before = g.host.lines.length;
    g.host.sendRaw([call(a, 'nope'), call(b, 'slow'), call(c, 'refused')].join('\n') + '\n');
    // All three compared at once (in the order they are due: at once, after the POST, at the deadline).
    expect((await nextLines(g, before, 3)).sort()).toEqual([blocked(a), timedOut(b), refusedPost(c)].sort());
    // The server is told the call past --timeout is cancelled, naming it as the host wrote it.
    const cancel = await polled(() => g.bodies.find((body) => body.includes('notifications/cancelled')), 'the cancellation');
    expect(cancel).toBe(`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":${b},"reason":"timed out"}}`);
  });

  it.each([
    ['ids written otherwise than JSON.stringify would', '1.50', '1e2'],
    ['the twin: ordinary ids', '3', '"c"'],
  ])('%s: the answer past --max-bytes, the answer not UTF-8, each refused with the id as the host wrote it', async (_what, a, b) => {
    const g = await guardedHttp();
    const before = g.host.lines.length;
    g.host.sendRaw([call(a, 'big'), call(b, 'latin')].join('\n') + '\n');
    const error = (id: string, text: string) => `{"jsonrpc":"2.0","id":${id},"error":{"code":-32603,"message":"toolseal guard: ${text}"}}`;
    expect((await nextLines(g, before, 2)).sort()).toEqual(
      [
        error(a, 'the server sent an answer longer than 4000 bytes (--max-bytes), not passed on: SNAPSHOT_INCOMPLETE'),
        error(b, "the server's answer was not passed on: INVALID_INPUT (not UTF-8)"),
      ].sort(),
    );
  });

  it.each([
    ['ids a double cannot hold', ['12345678901234567890', '1e400', '"\\u0041"']],
    ['the twin: ordinary ids', ['1', '2', '"A"']],
  ])('a batch from the host (%s): each element refused with its id as written', async (_what, ids) => {
    const g = await guardedHttp();
    const before = g.host.lines.length;
    g.host.sendRaw(`[${ids.map((id) => call(id, 'search')).join(',')}]\n`);
    const message = 'toolseal guard: JSON-RPC batches are refused: INVALID_INPUT';
    expect(await nextLines(g, before, ids.length)).toEqual(
      ids.map((id) => `{"jsonrpc":"2.0","id":${id},"error":{"code":-32600,"message":"${message}"}}`),
    );
  });
});

describe("to a 2026-07-28 server, the initialize the guard answers from server/discover echoes the host's id as written", () => {
  const specs = {
    '--url --protocol 2026-07-28': async (surface: string): Promise<LiveServerSpec> => {
      const server = await startModernServer(surface, 'http-reject');
      closers.push(() => server.close());
      return { ...httpServer(server.url), protocol: '2026-07-28' };
    },
    'stdio --protocol 2026-07-28': (surface: string): Promise<LiveServerSpec> =>
      Promise.resolve({ ...stdioServer(MODERN_SERVER, surface, 'stdio-reject'), protocol: '2026-07-28' }),
    'stdio, the era negotiated (the initialize refused, then answered from server/discover)': (surface: string): Promise<LiveServerSpec> =>
      Promise.resolve(stdioServer(MODERN_SERVER, surface, 'stdio-reject')),
  };

  it.each(
    Object.keys(specs).flatMap((over) => [
      // Negotiated, the host's initialize reaches the server first (the SDK's server answers no id past a
      // safe integer): an id JSON.stringify writes otherwise (100) stands for it there.
      over.includes('negotiated')
        ? [over, 'an id written otherwise than JSON.stringify would', '1e2']
        : [over, 'an id a double cannot hold', '12345678901234567890'],
      [over, 'the twin: an ordinary id', '12'],
    ]),
  )('%s: %s', async (over, _what, id) => {
    const surface = join(setUp.dir, 'surface.json');
    writeFileSync(surface, JSON.stringify({ serverName: 'modern-docs', tools: [{ name: 'search', description: 'Search' }] }));
    const g = startGuard({ upstream: await specs[over as keyof typeof specs](surface), unpinned: 'allow' });
    const initialize = `{"jsonrpc":"2.0","id":${id},"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"host","version":"1"}}}`;
    g.host.sendRaw(initialize + '\n');
    const [line] = await nextLines(g, 0, 1);
    expect(line).toMatch(new RegExp(`^\\{"jsonrpc":"2\\.0","id":${id},"result":\\{`));
    expect((JSON.parse(line!) as { result: { protocolVersion: string } }).result.protocolVersion).toBe('2025-06-18');
  });
});
