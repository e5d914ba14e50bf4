import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OAuthCache, oauthCacheDir } from '../../../src/mcp/oauth/oauth-cache.js';
import { codeOf, messageOf } from '../../support/thrown.js';

// The OAuth token cache on a real file system: one file per MCP server, named by a digest of its URL,
// readable by the user only, in a folder only the user can enter.
const RESOURCE = 'https://mcp.example.com/s/sk-live-KEY123/mcp';
const TOKENS = { access_token: 'at-0123456789', token_type: 'Bearer' };

let root: string;
beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'toolseal-oauth-cache-'))));
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('oauthCacheDir', () => {
  it('is under XDG_CONFIG_HOME when that is absolute, else under HOME/.config', () => {
    expect(oauthCacheDir({ XDG_CONFIG_HOME: '/x/config', HOME: '/home/u' })).toBe('/x/config/toolseal/oauth');
    expect(oauthCacheDir({ XDG_CONFIG_HOME: 'relative', HOME: '/home/u' })).toBe('/home/u/.config/toolseal/oauth');
  });
});

describe('OAuthCache', () => {
  it('writes tokens to a 0600 file in a 0700 folder, named so that the URL (and its key) is nowhere in the name', () => {
    const dir = join(root, 'oauth');
    new OAuthCache(dir, RESOURCE).update('https://auth.example.com', (e) => ({ ...e, tokens: TOKENS }));
    const [name] = readdirSync(dir);
    expect(name).toMatch(/^[0-9a-f]{32}\.json$/);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, name!)).mode & 0o777).toBe(0o600);
    expect(new OAuthCache(dir, RESOURCE).entry()).toEqual({ tokens: TOKENS });
    expect(OAuthCache.hasTokens(dir, RESOURCE)).toBe(true);
  });

  it('keeps one entry per authorization server, the last used current; remembers the redirect port', () => {
    const dir = join(root, 'oauth');
    const cache = new OAuthCache(dir, RESOURCE);
    cache.update('https://a.example', () => ({ tokens: { ...TOKENS, access_token: 'A-token' } }));
    cache.update('https://b.example', () => ({ tokens: { ...TOKENS, access_token: 'B-token' } }));
    cache.rememberPort(43117);
    const again = new OAuthCache(dir, RESOURCE);
    expect(again.entry().tokens?.access_token).toBe('B-token');
    expect(again.entry('https://a.example').tokens?.access_token).toBe('A-token');
    expect(again.redirectPort).toBe(43117);
  });

  it("another server's URL never reads this one's tokens, and a file for another resource is no cache (hostile)", () => {
    const dir = join(root, 'oauth');
    new OAuthCache(dir, RESOURCE).update('https://auth.example.com', () => ({ tokens: TOKENS }));
    expect(new OAuthCache(dir, 'https://other.example.com/mcp').entry()).toEqual({});
    const [name] = readdirSync(dir);
    const doc = JSON.parse(readFileSync(join(dir, name!), 'utf8'));
    writeFileSync(join(dir, name!), JSON.stringify({ ...doc, resource: 'https://evil.example/mcp' }));
    expect(new OAuthCache(dir, RESOURCE).entry()).toEqual({});
    writeFileSync(join(dir, name!), '{ not json');
    expect(OAuthCache.hasTokens(dir, RESOURCE)).toBe(false);
  });

  it('makes a folder others could read private before writing (hostile), and refuses a link in its place', () => {
    const open = join(root, 'open');
    mkdirSync(open, { mode: 0o777 });
    chmodSync(open, 0o777);
    new OAuthCache(open, RESOURCE).update('https://auth.example.com', () => ({ tokens: TOKENS }));
    expect(statSync(open).mode & 0o777).toBe(0o700);
    const link = join(root, 'link');
    symlinkSync(open, link);
    expect(codeOf(() => new OAuthCache(link, RESOURCE))).toBe('IO_ERROR');
    expect(messageOf(() => new OAuthCache(link, RESOURCE))).toBe(
      `the OAuth token cache folder ${link} is not a folder (a link or a file); remove it`,
    );
  });

  it('forget deletes the file and says whether there was one', () => {
    const dir = join(root, 'oauth');
    const cache = new OAuthCache(dir, RESOURCE);
    cache.update('https://auth.example.com', () => ({ tokens: TOKENS }));
    expect(cache.forget()).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
    expect(cache.entry()).toEqual({});
    expect(new OAuthCache(dir, RESOURCE).forget()).toBe(false);
  });
});
