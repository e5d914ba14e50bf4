// Benchmark: the fast paths of the strict JSON reader (src/core/json/strict-reader.ts) against its plain
// path, the exact reader, on every shape of the shape matrix (scripts/bench/shapes/inputs.mjs) at two sizes
// a factor of 4 apart, plus one shape of flat tiny tools. In one process: the reader's module is bundled from
// src/ with esbuild into .tmp/bench/json/ (its fast paths are not all exported from dist/).
//
// Per shape and size, each fast path is timed against the plain path on the same input:
// - readByNativeParse (parseJsonStrict): the whole text, against readPlain;
// - parseJsonStrictEach: the whole text, `tools` handed out one by one, against readPlain;
// - readValidJson (`canonical: false`): the whole text, against the exact reader with numbers rounded and no
//   bound on depth;
// - readFlatStringObject: each tool's text on its own (a tools answer's elements, as tools-answer-reader
//   reads them: the flat reader, else parseJsonStrict), against readPlain of each.
// Ratios are medians of per-round ratios of CPU time (process.cpuUsage) over alternating rounds (which of the
// two goes first alternates), so the machine's load cancels out; a round calls each as many times as the plain
// path needs to take about 50 ms (up to 100 times). Each fast path's value is checked against
// the plain path's before timing (a wrong fast path cannot win).
//
// It prints its figures and records no row in the performance table: a fast path is chosen for memory or
// exactness as well as speed (parseJsonStrictEach holds one element at a time, readFlatStringObject interns no
// string), so no one ratio is its goal.
//
// BENCH_SHAPES=quick: sizes 8x smaller. BENCH_SHAPES_ONLY=a,b: only the shapes whose name contains one of
// those. BENCH_RUNS: timed rounds (default 5; 3 in quick mode).
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT, benchDir, median } from '../bench-lib.mjs';
import { SHAPES, list, many } from './shapes/inputs.mjs';

const QUICK = process.env.BENCH_SHAPES === 'quick';
const SCALE = QUICK ? 1 / 8 : 1;
const RUNS = Number(process.env.BENCH_RUNS ?? (QUICK ? 3 : 5));
const ONLY = (process.env.BENCH_SHAPES_ONLY ?? '').split(',').filter(Boolean);
const SMALL = Math.round(4000 * SCALE);

const bundle = join(benchDir('json'), 'strict-reader.mjs');
await build({
  entryPoints: [join(ROOT, 'src', 'core', 'json', 'strict-reader.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  outfile: bundle,
  logLevel: 'warning',
});
const reader = await import(bundle);
const { parseJsonStrict, parseJsonStrictEach, readByNativeParse, readFlatStringObject, readJsonExact, readPlain, readValidJson } = reader;

const SOURCE = 'bench.json';

/** The fast paths: each a pair of functions over one input (`prepare` makes it from the text once). */
const PATHS = [
  {
    name: 'readByNativeParse',
    fast: (text) => readByNativeParse(text, SOURCE),
    plain: (text) => readPlain(text, SOURCE),
  },
  {
    name: 'parseJsonStrictEach',
    fast: (text) => {
      const tools = [];
      const doc = parseJsonStrictEach(text, SOURCE, 'tools', (v, i) => (tools[i] = v));
      doc.tools = tools;
      return doc;
    },
    plain: (text) => readPlain(text, SOURCE),
  },
  {
    name: 'readValidJson',
    fast: (text) => readValidJson(text, SOURCE),
    plain: (text) => readJsonExact(text, SOURCE, { offset: 0, path: [], maxDepth: Infinity }, true),
  },
  {
    name: 'readFlatStringObject',
    // Each tool's own text (as a tools answer's reader meets them).
    prepare: (text) => JSON.parse(text).tools.map((t) => JSON.stringify(t)),
    fast: (texts) => texts.map((t) => readFlatStringObject(t) ?? parseJsonStrict(t, SOURCE)),
    plain: (texts) => texts.map((t) => readPlain(t, SOURCE)),
  },
];

const shapes = [...SHAPES, { name: 'flat tiny tools (~20 bytes)', make: (u) => list(many(u * 40, (i) => `{"name":"t${i}"}`)) }];

/** CPU milliseconds of `reps` calls of fn(input). */
function cpuOf(fn, input, reps) {
  const before = process.cpuUsage();
  for (let i = 0; i < reps; i++) fn(input);
  const d = process.cpuUsage(before);
  return (d.user + d.system) / 1000;
}

/** Calls a round makes of each: enough for the plain path to take about 50 ms (a single call of a few ms is mostly noise). */
const TARGET_MS = 50;

/** Median per-round ratio of CPU time, fast over plain, and the median milliseconds of one call of each. */
function compare(path, input) {
  if (!isDeepStrictEqual(path.fast(input), path.plain(input))) throw new Error(`${path.name}: the value differs from the plain path's`);
  const reps = Math.min(100, Math.max(1, Math.ceil(TARGET_MS / Math.max(cpuOf(path.plain, input, 1), 0.1))));
  const ratios = [];
  const fastMs = [];
  const plainMs = [];
  for (let r = 0; r < RUNS; r++) {
    let f;
    let p;
    if (r % 2 === 0) {
      f = cpuOf(path.fast, input, reps);
      p = cpuOf(path.plain, input, reps);
    } else {
      p = cpuOf(path.plain, input, reps);
      f = cpuOf(path.fast, input, reps);
    }
    ratios.push(f / Math.max(p, 0.001));
    fastMs.push(f / reps);
    plainMs.push(p / reps);
  }
  return { ratio: median(ratios), fastMs: median(fastMs), plainMs: median(plainMs) };
}

const rows = [];
for (const shape of shapes) {
  if (ONLY.length > 0 && !ONLY.some((o) => shape.name.includes(o))) continue;
  const texts = [shape.make(SMALL), shape.make(SMALL * 4)];
  for (const path of PATHS) {
    const [n, n4] = texts.map((t) => compare(path, path.prepare ? path.prepare(t) : t));
    const row = { shape: shape.name, path: path.name, mb: texts.map((t) => (t.length / 1e6).toFixed(1)).join(' / '), n, n4 };
    rows.push(row);
    console.log(
      `${shape.name} (${row.mb} MB), ${path.name}: ${n.ratio.toFixed(2)}x plain at n, ${n4.ratio.toFixed(2)}x at 4n ` +
        `(${n4.fastMs.toFixed(0)} ms against ${n4.plainMs.toFixed(0)} ms cpu)`,
    );
  }
}

console.log(
  `\nstrict JSON reader, fast paths against the plain path (${QUICK ? 'quick sizes' : 'full sizes'}, ${RUNS} rounds; CPU time ratio):`,
);
const ws = Math.max(...rows.map((r) => r.shape.length));
const wp = Math.max(...rows.map((r) => r.path.length));
console.log(`  ${'shape'.padEnd(ws)}  ${'fast path'.padEnd(wp)}  ${'MB'.padEnd(12)}  at n    at 4n   ms at 4n (fast / plain)`);
for (const r of rows) {
  const f = (x) => `${x.toFixed(2)}x`.padStart(6);
  console.log(
    `  ${r.shape.padEnd(ws)}  ${r.path.padEnd(wp)}  ${r.mb.padEnd(12)}  ${f(r.n.ratio)}  ${f(r.n4.ratio)}  ${r.n4.fastMs.toFixed(0)} / ${r.n4.plainMs.toFixed(0)}`,
  );
}
