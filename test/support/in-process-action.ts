import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inputEnvName, parseOutputFile, parseWorkflowCommands, readActionManifest, type ActionRun } from './run-action.js';

/**
 * Runs an action's `run()` from src/ in this process, with its inputs as the runner passes them
 * (`INPUT_<NAME>`, action.yml defaults for those not given) and fresh `GITHUB_OUTPUT` and
 * `GITHUB_STEP_SUMMARY` files; what it prints on stdout (workflow commands) is collected. The environment and
 * the process's exit code are put back afterwards. One run at a time (it sets process.env and stdout).
 * The end-to-end tests (test/e2e) run the built entry as a process; this runs the source.
 */
export async function runActionInProcess(
  actionDir: string,
  run: () => Promise<void>,
  opts: { inputs?: Record<string, string>; cwd: string; env?: Record<string, string>; summaryFile: string },
): Promise<Omit<ActionRun, 'stderr' | 'env'>> {
  const manifest = readActionManifest(join(actionDir, 'action.yml'));
  const temp = mkdtempSync(join(tmpdir(), 'toolseal-step-'));
  const outputFile = join(temp, 'output.txt');
  writeFileSync(outputFile, '');
  // @actions/core keeps the summary file's path once it has read it: the same file for every run of a test file.
  writeFileSync(opts.summaryFile, '');
  const env: Record<string, string> = {
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: opts.summaryFile,
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    GITHUB_WORKSPACE: opts.cwd,
  };
  for (const [name, spec] of Object.entries(manifest.inputs)) {
    if (spec.default !== undefined) env[inputEnvName(name)] = spec.default.includes('${{') ? '' : spec.default;
  }
  for (const [name, value] of Object.entries(opts.inputs ?? {})) {
    if (!(name in manifest.inputs)) throw new Error(`${actionDir}/action.yml declares no input ${JSON.stringify(name)}`);
    env[inputEnvName(name)] = value;
  }
  Object.assign(env, opts.env ?? {});
  const saved = new Map(Object.keys(env).map((k) => [k, process.env[k]]));
  saved.set('GITHUB_TOKEN', process.env.GITHUB_TOKEN);
  delete process.env.GITHUB_TOKEN;
  Object.assign(process.env, env);
  const cwd = process.cwd();
  const write = process.stdout.write;
  let stdout = '';
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stdout.write;
  const exitCodeBefore = process.exitCode;
  try {
    process.chdir(opts.cwd);
    await run();
    const code = Number(process.exitCode ?? 0);
    return {
      code,
      stdout,
      outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
      summary: readFileSync(opts.summaryFile, 'utf8'),
      commands: parseWorkflowCommands(stdout),
    };
  } finally {
    process.stdout.write = write;
    process.exitCode = exitCodeBefore;
    process.chdir(cwd);
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    rmSync(temp, { recursive: true, force: true });
  }
}
