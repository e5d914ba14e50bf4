// Benchmark: `check` with kinds of change (a lock and a folder of reviewed snapshots, `--snapshot-dir`).
//
// (a) Nothing changed: `check --snapshot S --lock L --snapshot-dir D` (the reviewed snapshot of the pinned
//     surface in D) against `digest S`, whole process, on every shape of the shape matrix
//     (scripts/bench/shapes/inputs.mjs) at both of its sizes. Goal: <= 1.3x on each. Also printed: the
//     same against `check` without `--snapshot-dir` (what kinds add to a matched check; about 1.0x).
// (b) Every tool changed: `check --json` of a surface whose 10,000 tools all changed (prose, a property
//     added, a requirement added, in turn) against the lock and reviewed snapshot of the one before, and
//     the same with 2,500 tools: the growth exponent k (time ratio = 4^k, start-up taken off: the same
//     command with one changed tool), on plain tools, escapes throughout and the realistic surface of
//     scripts/gen-surface.mjs (`$defs` and `$ref`s, `anyOf`/`oneOf`, nested objects). Goal: k <= 1.1.
//
// Ratios are medians of per-round ratios of CPU time over alternating runs. BENCH_SHAPES=quick: sizes 8x
// smaller and one timed round. BENCH_SHAPES_ONLY=a,b: only those shapes in (a). BENCH_KINDS=matched or
// changed: only (a) or (b). BENCH_RUNS: timed rounds (default 5).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, benchDir, compareProcesses, median, recordRow, timeProcess } from '../bench-lib.mjs';
import { generateRealisticToolsList } from '../gen-surface.mjs';
import { SHAPES, list, many, plainTool } from './shapes/inputs.mjs';

const QUICK = process.env.BENCH_SHAPES === 'quick';
const SCALE = QUICK ? 1 / 8 : 1;
const RUNS = Number(process.env.BENCH_RUNS ?? (QUICK ? 1 : 5));
const ONLY = (process.env.BENCH_SHAPES_ONLY ?? '').split(',').filter(Boolean);
const PART = process.env.BENCH_KINDS ?? 'both';
const dir = benchDir('kinds');
const { buildSnapshot, snapshotText } = await import('../../dist/index.js');

const slug = (name) => name.replace(/[^a-z0-9]+/gi, '-');
const cpu = (r) => r.cpuMedian ?? r.median;
const pairedCpu = (a, b) => median(a.cpuTimes.map((t, i) => (t ?? a.times[i]) / (b.cpuTimes[i] ?? b.times[i])));
const byName = (results) => Object.fromEntries(results.map((r) => [r.name, r]));

/** Writes the tools as a snapshot file (as `toolseal snapshot` writes it); returns its path. */
function writeSnapshot(tools, file) {
  const s = buildSnapshot({
    server: 'bench',
    transport: 'stdio',
    protocolVersion: '2025-11-25',
    serverInfo: { name: 'bench', version: '1' },
    pages: 1,
    tools,
  });
  writeFileSync(file, snapshotText(s));
  return file;
}

/** The pinned side: a snapshot, its lock and a folder holding it as the reviewed snapshot (`bench.snapshot.json`). */
function pinned(tools, tag) {
  const snap = writeSnapshot(tools, join(dir, `${tag}.snapshot.json`));
  const reviewed = join(dir, `${tag}.reviewed`);
  rmSync(reviewed, { recursive: true, force: true });
  mkdirSync(reviewed);
  writeSnapshot(tools, join(reviewed, 'bench.snapshot.json'));
  const lock = join(dir, `${tag}.lock`);
  rmSync(lock, { force: true });
  timeProcess({ name: 'pin', args: [CLI, 'lock', '--snapshot', snap, '--lock', lock] });
  return { snap, reviewed, lock };
}

const checkArgs = (snap, p, more = []) => [CLI, 'check', '--snapshot', snap, '--lock', p.lock, '--snapshot-dir', p.reviewed, ...more];

// (a) Nothing changed, every shape at both sizes.
const SMALL = Math.round(4000 * SCALE);
const matched = [];
if (PART !== 'changed') {
  for (const shape of SHAPES) {
    if (ONLY.length > 0 && !ONLY.some((o) => shape.name.includes(o))) continue;
    const row = { shape: shape.name, ratios: [], vsCheck: [] };
    for (const [units, tag] of [
      [SMALL, 'n'],
      [SMALL * 4, '4n'],
    ]) {
      const p = pinned(JSON.parse(shape.make(units)).tools, `${slug(shape.name)}-${tag}`);
      const cs = [
        { name: 'digest SNAPSHOT', args: [CLI, 'digest', p.snap] },
        { name: 'check --snapshot-dir', args: checkArgs(p.snap, p) },
        { name: 'check', args: [CLI, 'check', '--snapshot', p.snap, '--lock', p.lock] },
      ];
      const out = String(timeProcess(cs[1]).stdout);
      if (!/matched/.test(out)) throw new Error(`${shape.name}: check did not report matched:\n${out.slice(0, 300)}`);
      const r = byName(compareProcesses(cs, { runs: RUNS, warmup: QUICK ? 0 : 1 }));
      row.ratios.push(pairedCpu(r['check --snapshot-dir'], r['digest SNAPSHOT']));
      row.vsCheck.push(pairedCpu(r['check --snapshot-dir'], r.check));
      row[`digestMs${tag}`] = cpu(r['digest SNAPSHOT']);
    }
    matched.push(row);
    console.log(
      `${shape.name}: check --snapshot-dir (matched) vs digest of the snapshot: ${row.ratios.map((x) => x.toFixed(2) + 'x').join(' at n, ')} at 4n; ` +
        `vs check without --snapshot-dir: ${row.vsCheck.map((x) => x.toFixed(2) + 'x').join(' at n, ')} at 4n`,
    );
  }
  if (matched.length > 0) {
    const worst = matched.reduce((a, r) => (Math.max(...r.ratios) > Math.max(...a.ratios) ? r : a), matched[0]);
    recordRow({
      measure: `check --snapshot-dir (kinds; nothing changed) vs digest, worst shape and size (${worst.shape})`,
      ratio: Math.max(...worst.ratios),
      goal: 1.3,
      how: `${QUICK ? 'quick sizes, ' : ''}median per-round ratio of CPU time, ${RUNS} alternating round(s), both sizes of every shape`,
    });
  }
}

// (b) Every tool changed: the classifier on 2,500 and 10,000 changed tools.
/** The tool of the next release: its description grows; in turn only that, a property added, a property made required. */
function nextRelease(t, i) {
  const schema = t.inputSchema ?? { type: 'object' };
  const properties = schema.properties ?? {};
  const next = { ...t, description: `${t.description ?? ''} Now also faster.` };
  if (i % 3 === 1) next.inputSchema = { ...schema, properties: { ...properties, [`added_${i % 7}`]: { type: 'string' } } };
  if (i % 3 === 2) {
    const names = Object.keys(properties);
    next.inputSchema =
      names.length > 0
        ? { ...schema, required: [...new Set([...(schema.required ?? []), names.at(-1)])] }
        : { ...schema, minProperties: 1 };
  }
  return next;
}

const CHANGED = [
  { name: 'plain tools', make: (n) => JSON.parse(list(many(n, plainTool))).tools },
  {
    name: 'escapes throughout',
    make: (n) => JSON.parse(list(many(n, (i) => plainTool(i).replace(/ the /g, ' \\"the\\"\\n ').replace(/ of /g, ' \\u00e9\\t ')))).tools,
  },
  { name: 'realistic (schema-heavy)', make: (n) => JSON.parse(generateRealisticToolsList(n)).tools },
];
const N = Math.round(2500 * (QUICK ? 1 / 4 : 1));
if (PART !== 'matched') {
  for (const shape of CHANGED) {
    const times = {};
    for (const [n, tag] of [
      [1, '1'],
      [N, 'n'],
      [N * 4, '4n'],
    ]) {
      const before = shape.make(n);
      const p = pinned(before, `changed-${slug(shape.name)}-${tag}`);
      const next = writeSnapshot(
        before.map((t, i) => nextRelease(t, i)),
        join(dir, `changed-${slug(shape.name)}-${tag}.next.snapshot.json`),
      );
      const c = { name: `check ${n}`, args: checkArgs(next, p, ['--json']) };
      const report = JSON.parse(String(timeProcess(c).stdout));
      const changes = report.servers?.[0]?.changes ?? [];
      if (changes.length !== n || changes.some((x) => !Array.isArray(x.kinds) || x.kinds.includes('unclassified')))
        throw new Error(`${shape.name}: expected ${n} classified changes, got ${changes.length}`);
      times[tag] = cpu(compareProcesses([c], { runs: Math.max(RUNS, n === 1 ? 3 : 1), warmup: QUICK ? 0 : 1 })[0]);
    }
    const k = Math.log(Math.max(1, times['4n'] - times['1']) / Math.max(1, times.n - times['1'])) / Math.log(4);
    console.log(
      `${shape.name}: check --json of ${N} and ${N * 4} changed tools: ${times.n.toFixed(0)} and ${times['4n'].toFixed(0)} ms cpu (one tool ${times['1'].toFixed(0)} ms): k ${k.toFixed(2)}`,
    );
    recordRow({
      measure: `check with kinds, ${N * 4} changed tools vs ${N}, growth exponent k (${shape.name})`,
      ratio: k,
      goal: 1.1,
      how: `${QUICK ? 'quick sizes (noisy), ' : ''}median CPU time of ${RUNS} run(s) at each size, start-up (one changed tool) taken off, log base 4`,
    });
  }
}
