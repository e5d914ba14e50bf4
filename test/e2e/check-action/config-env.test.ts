import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../support/paths.js';
import { runAction } from '../../support/run-action.js';

// A config file may come from a pull request, and what its ${VAR} expands is sent to the server it names.
// In the actions it expands only the variables the workflow lists in config-env.
describe('actions: config-env', () => {
  let ws: string;
  beforeAll(() => {
    ws = mkdtempSync(join(tmpdir(), 'toolseal-config-env-'));
    const server = join(ROOT, 'examples', 'server', 'server.mjs');
    writeFileSync(
      join(ws, '.mcp.json'),
      JSON.stringify({ mcpServers: { docs: { command: process.execPath, args: [server], env: { NOTES_KEY: '${API_KEY}' } } } }),
    );
  });
  afterAll(() => rmSync(ws, { recursive: true, force: true }));

  const check = (inputs: Record<string, string>) =>
    runAction(join(ROOT, 'check'), {
      cwd: ws,
      inputs: { config: '.mcp.json', comment: 'false', ...inputs },
      env: { API_KEY: 'k_value_123456' },
    });

  it('does not expand a variable the workflow did not list, even when the job has it, and says it is not listed', async () => {
    const run = await check({});
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).toContain('INVALID_CONFIG');
    expect(run.stdout + run.stderr).toContain('API_KEY is set in the job but not listed in config-env');
    expect(run.stdout + run.stderr + run.summary).not.toContain('k_value_123456');
  });

  it('(twin) calls a variable the job does not have at all unset, not unlisted', async () => {
    const run = await runAction(join(ROOT, 'check'), {
      cwd: ws,
      inputs: { config: '.mcp.json', comment: 'false', 'config-env': 'API_KEY' },
    });
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).toContain('environment variable API_KEY is not set');
    expect(run.stdout + run.stderr).not.toContain('not listed in config-env');
  });

  it('expands a listed variable, and registers its value with the runner as a secret (the twin)', async () => {
    const run = await check({ 'config-env': 'API_KEY' });
    expect(run.code).toBe(0);
    expect(run.commands.filter((c) => c.command === 'add-mask').map((c) => c.message)).toContain('k_value_123456');
  });

  it('refuses a config-env entry that is not a variable name (USAGE)', async () => {
    const run = await check({ 'config-env': 'API_KEY, $(id)' });
    expect(run.code).toBe(2);
    expect(run.stdout + run.stderr).toContain('USAGE');
  });
});

describe('docs/workflows/matrix.yml, run as written', () => {
  // The check step's inputs and env, read from the example itself: a fix to the example is what is tested.
  const text = readFileSync(join(ROOT, 'docs', 'workflows', 'matrix.yml'), 'utf8');
  const block = (key: string) => {
    const m = new RegExp(`\\n {8}${key}:\\n((?: {10}.*\\n| *#.*\\n)+)`).exec(text.slice(text.indexOf('uses: OWNER/toolseal/check')));
    if (!m) throw new Error(`matrix.yml: no ${key}: block under the check step`);
    return Object.fromEntries([...m[1]!.matchAll(/^ {10}([\w-]+): (.*)$/gm)].map(([, k, v]) => [k!, v!.replace(/\s+#.*$/, '')]));
  };
  let ws: string;
  beforeAll(() => {
    ws = mkdtempSync(join(tmpdir(), 'toolseal-matrix-'));
    const server = join(ROOT, 'examples', 'server', 'server.mjs');
    const entry = (env?: Record<string, string>) => ({ command: process.execPath, args: [server], ...(env ? { env } : {}) });
    // The servers of the matrix; github's entry takes its token from the job, as the example's comment says.
    writeFileSync(
      join(ws, '.mcp.json'),
      JSON.stringify({
        mcpServers: { docs: entry(), memory: entry(), github: entry({ TOKEN: '${GITHUB_PERSONAL_ACCESS_TOKEN}' }), filesystem: entry() },
      }),
    );
  });
  afterAll(() => rmSync(ws, { recursive: true, force: true }));

  const run = (without?: string) => {
    const inputs = block('with');
    expect(inputs.server).toBe('${{ matrix.server }}');
    inputs.server = 'github';
    if (without) delete inputs[without];
    const env = Object.fromEntries(Object.keys(block('env')).map((k) => [k, 'ghp_matrix_secret_0123456789']));
    return runAction(join(ROOT, 'check'), { cwd: ws, inputs: { ...inputs, comment: 'false' }, env });
  };

  it('checks the server whose config refers to the job secret (unpinned, exit 0), and masks the secret', async () => {
    const r = await run();
    expect({ code: r.code, pinState: r.outputs['pin-state'] }).toEqual({ code: 0, pinState: 'unpinned' });
    expect(r.commands.filter((c) => c.command === 'add-mask').map((c) => c.message)).toContain('ghp_matrix_secret_0123456789');
  });

  it('(control) the same step without its config-env line fails, naming the variable as not listed', async () => {
    const r = await run('config-env');
    expect(r.code).not.toBe(0);
    expect(r.stdout + r.stderr).toContain('GITHUB_PERSONAL_ACCESS_TOKEN is set in the job but not listed in config-env');
  });
});
