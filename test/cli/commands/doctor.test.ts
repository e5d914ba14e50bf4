import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetContainment } from '../../../src/mcp/process/pid-namespace.js';
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
    expect(lines[2]).toMatch(/^(server processes: PID namespace|descendants by sampling: |server processes: ended as a tree by taskkill)/);
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

  // The machine's containment of server processes, each way it can be: the probe pointed at an unshare
  // that is not there takes the fallback, and says so; the twin probes this machine (Linux with a usable
  // unshare: the namespace).
  describe('the containment line', () => {
    afterEach(() => resetContainment());
    const third = async () => (await runInProcess(['doctor', '--config', config], {}, dir)).stdout.split('\n')[2];

    it('no unshare: "descendants by sampling", saying what a daemon may do and why', async () => {
      resetContainment(join(dir, 'no-such-unshare'));
      expect(await third()).toBe(
        process.platform === 'win32'
          ? 'server processes: ended as a tree by taskkill /T /F: a process whose parent ended before the server may outlive it (not Linux)'
          : `descendants by sampling: a daemon that re-parents within 250 ms may outlive the server (${process.platform === 'linux' ? 'no unshare (util-linux) on PATH' : 'not Linux'})`,
      );
    });

    (process.platform === 'linux' ? it : it.skip)(
      'the twin (Linux): the unshare on PATH, where it runs, is the PID namespace',
      async () => {
        resetContainment();
        // Whether this machine runs one, asked of unshare directly (root needs no user namespace).
        const flags =
          process.geteuid!() === 0
            ? ['--pid', '--fork', '--kill-child']
            : ['--user', '--map-current-user', '--pid', '--fork', '--kill-child'];
        const runs = spawnSync('unshare', [...flags, '--', 'true'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
        expect(await third()).toMatch(runs ? /^server processes: PID namespace \(/ : /^descendants by sampling: /);
      },
    );
  });

  it('a --timeout that is not a positive number is a usage error (exit 2)', async () => {
    const r = await runInProcess(['doctor', '--config', config, '--timeout', 'soon'], {}, dir);
    expect(r.code).toBe(2);
    expect(r.error).toBe('USAGE');
    expect(r.stdout).toBe('');
  });
});

describe('toolseal doctor in each host format (the formats check reads, wrap names)', () => {
  const q = JSON.stringify;
  const tools = () => join(dir, 'tools.json');

  it.each([
    ['config.toml', () => `[mcp_servers.docs]\ncommand = ${q(node)}\nargs = [${q(TOOLS_SERVER)}, ${q(tools())}]\n`],
    ['config.yaml', () => `mcpServers:\n  - name: docs\n    command: ${q(node)}\n    args: [${q(TOOLS_SERVER)}, ${q(tools())}]\n`],
    ['settings.json', () => q({ context_servers: { docs: { command: { path: node, args: [TOOLS_SERVER, tools()] } } } })],
  ])('reads %s: the server answers, and it is not wrapped (exit 1)', async (name, text) => {
    const file = join(dir, name);
    writeFileSync(file, text());
    const r = await runInProcess(['doctor', '--config', file], {}, dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('server "docs"');
    expect(r.stdout).toMatch(/^ {2}ok {6}server-answers {2}.* answered with 1 tool$/m);
    expect(r.stdout).toContain('  PROBLEM wrapped ');
  });

  it('a VS Code ${input:ID}: missing, the config check names it and --input; given, the server answers (the value never printed)', async () => {
    const file = join(dir, 'mcp.json');
    writeFileSync(
      file,
      q({ servers: { docs: { type: 'stdio', command: node, args: [TOOLS_SERVER, tools()], env: { KEY: '${input:key}' } } } }),
    );
    const missing = await runInProcess(['doctor', '--config', file], {}, dir);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('${input:key} asks the user for a value in VS Code: give it with --input key=VALUE');
    const given = await runInProcess(['doctor', '--config', file, '--input', 'key=s3cr3t-value'], {}, dir);
    expect(given.stdout).toMatch(/^ {2}ok {6}server-answers {2}.* answered with 1 tool$/m);
    expect(given.stdout + given.stderr).not.toContain('s3cr3t-value');
  });
});
