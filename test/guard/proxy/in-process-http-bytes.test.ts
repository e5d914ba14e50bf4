import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveServerSpec } from '../../../src/mcp/server-spec.js';
import { startRawCallServer } from '../../fixtures/servers/http-servers.js';
import { startOAuthHttpServer } from '../../fixtures/servers/oauth-http-server.js';
import { WAIT_MS, closeGuards, httpServer, pinIn, startGuard, tool } from '../../support/in-process-guard.js';

// The guard built from src/ in front of HTTP servers on 127.0.0.1: a host's message is POSTed as the host
// wrote it, each one with its own bytes (the SDK's transport would write its JSON.stringify), also when
// two messages the SDK would write alike are in flight together and when the POST is sent again (after a
// 307, after a 401 of OAuth).

const closers: Array<() => Promise<void>> = [];
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-in-process-http-bytes-'));
});
afterEach(async () => {
  try {
    await closeGuards();
  } finally {
    for (const close of closers.splice(0)) await close();
    rmSync(dir, { recursive: true, force: true });
  }
});

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
    const lock = await pinIn(join(dir, 'mcp-tools.lock'), spec, 'raw');
    const g = startGuard({ upstream: spec, lock, serverId: 'raw' });
    await g.host.initialize();
    const line = `{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"search","arguments":${args}}}`;
    g.host.sendRaw(line + '\n');
    expect((await g.host.answerTo(5)).result).toEqual({ content: [{ type: 'text', text: 'called search' }] });
    expect(server.bodies).toContain(line);
  });
});

describe('the guard in-process over HTTP: a POST sent again to where a 307 points carries the host bytes again', () => {
  it.each([
    ['the call answered 307 (moved within the server): the POST sent again to /moved', true],
    ['the twin, not moved: one POST', false],
  ])('%s: the server reads the host line byte for byte', async (_what, movedCalls) => {
    const server = await startRawCallServer({ tools: [tool('search')], movedCalls });
    closers.push(() => server.close());
    const g = startGuard({ upstream: httpServer(server.url), unpinned: 'allow' });
    await g.host.initialize();
    const line = '{"jsonrpc":"2.0","id":"call","method":"tools/call","params":{"name":"search","arguments":{"n":12345678901234567890}}}';
    g.host.sendRaw(line + '\n');
    // The body the server read (at /moved, or at /mcp for the twin); the answer from /moved is not what is tested here.
    expect(await until(() => count(server.bodies, line) === 1)).toBe(true);
    expect(server.bodies.filter((body) => body.includes('tools/call'))).toEqual([line]);
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
      oauth: { clientId: 'ci-client', clientSecret: SECRET, clientCredentials: true, open: [], cacheDir: join(dir, 'oauth') },
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
