import {
  assertGitHubOwner,
  assertGitHubRepository,
  isGitHubOwnerName,
  isGitHubRepositoryName,
} from '../../../src/core/statement/github-names.js';
import { githubIdentityPolicy } from '../../../src/core/statement/identity-policy.js';

describe('isGitHubOwnerName', () => {
  it.each(['octo-org', 'a', 'A1', 'a'.repeat(39), 'a-b-c'])('takes %s', (name) => {
    expect(isGitHubOwnerName(name)).toBe(true);
  });

  it.each(['', '-octo', 'octo-', 'octo--org', 'a'.repeat(40), 'octo_org', 'octo.org', '..', 'octo/org'])('refuses %j', (name) => {
    expect(isGitHubOwnerName(name)).toBe(false);
  });
});

describe('isGitHubRepositoryName', () => {
  it.each(['docs', '.github', 'a..b_c-d.e', '-x', 'a'.repeat(100)])('takes %s', (name) => {
    expect(isGitHubRepositoryName(name)).toBe(true);
  });

  it.each(['', '.', '..', 'a'.repeat(101), 'a/b', 'docs%2f..', 'a b'])('refuses %j', (name) => {
    expect(isGitHubRepositoryName(name)).toBe(false);
  });
});

describe('assertGitHubRepository and assertGitHubOwner', () => {
  it('are USAGE naming the option', () => {
    expect(() => assertGitHubRepository('octo-org/..')).toThrow(
      expect.objectContaining({ code: 'USAGE', message: expect.stringMatching(/^--repo: /) }),
    );
    expect(() => assertGitHubRepository('octo-org')).toThrow(
      expect.objectContaining({ code: 'USAGE', message: expect.stringMatching(/^--repo takes OWNER\/REPO/) }),
    );
    expect(() => assertGitHubOwner('octo--org', 'owner')).toThrow(
      expect.objectContaining({ code: 'USAGE', message: expect.stringMatching(/^owner: /) }),
    );
  });

  it('pass names GitHub allows (the twin)', () => {
    expect(() => assertGitHubRepository('octo-org/.github')).not.toThrow();
    expect(() => assertGitHubOwner('octo-org')).not.toThrow();
  });
});

describe('the signer policy asks the same rule', () => {
  it.each([
    [{ repo: 'octo-org/..' }],
    [{ repo: 'octo-org/.' }],
    [{ repo: 'octo--org/docs' }],
    [{ owner: 'octo-' }],
    [{ repo: 'octo-org/docs', signerWorkflow: 'octo-org/../.github/workflows/release.yml' }],
  ])('refuses %j (USAGE)', (options) => {
    expect(() => githubIdentityPolicy(options)).toThrow(expect.objectContaining({ code: 'USAGE' }));
  });

  it.each([
    [{ repo: 'octo-org/.github' }],
    [{ owner: 'octo-org' }],
    [{ owner: 'octo-org', signerWorkflow: 'octo-org/docs/.github/workflows/release.yml' }],
  ])('takes %j (the twin)', (options) => {
    expect(() => githubIdentityPolicy(options)).not.toThrow();
  });
});
