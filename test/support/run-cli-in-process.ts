import type { CliIO } from '../../src/cli/command.js';
import { runCli } from '../../src/cli/main.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  /** The error code of the one error line (`toolseal: CODE: message`), if any. */
  error: string | undefined;
}

/** Runs the CLI in this process (the same runCli as dist/cli.js), capturing its output. */
export async function runInProcess(argv: string[], env: NodeJS.ProcessEnv = {}, cwd = process.cwd()): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    readStdin: async () => '',
    env,
    cwd,
    isTTY: false,
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr, error: errorCodeOf(stderr) };
}

/** The code of the one error line `toolseal: CODE: message`, if any. */
export function errorCodeOf(stderr: string): string | undefined {
  return /^toolseal: ([A-Z_]+):/m.exec(stderr)?.[1];
}
