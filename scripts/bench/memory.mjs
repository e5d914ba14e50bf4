// Benchmark: peak resident memory of `toolseal digest` on 100,000 tools (the compact surface of
// scripts/gen-surface.mjs, about 221 MB), against the floor (JSON.parse + JSON.stringify + sha256, see
// digest.mjs) on the same file. Each process reports its own peak (VmHWM as it exits), so other load on
// the machine does not change the figure. Goal: toolseal <= 0.85x the floor.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, ROOT, benchDir, formatMB, median, peakRssOf, recordRow, timeProcess } from '../bench-lib.mjs';
import { generateToolsList } from '../gen-surface.mjs';

const file = join(benchDir('memory'), 'tools-100000.json');
if (!existsSync(file)) writeFileSync(file, generateToolsList(100000));
const size = statSync(file).size;
console.log(`input: ${file} (${formatMB(size)}, 100000 tools)`);
const digestScript = join(ROOT, 'scripts', 'bench', 'digest.mjs');
const ours = { name: 'toolseal digest', args: [CLI, 'digest', file] };
const floor = { name: 'floor', args: [digestScript, '--floor', file] };
const naive = { name: 'naive', args: [digestScript, '--naive', file] };
if (String(timeProcess(ours).stdout).split('\n')[0] !== String(timeProcess(naive).stdout).split('\n')[0])
  throw new Error('manifest digests differ');

const runs = Number(process.env.BENCH_MEMORY_RUNS ?? 3);
const peaks = { ours: [], floor: [] };
for (let r = 0; r < runs; r++) {
  for (const [k, c] of r % 2
    ? [
        ['floor', floor],
        ['ours', ours],
      ]
    : [
        ['ours', ours],
        ['floor', floor],
      ])
    peaks[k].push(peakRssOf(c));
}
const [o, f] = [median(peaks.ours), median(peaks.floor)];
console.log(`  toolseal digest peak ${formatMB(o)} (runs: ${peaks.ours.map(formatMB).join(', ')})`);
console.log(`  floor peak           ${formatMB(f)} (runs: ${peaks.floor.map(formatMB).join(', ')})`);
recordRow({
  measure: `peak memory, digest of 100,000 tools (${formatMB(size)}) vs the floor's peak`,
  ratio: o / f,
  goal: 0.85,
  how: `median peak RSS of ${runs} runs each: ${formatMB(o)} vs ${formatMB(f)}`,
});
