import { join } from 'node:path';
import { DEFAULT_LIMITS, type LiveServerSpec } from '../../../src/mcp/server/server-spec.js';
import { startRawCallServer } from '../../fixtures/servers/http-servers.js';
import { startOAuthHttpServer } from '../../fixtures/servers/oauth-http-server.js';
import { WAIT_MS, guardTestSetUp, httpServer, pinIn, startGuard, tool } from '../../support/in-process-guard.js';

// The guard built from src/ in front of HTTP servers on 127.0.0.1: a host's message is POSTed as the host
// wrote it, each one with its own bytes (the SDK's transport would write its JSON.stringify), also when
// two messages the SDK would write alike are in flight together and when the POST is sent again (after a
// 307, after a 401 of OAuth). A 307 within the server's origin is followed and its answer read (the host's
// and the guard's own); one to another origin is refused, naming it.

const setUp = guardTestSetUp('in-process-http-bytes');
const closers = setUp.closers;

/** Waits (bounded) until `done` holds; false if it never did. */
async function until(done: () => boolean): Promise<boolean> {
  const end = Date.now() + WAIT_MS;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return done();
}

const count = (bodies: string[], text: string) => bodies.filter((b) => b === text).length;

describe("the guard in-process over HTTP: each host message is POSTed as the host's own bytes", () => {
  const notification = (params: string) => `{"jsonrpc":"2.0","method":"notifications/roots/list_changed","params":${params}}`;

  it.each([
    ['numbers no double tells apart', notification('{"n":12345678901234567890}'), notification('{"n":12345678901234567891}')],
    ['the same message spaced otherwise', notification('{"n":1}'), notification('{ "n" : 1 }')],
    ['the same bytes twice (the twin)', notification('{"n":1}'), notification('{"n":1}')],
  ])(
    'two notifications in flight together that the SDK writes alike (%s): each reaches the server as the host wrote it',
    async (_what, first, second) => {
      expect(JSON.stringify(JSON.parse(first))).toBe(JSON.stringify(JSON.parse(second)));
      const server = await startRawCallServer({ tools: [tool('search')] });
      closers.push(() => server.close());
      const g = startGuard({ upstream: httpServer(server.url), unpinned: 'allow' });
      await g.host.initialize();
      // One chunk: both are sent before either is answered.
      g.host.sendRaw(`${first}\n${second}\n`);
      const sent = () => server.bodies.filter((b) => b.includes('roots/list_changed'));
      expect(await until(() => sent().length === 2)).toBe(true);
      expect(sent().sort()).toEqual([first, second].sort());
    },
  );

  it.each([
    ['the text of the marker an earlier guard put in its bodies', '{"t":"\\u0000toolseal-raw-body\\u0000{}","n":12345678901234567890}'],
    ['an ordinary text (the twin)', '{"t":"toolseal-raw-body","n":12345678901234567890}'],
  ])('a tools/call whose arguments hold %s (and a number no double holds) reaches the server byte for byte', async (_what, args) => {
    const server = await startRawCallServer({ tools: [tool('search')] });
    closers.push(() => server.close());
    const spec = httpServer(server.url);
    const lock = await pinIn(join(setUp.dir, 'mcp-tools.lock'), spec, 'raw');
    const g = startGuard({ upstream: spec, lock, serverId: 'raw' });
    await g.host.initialize();
    const line = `{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"search","arguments":${args}}}`;
    g.host.sendRaw(line + '\n');
    expect((await g.host.answerTo(5)).result).toEqual({ content: [{ type: 'text', text: 'called search' }] });
    expect(server.bodies).toContain(line);
  });
});

describe('the guard in-process over HTTP: a POST the server redirects (307) within its origin is followed and its answer read', () => {
  const line = '{"jsonrpc":"2.0","id":"call","method":"tools/call","params":{"name":"search","arguments":{"n":12345678901234567890}}}';

  it.each([
    ['the call answered 307 (moved within the server): the POST sent again to /moved', true, false],
    ['the twin, not moved: one POST', false, false],
    ['the call answered 307, then as an event stream at /moved', true, true],
    ['the twin, not moved, as an event stream', false, true],
  ])('%s: the server reads the host line byte for byte, and the host gets its answer', async (_what, movedCalls, eventStream) => {
    const server = await startRawCallServer({ tools: [tool('search')], movedCalls, eventStream });
    closers.push(() => server.close());
    const g = startGuard({ upstream: httpServer(server.url), unpinned: 'allow' });
    await g.host.initialize();
    g.host.sendRaw(line + '\n');
    // The answer served at /moved (at /mcp for the twin) reaches the host, not the --timeout error.
    expect((await g.host.answerTo('call')).result).toEqual({ content: [{ type: 'text', text: 'called search' }] });
    expect(server.bodies.filter((body) => body.includes('tools/call'))).toEqual([line]);
  });

  it.each([
    ['the answer at /moved longer than --max-bytes: refused as at /mcp, the host gets the bound error', 'x'.repeat(5000)],
    ['the twin, an answer at /moved within --max-bytes: passed on', 'x'.repeat(50)],
  ])('%s', async (_what, text) => {
    const answer = `{"jsonrpc":"2.0","id":{{id}},"result":{"content":[{"type":"text","text":"${text}"}]}}`;
    const server = await startRawCallServer({ tools: [tool('search')], calls: { search: answer }, movedCalls: true });
    closers.push(() => server.close());
    const g = startGuard({
      upstream: httpServer(server.url),
      unpinned: 'allow',
      limits: { ...DEFAULT_LIMITS, maxBytes: 2000, timeoutMs: 10_000 },
    });
    await g.host.initialize();
    g.host.sendRaw(line + '\n');
    const got = await g.host.answerTo('call');
    if (text.length > 2000)
      expect((got.error as { message: string }).message).toMatch(
        /the server sent an answer longer than 2000 bytes \(--max-bytes\), not passed on/,
      );
    else expect(got.result).toEqual({ content: [{ type: 'text', text }] });
  });

  it.each([
    ["the server's tools/list answered 307 to /moved (the pin's snapshot and the guard's own list)", true],
    ['the twin, not moved', false],
  ])("%s: the guard's own list is read strictly, the pinned tool listed and called", async (_what, movedLists) => {
    const server = await startRawCallServer({ tools: [tool('search')], movedLists });
    closers.push(() => server.close());
    const spec = httpServer(server.url);
    const lock = await pinIn(join(setUp.dir, 'mcp-tools.lock'), spec, 'raw');
    const g = startGuard({ upstream: spec, lock, serverId: 'raw' });
    await g.host.initialize();
    expect((await g.host.request('tools/list')).result).toEqual({ tools: [tool('search')] });
    g.host.sendRaw(line + '\n');
    expect((await g.host.answerTo('call')).result).toEqual({ content: [{ type: 'text', text: 'called search' }] });
    expect(g.stderr()).not.toMatch(/could not be read strictly|SNAPSHOT_INCOMPLETE/);
  });

  it.each([
    ["the server's tools/list redirected (307) to another origin: the guard's own list is refused naming it, every tool withheld", true],
    ['the twin, redirected within its origin: listed', false],
  ])('%s; nothing reaches the other server', async (_what, elsewhere) => {
    const other = await startRawCallServer({ tools: [tool('search')] });
    closers.push(() => other.close());
    const server = await startRawCallServer({ tools: [tool('search')], movedLists: true, ...(elsewhere ? { movedTo: other.url } : {}) });
    closers.push(() => server.close());
    // Pinned from the other server (a snapshot of the redirecting one is refused likewise: see test/mcp/http-snapshot).
    const lock = await pinIn(join(setUp.dir, 'mcp-tools.lock'), httpServer(other.url), 'raw');
    const headersBefore = other.headers.length;
    const g = startGuard({ upstream: httpServer(server.url), lock, serverId: 'raw' });
    await g.host.initialize();
    const list = await g.host.request('tools/list');
    const call = await g.host.request('tools/call', { name: 'search', arguments: {} });
    if (elsewhere) {
      expect(list.result).toEqual({ tools: [] });
      expect(call.error).toMatchObject({ message: 'tool "search" is blocked by toolseal: SNAPSHOT_INCOMPLETE' });
      const [from, to] = [new URL(server.url).origin, new URL(other.url).origin];
      expect(await g.stderrMatching(/BLOCKED SNAPSHOT_INCOMPLETE/)).toContain(
        `BLOCKED SNAPSHOT_INCOMPLETE: server "raw": a POST to ${from} was redirected (307) to ${to}: not followed, another origin`,
      );
    } else {
      expect(list.result).toEqual({ tools: [tool('search')] });
      expect(call.result).toEqual({ content: [{ type: 'text', text: 'called search' }] });
    }
    expect(other.headers).toHaveLength(headersBefore);
  });

  it.each([
    [
      'redirected to another origin (another port of 127.0.0.1): not followed, the host gets an error at once with its status, stderr names the origins',
      true,
    ],
    ['the twin, redirected within the origin: followed, answered', false],
  ])('%s; nothing of the host reaches the other server', async (_what, elsewhere) => {
    const other = await startRawCallServer({ tools: [tool('search')] });
    closers.push(() => other.close());
    const server = await startRawCallServer({ tools: [tool('search')], movedCalls: true, ...(elsewhere ? { movedTo: other.url } : {}) });
    closers.push(() => server.close());
    const g = startGuard({ upstream: { ...httpServer(server.url), headers: { 'x-api-key': 'k-' + 'q'.repeat(20) } }, unpinned: 'allow' });
    await g.host.initialize();
    g.host.sendRaw(line + '\n');
    const answer = await g.host.answerTo('call');
    if (elsewhere) {
      const message = (answer.error as { message: string }).message;
      // The guard's own words and the status; the origin the server named stays on stderr.
      expect(message).toBe(
        'toolseal guard: the server could not be reached: the server redirected the request (HTTP 307): not followed: SNAPSHOT_INCOMPLETE',
      );
      expect(await g.stderrMatching(/redirected/)).toContain(
        `a POST to ${new URL(server.url).origin} was redirected (307) to ${new URL(other.url).origin}: not followed, another origin`,
      );
      // The refusal itself, not the --timeout error of an answer never read.
      expect(message).not.toMatch(/--timeout/);
    } else expect(answer.result).toEqual({ content: [{ type: 'text', text: 'called search' }] });
    expect(other.bodies).toEqual([]);
    expect(other.headers).toEqual([]);
  });
});

describe('the guard in-process over OAuth: a POST sent again after a 401 carries the host bytes again', () => {
  const SECRET = 'ci-secret-' + 'h'.repeat(24);

  it.each([
    ['the token expired before the call: refused with 401, a new token, the POST sent again', true],
    ['the twin, the token still valid: one POST', false],
  ])('%s: the server reads the host line byte for byte', async (_what, expire) => {
    const server = await startOAuthHttpServer([tool('search')]);
    closers.push(() => server.close());
    server.addClient('ci-client', SECRET);
    const spec: LiveServerSpec = {
      ...httpServer(server.url),
      oauth: { clientId: 'ci-client', clientSecret: SECRET, clientCredentials: true, open: [], cacheDir: join(setUp.dir, 'oauth') },
    };
    const g = startGuard({ upstream: spec, unpinned: 'allow' });
    await g.host.initialize();
    expect((await g.host.request('tools/list')).result).toEqual({ tools: [tool('search')] });
    const grants = server.counts.clientCredentials;
    if (expire) server.expireAll();
    const line = '{"jsonrpc":"2.0","id":"call","method":"tools/call","params":{"name":"search","arguments":{"n":12345678901234567890}}}';
    g.host.sendRaw(line + '\n');
    expect((await g.host.answerTo('call')).result).toEqual({ content: [{ type: 'text', text: 'called search' }] });
    // The 401 was met (a second grant) only when the token had expired; the body that was served is the host's.
    expect(server.counts.clientCredentials).toBe(expire ? grants + 1 : grants);
    expect(count(server.bodies, line)).toBe(1);
  });
});
