import { getEventListeners } from 'node:events';
import {
  attestationScopeOf,
  beforeDeadline,
  commandDeadline,
  describeAttestationStore,
  describeServerSpec,
  identityPolicyOf,
  minRevisionOf,
  signerPolicyOf,
} from '../../src/run/verify-options.js';
import { GITHUB_ACTIONS_ISSUER } from '../../src/core/statement/identity-policy.js';
import { codeOf, messageOf } from '../support/thrown.js';

describe('identityPolicyOf and signerPolicyOf', () => {
  it('an exact identity, the issuer defaulted to GitHub Actions', () => {
    expect(identityPolicyOf('https://github.com/acme/docs/.github/workflows/release.yml@refs/heads/main', undefined, undefined)).toEqual({
      issuer: GITHUB_ACTIONS_ISSUER,
      identity: { kind: 'exact', san: 'https://github.com/acme/docs/.github/workflows/release.yml@refs/heads/main' },
    });
  });

  it('refuses neither or both SAN options, an empty identity and an invalid pattern, before any work (USAGE)', () => {
    expect(messageOf(() => identityPolicyOf(undefined, undefined, undefined))).toBe(
      'give certificate-identity or certificate-identity-regexp (exactly one)',
    );
    expect(codeOf(() => identityPolicyOf('a', 'b', undefined))).toBe('USAGE');
    expect(codeOf(() => identityPolicyOf('', undefined, undefined))).toBe('USAGE');
    expect(codeOf(() => identityPolicyOf(undefined, '(', undefined))).toBe('USAGE');
  });

  it('refuses the gh-style and cosign-style signer together, and signer-workflow without a repo (hostile: one is silently ignored)', () => {
    expect(codeOf(() => signerPolicyOf({ repo: 'acme/docs', identity: 'x' }))).toBe('USAGE');
    expect(messageOf(() => signerPolicyOf({ signerWorkflow: 'release.yml', identity: 'x' }))).toBe(
      'signer-workflow and signer-ref narrow --repo or --owner: give one of those',
    );
  });

  it('source-repo and allow-reusable-callers: the run repository of a SAN policy, as plain data (twin: neither, the SAN own)', () => {
    const san = 'https://github.com/acme/shared/.github/workflows/release.yml@refs/heads/main';
    expect(signerPolicyOf({ identity: san }).caller).toBeUndefined();
    expect(signerPolicyOf({ identity: san, sourceRepo: 'acme/docs' }).caller).toEqual({ kind: 'repository', repository: 'acme/docs' });
    expect(signerPolicyOf({ regexp: '.*', allowReusableCallers: true }).caller).toEqual({ kind: 'any' });
  });

  it('refuses source-repo with allow-reusable-callers, either with --repo or --owner, and a repository GitHub could not name (USAGE)', () => {
    const san = 'https://github.com/acme/shared/.github/workflows/release.yml@refs/heads/main';
    expect(codeOf(() => signerPolicyOf({ identity: san, sourceRepo: 'acme/docs', allowReusableCallers: true }))).toBe('USAGE');
    expect(codeOf(() => signerPolicyOf({ repo: 'acme/docs', sourceRepo: 'acme/docs' }))).toBe('USAGE');
    expect(codeOf(() => signerPolicyOf({ owner: 'acme', allowReusableCallers: true }))).toBe('USAGE');
    expect(codeOf(() => signerPolicyOf({ identity: san, sourceRepo: 'acme/..' }))).toBe('USAGE');
    expect(codeOf(() => signerPolicyOf({ identity: san, sourceRepo: 'acme' }))).toBe('USAGE');
  });

  it('twin: --repo alone is a policy on that repository', () => {
    expect(signerPolicyOf({ repo: 'acme/docs' })).toEqual({
      issuer: GITHUB_ACTIONS_ISSUER,
      identity: { kind: 'github', repository: 'acme/docs', owner: 'acme' },
    });
  });
});

describe('attestationScopeOf', () => {
  it('takes a repository or an owner, not both', () => {
    expect(attestationScopeOf('acme/docs', undefined)).toEqual({ repo: 'acme/docs' });
    expect(attestationScopeOf(undefined, 'acme')).toEqual({ owner: 'acme' });
    expect(attestationScopeOf(undefined, undefined)).toBeUndefined();
    expect(codeOf(() => attestationScopeOf('acme/docs', 'acme'))).toBe('USAGE');
  });

  it('refuses names GitHub would not allow, which could steer the API path (hostile)', () => {
    for (const repo of ['acme/..', 'acme/docs/../../x', '-x/docs', 'acme'])
      expect(codeOf(() => attestationScopeOf(repo, undefined))).toBe('USAGE');
    for (const owner of ['-x', 'a/b', '..']) expect(codeOf(() => attestationScopeOf(undefined, owner))).toBe('USAGE');
  });
});

describe('the deadline', () => {
  it('commandDeadline counts from the start of the command', () => {
    const d = commandDeadline({ timeoutMs: 60_000, startedAt: Date.now() - 59_000 });
    expect(d.remainingMs()).toBeLessThanOrEqual(1000);
    expect(d.remainingMs()).toBeGreaterThanOrEqual(1);
    expect(commandDeadline({ timeoutMs: 10, startedAt: Date.now() - 60_000 }).remainingMs()).toBe(1);
  });

  it('beforeDeadline: a step that never ends is cut at the deadline with IO_ERROR naming it (hostile)', async () => {
    const never = () => new Promise<never>(() => {});
    await expect(beforeDeadline(AbortSignal.timeout(50), 'the trusted root', never)).rejects.toThrow(
      "the trusted root: the command's --timeout passed",
    );
    const gone = AbortSignal.abort();
    await expect(beforeDeadline(gone, 'x', never)).rejects.toThrow("x: the command's --timeout passed");
  });

  it('twin: a step that ends in time gives its value, and leaves no listener on the signal', async () => {
    const controller = new AbortController();
    expect(await beforeDeadline(controller.signal, 'x', async () => 42)).toBe(42);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});

describe('minRevisionOf', () => {
  it('a positive integer, or nothing', () => {
    expect(minRevisionOf('3')).toBe(3);
    expect(minRevisionOf(undefined)).toBeUndefined();
    expect(minRevisionOf('')).toBeUndefined();
  });

  it('refuses 0, a sign, a fraction, hex and a number past 15 digits (USAGE)', () => {
    for (const t of ['0', '-1', '+1', '1.5', '0x10', '1e3', '1234567890123456', ' 1']) expect(codeOf(() => minRevisionOf(t))).toBe('USAGE');
  });
});

describe('describeAttestationStore and describeServerSpec', () => {
  it('say where, without a token that a private store is not visible', () => {
    expect(describeAttestationStore({ repo: 'acme/docs' }, true)).toBe("GitHub's attestations of acme/docs");
    expect(describeAttestationStore({ owner: 'acme' }, false)).toBe(
      "GitHub's attestations of the repositories of acme (read without GITHUB_TOKEN: a private repository's are not visible)",
    );
  });

  it('name a URL server by its origin only, never its path key or query, nor a secret argument (hostile)', () => {
    expect(describeServerSpec({ kind: 'url', url: 'https://mcp.example.com/s/sk-0123/mcp?k=v', transport: 'auto' })).toBe(
      'server https://mcp.example.com',
    );
    expect(describeServerSpec({ kind: 'url', url: 'not a url', transport: 'auto' })).toBe('server the server URL');
    expect(describeServerSpec({ kind: 'stdio', command: 'node', args: ['server.mjs', '--api-key', 'k'] })).not.toContain('k"');
  });

  it('twin: as every command names a server; a snapshot and a config by their file', () => {
    expect(describeServerSpec({ kind: 'snapshot', file: 'docs.snapshot.json' })).toBe('snapshot docs.snapshot.json');
    expect(describeServerSpec({ kind: 'stdio', command: '/usr/bin/node', args: ['server.mjs'] })).toBe('stdio server "node server.mjs"');
    expect(describeServerSpec({ kind: 'config', file: '.mcp.json', server: 'docs' })).toBe('server "docs" of .mcp.json');
  });
});
