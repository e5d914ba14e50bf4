import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/paths.js';
import { runAction } from '../support/run-action.js';

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
    runAction(join(ROOT, 'check'), { cwd: ws, inputs: { config: '.mcp.json', comment: 'false', ...inputs }, env: { API_KEY: 'k_value_123456' } });

  it('does not expand a variable the workflow did not list, even when the job has it', async () => {
    const run = await check({});
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).toContain('INVALID_CONFIG');
    expect(run.stdout + run.stderr + run.summary).not.toContain('k_value_123456');
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
