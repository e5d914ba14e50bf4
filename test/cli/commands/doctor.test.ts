import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { FIXTURES } from '../../support/paths.js';

// `toolseal doctor` (src/cli/commands/doctor.ts), in this process, on a config of real stdio servers: one
// line per check, ok or PROBLEM, under each server, the count, exit 1 on any problem; --json; a server
// name that carries terminal escapes is printed escaped. (The checks themselves: test/run/doctor.test.ts.)

const TOOLS_SERVER = join(FIXTURES, 'servers', 'tools-file-server.mjs');
const node = process.execPath;
let dir: string;
let config: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-doctor-cmd-'));
  const tools = join(dir, 'tools.json');
  writeFileSync(tools, JSON.stringify([{ name: 'search', description: 'Search', inputSchema: { type: 'object' } }]));
  config = join(dir, '.mcp.json');
  writeFileSync(
    config,
    JSON.stringify({ mcpServers: { plain: { command: node, args: [TOOLS_SERVER, tools] }, off: { command: node, disabled: true } } }),
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('toolseal doctor', () => {
  it('prints each check under its server, ok or PROBLEM, and the count; a problem is exit 1', async () => {
    const r = await runInProcess(['doctor'], {}, dir);
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n');
    expect(lines.slice(0, 2)).toEqual([`config "${config}"`, `node ${process.version}`]);
    expect(lines).toContain('server "plain"');
    expect(lines).toContain('  PROBLEM wrapped         not wrapped: the host starts it directly (toolseal wrap)');
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}ok {6}server-answers {2}.* answered with 1 tool$/));
    expect(lines).toContain('server "off": disabled, not started');
    expect(r.stdout.endsWith('\n1 problem(s) found\n')).toBe(true);
    expect(r.stderr).toBe('');
  });

  it('--json is the result as one document', async () => {
    const r = await runInProcess(['doctor', '--config', config, '--json'], {}, dir);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { problems: number; exitCode: number; servers: Array<{ id: string }> };
    expect(out).toMatchObject({ config, problems: 1, exitCode: 1 });
    expect(out.servers.map((s) => s.id)).toEqual(['plain', 'off']);
  });

  it('a server name with terminal escapes is printed escaped; its twin, a plain name, as written', async () => {
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: { 'evil\u001b[2J\u001b]0;owned\u0007': { command: node, disabled: true }, calm: { command: node, disabled: true } },
      }),
    );
    const r = await runInProcess(['doctor', '--config', config], {}, dir);
    expect(r.code).toBe(0);
    // eslint-disable-next-line no-control-regex -- the raw control characters are what must not be printed
    expect(r.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
    expect(r.stdout).toContain('server "calm": disabled, not started');
    expect(r.stdout).toMatch(/server "evil.*2J.*owned.*": disabled, not started/);
    expect(r.stdout.endsWith('\nno problem found\n')).toBe(true);
  });

  it('a --timeout that is not a positive number is a usage error (exit 2)', async () => {
    const r = await runInProcess(['doctor', '--config', config, '--timeout', 'soon'], {}, dir);
    expect(r.code).toBe(2);
    expect(r.error).toBe('USAGE');
    expect(r.stdout).toBe('');
  });
});
