// Shared helpers for the benchmarks in scripts/bench/*.mjs (run by `npm run bench`).
//
// A benchmark compares whole processes (start-up included, as a user runs them) against a named
// alternative in the same run, alternating the contenders so that drift of the machine (thermal, other
// load) hits all of them alike, and reports medians and ratios. Timings never go into tests.
//
// Usage:
//   import { ROOT, benchDir, compareProcesses, printComparison } from '../bench-lib.mjs';
//   const results = compareProcesses([
//     { name: 'toolseal digest', args: [CLI, 'digest', file] },
//     { name: 'naive reference', args: [script, file] },
//   ], { runs: 7, warmup: 1 });
//   printComparison(results, { baseline: 'naive reference' });
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The built CLI. Benchmarks run `npm run bundle` output, never src/. */
export const CLI = join(ROOT, 'dist', 'cli.js');

/** The Node that runs the benchmarks (the project's Node 24 under `npm run bench`). */
export const NODE = process.execPath;

/** A scratch folder for generated inputs, under .tmp/bench/ (git-ignored); created if missing. */
export function benchDir(name) {
  const dir = join(ROOT, '.tmp', 'bench', name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The median of a list of numbers. */
export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/**
 * CPU time (user + system, all threads) of this process's finished children, in ms, from /proc/self/stat
 * (Linux; null elsewhere). A child's CPU time barely depends on what else the machine runs, so on a shared,
 * busy machine it is the steadier measure; wall time is what a user waits.
 */
function childrenCpuMs() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of stat (cutime, cstime) are at 13 and 14 after the command name; clock ticks of 10 ms.
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}

/** The script that reports a Node process's peak resident memory (see {@link peakRssOf}); the tests' own. */
const RSS_REPORTER = join(ROOT, 'test', 'support', 'peak-rss.mjs');

/**
 * Runs one process to completion and returns its wall time in milliseconds (`ms`) and its CPU time
 * (`cpuMs`, null where unknown). `args` are given to Node
 * unless `command` names another executable. Fails loudly when the exit code is not `expectExit`
 * (a benchmark of a failing command measures nothing). `before()`, if given, runs first, untimed (e.g. to
 * remove the lock file a "new lock" run must not find).
 */
export function timeProcess({ name, command = NODE, args, input, env, expectExit = 0, before }) {
  before?.();
  const cpu0 = childrenCpuMs();
  const t0 = process.hrtime.bigint();
  const r = spawnSync(command, args, {
    input,
    env: env ?? process.env,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    maxBuffer: 1 << 30,
  });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu1 = childrenCpuMs();
  const cpuMs = cpu0 === null || cpu1 === null ? null : cpu1 - cpu0;
  if (r.error) throw new Error(`${name}: ${r.error.message}`);
  if (r.status !== expectExit) {
    throw new Error(`${name}: exit ${r.status ?? r.signal} (expected ${expectExit}): ${String(r.stderr).trim().slice(0, 500)}`);
  }
  return { ms, cpuMs, stdout: r.stdout };
}

/**
 * Times each contender `runs` times, alternating (A B C, B C A, C A B, …: each round starts with the next
 * contender, so none always runs first), after `warmup` untimed rounds. Returns, per contender, its name,
 * all wall times (`times`, in round order) and their `median`, and the same for CPU time (`cpuTimes`,
 * `cpuMedian`, null where unknown), in the order given. With `batch` N, each sample is N runs in a row and
 * its times are per run: CPU time is counted in 10 ms ticks, so a 30 ms start-up needs a batch to be seen.
 */
export function compareProcesses(contenders, { runs = 7, warmup = 1, batch = 1, onRun } = {}) {
  const times = contenders.map(() => []);
  const cpuTimes = contenders.map(() => []);
  for (let round = 0; round < warmup + runs; round++) {
    for (let k = 0; k < contenders.length; k++) {
      const i = (round + k) % contenders.length;
      let ms = 0;
      let cpuMs = 0;
      for (let b = 0; b < batch; b++) {
        const r = timeProcess(contenders[i]);
        ms += r.ms / batch;
        cpuMs = cpuMs === null || r.cpuMs === null ? null : cpuMs + r.cpuMs / batch;
      }
      if (round >= warmup) {
        times[i].push(ms);
        cpuTimes[i].push(cpuMs);
        onRun?.(contenders[i].name, ms);
      }
    }
  }
  return contenders.map((c, i) => ({
    name: c.name,
    times: times[i],
    median: median(times[i]),
    cpuTimes: cpuTimes[i],
    cpuMedian: cpuTimes[i].includes(null) ? null : median(cpuTimes[i]),
  }));
}

/**
 * The median over rounds of a's time / b's time in the same round: contenders of one round ran seconds
 * apart, so a load that comes and goes cancels out of each ratio.
 */
export function pairedRatio(a, b, key = 'times') {
  if (!a[key] || !b[key] || a[key].includes(null) || b[key].includes(null)) return null;
  return median(a[key].map((t, r) => t / b[key][r]));
}

/** Formats milliseconds for a table. */
export function formatMs(ms) {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`;
}

/**
 * Prints a table of medians, each contender's ratio to `baseline` (default: the first), and, when
 * `target` is given ({ name, against, max }), a line saying whether `name / against ≤ max` holds.
 * Returns the ratios by name.
 */
export function printComparison(results, { title, baseline = results[0].name, target } = {}) {
  const base = results.find((r) => r.name === baseline);
  if (!base) throw new Error(`no contender named ${baseline}`);
  if (title) console.log(title);
  const width = Math.max(...results.map((r) => r.name.length));
  const ratios = {};
  for (const r of results) {
    ratios[r.name] = r.median / base.median;
    const runs = r.times.map((t) => t.toFixed(0)).join(' ');
    const cpu = r.cpuMedian == null ? '' : `  cpu ${formatMs(r.cpuMedian).padStart(8)} ${(r.cpuMedian / base.cpuMedian).toFixed(2)}x`;
    console.log(
      `  ${r.name.padEnd(width)}  wall ${formatMs(r.median).padStart(8)} ${ratios[r.name].toFixed(2)}x${cpu}  (wall runs ms: ${runs})`,
    );
  }
  console.log(`  (ratios against ${baseline}; wall = elapsed, cpu = user+system time of the process)`);
  if (target) {
    const a = results.find((r) => r.name === target.name);
    const b = results.find((r) => r.name === target.against);
    const ratio = a.median / b.median;
    const paired = pairedRatio(a, b);
    const cpuPaired = pairedRatio(a, b, 'cpuTimes');
    const ok = ratio <= target.max;
    console.log(
      `  target: ${target.name} <= ${target.max}x ${target.against}: ${ratio.toFixed(2)}x (ratio of medians) ${ok ? 'MET' : 'NOT MET'}; ` +
        `median per-round ratio: wall ${paired.toFixed(2)}x` +
        (cpuPaired == null ? '' : `, cpu ${cpuPaired.toFixed(2)}x`),
    );
    ratios.targetMet = ok;
    ratios.paired = paired;
    ratios.cpuPaired = cpuPaired;
  }
  return ratios;
}

/**
 * The peak resident memory (bytes) of a Node process running `args`: the process reports its own peak
 * (VmHWM) as it exits (test/support/peak-rss.mjs, loaded with --import), so the figure is that process's,
 * whatever else the machine runs.
 */
export function peakRssOf({ name, args, env, expectExit = 0 }) {
  const file = join(benchDir('rss'), `${process.pid}-${Date.now()}.txt`);
  timeProcess({ name, args: ['--import', RSS_REPORTER, ...args], env: { ...(env ?? process.env), PEAK_RSS_FILE: file }, expectExit });
  const bytes = Number(readFileSync(file, 'utf8'));
  rmSync(file, { force: true });
  return bytes;
}

/** Formats bytes as MB. */
export function formatMB(bytes) {
  return `${(bytes / 1e6).toFixed(0)} MB`;
}

/**
 * Records one row of the performance table that `npm run bench` prints at the end: what was measured,
 * the ratio, its goal (ratio <= goal) and how it was measured. Rows go to the file named by
 * BENCH_TABLE (set by scripts/bench.mjs); a benchmark run on its own just prints them.
 */
export function recordRow({ measure, ratio, goal, how }) {
  const row = { measure, ratio, goal, met: ratio <= goal, how };
  console.log(`  ROW: ${measure}: ${ratio.toFixed(2)}x (goal <= ${goal}x) ${row.met ? 'MET' : 'NOT MET'} [${how}]`);
  if (process.env.BENCH_TABLE) appendFileSync(process.env.BENCH_TABLE, JSON.stringify(row) + '\n');
  return row;
}

/** The machine's load, for the report: 1-minute load average and the number of CPUs. */
export function machineLoad() {
  try {
    const [one] = readFileSync('/proc/loadavg', 'utf8').split(' ');
    return `load average ${one} on ${readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm)?.length ?? '?'} CPUs`;
  } catch {
    return 'load unknown';
  }
}
