// The upgrade corpus (test/fixtures/corpus/: real MCP servers from npm, two or more published versions
// each, captured by scripts/corpus/capture.mjs): each older version is locked, each next version checked
// against it, as a consumer upgrading would. Prints how many upgrades change the surface, the changed
// tools by kind, and how many upgrades a reviewer must read under each posture. Not timed: a count.
// It also checks every tool the classifier calls prose-only against an independent reading
// (test/support/prose-oracle.ts) and fails on any disagreement.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, ROOT, benchDir } from '../bench-lib.mjs';
import { onlyProseDiffers } from '../../test/support/prose-oracle.ts';

const corpus = join(ROOT, 'test', 'fixtures', 'corpus');
const index = JSON.parse(readFileSync(join(corpus, 'index.json'), 'utf8'));
const work = benchDir('corpus');
const POSTURES = {
  warn: [],
  fail: ['--on-change', 'fail'],
  'fail-on schema-expansion,annotation-widening,added': ['--fail-on', 'schema-expansion,annotation-widening,added'],
  signed: ['--on-change', 'signed'],
};

const cli = (args) => {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd: work, maxBuffer: 256 * 1024 * 1024 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

const byPackage = new Map();
for (const s of index.servers) if (s.status === 'ok') byPackage.set(s.package, [...(byPackage.get(s.package) ?? []), s]);

let upgrades = 0;
let changed = 0;
const kindTools = new Map();
const kindUpgrades = new Map();
const mustRead = Object.fromEntries(Object.keys(POSTURES).map((p) => [p, 0]));
const disagreements = [];
const packages = [...byPackage].filter(([, v]) => v.length >= 2);
for (const [pkg, versions] of packages) {
  for (let i = 0; i + 1 < versions.length; i++) {
    const [a, b] = [versions[i], versions[i + 1]];
    const dir = join(work, `${pkg.replace(/[@/]/g, '_')}-${i}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const lock = join(dir, 'mcp-tools.lock');
    const reviewed = join(dir, 'reviewed');
    const locked = cli(['lock', '--snapshot', join(corpus, a.file), '--lock', lock, '--snapshot-dir', reviewed]);
    if (locked.code !== 0) throw new Error(`lock ${pkg}@${a.version}: ${locked.stderr}`);
    upgrades++;
    const base = ['check', '--snapshot', join(corpus, b.file), '--lock', lock, '--snapshot-dir', reviewed, '--json'];
    const warn = JSON.parse(cli(base).stdout);
    const server = warn.servers[0];
    if (server.pinState === 'changed') changed++;
    const seen = new Set();
    const before = new Map(JSON.parse(readFileSync(join(corpus, a.file), 'utf8')).tools.map((t) => [t.name, t]));
    const after = new Map(JSON.parse(readFileSync(join(corpus, b.file), 'utf8')).tools.map((t) => [t.name, t]));
    for (const c of server.changes ?? []) {
      for (const k of c.kinds) {
        kindTools.set(k, (kindTools.get(k) ?? 0) + 1);
        seen.add(k);
      }
      const proseOnly = c.kinds.length === 1 && c.kinds[0] === 'prose';
      if (c.change === 'changed' && proseOnly !== onlyProseDiffers(before.get(c.tool), after.get(c.tool)))
        disagreements.push(`${pkg} ${a.version}→${b.version} ${c.tool}: classifier [${c.kinds}]`);
    }
    for (const k of seen) kindUpgrades.set(k, (kindUpgrades.get(k) ?? 0) + 1);
    for (const [name, flags] of Object.entries(POSTURES)) {
      const r = name === 'warn' ? { code: warn.exitCode } : cli([...base, ...flags]);
      if (r.code !== 0) mustRead[name]++;
    }
  }
}

console.log(`${packages.length} packages, ${upgrades} upgrades (each version locked, the next checked against it)`);
console.log(`surface changed: ${changed} of ${upgrades} upgrades`);
console.log('\nkind                  tools  upgrades');
for (const [k, n] of [...kindTools].sort((x, y) => y[1] - x[1]))
  console.log(`${k.padEnd(20)}  ${String(n).padStart(5)}  ${String(kindUpgrades.get(k)).padStart(8)}`);
console.log('\nupgrades a reviewer must read (the check fails):');
for (const [p, n] of Object.entries(mustRead)) console.log(`  ${p.padEnd(52)} ${n} of ${upgrades}`);
console.log(`\nprose-only by the classifier vs the independent reading: ${disagreements.length} disagreements`);
for (const d of disagreements) console.log(`  ${d}`);
if (disagreements.length > 0) process.exit(1);
