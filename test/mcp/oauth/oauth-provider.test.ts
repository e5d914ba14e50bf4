import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openerWords } from '../../../src/mcp/oauth/oauth-options.js';
import { startOAuthHttpServer, type OAuthServerFixture } from '../../fixtures/servers/oauth-http-server.js';
import { closeGuards, httpServer, startGuard, type InProcessGuard } from '../../support/in-process-guard.js';
import { ROOT } from '../../support/paths.js';

// Scope step-up (403 insufficient_scope on a call), as the provider bounds it: the guard from src/ in
// front of a real OAuth-protected server (the SDK's server auth helpers on 127.0.0.1), the host a JSON-RPC
// driver, the browser scripts/conformance/browser.mjs. The guard is the only command that calls tools.

const BROWSER = openerWords(`"${process.execPath}" "${join(ROOT, 'scripts', 'conformance', 'browser.mjs')}"`);
const tool = (name: string) => ({ name, description: `tool ${name}`, inputSchema: { type: 'object' } });

let dir: string;
let server: OAuthServerFixture;

const CLIENT_SECRET = 'ci-secret-' + 's'.repeat(24);

function guard(grant: 'browser' | 'client credentials' = 'browser'): InProcessGuard {
  const how =
    grant === 'browser'
      ? { open: BROWSER, authorizationTimeoutMs: 15_000 }
      : { clientId: 'ci-client', clientSecret: CLIENT_SECRET, clientCredentials: true };
  const spec = { ...httpServer(server.url), oauth: { cacheDir: join(dir, 'oauth'), ...how, notify: () => {} } };
  return startGuard({ upstream: spec, unpinned: 'allow' });
}

async function call(g: InProcessGuard, name: string): Promise<Record<string, unknown>> {
  return g.host.request('tools/call', { name, arguments: {} }, 60_000);
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-step-up-'));
  server = await startOAuthHttpServer([tool('search'), tool('publish')]);
  server.addClient('ci-client', CLIENT_SECRET);
});

/** The call that meets a new scope past the bound: a JSON-RPC error of one line, OAUTH_FAILED. */
function expectStopped(answer: Record<string, unknown>): void {
  expect(answer.result).toBeUndefined();
  expect(answer.error).toMatchObject({ code: -32603 });
  const message = (answer.error as { message: string }).message;
  expect(message).toMatch(/OAuth: the server asks for yet another scope after 2 step-ups .*: OAUTH_FAILED$/);
  expect(message).not.toContain('\n');
  // No server text in the guard's message: none of the scopes the server named.
  expect(message).not.toContain('mcp:step');
}

afterEach(async () => {
  await closeGuards();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('scope step-up, bounded at three authorizations per server', () => {
  it('a server whose every 403 names a new scope: stopped at the bound with a JSON-RPC error, no fourth authorization', async () => {
    server.escalatingTool = 'publish';
    const g = guard();
    await g.host.initialize();
    const answer = await call(g, 'publish');
    expect(answer.result).toBeUndefined();
    expect(answer.error).toMatchObject({ code: -32603 });
    const message = (answer.error as { message: string }).message;
    expect(message).toMatch(
      /^toolseal guard: .*OAuth: the server asks for yet another scope after 2 step-ups \(403 insufficient_scope; at most 3 authorizations per server in a run\); not asked again: OAUTH_FAILED$/,
    );
    expect(message).not.toContain('\n');
    // The first authorization and two step-ups; the 403s are bounded as well (no refresh-and-retry loop).
    expect(server.counts.authorizations).toBe(3);
    expect(server.insufficientScope).toBe(3);
    // A later call asks no one again, and the guard goes on serving.
    const again = await call(g, 'publish');
    expect(again.error).toMatchObject({ code: -32603 });
    expect(server.counts.authorizations).toBe(3);
    expect((await call(g, 'search')).result).toEqual({ content: [{ type: 'text', text: 'called search' }] });
  });

  it('the same from a token cached by an earlier run (each step-up could refresh instead): two step-ups, then the error', async () => {
    const first = guard();
    await first.host.initialize();
    expect((await call(first, 'search')).result).toBeDefined();
    await first.close();
    expect(server.counts.authorizations).toBe(1);

    server.escalatingTool = 'publish';
    const g = guard();
    await g.host.initialize();
    expectStopped(await call(g, 'publish'));
    expect(server.counts.authorizations).toBe(3);
    expect(server.insufficientScope).toBe(3);
    expect((await call(g, 'search')).result).toEqual({ content: [{ type: 'text', text: 'called search' }] });
  });

  it('the same with the client credentials grant (no browser, a new grant for each scope): two step-ups, then the error', async () => {
    server.escalatingTool = 'publish';
    const g = guard('client credentials');
    await g.host.initialize();
    expectStopped(await call(g, 'publish'));
    // The first grant and two step-ups.
    expect(server.counts.clientCredentials).toBe(3);
    expect(server.insufficientScope).toBe(3);
    expect(server.counts.authorizations).toBe(0);
  });

  it('the twin with the client credentials grant: one step-up to the scope the call needs, and the call is answered', async () => {
    server.callScopes = { publish: 'mcp:tools mcp:write' };
    const g = guard('client credentials');
    await g.host.initialize();
    expect((await call(g, 'publish')).result).toEqual({ content: [{ type: 'text', text: 'called publish' }] });
    expect(server.counts.clientCredentials).toBe(2);
  });

  it('the twin: one step-up to the scope a call needs succeeds, and the call is answered', async () => {
    server.callScopes = { publish: 'mcp:tools mcp:write' };
    const g = guard();
    await g.host.initialize();
    expect((await call(g, 'publish')).result).toEqual({ content: [{ type: 'text', text: 'called publish' }] });
    expect(server.counts.authorizations).toBe(2);
    expect(server.requestedScopes[1]!.split(' ').sort()).toEqual(['mcp:tools', 'mcp:write']);
    expect((await call(g, 'search')).result).toEqual({ content: [{ type: 'text', text: 'called search' }] });
    expect(server.counts.authorizations).toBe(2);
  });
});
