import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readLockIfAny } from '../../src/run/check-inputs.js';
import { runLock } from '../../src/run/lock.js';
import { DEFAULT_LIMITS } from '../../src/mcp/server/server-spec.js';
import { FIXTURES } from '../support/paths.js';
import { closeGuards, startGuard, stdioServer } from '../support/in-process-guard.js';

// The guard in front of a live stdio server whose schema holds an int64 bound (9223372036854775807, which a
// double cannot hold exactly), pinned with --round-inexact-numbers ("numbers": "rounded"): with the flag
// the guard reads the list as the pin did and serves its tools; without it the list is withheld (blocked).

const TOOLS_SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-guard-round-'))));
afterEach(async () => {
  await closeGuards();
  rmSync(dir, { recursive: true, force: true });
});

/** The server, its tools file written as text (the literal as given), pinned rounded in a lock of `dir`. */
async function pinnedRounded() {
  const tools = join(dir, 'tools.json');
  writeFileSync(tools, '[{"name":"ids","inputSchema":{"type":"object","properties":{"id":{"maximum":9223372036854775807}}}}]');
  const spec = stdioServer(TOOLS_SERVER, tools);
  const lockFile = join(dir, 'mcp-tools.lock');
  await runLock({ server: { ...spec, serverId: 's' }, lockFile, numbers: 'rounded' });
  const { lock } = readLockIfAny(lockFile);
  expect(lock.servers.s!.numbers).toBe('rounded');
  return { spec, lock };
}

const limits = { ...DEFAULT_LIMITS, timeoutMs: 10_000 };

describe('guard --round-inexact-numbers', () => {
  it('with it: the tools of a rounded pin are served, read as the pin read them (twin)', async () => {
    const { spec, lock } = await pinnedRounded();
    const g = startGuard({ upstream: spec, serverId: 's', lock, limits: { ...limits, numbers: 'rounded' } });
    await g.host.initialize();
    const list = await g.host.request('tools/list');
    const tools = (list.result as { tools: Array<{ name: string; inputSchema: unknown }> }).tools;
    expect(tools.map((t) => t.name)).toEqual(['ids']);
    expect(tools[0]!.inputSchema).toEqual({ type: 'object', properties: { id: { maximum: 2 ** 63 } } });
    expect(g.stderr()).not.toMatch(/BLOCKED|WITHHELD/);
  });

  it("without it: the same server and pin are blocked, the list withheld with the guard's own code (hostile)", async () => {
    const { spec, lock } = await pinnedRounded();
    const g = startGuard({ upstream: spec, serverId: 's', lock, limits });
    await g.host.initialize();
    const list = await g.host.request('tools/list');
    // Blocked: the host is served no tool.
    expect(list.result).toEqual({ tools: [] });
    await g.stderrMatching(/BLOCKED NOT_CANONICALIZABLE/);
    expect(g.stderr()).toContain('--round-inexact-numbers');
    expect(g.stderr()).toContain('in tool "ids" (/result/tools/0) at /inputSchema/properties/id/maximum');
  });
});
