import { ToolsealError } from '../errors.js';

// GitHub's own naming rules, the one place toolseal keeps them: `verify --repo/--owner` (the attestation
// lookup and the signer policy) and `--signer-workflow` ask these.

/** An owner (user or organization): letters, digits and single hyphens, not at either end, at most 39. */
export function isGitHubOwnerName(name: string): boolean {
  return /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/.test(name);
}

/** A repository: 1 to 100 of `A-Za-z0-9._-`, not `.` or `..`. */
export function isGitHubRepositoryName(name: string): boolean {
  return /^[A-Za-z0-9._-]{1,100}$/.test(name) && name !== '.' && name !== '..';
}

/** An owner name as GitHub allows it (see {@link isGitHubOwnerName}); anything else is `USAGE` (exit 2). */
export function assertGitHubOwner(owner: string, option = '--owner'): void {
  if (!isGitHubOwnerName(owner)) {
    throw new ToolsealError(
      'USAGE',
      `${option}: ${JSON.stringify(owner.slice(0, 60))} is not a GitHub owner name (letters, digits and single hyphens, not at either end, at most 39)`,
    );
  }
}

/** `OWNER/REPO` as GitHub allows it: an owner name and a repository name; anything else is `USAGE` (exit 2). */
export function assertGitHubRepository(repo: string, option = '--repo'): void {
  const slash = repo.indexOf('/');
  if (slash < 0) throw new ToolsealError('USAGE', `${option} takes OWNER/REPO, not ${JSON.stringify(repo.slice(0, 60))}`);
  assertGitHubOwner(repo.slice(0, slash), option);
  const name = repo.slice(slash + 1);
  if (!isGitHubRepositoryName(name)) {
    throw new ToolsealError(
      'USAGE',
      `${option}: ${JSON.stringify(name.slice(0, 60))} is not a GitHub repository name (1 to 100 of A-Z a-z 0-9 . _ -, not . or ..)`,
    );
  }
}
