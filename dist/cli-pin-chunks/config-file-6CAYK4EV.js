#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// not-in-cli-pin:src/mcp/config/config-file.ts
throw new Error("toolseal: dist/cli-pin.js reads snapshot files only and has no src/mcp/config/config-file.ts; run the command with dist/cli.js");
