#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/cli/bin.ts
var command = process.argv[2] ?? "";
if (command === "digest" || command === "canonicalize") {
  await import("./cli-light.js");
} else if (command === "verify-bundle") {
  await import("./cli-verify-bundle.js");
} else {
  const { runCli } = await import("./chunks/main-GLYJUETB.js");
  const { processIO } = await import("./chunks/process-io-4JKKFKLV.js");
  process.exitCode = await runCli(process.argv.slice(2), processIO());
}
