import { runCli } from './main.js';
import { processIO } from './process-io.js';

// The `toolseal` bin (dist/cli.js). exitCode, not exit(): large outputs must drain through the pipe.
process.exitCode = await runCli(process.argv.slice(2), processIO());
