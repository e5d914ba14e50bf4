import type { ParseArgsConfig } from 'node:util';

/** What a command may touch: the process's streams, environment and working folder, passed in. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  readStdin(): Promise<string>;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** stdout is a terminal (colour allowed unless NO_COLOR). */
  isTTY: boolean;
  /** stderr is a terminal (a progress line for a slow snapshot; never otherwise). */
  stderrIsTTY?: boolean;
}

export interface CommandContext {
  /** Parsed options (node:util parseArgs values). */
  values: Record<string, string | boolean | Array<string | boolean> | undefined>;
  positionals: string[];
  /** Everything after a bare `--` (a stdio server's command and arguments). */
  rest: string[] | undefined;
  io: CliIO;
}

/** One subcommand: its help text, its options, and what it does; returns the exit code. */
export interface Command {
  name: string;
  summary: string;
  /** Full help text, printed by `toolseal NAME --help`. */
  help: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** How many positionals it takes at most (default 0). */
  maxPositionals?: number;
  run(ctx: CommandContext): Promise<number>;
}
