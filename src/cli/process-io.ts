import { decodeUtf8 } from '../core/json-text.js';
import { osErrorText } from '../core/errors.js';
import type { CliIO } from './command.js';

/** The real process's streams, environment and working folder. */
export function processIO(): CliIO {
  // A reader that closed early (`toolseal digest big.json | head -1`) is not an error of ours: stop quietly
  // instead of dying on an unhandled EPIPE with a stack trace.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    process.stderr.write(`toolseal: IO_ERROR: cannot write to stdout: ${osErrorText(e)}\n`);
    process.exit(2);
  });
  return {
    stdout: (t) => void process.stdout.write(t),
    stderr: (t) => void process.stderr.write(t),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const c of process.stdin) chunks.push(c as Buffer);
      return decodeUtf8(Buffer.concat(chunks), 'stdin');
    },
    env: process.env,
    cwd: process.cwd(),
    isTTY: process.stdout.isTTY === true,
  };
}
