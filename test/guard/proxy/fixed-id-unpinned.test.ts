import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultUnpinned } from '../../../src/core/guard/guard.js';
import { GUARD_SERVER, closeGuards, pinIn, startGuard, stdioServer } from '../../support/in-process-guard.js';

// The everyday workflow `toolseal lock -- CMD` (pinned under the server's serverInfo.name, here
// "guard-upstream"), then `toolseal wrap` (the guard runs with --server-id <config key>): the lock pins
// other ids but not this one. Without --unpinned, the guard blocks (NOT_PINNED) and names what the lock
// pins; the twins: --unpinned allow given explicitly, and the id the lock does pin.

let dir: string;
let lockFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-fixed-id-'));
  lockFile = join(dir, 'mcp-tools.lock');
});
afterEach(async () => {
  await closeGuards();
  rmSync(dir, { recursive: true, force: true });
});

const ALL = ['search', 'delete_file', 'ask_model', 'slow_echo'];

async function listFor(serverId: string, unpinnedGiven?: 'allow' | 'block') {
  const spec = stdioServer(GUARD_SERVER, join(dir, 'calls.log'));
  const lock = await pinIn(lockFile, spec);
  const unpinned = unpinnedGiven ?? defaultUnpinned(lock, true, serverId);
  const g = startGuard({ upstream: spec, lock, serverId, unpinned });
  await g.host.initialize();
  const list = await g.host.request('tools/list');
  const names = (list.result as { tools: Array<{ name: string }> }).tools.map((t) => t.name);
  const call = await g.host.request('tools/call', { name: 'search', arguments: { query: 'q' } });
  return { g, names, call };
}

describe('a fixed id the lock does not pin, while it pins others', () => {
  it('is blocked by default (NOT_PINNED): no tools, calls refused, stderr names the pinned ids and the nearest', async () => {
    const { g, names, call } = await listFor('guard');
    expect(names).toEqual([]);
    expect((call.error as { message: string }).message).toContain('tool "search" is blocked by toolseal: NOT_PINNED');
    const err = await g.stderrMatching(/BLOCKED NOT_PINNED/);
    expect(err).toContain(
      'toolseal guard: BLOCKED NOT_PINNED: server "guard": the lock has no entry for this id; it pins "guard-upstream" (did you mean "guard-upstream"?)',
    );
    expect(err).toContain('or give --unpinned allow; all 4 tools withheld');
    expect(await g.close()).toBe(0);
  });

  it('the twin given --unpinned allow explicitly: every tool is served', async () => {
    const { g, names, call } = await listFor('guard', 'allow');
    expect(names).toEqual(ALL);
    expect(call.result).toEqual({ content: [{ type: 'text', text: 'results for q' }] });
    expect(g.stderr()).not.toContain('BLOCKED');
    expect(await g.close()).toBe(0);
  });

  it('the twin whose fixed id the lock pins: matched, every tool served', async () => {
    const { g, names, call } = await listFor('guard-upstream');
    expect(names).toEqual(ALL);
    expect(call.result).toEqual({ content: [{ type: 'text', text: 'results for q' }] });
    expect(g.stderr()).not.toContain('NOT_PINNED');
    expect(await g.close()).toBe(0);
  });
});
