// The environment a stdio server starts with: the SDK's minimal one and the variables that say how to reach
// the network (CA certificates, proxies, npm's registry), each as set here; nothing else of this process's
// environment (a token it holds) reaches the server. Real fixture server (raw-stdio-server's `env` mode
// lists the values it got), the CLI in this process.
import { NETWORK_TRUST_VARIABLES, serverBaseEnvironment } from '../../../src/mcp/process/server-environment.js';
import { runInProcess } from '../../support/run-cli-in-process.js';
import { FIXTURES } from '../../support/paths.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RAW_SERVER = join(FIXTURES, 'servers', 'raw-stdio-server.mjs');
const PARENT_SECRET = 'PLANTED-parent-secret-9c1e';

/** Each network-trust variable set to a value that names it, and a secret of this process beside them. */
const planted: Record<string, string> = {
  ...Object.fromEntries(NETWORK_TRUST_VARIABLES.map((n) => [n, `set-${n}`])),
  TOOLSEAL_TEST_PARENT_TOKEN: PARENT_SECRET,
};

describe('serverBaseEnvironment', () => {
  it('takes the network-trust variables, lower and upper case, and HOME and PATH, from the parent given', () => {
    const env = serverBaseEnvironment({ ...planted, HOME: '/home/x', PATH: '/bin' });
    for (const n of NETWORK_TRUST_VARIABLES) expect(env[n]).toBe(`set-${n}`);
    expect(env).toMatchObject({
      HOME: '/home/x',
      PATH: '/bin',
      https_proxy: 'set-https_proxy',
      NPM_CONFIG_CAFILE: 'set-NPM_CONFIG_CAFILE',
    });
  });

  it('hostile: another variable of the parent (a token) is not passed, nor a shell function in a passed name', () => {
    const env = serverBaseEnvironment({ ...planted, HTTPS_PROXY: '() { evil; }', PATH: '/bin' });
    expect(Object.values(env)).not.toContain(PARENT_SECRET);
    expect(env.TOOLSEAL_TEST_PARENT_TOKEN).toBeUndefined();
    expect(env.HTTPS_PROXY).toBeUndefined();
  });

  it('twin: an unset network-trust variable is left out (not passed as empty)', () => {
    expect(serverBaseEnvironment({ PATH: '/bin' })).toEqual({ PATH: '/bin' });
  });
});

describe('a stdio server started by snapshot and check gets the network-trust variables (real server)', () => {
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [k, v] of Object.entries(planted)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
  });
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  /** The values the fixture reports for these names, in order ('' for one it did not get). */
  async function valuesSeen(names: string[]): Promise<string[]> {
    const r = await runInProcess(['snapshot', '--', process.execPath, RAW_SERVER, 'env', ...names]);
    expect(r.code).toBe(0);
    const snapshot = JSON.parse(r.stdout) as { tools: Array<{ description: string }> };
    return snapshot.tools[0]!.description.split(' ');
  }

  it('each of them arrives as set here (NODE_EXTRA_CA_CERTS, the proxies, npm_config_registry …)', async () => {
    const names = [...NETWORK_TRUST_VARIABLES];
    expect(await valuesSeen(names)).toEqual(names.map((n) => `set-${n}`));
  });

  it('hostile twin: a token in the environment of toolseal does not reach the server', async () => {
    expect(await valuesSeen(['TOOLSEAL_TEST_PARENT_TOKEN', 'HTTPS_PROXY'])).toEqual(['', 'set-HTTPS_PROXY']);
  });

  it('lock and check start the server with them too: a changed CA variable is a changed description, the same one matches', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolseal-server-env-'));
    try {
      const server = ['--', process.execPath, RAW_SERVER, 'env', 'NODE_EXTRA_CA_CERTS', 'TOOLSEAL_TEST_PARENT_TOKEN'];
      expect((await runInProcess(['lock', ...server], {}, dir)).code).toBe(0);
      const same = await runInProcess(['check', '--json', '--on-change', 'fail', ...server], {}, dir);
      expect(same.code).toBe(0);
      process.env.NODE_EXTRA_CA_CERTS = 'another-ca.pem';
      const changed = await runInProcess(['check', '--json', '--on-change', 'fail', ...server], {}, dir);
      expect(changed.error ?? JSON.parse(changed.stdout).servers[0].pinState).toMatch(/SURFACE_CHANGED|changed/);
      expect(changed.code).toBe(1);
      expect(changed.stdout + changed.stderr).not.toContain(PARENT_SECRET);
    } finally {
      process.env.NODE_EXTRA_CA_CERTS = planted.NODE_EXTRA_CA_CERTS;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('hostile: a proxy URL’s password, echoed by a server that fails to start, is redacted from the error; its host stays (the twin)', async () => {
    process.env.HTTPS_PROXY = 'http://corp:PLANTED-proxy-pw-7d3e@127.0.0.1:3128';
    try {
      const echo = 'process.stderr.write("cannot reach " + process.env.HTTPS_PROXY + "\\n"); process.exit(3)';
      const r = await runInProcess(['snapshot', '--', process.execPath, '-e', echo]);
      expect([r.code, r.error]).toEqual([4, 'SNAPSHOT_INCOMPLETE']);
      expect(r.stderr).toContain('its last stderr line: cannot reach http://corp:***@127.0.0.1:3128');
      expect(r.stderr).not.toContain('PLANTED-proxy-pw-7d3e');
    } finally {
      process.env.HTTPS_PROXY = planted.HTTPS_PROXY;
    }
  });
});
