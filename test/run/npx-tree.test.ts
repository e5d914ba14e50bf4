import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dependenciesInNpxCache } from '../../src/run/npx-tree.js';
import { startLocalNpmRegistry, type LocalNpmRegistry } from '../support/local-npm-registry.js';
import { runInProcess } from '../support/run-cli-in-process.js';

// Why the same version changed (src/run/npx-tree.ts, through lock and check): the dependency versions npx's
// installed tree resolved are recorded in the package pin, and a surface that changed under the very
// version and integrity pinned names the dependency whose version differs. Through a real npm registry
// (verdaccio on 127.0.0.1) and real npx: a server package whose dependency's patch release changes its schema.

const SERVER = '@octo-org/schema-server';
const DEP = '@octo-org/schema-dep';

/** A tree file as npm writes it in an npx install folder. */
function writeTree(cache: string, folder: string, packages: Record<string, unknown>, mtime?: Date): void {
  const dir = join(cache, '_npx', folder, 'node_modules');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, '.package-lock.json');
  writeFileSync(file, JSON.stringify({ name: folder, lockfileVersion: 3, requires: true, packages }));
  if (mtime) utimesSync(file, mtime, mtime);
}

describe('dependenciesInNpxCache', () => {
  let cache: string;
  beforeEach(() => (cache = mkdtempSync(join(tmpdir(), 'toolseal-npx-tree-'))));
  afterEach(() => rmSync(cache, { recursive: true, force: true }));

  it('reads the resolved versions of the tree that installs that version (nested copies by path), the one written last', () => {
    writeTree(cache, 'a1', { [`node_modules/${SERVER}`]: { version: '1.0.0' }, 'node_modules/zod': { version: '3.25.1' } }, new Date(1e12));
    writeTree(cache, 'b2', {
      [`node_modules/${SERVER}`]: { version: '1.0.0' },
      'node_modules/zod': { version: '4.0.0' },
      'node_modules/x/node_modules/zod': { version: '3.0.0' },
    });
    expect(dependenciesInNpxCache(cache, SERVER, '1.0.0', undefined)).toEqual({ 'x > zod': '3.0.0', zod: '4.0.0' });
  });

  it('a tree of another version, or of other bytes (integrity), is not it; no cache, or a tree that is not JSON, is nothing', () => {
    writeTree(cache, 'a1', { [`node_modules/${SERVER}`]: { version: '1.0.1' }, 'node_modules/zod': { version: '4.0.0' } });
    expect(dependenciesInNpxCache(cache, SERVER, '1.0.0', undefined)).toBeUndefined();
    const other = `sha512-${Buffer.alloc(64, 1).toString('base64')}`;
    const pinned = `sha512-${Buffer.alloc(64, 2).toString('base64')}`;
    writeTree(cache, 'b2', {
      [`node_modules/${SERVER}`]: { version: '1.0.0', integrity: other },
      'node_modules/zod': { version: '4.0.0' },
    });
    expect(dependenciesInNpxCache(cache, SERVER, '1.0.0', pinned)).toBeUndefined();
    expect(dependenciesInNpxCache(cache, SERVER, '1.0.0', other)).toEqual({ zod: '4.0.0' });
    expect(dependenciesInNpxCache(join(cache, 'none'), SERVER, '1.0.0', undefined)).toBeUndefined();
    mkdirSync(join(cache, '_npx', 'c3', 'node_modules'), { recursive: true });
    writeFileSync(join(cache, '_npx', 'c3', 'node_modules', '.package-lock.json'), '{"packages": ');
    expect(dependenciesInNpxCache(cache, SERVER, '1.0.0', other)).toEqual({ zod: '4.0.0' });
  });

  it('records at most 256 of a tree of thousands, in order', () => {
    const packages: Record<string, unknown> = { [`node_modules/${SERVER}`]: { version: '1.0.0' } };
    for (let i = 0; i < 3000; i++) packages[`node_modules/dep-${String(i).padStart(4, '0')}`] = { version: '1.0.0' };
    const got = dependenciesInNpxCache((writeTree(cache, 'a1', packages), cache), SERVER, '1.0.0', undefined)!;
    expect(Object.keys(got)).toHaveLength(256);
    expect(Object.keys(got)[255]).toBe('dep-0255');
  });
});

/** `npm pack` of a package folder with these files; the tarball's path. */
function pack(dir: string, files: Record<string, string>): Promise<string> {
  const pkg = mkdtempSync(join(dir, 'pkg-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(pkg, name), text);
  return new Promise<string>((resolve, reject) =>
    execFile('npm', ['pack', '--json', '--pack-destination', dir], { cwd: pkg, encoding: 'utf8', timeout: 60_000 }, (e, out) =>
      e ? reject(e) : resolve(join(dir, (JSON.parse(out) as Array<{ filename: string }>)[0]!.filename)),
    ),
  );
}

/** The dependency: its schema for the server's one argument (a patch release narrows it). */
const depPackage = (version: string, schema: object) => ({
  'package.json': JSON.stringify({ name: DEP, version, main: 'index.js', license: 'MIT' }),
  'index.js': `module.exports = ${JSON.stringify(schema)};\n`,
});

/** A raw MCP stdio server (no SDK) whose tool's input schema is its dependency's. */
const SERVER_JS = `#!/usr/bin/env node
const readline = require('node:readline');
const schema = require('${DEP}');
const send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const m = JSON.parse(line);
  if (m.id === undefined) return;
  if (m.method === 'initialize')
    send({ jsonrpc: '2.0', id: m.id, result: { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'schema', version: '1.0.0' } } });
  else if (m.method === 'tools/list')
    send({ jsonrpc: '2.0', id: m.id, result: { tools: [{ name: 'lookup', inputSchema: { type: 'object', properties: { q: schema } } }] } });
  else send({ jsonrpc: '2.0', id: m.id, error: { code: -32601, message: 'not found' } });
});
`;

describe('why the same version changed, through a real npm registry and npx', () => {
  let registry: LocalNpmRegistry;
  let dir: string;
  const lock = () => join(dir, 'mcp-tools.lock');
  const config = (cache: string) => {
    const file = join(dir, `${cache}.mcp.json`);
    const env = { npm_config_registry: registry.url, npm_config_cache: join(dir, cache), npm_config_update_notifier: 'false' };
    writeFileSync(file, JSON.stringify({ mcpServers: { schema: { command: 'npx', args: ['-y', `${SERVER}@1.0.0`], env } } }));
    return file;
  };
  const cli = (command: string, cache: string, ...args: string[]) =>
    runInProcess([command, '--config', config(cache), '--all', '--lock', lock(), '--timeout', '120', ...args], {}, dir);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toolseal-same-version-'));
    registry = await startLocalNpmRegistry();
    await registry.publish(await pack(dir, depPackage('1.0.0', { type: 'string' })));
    const pkg = {
      name: SERVER,
      version: '1.0.0',
      bin: { 'schema-server': 'server.js' },
      dependencies: { [DEP]: '^1.0.0' },
      license: 'MIT',
    };
    await registry.publish(await pack(dir, { 'package.json': JSON.stringify(pkg), 'server.js': SERVER_JS }));
  }, 180_000);
  afterAll(async () => {
    await registry?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lock records the resolved dependency versions; a fresh install of the same tree matches with no note (the twin)', async () => {
    expect((await cli('lock', 'cache-a', '--samples', '1')).code).toBe(0);
    const pin = JSON.parse(readFileSync(lock(), 'utf8')).servers.schema.package;
    expect(pin).toMatchObject({ name: SERVER, version: '1.0.0', dependencies: { [DEP]: '1.0.0' } });
    const same = await cli('check', 'cache-b', '--on-change', 'fail');
    expect(same.code).toBe(0);
    expect(same.stdout).toContain('server "schema": matched');
    expect(same.stdout).not.toContain('is the version and integrity pinned');
  }, 300_000);

  it("a dependency's patch release changes the schema under the same version: the report names the dependency and both versions", async () => {
    await registry.publish(await pack(dir, depPackage('1.0.1', { type: 'string', maxLength: 64 })));
    const changed = await cli('check', 'cache-c', '--json');
    const server = JSON.parse(changed.stdout).servers[0];
    expect(server.pinState).toBe('changed');
    expect(server.package).toMatchObject({
      state: 'matched',
      sameVersionChanged: { compared: true, dependencies: [{ name: DEP, from: '1.0.0', to: '1.0.1' }] },
    });
    const text = await cli('check', 'cache-c');
    expect(text.stdout).toContain(
      `note: package "${SERVER}@1.0.0" is the version and integrity pinned, but the surface changed: the launcher resolved other dependency versions: "${DEP}" 1.0.0 → 1.0.1`,
    );
  }, 300_000);
});
