import { join } from 'node:path';
import { readLockIfAny } from '../../src/run/check-inputs.js';
import { runLock } from '../../src/run/lock.js';
import { DEFAULT_LIMITS } from '../../src/mcp/server/server-spec.js';
import { startRawCallServer } from '../fixtures/servers/http-servers.js';
import { guardTestSetUp, httpServer, startGuard } from '../support/in-process-guard.js';

// guard --url in front of a server whose tools/list answer holds an int64 bound as written
// (9223372036854775807, which a double cannot hold exactly; an SDK server would send the double's text, so
// the body is hand-written), pinned with --round-inexact-numbers ("numbers": "rounded"): with the flag the
// guard reads its own list off the wire as the pin did and serves the tool; without it the list is withheld.
// As a JSON body, as an event stream, and from a server of the 2026-07-28 revision.

const setUp = guardTestSetUp('guard-round-http');

const TOOLS = '[{"name":"ids","inputSchema":{"type":"object","properties":{"id":{"type":"integer","maximum":9223372036854775807}}}}]';
const DISCOVER =
  '{"jsonrpc":"2.0","id":{{id}},"result":{"supportedVersions":["2026-07-28"],"capabilities":{"tools":{}},' +
  '"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"raw-modern","version":"1"}}}}';

const answers = {
  'a JSON body': { eventStream: false },
  'an event stream': { eventStream: true },
  'a 2026-07-28 server (server/discover)': { eventStream: false, answers: { 'server/discover': DISCOVER } },
};

/** The raw server of `kind`, pinned rounded over --url in a lock of this test's folder. */
async function pinnedRounded(kind: keyof typeof answers) {
  const server = await startRawCallServer({ tools: TOOLS, ...answers[kind] });
  setUp.closers.push(() => server.close());
  const spec = httpServer(server.url);
  const lockFile = join(setUp.dir, 'mcp-tools.lock');
  await runLock({ server: { ...spec, serverId: 's' }, lockFile, numbers: 'rounded' });
  const { lock } = readLockIfAny(lockFile);
  expect(lock.servers.s!.numbers).toBe('rounded');
  return { spec, lock, server };
}

const limits = { ...DEFAULT_LIMITS, timeoutMs: 10_000 };

describe.each(Object.keys(answers) as Array<keyof typeof answers>)('guard --url --round-inexact-numbers, the list as %s', (kind) => {
  it('with it: the tool of a rounded pin is served, its bound read as the pin read it (twin)', async () => {
    const { spec, lock, server } = await pinnedRounded(kind);
    const g = startGuard({ upstream: spec, serverId: 's', lock, limits: { ...limits, numbers: 'rounded' } });
    await g.host.initialize();
    const list = await g.host.request('tools/list');
    const tools = (list.result as { tools: Array<{ name: string; inputSchema: unknown }> }).tools;
    expect(tools.map((t) => t.name)).toEqual(['ids']);
    expect(tools[0]!.inputSchema).toEqual({ type: 'object', properties: { id: { type: 'integer', maximum: 2 ** 63 } } });
    expect(g.stderr()).not.toMatch(/BLOCKED|WITHHELD|DROPPED/);
    // The era spoken is the one named: a 2026-07-28 server was sent the guard's list with its envelope.
    const modern = server.bodies.some((b) => b.includes('"tools/list"') && b.includes('2026-07-28'));
    expect(modern).toBe(kind.includes('2026-07-28'));
  });

  it('without it: the same server and pin are blocked, the list withheld naming the flag (hostile)', async () => {
    const { spec, lock } = await pinnedRounded(kind);
    const g = startGuard({ upstream: spec, serverId: 's', lock, limits });
    await g.host.initialize();
    const list = await g.host.request('tools/list');
    expect(list.result).toEqual({ tools: [] });
    const stderr = await g.stderrMatching(/BLOCKED NOT_CANONICALIZABLE/);
    expect(stderr).toContain('--round-inexact-numbers');
    expect(stderr).toContain('in tool "ids" (/result/tools/0) at /inputSchema/properties/id/maximum');
  });
});
