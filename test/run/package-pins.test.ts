import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { integrityInNpmCache, packageSurfaceOf } from '../../src/run/package-pins.js';
import { startLocalNpmRegistry, type LocalNpmRegistry } from '../support/local-npm-registry.js';
import { closeHttp, listen } from '../support/loopback-http.js';
import { ROOT } from '../support/paths.js';
import { runInProcess } from '../support/run-cli-in-process.js';

const NAME = '@octo-org/docs-server';
const DIGEST = `sha256:${'cd'.repeat(32)}`;

/** `npm pack` of a package whose bin is a real MCP stdio server (no dependencies, so npx installs it from the local registry alone). */
function packServerPackage(dir: string, version: string): Promise<string> {
  const pkg = join(dir, `pkg-${version}`);
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: NAME, version, bin: { 'docs-server': 'server.mjs' }, license: 'MIT' }));
  copyFileSync(join(ROOT, 'test', 'fixtures', 'servers', 'scripted-stdio-server.mjs'), join(pkg, 'server.mjs'));
  return new Promise<string>((resolve, reject) =>
    execFile('npm', ['pack', '--json', '--pack-destination', dir], { cwd: pkg, encoding: 'utf8', timeout: 60_000 }, (e, out) =>
      e ? reject(e) : resolve(join(dir, (JSON.parse(out) as Array<{ filename: string }>)[0]!.filename)),
    ),
  );
}

/** The audit events of an `--audit` file, by server. */
function auditEvents(file: string): Record<string, Record<string, unknown> & { package?: Record<string, unknown> }> {
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  return Object.fromEntries(lines.map((l) => JSON.parse(l) as { server: string }).map((e) => [e.server, e]));
}

/**
 * Package pins through a real npm registry (verdaccio on 127.0.0.1) and real `npx`: a config whose servers
 * npx installs from it and starts, locked and checked by the CLI.
 */
describe('package pins of servers launched by npx from a real local npm registry', () => {
  let registry: LocalNpmRegistry;
  let dir: string;
  let tarball: string;
  let cache: string;
  const config = () => join(dir, '.mcp.json');
  const lock = () => join(dir, 'mcp-tools.lock');

  function writeConfig(servers: Record<string, string>): void {
    const env = { npm_config_registry: registry.url, npm_config_cache: cache, npm_config_update_notifier: 'false' };
    const mcpServers = Object.fromEntries(
      Object.entries(servers).map(([id, spec]) => [id, { command: 'npx', args: ['-y', spec, join(dir, 'script.json')], env }]),
    );
    writeFileSync(config(), JSON.stringify({ mcpServers }, null, 2));
  }
  const cli = (...args: string[]) => runInProcess([...args, '--config', config(), '--all', '--lock', lock(), '--timeout', '120'], {}, dir);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toolseal-package-pins-'));
    cache = join(dir, 'npm-cache');
    registry = await startLocalNpmRegistry();
    tarball = await packServerPackage(dir, '1.4.2');
    await registry.publish(tarball);
    writeFileSync(
      join(dir, 'script.json'),
      JSON.stringify({ serverInfo: { name: 'docs', version: '1.4.2' }, tools: [{ name: 'search', description: 'Search the docs.' }] }),
    );
  }, 180_000);

  afterAll(async () => {
    await registry?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lock records the exact version with the sha512 of the tarball npx installed; check matches under fail', async () => {
    writeConfig({ docs: `${NAME}@1.4.2` });
    const locked = await cli('lock');
    expect(locked.code).toBe(0);
    const entry = JSON.parse(readFileSync(lock(), 'utf8')).servers.docs;
    const sha512 = createHash('sha512').update(readFileSync(tarball)).digest('base64');
    expect(entry.package).toEqual({ ecosystem: 'npm', integrity: `sha512-${sha512}`, name: NAME, version: '1.4.2' });
    const audit = join(dir, 'audit-pinned.jsonl');
    const checked = await cli('check', '--on-change', 'fail', '--audit', audit);
    expect({ code: checked.code, out: checked.stdout }).toEqual({ code: 0, out: expect.stringContaining('server "docs": matched') });
    expect(checked.stdout).not.toMatch(/UNPINNED_PACKAGE/);
    // The audit event carries the package as pinned, with the integrity npx installed.
    expect(auditEvents(audit).docs!.package).toEqual({
      state: 'pinned',
      ecosystem: 'npm',
      name: NAME,
      version: '1.4.2',
      integrity: `sha512-${sha512}`,
    });
  }, 180_000);

  it('npx -y NAME (no version) is UNPINNED_PACKAGE: warned (exit 0), blocked under fail (exit 1), at its line in the SARIF report', async () => {
    writeConfig({ docs: `${NAME}@1.4.2`, loose: NAME });
    const first = await cli('check');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      /server "loose": unpinned.*\n {2}note: UNPINNED_PACKAGE: npx runs "@octo-org\/docs-server" with no exact version/,
    );
    // Pinned, its surface matches, and the finding stays; the unpinned launcher's entry records no package.
    expect((await cli('lock')).code).toBe(0);
    expect(JSON.parse(readFileSync(lock(), 'utf8')).servers.loose.package).toBeUndefined();
    const audit = join(dir, 'audit-unpinned.jsonl');
    const warn = await cli('check', '--audit', audit);
    expect(warn.code).toBe(0);
    expect(warn.stdout).toMatch(/server "loose": matched .*: warn\n {2}note: UNPINNED_PACKAGE/);
    // Unpinned in the audit event, with no version; its twin beside it is pinned.
    const events = auditEvents(audit);
    expect(events.loose).toMatchObject({ verdict: 'warn', package: { state: 'unpinned', ecosystem: 'npm', name: NAME } });
    expect(events.loose!.package).not.toHaveProperty('version');
    expect(events.docs!.package).toMatchObject({ state: 'pinned', version: '1.4.2' });
    const sarif = join(dir, 'check.sarif');
    const fail = await cli('check', '--on-change', 'fail', '--sarif', sarif);
    expect({ code: fail.code, error: fail.error }).toEqual({ code: 1, error: 'UNPINNED_PACKAGE' });
    const results = JSON.parse(readFileSync(sarif, 'utf8')).runs[0].results;
    const configLines = readFileSync(config(), 'utf8').split('\n');
    expect(results).toEqual([
      expect.objectContaining({
        ruleId: 'toolseal/unpinned-package',
        level: 'error',
        properties: expect.objectContaining({ server: 'loose' }),
      }),
    ]);
    expect(configLines[results[0].locations[0].physicalLocation.region.startLine - 1]).toMatch(/"loose"/);
  }, 240_000);

  it('a server started through sh -c is read as the shell runs it: sh -c "npx -y NAME" is UNPINNED_PACKAGE beside its pinned twin; sh -c \'npx -y "$PKG"\' is UNREADABLE_LAUNCHER', async () => {
    const env = { npm_config_registry: registry.url, npm_config_cache: cache, npm_config_update_notifier: 'false' };
    const script = join(dir, 'script.json');
    const shell = (line: string, more: Record<string, string> = {}) => ({
      command: 'sh',
      args: ['-c', `${line} ${JSON.stringify(script)}`],
      env: { ...env, ...more },
    });
    const write = (servers: Record<string, ReturnType<typeof shell>>) =>
      writeFileSync(config(), JSON.stringify({ mcpServers: servers }, null, 2));
    write({ docs: shell(`exec npx -y ${NAME}@1.4.2`), loose: shell(`exec npx -y ${NAME}`) });
    expect((await cli('lock')).code).toBe(0);
    const unpinned = await cli('check', '--on-change', 'fail');
    expect({ code: unpinned.code, error: unpinned.error }).toEqual({ code: 1, error: 'UNPINNED_PACKAGE' });
    expect(unpinned.stdout).toMatch(/server "loose": .*blocked\n {2}note: UNPINNED_PACKAGE: npx runs "@octo-org\/docs-server"/);
    expect(unpinned.stdout).toMatch(/server "docs": matched/);
    rmSync(lock());
    write({ docs: shell(`exec npx -y ${NAME}@1.4.2`), hidden: shell('exec npx -y "$PKG"', { PKG: NAME }) });
    expect((await cli('lock')).code).toBe(0);
    const warn = await cli('check');
    expect(warn.code).toBe(0);
    expect(warn.stdout).toMatch(/server "hidden": .*warn\n {2}note: UNREADABLE_LAUNCHER: the shell command line cannot be read/);
    const fail = await cli('check', '--on-change', 'fail');
    expect({ code: fail.code, error: fail.error }).toEqual({ code: 1, error: 'UNREADABLE_LAUNCHER' });
  }, 240_000);

  it('the same version with another integrity than the lock pinned is a change: blocked under fail; lock will not re-pin it without --update', async () => {
    writeConfig({ docs: `${NAME}@1.4.2` });
    const doc = JSON.parse(readFileSync(lock(), 'utf8'));
    const pinned = doc.servers.docs.package.integrity;
    doc.servers.docs.package.integrity = `sha512-${createHash('sha512').update('another tarball').digest('base64')}`;
    delete doc.servers.loose;
    writeFileSync(lock(), JSON.stringify(doc, null, 2) + '\n');
    const audit = join(dir, 'audit-changed.jsonl');
    const warn = await cli('check', '--audit', audit);
    expect(warn.code).toBe(0);
    expect(warn.stdout).toMatch(
      /server "docs": matched .*: warn\n {2}note: package "@octo-org\/docs-server@1.4.2" resolved to integrity .* the package was replaced/,
    );
    expect(auditEvents(audit).docs).toMatchObject({
      verdict: 'warn',
      package: { state: 'changed', version: '1.4.2', integrity: pinned, lockedIntegrity: doc.servers.docs.package.integrity },
    });
    const fail = await cli('check', '--on-change', 'fail');
    expect({ code: fail.code, error: fail.error }).toEqual({ code: 1, error: 'SURFACE_CHANGED' });
    const relock = await cli('lock');
    expect({ code: relock.code, error: relock.error }).toEqual({ code: 1, error: 'LOCK_WOULD_CHANGE' });
    expect((await cli('lock', '--update')).code).toBe(0);
    expect(JSON.parse(readFileSync(lock(), 'utf8')).servers.docs.package.integrity).toBe(pinned);
  }, 240_000);
});

describe('packageSurfaceOf', () => {
  let registry: LocalNpmRegistry;
  let dir: string;
  let tarball: string;
  const hostile: Server[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toolseal-package-resolve-'));
    registry = await startLocalNpmRegistry();
    tarball = await packServerPackage(dir, '2.0.0');
    await registry.publish(tarball);
  }, 180_000);

  afterAll(async () => {
    await registry?.close();
    for (const h of hostile) await closeHttp(h);
    rmSync(dir, { recursive: true, force: true });
  });

  const npxSpec = (spec: string, env: Record<string, string>) => ({ kind: 'stdio' as const, command: 'npx', args: ['-y', spec], env });
  const integrity = () => `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;

  it('resolves from the npm cache with the registry down (offline); with an empty cache it says it could not, and pins no guess', async () => {
    const cache = join(dir, 'cache');
    await promisify(execFile)('npm', ['cache', 'add', `${NAME}@2.0.0`, '--cache', cache, '--registry', registry.url], { timeout: 60_000 });
    const down = createServer();
    const port = await listen(down);
    await closeHttp(down);
    const offline = { npm_config_registry: `http://127.0.0.1:${port}/`, npm_config_cache: cache };
    // The cache is keyed by the tarball's URL at the registry it came from: asked for that registry, it answers.
    expect(integrityInNpmCache(cache, `${registry.url}${NAME}/-/docs-server-2.0.0.tgz`)).toBe(integrity());
    const fromCache = await packageSurfaceOf(npxSpec(`${NAME}@2.0.0`, { npm_config_registry: registry.url, npm_config_cache: cache }), {
      env: {},
    });
    expect(fromCache?.resolved).toEqual({ ecosystem: 'npm', name: NAME, version: '2.0.0', integrity: integrity() });
    const none = await packageSurfaceOf(npxSpec(`${NAME}@2.0.0`, { ...offline, npm_config_cache: join(dir, 'empty-cache') }), { env: {} });
    expect(none?.resolved).toBeUndefined();
    expect(none?.unresolved).toMatch(/127\.0\.0\.1/);
  }, 120_000);

  it("does not take a project's package-lock.json as what npx runs: the registry's integrity is resolved, whatever the lockfile says", async () => {
    const project = join(dir, 'project');
    mkdirSync(project, { recursive: true });
    const lockfile = (integrity: string) =>
      writeFileSync(
        join(project, 'package-lock.json'),
        JSON.stringify({ lockfileVersion: 3, packages: { '': {}, [`node_modules/${NAME}`]: { version: '2.0.0', integrity } } }),
      );
    const spec = { ...npxSpec(`${NAME}@2.0.0`, { npm_config_registry: registry.url, npm_config_cache: join(dir, 'empty') }), cwd: project };
    // Hostile: the lockfile claims other bytes for 2.0.0 (what a pinned lock holds, say); npx fetches the registry's.
    lockfile(`sha512-${createHash('sha512').update('the locked tarball').digest('base64')}`);
    expect((await packageSurfaceOf(spec, { env: {} }))?.resolved?.integrity).toBe(integrity());
    // The twin: a lockfile that agrees changes nothing either.
    lockfile(integrity());
    expect((await packageSurfaceOf(spec, { env: {} }))?.resolved?.integrity).toBe(integrity());
  });

  /** A registry on 127.0.0.1 that passes every request to the real one, and rewrites the integrity of one of the two documents. */
  async function rewritingRegistry(rewrite: 'packument' | 'version document' | 'none'): Promise<string> {
    const forged = `sha512-${createHash('sha512').update('other bytes').digest('base64')}`;
    const proxy = createServer((req, res) => {
      void fetch(new URL(req.url!.slice(1), registry.url), { headers: { accept: req.headers.accept ?? '*/*' } }).then(async (r) => {
        const body = (await r.json()) as { dist?: { integrity?: string }; versions?: Record<string, { dist: { integrity: string } }> };
        const isVersionDocument = req.url!.endsWith('/2.0.0');
        if (rewrite === 'version document' && isVersionDocument) body.dist!.integrity = forged;
        if (rewrite === 'packument' && !isVersionDocument) body.versions!['2.0.0']!.dist.integrity = forged;
        res.statusCode = r.status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      });
    });
    hostile.push(proxy);
    return `http://127.0.0.1:${await listen(proxy)}/`;
  }

  it.each(['packument', 'version document'] as const)(
    'a registry whose %s gives the version other bytes than the other document is a finding (disagrees); the twin that agrees is not',
    async (rewritten) => {
      const env = (url: string) => ({ npm_config_registry: url, npm_config_cache: join(dir, 'empty') });
      const forged = await packageSurfaceOf(npxSpec(`${NAME}@2.0.0`, env(await rewritingRegistry(rewritten))), { env: {} });
      expect(forged?.disagrees).toMatch(/two integrities/);
      // What npx fetches is the packument's integrity: that is what is resolved.
      expect(forged?.resolved?.integrity === integrity()).toBe(rewritten === 'version document');
      const twin = await packageSurfaceOf(npxSpec(`${NAME}@2.0.0`, env(await rewritingRegistry('none'))), { env: {} });
      expect(twin?.disagrees).toBeUndefined();
      expect(twin?.resolved?.integrity).toBe(integrity());
    },
  );

  it('the npm cache does not stand in for a registry that answers: other bytes there are what npx runs', async () => {
    const cache = join(dir, 'cache-answered');
    await promisify(execFile)('npm', ['cache', 'add', `${NAME}@2.0.0`, '--cache', cache, '--registry', registry.url], { timeout: 60_000 });
    const url = await rewritingRegistry('packument');
    const answered = await packageSurfaceOf(npxSpec(`${NAME}@2.0.0`, { npm_config_registry: url, npm_config_cache: cache }), { env: {} });
    expect(answered?.resolved?.integrity).not.toBe(integrity());
  }, 120_000);

  it('asks the registry for an exact version only: a range is the finding, never looked up', async () => {
    let asked = 0;
    const counting = createServer((_req, res) => {
      asked++;
      res.statusCode = 404;
      res.end();
    });
    hostile.push(counting);
    const port = await listen(counting);
    const surface = await packageSurfaceOf(
      npxSpec(`${NAME}@^2.0.0`, { npm_config_registry: `http://127.0.0.1:${port}/`, npm_config_cache: join(dir, 'empty') }),
      { env: {} },
    );
    expect(surface?.launched.unpinned).toBeDefined();
    expect(asked).toBe(0);
  });

  it("a registry that answers with another version's document is not taken (unresolved); its twin, the real registry, is", async () => {
    const other = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ name: NAME, version: '9.9.9', dist: { integrity: integrity() } }));
    });
    hostile.push(other);
    const port = await listen(other);
    const empty = join(dir, 'empty');
    const wrong = await packageSurfaceOf(
      npxSpec(`${NAME}@2.0.0`, { npm_config_registry: `http://127.0.0.1:${port}/`, npm_config_cache: empty }),
      { env: {} },
    );
    expect(wrong?.resolved).toBeUndefined();
    expect(wrong?.unresolved).toMatch(/not the registry's document of this version/);
    const real = await packageSurfaceOf(npxSpec(`${NAME}@2.0.0`, { npm_config_registry: registry.url, npm_config_cache: empty }), {
      env: {},
    });
    expect(real?.resolved?.integrity).toBe(integrity());
  });

  it('an image by digest is pinned by its digest, with nothing fetched; by tag it is unpinned', async () => {
    const byDigest = await packageSurfaceOf({
      kind: 'stdio',
      command: 'docker',
      args: ['run', '-i', '--rm', `ghcr.io/octo-org/docs:1.4@${DIGEST}`],
    });
    expect(byDigest?.resolved).toEqual({ ecosystem: 'oci', name: 'ghcr.io/octo-org/docs', version: '1.4', integrity: DIGEST });
    const byTag = await packageSurfaceOf({ kind: 'stdio', command: 'docker', args: ['run', '-i', '--rm', 'ghcr.io/octo-org/docs:1.4'] });
    expect(byTag?.resolved).toBeUndefined();
    expect(byTag?.launched.unpinned).toMatch(/tag/);
  });

  it("a package spec that holds one of the server's secret values is not recorded", async () => {
    const secret = await packageSurfaceOf({
      kind: 'stdio',
      command: 'uvx',
      args: ['private-server-s3cr3t-value==1.0.0'],
      secrets: ['private-server-s3cr3t-value'],
    });
    expect(secret?.launched.name).toBe('');
    expect(secret?.resolved).toBeUndefined();
    const twin = await packageSurfaceOf({
      kind: 'stdio',
      command: 'uvx',
      args: ['private-server==1.0.0'],
      secrets: ['s3cr3t-value-elsewhere'],
    });
    expect(twin?.resolved).toEqual({ ecosystem: 'pypi', name: 'private-server', version: '1.0.0' });
  });
});
