// Benchmark: the shape matrix. `digest`, `canonicalize`, `lock --snapshot` and `check --snapshot` (matched)
// on inputs of many shapes, each at two sizes a factor of 4 apart, whole process, against the naive
// reference (JSON.parse + the `canonicalize` npm package + sha256; scripts/bench/digest.mjs --naive, and
// JSON.parse + canonicalize npm for `canonicalize`). For each shape it prints the growth exponent k of
// each command (time ∝ size^k, from the two sizes, start-up taken off: the time of the same command on a
// one-tool input, measured in the same run) and, at the larger size, its ratio to the naive reference.
//
// Goals per shape: k <= 1.1 for every command; digest <= 0.7x naive; lock <= 1.3x and check (matched)
// <= 1.25x digest of the same snapshot file. Ratios are medians of per-round ratios of CPU time over
// alternating runs (all contenders of one size in one round), so the machine's load cancels out.
//
// BENCH_SHAPES=quick: sizes 8x smaller and one timed round (for iterating; its k is noisier). BENCH_SHAPES_ONLY=a,b:
// only the shapes whose name contains one of those. BENCH_RUNS: timed rounds (default 5: the
// median of five paired ratios is steadier from run to run than the median of three).
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLI, benchDir, compareProcesses, median, recordRow, timeProcess } from '../bench-lib.mjs';
import { SHAPES, list, plainTool } from './shapes/inputs.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const NAIVE = join(here, 'digest.mjs');
const SELF = fileURLToPath(import.meta.url);

if (process.argv[2] === '--naive-canonicalize') {
  // The naive reference for `toolseal canonicalize`: parse, canonicalize with the npm package, print.
  const { readFileSync } = await import('node:fs');
  const canonicalize = (await import('canonicalize')).default;
  process.stdout.write(canonicalize(JSON.parse(readFileSync(process.argv[3], 'utf8'))));
  process.exit(0);
}

const QUICK = process.env.BENCH_SHAPES === 'quick';
const SCALE = QUICK ? 1 / 8 : 1;
const RUNS = Number(process.env.BENCH_RUNS ?? (QUICK ? 1 : 5));
const ONLY = (process.env.BENCH_SHAPES_ONLY ?? '').split(',').filter(Boolean);

const SMALL = Math.round(4000 * SCALE); // units of about 1 KB: about 4 MB, then 16 MB
const dir = benchDir('shapes');
const { buildSnapshot, snapshotText } = await import('../../dist/index.js');

/** Writes the list and its snapshot (as `toolseal snapshot` writes it) and pins it; returns the paths. */
function prepare(shape, units, tag) {
  const slug = shape.name.replace(/[^a-z0-9]+/gi, '-');
  const file = join(dir, `${slug}-${tag}.json`);
  const snap = join(dir, `${slug}-${tag}.snapshot.json`);
  const lock = join(dir, `${slug}-${tag}.lock`);
  const text = shape.make(units);
  writeFileSync(file, text);
  const s = buildSnapshot({
    server: 'bench',
    transport: 'stdio',
    protocolVersion: '2025-11-25',
    serverInfo: { name: 'bench', version: '1' },
    pages: 1,
    tools: JSON.parse(text).tools,
  });
  writeFileSync(snap, snapshotText(s));
  rmSync(lock, { force: true });
  timeProcess({ name: 'pin', args: [CLI, 'lock', '--snapshot', snap, '--lock', lock] });
  return { file, snap, lock, bytes: text.length };
}

function contenders({ file, snap, lock }) {
  const fresh = `${lock}.new`;
  return [
    { name: 'digest', args: [CLI, 'digest', file] },
    { name: 'naive', args: [NAIVE, '--naive', file] },
    { name: 'canonicalize', args: [CLI, 'canonicalize', file] },
    { name: 'naive canonicalize', args: [SELF, '--naive-canonicalize', file] },
    { name: 'digest SNAPSHOT', args: [CLI, 'digest', snap] },
    { name: 'lock', args: [CLI, 'lock', '--snapshot', snap, '--lock', fresh], before: () => rmSync(fresh, { force: true }) },
    { name: 'check', args: [CLI, 'check', '--snapshot', snap, '--lock', lock] },
  ];
}

const byName = (results) => Object.fromEntries(results.map((r) => [r.name, r]));
const cpu = (r) => r.cpuMedian ?? r.median;
const pairedCpu = (a, b) => median(a.cpuTimes.map((t, i) => (t ?? a.times[i]) / (b.cpuTimes[i] ?? b.times[i])));

// Start-up: each command on a one-tool input, taken off both sizes before the growth exponent.
const base = prepare({ name: 'one tool', make: () => list([plainTool(0)]) }, 1, 'base');
const startup = byName(compareProcesses(contenders(base), { runs: Math.max(RUNS, 3), warmup: 1 }));

const measured = ['digest', 'canonicalize', 'lock', 'check'];
const summary = [];
for (const shape of SHAPES) {
  if (ONLY.length > 0 && !ONLY.some((o) => shape.name.includes(o))) continue;
  const small = prepare(shape, SMALL, 'n');
  const large = prepare(shape, SMALL * 4, '4n');
  // The naive reference agrees on the manifest digest (a wrong toolseal cannot win).
  const first = (c) => String(timeProcess(c).stdout).split(' ')[1];
  const cs = contenders(large);
  if (first(cs[0]) !== first(cs[1])) throw new Error(`${shape.name}: the manifest digest differs from the naive reference`);
  if (!/matched/.test(String(timeProcess(cs[6]).stdout))) throw new Error(`${shape.name}: check did not report matched`);
  const rn = byName(compareProcesses(contenders(small), { runs: RUNS, warmup: QUICK ? 0 : 1 }));
  const r4 = byName(compareProcesses(cs, { runs: RUNS, warmup: QUICK ? 0 : 1 }));
  const k = (name) =>
    Math.log(Math.max(1, cpu(r4[name]) - cpu(startup[name])) / Math.max(1, cpu(rn[name]) - cpu(startup[name]))) / Math.log(4);
  const row = {
    shape: shape.name,
    mb: `${(small.bytes / 1e6).toFixed(1)} / ${(large.bytes / 1e6).toFixed(1)} MB`,
    k: Object.fromEntries([...measured, 'naive'].map((m) => [m, k(m)])),
    digestVsNaive: pairedCpu(r4.digest, r4.naive),
    canonVsNaive: pairedCpu(r4.canonicalize, r4['naive canonicalize']),
    lockVsDigest: pairedCpu(r4.lock, r4['digest SNAPSHOT']),
    checkVsDigest: pairedCpu(r4.check, r4['digest SNAPSHOT']),
    digestMs: cpu(r4.digest),
  };
  summary.push(row);
  const ks = Object.entries(row.k)
    .map(([m, v]) => `${m} ${v.toFixed(2)}`)
    .join(', ');
  console.log(
    `${shape.name} (${row.mb}): k ${ks}; at 4n: digest ${row.digestVsNaive.toFixed(2)}x naive (${row.digestMs.toFixed(0)} ms cpu), canonicalize ${row.canonVsNaive.toFixed(2)}x naive, ` +
      `lock ${row.lockVsDigest.toFixed(2)}x and check ${row.checkVsDigest.toFixed(2)}x digest of the snapshot`,
  );
}

console.log(`\nshape matrix (${QUICK ? 'quick sizes' : 'full sizes'}, ${RUNS} timed round(s); k: growth exponent, start-up taken off):`);
const w = Math.max(...summary.map((r) => r.shape.length));
console.log(
  `  ${'shape'.padEnd(w)}  ${'sizes'.padEnd(15)}  k digest canon lock  check   digest/naive canon/naive lock/digest check/digest`,
);
for (const r of summary) {
  const f = (x) => x.toFixed(2).padStart(5);
  console.log(
    `  ${r.shape.padEnd(w)}  ${r.mb.padEnd(15)}    ${f(r.k.digest)}  ${f(r.k.canonicalize)} ${f(r.k.lock)} ${f(r.k.check)}   ${f(r.digestVsNaive)}x       ${f(r.canonVsNaive)}x      ${f(r.lockVsDigest)}x      ${f(r.checkVsDigest)}x`,
  );
}
const how = `${QUICK ? 'quick sizes, ' : ''}median per-round ratio of CPU time, ${RUNS} alternating round(s), at the larger size`;
const worst = (key) => summary.reduce((a, r) => (r[key] > a[key] ? r : a), summary[0]);
if (summary.length > 0) {
  const kWorst = Math.max(...summary.flatMap((r) => measured.map((m) => r.k[m])));
  const kShape = summary.find((r) => measured.some((m) => r.k[m] === kWorst));
  recordRow({
    measure: `shape matrix: largest growth exponent k of digest/canonicalize/lock/check (${kShape.shape})`,
    ratio: kWorst,
    goal: 1.1,
    how: `${QUICK ? 'quick sizes (noisy), ' : ''}time of 4n over n, start-up taken off, log base 4`,
  });
  const d = worst('digestVsNaive');
  recordRow({ measure: `shape matrix: digest vs naive, worst shape (${d.shape})`, ratio: d.digestVsNaive, goal: 0.7, how });
  const l = worst('lockVsDigest');
  recordRow({ measure: `shape matrix: lock --snapshot vs digest, worst shape (${l.shape})`, ratio: l.lockVsDigest, goal: 1.3, how });
  const c = worst('checkVsDigest');
  recordRow({
    measure: `shape matrix: check --snapshot (matched) vs digest, worst shape (${c.shape})`,
    ratio: c.checkVsDigest,
    goal: 1.25,
    how,
  });
}
