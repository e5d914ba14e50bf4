#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/cli/bin.ts
var command = process.argv[2] ?? "";
if (command === "digest" || command === "canonicalize") {
  await import("./cli-light.js");
} else if (command === "verify-bundle") {
  await import("./cli-verify-bundle.js");
} else if ((command === "lock" || command === "check") && readsSnapshotFileOnly(process.argv.slice(3))) {
  await import("./cli-pin.js");
} else {
  const { onServerInput } = await import("./chunks/snapshot-budget-NI5734GN.js");
  onServerInput(() => process.getBuiltinModule("node:v8").setFlagsFromString("--semi-space-growth-factor=1"));
  const { runCli } = await import("./chunks/main-HPIFVUDB.js");
  const { processIO } = await import("./chunks/process-io-46DYOYBT.js");
  process.exitCode = await runCli(process.argv.slice(2), processIO());
}
function readsSnapshotFileOnly(args) {
  if (args.includes("--")) return false;
  return args.some((a) => a === "--snapshot" || a.startsWith("--snapshot=")) && !args.some((a) => a.startsWith("--oauth-logout"));
}
