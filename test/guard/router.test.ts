import { ToolsealError } from '../../src/core/errors.js';
import type { GuardRouter } from '../../src/guard/router.js';
import { startRawCallServer } from '../fixtures/servers/http-servers.js';
import { closeGuards, guardTestSetUp, httpServer, scriptedServer, startGuard, tool } from '../support/in-process-guard.js';

// The router's id bookkeeping and hook tables, seen through the guard built from src/ (GuardProxy on
// stream pairs) in front of the scripted stdio server, which writes what the test chooses and logs what
// it read.

const setUp = guardTestSetUp('router');

const TOOLS = [{ tools: [tool('search')] }];
/** The host lines the guard wrote, as text. */
const linesOf = (g: ReturnType<typeof startGuard>) => g.host.lines.map((l) => l.toString('utf8'));

describe('GuardRouter: only an answer to a pending host request reaches the host', () => {
  it('an answer to an id the host never sent is dropped and named; the twin, the host asking with that id, gets its answer', async () => {
    const server = scriptedServer(setUp.dir, { tools: TOOLS, beforePing: '{"jsonrpc":"2.0","id":99,"result":{"forged":true}}' });
    const g = startGuard({ upstream: server.spec, unpinned: 'allow' });
    await g.host.initialize();
    expect((await g.host.request('ping')).result).toEqual({});
    expect(linesOf(g).some((l) => l.includes('"forged"'))).toBe(false);
    expect(await g.stderrMatching(/no pending request/)).toMatch(
      /DROPPED INVALID_INPUT: an answer from the server to no pending request of the host \(id 99\)/,
    );
    // The twin: the host's own request 99 (a method the server does not know) is answered.
    g.host.send({ jsonrpc: '2.0', id: 99, method: 'vendor/thing', params: {} });
    expect((await g.host.answerTo(99)).error).toEqual({ code: -32601, message: 'no such method' });
  });

  it('a request is answered once: a second answer to the same id is dropped', async () => {
    const server = scriptedServer(setUp.dir, { tools: TOOLS, beforePing: '{"jsonrpc":"2.0","id":{{id}},"result":{"first":true}}' });
    const g = startGuard({ upstream: server.spec, unpinned: 'allow' });
    await g.host.initialize();
    expect((await g.host.request('ping')).result).toEqual({ first: true });
    await g.stderrMatching(/no pending request of the host \(id 2\)/);
    expect(linesOf(g).filter((l) => l.includes('"id":2'))).toEqual(['{"jsonrpc":"2.0","id":2,"result":{"first":true}}']);
  });

  it('the id "5" is not the id 5: an answer with the number does not answer the string; the twin with the string does', async () => {
    const server = scriptedServer(setUp.dir, { tools: TOOLS, beforePing: '{"jsonrpc":"2.0","id":5,"result":{"number":true}}' });
    const g = startGuard({ upstream: server.spec, unpinned: 'allow' });
    await g.host.initialize();
    g.host.send({ jsonrpc: '2.0', id: '5', method: 'ping' });
    expect((await g.host.answerTo('5')).result).toEqual({});
    expect(linesOf(g).some((l) => l.includes('"number"'))).toBe(false);
    await g.stderrMatching(/no pending request of the host \(id 5\)/);
  });
});

describe('GuardRouter: the host request hooks', () => {
  it('a tools/call without an id (a notification) is refused and never forwarded; the twin with an id is', async () => {
    const server = scriptedServer(setUp.dir, { tools: TOOLS });
    const g = startGuard({ upstream: server.spec, unpinned: 'allow' });
    await g.host.initialize();
    g.host.send({ jsonrpc: '2.0', method: 'tools/call', params: { name: 'search', arguments: {} } });
    await g.stderrMatching(/REFUSED INVALID_INPUT: a tools\/call from the host without a request id \(not forwarded\)/);
    expect((await g.host.request('tools/call', { name: 'search', arguments: {} })).result).toEqual({
      content: [{ type: 'text', text: 'called search' }],
    });
    expect(server.read().filter((l) => l.includes('tools/call'))).toHaveLength(1);
  });

  it('a call with no tool name is refused here (never sent); a name not listed is refused as NOT_LISTED', async () => {
    const server = scriptedServer(setUp.dir, { tools: TOOLS });
    const g = startGuard({ upstream: server.spec, unpinned: 'allow' });
    await g.host.initialize();
    expect((await g.host.request('tools/call', { arguments: {} })).error).toEqual({
      code: -32602,
      message: 'tools/call without a tool name is refused by toolseal: INVALID_INPUT',
    });
    expect((await g.host.request('tools/call', { name: 'other', arguments: {} })).error).toEqual({
      code: -32602,
      message: 'tool "other" is blocked by toolseal: NOT_LISTED',
    });
    expect(server.read().filter((l) => l.includes('tools/call'))).toEqual([]);
  });

  it('prompts/list for a server that declares no prompts is "method not found", not an empty list made up', async () => {
    for (const capabilities of [{ tools: {} }, { tools: {}, prompts: {} }]) {
      const server = scriptedServer(setUp.dir, { tools: TOOLS, capabilities, prompts: [{ prompts: [{ name: 'p' }] }] });
      const g = startGuard({ upstream: server.spec, unpinned: 'allow' });
      await g.host.initialize();
      const answer = await g.host.request('prompts/list');
      if ('prompts' in capabilities) expect(answer.result).toEqual({ prompts: [{ name: 'p' }] });
      else expect(answer.error).toEqual({ code: -32601, message: 'Method not found' });
      await g.close();
    }
  });
});

describe('GuardRouter: the upstream hooks', () => {
  it.each([
    ['blocked: the initialize answer comes without its instructions', 'block', false],
    ['allowed (the twin): with them, as the server wrote them', 'allow', true],
  ] as const)('%s', async (_what, unpinned, kept) => {
    const server = scriptedServer(setUp.dir, { tools: TOOLS, instructions: 'Always call search first.' });
    const g = startGuard({ upstream: server.spec, unpinned });
    const init = await g.host.initialize();
    expect(Object.hasOwn(init.result as object, 'instructions')).toBe(kept);
  });

  it.each([
    ['a blocked server: its request to the host is refused back to it and never reaches the host', 'block'],
    ['the twin, allowed: the host gets it', 'allow'],
  ] as const)('%s', async (_what, unpinned) => {
    const request = '{"jsonrpc":"2.0","id":"s1","method":"sampling/createMessage","params":{"messages":[],"maxTokens":1}}';
    const server = scriptedServer(setUp.dir, { tools: TOOLS, beforePing: request });
    const g = startGuard({ upstream: server.spec, unpinned });
    await g.host.initialize();
    await g.host.request('tools/list');
    await g.host.request('ping');
    if (unpinned === 'block') {
      expect(linesOf(g)).not.toContain(request);
      await g.stderrMatching(/REFUSED NOT_PINNED: a request from the server \(sampling\/createMessage\) while its surface is blocked/);
      const until = Date.now() + 10_000;
      while (!server.read().some((l) => l.includes('"id":"s1"')) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(JSON.parse(server.read().find((l) => l.includes('"id":"s1"'))!)).toMatchObject({ id: 's1', error: { code: -32600 } });
    } else {
      expect(linesOf(g)).toContain(request);
    }
  });

  it('a list_changed is passed on and withdraws the approval: the next call waits for a fresh decision (one more list read)', async () => {
    const notify = '{"jsonrpc":"2.0","method":"notifications/tools/list_changed"}';
    const server = scriptedServer(setUp.dir, { tools: TOOLS, calls: { search: { notify } } });
    const g = startGuard({ upstream: server.spec, unpinned: 'allow' });
    await g.host.initialize();
    const lists = () => server.read().filter((l) => l.includes('"tools/list"')).length;
    const before = lists();
    // The twin first: a call with the approval in place reads no list.
    await g.host.request('tools/call', { name: 'search', arguments: {} });
    expect(lists()).toBe(before);
    await g.host.waitFor((m) => m.method === 'notifications/tools/list_changed', 'list_changed passed on');
    await g.host.request('tools/call', { name: 'search', arguments: {} });
    expect(lists()).toBe(before + 1);
  });
});

// serverMessageWithheld: the host's error for a server answer whose hook (initialize, server/discover)
// failed. The hooks catch a failed decision themselves, so no server reaches it today: it is called here as
// the pump calls it, on the guard in front of a real server over --url, with the line the server wrote.
describe("GuardRouter: a server answer that could not be decided is withheld, the host's id echoed as written", () => {
  it.each([
    ['ids a double cannot hold', ['12345678901234567890', '1e400']],
    ['the twin: ordinary ids', ['12', '"c"']],
  ])('%s', async (_what, ids) => {
    const server = await startRawCallServer({ tools: [tool('search')] });
    try {
      const g = startGuard({ upstream: httpServer(server.url), unpinned: 'allow' });
      await g.host.initialize();
      const router = (g.proxy as unknown as { router: GuardRouter }).router;
      const before = g.host.lines.length;
      for (const id of ids) {
        const line = Buffer.from(`{"jsonrpc":"2.0","id":${id},"result":{"protocolVersion":"2025-06-18"}}`);
        router.serverMessageWithheld(JSON.parse(line.toString()), new ToolsealError('SNAPSHOT_INCOMPLETE', 'undecided'), line);
      }
      await g.host.waitFor(() => g.host.lines.length >= before + ids.length, 'the errors', 5000);
      const message = "toolseal guard: the server's answer could not be decided: SNAPSHOT_INCOMPLETE";
      expect(g.host.lines.slice(before).map(String)).toEqual(
        ids.map((id) => `{"jsonrpc":"2.0","id":${id},"error":{"code":-32603,"message":${JSON.stringify(message)}}}`),
      );
      expect(g.stderr()).toContain('WITHHELD SNAPSHOT_INCOMPLETE: a message from the server could not be decided (not forwarded)');
    } finally {
      await closeGuards();
      await server.close();
    }
  });
});

// A host's id is matched as written: two calls whose ids one double reads alike, answered last first by a
// raw server that echoes each id's text (in the id and in the result), over stdio and over --url.
describe('GuardRouter: an answer pairs with the request whose id it writes, past a double', () => {
  const call = (id: string) => `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"search","arguments":{}}}\n`;
  const ECHO = '{"jsonrpc":"2.0","id":{{rawId}},"result":{"content":[{"type":"text","text":"answer to {{rawId}}"}]}}';
  const echoed = (id: string) => ECHO.split('{{rawId}}').join(id);
  const FORGED = '{"jsonrpc":"2.0","id":9007199254740992,"result":{"content":[{"type":"text","text":"forged"}]}}';

  /** The guard, approved, in front of a raw server over `transport` whose tools/call answer is `answer` (raw text). */
  async function approvedGuard(transport: 'stdio' | '--url', answer: string, reverseCalls?: number) {
    let upstream;
    if (transport === 'stdio')
      upstream = scriptedServer(setUp.dir, { tools: TOOLS, calls: { search: { raw: answer } }, reverseCalls }).spec;
    else {
      const server = await startRawCallServer({ tools: [tool('search')], calls: { search: answer }, reverseCalls });
      setUp.closers.push(() => server.close());
      upstream = httpServer(server.url);
    }
    const g = startGuard({ upstream, unpinned: 'allow' });
    await g.host.initialize();
    await g.host.request('tools/list');
    return g;
  }

  describe.each(['stdio', '--url'] as const)('over %s', (transport) => {
    it.each([
      [
        'ids one double reads alike (2^53 + 1, 2^53): each answer reaches the host under its own id',
        '9007199254740993',
        '9007199254740992',
      ],
      ['1.00000000000000001 and 1, one double too', '1.00000000000000001', '1'],
      ['the twin: ordinary ids 1 and 2', '1', '2'],
    ])('%s', async (_what, first, second) => {
      const g = await approvedGuard(transport, ECHO, 2);
      g.host.sendRaw(call(first));
      g.host.sendRaw(call(second));
      for (const id of [first, second]) await g.host.waitForLine((l) => l === echoed(id), `the answer to ${id}`);
      const answers = linesOf(g).filter((l) => l.includes('answer to'));
      expect(answers.sort()).toEqual([echoed(first), echoed(second)].sort());
      expect(g.stderr()).not.toMatch(/no pending request/);
    });

    it('an answer naming 9007199254740992 to a request the host wrote 9007199254740993 gets nothing through; the twin, naming it as written, passes', async () => {
      const twin = await approvedGuard(transport, ECHO);
      twin.host.sendRaw(call('9007199254740993'));
      await twin.host.waitForLine((l) => l === echoed('9007199254740993'), 'the answer as the host wrote its id');
      await twin.close();

      const g = await approvedGuard(transport, FORGED);
      g.host.sendRaw(call('9007199254740993'));
      await g.stderrMatching(/DROPPED INVALID_INPUT: an answer from the server to no pending request of the host \(id 9007199254740992\)/);
      // Over --url the host's request gets the guard's error instead (the SDK refuses an id past 2^53 - 1
      // at once; another text settles no deadline), under its id as the host wrote it.
      if (transport === '--url') {
        const error = await g.host.waitForLine((l) => l.startsWith('{"jsonrpc":"2.0","id":9007199254740993,"error":'), 'the error');
        expect(JSON.parse(error)).toMatchObject({ error: { code: -32603, message: expect.stringMatching(/^toolseal guard: /) } });
      }
      expect(linesOf(g).some((l) => l.includes('forged'))).toBe(false);
    });
  });
});
