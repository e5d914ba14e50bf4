import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isToolsealError } from '../../../src/core/errors.js';
import { expandVariables, readMcpConfig } from '../../../src/mcp/config/config-file.js';
import { DEFAULT_LIMITS } from '../../../src/mcp/server/server-spec.js';
import { CONFIG_CONCURRENCY, takeSnapshot, takeSnapshots } from '../../../src/mcp/snapshot/server-snapshots.js';
import { RAW_SERVER } from '../helpers.js';
import { runInProcess } from '../../support/run-cli-in-process.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(rel: string, doc: unknown): string {
  const file = join(dir, rel);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, typeof doc === 'string' ? doc : JSON.stringify(doc, null, 2));
  return file;
}

const node = process.execPath;
const limits = { ...DEFAULT_LIMITS, timeoutMs: 20_000 };

describe('readMcpConfig', () => {
  it('reads .mcp.json (mcpServers): stdio with ${VAR} and ${VAR:-default}, http with headers; every value taken from the environment is a secret', () => {
    const file = write('.mcp.json', {
      mcpServers: {
        local: { command: node, args: ['${SCRIPT}', '${MODE:-pages}'], env: { TOKEN: '${TOKEN}' } },
        remote: { type: 'http', url: 'https://mcp.example.test/${PATH_PART}', headers: { Authorization: 'Bearer ${TOKEN}' } },
        legacy: { type: 'sse', url: 'https://mcp.example.test/sse' },
      },
    });
    const servers = readMcpConfig(file, { SCRIPT: 'server.mjs', TOKEN: 'tok', PATH_PART: 'mcp' });
    expect(servers.map((s) => s.name)).toEqual(['local', 'remote', 'legacy']);
    expect(servers[0]!.spec).toEqual({
      kind: 'stdio',
      command: node,
      args: ['server.mjs', 'pages'],
      env: { TOKEN: 'tok' },
      cwd: dir,
      secrets: ['server.mjs', 'tok'],
    });
    expect(servers[1]!.spec).toEqual({
      kind: 'url',
      url: 'https://mcp.example.test/mcp',
      transport: 'http',
      headers: { Authorization: 'Bearer tok' },
      secrets: ['mcp', 'tok'],
    });
    expect(servers[2]!.spec).toMatchObject({ kind: 'url', transport: 'sse' });
  });

  it('reads claude_desktop_config.json (mcpServers, no workspace folder)', () => {
    const file = write('claude_desktop_config.json', { mcpServers: { fs: { command: 'npx', args: ['-y', 'server'] } } });
    expect(readMcpConfig(file, {})[0]!.spec).toEqual({
      kind: 'stdio',
      command: 'npx',
      args: ['-y', 'server'],
      env: undefined,
      cwd: undefined,
    });
  });

  it('reads .cursor/mcp.json: ${env:VAR}, ${workspaceFolder}, ${userHome}, a url without type is auto', () => {
    const file = write('.cursor/mcp.json', {
      mcpServers: {
        a: { command: '${workspaceFolder}/bin/server', args: ['${userHome}'], env: { K: '${env:K}' } },
        b: { url: 'http://127.0.0.1:1/mcp' },
        c: { command: 'x', env: { UNSET: '${env:NOPE}' } },
      },
    });
    const [a, b, c] = readMcpConfig(file, { K: 'v' });
    // Unset is an error naming the entry and the variable (VS Code would send an empty value): the twin of `a`.
    expect(c!.error).toMatchObject({ code: 'INVALID_CONFIG' });
    expect(c!.error!.message).toBe(`${file}: server "c": environment variable NOPE is not set (\${env:NOPE} has no :-default)`);
    expect(a!.spec).toEqual({
      kind: 'stdio',
      command: `${dir}/bin/server`,
      args: [homedir()],
      env: { K: 'v' },
      cwd: dir,
      secrets: ['v'],
    });
    expect(b!.spec).toMatchObject({ kind: 'url', transport: 'auto' });
  });

  it('reads .vscode/mcp.json (servers, with type stdio/http/sse)', () => {
    const file = write('.vscode/mcp.json', {
      inputs: [],
      servers: {
        s: { type: 'stdio', command: 'node', args: ['${workspaceFolder}/x.mjs'] },
        h: { type: 'http', url: 'http://127.0.0.1:1/mcp', headers: { 'X-Key': '${env:KEY}' } },
        e: { type: 'sse', url: 'http://127.0.0.1:1/sse' },
      },
    });
    const servers = readMcpConfig(file, { KEY: 'k' });
    expect(servers.map((s) => [s.name, s.spec?.kind, s.spec?.kind === 'url' ? s.spec.transport : s.spec?.args[0]])).toEqual([
      ['s', 'stdio', `${dir}/x.mjs`],
      ['h', 'url', 'http'],
      ['e', 'url', 'sse'],
    ]);
  });

  it('reads comments and trailing commas (JSONC, as VS Code does); a string that looks like a comment stays', () => {
    const file = write(
      '.vscode/mcp.json',
      `{
  // my servers
  "servers": {
    /* the local one */
    "s": { "type": "stdio", "command": "node", "args": ["http://x//y", "/* not a comment */", "a,]"], },
  },
}`,
    );
    expect(readMcpConfig(file, {})[0]!.spec).toMatchObject({ kind: 'stdio', args: ['http://x//y', '/* not a comment */', 'a,]'] });
  });

  it('(still refuses what is not JSON with comments: INVALID_JSON)', () => {
    const file = write('.vscode/mcp.json', '{ "servers": { "s": { "command": node } } }');
    expect(() => readMcpConfig(file, {})).toThrow(expect.objectContaining({ code: 'INVALID_JSON' }));
  });

  it('an unset ${VAR} without default is INVALID_CONFIG for that server only, naming the variable, not values', () => {
    const file = write('.mcp.json', {
      mcpServers: { bad: { command: 'x', env: { A: '${MISSING_VAR}', B: 'PLANTED-config-secret' } }, good: { command: 'y' } },
    });
    const [bad, good] = readMcpConfig(file, {});
    expect(bad!.error?.code).toBe('INVALID_CONFIG');
    expect(bad!.error?.message).toContain('MISSING_VAR');
    expect(bad!.error?.message).not.toContain('PLANTED');
    expect(good!.spec).toBeDefined();
  });

  it('keeps a ${VAR} value expanded into the arguments or the script path out of the error (the server echoes it)', async () => {
    const token = 'PLANTED-arg-secret-5be0c2';
    // A server that fails and names its arguments on stderr, as many do ("invalid key …").
    const script = write(`${token}.mjs`, "console.error('cannot start: ' + process.argv.slice(2).join(' ')); process.exit(3);");
    const file = write('.mcp.json', {
      mcpServers: {
        fromEnv: { command: node, args: ['${SCRIPT}', '--api-key', '${API_KEY}'] },
        literal: { command: node, args: [script, '--api-key', token] },
      },
    });
    const [fromEnv, literal] = await takeSnapshots({ kind: 'config', file, all: true }, limits, {
      env: { SCRIPT: script, API_KEY: token },
    });
    expect(fromEnv!.error?.code).toBe('SNAPSHOT_INCOMPLETE');
    expect(fromEnv!.error?.message).toContain('cannot start:');
    expect(fromEnv!.error?.message).toContain('--api-key ***');
    expect(fromEnv!.error?.message).not.toContain(token);
    // Arguments written into the config file itself are secrets too (any may hold a key): the echo is
    // redacted, while the option name beside it still shows (so the server's line did reach the message).
    const echoed = literal!.error?.message.split('its last stderr line: ')[1];
    expect(echoed).toBe('cannot start: --api-key ***');
  });

  it('refuses a url that is not http or https (INVALID_CONFIG for that server)', () => {
    const file = write('.vscode/mcp.json', {
      servers: { s: { type: 'http', url: 'file:///etc/passwd' }, ok: { type: 'http', url: 'https://h.example/mcp' } },
    });
    const [s, ok] = readMcpConfig(file, {});
    expect(s!.error?.code).toBe('INVALID_CONFIG');
    expect(ok!.spec).toMatchObject({ kind: 'url' });
  });

  it('refuses ${input:…} (it would prompt) and a file with neither mcpServers nor servers', () => {
    const file = write('.vscode/mcp.json', { servers: { s: { type: 'http', url: 'http://h/${input:key}' } } });
    expect(readMcpConfig(file, {})[0]!.error?.code).toBe('INVALID_CONFIG');
    const empty = write('other.json', { something: {} });
    expect(() => readMcpConfig(empty, {})).toThrow(expect.objectContaining({ code: 'INVALID_CONFIG' }));
  });

  it('refuses a config file with a duplicate member (DUPLICATE_JSON_MEMBER)', () => {
    const file = write('.mcp.json', '{"mcpServers":{"a":{"command":"x"},"a":{"command":"y"}}}');
    expect(() => readMcpConfig(file, {})).toThrow(expect.objectContaining({ code: 'DUPLICATE_JSON_MEMBER' }));
  });

  describe("when a config file names one of the runner's own variables", () => {
    const env = {
      'INPUT_GITHUB-TOKEN': 'ghs_SECRET_A',
      ACTIONS_RUNTIME_TOKEN: 'rt_SECRET_B',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc_SECRET_C',
      GITHUB_TOKEN: 'ghs_SECRET_D',
      RUNNER_TEMP: '/tmp/x',
      API_KEY: 'k_ordinary',
      GITHUB_ACTIONS: 'true',
    };
    const codeOf = (text: string) => {
      try {
        expandVariables(text, env, undefined, '.mcp.json: servers.docs');
        return 'expanded';
      } catch (e) {
        return isToolsealError(e) ? e.code : 'other';
      }
    };
    it.each([
      ['${env:INPUT_GITHUB-TOKEN}'],
      ['${ACTIONS_RUNTIME_TOKEN}'],
      ['${env:ACTIONS_ID_TOKEN_REQUEST_TOKEN}'],
      ['${GITHUB_TOKEN:-x}'],
      ['${env:github_token}'],
      ['${RUNNER_TEMP}'],
    ])('refuses %s (INVALID_CONFIG), and no secret is in the message', (text) => {
      expect(codeOf(text)).toBe('INVALID_CONFIG');
      try {
        expandVariables(text, env, undefined, 'w');
      } catch (e) {
        expect((e as Error).message).not.toMatch(/SECRET/);
      }
    });
    it('still expands an ordinary variable (the twin)', () => {
      expect(expandVariables('${env:API_KEY}/${API_KEY}', env, undefined, 'w')).toBe('k_ordinary/k_ordinary');
    });
    it("outside a workflow GITHUB_TOKEN is the person's own variable and expands; INPUT_*, ACTIONS_* never do", () => {
      const local = { ...env, GITHUB_ACTIONS: undefined };
      expect(expandVariables('Bearer ${GITHUB_TOKEN}', local, undefined, 'w')).toBe('Bearer ghs_SECRET_D');
      expect(() => expandVariables('${ACTIONS_RUNTIME_TOKEN}', local, undefined, 'w')).toThrow(
        expect.objectContaining({ code: 'INVALID_CONFIG' }),
      );
      // An action's environment (the config-env list, with the rest withheld) is a workflow's, whatever it holds.
      expect(() => expandVariables('${GITHUB_TOKEN}', local, undefined, 'w', undefined, new Set())).toThrow(
        expect.objectContaining({ code: 'INVALID_CONFIG' }),
      );
    });
  });

  it('expandVariables leaves text without variables alone', () => {
    expect(expandVariables('plain $HOME and $ {x}', {}, undefined, 'w')).toBe('plain $HOME and $ {x}');
  });
});

describe('takeSnapshots with a config file', () => {
  it('--all: every server, ids from the config keys; one failing does not stop the others', async () => {
    const file = write('.mcp.json', {
      mcpServers: {
        first: { command: node, args: [RAW_SERVER, 'pages', '2', '3'] },
        crashing: { command: node, args: [RAW_SERVER, 'crash2'] },
        unset: { command: node, args: ['${NOT_SET_ANYWHERE}'] },
        last: { command: node, args: [RAW_SERVER, 'pages', '1', '1'] },
      },
    });
    const outcomes = await takeSnapshots({ kind: 'config', file, all: true }, limits, { env: {} });
    expect(outcomes.map((o) => [o.serverId, o.snapshot?.tools.length ?? o.error?.code])).toEqual([
      ['first', 6],
      ['crashing', 'SNAPSHOT_INCOMPLETE'],
      ['unset', 'INVALID_CONFIG'],
      ['last', 1],
    ]);
    expect(outcomes[0]!.snapshot!.server).toBe('first');
  });

  it('--all runs at most CONFIG_CONCURRENCY servers at once', async () => {
    const countFile = join(dir, 'count');
    writeFileSync(countFile, '');
    const mcpServers = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [
        `s${i}`,
        { command: node, args: [RAW_SERVER, 'pages', '2', '1'], env: { COUNT_FILE: countFile } },
      ]),
    );
    const file = write('.mcp.json', { mcpServers });
    const outcomes = await takeSnapshots({ kind: 'config', file, all: true }, limits);
    expect(outcomes.filter((o) => o.snapshot)).toHaveLength(10);
    let up = 0;
    let most = 0;
    for (const c of readFileSync(countFile, 'utf8')) {
      up += c === '+' ? 1 : -1;
      most = Math.max(most, up);
    }
    expect(up).toBe(0);
    expect(most).toBeGreaterThanOrEqual(1);
    expect(most).toBeLessThanOrEqual(CONFIG_CONCURRENCY);
  });

  it('--server NAME: that one; an unknown name is INVALID_CONFIG', async () => {
    const file = write('.mcp.json', { mcpServers: { one: { command: node, args: [RAW_SERVER, 'pages', '1', '2'] } } });
    expect((await takeSnapshot({ kind: 'config', file, server: 'one' }, limits)).server).toBe('one');
    await expect(takeSnapshot({ kind: 'config', file, server: 'two' }, limits)).rejects.toThrow(
      expect.objectContaining({ code: 'INVALID_CONFIG' }),
    );
  });

  it('no servers configured: no outcome, nothing snapshotted', async () => {
    const file = write('.mcp.json', { mcpServers: {} });
    expect(await takeSnapshots({ kind: 'config', file, all: true }, limits)).toEqual([]);
  });

  it('expands env into the server environment (the server sees it; the snapshot error does not)', async () => {
    const file = write('.mcp.json', {
      mcpServers: { s: { command: node, args: [RAW_SERVER, 'crash2'], env: { ECHO_SECRET: '${MY_TOKEN}' } } },
    });
    const [o] = await takeSnapshots({ kind: 'config', file, all: true }, limits, { env: { MY_TOKEN: 'PLANTED-config-env-2b7d' } });
    expect(isToolsealError(o!.error, 'SNAPSHOT_INCOMPLETE')).toBe(true);
    expect(o!.error!.message).toContain('crashing on page 2');
    expect(o!.error!.message).not.toContain('PLANTED-config-env-2b7d');
  });
});

describe('${VAR} in a config file, on the CLI (snapshot --config, the CLI in this process, a real server)', () => {
  const TOKEN = 'ghp_PLANTED-cli-token-51c0';
  const config = () =>
    write('.mcp.json', {
      mcpServers: {
        gh: { command: node, args: ['${SERVER_SCRIPT}', 'pages', '1', '2'], env: { GITHUB_PERSONAL_ACCESS_TOKEN: '${GITHUB_TOKEN}' } },
      },
    });
  const base = { PATH: process.env.PATH ?? '', SERVER_SCRIPT: RAW_SERVER };

  it('set: GITHUB_TOKEN and the others expand from the environment, the server starts, and the token is in no output', async () => {
    const r = await runInProcess(['snapshot', '--config', config(), '--server', 'gh'], { ...base, GITHUB_TOKEN: TOKEN }, dir);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).tools).toHaveLength(2);
    expect(r.stdout + r.stderr).not.toContain(TOKEN);
  });

  it('hostile twin: unset, the run stops before any server starts: INVALID_CONFIG, exit 2, naming the entry and the variable', async () => {
    const file = config();
    const r = await runInProcess(['snapshot', '--config', file, '--server', 'gh'], base, dir);
    expect(r.code).toBe(2);
    expect(r.error).toBe('INVALID_CONFIG');
    expect(r.stderr).toContain(`server "gh": environment variable GITHUB_TOKEN is not set`);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('hostile twin: in a workflow (GITHUB_ACTIONS=true) GITHUB_TOKEN is the job token and is not expanded, exit 2', async () => {
    const r = await runInProcess(
      ['check', '--config', config(), '--server', 'gh'],
      { ...base, GITHUB_TOKEN: TOKEN, GITHUB_ACTIONS: 'true' },
      dir,
    );
    expect(r.code).toBe(2);
    expect(r.error).toBe('INVALID_CONFIG');
    expect(r.stdout + r.stderr).not.toContain(TOKEN);
  });

  it('${env:NAME} unset is the same error as ${NAME} unset (exit 2), set it is used', async () => {
    const file = write('.vscode/mcp.json', {
      servers: { s: { type: 'stdio', command: node, args: ['${env:SERVER_SCRIPT}', 'pages', '1', '1'] } },
    });
    expect((await runInProcess(['snapshot', '--config', file, '--server', 's'], base, dir)).code).toBe(0);
    const unset = await runInProcess(['snapshot', '--config', file, '--server', 's'], { PATH: base.PATH }, dir);
    expect([unset.code, unset.error]).toEqual([2, 'INVALID_CONFIG']);
    expect(unset.stderr).toContain('environment variable SERVER_SCRIPT is not set (${env:SERVER_SCRIPT} has no :-default)');
  });
});
