import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOAuthHttpServer, type OAuthServerFixture } from '../../fixtures/servers/oauth-http-server.js';
import { ROOT } from '../../support/paths.js';
import { runAction } from '../../support/run-action.js';

// In CI the check action reads a server behind OAuth with the client credentials grant: no browser, the
// secret from the workflow's secrets, masked in the log, never in an output.
describe('the check action on a server behind OAuth', () => {
  const secret = 'ci-client-secret-0123456789abcdef';
  let server: OAuthServerFixture;
  let home: string;
  beforeEach(async () => {
    server = await startOAuthHttpServer([{ name: 'search', description: 'search', inputSchema: { type: 'object' } }]);
    server.addClient('toolseal-ci', secret);
    home = mkdtempSync(join(tmpdir(), 'toolseal-oauth-action-'));
  });
  afterEach(async () => {
    await server.close();
    rmSync(home, { recursive: true, force: true });
  });

  it('authorizes with oauth-client-id and oauth-client-secret, and masks the secret', async () => {
    const run = await runAction(join(ROOT, 'check'), {
      inputs: { 'server-url': server.url, 'oauth-client-id': 'toolseal-ci', 'oauth-client-secret': secret, comment: 'false' },
      env: { XDG_CONFIG_HOME: home },
    });
    expect(run.code).toBe(0);
    expect(server.counts.clientCredentials).toBe(1);
    expect(run.commands.filter((c) => c.command === 'add-mask').map((c) => c.message)).toContain(secret);
    const everything = JSON.stringify(run);
    expect(server.issued.filter((s) => everything.includes(s) && s !== secret)).toEqual([]);
  });

  it('without them, stops with the server unread (the twin)', async () => {
    const run = await runAction(join(ROOT, 'check'), {
      inputs: { 'server-url': server.url, comment: 'false' },
      env: { XDG_CONFIG_HOME: home },
    });
    expect(run.code).not.toBe(0);
    expect(server.counts.clientCredentials).toBe(0);
  });

  it('refuses an Authorization header beside the OAuth inputs (USAGE, as the CLI refuses it with --oauth)', async () => {
    const run = await runAction(join(ROOT, 'check'), {
      inputs: {
        'server-url': server.url,
        'server-headers': 'Authorization: Bearer header-Token-123',
        'oauth-client-id': 'toolseal-ci',
        'oauth-client-secret': secret,
        comment: 'false',
      },
      env: { XDG_CONFIG_HOME: home },
    });
    expect(run.code).toBe(2);
    expect(JSON.stringify(run)).toContain('not both');
    expect(server.counts.clientCredentials).toBe(0);
  });

  it('refuses an oauth-client-metadata-url that is not https', async () => {
    const run = await runAction(join(ROOT, 'check'), {
      inputs: { 'server-url': server.url, 'oauth-client-metadata-url': 'http://example.com/client.json', comment: 'false' },
      env: { XDG_CONFIG_HOME: home },
    });
    expect(run.code).toBe(2);
    expect(JSON.stringify(run)).toContain('oauth-client-metadata-url must be an https URL');
    expect(server.counts.clientCredentials + server.counts.authorizations).toBe(0);
  });

  it('takes an https oauth-client-metadata-url beside the client credentials (the twin: the registered client comes first)', async () => {
    const run = await runAction(join(ROOT, 'check'), {
      inputs: {
        'server-url': server.url,
        'oauth-client-id': 'toolseal-ci',
        'oauth-client-secret': secret,
        'oauth-client-metadata-url': 'https://toolseal.example/client.json',
        comment: 'false',
      },
      env: { XDG_CONFIG_HOME: home },
    });
    expect(run.code).toBe(0);
    expect(server.counts.clientCredentials).toBe(1);
  });

  it('refuses a client id without its secret', async () => {
    const run = await runAction(join(ROOT, 'check'), {
      inputs: { 'server-url': server.url, 'oauth-client-id': 'toolseal-ci', comment: 'false' },
      env: { XDG_CONFIG_HOME: home },
    });
    expect(run.code).not.toBe(0);
    expect(JSON.stringify(run)).toContain('USAGE');
  });
});

describe('the check action on a config entry with an oauth block and no client credentials', () => {
  it('fails at once in CI instead of waiting for a browser nobody will open', async () => {
    const server = await startOAuthHttpServer([{ name: 'search', description: 'search', inputSchema: { type: 'object' } }]);
    const dir = mkdtempSync(join(tmpdir(), 'toolseal-oauth-action-config-'));
    try {
      writeFileSync(
        join(dir, '.mcp.json'),
        JSON.stringify({ mcpServers: { remote: { type: 'http', url: server.url, oauth: { scopes: ['mcp:tools'] } } } }),
      );
      const run = await runAction(join(ROOT, 'check'), {
        inputs: { config: '.mcp.json', comment: 'false', timeout: '30' },
        cwd: dir,
        env: { XDG_CONFIG_HOME: join(dir, 'config'), CI: 'true' },
        timeoutMs: 60_000,
      });
      expect(run.code).not.toBe(0);
      expect(JSON.stringify(run)).toContain('OAUTH_FAILED');
      expect(server.counts.authorizations).toBe(0);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
