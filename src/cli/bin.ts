// The `toolseal` bin (dist/cli.js). Start-up is most of a small command's time, so `digest`,
// `canonicalize` and `verify-bundle` load one self-contained file each (dist/cli-light.js,
// dist/cli-verify-bundle.js, both built from light.ts) instead of the chunks the other commands share;
// everything else loads the full CLI.
const command = process.argv[2] ?? '';

if (command === 'digest' || command === 'canonicalize') {
  await import('./light.js');
} else if (command === 'verify-bundle') {
  await import('./light-verify-bundle.js');
} else {
  const { runCli } = await import('./main.js');
  const { processIO } = await import('./process-io.js');
  // exitCode, not exit(): large outputs must drain through the pipe.
  process.exitCode = await runCli(process.argv.slice(2), processIO());
}
