#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/cli/bin.ts
var command = process.argv[2] ?? "";
if (command === "digest" || command === "canonicalize") {
  await import("./cli-light.js");
} else if (command === "verify-bundle") {
  await import("./cli-verify-bundle.js");
} else {
  const { onServerInput } = await import("./chunks/snapshot-budget-FKUXTAZA.js");
  onServerInput(() => process.getBuiltinModule("node:v8").setFlagsFromString("--semi-space-growth-factor=1"));
  const { runCli } = await import("./chunks/main-TU4E25BC.js");
  const { processIO } = await import("./chunks/process-io-6Y6IOFTE.js");
  process.exitCode = await runCli(process.argv.slice(2), processIO());
}
