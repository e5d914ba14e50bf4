// `toolseal lock --remove ID` and `lock --prune --config FILE`: entries dropped under the lock's exclusive
// lock, atomically; an id the lock does not pin is refused (nothing written), and each rule has its twin.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLock } from '../../src/core/lock/lock-read.js';
import { runInProcess } from '../support/run-cli-in-process.js';
import { docsTools, snapshotOf } from '../core/check/check-fixtures.js';

let dir: string;
const p = (name: string) => join(dir, name);
const cli = (args: string[]) => runInProcess(args, {}, dir);
const ids = () => Object.keys(parseLock(readFileSync(p('mcp-tools.lock'), 'utf8'), 'lock').servers);

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-lock-remove-'));
  for (const id of ['docs', 'other', 'gone']) {
    writeFileSync(p(`${id}.json`), JSON.stringify(snapshotOf(id, docsTools())));
    const r = await cli(['lock', '--snapshot', p(`${id}.json`)]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  }
  expect(ids()).toEqual(['docs', 'gone', 'other']);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('lock --remove', () => {
  it('drops each entry named, and the rest byte for byte as lock writes them', async () => {
    const r = await cli(['lock', '--remove', 'gone', '--remove', 'other']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('server "gone": removed');
    expect(ids()).toEqual(['docs']);
    // The same bytes a fresh lock of docs alone has.
    const fresh = mkdtempSync(join(tmpdir(), 'toolseal-lock-fresh-'));
    try {
      writeFileSync(join(fresh, 'docs.json'), readFileSync(p('docs.json')));
      expect((await runInProcess(['lock', '--snapshot', join(fresh, 'docs.json')], {}, fresh)).code).toBe(0);
      expect(readFileSync(p('mcp-tools.lock'), 'utf8')).toBe(readFileSync(join(fresh, 'mcp-tools.lock'), 'utf8'));
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('an id the lock does not pin (a typo) is refused, and nothing is removed (hostile twin)', async () => {
    const before = readFileSync(p('mcp-tools.lock'), 'utf8');
    const r = await cli(['lock', '--remove', 'gone', '--remove', 'gnoe']);
    expect(r.code).toBe(2);
    expect(r.error).toBe('INVALID_INPUT');
    expect(r.stderr).toContain('"gnoe"');
    expect(readFileSync(p('mcp-tools.lock'), 'utf8')).toBe(before);
  });

  it('an id like __proto__ is not an entry of every lock', async () => {
    const r = await cli(['lock', '--remove', '__proto__']);
    expect(r.code).toBe(2);
    expect(ids()).toEqual(['docs', 'gone', 'other']);
  });

  it('starts no server: with one given it is a usage error', async () => {
    const r = await cli(['lock', '--remove', 'gone', '--snapshot', 'gone.json']);
    expect(r.code).toBe(2);
    expect(r.error).toBe('USAGE');
    expect(ids()).toEqual(['docs', 'gone', 'other']);
  });

  it('a lock that is not there is an error, not an empty success', async () => {
    const r = await cli(['lock', '--remove', 'docs', '--lock', 'none.lock']);
    expect(r.code).toBe(2);
    expect(r.error).toBe('IO_ERROR');
    expect(existsSync(p('none.lock'))).toBe(false);
  });
});

describe('lock --prune --config FILE', () => {
  const config = (names: string[]) =>
    writeFileSync(
      p('mcp.json'),
      JSON.stringify({ mcpServers: Object.fromEntries(names.map((n) => [n, { command: 'node', args: ['x.js'] }])) }),
    );

  it('drops the entries for servers the config does not name', async () => {
    config(['docs', 'other']);
    const r = await cli(['lock', '--prune', '--config', 'mcp.json']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('server "gone": removed');
    expect(ids()).toEqual(['docs', 'other']);
  });

  it('its twin: a config that names every pinned server changes nothing (a disabled entry still names one)', async () => {
    writeFileSync(
      p('mcp.json'),
      JSON.stringify({ mcpServers: { docs: { command: 'node' }, other: { command: 'node' }, gone: { command: 'node', disabled: true } } }),
    );
    const before = readFileSync(p('mcp-tools.lock'), 'utf8');
    const r = await cli(['lock', '--prune', '--config', 'mcp.json', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ written: false, removed: [] });
    expect(readFileSync(p('mcp-tools.lock'), 'utf8')).toBe(before);
  });

  it('an unreadable config removes nothing', async () => {
    writeFileSync(p('mcp.json'), '{"mcpServers": ');
    const before = readFileSync(p('mcp-tools.lock'), 'utf8');
    const r = await cli(['lock', '--prune', '--config', 'mcp.json']);
    expect(r.code).toBe(2);
    expect(readFileSync(p('mcp-tools.lock'), 'utf8')).toBe(before);
  });

  it('--prune without --config is a usage error', async () => {
    const r = await cli(['lock', '--prune']);
    expect(r.code).toBe(2);
    expect(r.error).toBe('USAGE');
  });
});
