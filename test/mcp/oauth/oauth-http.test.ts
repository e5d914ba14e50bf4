import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOAuthHttpServer, type OAuthServerFixture } from '../../fixtures/servers/oauth-http-server.js';
import { createServer } from 'node:http';
import { closeHttp, listen } from '../../support/loopback-http.js';
import { ROOT } from '../../support/paths.js';
import { runInProcess, type CliResult } from '../../support/run-cli-in-process.js';
import { runCliProcess } from '../../support/run-process.js';

/** Plays the user's browser: follows the authorization URL's redirects to toolseal's loopback listener. */
const BROWSER = `"${process.execPath}" "${join(ROOT, 'scripts', 'conformance', 'browser.mjs')}"`;
/** A port nothing listens on now (taken from the kernel, then released). */
async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await closeHttp(probe);
  return port;
}

/** Another origin (another port on 127.0.0.1) that records every request reaching it, and answers with a token. */
async function startAway(): Promise<{ url: string; received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const away = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''} ${body}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"access_token":"stolen","token_type":"Bearer"}');
    });
  });
  const port = await listen(away);
  return { url: `http://127.0.0.1:${port}`, received, close: () => closeHttp(away) };
}

const tool = (name: string, description = `tool ${name}`) => ({ name, description, inputSchema: { type: 'object' } });

let dir: string;
let server: OAuthServerFixture;
/** Everything a test's runs printed, to scan for secrets. */
let outputs: string[];
const env = () => ({ XDG_CONFIG_HOME: join(dir, 'config'), HOME: dir, PATH: process.env.PATH ?? '' });
const cacheDir = () => join(dir, 'config', 'toolseal', 'oauth');

async function run(args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  const r = await runInProcess(args, { ...env(), ...extraEnv }, dir);
  outputs.push(r.stdout, r.stderr);
  return r;
}

/** Every file the test can see but the token cache (which holds the tokens by design). */
function visibleFiles(): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (p === join(dir, 'config')) continue;
      if (e.isDirectory()) walk(p);
      else out.push(readFileSync(p, 'utf8'));
    }
  };
  walk(dir);
  return out;
}

function leaked(texts: string[]): string[] {
  return server.issued.filter((s) => texts.some((t) => t.includes(s)));
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-oauth-'));
  outputs = [];
  server = await startOAuthHttpServer([tool('search'), tool('fetch')]);
});

afterEach(async () => {
  // No token, code or client secret in any output or file the runs left (the cache aside).
  expect(leaked([...outputs, ...visibleFiles()])).toEqual([]);
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const oauth = (open = BROWSER) => ['--oauth', '--oauth-open', open, '--oauth-timeout', '30', '--timeout', '30'];

describe('a Streamable HTTP server behind OAuth (the SDK server auth helpers on 127.0.0.1)', () => {
  describe('without --oauth', () => {
    it('stops with exit 4 and says how to authorize', async () => {
      const r = await run(['snapshot', '--url', server.url]);
      expect(r.code).toBe(4);
      expect(r.error).toBe('SNAPSHOT_INCOMPLETE');
      expect(r.stderr).toContain('--oauth');
    });
  });

  describe('lock, then check, then a change', () => {
    it('authorizes once in the browser, then checks with the cached token, and detects the change', async () => {
      const lock = join(dir, 'mcp-tools.lock');
      const first = await run(['lock', '--url', server.url, '--server-id', 'remote', '--lock', lock, ...oauth()]);
      expect(first.code).toBe(0);
      expect(server.counts.authorizations).toBe(1);
      expect(first.stderr).toContain('Open this URL in a browser');

      // Checked like any other server: no OAuth flag, the cached token is enough.
      const same = await run(['check', '--url', server.url, '--server-id', 'remote', '--lock', lock, '--on-change', 'fail']);
      expect(same.code).toBe(0);
      expect(server.counts.authorizations).toBe(1);

      server.tools = [tool('search', 'search, and also delete everything'), tool('fetch')];
      const changed = await run(['check', '--url', server.url, '--server-id', 'remote', '--lock', lock, '--on-change', 'fail']);
      expect(changed.code).toBe(1);
      expect(changed.stdout + changed.stderr).toContain('search');
    });
  });

  describe('over legacy SSE', () => {
    it('authorizes, then snapshots with the cached token', async () => {
      const first = await run(['snapshot', '--url', server.sseUrl, '--transport', 'sse', ...oauth()]);
      expect({ code: first.code, stderr: first.code === 0 ? '' : first.stderr }).toEqual({ code: 0, stderr: '' });
      expect(JSON.parse(first.stdout).transport).toBe('sse');
      expect((await run(['snapshot', '--url', server.sseUrl, '--transport', 'sse', ...oauth('')])).code).toBe(0);
      expect(server.counts.authorizations).toBe(1);
    });

    it('is found by --transport auto after the authorization (Streamable HTTP is tried first)', async () => {
      const r = await run(['snapshot', '--url', server.sseUrl, ...oauth()]);
      expect({ code: r.code, stderr: r.code === 0 ? '' : r.stderr }).toEqual({ code: 0, stderr: '' });
      expect(JSON.parse(r.stdout).transport).toBe('sse');
      expect(server.counts.authorizations).toBe(1);
    });
  });

  describe('when the access token has expired', () => {
    it('refreshes it without the browser', async () => {
      expect((await run(['snapshot', '--url', server.url, ...oauth()])).code).toBe(0);
      server.expireAll();
      const r = await run(['snapshot', '--url', server.url, ...oauth('')]);
      expect(r.code).toBe(0);
      expect(server.counts.refreshes).toBe(1);
      expect(server.counts.authorizations).toBe(1);
    });
  });

  describe('when the tokens were revoked', () => {
    it('with nobody to approve, fails with a clear error that says the cached token was refused', async () => {
      expect((await run(['snapshot', '--url', server.url, ...oauth()])).code).toBe(0);
      server.revokeAll();
      const r = await run(['snapshot', '--url', server.url, '--oauth', '--oauth-open', '', '--oauth-timeout', '2']);
      expect(r.code).toBe(4);
      expect(r.error).toBe('OAUTH_FAILED');
      expect(r.stderr).toMatch(/cached token was refused.*--oauth-timeout|--oauth-timeout.*cached token was refused/);
    });

    it('without --oauth, fails at once asking for it (no browser, no wait)', async () => {
      expect((await run(['snapshot', '--url', server.url, ...oauth()])).code).toBe(0);
      server.revokeAll();
      const r = await run(['snapshot', '--url', server.url, '--timeout', '30']);
      expect({ code: r.code, error: r.error }).toEqual({ code: 4, error: 'OAUTH_FAILED' });
      expect(r.stderr).toContain('run with --oauth');
      expect(r.stderr).not.toContain('Open this URL');
      expect(server.counts.authorizations).toBe(1);
    });

    it('with a browser, authorizes again', async () => {
      expect((await run(['snapshot', '--url', server.url, ...oauth()])).code).toBe(0);
      server.revokeAll();
      expect((await run(['snapshot', '--url', server.url, ...oauth()])).code).toBe(0);
      expect(server.counts.authorizations).toBe(2);
    });

    it('when the user denies, fails with OAUTH_FAILED naming the refusal', async () => {
      server.denyNext = true;
      const r = await run(['snapshot', '--url', server.url, ...oauth()]);
      expect(r.code).toBe(4);
      expect(r.error).toBe('OAUTH_FAILED');
      expect(r.stderr).toContain('access_denied');
    });
  });

  describe('in CI (CI is set) without an opener', () => {
    it('fails at once with OAUTH_FAILED pointing at client credentials, instead of waiting for nobody', async () => {
      const r = await run(['snapshot', '--url', server.url, '--oauth', '--timeout', '30'], { CI: 'true' });
      expect({ code: r.code, error: r.error }).toEqual({ code: 4, error: 'OAUTH_FAILED' });
      expect(r.stderr).toContain('--oauth-client-credentials');
      expect(server.counts.authorizations).toBe(0);
    });

    it('with --oauth-open given, still runs the browser flow (the twin)', async () => {
      expect((await run(['snapshot', '--url', server.url, ...oauth()], { CI: 'true' })).code).toBe(0);
      expect(server.counts.authorizations).toBe(1);
    });
  });

  describe('an authorization endpoint that is not a web page', () => {
    it('is neither printed nor handed to the opener (OAUTH_FAILED)', async () => {
      server.metadataOverride = { authorization_endpoint: 'file:///etc/passwd' };
      const marker = join(dir, 'opener-ran');
      const opener = `"${process.execPath}" -e "require('fs').writeFileSync(process.argv[1], 'ran')" "${marker}"`;
      const r = await run(['snapshot', '--url', server.url, '--oauth', '--oauth-open', opener, '--oauth-timeout', '5', '--timeout', '30']);
      expect({ code: r.code, error: r.error }).toEqual({ code: 4, error: 'OAUTH_FAILED' });
      expect(r.stderr).not.toContain('/etc/passwd');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(existsSync(marker)).toBe(false);
    });
  });

  describe('the wait for the approval in the browser', () => {
    it('is bounded by --oauth-timeout, not by --timeout (which bounds the exchanges with the servers)', async () => {
      const slow = join(dir, 'slow-browser.mjs');
      // A user who takes longer to approve than the whole --timeout.
      writeFileSync(
        slow,
        `await new Promise((r) => setTimeout(r, 6000));\nawait import(${JSON.stringify(join(ROOT, 'scripts', 'conformance', 'browser.mjs'))});\n`,
      );
      const r = await run([
        'snapshot',
        '--url',
        server.url,
        '--oauth',
        '--oauth-open',
        `"${process.execPath}" "${slow}"`,
        '--oauth-timeout',
        '60',
        '--timeout',
        '5',
      ]);
      expect({ code: r.code, stderr: r.code === 0 ? '' : r.stderr }).toEqual({ code: 0, stderr: '' });
      expect(server.counts.authorizations).toBe(1);
    }, 60_000);

    it("moves the deadline of a server whose turn comes after another one's approval (--config --all)", async () => {
      const second = await startOAuthHttpServer([tool('other')]);
      try {
        const slow = join(dir, 'slow-browser.mjs');
        writeFileSync(
          slow,
          `await new Promise((r) => setTimeout(r, 6000));\nawait import(${JSON.stringify(join(ROOT, 'scripts', 'conformance', 'browser.mjs'))});\n`,
        );
        const config = join(dir, '.mcp.json');
        writeFileSync(
          config,
          JSON.stringify({ mcpServers: { first: { type: 'http', url: server.url }, second: { type: 'http', url: second.url } } }),
        );
        // A fixed redirect port makes the servers take turns: the second starts after the first's approval.
        const port = await freePort();
        const r = await run([
          'snapshot',
          '--config',
          config,
          '--all',
          '--oauth',
          '--oauth-open',
          `"${process.execPath}" "${slow}"`,
          '--oauth-redirect-port',
          String(port),
          '--oauth-timeout',
          '60',
          '--timeout',
          '5',
        ]);
        expect({ code: r.code, stderr: r.code === 0 ? '' : r.stderr }).toEqual({ code: 0, stderr: '' });
        expect([server.counts.authorizations, second.counts.authorizations]).toEqual([1, 1]);
      } finally {
        await second.close();
      }
    }, 90_000);
  });

  describe('the token cache', () => {
    it('is one file per server, mode 0600 in a 0700 folder, holding the tokens', async () => {
      expect((await run(['snapshot', '--url', server.url, ...oauth()])).code).toBe(0);
      const files = readdirSync(cacheDir());
      expect(files).toHaveLength(1);
      const file = join(cacheDir(), files[0]!);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(cacheDir()).mode & 0o777).toBe(0o700);
      // The control arm of the leak scan: the cache does hold a token the scan would find.
      expect(leaked([readFileSync(file, 'utf8')]).length).toBeGreaterThan(0);
    });

    it('is forgotten by --oauth-logout', async () => {
      expect((await run(['snapshot', '--url', server.url, ...oauth()])).code).toBe(0);
      const r = await run(['snapshot', '--url', server.url, '--oauth-logout']);
      expect(r.code).toBe(0);
      expect(r.stderr).toContain('forgot');
      expect(readdirSync(cacheDir())).toEqual([]);
      expect(server.counts.authorizations).toBe(1);
    });
  });

  describe('in CI, with the client credentials grant', () => {
    it('locks without a browser, the secret taken from TOOLSEAL_OAUTH_CLIENT_SECRET', async () => {
      const clientSecret = 'ci-secret-' + 'x'.repeat(24);
      server.issued.push(clientSecret);
      server.addClient('ci-client', clientSecret);
      const lock = join(dir, 'mcp-tools.lock');
      const r = await run(
        [
          'lock',
          '--url',
          server.url,
          '--server-id',
          'remote',
          '--lock',
          lock,
          '--oauth-client-credentials',
          '--oauth-client-id',
          'ci-client',
          '--timeout',
          '30',
        ],
        {
          TOOLSEAL_OAUTH_CLIENT_SECRET: clientSecret,
        },
      );
      expect(r.code).toBe(0);
      expect(server.counts.clientCredentials).toBe(1);
      expect(server.counts.authorizations).toBe(0);
    });

    it("takes the client from the arguments over a config entry's oauth block", async () => {
      const clientSecret = 'ci-secret-' + 'y'.repeat(24);
      server.issued.push(clientSecret);
      server.addClient('ci-client', clientSecret);
      const config = join(dir, '.mcp.json');
      writeFileSync(
        config,
        JSON.stringify({
          mcpServers: { remote: { type: 'http', url: server.url, oauth: { clientId: 'the-desktop-client', callbackPort: 1 } } },
        }),
      );
      const r = await run(
        [
          'snapshot',
          '--config',
          config,
          '--server',
          'remote',
          '--oauth-client-credentials',
          '--oauth-client-id',
          'ci-client',
          '--timeout',
          '30',
        ],
        {
          TOOLSEAL_OAUTH_CLIENT_SECRET: clientSecret,
        },
      );
      expect({ code: r.code, stderr: r.code === 0 ? '' : r.stderr }).toEqual({ code: 0, stderr: '' });
      expect(server.counts.clientCredentials).toBe(1);
    });

    const clientCredentials = ['--oauth-client-credentials', '--oauth-client-id', 'ci-client', '--timeout', '30'];

    it('never follows a token request redirected to another origin: the secret stays home (hostile)', async () => {
      const clientSecret = 'ci-secret-' + 'r'.repeat(24);
      server.issued.push(clientSecret);
      server.addClient('ci-client', clientSecret);
      const away = await startAway();
      try {
        server.awayTo = `${away.url}/token`;
        server.metadataOverride = { token_endpoint: `${new URL(server.url).origin}/away-token` };
        const r = await run(['snapshot', '--url', server.url, ...clientCredentials], { TOOLSEAL_OAUTH_CLIENT_SECRET: clientSecret });
        // The grant goes through the transport's own fetch, which follows redirects within the origin only.
        expect(r.code).toBe(4);
        expect(r.stderr).toContain(`was redirected (307) to ${away.url}: not followed, another origin`);
        expect(away.received).toEqual([]);
      } finally {
        await away.close();
      }
    });

    it('the twin: a token endpoint moved within its origin (307) is followed, and the grant succeeds', async () => {
      const clientSecret = 'ci-secret-' + 's'.repeat(24);
      server.issued.push(clientSecret);
      server.addClient('ci-client', clientSecret);
      server.metadataOverride = { token_endpoint: `${new URL(server.url).origin}/moved-token` };
      const r = await run(['snapshot', '--url', server.url, ...clientCredentials], { TOOLSEAL_OAUTH_CLIENT_SECRET: clientSecret });
      expect({ code: r.code, stderr: r.code === 0 ? '' : r.stderr }).toEqual({ code: 0, stderr: '' });
      expect(server.counts.clientCredentials).toBe(1);
    });

    it('fails with OAUTH_FAILED on a wrong secret', async () => {
      server.addClient('ci-client', 'the-right-secret-0123456789');
      server.issued.push('the-right-secret-0123456789', 'a-wrong-secret-0123456789');
      const r = await run(
        ['snapshot', '--url', server.url, '--oauth-client-credentials', '--oauth-client-id', 'ci-client', '--timeout', '30'],
        {
          TOOLSEAL_OAUTH_CLIENT_SECRET: 'a-wrong-secret-0123456789',
        },
      );
      expect({ code: r.code, error: r.error, stderr: r.stderr }).toEqual({
        code: 4,
        error: 'OAUTH_FAILED',
        stderr: expect.stringContaining('invalid_client'),
      });
    });
  });

  describe("the authorization server's metadata, checked before anything is sent to it", () => {
    const refused = async (override: Record<string, unknown>, pattern: RegExp) => {
      server.metadataOverride = override;
      const r = await run(['snapshot', '--url', server.url, ...oauth()]);
      expect({ code: r.code, error: r.error }).toEqual({ code: 4, error: 'OAUTH_FAILED' });
      expect(r.stderr).toMatch(pattern);
      // Refused before the user is sent anywhere and before a code or secret is posted.
      expect(server.counts.authorizations).toBe(0);
    };

    it('the code exchange never follows a token endpoint redirected to another origin: code, verifier and secret stay home (hostile)', async () => {
      const away = await startAway();
      try {
        server.awayTo = `${away.url}/token`;
        server.metadataOverride = {
          token_endpoint: `${new URL(server.url).origin}/away-token`,
          token_endpoint_auth_methods_supported: ['client_secret_post', 'none'],
        };
        const r = await run(['snapshot', '--url', server.url, ...oauth()]);
        expect({ code: r.code, error: r.error }).toEqual({ code: 4, error: 'OAUTH_FAILED' });
        expect(r.stderr).toContain(`was redirected (307) to ${away.url}: not followed, another origin`);
        expect(away.received).toEqual([]);
      } finally {
        await away.close();
      }
    });

    it('the twin: a token endpoint moved within its origin (307) is followed, and the code exchange succeeds', async () => {
      server.metadataOverride = {
        token_endpoint: `${new URL(server.url).origin}/moved-token`,
        token_endpoint_auth_methods_supported: ['client_secret_post', 'none'],
      };
      const r = await run(['snapshot', '--url', server.url, ...oauth()]);
      expect({ code: r.code, stderr: r.code === 0 ? '' : r.stderr }).toEqual({ code: 0, stderr: '' });
      expect(server.counts.authorizations).toBe(1);
    });

    it('refuses metadata without code_challenge_methods_supported (no PKCE)', async () => {
      await refused(
        { code_challenge_methods_supported: undefined },
        /refused the authorization server .*no code_challenge_methods_supported.*PKCE/,
      );
    });

    it('refuses metadata whose PKCE methods do not include S256', async () => {
      await refused({ code_challenge_methods_supported: ['plain'] }, /does not list S256 in code_challenge_methods_supported/);
    });

    it('refuses an authorization, token or registration endpoint on plain http to another machine', async () => {
      await refused(
        { authorization_endpoint: 'http://auth.example.com/authorize' },
        /its authorization endpoint is plain http to auth\.example\.com \(only https/,
      );
      await refused({ token_endpoint: 'http://auth.example.com/token' }, /its token endpoint is plain http to auth\.example\.com/);
      await refused({ registration_endpoint: 'http://10.0.0.1/register' }, /its registration endpoint is plain http to 10\.0\.0\.1/);
    });

    it('refuses metadata naming another issuer than the one it was fetched for (RFC 8414 mix-up)', async () => {
      await refused(
        { issuer: 'https://login.example.com/' },
        /names the issuer "https:\/\/login\.example\.com\/", not the one it was fetched for/,
      );
    });

    it('the twin: the same metadata with S256, loopback http endpoints and its own issuer (no trailing slash) is used', async () => {
      server.metadataOverride = {
        issuer: new URL(server.url).origin,
        code_challenge_methods_supported: ['plain', 'S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post'],
      };
      const r = await run(['snapshot', '--url', server.url, ...oauth()]);
      expect({ code: r.code, stderr: r.code === 0 ? '' : r.stderr }).toEqual({ code: 0, stderr: '' });
      expect(server.counts.authorizations).toBe(1);
    });
  });

  describe('the resource parameter (RFC 8707)', () => {
    it("with no protected-resource metadata, is the server's URL in the authorization and the code exchange", async () => {
      server.noResourceMetadata = true;
      const r = await run(['snapshot', '--url', server.url, ...oauth()]);
      expect({ code: r.code, stderr: r.code === 0 ? '' : r.stderr }).toEqual({ code: 0, stderr: '' });
      expect(server.resources).toEqual({ authorize: [server.url], token: [server.url] });
    });

    it('refuses protected-resource metadata that names another resource (OAUTH_FAILED)', async () => {
      server.resourceOverride = 'https://other.example/mcp';
      const r = await run(['snapshot', '--url', server.url, ...oauth()]);
      expect({ code: r.code, error: r.error }).toEqual({ code: 4, error: 'OAUTH_FAILED' });
      expect(r.stderr).toContain('names the resource "https://other.example/mcp", not this server');
      expect(server.counts.authorizations).toBe(0);
    });

    it("the twin, with the metadata: the metadata's resource, as before", async () => {
      const r = await run(['snapshot', '--url', server.url, ...oauth()]);
      expect(r.code).toBe(0);
      expect(server.resources).toEqual({ authorize: [server.url], token: [server.url] });
    });
  });

  describe('the browser opener', () => {
    it('starts with a scrubbed environment: no client secret, GitHub token or runner variable, PATH and HOME kept', async () => {
      const seen = join(dir, 'opener-env.json');
      const opener = join(dir, 'opener.mjs');
      writeFileSync(
        opener,
        `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(seen)}, JSON.stringify(process.env));\nawait import(${JSON.stringify(join(ROOT, 'scripts', 'conformance', 'browser.mjs'))});\n`,
      );
      const secrets = {
        TOOLSEAL_OAUTH_CLIENT_SECRET: 'client-secret-' + 'c'.repeat(20),
        GITHUB_TOKEN: 'ghs_' + 'g'.repeat(36),
        ACTIONS_RUNTIME_TOKEN: 'runtime-' + 'r'.repeat(30),
        NPM_TOKEN: 'npm_' + 'n'.repeat(36),
      };
      server.issued.push(...Object.values(secrets));
      const r = await runCliProcess(
        [
          'snapshot',
          '--url',
          server.url,
          '--oauth',
          '--oauth-open',
          `"${process.execPath}" "${opener}"`,
          '--oauth-timeout',
          '30',
          '--timeout',
          '30',
        ],
        {
          env: { ...env(), ...secrets, LANG: 'C.UTF-8', XDG_RUNTIME_DIR: join(dir, 'run') },
        },
      );
      outputs.push(r.stdout, r.stderr);
      expect(r.code).toBe(0);
      const got = JSON.parse(readFileSync(seen, 'utf8')) as Record<string, string>;
      rmSync(seen);
      expect(Object.keys(got).filter((k) => k in secrets)).toEqual([]);
      expect(Object.values(got).filter((v) => Object.values(secrets).includes(v))).toEqual([]);
      // The twin: what a browser needs is still there.
      expect({ PATH: got.PATH, HOME: got.HOME, LANG: got.LANG, XDG_RUNTIME_DIR: got.XDG_RUNTIME_DIR }).toEqual({
        PATH: process.env.PATH ?? '',
        HOME: dir,
        LANG: 'C.UTF-8',
        XDG_RUNTIME_DIR: join(dir, 'run'),
      });
    });
  });

  describe('a token cache folder that others can read or write', () => {
    it('is made 0700 before tokens go in (a 0777 folder)', async () => {
      mkdirSync(cacheDir(), { recursive: true });
      chmodSync(cacheDir(), 0o777);
      expect((await run(['snapshot', '--url', server.url, ...oauth()])).code).toBe(0);
      expect(statSync(cacheDir()).mode & 0o777).toBe(0o700);
      expect(readdirSync(cacheDir())).toHaveLength(1);
    });

    it('the twin: a 0700 folder is used as it is', async () => {
      mkdirSync(cacheDir(), { recursive: true, mode: 0o700 });
      expect((await run(['snapshot', '--url', server.url, ...oauth()])).code).toBe(0);
      expect(statSync(cacheDir()).mode & 0o777).toBe(0o700);
    });

    it('a cache folder that is a link is refused (IO_ERROR), nothing written through it', async () => {
      const elsewhere = join(dir, 'elsewhere');
      mkdirSync(elsewhere, { mode: 0o777 });
      mkdirSync(join(dir, 'config', 'toolseal'), { recursive: true });
      const { symlinkSync } = await import('node:fs');
      symlinkSync(elsewhere, cacheDir());
      const r = await run(['snapshot', '--url', server.url, ...oauth()]);
      expect({ code: r.code, error: r.error }).toEqual({ code: 2, error: 'IO_ERROR' });
      expect(r.stderr).toContain('is not a folder');
      expect(readdirSync(elsewhere)).toEqual([]);
    });
  });

  describe('in a config file', () => {
    it('locks an entry with an oauth block alone, and with --oauth also an entry that answers 401', async () => {
      const second = await startOAuthHttpServer([tool('other')]);
      try {
        const config = join(dir, '.mcp.json');
        writeFileSync(
          config,
          JSON.stringify({
            mcpServers: {
              blocked: { type: 'http', url: server.url, oauth: { scopes: ['mcp:tools'] } },
              plain: { type: 'http', url: second.url },
            },
          }),
        );
        const lock = join(dir, 'mcp-tools.lock');
        const withoutFlag = await run(['lock', '--config', config, '--all', '--lock', lock, '--oauth-open', BROWSER, '--timeout', '30']);
        // The entry with a block authorizes; the other one was not asked to.
        expect(withoutFlag.code).toBe(4);
        // The report (stdout) names each failed server once; stderr closes with the list of them.
        expect(withoutFlag.stdout).toMatch(/server "plain".*SNAPSHOT_INCOMPLETE.*--oauth|SNAPSHOT_INCOMPLETE: server "plain".*--oauth/);
        expect(withoutFlag.stderr).toMatch(/could not be snapshotted, so not pinned: \\?"plain\\?"/);
        expect(withoutFlag.stdout + withoutFlag.stderr).not.toMatch(/server "blocked".*SNAPSHOT_INCOMPLETE/);
        const r = await run(['lock', '--config', config, '--all', '--lock', lock, ...oauth()]);
        expect(r.code).toBe(0);
        expect(Object.keys(JSON.parse(readFileSync(lock, 'utf8')).servers).sort()).toEqual(['blocked', 'plain']);
        // Then checked like any other config: no flag, the cached tokens serve both entries.
        const check = await run(['check', '--config', config, '--all', '--lock', lock, '--on-change', 'fail', '--timeout', '30']);
        expect({ code: check.code, stderr: check.code === 0 ? '' : check.stderr }).toEqual({ code: 0, stderr: '' });
        expect(leaked([...outputs, ...visibleFiles()]).concat(second.issued.filter((s) => outputs.some((o) => o.includes(s))))).toEqual([]);
      } finally {
        await second.close();
      }
    });
  });
});
