import { runCli } from './main.js';
import { processIO } from './process-io.js';

// The CLI for one or two small commands (see bin.ts), built as one file per set of commands
// (dist/cli-light.js: digest and canonicalize; dist/cli-verify-bundle.js: verify-bundle): the build leaves
// the other commands out of each, and bin.ts never sends them there. exitCode, not exit(): large outputs must drain through the pipe.
process.exitCode = await runCli(process.argv.slice(2), processIO());
