// Secrets (`--env` values, header values, URL userinfo and query values, `${VAR}` expansions anywhere in a
// config entry, the command included) stay out of every output, also when a server echoes them back
// percent-encoded, base64-encoded (standard or url-safe, inside a longer encoded text) or JSON-escaped.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redactSecrets } from '../../src/mcp/server/secret-values.js';
import { startSdkHttpServer, type RunningServer } from '../fixtures/servers/http-servers.js';
import { FIXTURES } from '../support/paths.js';
import { runInProcess } from '../support/run-cli-in-process.js';

const node = process.execPath;
const SCRIPTED = join(FIXTURES, 'servers', 'scripted-stdio-server.mjs');

/** Every spelling of a secret a server may echo, each inside some text. */
function spellings(secret: string): Record<string, string> {
  return {
    percent: encodeURIComponent(secret),
    percentLower: encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
    form: new URLSearchParams({ q: secret }).toString().slice(2),
    json: JSON.stringify(secret).slice(1, -1),
    jsonUnicode: secret
      .split('')
      .map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .join(''),
    base64: Buffer.from(secret).toString('base64'),
    base64url: Buffer.from(secret).toString('base64url'),
    basicAuth: Buffer.from(`user:${secret}`).toString('base64'),
    basicAuthShifted: Buffer.from(`u1:${secret}`).toString('base64url'),
  };
}

/** The parts of a spelling that carry the secret (a base64 text keeps a character or two of its edges). */
function leaks(output: string, secret: string): string[] {
  const found: string[] = [];
  for (const [kind, text] of Object.entries({ raw: secret, ...spellings(secret) })) {
    const core = kind.startsWith('base') ? text.slice(3, -3) : text;
    if (output.includes(core)) found.push(kind);
  }
  return found;
}

describe('redactSecrets', () => {
  const secret = 'tok/en+va"l ue-é😀-7Q';
  it.each(Object.entries(spellings(secret)))('redacts the %s spelling', (_kind, text) => {
    const out = redactSecrets(`before ${text} after`, [secret]);
    expect(leaks(out, secret)).toEqual([]);
    expect(out).toMatch(/^before .*\*\*\*.* after$/);
  });

  it('control: text that only shares a prefix with the secret, or a secret under 6 characters encoded, is left alone', () => {
    expect(redactSecrets('tok/en+va and dG9rL2Vu', [secret])).toBe('tok/en+va and dG9rL2Vu');
    expect(redactSecrets('c2hvcnQ= and %73hort', ['short'])).toBe('c2hvcnQ= and %73hort');
    // As written, whatever it is given is redacted (which values are a server's secrets, 6+ characters, serverSecrets decides).
    expect(redactSecrets('is short', ['short'])).toBe('is ***');
  });
});

describe('echoes of secrets from live servers', () => {
  let dir: string;
  beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), 'toolseal-secrets-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };

  /** A scripted stdio server whose tools/list error echoes `secret` in every spelling. */
  function echoing(secret: string): string {
    const file = join(dir, `echo-${Math.random().toString(16).slice(2)}.json`);
    const listError = `ECHO-MARKER ${Object.entries(spellings(secret))
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`;
    writeFileSync(file, JSON.stringify({ listError }));
    return file;
  }

  it('an --env value echoed in every spelling: none of it in the output; the echo itself is shown', async () => {
    const secret = 'PLANTED-env-Value/9+x';
    const r = await runInProcess(['snapshot', '--env', `API_KEY=${secret}`, '--', node, SCRIPTED, echoing(secret)], env);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('ECHO-MARKER');
    expect(leaks(r.stdout + r.stderr, secret)).toEqual([]);
  });

  it('control: a value that is not a secret of the server is echoed as is', async () => {
    const other = 'NOT-a-secret-Value/9+x';
    const r = await runInProcess(['snapshot', '--env', 'API_KEY=PLANTED-unrelated', '--', node, SCRIPTED, echoing(other)], env);
    expect(leaks(r.stderr, other)).toContain('percent');
  });

  it('a ${VAR} expanded into a config entry\'s args, echoed encoded, and into its command: redacted, also in "cannot start"', async () => {
    const token = 'PLANTED-config-Token=7';
    const secretDir = join(dir, 'PLANTED-secret-dir');
    const config = join(dir, '.mcp.json');
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: {
          echo: { command: node, args: [SCRIPTED, echoing(token), '--token=${TOKEN}'] },
          missing: { command: '${SERVER_DIR}/bin/server' },
        },
      }),
    );
    const r = await runInProcess(['check', '--config', config, '--all', '--json'], { ...env, TOKEN: token, SERVER_DIR: secretDir }, dir);
    expect(r.code).toBe(4);
    const out = r.stdout + r.stderr;
    expect(out).toContain('ECHO-MARKER');
    expect(out).toContain('cannot start');
    expect(leaks(out, token)).toEqual([]);
    expect(out).not.toContain('PLANTED-secret-dir');
  });

  describe('over HTTP', () => {
    let server: RunningServer;
    const header = 'PLANTED-header-Secret/42';
    const query = 'PLANTED-query-Secret+42';
    afterEach(() => server.close());

    it('a header value and a URL query value echoed in a 401 body in every spelling: none of it in the output', async () => {
      const body = `ECHO-MARKER ${Object.values(spellings(header)).join(' ')} ${Object.values(spellings(query)).join(' ')}`;
      server = await startSdkHttpServer({ transport: 'streamable-http', pages: [[]], authorization: 'Bearer other', rejectBody: body });
      const url = `${server.url}?key=${encodeURIComponent(query)}`;
      const r = await runInProcess(['snapshot', '--url', url, '--transport', 'http', '--header', `Authorization: Bearer ${header}`], env);
      expect(r.code).toBe(4);
      const out = r.stdout + r.stderr;
      expect(out).toContain('ECHO-MARKER');
      expect(leaks(out, header)).toEqual([]);
      expect(leaks(out, query)).toEqual([]);
    });

    it('a Basic credential echoed decoded (user:password, or the password alone): redacted', async () => {
      const password = 'PLANTED-basic-Password';
      server = await startSdkHttpServer({
        transport: 'streamable-http',
        pages: [[]],
        authorization: 'Bearer other',
        rejectBody: `ECHO-MARKER user=ci:${password} pw=${encodeURIComponent(password)}`,
      });
      const basic = Buffer.from(`ci:${password}`).toString('base64');
      const r = await runInProcess(
        ['snapshot', '--url', server.url, '--transport', 'http', '--header', `Authorization: Basic ${basic}`],
        env,
      );
      expect(r.code).toBe(4);
      expect(r.stderr).toContain('ECHO-MARKER');
      expect(leaks(r.stdout + r.stderr, password)).toEqual([]);
    });
  });
});
