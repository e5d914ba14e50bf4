#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ToolsealError
} from "./chunk-NFH5SJ4A.js";

// src/core/statement/github-names.ts
function isGitHubOwnerName(name) {
  return /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/.test(name);
}
function isGitHubRepositoryName(name) {
  return /^[A-Za-z0-9._-]{1,100}$/.test(name) && name !== "." && name !== "..";
}
function assertGitHubOwner(owner, option = "--owner") {
  if (!isGitHubOwnerName(owner)) {
    throw new ToolsealError(
      "USAGE",
      `${option}: ${JSON.stringify(owner.slice(0, 60))} is not a GitHub owner name (letters, digits and single hyphens, not at either end, at most 39)`
    );
  }
}
function assertGitHubRepository(repo, option = "--repo") {
  const slash = repo.indexOf("/");
  if (slash < 0) throw new ToolsealError("USAGE", `${option} takes OWNER/REPO, not ${JSON.stringify(repo.slice(0, 60))}`);
  assertGitHubOwner(repo.slice(0, slash), option);
  const name = repo.slice(slash + 1);
  if (!isGitHubRepositoryName(name)) {
    throw new ToolsealError(
      "USAGE",
      `${option}: ${JSON.stringify(name.slice(0, 60))} is not a GitHub repository name (1 to 100 of A-Z a-z 0-9 . _ -, not . or ..)`
    );
  }
}

export {
  isGitHubOwnerName,
  isGitHubRepositoryName,
  assertGitHubOwner,
  assertGitHubRepository
};
