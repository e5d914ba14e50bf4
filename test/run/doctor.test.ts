import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isToolsealError } from '../../src/core/errors.js';
import { wrapConfigText } from '../../src/guard/wrap-config.js';
import { MIN_NODE, nodeSupported, runDoctor, type DoctorServer } from '../../src/run/doctor.js';
import { runLock } from '../../src/run/lock.js';
import { EVERYTHING_SERVER } from '../mcp/helpers.js';
import { CLI, FIXTURES, ROOT } from '../support/paths.js';

// The doctor flow on its own, on a client config of real stdio servers: for each server whether it is
// wrapped, whether the guard it names starts (this toolseal's dist/cli.js), whether the lock it names
// exists and pins it, and whether the server itself answers; a problem is a check that is not ok, and
// any problem is exit 1. The twin of each failing check passes beside it.

const TOOLS_SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');
const node = process.execPath;
let dir: string;
let tools: string;
let lock: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-run-doctor-'));
  tools = join(dir, 'tools.json');
  lock = join(dir, 'mcp-tools.lock');
  writeFileSync(tools, JSON.stringify([{ name: 'search', description: 'Search', inputSchema: { type: 'object' } }]));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const server = () => ({ command: node, args: [TOOLS_SERVER, tools] });

/** A config whose servers are wrapped by src's wrap (this toolseal as the guard, `lockFile` as its lock). */
function wrappedConfig(servers: Record<string, unknown>, lockFile: string, onChange?: 'warn' | 'fail'): string {
  const file = join(dir, '.mcp.json');
  writeFileSync(
    file,
    wrapConfigText(JSON.stringify({ mcpServers: servers }, null, 2), file, { toolseal: [node, CLI], lock: lockFile, onChange }).text,
  );
  return file;
}

const checksOf = (s: DoctorServer | undefined) => Object.fromEntries((s?.checks ?? []).map((c) => [c.check, c.ok]));

describe('runDoctor', () => {
  it('a wrapped server whose guard starts, whose lock pins it and which answers: no problem, exit 0', async () => {
    await runLock({ server: { kind: 'stdio', ...server(), serverId: 'docs' }, lockFile: lock });
    const config = wrappedConfig({ docs: server() }, lock);
    const r = await runDoctor({ config, cwd: dir });
    expect(r).toMatchObject({ config, node: process.version, problems: 0, exitCode: 0 });
    expect(r.servers.map((s) => s.id)).toEqual(['docs']);
    expect(r.servers[0]!.checks).toEqual([
      { check: 'wrapped', ok: true, detail: 'starts through toolseal guard' },
      { check: 'guard-starts', ok: true, detail: expect.any(String) },
      { check: 'lock-pins', ok: true, detail: `${lock} pins "docs"` },
      { check: 'server-answers', ok: true, detail: expect.stringMatching(/ answered with 1 tool$/) },
      { check: 'guard-decides', ok: true, detail: 'the guard serves every tool to a host declaring none, roots' },
    ]);
  });

  it("hostile: a Node older than package.json's engines is a problem (exit 1); its twin, the oldest supported, is not", async () => {
    await runLock({ server: { kind: 'stdio', ...server(), serverId: 'docs' }, lockFile: lock });
    const config = wrappedConfig({ docs: server() }, lock);
    const engines = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe(`>=${MIN_NODE}`);
    const old = await runDoctor({ config, cwd: dir, nodeVersion: 'v22.22.1' });
    expect(old).toMatchObject({ node: 'v22.22.1', nodeSupported: false, problems: 1, exitCode: 1 });
    const oldest = await runDoctor({ config, cwd: dir, nodeVersion: `v${MIN_NODE}` });
    expect(oldest).toMatchObject({ nodeSupported: true, problems: 0, exitCode: 0 });
    expect(['v21.99.0', 'v22.9.9', 'v22', 'v23.0.0-pre', ''].filter(nodeSupported)).toEqual([]);
    expect(['v22.22.2', 'v22.23.0', 'v23.0.0', 'v24.21.0'].every(nodeSupported)).toBe(true);
  });

  it('a lock that does not exist, and one that does not pin the server, are each a problem (exit 1)', async () => {
    const missing = await runDoctor({ config: wrappedConfig({ docs: server() }, lock), cwd: dir });
    expect(missing.exitCode).toBe(1);
    expect(missing.servers[0]!.checks.find((c) => c.check === 'lock-pins')).toEqual({
      check: 'lock-pins',
      ok: false,
      detail: `${lock} does not exist (toolseal lock --config ${join(dir, '.mcp.json')} --all --lock ${lock})`,
    });

    await runLock({ server: { kind: 'stdio', ...server(), serverId: 'other' }, lockFile: lock });
    const unpinned = await runDoctor({ config: wrappedConfig({ docs: server() }, lock), cwd: dir });
    // The lock pins another id: the guard blocks this one for every host (NOT_PINNED), as it says it would.
    expect(unpinned.problems).toBe(3);
    expect(unpinned.servers[0]!.checks.filter((c) => c.check === 'guard-decides').map((c) => c.detail)).toEqual([
      expect.stringMatching(/^a host declaring none: BLOCKED NOT_PINNED: server "docs": /),
      expect.stringMatching(/^a host declaring roots: BLOCKED NOT_PINNED: server "docs": /),
    ]);
    expect(unpinned.servers[0]!.checks.find((c) => c.check === 'lock-pins')).toEqual({
      check: 'lock-pins',
      ok: false,
      detail: `${lock} does not pin "docs"`,
    });
  });

  it('an unwrapped server, one that does not start, a disabled one and an unusable entry: each said, counted', async () => {
    const config = join(dir, '.mcp.json');
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: {
          plain: server(),
          gone: { command: join(dir, 'no-such-server'), args: [] },
          off: { ...server(), disabled: true },
          broken: { args: ['no command'] },
        },
      }),
    );
    const r = await runDoctor({ config, cwd: dir });
    const byId = Object.fromEntries(r.servers.map((s) => [s.id, s]));
    expect(checksOf(byId.plain)).toEqual({ wrapped: false, 'server-answers': true });
    expect(checksOf(byId.gone)).toEqual({ wrapped: false, 'server-answers': false });
    expect(byId.gone!.checks[1]!.detail).toMatch(/no-such-server/);
    expect(byId.off).toEqual({ id: 'off', disabled: true, checks: [] });
    expect(checksOf(byId.broken)).toEqual({ config: false });
    // plain: not wrapped; gone: not wrapped, no answer; broken: its config.
    expect(r).toMatchObject({ problems: 4, exitCode: 1 });
  });

  it('finds the config of the folder when none is given, and refuses a folder with none', async () => {
    writeFileSync(join(dir, '.mcp.json'), JSON.stringify({ mcpServers: { plain: server() } }));
    expect((await runDoctor({ cwd: dir })).config).toBe(join(dir, '.mcp.json'));

    const empty = mkdtempSync(join(tmpdir(), 'toolseal-run-doctor-empty-'));
    let error: unknown;
    try {
      await runDoctor({ cwd: empty });
    } catch (e) {
      error = e;
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
    expect(isToolsealError(error) && error.code).toBe('USAGE');
    expect((error as Error).message).toBe('no --config given and none of .mcp.json, .vscode/mcp.json, .cursor/mcp.json here');
  });
});

// What the guard will do: doctor runs the guard's own decision (core/guard/guard.ts) on the server's list for a
// host declaring none and roots (and each profile the lock pins), and names the code the guard blocks with.
describe('runDoctor: the guard’s decision for each host profile', () => {
  const decides = (r: { servers: DoctorServer[] }) =>
    r.servers[0]!.checks.filter((c) => c.check === 'guard-decides').map((c) => [c.ok, c.detail] as const);

  it('a server that widened a tool: the guard withholds every tool (PRIVILEGE_WIDENING), exit 1; its twin, unchanged, passes', async () => {
    const page = (readOnlyHint: boolean) => [
      { name: 'delete_page', description: 'Delete', inputSchema: { type: 'object' }, annotations: { readOnlyHint } },
    ];
    writeFileSync(tools, JSON.stringify(page(false)));
    await runLock({ server: { kind: 'stdio', ...server(), serverId: 'docs' }, lockFile: lock });
    const config = wrappedConfig({ docs: server() }, lock);
    const same = await runDoctor({ config, cwd: dir });
    expect(same).toMatchObject({ problems: 0, exitCode: 0 });
    expect(decides(same)).toEqual([[true, 'the guard serves every tool to a host declaring none, roots']]);

    writeFileSync(tools, JSON.stringify(page(true)));
    const widened = await runDoctor({ config, cwd: dir });
    expect(widened).toMatchObject({ problems: 2, exitCode: 1 });
    expect(decides(widened)).toEqual([
      [false, expect.stringMatching(/^a host declaring none: BLOCKED PRIVILEGE_WIDENING: server "docs": .*tool "delete_page"/)],
      [false, expect.stringMatching(/^a host declaring roots: BLOCKED PRIVILEGE_WIDENING: server "docs": /)],
    ]);
  });

  it('server-everything pinned for none lists 14 tools to a host declaring roots: NOT_PINNED for roots under fail; pinned for both, no problem', async () => {
    const everything = { command: node, args: [EVERYTHING_SERVER] };
    await runLock({ server: { kind: 'stdio', ...everything, serverId: 'everything' }, lockFile: lock });
    const config = wrappedConfig({ everything }, lock, 'fail');
    const one = await runDoctor({ config, cwd: dir });
    expect(one.exitCode).toBe(1);
    expect(decides(one)).toEqual([[false, expect.stringMatching(/^a host declaring roots: BLOCKED NOT_PINNED: server "everything": /)]]);

    await runLock({ server: { kind: 'stdio', ...everything, serverId: 'everything', clientCapabilities: ['roots'] }, lockFile: lock });
    const both = await runDoctor({ config, cwd: dir });
    expect(both).toMatchObject({ problems: 0, exitCode: 0 });
    expect(decides(both)).toEqual([[true, 'the guard serves every tool to a host declaring none, roots']]);
  });
});
