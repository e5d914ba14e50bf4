import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, ROOT } from '../../support/paths.js';
import { runCliProcess, runNode } from '../../support/run-process.js';
import { emptyLock } from '../../../src/core/lock/lock.js';
import { serializeLockBytes } from '../../../src/core/lock/lock-text.js';
import { serveNpmPackage, startHostileRegistry } from '../../support/hostile-registry.js';

// What `toolseal wrap` writes as the guard's command: the toolseal that ran it (absolute Node and
// dist/cli.js), or this exact version from npm when asked, never a bare `npx -y toolseal`; and the guard's
// options (--lock and --audit absolute, --unpinned) as given. Runs dist/cli.js (`npm run bundle` first).

const PKG = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
const EXAMPLE = join(ROOT, 'examples', 'server', 'server.mjs');
type Entry = { command: string; args: string[] };
const entryOf = (text: string, key = 'notes') => (JSON.parse(text) as { mcpServers: Record<string, Entry> }).mcpServers[key]!;

let dir: string;
let config: string;
beforeEach(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'toolseal-wrap-cmd-')));
  config = join(dir, '.mcp.json');
  writeFileSync(config, JSON.stringify({ mcpServers: { notes: { command: process.execPath, args: [EXAMPLE] } } }, null, 2) + '\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('toolseal wrap: the guard command it writes', () => {
  it('by default, the absolute Node and dist/cli.js of the toolseal that ran it, and the lock path absolute', async () => {
    const r = await runCliProcess(['wrap', '--config', '.mcp.json'], { cwd: dir });
    expect(r.code).toBe(0);
    const e = entryOf(r.stdout);
    expect(e.command).toBe(process.execPath);
    expect(e.args.slice(0, 2)).toEqual([realpathSync(CLI), 'guard']);
    expect(e.args).toEqual(expect.arrayContaining(['--lock', join(dir, 'mcp-tools.lock')]));
    expect(e.args).not.toContain('toolseal');
  });

  it('(hostile) never the bare name a registry could serve anyone under: with --toolseal-npx, this exact version, which the registry serves', async () => {
    const registry = await startHostileRegistry();
    try {
      const { base } = serveNpmPackage(registry, 'toolseal', PKG.version, Buffer.from('the toolseal tarball'));
      const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', npm_config_registry: base };
      const r = await runCliProcess(['wrap', '--config', config, '--toolseal-npx'], { cwd: dir, env });
      expect(r.code).toBe(0);
      const e = entryOf(r.stdout);
      expect([e.command, ...e.args.slice(0, 3)]).toEqual(['npx', '-y', `toolseal@${PKG.version}`, 'guard']);
      // The twin: a registry that serves another version only is refused (exit 2).
      const other = serveNpmPackage(registry, 'toolseal', '9.9.9', Buffer.from('another toolseal'));
      const refused = await runCliProcess(['wrap', '--config', config, '--toolseal-npx'], {
        cwd: dir,
        env: { ...env, npm_config_registry: other.base },
      });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/^toolseal: USAGE: --toolseal-npx: the npm registry does not serve toolseal@/);
    } finally {
      await registry.close();
    }
  });

  it('--toolseal-command stays, and it and --toolseal-npx together are a usage error', async () => {
    const r = await runCliProcess(['wrap', '--config', config, '--toolseal-command', 'toolseal'], { cwd: dir });
    expect(entryOf(r.stdout).command).toBe('toolseal');
    const both = await runCliProcess(['wrap', '--config', config, '--toolseal-command', 'toolseal', '--toolseal-npx'], { cwd: dir });
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/^toolseal: USAGE: give --toolseal-command or --toolseal-npx, not both/);
  });

  it('passes --unpinned block and --audit FILE (absolute) to each guard, a relative --lock made absolute, ${VAR} lock left to the host', async () => {
    const r = await runCliProcess(['wrap', '--config', config, '--unpinned', 'block', '--audit', 'audit.jsonl', '--lock', 'locks/a.lock'], {
      cwd: dir,
    });
    expect(r.code).toBe(0);
    const args = entryOf(r.stdout).args;
    expect(args).toEqual(
      expect.arrayContaining(['--unpinned', 'block', '--audit', join(dir, 'audit.jsonl'), '--lock', join(dir, 'locks', 'a.lock')]),
    );
    const vs = await runCliProcess(['wrap', '--config', config, '--lock', '${workspaceFolder}/mcp-tools.lock'], { cwd: dir });
    expect(entryOf(vs.stdout).args).toEqual(expect.arrayContaining(['--lock', '${workspaceFolder}/mcp-tools.lock']));
  });

  it('(hostile) an --unpinned value the guard does not know is a usage error, not written into the config', async () => {
    const r = await runCliProcess(['wrap', '--config', config, '--unpinned', 'sometimes', '--write'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^toolseal: USAGE: --unpinned must be allow or block/);
    expect(entryOf(readFileSync(config, 'utf8')).command).toBe(process.execPath);
    expect(entryOf(readFileSync(config, 'utf8')).args).toEqual([EXAMPLE]);
  });

  it('(hostile to the user) wrapping before any lock exists warns that each guard will refuse to start, and it does; the twin with the lock says nothing', async () => {
    const before = await runCliProcess(['wrap', '--config', config, '--write'], { cwd: dir });
    expect(before.code).toBe(0);
    expect(before.stderr).toMatch(/WARN: .*mcp-tools\.lock.* does not exist yet: each wrapped server's guard refuses to start/);
    const e = entryOf(readFileSync(config, 'utf8'));
    expect(e.command).toBe(process.execPath);
    const started = await runNode(e.args[0]!, e.args.slice(1), { cwd: tmpdir() });
    expect({ code: started.code, stderr: started.stderr }).toEqual({
      code: 2,
      stderr: expect.stringMatching(/IO_ERROR: .*no such file \(named by --lock/),
    });
  });

  it('the entry written starts: a host gets no tools from an unpinned server under --unpinned block, and the audit (absolute: the host ran it elsewhere) says so', async () => {
    // A lock that pins nothing yet: the guard is given it by name, and a named lock must exist.
    writeFileSync(join(dir, 'mcp-tools.lock'), serializeLockBytes(emptyLock()));
    const wrapped = await runCliProcess(['wrap', '--config', config, '--unpinned', 'block', '--audit', 'audit.jsonl', '--write'], {
      cwd: dir,
    });
    expect(wrapped.code).toBe(0);
    // The one warning: the lock has no entry under the key written, with the command that pins it.
    const warnings = wrapped.stderr.split('\n').filter((l) => /WARN/.test(l));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^toolseal wrap: WARN: the lock has no entry for server "notes" .*NOT_PINNED.*: toolseal lock .*--server notes$/,
    );
    const e = entryOf(readFileSync(config, 'utf8'));
    const client = new Client({ name: 'host', version: '1' });
    await client.connect(new StdioClientTransport({ command: e.command, args: e.args, cwd: tmpdir(), stderr: 'pipe' }));
    let listed: unknown;
    try {
      listed = await client.listTools().then(
        (r) => r.tools.map((t) => t.name),
        (err: Error) => err.message,
      );
    } finally {
      await client.close();
    }
    expect(listed).toEqual([]);
    const events = readFileSync(join(dir, 'audit.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(events).toEqual([expect.objectContaining({ server: 'notes', pinState: 'unpinned', decision: 'block', code: 'NOT_PINNED' })]);
  }, 60_000);
});
