// Loaded with `node --require` by the benchmarks (bench-lib.mjs peakRssOf): as the process exits, it writes
// its own peak resident memory (KiB) to the file named by BENCH_RSS_FILE. Not a benchmark itself.
const { writeFileSync } = require('node:fs');
process.on('exit', () => writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS)));
