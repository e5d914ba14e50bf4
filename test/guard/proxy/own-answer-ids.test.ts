import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeGuards, scriptedServer, startGuard } from '../../support/in-process-guard.js';

// The guard's own answers (its list pages, its refusals) carry the host's id exactly as the host wrote
// it: a number re-serialized from a double is another id (12345678901234567890 became
// 12345678901234567000, 1e400 became null), which the host matches with none of its requests.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-own-ids-'));
});
afterEach(async () => {
  await closeGuards();
  rmSync(dir, { recursive: true, force: true });
});

/** The lines the guard wrote for each raw request (sent in order, a ping with id "end" last). */
async function answersTo(requests: string[]): Promise<string[]> {
  const g = startGuard({ upstream: scriptedServer(dir, { tools: [{ tools: [] }] }).spec, unpinned: 'allow' });
  await g.host.initialize();
  const before = g.host.lines.length;
  for (const r of requests) g.host.sendRaw(r + '\n');
  g.host.sendRaw('{"jsonrpc":"2.0","id":"end","method":"ping"}\n');
  await g.host.answerTo('end');
  const lines = g.host.lines.slice(before).map(String);
  expect(await g.close()).toBe(0);
  return lines.slice(0, -1);
}

describe("the guard's own answers echo the host's id as written", () => {
  it('ids a double cannot hold, or spelled otherwise than JSON.stringify would: each echoed byte for byte', async () => {
    expect(
      await answersTo([
        '{"jsonrpc":"2.0","id":12345678901234567890,"method":"tools/list"}',
        '{"jsonrpc":"2.0","id":1e400,"method":"tools/list"}',
        '{"jsonrpc":"2.0","id":1.50,"method":"tools/call","params":{"name":"nope","arguments":{"id":3}}}',
        '{"jsonrpc":"2.0","method":"prompts/list","params":{"id":4},"id":"\\u0041"}',
      ]),
    ).toEqual([
      '{"jsonrpc":"2.0","id":12345678901234567890,"result":{"tools":[]}}',
      '{"jsonrpc":"2.0","id":1e400,"result":{"tools":[]}}',
      '{"jsonrpc":"2.0","id":1.50,"error":{"code":-32602,"message":"tool \\"nope\\" is blocked by toolseal: NOT_LISTED"}}',
      '{"jsonrpc":"2.0","id":"\\u0041","error":{"code":-32601,"message":"Method not found"}}',
    ]);
  });

  it('the twin: ordinary ids, the same answers as before', async () => {
    expect(
      await answersTo([
        '{"jsonrpc":"2.0","id":7,"method":"tools/list"}',
        '{"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"nope"}}',
      ]),
    ).toEqual([
      '{"jsonrpc":"2.0","id":7,"result":{"tools":[]}}',
      '{"jsonrpc":"2.0","id":"a","error":{"code":-32602,"message":"tool \\"nope\\" is blocked by toolseal: NOT_LISTED"}}',
    ]);
  });
});

describe("the guard's error for a server answer it does not pass on echoes the id as the server wrote it", () => {
  // The server here keeps the id's text (as a server with big integers would): the guard echoes that text.
  it.each([
    [
      'a batch answering the host request',
      '[{"jsonrpc":"2.0","id":{{rawId}},"result":{}}]',
      'the server answered in a JSON-RPC batch, which is not passed on: INVALID_INPUT',
    ],
    [
      'an answer with a duplicate member',
      '{"jsonrpc":"2.0","id":{{rawId}},"result":{},"result":{"x":1}}',
      "the server's answer was not passed on: DUPLICATE_JSON_MEMBER",
    ],
  ])('%s', async (_what, beforePing, text) => {
    const g = startGuard({ upstream: scriptedServer(dir, { tools: [{ tools: [] }], beforePing }).spec, unpinned: 'allow' });
    await g.host.initialize();
    const before = g.host.lines.length;
    // Hostile ids first, then the twin (an ordinary id): each gets the error with its id as written.
    const ids = ['12345678901234567890', '1.50', '9'];
    for (const [i, id] of ids.entries()) {
      g.host.sendRaw(`{"jsonrpc":"2.0","id":${id},"method":"ping"}\n`);
      await g.host.waitFor(() => g.host.lines.length > before + i, `the error for ${id}`);
    }
    expect(g.host.lines.slice(before).map(String)).toEqual(
      ids.map((id) => `{"jsonrpc":"2.0","id":${id},"error":{"code":-32603,"message":"toolseal guard: ${text}"}}`),
    );
  });
});
