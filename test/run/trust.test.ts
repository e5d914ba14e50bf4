import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wrapConfigText } from '../../src/guard/wrap-config.js';
import { guardedSpec, runTrust } from '../../src/run/trust.js';
import { runLock } from '../../src/run/lock.js';
import { CLI, FIXTURES } from '../support/paths.js';

// The trust flow on its own: the server a wrapped entry's guard stands for (guardedSpec), and the rows of
// a config of real stdio servers, checked against the lock (the command's printing is
// test/cli/commands/trust.test.ts).

const TOOLS_SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');
const node = process.execPath;

describe('guardedSpec', () => {
  const guard = (...args: string[]) => ({ kind: 'stdio' as const, command: node, args: [CLI, 'guard', ...args] });

  it('is the command line after -- of a stdio guard', () => {
    expect(guardedSpec(guard('--lock', '/l', '--', 'uvx', 'files-server', '--root', '/srv'))).toEqual({
      kind: 'stdio',
      command: 'uvx',
      args: ['files-server', '--root', '/srv'],
    });
  });

  it('is the --url of a URL guard, with its headers and transport as given to the guard', () => {
    expect(
      guardedSpec(
        guard(
          '--server-id',
          'web',
          '--url',
          'https://mcp.example.com/mcp',
          '--transport',
          'sse',
          '--header',
          'Authorization: Bearer ${TOKEN}',
        ),
      ),
    ).toEqual({
      kind: 'url',
      url: 'https://mcp.example.com/mcp',
      transport: 'sse',
      headers: { Authorization: 'Bearer ${TOKEN}' },
      secrets: undefined,
    });
  });

  it('a transport the guard does not know is auto; a header with no name is dropped', () => {
    const spec = guardedSpec(guard('--url', 'https://x.example/mcp', '--transport', 'carrier-pigeon', '--header', ': no name'));
    expect(spec).toMatchObject({ kind: 'url', transport: 'auto', headers: {} });
  });

  it('an entry that is no guard, or a guard naming no server, is itself (nothing made up)', () => {
    const plain = { kind: 'stdio' as const, command: node, args: ['server.mjs'] };
    expect(guardedSpec(plain)).toBe(plain);
    const empty = guard('--lock', '/l', '--');
    expect(guardedSpec(empty)).toBe(empty);
    const url = { kind: 'url' as const, url: 'https://x.example/mcp', transport: 'http' as const };
    expect(guardedSpec(url)).toBe(url);
  });
});

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
