import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wrapConfigText } from '../../src/guard/wrap-config.js';
import { runTrust } from '../../src/run/trust.js';
import { runLock } from '../../src/run/lock.js';
import { EVERYTHING_SERVER } from '../mcp/helpers.js';
import { CLI, FIXTURES } from '../support/paths.js';

// The trust flow on its own (the server a wrapped entry's guard stands for: test/mcp/wrapped-entry.test.ts): the rows of
// a config of real stdio servers, checked against the lock (the command's printing is
// test/cli/commands/trust.test.ts).

const TOOLS_SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');
const node = process.execPath;

describe('runTrust', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-run-trust-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('one row per server: the wrapped one looked past to its server and pinned, the other unpinned and not guarded', async () => {
    const tools = join(dir, 'tools.json');
    writeFileSync(tools, JSON.stringify([{ name: 'search', description: 'Search', inputSchema: { type: 'object' } }]));
    const lock = join(dir, 'mcp-tools.lock');
    await runLock({ server: { kind: 'stdio', command: node, args: [TOOLS_SERVER, tools], serverId: 'docs' }, lockFile: lock });
    const config = join(dir, '.mcp.json');
    const wrapped = JSON.parse(
      wrapConfigText(JSON.stringify({ mcpServers: { docs: { command: node, args: [TOOLS_SERVER, tools] } } }), config, {
        toolseal: [node, CLI],
        lock,
      }).text,
    ) as { mcpServers: Record<string, unknown> };
    wrapped.mcpServers.other = { command: node, args: [TOOLS_SERVER, tools] };
    writeFileSync(config, JSON.stringify(wrapped));

    const r = await runTrust({ config, lockFile: lock, cwd: dir });
    expect(r).toMatchObject({ config, lockFile: lock, lockFound: true, exitCode: 0 });
    expect(r.rows.map((row) => [row.id, row.pinState, row.guarded, row.guardLock, row.source, row.toolCount])).toEqual([
      ['docs', 'matched', true, 'found', 'live', 1],
      ['other', 'unpinned', false, undefined, 'live', 1],
    ]);

    // The guard's lock gone: the wrapped server is no longer guarded (that guard pins nothing).
    rmSync(lock);
    const gone = await runTrust({ config, cwd: dir });
    expect(gone.rows.find((row) => row.id === 'docs')).toMatchObject({ guarded: false, guardLock: 'missing', pinState: 'unpinned' });
  });
});

// What the guard will do: for a wrapped server, trust runs the guard's own decision for a host declaring
// none and roots (and each profile the lock pins) and names the code it blocks with, exiting non-zero.
describe('runTrust: the guard’s decision for each host profile', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-run-trust-guard-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function wrapped(servers: Record<string, unknown>, lock: string): string {
    const config = join(dir, '.mcp.json');
    writeFileSync(
      config,
      wrapConfigText(JSON.stringify({ mcpServers: servers }), config, { toolseal: [node, CLI], lock, onChange: 'fail' }).text,
    );
    return config;
  }

  it('a widened server: exit 3, and its guard withholds every tool (PRIVILEGE_WIDENING) from each host', async () => {
    const tools = join(dir, 'tools.json');
    const page = (readOnlyHint: boolean) => [
      { name: 'delete_page', description: 'Delete', inputSchema: { type: 'object' }, annotations: { readOnlyHint } },
    ];
    writeFileSync(tools, JSON.stringify(page(false)));
    const lock = join(dir, 'mcp-tools.lock');
    await runLock({ server: { kind: 'stdio', command: node, args: [TOOLS_SERVER, tools], serverId: 'docs' }, lockFile: lock });
    const config = wrapped({ docs: { command: node, args: [TOOLS_SERVER, tools] } }, lock);
    writeFileSync(tools, JSON.stringify(page(true)));
    const r = await runTrust({ config, lockFile: lock, cwd: dir });
    expect(r).toMatchObject({ exitCode: 3, code: 'PRIVILEGE_WIDENING' });
    expect(r.rows[0]!.guardBlocks?.map((b) => [b.profile, b.code])).toEqual([
      ['none', 'PRIVILEGE_WIDENING'],
      ['roots', 'PRIVILEGE_WIDENING'],
    ]);
  });

  it('server-everything pinned for none: its guard blocks a host declaring roots (NOT_PINNED), exit 1; pinned for both, exit 0', async () => {
    const everything = { command: node, args: [EVERYTHING_SERVER] };
    const lock = join(dir, 'mcp-tools.lock');
    await runLock({ server: { kind: 'stdio', ...everything, serverId: 'everything' }, lockFile: lock });
    const config = wrapped({ everything }, lock);
    const one = await runTrust({ config, lockFile: lock, cwd: dir });
    expect(one).toMatchObject({ exitCode: 1, code: 'NOT_PINNED' });
    expect(one.rows[0]).toMatchObject({ pinState: 'matched', guarded: true });
    expect(one.rows[0]!.guardBlocks).toEqual([
      {
        profile: 'roots',
        code: 'NOT_PINNED',
        notice: expect.stringMatching(/^a host declaring roots: BLOCKED NOT_PINNED: server "everything": /),
      },
    ]);

    await runLock({ server: { kind: 'stdio', ...everything, serverId: 'everything', clientCapabilities: ['roots'] }, lockFile: lock });
    const both = await runTrust({ config, lockFile: lock, cwd: dir });
    expect(both).toMatchObject({ exitCode: 0 });
    expect(both.rows[0]!.guardBlocks).toBeUndefined();
  });
});
