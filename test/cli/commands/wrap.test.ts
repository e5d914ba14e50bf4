import { chmodSync, lstatSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { parse } from 'jsonc-parser';
import { CLI } from '../../support/paths.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { ALL_TOOLS, GUARD_SERVER, tempDir } from '../../guard/guard-support.js';
import { pinIn, stdioServer, within } from '../../support/in-process-guard.js';
import { serveNpmPackage, startHostileRegistry, type HostileRegistry } from '../../support/hostile-registry.js';
import { VERSION } from '../../../src/version.js';
import { GUARD_OPTIONS } from '../../../src/mcp/config/wrapped-entry.js';

// `toolseal wrap` (src/cli/commands/wrap.ts), in this process: the config printed or written in place (its
// permissions kept, through a symbolic link), --undo, and the usage it refuses. The rewriting itself is
// test/guard/wrap-config/.

const CLAUDE_DESKTOP = `{
  "globalShortcut": "",
  "mcpServers": {
    "memory": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-memory"]
    },
    "bare": { "command": "/usr/local/bin/bare-server" }
  }
}
`;

const serversOf = (text: string) => {
  const doc = parse(text, [], { allowTrailingComma: true }) as Record<string, Record<string, Record<string, unknown>>>;
  return doc.mcpServers ?? doc.servers!;
};

describe('toolseal wrap (the command)', () => {
  let t: ReturnType<typeof tempDir>;
  beforeEach(() => {
    t = tempDir();
  });
  afterEach(() => t.remove());
  const wrap = (args: string[]) => runInProcess(['wrap', ...args], {}, t.dir);

  it('--write rewrites the file in place, --undo restores it; a host started from the wrapped entry gets the tools through the guard', async () => {
    const config = join(t.dir, '.mcp.json');
    const original =
      JSON.stringify({ mcpServers: { guarded: { command: process.execPath, args: [GUARD_SERVER, t.calls] } } }, null, 2) + '\n';
    writeFileSync(config, original);
    const toolseal = `${process.execPath} ${CLI}`;
    const w = await wrap(['--config', config, '--toolseal-command', toolseal, '--lock', t.lock, '--write']);
    expect(w.code).toBe(0);
    expect(w.stderr).toContain('wrapped "guarded"');
    const entry = serversOf(readFileSync(config, 'utf8')).guarded!;

    const transport = new StdioClientTransport({ command: entry.command as string, args: entry.args as string[], stderr: 'pipe' });
    const client = new Client({ name: 'host', version: '1' });
    try {
      await within(client.connect(transport), 'the guarded connection');
      expect((await within(client.listTools(), 'the tools')).tools.map((x) => x.name)).toEqual(ALL_TOOLS);
    } finally {
      await client.close();
    }

    const again = await wrap(['--config', config, '--toolseal-command', toolseal, '--lock', t.lock, '--write']);
    expect(again.stderr).toContain('nothing to change');
    expect((await wrap(['--config', config, '--undo', '--write'])).code).toBe(0);
    expect(readFileSync(config, 'utf8')).toBe(original);
  });

  it('--write keeps the file permissions, and replaces the file a symbolic link points at, not the link', async () => {
    const real = join(t.dir, 'real-config.json');
    writeFileSync(real, CLAUDE_DESKTOP, { mode: 0o600 });
    chmodSync(real, 0o600);
    const link = join(t.dir, 'claude_desktop_config.json');
    symlinkSync(real, link);
    expect((await wrap(['--config', link, '--write'])).code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(statSync(real).mode & 0o777).toBe(0o600);
    // Without --toolseal-command: this Node, running this toolseal's dist/cli.js.
    const memory = serversOf(readFileSync(real, 'utf8')).memory!;
    expect(memory.command).toBe(process.execPath);
    expect((memory.args as string[])[0]).toMatch(/[/\\]dist[/\\]cli\.js$/);
  });

  it('passes --fail-on and --snapshot-dir (made absolute) to each guard, which reads them back; the twin without them passes neither', async () => {
    const config = join(t.dir, 'claude_desktop_config.json');
    writeFileSync(config, CLAUDE_DESKTOP);
    const guardValues = (stdout: string) => {
      const args = serversOf(stdout).bare!.args as string[];
      const own = args.slice(args.indexOf('guard') + 1, args.indexOf('--'));
      return parseArgs({ args: own, options: GUARD_OPTIONS, allowPositionals: false, strict: true }).values;
    };
    const r = await wrap(['--config', config, '--fail-on', 'schema-expansion,added', '--snapshot-dir', 'reviewed']);
    expect(r.code).toBe(0);
    expect(guardValues(r.stdout)).toMatchObject({ 'fail-on': 'schema-expansion,added', 'snapshot-dir': join(t.dir, 'reviewed') });
    const twin = await wrap(['--config', config]);
    expect(guardValues(twin.stdout)['fail-on']).toBeUndefined();
    expect(guardValues(twin.stdout)['snapshot-dir']).toBeUndefined();
    // A kind the guard does not know would stop every wrapped server: refused here (exit 2), the file untouched.
    const bad = await wrap(['--config', config, '--fail-on', 'prose,bogus', '--write']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--fail-on: unknown kind "bogus"/);
    expect(readFileSync(config, 'utf8')).toBe(CLAUDE_DESKTOP);
  });

  it('prints the wrapped config without --write, leaving the file alone, and warns of a lock not written yet', async () => {
    const config = join(t.dir, 'claude_desktop_config.json');
    writeFileSync(config, CLAUDE_DESKTOP);
    const r = await wrap(['--config', config, '--lock', 'not-yet.lock']);
    expect(r.code).toBe(0);
    expect(serversOf(r.stdout).memory!.command).toBe(process.execPath);
    expect(r.stderr).toBe(
      `toolseal wrap: WARN: "${join(t.dir, 'not-yet.lock')}" does not exist yet: each wrapped server's guard refuses to start until \`toolseal lock\` writes it\n`,
    );
    expect(readFileSync(config, 'utf8')).toBe(CLAUDE_DESKTOP);
  });

  // `toolseal lock -- CMD` pins the server under its serverInfo.name ("guard-upstream"); the guard wrap
  // writes is given the config key: wrap says so, and prints the command that pins it under that key.
  it('warns of a wrapped server the lock has no entry for under its config key, with the lock command; the twin, a key it pins, no warning', async () => {
    const config = join(t.dir, '.mcp.json');
    const server = stdioServer(GUARD_SERVER, t.calls);
    writeFileSync(config, JSON.stringify({ mcpServers: { notes: { command: server.command, args: server.args } } }));
    await pinIn(t.lock, server);
    const r = await wrap(['--config', config, '--lock', t.lock, '--toolseal-command', 'toolseal']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      `toolseal wrap: WARN: the lock has no entry for server "notes" (the id its guard is given): its guard blocks every tool (NOT_PINNED) until it is pinned: toolseal lock --lock ${t.lock} --config ${config} --server notes\n`,
    );
    const twin = join(t.dir, 'twin.json');
    writeFileSync(twin, JSON.stringify({ mcpServers: { 'guard-upstream': { command: server.command, args: server.args } } }));
    const ok = await wrap(['--config', twin, '--lock', t.lock, '--toolseal-command', 'toolseal']);
    expect(ok.code).toBe(0);
    expect(ok.stderr).toBe('');
  });

  describe('--toolseal-npx, against an npm registry on 127.0.0.1 (npm_config_registry)', () => {
    let registry: HostileRegistry;
    beforeEach(async () => {
      registry = await startHostileRegistry();
    });
    afterEach(() => registry.close());
    const npxWrap = (base: string, more: string[] = []) => {
      const config = join(t.dir, 'claude_desktop_config.json');
      writeFileSync(config, CLAUDE_DESKTOP);
      return runInProcess(['wrap', '--config', config, '--toolseal-npx', ...more], { npm_config_registry: base }, t.dir);
    };

    it('runs this exact version when the registry serves it, its tarball matching its integrity; a host variable in --lock is left for the host', async () => {
      const { base } = serveNpmPackage(registry, 'toolseal', VERSION, Buffer.from('the toolseal tarball'));
      const r = await npxWrap(base, ['--lock', '${workspaceFolder}/mcp-tools.lock']);
      expect(r.code).toBe(0);
      const memory = serversOf(r.stdout).memory!;
      expect(memory.command).toBe('npx');
      expect((memory.args as string[]).slice(0, 2)).toEqual(['-y', `toolseal@${VERSION}`]);
      expect(memory.args).toContain('${workspaceFolder}/mcp-tools.lock');
      expect(r.stderr).toBe('');
      expect(registry.hits).toEqual(['/npm/toolseal', `/npm/tarballs/${VERSION}.tgz`]);
    });

    it('(hostile) refuses a version the registry does not serve: whoever claims it would decide what runs (USAGE, exit 2, one line)', async () => {
      const { base } = serveNpmPackage(registry, 'toolseal', '9.9.9', Buffer.from('another toolseal'));
      const r = await npxWrap(base);
      expect({ code: r.code, error: r.error, stdout: r.stdout }).toEqual({ code: 2, error: 'USAGE', stdout: '' });
      expect(r.stderr).toMatch(
        new RegExp(`^toolseal: USAGE: --toolseal-npx: the npm registry does not serve toolseal@${VERSION.replace(/\./g, '\\.')} `),
      );
      expect(r.stderr).toContain('leave out --toolseal-npx (the default: this toolseal by its absolute node path)');
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    });

    it('(hostile) refuses a tarball that is not the integrity the registry gives for it', async () => {
      const { base } = serveNpmPackage(registry, 'toolseal', VERSION, Buffer.from('the toolseal tarball'));
      registry.assets[`/npm/tarballs/${VERSION}.tgz`] = Buffer.from('swapped after publishing');
      const r = await npxWrap(base);
      expect({ code: r.code, error: r.error }).toEqual({ code: 2, error: 'USAGE' });
      expect(r.stderr).toContain('ARTIFACT_MISMATCH');
    });

    it('(hostile) refuses when the registry cannot be reached', async () => {
      const r = await npxWrap('http://127.0.0.1:9/');
      expect({ code: r.code, error: r.error, stdout: r.stdout }).toEqual({ code: 2, error: 'USAGE', stdout: '' });
      expect(r.stderr).toMatch(/^toolseal: USAGE: --toolseal-npx: the npm registry does not serve toolseal@/);
    });
  });

  it.each([
    ['no --config', [], 'wrap needs --config FILE'],
    [
      '--undo with a wrapping option',
      ['--config', 'c.json', '--undo', '--on-change', 'fail'],
      '--undo restores the originals: it takes no',
    ],
    [
      'both ways of running toolseal',
      ['--config', 'c.json', '--toolseal-npx', '--toolseal-command', 'toolseal'],
      'give --toolseal-command or --toolseal-npx, not both',
    ],
    ['an empty --toolseal-command', ['--config', 'c.json', '--toolseal-command', '  '], '--toolseal-command is empty'],
  ])('refuses %s (exit 2, one line, the file untouched)', async (_what, args, message) => {
    writeFileSync(join(t.dir, 'c.json'), CLAUDE_DESKTOP);
    const r = await wrap(args);
    expect(r.code).toBe(2);
    expect(r.error).toBe('USAGE');
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe('');
    expect(readFileSync(join(t.dir, 'c.json'), 'utf8')).toBe(CLAUDE_DESKTOP);
  });

  it("Codex's config.toml, a format wrap does not write, is refused naming it (exit 2), the file untouched; doctor reads the same file", async () => {
    const config = join(t.dir, 'config.toml');
    const text = '[mcp_servers.memory]\ncommand = "npx"\nargs = ["-y", "@modelcontextprotocol/server-memory"]\n';
    writeFileSync(config, text);
    const r = await wrap(['--config', config, '--write']);
    expect(r).toMatchObject({ code: 2, error: 'USAGE' });
    expect(r.stderr).toBe(
      `toolseal: USAGE: ${config}: wrap does not write Codex's TOML (~/.codex/config.toml); it rewrites .mcp.json, claude_desktop_config.json, .cursor/mcp.json, mcp_config.json, .continue/mcpServers/*.json, .vscode/mcp.json (put each server behind "toolseal guard --server-id NAME --lock FILE -- CMD ARGS" by hand: docs/guard.md)\n`,
    );
    expect(readFileSync(config, 'utf8')).toBe(text);
    const doctor = await runInProcess(['doctor', '--config', config, '--timeout', '1', '--json'], { PATH: '/nonexistent' }, t.dir);
    expect((JSON.parse(doctor.stdout) as { servers: Array<{ id: string }> }).servers.map((s) => s.id)).toEqual(['memory']);
  });

  it('a config that is not JSON is a usage error (exit 2), the file untouched', async () => {
    const config = join(t.dir, '.mcp.json');
    writeFileSync(config, '{"mcpServers": ');
    const r = await wrap(['--config', config, '--write']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^toolseal: INVALID_CONFIG: /);
    expect(readFileSync(config, 'utf8')).toBe('{"mcpServers": ');
  });
});
