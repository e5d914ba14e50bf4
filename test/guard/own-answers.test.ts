import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ToolsealError } from '../../src/core/errors.js';
import { GuardChannel } from '../../src/guard/guard-channel.js';
import { OwnAnswers } from '../../src/guard/own-answers.js';
import { DEFAULT_LIMITS } from '../../src/mcp/server/server-spec.js';
import { SnapshotBudget } from '../../src/mcp/server/snapshot-budget.js';
import { closeGuards, scriptedServer, startGuard, tool } from '../support/in-process-guard.js';

// The answers to the guard's own requests: alone (a real channel and list budget), then through the
// guard built from src/ in front of the scripted stdio server.

type Message = Record<string, unknown>;

/** OwnAnswers over a channel whose client's deliveries are kept, with a list budget being taken. */
function ownAnswers() {
  const channel = new GuardChannel(async () => {});
  const delivered: Message[] = [];
  channel.onmessage = (m) => void delivered.push(m as unknown as Message);
  const budget = new SnapshotBudget({ ...DEFAULT_LIMITS, timeoutMs: 10_000 }, 'own');
  const own = new OwnAnswers({ channel, label: 'own', listBudget: () => budget, notice: () => {}, safely: (step) => step() });
  return { channel, own, budget, delivered, done: () => budget.dispose() };
}

describe('OwnAnswers alone', () => {
  it("tells the guard's answers from the host's: its prefix and an answer's shape, not a request with its id", () => {
    const { channel, own, done } = ownAnswers();
    try {
      const ownId = `${channel.prefix}3`;
      expect(own.ownsAnswer({ jsonrpc: '2.0', id: ownId, result: {} })).toBe(true);
      expect(own.ownsAnswer({ jsonrpc: '2.0', id: ownId, method: 'x', result: {} })).toBe(true);
      expect(own.ownsAnswer({ jsonrpc: '2.0', id: ownId, method: 'sampling/createMessage' })).toBe(false);
      expect(own.ownsAnswer({ jsonrpc: '2.0', id: 3, result: {} })).toBe(false);
      expect(own.ownsAnswer({ jsonrpc: '2.0', id: 'toolseal-guard-000000000000:3', result: {} })).toBe(false);
    } finally {
      done();
    }
  });

  it.each([
    ['a well-formed answer goes to the channel, its id back to the number the client sent', { result: { tools: [] } }, true],
    ['a malformed one (neither result nor error) fails the list, and reaches no one', {}, false],
  ])('%s', (_what, body, ok) => {
    const { channel, own, budget, delivered, done } = ownAnswers();
    try {
      own.deliver({ jsonrpc: '2.0', id: `${channel.prefix}7`, ...body });
      if (ok) {
        expect(delivered).toEqual([{ jsonrpc: '2.0', id: 7, result: { tools: [] } }]);
        expect(budget.failed).toBeUndefined();
      } else {
        expect(delivered).toEqual([]);
        expect(budget.failed?.message).toMatch(/protocol error: a malformed JSON-RPC response to tools\/list/);
      }
    } finally {
      done();
    }
  });

  it('a refusal delivered fails the list with its own code', () => {
    const { own, budget, delivered, done } = ownAnswers();
    try {
      own.deliver(new ToolsealError('DUPLICATE_JSON_MEMBER', 'own: a duplicate member'));
      expect(budget.failed?.code).toBe('DUPLICATE_JSON_MEMBER');
      expect(delivered).toEqual([]);
    } finally {
      done();
    }
  });
});

describe("OwnAnswers in the guard: the guard's own list", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'toolseal-own-'));
  });
  afterEach(async () => {
    await closeGuards();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['a malformed answer to it (neither result nor error) fails the list: blocked', '{"jsonrpc":"2.0","id":{{id}}}', false],
    [
      'the twin, a well-formed one, is decided on',
      `{"jsonrpc":"2.0","id":{{id}},"result":{"tools":[${JSON.stringify(tool('search'))}]}}`,
      true,
    ],
  ])('%s; no answer to the guard ever reaches the host', async (_what, raw, allowed) => {
    const server = scriptedServer(dir, { toolsRaw: { '0': raw, '1': raw } });
    const g = startGuard({ upstream: server.spec, unpinned: 'allow' });
    await g.host.initialize();
    const list = await g.host.request('tools/list');
    expect(list.result).toEqual({ tools: allowed ? [tool('search')] : [] });
    if (!allowed)
      await g.stderrMatching(
        /BLOCKED INVALID_INPUT: .*the answer to the guard's list is not one strict JSON-RPC message: an answer with neither or both of result and error/,
      );
    // The guard listed (the server read its requests), and the host saw none of those ids.
    expect(server.read().some((l) => l.includes('"id":"toolseal-guard-'))).toBe(true);
    expect(g.host.lines.some((l) => l.includes('toolseal-guard-'))).toBe(false);
  });
});
