import { join } from 'node:path';
import { CLI, ROOT } from '../support/paths.js';
import { runNode } from '../support/run-process.js';
import { EVERYTHING_SERVER } from '../mcp/helpers.js';
import { GUARD_SERVER, callsOf, pinServer, tempDir } from './guard-support.js';

// A real client nobody here wrote: the MCP Inspector's CLI mode, listing and calling tools through
// `toolseal guard`, allowed and blocked.
const INSPECTOR_CLI = join(ROOT, 'node_modules', '@modelcontextprotocol', 'inspector', 'clients', 'cli', 'build', 'index.js');

describe('the MCP Inspector (CLI mode) through toolseal guard', () => {
  let t: ReturnType<typeof tempDir>;
  beforeEach(() => {
    t = tempDir();
  });
  afterEach(() => t.remove());

  // The Inspector keeps a catalog under HOME: a folder of the test's own.
  const inspector = (args: string[], guardArgs: string[]) =>
    runNode(
      INSPECTOR_CLI,
      [...args, '--', process.execPath, CLI, 'guard', '--lock', t.lock, ...guardArgs, '--', process.execPath, GUARD_SERVER, t.calls],
      {
        env: { PATH: process.env.PATH ?? '', HOME: t.dir },
        timeoutMs: 60_000,
      },
    );

  it('allowed: lists every tool of the pinned server and calls one, which reaches the server', async () => {
    await pinServer(t.lock, t.calls);
    const list = await inspector(['--method', 'tools/list'], ['--unpinned', 'block']);
    expect(list.code).toBe(0);
    expect((JSON.parse(list.stdout) as { tools: Array<{ name: string }> }).tools.map((x) => x.name)).toEqual([
      'search',
      'delete_file',
      'ask_model',
      'slow_echo',
    ]);
    const call = await inspector(['--method', 'tools/call', '--tool-name', 'search', '--tool-arg', 'query=owls'], ['--unpinned', 'block']);
    expect(call.code).toBe(0);
    expect(JSON.parse(call.stdout)).toEqual({ content: [{ type: 'text', text: 'results for owls' }] });
    expect(callsOf(t.calls)).toEqual(['search']);
  });

  it('blocked: the Inspector sees no tools, its call fails, and the server never sees it', async () => {
    const list = await inspector(['--method', 'tools/list'], ['--unpinned', 'block']);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)).toEqual({ tools: [] });
    expect(list.stderr).toContain('toolseal guard: BLOCKED NOT_PINNED: server "guard-upstream"');
    const call = await inspector(['--method', 'tools/call', '--tool-name', 'search', '--tool-arg', 'query=owls'], ['--unpinned', 'block']);
    expect(call.code).not.toBe(0);
    expect(call.stdout + call.stderr).not.toContain('results for owls');
    expect(callsOf(t.calls)).toEqual([]);
  });

  // The Inspector declares roots, and server-everything lists another surface to a host that does: pinned
  // for the profile a host without capabilities gets, it is blocked under --on-change fail; pinned with
  // lock --client-capabilities auto (every profile it tells apart), it is served.
  const everything = (args: string[], guardArgs: string[]) =>
    runNode(
      INSPECTOR_CLI,
      [
        ...args,
        '--',
        process.execPath,
        CLI,
        'guard',
        '--lock',
        t.lock,
        '--server-id',
        'everything',
        ...guardArgs,
        '--',
        process.execPath,
        EVERYTHING_SERVER,
      ],
      { env: { PATH: process.env.PATH ?? '', HOME: t.dir }, timeoutMs: 60_000 },
    );
  const lockEverything = (extra: string[]) =>
    runNode(
      CLI,
      ['lock', '--lock', t.lock, '--timeout', '120', ...extra, '--server-id', 'everything', '--', process.execPath, EVERYTHING_SERVER],
      {
        env: { PATH: process.env.PATH ?? '', HOME: t.dir },
        timeoutMs: 900_000,
      },
    );

  it('hostile: server-everything pinned for a host declaring nothing is blocked for the Inspector (roots) under --on-change fail', async () => {
    expect((await lockEverything([])).code).toBe(0);
    const list = await everything(['--method', 'tools/list'], ['--on-change', 'fail']);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)).toEqual({ tools: [] });
    expect(list.stderr).toMatch(/toolseal guard: BLOCKED [A-Z_]+: server "everything"/);
  }, 600_000);

  it('twin: pinned with lock --client-capabilities auto, the Inspector gets every tool under --on-change fail', async () => {
    const locked = await lockEverything(['--client-capabilities', 'auto']);
    expect(locked.code).toBe(0);
    expect(locked.stdout).toMatch(/for client capabilities roots/);
    const list = await everything(['--method', 'tools/list'], ['--on-change', 'fail']);
    expect(list.code).toBe(0);
    expect((JSON.parse(list.stdout) as { tools: unknown[] }).tools.length).toBeGreaterThan(0);
    expect(list.stderr).not.toContain('BLOCKED');
  }, 900_000);
});
