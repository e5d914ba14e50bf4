// Benchmark: `toolseal snapshot --url` of a 10,000-tool surface served by the MCP SDK v2 fixture
// (test/fixtures/servers/modern-surface-server.mjs, `createMcpHandler`) in the 2026-07-28 revision only
// (`legacy: 'reject'`: server/discover, then tools/list with the per-request envelope) against the same
// surface through the SDK's 2025-era fallback (`--protocol 2025-11-25`: initialize, initialized,
// tools/list). Both are whole processes, alternating; the digests must be the same both ways. The
// server builds a fresh instance (10,000 tools registered) for each request in both eras, so its share is
// in both times. Goal: the modern-only snapshot takes no longer than the 2025-era one (ratio <= 1.1).
//
// TOOLSEAL_CLI=path overrides dist/cli.js (e.g. a private build while others rebuild dist/).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, NODE, ROOT, benchDir, compareProcesses, pairedRatio, printComparison, recordRow, timeProcess } from '../bench-lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const TOOLS = 10_000;
const dir = benchDir('modern');
const surface = join(dir, 'surface.json');
writeFileSync(
  surface,
  JSON.stringify({
    serverName: 'bench-modern',
    tools: Array.from({ length: TOOLS }, (_, i) => ({
      name: `tool_${i}`,
      description: `Tool number ${i}: does one small thing well.`,
      annotations: { readOnlyHint: i % 2 === 0 },
    })),
  }),
);

/** Starts the fixture in `mode` and resolves with its URL (its first stdout line), within 30 s. */
function start(mode) {
  const child = spawn(NODE, [join(ROOT, 'test', 'fixtures', 'servers', 'modern-surface-server.mjs'), surface, mode], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${mode}: the fixture did not start`)), 30_000);
    child.stdout.once('data', (d) => {
      clearTimeout(timer);
      resolve({ url: String(d).trim().split('\n')[0], stop: () => child.kill('SIGTERM') });
    });
    child.once('error', reject);
  });
}

const modern = await start('http-reject');
const fallback = await start('http-fallback');
try {
  const cli = process.env.TOOLSEAL_CLI ?? CLI;
  const contenders = [
    { name: 'snapshot, modern-only server (2026-07-28)', args: [cli, 'snapshot', '--url', modern.url] },
    {
      name: 'snapshot, the same through the 2025-era fallback',
      args: [cli, 'snapshot', '--url', fallback.url, '--protocol', '2025-11-25'],
    },
  ];
  const [a, b] = contenders.map((c) => JSON.parse(String(timeProcess(c).stdout)));
  if (a.protocolVersion !== '2026-07-28' || b.protocolVersion === '2026-07-28')
    throw new Error(`the eras spoken were ${a.protocolVersion} and ${b.protocolVersion}`);
  if (a.manifestDigest !== b.manifestDigest || a.tools.length !== TOOLS) throw new Error('the two eras gave different surfaces');
  console.log(`\n${TOOLS} tools, one manifest digest both ways (${a.manifestDigest.slice(0, 19)}…)`);
  const results = compareProcesses(contenders, { runs, warmup: 1 });
  printComparison(results, { title: `whole-process time, median of ${runs} alternating runs:`, baseline: contenders[1].name });
  recordRow({
    measure: `snapshot of ${TOOLS.toLocaleString('en')} tools, modern-only (2026-07-28) vs the 2025-era fallback`,
    ratio: pairedRatio(results[0], results[1]),
    goal: 1.1,
    how: `whole process, median of ${runs} paired runs, SDK v2 createMcpHandler on 127.0.0.1`,
  });
} finally {
  modern.stop();
  fallback.stop();
}
