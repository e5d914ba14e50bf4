import { isToolsealError } from '../../src/core/errors.js';
import { getActionsIdToken, resolveIdentityToken } from '../../src/github/oidc.js';
import { githubClaims, startLocalSigstore, type LocalSigstore } from '../support/local-sigstore.js';

async function codeOf(p: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await p;
  } catch (e) {
    return { code: isToolsealError(e) ? e.code : 'not a ToolsealError', message: (e as Error).message };
  }
  return { message: '' };
}

describe('the signing identity', () => {
  let sigstore: LocalSigstore;
  beforeAll(async () => {
    sigstore = await startLocalSigstore();
  });
  afterAll(async () => {
    await sigstore.close();
  });

  it('prefers an explicit token, then SIGSTORE_ID_TOKEN, then the Actions endpoint', async () => {
    const a = sigstore.issueToken(githubClaims({ repository: 'o/a' }));
    const b = sigstore.issueToken(githubClaims({ repository: 'o/b' }));
    const env = { SIGSTORE_ID_TOKEN: b, ...sigstore.actions.env };
    expect(await resolveIdentityToken({ token: a, env })).toBe(a);
    expect(await resolveIdentityToken({ env })).toBe(b);
    const before = sigstore.actions.issued.length;
    const fromEndpoint = await resolveIdentityToken({ env: { ...sigstore.actions.env } });
    expect(sigstore.actions.issued.slice(before)).toEqual([fromEndpoint]);
    expect(sigstore.actions.audiences.at(-1)).toBe('sigstore');
  });

  it('is missing without any source (IDENTITY_TOKEN_MISSING), and says id-token: write inside Actions', async () => {
    expect((await codeOf(resolveIdentityToken({ env: {} }))).code).toBe('IDENTITY_TOKEN_MISSING');
    const inActions = await codeOf(resolveIdentityToken({ env: { GITHUB_ACTIONS: 'true' } }));
    expect(inActions.code).toBe('IDENTITY_TOKEN_MISSING');
    expect(inActions.message).toContain('id-token: write');
  });

  it("outside Actions names the caller's own way to pass a token: the command line's --identity-token, none for the action (which has no such input)", async () => {
    const cli = await codeOf(resolveIdentityToken({ tokenOption: '--identity-token', env: {} }));
    expect(cli.message).toBe(
      'no signing identity: pass --identity-token, set SIGSTORE_ID_TOKEN, or run in GitHub Actions with `permissions: id-token: write`',
    );
    const action = await codeOf(resolveIdentityToken({ env: {} }));
    expect(action.code).toBe('IDENTITY_TOKEN_MISSING');
    expect(action.message).not.toContain('--');
  });

  it("names the endpoint's HTTP status when it refuses, never the request token", async () => {
    const env = { ACTIONS_ID_TOKEN_REQUEST_URL: sigstore.actions.url, ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'not-the-runner-token-0123456789' };
    const r = await codeOf(getActionsIdToken(env));
    expect(r.code).toBe('IDENTITY_TOKEN_MISSING');
    expect(r.message).toContain('HTTP 401');
    expect(r.message).not.toContain('not-the-runner-token');
  });

  it('refuses a token that is not a JWT without quoting it', async () => {
    const r = await codeOf(resolveIdentityToken({ token: 'secret value with spaces', env: {} }));
    expect(r.code).toBe('INVALID_INPUT');
    expect(r.message).not.toContain('secret value');
  });
});
