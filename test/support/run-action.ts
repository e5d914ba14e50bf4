import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runNode } from './run-process.js';

/**
 * Runs an action entry as a real process, the way the GitHub runner starts a `node24` action: it reads
 * the folder's action.yml, runs `node <runs.main>`, passes each input as `INPUT_<NAME>` (upper-cased,
 * spaces to underscores, hyphens kept) with action.yml defaults for inputs not given (`${{ github.token }}`
 * evaluated to the token), and gives the step fresh `GITHUB_OUTPUT` and `GITHUB_STEP_SUMMARY` files and an
 * event payload at `GITHUB_EVENT_PATH`.
 */

export interface RunActionOptions {
  /** Inputs by their action.yml name (`on-change`, `github-token`). */
  inputs?: Record<string, string>;
  /** The event (`GITHUB_EVENT_NAME`) and its payload (written to `GITHUB_EVENT_PATH`). Default: push, `{}`. */
  event?: { name: string; payload: unknown };
  /** `GITHUB_REPOSITORY`, default `octo-org/octo-repo`. */
  repository?: string;
  /** `GITHUB_API_URL`, e.g. a fake GitHub on 127.0.0.1. Default: an unroutable local address. */
  apiUrl?: string;
  /** `GITHUB_TOKEN` and the value of `${{ github.token }}` in input defaults. */
  token?: string;
  /** The step's working directory (`GITHUB_WORKSPACE`). Default: a fresh temporary folder. */
  cwd?: string;
  /** More environment variables for the step (the base is PATH and HOME only, no proxy settings). */
  env?: Record<string, string>;
  timeoutMs?: number;
}

/** A workflow command the step printed (`::error file=a::text`), with its properties. */
export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  message: string;
}

export interface ActionRun {
  /** The process exit code: 0 success, non-zero a failed step. */
  code: number | null;
  stdout: string;
  stderr: string;
  /** Outputs the step set through `GITHUB_OUTPUT`. */
  outputs: Record<string, string>;
  /** The text the step appended to `GITHUB_STEP_SUMMARY`. */
  summary: string;
  /** Workflow commands on stdout (`error`, `warning`, `notice`, `add-mask`, `debug` …). */
  commands: WorkflowCommand[];
  /** The environment the step ran with (for asserting on what was passed, not for reuse). */
  env: Record<string, string>;
}

/** What this helper reads from an action.yml: input defaults and how the runner starts it. */
export interface ActionManifest {
  inputs: Record<string, { default?: string; required?: boolean }>;
  outputs: string[];
  using: string;
  main: string;
}

/** Runs the action in `actionDir` (a folder holding action.yml) as the runner would. */
export async function runAction(actionDir: string, opts: RunActionOptions = {}): Promise<ActionRun> {
  const manifest = readActionManifest(join(actionDir, 'action.yml'));
  if (manifest.using !== 'node24') throw new Error(`${actionDir}/action.yml: runs.using is ${manifest.using}, expected node24`);
  const temp = mkdtempSync(join(tmpdir(), 'toolseal-step-'));
  try {
    const outputFile = join(temp, 'output.txt');
    const summaryFile = join(temp, 'summary.md');
    const eventFile = join(temp, 'event.json');
    writeFileSync(outputFile, '');
    writeFileSync(summaryFile, '');
    const event = opts.event ?? { name: 'push', payload: {} };
    writeFileSync(eventFile, JSON.stringify(event.payload));
    const token = opts.token ?? '';
    const workspace = opts.cwd ?? mkdtempSync(join(temp, 'workspace-'));

    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: temp,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      GITHUB_EVENT_PATH: eventFile,
      GITHUB_EVENT_NAME: event.name,
      GITHUB_REPOSITORY: opts.repository ?? 'octo-org/octo-repo',
      GITHUB_API_URL: opts.apiUrl ?? 'http://127.0.0.1:9',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_SHA: '0'.repeat(40),
      GITHUB_REF: 'refs/heads/main',
      GITHUB_RUN_ID: '1',
      GITHUB_WORKFLOW: 'test',
      GITHUB_ACTION: 'toolseal',
      GITHUB_ACTOR: 'octocat',
    };
    if (token) env.GITHUB_TOKEN = token;
    for (const [name, spec] of Object.entries(manifest.inputs)) {
      if (spec.default !== undefined) env[inputEnvName(name)] = evaluateDefault(spec.default, token);
    }
    for (const [name, value] of Object.entries(opts.inputs ?? {})) {
      if (!(name in manifest.inputs)) throw new Error(`${actionDir}/action.yml declares no input ${JSON.stringify(name)}`);
      env[inputEnvName(name)] = value;
    }
    Object.assign(env, opts.env ?? {});

    const main = resolve(actionDir, manifest.main);
    const result = await runNode(main, [], { cwd: workspace, env, timeoutMs: opts.timeoutMs ?? 60_000 });
    return {
      code: result.code,
      stdout: result.stdout,
      stderr: result.stderr,
      outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
      summary: readFileSync(summaryFile, 'utf8'),
      commands: parseWorkflowCommands(result.stdout),
      env,
    };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** The runner's name for an input's environment variable: upper case, spaces to `_`, hyphens kept. */
export function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

function evaluateDefault(value: string, token: string): string {
  return value.replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (_, expr: string) => {
    if (expr === 'github.token') return token;
    throw new Error(`run-action cannot evaluate the expression \${{ ${expr} }} in an input default`);
  });
}

/** Parses `GITHUB_OUTPUT`: `name<<DELIM` … `DELIM` blocks and `name=value` lines. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line) continue;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
      if (i >= lines.length) throw new Error(`GITHUB_OUTPUT: no closing delimiter for ${name}`);
      out[name!] = value.join('\n');
      continue;
    }
    const eq = line.indexOf('=');
    if (eq <= 0) throw new Error(`GITHUB_OUTPUT: cannot parse line ${JSON.stringify(line)}`);
    out[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return out;
}

/** Workflow commands (`::name k=v,k=v::message`) printed on stdout, with their escapes undone. */
export function parseWorkflowCommands(stdout: string): WorkflowCommand[] {
  const out: WorkflowCommand[] = [];
  for (const line of stdout.split(/\r?\n/)) {
    const m = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m) continue;
    const properties: Record<string, string> = {};
    for (const pair of (m[2] ?? '').split(',').filter(Boolean)) {
      const eq = pair.indexOf('=');
      properties[pair.slice(0, eq)] = unescapeProperty(pair.slice(eq + 1));
    }
    out.push({ command: m[1]!, properties, message: unescapeData(m[3]!) });
  }
  return out;
}

function unescapeData(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

function unescapeProperty(s: string): string {
  return unescapeData(s.replace(/%3A/g, ':').replace(/%2C/g, ','));
}

/**
 * Reads the parts of an action.yml this helper needs. action.yml files here are plain block YAML
 * (two-space indents, scalars that are bare or quoted); anything else is an error, not a guess.
 */
export function readActionManifest(file: string): ActionManifest {
  const text = readFileSync(file, 'utf8');
  const manifest: ActionManifest = { inputs: {}, outputs: [], using: '', main: '' };
  let section = '';
  let item = '';
  let blockIndent: number | undefined;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trimStart().startsWith('#')) continue;
    const indent = raw.length - raw.trimStart().length;
    if (blockIndent !== undefined && indent > blockIndent) continue; // the lines of a `>-` or `|` scalar
    blockIndent = undefined;
    if (indent > 4) continue; // deeper values hold nothing this reads
    const m = /^\s*([A-Za-z0-9_. -]+?):(?:\s+(.*))?$/.exec(raw);
    if (!m) {
      throw new Error(`${file}: cannot read line ${JSON.stringify(raw)}`);
    }
    const key = m[1]!;
    const rest = m[2] ?? '';
    if (/^[>|][+-]?$/.test(rest.trim())) blockIndent = indent;
    if (indent === 0) {
      section = key;
      item = '';
      continue;
    }
    if (section === 'inputs' && indent === 2) {
      item = key;
      manifest.inputs[key] = {};
    } else if (section === 'inputs' && indent === 4 && item) {
      if (key === 'default') manifest.inputs[item]!.default = scalar(rest);
      if (key === 'required') manifest.inputs[item]!.required = scalar(rest) === 'true';
    } else if (section === 'outputs' && indent === 2) {
      manifest.outputs.push(key);
    } else if (section === 'runs' && indent === 2) {
      if (key === 'using') manifest.using = scalar(rest);
      if (key === 'main') manifest.main = scalar(rest);
    }
  }
  if (!manifest.main) throw new Error(`${file}: no runs.main`);
  return manifest;
}

function scalar(text: string): string {
  const trimmed = text.trim();
  const t = /^['"]/.test(trimmed) ? trimmed : trimmed.replace(/\s+#.*$/, '');
  if (t.startsWith("'") && t.endsWith("'") && t.length >= 2) return t.slice(1, -1).replace(/''/g, "'");
  if (t.startsWith('"') && t.endsWith('"') && t.length >= 2) return JSON.parse(t) as string;
  return t;
}
