#!/usr/bin/env node
// Captures the tool surfaces of real MCP servers from npm at several published versions each, for the
// upgrade corpus (test/fixtures/corpus/): each version is installed into its own folder (scripts ignored),
// started over stdio with placeholder credentials, and snapshotted by this checkout's dist/cli.js.
//
//   node scripts/corpus/capture.mjs [--only NAME[,NAME]] [--work DIR]
//
// Needs the npm registry. The fixtures it writes are committed; the tests and the bench read only those.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'test', 'fixtures', 'corpus');
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = flag('--only')?.split(',');
const work = resolve(flag('--work') ?? join(tmpdir(), 'toolseal-corpus'));
const serverCwd = '/tmp/toolseal-corpus-root';
mkdirSync(out, { recursive: true });
mkdirSync(serverCwd, { recursive: true });

const packages = JSON.parse(readFileSync(join(root, 'scripts', 'corpus', 'packages.json'), 'utf8'));
const indexFile = join(out, 'index.json');
const index = existsSync(indexFile) ? JSON.parse(readFileSync(indexFile, 'utf8')) : { servers: [] };

const fileName = (pkg, version) => `${pkg.replace(/^@/, '').replace('/', '__')}@${version}.snapshot.json`;
const firstLine = (text) => (text.trim().split('\n').filter(Boolean).pop() ?? '').replace(/corpus-placeholder\S*/g, '…').slice(0, 240);

function run(cmd, argv, options) {
  return spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
}

function stableVersions(pkg, count) {
  const r = run('npm', ['view', pkg, 'versions', '--json'], { timeout: 60_000 });
  if (r.status !== 0) return [];
  const all = [].concat(JSON.parse(r.stdout)).filter((v) => typeof v === 'string' && !v.includes('-'));
  return all.slice(-count);
}

function binOf(dir, pkg) {
  const manifest = JSON.parse(readFileSync(join(dir, 'node_modules', pkg, 'package.json'), 'utf8'));
  const bin = manifest.bin;
  if (typeof bin === 'string') return join(dir, 'node_modules', pkg, bin);
  const names = Object.keys(bin ?? {});
  if (names.length === 0) throw new Error('no bin in package.json');
  const base = pkg.split('/').pop();
  const name = names.find((n) => n === base) ?? names.find((n) => n.includes('mcp')) ?? names[0];
  return join(dir, 'node_modules', pkg, bin[name]);
}

for (const entry of packages) {
  if (only && !only.includes(entry.package)) continue;
  const versions = stableVersions(entry.package, entry.versions ?? 2);
  for (const version of versions) {
    const record = {
      package: entry.package,
      version,
      args: entry.args ?? [],
      env: Object.keys(entry.env ?? {}).sort(),
    };
    const dir = join(work, fileName(entry.package, version).replace('.snapshot.json', ''));
    mkdirSync(dir, { recursive: true });
    process.stderr.write(`${entry.package}@${version}: `);
    const install = run(
      'npm',
      [
        'install',
        '--prefix',
        dir,
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--omit=dev',
        '--no-save',
        '--loglevel=error',
        `${entry.package}@${version}`,
      ],
      { timeout: 600_000 },
    );
    if (install.status !== 0) {
      record.status = 'install-failed';
      record.reason = firstLine(install.stderr || String(install.error ?? ''));
    } else {
      let bin;
      try {
        bin = binOf(dir, entry.package);
      } catch (error) {
        record.status = 'no-bin';
        record.reason = error.message;
      }
      if (bin) {
        const file = join(out, fileName(entry.package, version));
        const envFlags = Object.entries(entry.env ?? {}).flatMap(([k, v]) => ['--env', `${k}=${v}`]);
        const snap = run(
          process.execPath,
          [
            join(root, 'dist', 'cli.js'),
            'snapshot',
            '--timeout',
            '90',
            '--server-id',
            entry.package,
            '--cwd',
            serverCwd,
            '--out',
            file,
            ...envFlags,
            '--',
            process.execPath,
            bin,
            ...(entry.args ?? []),
          ],
          { timeout: 150_000 },
        );
        if (snap.status === 0) {
          const snapshot = JSON.parse(readFileSync(file, 'utf8'));
          record.status = 'ok';
          record.file = fileName(entry.package, version);
          record.tools = snapshot.tools?.length ?? 0;
        } else {
          record.status = 'start-failed';
          record.reason = firstLine(snap.stderr || String(snap.error ?? ''));
        }
      }
    }
    process.stderr.write(`${record.status}${record.tools !== undefined ? ` (${record.tools} tools)` : ''}\n`);
    index.servers = index.servers.filter((s) => !(s.package === record.package && s.version === record.version));
    index.servers.push(record);
    index.servers.sort((a, b) => (a.package === b.package ? 0 : a.package < b.package ? -1 : 1));
    writeFileSync(indexFile, `${JSON.stringify(index, null, 2)}\n`);
  }
}
