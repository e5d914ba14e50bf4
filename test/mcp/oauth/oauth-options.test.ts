import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMcpConfig } from '../../../src/mcp/config/config-file.js';
import { LoopbackRedirect, openerEnv } from '../../../src/mcp/oauth/oauth-browser.js';
import { isLoopbackUrl } from '../../../src/mcp/oauth/oauth-metadata.js';
import {
  clientMetadataUrlProblem,
  defaultOAuthOptions,
  defaultOpener,
  openerWords,
  runsInCi,
} from '../../../src/mcp/oauth/oauth-options.js';
import { oauthCacheDir } from '../../../src/mcp/oauth/oauth-cache.js';
import { runInProcess } from '../../support/run-cli-in-process.js';

describe('--oauth-open CMD', () => {
  it('is split into words without a shell, quotes grouping', () => {
    expect(openerWords(`"/opt/my browser/open" --new-tab 'a b'`)).toEqual(['/opt/my browser/open', '--new-tab', 'a b']);
    expect(openerWords('firefox $(rm -rf ~) ; x')).toEqual(['firefox', '$(rm', '-rf', '~)', ';', 'x']);
  });

  it('is no command at all when empty', () => {
    expect(openerWords('')).toEqual([]);
    expect(openerWords('  ')).toEqual([]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => openerWords('"open')).toThrow(expect.objectContaining({ code: 'USAGE' }));
  });

  it('defaults to the platform opener only where there is a display', () => {
    expect(defaultOpener({}, 'linux')).toBeUndefined();
    expect(defaultOpener({ DISPLAY: ':0' }, 'linux')).toEqual(['xdg-open']);
    expect(defaultOpener({ WAYLAND_DISPLAY: 'wayland-0' }, 'linux')).toEqual(['xdg-open']);
    expect(defaultOpener({}, 'darwin')).toEqual(['open']);
  });
});

describe('runsInCi', () => {
  it('is true when CI is set to anything but the empty text and "false"', () => {
    for (const CI of ['true', '1', 'yes', 'TRUE']) expect(runsInCi({ CI })).toBe(true);
  });

  it('is false when CI is absent, empty or "false" (the twins)', () => {
    for (const env of [{}, { CI: '' }, { CI: 'false' }]) expect(runsInCi(env)).toBe(false);
  });

  it('is the rule of the OAuth defaults: nobody approves in a browser in CI', () => {
    const ciInProcess = runsInCi(process.env);
    expect(defaultOAuthOptions({ CI: 'true' }).noUser).toBe(true);
    expect(defaultOAuthOptions({ CI: '' }).noUser).toBe(ciInProcess ? true : undefined);
  });
});

describe('the token cache folder', () => {
  it('is $XDG_CONFIG_HOME/toolseal/oauth, else ~/.config/toolseal/oauth', () => {
    expect(oauthCacheDir({ XDG_CONFIG_HOME: '/x/cfg', HOME: '/home/u' })).toBe('/x/cfg/toolseal/oauth');
    expect(oauthCacheDir({ HOME: '/home/u' })).toBe('/home/u/.config/toolseal/oauth');
    // A relative XDG_CONFIG_HOME is invalid by the XDG spec and ignored.
    expect(oauthCacheDir({ XDG_CONFIG_HOME: 'rel', HOME: '/home/u' })).toBe('/home/u/.config/toolseal/oauth');
  });
});

describe("a config entry's oauth block", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'toolseal-oauth-config-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const read = (entry: unknown, env: NodeJS.ProcessEnv = {}) => {
    const file = join(dir, '.mcp.json');
    writeFileSync(file, JSON.stringify({ mcpServers: { remote: entry } }));
    return readMcpConfig(file, env)[0]!;
  };

  it('reads clientId, clientSecret (expanded), callbackPort and scopes', () => {
    const s = read(
      {
        type: 'http',
        url: 'https://mcp.example.com/mcp',
        oauth: { clientId: 'abc', clientSecret: '${SECRET}', callbackPort: 8123, scopes: ['a', 'b'] },
      },
      { SECRET: 's3cret-value' },
    );
    expect(s.oauth).toEqual({ clientId: 'abc', clientSecret: 's3cret-value', redirectPort: 8123, scope: 'a b' });
  });

  it('leaves an entry without one as it was', () => {
    expect(read({ type: 'http', url: 'https://mcp.example.com/mcp' }).oauth).toBeUndefined();
  });

  it.each([
    ['a port out of range', { callbackPort: 70000 }],
    ['scopes that are not strings', { scopes: [1] }],
    ['a block that is not an object', 'yes'],
  ])('refuses %s (INVALID_CONFIG, that entry only)', (_what, oauth) => {
    const s = read({ type: 'http', url: 'https://mcp.example.com/mcp', oauth });
    expect(s.error?.code).toBe('INVALID_CONFIG');
  });
});

describe('OAuth arguments', () => {
  it.each([
    ['--oauth on a stdio server', ['snapshot', '--oauth', '--', 'node', 'server.mjs']],
    ['--oauth-client-credentials without a client id', ['snapshot', '--url', 'http://127.0.0.1:1/mcp', '--oauth-client-credentials']],
    [
      '--oauth-client-credentials without a secret',
      ['snapshot', '--url', 'http://127.0.0.1:1/mcp', '--oauth-client-credentials', '--oauth-client-id', 'x'],
    ],
    ['a redirect port out of range', ['snapshot', '--url', 'http://127.0.0.1:1/mcp', '--oauth', '--oauth-redirect-port', '70000']],
    [
      'an Authorization header with --oauth',
      ['snapshot', '--url', 'http://127.0.0.1:1/mcp', '--oauth', '--header', 'Authorization: Bearer abcdefgh'],
    ],
    [
      'a client metadata URL that is not https',
      ['snapshot', '--url', 'http://127.0.0.1:1/mcp', '--oauth', '--oauth-client-metadata-url', 'http://x/c.json'],
    ],
  ])('refuses %s (USAGE, exit 2)', async (_what, argv) => {
    const r = await runInProcess(argv, { HOME: tmpdir() });
    expect({ code: r.code, error: r.error }).toEqual({ code: 2, error: 'USAGE' });
  });

  it('takes the client secret from TOOLSEAL_OAUTH_CLIENT_SECRET (the twin of the refusal above)', async () => {
    // Reaches the server (nothing listens on port 1): past argument checks, exit 4.
    const r = await runInProcess(
      ['snapshot', '--url', 'http://127.0.0.1:1/mcp', '--oauth-client-credentials', '--oauth-client-id', 'x', '--timeout', '5'],
      {
        HOME: tmpdir(),
        TOOLSEAL_OAUTH_CLIENT_SECRET: 'from-the-environment',
      },
    );
    expect(r.code).toBe(4);
    expect(r.stderr).not.toContain('from-the-environment');
  });
});

describe('the loopback redirect listener', () => {
  it('takes only the redirect that carries the state it was given, on 127.0.0.1', async () => {
    const l = await LoopbackRedirect.listen(0);
    try {
      expect(l.redirectUrl).toBe(`http://127.0.0.1:${l.port}/callback`);
      l.expect('the-state');
      const forged = await fetch(`${l.redirectUrl}?code=forged-code&state=another-state`);
      expect(forged.status).toBe(404);
      const wrongPath = await fetch(`http://127.0.0.1:${l.port}/other?code=c&state=the-state`);
      expect(wrongPath.status).toBe(404);
      const real = await fetch(`${l.redirectUrl}?code=the-code&state=the-state`);
      expect(real.status).toBe(200);
      await expect(l.wait(1000)).resolves.toEqual({ code: 'the-code' });
      // Used once: a replay of the same redirect is not taken.
      expect((await fetch(`${l.redirectUrl}?code=replayed&state=the-state`)).status).toBe(404);
    } finally {
      await l.close();
    }
  });

  it('brings back an error redirect as the refusal it is', async () => {
    const l = await LoopbackRedirect.listen(0);
    try {
      l.expect('s1');
      await fetch(`${l.redirectUrl}?error=access_denied&error_description=no%20thanks&state=s1`);
      await expect(l.wait(1000)).resolves.toEqual({ error: 'access_denied', description: 'no thanks' });
    } finally {
      await l.close();
    }
  });

  it('gives up waiting after its timeout', async () => {
    const l = await LoopbackRedirect.listen(0);
    try {
      l.expect('s2');
      await expect(l.wait(50)).resolves.toBeUndefined();
    } finally {
      await l.close();
    }
  });
});

describe('this machine, where an OAuth endpoint may be plain http', () => {
  it.each([
    'http://localhost:8080/token',
    'http://127.0.0.1/token',
    'http://127.9.9.9/token',
    'http://[::1]:9/token',
    'http://0x7f.1/token',
  ])('%s is this machine', (u) => {
    expect(isLoopbackUrl(new URL(u))).toBe(true);
  });

  it.each([
    'http://auth.example.com/token',
    'http://localhost.example.com/token',
    'http://evil.localhost/token',
    'http://10.0.0.1/token',
    'http://[::ffff:8.8.8.8]/token',
    'http://0.0.0.0/token',
  ])('%s is not (the hostile twin)', (u) => {
    expect(isLoopbackUrl(new URL(u))).toBe(false);
  });
});

describe("the browser opener's environment", () => {
  it('keeps what a browser needs and drops every other variable', () => {
    const env = openerEnv({
      PATH: '/usr/bin',
      HOME: '/home/u',
      DISPLAY: ':0',
      WAYLAND_DISPLAY: 'wayland-0',
      XDG_RUNTIME_DIR: '/run/user/1',
      LANG: 'C.UTF-8',
      LC_ALL: 'C',
      TOOLSEAL_OAUTH_CLIENT_SECRET: 's',
      GITHUB_TOKEN: 't',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'a',
      AWS_SECRET_ACCESS_KEY: 'k',
      NODE_OPTIONS: '--require /tmp/x.js',
      LD_PRELOAD: '/tmp/x.so',
    });
    expect(Object.keys(env).sort()).toEqual(['DISPLAY', 'HOME', 'LANG', 'LC_ALL', 'PATH', 'WAYLAND_DISPLAY', 'XDG_RUNTIME_DIR']);
  });
});

describe('a Client ID Metadata Document URL (--oauth-client-metadata-url)', () => {
  it.each([
    ['plain http', 'http://client.example/oauth/client.json', 'is not https'],
    ['a user name and password', 'https://user:pass@client.example/oauth/client.json', 'holds a user name or password'],
    ['a user name alone', 'https://user@client.example/oauth/client.json', 'holds a user name or password'],
    ['a fragment', 'https://client.example/oauth/client.json#x', 'has a fragment'],
    ['an empty fragment', 'https://client.example/oauth/client.json#', 'has a fragment'],
    ['a ".." segment', 'https://client.example/oauth/../client.json', 'has a "." or ".." path segment'],
    ['a "." segment', 'https://client.example/./client.json', 'has a "." or ".." path segment'],
    ['an encoded ".." segment', 'https://client.example/oauth/%2E%2e/client.json', 'has a "." or ".." path segment'],
    ['a ".." segment after a backslash', 'https://client.example/oauth\\..\\client.json', 'has a "." or ".." path segment'],
    ['no path', 'https://client.example', 'has no path'],
    ['the root path', 'https://client.example/', 'has no path'],
    ['the root path before a query', 'https://client.example/?client=1', 'has no path'],
    ['a blank', 'https://client.example/client .json', 'holds a blank or a control character'],
    ['not a URL', 'client.json', 'is not a URL'],
  ])('refuses %s', (_what, url, problem) => {
    expect(clientMetadataUrlProblem(url)).toBe(problem);
  });

  it.each([
    'https://client.example/oauth/client.json',
    'https://client.example/client.json?v=2',
    'https://client.example:8443/a.b/..c/client.json',
  ])('the twin: takes %s', (url) => {
    expect(clientMetadataUrlProblem(url)).toBeUndefined();
  });

  it('refuses each bad one as an argument (USAGE, exit 2), one line, before any server is contacted', async () => {
    for (const bad of [
      'http://x.example/c.json',
      'https://u:secret-pass@x.example/c.json',
      'https://x.example/c.json#f',
      'https://x.example/a/../c.json',
      'https://x.example',
    ]) {
      const r = await runInProcess(['snapshot', '--url', 'http://127.0.0.1:1/mcp', '--oauth', '--oauth-client-metadata-url', bad], {
        HOME: tmpdir(),
      });
      expect({ code: r.code, error: r.error }).toEqual({ code: 2, error: 'USAGE' });
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(
        /^toolseal: USAGE: --oauth-client-metadata-url must be an https URL with a path, without user name, fragment or "\." and "\.\." segments: it /,
      );
      // The URL is not echoed: its user part may hold a password.
      expect(r.stderr).not.toContain('secret-pass');
    }
  });
});
