import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OAuthCache, oauthCacheDir } from '../../../src/mcp/oauth/oauth-cache.js';
import { runInProcess } from '../../support/run-cli-in-process.js';

// `--oauth-logout` (src/cli/commands/oauth-logout.ts), on a command that reads a server, in this process:
// the cached tokens of the servers the arguments name are forgotten, each said on stderr; another
// server's cache stays; a server that has no OAuth (stdio) is refused.

const URL_A = 'https://mcp.example.com/mcp?key=k-0123456789abcdef';
const URL_B = 'https://other.example.com/mcp';

let dir: string;
let env: NodeJS.ProcessEnv;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-oauth-logout-'));
  env = { XDG_CONFIG_HOME: dir };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A cache holding a token for `url`, as a sign-in leaves it. */
function signedIn(url: string): string {
  const cache = new OAuthCache(oauthCacheDir(env), url);
  cache.update('https://auth.example.com', (e) => ({ ...e, tokens: { access_token: 'at-0123456789abcdef', token_type: 'Bearer' } }));
  return cache.file;
}

describe('--oauth-logout', () => {
  it("forgets the named server's tokens and says so, once; the URL's key is not repeated; another server's cache stays", async () => {
    const a = signedIn(URL_A);
    const b = signedIn(URL_B);
    const r = await runInProcess(['snapshot', '--url', URL_A, '--oauth-logout'], env, dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^toolseal: .*mcp\.example\.com.*: forgot the cached OAuth tokens\n$/);
    expect(r.stderr).not.toContain('k-0123456789abcdef');
    expect(existsSync(a)).toBe(false);
    expect(existsSync(b)).toBe(true);

    const again = await runInProcess(['snapshot', '--url', URL_A, '--oauth-logout'], env, dir);
    expect(again.stderr).toMatch(/: no cached OAuth tokens\n$/);
  });

  it('with --config, every URL server of the file (or the one --server names), by its config name', async () => {
    signedIn(URL_A);
    signedIn(URL_B);
    const config = join(dir, '.mcp.json');
    writeFileSync(
      config,
      JSON.stringify({ mcpServers: { a: { type: 'http', url: URL_A }, b: { type: 'http', url: URL_B }, local: { command: 'node' } } }),
    );
    const one = await runInProcess(['lock', '--config', config, '--server', 'b', '--oauth-logout'], env, dir);
    expect(one.stderr).toBe('toolseal: b: forgot the cached OAuth tokens\n');
    const all = await runInProcess(['lock', '--config', config, '--all', '--oauth-logout'], env, dir);
    expect(all.stderr).toBe('toolseal: a: forgot the cached OAuth tokens\ntoolseal: b: no cached OAuth tokens\n');
    expect(existsSync(join(dir, 'mcp-tools.lock'))).toBe(false);
  });

  it('a stdio server has no OAuth: a usage error', async () => {
    const r = await runInProcess(['snapshot', '--oauth-logout', '--', 'node', 'server.mjs'], env, dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('toolseal: USAGE: --oauth-logout is for --url and --config servers\n');
  });
});
