/** An owner (user or organization): letters, digits and single hyphens, not at either end, at most 39. */
export declare function isGitHubOwnerName(name: string): boolean;
/** A repository: 1 to 100 of `A-Za-z0-9._-`, not `.` or `..`. */
export declare function isGitHubRepositoryName(name: string): boolean;
/** An owner name as GitHub allows it (see {@link isGitHubOwnerName}); anything else is `USAGE` (exit 2). */
export declare function assertGitHubOwner(owner: string, option?: string): void;
/** `OWNER/REPO` as GitHub allows it: an owner name and a repository name; anything else is `USAGE` (exit 2). */
export declare function assertGitHubRepository(repo: string, option?: string): void;
