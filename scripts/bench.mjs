// `npm run bench`: runs every scripts/bench/*.mjs in name order, one after another (never in parallel:
// they time whole processes on a 2-core machine), each as its own process with its output shown as it
// comes. `npm run bench -- NAME…` runs only the benchmarks whose file name contains one of the NAMEs.
// Benchmarks use dist/, so build first (`npm run bundle`); a missing dist/cli.js is reported, not guessed.
//
// At the end it prints the performance table: every row the benchmarks recorded (bench-lib recordRow), as a
// ratio against its named alternative with the goal beside it, all measured in this one run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, ROOT, benchDir, machineLoad } from './bench-lib.mjs';

const dir = join(ROOT, 'scripts', 'bench');
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

if (!existsSync(CLI)) {
  console.error('dist/cli.js is missing: run npm run bundle first');
  process.exit(2);
}
if (files.length === 0) {
  console.error(`no benchmark in scripts/bench/ matches ${filters.join(', ') || '*.mjs'}`);
  process.exit(2);
}

const table = join(benchDir('table'), 'rows.jsonl');
rmSync(table, { force: true });
const loadBefore = machineLoad();
let failed = 0;
for (const f of files) {
  console.log(`\n== ${f} ==`);
  const r = spawnSync(process.execPath, [join(dir, f)], { stdio: 'inherit', cwd: ROOT, env: { ...process.env, BENCH_TABLE: table } });
  if (r.status !== 0) {
    failed++;
    console.log(`== ${f} failed (exit ${r.status ?? r.signal}) ==`);
  }
}
const rows = existsSync(table)
  ? readFileSync(table, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
  : [];
if (rows.length > 0) {
  const width = Math.max(...rows.map((r) => r.measure.length));
  console.log(`\n== performance table (Node ${process.versions.node}; ${loadBefore} at the start, ${machineLoad()} at the end) ==`);
  console.log(`  ${'measure'.padEnd(width)}  ratio   goal    `);
  for (const r of rows)
    console.log(
      `  ${r.measure.padEnd(width)}  ${(r.ratio.toFixed(2) + 'x').padEnd(6)}  <= ${(r.goal + 'x').padEnd(5)} ${r.met ? 'met' : 'NOT MET'}  (${r.how})`,
    );
}
console.log(`\n${files.length - failed} benchmark(s) ran, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
