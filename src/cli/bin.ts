// The `toolseal` bin (dist/cli.js). Start-up is most of a small command's time, so `digest` and
// `canonicalize` load one self-contained file (dist/cli-light.js, built from light.ts) instead of the chunks
// the other commands share; everything else loads the full CLI.
const LIGHT = new Set(['digest', 'canonicalize']);

if (LIGHT.has(process.argv[2] ?? '')) {
  await import('./light.js');
} else {
  const { runCli } = await import('./main.js');
  const { processIO } = await import('./process-io.js');
  // exitCode, not exit(): large outputs must drain through the pipe.
  process.exitCode = await runCli(process.argv.slice(2), processIO());
}
