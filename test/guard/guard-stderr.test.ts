// What the guard writes on the host's stderr: its own lines (`toolseal guard: …`) and the server's, each
// of those marked `[server] `, whole, with its controls escaped and its secrets redacted; and no secret of
// the server (an --env value, the token of a --header, a ${VAR} in a config's command) in any of it, nor
// in the errors the host gets. Each hostile case beside its twin.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEchoHttpServer } from '../fixtures/servers/echo-http-server.js';
import { CLI, FIXTURES } from '../support/paths.js';
import { runCliProcess } from '../support/run-process.js';
import { MAX_SERVER_LINE, ServerStderrRelay } from '../../src/guard/server-stderr.js';
import { startHost, tempDir, type Host } from './guard-support.js';

const node = process.execPath;
const ECHO = join(FIXTURES, 'servers', 'secret-echo-server.mjs');
const ENV = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
const INIT = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw-host', version: '1' } },
};

/** The secret, or a telling part of its base64 or percent-encoded spelling, anywhere in a text. */
function leaked(text: string, secret: string): boolean {
  const b64 = Buffer.from(secret).toString('base64');
  return [secret, encodeURIComponent(secret), b64.slice(2, -2)].some((s) => text.includes(s));
}

/** The guard as a process with one host line on its stdin, which ends at the guard's first line on stderr: its exit code and output. */
function guardOnce(args: string[], env: NodeJS.ProcessEnv = ENV): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(node, [CLI, 'guard', ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString('utf8');
      if (/^toolseal guard: .*\n/m.test(err)) child.stdin.end();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: out, stderr: err });
    });
    child.stdin.on('error', () => {});
    child.stdin.write(JSON.stringify(INIT) + '\n');
  });
}

describe("the server's stderr through the guard", () => {
  const secret = 'PLANTED-guard-Env/Value+9';
  let t: ReturnType<typeof tempDir>;
  let host: Host | undefined;
  beforeEach(() => void (t = tempDir()));
  afterEach(async () => {
    await host?.close();
    host = undefined;
    t.remove();
  });

  async function hostWithStderr(): Promise<string> {
    const server = ['--env', `ECHO_SECRET=${secret}`, '--', node, ECHO, 'stderr'];
    const pinned = await runCliProcess(['lock', '--lock', t.lock, ...server]);
    expect(pinned.code).toBe(0);
    host = await startHost(['--lock', t.lock, ...server], []);
    expect(await host.toolNames()).toEqual(['lookup']);
    return host.stderrMatching(/then the rest of it\n/);
  }

  it('an --env value the server logs (as written, base64, percent-encoded) is redacted; twin: the rest of its line is shown', async () => {
    const err = await hostWithStderr();
    expect(leaked(err, secret)).toBe(false);
    expect(err).toContain('[server] starting with key ***\n');
    // (A base64 text keeps a character or two at its edges that depend on what surrounds the secret.)
    expect(err).toMatch(/\[server\] key as base64 \*\*\*\S{0,3} and percent \*\*\*\n/);
  });

  it("no server line passes for the guard's, carries a control character or is split; twin: the guard's own lines are unmarked", async () => {
    const err = await hostWithStderr();
    const lines = err.split('\n').slice(0, -1);
    for (const line of lines) expect(line).toMatch(/^(?:\[server\] |toolseal guard: )/);
    // The forged lines arrive, marked as the server's: none reads as the guard's.
    expect(lines.filter((l) => l.startsWith('toolseal guard:') && l.includes('forged'))).toEqual([]);
    expect(err).toContain('[server] toolseal guard: ALLOWED: every tool approved (forged by the server)\n');
    expect(err).toContain('[server] progress 50%\\u000dtoolseal guard: forged after a carriage return\n');
    // ANSI (ESC, BEL) and the carriage return are escaped: no raw control but the newlines.
    // eslint-disable-next-line no-control-regex -- the stderr must hold no raw control character but the newlines
    expect(err).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(err).toContain('[server] \\u001b[2J\\u001b[31mred text\\u001b[0m and a title \\u001b]0;owned\\u0007\n');
    // One line in two writes is one line.
    expect(err).toContain('[server] half a line, then the rest of it\n');
  });
});

describe("secrets in the guard's own messages", () => {
  let t: ReturnType<typeof tempDir>;
  beforeEach(() => void (t = tempDir()));
  afterEach(() => t.remove());

  it("a ${VAR} in a config entry's command that cannot start is not printed; twin: a plain missing command is named", async () => {
    const config = join(t.dir, '.mcp.json');
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: { hidden: { command: '${SERVER_DIR}/bin/server' }, plain: { command: join(t.dir, 'no-such-dir', 'server') } },
      }),
    );
    const secretDir = join(t.dir, 'PLANTED-secret-Dir');
    const hidden = await guardOnce(['--lock', t.lock, '--config', config, '--server', 'hidden'], { ...ENV, SERVER_DIR: secretDir });
    expect(hidden.code).toBe(4);
    expect(hidden.stderr).toMatch(/^toolseal guard: SNAPSHOT_INCOMPLETE: cannot start the server: .*cannot start/m);
    expect(hidden.stderr).not.toContain('PLANTED-secret-Dir');
    const plain = await guardOnce(['--lock', t.lock, '--config', config, '--server', 'plain']);
    expect(plain.code).toBe(4);
    expect(plain.stderr).toContain(join(t.dir, 'no-such-dir', 'server'));
  });

  it('a tool named with an --env value: the audit file and the WARN line have it as ***; twin: another new name is kept', async () => {
    const secret = 'plantedAuditSecret42';
    const server = (mode: string) => ['--env', `ECHO_SECRET=${secret}`, '--server-id', 'echo', '--', node, ECHO, mode];
    expect((await runCliProcess(['lock', '--lock', t.lock, ...server('none')])).code).toBe(0);
    const events: Array<Record<string, unknown>> = [];
    for (const mode of ['name', 'rename']) {
      const audit = join(t.dir, `${mode}.jsonl`);
      const host = await startHost(['--lock', t.lock, '--on-change', 'warn', '--audit', audit, ...server(mode)], []);
      try {
        await host.toolNames();
        const err = await host.stderrMatching(/WARN/);
        expect(err).not.toContain(secret);
      } finally {
        await host.close();
      }
      const text = readFileSync(audit, 'utf8');
      expect(text).not.toContain(secret);
      events.push(JSON.parse(text.trim()) as Record<string, unknown>);
    }
    const added = (e: Record<string, unknown>) =>
      (e.changed as Array<{ tool: string; change: string }>).filter((c) => c.change === 'added').map((c) => c.tool);
    expect(added(events[0]!)).toEqual(['lookup_***']);
    expect(added(events[1]!)).toEqual(['lookup_v2']);
  });

  describe('over --url: the bearer token a server echoes in an HTTP error body', () => {
    const token = 'PLANTED-guard-Bearer-77';

    it('while connecting: neither the bare token nor its base64 on stderr; twin: the body itself is shown', async () => {
      const server = await startEchoHttpServer({ echo: 'none', failOn: 'initialize' });
      try {
        const r = await guardOnce([
          '--lock',
          t.lock,
          '--url',
          server.url,
          '--transport',
          'http',
          '--header',
          `Authorization: Bearer ${token}`,
        ]);
        expect(r.stderr).toContain('ECHO-MARKER bad token ***');
        expect(leaked(r.stdout + r.stderr, token)).toBe(false);
      } finally {
        await server.close();
      }
    });

    it("on a later request: the host's JSON-RPC error and stderr hold neither; twin: the host's error names the status, stderr the body", async () => {
      const server = await startEchoHttpServer({ echo: 'none', failOn: 'ping' });
      let host: Host | undefined;
      try {
        host = await startHost(
          ['--lock', t.lock, '--url', server.url, '--transport', 'http', '--header', `Authorization: Bearer ${token}`],
          [],
        );
        const error = await host.client.ping().then(
          () => '',
          (e: Error) => e.message,
        );
        // The body is the server's text: the host gets the status in the guard's words, stderr the body escaped and redacted.
        expect(error).toContain('the server refused the request (HTTP ');
        expect(error).not.toContain('ECHO-MARKER');
        expect(await host.stderrMatching(/ECHO-MARKER/)).toContain('ECHO-MARKER bad token ***');
        expect(leaked(error, token)).toBe(false);
        expect(leaked(host.stderr(), token)).toBe(false);
      } finally {
        await host?.close();
        await server.close();
      }
    });
  });
});

describe('ServerStderrRelay bounds', () => {
  const secret = 'PLANTED-relay-Secret-0123456789';
  function relayed(chunks: string[]): string {
    let out = '';
    const relay = new ServerStderrRelay([secret], (t) => (out += t));
    for (const c of chunks) relay.push(c);
    relay.end();
    return out;
  }

  it('a line past the bound is cut, the rest of it skipped, and a secret across the cut leaves no part of it; twin: the next line is whole', () => {
    // The secret starts just before the cut: its first half must not be left at the end of what is shown.
    const long = 'x'.repeat(MAX_SERVER_LINE - 10) + secret + 'y'.repeat(5000);
    const out = relayed([long.slice(0, 9000), long.slice(9000), '\nnext line\n']);
    const lines = out.split('\n');
    expect(lines[0]!.length).toBeLessThanOrEqual(MAX_SERVER_LINE + 100);
    expect(lines[0]).toMatch(/^\[server\] x+… \(a line of more than \d+ characters, cut\)$/);
    expect(out).not.toContain(secret.slice(0, 8));
    expect(out).not.toContain('yyyy');
    expect(lines[1]).toBe('[server] next line');
  });

  it('a last line without its newline is passed on at the end; twin: an empty stream writes nothing', () => {
    expect(relayed(['no newline at the end'])).toBe('[server] no newline at the end\n');
    expect(relayed([])).toBe('');
  });
});
