import { runCli } from './main.js';
import { processIO } from './process-io.js';

// The CLI for `digest` and `canonicalize` only (see bin.ts), built as one file: the build leaves the other
// commands out of it, so it never runs them. exitCode, not exit(): large outputs must drain through the pipe.
process.exitCode = await runCli(process.argv.slice(2), processIO());
