// A server that echoes one of its own secrets (an --env value, a --header token, a config's ${VAR}) into
// what it shows the model: no file is written with it (snapshot --out, lock and its --snapshot-dir copy),
// no report prints it, and the error names the server, the tool and the field, never the value (exit 2).
// Each hostile case has its twin: the same server, echoing nothing, is snapshotted as before.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEchoHttpServer } from '../fixtures/servers/echo-http-server.js';
import { startOAuthHttpServer } from '../fixtures/servers/oauth-http-server.js';
import { FIXTURES } from '../support/paths.js';
import { runInProcess, type CliResult } from '../support/run-cli-in-process.js';

const node = process.execPath;
const ECHO = join(FIXTURES, 'servers', 'secret-echo-server.mjs');
const SECRET = 'PLANTED-surface-Secret/7+q';
const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };

/** The secret, or a telling part of one of its spellings, anywhere in a text. */
function leaked(text: string, secret = SECRET): boolean {
  const b64 = Buffer.from(secret).toString('base64');
  return [secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1), b64.slice(2, -2)].some((s) => text.includes(s));
}

let dir: string;
beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), 'toolseal-surface-secret-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Every file under the test's folder, with its text. */
function filesText(): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => readFileSync(join(d.parentPath, d.name), 'utf8'))
    .join('\n');
}

function expectRefused(r: CliResult, what: RegExp): void {
  expect(r.code).toBe(2);
  expect(r.error).toBe('SECRET_IN_SURFACE');
  expect(r.stderr).toMatch(what);
  expect(leaked(r.stdout + r.stderr)).toBe(false);
}

describe('snapshot --out of a stdio server that echoes its --env value', () => {
  it.each([
    ['description', /tool "lookup", field description,/],
    ['base64', /tool "lookup", field description,/],
    ['schema', /tool "lookup", field inputSchema\.properties\.q\.description,/],
    ['instructions', /the initialize result, field instructions,/],
    ['prompt', /prompt "summarize", field description,/],
    ['template', /resource template number 1, field uriTemplate,/],
  ])('echoed into its %s: refused, nothing written, the place named and the value not', async (mode, what) => {
    const out = join(dir, 'snap.json');
    const r = await runInProcess(['snapshot', '--out', out, '--env', `ECHO_SECRET=${SECRET}`, '--', node, ECHO, mode], env);
    expectRefused(r, what);
    expect(r.stderr).toMatch(/stdio server "node secret-echo-server\.mjs"/);
    expect(existsSync(out)).toBe(false);
  });

  it('twin: the same server echoing nothing is written, and so is a value it does not hold', async () => {
    const out = join(dir, 'snap.json');
    const r = await runInProcess(['snapshot', '--out', out, '--env', `ECHO_SECRET=${SECRET}`, '--', node, ECHO, 'none'], env);
    expect(r.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('Looks a word up');
    // A value under 6 characters is not a secret worth refusing a surface for ("word" is in the description).
    const short = await runInProcess(
      ['snapshot', '--out', join(dir, 'short.json'), '--env', 'ECHO_SECRET=word', '--', node, ECHO, 'description'],
      env,
    );
    expect(short.code).toBe(0);
  });
});

describe('lock and check', () => {
  it('lock --snapshot-dir: no lock and no snapshot copy written; check prints no value in any format', async () => {
    const lock = join(dir, 'mcp-tools.lock');
    const snaps = join(dir, 'snapshots');
    const server = ['--env', `ECHO_SECRET=${SECRET}`, '--server-id', 'echo', '--', node, ECHO, 'description'];
    const l = await runInProcess(['lock', '--lock', lock, '--snapshot-dir', snaps, ...server], env);
    expectRefused(l, /tool "lookup", field description,/);
    expect(existsSync(lock)).toBe(false);
    expect(existsSync(snaps) ? readdirSync(snaps) : []).toEqual([]);
    for (const format of [
      [],
      ['--json'],
      ['--markdown', join(dir, 'report.md'), '--show-text'],
      ['--sarif', join(dir, 'report.sarif')],
      ['--audit', join(dir, 'audit.jsonl')],
    ]) {
      const c = await runInProcess(['check', ...format, ...server], env);
      expect(c.code).toBe(2);
      expect(leaked(c.stdout + c.stderr)).toBe(false);
      expect(c.stdout + c.stderr).toContain('SECRET_IN_SURFACE');
    }
    expect(leaked(filesText())).toBe(false);
  });

  it('twin: the same server echoing nothing is pinned, its snapshot copied', async () => {
    const lock = join(dir, 'mcp-tools.lock');
    const snaps = join(dir, 'snapshots');
    const l = await runInProcess(
      ['lock', '--lock', lock, '--snapshot-dir', snaps, '--env', `ECHO_SECRET=${SECRET}`, '--server-id', 'echo', '--', node, ECHO, 'none'],
      env,
    );
    expect(l.code).toBe(0);
    expect(existsSync(lock)).toBe(true);
    expect(readdirSync(snaps)).toEqual(['echo.snapshot.json']);
  });

  it('a config entry whose ${VAR} (inside an env value) the server echoes: refused; twin without the echo passes', async () => {
    const config = join(dir, '.mcp.json');
    // The server reads ECHO_SECRET from env; its value comes from the job's TOKEN through ${TOKEN}.
    const entry = (mode: string) => ({ command: node, args: [ECHO, mode], env: { ECHO_SECRET: 'prefix-${TOKEN}' } });
    writeFileSync(config, JSON.stringify({ mcpServers: { echo: entry('description'), quiet: entry('none') } }));
    const r = await runInProcess(['snapshot', '--config', config, '--server', 'echo', '--out', join(dir, 's.json')], {
      ...env,
      TOKEN: SECRET,
    });
    expectRefused(r, /server "echo" .*tool "lookup", field description,/);
    const twin = await runInProcess(['snapshot', '--config', config, '--server', 'quiet', '--out', join(dir, 's.json')], {
      ...env,
      TOKEN: SECRET,
    });
    expect(twin.code).toBe(0);
  });
});

describe('over HTTP: the --header token echoed by the server', () => {
  const token = 'PLANTED-bearer-Token-42';
  it.each([
    ['description', /tool "fetch_page", field description,/],
    ['instructions', /the initialize result, field instructions,/],
  ] as const)('the bare token of "Authorization: Bearer …" in its %s: refused', async (echo, what) => {
    const server = await startEchoHttpServer({ echo });
    try {
      const out = join(dir, 'snap.json');
      const r = await runInProcess(
        ['snapshot', '--url', server.url, '--transport', 'http', '--header', `Authorization: Bearer ${token}`, '--out', out],
        env,
      );
      expectRefused(r, what);
      expect(leaked(r.stdout + r.stderr, token)).toBe(false);
      expect(existsSync(out)).toBe(false);
    } finally {
      await server.close();
    }
  });

  it('twin: a server that does not echo it is written', async () => {
    const server = await startEchoHttpServer({ echo: 'none' });
    try {
      const out = join(dir, 'snap.json');
      const r = await runInProcess(
        ['snapshot', '--url', server.url, '--transport', 'http', '--header', `Authorization: Bearer ${token}`, '--out', out],
        env,
      );
      expect(r.code).toBe(0);
      expect(readFileSync(out, 'utf8')).not.toContain(token);
    } finally {
      await server.close();
    }
  });
});

describe('over HTTP with OAuth: the access token it issued, echoed by the server', () => {
  const clientSecret = 'ci-secret-' + 'z'.repeat(24);
  const oauthEnv = () => ({ ...env, XDG_CONFIG_HOME: join(dir, 'config'), HOME: dir, TOOLSEAL_OAUTH_CLIENT_SECRET: clientSecret });
  const args = (url: string, out: string) => [
    'snapshot',
    '--url',
    url,
    '--oauth-client-credentials',
    '--oauth-client-id',
    'ci-client',
    '--timeout',
    '30',
    '--out',
    out,
  ];

  it('in a tool description: refused once the token is known, nothing written, the token in no output', async () => {
    const server = await startOAuthHttpServer([]);
    const lastAccessToken = () => server.issued.filter((t) => t.startsWith('at_')).at(-1) ?? '';
    // The description is read when the server answers: it holds the token of that very request.
    server.tools = [
      {
        name: 'whoami',
        inputSchema: { type: 'object' },
        get description() {
          return `Signed in with ${lastAccessToken()}`;
        },
      },
    ];
    server.addClient('ci-client', clientSecret);
    try {
      const out = join(dir, 'snap.json');
      const r = await runInProcess(args(server.url, out), oauthEnv(), dir);
      expectRefused(r, /tool "whoami", field description,/);
      expect(lastAccessToken()).not.toBe('');
      for (const t of [...server.issued, clientSecret]) expect(leaked(r.stdout + r.stderr, t)).toBe(false);
      expect(existsSync(out)).toBe(false);
    } finally {
      await server.close();
    }
  });

  it('twin: a server that does not echo it is written', async () => {
    const server = await startOAuthHttpServer([{ name: 'whoami', description: 'Says who you are', inputSchema: { type: 'object' } }]);
    server.addClient('ci-client', clientSecret);
    try {
      const out = join(dir, 'snap.json');
      const r = await runInProcess(args(server.url, out), oauthEnv(), dir);
      expect(r.code).toBe(0);
      expect(readFileSync(out, 'utf8')).toContain('Says who you are');
    } finally {
      await server.close();
    }
  });
});
