// `npm run bench`: runs every scripts/bench/*.mjs in name order, one after another (never in parallel:
// they time whole processes on a 2-core machine), each as its own process with its output shown as it
// comes. `npm run bench -- NAME…` runs only the benchmarks whose file name contains one of the NAMEs.
// Benchmarks use dist/, so build first (`npm run build`); a missing dist/cli.js is reported, not guessed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, ROOT } from './bench-lib.mjs';

const dir = join(ROOT, 'scripts', 'bench');
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

if (!existsSync(CLI)) {
  console.error('dist/cli.js is missing: run npm run build first');
  process.exit(2);
}
if (files.length === 0) {
  console.error(`no benchmark in scripts/bench/ matches ${filters.join(', ') || '*.mjs'}`);
  process.exit(2);
}

let failed = 0;
for (const f of files) {
  console.log(`\n== ${f} ==`);
  const r = spawnSync(process.execPath, [join(dir, f)], { stdio: 'inherit', cwd: ROOT });
  if (r.status !== 0) {
    failed++;
    console.log(`== ${f} failed (exit ${r.status ?? r.signal}) ==`);
  }
}
console.log(`\n${files.length - failed} benchmark(s) ran, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
