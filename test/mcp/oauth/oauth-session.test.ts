import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOAuthHttpServer, type OAuthServerFixture } from '../../fixtures/servers/oauth-http-server.js';
import { createServer } from 'node:http';
import { OAuthSession } from '../../../src/mcp/oauth/oauth-session.js';
import { ServerSecrets } from '../../../src/mcp/server/secret-values.js';
import { closeHttp, listen } from '../../support/loopback-http.js';
import { ROOT } from '../../support/paths.js';
import { runInProcess, type CliResult } from '../../support/run-cli-in-process.js';

// The authorization response's `iss` parameter (RFC 9207), checked before the code is exchanged: a real
// authorization server on 127.0.0.1 (the SDK's server auth helpers) whose redirect carries the `iss` a
// test sets, and another one on another port whose issuer a mixed-up response names.

/** Plays the user's browser: follows the authorization URL's redirects to toolseal's loopback listener. */
const BROWSER = `"${process.execPath}" "${join(ROOT, 'scripts', 'conformance', 'browser.mjs')}"`;
const tool = (name: string) => ({ name, description: `tool ${name}`, inputSchema: { type: 'object' } });

let dir: string;
let server: OAuthServerFixture;
/** Another authorization server, on another port: the one a mix-up's response comes from. */
let other: OAuthServerFixture;
let outputs: string[];

async function snapshot(extra: string[] = []): Promise<CliResult> {
  const env = { XDG_CONFIG_HOME: join(dir, 'config'), HOME: dir, PATH: process.env.PATH ?? '' };
  const args = ['snapshot', '--url', server.url, '--oauth', '--oauth-open', BROWSER, '--oauth-timeout', '30', '--timeout', '30', ...extra];
  const r = await runInProcess(args, env, dir);
  outputs.push(r.stdout, r.stderr);
  return r;
}

/** The issuer of a fixture's authorization server, as its metadata writes it. */
const issuerOf = (s: OAuthServerFixture) => `${new URL(s.url).origin}/`;

/** The authorization server's metadata, saying (or not) that its responses carry `iss`. */
function advertise(supported: boolean | undefined): void {
  server.metadataOverride = {
    token_endpoint_auth_methods_supported: ['client_secret_post'],
    ...(supported !== undefined ? { authorization_response_iss_parameter_supported: supported } : {}),
  };
}

/** Refused after the user approved, before the code was posted anywhere: one line, OAUTH_FAILED, exit 4. */
function expectRefused(r: CliResult, why: RegExp): void {
  expect({ code: r.code, error: r.error }).toEqual({ code: 4, error: 'OAUTH_FAILED' });
  const lines = r.stderr.split('\n').filter((l) => l.startsWith('toolseal: OAUTH_FAILED'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(why);
  expect(server.counts.authorizations).toBe(1);
  // No code exchange: the token endpoint never saw the code.
  expect(server.resources.token).toEqual([]);
}

function expectAccepted(r: CliResult): void {
  expect({ code: r.code, stderr: r.code === 0 ? '' : r.stderr }).toEqual({ code: 0, stderr: '' });
  expect(JSON.parse(r.stdout).tools.map((t: { name: string }) => t.name)).toEqual(['search']);
  expect(server.resources.token).toHaveLength(1);
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'toolseal-oauth-iss-'));
  outputs = [];
  server = await startOAuthHttpServer([tool('search')]);
  other = await startOAuthHttpServer([tool('search')]);
});

afterEach(async () => {
  // No token or code in any output.
  expect([...server.issued, ...other.issued].filter((s) => outputs.some((o) => o.includes(s)))).toEqual([]);
  await server.close();
  await other.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the iss parameter of the authorization response (RFC 9207)', () => {
  describe('from an authorization server whose metadata says it sends one', () => {
    it('refuses a response whose iss is another authorization server (a mix-up)', async () => {
      advertise(true);
      server.redirectIss = issuerOf(other);
      expectRefused(await snapshot(), /refused the authorization response: its iss parameter names another authorization server/);
      // The servers' text is not quoted.
      expect(outputs.join('')).not.toContain(issuerOf(other));
    });

    it('the twin: accepts the response whose iss is its own issuer', async () => {
      advertise(true);
      server.redirectIss = issuerOf(server);
      expectAccepted(await snapshot());
    });

    it('refuses a response without iss', async () => {
      advertise(true);
      server.redirectIss = undefined;
      expectRefused(await snapshot(), /it has no iss parameter, which the authorization server's metadata says it sends/);
    });

    it('refuses an iss that differs by a trailing slash only (compared as a string)', async () => {
      advertise(true);
      server.redirectIss = new URL(server.url).origin;
      expectRefused(await snapshot(), /names another authorization server/);
    });
  });

  describe('from an authorization server whose metadata does not say so', () => {
    it('the twin: accepts a response without iss (not advertised)', async () => {
      advertise(undefined);
      expectAccepted(await snapshot());
    });

    it('accepts a response without iss when the metadata says false', async () => {
      advertise(false);
      expectAccepted(await snapshot());
    });

    it('still refuses an iss that names another authorization server', async () => {
      advertise(undefined);
      server.redirectIss = issuerOf(other);
      expectRefused(await snapshot(), /names another authorization server/);
    });
  });
});

describe('a Client ID Metadata Document URL as the client id', () => {
  const DOCUMENT = 'https://client.example/oauth/toolseal.json';

  it('is the client id of the authorization when the authorization server supports such documents', async () => {
    // The redirect URI the document would list: a fixed port (taken from the kernel, then released).
    const probe = createServer();
    const port = await listen(probe);
    await closeHttp(probe);
    server.metadataDocumentClients = [
      { client_id: DOCUMENT, redirect_uris: [`http://127.0.0.1:${port}/callback`], token_endpoint_auth_method: 'none' },
    ];
    server.metadataOverride = { client_id_metadata_document_supported: true, token_endpoint_auth_methods_supported: ['none'] };
    const r = await snapshot(['--oauth-client-metadata-url', DOCUMENT, '--oauth-redirect-port', String(port)]);
    expect({ code: r.code, stderr: r.code === 0 ? '' : r.stderr }).toEqual({ code: 0, stderr: '' });
    expect(server.authorizedClientIds).toEqual([DOCUMENT]);
  });

  it.each([
    ['http', 'http://client.example/oauth/toolseal.json'],
    ['userinfo', 'https://me@client.example/oauth/toolseal.json'],
    ['a fragment', 'https://client.example/oauth/toolseal.json#a'],
    ['a dot segment', 'https://client.example/oauth/../toolseal.json'],
    ['no path', 'https://client.example'],
  ])(
    'the hostile twins, given to the library (no argument check before it): a URL with %s is refused before anything is sent',
    async (_what, url) => {
      const secrets = new ServerSecrets();
      const opening = OAuthSession.open({ cacheDir: join(dir, 'cache'), clientMetadataUrl: url }, server.url, {
        label: 'server "x"',
        secrets,
      });
      await expect(opening).rejects.toMatchObject({ code: 'USAGE' });
      await expect(opening).rejects.toThrow(/^server "x": OAuth: the client metadata URL must be an https URL with a path/);
      expect(server.counts.authorizations).toBe(0);
    },
  );
});
