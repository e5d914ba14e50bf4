import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLock } from '../../../src/core/lock/lock-read.js';
import { isToolsealError } from '../../../src/core/errors.js';
import { launchedPackageOf } from '../../../src/core/origin/package-launch.js';
import { readMcpConfig } from '../../../src/mcp/config/config-file.js';
import { takeSnapshotsApart } from '../../../src/mcp/snapshot/server-snapshots.js';
import { guardWordsOf, readThroughGuard } from '../../../src/mcp/config/wrapped-entry.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { CLI, FIXTURES } from '../../support/paths.js';

// A config entry that starts `toolseal guard` is read as the server behind it, by every command that reads
// a config: a config written by the real `toolseal wrap --write`, then `lock`, `snapshot` and `check` over
// real stdio servers. Twins: the same config not wrapped reads as before; hostile: a wrapped entry whose
// record names another server than its guard starts is refused (exit 2), never believed.

const TOOLS_SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');
const node = process.execPath;
const tool = (name: string, readOnlyHint = false) => ({
  name,
  description: `The ${name} tool`,
  inputSchema: { type: 'object' },
  annotations: { readOnlyHint },
});

let dir: string;
let tools: string;
let lock: string;
let config: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-wrapped-entry-'));
  tools = join(dir, 'tools.json');
  lock = join(dir, 'mcp-tools.lock');
  config = join(dir, '.mcp.json');
  writeFileSync(tools, JSON.stringify([tool('search'), tool('delete_page'), tool('publish')]));
  writeFileSync(config, JSON.stringify({ mcpServers: { docs: { command: node, args: [TOOLS_SERVER, tools] } } }, null, 2));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const cli = (...argv: string[]) => runInProcess(argv, {}, dir);
const NOTE = /toolseal: reading "docs" through its toolseal guard entry: stdio server /g;

async function wrapWrite(...extra: string[]): Promise<void> {
  const r = await cli('wrap', '--config', config, '--lock', lock, ...extra, '--write');
  expect(r.code).toBe(0);
  expect(readFileSync(config, 'utf8')).toContain('toolsealWrapped');
}

describe('a config written by toolseal wrap --write', () => {
  it('lock pins the server behind the guard (3 tools), saying so once; snapshot lists them too', async () => {
    await wrapWrite('--toolseal-command', `${node} ${CLI}`);
    const locked = await cli('lock', '--config', config, '--all', '--lock', lock);
    expect(locked.code).toBe(0);
    expect(locked.stderr.match(NOTE)).toHaveLength(1);
    expect(parseLock(readFileSync(lock, 'utf8'), lock).servers.docs).toMatchObject({ toolCount: 3 });
    const snap = await cli('snapshot', '--config', config, '--server', 'docs');
    expect(snap.code).toBe(0);
    expect((JSON.parse(snap.stdout) as { tools: unknown[] }).tools).toHaveLength(3);
  });

  it('check against a widened server exits 3 naming the widening; the twin, unchanged, is matched (exit 0)', async () => {
    await wrapWrite();
    expect((await cli('lock', '--config', config, '--all', '--lock', lock)).code).toBe(0);
    const same = await cli('check', '--config', config, '--all', '--lock', lock);
    expect(same.code).toBe(0);
    expect(same.stdout).toMatch(/matched/);
    writeFileSync(tools, JSON.stringify([tool('search'), tool('delete_page', true), tool('publish')]));
    const widened = await cli('check', '--config', config, '--all', '--lock', lock);
    expect(widened.code).toBe(3);
    expect(widened.stdout + widened.stderr).toMatch(/delete_page/);
    expect(widened.stdout + widened.stderr).not.toMatch(/removed/);
    expect(widened.stderr.match(NOTE)).toHaveLength(1);
  });

  it('twin: the config not wrapped reads as before (3 tools pinned, no note)', async () => {
    const locked = await cli('lock', '--config', config, '--all', '--lock', lock);
    expect(locked.code).toBe(0);
    expect(locked.stderr).not.toMatch(/through its toolseal guard/);
    expect(parseLock(readFileSync(lock, 'utf8'), lock).servers.docs).toMatchObject({ toolCount: 3 });
  });

  it('hostile: a record that names another server than the guard starts is refused, exit 2, naming the entry', async () => {
    await wrapWrite();
    const doc = JSON.parse(readFileSync(config, 'utf8')) as { mcpServers: { docs: { toolsealWrapped: { args: string[] } } } };
    // The record claims a harmless server; the guard's command line (what runs) is unchanged.
    doc.mcpServers.docs.toolsealWrapped.args = [TOOLS_SERVER, join(dir, 'other.json')];
    writeFileSync(config, JSON.stringify(doc, null, 2));
    const r = await cli('lock', '--config', config, '--server', 'docs', '--lock', lock);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/INVALID_CONFIG: .*server "docs": its "toolsealWrapped" record names another server/);
    expect(r.stderr.split('\n').filter((l) => l.includes('INVALID_CONFIG'))).toHaveLength(1);
  });

  it('hostile: a record on an entry that starts no guard is refused; its twin without the record reads as the server', () => {
    const entry = { command: node, args: [TOOLS_SERVER, tools], toolsealWrapped: { command: node, args: [TOOLS_SERVER, tools] } };
    writeFileSync(config, JSON.stringify({ mcpServers: { docs: entry, plain: { command: node, args: [TOOLS_SERVER, tools] } } }));
    const [docs, plain] = readMcpConfig(config, {});
    expect(docs!.error?.code).toBe('INVALID_CONFIG');
    expect(docs!.error?.message).toMatch(/server "docs": it has a "toolsealWrapped" record but does not start toolseal guard/);
    expect(plain).toMatchObject({ name: 'plain', spec: { kind: 'stdio', command: node, args: [TOOLS_SERVER, tools] } });
    expect(plain!.guard).toBeUndefined();
  });
});

describe('the package check of a wrapped entry', () => {
  it('reads the guard as the host starts it: npx -y toolseal with no version is that finding; its twin at an exact version reads the server', async () => {
    const launched = async (toolseal: string) => {
      await cli('wrap', '--config', config, '--lock', lock, '--toolseal-command', toolseal, '--write');
      const [o] = await takeSnapshotsApart({ kind: 'config', file: config, server: 'docs', env: {} });
      expect(o!.snapshot?.tools).toHaveLength(3);
      const c = o!.configured as { command: string; args: string[] };
      return launchedPackageOf(c.command, c.args);
    };
    expect(await launched('npx -y toolseal')).toEqual(
      expect.objectContaining({ name: 'toolseal', unpinned: expect.stringMatching(/the guard itself/) }),
    );
    // The twin: toolseal at one version; the server behind it is a local script (no package).
    expect(await launched('npx -y toolseal@1.2.3')).toBeUndefined();
  });
});

describe('guardWordsOf', () => {
  const words = ['--server-id', 'docs', '--', 'uvx', 'files-server'];
  it.each([
    ['npx -y toolseal@V guard', 'npx', ['-y', 'toolseal@1.2.3', 'guard', ...words]],
    ['npx --yes toolseal guard', '/usr/bin/npx', ['--yes', 'toolseal', 'guard', ...words]],
    ['node /abs/dist/cli.js guard', node, [CLI, 'guard', ...words]],
    ['toolseal guard', 'toolseal', ['guard', ...words]],
    ['env X=1 toolseal guard', 'env', ['X=1', 'toolseal', 'guard', ...words]],
  ])('reads %s as the guard', (_name, command, args) => {
    expect(guardWordsOf(command, args)).toEqual(words);
  });

  it.each([
    ['another package running a "guard" command', 'npx', ['-y', 'toolseal-fork@1.0.0', 'guard', ...words]],
    ['toolseal running another command', 'toolseal', ['snapshot', ...words]],
    ['a plain server', node, ['server.mjs', 'guard']],
  ])('twin: %s is no guard', (_name, command, args) => {
    expect(guardWordsOf(command, args)).toBeUndefined();
  });
});

describe('readThroughGuard', () => {
  const label = '.mcp.json: server "web"';
  const guard = (...args: string[]) => ({ kind: 'stdio' as const, command: 'npx', args: ['-y', 'toolseal@1.2.3', 'guard', ...args] });

  it('a --url guard is its URL, transport and headers; the guard itself is kept for doctor and trust', () => {
    const r = readThroughGuard(
      'web',
      guard(
        '--server-id',
        'web',
        '--lock',
        '/l/mcp-tools.lock',
        '--url',
        'https://mcp.example.com/mcp',
        '--transport',
        'sse',
        '--header',
        'Authorization: Bearer t0ken',
      ),
      {},
      label,
    );
    expect(r.spec).toEqual({
      kind: 'url',
      url: 'https://mcp.example.com/mcp',
      transport: 'sse',
      headers: { Authorization: 'Bearer t0ken' },
    });
    expect(r.guard).toMatchObject({
      launcher: { command: 'npx', args: ['-y', 'toolseal@1.2.3'] },
      lock: '/l/mcp-tools.lock',
      serverId: 'web',
    });
    // The entry as the host starts it stays beside (the package check reads the guard's own launcher too).
    expect(r.guard!.spec.args.slice(0, 3)).toEqual(['-y', 'toolseal@1.2.3', 'guard']);
    expect(r.note).toBe('reading "web" through its toolseal guard entry: server https://mcp.example.com');
    expect(r.note).not.toContain('t0ken');
  });

  it('a stdio guard is its command after --, with the entry’s env and the guard’s --env', () => {
    const spec = { ...guard('--env', 'A=1', '--', 'uvx', 'files-server'), env: { B: '2' }, cwd: '/work' };
    expect(readThroughGuard('files', spec, {}, label).spec).toEqual({
      kind: 'stdio',
      command: 'uvx',
      args: ['files-server'],
      env: { B: '2', A: '1' },
      cwd: '/work',
    });
  });

  it.each([
    ['an option the guard does not take', ['--bogus', '--', 'uvx', 'x']],
    ['an option given twice', ['--lock', 'a', '--lock', 'b', '--', 'uvx', 'x']],
    ['a transport it does not know', ['--url', 'https://x.example/mcp', '--transport', 'carrier-pigeon']],
    ['no server', ['--lock', '/l']],
    ['two servers', ['--url', 'https://x.example/mcp', '--', 'uvx', 'x']],
    ['another config', ['--config', 'other.json', '--server', 'x']],
  ])('hostile: a guard line with %s is refused as the guard would refuse it (INVALID_CONFIG)', (_name, args) => {
    let err: unknown;
    try {
      readThroughGuard('web', guard(...args), {}, label);
    } catch (e) {
      err = e;
    }
    expect(isToolsealError(err) && err.code).toBe('INVALID_CONFIG');
    expect((err as Error).message.startsWith(`${label}: its toolseal guard`)).toBe(true);
  });
});
