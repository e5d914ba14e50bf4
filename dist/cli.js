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
  const { runCli } = await import("./chunks/main-YB6TKOV7.js");
  const { processIO } = await import("./chunks/process-io-W7GD2Y2O.js");
  process.exitCode = await runCli(process.argv.slice(2), processIO());
}
