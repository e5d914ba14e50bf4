// Benchmark: `toolseal lock --snapshot` (a new lock) and `toolseal check --snapshot` (matched) against
// `toolseal digest` of the same 10,000-tool snapshot file (the compact surface of scripts/gen-surface.mjs,
// as `toolseal snapshot` writes it), whole process. A command that reads a snapshot checks its recorded
// digests; lock and check need the field digests too, and should get them from that same single pass.
// Goals: lock <= 1.25x digest, check <= 1.2x digest (median per-round ratios of CPU time).
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, benchDir, compareProcesses, pairedRatio, printComparison, recordRow, timeProcess } from '../bench-lib.mjs';
import { generateToolsList } from '../gen-surface.mjs';

const dir = benchDir('lock-check');
const snapshot = join(dir, 'bench.snapshot.json');
if (!existsSync(snapshot)) {
  const { buildSnapshot } = await import('../../dist/index.js');
  const s = buildSnapshot({
    server: 'bench',
    transport: 'stdio',
    protocolVersion: '2025-11-25',
    serverInfo: { name: 'bench', version: '1' },
    pages: 1,
    tools: JSON.parse(generateToolsList(10000)).tools,
  });
  writeFileSync(snapshot, JSON.stringify(s, null, 2) + '\n');
}
const pinned = join(dir, 'pinned.lock');
rmSync(pinned, { force: true });
timeProcess({ name: 'pin once', args: [CLI, 'lock', '--snapshot', snapshot, '--lock', pinned] });
const fresh = join(dir, 'new.lock');

const runs = Number(process.env.BENCH_RUNS ?? 7);
const contenders = [
  { name: 'toolseal digest SNAPSHOT', args: [CLI, 'digest', snapshot] },
  {
    name: 'toolseal lock --snapshot (new lock)',
    args: [CLI, 'lock', '--snapshot', snapshot, '--lock', fresh],
    before: () => rmSync(fresh, { force: true }),
  },
  { name: 'toolseal check --snapshot (matched)', args: [CLI, 'check', '--snapshot', snapshot, '--lock', pinned] },
];
const check = String(timeProcess(contenders[2]).stdout);
if (!/matched/.test(check)) throw new Error(`check did not report matched:\n${check.slice(0, 300)}`);
const results = compareProcesses(contenders, { runs, warmup: 1 });
printComparison(results, { title: `whole-process time, median of ${runs} alternating runs:`, baseline: contenders[0].name });
const [digest, lock, checked] = results;
const how = (x) => `median per-round ratio of CPU time, ${runs} alternating runs; wall ${pairedRatio(x, digest).toFixed(2)}x`;
recordRow({
  measure: 'lock --snapshot (new lock) vs digest, same 10,000-tool snapshot',
  ratio: pairedRatio(lock, digest, 'cpuTimes'),
  goal: 1.25,
  how: how(lock),
});
recordRow({
  measure: 'check --snapshot (matched) vs digest, same snapshot',
  ratio: pairedRatio(checked, digest, 'cpuTimes'),
  goal: 1.2,
  how: how(checked),
});
rmSync(fresh, { force: true });
