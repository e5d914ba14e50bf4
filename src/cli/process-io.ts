import { writeSync } from 'node:fs';
import { isatty } from 'node:tty';
import { decodeUtf8 } from '../core/json/strict-reader.js';
import { osErrorText } from '../core/errors.js';
import type { CliIO } from './command.js';

/** The real process's streams, environment and working folder. */
export function processIO(): CliIO {
  return {
    stdout: writeStdout,
    stderr: writeStderr,
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const c of process.stdin) chunks.push(c as Buffer);
      return decodeUtf8(Buffer.concat(chunks), 'stdin');
    },
    env: process.env,
    cwd: process.cwd(),
    // Asked of the descriptors: creating process.stdout (what its isTTY would take) loads Node's stream
    // and net code, a tenth of a small command's start-up.
    isTTY: isatty(1),
    stderrIsTTY: isatty(2),
  };
}

// Output goes straight to file descriptor 1 while it can: creating process.stdout (a stream over a pipe
// loads Node's net and stream code) is a tenth of a small command's start-up. A pipe that would block
// (one set non-blocking by whoever holds it), and every write after it, goes through the stream instead,
// in order.
let stream = false;

function writeStdout(text: string): void {
  if (stream) {
    process.stdout.write(text);
    return;
  }
  const bytes = Buffer.from(text, 'utf8');
  let written = 0;
  try {
    while (written < bytes.length) written += writeSync(1, bytes, written);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code !== 'EAGAIN') return stdoutFailed(err);
    useStream();
    process.stdout.write(bytes.subarray(written));
  }
}

function useStream(): void {
  stream = true;
  process.stdout.on('error', (e: NodeJS.ErrnoException) => stdoutFailed(e));
}

// A reader that closed early (`toolseal digest big.json | head -1`) is not an error of ours: stop quietly
// instead of dying on an unhandled EPIPE with a stack trace.
function stdoutFailed(e: NodeJS.ErrnoException): never {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  process.stderr.write(`toolseal: IO_ERROR: cannot write to stdout: ${osErrorText(e)}\n`);
  process.exit(2);
}

let stderrWatched = false;

// A reader that closed stderr (EPIPE) is not a failure of the command: its lines are lost, the command
// goes on (an unhandled stream error would end the process with a stack trace).
function writeStderr(text: string): void {
  if (!stderrWatched) {
    stderrWatched = true;
    process.stderr.on('error', () => {});
  }
  process.stderr.write(text);
}
