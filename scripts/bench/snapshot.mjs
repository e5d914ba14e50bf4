// Benchmark: `toolseal snapshot` of a stdio server, whole process, against a bare MCP SDK client script
// doing the least a snapshot needs (connect -> tools/list with the SDK's listTools, following cursors ->
// close, print the tools). Two servers:
//   (1) the embedded example server (examples/server/server.mjs, 3 tools, one page): start-up dominated;
//       target toolseal <= 1.1x the bare client;
//   (2) a 10,000-tool server in 100 pages of 100 (test/fixtures/servers/raw-stdio-server.mjs):
//       target toolseal < 2 s, and its ratio to the bare client reported.
// toolseal runs with all of its checks on (strict parse of every line, digests, process-group cleanup).
//
// TOOLSEAL_CLI=path overrides dist/cli.js (e.g. a private build while others rebuild dist/).
// This file is also the bare client itself: `node snapshot.mjs --bare CMD ARGS...`.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

async function bare(command, args) {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
  const client = new Client({ name: 'bare', version: '1' });
  await client.connect(new StdioClientTransport({ command, args, stderr: 'ignore' }));
  const tools = [];
  let cursor;
  do {
    const page = await client.listTools(cursor === undefined ? {} : { cursor });
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  await client.close();
  process.stdout.write(JSON.stringify({ tools }) + '\n');
}

async function bench() {
  const { CLI, NODE, ROOT, compareProcesses, printComparison, timeProcess, formatMs } = await import('../bench-lib.mjs');
  const self = fileURLToPath(import.meta.url);
  const runs = Number(process.env.BENCH_RUNS ?? 7);
  const example = [NODE, join(ROOT, 'examples', 'server', 'server.mjs')];
  const big = [NODE, join(ROOT, 'test', 'fixtures', 'servers', 'raw-stdio-server.mjs'), 'pages', '100', '100'];

  for (const [label, server, target] of [
    ['example server (3 tools, 1 page)', example, { max: 1.1 }],
    ['10,000 tools in 100 pages', big, { seconds: 2 }],
  ]) {
    const contenders = [
      { name: 'toolseal snapshot', args: [process.env.TOOLSEAL_CLI ?? CLI, 'snapshot', '--', ...server] },
      { name: 'bare SDK client (connect, listTools, close)', args: [self, '--bare', ...server] },
    ];
    // Same tool names both ways, or the timing means nothing.
    const ours = JSON.parse(String(timeProcess(contenders[0]).stdout)).tools.map((t) => t.name);
    const theirs = JSON.parse(String(timeProcess(contenders[1]).stdout)).tools.map((t) => t.name);
    if (ours.join('\n') !== theirs.join('\n')) throw new Error(`${label}: the two clients listed different tools`);
    console.log(`\n${label}: ${ours.length} tools, same names both ways`);
    const results = compareProcesses(contenders, { runs, warmup: 1 });
    printComparison(results, {
      title: `whole-process time, median of ${runs} alternating runs:`,
      baseline: contenders[1].name,
      target: target.max ? { name: contenders[0].name, against: contenders[1].name, max: target.max } : undefined,
    });
    if (target.seconds) {
      const ms = results[0].median;
      console.log(`  target: toolseal snapshot < ${target.seconds} s: ${formatMs(ms)} ${ms < target.seconds * 1000 ? 'MET' : 'NOT MET'}`);
    }
  }
}

if (process.argv[2] === '--bare') await bare(process.argv[3], process.argv.slice(4));
else await bench();
