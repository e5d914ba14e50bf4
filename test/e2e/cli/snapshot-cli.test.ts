import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { assertSnapshot } from '../../../src/core/snapshot/snapshot-read.js';
import { snapshotText } from '../../../src/core/snapshot/snapshot-text.js';
import { snapshotFileName } from '../../../src/mcp/snapshot/snapshot-file.js';
import { startSdkHttpServer, type RunningServer } from '../../fixtures/servers/http-servers.js';
import { CLI } from '../../support/paths.js';
import { runCliProcess } from '../../support/run-process.js';
import { EXAMPLE_SERVER, RAW_SERVER, isRunning, waitUntil } from '../../mcp/helpers.js';

// The built CLI (npm run bundle) as a process, on this Node.
const node = process.execPath;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-cli-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const oneErrorLine = (stderr: string, code: string) => expect(stderr).toMatch(new RegExp(`^toolseal: ${code}: [^\\n]+\\n$`));

describe('toolseal snapshot (the CLI process)', () => {
  it('prints the example server snapshot on stdout, exit 0, and digest reads it', async () => {
    const r = await runCliProcess(['snapshot', '--', node, EXAMPLE_SERVER]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as unknown;
    assertSnapshot(doc);
    expect(doc.tools).toHaveLength(3);
    const file = join(dir, 's.json');
    writeFileSync(file, r.stdout);
    const d = await runCliProcess(['digest', file, '--json']);
    expect(d.code).toBe(0);
    expect(JSON.parse(d.stdout).manifestDigest).toBe(doc.manifestDigest);
  });

  it('--out FILE writes the deterministic pretty text with a final newline', async () => {
    const out = join(dir, 'snap.json');
    const r = await runCliProcess(['snapshot', '--out', out, '--', node, RAW_SERVER, 'pages', '3', '2']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    const text = readFileSync(out, 'utf8');
    const doc = JSON.parse(text);
    assertSnapshot(doc);
    expect(text).toBe(snapshotText(doc));
    expect(doc.pages).toBe(3);
  });

  it('a looping cursor: exit 4, one line on stderr, nothing on stdout, no file', async () => {
    const out = join(dir, 'snap.json');
    const r = await runCliProcess(['snapshot', '--out', out, '--', node, RAW_SERVER, 'loop']);
    expect(r.code).toBe(4);
    oneErrorLine(r.stderr, 'SNAPSHOT_INCOMPLETE');
    expect(r.stdout).toBe('');
    expect(existsSync(out)).toBe(false);
  });

  it('--timeout bounds a server that never answers: exit 4 (--json gives the code)', async () => {
    const r = await runCliProcess(['snapshot', '--timeout', '0.5', '--json', '--', node, RAW_SERVER, 'silent']);
    expect(r.code).toBe(4);
    expect(JSON.parse(r.stdout).code).toBe('SNAPSHOT_INCOMPLETE');
  });

  it('a tool name on two pages: exit 2 (DUPLICATE_TOOL_NAME)', async () => {
    const r = await runCliProcess(['snapshot', '--', node, RAW_SERVER, 'dup-pages']);
    expect(r.code).toBe(2);
    oneErrorLine(r.stderr, 'DUPLICATE_TOOL_NAME');
  });

  it('no server: exit 2 (USAGE)', async () => {
    const r = await runCliProcess(['snapshot']);
    expect(r.code).toBe(2);
    oneErrorLine(r.stderr, 'USAGE');
  });

  it('leaves no process behind when it exits', async () => {
    const pidFile = join(dir, 'pid');
    const r = await runCliProcess(['snapshot', '--', node, RAW_SERVER, 'grandchild', pidFile]);
    expect(r.code).toBe(0);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(await waitUntil(() => !isRunning(pid), 3000)).toBe(true);
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('ends the server when toolseal itself gets %s', async (signal) => {
    const pidFile = join(dir, 'pid');
    const child = spawn(node, [CLI, 'snapshot', '--timeout', '60', '--env', `PID_FILE=${pidFile}`, '--', node, RAW_SERVER, 'hang'], {
      env: { PATH: process.env.PATH ?? '' },
      stdio: 'ignore',
    });
    const exited = new Promise<NodeJS.Signals | null>((r) => child.once('exit', (_c, s) => r(s)));
    expect(await waitUntil(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8') !== '', 10_000)).toBe(true);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(isRunning(pid)).toBe(true);
    child.kill(signal);
    expect(await exited).toBe(signal);
    expect(await waitUntil(() => !isRunning(pid), 3000)).toBe(true);
  });

  describe('invalid server arguments: exit 2 (USAGE), one line, no secret echoed', () => {
    const secret = 'PLANTED-arg-secret-0d9e11';
    it('--env without a name (`--env $TOKEN`) does not print the value', async () => {
      const r = await runCliProcess(['snapshot', '--env', secret, '--', node, EXAMPLE_SERVER]);
      expect(r.code).toBe(2);
      oneErrorLine(r.stderr, 'USAGE');
      expect(r.stderr + r.stdout).not.toContain(secret);
    });

    it('a header name that is not an HTTP field name is refused before connecting, its text not shown', async () => {
      const r = await runCliProcess(['snapshot', '--url', 'http://127.0.0.1:1/mcp', '--header', `Bearer ${secret}: x`]);
      expect(r.code).toBe(2);
      oneErrorLine(r.stderr, 'USAGE');
      expect(r.stderr).not.toContain(secret);
    });

    it('a URL that is not http(s) is invalid input (2), not a server that failed (4); the URL is not echoed', async () => {
      const r = await runCliProcess(['snapshot', '--url', `ftp://127.0.0.1/${secret}`]);
      expect(r.code).toBe(2);
      oneErrorLine(r.stderr, 'USAGE');
      expect(r.stderr).not.toContain(secret);
      // Control: an http URL with nothing listening is a snapshot that could not be taken.
      const down = await runCliProcess(['snapshot', '--url', 'http://127.0.0.1:1/mcp', '--header', 'X-Key: v', '--timeout', '5']);
      expect(down.code).toBe(4);
    });
  });

  describe('--config FILE --all --out DIR', () => {
    let http: RunningServer;
    const headerSecret = 'PLANTED-cli-header-secret-8e1f';
    const envSecret = 'PLANTED-cli-env-secret-c44a';
    beforeEach(async () => {
      http = await startSdkHttpServer({
        transport: 'streamable-http',
        pages: [[{ name: 'remote_tool', inputSchema: { type: 'object' } }]],
        authorization: `Bearer ${headerSecret}`,
      });
    });
    afterEach(() => http.close());

    it('writes <server id>.snapshot.json for each server that worked, reports the one that failed, exit 4, no secret anywhere', async () => {
      const config = join(dir, '.mcp.json');
      writeFileSync(
        config,
        JSON.stringify({
          mcpServers: {
            local: { command: node, args: [RAW_SERVER, 'pages', '2', '2'], env: { API_KEY: '${API_KEY}' } },
            'acme/remote': { type: 'http', url: http.url, headers: { Authorization: 'Bearer ${REMOTE_TOKEN}' } },
            broken: { command: node, args: [RAW_SERVER, 'crash2'], env: { ECHO_SECRET: '${API_KEY}' } },
          },
        }),
      );
      const out = join(dir, 'snapshots');
      const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', API_KEY: envSecret, REMOTE_TOKEN: headerSecret };
      const r = await runCliProcess(['snapshot', '--config', config, '--all', '--out', out], { env });
      expect(r.code).toBe(4);
      // The same file names as lock --snapshot-dir (an id with "/" stays one file inside the folder).
      expect(readdirSync(out).sort()).toEqual([snapshotFileName('acme/remote'), snapshotFileName('local')].sort());
      expect(snapshotFileName('acme/remote')).not.toContain('/');
      expect(r.stderr).toMatch(/^toolseal: SNAPSHOT_INCOMPLETE: server "broken": /m);
      const remote = JSON.parse(readFileSync(join(out, snapshotFileName('acme/remote')), 'utf8'));
      expect(remote.server).toBe('acme/remote');
      expect(remote.transport).toBe('streamable-http');
      const everything = [r.stdout, r.stderr, ...readdirSync(out).map((f) => readFileSync(join(out, f), 'utf8'))].join('\n');
      expect(everything).not.toContain(envSecret);
      expect(everything).not.toContain(headerSecret);
    });

    it('--all --json without --out: stdout stays one JSON array (the failures on stderr); with --out, the outcome object with the worst code', async () => {
      const config = join(dir, '.mcp.json');
      writeFileSync(
        config,
        JSON.stringify({
          mcpServers: { ok: { command: node, args: [RAW_SERVER, 'pages', '1', '1'] }, broken: { command: join(dir, 'no-such-command') } },
        }),
      );
      const r = await runCliProcess(['snapshot', '--config', config, '--all', '--json']);
      expect(r.code).toBe(4);
      const doc = JSON.parse(r.stdout) as Array<{ server: string }>;
      expect(doc.map((s) => s.server)).toEqual(['ok']);
      expect(r.stderr).toMatch(/^toolseal: SNAPSHOT_INCOMPLETE: server "broken": /m);
      const out = join(dir, 'snapshots');
      const w = await runCliProcess(['snapshot', '--config', config, '--all', '--json', '--out', out]);
      expect(w.code).toBe(4);
      expect(JSON.parse(w.stdout)).toEqual({
        code: 'SNAPSHOT_INCOMPLETE',
        message: 'some servers failed',
        servers: [
          { server: 'ok', ok: true },
          { server: 'broken', ok: false, code: 'SNAPSHOT_INCOMPLETE' },
        ],
      });
      // The code is the worst failure's own: an unusable config entry is INVALID_CONFIG (exit 2).
      writeFileSync(
        config,
        JSON.stringify({
          mcpServers: { ok: { command: node, args: [RAW_SERVER, 'pages', '1', '1'] }, bad: { command: node, envFile: '.env' } },
        }),
      );
      const c = await runCliProcess(['snapshot', '--config', config, '--all', '--json', '--out', out]);
      expect(c.code).toBe(2);
      expect(JSON.parse(c.stdout).code).toBe('INVALID_CONFIG');
    });

    it('keeps hostile config keys inside the folder: ../, /, an absolute path, NUL, a leading dot, CON', async () => {
      const config = join(dir, '.mcp.json');
      const server = { command: node, args: [RAW_SERVER, 'pages', '1', '1'] };
      const ids = ['../escape', '/abs/path', 'a\u0000b', '.hidden', '..', 'CON'];
      writeFileSync(config, JSON.stringify({ mcpServers: Object.fromEntries(ids.map((id) => [id, server])) }));
      const out = join(dir, 'deep', 'snapshots');
      const r = await runCliProcess(['snapshot', '--config', config, '--all', '--out', out]);
      expect(r.code).toBe(0);
      expect(readdirSync(out).sort()).toEqual(ids.map(snapshotFileName).sort());
      // Nothing landed outside the folder.
      expect(readdirSync(join(dir, 'deep'))).toEqual(['snapshots']);
      expect(existsSync(join(dir, 'escape.snapshot.json'))).toBe(false);
      for (const id of ids) expect(JSON.parse(readFileSync(join(out, snapshotFileName(id)), 'utf8')).server).toBe(id);
    });

    it('refuses config keys that differ only in case (one file on macOS and Windows): exit 2, one line, nothing written', async () => {
      const config = join(dir, '.mcp.json');
      const server = { command: node, args: [RAW_SERVER, 'pages', '1', '1'] };
      writeFileSync(config, JSON.stringify({ mcpServers: { docs: server, Docs: server } }));
      const out = join(dir, 'snapshots');
      const r = await runCliProcess(['snapshot', '--config', config, '--all', '--out', out]);
      expect(r.code).toBe(2);
      oneErrorLine(r.stderr, 'INVALID_INPUT');
      expect(readdirSync(out)).toEqual([]);
      // Control: keys that differ in more than case each get their file.
      writeFileSync(config, JSON.stringify({ mcpServers: { docs: server, Docs2: server } }));
      expect((await runCliProcess(['snapshot', '--config', config, '--all', '--out', out])).code).toBe(0);
      expect(readdirSync(out).sort()).toEqual(['Docs2.snapshot.json', 'docs.snapshot.json']);
    });
  });
});
