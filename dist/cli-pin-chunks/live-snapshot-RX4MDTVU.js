#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// not-in-cli-pin:src/mcp/snapshot/live-snapshot.ts
throw new Error("toolseal: dist/cli-pin.js reads snapshot files only and has no src/mcp/snapshot/live-snapshot.ts; run the command with dist/cli.js");
