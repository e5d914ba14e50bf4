import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOAuthHttpServer, type OAuthServerFixture } from '../fixtures/servers/oauth-http-server.js';
import { emptyLock } from '../../src/core/lock/lock.js';
import { serializeLockBytes } from '../../src/core/lock/lock-text.js';
import { CLI, ROOT } from '../support/paths.js';
import { runCliProcess } from '../support/run-process.js';
import { startHost, type Host } from './guard-support.js';

// The guard in front of an OAuth-protected Streamable HTTP server (the SDK's server auth helpers on
// 127.0.0.1): the host is the SDK's Client over stdio, the guard authorizes upstream as snapshot and
// lock do (cached tokens, refresh, client credentials, the browser approval), and no token shows.

/** Plays the user's browser: follows the authorization URL's redirects to toolseal's loopback listener. */
const BROWSER = `"${process.execPath}" "${join(ROOT, 'scripts', 'conformance', 'browser.mjs')}"`;
const CLIENT_SECRET = 'ci-secret-' + 'g'.repeat(24);

const tool = (name: string) => ({ name, description: `tool ${name}`, inputSchema: { type: 'object' } });

let dir: string;
let server: OAuthServerFixture;
let host: Host | undefined;
/** Everything the runs printed, to scan for secrets. */
let outputs: string[];
const env = (extra: Record<string, string> = {}) => ({
  XDG_CONFIG_HOME: join(dir, 'config'),
  HOME: dir,
  PATH: process.env.PATH ?? '',
  ...extra,
});
const audit = () => join(dir, 'audit.jsonl');
const lock = () => join(dir, 'mcp-tools.lock');

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

async function guardHost(args: string[], extraEnv: Record<string, string> = {}): Promise<Host> {
  host = await startHost(['--lock', lock(), '--audit', audit(), '--timeout', '30'], args, { env: env(extraEnv) });
  return host;
}

async function closeHost(): Promise<void> {
  if (!host) return;
  outputs.push(host.stderr());
  await host.close();
  host = undefined;
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-guard-oauth-'));
  // A lock that pins nothing yet (a --lock that does not exist is an error).
  writeFileSync(lock(), serializeLockBytes(emptyLock()));
  outputs = [];
  server = await startOAuthHttpServer([tool('search'), tool('fetch')]);
  server.issued.push(CLIENT_SECRET);
  server.addClient('ci-client', CLIENT_SECRET);
});

afterEach(async () => {
  await closeHost();
  // No token, code or client secret in the guard's stderr, the audit file or any file the test can see.
  expect(server.issued.filter((s) => [...outputs, ...visibleFiles()].some((t) => t.includes(s)))).toEqual([]);
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('toolseal guard --url with OAuth', () => {
  it('--oauth-client-credentials: the host lists and calls tools through the guard, no browser', async () => {
    const h = await guardHost(['--url', server.url, '--oauth-client-credentials', '--oauth-client-id', 'ci-client'], {
      TOOLSEAL_OAUTH_CLIENT_SECRET: CLIENT_SECRET,
    });
    expect(await h.toolNames()).toEqual(['search', 'fetch']);
    const result = await h.client.callTool({ name: 'search', arguments: {} });
    expect(result.content).toEqual([{ type: 'text', text: 'called search' }]);
    expect(server.counts.clientCredentials).toBeGreaterThanOrEqual(1);
    expect(server.counts.authorizations).toBe(0);
    expect(existsSync(audit())).toBe(true);
    outputs.push(readFileSync(audit(), 'utf8'));
  });

  it('a token cached by an earlier `lock --oauth` serves without approval, and is refreshed mid-session', async () => {
    const first = await runCliProcess(
      [
        'lock',
        '--url',
        server.url,
        '--server-id',
        'remote',
        '--lock',
        lock(),
        '--oauth',
        '--oauth-open',
        BROWSER,
        '--oauth-timeout',
        '30',
        '--timeout',
        '30',
      ],
      { env: env() },
    );
    outputs.push(first.stdout, first.stderr);
    expect(first.code).toBe(0);
    expect(server.counts.authorizations).toBe(1);

    // No --oauth and no opener: a fresh approval would fail, so the cached token is what serves.
    const h = await guardHost(['--url', server.url, '--server-id', 'remote', '--on-change', 'fail']);
    expect(await h.toolNames()).toEqual(['search', 'fetch']);
    server.expireAll();
    expect(await h.toolNames()).toEqual(['search', 'fetch']);
    expect((await h.client.callTool({ name: 'fetch', arguments: {} })).content).toEqual([{ type: 'text', text: 'called fetch' }]);
    expect(server.counts.refreshes).toBe(1);
    expect(server.counts.authorizations).toBe(1);
    outputs.push(readFileSync(audit(), 'utf8'));
    expect(readFileSync(audit(), 'utf8')).toContain('"server":"remote"');
  });

  it("a config entry's oauth block: the guard asks for the approval in the browser itself, then serves", async () => {
    const config = join(dir, '.mcp.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { remote: { type: 'http', url: server.url, oauth: { scope: 'mcp:tools' } } } }));
    const h = await guardHost(['--config', config, '--server', 'remote', '--oauth-open', BROWSER, '--oauth-timeout', '30']);
    expect(await h.toolNames()).toEqual(['search', 'fetch']);
    expect(server.counts.authorizations).toBe(1);
    expect(await h.stderrMatching(/Open this URL in a browser/)).toContain('toolseal: ');
  });

  it('the twin without --oauth and without a cached token: refused upstream, exit 4 with a clear error', async () => {
    const child = spawn(process.execPath, [CLI, 'guard', '--lock', lock(), '--audit', audit(), '--timeout', '30', '--url', server.url], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: env(),
    });
    let err = '';
    let out = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stdin.write(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'h', version: '1' } },
      }) + '\n',
    );
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    outputs.push(err, out);
    expect(code).toBe(4);
    expect(err).toMatch(/toolseal guard: SNAPSHOT_INCOMPLETE: cannot reach the server: .*401.*run with --oauth/);
    expect(server.counts.authorizations).toBe(0);
  });

  describe('scope step-up: a call answered 403 insufficient_scope', () => {
    const oauthArgs = () => ['--url', server.url, '--oauth', '--oauth-open', BROWSER, '--oauth-timeout', '30'];

    it('authorizes again with the scope the server names, retries the call, and answers the host', async () => {
      server.callScopes = { fetch: 'mcp:tools mcp:write' };
      const h = await guardHost(oauthArgs());
      expect(await h.toolNames()).toEqual(['search', 'fetch']);
      expect((await h.client.callTool({ name: 'search', arguments: {} })).content).toEqual([{ type: 'text', text: 'called search' }]);
      expect(server.counts.authorizations).toBe(1);
      expect((await h.client.callTool({ name: 'fetch', arguments: {} })).content).toEqual([{ type: 'text', text: 'called fetch' }]);
      expect(server.counts.authorizations).toBe(2);
      expect(server.requestedScopes[1]!.split(' ').sort()).toEqual(['mcp:tools', 'mcp:write']);
      expect(server.insufficientScope).toBe(1);
      // The wider token serves both tools from now on: no third approval.
      expect((await h.client.callTool({ name: 'fetch', arguments: {} })).content).toEqual([{ type: 'text', text: 'called fetch' }]);
      expect((await h.client.callTool({ name: 'search', arguments: {} })).content).toEqual([{ type: 'text', text: 'called search' }]);
      expect(server.counts.authorizations).toBe(2);
    });

    it('the hostile twin, a server that keeps answering 403: one step-up per scope, then a JSON-RPC error, other tools go on', async () => {
      server.callScopes = { fetch: 'mcp:tools mcp:write' };
      // The authorization server never grants the wider scope.
      server.grantOnly = ['mcp:tools'];
      const h = await guardHost(oauthArgs());
      expect(await h.toolNames()).toEqual(['search', 'fetch']);
      for (let i = 0; i < 3; i++) {
        await expect(h.client.callTool({ name: 'fetch', arguments: {} })).rejects.toThrow(
          /still refuses the token after an authorization that asked for the scope it named \(HTTP 403 insufficient_scope\)/,
        );
      }
      // The scope is the server's word: named on stderr, not to the host.
      expect(await h.stderrMatching(/still refuses the token for the scope/)).toContain('for the scope "mcp:tools mcp:write"');
      // The first authorization and one step-up, whatever the number of calls.
      expect(server.counts.authorizations).toBe(2);
      expect(server.insufficientScope).toBeLessThanOrEqual(5);
      // The narrow token was kept: the other tool is served without asking the user again.
      expect((await h.client.callTool({ name: 'search', arguments: {} })).content).toEqual([{ type: 'text', text: 'called search' }]);
      expect(server.counts.authorizations).toBe(2);
    });
  });

  it("--oauth-client-credentials with a wrong client secret: exit 4 naming the authorization server's answer", async () => {
    const wrong = 'wrong-secret-' + 'w'.repeat(20);
    server.issued.push(wrong);
    const child = spawn(
      process.execPath,
      [
        CLI,
        'guard',
        '--lock',
        lock(),
        '--timeout',
        '30',
        '--url',
        server.url,
        '--oauth-client-credentials',
        '--oauth-client-id',
        'ci-client',
      ],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
        env: env({ TOOLSEAL_OAUTH_CLIENT_SECRET: wrong }),
      },
    );
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.stdin.write(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'h', version: '1' } },
      }) + '\n',
    );
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    outputs.push(err);
    expect(code).toBe(4);
    expect(err).toMatch(/toolseal guard: OAUTH_FAILED: cannot reach the server: OAuth: the authorization server answered invalid_client/);
    expect(server.counts.clientCredentials).toBe(0);
  });
});
