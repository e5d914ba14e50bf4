import { decodeUtf8 } from '../core/json-text.js';
import type { CliIO } from './command.js';

/** The real process's streams, environment and working folder. */
export function processIO(): CliIO {
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
