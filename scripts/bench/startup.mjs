// Benchmark: start-up. `toolseal digest` of a one-tool file against `node -e 0`, whole process. CPU time is
// counted in 10 ms ticks, so each sample is a batch of runs. Goal: toolseal <= 1.5x node -e 0.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, benchDir, compareProcesses, pairedRatio, printComparison, recordRow } from '../bench-lib.mjs';

const tiny = join(benchDir('startup'), 'tiny.json');
writeFileSync(tiny, '{"tools":[{"name":"search","description":"Search the docs.","inputSchema":{"type":"object"}}]}\n');
const runs = Number(process.env.BENCH_RUNS ?? 9);
const batch = 10;
const contenders = [
  { name: 'node -e 0', args: ['-e', '0'] },
  { name: 'toolseal digest (one tool)', args: [CLI, 'digest', tiny] },
];
const results = compareProcesses(contenders, { runs, warmup: 1, batch });
printComparison(results, { title: `per run, median of ${runs} alternating batches of ${batch} runs:`, baseline: contenders[0].name });
const [node, digest] = results;
recordRow({
  measure: '`digest` of a tiny file vs `node -e 0` (start-up)',
  ratio: pairedRatio(digest, node, 'cpuTimes'),
  goal: 1.5,
  how: `median per-round ratio of CPU time, ${runs} alternating batches of ${batch}; wall ${pairedRatio(digest, node).toFixed(2)}x`,
});
