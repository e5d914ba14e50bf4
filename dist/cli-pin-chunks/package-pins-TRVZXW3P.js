#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// not-in-cli-pin:src/run/package-pins.ts
throw new Error("toolseal: dist/cli-pin.js reads snapshot files only and has no src/run/package-pins.ts; run the command with dist/cli.js");
