// The `toolseal` bin (dist/cli.js). Start-up is most of a small command's time, so `digest`,
// `canonicalize` and `verify-bundle` load one self-contained file each (dist/cli-light.js,
// dist/cli-verify-bundle.js, both built from single-file-cli.ts) instead of the chunks the other commands share,
// and so do `lock` and `check` of a snapshot file (dist/cli-pin.js and the chunks of dist/cli-pin-chunks/ its
// command imports: only the code of signed upgrades, publisher options and reports asked for is in chunks
// loaded when used, so a plain check parses about a sixth of it); everything else loads the full CLI.
const command = process.argv[2] ?? '';

if (command === 'digest' || command === 'canonicalize') {
  await import('./single-file-cli.js');
} else if (command === 'verify-bundle') {
  await import('./single-file-verify-bundle.js');
} else if ((command === 'lock' || command === 'check') && readsSnapshotFileOnly(process.argv.slice(3))) {
  await import('./single-file-snapshot-pin.js');
} else {
  // A server may send millions of tools, all of which survive while they arrive: V8 then grows its young
  // generation to the maximum and keeps it (about 100 MB more for a page of a million tiny tools, 19 MB
  // sent), which alone would break the rule that peak memory grows with the bytes received, not faster
  // (4x plus a fixed base). So once a server starts sending, the young generation stays at its start
  // size: more, smaller scavenges instead (about 6% more CPU time on a list of 10,000 tools; a list of a
  // few tools never fills it). Commands that read files only are left as they are. V8 reads the flag each
  // time it would grow the young generation, so it applies though set while running (on the node command
  // line instead, it was measured to make no difference).
  const { onServerInput } = await import('../mcp/server/snapshot-budget.js');
  onServerInput(() => process.getBuiltinModule('node:v8').setFlagsFromString('--semi-space-growth-factor=1'));
  const { runCli } = await import('./main.js');
  const { processIO } = await import('./process-io.js');
  // exitCode, not exit(): large outputs must drain through the pipe.
  process.exitCode = await runCli(process.argv.slice(2), processIO());
}

/**
 * Whether a `lock` or `check` command line names a snapshot file and so starts, configures and authorizes
 * no server: `--snapshot` among its own options (the CLI parses strictly, so such a token is that option,
 * never another's value), no server command (`--`), no `--oauth-logout`. dist/cli-pin.js has only what
 * such a run can load; any other command line, and a mistaken one, goes to the full CLI, which also says
 * what is wrong with it.
 */
function readsSnapshotFileOnly(args: string[]): boolean {
  if (args.includes('--')) return false;
  return args.some((a) => a === '--snapshot' || a.startsWith('--snapshot=')) && !args.some((a) => a.startsWith('--oauth-logout'));
}
